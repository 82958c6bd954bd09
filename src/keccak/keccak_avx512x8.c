/*
 * Eight Keccak-p[1600] states in the eight 64-bit lanes of AVX-512 vectors:
 * vprolq rotates, one vpternlogq makes chi or a three-way xor, and the 25
 * words of the eight states stay in the 32 zmm registers. Chosen at run time.
 */
#include "../common/internal.h"

#if SC_X86_64
#include <immintrin.h>

#define SC_LANES 8
#define SC_LANES_ATTR __attribute__((target("arch=x86-64-v3,avx512f")))
#define SC_LANES_NAME(x) avx512x8_##x
#define SCV __m512i
#define SCV_XOR(a, b) _mm512_xor_si512((a), (b))
/* vpternlogq truth tables over (a, b, c) = (0xf0, 0xcc, 0xaa) */
#define SCV_XOR3(a, b, c) _mm512_ternarylogic_epi64((a), (b), (c), 0x96)
#define SCV_XOR5(a, b, c, d, e) SCV_XOR3(SCV_XOR3((a), (b), (c)), (d), (e))
#define SCV_CHI(a, b, c) _mm512_ternarylogic_epi64((a), (b), (c), 0xd2)
#define SCV_ROL(x, n) _mm512_rol_epi64((x), (n))
#define SCV_BCAST(u) _mm512_set1_epi64((long long)(u))
#define SCV_LOADU(p) _mm512_loadu_si512((const void *)(p))
#define SCV_STOREU(p, v) _mm512_storeu_si512((void *)(p), (v))
#define SCV_GATHER(p, idx) _mm512_i64gather_epi64((idx), (const void *)(p), 1)
#define SCV_GATHER_IF(p, idx, c) \
    _mm512_mask_i64gather_epi64(_mm512_setzero_si512(), (__mmask8)(0u - (unsigned)(c)), (idx), (const void *)(p), 1)
#define SCV_SHR(v, n) _mm512_srl_epi64((v), _mm_cvtsi32_si128((int)(n)))
#define SCV_LEAF_OFFSETS(stride, n) avx512x8_leaf_offsets((stride), (n))
/* lane j: j * stride for j < n, else 0 (AVX-512F multiplies 32-bit halves) */
static inline __attribute__((target("arch=x86-64-v3,avx512f"))) __m512i avx512x8_leaf_offsets(uint64_t stride, size_t n)
{
    const __m512i j = _mm512_setr_epi64(0, 1, 2, 3, 4, 5, 6, 7);
    const __m512i lo = _mm512_mul_epu32(j, _mm512_set1_epi64((long long)(stride & 0xffffffffu)));
    const __m512i hi = _mm512_mul_epu32(j, _mm512_set1_epi64((long long)(stride >> 32)));
    return _mm512_maskz_add_epi64((__mmask8)((1u << n) - 1), lo, _mm512_slli_epi64(hi, 32));
}
#ifndef SYMCORE_CT_MSAN
#define SCV_PIN(v) __asm__("" : "+v"(v))
#define SCV_SEQ(v) __asm__ volatile("" : "+v"(v))
#else /* MSan takes an asm's outputs for clean: no pins there (common/ct_msan.h) */
#define SCV_PIN(v) ((void)0)
#define SCV_SEQ(v) ((void)0)
#endif
#define SCV_SCATTER(p, idx, v, n) _mm512_mask_i64scatter_epi64((void *)(p), (__mmask8)((1u << (n)) - 1), (idx), (v), 1)
#include "keccak_lanes_impl.h"

const struct sc_keccak_lanes_backend symcore__keccak_avx512x8 = {
    "x86-64-v3, leaves: avx512x8", 8, avx512x8_hash, avx512x8_permute,
};
#else
typedef int sc_keccak_avx512x8_unused; /* ISO C forbids an empty translation unit */
#endif
