/*
 * Four Keccak-p[1600] states in the four 64-bit lanes of AVX2 vectors, kept
 * in memory and updated in place (keccak_lanes_inplace_impl.h: 16 vector
 * registers do not hold 25 lanes). AVX2 has no vector rotation: a rotation is
 * two shifts and an or, except by 8 and 56 bits, which are byte shuffles.
 * Chosen at run time.
 */
#include "../common/internal.h"

#if SC_X86_64
#include <immintrin.h>

#define SC_LANES 4
#define SC_LANES_ATTR __attribute__((target("arch=x86-64-v3")))
#define SC_LANES_NAME(x) avx2x4_##x
#define SCV __m256i
#define SCV_XOR(a, b) _mm256_xor_si256((a), (b))
#define SCV_CHI(a, b, c) _mm256_xor_si256((a), _mm256_andnot_si256((b), (c)))
#define SCV_ROL(x, n)                                                                        \
    ((n) == 8 ? _mm256_shuffle_epi8((x), avx2x4_rol8())                                      \
     : (n) == 56 ? _mm256_shuffle_epi8((x), avx2x4_rol56())                                  \
                 : _mm256_or_si256(_mm256_slli_epi64((x), (n)), _mm256_srli_epi64((x), 64 - (n))))
#define SCV_BCAST(u) _mm256_set1_epi64x((long long)(u))
#define SCV_LOADU(p) _mm256_loadu_si256((const __m256i *)(const void *)(p))
#define SCV_STOREU(p, v) _mm256_storeu_si256((__m256i *)(void *)(p), (v))
#define SCV_GATHER(p, idx) _mm256_i64gather_epi64((const long long *)(const void *)(p), (idx), 1)

/* Byte shuffles that rotate each 64-bit lane left by 8 and by 56 bits. */
static inline __attribute__((target("arch=x86-64-v3"))) __m256i avx2x4_rol8(void)
{
    return _mm256_setr_epi8(7, 0, 1, 2, 3, 4, 5, 6, 15, 8, 9, 10, 11, 12, 13, 14,
                            7, 0, 1, 2, 3, 4, 5, 6, 15, 8, 9, 10, 11, 12, 13, 14);
}
static inline __attribute__((target("arch=x86-64-v3"))) __m256i avx2x4_rol56(void)
{
    return _mm256_setr_epi8(1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8,
                            1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8);
}
#define SCV_SHR(v, n) _mm256_srl_epi64((v), _mm_cvtsi32_si128((int)(n)))
/* lane j: j * stride for j < n, else 0 */
#define SCV_LEAF_OFFSETS(stride, n)                                                                      \
    _mm256_and_si256(_mm256_setr_epi64x(0, (long long)(stride), (long long)(2 * (stride)),              \
                                        (long long)(3 * (stride))),                                      \
                     _mm256_cmpgt_epi64(_mm256_set1_epi64x((long long)(n)), _mm256_setr_epi64x(0, 1, 2, 3)))
/* lanes 0..n-1 of v to p + j * stride: AVX2 has no scatter (x86: little-endian) */
#define SCV_STORE_LANES(p, stride, v, n)                                                   \
    do {                                                                                   \
        const __m128i l_ = _mm256_castsi256_si128(v), h_ = _mm256_extracti128_si256((v), 1); \
        _mm_storel_epi64((__m128i *)(void *)(p), l_);                                      \
        if ((n) > 1)                                                                       \
            _mm_storeh_pd((double *)(void *)((p) + (stride)), _mm_castsi128_pd(l_));       \
        if ((n) > 2)                                                                       \
            _mm_storel_epi64((__m128i *)(void *)((p) + 2 * (stride)), h_);                 \
        if ((n) > 3)                                                                       \
            _mm_storeh_pd((double *)(void *)((p) + 3 * (stride)), _mm_castsi128_pd(h_));   \
    } while (0)
/* Four words of four leaves: four loads and a 4x4 transpose, cheaper than four gathers. */
#define SCV_LOAD_WORDS(p, o1, o2, o3, t0, t1, t2, t3)                                           \
    do {                                                                                        \
        const __m256i r0_ = SCV_LOADU(p), r1_ = SCV_LOADU((p) + (o1));                          \
        const __m256i r2_ = SCV_LOADU((p) + (o2)), r3_ = SCV_LOADU((p) + (o3));                 \
        const __m256i a_ = _mm256_unpacklo_epi64(r0_, r1_), b_ = _mm256_unpackhi_epi64(r0_, r1_); \
        const __m256i c_ = _mm256_unpacklo_epi64(r2_, r3_), d_ = _mm256_unpackhi_epi64(r2_, r3_); \
        (t0) = _mm256_permute2x128_si256(a_, c_, 0x20);                                         \
        (t1) = _mm256_permute2x128_si256(b_, d_, 0x20);                                         \
        (t2) = _mm256_permute2x128_si256(a_, c_, 0x31);                                         \
        (t3) = _mm256_permute2x128_si256(b_, d_, 0x31);                                         \
    } while (0)
#include "keccak_lanes_inplace_impl.h"

const struct sc_keccak_lanes_backend symcore__keccak_avx2x4 = {
    "x86-64-v3, leaves: avx2x4", 4, avx2x4_hash, avx2x4_permute,
};
/* SHAKE x4's output: four words of the four streams at a time, a 4x4
 * transpose (SCV_LOAD_WORDS's, from the interleaved state) and one 32-byte
 * store per stream. Shared with keccak_avx512vlx4.c. */
SC_LANES_ATTR void symcore__keccak_x4_extract_avx2(const uint64_t s[100], size_t w0, uint8_t *const out[4],
                                                  size_t nwords)
{
    size_t i = 0;
    for (; i + 4 <= nwords; i += 4) {
        __m256i t0, t1, t2, t3;
        SCV_LOAD_WORDS(s + 4 * (w0 + i), 4, 8, 12, t0, t1, t2, t3);
        SCV_STOREU(out[0] + 8 * i, t0);
        SCV_STOREU(out[1] + 8 * i, t1);
        SCV_STOREU(out[2] + 8 * i, t2);
        SCV_STOREU(out[3] + 8 * i, t3);
    }
    symcore__keccak_x4_extract_words(s, w0 + i, (uint8_t *const[4]){ out[0] + 8 * i, out[1] + 8 * i,
                                                                      out[2] + 8 * i, out[3] + 8 * i },
                                     nwords - i);
}

const struct sc_keccak_x4_backend symcore__keccak_x4_avx2 = { "avx2x4", avx2x4_permute,
                                                              symcore__keccak_x4_extract_avx2 };
#else
typedef int sc_keccak_avx2x4_unused; /* ISO C forbids an empty translation unit */
#endif
