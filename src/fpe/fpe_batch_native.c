/*
 * The batches' group engines: FF1 while radix^v < 2^63 and FF3-1 while
 * radix^u < 2^63 (the native path's bound, halves in machine words; radix
 * 10: n <= 36), a group of records at a time.
 *
 * One record is a dependent chain: AES, then the modular arithmetic on its
 * output, then AES again. A group's records are independent, so each round
 * builds the blocks of the whole group, encrypts them in one encrypt_blocks
 * call (AES-NI interleaves 8 blocks, VAES takes 4 per register, the
 * bitsliced portable AES 4 per call: sc_fpe_batch_group), and then does
 * every record's arithmetic, which the CPU overlaps record with record.
 * FF1's y0 (the CBC-MAC of P and of Q's tweak-only blocks) depends only on
 * the key, the tweak, the radix and n: computed once for the whole batch,
 * it leaves one AES block per record and round.
 *
 * The arithmetic is the single calls': on x86-64 the reductions by
 * fractions of fpe_reduce64.h where the AES-NI fast paths use them (FF1 with
 * d = 8, FF3 with radix^u < 2^60) and STR from a half's fraction, elsewhere
 * sc_fpe_mod64 and symcore__fpe_str64 as the native path. Every value is
 * reduced exactly, so the outputs are the single calls', bit for bit.
 *
 * Constant time: the branches are on public values (lengths, round number,
 * direction, d, the group's size); numerals and characters are mapped and
 * converted with masks and products (sc_fpe_char_numeral, the powers).
 * Secrets on the stack: the group's blocks and halves, and FF1's y0 and
 * round words, are wiped before the engine returns.
 */
#include "fpe_batch_group.h"

#if defined(__SIZEOF_INT128__)
static void batch_mod_init(batch_mod *M, const struct symcore_fpe_state *st, size_t k)
{
    sc_fpe_mod64_init(&M->m, st->pow[k]);
#if BATCH_FRAC
    sc_ff1_mod_init(&M->f1, st->pow[k], st->pow_inv[k] - 1, st->pow_frac[k][0], 8);
    sc_ff3_mod_init(&M->f3, st->pow[k], st->pow_inv[k] - 1, st->pow_frac[k]);
#endif
}

/*
 * g records from record first: NUM, the rounds (FF1: 10, FF3: 8), STR.
 * Round i on every record: X is the half the round encrypts, Z the one it
 * changes (encryption: X = B, Z = A, then A <- B, B <- Z'; decryption the
 * other way round), as the single calls' loops.
 */
static SC_NOINLINE void batch_group(const batch_job *J, size_t first, size_t g, int ff3)
{
    uint64_t A[SC_FPE_BATCH_MAX], B[SC_FPE_BATCH_MAX];
    _Alignas(16) uint8_t blk[16 * SC_FPE_BATCH_MAX];
    const size_t n = J->n, u = J->u, v = J->v;
    const uint32_t rounds = ff3 ? 8 : 10;
    for (size_t j = 0; j < g; j++) {
        size_t off = (first + j) * n;
        A[j] = batch_num(J->st, J->io, off, u, ff3);
        B[j] = batch_num(J->st, J->io, off + u, v, ff3);
    }
    for (uint32_t r = 0; r < rounds; r++) {
        uint32_t i = J->decrypt ? rounds - 1 - r : r;
        const batch_mod *M = &J->M[i & 1];
        for (size_t j = 0; j < g; j++) {
            uint64_t X = J->decrypt ? A[j] : B[j];
            if (ff3) { /* NUM(REV(X)) in 8 little-endian bytes, 4 zeros, W ^ [i]^4 reversed */
                sc_store64_le(blk + 16 * j, X);
                sc_store64_le(blk + 16 * j + 8, J->w[i][1]);
            } else { /* y0 ^ (the tweak's last bytes, zeros, [i], X in b big-endian bytes) */
                sc_store64_be(blk + 16 * j, J->w[i][0]);
                sc_store64_be(blk + 16 * j + 8, J->w[i][1] ^ X);
            }
        }
        J->be->encrypt_blocks(J->key, blk, blk, g);
        for (size_t j = 0; j < g; j++) {
            uint64_t X = J->decrypt ? A[j] : B[j], Z = J->decrypt ? B[j] : A[j];
            const uint8_t *e = blk + 16 * j;
            Z = ff3 ? ff3_arith(sc_load64_le(e), sc_load64_le(e + 8), Z, M, J->frac, J->decrypt)
                    : ff1_arith(J, sc_load64_be(e), sc_load32_be(e + 8), Z, M, J->frac, J->decrypt);
            A[j] = J->decrypt ? Z : X;
            B[j] = J->decrypt ? X : Z;
        }
    }
    for (size_t j = 0; j < g; j++) {
        size_t off = (first + j) * n;
        batch_str(J->st, J->io, &J->c, off, u, ff3, A[j]);
        batch_str(J->st, J->io, &J->c, off + u, v, ff3, B[j]);
    }
    symcore_wipe(A, sizeof A);
    symcore_wipe(B, sizeof B);
    symcore_wipe(blk, sizeof blk);
}

/* Every group of the batch. */
static void batch_groups(batch_job *J, size_t count, int ff3)
{
    size_t G = sc_fpe_batch_group(J->be);
    symcore__fpe_chunk_split(&J->c, J->st->radix, J->n / 2, J->n - J->n / 2, J->io->alphabet != NULL);
    void (*group)(const batch_job *, size_t, size_t, int) = batch_group;
#if SC_X86_64
    if (J->frac && (J->be == &symcore__aes_aesni || J->be == &symcore__aes_vaes)) { /* blocks as AES-NI takes them */
        const uint8_t *rk0 = J->key->rk.b;
        for (size_t i = 0; i < (ff3 ? 8u : 10u); i++)
            for (size_t k = 0; k < 16; k++)
                J->k0[i][k] = (uint8_t)(rk0[k] ^ (uint8_t)((ff3 ? k < 8 ? 0 : J->w[i][1] >> (8 * (k - 8))
                                                            : J->w[i][k / 8] >> (56 - 8 * (k % 8)))));
        uint32_t cpu = symcore__cpu_features();
        int vaes = J->be == &symcore__aes_vaes && (cpu & SC_CPU_BMI2) && (cpu & SC_CPU_AVX512BW);
        for (size_t h = 0; h < 2; h++) { /* the engines' weights (fpe_batch_group.h) */
            size_t len = h ? J->v : J->u;
            for (size_t p = 0; p < SC_FPE_POWS; p++) {
                size_t up = p < len ? p : 0, down = p < len ? len - 1 - p : 0;
                J->wnum[h][p] = J->st->pow[ff3 ? up : down];
                J->wstr[h][p] = J->st->pow[ff3 ? down : up];
            }
        }
        group = vaes ? symcore__fpe_batch_group_vaes : symcore__fpe_batch_group_aesni;
    }
#endif
    for (size_t k = 0; k < count; k += G)
        group(J, k, count - k < G ? count - k : G, ff3);
    /* the AES-NI and VAES engines' spills (AES outputs, halves), and those of
     * an instruction-set AES under the portable engine (ARMv8's blocks in
     * flight): zeroed. The portable AES scrubs its own frames. */
    if (J->be != &symcore__aes_portable)
        symcore__scrub_stack(SC_SCRUB_FPE_BATCH);
}

static void batch_job_init(batch_job *J, const struct sc_aes_backend *be, const struct symcore_fpe_state *st,
                           const sc_fpe_io *io, size_t n, size_t u, int decrypt)
{
    J->be = be;
    J->key = (const sc_aes_key *)(const void *)st->key.bytes;
    J->st = st;
    J->io = io;
    J->n = n;
    J->u = u;
    J->v = n - u;
    J->decrypt = decrypt;
    J->frac = 0;
    J->d = 8;
}

int symcore__ff1_batch_native(const struct sc_aes_backend *be, const struct symcore_fpe_state *st,
                              const sc_fpe_io *io, size_t n, size_t count, const uint8_t *tweak, size_t t,
                              int decrypt)
{
    size_t u = n / 2, v = n - u;
    if (v >= SC_FPE_POWS || st->pow[v] == 0)
        return 0;
    batch_job J;
    batch_job_init(&J, be, st, io, n, u, decrypt);
    batch_mod_init(&J.M[0], st, u);
    batch_mod_init(&J.M[1], st, v);
    /* b, the bytes of radix^v - 1, and d = 4 ceil(b / 4) + 4 (b <= 8: d = 8 or 12) */
    size_t b = (sc_fpe_bitlen64(st->pow[v] - 1) + 7) / 8;
    J.d = (unsigned)(4 * ((b + 3) / 4) + 4);
    J.frac = BATCH_FRAC && J.d == 8; /* d = 8: b <= 4, radix^v <= 2^32, as sc_ff1_addmod_frac needs */
    size_t pad = (16 - (t + b + 1) % 16) % 16, head = t + pad + 1 + b - 16;
    uint8_t y0[16], tmpl[16] = {0};
    symcore__ff1_head(be, J.key, y0, st->radix, n, tweak, t, pad, head);
    if (t > head) /* Q's last block: the tweak's last bytes, zeros, [i], X */
        memcpy(tmpl, tweak + head, t - head);
    uint64_t hi = sc_load64_be(tmpl) ^ sc_load64_be(y0), lo = sc_load64_be(tmpl + 8) ^ sc_load64_be(y0 + 8);
    for (uint32_t i = 0; i < 10; i++) {
        J.w[i][0] = hi ^ (b == 8 ? i : 0);
        J.w[i][1] = lo ^ (b < 8 ? (uint64_t)i << (8 * b) : 0);
    }
    batch_groups(&J, count, 0);
    symcore_wipe(J.w, sizeof J.w);
    symcore_wipe(J.k0, sizeof J.k0);
    symcore_wipe(y0, sizeof y0);
    symcore_wipe(tmpl, sizeof tmpl);
    return 1;
}

int symcore__ff3_batch_native(const struct sc_aes_backend *be, const struct symcore_fpe_state *st,
                              const sc_fpe_io *io, size_t n, size_t count, uint64_t w, int decrypt)
{
    size_t u = n - n / 2;
    if (u >= SC_FPE_POWS || st->pow[u] == 0)
        return 0;
    batch_job J;
    batch_job_init(&J, be, st, io, n, u, decrypt);
    batch_mod_init(&J.M[0], st, u);
    batch_mod_init(&J.M[1], st, n - u);
    J.frac = BATCH_FRAC && st->pow[u] < ((uint64_t)1 << 60); /* sc_ff3_addmod's bound */
    for (uint32_t i = 0; i < 8; i++) { /* W = T_R in the even rounds, T_L in the odd, [i] xored in */
        J.w[i][0] = 0;
        J.w[i][1] = (uint64_t)((uint32_t)((i & 1) ? w >> 32 : w) ^ i) << 32;
    }
    batch_groups(&J, count, 1);
    symcore_wipe(J.k0, sizeof J.k0);
    return 1;
}
#else
int symcore__ff1_batch_native(const struct sc_aes_backend *be, const struct symcore_fpe_state *st,
                              const sc_fpe_io *io, size_t n, size_t count, const uint8_t *tweak, size_t t,
                              int decrypt)
{
    (void)be, (void)st, (void)io, (void)n, (void)count, (void)tweak, (void)t, (void)decrypt;
    return 0;
}
int symcore__ff3_batch_native(const struct sc_aes_backend *be, const struct symcore_fpe_state *st,
                              const sc_fpe_io *io, size_t n, size_t count, uint64_t w, int decrypt)
{
    (void)be, (void)st, (void)io, (void)n, (void)count, (void)w, (void)decrypt;
    return 0;
}
#endif
