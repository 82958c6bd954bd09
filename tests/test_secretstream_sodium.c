/* The secretstream against libsodium's crypto_secretstream_xchacha20poly1305
 * (linked only here, when installed): 2,000 random streams in both
 * directions. libsodium's init_push draws the header; symcore's init_push
 * takes the same header, and every chunk of the two writers must be equal
 * byte for byte, then each reader must pull the other's stream. Chunk sizes
 * 0..70,000, every tag, AD on some chunks, explicit rekeys at the same
 * points on both sides, and the 32-bit counter's wrap (both states'
 * counters set near 2^32, libsodium's state layout being public). */
#include <sodium.h>
#include <symcore.h>

#include "testutil.h"

#define MAXLEN 70000

static uint8_t m[MAXLEN], c1[MAXLEN + 17 + TU_GUARD], c2[MAXLEN + 17 + TU_GUARD], p[MAXLEN + TU_GUARD],
    ad[300];

static size_t pick_len(void)
{
    uint64_t r = tu_rand64() % 100;
    if (r < 60)
        return (size_t)(tu_rand64() % 300);
    if (r < 90)
        return (size_t)(tu_rand64() % 5000);
    return (size_t)(tu_rand64() % (MAXLEN + 1));
}

/* One stream of nchunks; wrap: start both counters at 0xfffffffe. */
static void one_stream(int nchunks, int wrap)
{
    crypto_secretstream_xchacha20poly1305_state ss, sp;
    symcore_secretstream_state ys, yp;
    uint8_t key[32], header[24];
    tu_fill_random(key, sizeof key);
    crypto_secretstream_xchacha20poly1305_init_push(&ss, header, key);
    CHECK(symcore_secretstream_init_push(&ys, header, key) == SYMCORE_OK);
    CHECK(crypto_secretstream_xchacha20poly1305_init_pull(&sp, header, key) == 0);
    CHECK(symcore_secretstream_init_pull(&yp, header, key) == SYMCORE_OK);
    if (wrap) {
        memset(ss.nonce, 0xff, 4);
        ss.nonce[0] = 0xfe;
        memcpy(sp.nonce, ss.nonce, 4);
        memcpy(ys.nonce, ss.nonce, 4);
        memcpy(yp.nonce, ss.nonce, 4);
    }
    for (int i = 0; i < nchunks; i++) {
        size_t len = pick_len(), adlen = tu_rand64() % 3 == 0 ? (size_t)(tu_rand64() % sizeof ad) : 0;
        uint8_t tag = i == nchunks - 1 ? crypto_secretstream_xchacha20poly1305_TAG_FINAL : (uint8_t)(tu_rand64() % 4);
        unsigned long long clen = 0;
        uint8_t t1 = 0xee, t2 = 0xee;
        tu_fill_random(m, len);
        tu_fill_random(ad, adlen);
        tu_guard_init(c1, len + 17);
        tu_guard_init(p, len);
        crypto_secretstream_xchacha20poly1305_push(&ss, c2, &clen, m, len, adlen ? ad : NULL, adlen, tag);
        CHECK(clen == len + 17);
        CHECK(symcore_secretstream_push(&ys, c1, m, len, adlen ? ad : NULL, adlen, tag) == SYMCORE_OK);
        CHECK_GUARD(c1, len + 17);
        if (!CHECK_MEM(c1, c2, len + 17, "chunk")) {
            fprintf(stderr, "  chunk %d len %zu adlen %zu tag %u\n", i, len, adlen, tag);
            return;
        }
        /* libsodium reads symcore's chunk, symcore reads libsodium's */
        unsigned long long mlen = 0;
        CHECK(crypto_secretstream_xchacha20poly1305_pull(&sp, p, &mlen, &t1, c1, len + 17, adlen ? ad : NULL,
                                                         adlen) == 0);
        CHECK(mlen == len && t1 == tag);
        CHECK_MEM(p, m, len, "libsodium pull");
        CHECK(symcore_secretstream_pull(&yp, p, &t2, c2, len + 17, adlen ? ad : NULL, adlen) == SYMCORE_OK);
        CHECK(t2 == tag);
        CHECK_GUARD(p, len);
        CHECK_MEM(p, m, len, "symcore pull");
        if (tu_rand64() % 8 == 0) { /* explicit rekey on all four */
            crypto_secretstream_xchacha20poly1305_rekey(&ss);
            crypto_secretstream_xchacha20poly1305_rekey(&sp);
            CHECK(symcore_secretstream_rekey(&ys) == SYMCORE_OK);
            CHECK(symcore_secretstream_rekey(&yp) == SYMCORE_OK);
        }
    }
    /* the states agree at the end */
    CHECK_MEM(ys.k, ss.k, 32, "key after the stream");
    CHECK_MEM(ys.nonce, ss.nonce, 12, "nonce after the stream");
    CHECK_MEM(yp.k, ss.k, 32, "reader key after the stream");
}

int main(void)
{
    if (sodium_init() < 0)
        return 1;
    for (int s = 0; s < 2000 && tu_failures == 0; s++)
        one_stream(1 + (int)(tu_rand64() % 8), 0);
    one_stream(40, 0);  /* long, through several TAG_REKEY */
    for (int s = 0; s < 20; s++)
        one_stream(4, 1); /* the counter wraps to 0: rekey */
    return tu_finish("secretstream_sodium");
}
