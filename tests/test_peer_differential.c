/*
 * symcore against independent implementations, when they are installed: the
 * SHA-3 family, KMAC (EVP_MAC, keys of 4..400 bytes as OpenSSL allows, S
 * across the rate) and every internal AES backend (ECB on 1..74 blocks,
 * CBC-MAC against CBC encryption) against OpenSSL, and ChaCha20, XChaCha20, Poly1305 and both
 * AEADs against libsodium, on pseudo-random keys, nonces, counters and
 * inputs of random lengths. CMake builds this test only if at least one of
 * the two libraries is found (the library itself never links them).
 */
#include <symcore.h>

#include "aes_backends.h"
#include "testutil.h"

#if PEER_HAVE_OPENSSL
#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/params.h>
#endif
#if PEER_HAVE_SODIUM
#include <sodium.h>
#endif

#define TRIALS 10000
#define MAXLEN 1200

static uint8_t msg[MAXLEN], key[32], ours[MAXLEN + 16], theirs[MAXLEN + 16];
#if PEER_HAVE_SODIUM
static uint8_t ad[64], nonce[24]; /* the ChaCha20 family's, tested against libsodium only */
#endif

static size_t rand_len(size_t max) { return (size_t)(tu_rand64() % (max + 1)); }

#if PEER_HAVE_OPENSSL
static void sha3_family(void)
{
    EVP_MD_CTX *ctx = EVP_MD_CTX_new();
    for (int t = 0; t < TRIALS; t++) {
        size_t len = rand_len(MAXLEN), outlen = rand_len(600);
        tu_fill_random(msg, len);
        static const struct {
            size_t n;
            int (*f)(uint8_t *, const void *, size_t);
        } sha3[4] = { { 28, symcore_sha3_224 }, { 32, symcore_sha3_256 }, { 48, symcore_sha3_384 }, { 64, symcore_sha3_512 } };
        const EVP_MD *md[4] = { EVP_sha3_224(), EVP_sha3_256(), EVP_sha3_384(), EVP_sha3_512() };
        int v = t % 4;
        CHECK(sha3[v].f(ours, msg, len) == SYMCORE_OK);
        CHECK(EVP_Digest(msg, len, theirs, NULL, md[v], NULL) == 1);
        CHECK_MEM(ours, theirs, sha3[v].n, "SHA-3 against OpenSSL");

        int x = t & 1;
        if (x)
            symcore_shake256(ours, outlen, msg, len);
        else
            symcore_shake128(ours, outlen, msg, len);
        CHECK(EVP_DigestInit_ex(ctx, x ? EVP_shake256() : EVP_shake128(), NULL) == 1);
        CHECK(EVP_DigestUpdate(ctx, msg, len) == 1);
        CHECK(EVP_DigestFinalXOF(ctx, theirs, outlen) == 1);
        CHECK_MEM(ours, theirs, outlen, "SHAKE against OpenSSL");
    }
    EVP_MD_CTX_free(ctx);
}

static void aes_family(void)
{
    const struct sc_aes_backend *list[4];
    int nb = aes_test_backends(list);
    EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
    for (int t = 0; t < TRIALS / 10; t++) {
        size_t keylen = 16 + 8 * (size_t)(t % 3), n = 1 + rand_len(MAXLEN / 16 - 2);
        const EVP_CIPHER *ecb[3] = { EVP_aes_128_ecb(), EVP_aes_192_ecb(), EVP_aes_256_ecb() };
        const EVP_CIPHER *cbc[3] = { EVP_aes_128_cbc(), EVP_aes_192_cbc(), EVP_aes_256_cbc() };
        uint8_t iv[16], y[16];
        int outl;
        tu_fill_random(key, sizeof key);
        tu_fill_random(msg, 16 * n);
        tu_fill_random(iv, sizeof iv);
        CHECK(EVP_EncryptInit_ex(ctx, ecb[t % 3], NULL, key, NULL) == 1);
        EVP_CIPHER_CTX_set_padding(ctx, 0);
        CHECK(EVP_EncryptUpdate(ctx, theirs, &outl, msg, (int)(16 * n)) == 1);
        for (int j = 0; j < nb; j++) {
            sc_aes_key k;
            CHECK(list[j]->init(&k, key, keylen) == SYMCORE_OK);
            list[j]->encrypt_blocks(&k, ours, msg, n);
            CHECK_MEM(ours, theirs, 16 * n, list[j]->name);
        }
        /* the CBC-MAC chain is the last block of CBC encryption */
        CHECK(EVP_EncryptInit_ex(ctx, cbc[t % 3], NULL, key, iv) == 1);
        EVP_CIPHER_CTX_set_padding(ctx, 0);
        CHECK(EVP_EncryptUpdate(ctx, theirs, &outl, msg, (int)(16 * n)) == 1);
        for (int j = 0; j < nb; j++) {
            sc_aes_key k;
            CHECK(list[j]->init(&k, key, keylen) == SYMCORE_OK);
            memcpy(y, iv, 16);
            list[j]->cbc_mac(&k, y, msg, n);
            CHECK_MEM(y, theirs + 16 * (n - 1), 16, list[j]->name);
        }
    }
    EVP_CIPHER_CTX_free(ctx);
}

static void kmac_family(void)
{
    static uint8_t custom[300];
    EVP_MAC *mac[2] = { EVP_MAC_fetch(NULL, "KMAC-128", NULL), EVP_MAC_fetch(NULL, "KMAC-256", NULL) };
    CHECK(mac[0] != NULL && mac[1] != NULL);
    for (int t = 0; t < TRIALS / 5 && mac[0] != NULL && mac[1] != NULL; t++) {
        size_t len = rand_len(MAXLEN), outlen = 1 + rand_len(400), keylen = 4 + rand_len(396);
        size_t slen = rand_len(sizeof custom), got = 0;
        int v = t & 1, xof = (t >> 1) & 1;
        static uint8_t k[400];
        tu_fill_random(msg, len);
        tu_fill_random(k, keylen);
        tu_fill_random(custom, slen);
        OSSL_PARAM params[4] = { OSSL_PARAM_construct_size_t(OSSL_MAC_PARAM_SIZE, &outlen),
                                 OSSL_PARAM_construct_int(OSSL_MAC_PARAM_XOF, &xof),
                                 OSSL_PARAM_construct_octet_string(OSSL_MAC_PARAM_CUSTOM, custom, slen),
                                 OSSL_PARAM_construct_end() };
        EVP_MAC_CTX *ctx = EVP_MAC_CTX_new(mac[v]);
        CHECK(EVP_MAC_CTX_set_params(ctx, params) == 1);
        CHECK(EVP_MAC_init(ctx, k, keylen, NULL) == 1);
        CHECK(EVP_MAC_update(ctx, msg, len) == 1);
        CHECK(EVP_MAC_final(ctx, theirs, &got, outlen) == 1 && got == outlen);
        EVP_MAC_CTX_free(ctx);
        if (xof)
            CHECK((v ? symcore_kmac256_xof : symcore_kmac128_xof)(ours, outlen, msg, len, custom, slen, k, keylen) ==
                  SYMCORE_OK);
        else
            CHECK((v ? symcore_kmac256 : symcore_kmac128)(ours, outlen, msg, len, custom, slen, k, keylen) ==
                  SYMCORE_OK);
        if (!CHECK_MEM(ours, theirs, outlen, "KMAC against OpenSSL"))
            fprintf(stderr, "  KMAC%d%s keylen=%zu slen=%zu len=%zu\n", v ? 256 : 128, xof ? "XOF" : "", keylen,
                    slen, len);
    }
    EVP_MAC_free(mac[0]);
    EVP_MAC_free(mac[1]);
}
#endif

#if PEER_HAVE_SODIUM
/* Each AEAD beside libsodium's, which has the same argument order. */
static const struct {
    int (*seal)(uint8_t *, uint8_t *, const void *, size_t, const void *, size_t, const uint8_t *, const uint8_t *);
    int (*open)(uint8_t *, const void *, size_t, const uint8_t *, const void *, size_t, const uint8_t *,
                const uint8_t *);
    int (*peer_seal)(unsigned char *, unsigned char *, unsigned long long *, const unsigned char *,
                     unsigned long long, const unsigned char *, unsigned long long, const unsigned char *,
                     const unsigned char *, const unsigned char *);
    const char *ct_what, *tag_what, *open_what;
} aeads[] = {
    { symcore_chacha20poly1305_seal, symcore_chacha20poly1305_open,
      crypto_aead_chacha20poly1305_ietf_encrypt_detached, "ChaCha20-Poly1305 ciphertext against libsodium",
      "ChaCha20-Poly1305 tag against libsodium", "ChaCha20-Poly1305 opens libsodium's ciphertext" },
    { symcore_xchacha20poly1305_seal, symcore_xchacha20poly1305_open,
      crypto_aead_xchacha20poly1305_ietf_encrypt_detached, "XChaCha20-Poly1305 ciphertext against libsodium",
      "XChaCha20-Poly1305 tag against libsodium", "XChaCha20-Poly1305 opens libsodium's ciphertext" },
};

static void chacha_family(void)
{
    for (int t = 0; t < TRIALS; t++) {
        size_t len = rand_len(MAXLEN), adlen = rand_len(sizeof ad);
        unsigned long long clen = 0;
        uint32_t ctr32 = (uint32_t)tu_rand64();
        uint64_t ctr64 = tu_rand64() >> (tu_rand64() & 63);
        uint8_t tag[16];
        tu_fill_random(msg, len);
        tu_fill_random(ad, adlen);
        tu_fill_random(key, sizeof key);
        tu_fill_random(nonce, sizeof nonce);
        if (t % 8 == 0)
            ctr32 = 0xffffffffu - (uint32_t)(len / 64); /* the last blocks before the counter wraps */

        int rc = symcore_chacha20(ours, msg, len, nonce, ctr32, key);
        if ((uint64_t)ctr32 + (len + 63) / 64 <= ((uint64_t)1 << 32)) {
            CHECK(rc == SYMCORE_OK);
            crypto_stream_chacha20_ietf_xor_ic(theirs, msg, len, nonce, ctr32, key);
            CHECK_MEM(ours, theirs, len, "ChaCha20 against libsodium");
        } else {
            CHECK(rc == SYMCORE_ELENGTH);
        }

        if (ctr64 > UINT64_MAX - 64)
            ctr64 = UINT64_MAX - 64;
        CHECK(symcore_xchacha20(ours, msg, len, nonce, ctr64, key) == SYMCORE_OK);
        crypto_stream_xchacha20_xor_ic(theirs, msg, len, nonce, ctr64, key);
        CHECK_MEM(ours, theirs, len, "XChaCha20 against libsodium");

        CHECK(symcore_poly1305(ours, msg, len, key) == SYMCORE_OK);
        crypto_onetimeauth_poly1305(theirs, msg, len, key);
        CHECK_MEM(ours, theirs, 16, "Poly1305 against libsodium");

        for (size_t v = 0; v < sizeof aeads / sizeof aeads[0]; v++) {
            CHECK(aeads[v].seal(ours, tag, msg, len, ad, adlen, nonce, key) == SYMCORE_OK);
            aeads[v].peer_seal(theirs, theirs + len, &clen, msg, len, ad, adlen, NULL, nonce, key);
            CHECK_MEM(ours, theirs, len, aeads[v].ct_what);
            CHECK_MEM(tag, theirs + len, 16, aeads[v].tag_what);
            CHECK(aeads[v].open(ours, theirs, len, theirs + len, ad, adlen, nonce, key) == SYMCORE_OK);
            CHECK_MEM(ours, msg, len, aeads[v].open_what);
        }
    }
}
#endif

int main(void)
{
#if PEER_HAVE_OPENSSL
    sha3_family();
    kmac_family();
    printf("SHA-3, SHAKE and KMAC agree with OpenSSL\n");
    aes_family();
    printf("AES (every backend) agrees with OpenSSL\n");
#endif
#if PEER_HAVE_SODIUM
    if (sodium_init() < 0) {
        printf("libsodium failed to initialise\n");
        return 1;
    }
    chacha_family();
    printf("ChaCha20, XChaCha20, Poly1305 and the AEADs agree with libsodium (backends %s, %s)\n",
           symcore_backend("chacha20"), symcore_backend("poly1305"));
#endif
    return tu_finish("peer_differential");
}
