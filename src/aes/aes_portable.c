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

/* The S-box circuit (aes_portable_sbox.h) on 64-bit planes; on 32-bit targets on
 * each 32-bit half in turn, which halves the live values: 64-bit words there
 * take two registers each, and the whole circuit would need a frame of over a
 * kilobyte. */
#if UINTPTR_MAX > 0xffffffffu
/* the steps of a round, inlined into one loop */
#define CT64_STEP SC_INLINE
#define SC_SBOX_NAME sbox_planes
#define SC_SBOX_WORD uint64_t
#include "aes_portable_sbox.h"
#undef SC_SBOX_NAME
#undef SC_SBOX_WORD
#else
/* the steps of a round as calls: each frame small */
#define CT64_STEP static SC_NOINLINE
#define SC_SBOX_NAME sbox_half_inline
#define SC_SBOX_WORD uint32_t
#include "aes_portable_sbox.h"
#undef SC_SBOX_NAME
#undef SC_SBOX_WORD

static SC_NOINLINE void sbox_half(uint32_t h[8]) { sbox_half_inline(h); }

SC_INLINE void sbox_planes(uint64_t q[8])
{
    uint32_t lo[8], hi[8];
    for (int i = 0; i < 8; i++) {
        lo[i] = (uint32_t)q[i];
        hi[i] = (uint32_t)(q[i] >> 32);
    }
    sbox_half(lo);
    sbox_half(hi);
    for (int i = 0; i < 8; i++)
        q[i] = (uint64_t)hi[i] << 32 | lo[i];
}
#endif

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
CT64_STEP void ortho(uint64_t q[8])
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
CT64_STEP void columns_in(uint64_t q[8], unsigned j, const uint32_t x[4])
{
    q[j] = spread_bytes(x[0]) | (spread_bytes(x[2]) << 8);
    q[j + 4] = spread_bytes(x[1]) | (spread_bytes(x[3]) << 8);
}
CT64_STEP void columns_out(uint32_t x[4], const uint64_t q[8], unsigned j)
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

CT64_STEP void shift_rows(uint64_t q[8])
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
CT64_STEP void mix_columns(uint64_t q[8])
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

CT64_STEP void add_round_key(uint64_t q[8], const uint64_t rk[2])
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
    symcore_wipe(q, sizeof q); /* key material */
    return y;
}

/* see aes_internal.h */
SC_NOINLINE unsigned symcore__aes_expand_key(uint8_t rk[SC_AES_BLOCK * (SC_AES_MAX_ROUNDS + 1)], const uint8_t *key,
                                         size_t keylen)
{
    static const uint8_t rcon[10] = { 0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40, 0x80, 0x1b, 0x36 };
    unsigned nk, rounds, total;
    if (keylen != 16 && keylen != 24 && keylen != 32)
        return 0;
    nk = (unsigned)keylen / 4;
    rounds = nk + 6;
    total = 4 * (rounds + 1);
    memcpy(rk, key, keylen);
    /* word i = bytes 4i..4i+3, loaded little-endian: byte 0 in the low bits */
    for (unsigned i = nk; i < total; i++) {
        uint32_t t = sc_load32_le(rk + 4 * (i - 1));
        if (i % nk == 0)
            t = sub_word((t >> 8) | (t << 24)) ^ rcon[i / nk - 1]; /* RotWord: byte 0 moves to byte 3 */
        else if (nk > 6 && i % nk == 4)
            t = sub_word(t);
        sc_store32_le(rk + 4 * i, sc_load32_le(rk + 4 * (i - nk)) ^ t);
    }
    return rounds;
}

/* Expands into the key's own bytes, then packs each round key in place:
 * round key r (bytes 16r..16r+15) becomes words 2r and 2r + 1, the same bytes. */
static int ct64_init(sc_aes_key *k, const uint8_t *key, size_t keylen)
{
    unsigned rounds = symcore__aes_expand_key(k->rk.b, key, keylen);
    if (rounds == 0)
        return SYMCORE_EINVAL;
    for (unsigned r = 0; r <= rounds; r++) {
        uint64_t q[8];
        uint32_t x[4];
        for (int c = 0; c < 4; c++)
            x[c] = sc_load32_le(k->rk.b + SC_AES_BLOCK * r + 4 * c);
        for (unsigned j = 0; j < 4; j++)
            columns_in(q, j, x);
        ortho(q);
        for (int h = 0; h < 2; h++)
            k->rk.w[2 * r + h] = (q[4 * h] & NIBBLE_LOW) | (q[4 * h + 1] & (NIBBLE_LOW << 1)) |
                                 (q[4 * h + 2] & (NIBBLE_LOW << 2)) | (q[4 * h + 3] & (NIBBLE_LOW << 3));
        symcore_wipe(q, sizeof q);
        symcore_wipe(x, sizeof x);
    }
    k->rounds = rounds;
    return SYMCORE_OK;
}

/* ---- the backend ---- */

/* The two below leave blocks in their frames where no wipe reaches them (gcc
 * builds cbc_mac's output in a stack slot of its own from the stored bytes):
 * the backend's entries (ct64_encrypt_blocks, ct64_cbc_mac) clear those
 * frames after them, for the FPE calls on this backend (fpe.h, secrets on the
 * stack). */
static SC_NOINLINE void encrypt_blocks_frames(const sc_aes_key *k, uint8_t *out, const uint8_t *in, size_t nblocks)
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

static SC_NOINLINE void cbc_mac_frames(const sc_aes_key *k, uint8_t y[16], const uint8_t *in, size_t nblocks)
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

static void ct64_encrypt_blocks(const sc_aes_key *k, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    encrypt_blocks_frames(k, out, in, nblocks);
    symcore__scrub_stack(SC_SCRUB_AES_PORTABLE);
}
static void ct64_cbc_mac(const sc_aes_key *k, uint8_t y[16], const uint8_t *in, size_t nblocks)
{
    cbc_mac_frames(k, y, in, nblocks);
    symcore__scrub_stack(SC_SCRUB_AES_PORTABLE);
}

const struct sc_aes_backend symcore__aes_portable = {
    "portable", ct64_init, ct64_encrypt_blocks, ct64_cbc_mac,
};
