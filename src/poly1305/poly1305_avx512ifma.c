/*
 * Poly1305 with AVX-512 IFMA: eight lanes of radix-2^44 limbs, one zmm
 * register per limb. Lane j accumulates blocks j', j'+8, j'+16, ... of a run
 * (j' a fixed permutation of j, from the load's unpack), each step
 *   H = (H + M) r^8,
 * and the last step multiplies lane j by r^(8 - j') instead, so that the sum
 * of the lanes is the polynomial of the whole run. The current h enters in
 * lane 0 (block 0) and leaves as the sum; the state stays in the portable64
 * layout, and fewer than eight trailing blocks go through its one-block code.
 *
 * vpmadd52luq / vpmadd52huq add the low / high 52 bits of the 104-bit product
 * of the low 52 bits of two lanes. With a = H + M (limbs < 2^45.1) and r^8,
 * 20 r^8 (< 2^44, < 2^49), the column sums are
 *   L_k (low halves, < 2^54) at 2^44k, U_k (high halves, < 2^44) at 2^(44k + 52),
 * so U_0 and U_1 enter the next column shifted left by 8, and U_2 sits at
 * 2^140 = 2^10 2^130 == 5 2^10. One carry step from each column, the fold of
 * 2^130 and up times 5, and one more carry from limb 0 leave l0 < 2^44,
 * l1 < 2^44 + 2^11, l2 < 2^42 + 2^11: inputs of the next step stay < 2^52.
 *
 * Cost: 18 IFMA instructions per 8 blocks (9 products, low and high halves).
 * Powers r^2..r^8 (7 scalar multiplies) are computed per call, so short runs
 * take the one-block code: see IFMA_MIN_BLOCKS.
 */
#include "poly1305_powers.h"

#if SC_X86_64
#include <immintrin.h>

#define IFMA_ATTR __attribute__((target("avx512f,avx512ifma")))

/* Blocks from which one call takes the 8-lane code: its set-up (the powers,
 * the final sum) costs what about eight one-block steps cost, and a group of
 * 8 blocks far less than eight, so it wins from two groups on; below, the
 * one-block code does (the timings are in src/poly1305/README.md). */
#define IFMA_MIN_BLOCKS 16

#define LO52(acc, a, b) _mm512_madd52lo_epu64((acc), (a), (b))
#define HI52(acc, a, b) _mm512_madd52hi_epu64((acc), (a), (b))

/* (h0, h1, h2) = (a0, a1, a2) (r0, r1, r2) mod p lane by lane, s_i = 20 r_i. */
#define IFMA_MUL(h0, h1, h2, a0, a1, a2, r0, r1, r2, s1, s2)                                 \
    do {                                                                                    \
        __m512i l0_ = LO52(z, a0, r0), l1_ = LO52(z, a0, r1), l2_ = LO52(z, a0, r2);         \
        __m512i u0_ = HI52(z, a0, r0), u1_ = HI52(z, a0, r1), u2_ = HI52(z, a0, r2);         \
        __m512i c0_, c1_, t2_;                                                               \
        l0_ = LO52(l0_, a1, s2);                                                             \
        l1_ = LO52(l1_, a1, r0);                                                             \
        l2_ = LO52(l2_, a1, r1);                                                             \
        u0_ = HI52(u0_, a1, s2);                                                             \
        u1_ = HI52(u1_, a1, r0);                                                             \
        u2_ = HI52(u2_, a1, r1);                                                             \
        l0_ = LO52(l0_, a2, s1);                                                             \
        l1_ = LO52(l1_, a2, s2);                                                             \
        l2_ = LO52(l2_, a2, r0);                                                             \
        u0_ = HI52(u0_, a2, s1);                                                             \
        u1_ = HI52(u1_, a2, s2);                                                             \
        u2_ = HI52(u2_, a2, r0);                                                             \
        l1_ = _mm512_add_epi64(l1_, _mm512_slli_epi64(u0_, 8));                              \
        l2_ = _mm512_add_epi64(l2_, _mm512_slli_epi64(u1_, 8));                              \
        t2_ = _mm512_add_epi64(_mm512_srli_epi64(l2_, 42), _mm512_slli_epi64(u2_, 10));      \
        c0_ = _mm512_srli_epi64(l0_, 44);                                                    \
        c1_ = _mm512_srli_epi64(l1_, 44);                                                    \
        l0_ = _mm512_and_si512(l0_, m44);                                                    \
        l1_ = _mm512_and_si512(l1_, m44);                                                    \
        l2_ = _mm512_and_si512(l2_, m42);                                                    \
        l0_ = _mm512_add_epi64(l0_, _mm512_add_epi64(t2_, _mm512_slli_epi64(t2_, 2)));       \
        l1_ = _mm512_add_epi64(l1_, c0_);                                                    \
        h2 = _mm512_add_epi64(l2_, c1_);                                                     \
        h1 = _mm512_add_epi64(l1_, _mm512_srli_epi64(l0_, 44));                              \
        h0 = _mm512_and_si512(l0_, m44);                                                     \
    } while (0)

/* a_i = h_i + the limbs of the 8 blocks at m (lane order 0 4 1 5 2 6 3 7). */
#define IFMA_LOAD_ADD(a0, a1, a2, h0, h1, h2, m)                                                         \
    do {                                                                                    \
        __m512i x_ = _mm512_loadu_si512((const void *)(m));                                  \
        __m512i y_ = _mm512_loadu_si512((const void *)((m) + 64));                           \
        __m512i lo_ = _mm512_unpacklo_epi64(x_, y_), hi_ = _mm512_unpackhi_epi64(x_, y_);    \
        a0 = _mm512_add_epi64(h0, _mm512_and_si512(lo_, m44));                               \
        a1 = _mm512_add_epi64(                                                               \
            h1, _mm512_and_si512(_mm512_or_si512(_mm512_srli_epi64(lo_, 44), _mm512_slli_epi64(hi_, 20)), m44)); \
        a2 = _mm512_add_epi64(h2, _mm512_or_si512(_mm512_srli_epi64(hi_, 24), hib));         \
    } while (0)

#define TIMES20(x) _mm512_add_epi64(_mm512_slli_epi64((x), 4), _mm512_slli_epi64((x), 2))
#define BCAST0(x) _mm512_broadcastq_epi64(_mm512_castsi512_si128(x))

/* The lane of block i of 8 in the load order 0 4 1 5 2 6 3 7, by power: the
 * last step of a run multiplies block i by r^(8 - i), so r^k goes to the
 * lane of block 8 - k. */
static const uint8_t ifma_lane_of_power[8] = { 7, 5, 3, 1, 6, 4, 2, 0 };

/* The lane powers, pl[i][lane] limb i of the power for that lane. Out of
 * line, called before ifma_run and not from it: the scalar multiplies'
 * frame and the vector loop's are not on the stack at the same time. */
SC_INLINE void ifma_put_power(void *out, unsigned k, const uint64_t p[3])
{
    uint64_t(*pl)[8] = (uint64_t(*)[8])out;
    for (unsigned i = 0; i < 3; i++)
        pl[i][ifma_lane_of_power[k - 1]] = p[i];
}

SC_NOINLINE static void ifma_lane_powers(uint64_t pl[3][8], const uint64_t st[SC_POLY1305_STATE_WORDS])
{
    sc_p44_powers8(pl, ifma_put_power, st);
}

/* 8 * groups blocks at m into st (groups >= 1), pl the lane powers. Two accumulators A and B,
 * 16 blocks a step (A the first 8, B the next 8), both times r^16, so that
 * two independent multiply chains overlap (one chain is bound by the IFMA
 * latency, not its throughput); their last step takes r^16..r^9 (A, the
 * lane powers p times r^8) and r^8..r^1 (B, p). An odd last group of 8 runs
 * alone after them, from h. The lane powers stay in memory (pl) and q is
 * computed twice rather than kept: the loop's registers are all taken. */
IFMA_ATTR SC_NOINLINE static void ifma_run(uint64_t st[SC_POLY1305_STATE_WORDS], const uint8_t *m, size_t groups,
                                           unsigned hibit, const uint64_t pl[3][8])
{
    uint64_t l[3];
    const __m512i z = _mm512_setzero_si512();
    const __m512i m44 = _mm512_set1_epi64((long long)SC_M44), m42 = _mm512_set1_epi64((long long)SC_M42);
    const __m512i hib = _mm512_set1_epi64((long long)((uint64_t)hibit << 40));
    __m512i h0, h1, h2, a0, a1, a2, p0, p1, p2, r0, r1, r2, s1, s2;

    sc_p64_to_p44(l, st);
    h0 = _mm512_maskz_set1_epi64(1, (long long)l[0]);
    h1 = _mm512_maskz_set1_epi64(1, (long long)l[1]);
    h2 = _mm512_maskz_set1_epi64(1, (long long)l[2]);
#define IFMA_LOAD_P()                                 \
    do {                                              \
        p0 = _mm512_loadu_si512((const void *)pl[0]); \
        p1 = _mm512_loadu_si512((const void *)pl[1]); \
        p2 = _mm512_loadu_si512((const void *)pl[2]); \
    } while (0)
/* (r0, r1, r2) = p r^8, the lane powers r^(16 - j'): lane 0 of p is r^8 */
#define IFMA_Q()                                                           \
    do {                                                                   \
        IFMA_LOAD_P();                                                     \
        r0 = BCAST0(p0);                                                   \
        r1 = BCAST0(p1);                                                   \
        r2 = BCAST0(p2);                                                   \
        s1 = TIMES20(r1);                                                  \
        s2 = TIMES20(r2);                                                  \
        IFMA_MUL(r0, r1, r2, p0, p1, p2, r0, r1, r2, s1, s2);              \
    } while (0)

    if (groups >= 2) {
        __m512i g0 = z, g1 = z, g2 = z, b0, b1, b2;
        IFMA_Q(); /* lane 0: r^16 */
        r0 = BCAST0(r0);
        r1 = BCAST0(r1);
        r2 = BCAST0(r2);
        s1 = TIMES20(r1);
        s2 = TIMES20(r2);
        for (; groups >= 4; groups -= 2, m += 256) {
            IFMA_LOAD_ADD(a0, a1, a2, h0, h1, h2, m);
            IFMA_MUL(h0, h1, h2, a0, a1, a2, r0, r1, r2, s1, s2);
            IFMA_LOAD_ADD(b0, b1, b2, g0, g1, g2, m + 128);
            IFMA_MUL(g0, g1, g2, b0, b1, b2, r0, r1, r2, s1, s2);
        }
        IFMA_Q();
        s1 = TIMES20(r1);
        s2 = TIMES20(r2);
        IFMA_LOAD_ADD(a0, a1, a2, h0, h1, h2, m);
        IFMA_MUL(h0, h1, h2, a0, a1, a2, r0, r1, r2, s1, s2);
        IFMA_LOAD_P();
        s1 = TIMES20(p1);
        s2 = TIMES20(p2);
        IFMA_LOAD_ADD(b0, b1, b2, g0, g1, g2, m + 128);
        IFMA_MUL(g0, g1, g2, b0, b1, b2, p0, p1, p2, s1, s2);
        groups -= 2;
        m += 256;
        /* lanes of A and B together, summed; an odd group continues from lane 0 */
        h0 = _mm512_add_epi64(h0, g0);
        h1 = _mm512_add_epi64(h1, g1);
        h2 = _mm512_add_epi64(h2, g2);
        if (groups == 1) {
            h0 = _mm512_maskz_set1_epi64(1, _mm512_reduce_add_epi64(h0));
            h1 = _mm512_maskz_set1_epi64(1, _mm512_reduce_add_epi64(h1));
            h2 = _mm512_maskz_set1_epi64(1, _mm512_reduce_add_epi64(h2));
        }
    }
    if (groups == 1) {
        IFMA_LOAD_P();
        s1 = TIMES20(p1);
        s2 = TIMES20(p2);
        IFMA_LOAD_ADD(a0, a1, a2, h0, h1, h2, m);
        IFMA_MUL(h0, h1, h2, a0, a1, a2, p0, p1, p2, s1, s2);
    }
#undef IFMA_Q
#undef IFMA_LOAD_P
    SC_CT_CANARY_BRANCH(5, SC_CT_LANE0_512(h0));
    SC_CT_CANARY_INDEX(6, SC_CT_LANE0_512(h1));
    /* bit 46 of a product of two 44-bit limbs: above every bit of its inputs */
    SC_CT_CANARY_BRANCH(7, SC_CT_LANE0_512(LO52(z, _mm512_and_si512(h0, m44), _mm512_and_si512(h1, m44))) >> 46);

    /* the sum of the lanes (< 2^49 per limb), carried to l0, l1 < 2^44 + 1, l2 < 2^42 */
    l[0] = (uint64_t)_mm512_reduce_add_epi64(h0);
    l[1] = (uint64_t)_mm512_reduce_add_epi64(h1);
    l[2] = (uint64_t)_mm512_reduce_add_epi64(h2);
    l[1] += l[0] >> 44;
    l[0] &= SC_M44;
    l[2] += l[1] >> 44;
    l[1] &= SC_M44;
    l[0] += (l[2] >> 42) * 5;
    l[2] &= SC_M42;
    l[1] += l[0] >> 44;
    l[0] &= SC_M44;
    sc_limbs_to_p64(st, l, 3, 44);
    symcore_wipe(l, sizeof l);
}

/* The lane powers, then the run: the powers' array is on this frame only
 * for long calls, not on the frame of every short blocks() call. */
SC_NOINLINE static void ifma_long(uint64_t st[SC_POLY1305_STATE_WORDS], const uint8_t *m, size_t groups, unsigned hibit)
{
    uint64_t pl[3][8];
    ifma_lane_powers(pl, st);
    ifma_run(st, m, groups, hibit, (const uint64_t(*)[8])pl);
    symcore_wipe(pl, sizeof pl);
}

static void ifma_blocks(uint64_t st[SC_POLY1305_STATE_WORDS], const uint8_t *m, size_t nblocks, unsigned hibit)
{
    sc_poly1305_bulk_blocks(ifma_long, 8, IFMA_MIN_BLOCKS, st, m, nblocks, hibit);
}

static void ifma_mac(uint8_t tag[16], const uint8_t *m, size_t len, const uint8_t key[32])
{
    sc_poly1305_bulk_mac(ifma_blocks, IFMA_MIN_BLOCKS, tag, m, len, key);
}

const struct sc_poly1305_backend symcore__poly1305_avx512ifma = {
    "avx512ifma", symcore__poly1305_p64_init, ifma_blocks, symcore__poly1305_p64_finish, ifma_mac,
    SC_POLY1305_LIVE_P64,
};

#else
typedef int sc_poly1305_avx512ifma_unused; /* ISO C forbids an empty file */
#endif
