/* The public Poly1305 API: one-shot, and the buffering of the incremental
 * calls over a backend's whole-block core. */
#include "poly1305_internal.h"

/* see symcore/poly1305.h */
void symcore_poly1305(uint8_t tag[16], const void *in, size_t len, const uint8_t key[32])
{
    if (tag == NULL || key == NULL || (in == NULL && len != 0))
        return;
    symcore__poly1305_backend()->mac(tag, (const uint8_t *)in, len, key);
    symcore__scrub_stack(len < SC_SCRUB_SHORT_LEN ? SC_SCRUB_POLY1305_SHORT : SC_SCRUB_POLY1305);
}

/* see symcore/poly1305.h */
void symcore_poly1305_init(symcore_poly1305_ctx *ctx, const uint8_t key[32])
{
    if (ctx == NULL)
        return;
    if (key == NULL) {
        symcore_wipe(ctx, sizeof *ctx); /* inert: verify fails, final writes nothing */
        return;
    }
    symcore__poly1305_backend()->init(ctx->state, key);
    ctx->buflen = 0;
    ctx->keyed = 1;
}

/* A context that init keyed and no final, verify or wipe has finished since.
 * (buflen is checked too, so that no garbage can index past buf.) */
static int live(const symcore_poly1305_ctx *ctx)
{
    return ctx != NULL && ctx->keyed == 1 && ctx->buflen < 16;
}

/* see symcore/poly1305.h */
void symcore_poly1305_update(symcore_poly1305_ctx *ctx, const void *in, size_t len)
{
    const uint8_t *p = (const uint8_t *)in;
    if (!live(ctx) || len == 0 || in == NULL)
        return;
    const struct sc_poly1305_backend *be = symcore__poly1305_backend();
    if (ctx->buflen > 0) {
        size_t take = 16 - ctx->buflen;
        if (take > len)
            take = len;
        memcpy(ctx->buf + ctx->buflen, p, take);
        ctx->buflen += take;
        p += take;
        len -= take;
        if (ctx->buflen < 16)
            return;
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
}

static void poly1305_tag(symcore_poly1305_ctx *ctx, uint8_t tag[16])
{
    const struct sc_poly1305_backend *be = symcore__poly1305_backend();
    if (ctx->buflen > 0) {
        ctx->buf[ctx->buflen] = 1;
        memset(ctx->buf + ctx->buflen + 1, 0, 15 - ctx->buflen);
        be->blocks(ctx->state, ctx->buf, 1, 0);
    }
    be->finish(ctx->state, tag);
}

/* see symcore/poly1305.h */
void symcore_poly1305_final(symcore_poly1305_ctx *ctx, uint8_t tag[16])
{
    if (ctx == NULL)
        return;
    if (tag != NULL && live(ctx))
        poly1305_tag(ctx, tag);
    symcore_wipe(ctx, sizeof *ctx);
    symcore__scrub_stack(SC_SCRUB_POLY1305);
}

/* see symcore/poly1305.h */
int symcore_poly1305_verify(symcore_poly1305_ctx *ctx, const uint8_t tag[16])
{
    uint8_t mine[16];
    uint32_t d;
    if (ctx == NULL)
        return SYMCORE_EINVAL;
    if (tag == NULL) {
        symcore_wipe(ctx, sizeof *ctx);
        return SYMCORE_EINVAL;
    }
    if (!live(ctx)) { /* finished, wiped or never keyed: nothing to compare with */
        symcore_wipe(ctx, sizeof *ctx);
        return SYMCORE_EAUTH;
    }
    poly1305_tag(ctx, mine);
    d = sc_ct_diff(mine, tag, 16);
    symcore_wipe(mine, sizeof mine);
    symcore_wipe(ctx, sizeof *ctx);
    symcore__scrub_stack(SC_SCRUB_POLY1305);
    /* the bytes were compared without an early exit; the verdict is public */
    symcore__declassify(&d, sizeof d);
    return d == 0 ? SYMCORE_OK : SYMCORE_EAUTH;
}
