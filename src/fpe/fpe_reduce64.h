/*
 * The modular arithmetic of the AES-NI FF1 and FF3 paths (fpe_aesni.c), on
 * x86-64: (z + y) mod M and (z - y) mod M for a half z < M and the integer y
 * read from an AES output, with the corrections done by cmov in inline
 * assembly so that no compiler turns them into branches. Kept apart so that
 * tests/test_fpe_reduce.c can check them against exact 128-bit arithmetic.
 *
 * The reduction, for d = 8 (b <= 4, M <= 2^32): y = a, the 8 output bytes;
 * q = mulhi(a, floor((2^64 - 1) / M)) is at most one short of floor(a / M),
 * so a - qM < 2M and z +- (a - qM) needs two corrections. For d = 12
 * (5 <= b <= 8, so M > 2^32): y = a 2^32 + w; q = mulhi(a, floor(2^96 / M))
 * (below 2^64 as M > 2^32) is at most two short of floor(y / M) (the error
 * terms w / M, a / 2^64 and the floor are each below 1), so y - qM < 3M,
 * computed modulo 2^64 as (a 2^32 + w) - qM, and z +- that needs three. Both
 * need 4M < 2^63 for the signs (M < 2^61; radix 10: n <= 36).
 *
 * FF3 (M <= 2^30): the whole 128-bit output at once, by a 128-bit
 * reciprocal (below).
 */
#ifndef SYMCORE_FPE_REDUCE64_H
#define SYMCORE_FPE_REDUCE64_H

#include "fpe_num.h"

#if SC_X86_64 && defined(__SIZEOF_INT128__)

/*
 * The corrections. With s = z + y (or z - y) and its shifts s - kM (s + kM)
 * formed beside the multiplication, each candidate t_k = s_k - qM (+ qM) is
 * one subtraction after qM, all side by side, and the sign flag of that very
 * subtraction drives a cmov: the chain after qM is one subtraction and one
 * cmov per level of selection. sel_sub(a, s, q): t = s - q; t >= 0 (as a
 * signed value) ? t : a. sel2_sub(a, b, s, q): s - q >= 0 ? b : a. And with +.
 */
SC_INLINE uint64_t sel_sub(uint64_t a, uint64_t s, uint64_t q)
{
    __asm__("sub %[q], %[s]\n\tcmovns %[s], %[a]" : [a] "+r"(a), [s] "+r"(s) : [q] "r"(q) : "cc");
    return a;
}
SC_INLINE uint64_t sel_add(uint64_t a, uint64_t s, uint64_t q)
{
    __asm__("add %[q], %[s]\n\tcmovns %[s], %[a]" : [a] "+r"(a), [s] "+r"(s) : [q] "r"(q) : "cc");
    return a;
}
SC_INLINE uint64_t sel2_sub(uint64_t a, uint64_t b, uint64_t s, uint64_t q)
{
    __asm__("sub %[q], %[s]\n\tcmovns %[b], %[a]" : [a] "+r"(a), [s] "+r"(s) : [q] "r"(q), [b] "r"(b) : "cc");
    return a;
}
SC_INLINE uint64_t sel2_add(uint64_t a, uint64_t b, uint64_t s, uint64_t q)
{
    __asm__("add %[q], %[s]\n\tcmovns %[b], %[a]" : [a] "+r"(a), [s] "+r"(s) : [q] "r"(q), [b] "r"(b) : "cc");
    return a;
}

/* (z + y - qM) mod M from [0, 3M): the largest t_k = t - kM that is >= 0. */
SC_INLINE uint64_t ff1_addmod2(uint64_t z, uint64_t y, uint64_t qm, uint64_t m, uint64_t m2)
{
    uint64_t s = z + y;
    uint64_t r = sel_sub(s - qm, s - m, qm);
    return sel_sub(r, s - m2, qm);
}
/* (z - y + qM) mod M from (-2M, M): the smallest t_k = t + kM that is >= 0. */
SC_INLINE uint64_t ff1_submod2(uint64_t z, uint64_t y, uint64_t qm, uint64_t m, uint64_t m2)
{
    uint64_t s = z - y;
    uint64_t r = sel_add(s + m2 + qm, s + m, qm);
    return sel_add(r, s, qm);
}
/* From [0, 4M), as a tree: (t_1 >= 0 ? t_1 : t_0) and (t_3 >= 0 ? t_3 : t_2)
 * side by side, then t_2 >= 0 picks. */
SC_INLINE uint64_t ff1_addmod3(uint64_t z, uint64_t y, uint64_t qm, uint64_t m, uint64_t m2, uint64_t m3)
{
    uint64_t s = z + y;
    uint64_t low = sel_sub(s - qm, s - m, qm);
    uint64_t high = sel_sub(s - m2 - qm, s - m3, qm);
    return sel2_sub(low, high, s - m2, qm);
}
/* From (-3M, M): (t_0 >= 0 ? t_0 : t_1) and (t_2 >= 0 ? t_2 : t_3), then
 * t_1 >= 0 picks. */
SC_INLINE uint64_t ff1_submod3(uint64_t z, uint64_t y, uint64_t qm, uint64_t m, uint64_t m2, uint64_t m3)
{
    uint64_t s = z - y;
    uint64_t low = sel_add(s + m + qm, s, qm);
    uint64_t high = sel_add(s + m3 + qm, s + m2, qm);
    return sel2_add(high, low, s + m, qm);
}

/* One modulus as the rounds use it: M, its multiples and the reciprocal of
 * the reduction above (d = 8: floor((2^64 - 1) / M); d = 12: floor(2^96 / M)). */
typedef struct {
    uint64_t m, m2, m3, recip;
} ff1_mod;

SC_INLINE void ff1_mod_init(ff1_mod *F, uint64_t m, uint64_t recip64, unsigned d)
{
    F->m = m;
    F->m2 = 2 * m;
    F->m3 = 3 * m;
    if (d == 8) {
        F->recip = recip64; /* floor((2^64 - 1) / m), from the context */
    } else { /* floor(2^96 / M) with one divq: 2^32 < M, so the quotient fits */
        uint64_t hi = (uint64_t)1 << 32, lo = 0, q;
        __asm__("divq %[m]" : "=a"(q), "+d"(hi) : "a"(lo), [m] "r"(m) : "cc");
        F->recip = q;
    }
}

/*
 * FF3 (M <= 2^30): y = hi 2^64 + lo, the whole 128-bit output, divided at
 * once by the 128-bit reciprocal R = floor((2^128 - 1) / M) = r1 2^64 + r0
 * (r1 = floor((2^64 - 1) / M), the context's): the estimate
 * q = hi r1 + mulhi(hi, r0) + mulhi(lo, r1), its three products side by side,
 * drops three fractions below 1 and lo r0 / 2^128, and y / M - y R / 2^128 < 1,
 * so q <= floor(y / M) <= q + 3 and y - q M lies in [0, 4M): computed modulo
 * 2^64 as lo - q M. Then z +- that has five candidates, picked by three
 * levels of cmov. Two multiplications deep, where folding y to 64 bits first
 * takes three.
 */
typedef struct {
    uint64_t m, m2, m3, m4, r1, r0;
} ff3_mod;

SC_INLINE void ff3_mod_init(ff3_mod *F, uint64_t m, uint64_t recip64)
{
    F->m = m;
    F->m2 = 2 * m;
    F->m3 = 3 * m;
    F->m4 = 4 * m;
    F->r1 = recip64; /* floor((2^64 - 1) / m), from the context */
    /* r0 = floor(((2^64 - 1 - r1 m) 2^64 + 2^64 - 1) / m): the high word is
     * (2^64 - 1) mod m < m, so the quotient fits (public values) */
    uint64_t hi = UINT64_MAX - recip64 * m, lo = UINT64_MAX, q;
    __asm__("divq %[m]" : "=a"(q), "+d"(hi) : "a"(lo), [m] "r"(m) : "cc");
    F->r0 = q;
}

/* q M for the estimate above (mod 2^64). */
SC_INLINE uint64_t ff3_qm(uint64_t lo, uint64_t hi, const ff3_mod *F)
{
    return (hi * F->r1 + sc_fpe_mulhi64(hi, F->r0) + sc_fpe_mulhi64(lo, F->r1)) * F->m;
}
/* (z + lo - qm) mod M from [0, 5M): the largest t_k = t - kM that is >= 0,
 * as a tree: (t_1 or t_0) and (t_3 or t_2) side by side, then t_2 >= 0 picks,
 * then t_4 >= 0. */
SC_INLINE uint64_t ff3_addmod4(uint64_t z, uint64_t lo, uint64_t qm, const ff3_mod *F)
{
    uint64_t s = z + lo;
    uint64_t low = sel_sub(s - qm, s - F->m, qm);
    uint64_t high = sel_sub(s - F->m2 - qm, s - F->m3, qm);
    return sel_sub(sel2_sub(low, high, s - F->m2, qm), s - F->m4, qm);
}
/* (z - lo + qm) mod M from (-4M, M): the smallest t_k = t + kM that is >= 0. */
SC_INLINE uint64_t ff3_submod4(uint64_t z, uint64_t lo, uint64_t qm, const ff3_mod *F)
{
    uint64_t s = z - lo;
    uint64_t low = sel_add(s + F->m + qm, s, qm);
    uint64_t high = sel_add(s + F->m3 + qm, s + F->m2, qm);
    return sel2_add(s + F->m4 + qm, sel2_add(high, low, s + F->m, qm), s + F->m3, qm);
}

#endif
#endif
