/* Incremental TupleHash128/256 and TupleHashXOF128/256 (SP 800-185, 5): the
 * one-shot's sponge, fed one encode_string(item) per call. */
#include "keccak_internal.h"

/* A context an init set up: one of the two rates, cSHAKE's pad, 24 rounds,
 * no SHA-3 digest size, mode and squeezing flag agreeing (taking items, or
 * squeezing TupleHashXOF), pos inside the block for the phase. */
static int tuple_live(const symcore_tuplehash_ctx *ctx)
{
    const struct symcore__sponge *s;
    if (ctx == NULL)
        return 0;
    s = &ctx->sponge;
    if (s->mode == SC_MODE_TUPLE) {
        if (s->squeezing != 0)
            return 0;
    } else if (s->mode != SC_MODE_TUPLE_XOF || s->squeezing != 1) {
        return 0;
    }
    return (s->rate == SC_RATE_128 || s->rate == SC_RATE_256) && s->pad == SC_KECCAK_PAD_CSHAKE &&
           s->rounds == SC_ROUNDS_F && s->outlen == 0 && sc_sponge_pos_ok(s);
}

static int tuple_taking(const symcore_tuplehash_ctx *ctx)
{
    return tuple_live(ctx) && ctx->sponge.mode == SC_MODE_TUPLE;
}

static int tuple_init(symcore_tuplehash_ctx *ctx, unsigned rate, const void *S, size_t slen)
{
    if (ctx == NULL || sc_bad_buffer(S, slen))
        return SYMCORE_EINVAL;
    symcore__keccak_cshake_start(&ctx->sponge, rate, "TupleHash", 9, S, slen);
    ctx->sponge.mode = SC_MODE_TUPLE;
    return SYMCORE_OK;
}

/* see symcore/keccak.h */
int symcore_tuplehash128_init(symcore_tuplehash_ctx *ctx, const void *S, size_t slen)
{
    return tuple_init(ctx, SC_RATE_128, S, slen);
}

int symcore_tuplehash256_init(symcore_tuplehash_ctx *ctx, const void *S, size_t slen)
{
    return tuple_init(ctx, SC_RATE_256, S, slen);
}

int symcore_tuplehash_item(symcore_tuplehash_ctx *ctx, const void *item, size_t len)
{
    if (!tuple_taking(ctx) || sc_bad_buffer(item, len))
        return SYMCORE_EINVAL;
    symcore__keccak_absorb_encoded_string(&ctx->sponge, (const uint8_t *)item, len);
    return SYMCORE_OK;
}

int symcore_tuplehash_final(symcore_tuplehash_ctx *ctx, uint8_t *out, size_t outlen)
{
    if (!tuple_taking(ctx) || sc_bad_buffer(out, outlen) || sc_bad_outlen(outlen))
        return SYMCORE_EINVAL;
    symcore__keccak_absorb_right_encode(&ctx->sponge, (uint64_t)outlen * 8);
    symcore__keccak_squeeze(&ctx->sponge, out, outlen);
    symcore_wipe(ctx, sizeof *ctx);
    return SYMCORE_OK;
}

int symcore_tuplehash_xof_squeeze(symcore_tuplehash_ctx *ctx, uint8_t *out, size_t len)
{
    if (!tuple_live(ctx) || sc_bad_buffer(out, len))
        return SYMCORE_EINVAL;
    if (ctx->sponge.mode == SC_MODE_TUPLE) {
        symcore__keccak_absorb_right_encode(&ctx->sponge, 0);
        ctx->sponge.mode = SC_MODE_TUPLE_XOF;
    }
    symcore__keccak_squeeze(&ctx->sponge, out, len);
    return SYMCORE_OK;
}
