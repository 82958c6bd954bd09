/*
 * The FPE batches' public calls and checks (fpe_batch.h). A batch is
 * checked whole before anything is computed: the arguments as a single call
 * checks them, then every numeral or character of the batch in one pass (one
 * verdict, declassified as a single call's is), and only if that finds one
 * bad, record by record (each record in constant time, the scan stopping at
 * the first bad record, whose index the call returns). Only then do the records go through a group engine
 * (fpe_batch_native.c) or, past its lengths, one single call each.
 */
#include "fpe_batch.h"

/* 1 if a numeral of the record at in (n numerals) is >= radix, else 0, with
 * no branch on them. */
SC_INLINE uint32_t numerals_bad(const uint16_t *in, size_t n, uint32_t radix)
{
    uint32_t over = 0;
    for (size_t k = 0; k < n; k++)
        over |= radix - 1 - in[k]; /* top bit set iff in[k] >= radix (both below 2^17) */
    return over >> 31;
}

/* 1 if a character of the record at in (n characters) lies outside the
 * alphabet, else 0 (sc_fpe_char_numeral's masks; one run inline). */
SC_INLINE uint32_t chars_bad(const struct symcore_fpe_alphabet *a, uint32_t radix, const char *in, size_t n)
{
    const unsigned char *p = (const unsigned char *)in;
    uint32_t bad = 0;
    if (a->runs == 1) {
        for (size_t k = 0; k < n; k++)
            bad |= sc_fpe_in_run(p[k], a->run_char[0], a->run_len[0]) ^ 1;
        return bad;
    }
    for (size_t k = 0; k < n; k++)
        (void)sc_fpe_char_numeral(a, radix, p[k], &bad);
    return bad;
}

/* The index of the first record with a numeral >= radix or a character
 * outside the alphabet, or count if none: the whole batch at once first (one
 * pass, one verdict; whether some record is bad is the call's result, public),
 * and record by record only when some is. */
static size_t first_bad_record(const sc_fpe_io *io, size_t n, size_t count)
{
    uint32_t any = io->alphabet ? chars_bad(io->alphabet, io->radix, io->in8, n * count)
                                : numerals_bad(io->in16, n * count, io->radix);
    symcore__declassify(&any, sizeof any);
    if (!any)
        return count;
    for (size_t k = 0; k < count; k++) {
        uint32_t bad = io->alphabet ? chars_bad(io->alphabet, io->radix, io->in8 + k * n, n)
                                    : numerals_bad(io->in16 + k * n, n, io->radix);
        symcore__declassify(&bad, sizeof bad); /* the verdict on this record: public, as a single call's */
        if (bad)
            return k;
    }
    return count;
}

/* Record k of the batch at io. */
SC_INLINE sc_fpe_io record_io(const sc_fpe_io *io, size_t n, size_t k)
{
    sc_fpe_io r = *io;
    if (io->alphabet) {
        r.in8 += k * n;
        r.out8 += k * n;
    } else {
        r.in16 += k * n;
        r.out16 += k * n;
    }
    return r;
}

/* The checks both algorithms share, after the context's and the tweak's:
 * the buffers and the length, then every record. SYMCORE_OK with *bad =
 * count, or the error with *bad the first bad record (0 if none is). */
static int batch_check(const struct symcore_fpe_state *st, const sc_fpe_io *io, size_t n, size_t count,
                       uint32_t bits, size_t *bad)
{
    *bad = 0;
    if (count && n > SIZE_MAX / count)
        return SYMCORE_EINVAL;
    if (n && count && (!(io->in16 || io->in8) || !(io->out16 || io->out8)))
        return SYMCORE_EINVAL;
    if (io->alphabet && !symcore__fpe_alphabet_ok(st))
        return SYMCORE_EINVAL;
    int rc = sc_fpe_length(st->radix, n, bits);
    if (rc != SYMCORE_OK)
        return rc;
    /* the native path's moduli are divisors (sc_fpe_mod64_init): as single calls, an error if they are not as
     * init left them */
    if (!sc_fpe_moduli_ok(st, n))
        return SYMCORE_EINVAL;
    *bad = first_bad_record(io, n, count);
    return *bad < count ? SYMCORE_EDOMAIN : SYMCORE_OK;
}

/* Stores the first bad record's index where the caller asked for it. */
SC_INLINE int batch_done(int rc, size_t bad, size_t *bad_index)
{
    if (bad_index)
        *bad_index = bad;
    return rc;
}

/* Every record by a single call (checked before: each returns OK); inline,
 * a frame fewer on the way to the single calls (s390x's stack bound). */
static void ff1_singles(const struct sc_aes_backend *be, const symcore_ff1_ctx *ctx, const sc_fpe_io *io,
                                    size_t n, size_t count, const void *tweak, size_t t, int decrypt)
{
    for (size_t k = 0; k < count; k++) {
        sc_fpe_io r = record_io(io, n, k);
        (void)symcore__ff1_crypt(be, ctx, &r, n, tweak, t, decrypt);
    }
}

int symcore__ff1_batch(const struct sc_aes_backend *be, const symcore_ff1_ctx *ctx, const sc_fpe_io *io, size_t n,
                       size_t count, const void *tweak, size_t t, int decrypt, size_t *bad_index)
{
    size_t bad = 0;
    if (!ctx || !sc_fpe_state_ok(&ctx->s) || t > SYMCORE_FF1_MAX_TWEAK || (t && !tweak))
        return batch_done(SYMCORE_EINVAL, 0, bad_index);
    int rc = batch_check(&ctx->s, io, n, count, SC_FPE_MAX_BITS, &bad);
    if (rc != SYMCORE_OK || count == 0)
        return batch_done(rc, bad, bad_index);
    if (!symcore__ff1_batch_native(be, &ctx->s, io, n, count, (const uint8_t *)tweak, t, decrypt))
        ff1_singles(be, ctx, io, n, count, tweak, t, decrypt);
    return batch_done(SYMCORE_OK, count, bad_index);
}

/* FF3-1's 7-byte tweak as FF3's 8 (SP 800-38G Rev. 1, Algorithm 9), one
 * big-endian word: T_L = T0 T1 T2 (T3 & F0), T_R = T4 T5 T6 ((T3 & 0F) << 4). */
static uint64_t ff3_1_tweak_word(const uint8_t *tw)
{
    uint32_t l = (uint32_t)tw[0] << 24 | (uint32_t)tw[1] << 16 | (uint32_t)tw[2] << 8 | (tw[3] & 0xf0u);
    uint32_t r = (uint32_t)tw[4] << 24 | (uint32_t)tw[5] << 16 | (uint32_t)tw[6] << 8 | (uint32_t)(tw[3] & 0x0f) << 4;
    return (uint64_t)l << 32 | r;
}

static void ff3_singles(const struct sc_aes_backend *be, const symcore_ff3_ctx *ctx, const sc_fpe_io *io,
                                    size_t n, size_t count, const uint8_t *tweak, int decrypt)
{
    for (size_t k = 0; k < count; k++) {
        sc_fpe_io r = record_io(io, n, k);
        (void)symcore__ff3_crypt(be, ctx, &r, n, tweak, 7, decrypt);
    }
}

int symcore__ff3_1_batch(const struct sc_aes_backend *be, const symcore_ff3_ctx *ctx, const sc_fpe_io *io, size_t n,
                         size_t count, const uint8_t *tweak, int decrypt, size_t *bad_index)
{
    size_t bad = 0;
    if (!ctx || !tweak || !sc_fpe_state_ok(&ctx->s))
        return batch_done(SYMCORE_EINVAL, 0, bad_index);
    int rc = batch_check(&ctx->s, io, n, count, 96, &bad); /* FF3's bound: radix^u <= 2^96 */
    if (rc != SYMCORE_OK || count == 0)
        return batch_done(rc, bad, bad_index);
    if (!symcore__ff3_batch_native(be, &ctx->s, io, n, count, ff3_1_tweak_word(tweak), decrypt))
        ff3_singles(be, ctx, io, n, count, tweak, decrypt);
    return batch_done(SYMCORE_OK, count, bad_index);
}

/* The io block of a numerals batch / of a characters batch on ctx's alphabet. */
#define IO16(ctx, in, out) {(in), (out), NULL, NULL, NULL, (ctx) ? (ctx)->s.radix : 0}
#define IO8(ctx, in, out) {NULL, NULL, (in), (out), (ctx) ? &(ctx)->s.alphabet : NULL, (ctx) ? (ctx)->s.radix : 0}

/* see symcore/fpe.h */
int symcore_ff1_encrypt_batch(const symcore_ff1_ctx *ctx, uint16_t *out, const uint16_t *in, size_t n, size_t count,
                              const void *tweak, size_t tweaklen, size_t *bad_index)
{
    sc_fpe_io io = IO16(ctx, in, out);
    return symcore__ff1_batch(symcore__aes_backend(), ctx, &io, n, count, tweak, tweaklen, 0, bad_index);
}

/* see symcore/fpe.h */
int symcore_ff1_decrypt_batch(const symcore_ff1_ctx *ctx, uint16_t *out, const uint16_t *in, size_t n, size_t count,
                              const void *tweak, size_t tweaklen, size_t *bad_index)
{
    sc_fpe_io io = IO16(ctx, in, out);
    return symcore__ff1_batch(symcore__aes_backend(), ctx, &io, n, count, tweak, tweaklen, 1, bad_index);
}

/* see symcore/fpe.h */
int symcore_ff1_encrypt_str_batch(const symcore_ff1_ctx *ctx, char *out, const char *in, size_t n, size_t count,
                                  const void *tweak, size_t tweaklen, size_t *bad_index)
{
    sc_fpe_io io = IO8(ctx, in, out);
    return symcore__ff1_batch(symcore__aes_backend(), ctx, &io, n, count, tweak, tweaklen, 0, bad_index);
}

/* see symcore/fpe.h */
int symcore_ff1_decrypt_str_batch(const symcore_ff1_ctx *ctx, char *out, const char *in, size_t n, size_t count,
                                  const void *tweak, size_t tweaklen, size_t *bad_index)
{
    sc_fpe_io io = IO8(ctx, in, out);
    return symcore__ff1_batch(symcore__aes_backend(), ctx, &io, n, count, tweak, tweaklen, 1, bad_index);
}

/* see symcore/fpe.h */
int symcore_ff3_1_encrypt_batch(const symcore_ff3_ctx *ctx, uint16_t *out, const uint16_t *in, size_t n, size_t count,
                                const uint8_t tweak[7], size_t *bad_index)
{
    sc_fpe_io io = IO16(ctx, in, out);
    return symcore__ff3_1_batch(symcore__aes_backend(), ctx, &io, n, count, tweak, 0, bad_index);
}

/* see symcore/fpe.h */
int symcore_ff3_1_decrypt_batch(const symcore_ff3_ctx *ctx, uint16_t *out, const uint16_t *in, size_t n, size_t count,
                                const uint8_t tweak[7], size_t *bad_index)
{
    sc_fpe_io io = IO16(ctx, in, out);
    return symcore__ff3_1_batch(symcore__aes_backend(), ctx, &io, n, count, tweak, 1, bad_index);
}

/* see symcore/fpe.h */
int symcore_ff3_1_encrypt_str_batch(const symcore_ff3_ctx *ctx, char *out, const char *in, size_t n, size_t count,
                                    const uint8_t tweak[7], size_t *bad_index)
{
    sc_fpe_io io = IO8(ctx, in, out);
    return symcore__ff3_1_batch(symcore__aes_backend(), ctx, &io, n, count, tweak, 0, bad_index);
}

/* see symcore/fpe.h */
int symcore_ff3_1_decrypt_str_batch(const symcore_ff3_ctx *ctx, char *out, const char *in, size_t n, size_t count,
                                    const uint8_t tweak[7], size_t *bad_index)
{
    sc_fpe_io io = IO8(ctx, in, out);
    return symcore__ff3_1_batch(symcore__aes_backend(), ctx, &io, n, count, tweak, 1, bad_index);
}
