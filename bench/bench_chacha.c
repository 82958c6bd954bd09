/* Poly1305, ChaCha20, ChaCha20-Poly1305 (seal and open) and
 * XChaCha20-Poly1305 (seal), beside OpenSSL, libsodium, libgcrypt and nettle
 * when they are installed. Each peer uses its fastest sensible API with its
 * context reused across calls; AEAD calls carry 16 bytes of AD.
 * SYMCORE_BENCH_CHACHA20=<backend> (sse2, ssse3, avx2, avx512, neon,
 * portable) forces symcore's ChaCha20 backend, e.g. to measure the AVX2 one
 * on an AVX-512 machine; the CPU must be able to run it.
 * SYMCORE_BENCH_POLY1305=<backend> (portable, avx2, avx512ifma) does the same
 * for Poly1305 (and the AEADs); run OpenSSL on its AVX2 code beside it with
 * OPENSSL_ia32cap=":~0x210000" (clears AVX512F and AVX512IFMA, CPUID leaf 7
 * EBX bits 16 and 21). */
#include "bench.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <symcore.h>

#include "chacha20/chacha20_internal.h"
#include "common/internal.h"
#include "poly1305/poly1305_internal.h"

#if BENCH_HAVE_OPENSSL
#include <openssl/core_names.h>
#include <openssl/evp.h>
#endif
#if BENCH_HAVE_SODIUM
#include <sodium.h>
#endif
#if BENCH_HAVE_GCRYPT
#include <gcrypt.h>
#endif
#if BENCH_HAVE_NETTLE
#include <nettle/chacha-poly1305.h>
#include <nettle/chacha.h>
#endif

#define ADLEN 16

static const uint8_t key[32] = { 0x80, 0x81, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a,
                                 0x8b, 0x8c, 0x8d, 0x8e, 0x8f, 0x90, 0x91, 0x92, 0x93, 0x94, 0x95,
                                 0x96, 0x97, 0x98, 0x99, 0x9a, 0x9b, 0x9c, 0x9d, 0x9e, 0x9f };
static const uint8_t nonce[24] = { 7, 0, 0, 0, 0x40, 0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47,
                                   0x48, 0x49, 0x4a, 0x4b, 0x4c, 0x4d, 0x4e, 0x4f, 0x50, 0x51, 0x52, 0x53 };
static uint8_t tag[16];
/* A valid ciphertext and tag of each size for the open benchmarks. */
static uint8_t sealed[BENCH_MAX_BYTES], sealed_tag[16];
static volatile int sink;
static const uint8_t bench_ad[ADLEN] = { 0x50, 0x51, 0x52, 0x53, 0xc0, 0xc1, 0xc2, 0xc3, 0xc4, 0xc5, 0xc6, 0xc7 };

struct job {
    size_t len;
};

/* ---- symcore ---- */
/* The result is checked once per size before the timing (bench_chacha);
 * discarded here, so that the row times the MAC as the 0.1 API's void call
 * did: a compare and branch in the harness would be a visible share of a
 * 16-byte MAC (bench/README.md). ((void)! is what gcc accepts for a
 * must-check result.) */
static void sc_poly(void *arg) { (void)!symcore_poly1305(tag, bench_in, ((struct job *)arg)->len, key); }
/* Poly1305 backends forced (what CPUs without the dispatched one get). */
#if SC_X86_64
static void sc_poly_avx2(void *arg) { symcore__poly1305_avx2.mac(tag, bench_in, ((struct job *)arg)->len, key); }
#endif
#if SC_POLY1305_HAVE_64
static void sc_poly_portable(void *arg)
{
    symcore__poly1305_portable64.mac(tag, bench_in, ((struct job *)arg)->len, key);
}
#endif
static void sc_chacha(void *arg)
{
    sink += symcore_chacha20(bench_out, bench_in, ((struct job *)arg)->len, nonce, 1, key);
}
#if SC_X86_64
/* ChaCha20 through the AVX2 backend (what AVX2-only CPUs get), e.g. beside
 * OpenSSL held to its AVX2 code with OPENSSL_ia32cap="~0:~0xc0010000" (no
 * AVX512F, AVX512BW, AVX512VL) */
static void sc_chacha_avx2(void *arg)
{
    const struct sc_chacha20_backend *prev = symcore__chacha20_forced;
    symcore__chacha20_forced = &symcore__chacha20_avx2;
    sink += symcore_chacha20(bench_out, bench_in, ((struct job *)arg)->len, nonce, 1, key);
    symcore__chacha20_forced = prev;
}
#endif
static void sc_seal(void *arg)
{
    size_t n = ((struct job *)arg)->len;
    sink += symcore_chacha20poly1305_seal(bench_out, tag, bench_in, n, bench_ad, ADLEN, nonce, key);
}
static void sc_open(void *arg)
{
    size_t n = ((struct job *)arg)->len;
    sink += symcore_chacha20poly1305_open(bench_out, sealed, n, sealed_tag, bench_ad, ADLEN, nonce, key);
}
static void sc_xseal(void *arg)
{
    size_t n = ((struct job *)arg)->len;
    sink += symcore_xchacha20poly1305_seal(bench_out, tag, bench_in, n, bench_ad, ADLEN, nonce, key);
}

/* ---- OpenSSL ---- */
#if BENCH_HAVE_OPENSSL
static EVP_CIPHER_CTX *ossl_cc, *ossl_sc;
static EVP_MAC_CTX *ossl_mac;
static void ossl_poly(void *arg)
{
    size_t out;
    EVP_MAC_init(ossl_mac, key, 32, NULL);
    EVP_MAC_update(ossl_mac, bench_in, ((struct job *)arg)->len);
    EVP_MAC_final(ossl_mac, tag, &out, 16);
}
static void ossl_chacha(void *arg)
{
    uint8_t iv[16] = { 1, 0, 0, 0 }; /* OpenSSL: 32-bit counter, then the nonce */
    int outl;
    memcpy(iv + 4, nonce, 12);
    EVP_EncryptInit_ex(ossl_sc, NULL, NULL, key, iv);
    EVP_EncryptUpdate(ossl_sc, bench_out, &outl, bench_in, (int)((struct job *)arg)->len);
}
static void ossl_seal(void *arg)
{
    size_t n = ((struct job *)arg)->len;
    int outl;
    EVP_EncryptInit_ex(ossl_cc, NULL, NULL, key, nonce);
    EVP_EncryptUpdate(ossl_cc, NULL, &outl, bench_ad, ADLEN);
    EVP_EncryptUpdate(ossl_cc, bench_out, &outl, bench_in, (int)n);
    EVP_EncryptFinal_ex(ossl_cc, bench_out + outl, &outl);
    EVP_CIPHER_CTX_ctrl(ossl_cc, EVP_CTRL_AEAD_GET_TAG, 16, tag);
}
static void ossl_open(void *arg)
{
    size_t n = ((struct job *)arg)->len;
    int outl;
    EVP_DecryptInit_ex(ossl_cc, NULL, NULL, key, nonce);
    EVP_DecryptUpdate(ossl_cc, NULL, &outl, bench_ad, ADLEN);
    EVP_DecryptUpdate(ossl_cc, bench_out, &outl, sealed, (int)n);
    EVP_CIPHER_CTX_ctrl(ossl_cc, EVP_CTRL_AEAD_SET_TAG, 16, sealed_tag);
    sink += EVP_DecryptFinal_ex(ossl_cc, bench_out + outl, &outl);
}
#endif

/* ---- libsodium ---- */
#if BENCH_HAVE_SODIUM
static void na_poly(void *arg) { crypto_onetimeauth_poly1305(tag, bench_in, ((struct job *)arg)->len, key); }
static void na_chacha(void *arg)
{
    crypto_stream_chacha20_ietf_xor_ic(bench_out, bench_in, ((struct job *)arg)->len, nonce, 1, key);
}
static void na_seal(void *arg)
{
    size_t n = ((struct job *)arg)->len;
    crypto_aead_chacha20poly1305_ietf_encrypt_detached(bench_out, tag, NULL, bench_in, n, bench_ad, ADLEN,
                                                       NULL, nonce, key);
}
static void na_open(void *arg)
{
    size_t n = ((struct job *)arg)->len;
    sink += crypto_aead_chacha20poly1305_ietf_decrypt_detached(bench_out, NULL, sealed, n, sealed_tag,
                                                               bench_ad, ADLEN, nonce, key);
}
static void na_xseal(void *arg)
{
    size_t n = ((struct job *)arg)->len;
    crypto_aead_xchacha20poly1305_ietf_encrypt_detached(bench_out, tag, NULL, bench_in, n, bench_ad, ADLEN,
                                                        NULL, nonce, key);
}
#endif

/* ---- libgcrypt ---- */
#if BENCH_HAVE_GCRYPT
static gcry_cipher_hd_t gc_aead, gc_stream;
static gcry_mac_hd_t gc_mac;
static void gc_poly(void *arg)
{
    size_t out = 16;
    gcry_mac_reset(gc_mac);
    gcry_mac_setkey(gc_mac, key, 32);
    gcry_mac_write(gc_mac, bench_in, ((struct job *)arg)->len);
    gcry_mac_read(gc_mac, tag, &out);
}
static void gc_chacha(void *arg)
{
    size_t n = ((struct job *)arg)->len;
    uint8_t iv[16] = { 1, 0, 0, 0 };
    memcpy(iv + 4, nonce, 12);
    gcry_cipher_setkey(gc_stream, key, 32);
    gcry_cipher_setctr(gc_stream, iv, 16);
    gcry_cipher_encrypt(gc_stream, bench_out, n, bench_in, n);
}
static void gc_seal(void *arg)
{
    size_t n = ((struct job *)arg)->len;
    gcry_cipher_setkey(gc_aead, key, 32);
    gcry_cipher_setiv(gc_aead, nonce, 12);
    gcry_cipher_authenticate(gc_aead, bench_ad, ADLEN);
    gcry_cipher_final(gc_aead);
    gcry_cipher_encrypt(gc_aead, bench_out, n, bench_in, n);
    gcry_cipher_gettag(gc_aead, tag, 16);
}
static void gc_open(void *arg)
{
    size_t n = ((struct job *)arg)->len;
    gcry_cipher_setkey(gc_aead, key, 32);
    gcry_cipher_setiv(gc_aead, nonce, 12);
    gcry_cipher_authenticate(gc_aead, bench_ad, ADLEN);
    gcry_cipher_final(gc_aead);
    gcry_cipher_decrypt(gc_aead, bench_out, n, sealed, n);
    sink += (int)gcry_cipher_checktag(gc_aead, sealed_tag, 16);
}
#endif

/* ---- nettle ---- */
#if BENCH_HAVE_NETTLE
static void ne_chacha(void *arg)
{
    struct chacha_ctx c;
    chacha_set_key(&c, key);
    chacha_set_nonce96(&c, nonce);
    chacha_crypt32(&c, ((struct job *)arg)->len, bench_out, bench_in);
}
static void ne_seal(void *arg)
{
    size_t n = ((struct job *)arg)->len;
    struct chacha_poly1305_ctx c;
    chacha_poly1305_set_key(&c, key);
    chacha_poly1305_set_nonce(&c, nonce);
    chacha_poly1305_update(&c, ADLEN, bench_in + n);
    chacha_poly1305_encrypt(&c, n, bench_out, bench_in);
    chacha_poly1305_digest(&c, 16, tag);
}
static void ne_open(void *arg)
{
    size_t n = ((struct job *)arg)->len;
    struct chacha_poly1305_ctx c;
    uint8_t t[16];
    chacha_poly1305_set_key(&c, key);
    chacha_poly1305_set_nonce(&c, nonce);
    chacha_poly1305_update(&c, ADLEN, bench_in + n);
    chacha_poly1305_decrypt(&c, n, bench_out, sealed);
    chacha_poly1305_digest(&c, 16, t);
    sink += memcmp(t, sealed_tag, 16);
}
#endif

static const size_t sizes[4] = { 16, 64, 1024, 16384 };
static const size_t poly_sizes[5] = { 16, 64, 256, 1024, 16384 };

/* The backend named by SYMCORE_BENCH_CHACHA20, if any, for every symcore call. */
static void force_chacha20_backend(void)
{
    static const struct sc_chacha20_backend *const all[] = {
        &symcore__chacha20_portable,
#if SC_X86_64
        &symcore__chacha20_sse2, &symcore__chacha20_ssse3, &symcore__chacha20_avx2,
        &symcore__chacha20_avx512,
#endif
#if SC_CHACHA20_HAVE_NEON
        &symcore__chacha20_neon,
#endif
    };
    const char *want = getenv("SYMCORE_BENCH_CHACHA20");
    if (want == NULL)
        return;
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        if (strcmp(want, all[i]->name) == 0)
            symcore__chacha20_forced = all[i];
    if (symcore__chacha20_forced == NULL)
        fprintf(stderr, "SYMCORE_BENCH_CHACHA20=%s: no such backend, using the selected one\n", want);
}

/* The backend named by SYMCORE_BENCH_POLY1305, if any, for every symcore call. */
static void force_poly1305_backend(void)
{
    /* the last of a name wins: "portable" is portable64 where it is compiled */
    static const struct sc_poly1305_backend *const all[] = {
        &symcore__poly1305_portable32x2,
#if SC_POLY1305_HAVE_64
        &symcore__poly1305_portable64,
#endif
#if SC_X86_64
        &symcore__poly1305_avx2, &symcore__poly1305_avx512ifma,
#endif
    };
    const char *want = getenv("SYMCORE_BENCH_POLY1305");
    if (want == NULL)
        return;
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        if (strcmp(want, all[i]->name) == 0)
            symcore__poly1305_forced = all[i];
    if (symcore__poly1305_forced == NULL)
        fprintf(stderr, "SYMCORE_BENCH_POLY1305=%s: no such backend, using the selected one\n", want);
}

void bench_chacha(void)
{
    force_chacha20_backend();
    force_poly1305_backend();
    const char *cb = symcore_backend("chacha20"), *pb = symcore_backend("poly1305");
    char ab[64]; /* the AEADs: ChaCha20 backend + Poly1305 backend */
    snprintf(ab, sizeof ab, "%s+%s", cb, pb);
#if BENCH_HAVE_OPENSSL
    ossl_cc = EVP_CIPHER_CTX_new();
    ossl_sc = EVP_CIPHER_CTX_new();
    EVP_EncryptInit_ex(ossl_sc, EVP_chacha20(), NULL, NULL, NULL);
    EVP_MAC *mac = EVP_MAC_fetch(NULL, "POLY1305", NULL);
    ossl_mac = mac ? EVP_MAC_CTX_new(mac) : NULL;
#endif
#if BENCH_HAVE_SODIUM
    if (sodium_init() < 0)
        return;
#endif
#if BENCH_HAVE_GCRYPT
    gcry_check_version(NULL);
    gcry_control(GCRYCTL_INITIALIZATION_FINISHED, 0);
    gcry_cipher_open(&gc_aead, GCRY_CIPHER_CHACHA20, GCRY_CIPHER_MODE_POLY1305, 0);
    gcry_cipher_open(&gc_stream, GCRY_CIPHER_CHACHA20, GCRY_CIPHER_MODE_STREAM, 0);
    gcry_mac_open(&gc_mac, GCRY_MAC_POLY1305, 0, NULL);
#endif

    /* Poly1305 alone also at 256 bytes (below the SIMD switch-over lengths) */
    for (int s = 0; s < 5; s++) {
        struct job j = { poly_sizes[s] };
        bench_contender c[8];
        size_t n;
        if (bench_selected("poly1305")) {
            n = 0;
            if (symcore_poly1305(tag, bench_in, j.len, key) != SYMCORE_OK)
                abort();
            c[n++] = (bench_contender){ "symcore", sc_poly, &j };
#if BENCH_HAVE_OPENSSL
            if (ossl_mac)
                c[n++] = (bench_contender){ "openssl", ossl_poly, &j };
#endif
#if BENCH_HAVE_SODIUM
            c[n++] = (bench_contender){ "sodium", na_poly, &j };
#endif
#if BENCH_HAVE_GCRYPT
            c[n++] = (bench_contender){ "gcrypt", gc_poly, &j };
#endif
#if SC_X86_64
            if (strcmp(pb, "avx2") != 0 && (symcore__cpu_features() & SC_CPU_AVX2))
                c[n++] = (bench_contender){ "symcore:avx2", sc_poly_avx2, &j };
#endif
#if SC_POLY1305_HAVE_64
            c[n++] = (bench_contender){ "symcore:portable", sc_poly_portable, &j };
#endif
            bench_run("poly1305", j.len, pb, c, n);
        }
    }
    for (int s = 0; s < 4; s++) {
        struct job j = { sizes[s] };
        bench_contender c[8];
        size_t n;
        if (bench_selected("chacha20")) {
            n = 0;
            c[n++] = (bench_contender){ "symcore", sc_chacha, &j };
#if BENCH_HAVE_OPENSSL
            c[n++] = (bench_contender){ "openssl", ossl_chacha, &j };
#endif
#if BENCH_HAVE_SODIUM
            c[n++] = (bench_contender){ "sodium", na_chacha, &j };
#endif
#if BENCH_HAVE_GCRYPT
            c[n++] = (bench_contender){ "gcrypt", gc_chacha, &j };
#endif
#if BENCH_HAVE_NETTLE
            c[n++] = (bench_contender){ "nettle", ne_chacha, &j };
#endif
#if SC_X86_64
            if (strcmp(cb, "avx2") != 0 && (symcore__cpu_features() & SC_CPU_AVX2))
                c[n++] = (bench_contender){ "symcore:avx2", sc_chacha_avx2, &j };
#endif
            bench_run("chacha20", j.len, cb, c, n);
        }
    }

    for (int s = 0; s < 4; s++) {
        struct job j = { sizes[s] };
        bench_contender c[8];
        size_t n;
        if (symcore_chacha20poly1305_seal(sealed, sealed_tag, bench_in, j.len, bench_ad, ADLEN, nonce,
                                          key) != SYMCORE_OK)
            return;
#if BENCH_HAVE_OPENSSL
        EVP_EncryptInit_ex(ossl_cc, EVP_chacha20_poly1305(), NULL, NULL, NULL);
#endif
        if (bench_selected("chacha20-poly1305 seal")) {
            n = 0;
            c[n++] = (bench_contender){ "symcore", sc_seal, &j };
#if BENCH_HAVE_OPENSSL
            c[n++] = (bench_contender){ "openssl", ossl_seal, &j };
#endif
#if BENCH_HAVE_SODIUM
            c[n++] = (bench_contender){ "sodium", na_seal, &j };
#endif
#if BENCH_HAVE_GCRYPT
            c[n++] = (bench_contender){ "gcrypt", gc_seal, &j };
#endif
#if BENCH_HAVE_NETTLE
            c[n++] = (bench_contender){ "nettle", ne_seal, &j };
#endif
            bench_run("chacha20-poly1305 seal", j.len, ab, c, n);
        }
        if (bench_selected("chacha20-poly1305 open")) {
            n = 0;
            c[n++] = (bench_contender){ "symcore", sc_open, &j };
#if BENCH_HAVE_OPENSSL
            c[n++] = (bench_contender){ "openssl", ossl_open, &j };
#endif
#if BENCH_HAVE_SODIUM
            c[n++] = (bench_contender){ "sodium", na_open, &j };
#endif
#if BENCH_HAVE_GCRYPT
            c[n++] = (bench_contender){ "gcrypt", gc_open, &j };
#endif
#if BENCH_HAVE_NETTLE
            c[n++] = (bench_contender){ "nettle", ne_open, &j };
#endif
            bench_run("chacha20-poly1305 open", j.len, ab, c, n);
        }
        if (bench_selected("xchacha20-poly1305 seal")) {
            n = 0;
            c[n++] = (bench_contender){ "symcore", sc_xseal, &j };
#if BENCH_HAVE_SODIUM
            c[n++] = (bench_contender){ "sodium", na_xseal, &j };
#endif
            bench_run("xchacha20-poly1305 seal", j.len, ab, c, n);
        }
    }
#if BENCH_HAVE_OPENSSL
    EVP_CIPHER_CTX_free(ossl_cc);
    EVP_CIPHER_CTX_free(ossl_sc);
    EVP_MAC_CTX_free(ossl_mac);
    EVP_MAC_free(mac);
#endif
#if BENCH_HAVE_GCRYPT
    gcry_cipher_close(gc_aead);
    gcry_cipher_close(gc_stream);
    gcry_mac_close(gc_mac);
#endif
}
