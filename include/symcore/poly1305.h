/**
 * @file symcore/poly1305.h
 * @brief The Poly1305 one-time authenticator (RFC 8439, 2.5).
 *
 * Poly1305 evaluates the message, split in 16-byte blocks, as a polynomial at
 * a point r modulo 2^130 - 5 and adds a secret s; (r, s) is the 32-byte key
 * (r first, clamped as the RFC says). The tag is 16 bytes.
 *
 * @par Security considerations
 * This is a ONE-TIME authenticator: a key must authenticate one
 * message and never another. Two tags under the same key reveal r and let an
 * attacker forge tags for any message. Derive a fresh key per message, as
 * ChaCha20-Poly1305 does from its nonce (symcore/aead.h); most programs want
 * the AEAD, not Poly1305 on its own. Forgery probability for a message of L
 * bytes is at most 8 * ceil(L / 16) / 2^106 per attempt.
 *
 * Compare tags with symcore_poly1305_verify() (or symcore_verify()), never
 * with memcmp: an early-exit compare leaks how many bytes matched.
 *
 * @par Contexts
 * symcore_poly1305_ctx is a plain struct the caller allocates; its
 * fields are private. init, then any number of update calls (any split gives
 * the same tag), then exactly one of final or verify, both of which wipe the
 * context. The key is copied into the context; wipe your own copy. A context
 * that is abandoned before its final or verify still holds the key: wipe it
 * with symcore_wipe().
 *
 * @par Return values and errors (the library's rules, symcore/common.h)
 *  - SYMCORE_EINVAL for a NULL context, key or tag, or a NULL input with a
 *    nonzero length. Then nothing is written: no tag byte, and the context
 *    is left as it was (a final or verify refused for a NULL tag does not
 *    wipe it: call it again with a tag, or wipe it yourself).
 *  - A context is live from a successful init until the final or verify that
 *    ends it. A context that is not live - ended, wiped, all zeros, never
 *    initialised, or holding arbitrary bytes - is inert: update, final and
 *    verify on it return SYMCORE_EINVAL (verify for every tag: a cleared
 *    context would otherwise have r = s = 0 and accept the all-zero tag) and
 *    write nothing, neither a tag byte nor the context. Its buffer length and
 *    liveness word are checked before they are used, so no byte pattern makes
 *    a call read or write outside the context. (The accumulator, r and s are
 *    not lengths or indexes: garbage in them, with a valid liveness word,
 *    gives a wrong tag, never an access out of bounds.) A live context is
 *    tied to the Poly1305 implementation that started it; on this CPU that
 *    is always the same one.
 *  - verify returns SYMCORE_OK when the tag matches and SYMCORE_EAUTH when it
 *    does not. Either way it did its work, and it ends (wipes) the context:
 *    the one-time key is not kept for a second guess. Treat every result
 *    other than SYMCORE_OK as a rejection.
 *
 * @par Secrets
 * Final and verify wipe the context, and they and the one-shot
 * scrub the stack the computation used, so no copy of the key or r is left
 * behind (update relies on the scrub of the final or verify that follows it;
 * a refused call computed nothing).
 *
 * @par Cost
 * No heap; stack within the bounds of symcore/common.h. Timing depends on the length
 * only, never on the key, message or tag contents.
 */
#ifndef SYMCORE_POLY1305_H
#define SYMCORE_POLY1305_H

#include "symcore/common.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Bytes of a Poly1305 key: r (clamped) then s. */
#define SYMCORE_POLY1305_KEY_BYTES 32
/** Bytes of a Poly1305 tag. */
#define SYMCORE_POLY1305_TAG_BYTES 16

/** The incremental Poly1305 state. Fields are private and may change. */
typedef struct symcore_poly1305_ctx {
    uint64_t state[12]; /**< private: accumulator, r and s, in the backend's own limbs */
    uint8_t buf[16];    /**< private: a partial block */
    size_t buflen;      /**< private: bytes in buf, 0..15 */
    unsigned keyed;     /**< private: from init to final or verify, a value naming the state's limb layout */
} symcore_poly1305_ctx;

/**
 * One-shot Poly1305: the 16-byte tag of len bytes at in under a one-time
 * key.
 * @param[out] tag the 16-byte tag.
 * @param in the message, len bytes (NULL when len is 0).
 * @param len the message length.
 * @param key the 32-byte one-time key; never use it for a second message.
 * @retval SYMCORE_OK the tag is written.
 * @retval SYMCORE_EINVAL NULL tag or key, or NULL in with len > 0; no tag
 *         byte written.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_poly1305(uint8_t tag[16], const void *in, size_t len, const uint8_t key[32]);
/**
 * Starts a tag under key. Any context may be started, live or inert.
 * @param ctx the context to start; it then holds the key.
 * @param key the 32-byte one-time key (copied: wipe your own copy).
 * @retval SYMCORE_OK ctx is live.
 * @retval SYMCORE_EINVAL NULL ctx or key; ctx left as it was.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_poly1305_init(symcore_poly1305_ctx *ctx, const uint8_t key[32]);
/**
 * Absorbs len more bytes of the message; any split gives the same tag.
 * @param ctx a live context.
 * @param in the next len bytes (NULL when len is 0).
 * @param len their number.
 * @retval SYMCORE_OK absorbed.
 * @retval SYMCORE_EINVAL inert or NULL ctx, or NULL in with len > 0; ctx
 *         left as it was.
 */
SYMCORE_API int symcore_poly1305_update(symcore_poly1305_ctx *ctx, const void *in, size_t len);
/**
 * Writes the tag of the absorbed message and wipes ctx.
 * @param ctx a live context; wiped on success.
 * @param[out] tag the 16-byte tag.
 * @retval SYMCORE_OK the tag is written, ctx wiped.
 * @retval SYMCORE_EINVAL inert or NULL ctx, or NULL tag: no tag byte
 *         written, ctx left as it was.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_poly1305_final(symcore_poly1305_ctx *ctx, uint8_t tag[16]);
/**
 * Compares the tag of the absorbed message with tag in constant time and
 * wipes ctx, whether they match or not (no second guess under one key).
 * @param ctx a live context; wiped unless the call returns SYMCORE_EINVAL.
 * @param tag the 16-byte tag to check.
 * @retval SYMCORE_OK the tags are equal.
 * @retval SYMCORE_EAUTH they are not.
 * @retval SYMCORE_EINVAL inert or NULL ctx, or NULL tag; ctx left as it was.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_poly1305_verify(symcore_poly1305_ctx *ctx, const uint8_t tag[16]);

#ifdef __cplusplus
}
#endif

#endif
