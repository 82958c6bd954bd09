/*
 * symcore/aead.h - ChaCha20-Poly1305 (RFC 8439, 2.8) and XChaCha20-Poly1305
 * (draft-irtf-cfrg-xchacha-03), authenticated encryption with associated data,
 * and the secretstream (chunked, libsodium-compatible; after the AEADs).
 *
 * seal encrypts len bytes of in to out and writes a 16-byte tag that
 * authenticates both the ciphertext and the associated data ad (sent in
 * clear: headers, sequence numbers, context). The tag is detached: point tag
 * at out + len for the usual ciphertext || tag wire format. open checks the
 * tag over ad and the ciphertext FIRST, in constant time, and only then
 * decrypts: on SYMCORE_EAUTH not one byte is written to out (in place, the
 * ciphertext stays as it was), so unauthenticated plaintext is never released.
 *
 * Security.
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
 * Limits: a message may be at most P_MAX = 274,877,906,880 bytes (2^32 - 1
 * blocks of 64 bytes, the counter starting at 1): longer gives
 * SYMCORE_ELENGTH. Associated data has no limit beyond size_t.
 *
 * In-place operation (out == in) is allowed; partial overlap is not.
 *
 * Return values (the library's rules, symcore/common.h): SYMCORE_OK;
 * SYMCORE_EINVAL for a NULL buffer with a nonzero length, or a NULL tag,
 * nonce or key; SYMCORE_ELENGTH for a message longer than P_MAX; and from
 * open, SYMCORE_EAUTH when the tag does not match. On every one of them
 * nothing is written: not one byte of out, nor of tag (seal). The arguments
 * are checked before any key stream is computed.
 *
 * Cost: no heap; stack within the bounds of symcore/common.h, the scrub
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

#define SYMCORE_AEAD_KEY_BYTES 32
#define SYMCORE_AEAD_TAG_BYTES 16
#define SYMCORE_CHACHA20POLY1305_NONCE_BYTES 12
#define SYMCORE_XCHACHA20POLY1305_NONCE_BYTES 24
/* The longest message of either AEAD, in bytes (RFC 8439, 2.8). */
#define SYMCORE_AEAD_MAX_BYTES 274877906880ull

/* ChaCha20-Poly1305 (RFC 8439): encrypts in to out, writes the tag.
 * SYMCORE_OK; SYMCORE_EINVAL or SYMCORE_ELENGTH with nothing written. */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_chacha20poly1305_seal(uint8_t *out, uint8_t tag[16], const void *in, size_t len,
                                                    const void *ad, size_t adlen, const uint8_t nonce[12],
                                                    const uint8_t key[32]);
/* Checks the tag, then decrypts in to out: SYMCORE_OK; SYMCORE_EAUTH,
 * SYMCORE_EINVAL or SYMCORE_ELENGTH with out untouched. */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_chacha20poly1305_open(uint8_t *out, const void *in, size_t len, const uint8_t tag[16],
                                                    const void *ad, size_t adlen, const uint8_t nonce[12],
                                                    const uint8_t key[32]);
/* XChaCha20-Poly1305: as above with a 24-byte nonce. */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_xchacha20poly1305_seal(uint8_t *out, uint8_t tag[16], const void *in, size_t len,
                                                     const void *ad, size_t adlen, const uint8_t nonce[24],
                                                     const uint8_t key[32]);
SYMCORE_MUST_CHECK SYMCORE_API int symcore_xchacha20poly1305_open(uint8_t *out, const void *in, size_t len,
                                                     const uint8_t tag[16], const void *ad, size_t adlen,
                                                     const uint8_t nonce[24], const uint8_t key[32]);

/*
 * The secretstream: a sequence of chunks under one key, byte-compatible with
 * libsodium's crypto_secretstream_xchacha20poly1305 (a stream written by
 * either library is read by the other). Each chunk is encrypted with
 * XChaCha20-Poly1305-derived keys and carries 17 bytes of overhead: a
 * 1-byte encrypted tag (MESSAGE, PUSH, REKEY or FINAL) and a 16-byte MAC.
 * Every chunk's MAC feeds the nonce of the next, so a dropped, duplicated,
 * reordered or altered chunk, a wrong header, key or associated data, fails
 * with SYMCORE_EAUTH at that chunk and at every later one.
 *
 * Use: the writer draws a 24-byte header from its CSPRNG - getrandom() on
 * Linux, arc4random_buf() on the BSDs and macOS, BCryptGenRandom() on
 * Windows - calls init_push with it and the key, sends the header, then one
 * push per chunk, the last with SYMCORE_SECRETSTREAM_TAG_FINAL. The reader
 * calls init_pull with the header and the key, then one pull per chunk.
 *
 * Security.
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
 * State: a plain struct, copied by assignment (a copy continues the same
 * stream: pushing from two copies is a nonce reuse). Fields private. A
 * state that was wiped, zeroed, never initialised or that holds arbitrary
 * bytes is inert (SYMCORE_EINVAL from every call but the inits). After
 * TAG_FINAL the state stays live, as libsodium's does.
 *
 * Cost: no heap; stack within the bounds of symcore/common.h (on x86-64
 * about 1.1 KiB for a push or pull, the scrub included). Timing depends on
 * the lengths and the tags only, never on keys, messages or whether a chunk
 * authenticates (up to the decryption a failed pull skips).
 */
#define SYMCORE_SECRETSTREAM_KEYBYTES 32
#define SYMCORE_SECRETSTREAM_HEADERBYTES 24
#define SYMCORE_SECRETSTREAM_ABYTES 17 /* per chunk: 1 tag byte + 16-byte MAC */
#define SYMCORE_SECRETSTREAM_TAG_MESSAGE 0x00
#define SYMCORE_SECRETSTREAM_TAG_PUSH 0x01
#define SYMCORE_SECRETSTREAM_TAG_REKEY 0x02
#define SYMCORE_SECRETSTREAM_TAG_FINAL 0x03
/* The longest message of one chunk, in bytes (2^32 - 2 blocks of 64, or
 * size_t's limit less the overhead on 32-bit targets): longer gives
 * SYMCORE_ELENGTH. */
#define SYMCORE_SECRETSTREAM_MESSAGEBYTES_MAX 274877906816ull

typedef struct symcore_secretstream_state {
    uint8_t k[32];     /* the current ChaCha20 key */
    uint8_t nonce[12]; /* the chunk counter (le32) and the 8-byte inner nonce */
    uint32_t live;     /* a value naming the direction while live; anything else: inert */
} symcore_secretstream_state;

/* Starts a stream to write: header is 24 bytes from the caller's CSPRNG
 * (send them ahead of the stream), key the 32-byte stream key. SYMCORE_OK;
 * SYMCORE_EINVAL for a NULL st, header or key, with st untouched. */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_secretstream_init_push(symcore_secretstream_state *st, const uint8_t header[24],
                                                     const uint8_t key[32]);
/* Encrypts one chunk: writes mlen + 17 bytes to c (the encrypted tag byte,
 * the ciphertext, the MAC) and advances st. tag: one of the four
 * SYMCORE_SECRETSTREAM_TAG_* values; ad (adlen bytes, may be NULL when 0)
 * is authenticated with the chunk and must be given again to pull it. c ==
 * m is allowed (c then needs mlen + 17 bytes). SYMCORE_OK; SYMCORE_EINVAL
 * (NULL st or c, NULL m or ad with a nonzero length, a tag above 3, a state
 * not live from init_push) or SYMCORE_ELENGTH (mlen over
 * SYMCORE_SECRETSTREAM_MESSAGEBYTES_MAX), with nothing written to c and st
 * unchanged. */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_secretstream_push(symcore_secretstream_state *st, uint8_t *c, const void *m,
                                                size_t mlen, const void *ad, size_t adlen, uint8_t tag);
/* Starts a stream to read, from its 24-byte header and the key. As init_push. */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_secretstream_init_pull(symcore_secretstream_state *st, const uint8_t header[24],
                                                     const uint8_t key[32]);
/* Checks and decrypts one chunk of clen bytes: on SYMCORE_OK writes its
 * clen - 17 message bytes to m and its tag to *tag, and advances st. m == c
 * and m == c + 1 are allowed. SYMCORE_EAUTH when the chunk does not
 * authenticate (altered, out of order, another stream, wrong ad);
 * SYMCORE_ELENGTH for clen < 17; SYMCORE_EINVAL for a NULL st, tag or c, a
 * NULL m with clen > 17, a NULL ad with adlen > 0, or a state not live from
 * init_pull. On every error nothing is written to m or *tag and st is
 * unchanged. *tag may be any byte a libsodium writer used; the stream ends
 * at SYMCORE_SECRETSTREAM_TAG_FINAL. */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_secretstream_pull(symcore_secretstream_state *st, uint8_t *m, uint8_t *tag,
                                                const uint8_t *c, size_t clen, const void *ad, size_t adlen);
/* Ratchets the key of a live state now (libsodium's
 * crypto_secretstream_xchacha20poly1305_rekey); reader and writer must call
 * it at the same point of the stream. SYMCORE_OK, or SYMCORE_EINVAL for a
 * NULL or inert state, untouched. */
SYMCORE_API int symcore_secretstream_rekey(symcore_secretstream_state *st);

#ifdef __cplusplus
}
#endif

#endif
