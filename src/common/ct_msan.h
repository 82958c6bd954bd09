/*
 * The constant-time build under MemorySanitizer (cmake -DSYMCORE_CT_MSAN=ON,
 * clang >= 19): the tests poison every secret, and MSan reports any branch or
 * memory address computed from one. MSan follows most instructions bit by
 * bit, but not all, and what it cannot follow must not come out clean (then
 * everything after it would go unchecked). So in that build only:
 *
 * - widening multiplies (vpmadd52luq/huq, vpmuludq, and the scalar
 *   64 x 64 -> 128-bit product through SC_CTMSAN_WIDEN) and AES rounds
 *   (vaesenc, aesenc, their last rounds and the decryptions): MSan ORs the
 *   inputs' shadows bit by bit, so a secret's mark does not spread up a
 *   product (bits 46 and up of a vpmadd52luq of 44-bit secrets come out
 *   clean) nor across the bytes of an AES state. Here each 64-bit lane of a
 *   product (each 128-bit lane of an AES round) is wholly secret when any bit
 *   of that lane of any input is;
 * - vpternlogq, which MSan does not know (it reports it and treats its result
 *   as clean): written as the and / or / not of its truth table;
 * - gathers, whose loaded data comes out clean, and scatters, which MSan
 *   reports: the real instructions run; the offsets must be public, each
 *   lane's shadow is copied from the memory it came from (or went to).
 *
 * Inline asm (outputs always clean under MSan) is dealt with where it is:
 * register pins are dropped in this build (#ifndef SYMCORE_CT_MSAN), real instructions
 * spread their inputs' marks to their outputs (SC_CTMSAN_SPREAD).
 *
 * Every other build sees only the no-op macros at the bottom: its object
 * files are the same with and without this header (see .ci/run's
 * ct-msan stage for how that was checked). tests/ct_msan_audit.sh fails
 * when vector code this header does not cover appears in the library.
 */
#ifndef SYMCORE_CT_MSAN_H
#define SYMCORE_CT_MSAN_H

#ifdef SYMCORE_CT_MSAN
#include <sanitizer/msan_interface.h>

/* Lane by lane (lane bytes each, size bytes in all): r's lane made wholly
 * secret when any byte of the same lane of a, b or c (those not NULL) is. */
static inline void symcore__ctmsan_spread(void *r, const void *a, const void *b, const void *c, size_t size,
                                          size_t lane)
{
    for (size_t i = 0; i < size; i += lane) {
        if ((a && __msan_test_shadow((const char *)a + i, lane) != -1) ||
            (b && __msan_test_shadow((const char *)b + i, lane) != -1) ||
            (c && __msan_test_shadow((const char *)c + i, lane) != -1))
            __msan_poison((char *)r + i, lane);
    }
}

/* The value of orig(a, b[, c]) with each lane's shadow spread as above. */
#define SC_CTMSAN_OP2(T, lane, orig, a, b)                                                  \
    __extension__({                                                                       \
        T sc_ctm_a_ = (a), sc_ctm_b_ = (b);                                               \
        T sc_ctm_r_ = orig(sc_ctm_a_, sc_ctm_b_);                                         \
        symcore__ctmsan_spread(&sc_ctm_r_, &sc_ctm_a_, &sc_ctm_b_, NULL, sizeof(T), lane); \
        sc_ctm_r_;                                                                        \
    })
#define SC_CTMSAN_OP3(T, lane, orig, a, b, c)                                                     \
    __extension__({                                                                             \
        T sc_ctm_a_ = (a), sc_ctm_b_ = (b), sc_ctm_c_ = (c);                                    \
        T sc_ctm_r_ = orig(sc_ctm_a_, sc_ctm_b_, sc_ctm_c_);                                    \
        symcore__ctmsan_spread(&sc_ctm_r_, &sc_ctm_a_, &sc_ctm_b_, &sc_ctm_c_, sizeof(T), lane); \
        sc_ctm_r_;                                                                              \
    })

/* Statement forms for scalar code and inline asm: r wholly secret when any
 * byte of the object in (an input, or an array of the inputs) is. */
#define SC_CTMSAN_SPREAD(r, in)                                   \
    do {                                                          \
        if (__msan_test_shadow(&(in), sizeof(in)) != -1)          \
            __msan_poison(&(r), sizeof(r));                       \
    } while (0)
/* p = (128-bit) a * b: wholly secret when a or b is (only the low half would be). */
#define SC_CTMSAN_WIDEN(p, a, b)                                        \
    do {                                                                \
        uint64_t sc_ctm_in_[2] = { (uint64_t)(a), (uint64_t)(b) };      \
        if (__msan_test_shadow(sc_ctm_in_, sizeof sc_ctm_in_) != -1)    \
            __msan_poison(&(p), sizeof(p));                             \
    } while (0)

#if (defined(__x86_64__) || defined(_M_X64)) && defined(__clang__)
#include <immintrin.h>

/* The intrinsics as the compiler's headers define them, before the names
 * are taken over below (each header is included once: the library's own
 * #include <immintrin.h> comes after this and changes nothing). All of the
 * sc_ctm_ functions stay out of line: tests/ct_msan_audit.sh finds the
 * instructions these rules cover inside them and nowhere else. */
#define SC_CTM_ORIG3(name, T, attr)                                                                        \
    static __attribute__((noinline, unused, target(attr))) T sc_ctm_orig##name(T a, T b, T c)          \
    {                                                                                                      \
        return name(a, b, c);                                                                              \
    }
#define SC_CTM_ORIG2(name, T, attr)                                                                        \
    static __attribute__((noinline, unused, target(attr))) T sc_ctm_orig##name(T a, T b)               \
    {                                                                                                      \
        return name(a, b);                                                                                 \
    }
SC_CTM_ORIG3(_mm512_madd52lo_epu64, __m512i, "avx512f,avx512ifma")
SC_CTM_ORIG3(_mm512_madd52hi_epu64, __m512i, "avx512f,avx512ifma")
SC_CTM_ORIG3(_mm256_madd52lo_epu64, __m256i, "avx512vl,avx512ifma")
SC_CTM_ORIG3(_mm256_madd52hi_epu64, __m256i, "avx512vl,avx512ifma")
SC_CTM_ORIG3(_mm_madd52lo_epu64, __m128i, "avx512vl,avx512ifma")
SC_CTM_ORIG3(_mm_madd52hi_epu64, __m128i, "avx512vl,avx512ifma")
SC_CTM_ORIG2(_mm512_mul_epu32, __m512i, "avx512f")
SC_CTM_ORIG2(_mm256_mul_epu32, __m256i, "avx2")
SC_CTM_ORIG2(_mm_mul_epu32, __m128i, "sse2")
SC_CTM_ORIG2(_mm512_aesenc_epi128, __m512i, "avx512f,vaes")
SC_CTM_ORIG2(_mm512_aesenclast_epi128, __m512i, "avx512f,vaes")
SC_CTM_ORIG2(_mm512_aesdec_epi128, __m512i, "avx512f,vaes")
SC_CTM_ORIG2(_mm512_aesdeclast_epi128, __m512i, "avx512f,vaes")
SC_CTM_ORIG2(_mm256_aesenc_epi128, __m256i, "avx,vaes")
SC_CTM_ORIG2(_mm256_aesenclast_epi128, __m256i, "avx,vaes")
SC_CTM_ORIG2(_mm_aesenc_si128, __m128i, "aes")
SC_CTM_ORIG2(_mm_aesenclast_si128, __m128i, "aes")
SC_CTM_ORIG2(_mm_aesdec_si128, __m128i, "aes")
SC_CTM_ORIG2(_mm_aesdeclast_si128, __m128i, "aes")

#undef _mm512_madd52lo_epu64
#undef _mm512_madd52hi_epu64
#undef _mm256_madd52lo_epu64
#undef _mm256_madd52hi_epu64
#undef _mm_madd52lo_epu64
#undef _mm_madd52hi_epu64
#define _mm512_madd52lo_epu64(a, b, c) SC_CTMSAN_OP3(__m512i, 8, sc_ctm_orig_mm512_madd52lo_epu64, a, b, c)
#define _mm512_madd52hi_epu64(a, b, c) SC_CTMSAN_OP3(__m512i, 8, sc_ctm_orig_mm512_madd52hi_epu64, a, b, c)
#define _mm256_madd52lo_epu64(a, b, c) SC_CTMSAN_OP3(__m256i, 8, sc_ctm_orig_mm256_madd52lo_epu64, a, b, c)
#define _mm256_madd52hi_epu64(a, b, c) SC_CTMSAN_OP3(__m256i, 8, sc_ctm_orig_mm256_madd52hi_epu64, a, b, c)
#define _mm_madd52lo_epu64(a, b, c) SC_CTMSAN_OP3(__m128i, 8, sc_ctm_orig_mm_madd52lo_epu64, a, b, c)
#define _mm_madd52hi_epu64(a, b, c) SC_CTMSAN_OP3(__m128i, 8, sc_ctm_orig_mm_madd52hi_epu64, a, b, c)
#define _mm512_mul_epu32(a, b) SC_CTMSAN_OP2(__m512i, 8, sc_ctm_orig_mm512_mul_epu32, a, b)
#define _mm256_mul_epu32(a, b) SC_CTMSAN_OP2(__m256i, 8, sc_ctm_orig_mm256_mul_epu32, a, b)
#define _mm_mul_epu32(a, b) SC_CTMSAN_OP2(__m128i, 8, sc_ctm_orig_mm_mul_epu32, a, b)
#define _mm512_aesenc_epi128(a, b) SC_CTMSAN_OP2(__m512i, 16, sc_ctm_orig_mm512_aesenc_epi128, a, b)
#define _mm512_aesenclast_epi128(a, b) SC_CTMSAN_OP2(__m512i, 16, sc_ctm_orig_mm512_aesenclast_epi128, a, b)
#define _mm512_aesdec_epi128(a, b) SC_CTMSAN_OP2(__m512i, 16, sc_ctm_orig_mm512_aesdec_epi128, a, b)
#define _mm512_aesdeclast_epi128(a, b) SC_CTMSAN_OP2(__m512i, 16, sc_ctm_orig_mm512_aesdeclast_epi128, a, b)
#define _mm256_aesenc_epi128(a, b) SC_CTMSAN_OP2(__m256i, 16, sc_ctm_orig_mm256_aesenc_epi128, a, b)
#define _mm256_aesenclast_epi128(a, b) SC_CTMSAN_OP2(__m256i, 16, sc_ctm_orig_mm256_aesenclast_epi128, a, b)
#define _mm_aesenc_si128(a, b) SC_CTMSAN_OP2(__m128i, 16, sc_ctm_orig_mm_aesenc_si128, a, b)
#define _mm_aesenclast_si128(a, b) SC_CTMSAN_OP2(__m128i, 16, sc_ctm_orig_mm_aesenclast_si128, a, b)
#define _mm_aesdec_si128(a, b) SC_CTMSAN_OP2(__m128i, 16, sc_ctm_orig_mm_aesdec_si128, a, b)
#define _mm_aesdeclast_si128(a, b) SC_CTMSAN_OP2(__m128i, 16, sc_ctm_orig_mm_aesdeclast_si128, a, b)

/* vpternlogq as the OR of the minterms of its truth table (imm is a constant:
 * the tests on it fold away). */
static __attribute__((noinline, unused, target("avx512f"))) __m512i sc_ctm_ternlog512(__m512i a, __m512i b,
                                                                                          __m512i c, int imm)
{
    const __m512i ones = _mm512_set1_epi64(-1);
    __m512i r = _mm512_setzero_si512();
    for (int k = 0; k < 8; k++) {
        if (imm & (1 << k))
            r = _mm512_or_si512(r, _mm512_and_si512(_mm512_and_si512((k & 4) ? a : _mm512_xor_si512(a, ones),
                                                                     (k & 2) ? b : _mm512_xor_si512(b, ones)),
                                                    (k & 1) ? c : _mm512_xor_si512(c, ones)));
    }
    return r;
}
#undef _mm512_ternarylogic_epi64
#define _mm512_ternarylogic_epi64(a, b, c, imm) sc_ctm_ternlog512((a), (b), (c), (imm))

/* Gathers and scatters of 64-bit words at byte offsets: the offsets and the
 * mask must be public (MSan reports them otherwise); each lane's shadow
 * follows its word. */
static inline void sc_ctm_gathered(void *r, const void *base, const void *idx, int scale, unsigned mask, int lanes)
{
    for (int j = 0; j < lanes; j++) {
        long long off;
        memcpy(&off, (const char *)idx + 8 * j, 8);
        if (mask >> j & 1)
            __msan_copy_shadow((char *)r + 8 * j, (const char *)base + off * scale, 8);
        else
            __msan_unpoison((char *)r + 8 * j, 8);
    }
}
static inline void sc_ctm_scattered(void *base, const void *idx, const void *v, int scale, unsigned mask)
{
    for (int j = 0; j < 8; j++) {
        long long off;
        memcpy(&off, (const char *)idx + 8 * j, 8);
        if (mask >> j & 1)
            __msan_copy_shadow((char *)base + off * scale, (const char *)v + 8 * j, 8);
    }
}
#define SC_CTM_SCALES(x) ((x) == 1 ? 1 : (x) == 8 ? 8 : -1)
static __attribute__((noinline, unused, target("avx512f"))) __m512i sc_ctm_gather512(__m512i src, __mmask8 m,
                                                                                         __m512i idx,
                                                                                         const void *p, int scale)
{
    __m512i r;
    __msan_check_mem_is_initialized(&idx, sizeof idx);
    __msan_check_mem_is_initialized(&m, sizeof m);
    __m512i clean = src;
    __msan_unpoison(&clean, sizeof clean);
    if (scale == 1)
        r = _mm512_mask_i64gather_epi64(clean, m, idx, p, 1);
    else
        r = _mm512_mask_i64gather_epi64(clean, m, idx, p, 8);
    sc_ctm_gathered(&r, p, &idx, scale, m, 8);
    /* lanes not loaded keep src, and its shadow */
    for (int j = 0; j < 8; j++)
        if (!(m >> j & 1))
            __msan_copy_shadow((char *)&r + 8 * j, (const char *)&src + 8 * j, 8);
    return r;
}
static __attribute__((noinline, unused, target("avx512f"))) void sc_ctm_scatter512(void *p, __mmask8 m,
                                                                                       __m512i idx, __m512i v,
                                                                                       int scale)
{
    __m512i clean = v;
    __msan_check_mem_is_initialized(&idx, sizeof idx);
    __msan_check_mem_is_initialized(&m, sizeof m);
    __msan_unpoison(&clean, sizeof clean);
    if (scale == 1)
        _mm512_mask_i64scatter_epi64(p, m, idx, clean, 1);
    else
        _mm512_mask_i64scatter_epi64(p, m, idx, clean, 8);
    sc_ctm_scattered(p, &idx, &v, scale, m);
}
static __attribute__((noinline, unused, target("avx2"))) __m256i sc_ctm_gather256(const void *p, __m256i idx,
                                                                                      int scale)
{
    __m256i r;
    __msan_check_mem_is_initialized(&idx, sizeof idx);
    if (scale == 1)
        r = _mm256_i64gather_epi64((const long long *)p, idx, 1);
    else
        r = _mm256_i64gather_epi64((const long long *)p, idx, 8);
    sc_ctm_gathered(&r, p, &idx, scale, 0xf, 4);
    return r;
}
#undef _mm512_i64gather_epi64
#undef _mm512_mask_i64gather_epi64
#undef _mm512_mask_i64scatter_epi64
#undef _mm256_i64gather_epi64
#define _mm512_i64gather_epi64(idx, p, scale) \
    sc_ctm_gather512(_mm512_setzero_si512(), (__mmask8)0xff, (idx), (p), SC_CTM_SCALES(scale))
#define _mm512_mask_i64gather_epi64(src, m, idx, p, scale) \
    sc_ctm_gather512((src), (m), (idx), (p), SC_CTM_SCALES(scale))
#define _mm512_mask_i64scatter_epi64(p, m, idx, v, scale) \
    sc_ctm_scatter512((p), (m), (idx), (v), SC_CTM_SCALES(scale))
#define _mm256_i64gather_epi64(p, idx, scale) sc_ctm_gather256((p), (idx), SC_CTM_SCALES(scale))
#endif /* x86-64 */

#else /* not SYMCORE_CT_MSAN: nothing, in code or in data */
#define SC_CTMSAN_SPREAD(r, a) ((void)0)
#define SC_CTMSAN_WIDEN(p, a, b) ((void)0)
#endif

/*
 * Canaries (the library built again with -DSYMCORE_CT_CANARY, for
 * tests/ct_canaries.sh only): planted leaks in each AVX-512, IFMA and VAES
 * backend, a branch on a secret (SC_CT_CANARY_BRANCH) and a table index
 * from one (SC_CT_CANARY_INDEX), each firing only when the public
 * symcore__ct_canary equals its number k. MSan must report each at its line.
 * In every other build they are nothing (their arguments are not even read).
 */
#if defined(SYMCORE_CT_MSAN) && defined(SYMCORE_CT_CANARY)
extern volatile int symcore__ct_canary;
extern volatile uint64_t symcore__ct_canary_sink;
#define SC_CT_CANARY_BRANCH(k, x)                              \
    do {                                                       \
        if (symcore__ct_canary == (k) && ((uint64_t)(x) & 1))   \
            symcore__ct_canary_sink++;                         \
    } while (0)
#define SC_CT_CANARY_INDEX(k, x)                                                   \
    do {                                                                           \
        static const uint8_t sc_ct_table_[64] = { 1 };                            \
        if (symcore__ct_canary == (k))                                             \
            symcore__ct_canary_sink += sc_ct_table_[(uint64_t)(x) & 63];           \
    } while (0)
#define SC_CT_LANE0_128(v) ((uint64_t)_mm_cvtsi128_si64(v))
#define SC_CT_LANE0_256(v) ((uint64_t)_mm_cvtsi128_si64(_mm256_castsi256_si128(v)))
#define SC_CT_LANE0_512(v) ((uint64_t)_mm_cvtsi128_si64(_mm512_castsi512_si128(v)))
#else
#define SC_CT_CANARY_BRANCH(k, x) ((void)0)
#define SC_CT_CANARY_INDEX(k, x) ((void)0)
#endif

#endif
