/*
 * Four Keccak-p[1600] states in the four 64-bit lanes of 256-bit vectors,
 * with AVX-512VL: vprolq rotates a lane in one instruction, and the 32 ymm
 * registers hold the 25 words of the four states (keccak_lanes_impl.h), where
 * AVX2's 16 keep them in memory. The permutation of SHAKE x4, whose four
 * streams would fill half of the eight lanes of keccak_avx512x8.c for the
 * same instruction count. Written with plain xor and andnot, no
 * vpternlogq intrinsic, so that MemorySanitizer follows every value (the
 * compiler may still fuse them into vpternlogq). Chosen at run time.
 */
#include "../common/internal.h"

#if SC_X86_64
#include <immintrin.h>

#define SC_LANES 4
#define SC_LANES_PERMUTE_ONLY 1
#define SC_LANES_ATTR __attribute__((target("arch=x86-64-v3,avx512f,avx512vl")))
#define SC_LANES_NAME(x) avx512vlx4_##x
#define SCV __m256i
#define SCV_XOR(a, b) _mm256_xor_si256((a), (b))
#define SCV_XOR5(a, b, c, d, e) SCV_XOR(SCV_XOR(SCV_XOR((a), (b)), SCV_XOR((c), (d))), (e))
#define SCV_CHI(a, b, c) _mm256_xor_si256((a), _mm256_andnot_si256((b), (c)))
#define SCV_ROL(x, n) _mm256_rol_epi64((x), (n))
#define SCV_BCAST(u) _mm256_set1_epi64x((long long)(u))
#define SCV_LOADU(p) _mm256_loadu_si256((const __m256i *)(const void *)(p))
#define SCV_STOREU(p, v) _mm256_storeu_si256((__m256i *)(void *)(p), (v))
#ifndef SYMCORE_CT_MSAN
#define SCV_PIN(v) __asm__("" : "+v"(v))
#else /* MSan takes an asm's outputs for clean: no pins there (common/ct_msan.h) */
#define SCV_PIN(v) ((void)0)
#endif
#include "keccak_lanes_impl.h"

const struct sc_keccak_x4_backend symcore__keccak_x4_avx512vl = { "avx512vl x4", avx512vlx4_permute,
                                                                  symcore__keccak_x4_extract_avx2 };
#else
typedef int sc_keccak_avx512vlx4_unused; /* ISO C forbids an empty translation unit */
#endif
