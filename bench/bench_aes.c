/* The internal AES, backend by backend: the latency of one block encryption
 * when each block depends on the previous one (a CBC-MAC chain of N blocks:
 * ns/op divided by N is the chained cost per block, the floor of FF1 and FF3),
 * and the throughput of encrypt_blocks on independent blocks. Beside OpenSSL's
 * CBC encryption (chained) and ECB (independent) when it is installed. */
#include "bench.h"

#include <stdio.h>
#include <string.h>
#include <symcore.h>

#include "aes/aes_internal.h"

#if BENCH_HAVE_OPENSSL
#include <openssl/evp.h>
#endif

static const uint8_t key[32] = { 0x2b, 0x7e, 0x15, 0x16, 0x28, 0xae, 0xd2, 0xa6, 0xab, 0xf7, 0x15,
                                 0x88, 0x09, 0xcf, 0x4f, 0x3c, 0x60, 0x3d, 0xeb, 0x10, 0x15, 0xca,
                                 0x71, 0xbe, 0x2b, 0x73, 0xae, 0xf0, 0x85, 0x7d, 0x77, 0x81 };

struct job {
    const struct sc_aes_backend *b;
    sc_aes_key k;
    size_t blocks;
};

static uint8_t chain[16];

static void sc_chain(void *arg)
{
    struct job *j = arg;
    j->b->cbc_mac(&j->k, chain, bench_in, j->blocks);
}
static void sc_blocks(void *arg)
{
    struct job *j = arg;
    j->b->encrypt_blocks(&j->k, bench_out, bench_in, j->blocks);
}

#if BENCH_HAVE_OPENSSL
static EVP_CIPHER_CTX *ossl_cbc, *ossl_ecb;
static size_t ossl_blocks;
static void ossl_run(EVP_CIPHER_CTX *c)
{
    int outl;
    EVP_EncryptUpdate(c, bench_out, &outl, bench_in, (int)(16 * ossl_blocks));
}
static void ossl_chain(void *arg) { (void)arg, ossl_run(ossl_cbc); }
static void ossl_ecb_blocks(void *arg) { (void)arg, ossl_run(ossl_ecb); }
#endif

static void rows(const struct sc_aes_backend *b, size_t keylen)
{
    static const size_t chained[] = { 1, 10, 64 };
    static const size_t independent[] = { 1, 4, 8, 16, 64, 1024 };
    struct job j;
    char name[48];
    bench_contender c[2];
    size_t n;
    j.b = b;
    if (b->init(&j.k, key, keylen) != SYMCORE_OK)
        return;
#if BENCH_HAVE_OPENSSL
    const EVP_CIPHER *cbc = keylen == 16 ? EVP_aes_128_cbc() : keylen == 24 ? EVP_aes_192_cbc() : EVP_aes_256_cbc();
    const EVP_CIPHER *ecb = keylen == 16 ? EVP_aes_128_ecb() : keylen == 24 ? EVP_aes_192_ecb() : EVP_aes_256_ecb();
    EVP_EncryptInit_ex(ossl_cbc, cbc, NULL, key, chain);
    EVP_EncryptInit_ex(ossl_ecb, ecb, NULL, key, NULL);
    EVP_CIPHER_CTX_set_padding(ossl_cbc, 0);
    EVP_CIPHER_CTX_set_padding(ossl_ecb, 0);
#endif
    snprintf(name, sizeof name, "aes-%zu chained (cbc-mac)", 8 * keylen);
    for (size_t i = 0; i < sizeof chained / sizeof chained[0]; i++) {
        j.blocks = chained[i];
        n = 0;
        c[n++] = (bench_contender){ bench_symcore_impl(b->name, symcore_backend("aes")), sc_chain, &j };
#if BENCH_HAVE_OPENSSL
        ossl_blocks = j.blocks;
        c[n++] = (bench_contender){ "openssl", ossl_chain, NULL };
#endif
        bench_run(name, 16 * j.blocks, b->name, c, n);
    }
    snprintf(name, sizeof name, "aes-%zu blocks (ecb)", 8 * keylen);
    for (size_t i = 0; i < sizeof independent / sizeof independent[0]; i++) {
        j.blocks = independent[i];
        n = 0;
        c[n++] = (bench_contender){ bench_symcore_impl(b->name, symcore_backend("aes")), sc_blocks, &j };
#if BENCH_HAVE_OPENSSL
        ossl_blocks = j.blocks;
        c[n++] = (bench_contender){ "openssl", ossl_ecb_blocks, NULL };
#endif
        bench_run(name, 16 * j.blocks, b->name, c, n);
    }
    symcore__aes_wipe(&j.k);
}

size_t bench_aes_backends(const struct sc_aes_backend *list[3])
{
    size_t nb = 0;
    list[nb++] = &symcore__aes_portable;
#if SC_X86_64
    uint32_t f = symcore__cpu_features();
    if (f & SC_CPU_AESNI)
        list[nb++] = &symcore__aes_aesni;
    if ((f & SC_CPU_AESNI) && (f & SC_CPU_VAES) && (f & SC_CPU_AVX512F))
        list[nb++] = &symcore__aes_vaes; /* what symcore selects there: its rows count against the peers */
#endif
#if SC_AES_HAVE_ARMV8
    if (symcore__cpu_features() & SC_CPU_ARM_AES)
        list[nb++] = &symcore__aes_armv8;
#endif
    return nb;
}

void bench_aes(void)
{
    const struct sc_aes_backend *list[3];
    size_t nb = 0;
    if (!bench_selected("aes"))
        return;
    nb = bench_aes_backends(list);
#if BENCH_HAVE_OPENSSL
    ossl_cbc = EVP_CIPHER_CTX_new();
    ossl_ecb = EVP_CIPHER_CTX_new();
#endif
    for (size_t keylen = 16; keylen <= 32; keylen += 16)
        for (size_t i = 0; i < nb; i++)
            rows(list[i], keylen);
#if BENCH_HAVE_OPENSSL
    EVP_CIPHER_CTX_free(ossl_cbc);
    EVP_CIPHER_CTX_free(ossl_ecb);
#endif
}
