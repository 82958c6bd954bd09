/*
 * Keccak-p[1600] with the ARMv8.2 SHA3 instructions (AArch64, FEAT_SHA3):
 * one lane of the state per vector register (lane 0 of 25 registers; lane 1
 * carries a copy along, unused), a round in 66 instructions:
 *   theta  C[x] = EOR3(EOR3(A[x], A[x+5], A[x+10]), A[x+15], A[x+20]),
 *          D[x] = RAX1(C[x-1], C[x+1]) = C[x-1] ^ rotl(C[x+1], 1);
 *   rho, pi  B[pi(i)] = XAR(A[i], D[i mod 5], 64 - rho[i]) = rotl(A[i] ^ D, rho)
 *          (lane 0, whose rotation is 0: one EOR);
 *   chi    A[x] = BCAX(B[x], B[x+2], B[x+1]) = B[x] ^ (B[x+2] & ~B[x+1]);
 *   iota   A[0] ^= RC.
 * The portable code takes about 150 scalar instructions a round on AArch64
 * (and does not keep its 25 lanes and their next values in the 31 general
 * registers: gcc 12 spills about 20 a round). Which is faster depends on the
 * core (one SHA3 pipe on Cortex-X2; see keccak_dispatch.c). No branch or
 * address depends on the state.
 */
#include "keccak_internal.h"

#if SC_KECCAK_HAVE_ARMV8_SHA3
#include <arm_neon.h>

typedef uint64x2_t lane;

/* chi on row (d0..d4) from B's row (p0..p4) */
#define CHI_ROW(d0, d1, d2, d3, d4, p0, p1, p2, p3, p4) \
    d0 = vbcaxq_u64(p0, p2, p1);                        \
    d1 = vbcaxq_u64(p1, p3, p2);                        \
    d2 = vbcaxq_u64(p2, p4, p3);                        \
    d3 = vbcaxq_u64(p3, p0, p4);                        \
    d4 = vbcaxq_u64(p4, p1, p0)

/* the lanes a0..a24 through rounds 24 - rounds .. 23 */
#define SHA3_ROUNDS(rounds)                                                                       \
    for (unsigned r = 24 - (rounds); r < 24; r++) {                                                  \
        lane c0 = veor3q_u64(veor3q_u64(a0, a5, a10), a15, a20);                                     \
        lane c1 = veor3q_u64(veor3q_u64(a1, a6, a11), a16, a21);                                     \
        lane c2 = veor3q_u64(veor3q_u64(a2, a7, a12), a17, a22);                                     \
        lane c3 = veor3q_u64(veor3q_u64(a3, a8, a13), a18, a23);                                     \
        lane c4 = veor3q_u64(veor3q_u64(a4, a9, a14), a19, a24);                                     \
        lane d0 = vrax1q_u64(c4, c1), d1 = vrax1q_u64(c0, c2), d2 = vrax1q_u64(c1, c3);              \
        lane d3 = vrax1q_u64(c2, c4), d4 = vrax1q_u64(c3, c0);                                       \
        /* B[y][2x + 3y] = rotl(A[x][y] ^ D[x], rho[x][y]), B indexed 5 * row + column */            \
        lane b0 = veorq_u64(a0, d0);                                                                 \
        lane b1 = vxarq_u64(a6, d1, 64 - 44);                                                        \
        lane b2 = vxarq_u64(a12, d2, 64 - 43);                                                       \
        lane b3 = vxarq_u64(a18, d3, 64 - 21);                                                       \
        lane b4 = vxarq_u64(a24, d4, 64 - 14);                                                       \
        lane b5 = vxarq_u64(a3, d3, 64 - 28);                                                        \
        lane b6 = vxarq_u64(a9, d4, 64 - 20);                                                        \
        lane b7 = vxarq_u64(a10, d0, 64 - 3);                                                        \
        lane b8 = vxarq_u64(a16, d1, 64 - 45);                                                       \
        lane b9 = vxarq_u64(a22, d2, 64 - 61);                                                       \
        lane b10 = vxarq_u64(a1, d1, 64 - 1);                                                        \
        lane b11 = vxarq_u64(a7, d2, 64 - 6);                                                        \
        lane b12 = vxarq_u64(a13, d3, 64 - 25);                                                      \
        lane b13 = vxarq_u64(a19, d4, 64 - 8);                                                       \
        lane b14 = vxarq_u64(a20, d0, 64 - 18);                                                      \
        lane b15 = vxarq_u64(a4, d4, 64 - 27);                                                       \
        lane b16 = vxarq_u64(a5, d0, 64 - 36);                                                       \
        lane b17 = vxarq_u64(a11, d1, 64 - 10);                                                      \
        lane b18 = vxarq_u64(a17, d2, 64 - 15);                                                      \
        lane b19 = vxarq_u64(a23, d3, 64 - 56);                                                      \
        lane b20 = vxarq_u64(a2, d2, 64 - 62);                                                       \
        lane b21 = vxarq_u64(a8, d3, 64 - 55);                                                       \
        lane b22 = vxarq_u64(a14, d4, 64 - 39);                                                      \
        lane b23 = vxarq_u64(a15, d0, 64 - 41);                                                      \
        lane b24 = vxarq_u64(a21, d1, 64 - 2);                                                       \
        CHI_ROW(a0, a1, a2, a3, a4, b0, b1, b2, b3, b4);                                             \
        CHI_ROW(a5, a6, a7, a8, a9, b5, b6, b7, b8, b9);                                             \
        CHI_ROW(a10, a11, a12, a13, a14, b10, b11, b12, b13, b14);                                   \
        CHI_ROW(a15, a16, a17, a18, a19, b15, b16, b17, b18, b19);                                   \
        CHI_ROW(a20, a21, a22, a23, a24, b20, b21, b22, b23, b24);                                   \
        a0 = veorq_u64(a0, vdupq_n_u64(symcore__keccak_rc[r]));                                      \
    }

/* F(i) for the lanes a rate can cover (at most 21, SHAKE128's), each
 * guarded by i < rate_lanes (public) */
#define FOR_RATE(F)                                                                                  \
    do {                                                                                             \
        F(0); F(1); F(2); F(3); F(4); F(5); F(6); F(7); F(8); F(9); F(10); F(11); F(12); F(13);      \
        F(14); F(15); F(16); F(17); F(18); F(19); F(20);                                             \
    } while (0)
#define XOR_LANE(i)                                                   \
    if ((i) < rate_lanes)                                             \
    a##i = veorq_u64(a##i, vdupq_n_u64(sc_load64_le(in + 8 * (i))))
#define STORE_LANE(i)                                                 \
    if ((i) < rate_lanes)                                             \
    sc_store64_le(out + 8 * (i), vgetq_lane_u64(a##i, 0))
/* the state's 25 lanes as the locals a0..a24: named, not an array, so that
 * they stay in registers and the frame stays small */
#define LOAD_LANE(i) lane a##i = vdupq_n_u64(s[i])
#define LOAD_STATE                                                                                   \
    LOAD_LANE(0); LOAD_LANE(1); LOAD_LANE(2); LOAD_LANE(3); LOAD_LANE(4); LOAD_LANE(5); LOAD_LANE(6); \
    LOAD_LANE(7); LOAD_LANE(8); LOAD_LANE(9); LOAD_LANE(10); LOAD_LANE(11); LOAD_LANE(12);           \
    LOAD_LANE(13); LOAD_LANE(14); LOAD_LANE(15); LOAD_LANE(16); LOAD_LANE(17); LOAD_LANE(18);        \
    LOAD_LANE(19); LOAD_LANE(20); LOAD_LANE(21); LOAD_LANE(22); LOAD_LANE(23); LOAD_LANE(24)
#define SAVE_LANE(i) s[i] = vgetq_lane_u64(a##i, 0)
#define STORE_STATE                                                                                  \
    do {                                                                                             \
        SAVE_LANE(0); SAVE_LANE(1); SAVE_LANE(2); SAVE_LANE(3); SAVE_LANE(4); SAVE_LANE(5);          \
        SAVE_LANE(6); SAVE_LANE(7); SAVE_LANE(8); SAVE_LANE(9); SAVE_LANE(10); SAVE_LANE(11);        \
        SAVE_LANE(12); SAVE_LANE(13); SAVE_LANE(14); SAVE_LANE(15); SAVE_LANE(16); SAVE_LANE(17);    \
        SAVE_LANE(18); SAVE_LANE(19); SAVE_LANE(20); SAVE_LANE(21); SAVE_LANE(22); SAVE_LANE(23);    \
        SAVE_LANE(24);                                                                               \
    } while (0)

static SC_ARMV8_SHA3_ATTR void sha3ce_permute(uint64_t s[25], unsigned rounds)
{
    LOAD_STATE;
    SHA3_ROUNDS(rounds);
    STORE_STATE;
}

static SC_ARMV8_SHA3_ATTR void sha3ce_absorb(uint64_t s[25], const uint8_t *in, size_t nblocks, unsigned rate_lanes,
                                             unsigned rounds)
{
    LOAD_STATE;
    for (; nblocks > 0; nblocks--, in += 8 * (size_t)rate_lanes) {
        FOR_RATE(XOR_LANE);
        SHA3_ROUNDS(rounds);
    }
    STORE_STATE;
}

static SC_ARMV8_SHA3_ATTR void sha3ce_squeeze(uint64_t s[25], uint8_t *out, size_t nblocks, unsigned rate_lanes,
                                              unsigned rounds)
{
    LOAD_STATE;
    for (; nblocks > 0; nblocks--, out += 8 * (size_t)rate_lanes) {
        SHA3_ROUNDS(rounds);
        FOR_RATE(STORE_LANE);
    }
    STORE_STATE;
}

const struct sc_keccak_backend symcore__keccak_armv8_sha3 = {
    "armv8-sha3", sha3ce_permute, sha3ce_absorb, sha3ce_squeeze,
};
#else
typedef int sc_keccak_armv8_sha3_unused; /* ISO C forbids an empty translation unit */
#endif
