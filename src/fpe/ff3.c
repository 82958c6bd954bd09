/*
 * FF3 and FF3-1 (NIST SP 800-38G Rev. 1, Algorithms 9 and 10; FF3 as in the
 * original SP 800-38G). FF3 is withdrawn: see symcore/fpe.h.
 *
 * With u = ceil(n/2), A = X[0..u-1], B = X[u..n-1], the rounds work on
 * NUM(REV(A)) and NUM(REV(B)): numerals least significant first, kept as
 * integers below radix^u <= 2^96 through the eight rounds. The AES input
 * REVB(W ^ [i]^4 || [NUM(REV(B))]^12) is NUM(REV(B)) in 12 little-endian
 * bytes, then W ^ [i]^4 reversed; S = REVB(output) read big-endian is the
 * output read little-endian; the key is used byte-reversed (set at init).
 */
#include "fpe_internal.h"

/* Values below radix^u <= 2^96 fit 3 limbs; radix^u itself may be 2^96. */
#define FF3_LIMBS 4
/* maxlen = 2 max{k: radix^k <= 2^FF3_BITS} */
#define FF3_BITS 96

static int ff3_check(const symcore_ff3_ctx *ctx, const sc_fpe_io *io, size_t n, const uint8_t *tweak)
{
    if (!ctx || !tweak || !sc_fpe_state_ok(&ctx->s))
        return SYMCORE_EINVAL;
    if (n && (!(io->in16 || io->in8) || !(io->out16 || io->out8)))
        return SYMCORE_EINVAL;
    return sc_fpe_length(ctx->s.radix, n, FF3_BITS);
}

/* ff3_check's conditions for a call whose in and out are given (written
 * out: shared with ff3_check through helpers, they made gcc save a third
 * register in symcore__ff3_crypt, on every call), the lengths by the
 * quick bounds only (the exact ones call out: every register saved); a
 * call they leave undecided goes the general way, through ff3_check. */
SC_INLINE int ff3_valid(const symcore_ff3_ctx *ctx, size_t n, const uint8_t *tweak)
{
    return ctx && tweak && sc_fpe_state_ok(&ctx->s) && sc_fpe_length_quick(ctx->s.radix, n);
}

/* The 8-byte tweak as one big-endian word, T_L above T_R, read from the
 * caller's bytes (not through a copy just stored bytewise, whose wider reload
 * would wait on a failed store forwarding): FF3's as is; FF3-1's 7 bytes
 * become T0 T1 T2 (T3 & F0) | T4 T5 T6 ((T3 & 0F) << 4). */
SC_INLINE uint64_t ff3_tweak_word(const uint8_t *tweak, size_t tweaklen)
{
    uint32_t hi = sc_load32_be(tweak);
    if (tweaklen == 7) /* T4 T5 T6 from the word at T3 (in the 7 bytes) shifted up a byte */
        return (uint64_t)(hi & 0xfffffff0u) << 32 | (uint32_t)(sc_load32_be(tweak + 3) << 8) | (hi & 0x0f) << 4;
    return (uint64_t)hi << 32 | sc_load32_be(tweak + 4);
}
static void ff3_tweak(uint8_t T[8], const uint8_t *tweak, size_t tweaklen)
{
    sc_store64_be(T, ff3_tweak_word(tweak, tweaklen));
}

#if defined(__SIZEOF_INT128__)
/* FF3 when radix^u < 2^63 (radix 10: n <= 36): the halves in machine words;
 * y (128 bits) is reduced 64 bits, then 32, then 32 at a time. */
static int ff3_native(const struct sc_aes_backend *be, const struct symcore_fpe_state *st, const sc_fpe_io *io,
                      size_t n, const uint8_t T[8], int decrypt, uint64_t mu, uint64_t mv)
{
    const sc_aes_key *key = (const sc_aes_key *)(const void *)st->key.bytes;
    size_t u = n - n / 2, v = n / 2;
    sc_fpe_chunk c; /* for STR at the end, set up off the critical path */
    symcore__fpe_chunk_split(&c, io->radix, v, u, io->alphabet != NULL);
    sc_fpe_mod64 Mu, Mv;
    sc_fpe_mod64_init(&Mu, mu);
    sc_fpe_mod64_init(&Mv, mv);
    uint32_t bad = 0;
    uint64_t A = symcore__fpe_num64(io, 0, u, 1, &bad), B = symcore__fpe_num64(io, u, v, 1, &bad);
    uint8_t blk[16] = {0}, e[16];
#if SC_X86_64
    if (sc_fpe_be_aesni(be))
        symcore__ff3_rounds_aesni(key, T, &Mu, &Mv, &A, &B, decrypt);
    else
#endif
#if SC_FPE_HAVE_ARMV8
    if (sc_fpe_be_armv8(be))
        symcore__ff3_rounds_armv8(key, T, &Mu, &Mv, &A, &B, decrypt);
    else
#endif
    for (uint32_t r = 0; r < 8; r++) {
        uint32_t i = decrypt ? 7 - r : r;
        const sc_fpe_mod64 *M = (i & 1) ? &Mv : &Mu;
        const uint8_t *W = (i & 1) ? T : T + 4;
        uint64_t X = decrypt ? A : B, Z = decrypt ? B : A;
        sc_store64_le(blk, X);
        sc_store32_le(blk + 8, 0);
        blk[12] = W[3] ^ (uint8_t)i;
        blk[13] = W[2];
        blk[14] = W[1];
        blk[15] = W[0];
        memset(e, 0, sizeof e);
        be->cbc_mac(key, e, blk, 1); /* E(blk): the latency-optimised single-block path */
        uint64_t y = sc_fpe_mod64_reduce(sc_load64_le(e + 8), M);
        y = sc_fpe_mod64_step(y, sc_load32_le(e + 4), M);
        y = sc_fpe_mod64_step(y, sc_load32_le(e), M);
        Z = decrypt ? sc_fpe_mod64_sub(Z, y, M) : sc_fpe_mod64_add(Z, y, M);
        A = decrypt ? Z : X;
        B = decrypt ? X : Z;
    }
    symcore__declassify(&bad, sizeof bad); /* the verdict on the whole input (NUM is done): public */
    if (!bad) { /* nothing is stored on error */
        symcore__fpe_str64(A, io, &c, 0, u, 1);
        symcore__fpe_str64(B, io, &c, u, v, 1);
    }
    symcore_wipe(blk, sizeof blk);
    symcore_wipe(e, sizeof e);
    return bad ? SYMCORE_EDOMAIN : SYMCORE_OK;
}
#endif

/* The native and fixed-size paths, in a frame of their own: the AES-NI
 * path's caller then saves no registers and holds no buffers. */
SC_NOINLINE static int ff3_other(const struct sc_aes_backend *be, const symcore_ff3_ctx *ctx, const sc_fpe_io *io,
                                 size_t n, const uint8_t *tweak, size_t tweaklen, int decrypt)
{
#if defined(__SIZEOF_INT128__)
    if (!sc_fpe_moduli_ok(&ctx->s, n)) /* the native path divides by them */
        return SYMCORE_EINVAL;
    uint64_t mu = sc_fpe_st_pow(&ctx->s, n - n / 2);
    if (mu) {
        uint8_t T[8];
        ff3_tweak(T, tweak, tweaklen);
        return ff3_native(be, &ctx->s, io, n, T, decrypt, mu, sc_fpe_st_pow(&ctx->s, n / 2));
    }
#endif
    return symcore__ff3_crypt_bignum(be, ctx, io, n, tweak, tweaklen, decrypt);
}

/* Everything the numerals' entry below does not take straight to the AES-NI
 * path (an alphabet's characters, other backends, long halves, a first call
 * before the CPU's features are detected), in a function of its own, so that
 * the numerals' calls test nothing more than they must and save no
 * registers (each instruction on the way costs FF3-1, README); be NULL: the
 * dispatched backend. */
SC_NOINLINE static int ff3_crypt_general(const struct sc_aes_backend *be, const symcore_ff3_ctx *ctx,
                                         const sc_fpe_io *io, size_t n, const uint8_t *tweak, size_t tweaklen,
                                         int decrypt)
{
    int rc = ff3_check(ctx, io, n, tweak);
    if (rc != SYMCORE_OK)
        return rc;
    if (!be)
        be = symcore__aes_backend();
#if defined(__SIZEOF_INT128__) && SC_X86_64
    if (sc_fpe_ff3_fast_aesni(be, sc_fpe_st_pow(&ctx->s, n - n / 2), n - n / 2)) /* straight there */
        return symcore__ff3_fast_aesni_with(&ctx->s, io, n, ff3_tweak_word(tweak, tweaklen), decrypt,
                                            sc_fpe_ff3_fast_copy(symcore__cpu_features(), ctx->s.pow[n - n / 2]));
#endif
    return ff3_other(be, ctx, io, n, tweak, tweaklen, decrypt);
}

/* The mode (copy << 1 | decrypt) in which a valid call on numerals goes
 * straight into the AES-NI path, or -1 where it does not apply; be NULL: the
 * dispatched backend, which is an AES-NI one (aesni or vaes, the same
 * cbc_mac and key schedule) wherever the CPU has AES-NI. The CPU's features
 * as detected so far (none before the first detection, which the general
 * path then makes): a call to detect them would make the entries save
 * registers around it. */
SC_INLINE int ff3_fast_mode(const struct sc_aes_backend *be, const symcore_ff3_ctx *ctx, int valid, size_t n,
                            int decrypt)
{
#if defined(__SIZEOF_INT128__) && SC_X86_64
    uint32_t cpu = symcore__cpu_features_detected();
    size_t u = n - n / 2;
    int aesni = be ? sc_fpe_be_aesni(be) : (cpu & SC_CPU_AESNI) != 0;
    if (valid && u < SC_FPE_POWS && sc_fpe_ff3_fast_aesni_on(aesni, cpu, ctx->s.pow[u], u))
        return sc_fpe_ff3_fast_copy(cpu, ctx->s.pow[u]) << 1 | decrypt;
#else
    (void)be, (void)ctx, (void)valid, (void)n, (void)decrypt;
#endif
    return -1;
}
/* Into the AES-NI path in that mode. */
SC_INLINE int ff3_fast(const symcore_ff3_ctx *ctx, const uint16_t *in, uint16_t *out, size_t n, const uint8_t *tweak,
                       size_t tweaklen, int mode)
{
#if defined(__SIZEOF_INT128__) && SC_X86_64
    return symcore__ff3_fast_aesni_num_with(&ctx->s, ff3_tweak_word(tweak, tweaklen), in, out, n, mode);
#else
    (void)ctx, (void)in, (void)out, (void)n, (void)tweak, (void)tweaklen, (void)mode;
    return SYMCORE_EINVAL;
#endif
}

int symcore__ff3_crypt(const struct sc_aes_backend *be, const symcore_ff3_ctx *ctx, const sc_fpe_io *io,
                       size_t n, const uint8_t *tweak, size_t tweaklen, int decrypt)
{
    int mode = ff3_fast_mode(be, ctx, io->in16 && ff3_check(ctx, io, n, tweak) == SYMCORE_OK, n, decrypt);
    if (mode >= 0)
        return ff3_fast(ctx, io->in16, io->out16, n, tweak, tweaklen, mode);
    return ff3_crypt_general(be, ctx, io, n, tweak, tweaklen, decrypt);
}

/* The eight rounds on A = xa and B = xb (FF3_LIMBS limbs each), in place;
 * the moduli live only here, not beside NUM and STR. */
SC_NOINLINE static void ff3_rounds(const struct sc_aes_backend *be, const sc_aes_key *key, const sc_fpe_chunk *c,
                                   uint32_t radix, size_t u, size_t v, const uint8_t T[8], uint32_t *xa,
                                   uint32_t *xb, int decrypt)
{
    uint32_t mu_limbs[FF3_LIMBS + 1], mv_limbs[FF3_LIMBS + 1], y[5];
    sc_fpe_mod Mu, Mv;
    symcore__fpe_mod_pow(&Mv, mv_limbs, FF3_LIMBS + 1, c, radix, v);
    if (u > v)
        symcore__fpe_mod_mul(&Mu, mu_limbs, FF3_LIMBS + 1, &Mv, radix);
    else
        Mu = Mv;
    uint32_t *A = xa, *B = xb;
    uint8_t blk[16];
    for (uint32_t r = 0; r < 8; r++) {
        uint32_t i = decrypt ? 7 - r : r;
        const sc_fpe_mod *M = (i & 1) ? &Mv : &Mu;
        const uint8_t *W = (i & 1) ? T : T + 4;
        uint32_t *X = decrypt ? A : B, *Z = decrypt ? B : A;
        sc_store32_le(blk, X[0]);
        sc_store32_le(blk + 4, X[1]);
        sc_store32_le(blk + 8, X[2]);
        blk[12] = W[3] ^ (uint8_t)i;
        blk[13] = W[2];
        blk[14] = W[1];
        blk[15] = W[0];
        be->encrypt_blocks(key, blk, blk, 1);
        for (size_t k = 0; k < 4; k++)
            y[k] = sc_load32_le(blk + 4 * k);
        y[4] = 0;
        sc_fpe_mod_reduce(y, 4, M);
        if (!decrypt)
            sc_fpe_add_mod(Z, y, M);
        else
            sc_fpe_sub_mod(Z, y, M);
        uint32_t *tmp = A; /* eight swaps: A is xa again at the end */
        A = B;
        B = tmp;
    }
    symcore_wipe(y, sizeof y);
    symcore_wipe(blk, sizeof blk);
}

int symcore__ff3_crypt_bignum(const struct sc_aes_backend *be, const symcore_ff3_ctx *ctx, const sc_fpe_io *io,
                              size_t n, const uint8_t *tweak, size_t tweaklen, int decrypt)
{
    int rc = ff3_check(ctx, io, n, tweak);
    if (rc != SYMCORE_OK)
        return rc;
    uint8_t T[8];
    ff3_tweak(T, tweak, tweaklen);
    size_t u = n - n / 2, v = n / 2;
    sc_fpe_chunk c;
    symcore__fpe_chunk_init(&c, ctx->s.radix);
    uint32_t xa[FF3_LIMBS], xb[FF3_LIMBS], bad = 0; /* radix^u <= 2^96: values in 3 limbs, a zero limb above */
    symcore__fpe_num2(xa, xb, FF3_LIMBS, io, &c, u, v, 1, &bad, NULL, 0);
    ff3_rounds(be, SC_FPE_KEY(ctx), &c, ctx->s.radix, u, v, T, xa, xb, decrypt);
    symcore__declassify(&bad, sizeof bad); /* the verdict on the whole input (NUM is done): public */
    if (!bad) /* nothing is stored on error */
        symcore__fpe_str2(xa, xb, FF3_LIMBS, io, &c, u, v, 1);
    symcore_wipe(xa, sizeof xa);
    symcore_wipe(xb, sizeof xb);
    return bad ? SYMCORE_EDOMAIN : SYMCORE_OK;
}

int symcore__ff3_init_with(const struct sc_aes_backend *be, symcore_ff3_ctx *ctx, const uint8_t *key,
                           size_t keylen, uint32_t radix)
{
    return symcore__fpe_state_init(be, ctx ? &ctx->s : NULL, key, keylen, radix, NULL, 1, FF3_BITS);
}

/* see symcore/fpe.h */
int symcore_ff3_init(symcore_ff3_ctx *ctx, const uint8_t *key, size_t keylen, uint32_t radix)
{
    return symcore__ff3_init_with(symcore__aes_backend(), ctx, key, keylen, radix);
}

/* see symcore/fpe.h */
int symcore_ff3_init_alphabet(symcore_ff3_ctx *ctx, const uint8_t *key, size_t keylen, const char *alphabet)
{
    if (!alphabet)
        return SYMCORE_EINVAL;
    return symcore__fpe_state_init(symcore__aes_backend(), ctx ? &ctx->s : NULL, key, keylen, 0, alphabet, 1,
                                   FF3_BITS);
}

/* The numeral calls: straight into the AES-NI path when it applies, not
 * through symcore__ff3_crypt, with in and out as arguments; no io block on
 * the stack, so the call into the rounds is a jump and their first loads do
 * not wait on its stores (the chain from call to call stays short). The io
 * block only on the general path, in a function of its own. */
static SC_NOINLINE int ff3_numerals_general(const symcore_ff3_ctx *ctx, uint16_t *out, const uint16_t *in, size_t n,
                                            const uint8_t *tweak, size_t tweaklen, int decrypt)
{
    sc_fpe_io io = {in, out, NULL, NULL, NULL, ctx ? ctx->s.radix : 0};
    return ff3_crypt_general(NULL, ctx, &io, n, tweak, tweaklen, decrypt);
}
static int ff3_numerals(const symcore_ff3_ctx *ctx, uint16_t *out, const uint16_t *in, size_t n,
                        const uint8_t *tweak, size_t tweaklen, int decrypt)
{
    int mode = ff3_fast_mode(NULL, ctx, in && out && ff3_valid(ctx, n, tweak), n, decrypt);
    if (mode >= 0)
        return ff3_fast(ctx, in, out, n, tweak, tweaklen, mode);
    return ff3_numerals_general(ctx, out, in, n, tweak, tweaklen, decrypt);
}

/* The _str calls on any alphabet but one run: the whole check out of line. */
static SC_NOINLINE int ff3_chars_general(const symcore_ff3_ctx *ctx, char *out, const char *in, size_t n,
                                         const uint8_t *tweak, size_t tweaklen, int decrypt)
{
    if (!ctx || !symcore__fpe_alphabet_ok(&ctx->s))
        return SYMCORE_EINVAL;
    sc_fpe_io io = {NULL, NULL, in, out, &ctx->s.alphabet, ctx->s.radix};
    return symcore__ff3_crypt(symcore__aes_backend(), ctx, &io, n, tweak, tweaklen, decrypt);
}

static int ff3_chars(const symcore_ff3_ctx *ctx, char *out, const char *in, size_t n, const uint8_t *tweak,
                     size_t tweaklen, int decrypt)
{
    if (!ctx || !sc_fpe_alphabet_one_run(&ctx->s))
        return ff3_chars_general(ctx, out, in, n, tweak, tweaklen, decrypt);
    sc_fpe_io io = {NULL, NULL, in, out, &ctx->s.alphabet, ctx->s.radix};
    return symcore__ff3_crypt(symcore__aes_backend(), ctx, &io, n, tweak, tweaklen, decrypt);
}

/* see symcore/fpe.h */
int symcore_ff3_encrypt(const symcore_ff3_ctx *ctx, uint16_t *out, const uint16_t *in, size_t n,
                        const uint8_t tweak[8])
{
    return ff3_numerals(ctx, out, in, n, tweak, 8, 0);
}

/* see symcore/fpe.h */
int symcore_ff3_decrypt(const symcore_ff3_ctx *ctx, uint16_t *out, const uint16_t *in, size_t n,
                        const uint8_t tweak[8])
{
    return ff3_numerals(ctx, out, in, n, tweak, 8, 1);
}

/* see symcore/fpe.h */
int symcore_ff3_1_encrypt(const symcore_ff3_ctx *ctx, uint16_t *out, const uint16_t *in, size_t n,
                          const uint8_t tweak[7])
{
    return ff3_numerals(ctx, out, in, n, tweak, 7, 0);
}

/* see symcore/fpe.h */
int symcore_ff3_1_decrypt(const symcore_ff3_ctx *ctx, uint16_t *out, const uint16_t *in, size_t n,
                          const uint8_t tweak[7])
{
    return ff3_numerals(ctx, out, in, n, tweak, 7, 1);
}

/* see symcore/fpe.h */
int symcore_ff3_encrypt_str(const symcore_ff3_ctx *ctx, char *out, const char *in, size_t n,
                            const uint8_t tweak[8])
{
    return ff3_chars(ctx, out, in, n, tweak, 8, 0);
}

/* see symcore/fpe.h */
int symcore_ff3_decrypt_str(const symcore_ff3_ctx *ctx, char *out, const char *in, size_t n,
                            const uint8_t tweak[8])
{
    return ff3_chars(ctx, out, in, n, tweak, 8, 1);
}

/* see symcore/fpe.h */
int symcore_ff3_1_encrypt_str(const symcore_ff3_ctx *ctx, char *out, const char *in, size_t n,
                              const uint8_t tweak[7])
{
    return ff3_chars(ctx, out, in, n, tweak, 7, 0);
}

/* see symcore/fpe.h */
int symcore_ff3_1_decrypt_str(const symcore_ff3_ctx *ctx, char *out, const char *in, size_t n,
                              const uint8_t tweak[7])
{
    return ff3_chars(ctx, out, in, n, tweak, 7, 1);
}

/* see symcore/fpe.h */
void symcore_ff3_wipe(symcore_ff3_ctx *ctx)
{
    if (ctx)
        symcore_wipe(ctx, sizeof *ctx);
}
