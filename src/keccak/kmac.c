/* KMAC128/256 and KMACXOF128/256 (SP 800-185, 4).
 *
 * KMAC(K, X, L, S) = cSHAKE(bytepad(encode_string(K), rate) || X || right_encode(L), L, "KMAC", S),
 * and KMACXOF encodes L as 0. The key block is padded like the N and S block:
 * no extra zero block when it fills the rate exactly. */
#include "keccak_internal.h"

static int bad(const void *p, size_t len) { return p == NULL && len != 0; }

static void kmac_start(symcore_keccak_ctx *ctx, unsigned rate, const void *key, size_t keylen, const void *S,
                       size_t slen)
{
    symcore__keccak_cshake_start(ctx, rate, "KMAC", 4, S, slen);
    symcore__keccak_absorb_left_encode(ctx, rate);
    symcore__keccak_absorb_encoded_string(ctx, (const uint8_t *)key, keylen);
    symcore__keccak_fill_block(ctx);
    ctx->mode = SC_MODE_KMAC;
}

/* L in bits as right_encode wants it; 0 for the XOF. */
static void kmac_finish(symcore_keccak_ctx *ctx, uint8_t *out, size_t outlen, int xof)
{
    symcore__keccak_absorb_right_encode(ctx, xof ? 0 : (uint64_t)outlen * 8);
    symcore__keccak_squeeze(ctx, out, outlen);
}

static void kmac_oneshot(unsigned rate, int xof, uint8_t *out, size_t outlen, const void *in, size_t inlen,
                         const void *S, size_t slen, const void *key, size_t keylen)
{
    symcore_keccak_ctx ctx;
    if (bad(out, outlen) || bad(in, inlen) || bad(S, slen) || bad(key, keylen))
        return;
    kmac_start(&ctx, rate, key, keylen, S, slen);
    symcore__keccak_absorb(&ctx, (const uint8_t *)in, inlen);
    kmac_finish(&ctx, out, outlen, xof);
    symcore_wipe(&ctx, sizeof ctx);
}

/* see symcore/keccak.h */
void symcore_kmac128(uint8_t *out, size_t outlen, const void *in, size_t inlen, const void *S, size_t slen,
                     const void *key, size_t keylen)
{
    kmac_oneshot(SC_RATE_128, 0, out, outlen, in, inlen, S, slen, key, keylen);
}

void symcore_kmac256(uint8_t *out, size_t outlen, const void *in, size_t inlen, const void *S, size_t slen,
                     const void *key, size_t keylen)
{
    kmac_oneshot(SC_RATE_256, 0, out, outlen, in, inlen, S, slen, key, keylen);
}

void symcore_kmac128_xof(uint8_t *out, size_t outlen, const void *in, size_t inlen, const void *S, size_t slen,
                         const void *key, size_t keylen)
{
    kmac_oneshot(SC_RATE_128, 1, out, outlen, in, inlen, S, slen, key, keylen);
}

void symcore_kmac256_xof(uint8_t *out, size_t outlen, const void *in, size_t inlen, const void *S, size_t slen,
                         const void *key, size_t keylen)
{
    kmac_oneshot(SC_RATE_256, 1, out, outlen, in, inlen, S, slen, key, keylen);
}

/* A NULL key or S of nonzero length leaves a wiped, inert context: every
 * later KMAC call on it does nothing. */
static void kmac_init(symcore_keccak_ctx *ctx, unsigned rate, const void *key, size_t keylen, const void *S,
                      size_t slen)
{
    if (ctx == NULL)
        return;
    if (bad(key, keylen) || bad(S, slen)) {
        symcore_wipe(ctx, sizeof *ctx);
        return;
    }
    kmac_start(ctx, rate, key, keylen, S, slen);
}

/* see symcore/keccak.h */
void symcore_kmac128_init(symcore_keccak_ctx *ctx, const void *key, size_t keylen, const void *S, size_t slen)
{
    kmac_init(ctx, SC_RATE_128, key, keylen, S, slen);
}

void symcore_kmac256_init(symcore_keccak_ctx *ctx, const void *key, size_t keylen, const void *S, size_t slen)
{
    kmac_init(ctx, SC_RATE_256, key, keylen, S, slen);
}

/* see symcore/keccak.h */
void symcore_kmac_update(symcore_keccak_ctx *ctx, const void *in, size_t len)
{
    if (ctx == NULL || ctx->mode != SC_MODE_KMAC || bad(in, len))
        return;
    symcore__keccak_absorb(ctx, (const uint8_t *)in, len);
}

/* see symcore/keccak.h */
void symcore_kmac_final(symcore_keccak_ctx *ctx, uint8_t *out, size_t outlen)
{
    if (ctx == NULL || ctx->mode != SC_MODE_KMAC || bad(out, outlen))
        return;
    kmac_finish(ctx, out, outlen, 0);
    symcore_wipe(ctx, sizeof *ctx);
}

/* see symcore/keccak.h */
void symcore_kmac_xof_squeeze(symcore_keccak_ctx *ctx, uint8_t *out, size_t len)
{
    if (ctx == NULL || bad(out, len))
        return;
    if (ctx->mode == SC_MODE_KMAC) {
        symcore__keccak_absorb_right_encode(ctx, 0);
        ctx->mode = SC_MODE_KMAC_XOF;
    }
    if (ctx->mode != SC_MODE_KMAC_XOF)
        return;
    symcore__keccak_squeeze(ctx, out, len);
}
