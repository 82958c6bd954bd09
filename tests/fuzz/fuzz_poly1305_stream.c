/*
 * The Poly1305 context driven by a fuzzer-chosen sequence of calls: init,
 * update at any split (checked against the one-shot MAC of everything
 * absorbed), final, verify of the right and of a wrong tag, wipe, zeroing,
 * NULL tags, fuzzer-chosen bytes written over any part of the context, and
 * every call again on the ended or damaged context. A call on a context that
 * is not live (liveness word or buffer length not as init left them) must
 * return SYMCORE_EINVAL and write nothing, neither the tag nor the context;
 * any refused call leaves the context as it was; under the sanitizers no
 * byte pattern may make a call reach outside the context.
 */
#include "fuzz.h"

#include "poly1305/poly1305_internal.h"

#define MAX_IN 4096

/* Whether the library must take ctx as live: its liveness word and buffer
 * length as a successful init and updates leave them. */
static int fields_live(const symcore_poly1305_ctx *ctx)
{
    return ctx->keyed == symcore__poly1305_backend()->live && ctx->buflen < 16;
}

static int all_zero(const void *p, size_t n)
{
    const uint8_t *b = (const uint8_t *)p;
    for (size_t i = 0; i < n; i++)
        if (b[i] != 0)
            return 0;
    return 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static uint8_t in[MAX_IN];
    struct fz f = { data, size };
    symcore_poly1305_ctx ctx, before;
    uint8_t key[32], tag[16 + 16], want[16];
    size_t inlen = 0;
    int known = 1; /* ctx is exactly what init and the updates of in made it */

    fz_take(&f, key, sizeof key);
    FZ_ASSERT(symcore_poly1305_init(&ctx, key) == SYMCORE_OK);
    for (int steps = 0; f.n > 0 && steps < 64; steps++) {
        uint8_t op = fz_byte(&f);
        size_t n = fz_size(&f, op & 0x80 ? 300 : 40);
        int live = fields_live(&ctx), rc;
        before = ctx;

        switch (op % 8) {
        case 0: /* update with n bytes of the input */
            if (n > f.n)
                n = f.n;
            if (inlen + n > MAX_IN)
                return 0;
            rc = symcore_poly1305_update(&ctx, f.p, n);
            FZ_ASSERT(rc == (live ? SYMCORE_OK : SYMCORE_EINVAL));
            if (live && known) {
                memcpy(in + inlen, f.p, n);
                inlen += n;
            }
            if (!live)
                FZ_ASSERT(memcmp(&ctx, &before, sizeof ctx) == 0);
            f.p += n;
            f.n -= n;
            break;
        case 1: /* final */
            fz_guard(tag, sizeof tag);
            rc = symcore_poly1305_final(&ctx, tag);
            FZ_ASSERT(rc == (live ? SYMCORE_OK : SYMCORE_EINVAL));
            if (live) {
                if (known) {
                    FZ_ASSERT(symcore_poly1305(want, in, inlen, key) == SYMCORE_OK);
                    FZ_ASSERT(memcmp(tag, want, 16) == 0);
                }
                FZ_ASSERT(fz_guarded(tag + 16, 16));
                FZ_ASSERT(all_zero(&ctx, sizeof ctx));
            } else {
                FZ_ASSERT(fz_guarded(tag, sizeof tag));
                FZ_ASSERT(memcmp(&ctx, &before, sizeof ctx) == 0);
            }
            known = 1;
            inlen = 0;
            break;
        case 2: /* verify the right tag, or one with a flipped bit */
        {
            unsigned bit = (unsigned)n % 129; /* 128: no flip */
            FZ_ASSERT(symcore_poly1305(want, in, inlen, key) == SYMCORE_OK);
            if (bit < 128)
                want[bit / 8] ^= (uint8_t)(1u << bit % 8);
            rc = symcore_poly1305_verify(&ctx, want);
            if (!live) {
                FZ_ASSERT(rc == SYMCORE_EINVAL);
                FZ_ASSERT(memcmp(&ctx, &before, sizeof ctx) == 0);
            } else {
                if (known)
                    FZ_ASSERT(rc == (bit == 128 ? SYMCORE_OK : SYMCORE_EAUTH));
                else
                    FZ_ASSERT(rc == SYMCORE_OK || rc == SYMCORE_EAUTH);
                FZ_ASSERT(all_zero(&ctx, sizeof ctx));
            }
            known = 1;
            inlen = 0;
            break;
        }
        case 3:
            symcore_wipe(&ctx, sizeof ctx);
            known = 1;
            inlen = 0;
            break;
        case 4:
            memset(&ctx, 0, sizeof ctx);
            known = 1;
            inlen = 0;
            break;
        case 5: /* NULL tags and a NULL input: EINVAL, the context as it was */
            FZ_ASSERT(symcore_poly1305_verify(&ctx, NULL) == SYMCORE_EINVAL);
            FZ_ASSERT(symcore_poly1305_final(&ctx, NULL) == SYMCORE_EINVAL);
            FZ_ASSERT(symcore_poly1305_update(&ctx, NULL, 1 + n) == SYMCORE_EINVAL);
            FZ_ASSERT(symcore_poly1305_init(&ctx, NULL) == SYMCORE_EINVAL);
            FZ_ASSERT(memcmp(&ctx, &before, sizeof ctx) == 0);
            break;
        case 6: /* fuzzer bytes over a fuzzer-chosen part of the context */
        {
            size_t at = n % sizeof ctx, len = fz_byte(&f) % (sizeof ctx - at + 1);
            fz_take(&f, (uint8_t *)&ctx + at, len);
            if (len > 0)
                known = 0; /* its tag is no longer predictable; it may still be live */
            break;
        }
        default: /* start again under a new key */
            fz_take(&f, key, sizeof key);
            FZ_ASSERT(symcore_poly1305_init(&ctx, key) == SYMCORE_OK);
            inlen = 0;
            known = 1;
            break;
        }
    }
    symcore_wipe(&ctx, sizeof ctx);
    return 0;
}
