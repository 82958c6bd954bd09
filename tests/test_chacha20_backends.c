/* Every ChaCha20 backend this CPU can run against the portable one on
 * pseudo-random keys, nonce words, block counters and inputs: every length
 * 0..4*512+1 (all the 16-, 9-, 8-, 4-, 2- and 1-block paths and their
 * partial and masked tails) and a
 * few long ones, out of place and in place, with sentinels after the output.
 * Counters: random; 1 to (blocks + 9) blocks below 2^32, so word 12 wraps
 * and carries into word 13 (the 64-bit XChaCha20 counter) at any block of the
 * message or just past it; the same below 2^64. xor_stream_k0, seal_first
 * and xor_stream_mac (ChaCha20 with Poly1305 stitched in) where a backend
 * has them. */
#include <symcore.h>

#include "chacha20/chacha20_internal.h"
#include "poly1305/poly1305_internal.h"
#include "testutil.h"

#define MAXLEN (4 * 512 + 1)
#define BIGLEN 70001

static uint8_t in[BIGLEN], out_b[BIGLEN + TU_GUARD], out_p[BIGLEN + TU_GUARD];

static void random_state(uint32_t st[16], int counter_kind, size_t len)
{
    uint8_t key[32];
    tu_fill_random(key, sizeof key);
    sc_chacha_setup(st, key, (uint32_t)tu_rand64(), (uint32_t)tu_rand64(), (uint32_t)tu_rand64(),
                    (uint32_t)tu_rand64());
    /* the wrap point anywhere from the first block to 8 blocks past the
     * last one: inside the message it falls on every lane of a pass, on the
     * scalar block of the AVX2 9-block passes and on the part block */
    uint32_t below = 1 + (uint32_t)(tu_rand64() % (len / 64 + 9));
    if (counter_kind == 1)
        st[12] = 0u - below; /* 2^32 - below: crosses into word 13 */
    else if (counter_kind == 2)
        st[12] = 0u - below, st[13] = 0xffffffffu; /* 2^64 - below: wraps to 0 */
}

/* Returns 1 if both calls on len bytes agree. */
static int compare_one(const struct sc_chacha20_backend *b, size_t len, int counter_kind)
{
    uint32_t st[16], copy[16];
    int ok = 1;
    random_state(st, counter_kind, len);
    memcpy(copy, st, sizeof st);
    tu_fill_random(in, len);

    /* out of place */
    tu_guard_init(out_b, len);
    tu_guard_init(out_p, len);
    b->xor_stream(out_b, in, len, st);
    symcore__chacha20_portable.xor_stream(out_p, in, len, st);
    ok &= memcmp(out_b, out_p, len) == 0;
    ok &= tu_guard_ok(out_b, len);
    ok &= memcmp(st, copy, sizeof st) == 0;

    /* in place, on the input copied into out_b */
    memcpy(out_b, in, len);
    tu_guard_init(out_b, len);
    b->xor_stream(out_b, out_b, len, st);
    ok &= memcmp(out_b, out_p, len) == 0;
    ok &= tu_guard_ok(out_b, len);
    if (!ok)
        fprintf(stderr, "  backend %s, len %zu, counter kind %d\n", b->name, len, counter_kind);
    return ok;
}

/* xor_stream_k0 against two portable calls, len 0..SC_CHACHA20_K0_MAX */
static int compare_k0(const struct sc_chacha20_backend *b, size_t len, int counter_kind)
{
    static const uint8_t zero[64];
    uint8_t ks0[64 + TU_GUARD], want0[64];
    uint32_t st[16], next[16];
    int ok = 1;
    random_state(st, counter_kind, len + 64);
    tu_fill_random(in, len);
    symcore__chacha20_portable.xor_stream(want0, zero, 64, st);
    memcpy(next, st, sizeof st);
    next[12] += 1;
    next[13] += next[12] == 0; /* the 64-bit counter + 1 */
    symcore__chacha20_portable.xor_stream(out_p, in, len, next);

    tu_guard_init(out_b, len);
    tu_guard_init(ks0, 64);
    b->xor_stream_k0(ks0, out_b, in, len, st);
    ok &= memcmp(ks0, want0, 64) == 0 && tu_guard_ok(ks0, 64);
    ok &= memcmp(out_b, out_p, len) == 0 && tu_guard_ok(out_b, len);
    memcpy(out_b, in, len); /* in place */
    b->xor_stream_k0(ks0, out_b, out_b, len, st);
    ok &= memcmp(ks0, want0, 64) == 0 && memcmp(out_b, out_p, len) == 0 && tu_guard_ok(out_b, len);
    if (!ok)
        fprintf(stderr, "  backend %s xor_stream_k0, len %zu, counter kind %d\n", b->name, len, counter_kind);
    return ok;
}

#if SC_POLY1305_HAVE_64
/* xor_stream_mac against the portable xor_stream and Poly1305 over the lag
 * bytes before out and out zero-padded: the same ciphertext and tag, in and
 * out of place. lag: 0, one block, one or two passes' worth, or random. */
static int compare_mac(const struct sc_chacha20_backend *b, size_t len, int counter_kind)
{
    static const size_t lags[] = { 0, 16, 512, 1024 };
    uint8_t key[32], tag_b[16], tag_p[16], last[16] = { 0 };
    uint64_t ps_b[SC_POLY1305_STATE_WORDS], ps_p[SC_POLY1305_STATE_WORDS];
    uint32_t st[16], copy[16];
    size_t lag = counter_kind < 4 ? lags[counter_kind] : 16 * (size_t)(tu_rand64() % 65);
    int ok = 1;
    random_state(st, counter_kind % 3, len);
    memcpy(copy, st, sizeof st);
    tu_fill_random(key, sizeof key);
    tu_fill_random(in, len);
    tu_fill_random(out_p, lag); /* ciphertext written before, not yet MACed */
    symcore__chacha20_portable.xor_stream(out_p + lag, in, len, st);
    symcore__poly1305_p64_init(ps_p, key);
    symcore__poly1305_p64_blocks(ps_p, out_p, (lag + len) / 16, 1);
    if (len % 16 != 0) {
        memcpy(last, out_p + lag + len - len % 16, len % 16);
        symcore__poly1305_p64_blocks(ps_p, last, 1, 1);
    }
    symcore__poly1305_p64_finish(ps_p, tag_p);

    for (int in_place = 0; in_place < 2; in_place++) {
        memcpy(out_b, out_p, lag);
        if (in_place)
            memcpy(out_b + lag, in, len);
        tu_guard_init(out_b, lag + len);
        symcore__poly1305_p64_init(ps_b, key);
        b->xor_stream_mac(out_b + lag, in_place ? out_b + lag : in, len, lag, st, ps_b);
        symcore__poly1305_p64_finish(ps_b, tag_b);
        ok &= memcmp(out_b, out_p, lag + len) == 0 && tu_guard_ok(out_b, lag + len);
        ok &= memcmp(tag_b, tag_p, 16) == 0 && memcmp(st, copy, sizeof st) == 0;
    }
    if (!ok)
        fprintf(stderr, "  backend %s xor_stream_mac, len %zu, lag %zu, counter kind %d\n", b->name, len, lag,
                counter_kind % 3);
    return ok;
}
#endif

#if SC_POLY1305_HAVE_64
/* seal_first against the portable keystream: the 512 bytes after the
 * counter's block, and the Poly1305 state keyed with that block */
static int compare_first(const struct sc_chacha20_backend *b, int counter_kind)
{
    static const uint8_t zero[64];
    const size_t n = SC_CHACHA20_SEAL_FIRST;
    uint8_t ks0[64];
    uint64_t ps_b[SC_POLY1305_STATE_WORDS], ps_p[SC_POLY1305_STATE_WORDS];
    uint32_t st[16], next[16];
    int ok = 1;
    random_state(st, counter_kind, n + 64);
    tu_fill_random(in, n);
    symcore__chacha20_portable.xor_stream(ks0, zero, 64, st);
    symcore__poly1305_p64_init(ps_p, ks0);
    memcpy(next, st, sizeof st);
    next[12] += 1;
    next[13] += next[12] == 0;
    symcore__chacha20_portable.xor_stream(out_p, in, n, next);
    for (int in_place = 0; in_place < 2; in_place++) {
        if (in_place)
            memcpy(out_b, in, n);
        tu_guard_init(out_b, n);
        memset(ps_b, 0xa5, sizeof ps_b);
        b->seal_first(out_b, in_place ? out_b : in, st, ps_b);
        ok &= memcmp(out_b, out_p, n) == 0 && tu_guard_ok(out_b, n);
        ok &= memcmp(ps_b, ps_p, 7 * sizeof ps_p[0]) == 0; /* r, h, s */
    }
    if (!ok)
        fprintf(stderr, "  backend %s seal_first, counter kind %d\n", b->name, counter_kind);
    return ok;
}
#endif

static void compare(const struct sc_chacha20_backend *b)
{
    static const size_t big[] = { 4096, 4097, 16384 + 63, 65536 + 448 + 17, BIGLEN };
    int failed = 0;
    for (size_t len = 0; len <= MAXLEN; len++)
        for (int kind = 0; kind < 3; kind++)
            if (!compare_one(b, len, kind))
                failed++;
    for (size_t i = 0; i < sizeof big / sizeof big[0]; i++)
        for (int kind = 0; kind < 3; kind++)
            if (!compare_one(b, big[i], kind))
                failed++;
    if (b->xor_stream_k0 != NULL) {
        for (size_t len = 0; len <= SC_CHACHA20_K0_MAX; len++)
            for (int kind = 0; kind < 3; kind++)
                if (!compare_k0(b, len, kind))
                    failed++;
        printf("backend %s: xor_stream_k0 checked\n", b->name);
    }
#if SC_POLY1305_HAVE_64
    if (b->xor_stream_mac != NULL) {
        static const size_t big_mac[] = { 16384, 16384 + 17, 65536 + 448 + 17 };
        for (size_t len = 0; len <= MAXLEN; len++)
            for (int kind = 0; kind < 5; kind++)
                if (!compare_mac(b, len, kind))
                    failed++;
        for (size_t i = 0; i < sizeof big_mac / sizeof big_mac[0]; i++)
            for (int kind = 0; kind < 5; kind++)
                if (!compare_mac(b, big_mac[i], kind))
                    failed++;
        printf("backend %s: xor_stream_mac checked\n", b->name);
    }
    if (b->seal_first != NULL) {
        for (int i = 0; i < 300; i++)
            if (!compare_first(b, i % 3))
                failed++;
        printf("backend %s: seal_first checked\n", b->name);
    }
#endif
    CHECK(failed == 0);
    printf("backend %s agrees with portable%s\n", b->name, failed ? " NOT" : "");
}

int main(void)
{
    const char *name = symcore_backend("chacha20");
    printf("selected chacha20 backend: %s\n", name);
    CHECK(strcmp(name, symcore__chacha20_backend()->name) == 0);

    /* the reference itself on RFC 8439 2.3.2 (one block, counter 1) */
    {
        static const char *key_hex = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";
        static const char *want_hex = "10f1e7e4d13b5915500fdd1fa32071c4c7d1f4c733c068030422aa9ac3d46c4e"
                                      "d2826446079faa0914c2d705d98b02a2b5129cd1de164eb9cbd083e8a2503c4e";
        uint8_t key[32], want[64], zero[64] = { 0 };
        uint32_t st[16];
        tu_unhex(key, sizeof key, key_hex);
        tu_unhex(want, sizeof want, want_hex);
        sc_chacha_setup(st, key, 1, 0x09000000u, 0x4a000000u, 0);
        symcore__chacha20_portable.xor_stream(out_p, zero, 64, st);
        CHECK_MEM(out_p, want, 64, "portable RFC 8439 2.3.2");
        symcore__chacha20_backend()->xor_stream(out_b, zero, 64, st);
        CHECK_MEM(out_b, want, 64, "selected backend RFC 8439 2.3.2");
    }

    compare(symcore__chacha20_backend());
#if SC_CHACHA20_HAVE_NEON
    if (symcore__chacha20_backend() != &symcore__chacha20_neon)
        compare(&symcore__chacha20_neon);
#endif
#if SC_X86_64
    compare(&symcore__chacha20_sse2);
    if (symcore__cpu_features() & SC_CPU_SSSE3)
        compare(&symcore__chacha20_ssse3);
    else
        printf("no SSSE3: ssse3 backend skipped\n");
    if (symcore__cpu_features() & SC_CPU_AVX2)
        compare(&symcore__chacha20_avx2);
    else
        printf("no AVX2: avx2 backend skipped\n");
    if ((symcore__cpu_features() & (SC_CPU_AVX512F | SC_CPU_AVX512VL | SC_CPU_AVX512BW)) ==
        (SC_CPU_AVX512F | SC_CPU_AVX512VL | SC_CPU_AVX512BW)) {
        compare(&symcore__chacha20_avx512);
    } else {
        printf("no AVX512F+VL+BW: avx512 backend skipped\n");
    }
#endif
    return tu_finish("chacha20_backends");
}
