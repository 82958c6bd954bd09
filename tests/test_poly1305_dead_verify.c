/*
 * symcore_poly1305_verify on a context that final or verify already ended,
 * that was wiped, zero-initialised or started with a NULL key, returns
 * SYMCORE_EAUTH for every tag, the all-zero tag included (a wiped context
 * has r = s = 0, whose tag is all zeros, so it used to accept it). final on
 * such a context writes nothing.
 */
#include <symcore.h>

#include "testutil.h"

int main(void)
{
    static const uint8_t zero_tag[16];
    uint8_t key[32], tag[16], other[16];
    symcore_poly1305_ctx ctx;
    tu_fill_random(key, sizeof key);

    symcore_poly1305_init(&ctx, key);
    symcore_poly1305_update(&ctx, "message", 7);
    symcore_poly1305_final(&ctx, tag);
    CHECK(symcore_poly1305_verify(&ctx, zero_tag) == SYMCORE_EAUTH);
    CHECK(symcore_poly1305_verify(&ctx, tag) == SYMCORE_EAUTH);

    symcore_poly1305_init(&ctx, key);
    symcore_poly1305_update(&ctx, "message", 7);
    CHECK(symcore_poly1305_verify(&ctx, tag) == SYMCORE_OK);
    CHECK(symcore_poly1305_verify(&ctx, tag) == SYMCORE_EAUTH); /* verify ended it */
    CHECK(symcore_poly1305_verify(&ctx, zero_tag) == SYMCORE_EAUTH);

    symcore_poly1305_init(&ctx, key);
    symcore_wipe(&ctx, sizeof ctx);
    CHECK(symcore_poly1305_verify(&ctx, zero_tag) == SYMCORE_EAUTH);

    memset(&ctx, 0, sizeof ctx);
    symcore_poly1305_update(&ctx, "message", 7);
    CHECK(symcore_poly1305_verify(&ctx, zero_tag) == SYMCORE_EAUTH);

    symcore_poly1305_init(&ctx, NULL);
    symcore_poly1305_update(&ctx, "message", 7);
    CHECK(symcore_poly1305_verify(&ctx, zero_tag) == SYMCORE_EAUTH);

    /* final on an ended context leaves the output alone */
    memset(other, 0x77, sizeof other);
    symcore_poly1305_final(&ctx, other);
    for (int i = 0; i < 16; i++)
        CHECK(other[i] == 0x77);
    return tu_finish("poly1305_dead_verify");
}
