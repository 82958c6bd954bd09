/*
 * ChaCha20 on 128-bit vectors, written once and compiled by several files
 * (x86-64 only). The including file defines:
 *   SC_CHACHA_ATTR      the function attribute (a target(...) or nothing)
 *   SC_CHACHA_NAME(x)   a prefix for the static function names
 *   SC_CHACHA_PSHUFB    1: rotate by 16 and 8 with one byte shuffle (SSSE3);
 *                       0: SSE2 only (16 by word shuffles, 8 by shift/shift/or)
 * and gets SC_CHACHA_NAME(xor_from)(out, in, len, st, ctr): the backend's
 * xor_stream starting at 64-bit block counter ctr instead of st[12..13].
 *
 * Two layouts:
 * - "vertical", 4 blocks at once: register xi holds state word i of 4
 *   consecutive blocks, so a quarter round is plain lane-wise arithmetic and
 *   the 4 blocks are independent work for the out-of-order core. A 4x4
 *   transpose per group of 4 words turns the result into 16-byte rows of
 *   keystream at the end.
 * - "horizontal", for 128 bytes or less: one register per row of the 4x4
 *   state of one block; the diagonal round is a column round after rotating
 *   rows 1..3 by 1, 2, 3 lanes (pshufd). Two blocks are interleaved so the
 *   second one hides in the latency of the first: the AEADs ask for the
 *   Poly1305 key block and one message block in one call.
 * Keystream is XORed 16 bytes at a time with unaligned loads and stores; a
 * final partial row is XORed byte by byte straight from the register.
 * Everything is data-independent except the loops and branches on len.
 */
#include <emmintrin.h>
#if SC_CHACHA_PSHUFB
#include <tmmintrin.h>
#endif

#define SCV_ADD(a, b) _mm_add_epi32((a), (b))
#define SCV_XOR(a, b) _mm_xor_si128((a), (b))
#define SCV_ROTL(x, n) _mm_or_si128(_mm_slli_epi32((x), (n)), _mm_srli_epi32((x), 32 - (n)))
#if SC_CHACHA_PSHUFB
/* byte shuffles of each 32-bit lane: rotl 16 = bytes 2 3 0 1, rotl 8 = 3 0 1 2 */
#define SCV_ROT_CONSTS                                                                     \
    const __m128i rot16 = _mm_set_epi8(13, 12, 15, 14, 9, 8, 11, 10, 5, 4, 7, 6, 1, 0, 3, 2); \
    const __m128i rot8 = _mm_set_epi8(14, 13, 12, 15, 10, 9, 8, 11, 6, 5, 4, 7, 2, 1, 0, 3)
#define SCV_ROTL16(x) _mm_shuffle_epi8((x), rot16)
#define SCV_ROTL8(x) _mm_shuffle_epi8((x), rot8)
#else
#define SCV_ROT_CONSTS (void)0
/* swap the 16-bit halves of each lane: 2 shuffles instead of 3 shift/or ops */
#define SCV_ROTL16(x) _mm_shufflehi_epi16(_mm_shufflelo_epi16((x), 0xb1), 0xb1)
#define SCV_ROTL8(x) SCV_ROTL((x), 8)
#endif

#define SCV_QR(a, b, c, d)                                          \
    do {                                                            \
        a = SCV_ADD(a, b); d = SCV_XOR(d, a); d = SCV_ROTL16(d);    \
        c = SCV_ADD(c, d); b = SCV_XOR(b, c); b = SCV_ROTL(b, 12);  \
        a = SCV_ADD(a, b); d = SCV_XOR(d, a); d = SCV_ROTL8(d);     \
        c = SCV_ADD(c, d); b = SCV_XOR(b, c); b = SCV_ROTL(b, 7);   \
    } while (0)

/* a b c d = rows of 4 words of 4 blocks -> a b c d = block 0..3 of those words */
#define SCV_TRANSPOSE(a, b, c, d)                                             \
    do {                                                                      \
        __m128i t0_ = _mm_unpacklo_epi32(a, b), t1_ = _mm_unpacklo_epi32(c, d); \
        __m128i t2_ = _mm_unpackhi_epi32(a, b), t3_ = _mm_unpackhi_epi32(c, d); \
        a = _mm_unpacklo_epi64(t0_, t1_);                                     \
        b = _mm_unpackhi_epi64(t0_, t1_);                                     \
        c = _mm_unpacklo_epi64(t2_, t3_);                                     \
        d = _mm_unpackhi_epi64(t2_, t3_);                                     \
    } while (0)

#define SCV_SET1(w) _mm_set1_epi32((int)(w))
#define SCV_LO(c) ((int)(uint32_t)(c))
#define SCV_HI(c) ((int)(uint32_t)((c) >> 32))

/* A final partial row: out[0..n) = in ^ k for n < 16, one byte at a time
 * from the low lane, shifting k right by a byte each time (no keystream in
 * memory). Out of line: needed once per call at most. */
static SC_CHACHA_ATTR __attribute__((noinline)) void SC_CHACHA_NAME(xor_partial)(uint8_t *out, const uint8_t *in,
                                                                                 size_t n, __m128i k)
{
    for (size_t i = 0; i < n; i++) {
        out[i] = (uint8_t)(in[i] ^ (uint8_t)_mm_cvtsi128_si32(k));
        k = _mm_srli_si128(k, 1);
    }
}

/* out[off..off+16) = in ^ k, clipped to len bytes (off and len are public). */
SC_INLINE SC_CHACHA_ATTR void SC_CHACHA_NAME(xor_row)(uint8_t *out, const uint8_t *in, size_t len, size_t off,
                                                      __m128i k)
{
    if (off + 16 <= len) {
        __m128i m = _mm_loadu_si128((const __m128i *)(const void *)(in + off));
        _mm_storeu_si128((__m128i *)(void *)(out + off), _mm_xor_si128(m, k));
    } else if (off < len) {
        SC_CHACHA_NAME(xor_partial)(out + off, in + off, len - off, k);
    }
}

/* Blocks ctr .. ctr+3, XORed into the first min(len, 256) bytes. */
static SC_CHACHA_ATTR void SC_CHACHA_NAME(blocks4)(uint8_t *out, const uint8_t *in, size_t len,
                                                   const uint32_t st[16], uint64_t ctr)
{
    SCV_ROT_CONSTS;
    const __m128i s12 = _mm_set_epi32(SCV_LO(ctr + 3), SCV_LO(ctr + 2), SCV_LO(ctr + 1), SCV_LO(ctr));
    const __m128i s13 = _mm_set_epi32(SCV_HI(ctr + 3), SCV_HI(ctr + 2), SCV_HI(ctr + 1), SCV_HI(ctr));
    __m128i x0 = SCV_SET1(st[0]), x1 = SCV_SET1(st[1]), x2 = SCV_SET1(st[2]), x3 = SCV_SET1(st[3]);
    __m128i x4 = SCV_SET1(st[4]), x5 = SCV_SET1(st[5]), x6 = SCV_SET1(st[6]), x7 = SCV_SET1(st[7]);
    __m128i x8 = SCV_SET1(st[8]), x9 = SCV_SET1(st[9]), x10 = SCV_SET1(st[10]), x11 = SCV_SET1(st[11]);
    __m128i x12 = s12, x13 = s13, x14 = SCV_SET1(st[14]), x15 = SCV_SET1(st[15]);

    for (int i = 0; i < 10; i++) {
        SCV_QR(x0, x4, x8, x12);
        SCV_QR(x1, x5, x9, x13);
        SCV_QR(x2, x6, x10, x14);
        SCV_QR(x3, x7, x11, x15);
        SCV_QR(x0, x5, x10, x15);
        SCV_QR(x1, x6, x11, x12);
        SCV_QR(x2, x7, x8, x13);
        SCV_QR(x3, x4, x9, x14);
    }
    /* The input words are re-read from st rather than kept alive (spilled)
     * across the rounds; the empty asm hides that st is the same pointer. */
    __asm__("" : "+r"(st));
    x0 = SCV_ADD(x0, SCV_SET1(st[0]));
    x1 = SCV_ADD(x1, SCV_SET1(st[1]));
    x2 = SCV_ADD(x2, SCV_SET1(st[2]));
    x3 = SCV_ADD(x3, SCV_SET1(st[3]));
    x4 = SCV_ADD(x4, SCV_SET1(st[4]));
    x5 = SCV_ADD(x5, SCV_SET1(st[5]));
    x6 = SCV_ADD(x6, SCV_SET1(st[6]));
    x7 = SCV_ADD(x7, SCV_SET1(st[7]));
    x8 = SCV_ADD(x8, SCV_SET1(st[8]));
    x9 = SCV_ADD(x9, SCV_SET1(st[9]));
    x10 = SCV_ADD(x10, SCV_SET1(st[10]));
    x11 = SCV_ADD(x11, SCV_SET1(st[11]));
    x12 = SCV_ADD(x12, s12);
    x13 = SCV_ADD(x13, s13);
    x14 = SCV_ADD(x14, SCV_SET1(st[14]));
    x15 = SCV_ADD(x15, SCV_SET1(st[15]));
    SCV_TRANSPOSE(x0, x1, x2, x3);
    SCV_TRANSPOSE(x4, x5, x6, x7);
    SCV_TRANSPOSE(x8, x9, x10, x11);
    SCV_TRANSPOSE(x12, x13, x14, x15);
    /* block j is rows x(j), x(4+j), x(8+j), x(12+j) */
    SC_CHACHA_NAME(xor_row)(out, in, len, 0, x0);
    SC_CHACHA_NAME(xor_row)(out, in, len, 16, x4);
    SC_CHACHA_NAME(xor_row)(out, in, len, 32, x8);
    SC_CHACHA_NAME(xor_row)(out, in, len, 48, x12);
    SC_CHACHA_NAME(xor_row)(out, in, len, 64, x1);
    SC_CHACHA_NAME(xor_row)(out, in, len, 80, x5);
    SC_CHACHA_NAME(xor_row)(out, in, len, 96, x9);
    SC_CHACHA_NAME(xor_row)(out, in, len, 112, x13);
    SC_CHACHA_NAME(xor_row)(out, in, len, 128, x2);
    SC_CHACHA_NAME(xor_row)(out, in, len, 144, x6);
    SC_CHACHA_NAME(xor_row)(out, in, len, 160, x10);
    SC_CHACHA_NAME(xor_row)(out, in, len, 176, x14);
    SC_CHACHA_NAME(xor_row)(out, in, len, 192, x3);
    SC_CHACHA_NAME(xor_row)(out, in, len, 208, x7);
    SC_CHACHA_NAME(xor_row)(out, in, len, 224, x11);
    SC_CHACHA_NAME(xor_row)(out, in, len, 240, x15);
}

/* To the diagonals and back. Lane j must hold a(j-1) b(j) c(j+1) d(j+2) of
 * the column layout; a, c and d are rotated rather than b: b is the last
 * value a half round produces and the first the next one needs, so keeping
 * its shuffle off the dependency chain saves a cycle per round. */
#define SCV_DIAG(a, c, d)                 \
    do {                                  \
        a = _mm_shuffle_epi32(a, 0x93);   \
        c = _mm_shuffle_epi32(c, 0x39);   \
        d = _mm_shuffle_epi32(d, 0x4e);   \
    } while (0)
#define SCV_UNDIAG(a, c, d)               \
    do {                                  \
        a = _mm_shuffle_epi32(a, 0x39);   \
        c = _mm_shuffle_epi32(c, 0x93);   \
        d = _mm_shuffle_epi32(d, 0x4e);   \
    } while (0)

#define SCV_DOUBLE_ROUND2(a, b, c, d, e, f, g, h) \
    do {                                          \
        SCV_QR(a, b, c, d);                       \
        SCV_QR(e, f, g, h);                       \
        SCV_DIAG(a, c, d);                        \
        SCV_DIAG(e, g, h);                        \
        SCV_QR(a, b, c, d);                       \
        SCV_QR(e, f, g, h);                       \
        SCV_UNDIAG(a, c, d);                      \
        SCV_UNDIAG(e, g, h);                      \
    } while (0)

/* Blocks ctr and ctr+1 in the horizontal layout, XORed into the first
 * min(len, 128) bytes. For len <= 64 the second block costs next to nothing:
 * the two dependency chains run side by side. */
static SC_CHACHA_ATTR void SC_CHACHA_NAME(blocks2)(uint8_t *out, const uint8_t *in, size_t len,
                                                   const uint32_t st[16], uint64_t ctr)
{
    SCV_ROT_CONSTS;
    const __m128i s0 = _mm_loadu_si128((const __m128i *)(const void *)st);
    const __m128i s1 = _mm_loadu_si128((const __m128i *)(const void *)(st + 4));
    const __m128i s2 = _mm_loadu_si128((const __m128i *)(const void *)(st + 8));
    const __m128i s3 = _mm_set_epi32((int)st[15], (int)st[14], SCV_HI(ctr), SCV_LO(ctr));
    const __m128i t3 = _mm_set_epi32((int)st[15], (int)st[14], SCV_HI(ctr + 1), SCV_LO(ctr + 1));
    __m128i a = s0, b = s1, c = s2, d = s3;
    __m128i e = s0, f = s1, g = s2, h = t3;

    /* two double rounds per iteration: no register moves at the loop edge */
    for (int i = 0; i < 5; i++) {
        SCV_DOUBLE_ROUND2(a, b, c, d, e, f, g, h);
        SCV_DOUBLE_ROUND2(a, b, c, d, e, f, g, h);
    }
    SC_CHACHA_NAME(xor_row)(out, in, len, 0, SCV_ADD(a, s0));
    SC_CHACHA_NAME(xor_row)(out, in, len, 16, SCV_ADD(b, s1));
    SC_CHACHA_NAME(xor_row)(out, in, len, 32, SCV_ADD(c, s2));
    SC_CHACHA_NAME(xor_row)(out, in, len, 48, SCV_ADD(d, s3));
    SC_CHACHA_NAME(xor_row)(out, in, len, 64, SCV_ADD(e, s0));
    SC_CHACHA_NAME(xor_row)(out, in, len, 80, SCV_ADD(f, s1));
    SC_CHACHA_NAME(xor_row)(out, in, len, 96, SCV_ADD(g, s2));
    SC_CHACHA_NAME(xor_row)(out, in, len, 112, SCV_ADD(h, t3));
}

/* xor_stream from block counter ctr: 4 blocks at a time, then the tail. */
static SC_CHACHA_ATTR SC_UNUSED void SC_CHACHA_NAME(xor_from)(uint8_t *out, const uint8_t *in, size_t len,
                                                              const uint32_t st[16], uint64_t ctr)
{
    while (len >= 256) {
        SC_CHACHA_NAME(blocks4)(out, in, 256, st, ctr);
        ctr += 4;
        in += 256;
        out += 256;
        len -= 256;
    }
    if (len > 128)
        SC_CHACHA_NAME(blocks4)(out, in, len, st, ctr);
    else if (len > 0)
        SC_CHACHA_NAME(blocks2)(out, in, len, st, ctr);
}
