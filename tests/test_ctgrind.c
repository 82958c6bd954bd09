/*
 * Constant time, checked by valgrind (the ctgrind technique): every secret
 * input - keys, messages, states - is marked undefined with a memcheck client
 * request, then each function runs on it. Memcheck reports any conditional
 * branch or memory address that depends on undefined data, so a
 * secret-dependent branch or table index makes this test fail. Outputs are
 * marked defined again only after the calls. Run under valgrind by ctest;
 * outside valgrind the client requests do nothing and the test only runs.
 *
 * Not covered: the AEAD open and Poly1305 verify verdicts, which branch (by
 * design) on whether the tag matched - a public fact once the call returns.
 */
#include <symcore.h>
#include <valgrind/memcheck.h>

#include "testutil.h"

#define SECRET(p, n) VALGRIND_MAKE_MEM_UNDEFINED((p), (n))
#define PUBLIC(p, n) VALGRIND_MAKE_MEM_DEFINED((p), (n))

static uint8_t key[32], nonce[24], msg[1100], out[1200], tag[16];
static const size_t lens[] = { 0, 1, 15, 16, 63, 64, 65, 136, 168, 200, 511, 512, 513, 1024, 1100 };

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

        /* Threefish (key, tweak and block secret) and Skein (message and MAC key secret). */
        {
            symcore_threefish256_ctx t256;
            symcore_threefish512_ctx t512;
            symcore_threefish1024_ctx t1024;
            symcore_skein256_ctx s256;
            symcore_skein512_ctx s512;
            symcore_skein1024_ctx s1024;
            symcore_threefish256_init(&t256, msg, msg + 128);
            symcore_threefish256_set_tweak(&t256, msg + 200);
            symcore_threefish256_encrypt(&t256, out, msg + 300);
            symcore_threefish256_decrypt(&t256, out, out);
            symcore_threefish256_wipe(&t256);
            symcore_threefish512_init(&t512, msg, msg + 128);
            symcore_threefish512_set_tweak(&t512, msg + 200);
            symcore_threefish512_encrypt(&t512, out, msg + 300);
            symcore_threefish512_decrypt(&t512, out, out);
            symcore_threefish512_wipe(&t512);
            symcore_threefish1024_init(&t1024, msg, msg + 128);
            symcore_threefish1024_set_tweak(&t1024, msg + 200);
            symcore_threefish1024_encrypt(&t1024, out, msg + 300);
            symcore_threefish1024_decrypt(&t1024, out, out);
            symcore_threefish1024_wipe(&t1024);
            symcore_skein256(out, 40, msg, n);
            symcore_skein512(out, 64, msg, n);
            symcore_skein1024(out, 130, msg, n);
            symcore_skein256_mac(out, 32, msg, n, key, sizeof key);
            symcore_skein512_mac(out, 64, msg, n, key, sizeof key);
            symcore_skein1024_mac(out, 128, msg, n, key, sizeof key);
            symcore_skein256_init(&s256, 32, key, sizeof key);
            symcore_skein256_update(&s256, msg, n / 3);
            symcore_skein256_update(&s256, msg + n / 3, n - n / 3);
            symcore_skein256_final(&s256, out);
            symcore_skein512_init(&s512, 64, key, sizeof key);
            symcore_skein512_update(&s512, msg, n / 3);
            symcore_skein512_update(&s512, msg + n / 3, n - n / 3);
            symcore_skein512_final(&s512, out);
            symcore_skein1024_init(&s1024, 100, key, sizeof key);
            symcore_skein1024_update(&s1024, msg, n / 3);
            symcore_skein1024_update(&s1024, msg + n / 3, n - n / 3);
            symcore_skein1024_final(&s1024, out);
        }

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
    return tu_finish("ctgrind");
}
