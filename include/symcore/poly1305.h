/*
 * symcore/poly1305.h - the Poly1305 one-time authenticator (RFC 8439, 2.5).
 *
 * Poly1305 evaluates the message, split in 16-byte blocks, as a polynomial at
 * a point r modulo 2^130 - 5 and adds a secret s; (r, s) is the 32-byte key
 * (r first, clamped as the RFC says). The tag is 16 bytes.
 *
 * Security. This is a ONE-TIME authenticator: a key must authenticate one
 * message and never another. Two tags under the same key reveal r and let an
 * attacker forge tags for any message. Derive a fresh key per message, as
 * ChaCha20-Poly1305 does from its nonce (symcore/aead.h); most programs want
 * the AEAD, not Poly1305 on its own. Forgery probability for a message of L
 * bytes is at most 8 * ceil(L / 16) / 2^106 per attempt.
 *
 * Compare tags with symcore_poly1305_verify() (or symcore_ct_equal()), never
 * with memcmp: an early-exit compare leaks how many bytes matched.
 *
 * Contexts. symcore_poly1305_ctx is a plain struct the caller allocates; its
 * fields are private. init, then any number of update calls (any split gives
 * the same tag), then exactly one of final or verify, both of which wipe the
 * context. The key is copied into the context; wipe your own copy.
 *
 * Bad input (the library's rule, symcore/common.h): a NULL input with a
 * nonzero length, or a NULL context, makes a call do nothing (update absorbs
 * nothing; the one-shot writes no tag); verify with a NULL tag returns
 * SYMCORE_EINVAL and wipes the context. init with a NULL key, and final,
 * verify or symcore_wipe, leave the context inert, as is an all-zero one:
 * update ignores input, final writes no tag and verify returns SYMCORE_EAUTH
 * for every tag (a cleared context would otherwise have r = s = 0 and accept
 * the all-zero tag).
 *
 * Secrets: the one-shot, final and verify wipe the context and scrub the
 * stack the computation used, so no copy of the key or r is left behind
 * (update relies on the scrub of the final or verify that follows it).
 *
 * Cost: no heap; stack within the bounds of symcore/common.h. Timing depends on the length
 * only, never on the key, message or tag contents.
 */
#ifndef SYMCORE_POLY1305_H
#define SYMCORE_POLY1305_H

#include "symcore/common.h"

#ifdef __cplusplus
extern "C" {
#endif

#define SYMCORE_POLY1305_KEY_BYTES 32
#define SYMCORE_POLY1305_TAG_BYTES 16

/* The incremental Poly1305 state. Fields are private and may change. */
typedef struct symcore_poly1305_ctx {
    uint64_t state[12]; /* accumulator, r and s, in the backend's own limbs */
    uint8_t buf[16];    /* a partial block */
    size_t buflen;      /* bytes in buf, 0..15 */
    unsigned keyed;     /* 1 from init to final, verify or wipe */
} symcore_poly1305_ctx;

/* One-shot: the 16-byte tag of len bytes at in under a one-time 32-byte key. */
void symcore_poly1305(uint8_t tag[16], const void *in, size_t len, const uint8_t key[32]);
/* Starts a tag under key. */
void symcore_poly1305_init(symcore_poly1305_ctx *ctx, const uint8_t key[32]);
/* Absorbs len more bytes. */
void symcore_poly1305_update(symcore_poly1305_ctx *ctx, const void *in, size_t len);
/* Writes the tag and wipes ctx. */
void symcore_poly1305_final(symcore_poly1305_ctx *ctx, uint8_t tag[16]);
/* SYMCORE_OK if the tag of the absorbed message equals tag, else SYMCORE_EAUTH;
 * compares in constant time and wipes ctx. */
SYMCORE_MUST_CHECK int symcore_poly1305_verify(symcore_poly1305_ctx *ctx, const uint8_t tag[16]);

#ifdef __cplusplus
}
#endif

#endif
