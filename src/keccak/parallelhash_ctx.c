/* Incremental ParallelHash128/256 and ParallelHashXOF128/256 (SP 800-185, 6):
 * the final node absorbs cSHAKE's prefix and left_encode(B) at init, the
 * blocks' chaining values as blocks complete (tree_stream.c), and
 * right_encode(n) || right_encode(L) when the input ends. */
#include "keccak_internal.h"

static unsigned ph_cvlen(unsigned rate) { return rate == SC_RATE_128 ? 32 : 64; }

/* A context an init set up: the final node of one of the two rates, cSHAKE's
 * pad, 24 rounds, mode and squeezing flag agreeing, pos inside the block; and
 * while absorbing, a block size an init accepts, a position inside the block,
 * and a leaf sponge of the same rate, SHAKE's pad and 24 rounds while a block
 * is part absorbed. */
static int ph_live(const symcore_parallelhash_ctx *ctx)
{
    const struct symcore__sponge *s;
    if (ctx == NULL)
        return 0;
    s = &ctx->sponge;
    if (s->mode == SC_MODE_PH) {
        if (s->squeezing != 0)
            return 0;
    } else if (s->mode != SC_MODE_PH_XOF || s->squeezing != 1) {
        return 0;
    }
    if (!((s->rate == SC_RATE_128 || s->rate == SC_RATE_256) && s->pad == SC_KECCAK_PAD_CSHAKE &&
          s->rounds == SC_ROUNDS_F && s->outlen == 0 && sc_sponge_pos_ok(s)))
        return 0;
    if (s->mode == SC_MODE_PH_XOF)
        return 1;
    if (ctx->block_size == 0 || ctx->block_pos >= ctx->block_size || ctx->blocks == UINT64_MAX)
        return 0;
#if SIZE_MAX < UINT64_MAX
    if (ctx->block_size > SIZE_MAX)
        return 0;
#endif
    return ctx->block_pos == 0 || symcore__keccak_leaf_ok(&ctx->leaf, s->rate, SC_KECCAK_PAD_SHAKE, SC_ROUNDS_F);
}

static int ph_absorbing(const symcore_parallelhash_ctx *ctx)
{
    return ph_live(ctx) && ctx->sponge.mode == SC_MODE_PH;
}

static int ph_init(symcore_parallelhash_ctx *ctx, unsigned rate, size_t block_size, const void *S, size_t slen)
{
    if (ctx == NULL || block_size == 0 || sc_bad_buffer(S, slen))
        return SYMCORE_EINVAL;
    symcore__keccak_cshake_start(&ctx->sponge, rate, "ParallelHash", 12, S, slen);
    symcore__keccak_absorb_left_encode(&ctx->sponge, block_size);
    ctx->sponge.mode = SC_MODE_PH;
    memset(&ctx->leaf, 0, sizeof ctx->leaf);
    ctx->block_size = block_size;
    ctx->block_pos = 0;
    ctx->blocks = 0;
    return SYMCORE_OK;
}

/* see symcore/keccak.h */
int symcore_parallelhash128_init(symcore_parallelhash_ctx *ctx, size_t block_size, const void *S, size_t slen)
{
    return ph_init(ctx, SC_RATE_128, block_size, S, slen);
}

int symcore_parallelhash256_init(symcore_parallelhash_ctx *ctx, size_t block_size, const void *S, size_t slen)
{
    return ph_init(ctx, SC_RATE_256, block_size, S, slen);
}

int symcore_parallelhash_update(symcore_parallelhash_ctx *ctx, const void *in, size_t len)
{
    if (!ph_absorbing(ctx) || sc_bad_buffer(in, len))
        return SYMCORE_EINVAL;
    const unsigned rate = ctx->sponge.rate;
    const struct sc_keccak_leaves lv = { (size_t)ctx->block_size, ph_cvlen(rate), rate, SC_KECCAK_PAD_SHAKE,
                                         SC_ROUNDS_F };
    ctx->blocks += symcore__keccak_stream_leaves(&ctx->sponge, &ctx->leaf, &ctx->block_pos, (const uint8_t *)in,
                                                 len, &lv);
    return SYMCORE_OK;
}

/* The input ends: the last, short block, then right_encode(n) and
 * right_encode(L), L = 0 for the XOF. */
static void ph_end(symcore_parallelhash_ctx *ctx, uint64_t outbits)
{
    if (ctx->block_pos != 0) {
        symcore__keccak_end_leaf(&ctx->sponge, &ctx->leaf, ph_cvlen(ctx->sponge.rate));
        ctx->blocks++;
    }
    symcore__keccak_absorb_right_encode(&ctx->sponge, ctx->blocks);
    symcore__keccak_absorb_right_encode(&ctx->sponge, outbits);
    ctx->block_size = ctx->block_pos = ctx->blocks = 0;
}

int symcore_parallelhash_final(symcore_parallelhash_ctx *ctx, uint8_t *out, size_t outlen)
{
    if (!ph_absorbing(ctx) || sc_bad_buffer(out, outlen) || sc_bad_outlen(outlen))
        return SYMCORE_EINVAL;
    ph_end(ctx, (uint64_t)outlen * 8);
    symcore__keccak_squeeze(&ctx->sponge, out, outlen);
    symcore_wipe(ctx, sizeof *ctx);
    return SYMCORE_OK;
}

int symcore_parallelhash_xof_squeeze(symcore_parallelhash_ctx *ctx, uint8_t *out, size_t len)
{
    if (!ph_live(ctx) || sc_bad_buffer(out, len))
        return SYMCORE_EINVAL;
    if (ctx->sponge.mode == SC_MODE_PH) {
        ph_end(ctx, 0);
        ctx->sponge.mode = SC_MODE_PH_XOF;
    }
    symcore__keccak_squeeze(&ctx->sponge, out, len);
    return SYMCORE_OK;
}
