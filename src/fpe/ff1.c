/*
 * FF1 (NIST SP 800-38G Rev. 1, Algorithms 7 and 8).
 *
 * The halves A (u = floor(n/2) numerals) and B (v = n - u) are converted to
 * integers once, go through the ten rounds as integers, and are converted
 * back once. Per call, not per round: radix^u, radix^v and their reduction
 * constants, and the CBC-MAC of P and of the blocks of Q that hold only the
 * tweak and its zero padding (Q = T || 0^pad || [i] || [NUM(B)]^b: only the
 * last ceil((b + 1) / 16) blocks change from round to round).
 */
#include "fpe_internal.h"

/* Bytes of Q from position p (a multiple of 16) for nblocks blocks: the
 * tweak, zeros, the round number, then x as b big-endian bytes (whole limbs
 * at a time where they line up). */
SC_NOINLINE static void q_blocks(uint8_t *out, size_t nblocks, size_t p, const uint8_t *tweak, size_t t,
                                 size_t pad, uint32_t i, const uint32_t *x, size_t b)
{
    size_t k = 0, end = 16 * nblocks;
    for (; k < end && p < t + pad + 1; k++, p++)
        out[k] = p < t ? tweak[p] : p < t + pad ? 0 : (uint8_t)i;
    size_t rem = t + pad + 1 + b - p; /* bytes of x still to come; the next has significance rem - 1 */
    for (; k < end && rem % 4; k++) {
        rem--;
        out[k] = (uint8_t)(x[rem / 4] >> (8 * (rem % 4)));
    }
    for (; k + 4 <= end; k += 4) {
        rem -= 4;
        sc_store32_be(out + k, x[rem / 4]);
    }
    for (; k < end; k++) {
        rem--;
        out[k] = (uint8_t)(x[rem / 4] >> (8 * (rem % 4)));
    }
}

/* Blocks handled at once (an AES backend encrypts several in parallel). */
#define BATCH 8

/* y0 = CBC-MAC of P and of the first head bytes of Q (tweak and zeros only),
 * the part of R that does not change from round to round. */
void symcore__ff1_head(const struct sc_aes_backend *be, const sc_aes_key *key, uint8_t y0[16], uint32_t radix,
                       size_t n, const uint8_t *tweak, size_t t, size_t pad, size_t head)
{
    uint8_t P[16] = {1, 2, 1, (uint8_t)(radix >> 16), (uint8_t)(radix >> 8), (uint8_t)radix, 10, (uint8_t)(n / 2)};
    sc_store32_be(P + 8, (uint32_t)n);
    sc_store32_be(P + 12, (uint32_t)t);
    memset(y0, 0, 16);
    be->cbc_mac(key, y0, P, 1);
    size_t p = 16 * (t / 16 < head / 16 ? t / 16 : head / 16);
    if (p)
        be->cbc_mac(key, y0, tweak, p / 16);
    for (; p < head; p += 16) {
        q_blocks(P, 1, p, tweak, t, pad, 0, NULL, 0);
        be->cbc_mac(key, y0, P, 1);
    }
}

/* b, the bytes of radix^v - 1 (bits long), and d = 4 ceil(b / 4) + 4: public. */
static size_t ff1_b_d(size_t bits, size_t *d)
{
    size_t b = (bits + 7) / 8;
    *d = 4 * ((b + 3) / 4) + 4;
    return b;
}

#if defined(__SIZEOF_INT128__)
/*
 * FF1 when radix^v < 2^63 (radix 10: n <= 36; every card number): A and B in
 * machine words, b <= 8, so Q's changing part is one block and S one block
 * (d = 8 or 12). The block is the precomputed template with [i] and B or'ed in.
 */
static int ff1_native(const struct sc_aes_backend *be, const struct symcore_fpe_state *st, const sc_fpe_io *io,
                      size_t n, const uint8_t *tweak, size_t t, int decrypt, uint64_t mu, uint64_t mv, size_t b,
                      size_t d)
{
    const sc_aes_key *key = (const sc_aes_key *)(const void *)st->key.bytes;
    uint32_t radix = io->radix;
    size_t u = n / 2, v = n - u;
    sc_fpe_chunk c; /* for STR at the end, set up off the critical path */
    symcore__fpe_chunk_split(&c, radix, u, v, io->alphabet != NULL);
    sc_fpe_mod64 Mu, Mv;
    sc_fpe_mod64_init(&Mu, mu);
    sc_fpe_mod64_init(&Mv, mv);
    size_t pad = (16 - (t + b + 1) % 16) % 16, head = t + pad + 1 + b - 16;
    uint8_t y0[16], blk[16], R[16];
    symcore__ff1_head(be, key, y0, radix, n, tweak, t, pad, head);
    memset(blk, 0, 16); /* the template: the tweak's last bytes, zeros; [i] and B or'ed in per round */
    if (t > head)
        memcpy(blk, tweak + head, t - head);
    uint64_t thi = sc_load64_be(blk), tlo = sc_load64_be(blk + 8);
    uint32_t bad = 0;
    uint64_t A = symcore__fpe_num64(io, 0, u, 0, &bad), B = symcore__fpe_num64(io, u, v, 0, &bad);
#if SC_X86_64
    if (sc_fpe_be_aesni(be))
        symcore__ff1_rounds_aesni(key, y0, thi, tlo, (unsigned)b, (unsigned)d, &Mu, &Mv, &A, &B, decrypt);
    else
#endif
#if SC_FPE_HAVE_ARMV8
    if (sc_fpe_be_armv8(be))
        symcore__ff1_rounds_armv8(key, y0, thi, tlo, (unsigned)b, (unsigned)d, &Mu, &Mv, &A, &B, decrypt);
    else
#endif
    for (uint32_t r = 0; r < 10; r++) {
        uint32_t i = decrypt ? 9 - r : r;
        const sc_fpe_mod64 *M = (i & 1) ? &Mv : &Mu;
        uint64_t X = decrypt ? A : B, Z = decrypt ? B : A;
        sc_store64_be(blk, thi | (b == 8 ? i : 0));
        sc_store64_be(blk + 8, tlo | (b < 8 ? (uint64_t)i << (8 * b) : 0) | X);
        memcpy(R, y0, 16);
        be->cbc_mac(key, R, blk, 1);
        uint64_t y = sc_fpe_mod64_reduce(sc_load64_be(R), M);
        if (d == 12)
            y = sc_fpe_mod64_step(y, sc_load32_be(R + 8), M);
        Z = decrypt ? sc_fpe_mod64_sub(Z, y, M) : sc_fpe_mod64_add(Z, y, M);
        A = decrypt ? Z : X; /* encrypt: A <- B, B <- C; decrypt: B <- A, A <- C */
        B = decrypt ? X : Z;
    }
    symcore__declassify(&bad, sizeof bad); /* the verdict on the whole input (NUM is done): public */
    if (!bad) { /* nothing is stored on error */
        symcore__fpe_str64(A, io, &c, 0, u, 0);
        symcore__fpe_str64(B, io, &c, u, v, 0);
    }
    symcore_wipe(blk, sizeof blk);
    symcore_wipe(y0, sizeof y0);
    symcore_wipe(R, sizeof R);
    return bad ? SYMCORE_EDOMAIN : SYMCORE_OK;
}
#endif

static int ff1_check(const symcore_ff1_ctx *ctx, const sc_fpe_io *io, size_t n, const void *tweak, size_t t)
{
    if (!ctx || !sc_fpe_state_ok(&ctx->s))
        return SYMCORE_EINVAL;
    if (t > SYMCORE_FF1_MAX_TWEAK || (t && !tweak))
        return SYMCORE_EINVAL;
    if (n && (!(io->in16 || io->in8) || !(io->out16 || io->out8)))
        return SYMCORE_EINVAL;
    return sc_fpe_length(ctx->s.radix, n, SC_FPE_MAX_BITS);
}

/* The native and fixed-size paths, in a frame of their own: the AES-NI
 * path's caller then saves no registers and holds no buffers. */
SC_NOINLINE static int ff1_other(const struct sc_aes_backend *be, const symcore_ff1_ctx *ctx, const sc_fpe_io *io,
                                 size_t n, const void *tweak, size_t t, int decrypt)
{
#if defined(__SIZEOF_INT128__)
    if (!sc_fpe_moduli_ok(&ctx->s, n)) /* the native path divides by them */
        return SYMCORE_EINVAL;
    uint64_t mv = sc_fpe_st_pow(&ctx->s, n - n / 2), mu = sc_fpe_st_pow(&ctx->s, n / 2);
    size_t d, b = ff1_b_d(sc_fpe_bitlen64(mv - 1), &d);
    if (mv)
        return ff1_native(be, &ctx->s, io, n, (const uint8_t *)tweak, t, decrypt, mu, mv, b, d);
#endif
    return symcore__ff1_crypt_bignum(be, ctx, io, n, tweak, t, decrypt);
}

/* After the checks: the AES-NI path straight (no frame between), else the
 * others. */
SC_INLINE int ff1_run(const struct sc_aes_backend *be, const symcore_ff1_ctx *ctx, const sc_fpe_io *io, size_t n,
                      const void *tweak, size_t t, int decrypt)
{
#if defined(__SIZEOF_INT128__) && SC_X86_64
    uint64_t mv = sc_fpe_st_pow(&ctx->s, n - n / 2), mu = sc_fpe_st_pow(&ctx->s, n / 2);
    size_t d, b = ff1_b_d(sc_fpe_bitlen64(mv - 1), &d);
    if (mv && sc_fpe_ff1_fast_aesni(be, mu, mv, n - n / 2, d))
        return symcore__ff1_fast_aesni(&ctx->s, io, n, (const uint8_t *)tweak, t, decrypt, (unsigned)b, (unsigned)d);
#endif
    return ff1_other(be, ctx, io, n, tweak, t, decrypt);
}

/* Every check (ff1_check, the exact lengths), then the call: the way of the
 * calls the quick test below leaves undecided, errors included. */
SC_NOINLINE static int ff1_general(const struct sc_aes_backend *be, const symcore_ff1_ctx *ctx, const sc_fpe_io *io,
                                   size_t n, const void *tweak, size_t t, int decrypt)
{
    int rc = ff1_check(ctx, io, n, tweak, t);
    if (rc != SYMCORE_OK)
        return rc;
    return ff1_run(be, ctx, io, n, tweak, t, decrypt);
}

int symcore__ff1_crypt(const struct sc_aes_backend *be, const symcore_ff1_ctx *ctx, const sc_fpe_io *io,
                       size_t n, const void *tweak, size_t t, int decrypt)
{
    /* ff1_check's conditions with the lengths by the quick bounds, which call
     * nothing out (an exact length check here would make this entry save
     * every register on every call) */
    if (!ctx || !sc_fpe_state_ok(&ctx->s) || t > SYMCORE_FF1_MAX_TWEAK || (t && !tweak) ||
        !(io->in16 || io->in8) || !(io->out16 || io->out8) || !sc_fpe_length_quick(ctx->s.radix, n))
        return ff1_general(be, ctx, io, n, tweak, t, decrypt);
    return ff1_run(be, ctx, io, n, tweak, t, decrypt);
}

/* Z = (Z +- (y mod M)) mod M, y of ny limbs (room for one more). Not inlined:
 * the round loop keeps fewer values on the stack. */
SC_NOINLINE static void ff1_combine(uint32_t *Z, uint32_t *y, size_t ny, const sc_fpe_mod *M, int decrypt)
{
    y[ny] = 0;
    sc_fpe_mod_reduce_long(y, ny, M);
    if (!decrypt)
        sc_fpe_add_mod(Z, y, M);
    else
        sc_fpe_sub_mod(Z, y, M);
}

/*
 * NUM and the ten rounds into xa and xb (A and B, values below radix^u and
 * radix^v, in SC_FPE_LIMBS + 1 limbs). Apart from the caller's frame, which
 * holds A and B for STR: the moduli and S live only here.
 */
SC_NOINLINE static void ff1_rounds(const struct sc_aes_backend *be, const sc_aes_key *key, const sc_fpe_chunk *c,
                                   const sc_fpe_io *io, size_t n, const uint8_t *tweak, size_t t, uint32_t *xa,
                                   uint32_t *xb, int decrypt, uint32_t *bad)
{
    uint32_t radix = io->radix;
    size_t u = n / 2, v = n - u;
    uint32_t mu_limbs[SC_FPE_LIMBS + 2], mv_limbs[SC_FPE_LIMBS + 2];
    sc_fpe_mod Mu, Mv;
    /* A = NUM(X[0..u-1]), B = NUM(X[u..n-1]) and radix^u in one go */
    Mu.m = mu_limbs;
    symcore__fpe_mod_set(&Mu, symcore__fpe_num2(xa, xb, SC_FPE_LIMBS + 1, io, c, u, v, 0, bad, mu_limbs,
                                                SC_FPE_LIMBS + 2));
    if (v > u)
        symcore__fpe_mod_mul(&Mv, mv_limbs, SC_FPE_LIMBS + 2, &Mu, radix);
    else
        Mv = Mu;
    size_t nl = Mv.nl;

    /* b = bytes of radix^v - 1: one bit shorter than radix^v for radix 2^k. */
    size_t bits = 32 * (nl - 1), top = Mv.m[nl - 1];
    for (; top; top >>= 1)
        bits++;
    if ((radix & (radix - 1)) == 0)
        bits--;
    size_t d, b = ff1_b_d(bits, &d);

    /* one buffer for R (its first block) and Q's blocks after it, then S
     * (R first), then y = NUM(S) in place */
    union {
        uint32_t w[SC_FPE_Y_LIMBS];
        uint8_t b[4 * SC_FPE_Y_LIMBS];
    } s;
    uint32_t *y = s.w;
    uint8_t *R = s.b, *blk = s.b + 16, y0[16];
    size_t pad = (16 - (t + b + 1) % 16) % 16;
    size_t tail = (b + 1 + 15) / 16, head = t + pad + 1 + b - 16 * tail; /* bytes, multiple of 16 */
    symcore__ff1_head(be, key, y0, radix, n, tweak, t, pad, head);

    uint32_t *A = xa, *B = xb;
    size_t ny = d / 4, nsb = (d + 15) / 16;
    for (uint32_t r = 0; r < 10; r++) {
        uint32_t i = decrypt ? 9 - r : r;
        const sc_fpe_mod *M = (i & 1) ? &Mv : &Mu;
        uint32_t *X = decrypt ? A : B, *Z = decrypt ? B : A;

        /* R = CBC-MAC(P || Q) from the saved head. */
        memcpy(R, y0, 16);
        for (size_t k = 0; k < tail; k += BATCH) {
            size_t cnt = tail - k < BATCH ? tail - k : BATCH;
            q_blocks(blk, cnt, head + 16 * k, tweak, t, pad, i, X, b);
            be->cbc_mac(key, R, blk, cnt);
        }

        /* S = R || E(R ^ [1]^16) || E(R ^ [2]^16) || ..., first d bytes
         * (all the blocks at once), then as the integer y: its big-endian
         * words into little-endian limbs, the order reversed in place. */
        for (size_t j = 1; j < nsb; j++) {
            memcpy(R + 16 * j, R, 16);
            R[16 * j + 15] ^= (uint8_t)j;
        }
        if (nsb > 1)
            be->encrypt_blocks(key, R + 16, R + 16, nsb - 1);
        for (size_t k = 0; k < ny - 1 - k; k++) {
            uint32_t lo = sc_load32_be(s.b + 4 * k), hi = sc_load32_be(s.b + 4 * (ny - 1 - k));
            y[k] = hi;
            y[ny - 1 - k] = lo;
        }
        if (ny & 1)
            y[ny / 2] = sc_load32_be(s.b + 4 * (ny / 2));
        ff1_combine(Z, y, ny, M, decrypt);
        uint32_t *tmp = A; /* ten swaps: A is xa again at the end */
        A = B;
        B = tmp;
    }
    symcore_wipe(&s, sizeof s);
    symcore_wipe(y0, sizeof y0);
}

int symcore__ff1_crypt_bignum(const struct sc_aes_backend *be, const symcore_ff1_ctx *ctx, const sc_fpe_io *io,
                              size_t n, const void *tweak, size_t t, int decrypt)
{
    int rc = ff1_check(ctx, io, n, tweak, t);
    if (rc != SYMCORE_OK)
        return rc;
    size_t u = n / 2, v = n - u;
    sc_fpe_chunk c;
    symcore__fpe_chunk_init(&c, ctx->s.radix);
    uint32_t xa[SC_FPE_LIMBS + 1], xb[SC_FPE_LIMBS + 1]; /* values below 2^4096, radix^v up to 2^4096 */
    uint32_t bad = 0;
    ff1_rounds(be, SC_FPE_KEY(ctx), &c, io, n, (const uint8_t *)tweak, t, xa, xb, decrypt, &bad);
    symcore__declassify(&bad, sizeof bad); /* the verdict on the whole input (NUM is done): public */
    if (!bad) /* nothing is stored on error */
        symcore__fpe_str2(xa, xb, SC_FPE_LIMBS + 1, io, &c, u, v, 0);
    symcore_wipe(xa, sizeof xa);
    symcore_wipe(xb, sizeof xb);
    return bad ? SYMCORE_EDOMAIN : SYMCORE_OK;
}

int symcore__ff1_init_with(const struct sc_aes_backend *be, symcore_ff1_ctx *ctx, const uint8_t *key,
                           size_t keylen, uint32_t radix)
{
    return symcore__fpe_state_init(be, ctx ? &ctx->s : NULL, key, keylen, radix, NULL, 0, SC_FPE_MAX_BITS);
}

/* see symcore/fpe.h */
int symcore_ff1_init(symcore_ff1_ctx *ctx, const uint8_t *key, size_t keylen, uint32_t radix)
{
    return symcore__ff1_init_with(symcore__aes_backend(), ctx, key, keylen, radix);
}

/* see symcore/fpe.h */
int symcore_ff1_init_alphabet(symcore_ff1_ctx *ctx, const uint8_t *key, size_t keylen, const char *alphabet)
{
    if (!alphabet)
        return SYMCORE_EINVAL;
    return symcore__fpe_state_init(symcore__aes_backend(), ctx ? &ctx->s : NULL, key, keylen, 0, alphabet, 0,
                                   SC_FPE_MAX_BITS);
}

static int ff1_numerals(const symcore_ff1_ctx *ctx, uint16_t *out, const uint16_t *in, size_t n,
                        const void *tweak, size_t t, int decrypt)
{
    sc_fpe_io io = {in, out, NULL, NULL, NULL, ctx ? ctx->s.radix : 0};
    return symcore__ff1_crypt(symcore__aes_backend(), ctx, &io, n, tweak, t, decrypt);
}

/* The _str calls on any alphabet but one run: the whole check out of line. */
static SC_NOINLINE int ff1_chars_general(const symcore_ff1_ctx *ctx, char *out, const char *in, size_t n,
                                         const void *tweak, size_t t, int decrypt)
{
    if (!ctx || !symcore__fpe_alphabet_ok(&ctx->s))
        return SYMCORE_EINVAL;
    sc_fpe_io io = {NULL, NULL, in, out, &ctx->s.alphabet, ctx->s.radix};
    return symcore__ff1_crypt(symcore__aes_backend(), ctx, &io, n, tweak, t, decrypt);
}

static int ff1_chars(const symcore_ff1_ctx *ctx, char *out, const char *in, size_t n, const void *tweak,
                     size_t t, int decrypt)
{
    if (!ctx || !sc_fpe_alphabet_one_run(&ctx->s))
        return ff1_chars_general(ctx, out, in, n, tweak, t, decrypt);
    sc_fpe_io io = {NULL, NULL, in, out, &ctx->s.alphabet, ctx->s.radix};
    return symcore__ff1_crypt(symcore__aes_backend(), ctx, &io, n, tweak, t, decrypt);
}

/* see symcore/fpe.h */
int symcore_ff1_encrypt(const symcore_ff1_ctx *ctx, uint16_t *out, const uint16_t *in, size_t n,
                        const void *tweak, size_t tweaklen)
{
    return ff1_numerals(ctx, out, in, n, tweak, tweaklen, 0);
}

/* see symcore/fpe.h */
int symcore_ff1_decrypt(const symcore_ff1_ctx *ctx, uint16_t *out, const uint16_t *in, size_t n,
                        const void *tweak, size_t tweaklen)
{
    return ff1_numerals(ctx, out, in, n, tweak, tweaklen, 1);
}

/* see symcore/fpe.h */
int symcore_ff1_encrypt_str(const symcore_ff1_ctx *ctx, char *out, const char *in, size_t n, const void *tweak,
                            size_t tweaklen)
{
    return ff1_chars(ctx, out, in, n, tweak, tweaklen, 0);
}

/* see symcore/fpe.h */
int symcore_ff1_decrypt_str(const symcore_ff1_ctx *ctx, char *out, const char *in, size_t n, const void *tweak,
                            size_t tweaklen)
{
    return ff1_chars(ctx, out, in, n, tweak, tweaklen, 1);
}

/* see symcore/fpe.h */
void symcore_ff1_wipe(symcore_ff1_ctx *ctx)
{
    if (ctx)
        symcore_wipe(ctx, sizeof *ctx);
}
