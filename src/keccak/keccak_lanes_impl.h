/*
 * Many-lane Keccak-p[1600] with the states in registers: SC_LANES
 * independent states side by side, lane j of every vector belonging to state
 * j, and the leaf hasher built on it. Compiled by keccak_avx512x8.c, whose 32
 * vector registers hold the 25 lanes; with fewer registers (AVX2's 16) the
 * state lives in memory instead: keccak_lanes_inplace_impl.h.
 *
 * Before including this file, define
 *   SC_LANES             lanes per vector
 *   SC_LANES_ATTR        attributes for the generated functions
 *   SC_LANES_NAME(x)     the name of each generated function
 *   SCV                  the vector type of SC_LANES 64-bit lanes
 *   SCV_XOR(a, b)        a ^ b
 *   SCV_XOR5(a,b,c,d,e)  a ^ b ^ c ^ d ^ e
 *   SCV_ROL(x, n)        each lane rotated left by n, 0 < n < 64
 *   SCV_CHI(a, b, c)     a ^ (~b & c)
 *   SCV_BCAST(u)         u in every lane
 *   SCV_LOADU(p)         SC_LANES 64-bit words at p, lane j from p[j]
 *   SCV_STOREU(p, v)     the reverse
 *   SCV_SHR(v, n)        each lane shifted right by n bits, 0 <= n <= 64
 *   SCV_LEAF_OFFSETS(stride, n)  lane j: j * stride for j < n, else 0
 *   SCV_GATHER(p, idx)   lane j from the 8 bytes at p + idx[j] (idx: SCV of byte offsets)
 *   SCV_GATHER_IF(p, idx, c)  the same if c, else zero and no memory read
 *   SCV_SCATTER(p, idx, v, n)  lane j of v to the 8 bytes at p + idx[j], j < n
 *   SCV_PIN(v)           an empty asm that makes v be computed at this point
 *   SCV_SEQ(v)           the same, volatile: kept in order with the others
 * and SC_LANES_PERMUTE_ONLY for the permutation alone: then only SC_LANES*,
 * SCV, SCV_XOR, SCV_XOR5, SCV_ROL, SCV_CHI, SCV_BCAST, SCV_LOADU, SCV_STOREU
 * and SCV_PIN are needed.
 *
 * The round is written for many lanes, not as the scalar one is: theta is
 * applied to all 25 lanes in place first, so that rho, pi and chi need only
 * five temporaries on top of the state, and the 25 lanes of a state plus
 * those fit the 32 vector registers of AVX-512. The column parities take two
 * three-input xors each where the instruction exists (vpternlogq), and chi is
 * one vpternlogq per lane.
 *
 * Input words reach the lanes by gathers: every leaf is at the same offset
 * from the previous one, so one vector of byte offsets (j * leaf_len) serves
 * every word of every block. Lanes beyond the n leaves asked for read leaf 0
 * again and their results are dropped, so one call hashes 1..SC_LANES leaves.
 *
 * Register pressure decides the speed and the stack frame, and compilers need
 * help: the pins below, straight-line code around the permutation, one
 * function per rate, the offsets and the padded last word computed in
 * vectors rather than arrays, and no byte loops (which they vectorize with
 * the state's registers). The frames stay within the stack bounds of
 * symcore/common.h (sizes per compiler in src/keccak/README.md).
 */
#include "keccak_internal.h"

#define SCV_THETA_RHO_PI_CHI_IOTA(A, E, rc)  \
    do {  \
        SCV c0 = SCV_XOR5(A##0, A##5, A##10, A##15, A##20);  \
        SCV c1 = SCV_XOR5(A##1, A##6, A##11, A##16, A##21);  \
        SCV c2 = SCV_XOR5(A##2, A##7, A##12, A##17, A##22);  \
        SCV c3 = SCV_XOR5(A##3, A##8, A##13, A##18, A##23);  \
        SCV c4 = SCV_XOR5(A##4, A##9, A##14, A##19, A##24);  \
        SCV d0 = SCV_XOR(c4, SCV_ROL(c1, 1));  \
        SCV d1 = SCV_XOR(c0, SCV_ROL(c2, 1));  \
        SCV d2 = SCV_XOR(c1, SCV_ROL(c3, 1));  \
        SCV d3 = SCV_XOR(c2, SCV_ROL(c4, 1));  \
        SCV d4 = SCV_XOR(c3, SCV_ROL(c0, 1));  \
        SCV b0, b1, b2, b3, b4;  \
        A##0 = SCV_XOR(A##0, d0); A##5 = SCV_XOR(A##5, d0); A##10 = SCV_XOR(A##10, d0);  \
        A##15 = SCV_XOR(A##15, d0); A##20 = SCV_XOR(A##20, d0);  \
        A##1 = SCV_XOR(A##1, d1); A##6 = SCV_XOR(A##6, d1); A##11 = SCV_XOR(A##11, d1);  \
        A##16 = SCV_XOR(A##16, d1); A##21 = SCV_XOR(A##21, d1);  \
        A##2 = SCV_XOR(A##2, d2); A##7 = SCV_XOR(A##7, d2); A##12 = SCV_XOR(A##12, d2);  \
        A##17 = SCV_XOR(A##17, d2); A##22 = SCV_XOR(A##22, d2);  \
        A##3 = SCV_XOR(A##3, d3); A##8 = SCV_XOR(A##8, d3); A##13 = SCV_XOR(A##13, d3);  \
        A##18 = SCV_XOR(A##18, d3); A##23 = SCV_XOR(A##23, d3);  \
        A##4 = SCV_XOR(A##4, d4); A##9 = SCV_XOR(A##9, d4); A##14 = SCV_XOR(A##14, d4);  \
        A##19 = SCV_XOR(A##19, d4); A##24 = SCV_XOR(A##24, d4);  \
        /* pin the theta results here: left to themselves, compilers sink  \
         * the xors into the planes and keep d0..d4 live, which spills */  \
        SCV_PIN(A##0);  \
        SCV_PIN(A##1);  \
        SCV_PIN(A##2);  \
        SCV_PIN(A##3);  \
        SCV_PIN(A##4);  \
        SCV_PIN(A##5);  \
        SCV_PIN(A##6);  \
        SCV_PIN(A##7);  \
        SCV_PIN(A##8);  \
        SCV_PIN(A##9);  \
        SCV_PIN(A##10);  \
        SCV_PIN(A##11);  \
        SCV_PIN(A##12);  \
        SCV_PIN(A##13);  \
        SCV_PIN(A##14);  \
        SCV_PIN(A##15);  \
        SCV_PIN(A##16);  \
        SCV_PIN(A##17);  \
        SCV_PIN(A##18);  \
        SCV_PIN(A##19);  \
        SCV_PIN(A##20);  \
        SCV_PIN(A##21);  \
        SCV_PIN(A##22);  \
        SCV_PIN(A##23);  \
        SCV_PIN(A##24);  \
        /* plane 0 */  \
        b0 = A##0;  \
        b1 = SCV_ROL(A##6, 44);  \
        b2 = SCV_ROL(A##12, 43);  \
        b3 = SCV_ROL(A##18, 21);  \
        b4 = SCV_ROL(A##24, 14);  \
        E##0 = SCV_XOR(SCV_CHI(b0, b1, b2), SCV_BCAST(rc));  \
        E##1 = SCV_CHI(b1, b2, b3);  \
        E##2 = SCV_CHI(b2, b3, b4);  \
        E##3 = SCV_CHI(b3, b4, b0);  \
        E##4 = SCV_CHI(b4, b0, b1);  \
        /* plane 1 */  \
        b0 = SCV_ROL(A##3, 28);  \
        b1 = SCV_ROL(A##9, 20);  \
        b2 = SCV_ROL(A##10, 3);  \
        b3 = SCV_ROL(A##16, 45);  \
        b4 = SCV_ROL(A##22, 61);  \
        E##5 = SCV_CHI(b0, b1, b2);  \
        E##6 = SCV_CHI(b1, b2, b3);  \
        E##7 = SCV_CHI(b2, b3, b4);  \
        E##8 = SCV_CHI(b3, b4, b0);  \
        E##9 = SCV_CHI(b4, b0, b1);  \
        /* plane 2 */  \
        b0 = SCV_ROL(A##1, 1);  \
        b1 = SCV_ROL(A##7, 6);  \
        b2 = SCV_ROL(A##13, 25);  \
        b3 = SCV_ROL(A##19, 8);  \
        b4 = SCV_ROL(A##20, 18);  \
        E##10 = SCV_CHI(b0, b1, b2);  \
        E##11 = SCV_CHI(b1, b2, b3);  \
        E##12 = SCV_CHI(b2, b3, b4);  \
        E##13 = SCV_CHI(b3, b4, b0);  \
        E##14 = SCV_CHI(b4, b0, b1);  \
        /* plane 3 */  \
        b0 = SCV_ROL(A##4, 27);  \
        b1 = SCV_ROL(A##5, 36);  \
        b2 = SCV_ROL(A##11, 10);  \
        b3 = SCV_ROL(A##17, 15);  \
        b4 = SCV_ROL(A##23, 56);  \
        E##15 = SCV_CHI(b0, b1, b2);  \
        E##16 = SCV_CHI(b1, b2, b3);  \
        E##17 = SCV_CHI(b2, b3, b4);  \
        E##18 = SCV_CHI(b3, b4, b0);  \
        E##19 = SCV_CHI(b4, b0, b1);  \
        /* plane 4 */  \
        b0 = SCV_ROL(A##2, 62);  \
        b1 = SCV_ROL(A##8, 55);  \
        b2 = SCV_ROL(A##14, 39);  \
        b3 = SCV_ROL(A##15, 41);  \
        b4 = SCV_ROL(A##21, 2);  \
        E##20 = SCV_CHI(b0, b1, b2);  \
        E##21 = SCV_CHI(b1, b2, b3);  \
        E##22 = SCV_CHI(b2, b3, b4);  \
        E##23 = SCV_CHI(b3, b4, b0);  \
        E##24 = SCV_CHI(b4, b0, b1);  \
    } while (0)

/* Rounds 24 - rounds .. 23, two per step (A to E, E back to A); rounds is 12 or 24. */
#define SCV_PERMUTE(rounds)                                                      \
    do {                                                                         \
        for (unsigned i_ = 24 - (rounds); i_ < 24; i_ += 2) {                    \
            SCV_THETA_RHO_PI_CHI_IOTA(a, e, symcore__keccak_rc[i_]);             \
            SCV_THETA_RHO_PI_CHI_IOTA(e, a, symcore__keccak_rc[i_ + 1]);         \
        }                                                                        \
    } while (0)

#define SCV_STATE(p) p##0, p##1, p##2, p##3, p##4, p##5, p##6, p##7, p##8, p##9, p##10, p##11, p##12, \
    p##13, p##14, p##15, p##16, p##17, p##18, p##19, p##20, p##21, p##22, p##23, p##24

/* Applies OP(lane local, word index) to the words below count (0..21):
 * straight-line code, so the state can stay in registers around it. */
#define SCV_FOR_BELOW(count, OP)  \
    do {  \
        if (0 < (count))  \
            OP(a0, 0);  \
        if (1 < (count))  \
            OP(a1, 1);  \
        if (2 < (count))  \
            OP(a2, 2);  \
        if (3 < (count))  \
            OP(a3, 3);  \
        if (4 < (count))  \
            OP(a4, 4);  \
        if (5 < (count))  \
            OP(a5, 5);  \
        if (6 < (count))  \
            OP(a6, 6);  \
        if (7 < (count))  \
            OP(a7, 7);  \
        if (8 < (count))  \
            OP(a8, 8);  \
        if (9 < (count))  \
            OP(a9, 9);  \
        if (10 < (count))  \
            OP(a10, 10);  \
        if (11 < (count))  \
            OP(a11, 11);  \
        if (12 < (count))  \
            OP(a12, 12);  \
        if (13 < (count))  \
            OP(a13, 13);  \
        if (14 < (count))  \
            OP(a14, 14);  \
        if (15 < (count))  \
            OP(a15, 15);  \
        if (16 < (count))  \
            OP(a16, 16);  \
        if (17 < (count))  \
            OP(a17, 17);  \
        if (18 < (count))  \
            OP(a18, 18);  \
        if (19 < (count))  \
            OP(a19, 19);  \
        if (20 < (count))  \
            OP(a20, 20);  \
    } while (0)

#define SCV_ALL25(OP)  \
    do {  \
        OP(a0, 0); OP(a1, 1); OP(a2, 2); OP(a3, 3); OP(a4, 4); OP(a5, 5); OP(a6, 6); OP(a7, 7);  \
        OP(a8, 8); OP(a9, 9); OP(a10, 10); OP(a11, 11); OP(a12, 12); OP(a13, 13); OP(a14, 14);  \
        OP(a15, 15); OP(a16, 16); OP(a17, 17); OP(a18, 18); OP(a19, 19); OP(a20, 20); OP(a21, 21);  \
        OP(a22, 22); OP(a23, 23); OP(a24, 24);  \
    } while (0)

/* SC_LANES states, word-major: word w of state j at s[w * SC_LANES + j]. */
static SC_LANES_ATTR void SC_LANES_NAME(permute)(uint64_t *s, unsigned rounds)
{
    SCV SCV_STATE(a), SCV_STATE(e);
#define SCV_OP_LOAD(v, w) v = SCV_LOADU(s + (w) * SC_LANES)
#define SCV_OP_STORE(v, w) SCV_STOREU(s + (w) * SC_LANES, v)
    SCV_ALL25(SCV_OP_LOAD);
    SCV_PERMUTE(rounds);
    SCV_ALL25(SCV_OP_STORE);
#undef SCV_OP_LOAD
#undef SCV_OP_STORE
}

#ifndef SC_LANES_PERMUTE_ONLY
/* Hashes leaves 0..n-1 (1 <= n <= SC_LANES) as symcore__keccak_hash_leaves
 * does, for leaf_len >= 8 and cvlen a multiple of 8. Inlined into one
 * function per rate, so that rate_lanes is a constant and the code around the
 * permutation is straight-line: with branches there, compilers keep part of
 * the state in memory. */
static inline __attribute__((always_inline)) SC_LANES_ATTR void
SC_LANES_NAME(hash_body)(uint8_t *cv, size_t cvlen, const uint8_t *in, size_t leaf_len, size_t n,
                         const unsigned rate_lanes, uint8_t pad, unsigned rounds)
{
    const size_t rate = 8 * (size_t)rate_lanes;
    const size_t tail = leaf_len % rate;
    const unsigned tail_words = (unsigned)(tail / 8), cv_words = (unsigned)(cvlen / 8);
    /* byte offsets of the leaves (idle lanes read leaf 0) */
    const SCV offsets = SCV_LEAF_OFFSETS(leaf_len, n);
    /* the last, partial word of each leaf (one load of the 8 bytes before its
     * end, shifted: no byte loop, which compilers would vectorize with the
     * state's registers) with the pad byte after it */
    const SCV x_last = SCV_XOR(SCV_SHR(SCV_GATHER(in + leaf_len - 8, offsets), 64 - 8 * (tail % 8)),
                               SCV_BCAST((uint64_t)pad << (8 * (tail % 8))));
    SCV SCV_STATE(a), SCV_STATE(e);
    SC_CT_CANARY_INDEX(10, SC_CT_LANE0_512(x_last)); /* (a gathered word) */

#define SCV_OP_ZERO(v, w) v = SCV_BCAST(0)
    SCV_ALL25(SCV_OP_ZERO);
#undef SCV_OP_ZERO

    /* One loop body for every block, the last one included, so that the code
     * around the permutation has no branch: a block takes the words below
     * count (rate_lanes, or tail_words for the last block; masked gathers
     * read nothing past a leaf), then the last block also takes the partial
     * word with the pad byte (added where the mask (w == tail_words) - 1 is
     * zero) and the final bit of pad10*1. All leaves have the same length,
     * so the padding sits at the same place in every lane. */
#define SCV_OP_XOR_BLOCK(v, w)                                                           \
    do {                                                                                 \
        v = SCV_XOR(v, SCV_GATHER_IF(in + 8 * (w), offsets, (w) < count));               \
        v = SCV_CHI(v, SCV_BCAST((uint64_t)(is_last && (w) == tail_words) - 1), x_last); \
        if ((w) == rate_lanes - 1)                                                       \
            v = SCV_XOR(v, SCV_BCAST((uint64_t)is_last << 63));                          \
        SCV_SEQ(v);                                                                      \
    } while (0)
    for (size_t nblocks = leaf_len / rate;; nblocks--, in += rate) {
        const unsigned is_last = nblocks == 0, count = is_last ? tail_words : rate_lanes;
        SCV_FOR_BELOW(rate_lanes, SCV_OP_XOR_BLOCK);
        SCV_PERMUTE(rounds);
        if (is_last)
            break;
    }
#undef SCV_OP_XOR_BLOCK
    SC_CT_CANARY_BRANCH(11, SC_CT_LANE0_512(a0) >> 17); /* (after vpternlogq's rounds) */

    /* The first cvlen bytes of every state: word w of leaf j to cv + j * cvlen + 8w. */
#define SCV_OP_EXTRACT(v, w) SCV_SCATTER(cv + 8 * (w), SCV_LEAF_OFFSETS(cvlen, SC_LANES), v, n)
    SCV_FOR_BELOW(cv_words, SCV_OP_EXTRACT);
#undef SCV_OP_EXTRACT
}

/* One function per rate, each with its own frame. */
static SC_NOINLINE SC_LANES_ATTR void SC_LANES_NAME(hash168)(uint8_t *cv, size_t cvlen, const uint8_t *in,
                                                             size_t leaf_len, size_t n, uint8_t pad, unsigned rounds)
{
    SC_LANES_NAME(hash_body)(cv, cvlen, in, leaf_len, n, 21, pad, rounds);
}
static SC_NOINLINE SC_LANES_ATTR void SC_LANES_NAME(hash136)(uint8_t *cv, size_t cvlen, const uint8_t *in,
                                                             size_t leaf_len, size_t n, uint8_t pad, unsigned rounds)
{
    SC_LANES_NAME(hash_body)(cv, cvlen, in, leaf_len, n, 17, pad, rounds);
}

/* Hashes leaves 0..n-1 (1 <= n <= SC_LANES) as symcore__keccak_hash_leaves
 * does, for leaf_len >= 8, cvlen a multiple of 8 and the rates of the
 * callers: 168 (KT128, ParallelHash128) and 136 (KT256, ParallelHash256). */
static SC_LANES_ATTR void SC_LANES_NAME(hash)(uint8_t *cv, size_t cvlen, const uint8_t *in, size_t leaf_len,
                                              size_t n, unsigned rate, uint8_t pad, unsigned rounds)
{
    if (rate == 168)
        SC_LANES_NAME(hash168)(cv, cvlen, in, leaf_len, n, pad, rounds);
    else
        SC_LANES_NAME(hash136)(cv, cvlen, in, leaf_len, n, pad, rounds);
}
#endif /* SC_LANES_PERMUTE_ONLY */
