/*
 * Poly1305 with 64-bit limbs, for compilers with unsigned __int128: the
 * block (P64_BLOCK, poly1305_p64_block.h) is inline assembly on x86-64 and
 * C with 128-bit products elsewhere; this file is portable only elsewhere.
 *
 * h = h0 + h1 2^64 + h2 2^128 (h2 a few bits), r = r0 + r1 2^64. Clamping
 * leaves r0, r1 < 2^60 and r1 a multiple of 4, so with s1 = r1 + r1/4 = 5r1/4:
 *   h1 r1 2^128 = h1 (r1/4) 2^130 == 5 h1 r1 / 4 = h1 s1            (mod p)
 *   h2 r1 2^192 == h2 s1 2^64
 * and h r == d0 + d1 2^64 + d2 2^128 with
 *   d0 = h0 r0 + h1 s1,  d1 = h0 r1 + h1 r0 + h2 s1,  d2 = h2 r0.
 * Bounds: h2 <= 6 on entry, so d0, d1 < 2^126 and d2 < 2^64. The partial
 * reduction folds bits 130 and up of d2 back as 5 * (d2 >> 2), leaving
 * h < 2^130 + 2^66 < 2p: h2 <= 4 after a block.
 *
 * State layout: st[0] r0, st[1] r1, st[2..4] h0..h2, st[5..6] s (the pad).
 */
#include "poly1305_p64_block.h"

#if SC_POLY1305_HAVE_64

void symcore__poly1305_p64_init(uint64_t st[SC_POLY1305_STATE_WORDS], const uint8_t key[32])
{
    sc_p64_init_words(st, sc_load64_le(key), sc_load64_le(key + 8), sc_load64_le(key + 16),
                      sc_load64_le(key + 24));
}

void symcore__poly1305_p64_blocks(uint64_t st[SC_POLY1305_STATE_WORDS], const uint8_t *m, size_t nblocks, unsigned hibit)
{
    const uint64_t r0 = st[0], r1 = st[1], s1 = r1 + (r1 >> 2), hb = hibit;
    uint64_t h0 = st[2], h1 = st[3], h2 = st[4];
    for (; nblocks > 0; nblocks--, m += 16)
        P64_BLOCK(m, hb);
    st[2] = h0;
    st[3] = h1;
    st[4] = h2;
}

/* tag = (h mod p) + pad mod 2^128. h < 2p, so h mod p is h or h - p =
 * (h + 5) - 2^130: take the second exactly when h + 5 reaches 2^130. */
SC_INLINE void p64_emit(uint8_t tag[16], uint64_t h0, uint64_t h1, uint64_t h2, uint64_t pad0, uint64_t pad1)
{
    sc_u128 t = (sc_u128)h0 + 5;
    uint64_t g0 = (uint64_t)t;
    t = (sc_u128)h1 + (uint64_t)(t >> 64);
    uint64_t g1 = (uint64_t)t;
    uint64_t g2 = h2 + (uint64_t)(t >> 64);
    uint64_t mask = (uint64_t)0 - (g2 >> 2); /* g2 <= 5: (g2 >> 2) is 0 or 1 */
    h0 = sc_ct_select64(mask, g0, h0);
    h1 = sc_ct_select64(mask, g1, h1);
    t = (sc_u128)h0 + pad0;
    sc_store64_le(tag, (uint64_t)t);
    sc_store64_le(tag + 8, h1 + pad1 + (uint64_t)(t >> 64));
}

void symcore__poly1305_p64_finish(uint64_t st[SC_POLY1305_STATE_WORDS], uint8_t tag[16])
{
    p64_emit(tag, st[2], st[3], st[4], st[5], st[6]);
}

void symcore__poly1305_p64_mac(uint8_t tag[16], const uint8_t *m, size_t len, const uint8_t key[32])
{
    const uint64_t r0 = sc_load64_le(key) & 0x0ffffffc0fffffffull;
    const uint64_t r1 = sc_load64_le(key + 8) & 0x0ffffffc0ffffffcull;
    const uint64_t s1 = r1 + (r1 >> 2);
    uint64_t h0 = 0, h1 = 0, h2 = 0;
    for (; len >= 16; len -= 16, m += 16)
        P64_BLOCK(m, 1);
    if (len > 0) {
        uint8_t last[16] = { 0 };
        memcpy(last, m, len);
        last[len] = 1;
        P64_BLOCK(last, 0);
        symcore_wipe(last, sizeof last);
    }
    p64_emit(tag, h0, h1, h2, sc_load64_le(key + 16), sc_load64_le(key + 24));
}

const struct sc_poly1305_backend symcore__poly1305_portable64 = {
    "portable", symcore__poly1305_p64_init, symcore__poly1305_p64_blocks, symcore__poly1305_p64_finish,
    symcore__poly1305_p64_mac, SC_POLY1305_LIVE_P64,
};

#else
typedef int sc_poly1305_portable64_unused; /* ISO C forbids an empty file */
#endif
