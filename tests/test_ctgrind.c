/*
 * Constant time, checked by valgrind (the ctgrind technique): every secret
 * input - keys, messages, states - is marked undefined with a memcheck client
 * request, then each function runs on it. Memcheck reports any conditional
 * branch or memory address that depends on undefined data, so a
 * secret-dependent branch or table index makes this test fail. Outputs are
 * marked defined again only after the calls. Run under valgrind by ctest;
 * outside valgrind the client requests do nothing and the test only runs.
 *
 * Every ChaCha20 backend the CPU, as valgrind presents it, can run is forced
 * in turn.
 *
 * Not covered: the AEAD open and Poly1305 verify verdicts, which branch (by
 * design) on whether the tag matched - a public fact once the call returns;
 * the AVX-512 ChaCha20 backends, which valgrind 3.19 cannot run (it hides
 * AVX-512 from CPUID, so they are skipped with a message).
 */
#include <symcore.h>
#include <valgrind/memcheck.h>

#include "chacha20/chacha20_internal.h"
#include "testutil.h"

#define SECRET(p, n) VALGRIND_MAKE_MEM_UNDEFINED((p), (n))
#define PUBLIC(p, n) VALGRIND_MAKE_MEM_DEFINED((p), (n))

static uint8_t key[32], nonce[24], msg[1100], out[1200], tag[16];
static const size_t lens[] = { 0, 1, 15, 16, 63, 64, 65, 136, 168, 200, 511, 512, 513, 1024, 1100 };

/* ChaCha20, XChaCha20 and both AEAD seals through one ChaCha20 backend,
 * forced, on every length of lens (key and msg already secret). */
static void chacha_backend(const struct sc_chacha20_backend *b)
{
    symcore__chacha20_forced = b;
    for (size_t i = 0; i < sizeof lens / sizeof lens[0]; i++) {
        size_t n = lens[i];
        CHECK(symcore_chacha20(out, msg, n, nonce, 7, key) == SYMCORE_OK);
        CHECK(symcore_xchacha20(out, msg, n, nonce, 7, key) == SYMCORE_OK);
        CHECK(symcore_chacha20poly1305_seal(out, tag, msg, n, msg + 1, 40, nonce, key) == SYMCORE_OK);
        CHECK(symcore_xchacha20poly1305_seal(out, tag, msg, n, msg + 1, 17, nonce, key) == SYMCORE_OK);
    }
    symcore__chacha20_forced = NULL;
    printf("chacha20 backend %s run on secrets\n", b->name);
}

/* Every ChaCha20 backend this CPU (as valgrind presents it) can run. */
static void chacha_backends(void)
{
    SECRET(key, sizeof key);
    SECRET(msg, sizeof msg);
    chacha_backend(&symcore__chacha20_portable);
#if SC_X86_64
    const uint32_t avx512 = SC_CPU_AVX512F | SC_CPU_AVX512VL | SC_CPU_AVX512BW;
    uint32_t f = symcore__cpu_features();
    chacha_backend(&symcore__chacha20_sse2);
    if (f & SC_CPU_SSSE3)
        chacha_backend(&symcore__chacha20_ssse3);
    if (f & SC_CPU_AVX2)
        chacha_backend(&symcore__chacha20_avx2);
    else
        printf("no AVX2 (under valgrind?): avx2 backend skipped\n");
    if ((f & avx512) == avx512) {
        chacha_backend(&symcore__chacha20_avx512);
        chacha_backend(&symcore__chacha20_avx512vl);
    } else {
        /* valgrind up to 3.2x hides AVX-512 from CPUID and cannot run it */
        printf("no AVX512F+VL+BW (under valgrind?): avx512 and avx512vl backends skipped\n");
    }
#endif
    PUBLIC(key, sizeof key);
    PUBLIC(msg, sizeof msg);
    PUBLIC(out, sizeof out);
    PUBLIC(tag, sizeof tag);
}

int main(void)
{
    tu_fill_random(key, sizeof key);
    tu_fill_random(nonce, sizeof nonce);
    tu_fill_random(msg, sizeof msg);
    printf("backends: keccak %s, chacha20 %s, poly1305 %s\n", symcore_backend("keccak"),
           symcore_backend("chacha20"), symcore_backend("poly1305"));

    for (size_t i = 0; i < sizeof lens / sizeof lens[0]; i++) {
        size_t n = lens[i];
        symcore_keccak_ctx kc;
        symcore_poly1305_ctx pc;
        uint64_t state[25];

        SECRET(key, sizeof key);
        SECRET(msg, sizeof msg);
        memcpy(state, msg, sizeof state);

        symcore_keccak_f1600(state);
        symcore_keccak_p1600_12(state);
        symcore_sha3_224(out, msg, n);
        symcore_sha3_512(out, msg, n);
        symcore_shake128(out, n, msg, n);
        symcore_cshake256(out, 64, msg, n, "N", 1, key, sizeof key); /* a secret customization too */
        CHECK(symcore_sha3_init(&kc, 32) == SYMCORE_OK);
        symcore_sha3_update(&kc, msg, n / 2);
        symcore_sha3_update(&kc, msg + n / 2, n - n / 2);
        symcore_sha3_final(&kc, out);

        symcore_poly1305(tag, msg, n, key);
        symcore_poly1305_init(&pc, key);
        symcore_poly1305_update(&pc, msg, n / 3);
        symcore_poly1305_update(&pc, msg + n / 3, n - n / 3);
        symcore_poly1305_final(&pc, tag);

        CHECK(symcore_chacha20(out, msg, n, nonce, 7, key) == SYMCORE_OK);
        CHECK(symcore_xchacha20(out, msg, n, nonce, 7, key) == SYMCORE_OK);
        symcore_hchacha20(out, msg, key);
        CHECK(symcore_chacha20poly1305_seal(out, tag, msg, n, msg + 1, 17, nonce, key) == SYMCORE_OK);
        CHECK(symcore_xchacha20poly1305_seal(out, tag, msg, n, msg + 1, 17, nonce, key) == SYMCORE_OK);

        {
            int eq = symcore_ct_equal(msg, out, n);
            PUBLIC(&eq, sizeof eq);
            CHECK(eq == 0 || eq == 1);
        }
        PUBLIC(key, sizeof key);
        PUBLIC(msg, sizeof msg);
        PUBLIC(out, sizeof out);
        PUBLIC(tag, sizeof tag);
    }
    chacha_backends();
    return tu_finish("ctgrind");
}
