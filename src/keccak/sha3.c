/* SHA3-224/256/384/512 (FIPS 202, 6.1): capacity twice the digest length. */
#include "keccak_internal.h"

static int sha3_size_ok(size_t outlen) { return outlen == 28 || outlen == 32 || outlen == 48 || outlen == 64; }

static void sha3_start(struct symcore__sponge *ctx, size_t outlen)
{
    symcore__keccak_init(ctx, (unsigned)(200 - 2 * outlen), SC_KECCAK_PAD_SHA3, SC_ROUNDS_F);
    ctx->outlen = (uint8_t)outlen;
    ctx->mode = SC_MODE_SHA3;
}

static int sha3_oneshot(uint8_t *out, size_t outlen, const void *in, size_t len)
{
    struct symcore__sponge ctx;
    if (out == NULL || sc_bad_buffer(in, len))
        return SYMCORE_EINVAL;
    sha3_start(&ctx, outlen);
    symcore__keccak_absorb(&ctx, (const uint8_t *)in, len);
    symcore__keccak_squeeze(&ctx, out, outlen);
    symcore_wipe(&ctx, sizeof ctx);
    return SYMCORE_OK;
}

/* see symcore/keccak.h */
int symcore_sha3_224(uint8_t out[28], const void *in, size_t len) { return sha3_oneshot(out, 28, in, len); }
int symcore_sha3_256(uint8_t out[32], const void *in, size_t len) { return sha3_oneshot(out, 32, in, len); }
int symcore_sha3_384(uint8_t out[48], const void *in, size_t len) { return sha3_oneshot(out, 48, in, len); }
int symcore_sha3_512(uint8_t out[64], const void *in, size_t len) { return sha3_oneshot(out, 64, in, len); }

/* A context sha3_init set up, still absorbing: every field the calls below
 * read is one sha3_start writes (the digest size and the rate that goes with
 * it, SHA-3's pad and round count) and pos lies inside the block. A zeroed,
 * wiped, finished or garbage context, or another mode's, fails. */
static int sha3_live(const symcore_sha3_ctx *ctx)
{
    const struct symcore__sponge *s;
    if (ctx == NULL)
        return 0;
    s = &ctx->sponge;
    return s->mode == SC_MODE_SHA3 && sha3_size_ok(s->outlen) && s->rate == 200 - 2 * s->outlen &&
           s->pad == SC_KECCAK_PAD_SHA3 && s->rounds == SC_ROUNDS_F && s->squeezing == 0 && s->pos < s->rate;
}

/* see symcore/keccak.h */
int symcore_sha3_init(symcore_sha3_ctx *ctx, size_t outlen)
{
    if (ctx == NULL || !sha3_size_ok(outlen))
        return SYMCORE_EINVAL;
    sha3_start(&ctx->sponge, outlen);
    return SYMCORE_OK;
}

/* see symcore/keccak.h */
int symcore_sha3_update(symcore_sha3_ctx *ctx, const void *in, size_t len)
{
    if (!sha3_live(ctx) || sc_bad_buffer(in, len))
        return SYMCORE_EINVAL;
    symcore__keccak_absorb(&ctx->sponge, (const uint8_t *)in, len);
    return SYMCORE_OK;
}

/* see symcore/keccak.h */
int symcore_sha3_final(symcore_sha3_ctx *ctx, uint8_t *out)
{
    if (!sha3_live(ctx) || out == NULL)
        return SYMCORE_EINVAL;
    symcore__keccak_squeeze(&ctx->sponge, out, ctx->sponge.outlen);
    symcore_wipe(ctx, sizeof *ctx);
    return SYMCORE_OK;
}
