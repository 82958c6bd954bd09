/*
 * What the batches' group engines share (fpe_batch_native.c, the portable
 * one through encrypt_blocks; fpe_batch_aesni.c, the blocks in AES-NI or
 * VAES registers): a batch's constants (batch_job), NUM and STR of one
 * record's halves, and one round's modular arithmetic on an AES output.
 * 64-bit targets only (the native path's machine words).
 *
 * The arithmetic is the single calls': on x86-64 the reductions by
 * fractions of fpe_reduce64.h where the AES-NI fast paths use them (FF1 with
 * d = 8, FF3 with radix^u < 2^60) and STR from a half's fraction, elsewhere
 * sc_fpe_mod64 and symcore__fpe_str64 as the native path. Every value is
 * reduced exactly, so the outputs are the single calls', bit for bit.
 */
#ifndef SYMCORE_FPE_BATCH_GROUP_H
#define SYMCORE_FPE_BATCH_GROUP_H

#include "fpe_batch.h"

#if defined(__SIZEOF_INT128__)
#if SC_X86_64
#include "fpe_reduce64.h"
#define BATCH_FRAC 1
#else
#define BATCH_FRAC 0
#endif

/* NUM of len numerals or characters of io at off, on the context's powers
 * (len < SC_FPE_POWS, radix^len < 2^63); reversed: FF3's NUM(REV(X)). The
 * characters were checked before (fpe_batch.c). Off x86-64, by
 * symcore__fpe_num64 instead (STR there needs the value below radix^len
 * even in a context whose tables are garbage; x86-64's STR by fractions
 * gives numerals below the radix from any value). */
SC_INLINE uint64_t batch_num(const struct symcore_fpe_state *st, const sc_fpe_io *io, size_t off, size_t len,
                             int reversed)
{
#if !BATCH_FRAC
    /* as the native path (Horner's rule on the radix): below radix^len whatever the context's tables hold, as
     * symcore__fpe_str64 needs */
    uint32_t unused_bad = 0;
    (void)st;
    return symcore__fpe_num64(io, off, len, reversed, &unused_bad);
#endif
    if (!io->alphabet)
        return sc_fpe_num64_pow(io->in16 + off, len, st, reversed);
    const unsigned char *in = (const unsigned char *)io->in8 + off;
    const struct symcore_fpe_alphabet *a = io->alphabet;
    uint32_t unused = 0;
    uint64_t s = 0;
    for (size_t p = 0; p < len; p++) {
        uint32_t d = a->runs == 1 ? in[p] - (uint32_t)a->run_char[0] : sc_fpe_char_numeral(a, st->radix, in[p], &unused);
        s += (uint64_t)d * st->pow[reversed ? p : len - 1 - p];
    }
    return s;
}

/* STR of x < radix^len into len numerals or characters of io at off. */
SC_INLINE void batch_str(const struct symcore_fpe_state *st, const sc_fpe_io *io, const sc_fpe_chunk *c, size_t off,
                         size_t len, int reversed, uint64_t x)
{
#if BATCH_FRAC
    (void)c; /* STR from x's fraction of radix^len, as the AES-NI fast paths' str_half */
    uint64_t s = sc_fpe_frac_over(x, st->pow_inv[len] - 1, st->pow_frac[len][0]);
    for (size_t p = 0; p < len; p++) {
        uint32_t d = (uint32_t)sc_fpe_numeral_frac(s, st->pow[reversed ? len - 1 - p : p], st->radix);
        if (io->alphabet)
            io->out8[off + p] = (char)(unsigned char)sc_fpe_numeral_char(io->alphabet, st->radix, d);
        else
            io->out16[off + p] = (uint16_t)d;
    }
#else
    (void)st;
    symcore__fpe_str64(x, io, c, off, len, reversed);
#endif
}

/* A modulus radix^k as the rounds use it. */
typedef struct {
    sc_fpe_mod64 m;
#if BATCH_FRAC
    sc_ff1_mod f1; /* FF1 with d = 8 */
    sc_ff3_mod f3; /* FF3 with radix^u < 2^60 */
#endif
} batch_mod;

/* What a group needs of its batch. */
typedef struct {
    const struct sc_aes_backend *be;
    const sc_aes_key *key;
    const struct symcore_fpe_state *st;
    const sc_fpe_io *io;
    sc_fpe_chunk c;    /* STR's constants (off x86-64) */
    batch_mod M[2];    /* [0]: the even rounds' modulus, [1]: the odd rounds' */
    size_t n, u, v;    /* the first half's u numerals, the second's v */
    int decrypt, frac; /* frac: the reductions by fractions apply */
    unsigned d;        /* FF1's d, 8 or 12 */
    uint64_t w[10][2]; /* each round's block without X, as two big-endian words (FF1: y0 xored in) */
    /* the same as AES-NI takes it, rk[0] xored in (FF1: y0 ^ rk[0] ^ Q's last block without X; FF3: rk[0] ^
     * (0^12 || W ^ [i] reversed)) */
    _Alignas(16) uint8_t k0[10][16];
    /* the AES-NI and VAES engines' NUM and STR, half h (0: the first u numerals): numeral p's weight radix^k in NUM
     * (FF1: k = len - 1 - p; FF3, reversed: k = p), and the power STR multiplies its fraction by */
    _Alignas(64) uint64_t wnum[2][SC_FPE_POWS];
    _Alignas(64) uint64_t wstr[2][SC_FPE_POWS];
} batch_job;

/* FF1's Z +- NUM(S) mod M for S's first d bytes: top, the first 8 read
 * big-endian, and next, the 4 after them (d = 12). */
SC_INLINE uint64_t ff1_arith(const batch_job *J, uint64_t top, uint32_t next, uint64_t Z, const batch_mod *M,
                             int frac, int decrypt)
{
#if BATCH_FRAC
    if (frac)
        return decrypt ? sc_ff1_submod_frac(Z, top, &M->f1) : sc_ff1_addmod_frac(Z, top, &M->f1);
#else
    (void)frac;
#endif
    uint64_t y = sc_fpe_mod64_reduce(top, &M->m);
    if (J->d == 12)
        y = sc_fpe_mod64_step(y, next, &M->m);
    return decrypt ? sc_fpe_mod64_sub(Z, y, &M->m) : sc_fpe_mod64_add(Z, y, &M->m);
}

/* FF3's Z +- y mod M for y = hi 2^64 + lo, the AES output read little-endian. */
SC_INLINE uint64_t ff3_arith(uint64_t lo, uint64_t hi, uint64_t Z, const batch_mod *M, int frac, int decrypt)
{
#if BATCH_FRAC
    if (frac)
        return decrypt ? sc_ff3_submod(Z, lo, hi, &M->f3) : sc_ff3_addmod(Z, lo, hi, &M->f3);
#else
    (void)frac;
#endif
    uint64_t y = sc_fpe_mod64_reduce(hi, &M->m);
    y = sc_fpe_mod64_step(y, (uint32_t)(lo >> 32), &M->m);
    y = sc_fpe_mod64_step(y, (uint32_t)lo, &M->m);
    return decrypt ? sc_fpe_mod64_sub(Z, y, &M->m) : sc_fpe_mod64_add(Z, y, &M->m);
}

#if SC_X86_64
/* g records from record first (fpe_batch_aesni.c), for a key of the aesni
 * or vaes backend and a job whose reductions are by fractions (J->frac):
 * their blocks in AES-NI registers (8 records at a time) or VAES ones (16,
 * four to a register; the CPU must have BMI2 and AVX512BW as well). */
void symcore__fpe_batch_group_aesni(const batch_job *J, size_t first, size_t g, int ff3);
void symcore__fpe_batch_group_vaes(const batch_job *J, size_t first, size_t g, int ff3);
#endif
#endif

#endif
