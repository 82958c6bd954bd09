/*
 * Poly1305 with five 26-bit limbs and 32x32->64 products: the core for
 * compilers without a 128-bit integer type (and a cross-check of the 64-bit
 * core in the tests). portable32 takes one block at a time (small frames:
 * the tests' reference); portable32x2, which those compilers get, two per
 * step from 4 blocks on (below).
 *
 * h = sum h_i 2^(26 i), r likewise. A product term h_i r_j with i + j >= 5
 * lands at 2^(130 + 26 k) == 5 * 2^(26 k), so it is taken with s_j = 5 r_j.
 * Clamping keeps r_1..r_4 below 2^26 with their top bits clear, so every
 * column d_k is a sum of five products below 2^58 / 5: no overflow of 64
 * bits. After the carry chain the limbs are 26 bits, except h1, which may
 * hold 26 bits plus a small carry (< 2^27), fine as a multiplicand.
 *
 * State layout: st[0..4] r0..r4, st[5..9] h0..h4, st[10] pad words 0 and 1,
 * st[11] pad words 2 and 3.
 */
#include "poly1305_internal.h"

#define M26 0x3ffffffu

/* The 26-bit limbs of a 16-byte block plus hibit24 (1 << 24 for 2^128). */
#define P32_LIMBS(x0, x1, x2, x3, x4, m, hibit24)           \
    do {                                                    \
        x0 = sc_load32_le(m) & M26;                         \
        x1 = (sc_load32_le((m) + 3) >> 2) & M26;            \
        x2 = (sc_load32_le((m) + 6) >> 4) & M26;            \
        x3 = (sc_load32_le((m) + 9) >> 6) & M26;            \
        x4 = (sc_load32_le((m) + 12) >> 8) | (hibit24);     \
    } while (0)
/* d_k += the column k of a b, with t_j = 5 b_j (a b mod p, unreduced). */
#define P32_MUL_ADD(d0, d1, d2, d3, d4, a0, a1, a2, a3, a4, b0, b1, b2, b3, b4, t1, t2, t3, t4)                     \
    do {                                                                                                          \
        d0 += (uint64_t)(a0) * (b0) + (uint64_t)(a1) * (t4) + (uint64_t)(a2) * (t3) + (uint64_t)(a3) * (t2) +       \
              (uint64_t)(a4) * (t1);                                                                              \
        d1 += (uint64_t)(a0) * (b1) + (uint64_t)(a1) * (b0) + (uint64_t)(a2) * (t4) + (uint64_t)(a3) * (t3) +       \
              (uint64_t)(a4) * (t2);                                                                              \
        d2 += (uint64_t)(a0) * (b2) + (uint64_t)(a1) * (b1) + (uint64_t)(a2) * (b0) + (uint64_t)(a3) * (t4) +       \
              (uint64_t)(a4) * (t3);                                                                              \
        d3 += (uint64_t)(a0) * (b3) + (uint64_t)(a1) * (b2) + (uint64_t)(a2) * (b1) + (uint64_t)(a3) * (b0) +       \
              (uint64_t)(a4) * (t4);                                                                              \
        d4 += (uint64_t)(a0) * (b4) + (uint64_t)(a1) * (b3) + (uint64_t)(a2) * (b2) + (uint64_t)(a3) * (b1) +       \
              (uint64_t)(a4) * (b0);                                                                              \
    } while (0)
/* One block: h = (h + m + hibit) r, carried with 32-bit carries (each
 * column below 2^58, see above). */
#define P32_BLOCK(m, hibit24)                                                        \
    do {                                                                             \
        uint64_t d0_ = 0, d1_ = 0, d2_ = 0, d3_ = 0, d4_ = 0;                        \
        uint32_t c_, x0_, x1_, x2_, x3_, x4_;                                        \
        P32_LIMBS(x0_, x1_, x2_, x3_, x4_, m, hibit24);                              \
        h0 += x0_, h1 += x1_, h2 += x2_, h3 += x3_, h4 += x4_;                       \
        P32_MUL_ADD(d0_, d1_, d2_, d3_, d4_, h0, h1, h2, h3, h4, r0, r1, r2, r3, r4, s1, s2, s3, s4); \
        c_ = (uint32_t)(d0_ >> 26);                                                  \
        h0 = (uint32_t)d0_ & M26;                                                    \
        d1_ += c_;                                                                   \
        c_ = (uint32_t)(d1_ >> 26);                                                  \
        h1 = (uint32_t)d1_ & M26;                                                    \
        d2_ += c_;                                                                   \
        c_ = (uint32_t)(d2_ >> 26);                                                  \
        h2 = (uint32_t)d2_ & M26;                                                    \
        d3_ += c_;                                                                   \
        c_ = (uint32_t)(d3_ >> 26);                                                  \
        h3 = (uint32_t)d3_ & M26;                                                    \
        d4_ += c_;                                                                   \
        c_ = (uint32_t)(d4_ >> 26);                                                  \
        h4 = (uint32_t)d4_ & M26;                                                    \
        h0 += c_ * 5;                                                                \
        c_ = h0 >> 26;                                                               \
        h0 &= M26;                                                                   \
        h1 += c_;                                                                    \
    } while (0)

#define P32_LOAD_R(r0, r1, r2, r3, r4, key)                   \
    do {                                                      \
        r0 = sc_load32_le(key) & 0x3ffffff;                   \
        r1 = (sc_load32_le((key) + 3) >> 2) & 0x3ffff03;      \
        r2 = (sc_load32_le((key) + 6) >> 4) & 0x3ffc0ff;      \
        r3 = (sc_load32_le((key) + 9) >> 6) & 0x3f03fff;      \
        r4 = (sc_load32_le((key) + 12) >> 8) & 0x00fffff;     \
    } while (0)

static void p32_init(uint64_t st[SC_POLY1305_STATE_WORDS], const uint8_t key[32])
{
    uint32_t r0, r1, r2, r3, r4;
    P32_LOAD_R(r0, r1, r2, r3, r4, key);
    st[0] = r0;
    st[1] = r1;
    st[2] = r2;
    st[3] = r3;
    st[4] = r4;
    st[5] = st[6] = st[7] = st[8] = st[9] = 0;
    st[10] = sc_load64_le(key + 16);
    st[11] = sc_load64_le(key + 24);
}

static void p32_blocks(uint64_t st[SC_POLY1305_STATE_WORDS], const uint8_t *m, size_t nblocks, unsigned hibit)
{
    const uint32_t r0 = (uint32_t)st[0], r1 = (uint32_t)st[1], r2 = (uint32_t)st[2];
    const uint32_t r3 = (uint32_t)st[3], r4 = (uint32_t)st[4];
    const uint32_t s1 = r1 * 5, s2 = r2 * 5, s3 = r3 * 5, s4 = r4 * 5;
    const uint32_t hb = (uint32_t)hibit << 24;
    uint32_t h0 = (uint32_t)st[5], h1 = (uint32_t)st[6], h2 = (uint32_t)st[7];
    uint32_t h3 = (uint32_t)st[8], h4 = (uint32_t)st[9];
    for (; nblocks > 0; nblocks--, m += 16)
        P32_BLOCK(m, hb);
    st[5] = h0;
    st[6] = h1;
    st[7] = h2;
    st[8] = h3;
    st[9] = h4;
}

/* Full carry, then h mod p in constant time (h or h + 5 - 2^130), then + pad. */
static void p32_emit(uint8_t tag[16], uint32_t h0, uint32_t h1, uint32_t h2, uint32_t h3, uint32_t h4,
                     uint64_t pad01, uint64_t pad23)
{
    uint32_t c, g0, g1, g2, g3, g4, mask;
    uint64_t f;

    c = h1 >> 26; h1 &= M26;
    h2 += c; c = h2 >> 26; h2 &= M26;
    h3 += c; c = h3 >> 26; h3 &= M26;
    h4 += c; c = h4 >> 26; h4 &= M26;
    h0 += c * 5; c = h0 >> 26; h0 &= M26;
    h1 += c;

    /* g = h + 5 - 2^130; its top bit is set exactly when h < p */
    g0 = h0 + 5; c = g0 >> 26; g0 &= M26;
    g1 = h1 + c; c = g1 >> 26; g1 &= M26;
    g2 = h2 + c; c = g2 >> 26; g2 &= M26;
    g3 = h3 + c; c = g3 >> 26; g3 &= M26;
    g4 = h4 + c - (1u << 26);

    mask = (g4 >> 31) - 1; /* all ones when h >= p */
    h0 = sc_ct_select32(mask, g0, h0);
    h1 = sc_ct_select32(mask, g1, h1);
    h2 = sc_ct_select32(mask, g2, h2);
    h3 = sc_ct_select32(mask, g3, h3);
    h4 = sc_ct_select32(mask, g4, h4);

    /* h as four 32-bit words, plus the pad */
    h0 = (h0) | (h1 << 26);
    h1 = (h1 >> 6) | (h2 << 20);
    h2 = (h2 >> 12) | (h3 << 14);
    h3 = (h3 >> 18) | (h4 << 8);
    f = (uint64_t)h0 + (uint32_t)pad01;
    sc_store32_le(tag, (uint32_t)f);
    f = (uint64_t)h1 + (uint32_t)(pad01 >> 32) + (f >> 32);
    sc_store32_le(tag + 4, (uint32_t)f);
    f = (uint64_t)h2 + (uint32_t)pad23 + (f >> 32);
    sc_store32_le(tag + 8, (uint32_t)f);
    f = (uint64_t)h3 + (uint32_t)(pad23 >> 32) + (f >> 32);
    sc_store32_le(tag + 12, (uint32_t)f);
}

static void p32_finish(uint64_t st[SC_POLY1305_STATE_WORDS], uint8_t tag[16])
{
    p32_emit(tag, (uint32_t)st[5], (uint32_t)st[6], (uint32_t)st[7], (uint32_t)st[8], (uint32_t)st[9], st[10],
             st[11]);
}

static void p32_mac(uint8_t tag[16], const uint8_t *m, size_t len, const uint8_t key[32])
{
    uint32_t r0, r1, r2, r3, r4;
    P32_LOAD_R(r0, r1, r2, r3, r4, key);
    const uint32_t s1 = r1 * 5, s2 = r2 * 5, s3 = r3 * 5, s4 = r4 * 5;
    uint32_t h0 = 0, h1 = 0, h2 = 0, h3 = 0, h4 = 0;
    for (; len >= 16; len -= 16, m += 16)
        P32_BLOCK(m, 1u << 24);
    if (len > 0) {
        uint8_t last[16] = { 0 };
        memcpy(last, m, len);
        last[len] = 1;
        P32_BLOCK(last, 0);
        symcore_wipe(last, sizeof last);
    }
    p32_emit(tag, h0, h1, h2, h3, h4, sc_load64_le(key + 16), sc_load64_le(key + 24));
}

/* h = d mod p with 64-bit carries (columns below 2^60): limbs of 26 bits,
 * h1 below 2^26 + 2^13. */
#define P32_CARRY64(h0, h1, h2, h3, h4, d0, d1, d2, d3, d4) \
    do {                                                    \
        d1 += d0 >> 26;                                     \
        d2 += d1 >> 26;                                     \
        d3 += d2 >> 26;                                     \
        d4 += d3 >> 26;                                     \
        d0 = (d0 & M26) + (d4 >> 26) * 5;                   \
        h1 = (uint32_t)(d1 & M26) + (uint32_t)(d0 >> 26);   \
        h0 = (uint32_t)d0 & M26;                            \
        h2 = (uint32_t)d2 & M26;                            \
        h3 = (uint32_t)d3 & M26;                            \
        h4 = (uint32_t)d4 & M26;                            \
    } while (0)

/*
 * portable32x2: two blocks per step, h = (h + m1) r^2 + m2 r, from
 * P32_TWO_MIN blocks on.
 * The two products are independent, so a CPU that overlaps multiplications
 * works on both at once where one block at a time waits for each h. r^2 is
 * computed here (one more product) and carried like h: its limbs below
 * 2^26 + 2^13 and their multiples by 5 below 2^28.4. With h + m1 below
 * 2^27.6 per limb, each column of (h + m1) r^2 is below 5 * 2^56, and m2 r
 * (limbs below 2^26 times 5 r_j below 2^28.4) adds below 5 * 2^54.4: the
 * sum stays below 2^60.
 */
#define P32_TWO_MIN 4

static void p32_blocks_two(uint64_t st[SC_POLY1305_STATE_WORDS], const uint8_t *m, size_t pairs, uint32_t hb)
{
    const uint32_t r0 = (uint32_t)st[0], r1 = (uint32_t)st[1], r2 = (uint32_t)st[2];
    const uint32_t r3 = (uint32_t)st[3], r4 = (uint32_t)st[4];
    const uint32_t s1 = r1 * 5, s2 = r2 * 5, s3 = r3 * 5, s4 = r4 * 5;
    uint32_t u0, u1, u2, u3, u4, v1, v2, v3, v4, x0, x1, x2, x3, x4;
    uint32_t h0 = (uint32_t)st[5], h1 = (uint32_t)st[6], h2 = (uint32_t)st[7];
    uint32_t h3 = (uint32_t)st[8], h4 = (uint32_t)st[9];
    uint64_t d0 = 0, d1 = 0, d2 = 0, d3 = 0, d4 = 0;

    P32_MUL_ADD(d0, d1, d2, d3, d4, r0, r1, r2, r3, r4, r0, r1, r2, r3, r4, s1, s2, s3, s4);
    P32_CARRY64(u0, u1, u2, u3, u4, d0, d1, d2, d3, d4);
    v1 = u1 * 5, v2 = u2 * 5, v3 = u3 * 5, v4 = u4 * 5;
    for (; pairs > 0; pairs--, m += 32) {
        P32_LIMBS(x0, x1, x2, x3, x4, m, hb);
        h0 += x0, h1 += x1, h2 += x2, h3 += x3, h4 += x4;
        P32_LIMBS(x0, x1, x2, x3, x4, m + 16, hb);
        d0 = d1 = d2 = d3 = d4 = 0;
        P32_MUL_ADD(d0, d1, d2, d3, d4, h0, h1, h2, h3, h4, u0, u1, u2, u3, u4, v1, v2, v3, v4);
        P32_MUL_ADD(d0, d1, d2, d3, d4, x0, x1, x2, x3, x4, r0, r1, r2, r3, r4, s1, s2, s3, s4);
        P32_CARRY64(h0, h1, h2, h3, h4, d0, d1, d2, d3, d4);
    }
    st[5] = h0;
    st[6] = h1;
    st[7] = h2;
    st[8] = h3;
    st[9] = h4;
}


/* blocks() of portable32x2: an odd first block alone, then pairs */
static void p32x2_blocks(uint64_t st[SC_POLY1305_STATE_WORDS], const uint8_t *m, size_t nblocks, unsigned hibit)
{
    if (nblocks < P32_TWO_MIN) {
        p32_blocks(st, m, nblocks, hibit);
        return;
    }
    if (nblocks % 2 != 0) {
        p32_blocks(st, m, 1, hibit);
        m += 16;
        nblocks--;
    }
    p32_blocks_two(st, m, nblocks / 2, (uint32_t)hibit << 24);
}

static void p32x2_mac(uint8_t tag[16], const uint8_t *m, size_t len, const uint8_t key[32])
{
    uint64_t st[SC_POLY1305_STATE_WORDS];
    uint8_t last[16] = { 0 };
    if (len < 16 * P32_TWO_MIN) {
        p32_mac(tag, m, len, key);
        return;
    }
    p32_init(st, key);
    p32x2_blocks(st, m, len / 16, 1);
    if (len % 16 != 0) {
        memcpy(last, m + (len & ~(size_t)15), len % 16);
        last[len % 16] = 1;
        p32_blocks(st, last, 1, 0);
    }
    p32_finish(st, tag);
    symcore_wipe(st, sizeof st);
    symcore_wipe(last, sizeof last);
}

const struct sc_poly1305_backend symcore__poly1305_portable32 = {
    "portable", p32_init, p32_blocks, p32_finish, p32_mac, SC_POLY1305_LIVE_P32,
};
const struct sc_poly1305_backend symcore__poly1305_portable32x2 = {
    "portable", p32_init, p32x2_blocks, p32_finish, p32x2_mac, SC_POLY1305_LIVE_P32,
};
