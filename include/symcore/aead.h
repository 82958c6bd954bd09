/**
 * @file symcore/aead.h
 * @brief ChaCha20-Poly1305 (RFC 8439, 2.8) and XChaCha20-Poly1305
 * (draft-irtf-cfrg-xchacha-03), authenticated encryption with associated
 * data, and the secretstream (chunked, libsodium-compatible; after the AEADs).
 *
 * seal encrypts len bytes of in to out and writes a 16-byte tag that
 * authenticates both the ciphertext and the associated data ad (sent in
 * clear: headers, sequence numbers, context). The tag is detached: point tag
 * at out + len for the usual ciphertext || tag wire format. open checks the
 * tag over ad and the ciphertext FIRST, in constant time, and only then
 * decrypts: on SYMCORE_EAUTH not one byte is written to out (in place, the
 * ciphertext stays as it was), so unauthenticated plaintext is never released.
 *
 * @par Security considerations (AEADs)
 *  - A nonce must never be reused with the same key: a repeat reveals the XOR
 *    of the two plaintexts AND the Poly1305 key of that nonce, so an attacker
 *    can forge messages under it. ChaCha20-Poly1305's 96-bit nonce should be
 *    a counter (or a counter XORed with a fixed per-key IV as in TLS 1.3);
 *    random 96-bit nonces are safe only for far fewer than 2^32 messages.
 *  - XChaCha20-Poly1305's 192-bit nonce may be drawn at random for every
 *    message with a negligible collision probability.
 *  - Tags are 128 bits; do not truncate them. A forgery succeeds with
 *    probability about len / 2^103 per attempt, so limit attempts per key.
 *  - The AEADs do not hide the message length and are not key-committing:
 *    a ciphertext can be crafted to open under two different keys.
 *  - Keys, the one-time Poly1305 key and the XChaCha subkey are wiped from
 *    the library's memory before each call returns: the buffers it declares
 *    are cleared where they are used, and the stack the call used is
 *    scrubbed (zeroed) before it returns, which clears the copies the
 *    compiler spilled from registers; a test checks that no 8 bytes of
 *    any of them are left on the stack, for every backend. Not covered:
 *    vector registers may still hold key material after the call, and with
 *    lazy binding the dynamic linker's first resolution of memcpy or memset
 *    saves those registers on the stack (link with -z now to avoid it).
 *  - The associated data may be read from anywhere, the output buffer
 *    included: the tag covers the AD as it was when the call began (an AD
 *    that overlaps the output is authenticated before any output is
 *    written).
 *
 * @par Limits
 * A message may be at most P_MAX = 274,877,906,880 bytes (2^32 - 1
 * blocks of 64 bytes, the counter starting at 1): longer gives
 * SYMCORE_ELENGTH. Associated data has no limit beyond size_t.
 *
 * In-place operation (out == in) is allowed; partial overlap is not.
 *
 * @par Return values
 * The library's rules (symcore/common.h): SYMCORE_OK;
 * SYMCORE_EINVAL for a NULL buffer with a nonzero length, or a NULL tag,
 * nonce or key; SYMCORE_ELENGTH for a message longer than P_MAX; and from
 * open, SYMCORE_EAUTH when the tag does not match. On every one of them
 * nothing is written: not one byte of out, nor of tag (seal). The arguments
 * are checked before any key stream is computed.
 *
 * @par Cost
 * No heap; stack within the bounds of symcore/common.h, the scrub
 * included. Timing depends on the lengths only, never on keys, nonces or
 * contents (open takes the same time whether the tag matches or not, up to
 * the decryption it skips on failure).
 */
#ifndef SYMCORE_AEAD_H
#define SYMCORE_AEAD_H

#include "symcore/common.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Bytes of an AEAD key. */
#define SYMCORE_AEAD_KEY_BYTES 32
/** Bytes of an AEAD tag (do not truncate it). */
#define SYMCORE_AEAD_TAG_BYTES 16
/** Bytes of a ChaCha20-Poly1305 nonce (a counter, never random). */
#define SYMCORE_CHACHA20POLY1305_NONCE_BYTES 12
/** Bytes of an XChaCha20-Poly1305 nonce (may be random). */
#define SYMCORE_XCHACHA20POLY1305_NONCE_BYTES 24
/** The longest message of either AEAD, in bytes (RFC 8439, 2.8). */
#define SYMCORE_AEAD_MAX_BYTES 274877906880ull

/**
 * ChaCha20-Poly1305 (RFC 8439) seal: encrypts in to out and writes the tag
 * over ad and the ciphertext.
 * @param[out] out len bytes of ciphertext; may equal in.
 * @param[out] tag the 16-byte tag (detached: point it at out + len for
 *             ciphertext || tag).
 * @param in len bytes of plaintext (NULL when len is 0).
 * @param len the message length, at most SYMCORE_AEAD_MAX_BYTES.
 * @param ad adlen bytes of associated data, authenticated, not encrypted
 *           (NULL when adlen is 0); it may overlap out.
 * @param adlen the associated data's length.
 * @param nonce the 12-byte nonce: never reused under key (use a counter).
 * @param key the 32-byte key.
 * @retval SYMCORE_OK out and tag are written.
 * @retval SYMCORE_EINVAL a NULL buffer with a nonzero length, or a NULL tag,
 *         nonce or key; nothing written.
 * @retval SYMCORE_ELENGTH len > SYMCORE_AEAD_MAX_BYTES; nothing written.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_chacha20poly1305_seal(uint8_t *out, uint8_t tag[16], const void *in, size_t len,
                                                    const void *ad, size_t adlen, const uint8_t nonce[12],
                                                    const uint8_t key[32]);
/**
 * ChaCha20-Poly1305 (RFC 8439) open: checks the tag in constant time, then,
 * only if it matches, decrypts in to out.
 * @param[out] out len bytes of plaintext, written only if the tag matches;
 *             may equal in.
 * @param in len bytes of ciphertext (NULL when len is 0).
 * @param len the ciphertext length, at most SYMCORE_AEAD_MAX_BYTES.
 * @param tag the 16-byte tag to check.
 * @param ad the associated data given to seal, adlen bytes (NULL when
 *           adlen is 0).
 * @param adlen the associated data's length.
 * @param nonce the 12-byte nonce given to seal.
 * @param key the 32-byte key.
 * @retval SYMCORE_OK the tag matched; out holds the plaintext.
 * @retval SYMCORE_EAUTH the tag does not match; out untouched.
 * @retval SYMCORE_EINVAL a NULL buffer with a nonzero length, or a NULL tag,
 *         nonce or key; out untouched.
 * @retval SYMCORE_ELENGTH len > SYMCORE_AEAD_MAX_BYTES; out untouched.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_chacha20poly1305_open(uint8_t *out, const void *in, size_t len, const uint8_t tag[16],
                                                    const void *ad, size_t adlen, const uint8_t nonce[12],
                                                    const uint8_t key[32]);
/**
 * XChaCha20-Poly1305 seal: as symcore_chacha20poly1305_seal with a 24-byte
 * nonce, which may be drawn at random for every message.
 * @param[out] out len bytes of ciphertext; may equal in.
 * @param[out] tag the 16-byte tag (detached: point it at out + len for
 *             ciphertext || tag).
 * @param in len bytes of plaintext (NULL when len is 0).
 * @param len the message length, at most SYMCORE_AEAD_MAX_BYTES.
 * @param ad adlen bytes of associated data, authenticated, not encrypted
 *           (NULL when adlen is 0); it may overlap out.
 * @param adlen the associated data's length.
 * @param nonce the 24-byte nonce: never reused under key.
 * @param key the 32-byte key.
 * @retval SYMCORE_OK out and tag are written.
 * @retval SYMCORE_EINVAL a NULL buffer with a nonzero length, or a NULL tag,
 *         nonce or key; nothing written.
 * @retval SYMCORE_ELENGTH len > SYMCORE_AEAD_MAX_BYTES; nothing written.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_xchacha20poly1305_seal(uint8_t *out, uint8_t tag[16], const void *in, size_t len,
                                                     const void *ad, size_t adlen, const uint8_t nonce[24],
                                                     const uint8_t key[32]);
/**
 * XChaCha20-Poly1305 open: checks the tag in constant time, then, only if
 * it matches, decrypts in to out.
 * @param[out] out len bytes of plaintext, written only if the tag matches;
 *             may equal in.
 * @param in len bytes of ciphertext (NULL when len is 0).
 * @param len the ciphertext length, at most SYMCORE_AEAD_MAX_BYTES.
 * @param tag the 16-byte tag to check.
 * @param ad the associated data given to seal, adlen bytes (NULL when
 *           adlen is 0).
 * @param adlen the associated data's length.
 * @param nonce the 24-byte nonce given to seal.
 * @param key the 32-byte key.
 * @retval SYMCORE_OK the tag matched; out holds the plaintext.
 * @retval SYMCORE_EAUTH the tag does not match; out untouched.
 * @retval SYMCORE_EINVAL a NULL buffer with a nonzero length, or a NULL tag,
 *         nonce or key; out untouched.
 * @retval SYMCORE_ELENGTH len > SYMCORE_AEAD_MAX_BYTES; out untouched.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_xchacha20poly1305_open(uint8_t *out, const void *in, size_t len,
                                                     const uint8_t tag[16], const void *ad, size_t adlen,
                                                     const uint8_t nonce[24], const uint8_t key[32]);

/**
 * @name The secretstream
 * The secretstream: a sequence of chunks under one key, byte-compatible with
 * libsodium's crypto_secretstream_xchacha20poly1305 (a stream written by
 * either library is read by the other). Each chunk is encrypted with
 * XChaCha20-Poly1305-derived keys and carries 17 bytes of overhead: a
 * 1-byte encrypted tag (MESSAGE, PUSH, REKEY or FINAL) and a 16-byte MAC.
 * Every chunk's MAC feeds the nonce of the next, so a dropped, duplicated,
 * reordered or altered chunk, a wrong header, key or associated data, fails
 * with SYMCORE_EAUTH at that chunk and at every later one.
 *
 * @par Use
 * The writer draws a 24-byte header from its CSPRNG - getrandom() on
 * Linux, arc4random_buf() on the BSDs and macOS, BCryptGenRandom() on
 * Windows - calls init_push with it and the key, sends the header, then one
 * push per chunk, the last with SYMCORE_SECRETSTREAM_TAG_FINAL. The reader
 * calls init_pull with the header and the key, then one pull per chunk.
 *
 * @par Security considerations (secretstream)
 *  - The header is the stream's nonce: never start two streams with the
 *    same header under the same key (a repeat reveals the XOR of the two
 *    streams' messages and lets an attacker forge chunks). The library has
 *    no random generator: the header must come from a CSPRNG (192 bits, so
 *    random headers do not collide).
 *  - The API cannot see the end of a stream: an attacker who cuts a stream
 *    after any chunk leaves a prefix in which every chunk authenticates. The
 *    reader must require a chunk with TAG_FINAL and treat a stream that ends
 *    without one (end of file, closed socket) as truncated, i.e. an error.
 *  - A pull that returns anything but SYMCORE_OK has written nothing and left
 *    the state as it was: the stream is then untrustworthy; stop reading it.
 *    A reader must not release a chunk's message before it has checked the
 *    verdict of its pull.
 *  - TAG_REKEY (and FINAL) ratchets the key after the chunk, as does the
 *    32-bit chunk counter's wrap (every 2^32 - 1 chunks) and
 *    symcore_secretstream_rekey, which both sides must call at the same
 *    point of the stream. A state stolen after a rekey does not decrypt the
 *    chunks before it.
 *  - The associated data of each chunk is authenticated, not encrypted or
 *    sent; the chunk lengths are not hidden. The tag byte is encrypted, but
 *    a REKEY or FINAL tag makes its push and pull take one ChaCha20 block
 *    longer (the rekey), as in libsodium: timing shows where they are.
 *  - A state is for one direction: a state from init_push only pushes, one
 *    from init_pull only pulls (a reader's state pushing would repeat the
 *    writer's keystream); the other call returns SYMCORE_EINVAL. Keys and
 *    keystream are wiped and the stack scrubbed as in the AEADs above; the
 *    state itself holds the current key: wipe it with symcore_wipe() when
 *    the stream is done.
 *
 * @par State
 * A plain struct, copied by assignment (a copy continues the same
 * stream: pushing from two copies is a nonce reuse). Fields private. A
 * state that was wiped, zeroed, never initialised or that holds arbitrary
 * bytes is inert (SYMCORE_EINVAL from every call but the inits). After
 * TAG_FINAL the state stays live, as libsodium's does.
 *
 * @par Cost
 * No heap; stack within the bounds of symcore/common.h (on x86-64
 * about 1.1 KiB for a push or pull, the scrub included). Timing depends on
 * the lengths and the tags only, never on keys, messages or whether a chunk
 * authenticates (up to the decryption a failed pull skips).
 * @{
 */
/** Bytes of a secretstream key. */
#define SYMCORE_SECRETSTREAM_KEYBYTES 32
/** Bytes of a stream's header (its nonce, from a CSPRNG). */
#define SYMCORE_SECRETSTREAM_HEADERBYTES 24
/** Bytes added per chunk: 1 tag byte + 16-byte MAC. */
#define SYMCORE_SECRETSTREAM_ABYTES 17
/** Chunk tag: an ordinary chunk. */
#define SYMCORE_SECRETSTREAM_TAG_MESSAGE 0x00
/** Chunk tag: the end of a set of chunks (an application-level marker). */
#define SYMCORE_SECRETSTREAM_TAG_PUSH 0x01
/** Chunk tag: ratchet the key after this chunk. */
#define SYMCORE_SECRETSTREAM_TAG_REKEY 0x02
/** Chunk tag: the last chunk of the stream (also rekeys); readers must require it. */
#define SYMCORE_SECRETSTREAM_TAG_FINAL 0x03
/** The longest message of one chunk, in bytes (2^32 - 2 blocks of 64, or
 * size_t's limit less the overhead on 32-bit targets): longer gives
 * SYMCORE_ELENGTH. */
#define SYMCORE_SECRETSTREAM_MESSAGEBYTES_MAX 274877906816ull

/** A secretstream state, for one direction. Fields are private and may change. */
typedef struct symcore_secretstream_state {
    uint8_t k[32];     /**< private: the current ChaCha20 key */
    uint8_t nonce[12]; /**< private: the chunk counter (le32) and the 8-byte inner nonce */
    uint32_t live;     /**< private: a value naming the direction while live; anything else: inert */
} symcore_secretstream_state;

/**
 * Starts a stream to write.
 * @param st the state to start (for pushing only).
 * @param header 24 bytes from the caller's CSPRNG, never reused under key;
 *               send them ahead of the stream.
 * @param key the 32-byte stream key.
 * @retval SYMCORE_OK st is live for pushing.
 * @retval SYMCORE_EINVAL a NULL st, header or key; st untouched.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_secretstream_init_push(symcore_secretstream_state *st, const uint8_t header[24],
                                                     const uint8_t key[32]);
/**
 * Encrypts one chunk: writes mlen + 17 bytes to c (the encrypted tag byte,
 * the ciphertext, the MAC) and advances st.
 * @param st a state live from symcore_secretstream_init_push.
 * @param[out] c mlen + 17 bytes; c == m is allowed (c then needs mlen + 17
 *             bytes).
 * @param m the chunk's message, mlen bytes (NULL when mlen is 0).
 * @param mlen its length, at most SYMCORE_SECRETSTREAM_MESSAGEBYTES_MAX.
 * @param ad adlen bytes authenticated with the chunk (may be NULL when
 *           adlen is 0); the reader must give them again to pull it.
 * @param adlen the associated data's length.
 * @param tag one of the four SYMCORE_SECRETSTREAM_TAG_* values.
 * @retval SYMCORE_OK c is written, st advanced.
 * @retval SYMCORE_EINVAL NULL st or c, NULL m or ad with a nonzero length,
 *         a tag above 3, or a state not live from init_push.
 * @retval SYMCORE_ELENGTH mlen over SYMCORE_SECRETSTREAM_MESSAGEBYTES_MAX.
 * On every error nothing is written to c and st is unchanged.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_secretstream_push(symcore_secretstream_state *st, uint8_t *c, const void *m,
                                                size_t mlen, const void *ad, size_t adlen, uint8_t tag);
/**
 * Starts a stream to read, from its header and the key.
 * @param st the state to start (for pulling only).
 * @param header the stream's 24-byte header, as the writer sent it.
 * @param key the 32-byte stream key.
 * @retval SYMCORE_OK st is live for pulling.
 * @retval SYMCORE_EINVAL a NULL st, header or key; st untouched.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_secretstream_init_pull(symcore_secretstream_state *st, const uint8_t header[24],
                                                     const uint8_t key[32]);
/**
 * Checks and decrypts one chunk of clen bytes. Release the message only
 * after checking the result; the stream ends at
 * SYMCORE_SECRETSTREAM_TAG_FINAL, and a stream that ends without it is
 * truncated.
 * @param st a state live from symcore_secretstream_init_pull.
 * @param[out] m clen - 17 message bytes on success; m == c and m == c + 1
 *             are allowed.
 * @param[out] tag the chunk's tag byte on success (any byte a libsodium
 *             writer used).
 * @param c the chunk, clen bytes.
 * @param clen its length, at least 17.
 * @param ad the chunk's associated data, adlen bytes (NULL when adlen is 0).
 * @param adlen its length.
 * @retval SYMCORE_OK m and *tag are written, st advanced.
 * @retval SYMCORE_EAUTH the chunk does not authenticate (altered, out of
 *         order, another stream, wrong ad).
 * @retval SYMCORE_ELENGTH clen < 17.
 * @retval SYMCORE_EINVAL a NULL st, tag or c, a NULL m with clen > 17, a
 *         NULL ad with adlen > 0, or a state not live from init_pull.
 * On every error nothing is written to m or *tag and st is unchanged.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_secretstream_pull(symcore_secretstream_state *st, uint8_t *m, uint8_t *tag,
                                                const uint8_t *c, size_t clen, const void *ad, size_t adlen);
/**
 * Ratchets the key of a live state now (libsodium's
 * crypto_secretstream_xchacha20poly1305_rekey); reader and writer must call
 * it at the same point of the stream.
 * @param st a live state.
 * @retval SYMCORE_OK the key is ratcheted.
 * @retval SYMCORE_EINVAL a NULL or inert state, untouched.
 */
SYMCORE_API int symcore_secretstream_rekey(symcore_secretstream_state *st);
/** @} */

#ifdef __cplusplus
}
#endif

#endif
