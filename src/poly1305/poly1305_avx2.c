/*
 * Poly1305 with AVX2: two chains A and B of four lanes of five 26-bit limbs,
 * one ymm register per limb (a 64-bit lane each, vpmuludq products). Of each
 * group of 8 blocks of a run, A takes blocks 0..3 and B blocks 4..7, lane j
 * block j' (j' = 0 2 1 3, the load's unpack order); each step
 * H = (H + M) r^8 in both chains, and the last step multiplies the lane of
 * block b by r^(8 - b) instead, so that the sum of the eight lanes is the
 * polynomial of the whole run. The current h enters in A's lane 0 (block 0)
 * and leaves as the sum; the state stays in the portable64 layout, and fewer
 * than eight trailing blocks go through its one-block code.
 *
 * Products as in the 26-bit portable core (poly1305_portable32.c): a term
 * a_i r_j with i + j >= 5 is taken with s_j = 5 r_j. With a_i < 2^27 and
 * s_j < 2^29 every column is below 2^59; the carry chain interleaves two
 * paths (0->1->2->3, 3->4->0 times 5) and leaves every limb below 2^26 plus
 * a small carry, fine as the next multiplicand.
 *
 * Cost: 50 vpmuludq and about 140 other vector operations per 8 blocks:
 * about 47 cycles at 4 vector operations per cycle (0.37 c/B), against a
 * chain latency of about 45 cycles a step that the two chains now share
 * (two chains rather than one of r^4: src/poly1305/README.md has the
 * timings). Powers r^2..r^8 (7 scalar multiplies) are computed per call, so
 * short runs take the one-block code: AVX2_MIN_BLOCKS.
 *
 * Stack: every multiplier is read from memory inside an asm statement (a
 * broadcast in the loop, a zero-extending load in the last step), so no
 * power is held in a register or spilled; the powers live on avx2_long's
 * frame (160 bytes), and avx2_blocks reaches avx2_long or the one-block code
 * by tail calls, so the frames do not add up (sizes in
 * src/poly1305/README.md).
 */
#include "poly1305_powers.h"

#if SC_X86_64
#include <immintrin.h>

#define AVX2_ATTR __attribute__((target("avx2")))

/* Blocks from which one call takes the vector code: its set-up (the powers,
 * the final sum) costs about eleven one-block steps and a group of 8 blocks
 * about three, so it pays from three groups on; below, the one-block code
 * wins (the timings are in src/poly1305/README.md). */
#define AVX2_MIN_BLOCKS 24

/* a times a multiplier limb read from memory inside the asm, so that the
 * compilers neither hoist the multipliers into registers (the loop has none
 * to spare) nor spill them: avx2_mul_bcast broadcasts the 32-bit limb at p
 * to the four lanes, avx2_mul_lanes zero-extends the four 32-bit limbs at p
 * (one per lane). vpmuludq reads the low 32 bits of each 64-bit lane. */
AVX2_ATTR SC_INLINE __m256i avx2_mul_bcast(__m256i a, const uint32_t *p)
{
    __m256i r;
#ifndef SYMCORE_CT_MSAN
    __asm__("vpbroadcastd %2, %0\n\tvpmuludq %1, %0, %0" : "=&x"(r) : "x"(a), "m"(*p));
#else /* MSan takes an asm's outputs for clean: the same in C (common/ct_msan.h) */
    r = _mm256_mul_epu32(a, _mm256_set1_epi32((int)*p));
#endif
    return r;
}
AVX2_ATTR SC_INLINE __m256i avx2_mul_lanes(__m256i a, const uint32_t *p)
{
    __m256i r;
#ifndef SYMCORE_CT_MSAN
    __asm__("vpmovzxdq %2, %0\n\tvpmuludq %1, %0, %0" : "=&x"(r) : "x"(a), "m"(*(const uint32_t(*)[4])p));
#else
    r = _mm256_mul_epu32(a, _mm256_cvtepu32_epi64(_mm_loadu_si128((const __m128i *)(const void *)p)));
#endif
    return r;
}
#define ADD64(a, b) _mm256_add_epi64((a), (b))
#define TIMES5(x) ADD64((x), _mm256_slli_epi64((x), 2))
/* Completes one column before the next starts: otherwise the compilers
 * compute most of the 25 products first and spill them. */
#ifndef SYMCORE_CT_MSAN
#define SC_AVX2_SEQ(x) __asm__("" : "+x"(x))
#else
#define SC_AVX2_SEQ(x) ((void)0)
#endif

/* (h0..h4) = (a0..a4) R mod p lane by lane, the multiplier's limb i
 * given by R(i) (a broadcast or a load from memory: the loop has no
 * registers to spare for them). d_k = sum of a_i R_(k-i), plus 5 times the
 * wrapped products a_i R_(k-i+5) (2^130 == 5), then the carries. */
#define AVX2_MUL(h0, h1, h2, h3, h4, a0, a1, a2, a3, a4, R, MUL)                                               \
    do {                                                                                                   \
        __m256i d0_, d1_, d2_, d3_, d4_, w_, c_;                                                           \
        d4_ = ADD64(ADD64(MUL(a0, R(4)), MUL(a1, R(3))), ADD64(MUL(a2, R(2)), MUL(a3, R(1))));    \
        d4_ = ADD64(d4_, MUL(a4, R(0)));                                                                 \
        SC_AVX2_SEQ(d4_);                                                                                  \
        d3_ = ADD64(ADD64(MUL(a0, R(3)), MUL(a1, R(2))), ADD64(MUL(a2, R(1)), MUL(a3, R(0))));    \
        w_ = MUL(a4, R(4));                                                                              \
        d3_ = ADD64(d3_, TIMES5(w_));                                                                      \
        SC_AVX2_SEQ(d3_);                                                                                  \
        d2_ = ADD64(ADD64(MUL(a0, R(2)), MUL(a1, R(1))), MUL(a2, R(0)));                            \
        w_ = ADD64(MUL(a3, R(4)), MUL(a4, R(3)));                                                      \
        d2_ = ADD64(d2_, TIMES5(w_));                                                                      \
        SC_AVX2_SEQ(d2_);                                                                                  \
        d1_ = ADD64(MUL(a0, R(1)), MUL(a1, R(0)));                                                     \
        w_ = ADD64(ADD64(MUL(a2, R(4)), MUL(a3, R(3))), MUL(a4, R(2)));                             \
        d1_ = ADD64(d1_, TIMES5(w_));                                                                      \
        SC_AVX2_SEQ(d1_);                                                                                  \
        d0_ = MUL(a0, R(0));                                                                             \
        w_ = ADD64(ADD64(MUL(a1, R(4)), MUL(a2, R(3))), ADD64(MUL(a3, R(2)), MUL(a4, R(1))));     \
        d0_ = ADD64(d0_, TIMES5(w_));                                                                      \
        c_ = _mm256_srli_epi64(d0_, 26); d0_ = _mm256_and_si256(d0_, m26); d1_ = ADD64(d1_, c_);         \
        c_ = _mm256_srli_epi64(d3_, 26); d3_ = _mm256_and_si256(d3_, m26); d4_ = ADD64(d4_, c_);         \
        c_ = _mm256_srli_epi64(d1_, 26); d1_ = _mm256_and_si256(d1_, m26); d2_ = ADD64(d2_, c_);         \
        c_ = _mm256_srli_epi64(d4_, 26); d4_ = _mm256_and_si256(d4_, m26);                                \
        d0_ = ADD64(d0_, TIMES5(c_));                                                                      \
        c_ = _mm256_srli_epi64(d2_, 26); d2_ = _mm256_and_si256(d2_, m26); d3_ = ADD64(d3_, c_);         \
        c_ = _mm256_srli_epi64(d0_, 26); h0 = _mm256_and_si256(d0_, m26); h1 = ADD64(d1_, c_);           \
        c_ = _mm256_srli_epi64(d3_, 26); h3 = _mm256_and_si256(d3_, m26); h4 = ADD64(d4_, c_);           \
        h2 = d2_;                                                                                          \
    } while (0)

/* a_i = h_i + the limbs of the 4 blocks at m (lane order 0 2 1 3). */
#define AVX2_LOAD_ADD(a0, a1, a2, a3, a4, h0, h1, h2, h3, h4, m)                                           \
    do {                                                                                                   \
        __m256i x_ = _mm256_loadu_si256((const __m256i *)(const void *)(m));                               \
        __m256i y_ = _mm256_loadu_si256((const __m256i *)(const void *)((m) + 32));                        \
        __m256i lo_ = _mm256_unpacklo_epi64(x_, y_), hi_ = _mm256_unpackhi_epi64(x_, y_);                  \
        a0 = ADD64(h0, _mm256_and_si256(lo_, m26));                                                        \
        a1 = ADD64(h1, _mm256_and_si256(_mm256_srli_epi64(lo_, 26), m26));                                 \
        a2 = ADD64(h2, _mm256_and_si256(_mm256_or_si256(_mm256_srli_epi64(lo_, 52), _mm256_slli_epi64(hi_, 12)), m26)); \
        a3 = ADD64(h3, _mm256_and_si256(_mm256_srli_epi64(hi_, 14), m26));                                 \
        a4 = ADD64(h4, _mm256_or_si256(_mm256_srli_epi64(hi_, 40), hib));                                  \
    } while (0)

#define AVX2_HSUM(v)                                                                   \
    ((uint64_t)_mm256_extract_epi64((v), 0) + (uint64_t)_mm256_extract_epi64((v), 1) + \
     (uint64_t)_mm256_extract_epi64((v), 2) + (uint64_t)_mm256_extract_epi64((v), 3))



/* Where the last step's power r^k goes: block 8 - k of the last group of 8,
 * at position chain * 4 + lane (chain A blocks 0..3, chain B blocks 4..7,
 * each in the load order 0 2 1 3). */
static const uint8_t avx2_pos_of_power[8] = { 7, 5, 6, 4, 3, 1, 2, 0 };

/* Power r^k (fully carried radix 2^44) into the lane powers as 26-bit limbs. */
SC_INLINE void avx2_put_power(void *out, unsigned k, const uint64_t p[3])
{
    uint32_t(*pl)[5][4] = (uint32_t(*)[5][4])out;
    unsigned pos = avx2_pos_of_power[k - 1];
    uint32_t t[5];
    sc_p44_to_26(t, p);
    for (unsigned i = 0; i < 5; i++)
        pl[pos / 4][i][pos % 4] = t[i];
}

/* The lane powers as 26-bit limbs, pl[chain][i][lane] (chain A lane 0:
 * r^8, which the loop broadcasts). Out of line, called before avx2_run and
 * not from it: the scalar multiplies' frame and the vector loop's are not on
 * the stack at the same time. */
SC_NOINLINE static void avx2_lane_powers(uint32_t pl[2][5][4], const uint64_t st[SC_POLY1305_STATE_WORDS])
{
    sc_p44_powers8(pl, avx2_put_power, st);
}

/* 8 * groups blocks at m into st (groups >= 1), in two chains of four lanes
 * that do not depend on each other: A takes blocks 0..3 of each group of 8
 * and B blocks 4..7, each step H = (H + M) r^8; the last step multiplies A
 * by r^8..r^5 and B by r^4..r^1 (the lane powers pl). One chain is bound by
 * the latency of its multiply and carries (about 45 cycles a step on Zen 5);
 * the out-of-order core overlaps the two. Register budget (16 ymm): one
 * chain's accumulator and products plus the other's accumulator; every
 * multiplier comes from memory (a broadcast load at each use, or a
 * zero-extending load in the last step), none is kept in a register. */
AVX2_ATTR SC_NOINLINE static void avx2_run(uint64_t st[SC_POLY1305_STATE_WORDS], const uint8_t *m, size_t groups,
                                           unsigned hibit, const uint32_t pl[2][5][4])
{
    uint64_t l[5]; /* not wiped: kept in registers, where a wipe would force it onto the stack */
    const __m256i m26 = _mm256_set1_epi64x((long long)SC_M26);
    const __m256i hib = _mm256_set1_epi64x((long long)((uint64_t)hibit << 24));
    __m256i h0, h1, h2, h3, h4, g0, g1, g2, g3, g4, a0, a1, a2, a3, a4;

    sc_p64_to_26(l, st);
    h0 = _mm256_set_epi64x(0, 0, 0, (long long)l[0]);
    h1 = _mm256_set_epi64x(0, 0, 0, (long long)l[1]);
    h2 = _mm256_set_epi64x(0, 0, 0, (long long)l[2]);
    h3 = _mm256_set_epi64x(0, 0, 0, (long long)l[3]);
    h4 = _mm256_set_epi64x(0, 0, 0, (long long)l[4]);
    g0 = g1 = g2 = g3 = g4 = _mm256_setzero_si256();
#define RB(i) &pl[0][i][0]
#define PA(i) pl[0][i]
#define PB(i) pl[1][i]
    for (; groups > 1; groups--, m += 128) {
        AVX2_LOAD_ADD(a0, a1, a2, a3, a4, h0, h1, h2, h3, h4, m);
        AVX2_MUL(h0, h1, h2, h3, h4, a0, a1, a2, a3, a4, RB, avx2_mul_bcast);
        AVX2_LOAD_ADD(a0, a1, a2, a3, a4, g0, g1, g2, g3, g4, m + 64);
        AVX2_MUL(g0, g1, g2, g3, g4, a0, a1, a2, a3, a4, RB, avx2_mul_bcast);
    }
    AVX2_LOAD_ADD(a0, a1, a2, a3, a4, h0, h1, h2, h3, h4, m);
    AVX2_MUL(h0, h1, h2, h3, h4, a0, a1, a2, a3, a4, PA, avx2_mul_lanes);
    AVX2_LOAD_ADD(a0, a1, a2, a3, a4, g0, g1, g2, g3, g4, m + 64);
    AVX2_MUL(g0, g1, g2, g3, g4, a0, a1, a2, a3, a4, PB, avx2_mul_lanes);
#undef RB
#undef PA
#undef PB

    /* the sum of the eight lanes (< 2^30 per limb), fully carried */
    h0 = ADD64(h0, g0);
    h1 = ADD64(h1, g1);
    h2 = ADD64(h2, g2);
    h3 = ADD64(h3, g3);
    h4 = ADD64(h4, g4);
    l[0] = AVX2_HSUM(h0);
    l[1] = AVX2_HSUM(h1);
    l[2] = AVX2_HSUM(h2);
    l[3] = AVX2_HSUM(h3);
    l[4] = AVX2_HSUM(h4);
    for (unsigned k = 0; k < 4; k++) {
        l[k + 1] += l[k] >> 26;
        l[k] &= SC_M26;
    }
    l[0] += (l[4] >> 26) * 5;
    l[4] &= SC_M26;
    l[1] += l[0] >> 26;
    l[0] &= SC_M26;
    sc_limbs_to_p64(st, l, 5, 26);
}

/* The lane powers and the run of the whole groups of 8, then the rest
 * through the one-block code. The powers are on this frame, right above the
 * run's: the deepest the stack goes (the stack scrubs of the public calls
 * are sized to it). */
SC_NOINLINE static void avx2_long(uint64_t st[SC_POLY1305_STATE_WORDS], const uint8_t *m, size_t nblocks,
                                  unsigned hibit)
{
    uint32_t pl[2][5][4];
    avx2_lane_powers(pl, st);
    avx2_run(st, m, nblocks / 8, hibit, (const uint32_t(*)[5][4])pl);
    symcore_wipe(pl, sizeof pl);
    if (nblocks % 8 > 0)
        symcore__poly1305_p64_blocks(st, m + (nblocks - nblocks % 8) * 16, nblocks % 8, hibit);
}

/* From AVX2_MIN_BLOCKS on the vector code, else the one-block code: two
 * tail calls, so that this adds no frame to either path (the AEADs call it
 * for every AD and tail block). */
static void avx2_blocks(uint64_t st[SC_POLY1305_STATE_WORDS], const uint8_t *m, size_t nblocks, unsigned hibit)
{
    if (nblocks >= AVX2_MIN_BLOCKS)
        avx2_long(st, m, nblocks, hibit);
    else
        symcore__poly1305_p64_blocks(st, m, nblocks, hibit);
}

static void avx2_mac(uint8_t tag[16], const uint8_t *m, size_t len, const uint8_t key[32])
{
    sc_poly1305_bulk_mac(avx2_blocks, AVX2_MIN_BLOCKS, tag, m, len, key);
}

const struct sc_poly1305_backend symcore__poly1305_avx2 = {
    "avx2", symcore__poly1305_p64_init, avx2_blocks, symcore__poly1305_p64_finish, avx2_mac,
    SC_POLY1305_LIVE_P64,
};

#else
typedef int sc_poly1305_avx2_unused; /* ISO C forbids an empty file */
#endif
