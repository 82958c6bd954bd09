/*
 * Numeral strings <-> integers, powers of the radix, length limits and
 * alphabets, shared by FF1 and FF3.
 */
#include "fpe_internal.h"

/* What every use needs: j, radix^j, fit and the radix's magic constant (one
 * division). */
static void chunk_base(sc_fpe_chunk *c, uint32_t radix)
{
    uint64_t p = radix;
    uint32_t j = 1;
    while (p * radix <= UINT32_MAX) {
        p *= radix;
        j++;
    }
    c->j = j;
    c->rj = (uint32_t)p;
    c->fit = p * radix == ((uint64_t)1 << 32) ? j + 1 : j;
    c->radix_magic = sc_fpe_magic32(radix);
    c->h = 0;
    c->rh = 1;
    c->rh_recip = UINT64_MAX;
    c->rh_magic = 0;
}

void symcore__fpe_chunk_init(sc_fpe_chunk *c, uint32_t radix)
{
    chunk_base(c, radix);
    c->rj_recip = sc_fpe_recip(c->rj);
    c->radix_recip = sc_fpe_recip(radix);
}

#if defined(__SIZEOF_INT128__)
/* The largest j64 with radix^j64 < 2^64, and radix^j64 in *p (> 2^47): the
 * conversions' step on targets with 128-bit products. */
static size_t chunk64(uint32_t radix, uint64_t *p)
{
    size_t j = 1;
    for (*p = radix; !sc_fpe_mulhi64(*p, radix); j++)
        *p *= radix;
    return j;
}
#endif

void symcore__fpe_chunk_split(sc_fpe_chunk *c, uint32_t radix, size_t len, size_t maxlen, int alphabet)
{
    chunk_base(c, radix);
    c->h = (uint32_t)(len / 2 < c->j ? len / 2 : c->j);
    for (uint32_t k = 0; k < c->h; k++)
        c->rh *= radix; /* radix^h <= radix^j < 2^32 */
    /* the divisions str64 will use, and only those: each costs more than a
     * numeral (public values decide) */
    int small = !alphabet && maxlen <= c->fit;
    c->rh_magic = c->h && c->rh <= ((uint32_t)1 << 31) ? sc_fpe_magic32(c->rh) : 0;
    c->rh_recip = small && c->rh_magic ? UINT64_MAX : sc_fpe_recip(c->rh);
    c->rj_recip = alphabet ? sc_fpe_recip(c->rj) : 0;
    c->radix_recip = small ? 0 : sc_fpe_recip(radix);
}

/* Numeral at index p; ors into *bad 1 if it is out of range (or the
 * character outside the alphabet). */
static inline uint32_t read_numeral(const sc_fpe_io *io, size_t p, uint32_t *bad)
{
    if (!io->alphabet) {
        uint32_t d = io->in16[p];
        *bad |= (io->radix - 1 - d) >> 31;
        return d;
    }
    return sc_fpe_char_numeral(io->alphabet, io->radix, (unsigned char)io->in8[p], bad);
}

static inline void write_numeral(const sc_fpe_io *io, size_t p, uint32_t d)
{
    if (!io->alphabet) {
        io->out16[p] = (uint16_t)d;
        return;
    }
    io->out8[p] = (char)(unsigned char)sc_fpe_numeral_char(io->alphabet, io->radix, d);
}

/* log2(radix) when the radix is a power of two (public), else 0. */
static uint32_t pow2_bits(uint32_t radix)
{
    uint32_t k = 0;
    if (radix & (radix - 1))
        return 0;
    while (radix >>= 1)
        k++;
    return k;
}

/* x (nl limbs, cleared first) = the integer of numerals pos(0..len-1), the
 * first most significant; pos(k) = start + k, or start + len - 1 - k when
 * reversed (FF3's NUM(REV(X))). Ors into *bad a nonzero value for each
 * numeral >= radix (or character outside the alphabet). */
SC_NOINLINE static void num_one(uint32_t *x, size_t nl, const sc_fpe_io *io, const sc_fpe_chunk *c, size_t start,
                                size_t len, int reversed, uint32_t *bad)
{
    memset(x, 0, nl * sizeof *x);
    uint32_t kb = pow2_bits(io->radix);
    if (kb) { /* radix 2^kb: each numeral is kb bits of x, in place */
        for (size_t k = 0; k < len; k++) {
            uint32_t d = read_numeral(io, reversed ? start + len - 1 - k : start + k, bad);
            size_t bit = kb * (len - 1 - k);
            x[bit / 32] |= d << (bit % 32);
            if (bit % 32 + kb > 32)
                x[bit / 32 + 1] |= d >> (32 - bit % 32);
        }
        return;
    }
#if defined(__SIZEOF_INT128__)
    /* radix^j64 at a time, over the limbs the value can have so far */
    (void)c;
    uint64_t rj64;
    size_t j = chunk64(io->radix, &rj64);
#else
    size_t j = c->j;
#endif
    size_t k = 0, g = len % j ? len % j : j;
#if defined(__SIZEOF_INT128__)
    /* x < 2^bits: 64 after the first part, then bitlen(radix^j64) more per part */
    size_t bits = 64 - sc_fpe_bitlen64(rj64);
#endif
    while (k < len) {
#if defined(__SIZEOF_INT128__)
        bits += sc_fpe_bitlen64(rj64);
        size_t cur = (bits + 31) / 32 < nl ? (bits + 31) / 32 : nl;
        uint64_t v = symcore__fpe_num64(io, reversed ? start + len - k - g : start + k, g, reversed, bad);
        sc_fpe_mul_add64(x, cur, rj64, v);
        k += g;
#else
        size_t cur = symcore__fpe_limbs_for(c, k + g);
        cur = cur < nl ? cur : nl;
        uint32_t v = 0;
        for (size_t e = k + g; k < e; k++)
            v = v * io->radix + read_numeral(io, reversed ? start + len - 1 - k : start + k, bad);
        sc_fpe_mul_add(x, cur, c->rj, v);
#endif
        g = j;
    }
}

#if defined(__SIZEOF_INT128__)
/* The value of the g numerals of significance len - k - g .. len - k - 1 of
 * the len numerals at start (k: how many more significant ones came before). */
static uint64_t num_part(const sc_fpe_io *io, size_t start, size_t len, size_t k, size_t g, int reversed,
                         uint32_t *bad)
{
    return symcore__fpe_num64(io, reversed ? start + len - k - g : start + k, g, reversed, bad);
}

/* x = x r + cx over nl limbs, for each of up to three values side by side
 * (independent carry chains in one loop; m takes no addend). */
static void mul_add64x3(uint32_t *a, uint32_t *b, uint32_t *m, size_t nl, uint64_t r, uint64_t ca, uint64_t cb)
{
    uint64_t cm = 0;
    size_t i = 0;
    if (m) {
        for (; 2 * i + 2 <= nl; i++) {
            sc_fpe_set_pair(a, i, sc_fpe_mac64(sc_fpe_pair(a, i), r, &ca));
            sc_fpe_set_pair(b, i, sc_fpe_mac64(sc_fpe_pair(b, i), r, &cb));
            sc_fpe_set_pair(m, i, sc_fpe_mac64(sc_fpe_pair(m, i), r, &cm));
        }
        sc_fpe_mul_add64(m + 2 * i, nl - 2 * i, r, cm);
    } else {
        for (; 2 * i + 2 <= nl; i++) {
            sc_fpe_set_pair(a, i, sc_fpe_mac64(sc_fpe_pair(a, i), r, &ca));
            sc_fpe_set_pair(b, i, sc_fpe_mac64(sc_fpe_pair(b, i), r, &cb));
        }
    }
    sc_fpe_mul_add64(a + 2 * i, nl - 2 * i, r, ca);
    sc_fpe_mul_add64(b + 2 * i, nl - 2 * i, r, cb);
}
#endif

/* pw = radix^u through mod_pow (targets without 128-bit products); its limbs. */
SC_NOINLINE static size_t pow_limbs(uint32_t *pw, size_t pwcap, const sc_fpe_chunk *c, uint32_t radix, size_t u)
{
    sc_fpe_mod T;
    symcore__fpe_mod_pow(&T, pw, pwcap, c, radix, u);
    return T.nl;
}

#if defined(__SIZEOF_INT128__)
/* num2 for radixes other than 2^k: Horner's rule, radix^j64 at a time: the
 * longer value's extra part alone, then both (and radix^u beside a, on the
 * same schedule) side by side, over the limbs a bound on the bits allows so
 * far. */
SC_NOINLINE static size_t num2_64(uint32_t *a, uint32_t *b, size_t nl, const sc_fpe_io *io, size_t u, size_t v,
                                  int reversed, uint32_t *bad, uint32_t *pw, size_t pwcap)
{
    uint64_t r, p0 = 1;
    size_t j = chunk64(io->radix, &r), tb = sc_fpe_bitlen64(r), bits = 64;
    size_t ga = u % j ? u % j : j, gb = v % j ? v % j : j, na = (u - ga) / j, nb = (v - gb) / j;
    memset(a, 0, nl * sizeof *a);
    memset(b, 0, nl * sizeof *b);
    sc_fpe_set_pair(a, 0, num_part(io, 0, u, 0, ga, reversed, bad));
    sc_fpe_set_pair(b, 0, num_part(io, u, v, 0, gb, reversed, bad));
    if (pw) {
        memset(pw, 0, pwcap * sizeof *pw);
        for (size_t k = 0; k < ga; k++)
            p0 *= io->radix;
        sc_fpe_set_pair(pw, 0, p0);
    }
    size_t ka = ga, kv = gb, cur = 2;
    for (; nb > na; nb--, kv += j) {
        bits += tb;
        cur = (bits + 31) / 32 < nl ? (bits + 31) / 32 : nl;
        sc_fpe_mul_add64(b, cur, r, num_part(io, u, v, kv, j, reversed, bad));
    }
    for (; na > nb; na--, ka += j) {
        bits += tb;
        cur = (bits + 31) / 32 < nl ? (bits + 31) / 32 : nl;
        sc_fpe_mul_add64(a, cur, r, num_part(io, 0, u, ka, j, reversed, bad));
        if (pw)
            sc_fpe_mul_add64(pw, cur < pwcap - 1 ? cur : pwcap - 1, r, 0);
    }
    for (; na; na--, ka += j, kv += j) {
        bits += tb;
        cur = (bits + 31) / 32 < nl ? (bits + 31) / 32 : nl;
        if (pw && cur > pwcap - 1)
            cur = pwcap - 1; /* radix^u and the values fit there (the lengths see to it) */
        mul_add64x3(a, b, pw, cur, r, num_part(io, 0, u, ka, j, reversed, bad),
                    num_part(io, u, v, kv, j, reversed, bad));
    }
    if (!pw)
        return 0;
    while (cur > 1 && pw[cur - 1] == 0) /* public */
        cur--;
    return cur;
}
#endif

size_t symcore__fpe_num2(uint32_t *a, uint32_t *b, size_t nl, const sc_fpe_io *io, const sc_fpe_chunk *c, size_t u,
                         size_t v, int reversed, uint32_t *bad, uint32_t *pw, size_t pwcap)
{
    uint32_t kb = pow2_bits(io->radix);
#if defined(__SIZEOF_INT128__)
    if (!kb)
        return num2_64(a, b, nl, io, u, v, reversed, bad, pw, pwcap);
#endif
    num_one(a, nl, io, c, 0, u, reversed, bad);
    num_one(b, nl, io, c, u, v, reversed, bad);
    if (!pw)
        return 0;
    if (kb) { /* radix^u = 2^(kb u) */
        memset(pw, 0, pwcap * sizeof *pw);
        pw[kb * u / 32] = (uint32_t)1 << (kb * u % 32);
        return kb * u / 32 + 1;
    }
    return pow_limbs(pw, pwcap, c, io->radix, u);
}

#if defined(__SIZEOF_INT128__)
/* STR 64 bits at a time: what both halves need (radix^j64 as a divisor, the
 * chunk str64 writes j64 numerals with). */
typedef struct str_state {
    const sc_fpe_io *io;
    sc_fpe_chunk cj;
    sc_fpe_div64 rj64;
    size_t j, nl;
    size_t drop; /* bits each division by radix^j64 (>= 2^drop) takes off a bound */
    int reversed;
} str_state;

/* The j numerals of significance k.. of a value len numerals long from start. */
static void str_chunk(const str_state *S, uint64_t r, size_t start, size_t len, size_t k)
{
    symcore__fpe_str64(r, S->io, &S->cj, S->reversed ? start + k : start + len - k - S->j, S->j, S->reversed);
}

/* The limbs a value below 2^bits can use. */
static size_t str_limbs(const str_state *S, size_t bits)
{
    return (bits + 31) / 32 < S->nl ? (bits + 31) / 32 : S->nl;
}

/* x's numerals of significance k and up (x < 2^bits): j at a time while more
 * than j are left, then the rest (x below 2^64 by then). */
SC_NOINLINE static void str_rest(const str_state *S, uint32_t *x, size_t start, size_t len, size_t k, size_t bits)
{
    for (; len - k > S->j; k += S->j, bits -= S->drop)
        str_chunk(S, sc_fpe_div_small64(x, str_limbs(S, bits), &S->rj64), start, len, k);
    sc_fpe_chunk last;
    symcore__fpe_chunk_split(&last, S->io->radix, len - k, len - k, S->io->alphabet != NULL);
    symcore__fpe_str64(S->nl > 1 ? sc_fpe_pair(x, 0) : x[0], S->io, &last, S->reversed ? start + k : start, len - k,
                       S->reversed);
}
#endif

/* STR of one value by repeated division (32-bit targets) or, for radix 2^kb, bit fields. */
static void str_one(uint32_t *x, size_t nl, const sc_fpe_io *io, const sc_fpe_chunk *c, size_t start, size_t len,
                    int reversed)
{
    uint32_t kb = pow2_bits(io->radix);
    if (kb) {
        for (size_t k = 0; k < len; k++) { /* k: significance */
            size_t bit = kb * k;
            uint32_t d = x[bit / 32] >> (bit % 32);
            if (bit % 32 + kb > 32)
                d |= x[bit / 32 + 1] << (32 - bit % 32);
            write_numeral(io, reversed ? start + k : start + len - 1 - k, d & (io->radix - 1));
        }
        return;
    }
    for (size_t k = 0; k < len;) { /* k: significance of the next numeral */
        size_t cur = symcore__fpe_limbs_for(c, len - k);
        uint64_t r = sc_fpe_div_small(x, cur < nl ? cur : nl, c->rj, c->rj_recip);
        for (size_t e = k + c->j; k < len && k < e; k++) {
            uint64_t d;
            r = sc_fpe_divrem64(r, io->radix, c->radix_recip, &d);
            write_numeral(io, reversed ? start + k : start + len - 1 - k, (uint32_t)d);
        }
    }
}

void symcore__fpe_str2(uint32_t *a, uint32_t *b, size_t nl, const sc_fpe_io *io, const sc_fpe_chunk *c, size_t u,
                       size_t v, int reversed)
{
#if defined(__SIZEOF_INT128__)
    if (!pow2_bits(io->radix)) {
        /* both values divided by radix^j64 side by side while each has more
         * than j64 numerals left */
        str_state S;
        uint64_t p, rb;
        size_t k = 0, bits = 32 * symcore__fpe_limbs_for(c, u > v ? u : v);
        S.io = io;
        S.j = chunk64(io->radix, &p);
        S.drop = sc_fpe_bitlen64(p) - 1;
        S.nl = nl;
        S.reversed = reversed;
        sc_fpe_div64_init(&S.rj64, p);
        symcore__fpe_chunk_split(&S.cj, io->radix, S.j, S.j, io->alphabet != NULL);
        for (; u - k > S.j && v - k > S.j; k += S.j, bits -= S.drop) {
            uint64_t ra = sc_fpe_div_small64x2(a, b, str_limbs(&S, bits), &S.rj64, &rb);
            str_chunk(&S, ra, 0, u, k);
            str_chunk(&S, rb, u, v, k);
        }
        str_rest(&S, a, 0, u, k, bits);
        str_rest(&S, b, u, v, k, bits);
        return;
    }
#endif
    str_one(a, nl, io, c, 0, u, reversed);
    str_one(b, nl, io, c, u, v, reversed);
}

uint64_t symcore__fpe_num64(const sc_fpe_io *io, size_t start, size_t len, int reversed, uint32_t *bad)
{
    if (!io->alphabet)
        return sc_fpe_num64_u16(io->in16 + start, len, io->radix, reversed, bad);
    uint64_t x = 0;
    for (size_t k = 0; k < len; k++)
        x = x * io->radix + read_numeral(io, reversed ? start + len - 1 - k : start + k, bad);
    return x;
}

void symcore__fpe_str64(uint64_t x, const sc_fpe_io *io, const sc_fpe_chunk *c, size_t start, size_t len,
                        int reversed)
{
    if (!io->alphabet) {
        sc_fpe_str64_u16(x, io->out16 + start, len, io->radix, c, reversed);
        return;
    }
    for (size_t k = 0; k < len;) {
        uint64_t r, d;
        x = sc_fpe_divrem64(x, c->rj, c->rj_recip, &r);
        for (size_t e = k + c->j; k < len && k < e; k++) {
            r = sc_fpe_divrem64(r, io->radix, c->radix_recip, &d);
            write_numeral(io, reversed ? start + k : start + len - 1 - k, (uint32_t)d);
        }
    }
}

static uint32_t bitlen32(uint32_t v)
{
    uint32_t n = 0;
    while (v) {
        n++;
        v >>= 1;
    }
    return n;
}

size_t symcore__fpe_limbs_for(const sc_fpe_chunk *c, size_t e)
{
    /* radix^e <= (radix^j)^ceil(e/j) < 2^(bitlen(radix^j) * ceil(e/j)); capped at the
     * array size, which holds every radix^e the length limits allow */
    size_t bits = (e + c->j - 1) / c->j * bitlen32(c->rj);
    size_t nl = bits / 32 + 1;
    return nl < SC_FPE_LIMBS ? nl : SC_FPE_LIMBS;
}

void symcore__fpe_mod_set(sc_fpe_mod *M, size_t nl)
{
    const uint32_t *m = M->m;
    uint32_t L = 32 * (uint32_t)(nl - 1) + bitlen32(m[nl - 1]);
    M->nl = (uint16_t)nl;
    if (nl <= 2) { /* L <= 64: D = M << (64 - L) */
        M->shift = (uint16_t)(64 - L);
        M->D = ((uint64_t)m[nl - 1] << 32 * (nl - 1) | (nl == 2 ? m[0] : 0)) << (64 - L);
    } else { /* D = floor(M / 2^(L - 64)) */
        uint32_t s = L - 64, li = s / 32, sh = s % 32;
        uint64_t lo = (uint64_t)m[li + 1] << 32 | m[li];
        M->shift = (uint16_t)s;
        M->D = sh ? lo >> sh | (uint64_t)m[li + 2] << (64 - sh) : lo;
    }
    M->v = sc_fpe_recip96(M->D);
#if defined(__SIZEOF_INT128__)
    M->D0 = 0;
    M->v2 = 0;
    if (nl >= 5) { /* (D, D0) = floor(M / 2^(L - 128)) */
        uint32_t s = L - 128, li = s / 32, sh = s % 32, t[4];
        for (int k = 0; k < 4; k++)
            t[k] = sh ? m[li + k] >> sh | m[li + k + 1] << (32 - sh) : m[li + k];
        M->D0 = (uint64_t)t[1] << 32 | t[0];
        M->v2 = sc_fpe_recip192(M->D, M->D0);
    }
#endif
}

void symcore__fpe_mod_pow(sc_fpe_mod *M, uint32_t *limbs, size_t cap, const sc_fpe_chunk *c, uint32_t radix,
                          size_t e)
{
    /* Horner's rule from 1, over the limbs a bound on the bits allows so
     * far (radix^e itself fits cap - 1 limbs, the lengths see to it) */
    size_t k = 0, bits = 1, cur = 1;
    M->m = limbs;
    memset(limbs, 0, cap * sizeof *limbs);
    limbs[0] = 1;
#if defined(__SIZEOF_INT128__)
    uint64_t rj64;
    size_t j64 = chunk64(radix, &rj64);
    for (; e - k >= j64; k += j64) { /* radix^j64 at a time */
        bits += sc_fpe_bitlen64(rj64);
        cur = (bits + 31) / 32 < cap - 1 ? (bits + 31) / 32 : cap - 1;
        sc_fpe_mul_add64(limbs, cur, rj64, 0);
    }
#endif
    for (; k < e; k += c->j) {
        uint32_t f = c->rj;
        if (e - k < c->j)
            for (f = 1; k < e; k++)
                f *= radix; /* radix^(e - k) < radix^j: the last step (k = e, then k += j ends the loop) */
        bits += bitlen32(f);
        cur = (bits + 31) / 32 < cap - 1 ? (bits + 31) / 32 : cap - 1;
        sc_fpe_mul_add(limbs, cur, f, 0);
    }
    while (cur > 1 && limbs[cur - 1] == 0) /* public */
        cur--;
    symcore__fpe_mod_set(M, cur);
}

void symcore__fpe_mod_mul(sc_fpe_mod *M, uint32_t *limbs, size_t cap, const sc_fpe_mod *from, uint32_t radix)
{
    size_t nl = from->nl;
    M->m = limbs;
    memset(limbs, 0, cap * sizeof *limbs);
    memcpy(limbs, from->m, nl * sizeof *limbs);
    uint32_t top = sc_fpe_mul_add(limbs, nl, radix, 0);
    if (top && nl + 1 < cap)
        limbs[nl++] = top;
    symcore__fpe_mod_set(M, nl);
}

uint32_t symcore__fpe_minlen(uint32_t radix)
{
    uint64_t p = 1;
    uint32_t n = 0;
    while (p < 1000000) {
        p *= radix;
        n++;
    }
    return n < 2 ? 2 : n;
}

uint32_t symcore__fpe_maxpow(uint32_t radix, uint32_t bits)
{
    /* radix^k <= 2^bits: for radix 2^e exactly when e*k <= bits; otherwise
     * radix^k is never a power of two and the test is bitlen(radix^k) <= bits.
     * The powers are built in a small integer, radix^j at a time, then one factor at a time. */
    if ((radix & (radix - 1)) == 0)
        return bits / (bitlen32(radix) - 1);
    uint32_t x[SC_FPE_MAX_BITS / 32] = {1};
    size_t nl = 1;
    uint32_t k = 0;
    sc_fpe_chunk c;
    symcore__fpe_chunk_init(&c, radix);
    /* whole chunks radix^j while the product surely stays within the bits... */
    while (32 * (nl - 1) + bitlen32(x[nl - 1]) + bitlen32(c.rj) <= bits) {
        uint32_t top = sc_fpe_mul_add(x, nl, c.rj, 0);
        if (top)
            x[nl++] = top;
        k += c.j;
    }
    /* ...then one factor at a time */
    for (;;) {
        uint32_t top = sc_fpe_mul_add(x, nl, radix, 0);
        if (top && nl == SC_FPE_MAX_BITS / 32)
            return k; /* past 2^bits */
        if (top)
            x[nl++] = top;
        if (32 * (nl - 1) + bitlen32(x[nl - 1]) > bits)
            return k;
        k++;
    }
}

/* Bounds on a value: lo 2^le <= x <= hi 2^he, lo and hi normalised to
 * [2^63, 2^64) (sc_fpe_fits). */
typedef struct fits_bounds {
    uint64_t lo, hi;
    int64_t le, he;
} fits_bounds;

/* m 2^e = a b 2^(ea + eb), the product's top 64 bits rounded down (up: any
 * bit dropped adds one), normalised; a, b >= 2^63. */
static void fits_mul(uint64_t *m, int64_t *e, uint64_t a, uint64_t b, int64_t eb, int up)
{
    uint64_t ph = sc_fpe_mulhi64(a, b), pl = a * b; /* ph >= 2^62 */
    int s = ph >> 63 ? 0 : 1;
    uint64_t top = s ? ph << 1 | pl >> 63 : ph, rest = s ? pl << 1 : pl;
    *e += eb + 64 - s;
    if (up && rest) {
        top++;
        if (top == 0) { /* 2^64: 2^63 one place up */
            top = (uint64_t)1 << 63;
            (*e)++;
        }
    }
    *m = top;
}

/* radix^h <= 2^bits, exactly. A power of two by its exponent; else the cheap
 * bounds 2^a < radix < 2^(a + 1) decide unless h lies between bits / (a + 1)
 * and bits / a, where radix^h is bounded from below and above by square and
 * multiply on 64-bit mantissas rounded down and up (about 2 log2(h) products:
 * a call's length check must not cost what maxpow's 4096-bit integer does);
 * only if 2^bits lies between the bounds (radix^h within about 2^-57 of
 * 2^bits, relatively) the power is compared exactly. */
int symcore__fpe_fits(uint32_t radix, size_t h, uint32_t bits)
{
    uint32_t a = bitlen32(radix) - 1;
    if (h > bits) /* radix^h >= 2^h; h's bits below stay few */
        return 0;
    if ((radix & (radix - 1)) == 0)
        return h * a <= bits;
    if (h <= bits / (a + 1))
        return 1;
    if (h > bits / a) /* radix^h > 2^(a h) > 2^bits */
        return 0;
    uint64_t r = (uint64_t)radix << (63 - a); /* radix = r 2^(a - 63) exactly */
    fits_bounds x = {(uint64_t)1 << 63, (uint64_t)1 << 63, -63, -63};
    for (int k = (int)sc_fpe_bitlen64(h) - 1; k >= 0; k--) {
        int64_t le = x.le, he = x.he;
        fits_mul(&x.lo, &x.le, x.lo, x.lo, le, 0);
        fits_mul(&x.hi, &x.he, x.hi, x.hi, he, 1);
        if ((h >> k) & 1) {
            fits_mul(&x.lo, &x.le, x.lo, r, (int64_t)a - 63, 0);
            fits_mul(&x.hi, &x.he, x.hi, r, (int64_t)a - 63, 1);
        }
    }
    /* x.hi 2^he <= 2^bits when he + 64 <= bits (x.hi < 2^64); x.lo 2^le > 2^bits when le + 63 > bits,
     * or le + 63 = bits and lo > 2^63 */
    if (x.he + 64 <= (int64_t)bits)
        return 1;
    if (x.le + 63 > (int64_t)bits || (x.le + 63 == (int64_t)bits && x.lo > (uint64_t)1 << 63))
        return 0;
    return h <= symcore__fpe_maxpow(radix, bits);
}

int symcore__fpe_long_enough(uint32_t radix, size_t n)
{
    return n >= symcore__fpe_minlen(radix);
}

int symcore__fpe_alphabet_ok(const struct symcore_fpe_state *st)
{
    const struct symcore_fpe_alphabet *a = &st->alphabet;
    uint32_t radix = st->radix;
    if (st->alphabet_len != radix || radix < 2 || radix > sizeof a->bytes || a->runs > SYMCORE_FPE_ALPHABET_RUNS)
        return 0;
    if (a->runs) {
        uint32_t sum = 0;
        for (unsigned r = 0; r < a->runs; r++) {
            if (a->run_len[r] == 0 || a->run_numeral[r] != sum || a->run_char[r] + a->run_len[r] > 256)
                return 0;
            sum += a->run_len[r];
        }
        return sum == radix;
    }
    unsigned char seen[256] = {0};
    uint32_t runs = 0;
    for (uint32_t k = 0; k < radix; k++) {
        if (seen[a->bytes[k]])
            return 0;
        seen[a->bytes[k]] = 1;
        runs += !k || a->bytes[k] != a->bytes[k - 1] + 1;
    }
    return runs > SYMCORE_FPE_ALPHABET_RUNS;
}

/* a (zeroed) = the radix characters of alphabet, and their runs of
 * consecutive byte values if there are at most SYMCORE_FPE_ALPHABET_RUNS
 * (else a->runs stays 0: the characters are scanned). */
static void alphabet_set(struct symcore_fpe_alphabet *a, const char *alphabet, uint32_t radix)
{
    unsigned runs = 0;
    memcpy(a->bytes, alphabet, radix);
    for (uint32_t k = 0; k < radix; k++) {
        if (k && a->bytes[k] == a->bytes[k - 1] + 1) {
            a->run_len[runs - 1]++;
            continue;
        }
        if (runs == SYMCORE_FPE_ALPHABET_RUNS) {
            memset(a->run_char, 0, sizeof a->run_char);
            memset(a->run_numeral, 0, sizeof a->run_numeral);
            memset(a->run_len, 0, sizeof a->run_len);
            return;
        }
        a->run_char[runs] = a->bytes[k];
        a->run_numeral[runs] = (unsigned char)k;
        a->run_len[runs] = 1;
        runs++;
    }
    a->runs = (unsigned char)runs;
}

int symcore__fpe_state_init(const struct sc_aes_backend *be, struct symcore_fpe_state *st, const uint8_t *key,
                            size_t keylen, uint32_t radix, const char *alphabet, int reverse_key,
                            uint32_t half_bits)
{
    unsigned char seen[256] = {0};
    uint8_t k[32] = {0};
    if (!st || !key || (keylen != 16 && keylen != 24 && keylen != 32))
        return SYMCORE_EINVAL;
    if (alphabet) {
        for (radix = 0; alphabet[radix]; radix++) {
            unsigned char ch = (unsigned char)alphabet[radix];
            if (seen[ch])
                return SYMCORE_EINVAL;
            seen[ch] = 1;
        }
    }
    if (radix < 2 || radix > SYMCORE_FPE_MAX_RADIX)
        return SYMCORE_EINVAL;
    for (size_t i = 0; i < keylen; i++)
        k[i] = key[reverse_key ? keylen - 1 - i : i];
    int rc = be->init((sc_aes_key *)(void *)st->key.bytes, k, keylen);
    symcore_wipe(k, sizeof k);
    if (rc != SYMCORE_OK)
        return SYMCORE_EINVAL;
    st->radix = radix;
    st->minlen = symcore__fpe_minlen(radix);
    st->maxlen = 2 * symcore__fpe_maxpow(radix, half_bits);
    st->alphabet_len = alphabet ? radix : 0;
    for (size_t k = 0; k < SC_FPE_POWS; k++) {
        uint64_t p = sc_fpe_pow64(radix, k);
        st->pow[k] = p;
        st->pow_inv[k] = p > 1 ? sc_fpe_recip(p) + 1 : 0; /* floor((2^64 - 1) / p) + 1, as p > 1 */
        /* long division of 2^192 - 1 by p, a word at a time: each remainder
         * is below p, so each quotient fits in a word */
        uint64_t rem = p > 1 ? UINT64_MAX - (st->pow_inv[k] - 1) * p : 0;
        for (size_t w = 0; w < 2; w++) {
            uint64_t q = p > 1 ? sc_fpe_div128_public(rem, UINT64_MAX, p) : 0;
            rem = UINT64_MAX - q * p;
            st->pow_frac[k][w] = q;
        }
    }
    memset(&st->alphabet, 0, sizeof st->alphabet);
    if (alphabet)
        alphabet_set(&st->alphabet, alphabet, radix);
    return SYMCORE_OK;
}
