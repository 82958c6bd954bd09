/*
 * Poly1305 with AVX2: four lanes of five 26-bit limbs, one ymm register per
 * limb (a 64-bit lane each, vpmuludq products). Lane j accumulates blocks
 * j', j'+4, j'+8, ... of a run (j' = 0 2 1 3, the load's unpack order), each
 * step H = (H + M) r^4; the last step multiplies lane j by r^(4 - j')
 * instead, so that the sum of the lanes is the polynomial of the whole run.
 * The current h enters in lane 0 (block 0) and leaves as the sum; the state
 * stays in the portable64 layout, and fewer than four trailing blocks go
 * through its one-block code.
 *
 * Products as in the 26-bit portable core (poly1305_portable32.c): a term
 * a_i r_j with i + j >= 5 is taken with s_j = 5 r_j. With a_i < 2^27 and
 * s_j < 2^29 every column is below 2^59; the carry chain interleaves two
 * paths (0->1->2->3, 3->4->0 times 5) and leaves every limb below 2^26 plus
 * a small carry, fine as the next multiplicand.
 *
 * Cost: 25 vpmuludq per 4 blocks. Powers r^2..r^4 (3 scalar multiplies) are
 * computed per call, so short runs take the one-block code: AVX2_MIN_BLOCKS.
 */
#include "poly1305_powers.h"

#if SC_X86_64
#include <immintrin.h>

#define AVX2_ATTR __attribute__((target("avx2")))

/* Blocks from which one call takes the 4-lane code: measured on Zen 5
 * (min of 5000 timed blocks() calls, TSC ticks): the one-block code takes
 * 10.5 ticks a block, the 4-lane code about 150 ticks of set-up plus 4.5 a
 * block: both 294 at 28 blocks, 315 at 30, then 294 vs 336 at 32 and the
 * 4-lane code ahead at every count from there. */
#define AVX2_MIN_BLOCKS 32

#define MUL32(a, b) _mm256_mul_epu32((a), (b))
#define ADD64(a, b) _mm256_add_epi64((a), (b))
#define TIMES5(x) ADD64((x), _mm256_slli_epi64((x), 2))
/* Completes one column before the next starts: otherwise the compilers
 * compute most of the 25 products first and spill them. */
#define SC_AVX2_SEQ(x) __asm__("" : "+x"(x))

/* (h0..h4) = (a0..a4) R mod p lane by lane, the multiplier's limb i
 * given by R(i) (a broadcast or a load from memory: the loop has no
 * registers to spare for them). d_k = sum of a_i R_(k-i), plus 5 times the
 * wrapped products a_i R_(k-i+5) (2^130 == 5), then the carries. */
#define AVX2_MUL(h0, h1, h2, h3, h4, a0, a1, a2, a3, a4, R)                                               \
    do {                                                                                                   \
        __m256i d0_, d1_, d2_, d3_, d4_, w_, c_;                                                           \
        d4_ = ADD64(ADD64(MUL32(a0, R(4)), MUL32(a1, R(3))), ADD64(MUL32(a2, R(2)), MUL32(a3, R(1))));    \
        d4_ = ADD64(d4_, MUL32(a4, R(0)));                                                                 \
        SC_AVX2_SEQ(d4_);                                                                                  \
        d3_ = ADD64(ADD64(MUL32(a0, R(3)), MUL32(a1, R(2))), ADD64(MUL32(a2, R(1)), MUL32(a3, R(0))));    \
        w_ = MUL32(a4, R(4));                                                                              \
        d3_ = ADD64(d3_, TIMES5(w_));                                                                      \
        SC_AVX2_SEQ(d3_);                                                                                  \
        d2_ = ADD64(ADD64(MUL32(a0, R(2)), MUL32(a1, R(1))), MUL32(a2, R(0)));                            \
        w_ = ADD64(MUL32(a3, R(4)), MUL32(a4, R(3)));                                                      \
        d2_ = ADD64(d2_, TIMES5(w_));                                                                      \
        SC_AVX2_SEQ(d2_);                                                                                  \
        d1_ = ADD64(MUL32(a0, R(1)), MUL32(a1, R(0)));                                                     \
        w_ = ADD64(ADD64(MUL32(a2, R(4)), MUL32(a3, R(3))), MUL32(a4, R(2)));                             \
        d1_ = ADD64(d1_, TIMES5(w_));                                                                      \
        SC_AVX2_SEQ(d1_);                                                                                  \
        d0_ = MUL32(a0, R(0));                                                                             \
        w_ = ADD64(ADD64(MUL32(a1, R(4)), MUL32(a2, R(3))), ADD64(MUL32(a3, R(2)), MUL32(a4, R(1))));     \
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



/* The lane of block i of 4 in the load order 0 2 1 3, by power: the last
 * step of a run multiplies block i by r^(4 - i), so r^k goes to the lane of
 * block 4 - k. */
static const uint8_t avx2_lane_of_power[4] = { 3, 1, 2, 0 };

/* The lane powers as 26-bit limbs, pl[i][lane] (lane 0: r^4). Out of line,
 * called before avx2_run and not from it: the scalar multiplies' frame and
 * the vector loop's are not on the stack at the same time. */
SC_NOINLINE static void avx2_lane_powers(uint64_t pl[5][4], const uint64_t st[SC_POLY1305_STATE_WORDS])
{
    /* radix 2^44 first, in rows 0..2, then each lane's column in place */
    sc_p44_powers(&pl[0][0], 4, avx2_lane_of_power, st);
    for (unsigned j = 0; j < 4; j++) {
        uint64_t l[3] = { pl[0][j], pl[1][j], pl[2][j] };
        uint32_t o[5];
        sc_p44_to_26(o, l);
        for (unsigned i = 0; i < 5; i++)
            pl[i][j] = o[i];
    }
}

/* 4 * groups blocks at m into st (groups >= 1): H = (H + M) r^4 for each
 * group but the last, which takes the lane powers r^(4 - j'). One multiply
 * chain: the multipliers come from memory (broadcast, or loaded), which
 * keeps the frame small (a second, interleaved chain ran about 1.4 times
 * faster but needed twice the registers, and spilled past the 512-byte
 * frame limit with gcc and clang). */
AVX2_ATTR SC_NOINLINE static void avx2_run(uint64_t st[SC_POLY1305_STATE_WORDS], const uint8_t *m, size_t groups,
                                           unsigned hibit, const uint64_t pl[5][4])
{
    uint64_t l[5];
    const __m256i m26 = _mm256_set1_epi64x((long long)SC_M26);
    const __m256i hib = _mm256_set1_epi64x((long long)((uint64_t)hibit << 24));
    __m256i h0, h1, h2, h3, h4, a0, a1, a2, a3, a4;

    sc_p64_to_26(l, st);
    h0 = _mm256_set_epi64x(0, 0, 0, (long long)l[0]);
    h1 = _mm256_set_epi64x(0, 0, 0, (long long)l[1]);
    h2 = _mm256_set_epi64x(0, 0, 0, (long long)l[2]);
    h3 = _mm256_set_epi64x(0, 0, 0, (long long)l[3]);
    h4 = _mm256_set_epi64x(0, 0, 0, (long long)l[4]);
/* volatile: a fresh broadcast load at each use, so that the compiler neither
 * hoists the five broadcasts into registers nor spills them */
#define RB(i) _mm256_set1_epi64x((long long)((const volatile uint64_t *)pl[i])[0])
#define PL(i) _mm256_loadu_si256((const __m256i *)(const void *)pl[i])
    for (; groups > 1; groups--, m += 64) {
        AVX2_LOAD_ADD(a0, a1, a2, a3, a4, h0, h1, h2, h3, h4, m);
        AVX2_MUL(h0, h1, h2, h3, h4, a0, a1, a2, a3, a4, RB);
    }
    AVX2_LOAD_ADD(a0, a1, a2, a3, a4, h0, h1, h2, h3, h4, m);
    AVX2_MUL(h0, h1, h2, h3, h4, a0, a1, a2, a3, a4, PL);
#undef RB
#undef PL

    /* the sum of the lanes (< 2^29 per limb), fully carried */
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
    symcore_wipe(l, sizeof l);
}

/* The lane powers, then the run: the powers' array is on this frame only
 * for long calls, not on the frame of every short blocks() call. */
SC_NOINLINE static void avx2_long(uint64_t st[SC_POLY1305_STATE_WORDS], const uint8_t *m, size_t groups, unsigned hibit)
{
    uint64_t pl[5][4];
    avx2_lane_powers(pl, st);
    avx2_run(st, m, groups, hibit, (const uint64_t(*)[4])pl);
    symcore_wipe(pl, sizeof pl);
}

static void avx2_blocks(uint64_t st[SC_POLY1305_STATE_WORDS], const uint8_t *m, size_t nblocks, unsigned hibit)
{
    sc_poly1305_bulk_blocks(avx2_long, 4, AVX2_MIN_BLOCKS, st, m, nblocks, hibit);
}

static void avx2_mac(uint8_t tag[16], const uint8_t *m, size_t len, const uint8_t key[32])
{
    sc_poly1305_bulk_mac(avx2_blocks, AVX2_MIN_BLOCKS, tag, m, len, key);
}

const struct sc_poly1305_backend symcore__poly1305_avx2 = {
    "avx2", symcore__poly1305_p64_init, avx2_blocks, symcore__poly1305_p64_finish, avx2_mac,
};

#else
typedef int sc_poly1305_avx2_unused; /* ISO C forbids an empty file */
#endif
