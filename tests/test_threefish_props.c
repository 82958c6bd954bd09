/*
 * Threefish properties on pseudo-random inputs, for all three sizes: decrypt
 * inverts encrypt; set_tweak gives what a fresh init with that tweak gives
 * and keeps the key; a NULL tweak is the zero tweak; the tweak and every key
 * byte change the output; a context copies by assignment; in place equals
 * out of place. Then the misuse rules: NULL context, NULL key (inert
 * context), NULL output or input, and a wiped, zeroed or never-initialised
 * context write nothing.
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
            symcore_threefish##bits##_init(&a, key, tw);                                           \
            tu_guard_init(ct, NB);                                                                 \
            tu_guard_init(back, NB);                                                               \
            symcore_threefish##bits##_encrypt(&a, ct, pt);                                         \
            symcore_threefish##bits##_decrypt(&a, back, ct);                                       \
            CHECK_MEM(back, pt, NB, "decrypt(encrypt(x)) == x");                                   \
            CHECK_GUARD(ct, NB);                                                                   \
            CHECK_GUARD(back, NB);                                                                 \
            CHECK(memcmp(ct, pt, NB) != 0);                                                        \
            /* in place */                                                                         \
            memcpy(ct2, pt, NB);                                                                   \
            symcore_threefish##bits##_encrypt(&a, ct2, ct2);                                       \
            CHECK_MEM(ct2, ct, NB, "in place");                                                    \
            /* copy by assignment */                                                               \
            copy = a;                                                                              \
            symcore_threefish##bits##_encrypt(&copy, ct2, pt);                                     \
            CHECK_MEM(ct2, ct, NB, "copied context");                                              \
            /* set_tweak == fresh init with that tweak; and back again */                          \
            symcore_threefish##bits##_set_tweak(&a, tw2);                                          \
            symcore_threefish##bits##_init(&b, key, tw2);                                          \
            symcore_threefish##bits##_encrypt(&a, ct2, pt);                                        \
            symcore_threefish##bits##_encrypt(&b, back, pt);                                       \
            CHECK_MEM(ct2, back, NB, "set_tweak == init");                                         \
            CHECK(memcmp(ct2, ct, NB) != 0);                                                       \
            symcore_threefish##bits##_decrypt(&a, back, ct2);                                      \
            CHECK_MEM(back, pt, NB, "decrypt after set_tweak");                                    \
            symcore_threefish##bits##_set_tweak(&a, tw);                                           \
            symcore_threefish##bits##_encrypt(&a, ct2, pt);                                        \
            CHECK_MEM(ct2, ct, NB, "set_tweak back");                                              \
            /* NULL tweak == zero tweak, through init and set_tweak */                             \
            symcore_threefish##bits##_init(&a, key, NULL);                                         \
            symcore_threefish##bits##_init(&b, key, zero);                                         \
            symcore_threefish##bits##_encrypt(&a, ct, pt);                                         \
            symcore_threefish##bits##_encrypt(&b, ct2, pt);                                        \
            CHECK_MEM(ct, ct2, NB, "NULL tweak");                                                  \
            symcore_threefish##bits##_set_tweak(&b, tw);                                           \
            symcore_threefish##bits##_set_tweak(&b, NULL);                                         \
            symcore_threefish##bits##_encrypt(&b, ct2, pt);                                        \
            CHECK_MEM(ct, ct2, NB, "set_tweak NULL");                                              \
            /* one flipped key bit changes the block */                                            \
            key[r % NB] ^= (uint8_t)(1u << (r % 8));                                               \
            symcore_threefish##bits##_init(&b, key, NULL);                                         \
            symcore_threefish##bits##_encrypt(&b, ct2, pt);                                        \
            CHECK(memcmp(ct, ct2, NB) != 0);                                                       \
        }                                                                                          \
        /* misuse: nothing written, no crash */                                                    \
        symcore_threefish##bits##_init(NULL, key, tw);                                             \
        symcore_threefish##bits##_set_tweak(NULL, tw);                                             \
        symcore_threefish##bits##_encrypt(NULL, ct, pt);                                           \
        symcore_threefish##bits##_decrypt(NULL, ct, pt);                                           \
        symcore_threefish##bits##_wipe(NULL);                                                      \
        symcore_threefish##bits##_init(&a, key, tw);                                               \
        memset(ct, 0x5a, NB);                                                                      \
        symcore_threefish##bits##_encrypt(&a, NULL, pt);                                           \
        symcore_threefish##bits##_encrypt(&a, ct, NULL);                                           \
        symcore_threefish##bits##_decrypt(&a, ct, NULL);                                           \
        memset(back, 0x5a, NB);                                                                    \
        CHECK_MEM(ct, back, NB, "NULL input writes nothing");                                      \
        symcore_threefish##bits##_init(&a, NULL, tw); /* inert */                                  \
        symcore_threefish##bits##_encrypt(&a, ct, pt);                                             \
        symcore_threefish##bits##_decrypt(&a, ct, pt);                                             \
        CHECK_MEM(ct, back, NB, "NULL key leaves the context inert");                              \
        symcore_threefish##bits##_init(&a, key, tw);                                               \
        symcore_threefish##bits##_wipe(&a);                                                        \
        symcore_threefish##bits##_encrypt(&a, ct, pt);                                             \
        symcore_threefish##bits##_decrypt(&a, ct, pt);                                             \
        CHECK_MEM(ct, back, NB, "wiped context writes nothing");                                   \
        memset(&a, 0, sizeof a);                                                                   \
        symcore_threefish##bits##_set_tweak(&a, tw);                                               \
        symcore_threefish##bits##_encrypt(&a, ct, pt);                                             \
        CHECK_MEM(ct, back, NB, "zeroed context writes nothing");                                  \
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
