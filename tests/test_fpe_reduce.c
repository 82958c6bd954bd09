/*
 * The modular arithmetic of the AES-NI FF1 and FF3 paths (src/fpe/fpe_reduce64.h)
 * against exact 128-bit arithmetic: (z + y) mod M and (z - y) mod M for
 * - d = 8: y any 64-bit value, M from 2 to 2^32 (by fractions);
 * - d = 12: y = a 2^32 + w, M from just above 2^32 to just below 2^61 (the
 *   reciprocal of 2^96 is at most two short: three corrections);
 * - FF3: y any 128-bit value, M from 2 to 2^60 (by fractions);
 * on pseudo-random values and on the edges (y = 0, all ones, multiples of M
 * and one below them, z = 0 and M - 1, M at the ends of each range).
 * And STR from fractions: every numeral of c < radix^len read off a
 * fraction of c / radix^len (sc_fpe_numeral_frac) against exact division, where
 * the fraction is a value's (sc_fpe_frac_over, radix^len < 2^61) or a round's
 * sum before its last product (FF3: radix^len < 2^60; FF1 with d = 8:
 * radix^len <= 2^32), for c with runs of zero and of top numerals at every
 * position (where a fraction a hair short would wrap).
 */
#include "fpe/fpe_reduce64.h"
#include "testutil.h"

#if SC_X86_64 && defined(__SIZEOF_INT128__)

static uint64_t z_of(uint64_t r, uint64_t m, int k)
{
    return k == 0 ? 0 : k == 1 ? m - 1 : r % m;
}

static uint64_t y_of(uint64_t r, uint64_t m, int k)
{
    switch (k) {
    case 0: return 0;
    case 1: return UINT64_MAX;
    case 2: return UINT64_MAX - UINT64_MAX % m;     /* a multiple of M */
    case 3: return UINT64_MAX - UINT64_MAX % m - 1; /* one below it */
    default: return r;
    }
}

static void check(uint64_t z, sc_u128 y, uint64_t m, uint64_t got_add, uint64_t got_sub)
{
    uint64_t r = (uint64_t)(y % m);
    uint64_t want_add = (uint64_t)(((sc_u128)z + r) % m), want_sub = (uint64_t)(((sc_u128)z + m - r) % m);
    if (got_add != want_add || got_sub != want_sub)
        fprintf(stderr, "  M = %llu z = %llu y = %016llx%016llx\n", (unsigned long long)m, (unsigned long long)z,
                (unsigned long long)(uint64_t)(y >> 64), (unsigned long long)(uint64_t)y);
    CHECK(got_add == want_add);
    CHECK(got_sub == want_sub);
}

/* M in [lo, hi]: the ends, then pseudo-random values of every bit length. */
static uint64_t m_of(int i, uint64_t lo, uint64_t hi)
{
    if (i == 0)
        return lo;
    if (i == 1)
        return hi;
    unsigned bits = 64 - (unsigned)__builtin_clzll(hi);
    uint64_t m = tu_rand64() >> (64 - 1 - (unsigned)(tu_rand64() % bits));
    return m < lo ? lo + m % 1024 : m > hi ? hi - m % 1024 : m;
}

static void d8(void)
{
    for (int i = 0; i < 3000; i++) {
        sc_ff1_mod F;
        uint64_t m = m_of(i, 2, (uint64_t)1 << 32);
        sc_u128 R = ~(sc_u128)0 / m; /* floor((2^128 - 1) / m): recip and f0 */
        sc_ff1_mod_init(&F, m, (uint64_t)(R >> 64), (uint64_t)R, 8);
        for (int k = 0; k < 12; k++) {
            uint64_t z = z_of(tu_rand64(), m, k % 3), a = y_of(tu_rand64(), m, k % 6);
            check(z, a, m, sc_ff1_addmod_frac(z, a, &F), sc_ff1_submod_frac(z, a, &F));
        }
    }
}

static void d12(void)
{
    for (int i = 0; i < 3000; i++) {
        sc_ff1_mod F;
        uint64_t m = m_of(i, ((uint64_t)1 << 32) + 1, ((uint64_t)1 << 61) - 1);
        sc_ff1_mod_init(&F, m, 0, 0, 12);
        for (int k = 0; k < 12; k++) {
            uint64_t z = z_of(tu_rand64(), m, k % 3), a = k % 6 == 1 ? UINT64_MAX : tu_rand64();
            uint32_t w = k % 6 == 1 ? UINT32_MAX : k % 6 == 0 ? 0 : (uint32_t)tu_rand64();
            if (k % 6 == 0)
                a = 0;
            sc_u128 y = (sc_u128)a << 32 | w;
            uint64_t ylo = a << 32 | w, qm = sc_fpe_mulhi64(a, F.recip) * F.m;
            check(z, y, m, sc_ff1_addmod3(z, ylo, qm, F.m, F.m2, F.m3), sc_ff1_submod3(z, ylo, qm, F.m, F.m2, F.m3));
        }
    }
}

/* f1 U^2 + f0 U + g0 = floor((U^3 - 1) / m), long division in 128 bits:
 * f1 returned, f0 and g0 in f0g0 (as the context's pow_inv - 1, pow_frac). */
static uint64_t frac_words(uint64_t m, uint64_t f0g0[2])
{
    sc_u128 R = ~(sc_u128)0 / m, rest = (~(sc_u128)0 % m) << 64 | UINT64_MAX;
    f0g0[0] = (uint64_t)R;
    f0g0[1] = (uint64_t)(rest / m);
    return (uint64_t)(R >> 64);
}

static void ff3(void)
{
    for (int i = 0; i < 3000; i++) {
        sc_ff3_mod F;
        uint64_t m = m_of(i, 2, ((uint64_t)1 << 60) - 1);
        uint64_t f0g0[2];
        sc_ff3_mod_init(&F, m, frac_words(m, f0g0), f0g0);
        for (int k = 0; k < 12; k++) {
            uint64_t z = z_of(tu_rand64(), m, k % 3);
            uint64_t lo = k % 6 == 1 ? UINT64_MAX : tu_rand64(), hi = k % 6 == 1 ? UINT64_MAX : tu_rand64();
            if (k % 6 == 0)
                lo = hi = 0;
            if (k % 6 == 2) /* y a multiple of m, and one less */
                hi = 0, lo = (tu_rand64() >> 31) * m - (uint64_t)((k / 6) & 1);
            if (k % 6 == 3) { /* the same at any size */
                sc_u128 y = (sc_u128)tu_rand64() << 64 | tu_rand64();
                y -= y % m + (uint64_t)((k / 6) & 1);
                hi = (uint64_t)(y >> 64), lo = (uint64_t)y;
            }
            check(z, (sc_u128)hi << 64 | lo, m, sc_ff3_addmod(z, lo, hi, &F), sc_ff3_submod(z, lo, hi, &F));
        }
    }
}

/* c with its low k numerals 0, or radix - 1, or at random; c < M = radix^len. */
static uint64_t c_of(uint64_t radix, uint64_t m, unsigned k, int kind)
{
    uint64_t pk = 1;
    for (unsigned i = 0; i < k; i++)
        pk *= radix;
    uint64_t c = tu_rand64() % m;
    if (kind == 0)
        return c - c % pk;
    if (kind == 1)
        return c - c % pk + pk - 1;
    return kind == 2 ? m - 1 : c;
}

static void check_numerals(uint64_t s, uint64_t c, uint64_t radix, unsigned len, const char *what)
{
    uint64_t rj = 1; /* numeral k is read with radix^j, j = len - 1 - k: from the top, rj grows */
    int ok = 1;
    for (unsigned j = 0; j < len; j++, rj *= radix) {
        uint64_t numeral = c;
        for (unsigned i = 0; i < len - 1 - j; i++)
            numeral /= radix;
        ok &= sc_fpe_numeral_frac(s, rj, radix) == numeral % radix;
    }
    if (!ok)
        fprintf(stderr, "  %s: radix %llu len %u c = %llu\n", what, (unsigned long long)radix, len,
                (unsigned long long)c);
    CHECK(ok);
}

static void str_fractions(void)
{
    static const uint64_t radixes[] = {2, 3, 7, 10, 16, 26, 36, 62, 100, 255, 256, 1000, 4095, 65535, 65536};
    for (size_t r = 0; r < sizeof radixes / sizeof radixes[0]; r++) {
        uint64_t radix = radixes[r], m = radix;
        for (unsigned len = 1; m < ((uint64_t)1 << 61); len++, m *= radix) {
            uint64_t f0g0[2], f1 = frac_words(m, f0g0), f0 = f0g0[0];
            sc_ff3_mod F3; /* used while m < 2^60 */
            sc_ff1_mod F1; /* used while m <= 2^32 */
            sc_ff3_mod_init(&F3, m, f1, f0g0);
            sc_ff1_mod_init(&F1, m, f1, f0, 8);
            for (unsigned k = 0; k <= len; k++) {
                for (int kind = 0; kind < 4; kind++) {
                    for (int t = 0; t < 8; t++) {
                        uint64_t c = c_of(radix, m, k, kind), z = tu_rand64() % m;
                        check_numerals(sc_fpe_frac_over(c, f1, f0), c, radix, len, "value");
                        if (m < ((uint64_t)1 << 60)) { /* FF3: y = hi U + lo with (z +- y) mod m = c */
                            sc_u128 t128 = ((sc_u128)tu_rand64() << 63 | tu_rand64()) / m; /* t128 m + (c - z) mod m < 2^128 */
                            sc_u128 ya = t128 * m + (c + m - z) % m, ys = t128 * m + (z + m - c) % m;
                            check_numerals(sc_ff3_frac_sum(z, (uint64_t)ya, (uint64_t)(ya >> 64), &F3, 0), c, radix, len,
                                           "ff3 +");
                            check_numerals(sc_ff3_frac_sum(z, (uint64_t)ys, (uint64_t)(ys >> 64), &F3, 1), c, radix, len,
                                           "ff3 -");
                        }
                        if (m <= ((uint64_t)1 << 32)) { /* FF1 with d = 8: a 64-bit a */
                            uint64_t top = (UINT64_MAX - m) / m, t64 = tu_rand64() % (top + 1);
                            uint64_t aa = t64 * m + (c + m - z) % m, as = t64 * m + (z + m - c) % m;
                            check_numerals(sc_ff1_frac_sum(z, aa, &F1, 0), c, radix, len, "ff1 +");
                            check_numerals(sc_ff1_frac_sum(z, as, &F1, 1), c, radix, len, "ff1 -");
                        }
                    }
                }
            }
            if (m > UINT64_MAX / radix)
                break;
        }
    }
}

int main(void)
{
    d8();
    d12();
    ff3();
    str_fractions();
    return tu_finish("fpe_reduce");
}

#else
int main(void)
{
    printf("fpe_reduce: SKIPPED (the AES-NI paths' arithmetic is x86-64 only)\n");
    return 0;
}
#endif
