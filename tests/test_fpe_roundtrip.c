/*
 * FF1 and FF3/FF3-1 round trips on pseudo-random numerals for radix 2, 10,
 * 26, 36, 62, 256, 65535 and 65536 at lengths from minlen to maxlen (every
 * length up to 64, then a stride, then the last few: this covers d > 16 and
 * the largest integers), in place and not, with sentinels past the output;
 * every AES backend against the portable one; the edges minlen - 1, minlen,
 * maxlen and maxlen + 1 with the limits worked out here independently.
 */
#include <symcore.h>

#include "aes_backends.h"
#include "fpe/fpe_internal.h"
#include "testutil.h"

static const uint32_t radixes[] = {2, 10, 26, 36, 62, 256, 65535, 65536};

/* Independent limits: minlen from radix^n >= 10^6 in floating-point-free
 * integers; maxlen from the exact bit count of radix^k compared with 2^bits. */
static size_t ref_minlen(uint32_t radix)
{
    size_t n = 0;
    for (uint64_t p = 1; p < 1000000; p *= radix)
        n++;
    return n < 2 ? 2 : n;
}

static size_t ref_maxpow(uint32_t radix, unsigned bits)
{
    /* k*log2(radix) <= bits, compared exactly through radix^k's bit length:
     * x holds radix^k in 16-bit digits */
    static uint32_t x[600];
    size_t len = 1, k = 0;
    x[0] = 1;
    for (;;) {
        uint64_t c = 0;
        for (size_t i = 0; i < len; i++) {
            c += (uint64_t)x[i] * radix;
            x[i] = (uint32_t)(c & 0xffff);
            c >>= 16;
        }
        while (c) {
            x[len++] = (uint32_t)(c & 0xffff);
            c >>= 16;
        }
        size_t top = len - 1, b = 16 * top;
        for (uint32_t t = x[top]; t; t >>= 1)
            b++;
        int pow2 = 1; /* radix^k == 2^bits exactly is allowed */
        for (size_t i = 0; i < top; i++)
            pow2 &= x[i] == 0;
        pow2 &= (x[top] & (x[top] - 1)) == 0;
        if (b - 1 > bits || (b - 1 == bits && !pow2))
            return k;
        k++;
    }
}

static uint16_t pt[8192 + 8], ct[8192 + 8], back[8192 + 8], other[8192 + 8];

static void fill(uint16_t *p, size_t n, uint32_t radix)
{
    for (size_t i = 0; i < n; i++)
        p[i] = (uint16_t)(tu_rand64() % radix);
}

/* Every length near minlen, a stride through the middle, the last three. */
static size_t next_len(size_t n, size_t lo, size_t hi)
{
    size_t stride = n < 600 ? 37 : 411;
    if (n < lo + 64 || n >= hi - 3)
        return n + 1;
    return n + stride < hi - 3 ? n + stride : hi - 3;
}

static void ff1_lengths(const struct sc_aes_backend *const *be, int nbe, uint32_t radix)
{
    uint8_t key[32], tweak[40];
    size_t lo = ref_minlen(radix), hi = 2 * ref_maxpow(radix, 4096);
    symcore_ff1_ctx c, cb;
    tu_fill_random(key, sizeof key);
    tu_fill_random(tweak, sizeof tweak);
    CHECK(symcore_ff1_init(&c, key, 16 + 8 * (radix % 3), radix) == SYMCORE_OK);
    CHECK(c.s.minlen == lo && c.s.maxlen == hi);
    size_t tested_max = 0;
    for (size_t n = lo; n <= hi; n = next_len(n, lo, hi)) {
        tested_max = n;
        size_t t = n % 41;
        fill(pt, n, radix);
        ct[n] = back[n] = 0xa5a5;
        CHECK(symcore_ff1_encrypt(&c, ct, pt, n, tweak, t) == SYMCORE_OK);
        CHECK(symcore_ff1_decrypt(&c, back, ct, n, tweak, t) == SYMCORE_OK);
        if (!CHECK_MEM(back, pt, 2 * n, "ff1 round trip"))
            fprintf(stderr, "  radix %u n %zu\n", (unsigned)radix, n);
        CHECK(ct[n] == 0xa5a5 && back[n] == 0xa5a5);
        for (size_t i = 0; i < n; i++)
            CHECK(ct[i] < radix);
        memcpy(other, pt, 2 * n); /* in place */
        CHECK(symcore_ff1_encrypt(&c, other, other, n, tweak, t) == SYMCORE_OK);
        CHECK_MEM(other, ct, 2 * n, "ff1 in place");
        for (int b = 0; b < nbe && n < 600; b++) { /* every backend agrees */
            sc_fpe_io io = {pt, other, NULL, NULL, NULL, radix};
            CHECK(symcore__ff1_init_with(be[b], &cb, key, 16 + 8 * (radix % 3), radix) == SYMCORE_OK);
            CHECK(symcore__ff1_crypt(be[b], &cb, &io, n, tweak, t, 0) == SYMCORE_OK);
            CHECK_MEM(other, ct, 2 * n, be[b]->name);
        }
        if (n < 80) { /* the fixed-size integers agree with the native words (cb: last backend) */
            sc_fpe_io io = {pt, other, NULL, NULL, NULL, radix};
            CHECK(symcore__ff1_crypt_bignum(be[nbe - 1], &cb, &io, n, tweak, t, 0) == SYMCORE_OK);
            CHECK_MEM(other, ct, 2 * n, "ff1 bignum encrypt");
            io.in16 = ct;
            CHECK(symcore__ff1_crypt_bignum(be[nbe - 1], &cb, &io, n, tweak, t, 1) == SYMCORE_OK);
            CHECK_MEM(other, pt, 2 * n, "ff1 bignum decrypt");
        }
    }
    CHECK(tested_max == hi);
    /* the edges */
    CHECK(symcore_ff1_encrypt(&c, ct, pt, lo - 1, tweak, 3) == SYMCORE_ELENGTH);
    CHECK(symcore_ff1_encrypt(&c, ct, pt, hi + 1, tweak, 3) == SYMCORE_ELENGTH);
    CHECK(symcore_ff1_decrypt(&c, ct, pt, hi + 1, tweak, 3) == SYMCORE_ELENGTH);
    CHECK(symcore_ff1_encrypt(&c, ct, pt, 0, tweak, 3) == SYMCORE_ELENGTH);
}

typedef int (*ff3_fn)(const symcore_ff3_ctx *, uint16_t *, const uint16_t *, size_t, const uint8_t *);

static void ff3_lengths(const struct sc_aes_backend *const *be, int nbe, uint32_t radix)
{
    uint8_t key[32], tweak[8];
    size_t lo = ref_minlen(radix), hi = 2 * ref_maxpow(radix, 96);
    symcore_ff3_ctx c, cb;
    tu_fill_random(key, sizeof key);
    tu_fill_random(tweak, sizeof tweak);
    CHECK(symcore_ff3_init(&c, key, 32 - 8 * (radix % 3), radix) == SYMCORE_OK);
    CHECK(c.s.minlen == lo && c.s.maxlen == hi);
    for (int v = 0; v < 2; v++) {
        ff3_fn enc = v ? symcore_ff3_1_encrypt : symcore_ff3_encrypt;
        ff3_fn dec = v ? symcore_ff3_1_decrypt : symcore_ff3_decrypt;
        for (size_t n = lo; n <= hi; n++) {
            fill(pt, n, radix);
            ct[n] = back[n] = 0xa5a5;
            CHECK(enc(&c, ct, pt, n, tweak) == SYMCORE_OK);
            CHECK(dec(&c, back, ct, n, tweak) == SYMCORE_OK);
            if (!CHECK_MEM(back, pt, 2 * n, "ff3 round trip"))
                fprintf(stderr, "  radix %u n %zu ff3-1 %d\n", (unsigned)radix, n, v);
            CHECK(ct[n] == 0xa5a5 && back[n] == 0xa5a5);
            for (size_t i = 0; i < n; i++)
                CHECK(ct[i] < radix);
            for (int b = 0; b < nbe; b++) {
                sc_fpe_io io = {pt, other, NULL, NULL, NULL, radix};
                CHECK(symcore__ff3_init_with(be[b], &cb, key, 32 - 8 * (radix % 3), radix) == SYMCORE_OK);
                CHECK(symcore__ff3_crypt(be[b], &cb, &io, n, tweak, v ? 7 : 8, 0) == SYMCORE_OK);
                CHECK_MEM(other, ct, 2 * n, be[b]->name);
            }
            sc_fpe_io io = {pt, other, NULL, NULL, NULL, radix};
            CHECK(symcore__ff3_crypt_bignum(be[nbe - 1], &cb, &io, n, tweak, v ? 7 : 8, 0) == SYMCORE_OK);
            CHECK_MEM(other, ct, 2 * n, "ff3 bignum encrypt");
            io.in16 = ct;
            CHECK(symcore__ff3_crypt_bignum(be[nbe - 1], &cb, &io, n, tweak, v ? 7 : 8, 1) == SYMCORE_OK);
            CHECK_MEM(other, pt, 2 * n, "ff3 bignum decrypt");
        }
        CHECK(enc(&c, ct, pt, lo - 1, tweak) == SYMCORE_ELENGTH);
        CHECK(enc(&c, ct, pt, hi + 1, tweak) == SYMCORE_ELENGTH);
        CHECK(dec(&c, ct, pt, hi + 1, tweak) == SYMCORE_ELENGTH);
    }
    /* FF3-1 ignores the low nibble... no: it moves it. Two tweaks that differ only in
     * T[3]'s low nibble give different FF3-1 outputs. */
    uint8_t t2[8];
    memcpy(t2, tweak, 8);
    t2[3] ^= 1;
    fill(pt, lo, radix);
    CHECK(symcore_ff3_1_encrypt(&c, ct, pt, lo, tweak) == SYMCORE_OK);
    CHECK(symcore_ff3_1_encrypt(&c, other, pt, lo, t2) == SYMCORE_OK);
    CHECK(memcmp(ct, other, 2 * lo) != 0 || radix < 4);
}

/* Every tweak length from 0 to 40 on every backend (the AES-NI path reads a
 * partial tweak block with overlapping loads), radix 10 n = 16 and radix 36
 * n = 19 (d = 8 and d = 12). */
static void ff1_tweak_lengths(const struct sc_aes_backend *const *be, int nbe)
{
    static const uint32_t radix[2] = {10, 36};
    static const size_t len[2] = {16, 19};
    uint8_t key[32], tweak[40];
    tu_fill_random(key, sizeof key);
    tu_fill_random(tweak, sizeof tweak);
    for (int k = 0; k < 2; k++) {
        symcore_ff1_ctx c;
        fill(pt, len[k], radix[k]);
        for (size_t t = 0; t <= sizeof tweak; t++) {
            CHECK(symcore__ff1_init_with(be[nbe - 1], &c, key, 16, radix[k]) == SYMCORE_OK);
            sc_fpe_io io = {pt, ct, NULL, NULL, NULL, radix[k]};
            CHECK(symcore__ff1_crypt_bignum(be[nbe - 1], &c, &io, len[k], tweak, t, 0) == SYMCORE_OK);
            for (int b = 0; b < nbe; b++) {
                sc_fpe_io io2 = {pt, other, NULL, NULL, NULL, radix[k]};
                CHECK(symcore__ff1_init_with(be[b], &c, key, 16, radix[k]) == SYMCORE_OK);
                CHECK(symcore__ff1_crypt(be[b], &c, &io2, len[k], tweak, t, 0) == SYMCORE_OK);
                if (!CHECK_MEM(other, ct, 2 * len[k], be[b]->name))
                    fprintf(stderr, "  radix %u tweak length %zu\n", (unsigned)radix[k], t);
            }
        }
    }
}

#if defined(__SIZEOF_INT128__) && SC_X86_64
/* The tweak as SP 800-38G says, T_L in the high 32 bits and T_R in the low:
 * FF3's 8 bytes as they are; FF3-1's 7 give T_L = T0 T1 T2 (T3 & F0) and
 * T_R = T4 T5 T6 ((T3 & 0F) << 4). */
static uint64_t tweak_word(const uint8_t *t, size_t len)
{
    uint32_t tl = (uint32_t)t[0] << 24 | (uint32_t)t[1] << 16 | (uint32_t)t[2] << 8 | t[3], tr;
    if (len == 8) {
        tr = (uint32_t)t[4] << 24 | (uint32_t)t[5] << 16 | (uint32_t)t[6] << 8 | t[7];
    } else {
        tr = (uint32_t)t[4] << 24 | (uint32_t)t[5] << 16 | (uint32_t)t[6] << 8 | (uint32_t)(t[3] & 0x0f) << 4;
        tl &= 0xfffffff0u;
    }
    return (uint64_t)tl << 32 | tr;
}

/* FF3's AES-NI path in its copies, legacy SSE, VEX and AVX-512 IFMA (the
 * dispatch picks one by CPUID and radix^u; this runs each the CPU can, the
 * IFMA one where radix^u allows it): every key size, FF3 and FF3-1 tweaks,
 * each length where the path applies, both directions, numerals and an
 * alphabet, against the fixed-size integers, with sentinels. */
static void ff3_fast_copies(void)
{
    uint32_t f = symcore__cpu_features();
    if (!(f & SC_CPU_AESNI) || !(f & SC_CPU_SSE41)) {
        printf("no AES-NI with SSE4.1: FF3's AES-NI copies skipped\n");
        return;
    }
    int copies = (f & SC_CPU_FF3_IFMA) == SC_CPU_FF3_IFMA ? 3 : f & SC_CPU_AVX ? 2 : 1;
    if (copies < 3)
        printf("no AVX-512 IFMA: FF3's IFMA copy skipped\n");
    if (copies == 1)
        printf("no AVX: FF3's VEX copy skipped\n");
    static const char digits36[] = "0123456789abcdefghijklmnopqrstuvwxyz";
    uint8_t key[32], tweak[8];
    /* the round trips' radixes, and those about 16, the largest whose first half is read four numerals to a
     * product (num_rev_radix16) */
    static const uint32_t radixes3[] = {2, 3, 10, 15, 16, 17, 26, 36, 62, 256, 65535, 65536};
    for (size_t r = 0; r < sizeof radixes3 / sizeof radixes3[0]; r++) {
        for (size_t keylen = 16; keylen <= 32; keylen += 8) {
            symcore_ff3_ctx c, ca;
            tu_fill_random(key, sizeof key);
            CHECK(symcore__ff3_init_with(&symcore__aes_aesni, &c, key, keylen, radixes3[r]) == SYMCORE_OK);
            int alpha = radixes3[r] == 10 || radixes3[r] == 36;
            if (alpha) { /* the same key on an alphabet of radix characters */
                char a[37];
                memcpy(a, digits36, radixes3[r]);
                a[radixes3[r]] = 0;
                CHECK(symcore__fpe_state_init(&symcore__aes_aesni, &ca.s, key, keylen, 0, a, 1, 96) == SYMCORE_OK);
            }
            for (size_t n = c.s.minlen; n <= c.s.maxlen; n++) {
                size_t u = n - n / 2;
                if (!sc_fpe_ff3_fast_aesni(&symcore__aes_aesni, sc_fpe_st_pow(&c.s, u), u))
                    continue;
                for (size_t tlen = 7; tlen <= 8; tlen++) {
                    tu_fill_random(tweak, sizeof tweak);
                    uint64_t w = tweak_word(tweak, tlen);
                    fill(pt, n, radixes3[r]);
                    if (tlen == 8) /* every numeral radix - 1: the largest sums (num_rev_radix16) */
                        for (size_t i = 0; i < n; i++)
                            pt[i] = (uint16_t)(radixes3[r] - 1);
                    sc_fpe_io io = {pt, ct, NULL, NULL, NULL, radixes3[r]};
                    CHECK(symcore__ff3_crypt_bignum(&symcore__aes_aesni, &c, &io, n, tweak, tlen, 0) == SYMCORE_OK);
                    char pts[64], cts[64], outs[64 + 1];
                    for (size_t i = 0; i < n && alpha; i++) {
                        pts[i] = digits36[pt[i]];
                        cts[i] = digits36[ct[i]];
                    }
                    for (int copy = 0; copy < copies; copy++) {
                        if (copy == 2 && c.s.pow[u] > SC_FPE_FF3_IFMA_MAX)
                            continue;
                        sc_fpe_io enc = {pt, other, NULL, NULL, NULL, radixes3[r]};
                        sc_fpe_io dec = {ct, back, NULL, NULL, NULL, radixes3[r]};
                        other[n] = back[n] = 0xa5a5;
                        CHECK(symcore__ff3_fast_aesni_with(&c.s, &enc, n, w, 0, copy) == SYMCORE_OK);
                        CHECK(symcore__ff3_fast_aesni_with(&c.s, &dec, n, w, 1, copy) == SYMCORE_OK);
                        if (!CHECK_MEM(other, ct, 2 * n, "ff3 AES-NI copy encrypt") ||
                            !CHECK_MEM(back, pt, 2 * n, "ff3 AES-NI copy decrypt"))
                            fprintf(stderr, "  radix %u n %zu key %zu tweak %zu copy %d\n", (unsigned)radixes3[r], n,
                                    keylen, tlen, copy);
                        CHECK(other[n] == 0xa5a5 && back[n] == 0xa5a5);
                        if (tlen == 8) { /* the all-(radix - 1) input decrypted too */
                            sc_fpe_io bio = {pt, back, NULL, NULL, NULL, radixes3[r]};
                            CHECK(symcore__ff3_crypt_bignum(&symcore__aes_aesni, &c, &bio, n, tweak, tlen, 1) ==
                                  SYMCORE_OK);
                            sc_fpe_io fio = {pt, other, NULL, NULL, NULL, radixes3[r]};
                            CHECK(symcore__ff3_fast_aesni_with(&c.s, &fio, n, w, 1, copy) == SYMCORE_OK);
                            CHECK_MEM(other, back, 2 * n, "ff3 AES-NI copy decrypt, every numeral radix - 1");
                        }
                        if (!alpha)
                            continue;
                        sc_fpe_io encs = {NULL, NULL, pts, outs, &ca.s.alphabet, radixes3[r]};
                        sc_fpe_io decs = {NULL, NULL, cts, outs, &ca.s.alphabet, radixes3[r]};
                        outs[n] = 'Z';
                        CHECK(symcore__ff3_fast_aesni_with(&ca.s, &encs, n, w, 0, copy) == SYMCORE_OK);
                        CHECK_MEM(outs, cts, n, "ff3 AES-NI copy encrypt, alphabet");
                        CHECK(symcore__ff3_fast_aesni_with(&ca.s, &decs, n, w, 1, copy) == SYMCORE_OK);
                        CHECK_MEM(outs, pts, n, "ff3 AES-NI copy decrypt, alphabet");
                        CHECK(outs[n] == 'Z');
                    }
                }
            }
        }
    }
}

/* The IFMA copy's round (fpe_aesni.c) against 128-bit arithmetic, for every
 * radix and every k with radix^k <= SC_FPE_FF3_IFMA_MAX: z at 0, 1, M - 1
 * and random; the AES output's words at 0, 2^52 - 1, 2^52, 2^64 - 1 and
 * random; both directions. The half must be exact, and STR's fraction s must
 * exceed 2^64 c / M by at most 8199 * 2^12 (the bound its proof takes). */
static void ff3_ifma_round(void)
{
    if ((symcore__cpu_features() & SC_CPU_FF3_IFMA) != SC_CPU_FF3_IFMA) {
        printf("no AVX-512 IFMA: FF3's IFMA round skipped\n");
        return;
    }
    static const uint8_t key[16];
    unsigned long fails = 0, runs = 0;
    for (uint32_t radix = 2; radix <= 65536; radix++) {
        /* every radix up to 1100, then a stride, and the powers of 2 */
        if (radix > 1100 && radix % 97 != 0 && (radix & (radix - 1)) != 0 && radix < 65535)
            continue;
        symcore_ff3_ctx c;
        CHECK(symcore_ff3_init(&c, key, 16, radix) == SYMCORE_OK);
        for (size_t k = 1; k < SC_FPE_POWS && c.s.pow[k] && c.s.pow[k] <= SC_FPE_FF3_IFMA_MAX; k++) {
            uint64_t m = c.s.pow[k];
            const uint64_t words[] = {0, ((uint64_t)1 << 52) - 1, (uint64_t)1 << 52, UINT64_MAX, tu_rand64()};
            const uint64_t zs[] = {0, 1 % m, m - 1, tu_rand64() % m};
            for (size_t a = 0; a < 5; a++)
                for (size_t b = 0; b < 5; b++)
                    for (size_t iz = 0; iz < 4; iz++)
                        for (int sub = 0; sub < 2; sub++) {
                            uint64_t lo = words[a], hi = words[b], z = zs[iz], s;
                            sc_u128 x = ((sc_u128)hi << 64 | lo) % m;
                            uint64_t want = sub ? (z + m - (uint64_t)x) % m : (z + (uint64_t)x) % m;
                            uint64_t got = symcore__ff3_ifma_round(&c.s, k, z, lo, hi, sub, &s);
                            sc_u128 sm = (sc_u128)s * m, cu = (sc_u128)want << 64;
                            runs++;
                            if (got != want || sm < cu || sm - cu > (sc_u128)8199 * 4096 * m) {
                                if (fails++ < 5)
                                    fprintf(stderr,
                                            "ifma round: radix %u k %zu z %llu lo %llx hi %llx sub %d: %llu, "
                                            "want %llu\n",
                                            (unsigned)radix, k, (unsigned long long)z, (unsigned long long)lo,
                                            (unsigned long long)hi, sub, (unsigned long long)got,
                                            (unsigned long long)want);
                            }
                        }
        }
    }
    printf("FF3's IFMA round: %lu cases\n", runs);
    CHECK(fails == 0);
    CHECK(runs > 1000000);
}
#endif

/* The context's table: radix^k exactly while below 2^63, then 0; for k >= 1
 * ceil(2^64 / radix^k) = floor((2^64 - 1) / radix^k) + 1; and the next two words of
 * floor((2^192 - 1) / radix^k). */
static void pow_table(uint32_t radix)
{
    symcore_ff1_ctx c;
    static const uint8_t key[16];
    CHECK(symcore_ff1_init(&c, key, 16, radix) == SYMCORE_OK);
    unsigned long long p = 1;
    int big = 0;
    for (size_t k = 0; k < sizeof c.s.pow / sizeof c.s.pow[0]; k++) {
        CHECK(c.s.pow[k] == (big ? 0 : p));
        CHECK(c.s.pow_inv[k] == (big || k == 0 ? 0 : 0xffffffffffffffffull / p + 1));
#ifdef __SIZEOF_INT128__
        /* the second and third words of floor((2^192 - 1) / p), long division in 128 bits
         * (p itself wraps to 0 past 2^64: only where it is below 2^63) */
        unsigned long long w0 = 0, w1 = 0;
        if (!big && k > 0) {
            sc_u128 ones = ~(sc_u128)0, rest = (ones % p) << 64 | 0xffffffffffffffffull;
            w0 = (unsigned long long)(ones / p);
            w1 = (unsigned long long)(rest / p);
        }
        CHECK(c.s.pow_frac[k][0] == w0 && c.s.pow_frac[k][1] == w1);
#endif
        big |= p > (0x7fffffffffffffffull) / radix; /* radix^(k+1) >= 2^63 */
        p *= radix;
    }
}

int main(void)
{
    const struct sc_aes_backend *be[4];
    int nbe = aes_test_backends(be);
    for (size_t i = 0; i < sizeof radixes / sizeof radixes[0]; i++) {
        ff1_lengths(be, nbe, radixes[i]);
        ff3_lengths(be, nbe, radixes[i]);
        pow_table(radixes[i]);
    }
    ff1_tweak_lengths(be, nbe);
#if defined(__SIZEOF_INT128__) && SC_X86_64
    ff3_fast_copies();
    ff3_ifma_round();
#endif
    /* the documented limits */
    symcore_ff1_ctx c1;
    symcore_ff3_ctx c3;
    static const uint8_t key[16];
    CHECK(symcore_ff1_init(&c1, key, 16, 10) == SYMCORE_OK && c1.s.minlen == 6 && c1.s.maxlen == 2466);
    CHECK(symcore_ff1_init(&c1, key, 16, 65536) == SYMCORE_OK && c1.s.minlen == 2 && c1.s.maxlen == 512);
    CHECK(symcore_ff1_init(&c1, key, 16, 2) == SYMCORE_OK && c1.s.minlen == 20 && c1.s.maxlen == 8192);
    CHECK(symcore_ff3_init(&c3, key, 16, 10) == SYMCORE_OK && c3.s.minlen == 6 && c3.s.maxlen == 56);
    CHECK(symcore_ff3_init(&c3, key, 16, 65536) == SYMCORE_OK && c3.s.minlen == 2 && c3.s.maxlen == 12);
    CHECK(symcore_ff3_init(&c3, key, 16, 2) == SYMCORE_OK && c3.s.minlen == 20 && c3.s.maxlen == 192);
    return tu_finish("fpe_roundtrip");
}
