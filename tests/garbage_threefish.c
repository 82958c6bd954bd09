/*
 * garbage_contexts: the threefish module (api_checks.h). Every Threefish
 * and Skein context type filled with arbitrary bytes, and every call on it:
 * SYMCORE_EINVAL, the output untouched, the context unchanged. Contexts and
 * outputs live in heap blocks of their exact size, so that the sanitizer
 * build (-DSYMCORE_SANITIZE=ON) reports any access out of bounds, such as
 * the write 32 bytes past a stale Skein context that buflen 200 once caused
 * (SK_BYTES - buflen wrapped).
 *
 * The contexts: 2000 pseudo-random ones per type, all zero, all 0xff; a live
 * context with each single bit of a word flipped (for Skein every word that
 * steers the code: tweak, outlen, buflen and the seal - the chaining value
 * and the buffer are data, any bytes valid; for Threefish the flag word,
 * which every call checks, and the key and tweak words, which set_tweak
 * checks and encrypt uses as they are, as threefish.h documents); and,
 * for Skein, forged contexts that carry a correct seal (the formula is in
 * the private header) but one bad field - buflen past the block (the stale
 * context's 200 among them), a position that is not a whole number of blocks, wrong
 * flags or type, outlen too large - which the field checks alone must
 * refuse. Finally init on garbage succeeds and makes a working context.
 */
#include <symcore.h>

#include "threefish/threefish_internal.h"

#include "api_checks.h"
#include "testutil.h"

#define RANDOM_CONTEXTS 2000

static uint8_t key[128], tw[16], msg[1000];

/* A copy of n bytes on the heap, of exactly that size. */
static void *heap_copy(const void *p, size_t n)
{
    void *q = malloc(n);
    if (q == NULL) {
        fprintf(stderr, "garbage_threefish: out of memory\n");
        exit(2);
    }
    memcpy(q, p, n);
    return q;
}

/* Flips bit b of 64-bit word w of the n bytes at p. */
static void flip(void *p, size_t w, unsigned b)
{
    uint64_t v;
    memcpy(&v, (uint8_t *)p + 8 * w, 8);
    v ^= 1ull << b;
    memcpy((uint8_t *)p + 8 * w, &v, 8);
}

/* Every call on one Threefish context of garbage: EINVAL, nothing written
 * (out and in place), the context unchanged; then init revives it. */
#define TF_GARBAGE(bits, NB)                                                                            \
    static void tf_calls##bits(const symcore_threefish##bits##_ctx *garbage)                            \
    {                                                                                                   \
        symcore_threefish##bits##_ctx *c = heap_copy(garbage, sizeof *c);                               \
        uint8_t *out = malloc(NB), fill[NB], blk[NB];                                                   \
        if (out == NULL)                                                                                \
            exit(2);                                                                                    \
        memset(fill, 0x5a, NB);                                                                         \
        memset(out, 0x5a, NB);                                                                          \
        memcpy(blk, msg, NB);                                                                           \
        CHECK(symcore_threefish##bits##_set_tweak(c, tw) == SYMCORE_EINVAL);                            \
        CHECK(symcore_threefish##bits##_set_tweak(c, NULL) == SYMCORE_EINVAL);                          \
        CHECK(symcore_threefish##bits##_encrypt(c, out, blk) == SYMCORE_EINVAL);                        \
        CHECK(symcore_threefish##bits##_decrypt(c, out, blk) == SYMCORE_EINVAL);                        \
        CHECK(memcmp(out, fill, NB) == 0);                                                              \
        CHECK(symcore_threefish##bits##_encrypt(c, out, out) == SYMCORE_EINVAL);                        \
        CHECK(symcore_threefish##bits##_decrypt(c, out, out) == SYMCORE_EINVAL);                        \
        CHECK(memcmp(out, fill, NB) == 0);                                                              \
        CHECK(symcore_threefish##bits##_init(c, NULL, tw) == SYMCORE_EINVAL);                           \
        CHECK(memcmp(c, garbage, sizeof *c) == 0);                                                      \
        CHECK(symcore_threefish##bits##_init(c, key, tw) == SYMCORE_OK);                                \
        CHECK(symcore_threefish##bits##_encrypt(c, out, blk) == SYMCORE_OK);                            \
        CHECK(symcore_threefish##bits##_decrypt(c, out, out) == SYMCORE_OK);                            \
        CHECK(memcmp(out, blk, NB) == 0);                                                               \
        symcore_threefish##bits##_wipe(c);                                                              \
        CHECK(symcore_threefish##bits##_encrypt(c, out, blk) == SYMCORE_EINVAL);                        \
        free(out);                                                                                      \
        free(c);                                                                                        \
    }                                                                                                   \
    static void tf##bits(void)                                                                          \
    {                                                                                                   \
        symcore_threefish##bits##_ctx g, live;                                                          \
        for (int i = 0; i < RANDOM_CONTEXTS; i++) {                                                     \
            tu_fill_random((uint8_t *)&g, sizeof g);                                                    \
            tf_calls##bits(&g);                                                                         \
        }                                                                                               \
        memset(&g, 0, sizeof g);                                                                        \
        tf_calls##bits(&g);                                                                             \
        memset(&g, 0xff, sizeof g);                                                                     \
        tf_calls##bits(&g);                                                                             \
        CHECK(symcore_threefish##bits##_init(&live, key, tw) == SYMCORE_OK);                            \
        for (unsigned b = 0; b < 64; b++) { /* the flag word (the last): every call refuses */          \
            g = live;                                                                                   \
            flip(&g, sizeof g / 8 - 1, b);                                                              \
            tf_calls##bits(&g);                                                                         \
        }                                                                                               \
        for (size_t w = 0; w + 1 < sizeof live / 8; w++) /* key and tweak words: set_tweak refuses */   \
            for (unsigned b = 0; b < 64; b += 7) {                                                      \
                symcore_threefish##bits##_ctx *c;                                                       \
                uint8_t *out = malloc(NB);                                                              \
                g = live;                                                                               \
                flip(&g, w, b);                                                                         \
                c = heap_copy(&g, sizeof g);                                                            \
                CHECK(out != NULL);                                                                     \
                CHECK(symcore_threefish##bits##_set_tweak(c, tw) == SYMCORE_EINVAL);                    \
                CHECK(symcore_threefish##bits##_set_tweak(c, NULL) == SYMCORE_EINVAL);                  \
                CHECK(memcmp(c, &g, sizeof g) == 0);                                                    \
                /* documented: encrypt uses the words as they are, in bounds */                         \
                CHECK(symcore_threefish##bits##_encrypt(c, out, msg) == SYMCORE_OK);                    \
                CHECK(symcore_threefish##bits##_decrypt(c, out, out) == SYMCORE_OK);                    \
                CHECK(memcmp(out, msg, NB) == 0);                                                       \
                free(out);                                                                              \
                free(c);                                                                                \
            }                                                                                           \
    }
TF_GARBAGE(256, 32)
TF_GARBAGE(512, 64)
TF_GARBAGE(1024, 128)

#define SK_FIRST (1ull << 62)
#define SK_FINAL (1ull << 63)
#define SK_MSG (48ull << 56)

/* Every call on one Skein context of garbage: update (several lengths) and
 * final refuse it, write nothing and leave it unchanged; init revives it. */
#define SK_GARBAGE(bits, NB)                                                                            \
    static void sk_calls##bits(const symcore_skein##bits##_ctx *garbage)                                \
    {                                                                                                   \
        static const size_t lens[] = { 0, 1, 5, NB, 100, 1000 };                                        \
        symcore_skein##bits##_ctx *c = heap_copy(garbage, sizeof *c);                                   \
        uint8_t *out = malloc(40), fill[40], want[40];                                                  \
        if (out == NULL)                                                                                \
            exit(2);                                                                                    \
        memset(fill, 0x5a, 40);                                                                         \
        memset(out, 0x5a, 40);                                                                          \
        for (size_t l = 0; l < sizeof lens / sizeof lens[0]; l++)                                       \
            CHECK(symcore_skein##bits##_update(c, msg, lens[l]) == SYMCORE_EINVAL);                     \
        CHECK(symcore_skein##bits##_update(c, NULL, 0) == SYMCORE_EINVAL);                              \
        CHECK(symcore_skein##bits##_final(c, out) == SYMCORE_EINVAL);                                   \
        CHECK(symcore_skein##bits##_final(c, NULL) == SYMCORE_EINVAL);                                  \
        CHECK(symcore_skein##bits##_init(c, 40, NULL, 3) == SYMCORE_EINVAL);                            \
        CHECK(memcmp(out, fill, 40) == 0);                                                              \
        CHECK(memcmp(c, garbage, sizeof *c) == 0);                                                      \
        CHECK(symcore_skein##bits##_init(c, 40, key, 32) == SYMCORE_OK);                                \
        CHECK(symcore_skein##bits##_update(c, msg, 100) == SYMCORE_OK);                                 \
        CHECK(symcore_skein##bits##_final(c, out) == SYMCORE_OK);                                       \
        CHECK(symcore_skein##bits##_mac(want, 40, msg, 100, key, 32) == SYMCORE_OK);                    \
        CHECK(memcmp(out, want, 40) == 0);                                                              \
        free(out);                                                                                      \
        free(c);                                                                                        \
    }                                                                                                   \
    /* live with tweak, outlen and buflen set as given and the seal recomputed */                      \
    static void sk_forged##bits(const symcore_skein##bits##_ctx *live, uint64_t t0, uint64_t t1,        \
                                uint64_t outlen, uint64_t buflen)                                       \
    {                                                                                                   \
        symcore_skein##bits##_ctx g = *live;                                                            \
        g.tweak[0] = t0;                                                                                \
        g.tweak[1] = t1;                                                                                \
        g.outlen = outlen;                                                                              \
        g.buflen = buflen;                                                                              \
        g.h[NB / 8] = sc_skein_seal(t0, t1, outlen, buflen);                                            \
        sk_calls##bits(&g);                                                                             \
    }                                                                                                   \
    static void sk##bits(void)                                                                          \
    {                                                                                                   \
        typedef symcore_skein##bits##_ctx ctx_t;                                                        \
        const size_t words[] = { offsetof(ctx_t, h) / 8 + NB / 8, offsetof(ctx_t, tweak) / 8,           \
                                 offsetof(ctx_t, tweak) / 8 + 1, offsetof(ctx_t, outlen) / 8,           \
                                 offsetof(ctx_t, buflen) / 8 };                                         \
        ctx_t g, lives[2];                                                                              \
        uint8_t tmp[40];                                                                                \
        for (int i = 0; i < RANDOM_CONTEXTS; i++) {                                                     \
            tu_fill_random((uint8_t *)&g, sizeof g);                                                    \
            sk_calls##bits(&g);                                                                         \
        }                                                                                               \
        memset(&g, 0, sizeof g);                                                                        \
        sk_calls##bits(&g);                                                                             \
        memset(&g, 0xff, sizeof g);                                                                     \
        sk_calls##bits(&g);                                                                             \
        /* stale bytes, a nonzero tweak word, buflen 200 (SK_BYTES - buflen must not wrap) */           \
        memset(&g, 0x11, sizeof g);                                                                     \
        g.tweak[0] = 0x40;                                                                              \
        g.buflen = 200;                                                                                 \
        sk_calls##bits(&g);                                                                             \
        /* live: fresh (position 0), and after 3 blocks + 1 byte (position 3 blocks) */                 \
        CHECK(symcore_skein##bits##_init(&lives[0], 40, key, 32) == SYMCORE_OK);                        \
        lives[1] = lives[0];                                                                            \
        CHECK(symcore_skein##bits##_update(&lives[1], msg, 3 * NB + 1) == SYMCORE_OK);                  \
        for (int l = 0; l < 2; l++) {                                                                   \
            const ctx_t *v = &lives[l];                                                                 \
            uint64_t t0 = v->tweak[0], t1 = v->tweak[1], ol = v->outlen, bl = v->buflen;                \
            g = *v;                                                                                     \
            symcore_wipe(&g, sizeof g); /* wiped */                                                     \
            sk_calls##bits(&g);                                                                         \
            g = *v;                                                                                     \
            CHECK(symcore_skein##bits##_final(&g, tmp) == SYMCORE_OK); /* finished */                   \
            sk_calls##bits(&g);                                                                         \
            for (size_t w = 0; w < sizeof words / sizeof words[0]; w++)                                 \
                for (unsigned b = 0; b < 64; b++) {                                                     \
                    g = *v;                                                                             \
                    flip(&g, words[w], b);                                                              \
                    sk_calls##bits(&g);                                                                 \
                }                                                                                       \
            /* sealed, one bad field */                                                                 \
            sk_forged##bits(v, t0, t1, ol, NB + 1);                                                     \
            sk_forged##bits(v, t0, t1, ol, 200);                                                        \
            sk_forged##bits(v, t0, t1, ol, 1ull << 32);                                                 \
            sk_forged##bits(v, t0, t1, ol, ~0ull);                                                      \
            sk_forged##bits(v, t0, t1, (UINT64_MAX >> 3) + 1, bl);                                      \
            sk_forged##bits(v, t0, t1, ~0ull, bl);                                                      \
            sk_forged##bits(v, t0 + 1, t1, ol, bl);                                                     \
            sk_forged##bits(v, t0 + NB / 2, t1, ol, bl);                                                \
            sk_forged##bits(v, t0, t1 ^ SK_FIRST, ol, bl);                                              \
            sk_forged##bits(v, t0, t1 | SK_FINAL, ol, bl);                                              \
            sk_forged##bits(v, t0, (t1 & ~(63ull << 56)) | (4ull << 56), ol, bl); /* configuration */  \
            sk_forged##bits(v, t0, t1 & ~(63ull << 56), ol, bl);                  /* key */            \
            sk_forged##bits(v, t0, t1 | (63ull << 56), ol, bl);                   /* output */         \
            sk_forged##bits(v, t0, t1 | (1ull << 40), ol, bl);                    /* tree level */     \
        }                                                                                               \
        /* position > 0 with nothing held back; position 0 but flagged not first */                     \
        sk_forged##bits(&lives[0], NB, SK_MSG, 40, 0);                                                  \
        sk_forged##bits(&lives[0], 0, SK_MSG, 40, 5);                                                   \
        sk_forged##bits(&lives[0], 0, SK_MSG | 1, 40, 0); /* position 2^64, nothing held back */       \
        sk_forged##bits(&lives[0], 0, SK_MSG | SK_FIRST | 1, 40, 0);                                    \
    }
SK_GARBAGE(256, 32)
SK_GARBAGE(512, 64)
SK_GARBAGE(1024, 128)

int garbage_threefish(void)
{
    tu_fill_random(key, sizeof key);
    tu_fill_random(tw, sizeof tw);
    tu_fill_random(msg, sizeof msg);
    tf256();
    tf512();
    tf1024();
    sk256();
    sk512();
    sk1024();
    printf("garbage_threefish: %d checks, %d failed\n", tu_checks, tu_failures);
    return tu_failures;
}
