/*
 * ChaCha20 with AVX2, 8 blocks at a time in the vertical layout: ymm register
 * xi holds state word i of 8 consecutive blocks, rotations by 16 and 8 are
 * one vpshufb each, by 12 and 7 shift/shift/or. The rounds keep 14 rows in
 * registers and two in memory, in asm (see avx2_pass). At the end, a 4x4
 * transpose inside each 128-bit lane leaves rows of blocks j (low lane) and
 * j+4 (high lane), and vperm2i128 pairs the rows into 32-byte halves of each
 * block.
 * Whole passes are 9 blocks: the 8 vector blocks and one scalar block
 * computed beside them on the integer pipes (avx2_blocks9), until 512 to
 * 1087 bytes are left: then full 8-block passes where they fit (1024 bytes
 * are two of them rather than a 9-block and a clipped 7-block pass). A tail
 * of 513..575 bytes takes an 8-block pass and the scalar one-block code, of
 * 257..511 bytes one clipped 8-block pass; 65..256 bytes go through the 4-
 * and 2-block code of chacha20_sse_impl.h, compiled here for AVX2 (VEX
 * encoding, pshufb), and 1..64 bytes through the scalar one-block code.
 * For the AEADs' seal (xor_stream_mac, seal_first) the integer pipes carry
 * the Poly1305 of the previous passes' ciphertext instead of a ninth block,
 * and the first pass computes the one-time key block in scalar code.
 * Chosen at run time when the CPU has AVX2.
 */
#include "chacha20_internal.h"
#include "../poly1305/poly1305_p64_block.h"

#if SC_X86_64
#include <immintrin.h>

#define SC_CHACHA_ATTR __attribute__((target("avx2")))
#define SC_CHACHA_NAME(x) avx2_##x
#define SC_CHACHA_PSHUFB 1
#include "chacha20_sse_impl.h"

#define V8_ADD(a, b) _mm256_add_epi32((a), (b))
#define V8_XOR(a, b) _mm256_xor_si256((a), (b))
/* per 128-bit lane: a b c d = 4 words of 4 blocks -> the same words per block */
#define V8_TRANSPOSE(a, b, c, d)                                                      \
    do {                                                                              \
        __m256i t0_ = _mm256_unpacklo_epi32(a, b), t1_ = _mm256_unpacklo_epi32(c, d); \
        __m256i t2_ = _mm256_unpackhi_epi32(a, b), t3_ = _mm256_unpackhi_epi32(c, d); \
        a = _mm256_unpacklo_epi64(t0_, t1_);                                          \
        b = _mm256_unpackhi_epi64(t0_, t1_);                                          \
        c = _mm256_unpacklo_epi64(t2_, t3_);                                          \
        d = _mm256_unpackhi_epi64(t2_, t3_);                                          \
    } while (0)

#define V8_SET1(w) _mm256_set1_epi32((int)(w))
/* Words 12 and 13 of blocks ctr .. ctr+7: the low half of ctr plus the lane
 * index, and the high half plus the carry where that wrapped (lo < lane,
 * compared as unsigned by flipping the sign bits). */
SC_INLINE SC_CHACHA_ATTR void avx2_counters(uint64_t ctr, __m256i *w12, __m256i *w13)
{
    const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), sign = V8_SET1(0x80000000u);
    __m256i lo = V8_ADD(V8_SET1((uint32_t)ctr), lanes);
    __m256i carry = _mm256_cmpgt_epi32(V8_XOR(lanes, sign), V8_XOR(lo, sign)); /* -1 where wrapped */
    *w12 = lo;
    *w13 = _mm256_sub_epi32(V8_SET1((uint32_t)(ctr >> 32)), carry);
}

/* out[off..off+32) = in ^ k if that is inside len; the keystream of a
 * partial last 32 bytes goes to *tail, to be XORed after every other store
 * (a call in between would spill all the live rows). off and len are public. */
SC_INLINE SC_CHACHA_ATTR void avx2_xor32(uint8_t *out, const uint8_t *in, size_t len, size_t off, __m256i k,
                                         __m256i *tail)
{
    if (off + 32 <= len) {
        __m256i m = _mm256_loadu_si256((const __m256i *)(const void *)(in + off));
        _mm256_storeu_si256((__m256i *)(void *)(out + off), _mm256_xor_si256(m, k));
    } else if (off < len) {
        *tail = k;
    }
}

/* out[0..n) = in ^ k for n < 32 */
static SC_CHACHA_ATTR __attribute__((noinline)) void avx2_xor_tail(uint8_t *out, const uint8_t *in, size_t n,
                                                                   __m256i k)
{
    avx2_xor_row(out, in, n, 0, _mm256_castsi256_si128(k));
    avx2_xor_row(out, in, n, 16, _mm256_extracti128_si256(k, 1));
}

/*
 * The vector rounds of avx2_pass are written as one asm statement per pair
 * of quarter rounds: with intrinsics, gcc 12 keeps one of the two vpshufb
 * masks in a register through the rounds and spills 5 rows of state per
 * double round (their reloads then sit on the dependency chains), and clang
 * 14 is no better (the cost is in src/chacha20/README.md). The asm pins
 * the allocation: 14 rows in registers, two c rows (words 8..11) waiting in
 * memory while the other two are in use, swapped between the pairs of
 * quarter rounds as OpenSSL's AVX2 code does, two temporaries for the
 * rotations by 12 and 7 (shift, shift, or), and the masks of the rotations
 * by 16 and 8 read from memory.
 */
static const __m256i avx2_rot16 = { 0x0504070601000302LL, 0x0d0c0f0e09080b0aLL, 0x0504070601000302LL,
                                    0x0d0c0f0e09080b0aLL }; /* bytes 2 3 0 1 of each word */
static const __m256i avx2_rot8 = { 0x0605040702010003LL, 0x0e0d0c0f0a09080bLL, 0x0605040702010003LL,
                                   0x0e0d0c0f0a09080bLL }; /* bytes 3 0 1 2 of each word */
/* AT&T order: "op src2, src1, dst" is dst = src1 op src2 */
#define A_ADD(x, y) "vpaddd %[" #y "], %[" #x "], %[" #x "]\n\t"
#define A_XOR(x, y) "vpxor %[" #y "], %[" #x "], %[" #x "]\n\t"
#define A_SHUF(x, m) "vpshufb %[" #m "], %[" #x "], %[" #x "]\n\t"
/* x = x rotl (32 - n), through the temporary t */
#define A_ROTR(x, t, n) "vpsrld $" #n ", %[" #x "], %[" #t "]\n\t" \
                        "vpslld $(32-" #n "), %[" #x "], %[" #x "]\n\t" \
                        "vpor %[" #t "], %[" #x "], %[" #x "]\n\t"
/* Quarter rounds (a, b, c, d) and (e, f, g, h), step by step. The operand
 * names are the variables' names, so any rows can be passed. */
#define V8_QR2(a, b, c, d, e, f, g, h)                                                              \
    __asm__(A_ADD(a, b) A_ADD(e, f) A_XOR(d, a) A_XOR(h, e) A_SHUF(d, r16) A_SHUF(h, r16)          \
            A_ADD(c, d) A_ADD(g, h) A_XOR(b, c) A_XOR(f, g) A_ROTR(b, t0, 20) A_ROTR(f, t1, 20)    \
            A_ADD(a, b) A_ADD(e, f) A_XOR(d, a) A_XOR(h, e) A_SHUF(d, r8) A_SHUF(h, r8)            \
            A_ADD(c, d) A_ADD(g, h) A_XOR(b, c) A_XOR(f, g) A_ROTR(b, t0, 25) A_ROTR(f, t1, 25)    \
            : [a] "+x"(a), [b] "+x"(b), [c] "+x"(c), [d] "+x"(d), [e] "+x"(e), [f] "+x"(f),       \
              [g] "+x"(g), [h] "+x"(h), [t0] "=&x"(t0), [t1] "=&x"(t1)                            \
            : [r16] "m"(avx2_rot16), [r8] "m"(avx2_rot8))
#ifdef SYMCORE_CT_MSAN /* MSan takes an asm's outputs for clean: the same in C (common/ct_msan.h) */
#undef V8_QR2
#define C_QR_STEP(a, b, d, rot, c, e, n)                                                           \
    a = _mm256_add_epi32(a, b);                                                                    \
    d = _mm256_shuffle_epi8(_mm256_xor_si256(d, a), rot);                                          \
    c = _mm256_add_epi32(c, d);                                                                    \
    e = _mm256_xor_si256(b, c);                                                                    \
    b = _mm256_or_si256(_mm256_srli_epi32(e, n), _mm256_slli_epi32(e, 32 - (n)))
#define V8_QR2(a, b, c, d, e, f, g, h)                                                             \
    do {                                                                                           \
        C_QR_STEP(a, b, d, avx2_rot16, c, t0, 20);                                                 \
        C_QR_STEP(e, f, h, avx2_rot16, g, t1, 20);                                                 \
        C_QR_STEP(a, b, d, avx2_rot8, c, t0, 25);                                                  \
        C_QR_STEP(e, f, h, avx2_rot8, g, t1, 25);                                                  \
    } while (0)
#endif
/* The scalar quarter round (general-purpose registers). */
#define S_QR(a, b, c, d) SC_CHACHA_S_QR(a, b, c, d)

/* Bytes off..off+31 of blocks j (lane 0 of r0, r1) and j + 4 (lane 1), for
 * off = 64 j or 64 j + 32, clipped to len (see avx2_xor32) */
#define V8_XOR_HALVES(off, r0, r1)                                                                     \
    do {                                                                                               \
        avx2_xor32(out, in, len, (off), _mm256_permute2x128_si256(r0, r1, 0x20), &tail);               \
        avx2_xor32(out, in, len, (off) + 256, _mm256_permute2x128_si256(r0, r1, 0x31), &tail);         \
    } while (0)
/* rows a..d += the input words i..i+3 */
#define V8_ADD_WORDS4(a, b, c, d, i)            \
    do {                                        \
        a = V8_ADD(a, V8_SET1(st[(i)]));        \
        b = V8_ADD(b, V8_SET1(st[(i) + 1]));    \
        c = V8_ADD(c, V8_SET1(st[(i) + 2]));    \
        d = V8_ADD(d, V8_SET1(st[(i) + 3]));    \
    } while (0)
/* Rows a (4 words) and b (the next 4) of the 8 blocks, finished: bytes
 * off..off+31 of each block (off = 0 or 32) */
#define V8_FINISH_HALF(off, a0, a1, a2, a3, b0, b1, b2, b3) \
    do {                                                    \
        V8_TRANSPOSE(a0, a1, a2, a3);                       \
        V8_TRANSPOSE(b0, b1, b2, b3);                       \
        V8_XOR_HALVES((off), a0, b0);                       \
        V8_XOR_HALVES((off) + 64, a1, b1);                  \
        V8_XOR_HALVES((off) + 128, a2, b2);                 \
        V8_XOR_HALVES((off) + 192, a3, b3);                 \
    } while (0)
/* the two c rows in memory come in as a, b; the two in registers go out */
#define V8_SWAP_PARKED(a, b, c, d) \
    do {                           \
        a = pk[0];                 \
        b = pk[1];                 \
        pk[0] = c;                 \
        pk[1] = d;                 \
    } while (0)
/* Where avx2_pass computes a ninth block in scalar code: none, block ctr + 8
 * XORed into out[512..576), or block ctr - 1 as the one-time Poly1305 key of
 * the AEADs, straight into a Poly1305 state (otk_ps). */
#define SCALAR_NONE 0
#define SCALAR_AFTER 1
#define SCALAR_BEFORE 2
#define S_QR2(a, b, c, d, e, f, g, h)   \
    do {                                \
        if (with_scalar) {              \
            S_QR(a, b, c, d);           \
            S_QR(e, f, g, h);           \
        }                               \
    } while (0)
/* Poly1305 block k of mac, if k < nmac (public), between two quarter-round
 * pairs */
#define MAC_SLOT(k)                                 \
    do {                                            \
        if (ps != NULL && (k) < nmac)               \
            P64_BLOCK(mac + 16 * (k), 1);           \
    } while (0)

/*
 * Blocks ctr .. ctr+7 in the vertical layout, XORed into the first
 * min(len, 512) bytes, and with with_scalar (a constant) block ctr+8 at the
 * same time in scalar code, XORed into bytes 512..575 (len = 576). The
 * scalar block runs on the integer pipes, which the vector code leaves idle,
 * and needs no ymm register: one more block per pass for free where the
 * vector rounds are bound by their dependency chains (vector ops of 2-cycle
 * latency, as on Zen 5). The vector blocks are finished in two
 * halves: rows 8..15 first while rows 0..5 wait in memory, so that the
 * transposes need no spills; parking 6 rows is the middle way between the
 * frame (parking 8 makes it larger: the stack bound and the scrub depth) and
 * the spills (parking 4 leaves clang short of registers).
 * With ps (not NULL), the Poly1305 state absorbs the nmac blocks at mac, one
 * after each pair of quarter rounds, in scalar code (poly1305_p64_block.h):
 * a block's few dependent multiplies fit in the idle integer pipes while
 * the vector chains run, so the pass takes no longer. Every value the
 * compiler might otherwise keep in a register across the rounds (the
 * counter rows for the final addition, the input words) waits in memory:
 * with 16 ymm registers for 14 rows and two temporaries, one more costs a
 * row spilled on every round. (Frames and timings: src/chacha20/README.md.)
 */
SC_INLINE SC_CHACHA_ATTR void avx2_pass(uint8_t *out, const uint8_t *in, size_t len, const uint32_t st[16],
                                        uint64_t ctr, const int with_scalar, uint64_t *otk_ps, uint64_t *ps,
                                        const uint8_t *mac, size_t nmac)
{
    __m256i park[8];
    volatile __m256i *pk = park; /* volatile: these rows really wait in memory */
    __m256i x0 = V8_SET1(st[0]), x1 = V8_SET1(st[1]), x2 = V8_SET1(st[2]), x3 = V8_SET1(st[3]);
    __m256i x4 = V8_SET1(st[4]), x5 = V8_SET1(st[5]), x6 = V8_SET1(st[6]), x7 = V8_SET1(st[7]);
    __m256i x8 = V8_SET1(st[8]), x9 = V8_SET1(st[9]), x10, x11;
    __m256i x12, x13, x14 = V8_SET1(st[14]), x15 = V8_SET1(st[15]), w12, w13;
    __m256i t0, t1, tail = _mm256_setzero_si256();
    const uint64_t sctr = with_scalar == SCALAR_BEFORE ? ctr - 1 : ctr + 8;
    const uint32_t s12 = (uint32_t)sctr, s13 = (uint32_t)(sctr >> 32);
    const uint64_t r0 = ps ? ps[0] : 0, r1 = ps ? ps[1] : 0, s1 = r1 + (r1 >> 2);
    uint64_t h0 = ps ? ps[2] : 0, h1 = ps ? ps[3] : 0, h2 = ps ? ps[4] : 0;
    uint32_t y0 = st[0], y1 = st[1], y2 = st[2], y3 = st[3], y4 = st[4], y5 = st[5], y6 = st[6], y7 = st[7];
    uint32_t y8 = st[8], y9 = st[9], y10 = st[10], y11 = st[11], y12 = s12, y13 = s13, y14 = st[14], y15 = st[15];

    avx2_counters(ctr, &x12, &x13);
    pk[0] = V8_SET1(st[10]);
    pk[1] = V8_SET1(st[11]);
    pk[2] = x12; /* the counter rows, for the final addition */
    pk[3] = x13;
    for (size_t i = 0; i < 10; i++) {
        /* columns: rows 8 and 9 in registers, then 10 and 11 */
        V8_QR2(x0, x4, x8, x12, x1, x5, x9, x13);
        S_QR2(y0, y4, y8, y12, y1, y5, y9, y13);
        MAC_SLOT(4 * i);
        V8_SWAP_PARKED(x10, x11, x8, x9);
        V8_QR2(x2, x6, x10, x14, x3, x7, x11, x15);
        S_QR2(y2, y6, y10, y14, y3, y7, y11, y15);
        MAC_SLOT(4 * i + 1);
        /* diagonals: rows 10 and 11 still in registers, then 8 and 9 */
        V8_QR2(x0, x5, x10, x15, x1, x6, x11, x12);
        S_QR2(y0, y5, y10, y15, y1, y6, y11, y12);
        MAC_SLOT(4 * i + 2);
        V8_SWAP_PARKED(x8, x9, x10, x11);
        V8_QR2(x2, x7, x8, x13, x3, x4, x9, x14);
        S_QR2(y2, y7, y8, y13, y3, y4, y9, y14);
        MAC_SLOT(4 * i + 3);
    }
    /* Finish the vector blocks in two halves, so that the rows and the
     * transposes' temporaries fit in the registers: rows 0..5 wait in park
     * while rows 8..15 (bytes 32..63 of each block) are finished. The input
     * words are re-read through a pointer the compiler cannot see through
     * rather than kept alive across the rounds (that needs registers). */
    w12 = pk[2];
    w13 = pk[3];
    pk[2] = x0;
    pk[3] = x1;
    pk[4] = x2;
    pk[5] = x3;
    pk[6] = x4;
    pk[7] = x5;
    x10 = pk[0];
    x11 = pk[1];
    __asm__("" : "+r"(st));
    V8_ADD_WORDS4(x8, x9, x10, x11, 8);
    x12 = V8_ADD(x12, w12);
    x13 = V8_ADD(x13, w13);
    x14 = V8_ADD(x14, V8_SET1(st[14]));
    x15 = V8_ADD(x15, V8_SET1(st[15]));
    V8_FINISH_HALF(32, x8, x9, x10, x11, x12, x13, x14, x15);
    x0 = pk[2];
    x1 = pk[3];
    x2 = pk[4];
    x3 = pk[5];
    x4 = pk[6];
    x5 = pk[7];
    V8_ADD_WORDS4(x0, x1, x2, x3, 0);
    V8_ADD_WORDS4(x4, x5, x6, x7, 4);
    V8_FINISH_HALF(0, x0, x1, x2, x3, x4, x5, x6, x7);
    if (len < 512 && len % 32 != 0)
        avx2_xor_tail(out + (len & ~(size_t)31), in + (len & ~(size_t)31), len % 32, tail);
    if (ps != NULL) {
        ps[2] = h0;
        ps[3] = h1;
        ps[4] = h2;
    }
    if (with_scalar == SCALAR_BEFORE) /* the Poly1305 key: bytes 0..31 of block ctr - 1 */
        sc_p64_init_words(otk_ps, (uint64_t)(y0 + st[0]) | (uint64_t)(y1 + st[1]) << 32,
                          (uint64_t)(y2 + st[2]) | (uint64_t)(y3 + st[3]) << 32,
                          (uint64_t)(y4 + st[4]) | (uint64_t)(y5 + st[5]) << 32,
                          (uint64_t)(y6 + st[6]) | (uint64_t)(y7 + st[7]) << 32);
    else if (with_scalar == SCALAR_AFTER) {
        SC_CHACHA_S_XOR_BLOCK(out + 512, in + 512, st, s12, s13);
    }
    symcore_wipe(park, sizeof park);
}

/* Blocks ctr .. ctr+7 XORed into the first min(len, 512) bytes */
static SC_CHACHA_ATTR __attribute__((noinline)) void avx2_blocks8(uint8_t *out, const uint8_t *in, size_t len,
                                                                  const uint32_t st[16], uint64_t ctr)
{
    avx2_pass(out, in, len, st, ctr, SCALAR_NONE, NULL, NULL, NULL, 0);
}

/* Blocks ctr .. ctr+7 XORed into 512 bytes: with the length a constant the
 * compiler drops the clipping of the stores, so whole passes go here. */
static SC_CHACHA_ATTR __attribute__((noinline)) void avx2_blocks8_full(uint8_t *out, const uint8_t *in,
                                                                       const uint32_t st[16], uint64_t ctr)
{
    avx2_pass(out, in, 512, st, ctr, SCALAR_NONE, NULL, NULL, NULL, 0);
}

/* Blocks ctr .. ctr+8 XORed into 576 bytes */
static SC_CHACHA_ATTR __attribute__((noinline)) void avx2_blocks9(uint8_t *out, const uint8_t *in,
                                                                  const uint32_t st[16], uint64_t ctr)
{
    avx2_pass(out, in, 576, st, ctr, SCALAR_AFTER, NULL, NULL, NULL, 0);
}

/* Blocks ctr .. ctr+7 XORed into 512 bytes while the Poly1305 state ps
 * absorbs the nmac <= MAC_MAX_PER_PASS blocks at mac */
static SC_CHACHA_ATTR __attribute__((noinline)) void avx2_blocks8_mac(uint8_t *out, const uint8_t *in,
                                                                      const uint32_t st[16], uint64_t ctr,
                                                                      uint64_t *ps, const uint8_t *mac,
                                                                      size_t nmac)
{
    avx2_pass(out, in, 512, st, ctr, SCALAR_NONE, NULL, ps, mac, nmac);
}

/* 512 < len < 576: 8 vector blocks, then the part block in scalar code */
static SC_CHACHA_ATTR __attribute__((noinline)) void avx2_blocks8_and_part(uint8_t *out, const uint8_t *in,
                                                                           size_t len, const uint32_t st[16],
                                                                           uint64_t ctr)
{
    uint32_t last[16];
    avx2_blocks8_full(out, in, st, ctr);
    memcpy(last, st, sizeof last);
    last[12] = (uint32_t)(ctr + 8);
    last[13] = (uint32_t)((ctr + 8) >> 32);
    symcore__chacha20_block1(out + 512, in + 512, len - 512, last);
    symcore_wipe(last, sizeof last);
}

/* xor_stream from block ctr */
static SC_CHACHA_ATTR void avx2_stream(uint8_t *out, const uint8_t *in, size_t len, const uint32_t st[16],
                                       uint64_t ctr)
{
    /* 9-block passes, but from 1024 to 1087 bytes left a full 8-block pass
     * first: two of them take less than a 9-block pass and a clipped 7-block
     * one */
    while (len >= 576) {
        size_t step = len >= 1024 && len < 1088 ? 512 : 576;
        if (step == 512)
            avx2_blocks8_full(out, in, st, ctr);
        else
            avx2_blocks9(out, in, st, ctr);
        ctr += step / 64;
        in += step;
        out += step;
        len -= step;
    }
    if (len == 512) {
        avx2_blocks8_full(out, in, st, ctr);
        return;
    }
    if (len > 512) {
        avx2_blocks8_and_part(out, in, len, st, ctr);
        return;
    }
    /* one 8-block pass for a tail of 5..8 blocks, rather than two 4- or
     * 2-block passes: with 256-bit units it costs about one 4-block pass */
    if (len > 256)
        avx2_blocks8(out, in, len, st, ctr);
    else
        avx2_xor_from(out, in, len, st, ctr);
}

static SC_CHACHA_ATTR void avx2_xor_stream(uint8_t *out, const uint8_t *in, size_t len, const uint32_t st[16])
{
    if (!sc_chacha20_short(out, in, len, st))
        avx2_stream(out, in, len, st, (uint64_t)st[12] | (uint64_t)st[13] << 32);
}

/* see seal_first in chacha20_internal.h: block 0 in scalar code beside
 * the first 8 vector blocks */
static SC_CHACHA_ATTR __attribute__((noinline)) void avx2_seal_first(uint8_t *out, const uint8_t *in,
                                                                     const uint32_t st[16], uint64_t *ps)
{
    uint64_t ctr = (uint64_t)st[12] | (uint64_t)st[13] << 32;
    avx2_pass(out, in, SC_CHACHA20_SEAL_FIRST, st, ctr + 1, SCALAR_BEFORE, ps, NULL, NULL, 0);
}

/* Poly1305 blocks in scalar code, for what the passes left */
static void avx2_mac_rest(uint64_t *ps, const uint8_t *m, size_t len)
{
    symcore__poly1305_p64_blocks(ps, m, len / 16, 1);
    if (len % 16 != 0) {
        uint8_t last[16] = { 0 };
        memcpy(last, m + (len & ~(size_t)15), len % 16);
        symcore__poly1305_p64_blocks(ps, last, 1, 1);
    }
}

/* Up to this many Poly1305 blocks ride on one 8-block pass (40 slots): 32
 * keep pace with the pass's own 512 bytes, the rest catch up on a lag. */
#define MAC_MAX_PER_PASS 40

/* see xor_stream_mac in chacha20_internal.h: each 8-block pass MACs the
 * ciphertext of the passes before it, the Poly1305 blocks in scalar code on
 * the integer pipes, between the vector quarter rounds; the last pass's
 * ciphertext and a tail are MACed after it */
static SC_CHACHA_ATTR void avx2_xor_stream_mac(uint8_t *out, const uint8_t *in, size_t len, size_t lag,
                                               const uint32_t st[16], uint64_t *ps)
{
    uint64_t ctr = (uint64_t)st[12] | (uint64_t)st[13] << 32;
    const uint8_t *mac = out - lag;
    size_t pending = lag / 16;
    while (len >= 512) {
        size_t n = pending < MAC_MAX_PER_PASS ? pending : MAC_MAX_PER_PASS;
        avx2_blocks8_mac(out, in, st, ctr, ps, mac, n);
        mac += 16 * n;
        pending += 32 - n;
        ctr += 8;
        in += 512;
        out += 512;
        len -= 512;
    }
    /* a tail under 512 bytes on its own (a clipped pass here would go one
     * frame deeper under seal), then what is left of the MAC */
    if (len > 0) {
        avx2_stream(out, in, len, st, ctr);
        out += len;
    }
    avx2_mac_rest(ps, mac, (size_t)(out - mac));
}

const struct sc_chacha20_backend symcore__chacha20_avx2 = {
    "avx2", avx2_xor_stream, NULL, avx2_seal_first, avx2_xor_stream_mac,
};
#else
typedef int sc_chacha20_avx2_unused; /* ISO C forbids an empty translation unit */
#endif
