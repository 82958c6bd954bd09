/* Keccak family: the permutations, SHA-3, SHAKE and the cSHAKE seed case,
 * beside OpenSSL and libgcrypt when they are installed. */
#include "bench.h"

#include <stdio.h>
#include <symcore.h>

#if BENCH_HAVE_OPENSSL
#include <openssl/evp.h>
#endif
#if BENCH_HAVE_GCRYPT
#include <gcrypt.h>
#endif

struct job {
    size_t len;
    size_t outlen;
    int variant; /* 224, 256, 384, 512 or 128/256 for SHAKE */
};

static uint64_t perm_state[25];

static void sc_f1600(void *arg) { (void)arg; symcore_keccak_f1600(perm_state); }
static void sc_p1600_12(void *arg) { (void)arg; symcore_keccak_p1600_12(perm_state); }

static void sc_sha3(void *arg)
{
    const struct job *j = arg;
    switch (j->variant) {
    case 256: symcore_sha3_256(bench_out, bench_in, j->len); break;
    case 512: symcore_sha3_512(bench_out, bench_in, j->len); break;
    }
}

static void sc_shake(void *arg)
{
    const struct job *j = arg;
    if (j->variant == 128)
        symcore_shake128(bench_out, j->outlen, bench_in, j->len);
    else
        symcore_shake256(bench_out, j->outlen, bench_in, j->len);
}

static void sc_cshake_oneshot(void *arg)
{
    (void)arg;
    symcore_cshake256(bench_out, 64, "testdata", 8, "N", 1, "S", 1);
}

static symcore_xof_ctx cshake_base;
static void sc_cshake_cloned(void *arg)
{
    (void)arg;
    symcore_xof_ctx ctx = cshake_base;
    symcore_xof_absorb(&ctx, "testdata", 8);
    symcore_xof_squeeze(&ctx, bench_out, 64);
}

#if BENCH_HAVE_OPENSSL
static EVP_MD_CTX *ossl_ctx;
static const EVP_MD *ossl_md(int variant, int xof)
{
    if (xof)
        return variant == 128 ? EVP_shake128() : EVP_shake256();
    return variant == 256 ? EVP_sha3_256() : EVP_sha3_512();
}
static void ossl_sha3(void *arg)
{
    const struct job *j = arg;
    EVP_DigestInit_ex(ossl_ctx, ossl_md(j->variant, 0), NULL);
    EVP_DigestUpdate(ossl_ctx, bench_in, j->len);
    EVP_DigestFinal_ex(ossl_ctx, bench_out, NULL);
}
static void ossl_shake(void *arg)
{
    const struct job *j = arg;
    EVP_DigestInit_ex(ossl_ctx, ossl_md(j->variant, 1), NULL);
    EVP_DigestUpdate(ossl_ctx, bench_in, j->len);
    EVP_DigestFinalXOF(ossl_ctx, bench_out, j->outlen);
}
#endif

#if BENCH_HAVE_GCRYPT
static gcry_md_hd_t gc_shake128, gc_shake256;
static void gc_sha3(void *arg)
{
    const struct job *j = arg;
    gcry_md_hash_buffer(j->variant == 256 ? GCRY_MD_SHA3_256 : GCRY_MD_SHA3_512, bench_out, bench_in, j->len);
}
static void gc_shake(void *arg)
{
    const struct job *j = arg;
    gcry_md_hd_t h = j->variant == 128 ? gc_shake128 : gc_shake256;
    gcry_md_reset(h);
    gcry_md_write(h, bench_in, j->len);
    gcry_md_extract(h, j->variant == 128 ? GCRY_MD_SHAKE128 : GCRY_MD_SHAKE256, bench_out, j->outlen);
}
#endif

static void run_hash(const char *name, int variant, int xof)
{
    if (!bench_selected(name))
        return;
    for (int s = 0; s < 5; s++) {
        struct job j = { bench_sizes[s], 32, variant };
        bench_contender c[3];
        size_t n = 0;
        c[n++] = (bench_contender){ "symcore", xof ? sc_shake : sc_sha3, &j };
#if BENCH_HAVE_OPENSSL
        c[n++] = (bench_contender){ "openssl", xof ? ossl_shake : ossl_sha3, &j };
#endif
#if BENCH_HAVE_GCRYPT
        c[n++] = (bench_contender){ "gcrypt", xof ? gc_shake : gc_sha3, &j };
#endif
        bench_run(name, j.len, symcore_backend("keccak"), c, n);
    }
}

void bench_keccak(void)
{
    const char *backend = symcore_backend("keccak");
#if BENCH_HAVE_OPENSSL
    ossl_ctx = EVP_MD_CTX_new();
#endif
#if BENCH_HAVE_GCRYPT
    gcry_check_version(NULL);
    gcry_control(GCRYCTL_INITIALIZATION_FINISHED, 0);
    gcry_md_open(&gc_shake128, GCRY_MD_SHAKE128, 0);
    gcry_md_open(&gc_shake256, GCRY_MD_SHAKE256, 0);
#endif
    if (bench_selected("keccak-f1600")) {
        bench_contender c = { "symcore", sc_f1600, NULL };
        bench_run("keccak-f1600", 0, backend, &c, 1);
    }
    if (bench_selected("keccak-p1600-12")) {
        bench_contender c = { "symcore", sc_p1600_12, NULL };
        bench_run("keccak-p1600-12", 0, backend, &c, 1);
    }
    run_hash("sha3-256", 256, 0);
    run_hash("sha3-512", 512, 0);
    run_hash("shake128 (32-byte out)", 128, 1);
    run_hash("shake256 (32-byte out)", 256, 1);
    if (bench_selected("cshake256")) {
        /* The seed case: cSHAKE256(N = "N", S = "S", "testdata"), 64 bytes out,
         * against the cost of one permutation measured in the same run. */
        symcore_cshake256_init(&cshake_base, "N", 1, "S", 1);
        bench_contender c[3] = {
            { "symcore", sc_cshake_oneshot, NULL },
            { "symcore:cloned", sc_cshake_cloned, NULL },
            { "floor:f1600", sc_f1600, NULL },
        };
        bench_note("cshake256 seed case (N=\"N\", S=\"S\", 8-byte data, 64-byte out): the one-shot, a copy of an\n"
                   "initialised context, and the floor, one keccak-f1600:\n");
        bench_run("cshake256 seed", 8, backend, c, 3);
    }
#if BENCH_HAVE_OPENSSL
    EVP_MD_CTX_free(ossl_ctx);
#endif
#if BENCH_HAVE_GCRYPT
    gcry_md_close(gc_shake128);
    gcry_md_close(gc_shake256);
#endif
}
