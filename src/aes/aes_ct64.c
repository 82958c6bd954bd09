/*
 * The portable AES backend: bitsliced, constant time, no table (the "ct64"
 * design that BearSSL documents, written here from its description).
 *
 * Four blocks are encrypted at once in eight 64-bit words q[0..7]: q[i] holds
 * bit i of all 64 state bytes. Within a word, the byte in row r, column c of
 * block j sits at bit 16*r + 4*c + j. With that layout
 * - SubBytes is one Boolean circuit evaluated on the words (below);
 * - ShiftRows rotates each 16-bit row field by 0, 4, 8, 12 bits;
 * - MixColumns reads row r + 1 of the same column by rotating a word by 16;
 * - a round key, the same for the four blocks, repeats each bit four times,
 *   so it is stored packed: two words per round key, expanded with a mask and
 *   a multiplication by 15 (a bit to the four copies).
 * CBC-MAC is one block at a time (each block needs the previous one), so it
 * runs the same code with three unused lanes.
 */
#include "aes_internal.h"

/*
 * The AES S-box as the 113-gate circuit of Boyar, Peralta and Calik
 * (J. Boyar, R. Peralta, "A new combinational logic minimization technique
 * with applications to cryptology", SEA 2010, and the published straight-line
 * program SLP_AES_113: top linear part y*, a shared nonlinear middle t* and
 * z*, a bottom linear part tc*). The circuit numbers bits from the most
 * significant: U0 = bit 7 of the byte .. U7 = bit 0, likewise S0..S7.
 * Each operation below evaluates its gate for every bit of the word at once.
 */
SC_INLINE void sbox_planes(uint64_t q[8])
{
    uint64_t u0 = q[7], u1 = q[6], u2 = q[5], u3 = q[4], u4 = q[3], u5 = q[2], u6 = q[1], u7 = q[0];

    /* top linear transformation */
    uint64_t y14 = u3 ^ u5, y13 = u0 ^ u6, y9 = u0 ^ u3, y8 = u0 ^ u5;
    uint64_t t0 = u1 ^ u2;
    uint64_t y1 = t0 ^ u7;
    uint64_t y4 = y1 ^ u3, y12 = y13 ^ y14, y2 = y1 ^ u0, y5 = y1 ^ u6;
    uint64_t y3 = y5 ^ y8;
    uint64_t t1 = u4 ^ y12;
    uint64_t y15 = t1 ^ u5, y20 = t1 ^ u1;
    uint64_t y6 = y15 ^ u7, y10 = y15 ^ t0, y11 = y20 ^ y9;
    uint64_t y7 = u7 ^ y11, y17 = y10 ^ y11, y19 = y10 ^ y8, y16 = t0 ^ y11;
    uint64_t y21 = y13 ^ y16, y18 = u0 ^ y16;

    /* nonlinear middle: inversion in GF(2^4)^2 */
    uint64_t t2 = y12 & y15, t3 = y3 & y6, t5 = y4 & u7, t7 = y13 & y16, t8 = y5 & y1;
    uint64_t t10 = y2 & y7, t12 = y9 & y11, t13 = y14 & y17, t15 = y8 & y10;
    uint64_t t4 = t3 ^ t2, t6 = t5 ^ t2, t9 = t8 ^ t7, t11 = t10 ^ t7, t14 = t13 ^ t12, t16 = t15 ^ t12;
    uint64_t t17 = t4 ^ t14, t18 = t6 ^ t16, t19 = t9 ^ t14, t20 = t11 ^ t16;
    uint64_t t21 = t17 ^ y20, t22 = t18 ^ y19, t23 = t19 ^ y21, t24 = t20 ^ y18;
    uint64_t t25 = t21 ^ t22, t26 = t21 & t23;
    uint64_t t27 = t24 ^ t26, t31 = t22 ^ t26, t30 = t23 ^ t24;
    uint64_t t28 = t25 & t27, t32 = t31 & t30;
    uint64_t t29 = t28 ^ t22, t33 = t32 ^ t24;
    uint64_t t34 = t23 ^ t33, t35 = t27 ^ t33;
    uint64_t t36 = t24 & t35;
    uint64_t t37 = t36 ^ t34, t38 = t27 ^ t36;
    uint64_t t39 = t29 & t38;
    uint64_t t40 = t25 ^ t39;
    uint64_t t41 = t40 ^ t37, t42 = t29 ^ t33, t43 = t29 ^ t40, t44 = t33 ^ t37;
    uint64_t t45 = t42 ^ t41;
    uint64_t z0 = t44 & y15, z1 = t37 & y6, z2 = t33 & u7, z3 = t43 & y16, z4 = t40 & y1, z5 = t29 & y7;
    uint64_t z6 = t42 & y11, z7 = t45 & y17, z8 = t41 & y10, z9 = t44 & y12, z10 = t37 & y3, z11 = t33 & y4;
    uint64_t z12 = t43 & y13, z13 = t40 & y5, z14 = t29 & y2, z15 = t42 & y9, z16 = t45 & y14, z17 = t41 & y8;

    /* bottom linear transformation (the four XNORs of the circuit are ~(a ^ b)) */
    uint64_t tc1 = z15 ^ z16, tc4 = z0 ^ z2, tc5 = z1 ^ z0, tc6 = z3 ^ z4, tc12 = z3 ^ z5;
    uint64_t tc2 = z10 ^ tc1, tc7 = z12 ^ tc4, tc8 = z7 ^ tc6, tc11 = tc6 ^ tc5, tc13 = z13 ^ tc1;
    uint64_t tc14 = tc4 ^ tc12;
    uint64_t tc3 = z9 ^ tc2, tc9 = z8 ^ tc7, tc16 = z6 ^ tc8, tc18 = tc13 ^ tc14, tc21 = tc2 ^ z11;
    uint64_t tc10 = tc8 ^ tc9, tc20 = z15 ^ tc16;
    uint64_t tc17 = z14 ^ tc10;
    uint64_t tc26 = tc17 ^ tc20;
    uint64_t s3 = tc3 ^ tc11;
    q[7] = tc3 ^ tc16;         /* S0 */
    q[6] = ~(s3 ^ tc16);       /* S1 */
    q[5] = ~(tc26 ^ z17);      /* S2 */
    q[4] = s3;                 /* S3 */
    q[3] = tc14 ^ s3;          /* S4 */
    q[2] = tc21 ^ tc17;        /* S5 */
    q[1] = ~(tc10 ^ tc18);     /* S6 */
    q[0] = ~(z12 ^ tc18);      /* S7 */
}

/* ---- between bytes and bit planes ---- */

/* Exchanges the bits of a selected by mask << n with the bits of b selected by mask. */
#define SWAPMOVE(a, b, mask, n)                        \
    do {                                               \
        uint64_t swap_t = (((a) >> (n)) ^ (b)) & (mask); \
        (b) ^= swap_t;                                 \
        (a) ^= swap_t << (n);                          \
    } while (0)

/* Transposes, in every byte position k, the 8x8 bit matrix whose row j is
 * byte k of q[j]: afterwards bit j of byte k of q[i] is what bit i of byte k
 * of q[j] was. Its own inverse. */
SC_INLINE void ortho(uint64_t q[8])
{
    SWAPMOVE(q[0], q[1], 0x5555555555555555u, 1);
    SWAPMOVE(q[2], q[3], 0x5555555555555555u, 1);
    SWAPMOVE(q[4], q[5], 0x5555555555555555u, 1);
    SWAPMOVE(q[6], q[7], 0x5555555555555555u, 1);
    SWAPMOVE(q[0], q[2], 0x3333333333333333u, 2);
    SWAPMOVE(q[1], q[3], 0x3333333333333333u, 2);
    SWAPMOVE(q[4], q[6], 0x3333333333333333u, 2);
    SWAPMOVE(q[5], q[7], 0x3333333333333333u, 2);
    SWAPMOVE(q[0], q[4], 0x0f0f0f0f0f0f0f0fu, 4);
    SWAPMOVE(q[1], q[5], 0x0f0f0f0f0f0f0f0fu, 4);
    SWAPMOVE(q[2], q[6], 0x0f0f0f0f0f0f0f0fu, 4);
    SWAPMOVE(q[3], q[7], 0x0f0f0f0f0f0f0f0fu, 4);
}

/* Bytes 0..3 of x to bytes 0, 2, 4, 6, and back. */
SC_INLINE uint64_t spread_bytes(uint32_t x)
{
    uint64_t v = x;
    v = (v | (v << 16)) & 0x0000ffff0000ffffu;
    return (v | (v << 8)) & 0x00ff00ff00ff00ffu;
}
SC_INLINE uint32_t gather_bytes(uint64_t v)
{
    v &= 0x00ff00ff00ff00ffu;
    v = (v | (v >> 8)) & 0x0000ffff0000ffffu;
    return (uint32_t)(v | (v >> 16));
}

/*
 * Block j's columns x[0..3] (column c = bytes 4c..4c+3, row r in byte r) into
 * the words before transposition: q[j + 4p] holds columns p and p + 2
 * interleaved, its byte 2r + h being row r of column p + 2h. ortho then puts
 * that byte's bits at bit 8(2r + h) + j + 4p = 16r + 4(p + 2h) + j of the
 * planes: the layout of the file comment.
 */
SC_INLINE void columns_in(uint64_t q[8], unsigned j, const uint32_t x[4])
{
    q[j] = spread_bytes(x[0]) | (spread_bytes(x[2]) << 8);
    q[j + 4] = spread_bytes(x[1]) | (spread_bytes(x[3]) << 8);
}
SC_INLINE void columns_out(uint32_t x[4], const uint64_t q[8], unsigned j)
{
    x[0] = gather_bytes(q[j]);
    x[2] = gather_bytes(q[j] >> 8);
    x[1] = gather_bytes(q[j + 4]);
    x[3] = gather_bytes(q[j + 4] >> 8);
}

SC_INLINE void load_block(uint64_t q[8], unsigned j, const uint8_t *in)
{
    uint32_t x[4];
    for (int c = 0; c < 4; c++)
        x[c] = sc_load32_le(in + 4 * c);
    columns_in(q, j, x);
}
SC_INLINE void store_block(uint8_t *out, const uint64_t q[8], unsigned j)
{
    uint32_t x[4];
    columns_out(x, q, j);
    for (int c = 0; c < 4; c++)
        sc_store32_le(out + 4 * c, x[c]);
}

/* ---- the round functions on bit planes ---- */

/*
 * ShiftRows: row r of every column c takes the byte of column c + r, i.e.
 * each 16-bit row field rotates right by 4r bits. Done in two steps on all
 * rows at once: rows 2 and 3 swap the bytes of their field (8 bits), then
 * rows 1 and 3 rotate their field by 4 bits.
 */
SC_INLINE uint64_t shift_rows_word(uint64_t x)
{
    uint64_t t = (x ^ (x >> 8)) & 0x00ff00ff00000000u;
    x ^= t ^ (t << 8);
    return (x & 0x0000ffff0000ffffu) | ((x >> 4) & 0x0fff00000fff0000u) | ((x << 12) & 0xf0000000f0000000u);
}

SC_INLINE void shift_rows(uint64_t q[8])
{
    q[0] = shift_rows_word(q[0]);
    q[1] = shift_rows_word(q[1]);
    q[2] = shift_rows_word(q[2]);
    q[3] = shift_rows_word(q[3]);
    q[4] = shift_rows_word(q[4]);
    q[5] = shift_rows_word(q[5]);
    q[6] = shift_rows_word(q[6]);
    q[7] = shift_rows_word(q[7]);
}

SC_INLINE uint64_t ror64(uint64_t x, unsigned n) { return (x >> n) | (x << (64 - n)); }

/*
 * MixColumns: out_r = 2 a_r + 3 a_{r+1} + a_{r+2} + a_{r+3}
 *                   = 2 t_r + a_{r+1} + t_{r+2}   with t_r = a_r + a_{r+1}.
 * Rotating a word right by 16 brings row r + 1 to row r. Doubling in
 * GF(2^8) shifts the planes up by one and adds the old top plane into
 * planes 0, 1, 3, 4 (x^8 = x^4 + x^3 + x + 1).
 */
SC_INLINE void mix_columns(uint64_t q[8])
{
    uint64_t a0 = ror64(q[0], 16), a1 = ror64(q[1], 16), a2 = ror64(q[2], 16), a3 = ror64(q[3], 16);
    uint64_t a4 = ror64(q[4], 16), a5 = ror64(q[5], 16), a6 = ror64(q[6], 16), a7 = ror64(q[7], 16);
    uint64_t t0 = q[0] ^ a0, t1 = q[1] ^ a1, t2 = q[2] ^ a2, t3 = q[3] ^ a3;
    uint64_t t4 = q[4] ^ a4, t5 = q[5] ^ a5, t6 = q[6] ^ a6, t7 = q[7] ^ a7;
    q[0] = t7 ^ a0 ^ ror64(t0, 32);
    q[1] = t0 ^ t7 ^ a1 ^ ror64(t1, 32);
    q[2] = t1 ^ a2 ^ ror64(t2, 32);
    q[3] = t2 ^ t7 ^ a3 ^ ror64(t3, 32);
    q[4] = t3 ^ t7 ^ a4 ^ ror64(t4, 32);
    q[5] = t4 ^ a5 ^ ror64(t5, 32);
    q[6] = t5 ^ a6 ^ ror64(t6, 32);
    q[7] = t6 ^ a7 ^ ror64(t7, 32);
}

#define NIBBLE_LOW 0x1111111111111111u

/* Round key packing: planes 4h..4h+3 of a replicated key in one word, plane
 * 4h + m on the bits 4n + m. Unpacking copies each bit to its nibble. */
SC_INLINE uint64_t unpack_plane(uint64_t packed, unsigned m)
{
    uint64_t x = (packed >> m) & NIBBLE_LOW;
    return (x << 4) - x;
}

SC_INLINE void add_round_key(uint64_t q[8], const uint64_t rk[2])
{
    uint64_t lo = rk[0], hi = rk[1];
    q[0] ^= unpack_plane(lo, 0);
    q[1] ^= unpack_plane(lo, 1);
    q[2] ^= unpack_plane(lo, 2);
    q[3] ^= unpack_plane(lo, 3);
    q[4] ^= unpack_plane(hi, 0);
    q[5] ^= unpack_plane(hi, 1);
    q[6] ^= unpack_plane(hi, 2);
    q[7] ^= unpack_plane(hi, 3);
}

/* Encrypts the four blocks held in q (bitsliced). */
static void encrypt_planes(const sc_aes_key *k, uint64_t q[8])
{
    const uint64_t *rk = k->rk.w;
    unsigned rounds = k->rounds;
    uint64_t s[8]; /* a local copy the compiler may keep in registers */
    memcpy(s, q, sizeof s);
    add_round_key(s, rk);
    for (unsigned r = 1; r < rounds; r++) {
        sbox_planes(s);
        shift_rows(s);
        mix_columns(s);
        add_round_key(s, rk + 2 * r);
    }
    sbox_planes(s);
    shift_rows(s);
    add_round_key(s, rk + 2 * rounds);
    memcpy(q, s, sizeof s);
}

/* ---- the key schedule ---- */

/* SubWord: the S-box on the four bytes of x, through the same circuit
 * (bit i of every byte in plane i). */
static uint32_t sub_word(uint32_t x)
{
    uint64_t q[8];
    uint32_t y = 0;
    for (int i = 0; i < 8; i++)
        q[i] = (x >> i) & 0x01010101u;
    sbox_planes(q);
    for (int i = 0; i < 8; i++)
        y |= ((uint32_t)q[i] & 0x01010101u) << i;
    return y;
}

/* see aes_internal.h */
unsigned symcore__aes_expand_words(uint32_t w[4 * (SC_AES_MAX_ROUNDS + 1)], const uint8_t *key, size_t keylen)
{
    static const uint8_t rcon[10] = { 0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40, 0x80, 0x1b, 0x36 };
    unsigned nk, rounds, total;
    if (keylen != 16 && keylen != 24 && keylen != 32)
        return 0;
    nk = (unsigned)keylen / 4;
    rounds = nk + 6;
    total = 4 * (rounds + 1);
    for (unsigned i = 0; i < nk; i++)
        w[i] = sc_load32_le(key + 4 * i);
    for (unsigned i = nk; i < total; i++) {
        uint32_t t = w[i - 1];
        if (i % nk == 0)
            t = sub_word((t >> 8) | (t << 24)) ^ rcon[i / nk - 1]; /* RotWord: byte 0 moves to byte 3 */
        else if (nk > 6 && i % nk == 4)
            t = sub_word(t);
        w[i] = w[i - nk] ^ t;
    }
    return rounds;
}

static int ct64_init(sc_aes_key *k, const uint8_t *key, size_t keylen)
{
    uint32_t w[4 * (SC_AES_MAX_ROUNDS + 1)];
    unsigned rounds = symcore__aes_expand_words(w, key, keylen);
    if (rounds == 0)
        return SYMCORE_EINVAL;
    for (unsigned r = 0; r <= rounds; r++) {
        uint64_t q[8];
        for (unsigned j = 0; j < 4; j++)
            columns_in(q, j, w + 4 * r);
        ortho(q);
        for (int h = 0; h < 2; h++)
            k->rk.w[2 * r + h] = (q[4 * h] & NIBBLE_LOW) | (q[4 * h + 1] & (NIBBLE_LOW << 1)) |
                                 (q[4 * h + 2] & (NIBBLE_LOW << 2)) | (q[4 * h + 3] & (NIBBLE_LOW << 3));
        symcore_wipe(q, sizeof q);
    }
    k->rounds = rounds;
    symcore_wipe(w, sizeof w);
    return SYMCORE_OK;
}

/* ---- the backend ---- */

static void ct64_encrypt_blocks(const sc_aes_key *k, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    while (nblocks > 0) {
        uint64_t q[8] = { 0 };
        unsigned n = nblocks < 4 ? (unsigned)nblocks : 4;
        for (unsigned j = 0; j < n; j++)
            load_block(q, j, in + SC_AES_BLOCK * j);
        ortho(q);
        encrypt_planes(k, q);
        ortho(q);
        for (unsigned j = 0; j < n; j++)
            store_block(out + SC_AES_BLOCK * j, q, j);
        in += SC_AES_BLOCK * n;
        out += SC_AES_BLOCK * n;
        nblocks -= n;
    }
}

static void ct64_cbc_mac(const sc_aes_key *k, uint8_t y[16], const uint8_t *in, size_t nblocks)
{
    uint32_t x[4];
    for (int c = 0; c < 4; c++)
        x[c] = sc_load32_le(y + 4 * c);
    for (; nblocks > 0; nblocks--, in += SC_AES_BLOCK) {
        uint64_t q[8] = { 0 };
        for (int c = 0; c < 4; c++)
            x[c] ^= sc_load32_le(in + 4 * c);
        columns_in(q, 0, x);
        ortho(q);
        encrypt_planes(k, q);
        ortho(q);
        columns_out(x, q, 0);
    }
    for (int c = 0; c < 4; c++)
        sc_store32_le(y + 4 * c, x[c]);
}

const struct sc_aes_backend symcore__aes_portable = {
    "portable", ct64_init, ct64_encrypt_blocks, ct64_cbc_mac,
};
