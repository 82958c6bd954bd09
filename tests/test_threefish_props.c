/*
 * Threefish properties on pseudo-random inputs, for all three sizes: decrypt
 * inverts encrypt; set_tweak gives what a fresh init with that tweak gives
 * and keeps the key; a NULL tweak is the zero tweak; the tweak and every key
 * byte change the output; a context copies by assignment; in place equals
 * out of place. Then the misuse rules: NULL context, NULL key (context left
 * as it was), NULL output or input, and a wiped or zeroed context return
 * SYMCORE_EINVAL and write nothing.
 */
#include <symcore.h>

#include "testutil.h"

#define PROPS(bits, NB)                                                                             \
    static void props##bits(void)                                                                  \
    {                                                                                              \
        symcore_threefish##bits##_ctx a, b, copy;                                                  \
        uint8_t key[NB], tw[16], tw2[16], zero[16] = { 0 }, pt[NB], ct[NB + TU_GUARD],             \
            ct2[NB + TU_GUARD], back[NB + TU_GUARD];                                               \
        for (int r = 0; r < 200; r++) {                                                            \
            tu_fill_random(key, NB);                                                               \
            tu_fill_random(tw, 16);                                                                \
            tu_fill_random(tw2, 16);                                                               \
            tu_fill_random(pt, NB);                                                                \
            CHECK(symcore_threefish##bits##_init(&a, key, tw) == SYMCORE_OK);                      \
            tu_guard_init(ct, NB);                                                                 \
            tu_guard_init(back, NB);                                                               \
            CHECK(symcore_threefish##bits##_encrypt(&a, ct, pt) == SYMCORE_OK);                    \
            CHECK(symcore_threefish##bits##_decrypt(&a, back, ct) == SYMCORE_OK);                  \
            CHECK_MEM(back, pt, NB, "decrypt(encrypt(x)) == x");                                   \
            CHECK_GUARD(ct, NB);                                                                   \
            CHECK_GUARD(back, NB);                                                                 \
            CHECK(memcmp(ct, pt, NB) != 0);                                                        \
            /* in place */                                                                         \
            memcpy(ct2, pt, NB);                                                                   \
            CHECK(symcore_threefish##bits##_encrypt(&a, ct2, ct2) == SYMCORE_OK);                  \
            CHECK_MEM(ct2, ct, NB, "in place");                                                    \
            /* copy by assignment */                                                               \
            copy = a;                                                                              \
            CHECK(symcore_threefish##bits##_encrypt(&copy, ct2, pt) == SYMCORE_OK);                \
            CHECK_MEM(ct2, ct, NB, "copied context");                                              \
            /* set_tweak == fresh init with that tweak; and back again */                          \
            CHECK(symcore_threefish##bits##_set_tweak(&a, tw2) == SYMCORE_OK);                     \
            CHECK(symcore_threefish##bits##_init(&b, key, tw2) == SYMCORE_OK);                     \
            CHECK(symcore_threefish##bits##_encrypt(&a, ct2, pt) == SYMCORE_OK);                   \
            CHECK(symcore_threefish##bits##_encrypt(&b, back, pt) == SYMCORE_OK);                  \
            CHECK_MEM(ct2, back, NB, "set_tweak == init");                                         \
            CHECK(memcmp(ct2, ct, NB) != 0);                                                       \
            CHECK(symcore_threefish##bits##_decrypt(&a, back, ct2) == SYMCORE_OK);                 \
            CHECK_MEM(back, pt, NB, "decrypt after set_tweak");                                    \
            CHECK(symcore_threefish##bits##_set_tweak(&a, tw) == SYMCORE_OK);                      \
            CHECK(symcore_threefish##bits##_encrypt(&a, ct2, pt) == SYMCORE_OK);                   \
            CHECK_MEM(ct2, ct, NB, "set_tweak back");                                              \
            /* NULL tweak == zero tweak, through init and set_tweak */                             \
            CHECK(symcore_threefish##bits##_init(&a, key, NULL) == SYMCORE_OK);                    \
            CHECK(symcore_threefish##bits##_init(&b, key, zero) == SYMCORE_OK);                    \
            CHECK(symcore_threefish##bits##_encrypt(&a, ct, pt) == SYMCORE_OK);                    \
            CHECK(symcore_threefish##bits##_encrypt(&b, ct2, pt) == SYMCORE_OK);                   \
            CHECK_MEM(ct, ct2, NB, "NULL tweak");                                                  \
            CHECK(symcore_threefish##bits##_set_tweak(&b, tw) == SYMCORE_OK);                      \
            CHECK(symcore_threefish##bits##_set_tweak(&b, NULL) == SYMCORE_OK);                    \
            CHECK(symcore_threefish##bits##_encrypt(&b, ct2, pt) == SYMCORE_OK);                   \
            CHECK_MEM(ct, ct2, NB, "set_tweak NULL");                                              \
            /* one flipped key bit changes the block */                                            \
            key[r % NB] ^= (uint8_t)(1u << (r % 8));                                               \
            CHECK(symcore_threefish##bits##_init(&b, key, NULL) == SYMCORE_OK);                    \
            CHECK(symcore_threefish##bits##_encrypt(&b, ct2, pt) == SYMCORE_OK);                   \
            CHECK(memcmp(ct, ct2, NB) != 0);                                                       \
        }                                                                                          \
        /* misuse: EINVAL, nothing written, no crash */                                            \
        CHECK(symcore_threefish##bits##_init(NULL, key, tw) == SYMCORE_EINVAL);                    \
        CHECK(symcore_threefish##bits##_set_tweak(NULL, tw) == SYMCORE_EINVAL);                    \
        CHECK(symcore_threefish##bits##_encrypt(NULL, ct, pt) == SYMCORE_EINVAL);                  \
        CHECK(symcore_threefish##bits##_decrypt(NULL, ct, pt) == SYMCORE_EINVAL);                  \
        symcore_threefish##bits##_wipe(NULL);                                                      \
        CHECK(symcore_threefish##bits##_init(&a, key, tw) == SYMCORE_OK);                          \
        memset(ct, 0x5a, NB);                                                                      \
        CHECK(symcore_threefish##bits##_encrypt(&a, NULL, pt) == SYMCORE_EINVAL);                  \
        CHECK(symcore_threefish##bits##_encrypt(&a, ct, NULL) == SYMCORE_EINVAL);                  \
        CHECK(symcore_threefish##bits##_decrypt(&a, ct, NULL) == SYMCORE_EINVAL);                  \
        memset(back, 0x5a, NB);                                                                    \
        CHECK_MEM(ct, back, NB, "NULL input writes nothing");                                      \
        copy = a;                                                                                  \
        CHECK(symcore_threefish##bits##_init(&a, NULL, tw) == SYMCORE_EINVAL);                     \
        CHECK(memcmp(&a, &copy, sizeof a) == 0); /* NULL key: context as it was */                 \
        CHECK(symcore_threefish##bits##_encrypt(&a, ct, pt) == SYMCORE_OK);                        \
        memset(ct, 0x5a, NB);                                                                      \
        symcore_threefish##bits##_wipe(&a);                                                        \
        CHECK(symcore_threefish##bits##_encrypt(&a, ct, pt) == SYMCORE_EINVAL);                    \
        CHECK(symcore_threefish##bits##_decrypt(&a, ct, pt) == SYMCORE_EINVAL);                    \
        CHECK_MEM(ct, back, NB, "wiped context writes nothing");                                   \
        memset(&a, 0, sizeof a);                                                                   \
        CHECK(symcore_threefish##bits##_set_tweak(&a, tw) == SYMCORE_EINVAL);                      \
        CHECK(symcore_threefish##bits##_encrypt(&a, ct, pt) == SYMCORE_EINVAL);                    \
        CHECK_MEM(ct, back, NB, "zeroed context writes nothing");                                  \
        memset(&b, 0, sizeof b);                                                                   \
        CHECK(memcmp(&a, &b, sizeof a) == 0); /* set_tweak left the zeroed context as it was */    \
    }
PROPS(256, 32)
PROPS(512, 64)
PROPS(1024, 128)

int main(void)
{
    props256();
    props512();
    props1024();
    return tu_finish("threefish_props");
}
