/*
 * What FF1 and FF3 share: numeral input and output (uint16_t numerals or
 * alphabet characters), conversions between numeral strings and integers,
 * length limits, and the entry points that take an explicit AES backend
 * (tests and the benchmark run every backend; the public calls use the one
 * symcore__aes_backend() picks).
 */
#ifndef SYMCORE_FPE_INTERNAL_H
#define SYMCORE_FPE_INTERNAL_H

#include "symcore/fpe.h"
#include "../aes/aes_internal.h"
#include "fpe_num.h"

_Static_assert(sizeof(sc_aes_key) <= sizeof(struct symcore_fpe_key_space), "AES key space too small");
_Static_assert(_Alignof(sc_aes_key) <= 16, "AES key space under-aligned");

#define SC_FPE_KEY(ctx) ((const sc_aes_key *)(const void *)(ctx)->s.key.bytes)

/* Where numerals come from and go to. With an alphabet, characters are
 * mapped in constant time (sc_fpe_char_numeral, sc_fpe_numeral_char). */
typedef struct sc_fpe_io {
    const uint16_t *in16;
    uint16_t *out16;
    const char *in8;
    char *out8;
    const struct symcore_fpe_alphabet *alphabet; /* NULL for uint16_t numerals */
    uint32_t radix;
} sc_fpe_io;

/* 1 if first <= x < first + len, else 0, with no branch (x, first, len below
 * 2^16): x - first wraps to a value with its top bit set when x < first. */
SC_INLINE uint32_t sc_fpe_in_run(uint32_t x, uint32_t first, uint32_t len)
{
    uint32_t t = x - first;
    return ((t - len) & ~t) >> 31;
}

/* The numeral of character ch (0..255) in alphabet a of radix characters;
 * ors 1 into *bad if ch is not one of them. Each of the alphabet's runs
 * (runs = a->runs, or a constant equal to it where a caller unrolls the
 * loop) is looked at with masks; with runs = 0, every character. */
SC_INLINE uint32_t sc_fpe_char_numeral_runs(const struct symcore_fpe_alphabet *a, uint32_t radix, uint32_t ch,
                                            unsigned runs, uint32_t *bad)
{
    uint32_t d = 0, found = 0;
    if (runs) {
        for (unsigned r = 0; r < runs; r++) {
            uint32_t in = sc_fpe_in_run(ch, a->run_char[r], a->run_len[r]);
            d |= ((uint32_t)0 - in) & (ch - a->run_char[r] + a->run_numeral[r]);
            found |= in;
        }
    } else {
        for (uint32_t k = 0; k < radix; k++) {
            uint32_t in = sc_fpe_in_run(ch, a->bytes[k], 1);
            d |= ((uint32_t)0 - in) & k;
            found |= in;
        }
    }
    *bad |= found ^ 1;
    return d;
}
SC_INLINE uint32_t sc_fpe_char_numeral(const struct symcore_fpe_alphabet *a, uint32_t radix, uint32_t ch,
                                       uint32_t *bad)
{
    return sc_fpe_char_numeral_runs(a, radix, ch, a->runs, bad);
}

/* The character of numeral d < radix in alphabet a, the same way. */
SC_INLINE uint32_t sc_fpe_numeral_char_runs(const struct symcore_fpe_alphabet *a, uint32_t radix, uint32_t d,
                                            unsigned runs)
{
    if (runs == 1)
        return d + a->run_char[0];
    uint32_t ch = 0;
    if (runs) {
        for (unsigned r = 0; r < runs; r++) {
            uint32_t in = sc_fpe_in_run(d, a->run_numeral[r], a->run_len[r]);
            ch |= ((uint32_t)0 - in) & (d - a->run_numeral[r] + a->run_char[r]);
        }
    } else {
        for (uint32_t k = 0; k < radix; k++)
            ch |= ((uint32_t)0 - sc_fpe_in_run(d, k, 1)) & a->bytes[k];
    }
    return ch;
}
SC_INLINE uint32_t sc_fpe_numeral_char(const struct symcore_fpe_alphabet *a, uint32_t radix, uint32_t d)
{
    return sc_fpe_numeral_char_runs(a, radix, d, a->runs);
}

/* Radix chunking: the largest j with radix^j < 2^32, and radix^j; h (0 after
 * chunk_init) is where symcore__fpe_str64 splits a value in two; fit: the
 * most numerals whose values all lie below 2^32 (radix^fit <= 2^32), which
 * STR divides with the exact magic constants. */
typedef struct sc_fpe_chunk {
    uint32_t j;
    uint32_t rj;
    uint64_t rj_recip;
    uint64_t radix_recip;
    uint64_t radix_magic;
    uint32_t fit;
    uint32_t h;
    uint32_t rh;
    uint64_t rh_recip;
    uint64_t rh_magic; /* 0 when radix^h > 2^31 */
} sc_fpe_chunk;

void symcore__fpe_chunk_init(sc_fpe_chunk *c, uint32_t radix);
/* For str64 alone, on lengths len..maxlen (with an alphabet or not): h =
 * min(floor(len / 2), j) and radix^h, so that str64 runs two independent
 * chains of numerals (the h least significant, and the rest) instead of
 * one; and only the reciprocals str64 will use. */
void symcore__fpe_chunk_split(sc_fpe_chunk *c, uint32_t radix, size_t len, size_t maxlen, int alphabet);

/* NUM of both halves: a = NUM of the u numerals at 0, b = NUM of the v
 * numerals at u (nl limbs each, cleared first; numerals first most
 * significant, or last when reversed: FF3's NUM(REV(X))), side by side
 * where that helps. Ors into *bad a nonzero value for each numeral >= radix
 * (or character outside the alphabet). With pw (pwcap limbs, cleared
 * first), also pw = radix^u (which fits pwcap - 1 limbs), returning its
 * limb count; else 0. */
size_t symcore__fpe_num2(uint32_t *a, uint32_t *b, size_t nl, const sc_fpe_io *io, const sc_fpe_chunk *c, size_t u,
                         size_t v, int reversed, uint32_t *bad, uint32_t *pw, size_t pwcap);
/* Writes the u numerals of a at 0 and the v numerals of b at u (a and b
 * destroyed; reversed: least significant first). Called only once the whole
 * input is known valid: on an error nothing is stored. */
void symcore__fpe_str2(uint32_t *a, uint32_t *b, size_t nl, const sc_fpe_io *io, const sc_fpe_chunk *c, size_t u,
                       size_t v, int reversed);

/* The same for integers below 2^64 (the native path). */
uint64_t symcore__fpe_num64(const sc_fpe_io *io, size_t start, size_t len, int reversed, uint32_t *bad);
void symcore__fpe_str64(uint64_t x, const sc_fpe_io *io, const sc_fpe_chunk *c, size_t start, size_t len,
                        int reversed);
/* NUM of len uint16_t numerals (radix^len < 2^64), in two independent
 * chains: x = hi * radix^h + lo, lo the last h = floor(len / 2) numerals.
 * Ors into *bad 1 if a numeral is >= radix. */
SC_INLINE uint64_t sc_fpe_num64_u16(const uint16_t *in, size_t len, uint32_t radix, int reversed, uint32_t *bad)
{
    size_t h = len / 2;
    uint64_t hi = 0, lo = 0, p = 1;
    uint32_t over = 0;
    for (size_t k = 0; k < len - h; k++) {
        uint32_t d = in[reversed ? len - 1 - k : k];
        over |= radix - 1 - d;
        hi = hi * radix + d;
        if (k < h) {
            uint32_t e = in[reversed ? h - 1 - k : len - h + k];
            over |= radix - 1 - e;
            lo = lo * radix + e;
            p *= radix;
        }
    }
    *bad |= over >> 31;
    return hi * p + lo;
}

/* The next numeral of x (x becomes floor(x / radix)): by the exact magic
 * constant when x < 2^32 is known (small, public), else by the reciprocal
 * with its correction. */
SC_INLINE uint32_t sc_fpe_next_numeral(uint64_t *x, const sc_fpe_chunk *c, uint32_t radix, int small)
{
    uint64_t d, v = *x;
    if (small) {
        uint64_t q = sc_fpe_mulhi64(v, c->radix_magic);
        *x = q;
        return (uint32_t)(v - q * radix);
    }
    *x = sc_fpe_divrem64(v, radix, c->radix_recip, &d);
    return (uint32_t)d;
}

/* STR of x < radix^len into len uint16_t numerals, in two
 * independent chains after x = hi * radix^h + lo (h public, c->h <= len / 2,
 * lo < radix^h < 2^32); each value below 2^32 (known from the count of
 * numerals left, public) is divided by the exact magic constant, one
 * multiplication per numeral. */
SC_INLINE void sc_fpe_str64_u16(uint64_t x, uint16_t *out, size_t len, uint32_t radix, const sc_fpe_chunk *c,
                                int reversed)
{
    size_t h = c->h;
    uint64_t lo = 0, hi = x;
    if (h && c->rh_magic && len <= c->fit) {
        hi = sc_fpe_mulhi64(x, c->rh_magic);
        lo = x - hi * c->rh;
    } else if (h) {
        hi = sc_fpe_divrem64(x, c->rh, c->rh_recip, &lo);
    }
    for (size_t k = 0; k < len - h; k++) { /* k: significance within each part */
        if (k < h) {
            uint32_t d = sc_fpe_next_numeral(&lo, c, radix, 1);
            size_t p = reversed ? k : len - 1 - k;
            out[p] = (uint16_t)d;
        }
        uint32_t d = sc_fpe_next_numeral(&hi, c, radix, len - h - k <= c->fit);
        size_t p = reversed ? h + k : len - 1 - h - k;
        out[p] = (uint16_t)d;
    }
}

#define SC_FPE_POWS (sizeof(((struct symcore_fpe_state *)0)->pow) / sizeof(uint64_t))

/* radix^e if it is below 2^63, else 0 (the native path's bound: sums of two
 * values below it fit a word, and a difference's sign is its top bit). */
SC_INLINE uint64_t sc_fpe_pow64(uint32_t radix, size_t e)
{
    uint64_t p = 1; /* public values; no division (its latency would hold up the first round) */
    for (size_t k = 0; k < e; k++) {
        if (sc_fpe_mulhi64(p, radix) || (p * radix) >> 63)
            return 0;
        p *= radix;
    }
    return p;
}
#if defined(__SIZEOF_INT128__)
/*
 * NUM of len < SC_FPE_POWS uint16_t numerals on a context's powers of the
 * radix (radix^len < 2^63), with few instructions (they count: see
 * fpe_aesni.c): the sum of numeral times power, the products side by side
 * instead of along Horner's chain. The numerals must have been checked
 * against the radix (numerals_over, fpe_aesni.c). (STR's counterpart is
 * str_frac, fpe_aesni.c.)
 */
SC_INLINE uint64_t sc_fpe_num64_pow(const uint16_t *in, size_t len, const struct symcore_fpe_state *st,
                                    int reversed)
{
    uint64_t s0 = 0, s1 = 0;
    size_t k = 0; /* memory position */
    for (; k + 4 <= len; k += 4) {
        /* the four numerals' powers: k..k+3 upwards (reversed) or downwards */
        const uint64_t *w = st->pow + (reversed ? k : len - 4 - k);
        uint64_t d0 = in[k], d1 = in[k + 1], d2 = in[k + 2], d3 = in[k + 3];
        s0 += d0 * w[reversed ? 0 : 3] + d2 * w[reversed ? 2 : 1];
        s1 += d1 * w[reversed ? 1 : 2] + d3 * w[reversed ? 3 : 0];
    }
    for (; k < len; k++)
        s0 += (uint64_t)in[k] * st->pow[reversed ? k : len - 1 - k];
    return s0 + s1;
}
#endif

/* radix^e from a context's table where it reaches, else as sc_fpe_pow64. */
SC_INLINE uint64_t sc_fpe_st_pow(const struct symcore_fpe_state *st, size_t e)
{
    return e < SC_FPE_POWS ? st->pow[e] : sc_fpe_pow64(st->radix, e);
}

/*
 * Context validation (a context of arbitrary bytes is inert). Every field a
 * call reads is checked against what init leaves there before it becomes a
 * length, an index, a loop bound or a divisor, or is used where any value is
 * harmless; a call on a context that fails returns SYMCORE_EINVAL and stores
 * nothing. Context fields are public values (init computes them from the
 * radix and the key length): the checks may branch.
 *
 * What each field is to a call:
 * - radix: a loop bound, a divisor, the numerals' bound: checked, 2..65536,
 *   and equal to the table's radix^1;
 * - the AES round count: indexes the rounds' copies and bounds the AES
 *   loops: checked, 10, 12 or 14;
 * - minlen, maxlen: not read; n is checked against limits computed from the
 *   radix (sc_fpe_length);
 * - the alphabet's length and runs: loop bounds and indices (_str calls):
 *   checked (symcore__fpe_alphabet_ok);
 * - the powers radix^u and radix^v where they become divisors (the native
 *   path's reductions, sc_fpe_mod64_init): checked exactly first
 *   (sc_fpe_moduli_ok);
 * - everything else (the other powers, the reciprocals, the round keys) is
 *   only multiplied with: any value gives some output, each numeral below
 *   the radix by construction, and no access or bound depends on it. Those
 *   are not checked call by call on the AES-NI paths, where each check sits
 *   on the chain from one call to the next and would cost more than the
 *   check is worth, as any value is memory-safe (the figures are in
 *   src/fpe/README.md).
 */
SC_INLINE int sc_fpe_key_ok(const struct symcore_fpe_state *st)
{
    uint32_t r = ((const sc_aes_key *)(const void *)st->key.bytes)->rounds;
    return r == 10 || r == 12 || r == 14;
}

/* The fields every call reads first: the radix (and the table's radix^1,
 * one compare that ties the table to it) and the round count. */
SC_INLINE int sc_fpe_state_ok(const struct symcore_fpe_state *st)
{
    return st->radix >= 2 && st->radix <= SYMCORE_FPE_MAX_RADIX && st->pow[1] == st->radix && sc_fpe_key_ok(st);
}

/* pow[k] (k < SC_FPE_POWS) as init leaves it: radix^k if that is below
 * 2^63, else 0. Square and multiply (k public: at most 9 products), any
 * product past 2^64 kept as a flag. */
SC_INLINE int sc_fpe_pow_ok(const struct symcore_fpe_state *st, size_t k)
{
    uint64_t p = 1, over = 0, r = st->radix;
    for (int b = (int)sc_fpe_bitlen64(k) - 1; b >= 0; b--) {
        over |= sc_fpe_mulhi64(p, p);
        p *= p;
        if ((k >> b) & 1) {
            over |= sc_fpe_mulhi64(p, r);
            p *= r;
        }
    }
    return st->pow[k] == (over | p >> 63 ? 0 : p);
}

/* The table's radix^ceil(n/2) and radix^floor(n/2), where a call reads
 * them (below SC_FPE_POWS; sc_fpe_st_pow), as init leaves them. */
SC_INLINE int sc_fpe_moduli_ok(const struct symcore_fpe_state *st, size_t n)
{
    size_t h = n - n / 2, l = n / 2;
    return (h >= SC_FPE_POWS || sc_fpe_pow_ok(st, h)) && (l == h || l >= SC_FPE_POWS || sc_fpe_pow_ok(st, l));
}

/* radix^h <= 2^bits, and n >= minlen (radix^n >= 10^6, n >= 2), exactly
 * (public values; fpe_common.c). */
int symcore__fpe_fits(uint32_t radix, size_t h, uint32_t bits);
int symcore__fpe_long_enough(uint32_t radix, size_t n);

/*
 * SYMCORE_OK if minlen <= n <= maxlen for radix (2..65536), else
 * SYMCORE_ELENGTH: radix^n >= 10^6 with n >= 2, and radix^ceil(n/2) <=
 * 2^bits (FF1's 4096, FF3's 96), which is n <= 2 max{k: radix^k <= 2^bits}.
 * With a = floor(log2(radix)), 2^a <= radix < 2^(a + 1): n a >= 20 gives
 * radix^n >= 2^20 > 10^6, and ceil(n/2) (a + 1) <= 62 gives radix^ceil(n/2)
 * < 2^62; two small products decide every length but those near the
 * limits, which are worked out exactly out of line.
 */
/* Whether the two small products alone put n within [minlen, maxlen] (for
 * FF1 and FF3 alike): the entries' test, with no call out (a call there
 * would make them save registers); 0 sends a call the general way, where
 * sc_fpe_length decides. */
SC_INLINE int sc_fpe_length_quick(uint32_t radix, size_t n)
{
    size_t h = n - n / 2, a = sc_fpe_bitlen64(radix) - 1;
    return n * a >= 20 && h < 64 && h * (a + 1) <= 62;
}
SC_INLINE int sc_fpe_length(uint32_t radix, size_t n, uint32_t bits)
{
    size_t h = n - n / 2, a = sc_fpe_bitlen64(radix) - 1;
    if (n < 2)
        return SYMCORE_ELENGTH;
    int low = n * a >= 20 || symcore__fpe_long_enough(radix, n);
    int high = (h < 64 && h * (a + 1) <= 62) || symcore__fpe_fits(radix, h, bits);
    return low && high ? SYMCORE_OK : SYMCORE_ELENGTH;
}

/* Whether the alphabet of st is as init_alphabet leaves it, for the _str
 * calls: as many characters as the radix (2..256), runs 0..8; with runs,
 * each nonempty, within the byte values, numbered in order and adding up to
 * the radix; without (scanned), more than 8 runs of distinct characters. */
int symcore__fpe_alphabet_ok(const struct symcore_fpe_state *st);
/* The same for a one-run alphabet ("0123456789"), inline and calling
 * nothing (a call out would make the _str entries save registers on their
 * hot path); 0 for any other alphabet, which then goes the general way. */
SC_INLINE int sc_fpe_alphabet_one_run(const struct symcore_fpe_state *st)
{
    const struct symcore_fpe_alphabet *a = &st->alphabet;
    return a->runs == 1 && st->alphabet_len == st->radix && st->radix >= 2 && st->radix <= 256 &&
           a->run_len[0] == st->radix && a->run_numeral[0] == 0 && a->run_char[0] + st->radix <= 256;
}

SC_INLINE uint64_t sc_load64_be(const uint8_t *p)
{
    return ((uint64_t)sc_load32_be(p) << 32) | sc_load32_be(p + 4);
}
SC_INLINE void sc_store64_be(uint8_t *p, uint64_t v)
{
    sc_store32_be(p, (uint32_t)(v >> 32));
    sc_store32_be(p + 4, (uint32_t)v);
}

/* M = radix^e (in limbs, cap limbs with room for a zero limb above M) and its
 * reduction constants. */
void symcore__fpe_mod_pow(sc_fpe_mod *M, uint32_t *limbs, size_t cap, const sc_fpe_chunk *c, uint32_t radix,
                          size_t e);
/* M = from * radix (FF1's radix^v from radix^u, FF3's radix^u from radix^v). */
void symcore__fpe_mod_mul(sc_fpe_mod *M, uint32_t *limbs, size_t cap, const sc_fpe_mod *from, uint32_t radix);
/* The reduction constants of M from its nl limbs (M->m set, M->m[nl] = 0). */
void symcore__fpe_mod_set(sc_fpe_mod *M, size_t nl);
/* An upper bound on the limbs of radix^e, at most SC_FPE_LIMBS. */
size_t symcore__fpe_limbs_for(const sc_fpe_chunk *c, size_t e);

/* minlen: least n >= 2 with radix^n >= 10^6. */
uint32_t symcore__fpe_minlen(uint32_t radix);
/* Largest k with radix^k <= 2^bits (bits <= 4096). */
uint32_t symcore__fpe_maxpow(uint32_t radix, uint32_t bits);
/* Fills st for radix (or, with an alphabet, its length) and expands the AES
 * key (byte-reversed for FF3) with be; maxlen = 2 * max k with
 * radix^k <= 2^half_bits. EINVAL, st untouched, for a bad key, radix or
 * alphabet (repeated bytes, fewer than 2). */
int symcore__fpe_state_init(const struct sc_aes_backend *be, struct symcore_fpe_state *st, const uint8_t *key,
                            size_t keylen, uint32_t radix, const char *alphabet, int reverse_key,
                            uint32_t half_bits);

/* FF1's y0 = CBC-MAC of P and of Q's first head bytes (tweak and zeros
 * only), the part of every round's R that does not change (ff1.c; the
 * batches share it). */
void symcore__ff1_head(const struct sc_aes_backend *be, const sc_aes_key *key, uint8_t y0[16], uint32_t radix,
                       size_t n, const uint8_t *tweak, size_t t, size_t pad, size_t head);
int symcore__ff1_init_with(const struct sc_aes_backend *be, symcore_ff1_ctx *ctx, const uint8_t *key,
                           size_t keylen, uint32_t radix);
int symcore__ff1_crypt(const struct sc_aes_backend *be, const symcore_ff1_ctx *ctx, const sc_fpe_io *io,
                       size_t n, const void *tweak, size_t tweaklen, int decrypt);
/* The same through the fixed-size integers only (no native path): tests
 * compare the two. */
int symcore__ff1_crypt_bignum(const struct sc_aes_backend *be, const symcore_ff1_ctx *ctx, const sc_fpe_io *io,
                              size_t n, const void *tweak, size_t tweaklen, int decrypt);
int symcore__ff3_init_with(const struct sc_aes_backend *be, symcore_ff3_ctx *ctx, const uint8_t *key,
                           size_t keylen, uint32_t radix);
/* tweak: 8 bytes (FF3) or 7 bytes (FF3-1, tweaklen 7). */
int symcore__ff3_crypt(const struct sc_aes_backend *be, const symcore_ff3_ctx *ctx, const sc_fpe_io *io,
                       size_t n, const uint8_t *tweak, size_t tweaklen, int decrypt);
int symcore__ff3_crypt_bignum(const struct sc_aes_backend *be, const symcore_ff3_ctx *ctx, const sc_fpe_io *io,
                              size_t n, const uint8_t *tweak, size_t tweaklen, int decrypt);

#if SC_X86_64 && defined(__SIZEOF_INT128__)
/* The native rounds with AES-NI (fpe_aesni.c), for a key expanded by the
 * aesni or vaes backend: FF1's ten rounds from the head's CBC-MAC state y0
 * and the template of Q's last block (thi, tlo), FF3's eight from the 8-byte
 * tweak. A and B in and out. */
void symcore__ff1_rounds_aesni(const sc_aes_key *key, const uint8_t y0[16], uint64_t thi, uint64_t tlo,
                               unsigned b, unsigned d, const sc_fpe_mod64 *Mu, const sc_fpe_mod64 *Mv,
                               uint64_t *A, uint64_t *B, int decrypt);
void symcore__ff3_rounds_aesni(const sc_aes_key *key, const uint8_t T[8], const sc_fpe_mod64 *Mu,
                               const sc_fpe_mod64 *Mv, uint64_t *A, uint64_t *B, int decrypt);
/* Whether be's keys are AES-NI round keys with AES-NI available (aesni, vaes). */
SC_INLINE int sc_fpe_be_aesni(const struct sc_aes_backend *be)
{
    return be->cbc_mac == symcore__aes_aesni_cbc_mac;
}
/* FF1 from NUM to STR with AES-NI and SSE4.1 (fpe_aesni.c), for radix^u =
 * mu <= mv = radix^v < 2^61 with v < SC_FPE_POWS (the constants come from
 * st's table) and d = 8, or d = 12 with mu > 2^32 (its reduction needs
 * M > 2^32). */
int symcore__ff1_fast_aesni(const struct symcore_fpe_state *st, const sc_fpe_io *io, size_t n,
                            const uint8_t *tweak, size_t t, int decrypt, unsigned b, unsigned d);
/* FF3 / FF3-1 likewise, for radix^v <= radix^u < 2^60, with the 8-byte
 * tweak as one big-endian word w (every argument in a register, down to the
 * rounds), in the copy named by copy (sc_fpe_ff3_fast_copy). _with on an
 * alphabet's characters where io has one, else on numerals; _num_with on
 * numerals in and out (the numeral calls' entry), with mode = copy << 1 |
 * decrypt (six arguments: all in registers, so the entries jump to it). */
int symcore__ff3_fast_aesni_num_with(const struct symcore_fpe_state *st, uint64_t w, const uint16_t *in, uint16_t *out,
                                     size_t n, int mode);
int symcore__ff3_fast_aesni_with(const struct symcore_fpe_state *st, const sc_fpe_io *io, size_t n, uint64_t w,
                                 int decrypt, int copy);
/* The IFMA copy's bound on radix^u: 8199 radix^u < 2^52 (fpe_aesni.c). */
#define SC_FPE_FF3_IFMA_MAX (((uint64_t)1 << 52) / 8199)
#define SC_CPU_FF3_IFMA (SC_CPU_AVX512F | SC_CPU_AVX512VL | SC_CPU_AVX512IFMA | SC_CPU_AVX)
/* The copy of FF3's AES-NI path for the CPU's SC_CPU_* bits cpu and
 * radix^u = mu: 2 (AVX-512 IFMA) where it applies, else 1 (VEX) with AVX,
 * else 0 (legacy SSE). */
SC_INLINE int sc_fpe_ff3_fast_copy(uint32_t cpu, uint64_t mu)
{
    if ((cpu & SC_CPU_FF3_IFMA) == SC_CPU_FF3_IFMA && mu <= SC_FPE_FF3_IFMA_MAX)
        return 2;
    return (cpu & SC_CPU_AVX) != 0;
}
/* The IFMA copy's round on its own (tests): (z +- (hi 2^64 + lo)) mod
 * radix^k, and STR's fraction of it. */
uint64_t symcore__ff3_ifma_round(const struct symcore_fpe_state *st, size_t k, uint64_t z, uint64_t lo, uint64_t hi,
                                 int sub, uint64_t *str_frac64);
/* Both also need SSE4.1 (pinsrq, pextrq). */
SC_INLINE int sc_fpe_fast_aesni(const struct sc_aes_backend *be)
{
    return sc_fpe_be_aesni(be) && (symcore__cpu_features() & SC_CPU_SSE41);
}
/* FF3's, for radix^u = mu, with an AES-NI backend (aesni) on a CPU with the
 * SC_CPU_* bits cpu. */
SC_INLINE int sc_fpe_ff3_fast_aesni_on(int aesni, uint32_t cpu, uint64_t mu, size_t u)
{
    return aesni && (cpu & SC_CPU_SSE41) && mu && mu < ((uint64_t)1 << 60) && u < SC_FPE_POWS;
}
SC_INLINE int sc_fpe_ff3_fast_aesni(const struct sc_aes_backend *be, uint64_t mu, size_t u)
{
    return sc_fpe_ff3_fast_aesni_on(sc_fpe_be_aesni(be), symcore__cpu_features(), mu, u);
}
SC_INLINE int sc_fpe_ff1_fast_aesni(const struct sc_aes_backend *be, uint64_t mu, uint64_t mv, size_t v, size_t d)
{
    return sc_fpe_fast_aesni(be) && mv < ((uint64_t)1 << 61) && v < SC_FPE_POWS &&
           (d == 8 || (d == 12 && mu > ((uint64_t)1 << 32)));
}
#endif

/* The native rounds with the ARMv8 AES instructions (fpe_armv8.c), for a
 * key expanded by the armv8-aes backend; as symcore__ff1/ff3_rounds_aesni.
 * Little-endian AArch64 (the block's words go into vector lanes). */
#if SC_AES_HAVE_ARMV8 && defined(__SIZEOF_INT128__) && defined(__ORDER_LITTLE_ENDIAN__) &&                  \
    __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define SC_FPE_HAVE_ARMV8 1
void symcore__ff1_rounds_armv8(const sc_aes_key *key, const uint8_t y0[16], uint64_t thi, uint64_t tlo,
                               unsigned b, unsigned d, const sc_fpe_mod64 *Mu, const sc_fpe_mod64 *Mv,
                               uint64_t *A, uint64_t *B, int decrypt);
void symcore__ff3_rounds_armv8(const sc_aes_key *key, const uint8_t T[8], const sc_fpe_mod64 *Mu,
                               const sc_fpe_mod64 *Mv, uint64_t *A, uint64_t *B, int decrypt);
/* Whether be's keys are armv8-aes round keys (it is chosen, or listed by
 * the tests, only where the CPU has the instructions). */
SC_INLINE int sc_fpe_be_armv8(const struct sc_aes_backend *be)
{
    return be->cbc_mac == symcore__aes_armv8_cbc_mac;
}
#else
#define SC_FPE_HAVE_ARMV8 0
#endif

#endif
