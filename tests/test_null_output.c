/*
 * A NULL output makes a void function do nothing (and an int function return
 * SYMCORE_EINVAL), whatever else it is given: the SHA-3 one-shots used to
 * write their digest through it. Every void function that writes through a
 * pointer is called here with a NULL one; the test passes if none crashes and
 * the functions that return a code return SYMCORE_EINVAL.
 */
#include <symcore.h>

#include "testutil.h"

int main(void)
{
    static const uint8_t key[32], nonce[24], tag[16];
    static uint8_t buf[64];
    symcore_sha3_ctx k;
    symcore_xof_ctx x;
    symcore_poly1305_ctx p;

    CHECK(symcore_sha3_224(NULL, "abc", 3) == SYMCORE_EINVAL);
    CHECK(symcore_sha3_256(NULL, "abc", 3) == SYMCORE_EINVAL);
    CHECK(symcore_sha3_384(NULL, "abc", 3) == SYMCORE_EINVAL);
    CHECK(symcore_sha3_512(NULL, "abc", 3) == SYMCORE_EINVAL);
    CHECK(symcore_shake128(NULL, 32, "abc", 3) == SYMCORE_EINVAL);
    CHECK(symcore_shake256(NULL, 32, "abc", 3) == SYMCORE_EINVAL);
    CHECK(symcore_cshake128(NULL, 32, "abc", 3, "N", 1, "S", 1) == SYMCORE_EINVAL);
    CHECK(symcore_cshake256(NULL, 32, "abc", 3, "N", 1, "S", 1) == SYMCORE_EINVAL);
    symcore_keccak_f1600(NULL);
    symcore_keccak_p1600_12(NULL);

    CHECK(symcore_sha3_init(&k, 32) == SYMCORE_OK);
    CHECK(symcore_sha3_update(&k, "abc", 3) == SYMCORE_OK);
    CHECK(symcore_sha3_final(&k, NULL) == SYMCORE_EINVAL); /* writes nothing, the context stays live */
    CHECK(symcore_sha3_final(&k, buf) == SYMCORE_OK);
    CHECK(symcore_sha3_final(&k, buf) == SYMCORE_EINVAL); /* on a finished context */
    CHECK(symcore_shake128_init(&x) == SYMCORE_OK);
    CHECK(symcore_xof_squeeze(&x, NULL, 10) == SYMCORE_EINVAL);

    CHECK(symcore_poly1305(NULL, "abc", 3, key) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305_init(&p, key) == SYMCORE_OK);
    CHECK(symcore_poly1305_final(&p, NULL) == SYMCORE_EINVAL); /* writes nothing, leaves the context live */
    CHECK(symcore_poly1305_verify(&p, NULL) == SYMCORE_EINVAL);
    symcore_wipe(&p, sizeof p);
    CHECK(symcore_hchacha20(NULL, nonce, key) == SYMCORE_EINVAL);

    CHECK(symcore_chacha20(NULL, buf, 10, nonce, 0, key) == SYMCORE_EINVAL);
    CHECK(symcore_xchacha20(NULL, buf, 10, nonce, 0, key) == SYMCORE_EINVAL);
    CHECK(symcore_chacha20poly1305_seal(NULL, buf, buf, 10, NULL, 0, nonce, key) == SYMCORE_EINVAL);
    CHECK(symcore_chacha20poly1305_seal(buf, NULL, buf, 10, NULL, 0, nonce, key) == SYMCORE_EINVAL);
    CHECK(symcore_xchacha20poly1305_open(NULL, buf, 10, tag, NULL, 0, nonce, key) == SYMCORE_EINVAL);

    {
        symcore_threefish512_ctx t;
        symcore_skein512_ctx s;
        CHECK(symcore_threefish512_init(&t, buf, NULL) == SYMCORE_OK);
        CHECK(symcore_threefish512_encrypt(&t, NULL, buf) == SYMCORE_EINVAL);
        CHECK(symcore_threefish512_decrypt(&t, NULL, buf) == SYMCORE_EINVAL);
        CHECK(symcore_skein256(NULL, 32, "abc", 3) == SYMCORE_EINVAL);
        CHECK(symcore_skein512(NULL, 64, "abc", 3) == SYMCORE_EINVAL);
        CHECK(symcore_skein1024(NULL, 128, "abc", 3) == SYMCORE_EINVAL);
        CHECK(symcore_skein512_mac(NULL, 64, "abc", 3, key, sizeof key) == SYMCORE_EINVAL);
        CHECK(symcore_skein512_init(&s, 64, key, sizeof key) == SYMCORE_OK);
        CHECK(symcore_skein512_final(&s, NULL) == SYMCORE_EINVAL); /* writes nothing, keeps the context */
        memset(buf, 0, sizeof buf);
        CHECK(symcore_skein512_final(&s, buf) == SYMCORE_OK); /* so this one still can */
        CHECK(symcore_skein512_final(&s, buf) == SYMCORE_EINVAL); /* ended: writes nothing */
        CHECK(buf[0] != 0 || buf[1] != 0 || buf[2] != 0 || buf[3] != 0);
        memset(buf, 0, sizeof buf);
        CHECK(symcore_skein512_final(&s, buf) == SYMCORE_EINVAL);
        for (size_t i = 0; i < sizeof buf; i++)
            CHECK(buf[i] == 0);
    }

    symcore_wipe(NULL, 10);
    return tu_finish("null_output");
}
