/* Both AEADs through every ChaCha20 backend this CPU can run (forced in
 * turn), against a two-pass reference built here from the portable ChaCha20
 * core and the public incremental Poly1305: every message length 0..1100 and
 * a few long ones (across the seal chunk size and the 16-block passes), with
 * pseudo-random keys, nonces and AD lengths on both sides of the 32-byte
 * short-path limit. Seal out of place and in place; open of the result;
 * seal with the AD inside the output buffer; open of a tampered ciphertext
 * fails and leaves the output untouched. */
#include <symcore.h>

#include "chacha20/chacha20_internal.h"
#include "testutil.h"

#define MAXLEN 1100
#define BIGLEN 70001

static uint8_t msg[BIGLEN], ref[BIGLEN], out[BIGLEN + TU_GUARD], back[BIGLEN + TU_GUARD];

/* RFC 8439 2.8 in two passes: ChaCha20 over the message, then Poly1305. */
static void reference_seal(uint8_t *ct, uint8_t tag[16], const uint8_t *m, size_t n, const uint8_t *ad,
                           size_t adlen, const uint32_t st0[16])
{
    static const uint8_t zero[16];
    uint8_t otk[64] = { 0 }, lens[16];
    uint32_t st[16];
    symcore_poly1305_ctx pc;
    memcpy(st, st0, sizeof st);
    st[12] = 0;
    symcore__chacha20_portable.xor_stream(otk, otk, 64, st);
    st[12] = 1;
    symcore__chacha20_portable.xor_stream(ct, m, n, st);
    CHECK(symcore_poly1305_init(&pc, otk) == SYMCORE_OK);
    CHECK(symcore_poly1305_update(&pc, ad, adlen) == SYMCORE_OK);
    CHECK(symcore_poly1305_update(&pc, zero, (16 - adlen % 16) % 16) == SYMCORE_OK);
    CHECK(symcore_poly1305_update(&pc, ct, n) == SYMCORE_OK);
    CHECK(symcore_poly1305_update(&pc, zero, (16 - n % 16) % 16) == SYMCORE_OK);
    sc_store64_le(lens, (uint64_t)adlen);
    sc_store64_le(lens + 8, (uint64_t)n);
    CHECK(symcore_poly1305_update(&pc, lens, 16) == SYMCORE_OK);
    CHECK(symcore_poly1305_final(&pc, tag) == SYMCORE_OK);
}

/* Returns 1 if seal and open of n bytes agree with the reference. */
static int check_one(size_t n, int xchacha)
{
    uint8_t key[32], nonce[24], ad[80], tag[16], want[16];
    uint32_t st[16];
    size_t adlen = (size_t)(tu_rand64() % (sizeof ad + 1));
    int ok = 1;
    tu_fill_random(key, sizeof key);
    tu_fill_random(nonce, sizeof nonce);
    tu_fill_random(ad, sizeof ad);
    tu_fill_random(msg, n);
    if (xchacha) {
        uint8_t sub[32];
        CHECK(symcore_hchacha20(sub, nonce, key) == SYMCORE_OK);
        sc_chacha_setup(st, sub, 0, 0, sc_load32_le(nonce + 16), sc_load32_le(nonce + 20));
    } else {
        sc_chacha_setup(st, key, 0, sc_load32_le(nonce), sc_load32_le(nonce + 4), sc_load32_le(nonce + 8));
    }
    reference_seal(ref, want, msg, n, ad, adlen, st);

#define SEAL(o, t, i, a) (xchacha ? symcore_xchacha20poly1305_seal(o, t, i, n, a, adlen, nonce, key) \
                                  : symcore_chacha20poly1305_seal(o, t, i, n, a, adlen, nonce, key))
#define OPEN(o, i, t) (xchacha ? symcore_xchacha20poly1305_open(o, i, n, t, ad, adlen, nonce, key) \
                               : symcore_chacha20poly1305_open(o, i, n, t, ad, adlen, nonce, key))
    /* out of place */
    tu_guard_init(out, n);
    ok &= SEAL(out, tag, msg, ad) == SYMCORE_OK;
    ok &= memcmp(out, ref, n) == 0 && memcmp(tag, want, 16) == 0 && tu_guard_ok(out, n);
    tu_guard_init(back, n);
    ok &= OPEN(back, out, tag) == SYMCORE_OK;
    ok &= memcmp(back, msg, n) == 0 && tu_guard_ok(back, n);

    /* in place */
    memcpy(out, msg, n);
    ok &= SEAL(out, tag, out, ad) == SYMCORE_OK;
    ok &= memcmp(out, ref, n) == 0 && memcmp(tag, want, 16) == 0 && tu_guard_ok(out, n);
    ok &= OPEN(out, out, tag) == SYMCORE_OK;
    ok &= memcmp(out, msg, n) == 0 && tu_guard_ok(out, n);

    /* the AD in the output buffer: MACed as it was before the call */
    if (n >= adlen) {
        memcpy(out, ad, adlen);
        ok &= SEAL(out, tag, msg, out) == SYMCORE_OK;
        ok &= memcmp(out, ref, n) == 0 && memcmp(tag, want, 16) == 0;
    }

    /* a flipped bit of the ciphertext (or of the tag when n = 0): EAUTH, no output */
    if (n > 0)
        ref[tu_rand64() % n] ^= (uint8_t)(1u << (tu_rand64() % 8));
    else
        want[tu_rand64() % 16] ^= 1;
    memset(back, 0x5a, n);
    ok &= OPEN(back, ref, want) == SYMCORE_EAUTH;
    for (size_t i = 0; i < n; i++)
        ok &= back[i] == 0x5a;
#undef SEAL
#undef OPEN
    if (!ok)
        fprintf(stderr, "  %s, chacha20 backend %s, len %zu, adlen %zu\n",
                xchacha ? "xchacha20-poly1305" : "chacha20-poly1305", symcore_backend("chacha20"), n, adlen);
    return ok;
}

static void check_backend(const struct sc_chacha20_backend *b)
{
    static const size_t big[] = { 2047, 4095, 4096, 4097, 8192 + 33, 16384, 16384 + 17, BIGLEN };
    int failed = 0;
    symcore__chacha20_forced = b;
    for (int x = 0; x < 2; x++) {
        for (size_t n = 0; n <= MAXLEN; n++)
            failed += !check_one(n, x);
        for (size_t i = 0; i < sizeof big / sizeof big[0]; i++)
            failed += !check_one(big[i], x);
    }
    symcore__chacha20_forced = NULL;
    CHECK(failed == 0);
    printf("AEADs over chacha20 backend %s agree with the two-pass reference%s\n", b->name, failed ? " NOT" : "");
}

int main(void)
{
    printf("selected backends: chacha20 %s, poly1305 %s\n", symcore_backend("chacha20"), symcore_backend("poly1305"));
    check_backend(&symcore__chacha20_portable);
#if SC_CHACHA20_HAVE_NEON
    check_backend(&symcore__chacha20_neon);
#endif
#if SC_X86_64
    uint32_t f = symcore__cpu_features();
    const uint32_t avx512 = SC_CPU_AVX512F | SC_CPU_AVX512VL | SC_CPU_AVX512BW;
    check_backend(&symcore__chacha20_sse2);
    if (f & SC_CPU_SSSE3)
        check_backend(&symcore__chacha20_ssse3);
    else
        printf("no SSSE3: ssse3 backend skipped\n");
    if (f & SC_CPU_AVX2)
        check_backend(&symcore__chacha20_avx2);
    else
        printf("no AVX2: avx2 backend skipped\n");
    if ((f & avx512) == avx512) {
        check_backend(&symcore__chacha20_avx512);
    } else {
        printf("no AVX512F+VL+BW: avx512 backend skipped\n");
    }
#endif
    return tu_finish("aead_backends");
}
