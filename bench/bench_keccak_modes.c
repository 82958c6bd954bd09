/* The Keccak modes: KMAC256 beside OpenSSL's EVP_MAC "KMAC-256" when it is
 * installed, TupleHash256, and the 12-round and tree modes beside SHAKE128
 * (ratio = SHAKE128 or TurboSHAKE128 time / ours). */
#include "bench.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <symcore.h>

#include "keccak/keccak_internal.h"

#if BENCH_HAVE_OPENSSL
#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/params.h>
#endif

#define MIB (1024 * 1024)
static uint8_t big_in[MIB]; /* the 64 KiB and 1 MiB rows */
static const uint8_t kmac_key[32] = { 0x40, 0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4a,
                                      0x4b, 0x4c, 0x4d, 0x4e, 0x4f, 0x50, 0x51, 0x52, 0x53, 0x54, 0x55,
                                      0x56, 0x57, 0x58, 0x59, 0x5a, 0x5b, 0x5c, 0x5d, 0x5e, 0x5f };
enum { KMAC_MSG = 64, KMAC_TAG = 32 };

/* KMAC's calls are must-check: a refused call would time nothing. */
static void kmac_ok(int rc)
{
    if (rc != SYMCORE_OK) {
        fprintf(stderr, "kmac256: %s\n", symcore_strerror(rc));
        exit(1);
    }
}

static void sc_kmac_oneshot(void *arg)
{
    (void)arg;
    kmac_ok(symcore_kmac256(bench_out, KMAC_TAG, bench_in, KMAC_MSG, "", 0, kmac_key, sizeof kmac_key));
}

static symcore_kmac_ctx kmac_keyed;
static void sc_kmac_copied(void *arg)
{
    (void)arg;
    symcore_kmac_ctx ctx = kmac_keyed;
    kmac_ok(symcore_kmac_update(&ctx, bench_in, KMAC_MSG));
    kmac_ok(symcore_kmac_final(&ctx, bench_out, KMAC_TAG));
}

#if BENCH_HAVE_OPENSSL
static EVP_MAC *ossl_kmac;
static EVP_MAC_CTX *ossl_kmac_ctx, *ossl_kmac_keyed;
static OSSL_PARAM ossl_kmac_params[2];
static size_t ossl_kmac_size = KMAC_TAG;
/* OpenSSL's one-shot call */
static void ossl_kmac_q(void *arg)
{
    size_t outl;
    (void)arg;
    EVP_Q_mac(NULL, "KMAC-256", NULL, NULL, ossl_kmac_params, kmac_key, sizeof kmac_key, bench_in, KMAC_MSG,
              bench_out, KMAC_TAG, &outl);
}
/* its fastest way to a tag under a fresh key: one context fetched once, keyed per message */
static void ossl_kmac_rekeyed(void *arg)
{
    size_t outl;
    (void)arg;
    EVP_MAC_init(ossl_kmac_ctx, kmac_key, sizeof kmac_key, NULL);
    EVP_MAC_update(ossl_kmac_ctx, bench_in, KMAC_MSG);
    EVP_MAC_final(ossl_kmac_ctx, bench_out, &outl, KMAC_TAG);
}
/* ... and its copy of a keyed context */
static void ossl_kmac_dup(void *arg)
{
    size_t outl;
    (void)arg;
    EVP_MAC_CTX *c = EVP_MAC_CTX_dup(ossl_kmac_keyed);
    EVP_MAC_update(c, bench_in, KMAC_MSG);
    EVP_MAC_final(c, bench_out, &outl, KMAC_TAG);
    EVP_MAC_CTX_free(c);
}
static void ossl_kmac_setup(void)
{
    ossl_kmac_params[0] = OSSL_PARAM_construct_size_t(OSSL_MAC_PARAM_SIZE, &ossl_kmac_size);
    ossl_kmac_params[1] = OSSL_PARAM_construct_end();
    ossl_kmac = EVP_MAC_fetch(NULL, "KMAC-256", NULL);
    ossl_kmac_ctx = EVP_MAC_CTX_new(ossl_kmac);
    ossl_kmac_keyed = EVP_MAC_CTX_new(ossl_kmac);
    EVP_MAC_CTX_set_params(ossl_kmac_ctx, ossl_kmac_params);
    EVP_MAC_CTX_set_params(ossl_kmac_keyed, ossl_kmac_params);
    EVP_MAC_init(ossl_kmac_keyed, kmac_key, sizeof kmac_key, NULL);
}
static void ossl_kmac_free(void)
{
    EVP_MAC_CTX_free(ossl_kmac_ctx);
    EVP_MAC_CTX_free(ossl_kmac_keyed);
    EVP_MAC_free(ossl_kmac);
}
#endif

static void bench_kmac(void)
{
    const char *backend = symcore_backend("keccak");
    bench_contender c[4];
    size_t n = 0;
    if (!bench_selected("kmac256"))
        return;
    kmac_ok(symcore_kmac256_init(&kmac_keyed, kmac_key, sizeof kmac_key, "", 0));
    c[n++] = (bench_contender){ "symcore", sc_kmac_oneshot, NULL };
#if BENCH_HAVE_OPENSSL
    ossl_kmac_setup();
    c[n++] = (bench_contender){ "openssl", ossl_kmac_q, NULL };
    c[n++] = (bench_contender){ "openssl-ctx", ossl_kmac_rekeyed, NULL };
#endif
    bench_note("kmac256, 32-byte key, 32-byte tag; one-shot, then from a copied keyed context. openssl: EVP_Q_mac;\n"
               "openssl-ctx: one EVP_MAC_CTX keyed per message; openssl-dup: EVP_MAC_CTX_dup of a keyed one:\n");
    bench_run("kmac256 one-shot", KMAC_MSG, backend, c, n);
    c[0] = (bench_contender){ "symcore", sc_kmac_copied, NULL };
#if BENCH_HAVE_OPENSSL
    c[n++] = (bench_contender){ "openssl-dup", ossl_kmac_dup, NULL };
#endif
    bench_run("kmac256 keyed copy", KMAC_MSG, backend, c, n);
#if BENCH_HAVE_OPENSSL
    ossl_kmac_free();
#endif
}

static void sc_tuplehash(void *arg)
{
    const symcore_span items[3] = { { bench_in, 16 }, { bench_in + 16, 16 }, { bench_in + 32, 16 } };
    (void)arg;
    symcore_tuplehash256(bench_out, 64, items, 3, "", 0);
}

/* Tree modes and TurboSHAKE over len bytes of big_in, 32 bytes out. */
static void sc_kt128(void *arg) { symcore_kt128(bench_out, 32, big_in, *(const size_t *)arg, "", 0); }
static void sc_parallelhash128(void *arg)
{
    (void)symcore_parallelhash128(bench_out, 32, big_in, *(const size_t *)arg, 8192, "", 0);
}
static void sc_turboshake128(void *arg)
{
    (void)symcore_turboshake128(bench_out, 32, big_in, *(const size_t *)arg, 0x1f);
}
static void sc_shake128(void *arg) { symcore_shake128(bench_out, 32, big_in, *(const size_t *)arg); }

/* The incremental forms over 1 MiB of big_in fed in pieces of *arg bytes,
 * as a file read 64 KiB (or 1 KiB) at a time. */
static void sc_kt128_pieces(void *arg)
{
    const size_t piece = *(const size_t *)arg;
    symcore_kt_ctx ctx;
    (void)symcore_kt128_init(&ctx, "", 0);
    for (size_t at = 0; at < MIB; at += piece)
        (void)symcore_kt_update(&ctx, big_in + at, piece);
    (void)symcore_kt_squeeze(&ctx, bench_out, 32);
}
static void sc_parallelhash128_pieces(void *arg)
{
    const size_t piece = *(const size_t *)arg;
    symcore_parallelhash_ctx ctx;
    (void)symcore_parallelhash128_init(&ctx, 8192, "", 0);
    for (size_t at = 0; at < MIB; at += piece)
        (void)symcore_parallelhash_update(&ctx, big_in + at, piece);
    (void)symcore_parallelhash_final(&ctx, bench_out, 32);
}

/* SYMCORE_BENCH_KECCAK forces the Keccak backends of every symcore call, to
 * time what other CPUs get: "avx512x8" or "avx2x4" (leaves on that backend,
 * single states on x86-64-v3), "scalar" (one x86-64-v3 sponge per leaf),
 * "portable" (one portable sponge per leaf, single states portable too). */
static void force_keccak_backend(void)
{
    const char *want = getenv("SYMCORE_BENCH_KECCAK");
    if (want == NULL)
        return;
    symcore__keccak_lanes_forced = 1;
    symcore__keccak_lanes_choice = NULL;
    if (strcmp(want, "portable") == 0) {
        symcore__keccak_forced = &symcore__keccak_portable;
        return;
    }
#if SC_X86_64
    uint32_t f = symcore__cpu_features();
    if (!(f & SC_CPU_X86_64_V3)) {
        fprintf(stderr, "SYMCORE_BENCH_KECCAK=%s: this CPU is not x86-64-v3, using portable\n", want);
        symcore__keccak_forced = &symcore__keccak_portable;
        return;
    }
    symcore__keccak_forced = &symcore__keccak_x86_64_v3;
    if (strcmp(want, "avx2x4") == 0)
        symcore__keccak_lanes_choice = &symcore__keccak_avx2x4;
    else if (strcmp(want, "avx512x8") == 0 && (f & SC_CPU_AVX512F))
        symcore__keccak_lanes_choice = &symcore__keccak_avx512x8;
    else if (strcmp(want, "scalar") != 0)
        fprintf(stderr, "SYMCORE_BENCH_KECCAK=%s: not a backend this CPU runs, using scalar\n", want);
#else
    symcore__keccak_forced = &symcore__keccak_portable;
#endif
}

void bench_keccak_modes(void)
{
    force_keccak_backend();
    static size_t tree_sizes[] = { 64, 8192, 65536, MIB };
    static size_t len16k = 16384;
    const char *backend = symcore_backend("keccak");
    for (size_t i = 0; i < sizeof big_in; i++)
        big_in[i] = bench_in[i % BENCH_MAX_BYTES] ^ (uint8_t)(i >> 14);

    bench_kmac();
    if (bench_selected("tuplehash256")) {
        bench_contender c = { "symcore", sc_tuplehash, NULL };
        bench_note("tuplehash256 of three 16-byte items, 64-byte out:\n");
        bench_run("tuplehash256", 48, backend, &c, 1);
    }
    if (bench_selected("turboshake128")) {
        bench_contender c[2] = { { "symcore", sc_turboshake128, &len16k }, { "symcore:shake128", sc_shake128, &len16k } };
        bench_note("turboshake128 (D = 0x1f, 32-byte out); symcore:shake128 = our SHAKE128 of the same input:\n");
        bench_run("turboshake128", len16k, backend, c, 2);
    }
    if (bench_selected("kt128") || bench_selected("parallelhash128")) {
        bench_note("kt128 and parallelhash128 (block 8192), 32-byte out; symcore:shake128 and symcore:turbo128:\n"
                   "our SHAKE128 and TurboSHAKE128 of the same input:\n");
        for (size_t s = 0; s < sizeof tree_sizes / sizeof tree_sizes[0]; s++) {
            size_t *len = &tree_sizes[s];
            bench_contender c[3] = { { "symcore", sc_kt128, len },
                                     { "symcore:shake128", sc_shake128, len },
                                     { "symcore:turbo128", sc_turboshake128, len } };
            bench_run("kt128", *len, backend, c, 3);
        }
        for (size_t s = 0; s < sizeof tree_sizes / sizeof tree_sizes[0]; s++) {
            size_t *len = &tree_sizes[s];
            bench_contender c[2] = { { "symcore", sc_parallelhash128, len },
                                     { "symcore:shake128", sc_shake128, len } };
            bench_run("parallelhash128", *len, backend, c, 2);
        }
        {
            static size_t mib = MIB, p64k = 65536, p1k = 1024;
            bench_contender k[3] = { { "symcore", sc_kt128, &mib },
                                     { "symcore:64k-pcs", sc_kt128_pieces, &p64k },
                                     { "symcore:1k-pcs", sc_kt128_pieces, &p1k } };
            bench_contender p[3] = { { "symcore", sc_parallelhash128, &mib },
                                     { "symcore:64k-pcs", sc_parallelhash128_pieces, &p64k },
                                     { "symcore:1k-pcs", sc_parallelhash128_pieces, &p1k } };
            bench_note("kt128 and parallelhash128 (block 8192) of 1 MiB: the one-shot, then a context fed 64 KiB\n"
                       "or 1 KiB pieces (symcore:64k-pcs, symcore:1k-pcs):\n");
            bench_run("kt128 incremental", MIB, backend, k, 3);
            bench_run("parallelhash128 incremental", MIB, backend, p, 3);
        }
    }
}
