/*
 * Shared by the many-block (SIMD) Poly1305 backends: the powers r^1..r^n of
 * the clamped key, computed in scalar code at the start of a long call, and
 * the conversions between the portable64 state (h = h0 + h1 2^64 + h2 2^128)
 * and the vector limbs. Only for x86-64, where unsigned __int128 exists.
 *
 * The powers use three limbs of radix 2^44 (44, 44 and 42 bits): a limb
 * times 20 times a limb fits 128 bits, and 2^132 == 20 (mod 2^130 - 5) folds
 * the columns past 2^130 back, as in poly1305-donna-64. Every output is
 * fully carried: l0, l1 < 2^44 and l2 <= 2^42.
 *
 * Poly1305 keys are one-time, so powers are not cached in the state: a call
 * computes them when it has enough blocks to amortise them (the switch-over
 * lengths in the backends), and wipes them before it returns.
 */
#ifndef SYMCORE_POLY1305_POWERS_H
#define SYMCORE_POLY1305_POWERS_H

#include "poly1305_internal.h"

#if SC_X86_64

#define SC_M44 0xfffffffffffull
#define SC_M42 0x3ffffffffffull
#define SC_M26 0x3ffffffull

/* out = a b mod 2^130 - 5, fully carried (out may alias a or b). */
SC_INLINE void sc_p44_mul(uint64_t out[3], const uint64_t a[3], const uint64_t b[3])
{
    const uint64_t s1 = b[1] * 20, s2 = b[2] * 20;
    sc_u128 d0 = (sc_u128)a[0] * b[0] + (sc_u128)a[1] * s2 + (sc_u128)a[2] * s1;
    sc_u128 d1 = (sc_u128)a[0] * b[1] + (sc_u128)a[1] * b[0] + (sc_u128)a[2] * s2;
    sc_u128 d2 = (sc_u128)a[0] * b[2] + (sc_u128)a[1] * b[1] + (sc_u128)a[2] * b[0];
#ifdef SYMCORE_CT_MSAN /* each sum of products wholly secret when a or b is */
    SC_UNUSED const uint64_t in[6] = { a[0], a[1], a[2], b[0], b[1], b[2] };
    SC_CTMSAN_SPREAD(d0, in);
    SC_CTMSAN_SPREAD(d1, in);
    SC_CTMSAN_SPREAD(d2, in);
#endif
    uint64_t h0, h1, h2, c;
    d1 += (uint64_t)(d0 >> 44);
    h0 = (uint64_t)d0 & SC_M44;
    d2 += (uint64_t)(d1 >> 44);
    h1 = (uint64_t)d1 & SC_M44;
    c = (uint64_t)(d2 >> 42); /* the part at 2^130 and up: times 5 into h0 */
    h2 = (uint64_t)d2 & SC_M42;
    h0 += c * 5;
    h1 += h0 >> 44;
    h0 &= SC_M44;
    h2 += h1 >> 44;
    h1 &= SC_M44;
    out[0] = h0;
    out[1] = h1;
    out[2] = h2;
}

/* Where a backend stores power r^k (k = 1..8): called with constant
 * arguments from sc_p44_powers8, and inlined there. */
typedef void (*sc_p44_power_sink)(void *out, unsigned k, const uint64_t p[3]);

/* r^1..r^8, r the clamped key in st[0..1], each handed to put(out, k, r^k)
 * as it is computed: r^2, then r^3 and r^4, then r^5..r^8, three multiplies
 * deep, the operands in locals. (A tree that read its operands back from
 * the powers already stored put store-to-load forwarding on the critical
 * path, several times slower: src/poly1305/README.md.) */
SC_INLINE void sc_p44_powers8(void *out, sc_p44_power_sink put, const uint64_t st[SC_POLY1305_STATE_WORDS])
{
    uint64_t r1[3], r2[3], r3[3], r4[3], o[3];
    r1[0] = st[0] & SC_M44;
    r1[1] = ((st[0] >> 44) | (st[1] << 20)) & SC_M44;
    r1[2] = st[1] >> 24;
    sc_p44_mul(r2, r1, r1);
    sc_p44_mul(r3, r2, r1);
    sc_p44_mul(r4, r2, r2);
    put(out, 1, r1);
    put(out, 2, r2);
    put(out, 3, r3);
    put(out, 4, r4);
    sc_p44_mul(o, r4, r1);
    put(out, 5, o);
    sc_p44_mul(o, r4, r2);
    put(out, 6, o);
    sc_p44_mul(o, r4, r3);
    put(out, 7, o);
    sc_p44_mul(o, r4, r4);
    put(out, 8, o);
    /* the locals are not wiped: like the limbs of every other core they
     * live in registers, and a wipe would force them onto the stack */
}

/* A fully carried radix-2^44 value as five 26-bit limbs (the top may reach 2^26). */
SC_INLINE void sc_p44_to_26(uint32_t out[5], const uint64_t l[3])
{
    out[0] = (uint32_t)(l[0] & SC_M26);
    out[1] = (uint32_t)(((l[0] >> 26) | (l[1] << 18)) & SC_M26);
    out[2] = (uint32_t)((l[1] >> 8) & SC_M26);
    out[3] = (uint32_t)(((l[1] >> 34) | (l[2] << 10)) & SC_M26);
    out[4] = (uint32_t)(l[2] >> 16);
}

/* The portable64 accumulator as radix-2^44 limbs (h < 2^131: l2 < 2^43). */
SC_INLINE void sc_p64_to_p44(uint64_t l[3], const uint64_t st[SC_POLY1305_STATE_WORDS])
{
    l[0] = st[2] & SC_M44;
    l[1] = ((st[2] >> 44) | (st[3] << 20)) & SC_M44;
    l[2] = (st[3] >> 24) | (st[4] << 40);
}

/* The portable64 accumulator as 26-bit limbs (h < 2^131: l4 < 2^27). */
SC_INLINE void sc_p64_to_26(uint64_t l[5], const uint64_t st[SC_POLY1305_STATE_WORDS])
{
    l[0] = st[2] & SC_M26;
    l[1] = (st[2] >> 26) & SC_M26;
    l[2] = ((st[2] >> 52) | (st[3] << 12)) & SC_M26;
    l[3] = (st[3] >> 14) & SC_M26;
    l[4] = (st[3] >> 40) | (st[4] << 24);
}

/* h = sum l_i 2^(w i) back into st[2..4], for limbs of width w (26 or 44)
 * each below 2^(w+1) with l_top < 2^(130 - w (n-1)) + 1 so that h < 2^130 +
 * 2^(130 - w): st[4] stays <= 4, the bound the one-block code expects. */
SC_INLINE void sc_limbs_to_p64(uint64_t st[SC_POLY1305_STATE_WORDS], const uint64_t *l, unsigned n, unsigned w)
{
    /* the limbs below 2^64 into lo (< 2^93), the others shifted down by 64
     * into hi (< 2^68): additions only, no comparison of secrets (a 128-bit
     * compare becomes a branch in unoptimised builds) */
    sc_u128 lo = 0, hi = 0;
    for (unsigned i = 0; i < n; i++) {
        unsigned sh = w * i;
        if (sh < 64)
            lo += (sc_u128)l[i] << sh;
        else
            hi += (sc_u128)l[i] << (sh - 64);
    }
    hi += lo >> 64;
    st[2] = (uint64_t)lo;
    st[3] = (uint64_t)hi;
    st[4] = (uint64_t)(hi >> 64);
}

/* A SIMD backend's blocks(): from min_blocks on, the whole groups of lanes
 * blocks through run_long (given the number of groups), then the rest (and
 * every shorter call) through the one-block code. */
SC_INLINE void sc_poly1305_bulk_blocks(void (*run_long)(uint64_t *, const uint8_t *, size_t, unsigned), size_t lanes,
                                       size_t min_blocks, uint64_t st[SC_POLY1305_STATE_WORDS], const uint8_t *m,
                                       size_t nblocks, unsigned hibit)
{
    if (nblocks >= min_blocks) {
        run_long(st, m, nblocks / lanes, hibit);
        m += (nblocks - nblocks % lanes) * 16;
        nblocks %= lanes;
    }
    if (nblocks > 0)
        symcore__poly1305_p64_blocks(st, m, nblocks, hibit);
}

/* A SIMD backend's one-shot MAC: the portable one below min_blocks blocks,
 * else init, blocks (the backend's), the padded tail, finish. */
SC_INLINE void sc_poly1305_bulk_mac(void (*blocks)(uint64_t *, const uint8_t *, size_t, unsigned), size_t min_blocks,
                                    uint8_t tag[16], const uint8_t *m, size_t len, const uint8_t key[32])
{
    uint64_t st[SC_POLY1305_STATE_WORDS];
    if (len / 16 < min_blocks) {
        symcore__poly1305_p64_mac(tag, m, len, key);
        return;
    }
    symcore__poly1305_p64_init(st, key);
    blocks(st, m, len / 16, 1);
    if (len % 16 != 0) {
        uint8_t last[16] = { 0 };
        memcpy(last, m + (len & ~(size_t)15), len % 16);
        last[len % 16] = 1;
        symcore__poly1305_p64_blocks(st, last, 1, 0);
        symcore_wipe(last, sizeof last);
    }
    symcore__poly1305_p64_finish(st, tag);
    symcore_wipe(st, sizeof st);
}

#endif
#endif
