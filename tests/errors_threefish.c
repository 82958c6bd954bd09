/*
 * error_stores_nothing: the threefish module (api_checks.h). Every error
 * path of every Threefish and Skein call, with its outputs - and the
 * context, where the call must leave it as it was - in read-only pages
 * (readonly_page.h): the call must return SYMCORE_EINVAL and take no
 * signal. readonly_page.h keeps one read-only buffer at a time, so a call
 * with two outputs (Skein final: the context and out) runs twice, each
 * output read-only in turn while the other is compared after the call.
 *
 * Dead contexts: zeroed, all 0xff, pseudo-random bytes, wiped, finished,
 * a stale Skein context (nonzero tweak, buflen 200: once made update write
 * 32 bytes past the context, as SK_BYTES - buflen wrapped), and a
 * live context with one word changed (any word of a Threefish context; for
 * Skein each word that steers the code: the tweak, outlen, buflen and the
 * seal; the chaining value and the buffer are data, any bytes valid).
 * Threefish encrypt and decrypt check only the flag word (threefish.h), so
 * their dead contexts are those whose flag word is wrong; set_tweak checks
 * every word.
 */
#include <symcore.h>

#include <stddef.h>

#include "api_checks.h"
#include "readonly_page.h"
#include "testutil.h"

static uint8_t key[128], tw[16], blk[128], msg[1000];

/* The i-th dead context of n bytes made from the live one into ctx: 0 once
 * i is past the last. words lists the 64-bit words to corrupt one by one. */
static int make_dead(void *ctx, const void *live, size_t n, const size_t *words, size_t nwords, int i)
{
    static const uint64_t flips[3] = { 1, 1ull << 40, ~0ull };
    if (i == 0) {
        memset(ctx, 0, n);
    } else if (i == 1) {
        memset(ctx, 0xff, n);
    } else if (i < 10) {
        tu_fill_random((uint8_t *)ctx, n);
    } else if ((size_t)(i - 10) < 3 * nwords) {
        uint64_t w;
        size_t at = 8 * words[(size_t)(i - 10) / 3];
        memcpy(ctx, live, n);
        memcpy(&w, (uint8_t *)ctx + at, 8);
        w ^= flips[(i - 10) % 3];
        memcpy((uint8_t *)ctx + at, &w, 8);
    } else {
        return 0;
    }
    return 1;
}

/* Every word of a Threefish context. */
static const size_t all_words[17 + 3 + 1] = { 0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10,
                                              11, 12, 13, 14, 15, 16, 17, 18, 19, 20 };

#define TF_ERRORS(bits, NB)                                                                             \
    static void tf##bits(void)                                                                          \
    {                                                                                                   \
        symcore_threefish##bits##_ctx live, dead, *ro;                                                  \
        const size_t nwords = sizeof live / 8;                                                          \
        uint8_t *o;                                                                                     \
        CHECK(symcore_threefish##bits##_init(&live, key, tw) == SYMCORE_OK);                            \
        /* init: NULL context; NULL key with the context read-only (live or dead) */                    \
        CHECK(symcore_threefish##bits##_init(NULL, key, tw) == SYMCORE_EINVAL);                         \
        CHECK(symcore_threefish##bits##_init(NULL, NULL, NULL) == SYMCORE_EINVAL);                      \
        ro = ro_copy(&live, sizeof live);                                                               \
        CHECK(symcore_threefish##bits##_init(ro, NULL, tw) == SYMCORE_EINVAL);                          \
        CHECK(symcore_threefish##bits##_init(ro, NULL, NULL) == SYMCORE_EINVAL);                        \
        /* set_tweak: NULL context; every dead context read-only */                                     \
        CHECK(symcore_threefish##bits##_set_tweak(NULL, tw) == SYMCORE_EINVAL);                         \
        CHECK(symcore_threefish##bits##_set_tweak(NULL, NULL) == SYMCORE_EINVAL);                       \
        for (int i = 0; make_dead(&dead, &live, sizeof dead, all_words, nwords, i); i++) {             \
            ro = ro_copy(&dead, sizeof dead);                                                           \
            CHECK(symcore_threefish##bits##_init(ro, NULL, tw) == SYMCORE_EINVAL);                      \
            CHECK(symcore_threefish##bits##_set_tweak(ro, tw) == SYMCORE_EINVAL);                       \
            CHECK(symcore_threefish##bits##_set_tweak(ro, NULL) == SYMCORE_EINVAL);                     \
        }                                                                                               \
        dead = live;                                                                                    \
        symcore_threefish##bits##_wipe(&dead);                                                          \
        ro = ro_copy(&dead, sizeof dead);                                                               \
        CHECK(symcore_threefish##bits##_set_tweak(ro, tw) == SYMCORE_EINVAL);                           \
        /* encrypt, decrypt: the output read-only */                                                    \
        o = ro_buf(NB);                                                                                 \
        CHECK(symcore_threefish##bits##_encrypt(NULL, o, blk) == SYMCORE_EINVAL);                       \
        CHECK(symcore_threefish##bits##_decrypt(NULL, o, blk) == SYMCORE_EINVAL);                       \
        CHECK(symcore_threefish##bits##_encrypt(&live, o, NULL) == SYMCORE_EINVAL);                     \
        CHECK(symcore_threefish##bits##_decrypt(&live, o, NULL) == SYMCORE_EINVAL);                     \
        CHECK(symcore_threefish##bits##_encrypt(&live, NULL, blk) == SYMCORE_EINVAL);                   \
        CHECK(symcore_threefish##bits##_decrypt(&live, NULL, blk) == SYMCORE_EINVAL);                   \
        CHECK(symcore_threefish##bits##_encrypt(&dead, o, blk) == SYMCORE_EINVAL); /* wiped */          \
        CHECK(symcore_threefish##bits##_decrypt(&dead, o, blk) == SYMCORE_EINVAL);                      \
        /* encrypt and decrypt check the flag word (the last): dead contexts but that word's changes */ \
        for (int i = 0; make_dead(&dead, &live, sizeof dead, all_words + nwords - 1, 1, i); i++) {     \
            CHECK(symcore_threefish##bits##_encrypt(&dead, o, blk) == SYMCORE_EINVAL);                  \
            CHECK(symcore_threefish##bits##_decrypt(&dead, o, blk) == SYMCORE_EINVAL);                  \
            CHECK(symcore_threefish##bits##_encrypt(&dead, o, o) == SYMCORE_EINVAL); /* in place */     \
            CHECK(symcore_threefish##bits##_decrypt(&dead, o, o) == SYMCORE_EINVAL);                    \
        }                                                                                               \
    }
TF_ERRORS(256, 32)
TF_ERRORS(512, 64)
TF_ERRORS(1024, 128)

#define SK_ERRORS(bits, NB)                                                                             \
    static void sk##bits(void)                                                                          \
    {                                                                                                   \
        typedef symcore_skein##bits##_ctx ctx_t;                                                        \
        const size_t words[] = { offsetof(ctx_t, h) / 8 + NB / 8, offsetof(ctx_t, tweak) / 8,           \
                                 offsetof(ctx_t, tweak) / 8 + 1, offsetof(ctx_t, outlen) / 8,           \
                                 offsetof(ctx_t, buflen) / 8 };                                         \
        ctx_t lives[2], dead, copy, *ro;                                                                \
        uint8_t *o, plain[200];                                                                         \
        /* one-shots: the output read-only */                                                           \
        o = ro_buf(40);                                                                                 \
        CHECK(symcore_skein##bits(o, 40, NULL, 5) == SYMCORE_EINVAL);                                   \
        CHECK(symcore_skein##bits(NULL, 40, msg, 5) == SYMCORE_EINVAL);                                 \
        CHECK(symcore_skein##bits##_mac(o, 40, NULL, 5, key, 32) == SYMCORE_EINVAL);                    \
        CHECK(symcore_skein##bits##_mac(o, 40, msg, 5, NULL, 32) == SYMCORE_EINVAL);                    \
        CHECK(symcore_skein##bits##_mac(NULL, 40, msg, 5, key, 32) == SYMCORE_EINVAL);                  \
        if ((uint64_t)SIZE_MAX > (UINT64_MAX >> 3)) { /* an output length whose bits overflow 64 */     \
            size_t big = (size_t)((UINT64_MAX >> 3) + 1);                                               \
            CHECK(symcore_skein##bits(o, big, msg, 5) == SYMCORE_EINVAL);                               \
            CHECK(symcore_skein##bits##_mac(o, big, msg, 5, key, 32) == SYMCORE_EINVAL);                \
            CHECK(symcore_skein##bits##_mac(o, (size_t)-1, msg, 5, key, 32) == SYMCORE_EINVAL);         \
        }                                                                                               \
        /* live contexts: fresh, and after 100 bytes (a block processed for 256 and 512) */             \
        CHECK(symcore_skein##bits##_init(&lives[0], 40, key, 32) == SYMCORE_OK);                        \
        lives[1] = lives[0];                                                                            \
        CHECK(symcore_skein##bits##_update(&lives[1], msg, 100) == SYMCORE_OK);                         \
        /* init: NULL context; bad arguments with the context read-only */                              \
        CHECK(symcore_skein##bits##_init(NULL, 40, key, 32) == SYMCORE_EINVAL);                         \
        CHECK(symcore_skein##bits##_init(NULL, 40, NULL, 0) == SYMCORE_EINVAL);                         \
        ro = ro_copy(&lives[1], sizeof *ro);                                                            \
        CHECK(symcore_skein##bits##_init(ro, 40, NULL, 32) == SYMCORE_EINVAL);                          \
        if ((uint64_t)SIZE_MAX > (UINT64_MAX >> 3))                                                     \
            CHECK(symcore_skein##bits##_init(ro, (size_t)((UINT64_MAX >> 3) + 1), key, 32) == SYMCORE_EINVAL); \
        /* update and final on a live context with bad arguments, read-only */                          \
        CHECK(symcore_skein##bits##_update(ro, NULL, 5) == SYMCORE_EINVAL);                             \
        CHECK(symcore_skein##bits##_final(ro, NULL) == SYMCORE_EINVAL);                                 \
        CHECK(symcore_skein##bits##_update(NULL, msg, 5) == SYMCORE_EINVAL);                            \
        CHECK(symcore_skein##bits##_update(NULL, NULL, 0) == SYMCORE_EINVAL);                           \
        o = ro_buf(40);                                                                                 \
        CHECK(symcore_skein##bits##_final(NULL, o) == SYMCORE_EINVAL);                                  \
        /* dead contexts: each call with the context read-only, then final with the output read-only */ \
        for (int l = 0; l < 2; l++) {                                                                   \
            for (int i = 0; i < 1000; i++) {                                                            \
                if (i == 100) { /* finished */                                                          \
                    dead = lives[l];                                                                    \
                    CHECK(symcore_skein##bits##_final(&dead, plain) == SYMCORE_OK);                     \
                } else if (i == 101) { /* wiped */                                                      \
                    dead = lives[l];                                                                    \
                    symcore_wipe(&dead, sizeof dead);                                                   \
                } else if (i == 102) { /* stale bytes, nonzero tweak word, buflen 200 */                \
                    memset(&dead, 0x11, sizeof dead);                                                   \
                    dead.tweak[0] = 0x40;                                                               \
                    dead.buflen = 200;                                                                  \
                } else if (i > 102) {                                                                   \
                    break;                                                                              \
                } else if (!make_dead(&dead, &lives[l], sizeof dead, words, 5, i)) {                    \
                    i = 99;                                                                             \
                    continue;                                                                           \
                }                                                                                       \
                ro = ro_copy(&dead, sizeof dead);                                                       \
                CHECK(symcore_skein##bits##_update(ro, msg, 5) == SYMCORE_EINVAL);                      \
                CHECK(symcore_skein##bits##_update(ro, msg, 1000) == SYMCORE_EINVAL);                   \
                CHECK(symcore_skein##bits##_update(ro, NULL, 0) == SYMCORE_EINVAL);                     \
                CHECK(symcore_skein##bits##_final(ro, NULL) == SYMCORE_EINVAL);                         \
                memset(plain, 0x5a, sizeof plain);                                                      \
                CHECK(symcore_skein##bits##_final(ro, plain) == SYMCORE_EINVAL);                        \
                for (size_t j = 0; j < sizeof plain; j++)                                               \
                    CHECK(plain[j] == 0x5a);                                                            \
                o = ro_buf(sizeof plain);                                                               \
                copy = dead;                                                                            \
                CHECK(symcore_skein##bits##_final(&dead, o) == SYMCORE_EINVAL);                         \
                CHECK(memcmp(&copy, &dead, sizeof dead) == 0);                                          \
            }                                                                                           \
        }                                                                                               \
    }
SK_ERRORS(256, 32)
SK_ERRORS(512, 64)
SK_ERRORS(1024, 128)

int errors_threefish(void)
{
    tu_fill_random(key, sizeof key);
    tu_fill_random(tw, sizeof tw);
    tu_fill_random(blk, sizeof blk);
    tu_fill_random(msg, sizeof msg);
    tf256();
    tf512();
    tf1024();
    sk256();
    sk512();
    sk1024();
    printf("errors_threefish: %d checks, %d failed\n", tu_checks, tu_failures);
    return tu_failures;
}
