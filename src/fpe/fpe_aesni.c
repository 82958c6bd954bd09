/*
 * FF1 and FF3 on the native path (halves below 2^63) with AES-NI.
 *
 * The common cases (FF1 with radix^v < 2^61, every n of a card number; FF3
 * with radix^u < 2^60) run from NUM to STR in one function each
 * (symcore__ff1_fast_aesni, symcore__ff3_fast_aesni_with and _num_with),
 * built around the one chain a call cannot shorten: AES, then the modular
 * arithmetic on its output, then AES again. Everything else (P's block, NUM,
 * divisions, the per-round blocks, STR's constants) is arranged to run
 * beside that chain. The rest (FF1 with d = 12 and radix^u <= 2^32, or
 * radix^v >= 2^61; FF3 with radix^u >= 2^60) go through
 * symcore__ff1/ff3_rounds_aesni: all the rounds in one function, each
 * round's block built in a register, the round keys read in place. FF3's
 * has three copies: legacy SSE, VEX and, for the smaller moduli, AVX-512
 * IFMA (below).
 *
 * Constant time: no branch or address depends on a numeral or the key; the
 * branches are on public values (round number, direction, b, d, lengths) and
 * on the input's one verdict (input_verdict, before anything is stored), and
 * the selects are cmov or masks.
 */
#include "fpe_internal.h"
#include "fpe_reduce64.h"

#if SC_X86_64 && defined(__SIZEOF_INT128__)
#include <immintrin.h>

#define FPE_AESNI_ATTR __attribute__((target("aes,sse2")))

/* x through AES rounds FIRST..R with round keys rk[FIRST..R]: all of them
 * with FIRST = 1 (rk[0] already xored in), the rest after a first round
 * done otherwise with FIRST = 2. */
#define FPE_AES_ROUNDS_FROM(x, rk, FIRST, R)            \
    do {                                                \
        _Pragma("GCC unroll 14")                        \
        for (int k_ = (FIRST); k_ < (int)(R); k_++)     \
            (x) = _mm_aesenc_si128((x), (rk)[k_]);      \
        (x) = _mm_aesenclast_si128((x), (rk)[(R)]);     \
    } while (0)
#define FPE_AES_ROUNDS(x, rk, R) FPE_AES_ROUNDS_FROM(x, rk, 1, R)

/* The high 8 bytes of x in a general register (compilers otherwise may go
 * through memory, a store-to-load delay on the rounds' chain). */
SC_INLINE __attribute__((target("sse4.1"))) uint64_t high64(__m128i x)
{
#ifndef SYMCORE_CT_MSAN
    uint64_t r;
    __asm__("pextrq $1, %[x], %[r]" : [r] "=r"(r) : [x] "x"(x));
    return r;
#else /* MSan checks an asm's inputs and takes its outputs for clean: C there (common/ct_msan.h) */
    return (uint64_t)_mm_extract_epi64(x, 1);
#endif
}

SC_INLINE FPE_AESNI_ATTR __m128i be_block(uint64_t hi, uint64_t lo)
{
    /* bytes 0..7 = hi big-endian, bytes 8..15 = lo big-endian */
    return _mm_set_epi64x((long long)__builtin_bswap64(lo), (long long)__builtin_bswap64(hi));
}

/*
 * (z + x) mod M (sub = 0) or (z - x) mod M (sub = 1) for z < M and any
 * x < 2^64, when 3M < 2^63: x - q * M with q = mulhi(x, recip) lies in
 * [0, 2M) (the estimate is at most one short), so t = z +- (x - q * M) lies in
 * [0, 3M) or (-2M, M), and the signs of t - M, t - 2M (or t, t + M), computed
 * side by side, pick the result. z + x and q * M start together: two
 * multiplications and five simple steps where reduce-then-add has eight.
 */
SC_INLINE uint64_t mod64_addsub_reduce(uint64_t z, uint64_t x, const sc_fpe_mod64 *M, int sub)
{
    uint64_t qm = sc_fpe_mulhi64(x, M->recip) * M->m;
    if (!sub) {
        uint64_t t = z + x - qm, t1 = t - M->m, t2 = t - 2 * M->m;
        uint64_t r = sc_ct_select64((uint64_t)0 - (t1 >> 63), t, t1);
        return sc_ct_select64((uint64_t)0 - (t2 >> 63), r, t2);
    }
    uint64_t t = z - x + qm, t1 = t + M->m, t2 = t + 2 * M->m;
    uint64_t r = sc_ct_select64((uint64_t)0 - (t >> 63), t1, t);
    return sc_ct_select64((uint64_t)0 - (t1 >> 63), t2, r);
}

/*
 * FF1 on the native path, all of it in one place (symcore__ff1_fast_aesni):
 * P's block goes into AES first, in registers, so that NUM and the set-up
 * overlap it; then the tweak's blocks of Q, the ten rounds unrolled, and STR.
 * A round's chain is only what it must be: the AES output's first d bytes
 * into the general registers (movq, bswap), one fused reduction (mulhi,
 * imul, a subtraction, cmov selects), and the new half back into the block by
 * bswap, xor and pinsrq. The reductions and their proofs are in
 * fpe_reduce64.h.
 */
#define FF1_FAST_ATTR __attribute__((target("aes,sse4.1")))

/* Z +- NUM(first d bytes of the AES output x) mod M, for d = 8 or 12. */
#define FF1_FAST_REDUCE(D, x, Z, M, SUB)                                                                    \
    __extension__({                                                                                         \
        uint64_t a_ = __builtin_bswap64((uint64_t)_mm_cvtsi128_si64(x)), r_;                               \
        if ((D) == 8) {                                                                                     \
            r_ = (SUB) ? sc_ff1_submod_frac((Z), a_, &(M)) : sc_ff1_addmod_frac((Z), a_, &(M));            \
        } else {                                                                                            \
            uint64_t y_ = a_ << 32 | __builtin_bswap32((uint32_t)_mm_extract_epi32((x), 2));               \
            uint64_t qm_ = sc_fpe_mulhi64(a_, (M).recip) * (M).m;                                           \
            r_ = (SUB) ? sc_ff1_submod3((Z), y_, qm_, (M).m, (M).m2, (M).m3)                                \
                       : sc_ff1_addmod3((Z), y_, qm_, (M).m, (M).m2, (M).m3);                               \
        }                                                                                                   \
        r_;                                                                                                 \
    })

/* The last round's half Z, straight into STR: with d = 8 from its round's
 * sum (str_frac), else from the half. */
#define FF1_FAST_LAST(D, x, Z, M, SUB, OFF, LEN)                                                            \
    do {                                                                                                    \
        if ((D) == 8) {                                                                                     \
            uint64_t a_ = __builtin_bswap64((uint64_t)_mm_cvtsi128_si64(x));                                \
            str_half_sum(st, io, (OFF), (LEN), 0, chars, sc_ff1_frac_sum((Z), a_, &(M), (SUB)));            \
        } else {                                                                                            \
            (Z) = FF1_FAST_REDUCE(D, x, Z, M, SUB);                                                         \
            str_half(st, io, (OFF), (LEN), 0, chars, (Z));                                                  \
        }                                                                                                   \
    } while (0)

/* The round's block: K with X ^ Khi_i put in as its last 8 bytes (pinsrq).
 * K = y ^ rk[0] ^ T (T: Q's last block with i = 0 and X = 0; its last 8 bytes
 * are replaced, so K serves every round when [i] lies there, b < 8); Khi_i =
 * the last 8 bytes of K with [i] in them, read little-endian, and bswap(X)
 * puts X's b big-endian bytes at the end (X < 2^(8b): the bytes before are
 * zero). When b = 8, [i] is byte 7: K_i = K ^ (i at byte 7). Then AES. */
#define FF1_BLOCK(base, basehi, i, Xv)                                                                             \
    _mm_insert_epi64(lo_step ? _mm_xor_si128((base), _mm_cvtsi64_si128((long long)((uint64_t)(i) * lo_step))) \
                             : (base),                                                                        \
                     (long long)(__builtin_bswap64(Xv) ^ ((basehi) ^ (uint64_t)(i) * hi_step)), 1)
#define FF1_FAST_AES(R, i, Xv)                   \
    __extension__({                              \
        __m128i x_ = FF1_BLOCK(K, Khi, i, Xv);   \
        FPE_AES_ROUNDS(x_, rk, R);               \
        x_;                                      \
    })

/* The same for the first round, whose y (P's AES output) may come last:
 * the block is put together from T first and y ^ rk[0] xored in at the end
 * (one pxor after y instead of the way through Khi and pinsrq). */
#define FF1_FIRST_AES(R, i, Xv)                                      \
    __extension__({                                                  \
        __m128i x_ = _mm_xor_si128(FF1_BLOCK(T0, T0hi, i, Xv), h);   \
        FPE_AES_ROUNDS(x_, rk, R);                                   \
        x_;                                                          \
    })

/* The sum below for an alphabet of runs runs (0: scanned). */
SC_INLINE uint64_t num_chars_runs(const struct symcore_fpe_state *st, const struct symcore_fpe_alphabet *a,
                                  const unsigned char *in, size_t len, unsigned runs, int reversed)
{
    uint64_t s = 0;
    uint32_t missing = 0; /* checked before (input_verdict): unused */
    for (size_t p = 0; p < len; p++)
        s += sc_fpe_char_numeral_runs(a, st->radix, in[p], runs, &missing) * st->pow[reversed ? p : len - 1 - p];
    return s;
}
/* NUM of len characters of an alphabet from off, the same sum on the
 * context's powers (sc_fpe_num64_pow) with each character mapped; for an
 * alphabet of one run ("0123456789") by a subtraction. The characters were
 * checked before (input_verdict): no check here. */
static SC_NOINLINE uint64_t num_chars(const struct symcore_fpe_state *st, const sc_fpe_io *io, size_t off,
                                      size_t len, int reversed)
{
    const unsigned char *in = (const unsigned char *)io->in8 + off;
    if (io->alphabet->runs == 1) {
        int32_t first = io->alphabet->run_char[0];
        uint64_t s0 = 0, s1 = 0;
        for (size_t p = 0; p < len; p++) {
            int32_t d = (int32_t)in[p] - first;
            uint64_t term = (uint64_t)(uint32_t)d * st->pow[reversed ? p : len - 1 - p];
            if (p & 1)
                s1 += term;
            else
                s0 += term;
        }
        return s0 + s1;
    }
    switch (io->alphabet->runs) { /* two and three runs ("0-9a-z", "0-9A-Za-z") with the runs' loop unrolled */
    case 2:
        return num_chars_runs(st, io->alphabet, in, len, 2, reversed);
    case 3:
        return num_chars_runs(st, io->alphabet, in, len, 3, reversed);
    default:
        return num_chars_runs(st, io->alphabet, in, len, io->alphabet->runs, reversed);
    }
}
/* Four numerals' excess over top, lane by lane (0 where a numeral <= top). */
SC_INLINE __attribute__((target("sse4.1"))) __m128i numerals_excess4(const uint16_t *in, __m128i top)
{
    return _mm_subs_epu16(_mm_loadl_epi64((const __m128i *)(const void *)in), top);
}
/*
 * 1 if any of the n numerals at in exceeds top (radix - 1), else 0, by
 * saturating subtractions in vector registers. Not in the integer
 * registers, numeral by numeral within NUM as it was: when calls follow one
 * another NUM's loads wait on the last call's STR, and so would each
 * instruction of such a check, holding up the next call (src/fpe/README.md
 * has the figure). Loads of four numerals, the last ones
 * overlapping where n is no multiple of 4 (each load then matches one of
 * STR's 64-bit stores when the halves are multiples of 4); below 4
 * numerals, one at a time.
 */
SC_INLINE __attribute__((target("sse4.1"))) uint32_t numerals_over(const uint16_t *in, size_t n, uint32_t top)
{
    __m128i t = _mm_set1_epi16((short)top), acc;
    if (n >= 8) {
        acc = _mm_or_si128(numerals_excess4(in, t), numerals_excess4(in + 4, t));
        for (size_t p = 8; p < n - 8; p += 4)
            acc = _mm_or_si128(acc, numerals_excess4(in + p, t));
        acc = _mm_or_si128(acc, _mm_or_si128(numerals_excess4(in + n - 8, t), numerals_excess4(in + n - 4, t)));
    } else if (n >= 4) {
        acc = _mm_or_si128(numerals_excess4(in, t), numerals_excess4(in + n - 4, t));
    } else {
        uint32_t over = 0;
        for (size_t p = 0; p < n; p++)
            over |= top - in[p];
        return over >> 31;
    }
    return (uint32_t)!_mm_testz_si128(acc, acc);
}
/* 1 if any of the n characters at in lies outside an alphabet of runs runs
 * (0: scanned), else 0: the masks of sc_fpe_char_numeral_runs, the numerals
 * themselves left for NUM. */
SC_INLINE uint32_t chars_missing_runs(const struct symcore_fpe_alphabet *a, uint32_t radix, const unsigned char *in,
                                      size_t n, unsigned runs)
{
    uint32_t missing = 0;
    for (size_t p = 0; p < n; p++)
        (void)sc_fpe_char_numeral_runs(a, radix, in[p], runs, &missing);
    return missing;
}
/* Eight characters (the low 8 lanes), 0xff where a character lies in the
 * run of first .. first + top (the difference, saturated against top, is 0
 * there; it wraps below first), else 0. */
SC_INLINE __attribute__((target("sse4.1"))) __m128i chars_in_run8(__m128i x, __m128i first, __m128i top)
{
    return _mm_cmpeq_epi8(_mm_subs_epu8(_mm_sub_epi8(x, first), top), _mm_setzero_si128());
}
/* 1 if any of n >= 8 characters at in lies outside an alphabet of runs
 * (1..8, a constant where inlined) runs, else 0: eight characters to a
 * vector as numerals_over does numerals (overlapping loads where n is no
 * multiple of 8), each run looked at with two subtractions and a compare. */
SC_INLINE __attribute__((target("sse4.1"))) uint32_t chars_missing8(const struct symcore_fpe_alphabet *a,
                                                                     const char *in, size_t n, unsigned runs)
{
    __m128i f[SYMCORE_FPE_ALPHABET_RUNS], t[SYMCORE_FPE_ALPHABET_RUNS], acc = _mm_setzero_si128();
    const __m128i low = _mm_set_epi64x(0, -1); /* the loads' 8 lanes */
    for (unsigned r = 0; r < runs; r++) {
        f[r] = _mm_set1_epi8((char)a->run_char[r]);
        t[r] = _mm_set1_epi8((char)(a->run_len[r] - 1));
    }
    for (size_t p = 0;; p += 8) {
        size_t q = p < n - 8 ? p : n - 8;
        __m128i x = _mm_loadl_epi64((const __m128i *)(const void *)(in + q)), found = chars_in_run8(x, f[0], t[0]);
        for (unsigned r = 1; r < runs; r++)
            found = _mm_or_si128(found, chars_in_run8(x, f[r], t[r]));
        acc = _mm_or_si128(acc, _mm_andnot_si128(found, low));
        if (q == n - 8)
            break;
    }
    return (uint32_t)!_mm_testz_si128(acc, acc);
}
/* Any alphabet but one run from 8 characters on, and any below 8, or a
 * scanned alphabet. */
static SC_NOINLINE __attribute__((target("sse4.1"))) uint32_t chars_missing_more(const sc_fpe_io *io, size_t n)
{
    const struct symcore_fpe_alphabet *a = io->alphabet;
    if (n < 8 || a->runs == 0)
        return chars_missing_runs(a, io->radix, (const unsigned char *)io->in8, n, a->runs);
    switch (a->runs) {
    case 2:
        return chars_missing8(a, io->in8, n, 2);
    case 3:
        return chars_missing8(a, io->in8, n, 3);
    default:
        return chars_missing8(a, io->in8, n, a->runs);
    }
}
/* Any alphabet; one run ("0123456789") from 8 characters on inline. */
SC_INLINE __attribute__((target("sse4.1"))) uint32_t chars_missing(const sc_fpe_io *io, size_t n)
{
    if (io->alphabet->runs != 1 || n < 8)
        return chars_missing_more(io, n);
    return chars_missing8(io->alphabet, io->in8, n, 1);
}
/*
 * The verdict on the whole input, before anything else (no AES in flight, few
 * values live: the call into symcore__declassify costs little here, where
 * in the rounds it would spill the vector registers): EDOMAIN if a numeral
 * is >= radix (numerals_over) or a character lies outside the alphabet, else
 * OK. Every numeral or character is looked at, with no early exit; the
 * verdict alone is declassified and branched on (it is public once the call
 * returns), and on EDOMAIN nothing is stored. The rounds' copies then
 * convert without checking.
 */
SC_INLINE __attribute__((target("sse4.1"))) int input_verdict(const uint16_t *in16, const sc_fpe_io *io, size_t n,
                                                               uint32_t radix)
{
    uint32_t bad = io ? chars_missing(io, n) : numerals_over(in16, n, radix - 1);
    symcore__declassify(&bad, sizeof bad);
    return bad ? SYMCORE_EDOMAIN : SYMCORE_OK;
}
/*
 * NUM(REV(X)) of len numerals at in for radix <= 16, four at a time from the
 * 64-bit words STR stores (the half FF3's first round encrypts, which the
 * last call's STR has just written when calls follow one another): a word of
 * numerals d0..d3 (16-bit lanes, d0 lowest) times
 * K = 2^48 + radix 2^32 + radix^2 2^16 + radix^3 is, in bits 48..63,
 * d0 + d1 radix + d2 radix^2 + d3 radix^3 <= radix^4 - 1 < 2^16. Below bit 48
 * the partial sums are at most (radix - 1)(radix^3 + (radix^3 + radix^2) 2^16
 * + (radix^3 + radix^2 + radix) 2^32) < (radix^4 - radix + 1) 2^32 < 2^48,
 * so nothing carries into those bits, and the products above 2^64 vanish. Two
 * products and a shift per word where the numeral by numeral sum takes four
 * loads, four products and four adds, all waiting on the last call's STR
 * (src/fpe/README.md has the figure). Out-of-range numerals (which
 * numerals_over reports) only make the value wrong.
 */
SC_INLINE uint64_t num_rev_radix16(const uint16_t *in, size_t len, const struct symcore_fpe_state *st)
{
    const uint64_t K = (uint64_t)1 << 48 | st->pow[1] << 32 | st->pow[2] << 16 | st->pow[3];
    uint64_t s = 0, w;
    size_t k = 0;
    if (len >= 4) { /* the first word's power is 1 */
        memcpy(&w, in, 8);
        s = w * K >> 48;
        k = 4;
    }
    for (; k + 4 <= len; k += 4) {
        memcpy(&w, in + k, 8);
        s += (w * K >> 48) * st->pow[k];
    }
    for (; k < len; k++)
        s += (uint64_t)in[k] * st->pow[k];
    return s;
}
/* NUM of one half, len numerals (with chars: characters) from off (FF3
 * reads them reversed), on the context's powers of the radix. */
SC_INLINE uint64_t num_half(const struct symcore_fpe_state *st, const sc_fpe_io *io, size_t off, size_t len,
                            int reversed, int chars)
{
    if (!chars)
        return sc_fpe_num64_pow(io->in16 + off, len, st, reversed);
    return num_chars(st, io, off, len, reversed);
}
/* NUM of B, the half FF3's first round encrypts. Encryption only: the same in
 * decryption's branch (A) changed how the compiler laid out the function
 * both directions share, and encryption came out slower than with neither
 * (src/fpe/README.md). */
SC_INLINE uint64_t num_first_half(const struct symcore_fpe_state *st, const sc_fpe_io *io, size_t off, size_t len,
                                  int chars)
{
    if (!chars && st->radix <= 16)
        return num_rev_radix16(io->in16 + off, len, st);
    return num_half(st, io, off, len, 1, chars);
}
/*
 * STR from a fraction s of radix^len (sc_fpe_numeral_frac, fpe_reduce64.h):
 * the last half's numerals start from its round's sum, one product earlier
 * than from the half itself. Every numeral is two products deep, side by
 * side; four to a 64-bit store, ored as a tree. Called only once the whole
 * input is known valid (the calls branch on that verdict first: on an error
 * nothing is stored). Not inlined into the rounds (within their function the compiler ran out of
 * registers and spilled on the chain to the next call), but compiled once
 * for each order (FF1's, FF3's reversed), so that no index is chosen at run
 * time (clang chose them by cmov).
 */
SC_INLINE void str_frac_body(uint64_t s, uint16_t *out, size_t len, const struct symcore_fpe_state *st,
                             int reversed)
{
    const uint64_t radix = st->radix;
    size_t p = 0; /* memory position; FF3 (reversed) holds numeral p there (j = len - 1 - p), FF1 j = p */
    for (; len - p >= 4; p += 4) {
        uint64_t n[4];
        for (size_t i = 0; i < 4; i++)
            n[i] = sc_fpe_numeral_frac(s, st->pow[reversed ? len - 1 - p - i : p + i], radix);
        /* each numeral a word of its own: clang otherwise shifted it out of its product's 128 bits by shld
         * and a mask, a longer chain for every numeral */
#ifndef SYMCORE_CT_MSAN /* (MSan takes the pins' outputs for clean) */
        __asm__("" : "+r"(n[0]), "+r"(n[1]), "+r"(n[2]), "+r"(n[3]));
#endif
        uint64_t w01 = n[0] | n[1] << 16, w23 = n[2] << 32 | n[3] << 48;
#ifndef SYMCORE_CT_MSAN
        __asm__("" : "+r"(w01), "+r"(w23)); /* a tree of ors, not a chain */
#endif
        uint64_t w = w01 | w23;
        memcpy(out + p, &w, 8);
    }
    for (; p < len; p++)
        out[p] = (uint16_t)sc_fpe_numeral_frac(s, st->pow[reversed ? len - 1 - p : p], radix);
}
static SC_NOINLINE void str_frac_ff1(uint64_t s, uint16_t *out, size_t len, const struct symcore_fpe_state *st)
{
    str_frac_body(s, out, len, st, 0);
}
static SC_NOINLINE void str_frac_ff3(uint64_t s, uint16_t *out, size_t len, const struct symcore_fpe_state *st)
{
    str_frac_body(s, out, len, st, 1);
}
/* Eight characters of an alphabet of runs runs (0: scanned) from the
 * fraction s, the first numeral's power at j, the others' above it (or
 * below, reversed), as one little-endian word. */
SC_INLINE uint64_t chars_word(uint64_t s, const struct symcore_fpe_state *st, const struct symcore_fpe_alphabet *a,
                              unsigned runs, size_t j, int reversed)
{
    uint64_t w = 0;
    for (size_t i = 0; i < 8; i++) {
        uint32_t d = (uint32_t)sc_fpe_numeral_frac(s, st->pow[reversed ? j - i : j + i], st->radix);
        w |= (uint64_t)sc_fpe_numeral_char_runs(a, st->radix, d, runs) << (8 * i);
    }
    return w;
}
/* The same into an alphabet's characters: each numeral mapped
 * (sc_fpe_numeral_char), eight characters to a 64-bit store. */
static SC_NOINLINE void str_frac_chars(uint64_t s, char *out, size_t len, const struct symcore_fpe_state *st,
                                       const struct symcore_fpe_alphabet *alphabet, int reversed)
{
    size_t p = 0;
    for (; len - p >= 8; p += 8) {
        uint64_t w = 0;
        if (alphabet->runs == 1) { /* the numerals, then the first character added to every byte */
            for (size_t i = 0; i < 8; i++)
                w |= sc_fpe_numeral_frac(s, st->pow[reversed ? len - 1 - p - i : p + i], st->radix) << (8 * i);
            w += alphabet->run_char[0] * (UINT64_MAX / 0xff);
        } else if (alphabet->runs == 2) {
            w = chars_word(s, st, alphabet, 2, reversed ? len - 1 - p : p, reversed);
        } else if (alphabet->runs == 3) {
            w = chars_word(s, st, alphabet, 3, reversed ? len - 1 - p : p, reversed);
        } else {
            w = chars_word(s, st, alphabet, alphabet->runs, reversed ? len - 1 - p : p, reversed);
        }
        memcpy(out + p, &w, 8);
    }
    for (; p < len; p++) {
        uint64_t d = sc_fpe_numeral_frac(s, st->pow[reversed ? len - 1 - p : p], st->radix);
        out[p] = (char)(unsigned char)sc_fpe_numeral_char(alphabet, st->radix, (uint32_t)d);
    }
}
SC_INLINE void str_frac(uint64_t s, const sc_fpe_io *io, size_t off, size_t len, const struct symcore_fpe_state *st,
                        int reversed, int chars)
{
    if (chars)
        str_frac_chars(s, io->out8 + off, len, st, io->alphabet, reversed);
    else if (reversed)
        str_frac_ff3(s, io->out16 + off, len, st);
    else
        str_frac_ff1(s, io->out16 + off, len, st);
}
/* STR of a half x < radix^len < 2^61 (the fast paths): from x's fraction of
 * radix^len. */
SC_INLINE void str_half(const struct symcore_fpe_state *st, const sc_fpe_io *io, size_t off, size_t len,
                        int reversed, int chars, uint64_t x)
{
    str_frac(sc_fpe_frac_over(x, st->pow_inv[len] - 1, st->pow_frac[len][0]), io, off, len, st, reversed, chars);
}
/* STR of the last half from its round's sum s. */
SC_INLINE void str_half_sum(const struct symcore_fpe_state *st, const sc_fpe_io *io, size_t off, size_t len,
                            int reversed, int chars, uint64_t s)
{
    str_frac(s, io, off, len, st, reversed, chars);
}

/*
 * NUM, the ten rounds and STR, from y, the CBC-MAC state after P and Q's
 * first blocks, and T's halves thi, tlo (big-endian, [i] and X zero).
 * When calls follow one another, the chain runs from the last round through
 * STR and memory into the next call's NUM, and instructions that wait on the
 * chain retire only after it (src/fpe/README.md). So the half that round 0
 * does not put into AES is converted after that AES has started, the half
 * the last round does not change is converted back before that round's AES
 * in program order (after it, its STR held up the next call), and the last
 * half goes into STR from its round's sum. Compiled
 * for numerals and, apart (so that the numerals' code has no branch or call
 * for them), for an alphabet's characters.
 */
#define FF1_FAST(R, D, KIND, CHARS)                                                                             \
    static FF1_FAST_ATTR int ff1_fast##R##_##D##_##KIND(const __m128i *rk, __m128i y, uint64_t thi,             \
                                                        uint64_t tlo, const struct symcore_fpe_state *st,       \
                                                        const sc_fpe_io *io, size_t n, unsigned b,              \
                                                        int decrypt)                                            \
    {                                                                                                           \
        size_t u = n / 2, v = n - u;                                                                            \
        const int chars = (CHARS); /* 1: an alphabet's characters */                                            \
        sc_ff1_mod U, V;                                                                                        \
        sc_ff1_mod_init(&U, st->pow[u], st->pow_inv[u] - 1, st->pow_frac[u][0], D);                            \
        sc_ff1_mod_init(&V, st->pow[v], st->pow_inv[v] - 1, st->pow_frac[v][0], D);                            \
        __m128i T0 = be_block(thi, tlo), h = _mm_xor_si128(y, rk[0]), K = _mm_xor_si128(h, T0), x;            \
        uint64_t T0hi = __builtin_bswap64(tlo), Khi = high64(h) ^ T0hi, A, B;                                   \
        uint64_t lo_step = (D) == 12 && b == 8 ? (uint64_t)1 << 56 : 0;                                         \
        uint64_t hi_step = b < 8 ? (uint64_t)1 << (56 - 8 * b) : 0;                                            \
        if (!decrypt) { /* round i: B <- (A + y) mod M, A <- B; here the names alternate instead */          \
            B = num_half(st, io, u, v, 0, chars);                                                               \
            x = FF1_FIRST_AES(R, 0, B);                                                                         \
            A = num_half(st, io, 0, u, 0, chars);                                                               \
            A = FF1_FAST_REDUCE(D, x, A, U, 0);                                                                 \
            B = FF1_FAST_REDUCE(D, FF1_FAST_AES(R, 1, A), B, V, 0);                                             \
            for (int i = 2; i < 8; i += 2) {                                                                    \
                A = FF1_FAST_REDUCE(D, FF1_FAST_AES(R, i, B), A, U, 0);                                         \
                B = FF1_FAST_REDUCE(D, FF1_FAST_AES(R, i + 1, A), B, V, 0);                                     \
            }                                                                                                   \
            A = FF1_FAST_REDUCE(D, FF1_FAST_AES(R, 8, B), A, U, 0);                                             \
            str_half(st, io, 0, u, 0, chars, A);                                                                \
            x = FF1_FAST_AES(R, 9, A);                                                                          \
            FF1_FAST_LAST(D, x, B, V, 0, u, v);                                                                 \
        } else { /* round i = 9..0: A <- (B - y) mod M, B <- A */                                            \
            A = num_half(st, io, 0, u, 0, chars);                                                               \
            x = FF1_FIRST_AES(R, 9, A);                                                                         \
            B = num_half(st, io, u, v, 0, chars);                                                               \
            B = FF1_FAST_REDUCE(D, x, B, V, 1);                                                                 \
            A = FF1_FAST_REDUCE(D, FF1_FAST_AES(R, 8, B), A, U, 1);                                             \
            for (int i = 7; i > 1; i -= 2) {                                                                   \
                B = FF1_FAST_REDUCE(D, FF1_FAST_AES(R, i, A), B, V, 1);                                         \
                A = FF1_FAST_REDUCE(D, FF1_FAST_AES(R, i - 1, B), A, U, 1);                                     \
            }                                                                                                   \
            B = FF1_FAST_REDUCE(D, FF1_FAST_AES(R, 1, A), B, V, 1);                                             \
            str_half(st, io, u, v, 0, chars, B);                                                                \
            x = FF1_FAST_AES(R, 0, B);                                                                          \
            FF1_FAST_LAST(D, x, A, U, 1, 0, u);                                                                 \
        }                                                                                                       \
        return SYMCORE_OK;                                                                                      \
    }
#define FF1_FAST_BOTH(R, D) FF1_FAST(R, D, num, 0) FF1_FAST(R, D, chars, 1)
FF1_FAST_BOTH(10, 8)
FF1_FAST_BOTH(12, 8)
FF1_FAST_BOTH(14, 8)
FF1_FAST_BOTH(10, 12)
FF1_FAST_BOTH(12, 12)
FF1_FAST_BOTH(14, 12)

/* The 16 bytes of (tweak || zeros) from position p, as a block, read with
 * at most two overlapping loads of the caller's bytes and never past them
 * (a bytewise copy reloaded as one block would wait on a failed store
 * forwarding, at the start of the chain of P and Q). Public lengths. */
SC_INLINE FF1_FAST_ATTR __m128i tweak_block(const uint8_t *tweak, size_t t, size_t p)
{
    const uint8_t *q = tweak + p;
    size_t len = p < t ? t - p : 0;
    uint64_t lo = 0, hi = 0;
    if (len >= 16)
        return _mm_loadu_si128((const __m128i *)(const void *)q);
    if (len >= 8) { /* bytes 8..len-1 from the 8 ending at len */
        lo = sc_load64_le(q);
        hi = len > 8 ? sc_load64_le(q + len - 8) >> (8 * (16 - len)) : 0;
    } else if (len >= 4) {
        lo = sc_load32_le(q) | (uint64_t)sc_load32_le(q + len - 4) >> (8 * (8 - len)) << 32;
    } else if (len) { /* bytes 0, len / 2 and len - 1 cover len < 4 */
        lo = q[0] | (uint64_t)q[len / 2] << (8 * (len / 2)) | (uint64_t)q[len - 1] << (8 * (len - 1));
    }
    return _mm_set_epi64x((long long)hi, (long long)lo);
}

FF1_FAST_ATTR int symcore__ff1_fast_aesni(const struct symcore_fpe_state *st, const sc_fpe_io *io, size_t n,
                                          const uint8_t *tweak, size_t t, int decrypt, unsigned b, unsigned d)
{
    int rc = input_verdict(io->in16, io->alphabet ? io : NULL, n, io->radix);
    if (rc != SYMCORE_OK)
        return rc;
    const sc_aes_key *key = (const sc_aes_key *)(const void *)st->key.bytes;
    const __m128i *rk = (const __m128i *)(const void *)key->rk.w;
    /* P = [1, 2, 1] [radix]^3 [10] [u mod 256] [n]^4 [t]^4, first into AES */
    __m128i y = be_block(0x0102010000000a00u | (uint64_t)io->radix << 16 | ((n / 2) & 0xff), (uint64_t)n << 32 | t);
    y = _mm_xor_si128(y, rk[0]);
    FPE_AES_ROUNDS(y, rk, key->rounds);
    /* Q = T || 0^pad || [i] || [X]^b: all its blocks but the last hold only
     * the tweak and zeros */
    size_t pad = (16 - (t + b + 1) % 16) % 16, last = t + pad + 1 + b - 16;
    for (size_t p = 0; p < last; p += 16) {
        y = _mm_xor_si128(y, _mm_xor_si128(tweak_block(tweak, t, p), rk[0]));
        FPE_AES_ROUNDS(y, rk, key->rounds);
    }
    uint64_t thi = 0, tlo = 0;
    if (last < t) { /* the tweak reaches Q's last block */
        __m128i T = tweak_block(tweak, t, last);
        thi = __builtin_bswap64((uint64_t)_mm_cvtsi128_si64(T));
        tlo = __builtin_bswap64(high64(T));
    }
    static int (*const calls[2][2][3])(const __m128i *, __m128i, uint64_t, uint64_t,
                                       const struct symcore_fpe_state *, const sc_fpe_io *, size_t, unsigned, int) = {
        {{ff1_fast10_8_num, ff1_fast12_8_num, ff1_fast14_8_num},
         {ff1_fast10_12_num, ff1_fast12_12_num, ff1_fast14_12_num}},
        {{ff1_fast10_8_chars, ff1_fast12_8_chars, ff1_fast14_8_chars},
         {ff1_fast10_12_chars, ff1_fast12_12_chars, ff1_fast14_12_chars}}};
    return calls[io->alphabet != NULL][d == 12][(key->rounds - 10) / 2](rk, y, thi, tlo, st, io, n, b, decrypt);
}

#define FF1_ROUNDS_AESNI(R)                                                                                    \
    static FPE_AESNI_ATTR void ff1_rounds##R(const sc_aes_key *key, const uint8_t y0[16], uint64_t thi,       \
                                             uint64_t tlo, unsigned b, unsigned d, const sc_fpe_mod64 *Mu,    \
                                             const sc_fpe_mod64 *Mv, uint64_t *pa, uint64_t *pb, int decrypt) \
    {                                                                                                          \
        const __m128i *rk = (const __m128i *)(const void *)key->rk.w; /* 16-byte aligned; no copy */           \
        /* y0 ^ rk[0]: the round's block is xored into it */                                                   \
        __m128i h = _mm_xor_si128(_mm_loadu_si128((const __m128i *)(const void *)y0), rk[0]);                 \
        uint64_t A = *pa, B = *pb;                                                                             \
        int fused = Mv->m < (UINT64_MAX >> 1) / 3; /* 3M < 2^63 for both M (Mu <= Mv) */                      \
        for (uint32_t r = 0; r < 10; r++) {                                                                    \
            uint32_t i = decrypt ? 9 - r : r;                                                                  \
            const sc_fpe_mod64 *M = (i & 1) ? Mv : Mu;                                                         \
            uint64_t X = decrypt ? A : B, Z = decrypt ? B : A;                                                 \
            uint64_t hi = thi | (b == 8 ? i : 0), lo = tlo | (b < 8 ? (uint64_t)i << (8 * b) : 0) | X;       \
            __m128i x = _mm_xor_si128(h, be_block(hi, lo));                                                    \
            FPE_AES_ROUNDS(x, rk, R);                                                                          \
            uint64_t top = __builtin_bswap64((uint64_t)_mm_cvtsi128_si64(x));                                   \
            if (d == 8 && fused) {                                                                             \
                Z = mod64_addsub_reduce(Z, top, M, decrypt);                                                   \
            } else {                                                                                           \
                uint64_t y = sc_fpe_mod64_reduce(top, M);                                                      \
                if (d == 12)                                                                                   \
                    y = sc_fpe_mod64_step(                                                                     \
                        y, __builtin_bswap32((uint32_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(x, x))), M);       \
                Z = decrypt ? sc_fpe_mod64_sub(Z, y, M) : sc_fpe_mod64_add(Z, y, M);                           \
            }                                                                                                  \
            A = decrypt ? Z : X;                                                                               \
            B = decrypt ? X : Z;                                                                               \
        }                                                                                                      \
        *pa = A;                                                                                               \
        *pb = B;                                                                                               \
    }
FF1_ROUNDS_AESNI(10)
FF1_ROUNDS_AESNI(12)
FF1_ROUNDS_AESNI(14)

void symcore__ff1_rounds_aesni(const sc_aes_key *key, const uint8_t y0[16], uint64_t thi, uint64_t tlo,
                               unsigned b, unsigned d, const sc_fpe_mod64 *Mu, const sc_fpe_mod64 *Mv,
                               uint64_t *A, uint64_t *B, int decrypt)
{
    if (key->rounds == 10)
        ff1_rounds10(key, y0, thi, tlo, b, d, Mu, Mv, A, B, decrypt);
    else if (key->rounds == 12)
        ff1_rounds12(key, y0, thi, tlo, b, d, Mu, Mv, A, B, decrypt);
    else
        ff1_rounds14(key, y0, thi, tlo, b, d, Mu, Mv, A, B, decrypt);
}

/* FF3: the block is NUM(REV(X)) in 8 little-endian bytes, 4 zeros, then
 * W ^ [i]^4 reversed (w = W read big-endian, as a little-endian word); y is
 * the output read little-endian, reduced 64 bits, then 32, then 32. */
#define FF3_ROUNDS_AESNI(R)                                                                                     \
    static FPE_AESNI_ATTR void ff3_rounds##R(const sc_aes_key *key, uint32_t wl, uint32_t wr,                  \
                                             const sc_fpe_mod64 *Mu, const sc_fpe_mod64 *Mv, uint64_t *pa,     \
                                             uint64_t *pb, int decrypt)                                        \
    {                                                                                                           \
        const __m128i *rk = (const __m128i *)(const void *)key->rk.w; /* 16-byte aligned; no copy */            \
        uint64_t A = *pa, B = *pb;                                                                              \
        /* M < 2^32 (Mv <= Mu): y = (H mod M) * (2^64 mod M) + L mod M < 2^64 with both reductions side by     \
         * side, added to Z and reduced in one step, instead of three reductions one after the other */       \
        int small = Mu->m < ((uint64_t)1 << 32);                                                                \
        uint64_t cu = sc_fpe_mod64_add(sc_fpe_mod64_reduce(UINT64_MAX, Mu), 1, Mu);                             \
        uint64_t cv = sc_fpe_mod64_add(sc_fpe_mod64_reduce(UINT64_MAX, Mv), 1, Mv);                             \
        for (uint32_t r = 0; r < 8; r++) {                                                                      \
            uint32_t i = decrypt ? 7 - r : r;                                                                   \
            const sc_fpe_mod64 *M = (i & 1) ? Mv : Mu;                                                          \
            uint64_t X = decrypt ? A : B, Z = decrypt ? B : A;                                                  \
            uint64_t w = (uint64_t)(((i & 1) ? wl : wr) ^ i) << 32;                                             \
            __m128i x = _mm_xor_si128(rk[0], _mm_set_epi64x((long long)w, (long long)X));                       \
            FPE_AES_ROUNDS(x, rk, R);                                                                           \
            uint64_t lo = (uint64_t)_mm_cvtsi128_si64(x);                                                       \
            uint64_t y = sc_fpe_mod64_reduce((uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(x, x)), M);         \
            if (small) {                                                                                        \
                y = y * ((i & 1) ? cv : cu) + sc_fpe_mod64_reduce(lo, M);                                       \
                Z = mod64_addsub_reduce(Z, y, M, decrypt);                                                      \
            } else {                                                                                            \
                y = sc_fpe_mod64_step(y, (uint32_t)(lo >> 32), M);                                              \
                y = sc_fpe_mod64_step(y, (uint32_t)lo, M);                                                      \
                Z = decrypt ? sc_fpe_mod64_sub(Z, y, M) : sc_fpe_mod64_add(Z, y, M);                            \
            }                                                                                                   \
            A = decrypt ? Z : X;                                                                                \
            B = decrypt ? X : Z;                                                                                \
        }                                                                                                       \
        *pa = A;                                                                                                \
        *pb = B;                                                                                                \
    }
FF3_ROUNDS_AESNI(10)
FF3_ROUNDS_AESNI(12)
FF3_ROUNDS_AESNI(14)

void symcore__ff3_rounds_aesni(const sc_aes_key *key, const uint8_t T[8], const sc_fpe_mod64 *Mu,
                               const sc_fpe_mod64 *Mv, uint64_t *A, uint64_t *B, int decrypt)
{
    uint32_t wl = sc_load32_be(T), wr = sc_load32_be(T + 4);
    if (key->rounds == 10)
        ff3_rounds10(key, wl, wr, Mu, Mv, A, B, decrypt);
    else if (key->rounds == 12)
        ff3_rounds12(key, wl, wr, Mu, Mv, A, B, decrypt);
    else
        ff3_rounds14(key, wl, wr, Mu, Mv, A, B, decrypt);
}

/*
 * FF3 and FF3-1 from NUM to STR when radix^u < 2^60 (radix 10: n <= 36;
 * every card number), the rounds unrolled like FF1's. y is the whole output
 * (128 bits, read little-endian), reduced at once by fractions
 * (fpe_reduce64.h). The new half goes back into the block's low 8 bytes
 * (NUM(REV(X)) in 12 little-endian bytes, the last 4 zero) by a zeroing
 * move, the rest of the block folded into the round's first key (below).
 */
#define FF3_FAST_REDUCE(x, Z, M, SUB)                                                                  \
    __extension__({                                                                                    \
        uint64_t lo_ = (uint64_t)_mm_cvtsi128_si64(x), hi_ = high64(x);                                   \
        (SUB) ? sc_ff3_submod((Z), lo_, hi_, &(M)) : sc_ff3_addmod((Z), lo_, hi_, &(M));               \
    })

/* The last round's half Z, straight into STR from its round's sum. */
#define FF3_FAST_LAST(x, Z, M, SUB, OFF, LEN)                                                          \
    do {                                                                                               \
        uint64_t lo_ = (uint64_t)_mm_cvtsi128_si64(x), hi_ = high64(x);                                \
        str_half_sum(st, io, (OFF), (LEN), 1, chars, sc_ff3_frac_sum((Z), lo_, hi_, &(M), (SUB)));     \
    } while (0)

/*
 * The round's block is X ^ rk[0] in the low 8 bytes and a constant in the
 * high 8 (rk[0] ^ (W ^ [i] in the top 4 bytes)). Only X comes from the
 * general registers, and it goes in by a zeroing vmovq, with no merge:
 * SubBytes is bytewise and ShiftRows and MixColumns are linear, so the first
 * round of (a, b) is the first round of (a, 0) under the key
 * E(0, b) ^ E(0, 0) ^ rk[1] (E = MixColumns o ShiftRows o SubBytes, and
 * E(0, 0) is 0x63 in every byte), one key per round, set beside the chain.
 * Kl and Kr are the high halves (W = WL or WR, [i] = 0) with zero low halves.
 * Merging X into the block puts a merge on every round's chain (pinsrq, or
 * a blend after the move), and so does the legacy-SSE movq (it keeps bits
 * 128 and up of the register, where vmovq clears them, a dependency on the
 * register's old value): hence the VEX copy of these functions, chosen when
 * the CPU has AVX.
 */
#define FF3_FAST_AES(R, i, Xv)                                                                                 \
    __extension__({                                                                                            \
        __m128i b_ = _mm_xor_si128((i) & 1 ? Kl : Kr, _mm_set_epi64x((long long)((uint64_t)(i) << 32), 0));   \
        __m128i x_ = _mm_aesenc_si128(_mm_cvtsi64_si128((long long)((Xv) ^ klo)), _mm_aesenc_si128(b_, rk1e)); \
        FPE_AES_ROUNDS_FROM(x_, rk, 2, R);                                                                     \
        x_;                                                                                                    \
    })

/* The copies for numerals take the caller's pointers as arguments (not
 * through an io block, which the public calls would have to store on the
 * stack for the rounds to load back at the start of their chain), those for
 * an alphabet's characters the io block; six arguments at most, all in
 * registers, so that the dispatch jumps to them. The round keys are read in
 * place from the context (16-byte aligned). */
#define FF3_ROUND_KEYS(st) ((const __m128i *)(const void *)((const sc_aes_key *)(const void *)(st)->key.bytes)->rk.w)
#define FF3_IO_PARAMS_num const uint16_t *in16, uint16_t *out16
#define FF3_IO_num const sc_fpe_io io_ = {in16, out16, NULL, NULL, NULL, st->radix}, *io = &io_
#define FF3_IO_PARAMS_chars const sc_fpe_io *io
#define FF3_IO_chars (void)0

/* What every copy sets up first: io, the round keys, the halves' lengths
 * and the rounds' first keys (below). */
#define FF3_FAST_SETUP(KIND, CHARS)                                                                            \
    FF3_IO_##KIND;                                                                                             \
    const __m128i *rk = FF3_ROUND_KEYS(st);                                                                    \
    size_t u = n - n / 2, v = n / 2;                                                                           \
    const int chars = (CHARS); /* 1: an alphabet's characters */                                               \
    if (input_verdict(io->in16, chars ? io : NULL, n, st->radix) != SYMCORE_OK)                                \
        return SYMCORE_EDOMAIN;                                                                                \
    uint64_t klo = (uint64_t)_mm_cvtsi128_si64(rk[0]), A, B;                                                   \
    __m128i high = _mm_unpackhi_epi64(_mm_setzero_si128(), rk[0]); /* rk[0]'s high half, low half 0 */        \
    __m128i Kl = _mm_xor_si128(high, _mm_set_epi64x((long long)(w & 0xffffffff00000000u), 0));                \
    __m128i Kr = _mm_xor_si128(high, _mm_set_epi64x((long long)(w << 32), 0));                                \
    __m128i rk1e = _mm_xor_si128(rk[1], _mm_set1_epi8(0x63)) /* rk[1] ^ E(0, 0) */

/* NUM, the eight rounds and STR, arranged as FF1's (the late NUM, the early
 * STR); compiled with legacy-SSE and with VEX encodings, each for numerals
 * and for an alphabet's characters. */
#define FF3_FAST(R, ENC, ATTR, KIND, CHARS)                                                                    \
    static ATTR int ff3_fast##R##_##ENC##_##KIND(const struct symcore_fpe_state *st, uint64_t w,               \
                                                 FF3_IO_PARAMS_##KIND, size_t n, int decrypt)                  \
    {                                                                                                          \
        FF3_FAST_SETUP(KIND, CHARS);                                                                           \
        sc_ff3_mod U, V;                                                                                       \
        __m128i x;                                                                                             \
        if (!decrypt) {                                                                                        \
            B = num_first_half(st, io, u, v, chars);                                                           \
            x = FF3_FAST_AES(R, 0, B);                                                                         \
            A = num_half(st, io, 0, u, 1, chars);                                                              \
        } else {                                                                                               \
            A = num_half(st, io, 0, u, 1, chars);                                                              \
            x = FF3_FAST_AES(R, 7, A);                                                                         \
            B = num_half(st, io, u, v, 1, chars);                                                              \
        }                                                                                                      \
        sc_ff3_mod_init(&U, st->pow[u], st->pow_inv[u] - 1, st->pow_frac[u]);                                 \
        sc_ff3_mod_init(&V, st->pow[v], st->pow_inv[v] - 1, st->pow_frac[v]);                                 \
        if (!decrypt) {                                                                                        \
            A = FF3_FAST_REDUCE(x, A, U, 0);                                                                   \
            B = FF3_FAST_REDUCE(FF3_FAST_AES(R, 1, A), B, V, 0);                                               \
            for (int i = 2; i < 6; i += 2) {                                                                   \
                A = FF3_FAST_REDUCE(FF3_FAST_AES(R, i, B), A, U, 0);                                           \
                B = FF3_FAST_REDUCE(FF3_FAST_AES(R, i + 1, A), B, V, 0);                                       \
            }                                                                                                  \
            A = FF3_FAST_REDUCE(FF3_FAST_AES(R, 6, B), A, U, 0);                                               \
            str_half(st, io, 0, u, 1, chars, A);                                                               \
            x = FF3_FAST_AES(R, 7, A);                                                                         \
            FF3_FAST_LAST(x, B, V, 0, u, v);                                                                   \
        } else {                                                                                               \
            B = FF3_FAST_REDUCE(x, B, V, 1);                                                                   \
            A = FF3_FAST_REDUCE(FF3_FAST_AES(R, 6, B), A, U, 1);                                               \
            for (int i = 5; i > 1; i -= 2) {                                                                  \
                B = FF3_FAST_REDUCE(FF3_FAST_AES(R, i, A), B, V, 1);                                           \
                A = FF3_FAST_REDUCE(FF3_FAST_AES(R, i - 1, B), A, U, 1);                                       \
            }                                                                                                  \
            B = FF3_FAST_REDUCE(FF3_FAST_AES(R, 1, A), B, V, 1);                                               \
            str_half(st, io, u, v, 1, chars, B);                                                               \
            x = FF3_FAST_AES(R, 0, B);                                                                         \
            FF3_FAST_LAST(x, A, U, 1, 0, u);                                                                   \
        }                                                                                                      \
        return SYMCORE_OK;                                                                                     \
    }
#define FF3_AVX_ATTR __attribute__((target("aes,sse4.1,avx")))
#define FF3_FAST_BOTH(R, ENC, ATTR) FF3_FAST(R, ENC, ATTR, num, 0) FF3_FAST(R, ENC, ATTR, chars, 1)
FF3_FAST_BOTH(10, sse, FF1_FAST_ATTR)
FF3_FAST_BOTH(12, sse, FF1_FAST_ATTR)
FF3_FAST_BOTH(14, sse, FF1_FAST_ATTR)
FF3_FAST_BOTH(10, avx, FF3_AVX_ATTR)
FF3_FAST_BOTH(12, avx, FF3_AVX_ATTR)
FF3_FAST_BOTH(14, avx, FF3_AVX_ATTR)

/*
 * FF3 and FF3-1 with AVX-512 IFMA when radix^u <= SC_FPE_FF3_IFMA_MAX
 * (radix 10: n <= 22), chosen by CPUID (sc_fpe_ff3_fast_copy). The rounds'
 * arithmetic stays in the vector registers beside AES, with no way out to
 * the general registers and back (movq, pextrq, vmovq: each crossing sits on
 * the round's chain). Vector adds, shifts and shuffles have longer latency
 * than their integer forms next to IFMA and AES, so a round's chain past its
 * AES is not shorter, but the crossings saved make the call faster overall
 * (the cycle counts are in src/fpe/README.md).
 *
 * The same fractions as above, on U = 2^52 (vpmadd52luq adds the low 52 bits
 * of a 52 x 52-bit product, vpmadd52huq the high 52; both read only bits
 * 0..51 of their factors, so every sum is taken mod U for free). For a
 * modulus M and a limb a of weight 2^k, U frac(a 2^k / M) = a g_k mod U with
 * g_k = U frac(2^k / M): the AES output's 128 bits are the limbs lo mod 2^52
 * (k = 0) and hi mod 2^52 (k = 64), each by a two-word constant
 * (lo(a G1) + hi(a G0), short of a g_k by less than 3), and lo >> 52
 * (k = 52) and hi >> 52 (k = 116), below 2^12, each by one word G0 (short by
 * at most 4095, which is why M is bounded). Lane 0 of each vector takes
 * k = 0 and 52, lane 1 k = 64 and 116; the two lanes are added at the end.
 * All constants are bits of floor((2^192 - 1) / M), the context's pow_inv
 * and pow_frac: G1 = (f1 >> 12, f0 >> 12) and G0 = the 52 bits below them,
 * which are also g_52's and g_116's integer parts.
 *
 * A round's sum T = frac(z) + beta +- the six terms, frac(z) = lo(z G1) +
 * hi(z G0) short by less than 3, exceeds U c / M (c the new half) by a real
 * in (0, 8199] with beta = 8199 (adding; the shortfalls stay below
 * 3 + 3 + 3 + 2 * 4095 = 8199) or 3 (subtracting); while
 * 8199 M < U that is below U / M, so c = hi(T M) exactly, and T << 12 is
 * STR's fraction (sc_fpe_numeral_frac, with E = 8199). The bounds were checked
 * with exact rationals for every radix and every such M (among them the
 * powers of 2, where floor((2^192 - 1) / M) falls one short of 2^192 / M),
 * and test_fpe_roundtrip checks the round against 128-bit arithmetic on
 * extreme outputs.
 */
/* (CMakeLists.txt compiles this file with -mprefer-vector-width=128: gcc and
 * clang would otherwise vectorize NUM's and STR's short loops at 256 and 512
 * bits in this copy.) */
#define FF3_IFMA_ATTR __attribute__((target("aes,sse4.1,avx,avx512f,avx512vl,avx512ifma")))

typedef struct {
    __m128i g1, g0, g1n, g0n; /* g1n, g0n: -G1, -G0 mod 2^64 (their low 52 bits are -G mod U) */
    __m128i m, beta;          /* M and beta in lane 0, 0 in lane 1 */
} ff3_ifma_mod;

SC_INLINE FF3_IFMA_ATTR void ff3_ifma_mod_init(ff3_ifma_mod *F, const struct symcore_fpe_state *st, size_t k,
                                               int sub)
{
    uint64_t f1 = st->pow_inv[k] - 1, f0 = st->pow_frac[k][0], g0 = st->pow_frac[k][1];
    __m128i top = _mm_set_epi64x((long long)f0, (long long)f1), next = _mm_set_epi64x((long long)g0, (long long)f0);
    F->g1 = _mm_srli_epi64(top, 12);
    F->g0 = _mm_or_si128(_mm_slli_epi64(top, 40), _mm_srli_epi64(next, 24)); /* bits 52..63: not read */
    F->g1n = _mm_sub_epi64(_mm_setzero_si128(), F->g1);
    F->g0n = _mm_sub_epi64(_mm_setzero_si128(), F->g0);
    F->m = _mm_cvtsi64_si128((long long)st->pow[k]);
    F->beta = _mm_cvtsi64_si128(sub ? 3 : 8199);
}
/* frac(z) + beta, for z in lane 0 (lane 1 zero): lane 1 stays zero. */
SC_INLINE FF3_IFMA_ATTR __m128i ff3_ifma_frac(__m128i z, const ff3_ifma_mod *F)
{
    return _mm_madd52hi_epu64(_mm_madd52lo_epu64(F->beta, z, F->g1), z, F->g0);
}
/* T in lane 0: fz +- the AES output x's six terms. */
SC_INLINE FF3_IFMA_ATTR __m128i ff3_ifma_sum(__m128i fz, __m128i x, const ff3_ifma_mod *F, int sub)
{
    const __m128i zero = _mm_setzero_si128();
    __m128i top = _mm_srli_epi64(x, 52), w;
    if (!sub)
        w = _mm_add_epi64(_mm_add_epi64(_mm_madd52lo_epu64(fz, x, F->g1), _mm_madd52hi_epu64(zero, x, F->g0)),
                          _mm_madd52lo_epu64(zero, top, F->g0));
    else
        w = _mm_add_epi64(_mm_sub_epi64(_mm_madd52lo_epu64(fz, x, F->g1n), _mm_madd52hi_epu64(zero, x, F->g0)),
                          _mm_madd52lo_epu64(zero, top, F->g0n));
    return _mm_add_epi64(w, _mm_unpackhi_epi64(w, w));
}
/* The half from T, in lane 0 (lane 1 zero). */
SC_INLINE FF3_IFMA_ATTR __m128i ff3_ifma_half(__m128i T, const ff3_ifma_mod *F)
{
    __m128i h = _mm_madd52hi_epu64(_mm_setzero_si128(), T, F->m);
    SC_CT_CANARY_BRANCH(12, SC_CT_LANE0_128(h));
    SC_CT_CANARY_INDEX(13, SC_CT_LANE0_128(h));
    return h;
}
/* STR's 64-bit fraction from T. */
SC_INLINE FF3_IFMA_ATTR uint64_t ff3_ifma_str_frac(__m128i T)
{
    return (uint64_t)_mm_cvtsi128_si64(T) << 12;
}

FF3_IFMA_ATTR uint64_t symcore__ff3_ifma_round(const struct symcore_fpe_state *st, size_t k, uint64_t z, uint64_t lo,
                                               uint64_t hi, int sub, uint64_t *str_frac64)
{
    ff3_ifma_mod F;
    ff3_ifma_mod_init(&F, st, k, sub);
    __m128i T = ff3_ifma_sum(ff3_ifma_frac(_mm_cvtsi64_si128((long long)z), &F),
                             _mm_set_epi64x((long long)hi, (long long)lo), &F, sub);
    *str_frac64 = ff3_ifma_str_frac(T);
    return (uint64_t)_mm_cvtsi128_si64(ff3_ifma_half(T, &F));
}

/* Round i on the block whose low 8 bytes are v = the other half ^ klo. */
#define FF3_IFMA_AES(R, i, v)                                                                                   \
    __extension__({                                                                                            \
        __m128i b_ = _mm_xor_si128((i) & 1 ? Kl : Kr, _mm_set_epi64x((long long)((uint64_t)(i) << 32), 0));   \
        __m128i x_ = _mm_aesenc_si128((v), _mm_aesenc_si128(b_, rk1e));                                        \
        FPE_AES_ROUNDS_FROM(x_, rk, 2, R);                                                                     \
        x_;                                                                                                    \
    })
/* One round: Z +- y mod M into Zv (and its fraction fZ for two rounds on),
 * T kept for STR. */
#define FF3_IFMA_ROUND(R, i, Xv, Zv, fZ, F, SUB)                                                                \
    do {                                                                                                       \
        T = ff3_ifma_sum((fZ), FF3_IFMA_AES(R, i, _mm_xor_si128((Xv), K)), &(F), (SUB));                       \
        (Zv) = ff3_ifma_half(T, &(F));                                                                         \
        (fZ) = ff3_ifma_frac((Zv), &(F));                                                                      \
    } while (0)

#define FF3_IFMA(R, KIND, CHARS)                                                                                 \
    static FF3_IFMA_ATTR int ff3_fast##R##_ifma_##KIND(const struct symcore_fpe_state *st, uint64_t w,         \
                                                       FF3_IO_PARAMS_##KIND, size_t n, int decrypt)             \
    {                                                                                                            \
        FF3_FAST_SETUP(KIND, CHARS);                                                                             \
        __m128i K = _mm_cvtsi64_si128((long long)klo);                                                           \
        ff3_ifma_mod U, V;                                                                                       \
        __m128i x, T, a, b, fa, fb;                                                                              \
        if (!decrypt) {                                                                                          \
            B = num_first_half(st, io, u, v, chars);                                                             \
            x = FF3_IFMA_AES(R, 0, _mm_cvtsi64_si128((long long)(B ^ klo)));                                     \
            A = num_half(st, io, 0, u, 1, chars);                                                                \
        } else {                                                                                                 \
            A = num_half(st, io, 0, u, 1, chars);                                                                \
            x = FF3_IFMA_AES(R, 7, _mm_cvtsi64_si128((long long)(A ^ klo)));                                     \
            B = num_half(st, io, u, v, 1, chars);                                                                \
        }                                                                                                        \
        ff3_ifma_mod_init(&U, st, u, decrypt);                                                                   \
        ff3_ifma_mod_init(&V, st, v, decrypt);                                                                   \
        fa = ff3_ifma_frac(_mm_cvtsi64_si128((long long)A), &U);                                                 \
        fb = ff3_ifma_frac(_mm_cvtsi64_si128((long long)B), &V);                                                 \
        if (!decrypt) {                                                                                          \
            T = ff3_ifma_sum(fa, x, &U, 0);                                                                      \
            a = ff3_ifma_half(T, &U);                                                                            \
            fa = ff3_ifma_frac(a, &U);                                                                           \
            FF3_IFMA_ROUND(R, 1, a, b, fb, V, 0);                                                                \
            for (int i = 2; i < 6; i += 2) {                                                                     \
                FF3_IFMA_ROUND(R, i, b, a, fa, U, 0);                                                            \
                FF3_IFMA_ROUND(R, i + 1, a, b, fb, V, 0);                                                        \
            }                                                                                                    \
            FF3_IFMA_ROUND(R, 6, b, a, fa, U, 0);                                                                \
            str_half_sum(st, io, 0, u, 1, chars, ff3_ifma_str_frac(T));                                          \
            FF3_IFMA_ROUND(R, 7, a, b, fb, V, 0);                                                                \
            str_half_sum(st, io, u, v, 1, chars, ff3_ifma_str_frac(T));                                          \
        } else {                                                                                                 \
            T = ff3_ifma_sum(fb, x, &V, 1);                                                                      \
            b = ff3_ifma_half(T, &V);                                                                            \
            fb = ff3_ifma_frac(b, &V);                                                                           \
            FF3_IFMA_ROUND(R, 6, b, a, fa, U, 1);                                                                \
            for (int i = 5; i > 1; i -= 2) {                                                                    \
                FF3_IFMA_ROUND(R, i, a, b, fb, V, 1);                                                            \
                FF3_IFMA_ROUND(R, i - 1, b, a, fa, U, 1);                                                        \
            }                                                                                                    \
            FF3_IFMA_ROUND(R, 1, a, b, fb, V, 1);                                                                \
            str_half_sum(st, io, u, v, 1, chars, ff3_ifma_str_frac(T));                                          \
            FF3_IFMA_ROUND(R, 0, b, a, fa, U, 1);                                                                \
            str_half_sum(st, io, 0, u, 1, chars, ff3_ifma_str_frac(T));                                          \
        }                                                                                                        \
        return SYMCORE_OK;                                                                                       \
    }
FF3_IFMA(10, num, 0)
FF3_IFMA(12, num, 0)
FF3_IFMA(14, num, 0)
FF3_IFMA(10, chars, 1)
FF3_IFMA(12, chars, 1)
FF3_IFMA(14, chars, 1)

typedef int (*ff3_num_fn)(const struct symcore_fpe_state *, uint64_t, const uint16_t *, uint16_t *, size_t, int);
typedef int (*ff3_chars_fn)(const struct symcore_fpe_state *, uint64_t, const sc_fpe_io *, size_t, int);
/* [copy][rounds]: on numerals, and on an alphabet's characters */
static const ff3_num_fn ff3_fast_num[3][3] = {
    {ff3_fast10_sse_num, ff3_fast12_sse_num, ff3_fast14_sse_num},
    {ff3_fast10_avx_num, ff3_fast12_avx_num, ff3_fast14_avx_num},
    {ff3_fast10_ifma_num, ff3_fast12_ifma_num, ff3_fast14_ifma_num},
};
static const ff3_chars_fn ff3_fast_chars[3][3] = {
    {ff3_fast10_sse_chars, ff3_fast12_sse_chars, ff3_fast14_sse_chars},
    {ff3_fast10_avx_chars, ff3_fast12_avx_chars, ff3_fast14_avx_chars},
    {ff3_fast10_ifma_chars, ff3_fast12_ifma_chars, ff3_fast14_ifma_chars},
};

/* Each out of line, as the entries call them: the choice of copy inlined,
 * or a test for characters before the call, lengthens FF3-1's numerals'
 * path (src/fpe/README.md). */
SC_NOINLINE int symcore__ff3_fast_aesni_num_with(const struct symcore_fpe_state *st, uint64_t w, const uint16_t *in,
                                                uint16_t *out, size_t n, int mode)
{
    const sc_aes_key *key = (const sc_aes_key *)(const void *)st->key.bytes;
    return ff3_fast_num[mode >> 1][(key->rounds - 10) / 2](st, w, in, out, n, mode & 1);
}
static SC_NOINLINE int ff3_fast_chars_with(const struct symcore_fpe_state *st, const sc_fpe_io *io, size_t n,
                                           uint64_t w, int mode)
{
    const sc_aes_key *key = (const sc_aes_key *)(const void *)st->key.bytes;
    return ff3_fast_chars[mode >> 1][(key->rounds - 10) / 2](st, w, io, n, mode & 1);
}

int symcore__ff3_fast_aesni_with(const struct symcore_fpe_state *st, const sc_fpe_io *io, size_t n, uint64_t w,
                                 int decrypt, int copy)
{
    if (io->alphabet)
        return ff3_fast_chars_with(st, io, n, w, copy << 1 | decrypt);
    return symcore__ff3_fast_aesni_num_with(st, w, io->in16, io->out16, n, copy << 1 | decrypt);
}
#else
typedef int sc_fpe_aesni_unused; /* ISO C forbids an empty translation unit */
#endif
