/*
 * ChaCha20 with NEON (AArch64 Advanced SIMD, in every AArch64 CPU), in the
 * vertical layout: register row i of a group holds state word i of 4
 * consecutive blocks. A quarter-round step is one instruction per group for
 * the 4 columns (or diagonals) at once; rotations by 16 are REV32 on 16-bit
 * halves, by 8 one TBL, by 12 and 7 SHL then SRI (shift right and insert).
 *
 * Whole passes are 9 blocks: two groups of 4 blocks in the 32 vector
 * registers (32 rows, the compiler parks the few that do not fit with the
 * temporaries and the TBL index), and a ninth block in scalar code on the
 * integer pipes beside them (S_QR), as OpenSSL's chacha-armv8 and our AVX2
 * code do. Two groups rather than one because one group's quarter round is
 * a chain of 14 dependent instructions over 4 independent columns: with
 * 2-cycle vector latency and 4 vector pipes (Neoverse V2, Apple M1) one
 * group keeps only half the pipes busy; two groups fill them.
 * Tails: 512..575 bytes one 8-block pass, then the scalar one-block code;
 * 257..511 one clipped 8-block pass; 65..256 one clipped 4-block pass;
 * 1..64 the scalar one-block code.
 * Little-endian AArch64 only (vector lanes are stored as the keystream's
 * little-endian words). Nothing here depends on the key or data in its
 * branches or addresses; the lengths are public.
 */
#include "chacha20_internal.h"

#if SC_CHACHA20_HAVE_NEON
#include <arm_neon.h>

typedef uint32x4_t vec;

/* word rotations */
SC_INLINE vec rot16(vec x) { return vreinterpretq_u32_u16(vrev32q_u16(vreinterpretq_u16_u32(x))); }
SC_INLINE vec rot8(vec x, uint8x16_t idx) { return vreinterpretq_u32_u8(vqtbl1q_u8(vreinterpretq_u8_u32(x), idx)); }
#define ROTL(x, n) vsriq_n_u32(vshlq_n_u32((x), (n)), (x), 32 - (n))

/* One step of the four quarter rounds on each group's rows: M(g, p, q) on
 * pairs (p_k, q_k), group v, then group w when there are two (G, a constant). */
#define STEP4(M, p0, q0, p1, q1, p2, q2, p3, q3) \
    do {                                         \
        M(v, p0, q0); M(v, p1, q1);              \
        M(v, p2, q2); M(v, p3, q3);              \
        if (G > 1) {                             \
            M(w, p0, q0); M(w, p1, q1);          \
            M(w, p2, q2); M(w, p3, q3);          \
        }                                        \
    } while (0)
#define M_ADD(g, p, q) g##p = vaddq_u32(g##p, g##q)
#define M_XOR(g, p, q) g##p = veorq_u32(g##p, g##q)
#define M_R16(g, p, q) g##p = rot16(g##q)
#define M_R8(g, p, q) g##p = rot8(g##q, idx8)
#define M_R12(g, p, q) g##p = ROTL(g##q, 12)
#define M_R7(g, p, q) g##p = ROTL(g##q, 7)
/* Quarter rounds (a_k, b_k, c_k, d_k), k = 0..3, side by side */
#define VQR4(a0, b0, c0, d0, a1, b1, c1, d1, a2, b2, c2, d2, a3, b3, c3, d3) \
    do {                                                                     \
        STEP4(M_ADD, a0, b0, a1, b1, a2, b2, a3, b3);                        \
        STEP4(M_XOR, d0, a0, d1, a1, d2, a2, d3, a3);                        \
        STEP4(M_R16, d0, d0, d1, d1, d2, d2, d3, d3);                        \
        STEP4(M_ADD, c0, d0, c1, d1, c2, d2, c3, d3);                        \
        STEP4(M_XOR, b0, c0, b1, c1, b2, c2, b3, c3);                        \
        STEP4(M_R12, b0, b0, b1, b1, b2, b2, b3, b3);                        \
        STEP4(M_ADD, a0, b0, a1, b1, a2, b2, a3, b3);                        \
        STEP4(M_XOR, d0, a0, d1, a1, d2, a2, d3, a3);                        \
        STEP4(M_R8, d0, d0, d1, d1, d2, d2, d3, d3);                         \
        STEP4(M_ADD, c0, d0, c1, d1, c2, d2, c3, d3);                        \
        STEP4(M_XOR, b0, c0, b1, c1, b2, c2, b3, c3);                        \
        STEP4(M_R7, b0, b0, b1, b1, b2, b2, b3, b3);                         \
    } while (0)

/* The scalar quarter round (general-purpose registers), for the ninth block */
#define S_QR(a, b, c, d) SC_CHACHA_S_QR(a, b, c, d)
#define S_QR4(a0, b0, c0, d0, a1, b1, c1, d1, a2, b2, c2, d2, a3, b3, c3, d3) \
    do {                                                                      \
        if (with_scalar) {                                                    \
            S_QR(a0, b0, c0, d0);                                             \
            S_QR(a1, b1, c1, d1);                                             \
            S_QR(a2, b2, c2, d2);                                             \
            S_QR(a3, b3, c3, d3);                                             \
        }                                                                     \
    } while (0)

/* out[0..n) = in ^ the first n bytes of k, n < 16 */
static SC_NOINLINE void neon_xor_part(uint8_t *out, const uint8_t *in, size_t n, vec k)
{
    uint8_t t[16];
    vst1q_u8(t, vreinterpretq_u8_u32(k));
    for (size_t i = 0; i < n; i++)
        out[i] = (uint8_t)(in[i] ^ t[i]);
    symcore_wipe(t, sizeof t);
}

/* out[off..off+16) = in ^ k if that is inside len; the keystream of a
 * partial last 16 bytes goes to *tail, to be XORed after every other store
 * (a call in between would spill every live row: the vector registers are
 * caller-saved). off and len are public. */
SC_INLINE void neon_xor16(uint8_t *out, const uint8_t *in, size_t len, vec *tail, size_t off, vec k)
{
    if (off + 16 <= len)
        vst1q_u8(out + off, veorq_u8(vld1q_u8(in + off), vreinterpretq_u8_u32(k)));
    else if (off < len)
        *tail = k;
}

/* Rows g##i .. g##(i+3) (words i..i+3 of blocks 0..3 of group g),
 * transposed to 16 bytes of each block, XORed into bytes 4i.. of blocks 0..3
 * at out (clipped to len) */
#define U64(x) vreinterpretq_u64_u32(x)
#define U32(x) vreinterpretq_u32_u64(x)
#define FINISH4(a, b, c, d, i, out, in, len)                                             \
    do {                                                                                 \
        vec t0_ = vtrn1q_u32(a, b), t1_ = vtrn2q_u32(a, b);                               \
        vec t2_ = vtrn1q_u32(c, d), t3_ = vtrn2q_u32(c, d);                               \
        neon_xor16(out, in, len, &tail, 4 * (i), U32(vtrn1q_u64(U64(t0_), U64(t2_))));       \
        neon_xor16(out, in, len, &tail, 64 + 4 * (i), U32(vtrn1q_u64(U64(t1_), U64(t3_))));  \
        neon_xor16(out, in, len, &tail, 128 + 4 * (i), U32(vtrn2q_u64(U64(t0_), U64(t2_)))); \
        neon_xor16(out, in, len, &tail, 192 + 4 * (i), U32(vtrn2q_u64(U64(t1_), U64(t3_)))); \
    } while (0)
#define FINISH16(g, out, in, len)                                 \
    do {                                                          \
        FINISH4(g##0, g##1, g##2, g##3, 0, out, in, len);         \
        FINISH4(g##4, g##5, g##6, g##7, 4, out, in, len);         \
        FINISH4(g##8, g##9, g##10, g##11, 8, out, in, len);       \
        FINISH4(g##12, g##13, g##14, g##15, 12, out, in, len);    \
    } while (0)

/* Words 12 and 13 of blocks ctr .. ctr+3: the low half plus the lane index,
 * the high half plus the carry where that wrapped (lo < lane) */
SC_INLINE void neon_counters(uint64_t ctr, vec *w12, vec *w13)
{
    static const uint32_t lane[4] = { 0, 1, 2, 3 };
    vec lanes = vld1q_u32(lane);
    vec lo = vaddq_u32(vdupq_n_u32((uint32_t)ctr), lanes);
    *w12 = lo;
    *w13 = vsubq_u32(vdupq_n_u32((uint32_t)(ctr >> 32)), vcltq_u32(lo, lanes)); /* -(-1) where wrapped */
}

/* F(g, i) for the rows but the counter rows 12 and 13, as statements */
#define FOR_EACH_ROW(F, g)                                                   \
    F(g, 0); F(g, 1); F(g, 2); F(g, 3); F(g, 4); F(g, 5); F(g, 6); F(g, 7); \
    F(g, 8); F(g, 9); F(g, 10); F(g, 11); F(g, 14); F(g, 15)
#define INIT_ROW(g, i) g##i = vdupq_n_u32(st[i])
#define ADD_ROW(g, i) g##i = vaddq_u32(g##i, vdupq_n_u32(st[i]))

/*
 * Blocks ctr .. ctr + 4G - 1 (G = 1 or 2, a constant) XORed into the first
 * min(len, 256 G) bytes, and with with_scalar (a constant, G = 2 only) block
 * ctr + 8 in scalar code at the same time, XORed into bytes 512..575
 * (len = 576).
 */
SC_INLINE void neon_pass(uint8_t *out, const uint8_t *in, size_t len, const uint32_t st[16], uint64_t ctr,
                         const int G, const int with_scalar)
{
    static const uint8_t rot8_idx[16] = { 3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14 };
    const uint8x16_t idx8 = vld1q_u8(rot8_idx);
    vec v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, c12, c13;
    vec w0 = vdupq_n_u32(0), w1 = w0, w2 = w0, w3 = w0, w4 = w0, w5 = w0, w6 = w0, w7 = w0, w8 = w0, w9 = w0;
    vec w10 = w0, w11 = w0, w12 = w0, w13 = w0, w14 = w0, w15 = w0, tail = w0;
    const uint64_t sctr = ctr + 8;
    uint32_t y0 = st[0], y1 = st[1], y2 = st[2], y3 = st[3], y4 = st[4], y5 = st[5], y6 = st[6], y7 = st[7];
    uint32_t y8 = st[8], y9 = st[9], y10 = st[10], y11 = st[11], y12 = (uint32_t)sctr;
    uint32_t y13 = (uint32_t)(sctr >> 32), y14 = st[14], y15 = st[15];

    FOR_EACH_ROW(INIT_ROW, v);
    neon_counters(ctr, &v12, &v13);
    if (G > 1) {
        FOR_EACH_ROW(INIT_ROW, w);
        neon_counters(ctr + 4, &w12, &w13);
    }
    for (int i = 0; i < 10; i++) {
        VQR4(0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15);
        S_QR4(y0, y4, y8, y12, y1, y5, y9, y13, y2, y6, y10, y14, y3, y7, y11, y15);
        VQR4(0, 5, 10, 15, 1, 6, 11, 12, 2, 7, 8, 13, 3, 4, 9, 14);
        S_QR4(y0, y5, y10, y15, y1, y6, y11, y12, y2, y7, y8, y13, y3, y4, y9, y14);
    }
    /* the input words again: st re-read, the counter rows recomputed (not
     * kept in registers through the rounds) */
    __asm__("" : "+r"(st));
    FOR_EACH_ROW(ADD_ROW, v);
    neon_counters(ctr, &c12, &c13);
    v12 = vaddq_u32(v12, c12);
    v13 = vaddq_u32(v13, c13);
    FINISH16(v, out, in, len);
    if (G > 1) {
        size_t rest = len > 256 ? len - 256 : 0;
        FOR_EACH_ROW(ADD_ROW, w);
        neon_counters(ctr + 4, &c12, &c13);
        w12 = vaddq_u32(w12, c12);
        w13 = vaddq_u32(w13, c13);
        FINISH16(w, out + 256, in + 256, rest);
    }
    if (len < 256 * (size_t)G && len % 16 != 0)
        neon_xor_part(out + (len & ~(size_t)15), in + (len & ~(size_t)15), len % 16, tail);
    if (with_scalar) {
        SC_CHACHA_S_XOR_BLOCK(out + 512, in + 512, st, (uint32_t)sctr, (uint32_t)(sctr >> 32));
    }
}

/* Blocks ctr .. ctr+8 XORed into 576 bytes */
static SC_NOINLINE void neon_blocks9(uint8_t *out, const uint8_t *in, const uint32_t st[16], uint64_t ctr)
{
    neon_pass(out, in, 576, st, ctr, 2, 1);
}

/* Blocks ctr .. ctr+7 XORed into the first min(len, 512) bytes */
static SC_NOINLINE void neon_blocks8(uint8_t *out, const uint8_t *in, size_t len, const uint32_t st[16],
                                     uint64_t ctr)
{
    neon_pass(out, in, len, st, ctr, 2, 0);
}

/* Blocks ctr .. ctr+3 XORed into the first min(len, 256) bytes */
static SC_NOINLINE void neon_blocks4(uint8_t *out, const uint8_t *in, size_t len, const uint32_t st[16],
                                     uint64_t ctr)
{
    neon_pass(out, in, len, st, ctr, 1, 0);
}

static void neon_xor_stream(uint8_t *out, const uint8_t *in, size_t len, const uint32_t st[16])
{
    uint64_t ctr = (uint64_t)st[12] | (uint64_t)st[13] << 32;
    if (sc_chacha20_short(out, in, len, st))
        return;
    for (; len >= 576; len -= 576, in += 576, out += 576, ctr += 9)
        neon_blocks9(out, in, st, ctr);
    if (len >= 512) {
        uint32_t last[16];
        neon_blocks8(out, in, 512, st, ctr);
        if (len > 512) {
            memcpy(last, st, sizeof last);
            last[12] = (uint32_t)(ctr + 8);
            last[13] = (uint32_t)((ctr + 8) >> 32);
            symcore__chacha20_block1(out + 512, in + 512, len - 512, last);
            symcore_wipe(last, sizeof last);
        }
    } else if (len > 256) {
        neon_blocks8(out, in, len, st, ctr);
    } else if (len > 64) {
        neon_blocks4(out, in, len, st, ctr);
    } else if (len > 0) {
        uint32_t last[16];
        memcpy(last, st, sizeof last);
        last[12] = (uint32_t)ctr;
        last[13] = (uint32_t)(ctr >> 32);
        symcore__chacha20_block1(out, in, len, last);
        symcore_wipe(last, sizeof last);
    }
}

const struct sc_chacha20_backend symcore__chacha20_neon = {
    "neon", neon_xor_stream, NULL, NULL, NULL,
};
#else
typedef int sc_chacha20_neon_unused; /* ISO C forbids an empty translation unit */
#endif
