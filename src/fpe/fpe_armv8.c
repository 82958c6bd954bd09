/*
 * FF1 and FF3 on the native path (halves below 2^63) with the ARMv8 AES
 * instructions, for keys expanded by the armv8-aes backend: all the rounds
 * in one function each, the round keys loaded into registers once, each
 * round's block built in a register. The analogue of fpe_aesni.c's
 * symcore__ff1/ff3_rounds_aesni; the chain a call cannot shorten is the
 * same: AES, then the modular arithmetic on its output, then AES again.
 *
 * AESE k adds the key before SubBytes, so a block's first round takes its
 * input and the chaining value or first round key as AESE's two operands:
 * FF1's y0 ^ rk[0] is computed once and its per-round block goes straight
 * into AESE (no XOR on the chain).
 *
 * Constant time: no branch or address depends on a numeral or the key; the
 * branches are on public values (round number, direction, b, d, sizes of
 * the moduli), the selects are masks (sc_fpe_mod64_*).
 */
#include "fpe_internal.h"

#if SC_FPE_HAVE_ARMV8
#include <arm_neon.h>

/* x through AES with R rounds but the last key addition (rk[R], which the
 * callers XOR into the output's words in general registers, one step
 * shorter than a vector XOR before the move), the first AESE with k0
 * (which carries rk[0]), the others with rk[1..R-1] */
SC_INLINE SC_ARMV8_AES_ATTR uint8x16_t aes_from(uint8x16_t x, uint8x16_t k0, const uint8x16_t *rk, int R)
{
    x = vaesmcq_u8(vaeseq_u8(x, k0));
    _Pragma("GCC unroll 14")
    for (int i = 1; i < R - 1; i++)
        x = vaesmcq_u8(vaeseq_u8(x, rk[i]));
    return vaeseq_u8(x, rk[R - 1]);
}

/* the block of two 64-bit halves: bytes 0..7 = lo, 8..15 = hi (little-endian) */
SC_INLINE uint8x16_t block_le(uint64_t lo, uint64_t hi)
{
    return vreinterpretq_u8_u64(vcombine_u64(vcreate_u64(lo), vcreate_u64(hi)));
}

SC_INLINE uint64_t lane64(uint8x16_t x, int i)
{
    return i ? vgetq_lane_u64(vreinterpretq_u64_u8(x), 1) : vgetq_lane_u64(vreinterpretq_u64_u8(x), 0);
}

#define LOAD_RK(R)                                               \
    uint8x16_t rk[(R) + 1];                                      \
    _Pragma("GCC unroll 15")                                     \
    for (int i_ = 0; i_ <= (R); i_++)                            \
        rk[i_] = vld1q_u8(key->rk.b + 16 * i_)

/* FF1: the block is the template (thi, tlo) with [i] and X or'ed in, read
 * big-endian; y is the first 8 (d = 8) or 12 (d = 12) bytes of the output,
 * big-endian, reduced. */
#define FF1_ROUNDS_ARMV8(R)                                                                                    \
    static SC_ARMV8_AES_ATTR void ff1_rounds##R(const sc_aes_key *key, const uint8_t y0[16], uint64_t thi,    \
                                                uint64_t tlo, unsigned b, unsigned d, const sc_fpe_mod64 *Mu, \
                                                const sc_fpe_mod64 *Mv, uint64_t *pa, uint64_t *pb,           \
                                                int decrypt)                                                  \
    {                                                                                                          \
        LOAD_RK(R);                                                                                            \
        const uint8x16_t h = veorq_u8(vld1q_u8(y0), rk[0]); /* AESE's key for every round's block */           \
        const uint64_t klo = lane64(rk[R], 0), khi = lane64(rk[R], 1);                                         \
        uint64_t A = *pa, B = *pb;                                                                             \
        for (uint32_t r = 0; r < 10; r++) {                                                                    \
            uint32_t i = decrypt ? 9 - r : r;                                                                  \
            const sc_fpe_mod64 *M = (i & 1) ? Mv : Mu;                                                         \
            uint64_t X = decrypt ? A : B, Z = decrypt ? B : A;                                                 \
            uint64_t hi = thi | (b == 8 ? i : 0), lo = tlo | (b < 8 ? (uint64_t)i << (8 * b) : 0) | X;       \
            uint8x16_t x = aes_from(block_le(__builtin_bswap64(hi), __builtin_bswap64(lo)), h, rk, R);         \
            uint64_t y = sc_fpe_mod64_reduce(__builtin_bswap64(lane64(x, 0) ^ klo), M);                        \
            if (d == 12)                                                                                       \
                y = sc_fpe_mod64_step(y, __builtin_bswap32((uint32_t)(lane64(x, 1) ^ khi)), M);                \
            Z = decrypt ? sc_fpe_mod64_sub(Z, y, M) : sc_fpe_mod64_add(Z, y, M);                               \
            A = decrypt ? Z : X;                                                                               \
            B = decrypt ? X : Z;                                                                               \
        }                                                                                                      \
        *pa = A;                                                                                               \
        *pb = B;                                                                                               \
    }
FF1_ROUNDS_ARMV8(10)
FF1_ROUNDS_ARMV8(12)
FF1_ROUNDS_ARMV8(14)

void symcore__ff1_rounds_armv8(const sc_aes_key *key, const uint8_t y0[16], uint64_t thi, uint64_t tlo,
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
#define FF3_ROUNDS_ARMV8(R)                                                                                    \
    static SC_ARMV8_AES_ATTR void ff3_rounds##R(const sc_aes_key *key, uint32_t wl, uint32_t wr,              \
                                                const sc_fpe_mod64 *Mu, const sc_fpe_mod64 *Mv, uint64_t *pa, \
                                                uint64_t *pb, int decrypt)                                    \
    {                                                                                                          \
        LOAD_RK(R);                                                                                            \
        const uint64_t klo = lane64(rk[R], 0), khi = lane64(rk[R], 1);                                         \
        uint64_t A = *pa, B = *pb;                                                                             \
        for (uint32_t r = 0; r < 8; r++) {                                                                     \
            uint32_t i = decrypt ? 7 - r : r;                                                                  \
            const sc_fpe_mod64 *M = (i & 1) ? Mv : Mu;                                                         \
            uint64_t X = decrypt ? A : B, Z = decrypt ? B : A;                                                 \
            uint64_t w = (uint64_t)(((i & 1) ? wl : wr) ^ i) << 32;                                            \
            uint8x16_t x = aes_from(block_le(X, w), rk[0], rk, R);                                             \
            uint64_t lo = lane64(x, 0) ^ klo;                                                                  \
            uint64_t y = sc_fpe_mod64_reduce(lane64(x, 1) ^ khi, M);                                           \
            y = sc_fpe_mod64_step(y, (uint32_t)(lo >> 32), M);                                                 \
            y = sc_fpe_mod64_step(y, (uint32_t)lo, M);                                                         \
            Z = decrypt ? sc_fpe_mod64_sub(Z, y, M) : sc_fpe_mod64_add(Z, y, M);                               \
            A = decrypt ? Z : X;                                                                               \
            B = decrypt ? X : Z;                                                                               \
        }                                                                                                      \
        *pa = A;                                                                                               \
        *pb = B;                                                                                               \
    }
FF3_ROUNDS_ARMV8(10)
FF3_ROUNDS_ARMV8(12)
FF3_ROUNDS_ARMV8(14)

void symcore__ff3_rounds_armv8(const sc_aes_key *key, const uint8_t T[8], const sc_fpe_mod64 *Mu,
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
#else
typedef int sc_fpe_armv8_unused; /* ISO C forbids an empty translation unit */
#endif
