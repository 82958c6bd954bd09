/* Every AES backend against the reference of aes_ref.h and against each
 * other on pseudo-random keys of each length and every block count 1..20 (plus
 * a few longer runs): encrypt_blocks out of place and in place, cbc_mac
 * against chaining single encryptions, sentinels after every output. Then the
 * misuse rules of the symcore__aes_* entry points. */
#include <symcore.h>

#include "aes_backends.h"
#include "aes_ref.h"
#include "testutil.h"

#define MAXBLOCKS 67

static uint8_t in[16 * MAXBLOCKS], want[16 * MAXBLOCKS], out[16 * MAXBLOCKS + TU_GUARD];

static int compare(const struct sc_aes_backend *b, const ref_aes *ref, const uint8_t *key, size_t keylen,
                   size_t n)
{
    sc_aes_key k;
    uint8_t y[16 + TU_GUARD], y_want[16], iv[16];
    int ok = 1;
    CHECK(b->init(&k, key, keylen) == SYMCORE_OK);
    tu_fill_random(in, 16 * n);
    for (size_t i = 0; i < n; i++)
        ref_aes_encrypt(ref, want + 16 * i, in + 16 * i);

    tu_guard_init(out, 16 * n);
    b->encrypt_blocks(&k, out, in, n);
    ok &= memcmp(out, want, 16 * n) == 0;
    ok &= tu_guard_ok(out, 16 * n);

    memcpy(out, in, 16 * n); /* in place */
    b->encrypt_blocks(&k, out, out, n);
    ok &= memcmp(out, want, 16 * n) == 0;
    ok &= tu_guard_ok(out, 16 * n);

    /* cbc_mac: y = E(y ^ m) block by block, from a random chaining value */
    tu_fill_random(iv, 16);
    memcpy(y_want, iv, 16);
    for (size_t i = 0; i < n; i++) {
        uint8_t x[16];
        for (int j = 0; j < 16; j++)
            x[j] = (uint8_t)(y_want[j] ^ in[16 * i + j]);
        ref_aes_encrypt(ref, y_want, x);
    }
    memcpy(y, iv, 16);
    tu_guard_init(y, 16);
    b->cbc_mac(&k, y, in, n);
    ok &= memcmp(y, y_want, 16) == 0;
    ok &= tu_guard_ok(y, 16);
    /* split in two at every point gives the same chain */
    for (size_t split = 1; split < n && split <= 20; split++) {
        memcpy(y, iv, 16);
        b->cbc_mac(&k, y, in, split);
        b->cbc_mac(&k, y, in + 16 * split, n - split);
        ok &= memcmp(y, y_want, 16) == 0;
    }
    if (!ok)
        fprintf(stderr, "  backend %s, key %zu bytes, %zu blocks\n", b->name, keylen, n);
    return ok;
}

static void misuse(void)
{
    static const uint8_t key[32] = { 1, 2, 3 };
    uint8_t buf[32 + TU_GUARD], copy[32], y[16], y_copy[16];
    sc_aes_key k, zero;
    memset(&zero, 0, sizeof zero);

    /* bad key lengths and NULLs */
    static const size_t bad[] = { 0, 1, 15, 17, 20, 23, 25, 31, 33, 64 };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        CHECK(symcore__aes_init(&k, key, 16) == SYMCORE_OK);
        CHECK(symcore__aes_init(&k, key, bad[i]) == SYMCORE_EINVAL);
        CHECK(memcmp(&k, &zero, sizeof k) == 0); /* cleared: unusable, the old key gone */
    }
    CHECK(symcore__aes_init(NULL, key, 16) == SYMCORE_EINVAL);
    CHECK(symcore__aes_init(&k, key, 24) == SYMCORE_OK);
    CHECK(symcore__aes_init(&k, NULL, 16) == SYMCORE_EINVAL);
    CHECK(memcmp(&k, &zero, sizeof k) == 0);

    /* a failed init, a wiped key and an all-zero key leave buffers as they are */
    tu_fill_random(buf, 32);
    tu_guard_init(buf, 32);
    memcpy(copy, buf, 32);
    tu_fill_random(y, 16);
    memcpy(y_copy, y, 16);
    symcore__aes_encrypt_blocks(&k, buf, buf, 2);
    symcore__aes_cbc_mac(&k, y, buf, 2);
    CHECK(symcore__aes_init(&k, key, 32) == SYMCORE_OK);
    symcore__aes_wipe(&k);
    CHECK(memcmp(&k, &zero, sizeof k) == 0);
    symcore__aes_encrypt_blocks(&k, buf, buf, 2);
    symcore__aes_cbc_mac(&k, y, buf, 2);
    symcore__aes_encrypt_blocks(&zero, buf, buf, 2);
    symcore__aes_cbc_mac(&zero, y, buf, 2);
    symcore__aes_encrypt_blocks(NULL, buf, buf, 2);
    symcore__aes_cbc_mac(NULL, y, buf, 2);
    CHECK(memcmp(buf, copy, 32) == 0);
    CHECK_GUARD(buf, 32);
    CHECK(memcmp(y, y_copy, 16) == 0);
    symcore__aes_wipe(NULL);

    /* NULL buffers with a good key, zero blocks */
    CHECK(symcore__aes_init(&k, key, 16) == SYMCORE_OK);
    symcore__aes_encrypt_blocks(&k, NULL, buf, 1);
    symcore__aes_encrypt_blocks(&k, buf, NULL, 1);
    symcore__aes_cbc_mac(&k, NULL, buf, 1);
    symcore__aes_cbc_mac(&k, y, NULL, 1);
    symcore__aes_encrypt_blocks(&k, buf, buf, 0);
    symcore__aes_cbc_mac(&k, y, buf, 0);
    CHECK(memcmp(buf, copy, 32) == 0);
    CHECK(memcmp(y, y_copy, 16) == 0);
    symcore__aes_encrypt_blocks(&k, buf, buf, 2); /* and the key works */
    CHECK(memcmp(buf, copy, 32) != 0);
    CHECK_GUARD(buf, 32);
}

int main(void)
{
    static const size_t longer[] = { 31, 32, 33, 64, MAXBLOCKS };
    const struct sc_aes_backend *list[4];
    int nb = aes_test_backends(list);

    for (int j = 0; j < nb; j++) {
        int failed = 0;
        for (size_t keylen = 16; keylen <= 32; keylen += 8) {
            for (int trial = 0; trial < 3; trial++) {
                uint8_t key[32];
                ref_aes ref;
                tu_fill_random(key, sizeof key);
                ref_aes_init(&ref, key, keylen);
                for (size_t n = 1; n <= 20; n++)
                    failed += !compare(list[j], &ref, key, keylen, n);
                for (size_t i = 0; i < sizeof longer / sizeof longer[0]; i++)
                    failed += !compare(list[j], &ref, key, keylen, longer[i]);
            }
        }
        CHECK(failed == 0);
        printf("backend %s agrees with the reference%s\n", list[j]->name, failed ? " NOT" : "");
    }
    /* backends against each other on the same inputs, through their own keys */
    for (int j = 1; j < nb; j++) {
        for (int trial = 0; trial < 30; trial++) {
            uint8_t key[32], a[16 * 20], c[16 * 20];
            size_t keylen = 16 + 8 * (size_t)(tu_rand64() % 3), n = 1 + (size_t)(tu_rand64() % 20);
            sc_aes_key kp, kb;
            tu_fill_random(key, keylen);
            tu_fill_random(in, 16 * n);
            CHECK(list[0]->init(&kp, key, keylen) == SYMCORE_OK);
            CHECK(list[j]->init(&kb, key, keylen) == SYMCORE_OK);
            list[0]->encrypt_blocks(&kp, a, in, n);
            list[j]->encrypt_blocks(&kb, c, in, n);
            CHECK(memcmp(a, c, 16 * n) == 0);
        }
    }
    misuse();
    return tu_finish("aes_backends");
}
