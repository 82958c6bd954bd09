/*
 * The modular arithmetic of the AES-NI FF1 and FF3 paths (fpe_aesni.c), on
 * x86-64: (z + y) mod M and (z - y) mod M for a half z < M and the integer y
 * read from an AES output. Kept apart so that tests/test_fpe_reduce.c can
 * check them against exact 128-bit arithmetic.
 *
 * FF1 with d = 8 (b <= 4, M <= 2^32; y the 8 output bytes) and FF3 (M <
 * 2^60; y the whole 128-bit output) by fractions: the result is read off
 * the fractional part of (z +- y) / M, two multiplications deep and with no
 * correction (below). FF1 with d = 12 (5 <= b <= 8, so M > 2^32): y = a 2^32
 * + w; q = mulhi(a, floor(2^96 / M)) (below 2^64 as M > 2^32) is at most two
 * short of floor(y / M) (the error terms w / M, a / 2^64 and the floor are
 * each below 1), so y - qM < 3M, computed modulo 2^64 as (a 2^32 + w) - qM,
 * and z +- that needs three corrections, done by cmov in inline assembly so
 * that no compiler turns them into branches; 4M < 2^63 for the signs (M <
 * 2^61; radix 10: n <= 36).
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
 * cmov per level of selection. sc_sel_sub(a, s, q): t = s - q; t >= 0 (as a
 * signed value) ? t : a. sc_sel2_sub(a, b, s, q): s - q >= 0 ? b : a. And with +.
 */
#ifdef SYMCORE_CT_MSAN
/* MSan checks an asm's inputs and takes its outputs for clean: the same
 * selections in C there, by masks (common/ct_msan.h). */
SC_INLINE uint64_t sc_sel_mask(uint64_t t, uint64_t yes, uint64_t no)
{
    uint64_t m = (uint64_t)0 - (t >> 63); /* all ones when t < 0 */
    return (no & m) | (yes & ~m);
}
#define sc_sel_sub(a, s, q) sc_sel_mask((s) - (q), (s) - (q), (a))
#define sc_sel_add(a, s, q) sc_sel_mask((s) + (q), (s) + (q), (a))
#define sc_sel2_sub(a, b, s, q) sc_sel_mask((s) - (q), (b), (a))
#define sc_sel2_add(a, b, s, q) sc_sel_mask((s) + (q), (b), (a))
#else
SC_INLINE uint64_t sc_sel_sub(uint64_t a, uint64_t s, uint64_t q)
{
    __asm__("sub %[q], %[s]\n\tcmovns %[s], %[a]" : [a] "+r"(a), [s] "+r"(s) : [q] "r"(q) : "cc");
    return a;
}
SC_INLINE uint64_t sc_sel_add(uint64_t a, uint64_t s, uint64_t q)
{
    __asm__("add %[q], %[s]\n\tcmovns %[s], %[a]" : [a] "+r"(a), [s] "+r"(s) : [q] "r"(q) : "cc");
    return a;
}
SC_INLINE uint64_t sc_sel2_sub(uint64_t a, uint64_t b, uint64_t s, uint64_t q)
{
    __asm__("sub %[q], %[s]\n\tcmovns %[b], %[a]" : [a] "+r"(a), [s] "+r"(s) : [q] "r"(q), [b] "r"(b) : "cc");
    return a;
}
SC_INLINE uint64_t sc_sel2_add(uint64_t a, uint64_t b, uint64_t s, uint64_t q)
{
    __asm__("add %[q], %[s]\n\tcmovns %[b], %[a]" : [a] "+r"(a), [s] "+r"(s) : [q] "r"(q), [b] "r"(b) : "cc");
    return a;
}
#endif

/* From [0, 4M), as a tree: (t_1 >= 0 ? t_1 : t_0) and (t_3 >= 0 ? t_3 : t_2)
 * side by side, then t_2 >= 0 picks. */
SC_INLINE uint64_t sc_ff1_addmod3(uint64_t z, uint64_t y, uint64_t qm, uint64_t m, uint64_t m2, uint64_t m3)
{
    uint64_t s = z + y;
    uint64_t low = sc_sel_sub(s - qm, s - m, qm);
    uint64_t high = sc_sel_sub(s - m2 - qm, s - m3, qm);
    return sc_sel2_sub(low, high, s - m2, qm);
}
/* From (-3M, M): (t_0 >= 0 ? t_0 : t_1) and (t_2 >= 0 ? t_2 : t_3), then
 * t_1 >= 0 picks. */
SC_INLINE uint64_t sc_ff1_submod3(uint64_t z, uint64_t y, uint64_t qm, uint64_t m, uint64_t m2, uint64_t m3)
{
    uint64_t s = z - y;
    uint64_t low = sc_sel_add(s + m + qm, s, qm);
    uint64_t high = sc_sel_add(s + m3 + qm, s + m2, qm);
    return sc_sel2_add(high, low, s + m, qm);
}

/* One modulus as the rounds use it: M, its multiples and the reciprocal
 * (d = 8: floor((2^64 - 1) / M) and f0, the next word of 2^128 / M, for the
 * fractions below; d = 12: floor(2^96 / M) for the reduction above). */
typedef struct {
    uint64_t m, m2, m3, recip, f0;
} sc_ff1_mod;

SC_INLINE void sc_ff1_mod_init(sc_ff1_mod *F, uint64_t m, uint64_t recip64, uint64_t f0, unsigned d)
{
    F->m = m;
    F->f0 = f0; /* d = 8: the next word of floor((2^128 - 1) / M), for the fractions below */
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
 * FF3 (M < 2^60) by fractions: c = (z +- y) mod M for y = hi 2^64 + lo, the
 * whole 128-bit output, is read off the fractional part of (z +- y) / M,
 * which is c / M. With U = 2^64 and floor((U^3 - 1) / M) = f1 U^2 + f0 U + g0
 * (three words of long division):
 *   frac(x)   = x f1 + mulhi(x, f0)      ~ U frac(x / M)    for x < U,
 *   frac_hi(x) = x f0 + mulhi(x, g0)     ~ U frac(x U / M)  for x < U,
 * each computed modulo U, each short of the exact real by less than 2
 * (floor((U^k - 1) / M) >= U^k / M - 1 costs x / U < 1, the floor of the
 * product another). So s = frac(z) + frac(lo) + frac_hi(hi) + 6 exceeds
 * U c / M by a real in (0, 6], and s = frac(z) - frac(lo) - frac_hi(hi) + 2
 * by one in (0, 6): as 6 < U / M, no wrap, and c = floor(s M / U) =
 * mulhi(s, M) exactly. After the AES output, four products side by side
 * (frac(z) is known a round ahead), three additions and one product: no
 * quotient, no correction, no select.
 */
typedef struct {
    uint64_t m, f1, f0, g0;
} sc_ff3_mod;

/* From radix^k, floor((U - 1) / radix^k) and the next two words of the
 * long division (the context's pow, pow_inv - 1 and pow_frac). */
SC_INLINE void sc_ff3_mod_init(sc_ff3_mod *F, uint64_t m, uint64_t f1, const uint64_t f0g0[2])
{
    F->m = m;
    F->f1 = f1;
    F->f0 = f0g0[0];
    F->g0 = f0g0[1];
}

/* U frac(x / M) short by less than 2, for x < U, from the first two words
 * f1, f0 of floor((U^2 - 1) / M) (or x U / M from the second and third):
 * FF1's and FF3's fractions alike. */
SC_INLINE uint64_t sc_fpe_frac(uint64_t x, uint64_t f1, uint64_t f0)
{
    return x * f1 + sc_fpe_mulhi64(x, f0);
}

/* U x / M mod U over by a real in (0, 2]: STR's start from a value x. */
SC_INLINE uint64_t sc_fpe_frac_over(uint64_t x, uint64_t f1, uint64_t f0)
{
    return sc_fpe_frac(x, f1, f0) + 2;
}

/*
 * STR from a fraction. If s / U exceeds c / radix^len by a real e in
 * (0, E / U] with E radix^len < U, numeral k of c (the one of weight
 * radix^k) is mulhi(s radix^j mod U, radix) for j = len - 1 - k, exactly:
 * s radix^j / U = c / radix^(k+1) + e radix^j, whose fractional part is
 * (c mod radix^(k+1)) / radix^(k+1) + e radix^j (the first term is at most
 * 1 - 1 / radix^(k+1) and e radix^j < 1 / radix^(k+1): no wrap), and radix
 * times it is numeral k + (c mod radix^k) / radix^k + e radix^(j+1), below
 * numeral k + 1 as e radix^(j+1) < 1 / radix^k. s radix^j mod U is that
 * fractional part times U, exactly, so its mulhi by radix is the numeral.
 * The sums below, before their last product, are such fractions (E = 6 for
 * FF3, 4 for FF1 with d = 8), and sc_fpe_frac_over of a value (E = 2).
 */
SC_INLINE uint64_t sc_fpe_numeral_frac(uint64_t s, uint64_t radix_j, uint64_t radix)
{
    return sc_fpe_mulhi64(s * radix_j, radix);
}

/* s + t (or s - t), the result opaque to the compiler: a chain of these
 * adds its terms in the order written, which is the order they arrive after
 * the AES output (gcc keeps that order anyway; clang otherwise adds the
 * products together first and the early term last, a cycle more a round). */
SC_INLINE uint64_t sc_add_in_order(uint64_t s, uint64_t t, int sub)
{
    s = sub ? s - t : s + t;
#ifndef SYMCORE_CT_MSAN /* (MSan takes a pin's output for clean) */
    __asm__("" : "+r"(s));
#endif
    return s;
}

/* The additions in the order their terms arrive: lo's before hi's, which
 * comes later by pextrq; fz, known a round ahead, first. */
SC_INLINE uint64_t sc_ff3_sum(uint64_t fz, uint64_t lo, uint64_t hi, const sc_ff3_mod *F, int sub)
{
#ifndef SYMCORE_CT_MSAN
    __asm__("" : "+r"(fz)); /* not folded with lo into one product after the AES output */
#endif
    uint64_t s = sc_add_in_order(fz, lo * F->f1, sub);
    s = sc_add_in_order(s, sc_fpe_mulhi64(lo, F->f0), sub);
    s = sc_add_in_order(s, hi * F->f0, sub);
    return sc_add_in_order(s, sc_fpe_mulhi64(hi, F->g0), sub);
}
/* 2^64 (z +- (hi U + lo)) / M mod 2^64, over by a real in (0, 6]: the sum
 * before its last product (STR starts from it, fpe_aesni.c). */
SC_INLINE uint64_t sc_ff3_frac_sum(uint64_t z, uint64_t lo, uint64_t hi, const sc_ff3_mod *F, int sub)
{
    return sc_ff3_sum(sc_fpe_frac(z, F->f1, F->f0) + (sub ? 2 : 6), lo, hi, F, sub);
}
/* (z + hi U + lo) mod M. */
SC_INLINE uint64_t sc_ff3_addmod(uint64_t z, uint64_t lo, uint64_t hi, const sc_ff3_mod *F)
{
    return sc_fpe_mulhi64(sc_ff3_frac_sum(z, lo, hi, F, 0), F->m);
}
/* (z - hi U - lo) mod M. */
SC_INLINE uint64_t sc_ff3_submod(uint64_t z, uint64_t lo, uint64_t hi, const sc_ff3_mod *F)
{
    return sc_fpe_mulhi64(sc_ff3_frac_sum(z, lo, hi, F, 1), F->m);
}

/*
 * FF1 with d = 8 (M <= 2^32) by the same fractions: c = (z +- a) mod M for
 * the 64-bit a is mulhi(frac(z) + frac(a) + 4, M), or mulhi(frac(z) -
 * frac(a) + 2, M): two terms, each short by less than 2, so the sum exceeds
 * U c / M by a real in (0, 4]; sc_fpe_frac with f1 = floor((U - 1) / M)
 * (recip) and f0 the next word.
 */
SC_INLINE uint64_t sc_ff1_frac_sum(uint64_t z, uint64_t a, const sc_ff1_mod *F, int sub)
{
    uint64_t fz = sc_fpe_frac(z, F->recip, F->f0) + (sub ? 2 : 4);
#ifndef SYMCORE_CT_MSAN
    __asm__("" : "+r"(fz)); /* not folded with a into one product after the AES output */
#endif
    return sc_add_in_order(sc_add_in_order(fz, a * F->recip, sub), sc_fpe_mulhi64(a, F->f0), sub);
}
SC_INLINE uint64_t sc_ff1_addmod_frac(uint64_t z, uint64_t a, const sc_ff1_mod *F)
{
    return sc_fpe_mulhi64(sc_ff1_frac_sum(z, a, F, 0), F->m);
}
SC_INLINE uint64_t sc_ff1_submod_frac(uint64_t z, uint64_t a, const sc_ff1_mod *F)
{
    return sc_fpe_mulhi64(sc_ff1_frac_sum(z, a, F, 1), F->m);
}

#endif
#endif
