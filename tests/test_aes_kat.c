/* AES known answers on every backend and through the dispatch point:
 * FIPS 197 Appendix C (C.1 AES-128, C.2 AES-192, C.3 AES-256), the Appendix B
 * cipher example, the last expanded-key words of the Appendix A key
 * expansions, and the first ECB block of NIST SP 800-38A F.1.1, F.1.3, F.1.5.
 * The reference of aes_ref.h is checked on the same vectors. */
#include <symcore.h>

#include "aes_backends.h"
#include "aes_ref.h"
#include "testutil.h"

struct kat {
    const char *source, *key, *pt, *ct;
};

static const struct kat kats[] = {
    { "FIPS 197 C.1", "000102030405060708090a0b0c0d0e0f", "00112233445566778899aabbccddeeff",
      "69c4e0d86a7b0430d8cdb78070b4c55a" },
    { "FIPS 197 C.2", "000102030405060708090a0b0c0d0e0f1011121314151617", "00112233445566778899aabbccddeeff",
      "dda97ca4864cdfe06eaf70a0ec0d7191" },
    { "FIPS 197 C.3", "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
      "00112233445566778899aabbccddeeff", "8ea2b7ca516745bfeafc49904b496089" },
    { "FIPS 197 Appendix B", "2b7e151628aed2a6abf7158809cf4f3c", "3243f6a8885a308d313198a2e0370734",
      "3925841d02dc09fbdc118597196a0b32" },
    { "SP 800-38A F.1.1", "2b7e151628aed2a6abf7158809cf4f3c", "6bc1bee22e409f96e93d7e117393172a",
      "3ad77bb40d7a3660a89ecaf32466ef97" },
    { "SP 800-38A F.1.3", "8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b", "6bc1bee22e409f96e93d7e117393172a",
      "bd334f1d6e45f25ff712a214571fa5cc" },
    { "SP 800-38A F.1.5", "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4",
      "6bc1bee22e409f96e93d7e117393172a", "f3eed1bdb5d2a03c064b5a7e3db181f8" },
};

/* FIPS 197 Appendix A: the last round key of each key expansion
 * (w[4 * rounds] .. w[4 * rounds + 3]). */
static const struct {
    const char *source, *key, *last;
} expansions[] = {
    { "FIPS 197 A.1", "2b7e151628aed2a6abf7158809cf4f3c", "d014f9a8c9ee2589e13f0cc8b6630ca6" },
    { "FIPS 197 A.2", "8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b", "e98ba06f448c773c8ecc720401002202" },
    { "FIPS 197 A.3", "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4",
      "fe4890d1e6188d0b046df344706c631e" },
};

static void check_kat(const struct sc_aes_backend *b, const struct kat *v)
{
    uint8_t key[32], pt[16], ct[16], out[16 + TU_GUARD], y[16];
    size_t keylen = tu_unhex(key, sizeof key, v->key);
    sc_aes_key k;
    char what[96];
    tu_unhex(pt, sizeof pt, v->pt);
    tu_unhex(ct, sizeof ct, v->ct);
    CHECK(b->init(&k, key, keylen) == SYMCORE_OK);
    snprintf(what, sizeof what, "%s, %s encrypt_blocks", v->source, b->name);
    tu_guard_init(out, 16);
    b->encrypt_blocks(&k, out, pt, 1);
    CHECK_MEM(out, ct, 16, what);
    CHECK_GUARD(out, 16);
    /* cbc_mac of one block from a zero chaining value is E(pt) */
    memset(y, 0, sizeof y);
    b->cbc_mac(&k, y, pt, 1);
    snprintf(what, sizeof what, "%s, %s cbc_mac", v->source, b->name);
    CHECK_MEM(y, ct, 16, what);
}

int main(void)
{
    const struct sc_aes_backend *list[4];
    int nb = aes_test_backends(list);
    const char *name = symcore_backend("aes");
    printf("selected aes backend: %s\n", name);
    CHECK(strcmp(name, symcore__aes_backend()->name) == 0);

    for (size_t i = 0; i < sizeof kats / sizeof kats[0]; i++) {
        const struct kat *v = &kats[i];
        uint8_t key[32], pt[16], ct[16], out[16];
        size_t keylen = tu_unhex(key, sizeof key, v->key);
        ref_aes ref;
        sc_aes_key k;
        tu_unhex(pt, sizeof pt, v->pt);
        tu_unhex(ct, sizeof ct, v->ct);
        ref_aes_init(&ref, key, keylen);
        ref_aes_encrypt(&ref, out, pt);
        CHECK_MEM(out, ct, 16, v->source); /* the test's own reference */
        for (int j = 0; j < nb; j++)
            check_kat(list[j], v);
        CHECK(symcore__aes_init(&k, key, keylen) == SYMCORE_OK);
        symcore__aes_encrypt_blocks(&k, out, pt, 1);
        CHECK_MEM(out, ct, 16, v->source); /* through the dispatch point */
        symcore__aes_wipe(&k);
    }

    for (size_t i = 0; i < sizeof expansions / sizeof expansions[0]; i++) {
        uint8_t key[32], last[16], rk[SC_AES_BLOCK * (SC_AES_MAX_ROUNDS + 1)];
        size_t keylen = tu_unhex(key, sizeof key, expansions[i].key);
        unsigned rounds = symcore__aes_expand_key(rk, key, keylen);
        tu_unhex(last, sizeof last, expansions[i].last);
        CHECK(rounds == keylen / 4 + 6);
        CHECK_MEM(rk, key, keylen, expansions[i].source); /* the first Nk words are the key */
        CHECK_MEM(rk + 16 * rounds, last, 16, expansions[i].source);
    }
    {
        uint8_t rk[SC_AES_BLOCK * (SC_AES_MAX_ROUNDS + 1)] = { 0 }, zero[sizeof rk] = { 0 }, key[32] = { 1 };
        CHECK(symcore__aes_expand_key(rk, key, 20) == 0);
        CHECK(memcmp(rk, zero, sizeof rk) == 0);
    }
    return tu_finish("aes_kat");
}
