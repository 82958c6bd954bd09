/*
 * Skein beyond the KATs, for all three state sizes:
 * - against a second, deliberately plain Skein written here over the public
 *   Threefish API (UBI block by block as Skein 1.3, section 3.4, states it),
 *   for message lengths 0 .. 3 blocks + 1, key lengths 0, 1, 32, a state and
 *   a state + 1, and output lengths 0, 1, 20, a state - 1, a state + 1 and
 *   three states + 5 (several output blocks);
 * - incremental equals one-shot at every split point, and in three pieces;
 * - a keyed context copied by assignment MACs many messages;
 * - sentinels after every output; misuse, each SYMCORE_EINVAL with nothing
 *   written and the context as it was: NULL context, NULL key with a
 *   length, NULL input with a length, NULL output (the context stays live),
 *   final twice, wiped and zeroed contexts.
 */
#include <symcore.h>

#include "testutil.h"

#define T_FIRST (1ull << 62)
#define T_FINAL (1ull << 63)

static void put64(uint8_t *p, uint64_t v)
{
    for (int i = 0; i < 8; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

/* The reference: UBI(G, M, type) over symcore_threefishNNN_* with G as key. */
#define REFERENCE(bits, NB)                                                                          \
    static void ubi##bits(uint8_t g[NB], const uint8_t *m, size_t len, uint64_t type)                \
    {                                                                                                \
        size_t pos = 0;                                                                              \
        int first = 1;                                                                               \
        do {                                                                                         \
            uint8_t block[NB] = { 0 }, tweak[16], c[NB];                                             \
            size_t n = len - pos < NB ? len - pos : NB;                                              \
            int final = pos + n == len;                                                              \
            if (n > 0)                                                                               \
                memcpy(block, m + pos, n);                                                           \
            pos += n;                                                                                \
            put64(tweak, (uint64_t)pos);                                                             \
            put64(tweak + 8, (type << 56) | (first ? T_FIRST : 0) | (final ? T_FINAL : 0));          \
            symcore_threefish##bits##_ctx tf;                                                        \
            CHECK(symcore_threefish##bits##_init(&tf, g, tweak) == SYMCORE_OK);                      \
            CHECK(symcore_threefish##bits##_encrypt(&tf, c, block) == SYMCORE_OK);                   \
            for (size_t i = 0; i < NB; i++)                                                          \
                g[i] = c[i] ^ block[i];                                                              \
            first = 0;                                                                               \
        } while (pos < len);                                                                         \
    }                                                                                                \
    static void ref##bits(uint8_t *out, size_t outlen, const uint8_t *m, size_t len,                 \
                          const uint8_t *key, size_t keylen)                                         \
    {                                                                                                \
        uint8_t g[NB] = { 0 }, cfg[32] = { 'S', 'H', 'A', '3', 1, 0, 0, 0 };                         \
        if (keylen > 0)                                                                              \
            ubi##bits(g, key, keylen, 0);                                                            \
        put64(cfg + 8, (uint64_t)outlen * 8);                                                        \
        ubi##bits(g, cfg, 32, 4);                                                                    \
        ubi##bits(g, m, len, 48);                                                                    \
        for (uint64_t i = 0; i * NB < outlen; i++) {                                                 \
            uint8_t o[NB], ctr[8];                                                                   \
            memcpy(o, g, NB);                                                                        \
            put64(ctr, i);                                                                           \
            ubi##bits(o, ctr, 8, 63);                                                                \
            memcpy(out + i * NB, o, outlen - i * NB < NB ? outlen - i * NB : NB);                    \
        }                                                                                            \
    }

REFERENCE(256, 32)
REFERENCE(512, 64)
REFERENCE(1024, 128)

#define MAXMSG (3 * 128 + 1)
#define MAXOUT (3 * 128 + 5)

#define CHECKS(bits, NB)                                                                             \
    static void checks##bits(void)                                                                   \
    {                                                                                                \
        static uint8_t msg[MAXMSG], key[NB + 1], want[MAXOUT], got[MAXOUT + TU_GUARD];               \
        const size_t keylens[] = { 0, 1, 32, NB, NB + 1 };                                           \
        const size_t outlens[] = { 0, 1, 20, NB - 1, NB + 1, 3 * NB + 5 };                           \
        symcore_skein##bits##_ctx ctx, keyed;                                                        \
        tu_fill_random(msg, sizeof msg);                                                             \
        tu_fill_random(key, sizeof key);                                                             \
        /* reference, over message, key and output lengths */                                        \
        for (size_t k = 0; k < sizeof keylens / sizeof keylens[0]; k++)                              \
            for (size_t o = 0; o < sizeof outlens / sizeof outlens[0]; o++)                          \
                for (size_t len = 0; len <= 3 * NB + 1; len += (len < NB + 2 ? 1 : NB - 1)) {        \
                    size_t kl = keylens[k], ol = outlens[o];                                         \
                    ref##bits(want, ol, msg, len, key, kl);                                          \
                    tu_guard_init(got, ol);                                                          \
                    if (kl == 0)                                                                     \
                        CHECK(symcore_skein##bits(got, ol, msg, len) == SYMCORE_OK);                 \
                    else                                                                             \
                        CHECK(symcore_skein##bits##_mac(got, ol, msg, len, key, kl) == SYMCORE_OK);  \
                    if (!CHECK_MEM(got, want, ol, "against the reference"))                          \
                        fprintf(stderr, "  Skein-%d: msg %zu key %zu out %zu\n", bits, len, kl, ol); \
                    CHECK_GUARD(got, ol);                                                            \
                }                                                                                    \
        /* incremental == one-shot at every split point, and three pieces */                         \
        for (size_t len = 0; len <= 3 * NB + 1; len++) {                                             \
            CHECK(symcore_skein##bits##_mac(want, 40, msg, len, key, 32) == SYMCORE_OK);             \
            for (size_t cut = 0; cut <= len; cut++) {                                                \
                CHECK(symcore_skein##bits##_init(&ctx, 40, key, 32) == SYMCORE_OK);                  \
                CHECK(symcore_skein##bits##_update(&ctx, msg, cut) == SYMCORE_OK);                   \
                CHECK(symcore_skein##bits##_update(&ctx, msg + cut, 0) == SYMCORE_OK);               \
                CHECK(symcore_skein##bits##_update(&ctx, msg + cut, (len - cut) / 2) == SYMCORE_OK); \
                CHECK(symcore_skein##bits##_update(&ctx, msg + cut + (len - cut) / 2, len - cut - (len - cut) / 2) == SYMCORE_OK); \
                tu_guard_init(got, 40);                                                              \
                CHECK(symcore_skein##bits##_final(&ctx, got) == SYMCORE_OK);                         \
                CHECK_MEM(got, want, 40, "split");                                                   \
                CHECK_GUARD(got, 40);                                                                \
            }                                                                                        \
        }                                                                                            \
        /* a keyed context copied by assignment */                                                   \
        CHECK(symcore_skein##bits##_init(&keyed, NB, key, NB) == SYMCORE_OK);                        \
        for (size_t len = 0; len < 3 * NB; len += 7) {                                               \
            ctx = keyed;                                                                             \
            CHECK(symcore_skein##bits##_update(&ctx, msg, len) == SYMCORE_OK);                       \
            CHECK(symcore_skein##bits##_final(&ctx, got) == SYMCORE_OK);                             \
            CHECK(symcore_skein##bits##_mac(want, NB, msg, len, key, NB) == SYMCORE_OK);             \
            CHECK_MEM(got, want, NB, "keyed copy");                                                  \
        }                                                                                            \
        /* misuse: EINVAL, nothing written, the context as it was */                                            \
        CHECK(symcore_skein##bits##_init(NULL, 32, key, 32) == SYMCORE_EINVAL);                                 \
        CHECK(symcore_skein##bits##_update(NULL, msg, 10) == SYMCORE_EINVAL);                                   \
        CHECK(symcore_skein##bits##_final(NULL, got) == SYMCORE_EINVAL);                                        \
        memset(got, 0x5a, NB);                                                                                  \
        memset(want, 0x5a, NB);                                                                                 \
        CHECK(symcore_skein##bits(NULL, 0, msg, 10) == SYMCORE_OK);                                             \
        CHECK(symcore_skein##bits(NULL, NB, msg, 10) == SYMCORE_EINVAL);                                        \
        CHECK(symcore_skein##bits(got, NB, NULL, 10) == SYMCORE_EINVAL);                                        \
        CHECK(symcore_skein##bits##_mac(got, NB, NULL, 10, key, 5) == SYMCORE_EINVAL);                          \
        CHECK(symcore_skein##bits##_mac(got, NB, msg, 10, NULL, 5) == SYMCORE_EINVAL);                          \
        CHECK_MEM(got, want, NB, "one-shot misuse writes nothing");                                             \
        memset(&ctx, 0x77, sizeof ctx);                                                                         \
        keyed = ctx;                                                                                            \
        CHECK(symcore_skein##bits##_init(&ctx, NB, NULL, 5) == SYMCORE_EINVAL);                                 \
        CHECK(memcmp(&ctx, &keyed, sizeof ctx) == 0); /* NULL key: context as it was */                         \
        CHECK(symcore_skein##bits##_update(&ctx, msg, 10) == SYMCORE_EINVAL);                                   \
        CHECK(symcore_skein##bits##_final(&ctx, got) == SYMCORE_EINVAL);                                        \
        CHECK_MEM(got, want, NB, "NULL key: nothing written");                                                  \
        CHECK(symcore_skein##bits##_init(&ctx, NB, NULL, 0) == SYMCORE_OK); /* a hash */                        \
        keyed = ctx;                                                                                            \
        CHECK(symcore_skein##bits##_update(&ctx, NULL, 10) == SYMCORE_EINVAL);                                  \
        CHECK(memcmp(&ctx, &keyed, sizeof ctx) == 0); /* absorbed nothing */                                    \
        CHECK(symcore_skein##bits##_update(&ctx, msg, 10) == SYMCORE_OK);                                       \
        CHECK(symcore_skein##bits##_final(&ctx, got) == SYMCORE_OK);                                            \
        CHECK(symcore_skein##bits(want, NB, msg, 10) == SYMCORE_OK);                                            \
        CHECK_MEM(got, want, NB, "NULL input ignored");                                                         \
        memset(got, 0x5a, NB);                                                                                  \
        memset(want, 0x5a, NB);                                                                                 \
        CHECK(symcore_skein##bits##_init(&ctx, NB, NULL, 0) == SYMCORE_OK);                                     \
        keyed = ctx;                                                                                            \
        CHECK(symcore_skein##bits##_final(&ctx, NULL) == SYMCORE_EINVAL); /* nothing written */                 \
        CHECK(memcmp(&ctx, &keyed, sizeof ctx) == 0);                     /* the context kept */                \
        CHECK(symcore_skein##bits##_final(&ctx, got) == SYMCORE_OK);                                            \
        CHECK(symcore_skein##bits(want, NB, NULL, 0) == SYMCORE_OK);                                            \
        CHECK_MEM(got, want, NB, "final after a refused final");                                                \
        memset(got, 0x5a, NB);                                                                                  \
        memset(want, 0x5a, NB);                                                                                 \
        CHECK(symcore_skein##bits##_final(&ctx, got) == SYMCORE_EINVAL); /* ended */                            \
        CHECK(symcore_skein##bits##_update(&ctx, msg, 10) == SYMCORE_EINVAL);                                   \
        CHECK(symcore_skein##bits##_final(&ctx, got) == SYMCORE_EINVAL);                                        \
        CHECK_MEM(got, want, NB, "final twice writes nothing");                                                 \
        CHECK(symcore_skein##bits##_init(&ctx, NB, key, 3) == SYMCORE_OK);                                      \
        symcore_wipe(&ctx, sizeof ctx);                                                                         \
        CHECK(symcore_skein##bits##_update(&ctx, msg, 100) == SYMCORE_EINVAL);                                  \
        CHECK(symcore_skein##bits##_final(&ctx, got) == SYMCORE_EINVAL);                                        \
        memset(&ctx, 0, sizeof ctx);                                                                            \
        CHECK(symcore_skein##bits##_update(&ctx, msg, 100) == SYMCORE_EINVAL);                                  \
        CHECK(symcore_skein##bits##_final(&ctx, got) == SYMCORE_EINVAL);                                        \
        CHECK_MEM(got, want, NB, "wiped or zeroed context writes nothing");                                     \
        CHECK(symcore_skein##bits##_init(&ctx, 0, NULL, 0) == SYMCORE_OK); /* outlen 0: NULL output is fine */  \
        CHECK(symcore_skein##bits##_update(&ctx, msg, 100) == SYMCORE_OK);                                      \
        CHECK(symcore_skein##bits##_final(&ctx, NULL) == SYMCORE_OK);                                           \
        CHECK(symcore_skein##bits##_update(&ctx, msg, 1) == SYMCORE_EINVAL); /* ended */                        \
    }

CHECKS(256, 32)
CHECKS(512, 64)
CHECKS(1024, 128)

int main(void)
{
    checks256();
    checks512();
    checks1024();
    return tu_finish("skein_incremental");
}
