/*
 * ChaCha20 with AVX-512 (F, VL, BW), in the vertical layout of
 * chacha20_avx2.c: register xi holds state word i of 16 consecutive blocks
 * (zmm) or 8 (ymm). All four rotations are one vprold each, and the 32
 * vector registers hold the 16 state words with no spills; the input words
 * are added back from memory at the end (embedded broadcasts).
 *
 * A pass costs the latency of its 20 rounds (12 dependent add/xor/rotate per
 * round), whatever the width: one masked 8-block ymm pass costs what one
 * 16-block zmm pass costs, and no more than the 2-block xmm code of
 * chacha20_sse_impl.h even for 16 bytes, so short messages take one ymm
 * pass rather than narrower code (figures in src/chacha20/README.md). So:
 *   2 KiB passes of two 16-block zmm groups (below); a tail of 1025..2047
 *   bytes one masked such pass, of 513..1024 bytes one 16-block zmm pass,
 *   of 65..512 bytes (every short message) one byte-masked ymm pass, which
 *   also spares CPUs that slow down on zmm code.
 * Masks and branches depend on len only. Chosen at run time when the CPU has
 * AVX512F, AVX512VL and AVX512BW with OS support for ZMM state.
 *
 * One block or less (1..64 bytes) goes to the scalar one-block code
 * (symcore__chacha20_block1): scalar rotates take one cycle and x86-64 has
 * more integer pipes than vector ones, so one block's rounds finish sooner
 * there than in any vector pass. Its frame is small (no keystream buffer),
 * so the AEADs' one-time-key block stays within the stack scrub's reach.
 */
#include "chacha20_internal.h"

#if SC_X86_64
#include <immintrin.h>

#define SC_AVX512_ATTR __attribute__((target("avx2,avx512f,avx512vl,avx512bw")))

/* x_i += the input word i (from memory, an embedded broadcast), for every
 * word but the counters 12 and 13, which callers add themselves */
#define ADD_INPUT_WORDS(ADD, SET1, x)                                                            \
    do {                                                                                         \
        x##0 = ADD(x##0, SET1(st[0])); x##1 = ADD(x##1, SET1(st[1]));                             \
        x##2 = ADD(x##2, SET1(st[2])); x##3 = ADD(x##3, SET1(st[3]));                             \
        x##4 = ADD(x##4, SET1(st[4])); x##5 = ADD(x##5, SET1(st[5]));                             \
        x##6 = ADD(x##6, SET1(st[6])); x##7 = ADD(x##7, SET1(st[7]));                             \
        x##8 = ADD(x##8, SET1(st[8])); x##9 = ADD(x##9, SET1(st[9]));                             \
        x##10 = ADD(x##10, SET1(st[10])); x##11 = ADD(x##11, SET1(st[11]));                       \
        x##14 = ADD(x##14, SET1(st[14])); x##15 = ADD(x##15, SET1(st[15]));                       \
    } while (0)
#define Z_ADD_INPUT_WORDS(x) ADD_INPUT_WORDS(Z_ADD, Z_SET1, x)
#define Y_ADD_INPUT_WORDS(x) ADD_INPUT_WORDS(Y_ADD, Y_SET1, x)

#define Z_ADD(a, b) _mm512_add_epi32((a), (b))
#define Z_XOR(a, b) _mm512_xor_si512((a), (b))
#define Z_QR(a, b, c, d)                                                  \
    do {                                                                  \
        a = Z_ADD(a, b); d = Z_XOR(d, a); d = _mm512_rol_epi32(d, 16);    \
        c = Z_ADD(c, d); b = Z_XOR(b, c); b = _mm512_rol_epi32(b, 12);    \
        a = Z_ADD(a, b); d = Z_XOR(d, a); d = _mm512_rol_epi32(d, 8);     \
        c = Z_ADD(c, d); b = Z_XOR(b, c); b = _mm512_rol_epi32(b, 7);     \
    } while (0)
#define Z_SET1(w) _mm512_set1_epi32((int)(w))

/* per 128-bit lane: a b c d = word k of 4 blocks -> the 4 words of each block */
#define Z_TRANSPOSE(a, b, c, d)                                                       \
    do {                                                                              \
        __m512i t0_ = _mm512_unpacklo_epi32(a, b), t1_ = _mm512_unpacklo_epi32(c, d); \
        __m512i t2_ = _mm512_unpackhi_epi32(a, b), t3_ = _mm512_unpackhi_epi32(c, d); \
        a = _mm512_unpacklo_epi64(t0_, t1_);                                          \
        b = _mm512_unpackhi_epi64(t0_, t1_);                                          \
        c = _mm512_unpacklo_epi64(t2_, t3_);                                          \
        d = _mm512_unpackhi_epi64(t2_, t3_);                                          \
    } while (0)

/* Bytes [off, off + 64) of the output: in ^ k, clipped to len (public). */
SC_INLINE SC_AVX512_ATTR void z_xor64(uint8_t *out, const uint8_t *in, size_t len, size_t off, __m512i k)
{
    SC_CT_CANARY_BRANCH(1, SC_CT_LANE0_512(k));
    SC_CT_CANARY_INDEX(2, SC_CT_LANE0_512(k));
    if (off + 64 <= len) {
        __m512i m = _mm512_loadu_si512((const void *)(in + off));
        _mm512_storeu_si512((void *)(out + off), _mm512_xor_si512(m, k));
    } else if (off < len) {
        __mmask64 mask = ((__mmask64)1 << (len - off)) - 1;
        __m512i m = _mm512_maskz_loadu_epi8(mask, (const void *)(in + off));
        _mm512_mask_storeu_epi8((void *)(out + off), mask, _mm512_xor_si512(m, k));
    }
}

/* Rows a (words 0-3), b (4-7), c (8-11), d (12-15) hold blocks j, 4+j, 8+j,
 * 12+j in their 128-bit lanes 0..3: gather each block and XOR it out. */
#define Z_STORE(j, a, b, c, d)                                                     \
    do {                                                                           \
        __m512i ab_lo = _mm512_shuffle_i32x4(a, b, 0x44); /* a0 a1 b0 b1 */        \
        __m512i cd_lo = _mm512_shuffle_i32x4(c, d, 0x44);                          \
        __m512i ab_hi = _mm512_shuffle_i32x4(a, b, 0xee); /* a2 a3 b2 b3 */        \
        __m512i cd_hi = _mm512_shuffle_i32x4(c, d, 0xee);                          \
        z_xor64(out, in, len, 64 * (j), _mm512_shuffle_i32x4(ab_lo, cd_lo, 0x88)); \
        z_xor64(out, in, len, 64 * (j) + 256, _mm512_shuffle_i32x4(ab_lo, cd_lo, 0xdd)); \
        z_xor64(out, in, len, 64 * (j) + 512, _mm512_shuffle_i32x4(ab_hi, cd_hi, 0x88)); \
        z_xor64(out, in, len, 64 * (j) + 768, _mm512_shuffle_i32x4(ab_hi, cd_hi, 0xdd)); \
    } while (0)

/* One block in the horizontal layout (a row of 4 words per xmm register),
 * rotations by vprold; lane j of the diagonal round holds a(j-1) b(j) c(j+1)
 * d(j+2) as in chacha20_sse_impl.h. */
#define H_QR(a, b, c, d)                                                                 \
    do {                                                                                 \
        a = _mm_add_epi32(a, b); d = _mm_xor_si128(d, a); d = _mm_rol_epi32(d, 16);      \
        c = _mm_add_epi32(c, d); b = _mm_xor_si128(b, c); b = _mm_rol_epi32(b, 12);      \
        a = _mm_add_epi32(a, b); d = _mm_xor_si128(d, a); d = _mm_rol_epi32(d, 8);       \
        c = _mm_add_epi32(c, d); b = _mm_xor_si128(b, c); b = _mm_rol_epi32(b, 7);       \
    } while (0)
/* Blocks ctr .. ctr+15 XORed into the first min(len, 1024) bytes. With
 * with_k0 (a constant), also the keystream of block ctr - 1 into ks0, in the
 * same rounds: its single xmm chain fills the issue slots the 16-block
 * chains leave, so the AEADs get their one-time key block almost for free. */
SC_INLINE SC_AVX512_ATTR void z_pass(uint8_t *out, const uint8_t *in, size_t len, const uint32_t st[16],
                                     uint64_t ctr, uint8_t *ks0, const int with_k0)
{
    const __m512i lanes = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    /* word 12: low half of ctr + lane, carrying into word 13 where it wraps */
#define Z_S12 Z_ADD(Z_SET1((uint32_t)ctr), lanes)
#define Z_S13(s12) _mm512_mask_add_epi32(Z_SET1((uint32_t)(ctr >> 32)), _mm512_cmplt_epu32_mask(s12, lanes), \
                                         Z_SET1((uint32_t)(ctr >> 32)), Z_SET1(1))
    /* rows of the horizontal block ctr - 1 */
#define H_ROW(i) _mm_loadu_si128((const __m128i *)(const void *)(st + 4 * (i)))
#define H_ROW3 _mm_set_epi32((int)st[15], (int)st[14], (int)(uint32_t)((ctr - 1) >> 32), (int)(uint32_t)(ctr - 1))
    __m128i ha = H_ROW(0), hb = H_ROW(1), hc = H_ROW(2), hd = H_ROW3;
    __m512i x0 = Z_SET1(st[0]), x1 = Z_SET1(st[1]), x2 = Z_SET1(st[2]), x3 = Z_SET1(st[3]);
    __m512i x4 = Z_SET1(st[4]), x5 = Z_SET1(st[5]), x6 = Z_SET1(st[6]), x7 = Z_SET1(st[7]);
    __m512i x8 = Z_SET1(st[8]), x9 = Z_SET1(st[9]), x10 = Z_SET1(st[10]), x11 = Z_SET1(st[11]);
    __m512i x12 = Z_S12, x13 = Z_S13(x12), x14 = Z_SET1(st[14]), x15 = Z_SET1(st[15]);

    /* fully unrolled: in a loop gcc 12 keeps some of the 20 rows in memory
     * (key words on the stack) although 32 registers hold them */
#pragma GCC unroll 10
    for (int i = 0; i < 10; i++) {
        Z_QR(x0, x4, x8, x12);
        Z_QR(x1, x5, x9, x13);
        Z_QR(x2, x6, x10, x14);
        Z_QR(x3, x7, x11, x15);
        if (with_k0) {
            H_QR(ha, hb, hc, hd);
            ha = _mm_shuffle_epi32(ha, 0x93); hc = _mm_shuffle_epi32(hc, 0x39); hd = _mm_shuffle_epi32(hd, 0x4e);
        }
        Z_QR(x0, x5, x10, x15);
        Z_QR(x1, x6, x11, x12);
        Z_QR(x2, x7, x8, x13);
        Z_QR(x3, x4, x9, x14);
        if (with_k0) {
            H_QR(ha, hb, hc, hd);
            ha = _mm_shuffle_epi32(ha, 0x39); hc = _mm_shuffle_epi32(hc, 0x93); hd = _mm_shuffle_epi32(hd, 0x4e);
        }
    }
    /* Re-read the input words and rebuild the counters rather than keep
     * them (spilled) across the rounds: the empty asm hides that st and ctr
     * are the same values. */
    __asm__("" : "+r"(st), "+r"(ctr));
    if (with_k0) {
        _mm_storeu_si128((__m128i *)(void *)ks0, _mm_add_epi32(ha, H_ROW(0)));
        _mm_storeu_si128((__m128i *)(void *)(ks0 + 16), _mm_add_epi32(hb, H_ROW(1)));
        _mm_storeu_si128((__m128i *)(void *)(ks0 + 32), _mm_add_epi32(hc, H_ROW(2)));
        _mm_storeu_si128((__m128i *)(void *)(ks0 + 48), _mm_add_epi32(hd, H_ROW3));
    }
    Z_ADD_INPUT_WORDS(x);
    {
        const __m512i s12 = Z_S12;
        x12 = Z_ADD(x12, s12);
        x13 = Z_ADD(x13, Z_S13(s12));
    }
#undef Z_S12
#undef Z_S13
#undef H_ROW
#undef H_ROW3
    Z_TRANSPOSE(x0, x1, x2, x3);
    Z_TRANSPOSE(x4, x5, x6, x7);
    Z_TRANSPOSE(x8, x9, x10, x11);
    Z_TRANSPOSE(x12, x13, x14, x15);
    Z_STORE(0, x0, x4, x8, x12);
    Z_STORE(1, x1, x5, x9, x13);
    Z_STORE(2, x2, x6, x10, x14);
    Z_STORE(3, x3, x7, x11, x15);
}

static SC_AVX512_ATTR SC_NOINLINE void avx512_blocks16(uint8_t *out, const uint8_t *in, size_t len,
                                                       const uint32_t st[16], uint64_t ctr)
{
    z_pass(out, in, len, st, ctr, NULL, 0);
}

/* 32 blocks, two groups of 16 (x and y) in the same rounds: an add, xor or
 * vprold has a latency of 2 cycles on Zen 5, so one group's chains leave
 * half the issue slots of the 4 vector pipes idle. The 32 rows use all 32
 * registers; the 3-operand forms need no temporaries, so the rounds run
 * without a spill with gcc 12 (checked with objdump). clang 14 spills rows
 * in the rounds (state on the stack, and a 568-byte frame): with clang the
 * bulk loop stays on the 16-block pass. */
#if defined(__clang__)
#define SC_AVX512_TWO_GROUPS 0
#else
#define SC_AVX512_TWO_GROUPS 1
#endif
#if SC_AVX512_TWO_GROUPS
#define Z32_INIT(x, c)                                                                                   \
    __m512i x##0 = Z_SET1(st[0]), x##1 = Z_SET1(st[1]), x##2 = Z_SET1(st[2]), x##3 = Z_SET1(st[3]);     \
    __m512i x##4 = Z_SET1(st[4]), x##5 = Z_SET1(st[5]), x##6 = Z_SET1(st[6]), x##7 = Z_SET1(st[7]);     \
    __m512i x##8 = Z_SET1(st[8]), x##9 = Z_SET1(st[9]), x##10 = Z_SET1(st[10]), x##11 = Z_SET1(st[11]); \
    __m512i x##12 = Z_S12(c), x##13 = Z_S13(c, x##12), x##14 = Z_SET1(st[14]), x##15 = Z_SET1(st[15])
#define Z32_DOUBLE_ROUND(x)                \
    Z_QR(x##0, x##4, x##8, x##12);         \
    Z_QR(x##1, x##5, x##9, x##13);         \
    Z_QR(x##2, x##6, x##10, x##14);        \
    Z_QR(x##3, x##7, x##11, x##15);        \
    Z_QR(x##0, x##5, x##10, x##15);        \
    Z_QR(x##1, x##6, x##11, x##12);        \
    Z_QR(x##2, x##7, x##8, x##13);         \
    Z_QR(x##3, x##4, x##9, x##14)
/* add the input block (counter c), transpose and XOR the first n bytes
 * (n <= 1024) at o + off from i + off */
#define Z32_FINISH(x, c, off, n)                                   \
    do {                                                           \
        const size_t len = (n);                                    \
        uint8_t *const out = o + (off);                            \
        const uint8_t *const in = i + (off);                       \
        const __m512i s12_ = Z_S12(c);                             \
        x##12 = Z_ADD(x##12, s12_);                                \
        x##13 = Z_ADD(x##13, Z_S13(c, s12_));                      \
        Z_ADD_INPUT_WORDS(x);                                      \
        Z_TRANSPOSE(x##0, x##1, x##2, x##3);                       \
        Z_TRANSPOSE(x##4, x##5, x##6, x##7);                       \
        Z_TRANSPOSE(x##8, x##9, x##10, x##11);                     \
        Z_TRANSPOSE(x##12, x##13, x##14, x##15);                   \
        Z_STORE(0, x##0, x##4, x##8, x##12);                       \
        Z_STORE(1, x##1, x##5, x##9, x##13);                       \
        Z_STORE(2, x##2, x##6, x##10, x##14);                      \
        Z_STORE(3, x##3, x##7, x##11, x##15);                      \
    } while (0)

/* Blocks ctr .. ctr+31 XORed into the first n bytes, 1024 < n <= 2048 */
static SC_AVX512_ATTR SC_NOINLINE void avx512_blocks32(uint8_t *o, const uint8_t *i, size_t n, const uint32_t st[16],
                                                       uint64_t ctr)
{
    const __m512i lanes = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
#define Z_S12(c) Z_ADD(Z_SET1((uint32_t)(c)), lanes)
#define Z_S13(c, s12) _mm512_mask_add_epi32(Z_SET1((uint32_t)((c) >> 32)), _mm512_cmplt_epu32_mask(s12, lanes), \
                                            Z_SET1((uint32_t)((c) >> 32)), Z_SET1(1))
    Z32_INIT(x, ctr);
    Z32_INIT(y, ctr + 16);
#pragma GCC unroll 10
    for (int r = 0; r < 10; r++) {
        Z32_DOUBLE_ROUND(x);
        Z32_DOUBLE_ROUND(y);
    }
    __asm__("" : "+r"(st), "+r"(ctr));
    /* finishing x needs a few registers: four rows of y wait in a buffer
     * that is wiped, rather than in spill slots that are not */
    __m512i park[4];
    volatile __m512i *vp = park;
    vp[0] = y12;
    vp[1] = y13;
    vp[2] = y14;
    vp[3] = y15;
    Z32_FINISH(x, ctr, 0, 1024);
    y12 = vp[0];
    y13 = vp[1];
    y14 = vp[2];
    y15 = vp[3];
    Z32_FINISH(y, ctr + 16, 1024, n - 1024);
    symcore_wipe(park, sizeof park);
#undef Z_S12
#undef Z_S13
}
#endif

/* see xor_stream_k0 in chacha20_internal.h */
static SC_AVX512_ATTR SC_NOINLINE void avx512_xor_stream_k0(uint8_t ks0[64], uint8_t *out, const uint8_t *in,
                                                            size_t len, const uint32_t st[16])
{
    z_pass(out, in, len, st, ((uint64_t)st[12] | (uint64_t)st[13] << 32) + 1, ks0, 1);
}

#define Y_ADD(a, b) _mm256_add_epi32((a), (b))
#define Y_XOR(a, b) _mm256_xor_si256((a), (b))
#define Y_QR(a, b, c, d)                                                  \
    do {                                                                  \
        a = Y_ADD(a, b); d = Y_XOR(d, a); d = _mm256_rol_epi32(d, 16);    \
        c = Y_ADD(c, d); b = Y_XOR(b, c); b = _mm256_rol_epi32(b, 12);    \
        a = Y_ADD(a, b); d = Y_XOR(d, a); d = _mm256_rol_epi32(d, 8);     \
        c = Y_ADD(c, d); b = Y_XOR(b, c); b = _mm256_rol_epi32(b, 7);     \
    } while (0)
#define Y_SET1(w) _mm256_set1_epi32((int)(w))
#define Y_TRANSPOSE(a, b, c, d)                                                       \
    do {                                                                              \
        __m256i t0_ = _mm256_unpacklo_epi32(a, b), t1_ = _mm256_unpacklo_epi32(c, d); \
        __m256i t2_ = _mm256_unpackhi_epi32(a, b), t3_ = _mm256_unpackhi_epi32(c, d); \
        a = _mm256_unpacklo_epi64(t0_, t1_);                                          \
        b = _mm256_unpackhi_epi64(t0_, t1_);                                          \
        c = _mm256_unpacklo_epi64(t2_, t3_);                                          \
        d = _mm256_unpackhi_epi64(t2_, t3_);                                          \
    } while (0)

/* Bytes [off, off + 32) of the output: in ^ k, clipped to len (public). */
SC_INLINE SC_AVX512_ATTR void y_xor32(uint8_t *out, const uint8_t *in, size_t len, size_t off, __m256i k)
{
    SC_CT_CANARY_BRANCH(3, SC_CT_LANE0_256(k));
    SC_CT_CANARY_INDEX(4, SC_CT_LANE0_256(k));
    if (off + 32 <= len) {
        __m256i m = _mm256_loadu_si256((const __m256i *)(const void *)(in + off));
        _mm256_storeu_si256((__m256i *)(void *)(out + off), _mm256_xor_si256(m, k));
    } else if (off < len) {
        __mmask32 mask = (__mmask32)(((uint64_t)1 << (len - off)) - 1);
        __m256i m = _mm256_maskz_loadu_epi8(mask, (const void *)(in + off));
        _mm256_mask_storeu_epi8((void *)(out + off), mask, _mm256_xor_si256(m, k));
    }
}

/* Blocks j and j+4 from rows (lane 0: block j, lane 1: block j+4) */
#define Y_STORE(j, r0, r1, r2, r3)                                                           \
    do {                                                                                     \
        y_xor32(out, in, len, 64 * (j), _mm256_permute2x128_si256(r0, r1, 0x20));            \
        y_xor32(out, in, len, 64 * (j) + 32, _mm256_permute2x128_si256(r2, r3, 0x20));       \
        y_xor32(out, in, len, 64 * (j) + 256, _mm256_permute2x128_si256(r0, r1, 0x31));      \
        y_xor32(out, in, len, 64 * (j) + 288, _mm256_permute2x128_si256(r2, r3, 0x31));      \
    } while (0)

/* Blocks ctr .. ctr+7 XORed into the first min(len, 512) bytes. */
static SC_AVX512_ATTR SC_NOINLINE void avx512_blocks8(uint8_t *out, const uint8_t *in, size_t len,
                                                      const uint32_t st[16], uint64_t ctr)
{
    const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    const __m256i s12 = Y_ADD(Y_SET1((uint32_t)ctr), lanes);
    const __m256i s13 = _mm256_mask_add_epi32(Y_SET1((uint32_t)(ctr >> 32)), _mm256_cmplt_epu32_mask(s12, lanes),
                                              Y_SET1((uint32_t)(ctr >> 32)), Y_SET1(1));
    __m256i x0 = Y_SET1(st[0]), x1 = Y_SET1(st[1]), x2 = Y_SET1(st[2]), x3 = Y_SET1(st[3]);
    __m256i x4 = Y_SET1(st[4]), x5 = Y_SET1(st[5]), x6 = Y_SET1(st[6]), x7 = Y_SET1(st[7]);
    __m256i x8 = Y_SET1(st[8]), x9 = Y_SET1(st[9]), x10 = Y_SET1(st[10]), x11 = Y_SET1(st[11]);
    __m256i x12 = s12, x13 = s13, x14 = Y_SET1(st[14]), x15 = Y_SET1(st[15]);

    for (int i = 0; i < 10; i++) {
        Y_QR(x0, x4, x8, x12);
        Y_QR(x1, x5, x9, x13);
        Y_QR(x2, x6, x10, x14);
        Y_QR(x3, x7, x11, x15);
        Y_QR(x0, x5, x10, x15);
        Y_QR(x1, x6, x11, x12);
        Y_QR(x2, x7, x8, x13);
        Y_QR(x3, x4, x9, x14);
    }
    /* Re-read the input words rather than keep them (spilled) across the
     * rounds: the empty asm hides that st is the same pointer. */
    __asm__("" : "+r"(st));
    Y_ADD_INPUT_WORDS(x);
    x12 = Y_ADD(x12, s12);
    x13 = Y_ADD(x13, s13);
    Y_TRANSPOSE(x0, x1, x2, x3);
    Y_TRANSPOSE(x4, x5, x6, x7);
    Y_TRANSPOSE(x8, x9, x10, x11);
    Y_TRANSPOSE(x12, x13, x14, x15);
    Y_STORE(0, x0, x4, x8, x12);
    Y_STORE(1, x1, x5, x9, x13);
    Y_STORE(2, x2, x6, x10, x14);
    Y_STORE(3, x3, x7, x11, x15);
}

static SC_AVX512_ATTR void avx512_xor_stream(uint8_t *out, const uint8_t *in, size_t len, const uint32_t st[16])
{
    uint64_t ctr = (uint64_t)st[12] | (uint64_t)st[13] << 32;
    if (sc_chacha20_short(out, in, len, st))
        return;
#if SC_AVX512_TWO_GROUPS
    if (len > 1024) {
        while (len >= 2048) {
            avx512_blocks32(out, in, 2048, st, ctr);
            ctr += 32;
            in += 2048;
            out += 2048;
            len -= 2048;
        }
        if (len > 1024) {
            avx512_blocks32(out, in, len, st, ctr);
            len = 0;
        }
    }
#else
    while (len >= 1024) {
        avx512_blocks16(out, in, 1024, st, ctr);
        ctr += 16;
        in += 1024;
        out += 1024;
        len -= 1024;
    }
#endif
    if (len > 512)
        avx512_blocks16(out, in, len, st, ctr);
    else if (len > 0)
        avx512_blocks8(out, in, len, st, ctr);
}

const struct sc_chacha20_backend symcore__chacha20_avx512 = {
    "avx512", avx512_xor_stream, avx512_xor_stream_k0, NULL, NULL,
};
#else
typedef int sc_chacha20_avx512_unused; /* ISO C forbids an empty translation unit */
#endif
