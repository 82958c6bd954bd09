/*
 * The bignum primitives of FF1 and FF3 (src/fpe/fpe_num.h) against simple
 * exact references (bit-by-bit long division, 32-bit limb passes):
 * - sc_fpe_div3by2: floor(U / D) for 96-bit U and normalised 64-bit D, D at
 *   the ends of its range and U's top words at and just below D, U at 0 and
 *   all ones in its low word;
 * - on targets with 128-bit products, sc_fpe_div3by2_64 likewise (192-bit U,
 *   128-bit D), and its reciprocal sc_fpe_recip192 against long division;
 * - sc_fpe_mod_reduce (one 3-by-2 quotient word per step, one correction)
 *   and sc_fpe_mod_reduce_long (64-bit quotient words from M >= 2^128), with
 *   the constants of symcore__fpe_mod_set:
 *   y mod M for M of 1 to 9 limbs and of 129 limbs (radix powers, 2^32k and
 *   its neighbours, all-ones limbs, a top limb of 1), y = 0, all ones,
 *   multiples of M and one below them, (M - 1) 2^32 + w and (M - 1) 2^64 + w
 *   (the window at D), random;
 * - on targets with 128-bit products, sc_fpe_div_small64 and the side-by-side
 *   sc_fpe_div_small64x2 (2-by-1 division by radix^j64, radixes with every
 *   normalisation shift): x = q radix^j64 + r with r < radix^j64, both
 *   agreeing; and sc_fpe_mul_add64 against two sc_fpe_mul_add passes;
 * - symcore__fpe_num2 (both halves and radix^u) against Horner's rule one
 *   numeral at a time.
 */
#include "fpe/fpe_internal.h"
#include "testutil.h"

#define MAXL 131
#define FF3_TEST_LIMBS 4

/* floor((u2 2^64 + u1 2^32 + u0) / D) bit by bit, for a quotient below 2^32. */
static uint32_t ref_div96(uint32_t u2, uint32_t u1, uint32_t u0, uint64_t D)
{
    uint64_t r = 0, q = 0;
    uint32_t w[3] = {u2, u1, u0};
    for (int k = 0; k < 96; k++) {
        uint64_t top = r >> 63;
        r = r << 1 | ((w[k / 32] >> (31 - k % 32)) & 1);
        q <<= 1;
        if (top || r >= D) {
            r -= D;
            q |= 1;
        }
    }
    return (uint32_t)q;
}

static void div3by2(void)
{
    for (int i = 0; i < 20000; i++) {
        uint64_t hibit = (uint64_t)1 << 63;
        uint64_t D = i == 0 ? hibit : i == 1 ? UINT64_MAX : i == 2 ? hibit + 1 : tu_rand64() | hibit;
        uint32_t v = sc_fpe_recip96(D);
        for (int k = 0; k < 8; k++) {
            /* u2 2^32 + u1 < D: D - 1, D - 2^32 (top word one below), 0, random below */
            uint64_t top = k == 0 ? D - 1 : k == 1 ? D - ((uint64_t)1 << 32) : k == 2 ? 0 : tu_rand64() % D;
            uint32_t u0 = k % 4 == 0 ? UINT32_MAX : k % 4 == 1 ? 0 : (uint32_t)tu_rand64();
            uint32_t u2 = (uint32_t)(top >> 32), u1 = (uint32_t)top;
            uint32_t got = sc_fpe_div3by2(u2, u1, u0, D, v), want = ref_div96(u2, u1, u0, D);
            if (got != want)
                fprintf(stderr, "  D = %016llx U = %08x %08x %08x\n", (unsigned long long)D, u2, u1, u0);
            CHECK(got == want);
        }
    }
}

/* r = y mod m by shift and subtract (r: nl + 1 limbs of room). */
static void ref_mod(uint32_t *r, const uint32_t *y, size_t ny, const uint32_t *m, size_t nl)
{
    uint32_t t[MAXL + 1];
    memset(r, 0, (nl + 1) * sizeof *r);
    for (size_t bit = 32 * ny; bit-- > 0;) {
        uint32_t in = (y[bit / 32] >> (bit % 32)) & 1;
        for (size_t i = nl + 1; i-- > 1;)
            r[i] = r[i] << 1 | r[i - 1] >> 31;
        r[0] = r[0] << 1 | in;
        memcpy(t, r, (nl + 1) * sizeof *t);
        uint64_t b = 0;
        for (size_t i = 0; i <= nl; i++) {
            uint64_t d = (uint64_t)t[i] - (i < nl ? m[i] : 0) - b;
            t[i] = (uint32_t)d;
            b = d >> 63;
        }
        if (!b)
            memcpy(r, t, (nl + 1) * sizeof *t);
    }
}

/* M (nl limbs, nonzero top limb) of kind k. */
static void m_of(uint32_t *m, size_t nl, int k)
{
    for (size_t i = 0; i < nl; i++)
        m[i] = (uint32_t)tu_rand64();
    switch (k) {
    case 0: /* 2^(32(nl-1)) */
        memset(m, 0, nl * sizeof *m);
        m[nl - 1] = 1;
        break;
    case 1: /* all ones */
        memset(m, 0xff, nl * sizeof *m);
        break;
    case 2: /* 2^(32(nl-1)) + 1 */
        memset(m, 0, nl * sizeof *m);
        m[nl - 1] = 1;
        m[0] |= 1;
        break;
    case 3: /* top limb 1, the rest random */
        m[nl - 1] = 1;
        break;
    case 4: /* top limb all ones, the rest zero */
        memset(m, 0, nl * sizeof *m);
        m[nl - 1] = UINT32_MAX;
        break;
    case 5: { /* a radix power that fills nl limbs */
        uint32_t radix = (uint32_t)(2 + tu_rand64() % 65535);
        memset(m, 0, nl * sizeof *m);
        m[0] = 1;
        for (;;) {
            uint32_t save[MAXL];
            memcpy(save, m, nl * sizeof *m);
            if (sc_fpe_mul_add(m, nl, radix, 0)) {
                memcpy(m, save, nl * sizeof *m);
                break;
            }
        }
        if (m[nl - 1] == 0)
            m[nl - 1] = 1;
        break;
    }
    default: /* random top limb */
        if (m[nl - 1] == 0)
            m[nl - 1] = 1;
        break;
    }
}

/* y (ny limbs) of kind k for M. */
static void y_of(uint32_t *y, size_t ny, const uint32_t *m, size_t nl, int k)
{
    for (size_t i = 0; i < ny; i++)
        y[i] = (uint32_t)tu_rand64();
    if (k == 0)
        memset(y, 0, ny * sizeof *y);
    if (k == 1)
        memset(y, 0xff, ny * sizeof *y);
    if (k == 6 || k == 7) { /* (M - 1) 2^32 + w or (M - 1) 2^64 + w: the last step (of 32 or
                             * 64 bits) starts from r = M - 1, where U's window can equal D */
        size_t sh = (size_t)k - 5;
        memset(y, 0, ny * sizeof *y);
        memcpy(y + sh, m, nl * sizeof *m);
        for (size_t i = 0; i < sh; i++)
            y[i] = (uint32_t)tu_rand64();
        size_t i = sh;
        for (; y[i] == 0; i++)
            y[i] = UINT32_MAX;
        y[i]--;
    }
    if (k == 2 || k == 3) { /* M times a random multiplier of ny - nl limbs, minus 0 or 1 */
        memset(y, 0, ny * sizeof *y);
        memcpy(y, m, nl * sizeof *m);
        for (size_t i = 0; i + nl < ny; i++)
            y[i + nl] = sc_fpe_mul_add(y, i + nl, (uint32_t)tu_rand64(), 0);
        if (k == 3) {
            uint32_t one = 1;
            size_t i = 0;
            for (; i < ny && y[i] == 0; i++)
                y[i] = UINT32_MAX;
            if (i < ny)
                y[i] -= one;
        }
    }
}

static void reduce_case(size_t nl, size_t ny, int mk, int yk)
{
    uint32_t m[MAXL + 2] = {0}, y[MAXL + 2], yy[MAXL + 2], want[MAXL + 1];
    sc_fpe_mod M;
    m_of(m, nl, mk);
    m[nl] = 0;
    M.m = m;
    symcore__fpe_mod_set(&M, nl);
    y_of(y, ny, m, nl, yk);
    ref_mod(want, y, ny, m, nl);
    for (int wide = 0; wide < 2; wide++) {
        memcpy(yy, y, ny * sizeof *y);
        yy[ny] = 0;
        if (wide)
            sc_fpe_mod_reduce_long(yy, ny, &M);
        else
            sc_fpe_mod_reduce(yy, ny, &M);
        int ok = memcmp(yy, want, nl * sizeof *yy) == 0;
        if (!ok)
            fprintf(stderr, "  nl = %zu ny = %zu M kind %d y kind %d %s\n", nl, ny, mk, yk, wide ? "long" : "32-bit");
        CHECK(ok);
    }
}

static void reduce(void)
{
    static const size_t sizes[][2] = {{1, 1}, {1, 2}, {1, 4}, {2, 2}, {2, 3}, {2, 4}, {3, 3}, {3, 4}, {3, 5},
                                      {4, 4}, {4, 6}, {5, 5}, {5, 6}, {5, 7}, {6, 7}, {6, 8}, {7, 9}, {9, 10},
                                      {9, 12}, {128, 129}, {129, 129}, {127, 129}, {128, 130}};
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
        for (int mk = 0; mk < 8; mk++)
            for (int yk = 0; yk < 8; yk++)
                for (int rep = 0; rep < (sizes[s][0] > 9 ? 1 : 20); rep++)
                    reduce_case(sizes[s][0], sizes[s][1], mk, yk);
}

#if defined(__SIZEOF_INT128__)
/* floor((u2, u1, u0) / (d1, d0)) bit by bit, for a quotient below 2^64. */
static uint64_t ref_div192(uint64_t u2, uint64_t u1, uint64_t u0, uint64_t d1, uint64_t d0)
{
    sc_u128 r = 0, D = (sc_u128)d1 << 64 | d0;
    uint64_t q = 0, w[3] = {u2, u1, u0};
    for (int k = 0; k < 192; k++) {
        uint64_t top = (uint64_t)(r >> 127);
        r = r << 1 | ((w[k / 64] >> (63 - k % 64)) & 1);
        q <<= 1;
        if (top || r >= D) {
            r -= D;
            q |= 1;
        }
    }
    return q;
}

/* floor((2^192 - 1) / (d1, d0)) - 2^64 by long division, bit by bit. */
static uint64_t ref_recip192(uint64_t d1, uint64_t d0)
{
    sc_u128 D = (sc_u128)d1 << 64 | d0, r = 0;
    uint64_t q = 0;
    for (int k = 0; k < 192; k++) {
        uint64_t top = (uint64_t)(r >> 127);
        r = r << 1 | 1;
        q <<= 1;
        if (top || r >= D) {
            r -= D;
            q |= 1;
        }
    }
    return q;
}

static void div3by2_64(void)
{
    for (int i = 0; i < 20000; i++) {
        uint64_t d1 = i % 4 == 0 ? (uint64_t)1 << 63 : i % 4 == 1 ? UINT64_MAX : tu_rand64() | (uint64_t)1 << 63;
        uint64_t d0 = i % 3 == 0 ? 0 : i % 3 == 1 ? UINT64_MAX : tu_rand64();
        uint64_t v = sc_fpe_recip192(d1, d0);
        CHECK(v == ref_recip192(d1, d0));
        for (int k = 0; k < 8; k++) {
            /* (u2, u1) < (d1, d0): one below, the top word one below, zero, random */
            uint64_t u2, u1;
            if (k == 0) {
                u2 = d1 - (d0 == 0);
                u1 = d0 - 1;
            } else if (k == 1) {
                u2 = d1 - 1;
                u1 = tu_rand64();
            } else if (k == 2) {
                u2 = u1 = 0;
            } else {
                u2 = tu_rand64() % d1;
                u1 = tu_rand64();
            }
            uint64_t u0 = k % 4 == 0 ? UINT64_MAX : k % 4 == 1 ? 0 : tu_rand64();
            uint64_t got = sc_fpe_div3by2_64(u2, u1, u0, d1, d0, v), want = ref_div192(u2, u1, u0, d1, d0);
            if (got != want)
                fprintf(stderr, "  D = %016llx %016llx\n", (unsigned long long)d1, (unsigned long long)d0);
            CHECK(got == want);
        }
    }
}

static void conversions(void)
{
    static const uint32_t radixes[] = {2, 3, 7, 10, 11, 36, 255, 256, 257, 1000, 4095, 65535, 65536};
    for (size_t ri = 0; ri < sizeof radixes / sizeof radixes[0] + 40; ri++) {
        uint32_t radix = ri < sizeof radixes / sizeof radixes[0] ? radixes[ri] : (uint32_t)(2 + tu_rand64() % 65535);
        uint64_t p = radix;
        while (!sc_fpe_mulhi64(p, radix))
            p *= radix;
        sc_fpe_div64 D;
        sc_fpe_div64_init(&D, p);
        for (size_t nl = 1; nl <= 12; nl++) {
            for (int k = 0; k < 6; k++) {
                uint32_t x[13], y[13], a[13], b[13];
                for (size_t i = 0; i < nl; i++) {
                    x[i] = k == 0 ? UINT32_MAX : k == 1 ? 0 : (uint32_t)tu_rand64();
                    y[i] = k == 0 ? 0 : k == 1 ? UINT32_MAX : (uint32_t)tu_rand64();
                }
                /* the reference: x / p as p = ph 2^32 + pl is not one word:
                 * long division by the 64-bit p, bit by bit */
                memcpy(a, x, sizeof a);
                memcpy(b, y, sizeof b);
                uint64_t rb, ra = sc_fpe_div_small64x2(a, b, nl, &D, &rb);
                uint32_t c[13];
                memcpy(c, x, sizeof c);
                uint64_t rc = sc_fpe_div_small64(c, nl, &D);
                /* check x = a p + ra, ra < p, by recomputing: a * p + ra */
                uint32_t t[14] = {0};
                memcpy(t, a, nl * sizeof *t);
                sc_fpe_mul_add64(t, nl + 1, p, ra);
                CHECK(ra < p);
                CHECK(memcmp(t, x, nl * sizeof *t) == 0 && t[nl] == 0);
                memset(t, 0, sizeof t);
                memcpy(t, b, nl * sizeof *t);
                sc_fpe_mul_add64(t, nl + 1, p, rb);
                CHECK(rb < p);
                CHECK(memcmp(t, y, nl * sizeof *t) == 0 && t[nl] == 0);
                CHECK(rc == ra && memcmp(c, a, nl * sizeof *c) == 0);
                /* mul_add64 against two 32-bit passes (p = ph 2^32 + pl:
                 * x p + ra = (x ph) 2^32 + x pl + ra) */
                uint32_t u[14] = {0}, w[14] = {0};
                memcpy(u, x, nl * sizeof *u);
                sc_fpe_mul_add64(u, nl + 2, p, ra);
                memcpy(w + 1, x, nl * sizeof *w);
                sc_fpe_mul_add(w + 1, nl + 1, (uint32_t)(p >> 32), 0);
                uint32_t lo[14] = {0};
                memcpy(lo, x, nl * sizeof *lo);
                sc_fpe_mul_add(lo, nl + 2, (uint32_t)p, 0);
                uint64_t carry = ra;
                for (size_t i = 0; i < nl + 2; i++) {
                    carry += (uint64_t)w[i] + lo[i];
                    w[i] = (uint32_t)carry;
                    carry >>= 32;
                }
                CHECK(memcmp(u, w, (nl + 2) * sizeof *u) == 0);
            }
        }
    }
}
#endif

/* NUM of both halves and radix^u (symcore__fpe_num2) against Horner's rule
 * one numeral at a time (sc_fpe_mul_add) and radix^u by repeated
 * multiplication, for u = v - 1, v and v + 1, reversed or not, numerals at
 * radix - 1, 0 and random. */
static void num2(void)
{
    static const uint32_t radixes[] = {2, 3, 10, 36, 255, 256, 1000, 65535, 65536};
    static uint16_t in[8192];
    for (size_t ri = 0; ri < sizeof radixes / sizeof radixes[0]; ri++) {
        uint32_t radix = radixes[ri];
        sc_fpe_chunk c;
        symcore__fpe_chunk_init(&c, radix);
        size_t maxhalf = symcore__fpe_maxpow(radix, SC_FPE_MAX_BITS);
        static const size_t halves[] = {1, 2, 18, 19, 20, 37, 38, 39, 100};
        for (size_t hi = 0; hi < sizeof halves / sizeof halves[0] + 1; hi++) {
            size_t h = hi < sizeof halves / sizeof halves[0] ? halves[hi] : maxhalf - 1;
            for (int shape = 0; shape < 3 && h + 1 <= maxhalf; shape++) {
                size_t u = shape == 0 ? h : shape == 1 ? h + 1 : h, v = shape == 0 ? h + 1 : shape == 1 ? h : h;
                for (int kind = 0; kind < 3; kind++) {
                    for (size_t i = 0; i < u + v; i++)
                        in[i] = (uint16_t)(kind == 0 ? radix - 1 : kind == 1 ? 0 : tu_rand64() % radix);
                    sc_fpe_io io = {in, NULL, NULL, NULL, NULL, radix};
                    for (int rev = 0; rev < 2; rev++) {
                        uint32_t a[SC_FPE_LIMBS + 1], b[SC_FPE_LIMBS + 1], pw[SC_FPE_LIMBS + 2], bad = 0;
                        uint32_t ra[SC_FPE_LIMBS + 1] = {0}, rb[SC_FPE_LIMBS + 1] = {0}, rp[SC_FPE_LIMBS + 2] = {1};
                        size_t nl = symcore__fpe_num2(a, b, SC_FPE_LIMBS + 1, &io, &c, u, v, rev, &bad, pw,
                                                      SC_FPE_LIMBS + 2);
                        for (size_t k = 0; k < u; k++) {
                            sc_fpe_mul_add(ra, SC_FPE_LIMBS + 1, radix, in[rev ? u - 1 - k : k]);
                            sc_fpe_mul_add(rp, SC_FPE_LIMBS + 2, radix, 0);
                        }
                        for (size_t k = 0; k < v; k++)
                            sc_fpe_mul_add(rb, SC_FPE_LIMBS + 1, radix, in[rev ? u + v - 1 - k : u + k]);
                        size_t want_nl = SC_FPE_LIMBS + 2;
                        while (want_nl > 1 && rp[want_nl - 1] == 0)
                            want_nl--;
                        CHECK(bad == 0);
                        CHECK(memcmp(a, ra, sizeof a) == 0);
                        CHECK(memcmp(b, rb, sizeof b) == 0);
                        CHECK(nl == want_nl && memcmp(pw, rp, sizeof pw) == 0);
                        uint32_t c2[FF3_TEST_LIMBS], d2[FF3_TEST_LIMBS];
                        if (u + v <= 12) { /* FF3's arrays, no power */
                            bad = 0;
                            CHECK(symcore__fpe_num2(c2, d2, FF3_TEST_LIMBS, &io, &c, u, v, rev, &bad, NULL, 0) == 0);
                            CHECK(memcmp(c2, ra, sizeof c2) == 0 && memcmp(d2, rb, sizeof d2) == 0);
                        }
                    }
                }
            }
        }
    }
}

int main(void)
{
    div3by2();
    reduce();
    num2();
#if defined(__SIZEOF_INT128__)
    div3by2_64();
    conversions();
#else
    printf("fpe_bignum: the 64-bit conversions are for targets with 128-bit products: not built here\n");
#endif
    return tu_finish("fpe_bignum");
}
