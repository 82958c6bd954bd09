/* error_stores_nothing: the keccak module (api_checks.h).
 *
 * Every error path of every call of symcore/keccak.h, with every output in a
 * read-only page (ro_buf) and, for the context calls, the context too in a
 * read-only page of its own (ro_ctx below): a call that stored one byte
 * through either, even the byte that was there, would die with SIGSEGV
 * instead of returning SYMCORE_EINVAL. Refused contexts are the images of
 * live contexts of the other modes and phases, zeros (zeroed, wiped and
 * finished contexts are all zeros) and all-ones. */
#include <symcore.h>

#include "api_checks.h"
#include "readonly_page.h"
#include "testutil.h"

#define EINVAL_(call) CHECK((call) == SYMCORE_EINVAL)

/* ro_buf holds one buffer at a time (the output); contexts get a second
 * read-only region of their own. */
static struct ro_region ctx_region;

static void *ro_ctx(const void *src, size_t n)
{
    void *p = ro_region_copy(&ctx_region, src, n);
    if (p == NULL) {
        fprintf(stderr, "errors_keccak: mmap failed\n");
        exit(2);
    }
    return p;
}

/* An output of n bytes in a read-only page. */
static uint8_t *ro_out(size_t n)
{
    uint8_t *p = (uint8_t *)ro_buf(n);
    if (p == NULL) {
        fprintf(stderr, "errors_keccak: mmap failed\n");
        exit(2);
    }
    return p;
}

/* Images of contexts: every mode and phase a live context can be in, and the
 * dead ones. All three context types have the sponge's size. */
enum {
    IMG_SHA3,          /* SHA3-256 absorbing */
    IMG_SHAKE,         /* SHAKE128 absorbing */
    IMG_CSHAKE_SQUEEZE, /* cSHAKE256 squeezing */
    IMG_TURBO,         /* TurboSHAKE128 absorbing */
    IMG_TURBO_SQUEEZE, /* TurboSHAKE256 squeezing */
    IMG_KMAC,          /* KMAC128 absorbing */
    IMG_KMAC_SQUEEZE,  /* KMACXOF256 squeezing */
    IMG_ZERO,          /* zeroed, wiped or finished */
    IMG_ONES,
    IMG_COUNT
};
typedef unsigned char image[sizeof(struct symcore__sponge)];
static image img[IMG_COUNT];
static const char *const img_name[IMG_COUNT] = { "SHA-3",          "SHAKE",   "cSHAKE squeezing",
                                                 "TurboSHAKE",     "TurboSHAKE squeezing", "KMAC",
                                                 "KMACXOF squeezing", "zero", "all ones" };

static void make_images(void)
{
    symcore_sha3_ctx s;
    symcore_xof_ctx x;
    symcore_kmac_ctx k;
    uint8_t out[16];
    CHECK(symcore_sha3_init(&s, 32) == SYMCORE_OK && symcore_sha3_update(&s, "abc", 3) == SYMCORE_OK);
    memcpy(img[IMG_SHA3], &s, sizeof s);
    CHECK(symcore_shake128_init(&x) == SYMCORE_OK && symcore_xof_absorb(&x, "abc", 3) == SYMCORE_OK);
    memcpy(img[IMG_SHAKE], &x, sizeof x);
    CHECK(symcore_cshake256_init(&x, "N", 1, "S", 1) == SYMCORE_OK && symcore_xof_squeeze(&x, out, 10) == SYMCORE_OK);
    memcpy(img[IMG_CSHAKE_SQUEEZE], &x, sizeof x);
    CHECK(symcore_turboshake128_init(&x, 0x1f) == SYMCORE_OK && symcore_xof_absorb(&x, "abc", 3) == SYMCORE_OK);
    memcpy(img[IMG_TURBO], &x, sizeof x);
    CHECK(symcore_turboshake256_init(&x, 0x07) == SYMCORE_OK && symcore_xof_squeeze(&x, out, 0) == SYMCORE_OK);
    memcpy(img[IMG_TURBO_SQUEEZE], &x, sizeof x);
    CHECK(symcore_kmac128_init(&k, "key", 3, "S", 1) == SYMCORE_OK && symcore_kmac_update(&k, "m", 1) == SYMCORE_OK);
    memcpy(img[IMG_KMAC], &k, sizeof k);
    CHECK(symcore_kmac256_init(&k, "key", 3, "", 0) == SYMCORE_OK && symcore_kmac_xof_squeeze(&k, out, 5) == SYMCORE_OK);
    memcpy(img[IMG_KMAC_SQUEEZE], &k, sizeof k);
    memset(img[IMG_ZERO], 0, sizeof(image));
    memset(img[IMG_ONES], 0xff, sizeof(image));
}

static int is_xof(int i) { return i == IMG_SHAKE || i == IMG_CSHAKE_SQUEEZE || i == IMG_TURBO || i == IMG_TURBO_SQUEEZE; }
static int is_xof_squeezing(int i) { return i == IMG_CSHAKE_SQUEEZE || i == IMG_TURBO_SQUEEZE; }

/* Context copies in read-only memory. */
static symcore_sha3_ctx *ro_sha3(int i) { return (symcore_sha3_ctx *)ro_ctx(img[i], sizeof(image)); }
static symcore_xof_ctx *ro_xof(int i) { return (symcore_xof_ctx *)ro_ctx(img[i], sizeof(image)); }
static symcore_kmac_ctx *ro_kmac(int i) { return (symcore_kmac_ctx *)ro_ctx(img[i], sizeof(image)); }

/* The output length no mode that encodes it accepts (its bit count overflows
 * 64 bits); 0 where size_t cannot hold it. */
static size_t huge_outlen(void)
{
#if SIZE_MAX > UINT64_MAX / 8
    return (size_t)(UINT64_MAX / 8) + 1;
#else
    return 0;
#endif
}

static void sha3_oneshots(void)
{
    int (*const f[4])(uint8_t *, const void *, size_t) = { symcore_sha3_224, symcore_sha3_256, symcore_sha3_384,
                                                           symcore_sha3_512 };
    static const size_t n[4] = { 28, 32, 48, 64 };
    for (int v = 0; v < 4; v++) {
        EINVAL_(f[v](ro_out(n[v]), NULL, 1));
        EINVAL_(f[v](ro_out(n[v]), NULL, (size_t)-1));
        EINVAL_(f[v](NULL, "abc", 3));
        EINVAL_(f[v](NULL, NULL, 0));
    }
}

static void xof_oneshots(void)
{
    for (int w = 0; w < 2; w++) {
        int (*shake)(uint8_t *, size_t, const void *, size_t) = w ? symcore_shake256 : symcore_shake128;
        int (*cshake)(uint8_t *, size_t, const void *, size_t, const void *, size_t, const void *, size_t) =
            w ? symcore_cshake256 : symcore_cshake128;
        int (*turbo)(uint8_t *, size_t, const void *, size_t, uint8_t) =
            w ? symcore_turboshake256 : symcore_turboshake128;
        EINVAL_(shake(ro_out(32), 32, NULL, 1));
        EINVAL_(shake(NULL, 32, "abc", 3));
        EINVAL_(cshake(ro_out(32), 32, NULL, 1, "N", 1, "S", 1));
        EINVAL_(cshake(ro_out(32), 32, "abc", 3, NULL, 1, "S", 1));
        EINVAL_(cshake(ro_out(32), 32, "abc", 3, "N", 1, NULL, 1));
        EINVAL_(cshake(ro_out(300), 300, "abc", 3, "", 0, NULL, 300)); /* the long-prefix path */
        EINVAL_(cshake(NULL, 32, "abc", 3, "N", 1, "S", 1));
        static const uint8_t bad_d[] = { 0x00, 0x80, 0x81, 0xfe, 0xff };
        for (size_t d = 0; d < sizeof bad_d; d++) {
            EINVAL_(turbo(ro_out(32), 32, "abc", 3, bad_d[d]));
            EINVAL_(turbo(ro_out(0), 0, NULL, 0, bad_d[d]));
        }
        EINVAL_(turbo(ro_out(32), 32, NULL, 1, 0x1f));
        EINVAL_(turbo(NULL, 32, "abc", 3, 0x1f));
    }
}

static void kmac_oneshots(void)
{
    typedef int (*kmac_fn)(uint8_t *, size_t, const void *, size_t, const void *, size_t, const void *, size_t);
    const kmac_fn f[4] = { symcore_kmac128, symcore_kmac256, symcore_kmac128_xof, symcore_kmac256_xof };
    static const uint8_t key[32] = { 1 };
    for (int v = 0; v < 4; v++) {
        /* a NULL key with keylen 32 (once returned nothing and wrote nothing,
         * leaving a zeroed buffer as the tag) */
        EINVAL_(f[v](ro_out(32), 32, "message", 7, "", 0, NULL, 32));
        EINVAL_(f[v](ro_out(32), 32, NULL, 7, "", 0, key, 32));
        EINVAL_(f[v](ro_out(32), 32, "message", 7, NULL, 1, key, 32));
        EINVAL_(f[v](NULL, 32, "message", 7, "", 0, key, 32));
        if (huge_outlen() != 0)
            EINVAL_(f[v](ro_out(64), huge_outlen(), "message", 7, "", 0, key, 32));
    }
}

static void tree_oneshots(void)
{
    typedef int (*tuple_fn)(uint8_t *, size_t, const symcore_span *, size_t, const void *, size_t);
    typedef int (*par_fn)(uint8_t *, size_t, const void *, size_t, size_t, const void *, size_t);
    typedef int (*kt_fn)(uint8_t *, size_t, const void *, size_t, const void *, size_t);
    const tuple_fn th[4] = { symcore_tuplehash128, symcore_tuplehash256, symcore_tuplehash128_xof,
                             symcore_tuplehash256_xof };
    const par_fn ph[4] = { symcore_parallelhash128, symcore_parallelhash256, symcore_parallelhash128_xof,
                           symcore_parallelhash256_xof };
    const kt_fn kt[2] = { symcore_kt128, symcore_kt256 };
    const symcore_span good[3] = { { "a", 1 }, { "", 0 }, { NULL, 0 } };
    const symcore_span bad_first[3] = { { NULL, 1 }, { "a", 1 }, { "b", 1 } };
    const symcore_span bad_last[3] = { { "a", 1 }, { "b", 1 }, { NULL, 5 } };
    for (int v = 0; v < 4; v++) {
        EINVAL_(th[v](ro_out(32), 32, NULL, 1, "", 0));
        EINVAL_(th[v](ro_out(32), 32, bad_first, 3, "", 0));
        EINVAL_(th[v](ro_out(32), 32, bad_last, 3, "", 0));
        EINVAL_(th[v](ro_out(32), 32, good, 3, NULL, 2));
        EINVAL_(th[v](NULL, 32, good, 3, "", 0));
        if (huge_outlen() != 0)
            EINVAL_(th[v](ro_out(64), huge_outlen(), good, 3, "", 0));

        EINVAL_(ph[v](ro_out(32), 32, "abc", 3, 0, "", 0));
        EINVAL_(ph[v](ro_out(32), 32, NULL, 0, 0, NULL, 0));
        EINVAL_(ph[v](ro_out(32), 32, NULL, 3, 8, "", 0));
        EINVAL_(ph[v](ro_out(32), 32, "abc", 3, 8, NULL, 1));
        EINVAL_(ph[v](NULL, 32, "abc", 3, 8, "", 0));
        if (huge_outlen() != 0)
            EINVAL_(ph[v](ro_out(64), huge_outlen(), "abc", 3, 8, "", 0));
    }
    for (int v = 0; v < 2; v++) {
        EINVAL_(kt[v](ro_out(32), 32, NULL, 1, "", 0));
        EINVAL_(kt[v](ro_out(32), 32, NULL, 10000, "", 0)); /* would be the tree path */
        EINVAL_(kt[v](ro_out(32), 32, "abc", 3, NULL, 1));
        EINVAL_(kt[v](NULL, 32, "abc", 3, "", 0));
    }
}

/* symcore_sha3_*: NULL contexts, bad sizes, bad buffers on a live context,
 * and every call on every context that is not a live SHA-3 one. */
static void sha3_contexts(void)
{
    static const size_t bad_sizes[] = { 0, 1, 27, 29, 33, 63, 65, 200, (size_t)-1 };
    EINVAL_(symcore_sha3_init(NULL, 32));
    EINVAL_(symcore_sha3_update(NULL, "abc", 3));
    EINVAL_(symcore_sha3_update(NULL, NULL, 0));
    EINVAL_(symcore_sha3_final(NULL, ro_out(64)));
    for (int i = 0; i < IMG_COUNT; i++)
        for (size_t k = 0; k < sizeof bad_sizes / sizeof bad_sizes[0]; k++)
            EINVAL_(symcore_sha3_init(ro_sha3(i), bad_sizes[k]));
    EINVAL_(symcore_sha3_update(ro_sha3(IMG_SHA3), NULL, 1));
    EINVAL_(symcore_sha3_final(ro_sha3(IMG_SHA3), NULL));
    for (int i = 0; i < IMG_COUNT; i++) {
        const int failed = tu_failures;
        if (i == IMG_SHA3)
            continue;
        symcore_sha3_ctx *c = ro_sha3(i);
        EINVAL_(symcore_sha3_update(c, "abc", 3));
        EINVAL_(symcore_sha3_update(c, NULL, 0));
        EINVAL_(symcore_sha3_final(c, ro_out(64)));
        if (tu_failures != failed)
            fprintf(stderr, "  (sha3 calls on a %s context)\n", img_name[i]);
    }
}

/* symcore_xof_*, the SHAKE, cSHAKE and TurboSHAKE inits. */
static void xof_contexts(void)
{
    EINVAL_(symcore_shake128_init(NULL));
    EINVAL_(symcore_shake256_init(NULL));
    EINVAL_(symcore_cshake128_init(NULL, "N", 1, "S", 1));
    EINVAL_(symcore_cshake256_init(NULL, "", 0, "", 0));
    EINVAL_(symcore_turboshake128_init(NULL, 0x1f));
    EINVAL_(symcore_turboshake256_init(NULL, 0x1f));
    EINVAL_(symcore_xof_absorb(NULL, "abc", 3));
    EINVAL_(symcore_xof_squeeze(NULL, ro_out(32), 32));
    EINVAL_(symcore_xof_squeeze(NULL, NULL, 0));
    for (int i = 0; i < IMG_COUNT; i++) {
        /* failed inits leave whatever was there, live or not */
        EINVAL_(symcore_cshake128_init(ro_xof(i), NULL, 1, "S", 1));
        EINVAL_(symcore_cshake256_init(ro_xof(i), "N", 1, NULL, 1));
        EINVAL_(symcore_cshake128_init(ro_xof(i), "", 0, NULL, 500));
        EINVAL_(symcore_turboshake128_init(ro_xof(i), 0x00));
        EINVAL_(symcore_turboshake256_init(ro_xof(i), 0x80));
        EINVAL_(symcore_turboshake256_init(ro_xof(i), 0xff));
    }
    for (int i = 0; i < IMG_COUNT; i++) {
        const int failed = tu_failures;
        if (is_xof(i)) {
            /* live: only bad buffers are refused, and an absorb after squeezing */
            EINVAL_(symcore_xof_absorb(ro_xof(i), NULL, 1));
            EINVAL_(symcore_xof_squeeze(ro_xof(i), NULL, 1));
            if (is_xof_squeezing(i)) {
                EINVAL_(symcore_xof_absorb(ro_xof(i), "abc", 3));
                EINVAL_(symcore_xof_absorb(ro_xof(i), NULL, 0));
            }
            continue;
        }
        EINVAL_(symcore_xof_absorb(ro_xof(i), "abc", 3));
        EINVAL_(symcore_xof_absorb(ro_xof(i), NULL, 0));
        EINVAL_(symcore_xof_squeeze(ro_xof(i), ro_out(300), 300));
        EINVAL_(symcore_xof_squeeze(ro_xof(i), ro_out(0), 0)); /* would pad the context */
        if (tu_failures != failed)
            fprintf(stderr, "  (XOF calls on a %s context)\n", img_name[i]);
    }
}

/* symcore_kmac_*: inits, update, final and the XOF squeeze. */
static void kmac_contexts(void)
{
    static const uint8_t key[32] = { 2 };
    EINVAL_(symcore_kmac128_init(NULL, key, 32, "", 0));
    EINVAL_(symcore_kmac256_init(NULL, key, 32, "S", 1));
    EINVAL_(symcore_kmac_update(NULL, "abc", 3));
    EINVAL_(symcore_kmac_final(NULL, ro_out(32), 32));
    EINVAL_(symcore_kmac_xof_squeeze(NULL, ro_out(32), 32));
    for (int i = 0; i < IMG_COUNT; i++) {
        EINVAL_(symcore_kmac128_init(ro_kmac(i), NULL, 32, "", 0));
        EINVAL_(symcore_kmac256_init(ro_kmac(i), NULL, 1, "S", 1));
        EINVAL_(symcore_kmac128_init(ro_kmac(i), key, 32, NULL, 1));
        EINVAL_(symcore_kmac256_init(ro_kmac(i), key, 32, NULL, 300));
    }
    for (int i = 0; i < IMG_COUNT; i++) {
        const int failed = tu_failures;
        if (i == IMG_KMAC) {
            EINVAL_(symcore_kmac_update(ro_kmac(i), NULL, 1));
            EINVAL_(symcore_kmac_final(ro_kmac(i), NULL, 32));
            if (huge_outlen() != 0)
                EINVAL_(symcore_kmac_final(ro_kmac(i), ro_out(64), huge_outlen()));
            EINVAL_(symcore_kmac_xof_squeeze(ro_kmac(i), NULL, 1));
            continue;
        }
        if (i == IMG_KMAC_SQUEEZE) {
            /* KMACXOF output has begun: no more message, no final */
            EINVAL_(symcore_kmac_update(ro_kmac(i), "abc", 3));
            EINVAL_(symcore_kmac_update(ro_kmac(i), NULL, 0));
            EINVAL_(symcore_kmac_final(ro_kmac(i), ro_out(32), 32));
            EINVAL_(symcore_kmac_final(ro_kmac(i), NULL, 0));
            EINVAL_(symcore_kmac_xof_squeeze(ro_kmac(i), NULL, 1));
            continue;
        }
        EINVAL_(symcore_kmac_update(ro_kmac(i), "abc", 3));
        EINVAL_(symcore_kmac_update(ro_kmac(i), NULL, 0));
        EINVAL_(symcore_kmac_final(ro_kmac(i), ro_out(32), 32));
        EINVAL_(symcore_kmac_final(ro_kmac(i), ro_out(0), 0));
        EINVAL_(symcore_kmac_xof_squeeze(ro_kmac(i), ro_out(300), 300));
        EINVAL_(symcore_kmac_xof_squeeze(ro_kmac(i), ro_out(0), 0));
        if (tu_failures != failed)
            fprintf(stderr, "  (KMAC calls on a %s context)\n", img_name[i]);
    }
}

/* The incremental tree and tuple hashes: images of each context type live in
 * each phase, and dead ones: zeros, all ones, and the image of a live
 * context of each older mode copied over the start of a zeroed one. */
enum { TI_LIVE_ABSORB, TI_LIVE_SQUEEZE, TI_ZERO, TI_ONES, TI_OTHER, TI_COUNT = TI_OTHER + IMG_ZERO };
static unsigned char tuple_img[TI_COUNT][sizeof(symcore_tuplehash_ctx)];
static unsigned char ph_img[TI_COUNT][sizeof(symcore_parallelhash_ctx)];
static unsigned char kt_img[TI_COUNT][sizeof(symcore_kt_ctx)];

static void make_tree_images(void)
{
    symcore_tuplehash_ctx t;
    symcore_parallelhash_ctx p;
    symcore_kt_ctx k;
    static uint8_t m[3 * 8192 + 100];
    uint8_t o[8];
    memset(&t, 0, sizeof t);
    memset(&p, 0, sizeof p);
    memset(&k, 0, sizeof k);
    CHECK(symcore_tuplehash128_init(&t, "S", 1) == SYMCORE_OK && symcore_tuplehash_item(&t, "ab", 2) == SYMCORE_OK);
    memcpy(tuple_img[TI_LIVE_ABSORB], &t, sizeof t);
    CHECK(symcore_tuplehash_xof_squeeze(&t, o, 5) == SYMCORE_OK);
    memcpy(tuple_img[TI_LIVE_SQUEEZE], &t, sizeof t);
    /* a block part absorbed: the leaf sponge in use */
    CHECK(symcore_parallelhash256_init(&p, 100, "", 0) == SYMCORE_OK && symcore_parallelhash_update(&p, m, 250) == SYMCORE_OK);
    memcpy(ph_img[TI_LIVE_ABSORB], &p, sizeof p);
    CHECK(symcore_parallelhash_xof_squeeze(&p, o, 0) == SYMCORE_OK);
    memcpy(ph_img[TI_LIVE_SQUEEZE], &p, sizeof p);
    /* past the first chunk, a chunk part absorbed */
    CHECK(symcore_kt128_init(&k, "C", 1) == SYMCORE_OK && symcore_kt_update(&k, m, sizeof m) == SYMCORE_OK);
    memcpy(kt_img[TI_LIVE_ABSORB], &k, sizeof k);
    CHECK(symcore_kt_squeeze(&k, o, 8) == SYMCORE_OK);
    memcpy(kt_img[TI_LIVE_SQUEEZE], &k, sizeof k);
    memset(tuple_img[TI_ZERO], 0, sizeof tuple_img[0]);
    memset(ph_img[TI_ZERO], 0, sizeof ph_img[0]);
    memset(kt_img[TI_ZERO], 0, sizeof kt_img[0]);
    memset(tuple_img[TI_ONES], 0xff, sizeof tuple_img[0]);
    memset(ph_img[TI_ONES], 0xff, sizeof ph_img[0]);
    memset(kt_img[TI_ONES], 0xff, sizeof kt_img[0]);
    for (int i = 0; i < IMG_ZERO; i++) {
        memset(tuple_img[TI_OTHER + i], 0, sizeof tuple_img[0]);
        memset(ph_img[TI_OTHER + i], 0, sizeof ph_img[0]);
        memset(kt_img[TI_OTHER + i], 0, sizeof kt_img[0]);
        memcpy(tuple_img[TI_OTHER + i], img[i], sizeof(image));
        memcpy(ph_img[TI_OTHER + i], img[i], sizeof(image));
        memcpy(kt_img[TI_OTHER + i], img[i], sizeof(image));
    }
    /* and each new type's live image over the others' */
    memcpy(ph_img[TI_OTHER + IMG_SHA3], tuple_img[TI_LIVE_ABSORB], sizeof tuple_img[0]);
    memcpy(kt_img[TI_OTHER + IMG_SHA3], ph_img[TI_LIVE_ABSORB], sizeof ph_img[0]);
    memcpy(tuple_img[TI_OTHER + IMG_SHA3], kt_img[TI_LIVE_ABSORB], sizeof tuple_img[0]);
}

static symcore_tuplehash_ctx *ro_tuple(int i) { return (symcore_tuplehash_ctx *)ro_ctx(tuple_img[i], sizeof tuple_img[0]); }
static symcore_parallelhash_ctx *ro_ph(int i) { return (symcore_parallelhash_ctx *)ro_ctx(ph_img[i], sizeof ph_img[0]); }
static symcore_kt_ctx *ro_kt(int i) { return (symcore_kt_ctx *)ro_ctx(kt_img[i], sizeof kt_img[0]); }

static void tree_contexts(void)
{
    static uint8_t longC[SYMCORE_KT_MAX_CUSTOM + 1];
    EINVAL_(symcore_tuplehash128_init(NULL, "", 0));
    EINVAL_(symcore_tuplehash256_init(NULL, "S", 1));
    EINVAL_(symcore_tuplehash_item(NULL, "a", 1));
    EINVAL_(symcore_tuplehash_final(NULL, ro_out(32), 32));
    EINVAL_(symcore_tuplehash_xof_squeeze(NULL, ro_out(32), 32));
    EINVAL_(symcore_parallelhash128_init(NULL, 8, "", 0));
    EINVAL_(symcore_parallelhash256_init(NULL, 8192, "S", 1));
    EINVAL_(symcore_parallelhash_update(NULL, "a", 1));
    EINVAL_(symcore_parallelhash_final(NULL, ro_out(32), 32));
    EINVAL_(symcore_parallelhash_xof_squeeze(NULL, ro_out(32), 32));
    EINVAL_(symcore_kt128_init(NULL, "", 0));
    EINVAL_(symcore_kt256_init(NULL, "C", 1));
    EINVAL_(symcore_kt_update(NULL, "a", 1));
    EINVAL_(symcore_kt_squeeze(NULL, ro_out(32), 32));
    for (int i = 0; i < TI_COUNT; i++) {
        /* failed inits leave whatever was there */
        EINVAL_(symcore_tuplehash128_init(ro_tuple(i), NULL, 1));
        EINVAL_(symcore_tuplehash256_init(ro_tuple(i), NULL, 300));
        EINVAL_(symcore_parallelhash128_init(ro_ph(i), 0, "", 0));
        EINVAL_(symcore_parallelhash256_init(ro_ph(i), 0, NULL, 0));
        EINVAL_(symcore_parallelhash128_init(ro_ph(i), 8, NULL, 1));
        EINVAL_(symcore_kt128_init(ro_kt(i), NULL, 1));
        EINVAL_(symcore_kt256_init(ro_kt(i), longC, sizeof longC));
        EINVAL_(symcore_kt128_init(ro_kt(i), longC, (size_t)-1));
    }
    for (int i = 0; i < TI_COUNT; i++) {
        const int failed = tu_failures;
        if (i == TI_LIVE_ABSORB) {
            EINVAL_(symcore_tuplehash_item(ro_tuple(i), NULL, 1));
            EINVAL_(symcore_tuplehash_final(ro_tuple(i), NULL, 32));
            EINVAL_(symcore_tuplehash_xof_squeeze(ro_tuple(i), NULL, 1));
            EINVAL_(symcore_parallelhash_update(ro_ph(i), NULL, 1));
            EINVAL_(symcore_parallelhash_final(ro_ph(i), NULL, 32));
            EINVAL_(symcore_parallelhash_xof_squeeze(ro_ph(i), NULL, 1));
            EINVAL_(symcore_kt_update(ro_kt(i), NULL, 1));
            EINVAL_(symcore_kt_squeeze(ro_kt(i), NULL, 1));
            if (huge_outlen() != 0) {
                EINVAL_(symcore_tuplehash_final(ro_tuple(i), ro_out(64), huge_outlen()));
                EINVAL_(symcore_parallelhash_final(ro_ph(i), ro_out(64), huge_outlen()));
            }
#if SIZE_MAX >= UINT64_MAX
            /* past 2^64 - 512 bytes in all */
            EINVAL_(symcore_kt_update(ro_kt(i), longC, (size_t)-1));
            EINVAL_(symcore_kt_update(ro_kt(i), longC, (size_t)(UINT64_MAX - 500)));
#endif
            continue;
        }
        if (i == TI_LIVE_SQUEEZE) {
            /* output has begun: no more input, no final */
            EINVAL_(symcore_tuplehash_item(ro_tuple(i), "a", 1));
            EINVAL_(symcore_tuplehash_item(ro_tuple(i), NULL, 0));
            EINVAL_(symcore_tuplehash_final(ro_tuple(i), ro_out(32), 32));
            EINVAL_(symcore_tuplehash_final(ro_tuple(i), NULL, 0));
            EINVAL_(symcore_tuplehash_xof_squeeze(ro_tuple(i), NULL, 1));
            EINVAL_(symcore_parallelhash_update(ro_ph(i), "a", 1));
            EINVAL_(symcore_parallelhash_update(ro_ph(i), NULL, 0));
            EINVAL_(symcore_parallelhash_final(ro_ph(i), ro_out(32), 32));
            EINVAL_(symcore_parallelhash_final(ro_ph(i), NULL, 0));
            EINVAL_(symcore_parallelhash_xof_squeeze(ro_ph(i), NULL, 1));
            EINVAL_(symcore_kt_update(ro_kt(i), "a", 1));
            EINVAL_(symcore_kt_update(ro_kt(i), NULL, 0));
            EINVAL_(symcore_kt_squeeze(ro_kt(i), NULL, 1));
            continue;
        }
        EINVAL_(symcore_tuplehash_item(ro_tuple(i), "a", 1));
        EINVAL_(symcore_tuplehash_item(ro_tuple(i), NULL, 0));
        EINVAL_(symcore_tuplehash_final(ro_tuple(i), ro_out(32), 32));
        EINVAL_(symcore_tuplehash_final(ro_tuple(i), ro_out(0), 0));
        EINVAL_(symcore_tuplehash_xof_squeeze(ro_tuple(i), ro_out(300), 300));
        EINVAL_(symcore_tuplehash_xof_squeeze(ro_tuple(i), ro_out(0), 0));
        EINVAL_(symcore_parallelhash_update(ro_ph(i), "abc", 3));
        EINVAL_(symcore_parallelhash_update(ro_ph(i), NULL, 0));
        EINVAL_(symcore_parallelhash_final(ro_ph(i), ro_out(32), 32));
        EINVAL_(symcore_parallelhash_final(ro_ph(i), ro_out(0), 0));
        EINVAL_(symcore_parallelhash_xof_squeeze(ro_ph(i), ro_out(300), 300));
        EINVAL_(symcore_parallelhash_xof_squeeze(ro_ph(i), ro_out(0), 0));
        EINVAL_(symcore_kt_update(ro_kt(i), "abc", 3));
        EINVAL_(symcore_kt_update(ro_kt(i), NULL, 0));
        EINVAL_(symcore_kt_squeeze(ro_kt(i), ro_out(300), 300));
        EINVAL_(symcore_kt_squeeze(ro_kt(i), ro_out(0), 0));
        if (tu_failures != failed)
            fprintf(stderr, "  (tree and tuple calls on dead image %d)\n", i);
    }
}

/* symcore_shake128x4_* and symcore_shake256x4_*: the absorb is an init (any
 * context, refused for bad arguments only); the squeeze takes only a live
 * context of its own type. One read-only output serves all four streams. */
static void shake_x4_contexts(void)
{
    enum { X4_128, X4_128_SQUEEZED, X4_256, X4_ZERO, X4_ONES, X4_COUNT };
    static unsigned char x4_img[X4_COUNT][sizeof(symcore_shake128x4_ctx)];
    _Static_assert(sizeof(symcore_shake128x4_ctx) == sizeof(symcore_shake256x4_ctx), "one image size");
    symcore_shake128x4_ctx a;
    symcore_shake256x4_ctx b;
    uint8_t o[4][20];
    memset(&a, 0, sizeof a);
    memset(&b, 0, sizeof b);
    CHECK(symcore_shake128x4_absorb(&a, "a", "b", "c", "d", 1) == SYMCORE_OK);
    memcpy(x4_img[X4_128], &a, sizeof a);
    CHECK(symcore_shake128x4_squeeze(&a, o[0], o[1], o[2], o[3], 20) == SYMCORE_OK);
    memcpy(x4_img[X4_128_SQUEEZED], &a, sizeof a);
    CHECK(symcore_shake256x4_absorb(&b, NULL, NULL, NULL, NULL, 0) == SYMCORE_OK);
    memcpy(x4_img[X4_256], &b, sizeof b);
    memset(x4_img[X4_ZERO], 0, sizeof x4_img[0]);
    memset(x4_img[X4_ONES], 0xff, sizeof x4_img[0]);

    EINVAL_(symcore_shake128x4_absorb(NULL, "a", "b", "c", "d", 1));
    EINVAL_(symcore_shake256x4_absorb(NULL, NULL, NULL, NULL, NULL, 0));
    {
        uint8_t *out = ro_out(32);
        EINVAL_(symcore_shake128x4_squeeze(NULL, out, out, out, out, 32));
    }
    EINVAL_(symcore_shake256x4_squeeze(NULL, NULL, NULL, NULL, NULL, 0));
    for (int i = 0; i < X4_COUNT; i++) {
        const int failed = tu_failures;
        uint8_t *out;
#define RO_128 ((symcore_shake128x4_ctx *)ro_ctx(x4_img[i], sizeof x4_img[0]))
#define RO_256 ((symcore_shake256x4_ctx *)ro_ctx(x4_img[i], sizeof x4_img[0]))
        /* a failed absorb leaves whatever was there, live or not */
        for (int k = 0; k < 4; k++) {
            const void *in[4] = { "a", "b", "c", "d" };
            in[k] = NULL;
            EINVAL_(symcore_shake128x4_absorb(RO_128, in[0], in[1], in[2], in[3], 1));
            EINVAL_(symcore_shake256x4_absorb(RO_256, in[0], in[1], in[2], in[3], 200));
        }
        /* a NULL output with a nonzero length, on any context */
        for (int k = 0; k < 4; k++) {
            out = ro_out(8);
            uint8_t *o4[4] = { out, out, out, out };
            o4[k] = NULL;
            EINVAL_(symcore_shake128x4_squeeze(RO_128, o4[0], o4[1], o4[2], o4[3], 8));
            EINVAL_(symcore_shake256x4_squeeze(RO_256, o4[0], o4[1], o4[2], o4[3], 8));
        }
        /* every squeeze on a context that is not live for its type */
        if (i != X4_128 && i != X4_128_SQUEEZED) {
            out = ro_out(300);
            EINVAL_(symcore_shake128x4_squeeze(RO_128, out, out, out, out, 300));
            EINVAL_(symcore_shake128x4_squeeze(RO_128, out, out, out, out, 0));
        }
        if (i != X4_256) {
            out = ro_out(300);
            EINVAL_(symcore_shake256x4_squeeze(RO_256, out, out, out, out, 300));
            EINVAL_(symcore_shake256x4_squeeze(RO_256, NULL, NULL, NULL, NULL, 0));
        }
#undef RO_128
#undef RO_256
        if (tu_failures != failed)
            fprintf(stderr, "  (SHAKE x4 calls on image %d)\n", i);
    }
}

int errors_keccak(void)
{
    make_images();
    sha3_oneshots();
    xof_oneshots();
    kmac_oneshots();
    tree_oneshots();
    sha3_contexts();
    xof_contexts();
    kmac_contexts();
    make_tree_images();
    tree_contexts();
    shake_x4_contexts();
    printf("errors_keccak: %d checks, %d failed\n", tu_checks, tu_failures);
    return tu_failures;
}
