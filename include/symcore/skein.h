/**
 * @file symcore/skein.h
 * @brief The Skein-256, Skein-512 and Skein-1024 hash functions of Skein
 * 1.3, with any output length, and Skein-MAC.
 *
 * Skein chains Threefish (symcore/threefish.h) in UBI mode: each block of
 * input is encrypted under the chaining value with a tweak that carries the
 * block's type, its position in bytes and first/final flags, and the result
 * is xored with the block. A hash is UBI over the configuration block (the
 * output length in bits), then over the message, then one output block per
 * state-size of output (counter 0, 1, ...). Skein-MAC first runs UBI over
 * the key and starts the configuration from that. Skein-512-(8*outlen) is
 * symcore_skein512 with outlen bytes; Skein-512-512 and Skein-256-256 are
 * the usual choices. The output length is part of the configuration, so a
 * shorter output is not a prefix of a longer one.
 *
 * @par Security considerations
 * Skein-b offers b/2-bit collision and b-bit preimage resistance,
 * limited by the output length. Skein-MAC is a PRF and MAC for a uniformly
 * random key of any length (use at least 32 bytes; an empty key gives the
 * unkeyed hash, as Skein 1.3 defines it); compare tags with symcore_verify(),
 * never memcmp. Skein was a SHA-3 finalist and is not a NIST standard.
 * Timing depends on the lengths only, never on the key or the message
 * contents.
 *
 * @par Contexts
 * symcore_skein512_ctx is a plain struct the caller allocates
 * (fields private): init (with the output length and an optional key), any
 * number of update calls (any split gives the same result), then final,
 * which writes outlen bytes and wipes the context. A context copies by
 * assignment: key a context once, then copy it for every message (the key
 * block and the configuration are then already absorbed). Sizes: 104 bytes
 * (256), 168 bytes (512), 296 bytes (1024).
 *
 * @par Returns and errors
 * Every call returns SYMCORE_OK or SYMCORE_EINVAL; the
 * keyed and output calls (_mac, _init, _final) are SYMCORE_MUST_CHECK, the
 * hash one-shot and _update are not. EINVAL for: a NULL context; an input or
 * key NULL with a nonzero length; an output NULL with a nonzero output
 * length (for _final, the outlen given to init); an output length whose bit
 * count does not fit Skein's 64-bit field (2^61 bytes or more); and, for
 * _update and _final, a context that is not live: zeroed, wiped, finished
 * (final wipes it), never initialised, or holding arbitrary bytes. Every
 * field that steers the code (the position and flags of the tweak, the
 * buffered length, the output length) is checked against what init and
 * update can leave, and a seal over them must match, before any is used: a
 * context with arbitrary bytes, or a live one with one of them changed, is
 * refused (the chaining value and the buffered bytes are data, valid
 * whatever they hold). On any error nothing is written, not even to the context: it
 * stays as it was (so a failed _final can be retried with an output).
 *
 * @par Cost
 * No heap; at most a few hundred bytes of stack.
 */
#ifndef SYMCORE_SKEIN_H
#define SYMCORE_SKEIN_H

#include "symcore/common.h"

#ifdef __cplusplus
extern "C" {
#endif

/** An incremental Skein-256 state: chaining value, tweak, one buffered
 * block (the last block is held back until final or more input shows it is
 * not the last). Fields are private and may change. */
typedef struct symcore_skein256_ctx {
    uint64_t h[5];     /**< private: chaining value, then its parity word (between calls: a seal) */
    uint64_t tweak[2]; /**< private: the UBI tweak: position, type, flags */
    uint64_t outlen;   /**< private: the output length given to init */
    uint64_t buflen;   /**< private: bytes in buf */
    uint64_t buf[4];   /**< private: bytes of a partial block, in memory order */
} symcore_skein256_ctx;
/** An incremental Skein-512 state, as symcore_skein256_ctx. */
typedef struct symcore_skein512_ctx {
    uint64_t h[9];     /**< private: chaining value, then its parity word */
    uint64_t tweak[2]; /**< private: the UBI tweak */
    uint64_t outlen;   /**< private: the output length given to init */
    uint64_t buflen;   /**< private: bytes in buf */
    uint64_t buf[8];   /**< private: a partial block */
} symcore_skein512_ctx;
/** An incremental Skein-1024 state, as symcore_skein256_ctx. */
typedef struct symcore_skein1024_ctx {
    uint64_t h[17];    /**< private: chaining value, then its parity word */
    uint64_t tweak[2]; /**< private: the UBI tweak */
    uint64_t outlen;   /**< private: the output length given to init */
    uint64_t buflen;   /**< private: bytes in buf */
    uint64_t buf[16];  /**< private: a partial block */
} symcore_skein1024_ctx;

/**
 * One-shot Skein-512-(8*outlen) of inlen bytes (64-byte state).
 * @param[out] out outlen bytes of digest.
 * @param outlen the digest length in bytes (part of the configuration: a
 *               shorter digest is not a prefix of a longer one); below 2^61.
 * @param in the message, inlen bytes (NULL when inlen is 0).
 * @param inlen its length.
 * @retval SYMCORE_OK out is written.
 * @retval SYMCORE_EINVAL a NULL buffer with a nonzero length, or outlen of
 *         2^61 or more; nothing written.
 */
SYMCORE_API int symcore_skein512(uint8_t *out, size_t outlen, const void *in, size_t inlen);
/**
 * One-shot Skein-MAC-512: outlen bytes of tag of inlen bytes under a key
 * of keylen bytes. Compare tags with symcore_verify.
 * @param[out] out outlen bytes of tag.
 * @param outlen the tag length in bytes, below 2^61.
 * @param in the message, inlen bytes (NULL when inlen is 0).
 * @param inlen its length.
 * @param key the key, uniformly random, at least 32 bytes advised (an empty
 *            key gives the unkeyed hash).
 * @param keylen its length.
 * @retval SYMCORE_OK out is written.
 * @retval SYMCORE_EINVAL a NULL buffer with a nonzero length, or outlen of
 *         2^61 or more; nothing written.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_skein512_mac(uint8_t *out, size_t outlen, const void *in, size_t inlen,
                                            const void *key, size_t keylen);
/**
 * Starts a Skein-512 hash of outlen bytes; with a key (keylen > 0) a
 * Skein-MAC-512. Copy the context (assignment) to reuse a keyed start.
 * @param ctx the context to start (any contents).
 * @param outlen the output length final will write, below 2^61.
 * @param key the MAC key, keylen bytes (NULL when keylen is 0).
 * @param keylen its length; 0 for a plain hash.
 * @retval SYMCORE_OK ctx is live.
 * @retval SYMCORE_EINVAL a NULL ctx, a NULL key with keylen > 0, or outlen
 *         of 2^61 or more; ctx left as it was.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_skein512_init(symcore_skein512_ctx *ctx, size_t outlen, const void *key,
                                             size_t keylen);
/**
 * Absorbs len more bytes into a Skein-512 context; any split gives the
 * same result.
 * @param ctx a live context.
 * @param in the next len bytes (NULL when len is 0).
 * @param len their number.
 * @retval SYMCORE_OK absorbed.
 * @retval SYMCORE_EINVAL a NULL ctx, NULL in with len > 0, or a context
 *         that is not live; ctx left as it was.
 */
SYMCORE_API int symcore_skein512_update(symcore_skein512_ctx *ctx, const void *in, size_t len);
/**
 * Writes the outlen bytes given to init and wipes the Skein-512 context.
 * @param ctx a live context; wiped on success.
 * @param[out] out outlen bytes of digest or tag.
 * @retval SYMCORE_OK out is written, ctx wiped.
 * @retval SYMCORE_EINVAL a NULL ctx, NULL out with a nonzero outlen, or a
 *         context that is not live: nothing written, ctx left as it was (a
 *         failed final can be retried with an output).
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_skein512_final(symcore_skein512_ctx *ctx, uint8_t *out);

/**
 * One-shot Skein-256-(8*outlen) of inlen bytes (32-byte state).
 * @param[out] out outlen bytes of digest.
 * @param outlen the digest length in bytes (part of the configuration: a
 *               shorter digest is not a prefix of a longer one); below 2^61.
 * @param in the message, inlen bytes (NULL when inlen is 0).
 * @param inlen its length.
 * @retval SYMCORE_OK out is written.
 * @retval SYMCORE_EINVAL a NULL buffer with a nonzero length, or outlen of
 *         2^61 or more; nothing written.
 */
SYMCORE_API int symcore_skein256(uint8_t *out, size_t outlen, const void *in, size_t inlen);
/**
 * One-shot Skein-MAC-256: outlen bytes of tag of inlen bytes under a key
 * of keylen bytes. Compare tags with symcore_verify.
 * @param[out] out outlen bytes of tag.
 * @param outlen the tag length in bytes, below 2^61.
 * @param in the message, inlen bytes (NULL when inlen is 0).
 * @param inlen its length.
 * @param key the key, uniformly random, at least 32 bytes advised (an empty
 *            key gives the unkeyed hash).
 * @param keylen its length.
 * @retval SYMCORE_OK out is written.
 * @retval SYMCORE_EINVAL a NULL buffer with a nonzero length, or outlen of
 *         2^61 or more; nothing written.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_skein256_mac(uint8_t *out, size_t outlen, const void *in, size_t inlen,
                                            const void *key, size_t keylen);
/**
 * Starts a Skein-256 hash of outlen bytes; with a key (keylen > 0) a
 * Skein-MAC-256. Copy the context (assignment) to reuse a keyed start.
 * @param ctx the context to start (any contents).
 * @param outlen the output length final will write, below 2^61.
 * @param key the MAC key, keylen bytes (NULL when keylen is 0).
 * @param keylen its length; 0 for a plain hash.
 * @retval SYMCORE_OK ctx is live.
 * @retval SYMCORE_EINVAL a NULL ctx, a NULL key with keylen > 0, or outlen
 *         of 2^61 or more; ctx left as it was.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_skein256_init(symcore_skein256_ctx *ctx, size_t outlen, const void *key,
                                             size_t keylen);
/**
 * Absorbs len more bytes into a Skein-256 context; any split gives the
 * same result.
 * @param ctx a live context.
 * @param in the next len bytes (NULL when len is 0).
 * @param len their number.
 * @retval SYMCORE_OK absorbed.
 * @retval SYMCORE_EINVAL a NULL ctx, NULL in with len > 0, or a context
 *         that is not live; ctx left as it was.
 */
SYMCORE_API int symcore_skein256_update(symcore_skein256_ctx *ctx, const void *in, size_t len);
/**
 * Writes the outlen bytes given to init and wipes the Skein-256 context.
 * @param ctx a live context; wiped on success.
 * @param[out] out outlen bytes of digest or tag.
 * @retval SYMCORE_OK out is written, ctx wiped.
 * @retval SYMCORE_EINVAL a NULL ctx, NULL out with a nonzero outlen, or a
 *         context that is not live: nothing written, ctx left as it was (a
 *         failed final can be retried with an output).
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_skein256_final(symcore_skein256_ctx *ctx, uint8_t *out);

/**
 * One-shot Skein-1024-(8*outlen) of inlen bytes (128-byte state).
 * @param[out] out outlen bytes of digest.
 * @param outlen the digest length in bytes (part of the configuration: a
 *               shorter digest is not a prefix of a longer one); below 2^61.
 * @param in the message, inlen bytes (NULL when inlen is 0).
 * @param inlen its length.
 * @retval SYMCORE_OK out is written.
 * @retval SYMCORE_EINVAL a NULL buffer with a nonzero length, or outlen of
 *         2^61 or more; nothing written.
 */
SYMCORE_API int symcore_skein1024(uint8_t *out, size_t outlen, const void *in, size_t inlen);
/**
 * One-shot Skein-MAC-1024: outlen bytes of tag of inlen bytes under a key
 * of keylen bytes. Compare tags with symcore_verify.
 * @param[out] out outlen bytes of tag.
 * @param outlen the tag length in bytes, below 2^61.
 * @param in the message, inlen bytes (NULL when inlen is 0).
 * @param inlen its length.
 * @param key the key, uniformly random, at least 32 bytes advised (an empty
 *            key gives the unkeyed hash).
 * @param keylen its length.
 * @retval SYMCORE_OK out is written.
 * @retval SYMCORE_EINVAL a NULL buffer with a nonzero length, or outlen of
 *         2^61 or more; nothing written.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_skein1024_mac(uint8_t *out, size_t outlen, const void *in, size_t inlen,
                                             const void *key, size_t keylen);
/**
 * Starts a Skein-1024 hash of outlen bytes; with a key (keylen > 0) a
 * Skein-MAC-1024. Copy the context (assignment) to reuse a keyed start.
 * @param ctx the context to start (any contents).
 * @param outlen the output length final will write, below 2^61.
 * @param key the MAC key, keylen bytes (NULL when keylen is 0).
 * @param keylen its length; 0 for a plain hash.
 * @retval SYMCORE_OK ctx is live.
 * @retval SYMCORE_EINVAL a NULL ctx, a NULL key with keylen > 0, or outlen
 *         of 2^61 or more; ctx left as it was.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_skein1024_init(symcore_skein1024_ctx *ctx, size_t outlen, const void *key,
                                              size_t keylen);
/**
 * Absorbs len more bytes into a Skein-1024 context; any split gives the
 * same result.
 * @param ctx a live context.
 * @param in the next len bytes (NULL when len is 0).
 * @param len their number.
 * @retval SYMCORE_OK absorbed.
 * @retval SYMCORE_EINVAL a NULL ctx, NULL in with len > 0, or a context
 *         that is not live; ctx left as it was.
 */
SYMCORE_API int symcore_skein1024_update(symcore_skein1024_ctx *ctx, const void *in, size_t len);
/**
 * Writes the outlen bytes given to init and wipes the Skein-1024 context.
 * @param ctx a live context; wiped on success.
 * @param[out] out outlen bytes of digest or tag.
 * @retval SYMCORE_OK out is written, ctx wiped.
 * @retval SYMCORE_EINVAL a NULL ctx, NULL out with a nonzero outlen, or a
 *         context that is not live: nothing written, ctx left as it was (a
 *         failed final can be retried with an output).
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_skein1024_final(symcore_skein1024_ctx *ctx, uint8_t *out);

#ifdef __cplusplus
}
#endif

#endif
