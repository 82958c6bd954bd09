/* The incremental TupleHash, ParallelHash and KT against their one-shots:
 * every split of short inputs, random splits of long ones, one byte at a
 * time across KT's 8192-byte chunk boundaries and ParallelHash's block
 * boundaries, output squeezed in pieces, contexts copied mid-stream, and
 * TupleHash item by item; on every leaf backend this CPU runs (forced as
 * test_keccak_leaves.c does). */
#include <symcore.h>

#include "keccak/keccak_internal.h"
#include "testutil.h"

#define BIG (3 * 8192 * 4 + 1000)
static uint8_t msg[BIG], Cbuf[SYMCORE_KT_MAX_CUSTOM];

static size_t rnd(size_t n) { return n == 0 ? 0 : (size_t)(tu_rand64() % n); }

/* n random cut points in 0..len, sorted (an insertion sort: n is small). */
static void random_cuts(size_t *cuts, size_t n, size_t len)
{
    for (size_t i = 0; i < n; i++)
        cuts[i] = rnd(len + 1);
    for (size_t i = 1; i < n; i++)
        for (size_t j = i; j > 0 && cuts[j - 1] > cuts[j]; j--) {
            size_t x = cuts[j];
            cuts[j] = cuts[j - 1];
            cuts[j - 1] = x;
        }
}

/* ---- KT ---- */

static int kt_oneshot(int wide, uint8_t *out, size_t outlen, const uint8_t *in, size_t len, size_t clen)
{
    return (wide ? symcore_kt256 : symcore_kt128)(out, outlen, in, len, Cbuf, clen);
}

static int kt_start(int wide, symcore_kt_ctx *c, size_t clen)
{
    return (wide ? symcore_kt256_init : symcore_kt128_init)(c, Cbuf, clen);
}

/* KT of msg[0..len) fed at the cut points cuts[0..ncuts), ascending */
static void kt_check_cuts(int wide, size_t len, size_t clen, const size_t *cuts, size_t ncuts, const char *what)
{
    uint8_t want[200], got[200];
    symcore_kt_ctx c;
    size_t at = 0;
    CHECK(kt_oneshot(wide, want, sizeof want, msg, len, clen) == SYMCORE_OK);
    CHECK(kt_start(wide, &c, clen) == SYMCORE_OK);
    for (size_t i = 0; i <= ncuts; i++) {
        size_t to = i < ncuts ? cuts[i] : len;
        CHECK(symcore_kt_update(&c, msg + at, to - at) == SYMCORE_OK);
        at = to;
    }
    /* squeezed in three pieces: one stream */
    CHECK(symcore_kt_squeeze(&c, got, 0) == SYMCORE_OK);
    CHECK(symcore_kt_squeeze(&c, got, 31) == SYMCORE_OK);
    CHECK(symcore_kt_squeeze(&c, got + 31, 169 - 31) == SYMCORE_OK);
    CHECK(symcore_kt_squeeze(&c, got + 169, 200 - 169) == SYMCORE_OK);
    CHECK(symcore_kt_update(&c, msg, 1) == SYMCORE_EINVAL);
    if (!CHECK_MEM(got, want, sizeof want, what))
        fprintf(stderr, "  KT%d len %zu clen %zu cuts %zu\n", wide ? 256 : 128, len, clen, ncuts);
}

static void kt_tests(int wide)
{
    static const size_t clens[] = { 0, 1, 3, 41, 200, SYMCORE_KT_MAX_CUSTOM };
    size_t cuts[64];
    /* every split of short inputs, across the one-node/tree threshold too */
    for (size_t len = 0; len <= 300; len += (len < 40 ? 1 : 37))
        for (size_t s = 0; s <= len; s++) {
            cuts[0] = s;
            kt_check_cuts(wide, len, clens[len % 6], cuts, 1, "KT, short input, one split");
        }
    for (size_t k = 0; k < 6; k++)
        for (size_t len = 8192 - 270; len <= 8192 + 2; len++) {
            if ((len & 7) != 0 && len < 8190 - clens[k])
                continue;
            cuts[0] = len / 2;
            kt_check_cuts(wide, len, clens[k], cuts, 1, "KT around one chunk");
        }
    /* one byte at a time across the chunk boundaries */
    for (size_t k = 0; k < 6; k++) {
        static const size_t bounds[] = { 8192, 2 * 8192, 3 * 8192, 9 * 8192 };
        for (size_t b = 0; b < 4; b++) {
            size_t n = 0, from = bounds[b] - 20, len = bounds[b] + 20 + (k * 1000);
            cuts[n++] = from - 5000;
            for (size_t p = from + 1; p < from + 40 && n < 64; p++)
                cuts[n++] = p;
            kt_check_cuts(wide, len, clens[k], cuts, n, "KT, bytes one at a time across a chunk boundary");
        }
    }
    /* random splits of long inputs */
    for (int t = 0; t < 60; t++) {
        size_t len = rnd(BIG + 1), n = 1 + rnd(20);
        random_cuts(cuts, n, len);
        kt_check_cuts(wide, len, rnd(SYMCORE_KT_MAX_CUSTOM + 1), cuts, n, "KT, random splits");
    }
    /* 64 KiB and 1 KiB pieces */
    for (size_t piece = 1024; piece <= 65536; piece *= 64) {
        size_t n = 0;
        for (size_t p = piece; p < BIG && n < 64; p += piece)
            cuts[n++] = p;
        kt_check_cuts(wide, BIG, 7, cuts, n, "KT in fixed pieces");
    }
    /* a copy made mid-stream continues on its own */
    {
        uint8_t want[64], a[64], b[64];
        symcore_kt_ctx c, d;
        memset(&c, 0, sizeof c);
        for (int t = 0; t < 20; t++) {
            size_t len = rnd(BIG + 1), cut = rnd(len + 1), clen = rnd(100);
            CHECK(kt_oneshot(wide, want, 64, msg, len, clen) == SYMCORE_OK);
            CHECK(kt_start(wide, &c, clen) == SYMCORE_OK);
            CHECK(symcore_kt_update(&c, msg, cut) == SYMCORE_OK);
            d = c;
            CHECK(symcore_kt_update(&c, msg + cut, len - cut) == SYMCORE_OK);
            CHECK(symcore_kt_update(&d, "x", 1) == SYMCORE_OK);
            CHECK(symcore_kt_squeeze(&c, a, 64) == SYMCORE_OK);
            CHECK(symcore_kt_squeeze(&d, b, 64) == SYMCORE_OK);
            CHECK_MEM(a, want, 64, "KT, the original after a copy");
            d = c;
            CHECK(symcore_kt_squeeze(&d, b, 64) == SYMCORE_OK);
            CHECK(symcore_kt_squeeze(&c, a, 64) == SYMCORE_OK);
            CHECK_MEM(a, b, 64, "KT, a copy made while squeezing");
        }
    }
}

/* ---- ParallelHash ---- */

static int ph_oneshot(int wide, int xof, uint8_t *out, size_t outlen, const uint8_t *in, size_t len, size_t B,
                      size_t slen)
{
    return xof ? (wide ? symcore_parallelhash256_xof : symcore_parallelhash128_xof)(out, outlen, in, len, B, Cbuf, slen)
               : (wide ? symcore_parallelhash256 : symcore_parallelhash128)(out, outlen, in, len, B, Cbuf, slen);
}

static void ph_check_cuts(int wide, int xof, size_t len, size_t B, size_t slen, const size_t *cuts, size_t ncuts,
                          const char *what)
{
    uint8_t want[200], got[200];
    const size_t outlen = xof ? 200 : 32 + (len % 3) * 40;
    symcore_parallelhash_ctx c;
    size_t at = 0;
    CHECK(ph_oneshot(wide, xof, want, outlen, msg, len, B, slen) == SYMCORE_OK);
    CHECK((wide ? symcore_parallelhash256_init : symcore_parallelhash128_init)(&c, B, Cbuf, slen) == SYMCORE_OK);
    for (size_t i = 0; i <= ncuts; i++) {
        size_t to = i < ncuts ? cuts[i] : len;
        CHECK(symcore_parallelhash_update(&c, msg + at, to - at) == SYMCORE_OK);
        at = to;
    }
    if (xof) {
        CHECK(symcore_parallelhash_xof_squeeze(&c, got, 0) == SYMCORE_OK);
        CHECK(symcore_parallelhash_xof_squeeze(&c, got, 77) == SYMCORE_OK);
        CHECK(symcore_parallelhash_update(&c, msg, 1) == SYMCORE_EINVAL);
        CHECK(symcore_parallelhash_final(&c, got + 77, 32) == SYMCORE_EINVAL);
        CHECK(symcore_parallelhash_xof_squeeze(&c, got + 77, 200 - 77) == SYMCORE_OK);
    } else {
        CHECK(symcore_parallelhash_final(&c, got, outlen) == SYMCORE_OK);
        CHECK(symcore_parallelhash_update(&c, msg, 1) == SYMCORE_EINVAL); /* wiped */
    }
    if (!CHECK_MEM(got, want, outlen, what))
        fprintf(stderr, "  ParallelHash%d%s len %zu B %zu slen %zu cuts %zu\n", wide ? 256 : 128, xof ? "XOF" : "",
                len, B, slen, ncuts);
}

static void ph_tests(int wide)
{
    static const size_t Bs[] = { 1, 7, 8, 9, 135, 136, 168, 169, 1000, 8192 };
    size_t cuts[64];
    for (int xof = 0; xof < 2; xof++) {
        /* every split of short inputs */
        for (size_t bi = 0; bi < 10; bi++)
            for (size_t len = 0; len <= 260; len += (len < 20 ? 1 : 47))
                for (size_t s = 0; s <= len; s++) {
                    cuts[0] = s;
                    ph_check_cuts(wide, xof, len, Bs[bi], bi % 3 * 20, cuts, 1, "ParallelHash, one split");
                }
        /* one byte at a time across block boundaries */
        for (size_t bi = 0; bi < 10; bi++) {
            const size_t B = Bs[bi];
            for (size_t k = 1; k <= 3; k++) {
                size_t n = 0, from = k * B > 20 ? k * B - 20 : 0, len = (k + 2) * B + 5;
                if (from > 0)
                    cuts[n++] = from / 2;
                for (size_t p = from + 1; p < from + 40 && p < len && n < 64; p++)
                    cuts[n++] = p;
                ph_check_cuts(wide, xof, len, B, 3, cuts, n, "ParallelHash, bytes one at a time across a block");
            }
        }
        /* random splits of long inputs */
        for (int t = 0; t < 40; t++) {
            size_t len = rnd(BIG + 1), n = 1 + rnd(20), B = t % 2 ? 8192 : 1 + rnd(20000);
            random_cuts(cuts, n, len);
            ph_check_cuts(wide, xof, len, B, rnd(60), cuts, n, "ParallelHash, random splits");
        }
    }
    /* a copy made mid-stream continues on its own */
    for (int t = 0; t < 20; t++) {
        uint8_t want[64], a[64], b[64];
        symcore_parallelhash_ctx c, d;
        size_t len = rnd(BIG + 1), cut = rnd(len + 1), B = 1 + rnd(10000);
        CHECK(ph_oneshot(wide, 0, want, 64, msg, len, B, 0) == SYMCORE_OK);
        CHECK((wide ? symcore_parallelhash256_init : symcore_parallelhash128_init)(&c, B, NULL, 0) == SYMCORE_OK);
        CHECK(symcore_parallelhash_update(&c, msg, cut) == SYMCORE_OK);
        d = c;
        CHECK(symcore_parallelhash_update(&d, "xyz", 3) == SYMCORE_OK);
        CHECK(symcore_parallelhash_update(&c, msg + cut, len - cut) == SYMCORE_OK);
        CHECK(symcore_parallelhash_final(&d, b, 64) == SYMCORE_OK);
        CHECK(symcore_parallelhash_final(&c, a, 64) == SYMCORE_OK);
        CHECK_MEM(a, want, 64, "ParallelHash, the original after a copy");
    }
}

/* ---- TupleHash ---- */

static void tuple_tests(int wide)
{
    for (int t = 0; t < 300; t++) {
        symcore_span items[12];
        uint8_t want[150], got[150];
        const int xof = t & 1;
        const size_t n = rnd(13), outlen = 1 + rnd(150), slen = rnd(50);
        symcore_tuplehash_ctx c, copy;
        for (size_t i = 0; i < n; i++) {
            items[i].len = rnd(4) == 0 ? 0 : rnd(t < 150 ? 400 : 5000);
            items[i].ptr = items[i].len ? msg + rnd(BIG - items[i].len) : NULL;
        }
        CHECK((xof ? (wide ? symcore_tuplehash256_xof : symcore_tuplehash128_xof)
                   : (wide ? symcore_tuplehash256 : symcore_tuplehash128))(want, outlen, items, n, Cbuf, slen) ==
              SYMCORE_OK);
        CHECK((wide ? symcore_tuplehash256_init : symcore_tuplehash128_init)(&c, Cbuf, slen) == SYMCORE_OK);
        for (size_t i = 0; i < n; i++) {
            CHECK(symcore_tuplehash_item(&c, items[i].ptr, items[i].len) == SYMCORE_OK);
            if (i == n / 2) {
                copy = c;
                CHECK(symcore_tuplehash_item(&copy, "", 0) == SYMCORE_OK);
            }
        }
        if (xof) {
            size_t k = rnd(outlen + 1);
            CHECK(symcore_tuplehash_xof_squeeze(&c, got, k) == SYMCORE_OK);
            CHECK(symcore_tuplehash_item(&c, "a", 1) == SYMCORE_EINVAL);
            CHECK(symcore_tuplehash_final(&c, got + k, 1) == SYMCORE_EINVAL);
            CHECK(symcore_tuplehash_xof_squeeze(&c, got + k, outlen - k) == SYMCORE_OK);
        } else {
            CHECK(symcore_tuplehash_final(&c, got, outlen) == SYMCORE_OK);
            CHECK(symcore_tuplehash_item(&c, "a", 1) == SYMCORE_EINVAL);
        }
        if (!CHECK_MEM(got, want, outlen, "TupleHash item by item"))
            fprintf(stderr, "  TupleHash%d%s n %zu\n", wide ? 256 : 128, xof ? "XOF" : "", n);
        if (n > 0 && !xof) {
            /* the copy took items 0..n/2 and then an empty one */
            symcore_span head[13];
            memcpy(head, items, (n / 2 + 1) * sizeof items[0]);
            head[n / 2 + 1].ptr = NULL;
            head[n / 2 + 1].len = 0;
            CHECK((wide ? symcore_tuplehash256 : symcore_tuplehash128)(want, outlen, head, n / 2 + 2, Cbuf, slen) ==
                  SYMCORE_OK);
            CHECK(symcore_tuplehash_final(&copy, got, outlen) == SYMCORE_OK);
            CHECK_MEM(got, want, outlen, "TupleHash, a copy made between items");
        }
    }
}

int main(void)
{
    const struct sc_keccak_lanes_backend *leaf_backends[3] = { NULL };
    size_t nb = 1;
    /* not under MemorySanitizer, which does not follow the many-lane
     * hashers' AVX-512 scatters (keccak_dispatch.c): its builds hash leaves
     * one sponge at a time */
#if defined(__has_feature)
#if __has_feature(memory_sanitizer)
#define NO_LANES 1
#endif
#endif
#if SC_X86_64 && !defined(NO_LANES)
    uint32_t f = symcore__cpu_features();
    if (f & SC_CPU_X86_64_V3)
        leaf_backends[nb++] = &symcore__keccak_avx2x4;
    if ((f & SC_CPU_X86_64_V3) && (f & SC_CPU_AVX512F))
        leaf_backends[nb++] = &symcore__keccak_avx512x8;
#elif SC_AARCH64 && !defined(NO_LANES)
    leaf_backends[nb++] = &symcore__keccak_neon2;
#if SC_KECCAK_HAVE_ARMV8_SHA3
    if (symcore__cpu_features() & SC_CPU_ARM_SHA3)
        leaf_backends[nb++] = &symcore__keccak_neon2_sha3;
#endif
#endif
    tu_fill_random(msg, sizeof msg);
    tu_fill_random(Cbuf, sizeof Cbuf);
    for (int wide = 0; wide < 2; wide++)
        tuple_tests(wide);
    for (size_t b = 0; b < nb; b++) {
        /* the one-shots and the contexts on the same leaf backend */
        symcore__keccak_lanes_forced = 1;
        symcore__keccak_lanes_choice = leaf_backends[b];
        for (int wide = 0; wide < 2; wide++) {
            kt_tests(wide);
            ph_tests(wide);
        }
        printf("leaves %s: %d checks, %d failed\n", leaf_backends[b] ? leaf_backends[b]->name : "one sponge each",
               tu_checks, tu_failures);
    }
    symcore__keccak_lanes_forced = 0;
    return tu_finish("keccak_tree_incremental");
}
