/* Incremental Poly1305 against the one-shot at every split point (two and
 * three pieces), verify against final, and the wiping of the context. */
#include "testutil.h"

#include <symcore.h>

static int all_zero(const void *p, size_t n)
{
    const uint8_t *b = (const uint8_t *)p;
    for (size_t i = 0; i < n; i++)
        if (b[i] != 0)
            return 0;
    return 1;
}

int main(void)
{
    uint8_t key[32], msg[300], want[16], got[16 + TU_GUARD];
    symcore_poly1305_ctx ctx;

    for (size_t n = 0; n <= 160; n++) {
        tu_fill_random(key, sizeof key);
        tu_fill_random(msg, n);
        symcore_poly1305(want, msg, n, key);
        for (size_t i = 0; i <= n; i++) {
            tu_guard_init(got, 16);
            symcore_poly1305_init(&ctx, key);
            symcore_poly1305_update(&ctx, msg, i);
            symcore_poly1305_update(&ctx, msg + i, n - i);
            symcore_poly1305_final(&ctx, got);
            CHECK_MEM(got, want, 16, "two pieces");
            CHECK_GUARD(got, 16);
            CHECK(all_zero(&ctx, sizeof ctx));
        }
        /* three pieces, every split of a shorter prefix */
        if (n <= 48) {
            for (size_t i = 0; i <= n; i++)
                for (size_t j = i; j <= n; j++) {
                    symcore_poly1305_init(&ctx, key);
                    symcore_poly1305_update(&ctx, msg, i);
                    symcore_poly1305_update(&ctx, NULL, 0);
                    symcore_poly1305_update(&ctx, msg + i, j - i);
                    symcore_poly1305_update(&ctx, msg + j, n - j);
                    CHECK(symcore_poly1305_verify(&ctx, want) == SYMCORE_OK);
                    CHECK(all_zero(&ctx, sizeof ctx));
                }
        }
    }

    /* random chunk sizes over a long message */
    tu_fill_random(msg, sizeof msg);
    symcore_poly1305(want, msg, sizeof msg, key);
    for (int round = 0; round < 200; round++) {
        size_t pos = 0;
        symcore_poly1305_init(&ctx, key);
        while (pos < sizeof msg) {
            size_t take = (size_t)(tu_rand64() % 40);
            if (take > sizeof msg - pos)
                take = sizeof msg - pos;
            symcore_poly1305_update(&ctx, msg + pos, take);
            pos += take;
        }
        symcore_poly1305_final(&ctx, got);
        CHECK_MEM(got, want, 16, "random chunks");
    }

    /* a copied context continues independently (no internal pointers) */
    {
        symcore_poly1305_ctx a, b;
        symcore_poly1305_init(&a, key);
        symcore_poly1305_update(&a, msg, 37);
        b = a;
        symcore_poly1305_update(&a, msg + 37, sizeof msg - 37);
        symcore_poly1305_update(&b, msg + 37, sizeof msg - 37);
        symcore_poly1305_final(&a, got);
        CHECK_MEM(got, want, 16, "original after copy");
        symcore_poly1305_final(&b, got);
        CHECK_MEM(got, want, 16, "copy");
    }

    /* verify: wrong tags, and a NULL tag */
    for (int bit = 0; bit < 128; bit++) {
        uint8_t bad[16];
        memcpy(bad, want, 16);
        bad[bit / 8] ^= (uint8_t)(1u << (bit % 8));
        symcore_poly1305_init(&ctx, key);
        symcore_poly1305_update(&ctx, msg, sizeof msg);
        CHECK(symcore_poly1305_verify(&ctx, bad) == SYMCORE_EAUTH);
        CHECK(all_zero(&ctx, sizeof ctx));
    }
    symcore_poly1305_init(&ctx, key);
    CHECK(symcore_poly1305_verify(&ctx, NULL) == SYMCORE_EINVAL);
    CHECK(all_zero(&ctx, sizeof ctx));

    /* NULL with a nonzero length does nothing */
    symcore_poly1305_init(&ctx, key);
    symcore_poly1305_update(&ctx, msg, 5);
    symcore_poly1305_update(&ctx, NULL, 7);
    symcore_poly1305_update(&ctx, msg + 5, sizeof msg - 5);
    symcore_poly1305_final(&ctx, got);
    CHECK_MEM(got, want, 16, "NULL update ignored");
    memset(got, 0x5a, 16);
    symcore_poly1305(got, NULL, 3, key);
    CHECK(got[0] == 0x5a && got[15] == 0x5a);
    return tu_finish("poly1305_incremental");
}
