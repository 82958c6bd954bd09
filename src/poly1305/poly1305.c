/* The public Poly1305 API: one-shot, and the buffering of the incremental
 * calls over a backend's whole-block core. Every call checks all it was given
 * before it writes a byte: on an error the tag and the context are as they
 * were (symcore/common.h). */
#include "poly1305_internal.h"

/* see symcore/poly1305.h */
int symcore_poly1305(uint8_t tag[16], const void *in, size_t len, const uint8_t key[32])
{
    if (tag == NULL || key == NULL || (in == NULL && len != 0))
        return SYMCORE_EINVAL;
    symcore__poly1305_backend()->mac(tag, (const uint8_t *)in, len, key);
    /* SYMCORE_OK, by a tail call */
    return symcore__scrub_stack(len < SC_SCRUB_SHORT_LEN ? SC_SCRUB_POLY1305_SHORT : SC_SCRUB_POLY1305);
}

/* see symcore/poly1305.h */
int symcore_poly1305_init(symcore_poly1305_ctx *ctx, const uint8_t key[32])
{
    if (ctx == NULL || key == NULL)
        return SYMCORE_EINVAL;
    const struct sc_poly1305_backend *be = symcore__poly1305_backend();
    be->init(ctx->state, key);
    ctx->buflen = 0;
    ctx->keyed = be->live;
    return SYMCORE_OK;
}

/* Whether ctx is live for backend be: started by a backend of be's state
 * layout and not ended since. These are the only two fields a call reads
 * before it trusts the context: keyed is compared whole, and buflen, the one
 * field used as a length and an index (into buf), must be below 16, so no
 * byte pattern makes update or final reach outside buf. */
static int live(const symcore_poly1305_ctx *ctx, const struct sc_poly1305_backend *be)
{
    return ctx->keyed == be->live && ctx->buflen < 16;
}

/* see symcore/poly1305.h */
int symcore_poly1305_update(symcore_poly1305_ctx *ctx, const void *in, size_t len)
{
    const uint8_t *p = (const uint8_t *)in;
    if (ctx == NULL || (in == NULL && len != 0))
        return SYMCORE_EINVAL;
    const struct sc_poly1305_backend *be = symcore__poly1305_backend();
    if (!live(ctx, be))
        return SYMCORE_EINVAL;
    if (len == 0)
        return SYMCORE_OK;
    if (ctx->buflen > 0) {
        size_t take = 16 - ctx->buflen;
        if (take > len)
            take = len;
        memcpy(ctx->buf + ctx->buflen, p, take);
        ctx->buflen += take;
        p += take;
        len -= take;
        if (ctx->buflen < 16)
            return SYMCORE_OK;
        be->blocks(ctx->state, ctx->buf, 1, 1);
        ctx->buflen = 0;
    }
    if (len >= 16) {
        be->blocks(ctx->state, p, len / 16, 1);
        p += len & ~(size_t)15;
        len &= 15;
    }
    if (len > 0) {
        memcpy(ctx->buf, p, len);
        ctx->buflen = len;
    }
    return SYMCORE_OK;
}

/* The tag of a live context (buflen < 16 checked). */
static void poly1305_tag(const struct sc_poly1305_backend *be, symcore_poly1305_ctx *ctx, uint8_t tag[16])
{
    if (ctx->buflen > 0) {
        ctx->buf[ctx->buflen] = 1;
        memset(ctx->buf + ctx->buflen + 1, 0, 15 - ctx->buflen);
        be->blocks(ctx->state, ctx->buf, 1, 0);
    }
    be->finish(ctx->state, tag);
}

/* see symcore/poly1305.h */
int symcore_poly1305_final(symcore_poly1305_ctx *ctx, uint8_t tag[16])
{
    if (ctx == NULL || tag == NULL)
        return SYMCORE_EINVAL;
    const struct sc_poly1305_backend *be = symcore__poly1305_backend();
    if (!live(ctx, be))
        return SYMCORE_EINVAL;
    poly1305_tag(be, ctx, tag);
    symcore_wipe(ctx, sizeof *ctx);
    return symcore__scrub_stack(SC_SCRUB_POLY1305); /* SYMCORE_OK, by a tail call */
}

/* see symcore/poly1305.h */
int symcore_poly1305_verify(symcore_poly1305_ctx *ctx, const uint8_t tag[16])
{
    uint8_t mine[16];
    uint32_t d;
    if (ctx == NULL || tag == NULL)
        return SYMCORE_EINVAL;
    const struct sc_poly1305_backend *be = symcore__poly1305_backend();
    /* finished, wiped, never keyed or garbage: nothing to compare with (a
     * wiped context has r = s = 0, whose tag is all zeros) */
    if (!live(ctx, be))
        return SYMCORE_EINVAL;
    poly1305_tag(be, ctx, mine);
    d = sc_ct_diff(mine, tag, 16);
    symcore_wipe(mine, sizeof mine);
    symcore_wipe(ctx, sizeof *ctx);
    symcore__scrub_stack(SC_SCRUB_POLY1305);
    /* the bytes were compared without an early exit; the verdict is public */
    symcore__declassify(&d, sizeof d);
    return d == 0 ? SYMCORE_OK : SYMCORE_EAUTH;
}
