/*
 * Constant-time arithmetic on numerals and fixed-size integers for FF1/FF3.
 *
 * Integers are little-endian arrays of 32-bit limbs; every loop runs over a
 * limb count derived from public values (radix, n), never from the numbers.
 * The code with 32 x 32 -> 64-bit products runs on every target (and alone
 * on 32-bit ones). There is no '/' or '%' on a secret: division by a public
 * d < 2^32 multiplies by recip = floor((2^64 - 1) / d) and corrects once
 * (see sc_fpe_divrem64), and reduction modulo a public M takes each quotient
 * word from a 3-by-2 division by M's leading bits (at most one too big, one
 * masked correction). Where 128-bit products exist, the passes go two limbs
 * at a time, NUM and STR convert 64 bits at a time (dividing by a 64-bit
 * radix power with the 2-by-1 division by invariant integers), and FF1's
 * long moduli take 64-bit quotient words.
 */
#ifndef SYMCORE_FPE_NUM_H
#define SYMCORE_FPE_NUM_H

#include "../common/internal.h"

#define SC_FPE_MAX_BITS 4096
#define SC_FPE_LIMBS (SC_FPE_MAX_BITS / 32)
/* S has d <= 4 * ceil(512 / 4) + 4 = 516 bytes = 129 limbs, plus a zero
 * limb; FF1 computes it as ceil(516 / 16) = 33 whole blocks, 132 limbs. */
#define SC_FPE_Y_LIMBS (SC_FPE_LIMBS + 4)

/* High 64 bits of a * b. */
SC_INLINE uint64_t sc_fpe_mulhi64(uint64_t a, uint64_t b)
{
#if defined(__SIZEOF_INT128__)
    sc_u128 p = (sc_u128)a * b;
    SC_CTMSAN_WIDEN(p, a, b);
    return (uint64_t)(p >> 64);
#else
    uint64_t al = (uint32_t)a, ah = a >> 32, bl = (uint32_t)b, bh = b >> 32;
    uint64_t ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
    uint64_t mid = (ll >> 32) + (uint32_t)lh + (uint32_t)hl;
    return hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
#endif
}

#if defined(__SIZEOF_INT128__)
/* Limbs 2i and 2i + 1 as one 64-bit word (composed arithmetically: any byte
 * order): the passes below go two limbs at a time where products and sums
 * have 128 bits. */
SC_INLINE uint64_t sc_fpe_pair(const uint32_t *x, size_t i)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint64_t v; /* the same value, one load */
    memcpy(&v, x + 2 * i, sizeof v);
    return v;
#else
    return (uint64_t)x[2 * i + 1] << 32 | x[2 * i];
#endif
}
SC_INLINE void sc_fpe_set_pair(uint32_t *x, size_t i, uint64_t v)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(x + 2 * i, &v, sizeof v);
#else
    x[2 * i] = (uint32_t)v;
    x[2 * i + 1] = (uint32_t)(v >> 32);
#endif
}
/* The low word of a * m + *c; *c becomes the high word. The 128-bit value
 * is only the product: gcc keeps a 128-bit sum in memory, on the carry chain. */
SC_INLINE uint64_t sc_fpe_mac64(uint64_t a, uint64_t m, uint64_t *c)
{
    sc_u128 p = (sc_u128)a * m;
    SC_CTMSAN_WIDEN(p, a, m);
    uint64_t lo, hi = (uint64_t)(p >> 64);
    hi += (uint64_t)__builtin_add_overflow((uint64_t)p, *c, &lo);
    *c = hi;
    return lo;
}
/* a + b + *c and a - b - *c with the carry or borrow (0 or 1) in and out:
 * add/adc, sub/sbb (no 128-bit temporaries, which gcc keeps in memory). */
SC_INLINE uint64_t sc_fpe_adc64(uint64_t a, uint64_t b, uint64_t *c)
{
    uint64_t s, t;
    uint64_t c1 = (uint64_t)__builtin_add_overflow(a, b, &s);
    uint64_t c2 = (uint64_t)__builtin_add_overflow(s, *c, &t);
    *c = c1 | c2;
    return t;
}
SC_INLINE uint64_t sc_fpe_sbb64(uint64_t a, uint64_t b, uint64_t *c)
{
    uint64_t s, t;
    uint64_t c1 = (uint64_t)__builtin_sub_overflow(a, b, &s);
    uint64_t c2 = (uint64_t)__builtin_sub_overflow(s, *c, &t);
    *c = c1 | c2;
    return t;
}
#endif

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

/* floor((hi 2^64 + lo) / d) for public values with hi < d (the quotient
 * fits a word): the divq instruction on x86-64, else a restoring division. */
SC_INLINE uint64_t sc_fpe_div128_public(uint64_t hi, uint64_t lo, uint64_t d)
{
#if SC_X86_64 && (defined(__GNUC__) || defined(__clang__))
    uint64_t q;
    __asm__("divq %[d]" : "=a"(q), "+d"(hi) : "a"(lo), [d] "r"(d) : "cc");
    return q;
#else
    uint64_t q = 0;
    for (int i = 0; i < 64; i++) {
        uint64_t top = hi >> 63;
        hi = hi << 1 | lo >> 63;
        lo <<= 1;
        q <<= 1;
        if (top || hi >= d) {
            hi -= d;
            q |= 1;
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
    size_t i = 0;
#if defined(__SIZEOF_INT128__)
    uint64_t mask2 = (uint64_t)mask << 32 | mask;
    for (; i + 2 <= nl; i += 2)
        sc_fpe_set_pair(x, i / 2, sc_fpe_adc64(sc_fpe_pair(x, i / 2), sc_fpe_pair(m, i / 2) & mask2, &c));
#endif
    for (; i < nl; i++) {
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
    size_t i = 0;
#if defined(__SIZEOF_INT128__)
    for (; i + 2 <= nl; i += 2)
        sc_fpe_set_pair(x, i / 2, sc_fpe_sbb64(sc_fpe_pair(x, i / 2), sc_fpe_pair(m, i / 2), &b));
#endif
    for (; i < nl; i++) {
        uint64_t t = (uint64_t)x[i] - m[i] - b;
        x[i] = (uint32_t)t;
        b = t >> 63;
    }
    return (uint32_t)b;
}

/*
 * Quotient digits by Moller and Granlund's 3-by-2 division ("Improved
 * division by invariant integers", IEEE Trans. Computers 60(2), 2011,
 * Algorithm 5) with 32-bit words: for a normalised D = d1 2^32 + d0
 * (2^63 <= D < 2^64) and its reciprocal v = floor((2^96 - 1) / D) - 2^32,
 * floor(U / D) exactly for any U = u2 2^64 + u1 2^32 + u0 with
 * u2 2^32 + u1 < D: a few multiplications and two masked corrections, no
 * branch.
 */
SC_INLINE uint32_t sc_fpe_recip96(uint64_t D)
{
    /* the quotient lies in [2^32, 2^33): its low word is v */
    return (uint32_t)sc_fpe_div128_public(((uint64_t)1 << 32) - 1, UINT64_MAX, D);
}

/* 1 if a < b, else 0 (64-bit, no branch: the borrow of a - b). */
SC_INLINE uint64_t sc_fpe_lt64(uint64_t a, uint64_t b)
{
#if defined(__GNUC__) || defined(__clang__)
    uint64_t d; /* sub, then setc or sbb: no branch */
    return (uint64_t)__builtin_sub_overflow(a, b, &d);
#else
    return ((~a & b) | (~(a ^ b) & (a - b))) >> 63;
#endif
}

SC_INLINE uint32_t sc_fpe_div3by2(uint32_t u2, uint32_t u1, uint32_t u0, uint64_t D, uint32_t v)
{
    uint32_t d1 = (uint32_t)(D >> 32), d0 = (uint32_t)D;
    uint64_t q = (uint64_t)v * u2 + ((uint64_t)u2 << 32 | u1); /* mod 2^64 */
    uint32_t q1 = (uint32_t)(q >> 32), q0 = (uint32_t)q;
    uint32_t r1 = u1 - q1 * d1;
    uint64_t r = ((uint64_t)r1 << 32 | u0) - (uint64_t)d0 * q1 - D; /* mod 2^64 */
    q1++;
    /* the estimate q1 is one too big exactly when r's top word >= q0 */
    uint64_t big = (uint64_t)0 - (sc_fpe_lt64(r >> 32, q0) ^ 1);
    q1 += (uint32_t)big;
    r += D & big;
    /* and (rarely) one too small */
    uint64_t small = sc_fpe_lt64(r, D) ^ 1;
    return q1 + (uint32_t)small;
}

/* A public modulus M = radix^m with what reduction needs. */
typedef struct sc_fpe_mod {
    uint32_t *m;    /* M, then a zero limb (the caller's array) */
    uint64_t D;     /* M's 64 leading bits, the top one set (M shifted left if it is shorter) */
    uint32_t v;     /* D's 3-by-2 reciprocal */
    uint16_t nl;    /* limbs of M */
    uint16_t shift; /* nl >= 3: bitlen(M) - 64, where D's window starts; nl <= 2: 64 - bitlen(M) */
#if defined(__SIZEOF_INT128__)
    uint64_t D0;    /* nl >= 5: M's next 64 bits (D, D0: its 128 leading bits) */
    uint64_t v2;    /* nl >= 5: (D, D0)'s 3-by-2 reciprocal with 64-bit words */
#endif
} sc_fpe_mod;

/* The 96 bits of U (w: nl + 1 limbs, U < M 2^32) in the window whose top 64
 * bits line up with D: floor(U / 2^shift), or U << shift for nl <= 2. */
SC_INLINE void sc_fpe_mod_window(const uint32_t *w, const sc_fpe_mod *M, uint32_t u[3])
{
    unsigned sh = M->shift % 32;
    if (M->nl <= 2) {
        uint32_t t[3] = {0, 0, 0}; /* U shifted left by whole limbs: U < 2^96 after the shift */
        for (size_t k = 0; k <= M->nl; k++)
            t[k + M->shift / 32] = w[k];
        u[0] = t[0] << sh;
        u[1] = sh ? t[1] << sh | t[0] >> (32 - sh) : t[1];
        u[2] = sh ? t[2] << sh | t[1] >> (32 - sh) : t[2];
        return;
    }
    const uint32_t *p = w + M->shift / 32;
    for (int k = 0; k < 3; k++) /* p[3] is w[nl] at most, and only read when sh > 0 */
        u[k] = sh ? p[k] >> sh | p[k + 1] << (32 - sh) : p[k];
}

/*
 * One Horner step of the reduction: w holds nl + 1 limbs with value
 * U = r 2^32 + word, r < M; on return w[0..nl-1] = U mod M, w[nl] = 0.
 * q = floor(U / M) < 2^32. With M = D 2^s + e (0 <= e < 2^s) and U's window
 * Ut = floor(U / 2^s) (s = shift; for nl <= 2, s <= 0 and the window is
 * exact), qe = floor(Ut / D) satisfies q <= qe (U < (Ut + 1) 2^s) and
 * qe < U / M + 1 + 2^-31 (Ut / D - U / M <= Ut / (D (D + 1)) < 2^33 / 2^63),
 * so qe is q or q + 1. Ut < (D + 1) 2^32 keeps Ut's top two words at most D;
 * when they equal D (outside the 3-by-2 division's domain) q = 2^32 - 1,
 * since U / M > D 2^32 / (D + 1) > 2^32 - 1. Then w -= qe M and one masked
 * addition of M if that went below zero.
 */
SC_INLINE void sc_fpe_mod_step(uint32_t *w, const sc_fpe_mod *M)
{
    size_t nl = M->nl;
    uint32_t u[3];
    sc_fpe_mod_window(w, M, u);
    uint64_t top = (uint64_t)u[2] << 32 | u[1];
    uint32_t full = (uint32_t)0 - (uint32_t)(sc_fpe_lt64(top, M->D) ^ 1); /* top == D */
    uint32_t q = sc_fpe_div3by2(u[2], u[1], u[0], M->D, M->v) | full;
    uint64_t carry = 0, borrow = 0;
    size_t i = 0;
#if defined(__SIZEOF_INT128__)
    for (; i + 2 <= nl; i += 2) {
        uint64_t p = sc_fpe_mac64(q, sc_fpe_pair(M->m, i / 2), &carry);
        sc_fpe_set_pair(w, i / 2, sc_fpe_sbb64(sc_fpe_pair(w, i / 2), p, &borrow));
    }
#endif
    for (; i < nl; i++) {
        uint64_t p = (uint64_t)q * M->m[i] + carry;
        carry = p >> 32;
        uint64_t t = (uint64_t)w[i] - (uint32_t)p - borrow;
        w[i] = (uint32_t)t;
        borrow = t >> 63;
    }
    /* w - qe M is in [-M, M): its top limb is 0 or all ones */
    uint32_t neg = (uint32_t)((uint64_t)w[nl] - carry - borrow);
    sc_fpe_add_masked(w, M->m, nl, neg);
    w[nl] = 0;
}

#if defined(__SIZEOF_INT128__)
/*
 * The same with 64-bit words, for M >= 2^128 (nl >= 5): quotient words of
 * 64 bits, one step where the 32-bit steps take two. Algorithm 5 of Moller
 * and Granlund with 2^64 for 2^32: (d1, d0) = M's 128 leading bits,
 * v = floor((2^192 - 1) / (d1, d0)) - 2^64, floor(U / (d1, d0)) for a 192-bit
 * U = (u2, u1, u0) with (u2, u1) < (d1, d0). The error argument of
 * sc_fpe_mod_step carries over (the estimate is q or q + 1: Ut / (D (D + 1))
 * < 2^65 / 2^127), as does the case (u2, u1) = (d1, d0), where q = 2^64 - 1.
 */
SC_INLINE uint64_t sc_fpe_recip192(uint64_t d1, uint64_t d0)
{
    /* v = floor((2^192 - 1 - 2^64 D) / D), D = (d1, d0) public: the numerator
     * is (~d1, ~d0, ~0), whose top two words are below D. One schoolbook
     * step: the estimate from the top words by d1 is at most two too big
     * (Knuth, TAOCP 4.3.1, Theorem B; d1 has its top bit set). */
    uint64_t n2 = ~d1, n1 = ~d0, n0 = UINT64_MAX;
    uint64_t q = sc_fpe_div128_public(n2, n1, d1); /* n2 < d1: no overflow */
    for (;;) {
        sc_u128 lo = (sc_u128)q * d0, hi = (sc_u128)q * d1 + (uint64_t)(lo >> 64);
        uint64_t p2 = (uint64_t)(hi >> 64), p1 = (uint64_t)hi, p0 = (uint64_t)lo;
        if (p2 < n2 || (p2 == n2 && (p1 < n1 || (p1 == n1 && p0 <= n0))))
            return q;
        q--;
    }
}

/* 1 if (a1, a0) < (b1, b0), else 0, no branch. */
SC_INLINE uint64_t sc_fpe_lt128(uint64_t a1, uint64_t a0, uint64_t b1, uint64_t b0)
{
    uint64_t b = sc_fpe_lt64(a0, b0);
    sc_fpe_sbb64(a1, b1, &b);
    return b;
}

SC_INLINE uint64_t sc_fpe_div3by2_64(uint64_t u2, uint64_t u1, uint64_t u0, uint64_t d1, uint64_t d0, uint64_t v)
{
    uint64_t c = 0, q0 = sc_fpe_mac64(v, u2, &c) + u1; /* (q1, q0) = v u2 + (u2, u1) mod 2^128 */
    uint64_t q1 = c + u2 + sc_fpe_lt64(q0, u1);
    uint64_t r1 = u1 - q1 * d1, t1 = 0, t0 = sc_fpe_mac64(d0, q1, &t1), b = 0;
    /* (r1, r0) = (r1, u0) - (t1, t0) - (d1, d0) mod 2^128 */
    uint64_t r0 = sc_fpe_sbb64(u0, t0, &b);
    r1 = sc_fpe_sbb64(r1, t1, &b);
    b = 0;
    r0 = sc_fpe_sbb64(r0, d0, &b);
    r1 = sc_fpe_sbb64(r1, d1, &b);
    q1++;
    /* one too big exactly when r1 >= q0: then q1 - 1 and (r1, r0) + (d1, d0) */
    uint64_t big = (uint64_t)0 - (sc_fpe_lt64(r1, q0) ^ 1);
    q1 += big;
    c = 0;
    r0 = sc_fpe_adc64(r0, d0 & big, &c);
    r1 = sc_fpe_adc64(r1, d1 & big, &c);
    /* and (rarely) one too small */
    return q1 + (sc_fpe_lt128(r1, r0, d1, d0) ^ 1);
}

/* As sc_fpe_mod_step, 64 bits at a time: w holds nl + 2 limbs with value
 * U = r 2^64 + (w1, w0), r < M; on return w[0..nl-1] = U mod M, w[nl] and
 * w[nl + 1] zero. */
SC_INLINE void sc_fpe_mod_step64(uint32_t *w, const sc_fpe_mod *M)
{
    size_t nl = M->nl, np = (nl + 1) / 2; /* pairs of M with its zero limb */
    unsigned s = M->shift - 64u, sh = s % 32;
    const uint32_t *p = w + s / 32; /* the 192-bit window from bit s: p[6] is w[nl + 1] at most */
    uint32_t t[6];
    for (int k = 0; k < 6; k++)
        t[k] = sh ? p[k] >> sh | p[k + 1] << (32 - sh) : p[k];
    uint64_t u0 = (uint64_t)t[1] << 32 | t[0], u1 = (uint64_t)t[3] << 32 | t[2], u2 = (uint64_t)t[5] << 32 | t[4];
    uint64_t full = (uint64_t)0 - (sc_fpe_lt128(u2, u1, M->D, M->D0) ^ 1); /* (u2, u1) = D */
    uint64_t q = sc_fpe_div3by2_64(u2, u1, u0, M->D, M->D0, M->v2) | full;
    uint64_t carry = 0, borrow = 0;
    for (size_t i = 0; i < np; i++)
        sc_fpe_set_pair(w, i, sc_fpe_sbb64(sc_fpe_pair(w, i), sc_fpe_mac64(q, sc_fpe_pair(M->m, i), &carry), &borrow));
    /* w - q M is in [-M, M): what is left above is 0 or all ones */
    uint32_t neg;
    if (nl & 1)
        neg = (uint32_t)((uint64_t)w[nl + 1] - carry - borrow);
    else
        neg = (uint32_t)(sc_fpe_pair(w, np) - carry - borrow);
    sc_fpe_add_masked(w, M->m, nl, neg);
    w[nl] = 0;
    w[nl + 1] = 0;
}
#endif

/* z = (z + y) mod M for z, y < M, in two passes: z + y - M with the
 * addition's carry and the subtraction's borrow side by side (the value is
 * below zero exactly when the borrow out exceeds the carry out), then M
 * added back under that mask. */
SC_INLINE void sc_fpe_add_mod(uint32_t *z, const uint32_t *y, const sc_fpe_mod *M)
{
    size_t nl = M->nl, i = 0;
    uint64_t c = 0, b = 0;
#if defined(__SIZEOF_INT128__)
    for (; i + 2 <= nl; i += 2) {
        uint64_t s = sc_fpe_adc64(sc_fpe_pair(z, i / 2), sc_fpe_pair(y, i / 2), &c);
        sc_fpe_set_pair(z, i / 2, sc_fpe_sbb64(s, sc_fpe_pair(M->m, i / 2), &b));
    }
#endif
    for (; i < nl; i++) {
        uint64_t s = (uint64_t)z[i] + y[i] + c;
        c = s >> 32;
        uint64_t t = (uint64_t)(uint32_t)s - M->m[i] - b;
        z[i] = (uint32_t)t;
        b = t >> 63;
    }
    sc_fpe_add_masked(z, M->m, nl, (uint32_t)0 - (uint32_t)(b & ~c));
}

/* z = (z - y) mod M for z, y < M. */
SC_INLINE void sc_fpe_sub_mod(uint32_t *z, const uint32_t *y, const sc_fpe_mod *M)
{
    uint32_t borrow = sc_fpe_sub(z, y, M->nl);
    sc_fpe_add_masked(z, M->m, M->nl, (uint32_t)0 - borrow);
}

/* y (ny limbs, then one zero limb; ny >= M->nl) becomes y mod M in
 * y[0..nl-1]. Starts from the top nl - 1 limbs, which are below M. */
SC_INLINE void sc_fpe_mod_reduce(uint32_t *y, size_t ny, const sc_fpe_mod *M)
{
    for (size_t k = ny - M->nl + 1; k-- > 0;)
        sc_fpe_mod_step(y + k, M);
}

/* The same for FF1's long moduli: 64 bits at a time when M >= 2^128 and the
 * target has 128-bit products. */
SC_INLINE void sc_fpe_mod_reduce_long(uint32_t *y, size_t ny, const sc_fpe_mod *M)
{
#if defined(__SIZEOF_INT128__)
    size_t k = ny - M->nl + 1; /* words still to bring in: y[k - 1] down to y[0] */
    if (M->nl >= 5) {
        if (k & 1)
            sc_fpe_mod_step(y + --k, M);
        for (; k; k -= 2)
            sc_fpe_mod_step64(y + k - 2, M);
        return;
    }
#endif
    sc_fpe_mod_reduce(y, ny, M);
}

#if defined(__SIZEOF_INT128__)

/* x = x * m + c over nl limbs, 64 bits at a time (m, c < 2^64); returns the
 * carry out (< 2^64). */
SC_INLINE uint64_t sc_fpe_mul_add64(uint32_t *x, size_t nl, uint64_t m, uint64_t c)
{
    uint64_t carry = c;
    size_t i = 0;
    for (; 2 * i + 2 <= nl; i++)
        sc_fpe_set_pair(x, i, sc_fpe_mac64(sc_fpe_pair(x, i), m, &carry));
    if (nl & 1) {
        sc_u128 t = (sc_u128)x[nl - 1] * m + carry;
        SC_CTMSAN_WIDEN(t, x[nl - 1], m);
        x[nl - 1] = (uint32_t)t;
        carry = (uint64_t)(t >> 32);
    }
    return carry;
}

/* A public divisor 2^32 < d < 2^64 for Moller and Granlund's 2-by-1 division
 * (Algorithm 4 of the paper above, 64-bit words): d shifted left until its
 * top bit is set, and v = floor((2^128 - 1) / dn) - 2^64. */
typedef struct sc_fpe_div64 {
    uint64_t d, dn, v;
    unsigned s;
} sc_fpe_div64;

SC_INLINE void sc_fpe_div64_init(sc_fpe_div64 *D, uint64_t d)
{
    D->d = d;
    D->s = 64 - sc_fpe_bitlen64(d);
    D->dn = d << D->s;
    D->v = sc_fpe_div128_public(~D->dn, UINT64_MAX, D->dn);
}

/* One step of the division of a number by d, the most significant word
 * first: (r 2^64 + w) 2^s divided by dn, r the remainder so far times 2^s
 * (< dn); returns the quotient word, *r the new remainder times 2^s. A
 * 128-bit product and two masked corrections. */
SC_INLINE uint64_t sc_fpe_div2by1(uint64_t *r, uint64_t w, uint64_t dn, uint64_t v, unsigned s)
{
    uint64_t u1 = s ? *r | w >> (64 - s) : *r, u0 = w << s;
    uint64_t c = 0, q0 = sc_fpe_mac64(v, u1, &c) + u0;
    uint64_t q1 = c + u1 + sc_fpe_lt64(q0, u0) + 1; /* (q1, q0) = v u1 + (u1, u0), then q1 + 1 */
    uint64_t rr = u0 - q1 * dn;
    uint64_t big = (uint64_t)0 - sc_fpe_lt64(q0, rr); /* the estimate was one too big */
    q1 += big;
    rr += dn & big;
    uint64_t small = sc_fpe_lt64(rr, dn) ^ 1; /* rarely, one too small */
    *r = rr - (dn & ((uint64_t)0 - small));
    return q1 + small;
}

/* x = floor(x / d) and y = floor(y / d) over nl limbs, side by side (two
 * independent chains: their latencies overlap); returns x mod d, *ry = y mod d.
 * The top limb alone, when nl is odd, is below d: quotient 0. s is D->s,
 * passed apart so that s = 0 (radix 10: d = 10^19 >= 2^63) compiles
 * without shifts. */
SC_INLINE uint64_t sc_fpe_div_small64x2_s(uint32_t *x, uint32_t *y, size_t nl, const sc_fpe_div64 *D, uint64_t *ry,
                                          unsigned s)
{
    uint64_t rx = 0, r2 = 0, dn = D->dn, v = D->v;
    if (nl & 1) {
        rx = (uint64_t)x[nl - 1] << s;
        r2 = (uint64_t)y[nl - 1] << s;
        x[nl - 1] = 0;
        y[nl - 1] = 0;
    }
    for (size_t i = nl / 2; i-- > 0;) {
        uint64_t qx = sc_fpe_div2by1(&rx, sc_fpe_pair(x, i), dn, v, s);
        uint64_t qy = sc_fpe_div2by1(&r2, sc_fpe_pair(y, i), dn, v, s);
        sc_fpe_set_pair(x, i, qx);
        sc_fpe_set_pair(y, i, qy);
    }
    *ry = r2 >> s;
    return rx >> s;
}
SC_INLINE uint64_t sc_fpe_div_small64x2(uint32_t *x, uint32_t *y, size_t nl, const sc_fpe_div64 *D, uint64_t *ry)
{
    if (D->s == 0)
        return sc_fpe_div_small64x2_s(x, y, nl, D, ry, 0);
    return sc_fpe_div_small64x2_s(x, y, nl, D, ry, D->s);
}
SC_INLINE uint64_t sc_fpe_div_small64(uint32_t *x, size_t nl, const sc_fpe_div64 *D)
{
    uint64_t r = 0;
    if (nl & 1) {
        r = (uint64_t)x[nl - 1] << D->s;
        x[nl - 1] = 0;
    }
    for (size_t i = nl / 2; i-- > 0;)
        sc_fpe_set_pair(x, i, sc_fpe_div2by1(&r, sc_fpe_pair(x, i), D->dn, D->v, D->s));
    return r >> D->s;
}
#endif

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

/* x mod m for any x < 2^64 and m < 2^63 with recip = floor((2^64 - 1) / m)
 * (the estimate is at most one short: see sc_fpe_divrem64; r < 2m, so
 * r - m's top bit is its sign). */
SC_INLINE uint64_t sc_fpe_reduce64(uint64_t x, uint64_t m, uint64_t recip)
{
    uint64_t r = x - sc_fpe_mulhi64(x, recip) * m, t = r - m;
    return sc_ct_select64((uint64_t)0 - (t >> 63), r, t);
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
    sc_u128 x = ((sc_u128)r << 32) | w;
    uint64_t q = sc_fpe_mulhi64((uint64_t)(x >> M->shift), M->recip_top);
    sc_u128 qm = (sc_u128)q * M->m;
    SC_CTMSAN_WIDEN(qm, q, M->m);
    x -= qm; /* < 8M */
    for (unsigned k = 3; k-- > 0;) {
        sc_u128 t = x - ((sc_u128)M->m << k);
        sc_u128 neg = (sc_u128)0 - (t >> 127);
        x = t ^ (neg & (x ^ t));
    }
    return (uint64_t)x;
}

/* (a + b) mod M and (a - b) mod M for a, b < M < 2^63. */
SC_INLINE uint64_t sc_fpe_mod64_add(uint64_t a, uint64_t b, const sc_fpe_mod64 *M)
{
    uint64_t s = a + b, t = s - M->m;
    return sc_ct_select64((uint64_t)0 - (t >> 63), s, t);
}
SC_INLINE uint64_t sc_fpe_mod64_sub(uint64_t a, uint64_t b, const sc_fpe_mod64 *M)
{
    uint64_t t = a - b;
    return t + (((uint64_t)0 - (t >> 63)) & M->m);
}
#endif

#endif
