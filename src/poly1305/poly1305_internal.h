/*
 * The Poly1305 core layer: a backend evaluates the polynomial over whole
 * 16-byte blocks and does the final reduction; the buffering of
 * symcore_poly1305_update and the AEADs are written once on top of it.
 *
 * The accumulator h, the clamped r and the pad s live in
 * uint64_t state[SC_POLY1305_STATE_WORDS], in the backend's own limb layout:
 * a state initialised by one backend must only be used with that backend.
 */
#ifndef SYMCORE_POLY1305_INTERNAL_H
#define SYMCORE_POLY1305_INTERNAL_H

#include "../common/internal.h"
#include "symcore/poly1305.h"

#define SC_POLY1305_STATE_WORDS 12

struct sc_poly1305_backend {
    const char *name;
    /* h = 0; r = clamp(key[0..15]); s = key[16..31] */
    void (*init)(uint64_t st[SC_POLY1305_STATE_WORDS], const uint8_t key[32]);
    /* For each of nblocks 16-byte blocks m: h = (h + m + hibit * 2^128) * r
     * mod 2^130 - 5 (partially reduced). hibit is 1 for message blocks and 0
     * for a final partial block the caller padded with 01 00 .. 00. */
    void (*blocks)(uint64_t st[SC_POLY1305_STATE_WORDS], const uint8_t *in, size_t nblocks, unsigned hibit);
    /* tag = (h mod 2^130 - 5) + s mod 2^128, in constant time. Does not wipe. */
    void (*finish)(uint64_t st[SC_POLY1305_STATE_WORDS], uint8_t tag[16]);
    /* The whole one-shot MAC of len bytes. */
    void (*mac)(uint8_t tag[16], const uint8_t *in, size_t len, const uint8_t key[32]);
    /* What symcore_poly1305_ctx.keyed holds while a context this backend
     * started is live: SC_POLY1305_LIVE_P32 or _P64, its state layout. */
    unsigned live;
};

/* The liveness words of a public context, one per state layout, so that a
 * state is only ever run through a backend of the layout that wrote it (the
 * tests and the benchmark force backends between calls). Any other value -
 * 0 after a wipe, anything in garbage bytes - makes the context inert; 32
 * bits, so random bytes pass this check with probability 2^-32, and then the
 * buffer length check too with 2^-60 (2^-28 with a 32-bit size_t). */
#define SC_POLY1305_LIVE_P32 0x3d5a96c1u
#define SC_POLY1305_LIVE_P64 0xc2a5693eu

/* 26-bit limbs and 32x32->64 products: every C compiler. portable32x2 (the
 * backend where there is no 128-bit type) takes two blocks per step. */
extern const struct sc_poly1305_backend symcore__poly1305_portable32;
extern const struct sc_poly1305_backend symcore__poly1305_portable32x2;
#ifdef __SIZEOF_INT128__
#define SC_POLY1305_HAVE_64 1
/* 64-bit limbs (radix 2^64) and 64x64->128 products. */
extern const struct sc_poly1305_backend symcore__poly1305_portable64;
/* Its functions, shared by the SIMD backends, which keep the same state
 * layout (st[0..1] r, st[2..4] h, st[5..6] s) and use the one-block code
 * below their switch-over length and for the last blocks of a call. */
void symcore__poly1305_p64_init(uint64_t st[SC_POLY1305_STATE_WORDS], const uint8_t key[32]);
void symcore__poly1305_p64_blocks(uint64_t st[SC_POLY1305_STATE_WORDS], const uint8_t *in, size_t nblocks,
                                  unsigned hibit);
void symcore__poly1305_p64_finish(uint64_t st[SC_POLY1305_STATE_WORDS], uint8_t tag[16]);
void symcore__poly1305_p64_mac(uint8_t tag[16], const uint8_t *in, size_t len, const uint8_t key[32]);
#else
#define SC_POLY1305_HAVE_64 0
#endif

#if SC_X86_64
/* Many blocks at once with precomputed powers of r; state layout of portable64. */
extern const struct sc_poly1305_backend symcore__poly1305_avx2;       /* 4 lanes, base 2^26 */
extern const struct sc_poly1305_backend symcore__poly1305_avx512ifma; /* 8 lanes, base 2^44 */
#endif

/* The backend every Poly1305 user of the library goes through. */
const struct sc_poly1305_backend *symcore__poly1305_backend(void);

/* For tests and the benchmark only: when not NULL, the backend that
 * symcore__poly1305_backend() returns (one this CPU can run). */
extern const struct sc_poly1305_backend *symcore__poly1305_forced;

#endif
