/*
 * Two Keccak-p[1600] states in the two 64-bit lanes of AArch64 NEON vectors
 * (uint64x2_t), for KT and ParallelHash leaves: the 25 lanes of the two
 * states stay in 25 of the 32 vector registers (keccak_lanes_impl.h). Two
 * builds of the same round: plain NEON, where a rotation is a shift left and
 * a shift right inserted (SHL + SRI) and chi is BIC + EOR; and one with the
 * SHA3 instructions (FEAT_SHA3, chosen by SC_CPU_ARM_SHA3): EOR3 for the
 * column parities, BCAX for chi, XAR with a zero operand for the rotations.
 * Which one is dispatched where, from llvm-mca: keccak_dispatch.c.
 * Compiles to nothing on other targets.
 */
#include "keccak_internal.h"

#if SC_AARCH64
#include <arm_neon.h>

/* The macros both builds share: loads, stores and the leaf plumbing. The
 * gathers and scatters are two scalar accesses each (NEON has none); the
 * leaf offsets and counts they branch on are public lengths. */
#define SC_LANES 2
#define SCV uint64x2_t
#define SCV_XOR(a, b) veorq_u64((a), (b))
#define SCV_BCAST(u) vdupq_n_u64((uint64_t)(u))
#define SCV_LOADU(p) vld1q_u64((const uint64_t *)(p))
#define SCV_STOREU(p, v) vst1q_u64((uint64_t *)(p), (v))
/* each lane >> n, 0 <= n <= 64: USHL by -n (by -64 it gives 0) */
#define SCV_SHR(v, n) vshlq_u64((v), vdupq_n_s64(-(int64_t)(n)))
/* lane 0: 0; lane 1: stride if n > 1, else 0 */
#define SCV_LEAF_OFFSETS(stride, n) \
    vcombine_u64(vcreate_u64(0), vcreate_u64((n) > 1 ? (uint64_t)(stride) : 0))
#define SCV_GATHER(p, idx)                                                          \
    vcombine_u64(vcreate_u64(sc_load64_le((p) + vgetq_lane_u64((idx), 0))),         \
                 vcreate_u64(sc_load64_le((p) + vgetq_lane_u64((idx), 1))))
#define SCV_GATHER_IF(p, idx, c) ((c) ? SCV_GATHER((p), (idx)) : vdupq_n_u64(0))
#define SCV_SCATTER(p, idx, v, n)                                                   \
    do {                                                                            \
        sc_store64_le((p) + vgetq_lane_u64((idx), 0), vgetq_lane_u64((v), 0));      \
        if ((n) > 1)                                                                \
            sc_store64_le((p) + vgetq_lane_u64((idx), 1), vgetq_lane_u64((v), 1));  \
    } while (0)
#define SCV_PIN(v) __asm__("" : "+w"(v))
#define SCV_SEQ(v) __asm__ volatile("" : "+w"(v))

/* plain NEON */
#define SC_LANES_ATTR
#define SC_LANES_NAME(x) neon2_##x
#define SCV_XOR5(a, b, c, d, e) veorq_u64(veorq_u64(veorq_u64((a), (b)), veorq_u64((c), (d))), (e))
#define SCV_ROL(x, n) vsriq_n_u64(vshlq_n_u64((x), (n)), (x), 64 - (n))
#define SCV_CHI(a, b, c) veorq_u64((a), vbicq_u64((c), (b)))
#include "keccak_lanes_impl.h"
#undef SC_LANES_ATTR
#undef SC_LANES_NAME
#undef SCV_XOR5
#undef SCV_ROL
#undef SCV_CHI

const struct sc_keccak_lanes_backend symcore__keccak_neon2 = {
    "portable, leaves: neon2", 2, neon2_hash, neon2_permute,
};

#if SC_KECCAK_HAVE_ARMV8_SHA3
/* with the SHA3 instructions */
#define SC_LANES_ATTR SC_ARMV8_SHA3_ATTR
#define SC_LANES_NAME(x) neon2_sha3_##x
#define SCV_XOR5(a, b, c, d, e) veor3q_u64(veor3q_u64((a), (b), (c)), (d), (e))
/* rotl(x, n) = XAR(x, 0, 64 - n), a rotation right */
#define SCV_ROL(x, n) vxarq_u64((x), vdupq_n_u64(0), 64 - (n))
/* a ^ (~b & c) = BCAX(a, c, b) */
#define SCV_CHI(a, b, c) vbcaxq_u64((a), (c), (b))
#include "keccak_lanes_impl.h"

const struct sc_keccak_lanes_backend symcore__keccak_neon2_sha3 = {
    "armv8-sha3, leaves: neon2-sha3", 2, neon2_sha3_hash, neon2_sha3_permute,
};
#endif
#else
typedef int sc_keccak_neon2_unused; /* ISO C forbids an empty translation unit */
#endif
