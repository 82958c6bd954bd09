/* Poly1305 known answers: RFC 8439 2.5.2 and Appendix A.3 #1-#11, plus
 * edge cases, each run one-shot, incrementally whole and byte by byte,
 * through verify, and directly on every backend core. */
#include "poly1305/poly1305_internal.h"
#include "rfc8439_texts.h"
#include "testutil.h"

#include <symcore.h>

struct kat {
    const char *name;
    const char *key;
    const char *msg_hex; /* or NULL: msg_text */
    const char *msg_text;
    const char *tag;
};

static const struct kat kats[] = {
    { "RFC 8439 2.5.2", "85d6be7857556d337f4452fe42d506a80103808afb0db2fd4abff6af4149f51b", NULL,
      "Cryptographic Forum Research Group", "a8061dc1305136c6c22b8baf0c0127a9" },
    { "A.3 #1", "0000000000000000000000000000000000000000000000000000000000000000",
      "00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      NULL, "00000000000000000000000000000000" },
    { "A.3 #2", "0000000000000000000000000000000036e5f6b5c5e06070f0efca96227a863e", NULL, rfc8439_ietf,
      "36e5f6b5c5e06070f0efca96227a863e" },
    { "A.3 #3", "36e5f6b5c5e06070f0efca96227a863e00000000000000000000000000000000", NULL, rfc8439_ietf,
      "f3477e7cd95417af89a6b8794c310cf0" },
    { "A.3 #4", "1c9240a5eb55d38af333888604f6b5f0473917c1402b80099dca5cbc207075c0", NULL, rfc8439_jabberwocky,
      "4541669a7eaaee61e708dc7cbcc5eb62" },
    { "A.3 #5", "0200000000000000000000000000000000000000000000000000000000000000",
      "ffffffffffffffffffffffffffffffff", NULL, "03000000000000000000000000000000" },
    { "A.3 #6", "02000000000000000000000000000000ffffffffffffffffffffffffffffffff",
      "02000000000000000000000000000000", NULL, "03000000000000000000000000000000" },
    { "A.3 #7", "0100000000000000000000000000000000000000000000000000000000000000",
      "ffffffffffffffffffffffffffffffff f0ffffffffffffffffffffffffffffff 11000000000000000000000000000000",
      NULL, "05000000000000000000000000000000" },
    { "A.3 #8", "0100000000000000000000000000000000000000000000000000000000000000",
      "ffffffffffffffffffffffffffffffff fbfefefefefefefefefefefefefefefe 01010101010101010101010101010101",
      NULL, "00000000000000000000000000000000" },
    { "A.3 #9", "0200000000000000000000000000000000000000000000000000000000000000",
      "fdffffffffffffffffffffffffffffff", NULL, "faffffffffffffffffffffffffffffff" },
    { "A.3 #10", "0100000000000000040000000000000000000000000000000000000000000000",
      "e33594d7505e43b900000000000000003394d7505e4379cd01000000000000000000000000000000000000000000000001000000000000000000000000000000",
      NULL, "14000000000000005500000000000000" },
    { "A.3 #11", "0100000000000000040000000000000000000000000000000000000000000000",
      "e33594d7505e43b900000000000000003394d7505e4379cd010000000000000000000000000000000000000000000000",
      NULL, "13000000000000000000000000000000" },
};

/* Key ff..ff (r with every bit clamping allows, s all ones) over n bytes of
 * ff: tags from a Python big-integer reference, checked against
 * pyca/cryptography's Poly1305 (OpenSSL). */
static const struct {
    size_t n;
    const char *tag;
} ff_kats[] = {
    { 0, "ffffffffffffffffffffffffffffffff" },
    { 1, "23feffef23f8ffef23f8ffef23f8ffef" },
    { 15, "fbff27e6030028e6030028e6030028ee" },
    { 16, "fbffff17faffff17faffff17faffff17" },
    { 17, "7cfe7ff768f81f2763f8bf565df85f86" },
    { 31, "5400a8ed4800481d4300e84c3d008884" },
    { 32, "5400801f3f00204f3900c07e330060ae" },
    { 33, "86fa6a437bf4ec24a274504dc37495bc" },
    { 63, "900f0bfaca5fd0a5c6a817b3d1e3a687" },
    { 64, "900fe32bc15fa8d7bca8efe4c7e37eb1" },
    { 65, "e4d8b131f296fa0723796121694ffa18" },
    { 128, "f8aaa2240c6c4b3a9de57476ea806eb4" },
};

static void check_all_ways(const char *name, const uint8_t key[32], const uint8_t *msg, size_t n,
                           const uint8_t want[16])
{
    uint8_t tag[16 + TU_GUARD];
    symcore_poly1305_ctx ctx;

    /* one-shot */
    tu_guard_init(tag, 16);
    CHECK(symcore_poly1305(tag, msg, n, key) == SYMCORE_OK);
    CHECK_MEM(tag, want, 16, name);
    CHECK_GUARD(tag, 16);

    /* incremental, whole */
    tu_guard_init(tag, 16);
    CHECK(symcore_poly1305_init(&ctx, key) == SYMCORE_OK);
    CHECK(symcore_poly1305_update(&ctx, msg, n) == SYMCORE_OK);
    CHECK(symcore_poly1305_final(&ctx, tag) == SYMCORE_OK);
    CHECK_MEM(tag, want, 16, name);
    CHECK_GUARD(tag, 16);

    /* incremental, byte by byte */
    CHECK(symcore_poly1305_init(&ctx, key) == SYMCORE_OK);
    for (size_t i = 0; i < n; i++)
        CHECK(symcore_poly1305_update(&ctx, msg + i, 1) == SYMCORE_OK);
    CHECK(symcore_poly1305_final(&ctx, tag) == SYMCORE_OK);
    CHECK_MEM(tag, want, 16, name);

    /* verify accepts the tag and rejects it with any one bit flipped */
    CHECK(symcore_poly1305_init(&ctx, key) == SYMCORE_OK);
    CHECK(symcore_poly1305_update(&ctx, msg, n) == SYMCORE_OK);
    CHECK(symcore_poly1305_verify(&ctx, want) == SYMCORE_OK);
    for (int bit = 0; bit < 128; bit += 13) {
        uint8_t bad[16];
        memcpy(bad, want, 16);
        bad[bit / 8] ^= (uint8_t)(1u << (bit % 8));
        CHECK(symcore_poly1305_init(&ctx, key) == SYMCORE_OK);
        CHECK(symcore_poly1305_update(&ctx, msg, n) == SYMCORE_OK);
        CHECK(symcore_poly1305_verify(&ctx, bad) == SYMCORE_EAUTH);
    }

    /* every backend core directly: its one-shot, and init/blocks/finish (the
     * SIMD backends when the CPU has them; these messages are below their
     * switch-over lengths, test_poly1305_backends drives their many-block code) */
    const struct sc_poly1305_backend *bes[5] = { &symcore__poly1305_portable32, NULL, NULL, NULL,
                                                 &symcore__poly1305_portable32x2 };
#if SC_POLY1305_HAVE_64
    bes[1] = &symcore__poly1305_portable64;
#endif
#if SC_X86_64
    if (symcore__cpu_features() & SC_CPU_AVX2)
        bes[2] = &symcore__poly1305_avx2;
    if ((symcore__cpu_features() & SC_CPU_AVX512F) && (symcore__cpu_features() & SC_CPU_AVX512IFMA))
        bes[3] = &symcore__poly1305_avx512ifma;
#endif
    for (int b = 0; b < 5; b++) {
        uint64_t st[SC_POLY1305_STATE_WORDS];
        uint8_t last[16] = { 0 };
        if (bes[b] == NULL)
            continue;
        bes[b]->mac(tag, msg, n, key);
        CHECK_MEM(tag, want, 16, name);
        bes[b]->init(st, key);
        for (size_t i = 0; i + 16 <= n; i += 16)
            bes[b]->blocks(st, msg + i, 1, 1);
        if (n % 16) {
            memcpy(last, msg + n - n % 16, n % 16);
            last[n % 16] = 1;
            bes[b]->blocks(st, last, 1, 0);
        }
        bes[b]->finish(st, tag);
        CHECK_MEM(tag, want, 16, name);
    }
}

int main(void)
{
    uint8_t key[32], want[16], msg[512];
    for (size_t i = 0; i < sizeof kats / sizeof kats[0]; i++) {
        size_t n;
        tu_unhex(key, 32, kats[i].key);
        tu_unhex(want, 16, kats[i].tag);
        if (kats[i].msg_hex != NULL) {
            n = tu_unhex(msg, sizeof msg, kats[i].msg_hex);
        } else {
            n = strlen(kats[i].msg_text);
            memcpy(msg, kats[i].msg_text, n);
        }
        check_all_ways(kats[i].name, key, msg, n, want);
    }
    CHECK(strlen(rfc8439_ietf) == 375);
    CHECK(strlen(rfc8439_jabberwocky) == 127);

    memset(key, 0xff, 32);
    memset(msg, 0xff, sizeof msg);
    for (size_t i = 0; i < sizeof ff_kats / sizeof ff_kats[0]; i++) {
        tu_unhex(want, 16, ff_kats[i].tag);
        check_all_ways("r all ones, s all ones, ff message", key, msg, ff_kats[i].n, want);
    }

    /* NULL input with length 0 is an empty message: the tag is s */
    tu_unhex(key, 32, kats[2].key);
    CHECK(symcore_poly1305(want, NULL, 0, key) == SYMCORE_OK);
    CHECK_MEM(want, key + 16, 16, "empty message tag = s");
    return tu_finish("poly1305_kat");
}
