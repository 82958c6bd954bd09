/* SHAKE (FIPS 202, 6.2) and cSHAKE (SP 800-185, 3). */
#include "keccak_internal.h"

enum { SC_SHORT_NS = 32 };

/* cSHAKE(X, L, N, S) = KECCAK[c](bytepad(encode_string(N) || encode_string(S), rate) || X || 00, L),
 * and SHAKE(X, L) when N and S are both empty. */
void symcore__keccak_cshake_start(symcore_keccak_ctx *ctx, unsigned rate, const void *N, size_t nlen,
                                  const void *S, size_t slen)
{
    if (nlen == 0 && slen == 0) {
        symcore__keccak_init(ctx, rate, SC_KECCAK_PAD_SHAKE, 24);
        return;
    }
    symcore__keccak_init(ctx, rate, SC_KECCAK_PAD_CSHAKE, 24);
    if (nlen + slen <= SC_SHORT_NS) {
        /* The usual short N and S: the whole prefix goes in as one piece. */
        uint8_t prefix[3 * 9 + SC_SHORT_NS];
        size_t n = symcore__keccak_left_encode(prefix, rate);
        n += symcore__keccak_left_encode(prefix + n, (uint64_t)nlen * 8);
        if (nlen != 0)
            memcpy(prefix + n, N, nlen);
        n += nlen;
        n += symcore__keccak_left_encode(prefix + n, (uint64_t)slen * 8);
        if (slen != 0)
            memcpy(prefix + n, S, slen);
        symcore__keccak_absorb(ctx, prefix, n + slen);
    } else {
        symcore__keccak_absorb_left_encode(ctx, rate);
        symcore__keccak_absorb_encoded_string(ctx, (const uint8_t *)N, nlen);
        symcore__keccak_absorb_encoded_string(ctx, (const uint8_t *)S, slen);
    }
    symcore__keccak_fill_block(ctx);
}

static void cshake_oneshot(unsigned rate, uint8_t *out, size_t outlen, const void *in, size_t inlen,
                           const void *N, size_t nlen, const void *S, size_t slen)
{
    symcore_keccak_ctx ctx;
    if (sc_bad_buffer(out, outlen) || sc_bad_buffer(in, inlen) || sc_bad_buffer(N, nlen) ||
        sc_bad_buffer(S, slen))
        return;
    symcore__keccak_cshake_start(&ctx, rate, N, nlen, S, slen);
    symcore__keccak_absorb(&ctx, (const uint8_t *)in, inlen);
    symcore__keccak_squeeze(&ctx, out, outlen);
    symcore_wipe(&ctx, sizeof ctx);
}

/* see symcore/keccak.h */
void symcore_shake128(uint8_t *out, size_t outlen, const void *in, size_t inlen)
{
    cshake_oneshot(SC_RATE_128, out, outlen, in, inlen, NULL, 0, NULL, 0);
}

void symcore_shake256(uint8_t *out, size_t outlen, const void *in, size_t inlen)
{
    cshake_oneshot(SC_RATE_256, out, outlen, in, inlen, NULL, 0, NULL, 0);
}

void symcore_cshake128(uint8_t *out, size_t outlen, const void *in, size_t inlen,
                       const void *N, size_t nlen, const void *S, size_t slen)
{
    cshake_oneshot(SC_RATE_128, out, outlen, in, inlen, N, nlen, S, slen);
}

void symcore_cshake256(uint8_t *out, size_t outlen, const void *in, size_t inlen,
                       const void *N, size_t nlen, const void *S, size_t slen)
{
    cshake_oneshot(SC_RATE_256, out, outlen, in, inlen, N, nlen, S, slen);
}

/* see symcore/keccak.h */
void symcore_shake128_init(symcore_keccak_ctx *ctx)
{
    symcore__keccak_init(ctx, SC_RATE_128, SC_KECCAK_PAD_SHAKE, 24);
}

void symcore_shake256_init(symcore_keccak_ctx *ctx)
{
    symcore__keccak_init(ctx, SC_RATE_256, SC_KECCAK_PAD_SHAKE, 24);
}

/* With a NULL N or S of nonzero length the context is still initialised, as
 * plain SHAKE would be impossible to tell apart from a valid call: it becomes
 * a cSHAKE with a customization no valid call can produce (an empty N and S
 * under the cSHAKE suffix), so its output matches nothing else. */
static void cshake_init(symcore_keccak_ctx *ctx, unsigned rate, const void *N, size_t nlen,
                        const void *S, size_t slen)
{
    if (sc_bad_buffer(N, nlen) || sc_bad_buffer(S, slen)) {
        symcore__keccak_init(ctx, rate, SC_KECCAK_PAD_CSHAKE, 24);
        symcore__keccak_absorb_left_encode(ctx, rate);
        symcore__keccak_fill_block(ctx);
        return;
    }
    symcore__keccak_cshake_start(ctx, rate, N, nlen, S, slen);
}

void symcore_cshake128_init(symcore_keccak_ctx *ctx, const void *N, size_t nlen, const void *S, size_t slen)
{
    cshake_init(ctx, SC_RATE_128, N, nlen, S, slen);
}

void symcore_cshake256_init(symcore_keccak_ctx *ctx, const void *N, size_t nlen, const void *S, size_t slen)
{
    cshake_init(ctx, SC_RATE_256, N, nlen, S, slen);
}

/* see symcore/keccak.h */
void symcore_xof_absorb(symcore_keccak_ctx *ctx, const void *in, size_t len)
{
    if (sc_bad_buffer(in, len))
        return;
    symcore__keccak_absorb(ctx, (const uint8_t *)in, len);
}

void symcore_xof_squeeze(symcore_keccak_ctx *ctx, uint8_t *out, size_t len)
{
    if (sc_bad_buffer(out, len))
        return;
    symcore__keccak_squeeze(ctx, out, len);
}
