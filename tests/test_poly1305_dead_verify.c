/*
 * symcore_poly1305_verify on a context that final or verify already ended,
 * that was wiped or zero-initialised, or that a refused init (NULL key) left
 * inert, rejects every tag, the all-zero tag included (a wiped context has
 * r = s = 0, whose tag is all zeros, so it used to accept it): it returns
 * SYMCORE_EINVAL, the error of every call on an inert context. final on such
 * a context writes nothing; neither call touches the context.
 */
#include <symcore.h>

#include "testutil.h"

/* verify and final on ctx are refused and leave it and the tag alone */
static void check_dead(symcore_poly1305_ctx *ctx, const uint8_t tag[16])
{
    static const uint8_t zero_tag[16];
    symcore_poly1305_ctx before = *ctx;
    uint8_t other[16];
    CHECK(symcore_poly1305_verify(ctx, zero_tag) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305_verify(ctx, tag) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305_update(ctx, "message", 7) == SYMCORE_EINVAL);
    memset(other, 0x77, sizeof other);
    CHECK(symcore_poly1305_final(ctx, other) == SYMCORE_EINVAL);
    for (int i = 0; i < 16; i++)
        CHECK(other[i] == 0x77);
    CHECK(memcmp(ctx, &before, sizeof before) == 0);
}

int main(void)
{
    uint8_t key[32], tag[16];
    symcore_poly1305_ctx ctx;
    tu_fill_random(key, sizeof key);

    CHECK(symcore_poly1305_init(&ctx, key) == SYMCORE_OK);
    CHECK(symcore_poly1305_update(&ctx, "message", 7) == SYMCORE_OK);
    CHECK(symcore_poly1305_final(&ctx, tag) == SYMCORE_OK);
    check_dead(&ctx, tag);

    CHECK(symcore_poly1305_init(&ctx, key) == SYMCORE_OK);
    CHECK(symcore_poly1305_update(&ctx, "message", 7) == SYMCORE_OK);
    CHECK(symcore_poly1305_verify(&ctx, tag) == SYMCORE_OK);
    check_dead(&ctx, tag); /* verify ended it */

    CHECK(symcore_poly1305_init(&ctx, key) == SYMCORE_OK);
    CHECK(symcore_poly1305_update(&ctx, "message", 7) == SYMCORE_OK);
    tag[0] ^= 1;
    CHECK(symcore_poly1305_verify(&ctx, tag) == SYMCORE_EAUTH);
    tag[0] ^= 1;
    check_dead(&ctx, tag); /* a verify that said EAUTH ended it too */

    CHECK(symcore_poly1305_init(&ctx, key) == SYMCORE_OK);
    symcore_wipe(&ctx, sizeof ctx);
    check_dead(&ctx, tag);

    memset(&ctx, 0, sizeof ctx);
    check_dead(&ctx, tag);

    /* a refused init leaves an inert context inert */
    CHECK(symcore_poly1305_init(&ctx, NULL) == SYMCORE_EINVAL);
    check_dead(&ctx, tag);
    return tu_finish("poly1305_dead_verify");
}
