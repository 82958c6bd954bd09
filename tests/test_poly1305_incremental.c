/* Incremental Poly1305 against the one-shot at every split point (two and
 * three pieces), verify against final, the wiping of the context, and the
 * errors that leave it as it was (NULL tag, NULL input). */
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
        CHECK(symcore_poly1305(want, msg, n, key) == SYMCORE_OK);
        for (size_t i = 0; i <= n; i++) {
            tu_guard_init(got, 16);
            CHECK(symcore_poly1305_init(&ctx, key) == SYMCORE_OK);
            CHECK(symcore_poly1305_update(&ctx, msg, i) == SYMCORE_OK);
            CHECK(symcore_poly1305_update(&ctx, msg + i, n - i) == SYMCORE_OK);
            CHECK(symcore_poly1305_final(&ctx, got) == SYMCORE_OK);
            CHECK_MEM(got, want, 16, "two pieces");
            CHECK_GUARD(got, 16);
            CHECK(all_zero(&ctx, sizeof ctx));
        }
        /* three pieces, every split of a shorter prefix */
        if (n <= 48) {
            for (size_t i = 0; i <= n; i++)
                for (size_t j = i; j <= n; j++) {
                    CHECK(symcore_poly1305_init(&ctx, key) == SYMCORE_OK);
                    CHECK(symcore_poly1305_update(&ctx, msg, i) == SYMCORE_OK);
                    CHECK(symcore_poly1305_update(&ctx, NULL, 0) == SYMCORE_OK);
                    CHECK(symcore_poly1305_update(&ctx, msg + i, j - i) == SYMCORE_OK);
                    CHECK(symcore_poly1305_update(&ctx, msg + j, n - j) == SYMCORE_OK);
                    CHECK(symcore_poly1305_verify(&ctx, want) == SYMCORE_OK);
                    CHECK(all_zero(&ctx, sizeof ctx));
                }
        }
    }

    /* random chunk sizes over a long message */
    tu_fill_random(msg, sizeof msg);
    CHECK(symcore_poly1305(want, msg, sizeof msg, key) == SYMCORE_OK);
    for (int round = 0; round < 200; round++) {
        size_t pos = 0;
        CHECK(symcore_poly1305_init(&ctx, key) == SYMCORE_OK);
        while (pos < sizeof msg) {
            size_t take = (size_t)(tu_rand64() % 40);
            if (take > sizeof msg - pos)
                take = sizeof msg - pos;
            CHECK(symcore_poly1305_update(&ctx, msg + pos, take) == SYMCORE_OK);
            pos += take;
        }
        CHECK(symcore_poly1305_final(&ctx, got) == SYMCORE_OK);
        CHECK_MEM(got, want, 16, "random chunks");
    }

    /* a copied context continues independently (no internal pointers) */
    {
        symcore_poly1305_ctx a, b;
        CHECK(symcore_poly1305_init(&a, key) == SYMCORE_OK);
        CHECK(symcore_poly1305_update(&a, msg, 37) == SYMCORE_OK);
        b = a;
        CHECK(symcore_poly1305_update(&a, msg + 37, sizeof msg - 37) == SYMCORE_OK);
        CHECK(symcore_poly1305_update(&b, msg + 37, sizeof msg - 37) == SYMCORE_OK);
        CHECK(symcore_poly1305_final(&a, got) == SYMCORE_OK);
        CHECK_MEM(got, want, 16, "original after copy");
        CHECK(symcore_poly1305_final(&b, got) == SYMCORE_OK);
        CHECK_MEM(got, want, 16, "copy");
    }

    /* verify: wrong tags, and a NULL tag */
    for (int bit = 0; bit < 128; bit++) {
        uint8_t bad[16];
        memcpy(bad, want, 16);
        bad[bit / 8] ^= (uint8_t)(1u << (bit % 8));
        CHECK(symcore_poly1305_init(&ctx, key) == SYMCORE_OK);
        CHECK(symcore_poly1305_update(&ctx, msg, sizeof msg) == SYMCORE_OK);
        CHECK(symcore_poly1305_verify(&ctx, bad) == SYMCORE_EAUTH);
        CHECK(all_zero(&ctx, sizeof ctx));
    }
    /* verify and final refused for a NULL tag leave the context as it was:
     * still live, it gives the right verdict and tag afterwards */
    CHECK(symcore_poly1305_init(&ctx, key) == SYMCORE_OK);
    CHECK(symcore_poly1305_update(&ctx, msg, sizeof msg) == SYMCORE_OK);
    {
        symcore_poly1305_ctx before = ctx;
        CHECK(symcore_poly1305_verify(&ctx, NULL) == SYMCORE_EINVAL);
        CHECK(memcmp(&ctx, &before, sizeof ctx) == 0);
        CHECK(symcore_poly1305_final(&ctx, NULL) == SYMCORE_EINVAL);
        CHECK(memcmp(&ctx, &before, sizeof ctx) == 0);
        CHECK(symcore_poly1305_verify(&ctx, want) == SYMCORE_OK);
        CHECK(all_zero(&ctx, sizeof ctx));
        ctx = before;
        CHECK(symcore_poly1305_final(&ctx, NULL) == SYMCORE_EINVAL);
        CHECK(symcore_poly1305_final(&ctx, got) == SYMCORE_OK);
        CHECK_MEM(got, want, 16, "final after a refused final");
    }

    /* NULL with a nonzero length is refused and absorbs nothing */
    CHECK(symcore_poly1305_init(&ctx, key) == SYMCORE_OK);
    CHECK(symcore_poly1305_update(&ctx, msg, 5) == SYMCORE_OK);
    {
        symcore_poly1305_ctx before = ctx;
        CHECK(symcore_poly1305_update(&ctx, NULL, 7) == SYMCORE_EINVAL);
        CHECK(memcmp(&ctx, &before, sizeof ctx) == 0);
    }
    CHECK(symcore_poly1305_update(&ctx, msg + 5, sizeof msg - 5) == SYMCORE_OK);
    CHECK(symcore_poly1305_final(&ctx, got) == SYMCORE_OK);
    CHECK_MEM(got, want, 16, "NULL update refused");
    memset(got, 0x5a, 16);
    CHECK(symcore_poly1305(got, NULL, 3, key) == SYMCORE_EINVAL);
    CHECK(got[0] == 0x5a && got[15] == 0x5a);
    CHECK(symcore_poly1305(got, msg, 3, NULL) == SYMCORE_EINVAL);
    CHECK(got[0] == 0x5a && got[15] == 0x5a);

    /* init refused for a NULL key leaves a live context live under its old key */
    CHECK(symcore_poly1305_init(&ctx, key) == SYMCORE_OK);
    CHECK(symcore_poly1305_update(&ctx, msg, 100) == SYMCORE_OK);
    CHECK(symcore_poly1305_init(&ctx, NULL) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305_update(&ctx, msg + 100, sizeof msg - 100) == SYMCORE_OK);
    CHECK(symcore_poly1305_verify(&ctx, want) == SYMCORE_OK);
    return tu_finish("poly1305_incremental");
}
