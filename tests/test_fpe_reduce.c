/*
 * The modular arithmetic of the AES-NI FF1 and FF3 paths (src/fpe/fpe_reduce64.h)
 * against exact 128-bit arithmetic: (z + y) mod M and (z - y) mod M for
 * - d = 8: y any 64-bit value, M from 2 to 2^32 (by fractions);
 * - d = 12: y = a 2^32 + w, M from just above 2^32 to just below 2^61 (the
 *   reciprocal of 2^96 is at most two short: three corrections);
 * - FF3: y any 128-bit value, M from 2 to 2^60 (by fractions);
 * on pseudo-random values and on the edges (y = 0, all ones, multiples of M
 * and one below them, z = 0 and M - 1, M at the ends of each range).
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

static void check(uint64_t z, sc_fpe_u128 y, uint64_t m, uint64_t got_add, uint64_t got_sub)
{
    uint64_t r = (uint64_t)(y % m);
    uint64_t want_add = (uint64_t)(((sc_fpe_u128)z + r) % m), want_sub = (uint64_t)(((sc_fpe_u128)z + m - r) % m);
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
        ff1_mod F;
        uint64_t m = m_of(i, 2, (uint64_t)1 << 32);
        sc_fpe_u128 R = ~(sc_fpe_u128)0 / m; /* floor((2^128 - 1) / m): recip and f0 */
        ff1_mod_init(&F, m, (uint64_t)(R >> 64), (uint64_t)R, 8);
        for (int k = 0; k < 12; k++) {
            uint64_t z = z_of(tu_rand64(), m, k % 3), a = y_of(tu_rand64(), m, k % 6);
            check(z, a, m, ff1_addmod_frac(z, a, &F), ff1_submod_frac(z, a, &F));
        }
    }
}

static void d12(void)
{
    for (int i = 0; i < 3000; i++) {
        ff1_mod F;
        uint64_t m = m_of(i, ((uint64_t)1 << 32) + 1, ((uint64_t)1 << 61) - 1);
        ff1_mod_init(&F, m, 0, 0, 12);
        for (int k = 0; k < 12; k++) {
            uint64_t z = z_of(tu_rand64(), m, k % 3), a = k % 6 == 1 ? UINT64_MAX : tu_rand64();
            uint32_t w = k % 6 == 1 ? UINT32_MAX : k % 6 == 0 ? 0 : (uint32_t)tu_rand64();
            if (k % 6 == 0)
                a = 0;
            sc_fpe_u128 y = (sc_fpe_u128)a << 32 | w;
            uint64_t ylo = a << 32 | w, qm = sc_fpe_mulhi64(a, F.recip) * F.m;
            check(z, y, m, ff1_addmod3(z, ylo, qm, F.m, F.m2, F.m3), ff1_submod3(z, ylo, qm, F.m, F.m2, F.m3));
        }
    }
}

static void ff3(void)
{
    for (int i = 0; i < 3000; i++) {
        ff3_mod F;
        uint64_t m = m_of(i, 2, ((uint64_t)1 << 60) - 1);
        /* f1 U^2 + f0 U + g0 = floor((U^3 - 1) / m), long division in 128 bits */
        sc_fpe_u128 R = ~(sc_fpe_u128)0 / m, rest = (~(sc_fpe_u128)0 % m) << 64 | UINT64_MAX;
        const uint64_t f0g0[2] = {(uint64_t)R, (uint64_t)(rest / m)};
        ff3_mod_init(&F, m, (uint64_t)(R >> 64), f0g0);
        for (int k = 0; k < 12; k++) {
            uint64_t z = z_of(tu_rand64(), m, k % 3);
            uint64_t lo = k % 6 == 1 ? UINT64_MAX : tu_rand64(), hi = k % 6 == 1 ? UINT64_MAX : tu_rand64();
            if (k % 6 == 0)
                lo = hi = 0;
            if (k % 6 == 2) /* y a multiple of m, and one less */
                hi = 0, lo = (tu_rand64() >> 31) * m - (uint64_t)((k / 6) & 1);
            if (k % 6 == 3) { /* the same at any size */
                sc_fpe_u128 y = (sc_fpe_u128)tu_rand64() << 64 | tu_rand64();
                y -= y % m + (uint64_t)((k / 6) & 1);
                hi = (uint64_t)(y >> 64), lo = (uint64_t)y;
            }
            check(z, (sc_fpe_u128)hi << 64 | lo, m, ff3_addmod(z, lo, hi, &F), ff3_submod(z, lo, hi, &F));
        }
    }
}

int main(void)
{
    d8();
    d12();
    ff3();
    return tu_finish("fpe_reduce");
}

#else
int main(void)
{
    printf("fpe_reduce: SKIPPED (the AES-NI paths' arithmetic is x86-64 only)\n");
    return 0;
}
#endif
