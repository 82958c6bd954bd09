/* SHAKE (FIPS 202, 6.2) and cSHAKE (SP 800-185, 3). */
#include "keccak_internal.h"

enum { SC_SHORT_NS = 32 };

/* cSHAKE(X, L, N, S) = KECCAK[c](bytepad(encode_string(N) || encode_string(S), rate) || X || 00, L),
 * and SHAKE(X, L) when N and S are both empty. */
void symcore__keccak_cshake_start(struct symcore__sponge *ctx, unsigned rate, const void *N, size_t nlen,
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

static int cshake_oneshot(unsigned rate, uint8_t *out, size_t outlen, const void *in, size_t inlen,
                          const void *N, size_t nlen, const void *S, size_t slen)
{
    struct symcore__sponge ctx;
    if (sc_bad_buffer(out, outlen) || sc_bad_buffer(in, inlen) || sc_bad_buffer(N, nlen) ||
        sc_bad_buffer(S, slen))
        return SYMCORE_EINVAL;
    symcore__keccak_cshake_start(&ctx, rate, N, nlen, S, slen);
    symcore__keccak_absorb(&ctx, (const uint8_t *)in, inlen);
    symcore__keccak_squeeze(&ctx, out, outlen);
    symcore_wipe(&ctx, sizeof ctx);
    return SYMCORE_OK;
}

/* see symcore/keccak.h */
int symcore_shake128(uint8_t *out, size_t outlen, const void *in, size_t inlen)
{
    return cshake_oneshot(SC_RATE_128, out, outlen, in, inlen, NULL, 0, NULL, 0);
}

int symcore_shake256(uint8_t *out, size_t outlen, const void *in, size_t inlen)
{
    return cshake_oneshot(SC_RATE_256, out, outlen, in, inlen, NULL, 0, NULL, 0);
}

int symcore_cshake128(uint8_t *out, size_t outlen, const void *in, size_t inlen,
                      const void *N, size_t nlen, const void *S, size_t slen)
{
    return cshake_oneshot(SC_RATE_128, out, outlen, in, inlen, N, nlen, S, slen);
}

int symcore_cshake256(uint8_t *out, size_t outlen, const void *in, size_t inlen,
                      const void *N, size_t nlen, const void *S, size_t slen)
{
    return cshake_oneshot(SC_RATE_256, out, outlen, in, inlen, N, nlen, S, slen);
}

/* An XOF context some init set up: one of the two rates; SHAKE's or cSHAKE's
 * pad with 24 rounds, or a TurboSHAKE domain byte with 12; no SHA-3 digest
 * size; pos inside the block for the phase. A zeroed, wiped or garbage
 * context, or another mode's copied in, fails. */
static int xof_live(const symcore_xof_ctx *ctx)
{
    const struct symcore__sponge *s;
    if (ctx == NULL)
        return 0;
    s = &ctx->sponge;
    if (s->mode != SC_MODE_XOF || (s->rate != SC_RATE_128 && s->rate != SC_RATE_256) || s->outlen != 0)
        return 0;
    if (s->rounds == SC_ROUNDS_F) {
        if (s->pad != SC_KECCAK_PAD_SHAKE && s->pad != SC_KECCAK_PAD_CSHAKE)
            return 0;
    } else if (s->rounds != SC_ROUNDS_TURBO || !sc_turbo_domain_ok(s->pad)) {
        return 0;
    }
    return sc_sponge_pos_ok(s);
}

/* see symcore/keccak.h */
int symcore_shake128_init(symcore_xof_ctx *ctx) { return symcore_cshake128_init(ctx, NULL, 0, NULL, 0); }

int symcore_shake256_init(symcore_xof_ctx *ctx) { return symcore_cshake256_init(ctx, NULL, 0, NULL, 0); }

static int cshake_init(symcore_xof_ctx *ctx, unsigned rate, const void *N, size_t nlen, const void *S,
                       size_t slen)
{
    if (ctx == NULL || sc_bad_buffer(N, nlen) || sc_bad_buffer(S, slen))
        return SYMCORE_EINVAL;
    symcore__keccak_cshake_start(&ctx->sponge, rate, N, nlen, S, slen);
    ctx->sponge.mode = SC_MODE_XOF;
    return SYMCORE_OK;
}

int symcore_cshake128_init(symcore_xof_ctx *ctx, const void *N, size_t nlen, const void *S, size_t slen)
{
    return cshake_init(ctx, SC_RATE_128, N, nlen, S, slen);
}

int symcore_cshake256_init(symcore_xof_ctx *ctx, const void *N, size_t nlen, const void *S, size_t slen)
{
    return cshake_init(ctx, SC_RATE_256, N, nlen, S, slen);
}

/* TurboSHAKE's sponge: the domain byte is the pad byte, 12 rounds. */
static int turboshake_init(symcore_xof_ctx *ctx, unsigned rate, uint8_t D)
{
    if (ctx == NULL || !sc_turbo_domain_ok(D))
        return SYMCORE_EINVAL;
    symcore__keccak_init(&ctx->sponge, rate, D, SC_ROUNDS_TURBO);
    ctx->sponge.mode = SC_MODE_XOF;
    return SYMCORE_OK;
}

int symcore_turboshake128_init(symcore_xof_ctx *ctx, uint8_t D) { return turboshake_init(ctx, SC_RATE_128, D); }

int symcore_turboshake256_init(symcore_xof_ctx *ctx, uint8_t D) { return turboshake_init(ctx, SC_RATE_256, D); }

/* see symcore/keccak.h */
int symcore_xof_absorb(symcore_xof_ctx *ctx, const void *in, size_t len)
{
    if (!xof_live(ctx) || ctx->sponge.squeezing || sc_bad_buffer(in, len))
        return SYMCORE_EINVAL;
    symcore__keccak_absorb(&ctx->sponge, (const uint8_t *)in, len);
    return SYMCORE_OK;
}

int symcore_xof_squeeze(symcore_xof_ctx *ctx, uint8_t *out, size_t len)
{
    if (!xof_live(ctx) || sc_bad_buffer(out, len))
        return SYMCORE_EINVAL;
    symcore__keccak_squeeze(&ctx->sponge, out, len);
    return SYMCORE_OK;
}
