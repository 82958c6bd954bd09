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
static uint8_t long_msg[3 * 8192 + 500]; /* KT over several chunks */
static const size_t lens[] = { 0, 1, 15, 16, 63, 64, 65, 136, 168, 200, 511, 512, 513, 1024, 1100 };

int main(void)
{
    tu_fill_random(key, sizeof key);
    tu_fill_random(nonce, sizeof nonce);
    tu_fill_random(msg, sizeof msg);
    tu_fill_random(long_msg, sizeof long_msg);
    SECRET(long_msg, sizeof long_msg);
    symcore_kt128(out, 32, long_msg, sizeof long_msg, key, 3);
    symcore_kt256(out, 64, long_msg, 8192 + 5, long_msg, 8192); /* C secret as well, straddling chunks */
    PUBLIC(out, sizeof out);
    PUBLIC(long_msg, sizeof long_msg);
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

        symcore_kmac128(out, 32, msg, n, "S", 1, key, sizeof key);
        symcore_kmac256_xof(out, 64, msg, n, "", 0, key, sizeof key);
        symcore_kmac256_init(&kc, key, sizeof key, "S", 1);
        {
            symcore_keccak_ctx copy = kc; /* key once, MAC many */
            symcore_kmac_update(&copy, msg, n);
            symcore_kmac_final(&copy, out, 32);
        }
        symcore_kmac_update(&kc, msg, n);
        symcore_kmac_xof_squeeze(&kc, out, 100);
        {
            const symcore_span items[3] = { { msg, n }, { key, sizeof key }, { msg, n / 2 } };
            symcore_tuplehash128(out, 32, items, 3, "S", 1);
            symcore_tuplehash256_xof(out, 64, items, 3, "", 0);
        }
        CHECK(symcore_parallelhash128(out, 32, msg, n, 64, "S", 1) == SYMCORE_OK);
        CHECK(symcore_parallelhash256_xof(out, 64, msg, n, 100, "", 0) == SYMCORE_OK);
        CHECK(symcore_turboshake128(out, n, msg, n, 0x1f) == SYMCORE_OK);
        CHECK(symcore_turboshake256(out, 64, msg, n, 0x07) == SYMCORE_OK);
        symcore_kt128(out, 32, msg, n, key, sizeof key);
        symcore_kt256(out, 64, msg, n, "", 0);

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
    return tu_finish("ctgrind");
}
