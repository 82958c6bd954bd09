/*
 * Constant-time arithmetic on numerals and fixed-size integers for FF1/FF3.
 *
 * Integers are little-endian arrays of 32-bit limbs; every loop runs over a
 * limb count derived from public values (radix, n), never from the numbers.
 * Products are 32 x 32 -> 64 bits, so the code is the same on 32- and 64-bit
 * targets. There is no '/' or '%' on a secret: division by a public d < 2^32
 * multiplies by recip = floor((2^64 - 1) / d) and corrects once (see
 * sc_fpe_divrem64), and reduction modulo a public M estimates each quotient
 * word from M's top 32 bits and corrects with three masked subtractions.
 */
#ifndef SYMCORE_FPE_NUM_H
#define SYMCORE_FPE_NUM_H

#include "../common/internal.h"

#define SC_FPE_MAX_BITS 4096
#define SC_FPE_LIMBS (SC_FPE_MAX_BITS / 32)
/* S has d <= 4 * ceil(512 / 4) + 4 = 516 bytes = 129 limbs, plus a zero limb. */
#define SC_FPE_Y_LIMBS (SC_FPE_LIMBS + 2)

#if defined(__SIZEOF_INT128__)
__extension__ typedef unsigned __int128 sc_fpe_u128;
#endif

/* High 64 bits of a * b. */
SC_INLINE uint64_t sc_fpe_mulhi64(uint64_t a, uint64_t b)
{
#if defined(__SIZEOF_INT128__)
    return (uint64_t)(((sc_fpe_u128)a * b) >> 64);
#else
    uint64_t al = (uint32_t)a, ah = a >> 32, bl = (uint32_t)b, bh = b >> 32;
    uint64_t ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
    uint64_t mid = (ll >> 32) + (uint32_t)lh + (uint32_t)hl;
    return hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
#endif
}

/* Bit length of a public value. */
SC_INLINE unsigned sc_fpe_bitlen64(uint64_t v)
{
#if defined(__GNUC__) || defined(__clang__)
    return v ? 64 - (unsigned)__builtin_clzll(v) : 0;
#else
    unsigned n = 0;
    for (; v; v >>= 1)
        n++;
    return n;
#endif
}

/* floor(x / d) for public x and 1 <= d < 2^32, without the compiler's
 * 64-bit division helper where the target has no 64-bit divide: a
 * restoring division bit by bit (d is public: its branch leaks nothing). */
SC_INLINE uint64_t sc_fpe_div_public(uint64_t x, uint64_t d)
{
#if UINTPTR_MAX > 0xffffffffu
    return x / d;
#else
    uint64_t q = 0, r = 0;
    for (int i = 63; i >= 0; i--) {
        r = r << 1 | ((x >> i) & 1); /* r < d < 2^32 keeps this below 2^33 */
        if (r >= d) {
            r -= d;
            q |= (uint64_t)1 << i;
        }
    }
    return q;
#endif
}

/* floor((2^64 - 1) / d) for a public 1 <= d < 2^32. */
SC_INLINE uint64_t sc_fpe_recip(uint64_t d)
{
    return sc_fpe_div_public(UINT64_MAX, d);
}

/*
 * Exact division of any x < 2^32 by a public 2 <= d <= 2^31, with no
 * correction step: floor(x / d) = mulhi64(x, magic), where magic = m << (32 - l),
 * l = ceil(log2 d) and m = floor(2^(32+l) / d) + 1. Then 2^(32+l) < m d <=
 * 2^(32+l) + d <= 2^(32+l) + 2^l, which is the condition of Granlund and
 * Montgomery (1994, Theorem 4.2) for floor(x m / 2^(32+l)) = floor(x / d) on
 * every x < 2^32; m < 2^33 and l >= 1 keep magic below 2^64. STR's chain then
 * costs one multiplication per numeral.
 */
SC_INLINE uint64_t sc_fpe_magic32(uint32_t d)
{
    unsigned l = sc_fpe_bitlen64(d - 1);
    uint64_t m = sc_fpe_div_public((uint64_t)1 << (32 + l), d) + 1;
    return m << (32 - l);
}

/* q = floor(x / d), *r = x mod d, for a public 1 <= d < 2^32 with its recip,
 * and any x < 2^64. The estimate mulhi(x, recip) is at most one below the
 * quotient (x * recip / 2^64 > x / d - 1), so one masked correction. */
SC_INLINE uint64_t sc_fpe_divrem64(uint64_t x, uint64_t d, uint64_t recip, uint64_t *r)
{
    uint64_t q = sc_fpe_mulhi64(x, recip);
    uint64_t rem = x - q * d;         /* < 2d <= 2^33 */
    uint64_t ge = (uint64_t)0 - (((rem - d) >> 63) ^ 1); /* all ones if rem >= d */
    *r = rem - (ge & d);
    return q + (ge & 1);
}

/* x = x * m + c over nl limbs (m, c < 2^32); returns the carry out. */
SC_INLINE uint32_t sc_fpe_mul_add(uint32_t *x, size_t nl, uint32_t m, uint32_t c)
{
    uint64_t carry = c;
    for (size_t i = 0; i < nl; i++) {
        uint64_t t = (uint64_t)x[i] * m + carry;
        x[i] = (uint32_t)t;
        carry = t >> 32;
    }
    return (uint32_t)carry;
}

/* x = floor(x / d) over nl limbs for a public d < 2^32; returns x mod d. */
SC_INLINE uint32_t sc_fpe_div_small(uint32_t *x, size_t nl, uint32_t d, uint64_t recip)
{
    uint64_t r = 0;
    for (size_t i = nl; i-- > 0;)
        x[i] = (uint32_t)sc_fpe_divrem64((r << 32) | x[i], d, recip, &r);
    return (uint32_t)r;
}

/* x += mask & m over nl limbs; returns the carry out. */
SC_INLINE uint32_t sc_fpe_add_masked(uint32_t *x, const uint32_t *m, size_t nl, uint32_t mask)
{
    uint64_t c = 0;
    for (size_t i = 0; i < nl; i++) {
        c += (uint64_t)x[i] + (m[i] & mask);
        x[i] = (uint32_t)c;
        c >>= 32;
    }
    return (uint32_t)c;
}

/* x -= m over nl limbs; returns the borrow out (0 or 1). */
SC_INLINE uint32_t sc_fpe_sub(uint32_t *x, const uint32_t *m, size_t nl)
{
    uint64_t b = 0;
    for (size_t i = 0; i < nl; i++) {
        uint64_t t = (uint64_t)x[i] - m[i] - b;
        x[i] = (uint32_t)t;
        b = t >> 63;
    }
    return (uint32_t)b;
}

/* A public modulus M = radix^m with what reduction needs. */
typedef struct sc_fpe_mod {
    uint32_t *m;                  /* M, then a zero limb (the caller's array) */
    uint32_t nl;                  /* limbs of M */
    uint32_t shift;               /* bit position of the 32-bit estimate window */
    uint64_t recip;               /* floor((2^64-1) / D), D = M's top 32 bits + 1, or M itself */
} sc_fpe_mod;

/* w -= (mask & (M << k)) over nl + 1 limbs, k in 0..2. */
SC_INLINE uint32_t sc_fpe_sub_shifted(uint32_t *w, const sc_fpe_mod *M, uint32_t k, uint32_t mask)
{
    uint64_t b = 0;
    uint32_t prev = 0;
    for (size_t i = 0; i <= M->nl; i++) {
        uint32_t mi = M->m[i];
        uint32_t s = k ? (mi << k) | (prev >> (32 - k)) : mi;
        prev = mi;
        uint64_t t = (uint64_t)w[i] - (s & mask) - b;
        w[i] = (uint32_t)t;
        b = t >> 63;
    }
    return (uint32_t)b;
}

/* w += mask & (M << k) over nl + 1 limbs. */
SC_INLINE void sc_fpe_add_shifted(uint32_t *w, const sc_fpe_mod *M, uint32_t k, uint32_t mask)
{
    uint64_t c = 0;
    uint32_t prev = 0;
    for (size_t i = 0; i <= M->nl; i++) {
        uint32_t mi = M->m[i];
        uint32_t s = k ? (mi << k) | (prev >> (32 - k)) : mi;
        prev = mi;
        c += (uint64_t)w[i] + (s & mask);
        w[i] = (uint32_t)c;
        c >>= 32;
    }
}

/*
 * One Horner step of the reduction: w holds nl + 1 limbs with value
 * r' = r * 2^32 + word, r < M; on return w[0..nl-1] = r' mod M, w[nl] = 0.
 * The quotient q = floor(r' / M) < 2^32 is estimated from bits
 * [shift, shift + 64) of r' times recip: the estimate never exceeds q and
 * falls short by at most 6 (M's top bits are rounded up by < 2^-31 relative,
 * recip and the product are floored), so r' - q_est * M < 8M and three
 * masked conditional subtractions of 4M, 2M, M finish the job.
 */
SC_INLINE void sc_fpe_mod_step(uint32_t *w, const sc_fpe_mod *M)
{
    size_t nl = M->nl, li = M->shift / 32;
    unsigned sh = M->shift % 32;
    uint64_t x = ((uint64_t)w[li] | ((uint64_t)w[li + 1] << 32)) >> sh;
    if (sh)
        x |= (uint64_t)w[li + 2] << (64 - sh);
    uint32_t q = (uint32_t)sc_fpe_mulhi64(x, M->recip);
    uint64_t carry = 0, borrow = 0;
    for (size_t i = 0; i < nl; i++) {
        uint64_t p = (uint64_t)q * M->m[i] + carry;
        carry = p >> 32;
        uint64_t t = (uint64_t)w[i] - (uint32_t)p - borrow;
        w[i] = (uint32_t)t;
        borrow = t >> 63;
    }
    w[nl] = (uint32_t)((uint64_t)w[nl] - carry - borrow);
    for (uint32_t k = 3; k-- > 0;) {
        uint32_t neg = (uint32_t)0 - sc_fpe_sub_shifted(w, M, k, UINT32_MAX);
        sc_fpe_add_shifted(w, M, k, neg);
    }
}

/* y (ny limbs, then one zero limb; ny >= M->nl) becomes y mod M in
 * y[0..nl-1]. Starts from the top nl - 1 limbs, which are below M. */
SC_INLINE void sc_fpe_mod_reduce(uint32_t *y, size_t ny, const sc_fpe_mod *M)
{
    for (size_t k = ny - M->nl + 1; k-- > 0;)
        sc_fpe_mod_step(y + k, M);
}

#if defined(__SIZEOF_INT128__)
/*
 * The native path: a public modulus M < 2^63 with values in machine words
 * (FF1 while radix^v < 2^63, FF3 while radix^u < 2^63). No '/' on secrets:
 * sc_fpe_mod64_reduce divides by M through its 64-bit reciprocal (one masked
 * correction); sc_fpe_mod64_step brings in 32 more bits with the estimate of
 * sc_fpe_mod_step computed in 128-bit registers.
 */
typedef struct sc_fpe_mod64 {
    uint64_t m;       /* M */
    uint64_t recip;   /* floor((2^64 - 1) / M) */
    uint64_t recip_top; /* floor((2^64 - 1) / D), D = top 32 bits of M + 1, or M if M < 2^32 */
    unsigned shift;   /* bit position of those top 32 bits (0 if M < 2^32) */
} sc_fpe_mod64;

SC_INLINE void sc_fpe_mod64_init(sc_fpe_mod64 *M, uint64_t m)
{
    unsigned L = sc_fpe_bitlen64(m);
    M->m = m;
    M->recip = UINT64_MAX / m;
    M->shift = L > 32 ? L - 32 : 0;
    M->recip_top = L > 32 ? UINT64_MAX / ((m >> M->shift) + 1) : M->recip;
}

/* mask ? a : b on 64 bits, mask all ones or zero. */
SC_INLINE uint64_t sc_fpe_sel64(uint64_t mask, uint64_t a, uint64_t b) { return b ^ (mask & (a ^ b)); }

/* x mod m for any x < 2^64 and m < 2^63 with recip = floor((2^64 - 1) / m)
 * (the estimate is at most one short: see sc_fpe_divrem64; r < 2m, so
 * r - m's top bit is its sign). */
SC_INLINE uint64_t sc_fpe_reduce64(uint64_t x, uint64_t m, uint64_t recip)
{
    uint64_t r = x - sc_fpe_mulhi64(x, recip) * m, t = r - m;
    return sc_fpe_sel64((uint64_t)0 - (t >> 63), r, t);
}
SC_INLINE uint64_t sc_fpe_mod64_reduce(uint64_t x, const sc_fpe_mod64 *M)
{
    return sc_fpe_reduce64(x, M->m, M->recip);
}

/* (r * 2^32 + w) mod M for r < M, w < 2^32. */
SC_INLINE uint64_t sc_fpe_mod64_step(uint64_t r, uint32_t w, const sc_fpe_mod64 *M)
{
    if (M->m < ((uint64_t)1 << 32)) /* public: r * 2^32 + w fits a word */
        return sc_fpe_mod64_reduce((r << 32) | w, M);
    sc_fpe_u128 x = ((sc_fpe_u128)r << 32) | w;
    uint64_t q = sc_fpe_mulhi64((uint64_t)(x >> M->shift), M->recip_top);
    x -= (sc_fpe_u128)q * M->m; /* < 8M */
    for (unsigned k = 3; k-- > 0;) {
        sc_fpe_u128 t = x - ((sc_fpe_u128)M->m << k);
        sc_fpe_u128 neg = (sc_fpe_u128)0 - (t >> 127);
        x = t ^ (neg & (x ^ t));
    }
    return (uint64_t)x;
}

/* (a + b) mod M and (a - b) mod M for a, b < M < 2^63. */
SC_INLINE uint64_t sc_fpe_mod64_add(uint64_t a, uint64_t b, const sc_fpe_mod64 *M)
{
    uint64_t s = a + b, t = s - M->m;
    return sc_fpe_sel64((uint64_t)0 - (t >> 63), s, t);
}
SC_INLINE uint64_t sc_fpe_mod64_sub(uint64_t a, uint64_t b, const sc_fpe_mod64 *M)
{
    uint64_t t = a - b;
    return t + (((uint64_t)0 - (t >> 63)) & M->m);
}
#endif

#endif
