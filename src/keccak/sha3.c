/* SHA3-224/256/384/512 (FIPS 202, 6.1): capacity twice the digest length. */
#include "keccak_internal.h"

static void sha3_start(symcore_keccak_ctx *ctx, size_t outlen)
{
    symcore__keccak_init(ctx, (unsigned)(200 - 2 * outlen), SC_KECCAK_PAD_SHA3, 24);
    ctx->outlen = (uint8_t)outlen;
}

static void sha3_oneshot(uint8_t *out, size_t outlen, const void *in, size_t len)
{
    symcore_keccak_ctx ctx;
    if (out == NULL || (in == NULL && len != 0))
        return;
    sha3_start(&ctx, outlen);
    symcore__keccak_absorb(&ctx, (const uint8_t *)in, len);
    symcore__keccak_squeeze(&ctx, out, outlen);
    symcore_wipe(&ctx, sizeof ctx);
}

/* see symcore/keccak.h */
void symcore_sha3_224(uint8_t out[28], const void *in, size_t len) { sha3_oneshot(out, 28, in, len); }
void symcore_sha3_256(uint8_t out[32], const void *in, size_t len) { sha3_oneshot(out, 32, in, len); }
void symcore_sha3_384(uint8_t out[48], const void *in, size_t len) { sha3_oneshot(out, 48, in, len); }
void symcore_sha3_512(uint8_t out[64], const void *in, size_t len) { sha3_oneshot(out, 64, in, len); }

/* see symcore/keccak.h */
int symcore_sha3_init(symcore_keccak_ctx *ctx, size_t outlen)
{
    if (ctx == NULL || (outlen != 28 && outlen != 32 && outlen != 48 && outlen != 64))
        return SYMCORE_EINVAL;
    sha3_start(ctx, outlen);
    return SYMCORE_OK;
}

/* see symcore/keccak.h */
void symcore_sha3_update(symcore_keccak_ctx *ctx, const void *in, size_t len)
{
    if (in == NULL && len != 0)
        return;
    symcore__keccak_absorb(ctx, (const uint8_t *)in, len);
}

/* see symcore/keccak.h */
void symcore_sha3_final(symcore_keccak_ctx *ctx, uint8_t *out)
{
    if (ctx == NULL)
        return;
    if (out != NULL)
        symcore__keccak_squeeze(ctx, out, ctx->outlen);
    symcore_wipe(ctx, sizeof *ctx);
}
