/* Incremental KT128/KT256 (RFC 9861). S = M || C || length_encode(|C|) is
 * fed in order as it arrives: its first 8192 bytes straight into the final
 * node, which is the single node's sponge too (the two differ only in the
 * domain byte, applied when the input ends); the 8-byte chunk marker once a
 * byte past them arrives; the chunks after them through the leaf layer
 * (tree_stream.c). C, which comes last, waits in the context. */
#include "keccak_internal.h"

enum {
    SC_KT_CHUNK = 8192,
    SC_KT_SINGLE = 0x07, /* D of a message of one chunk */
    SC_KT_FINAL = 0x06,  /* D of the final node */
    SC_KT_LEAF = 0x0b,   /* D of the chunks after the first */
    SC_KT_SLACK = 512    /* room left in the 64-bit count for C and its encoding */
};

static size_t kt_cvlen(unsigned rate) { return rate == SC_RATE_128 ? 32 : 64; }

/* A context an init set up: the final node of one of the two rates, 12
 * rounds, no SHA-3 digest size, mode and squeezing flag agreeing, pos inside
 * the block; while absorbing, the final node's domain byte, a C that fits,
 * a count with room for C, the final node's position matching the count in
 * the first chunk, and past it a leaf sponge of the same rate while a chunk
 * is part absorbed, at the position its length gives. */
static int kt_live(const symcore_kt_ctx *ctx)
{
    const struct symcore__sponge *s;
    if (ctx == NULL)
        return 0;
    s = &ctx->sponge;
    if (s->mode == SC_MODE_KT) {
        if (s->squeezing != 0 || s->pad != SC_KT_FINAL)
            return 0;
    } else if (s->mode != SC_MODE_KT_OUT || s->squeezing != 1 || (s->pad != SC_KT_FINAL && s->pad != SC_KT_SINGLE)) {
        return 0;
    }
    if (!((s->rate == SC_RATE_128 || s->rate == SC_RATE_256) && s->rounds == SC_ROUNDS_TURBO && s->outlen == 0 &&
          sc_sponge_pos_ok(s)))
        return 0;
    if (s->mode == SC_MODE_KT_OUT)
        return 1;
    if (ctx->clen > SYMCORE_KT_MAX_CUSTOM || ctx->total > UINT64_MAX - SC_KT_SLACK)
        return 0;
    if (ctx->total <= SC_KT_CHUNK)
        return s->pos == (unsigned)ctx->total % s->rate;
    {
        const unsigned leaf_pos = (unsigned)((ctx->total - SC_KT_CHUNK) & (SC_KT_CHUNK - 1));
        return leaf_pos == 0 || (symcore__keccak_leaf_ok(&ctx->leaf, s->rate, SC_KT_LEAF, SC_ROUNDS_TURBO) &&
                                 ctx->leaf.pos == leaf_pos % s->rate);
    }
}

static int kt_init(symcore_kt_ctx *ctx, unsigned rate, const void *C, size_t clen)
{
    if (ctx == NULL || sc_bad_buffer(C, clen) || clen > SYMCORE_KT_MAX_CUSTOM)
        return SYMCORE_EINVAL;
    symcore__keccak_init(&ctx->sponge, rate, SC_KT_FINAL, SC_ROUNDS_TURBO);
    ctx->sponge.mode = SC_MODE_KT;
    memset(&ctx->leaf, 0, sizeof ctx->leaf);
    ctx->total = 0;
    ctx->clen = (uint16_t)clen;
    memset(ctx->C, 0, sizeof ctx->C);
    if (clen != 0)
        memcpy(ctx->C, C, clen);
    return SYMCORE_OK;
}

/* see symcore/keccak.h */
int symcore_kt128_init(symcore_kt_ctx *ctx, const void *C, size_t clen) { return kt_init(ctx, SC_RATE_128, C, clen); }

int symcore_kt256_init(symcore_kt_ctx *ctx, const void *C, size_t clen) { return kt_init(ctx, SC_RATE_256, C, clen); }

/* The next len bytes of S. */
static void kt_feed(symcore_kt_ctx *ctx, const uint8_t *in, size_t len)
{
    static const uint8_t chunk_marker[8] = { 0x03, 0, 0, 0, 0, 0, 0, 0 };
    const unsigned rate = ctx->sponge.rate;
    const struct sc_keccak_leaves lv = { SC_KT_CHUNK, kt_cvlen(rate), rate, SC_KT_LEAF, SC_ROUNDS_TURBO };
    uint64_t leaf_pos;
    if (ctx->total < SC_KT_CHUNK) {
        const size_t room = SC_KT_CHUNK - (size_t)ctx->total, take = room < len ? room : len;
        symcore__keccak_absorb(&ctx->sponge, in, take);
        ctx->total += take;
        in += take;
        len -= take;
    }
    if (len == 0)
        return;
    if (ctx->total == SC_KT_CHUNK)
        symcore__keccak_absorb(&ctx->sponge, chunk_marker, sizeof chunk_marker);
    leaf_pos = (ctx->total - SC_KT_CHUNK) & (SC_KT_CHUNK - 1);
    symcore__keccak_stream_leaves(&ctx->sponge, &ctx->leaf, &leaf_pos, in, len, &lv);
    ctx->total += len;
}

int symcore_kt_update(symcore_kt_ctx *ctx, const void *in, size_t len)
{
    if (!kt_live(ctx) || ctx->sponge.mode != SC_MODE_KT || sc_bad_buffer(in, len) ||
        len > UINT64_MAX - SC_KT_SLACK - ctx->total)
        return SYMCORE_EINVAL;
    kt_feed(ctx, (const uint8_t *)in, len);
    return SYMCORE_OK;
}

/* The input ends: C and its length encoding, then either the single node's
 * domain byte, or the last chunk, length_encode(chunks after the first) and
 * FF FF under the final node's. */
static void kt_end(symcore_kt_ctx *ctx)
{
    static const uint8_t final_marker[2] = { 0xff, 0xff };
    uint8_t enc[9];
    kt_feed(ctx, ctx->C, ctx->clen);
    kt_feed(ctx, enc, symcore__keccak_length_encode(enc, ctx->clen));
    if (ctx->total <= SC_KT_CHUNK) {
        ctx->sponge.pad = SC_KT_SINGLE;
    } else {
        const uint64_t after = ctx->total - SC_KT_CHUNK;
        if ((after & (SC_KT_CHUNK - 1)) != 0)
            symcore__keccak_end_leaf(&ctx->sponge, &ctx->leaf, kt_cvlen(ctx->sponge.rate));
        symcore__keccak_absorb(&ctx->sponge, enc,
                               symcore__keccak_length_encode(enc, (after + SC_KT_CHUNK - 1) / SC_KT_CHUNK));
        symcore__keccak_absorb(&ctx->sponge, final_marker, sizeof final_marker);
    }
    symcore_wipe(&ctx->leaf, sizeof ctx->leaf);
    symcore_wipe(ctx->C, sizeof ctx->C);
    ctx->clen = 0;
    ctx->total = 0;
    ctx->sponge.mode = SC_MODE_KT_OUT;
}

int symcore_kt_squeeze(symcore_kt_ctx *ctx, uint8_t *out, size_t len)
{
    if (!kt_live(ctx) || sc_bad_buffer(out, len))
        return SYMCORE_EINVAL;
    if (ctx->sponge.mode == SC_MODE_KT)
        kt_end(ctx);
    symcore__keccak_squeeze(&ctx->sponge, out, len);
    return SYMCORE_OK;
}
