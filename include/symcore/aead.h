/*
 * symcore/aead.h - ChaCha20-Poly1305 (RFC 8439, 2.8) and XChaCha20-Poly1305
 * (draft-irtf-cfrg-xchacha-03), authenticated encryption with associated data.
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
SYMCORE_MUST_CHECK int symcore_chacha20poly1305_seal(uint8_t *out, uint8_t tag[16], const void *in, size_t len,
                                                    const void *ad, size_t adlen, const uint8_t nonce[12],
                                                    const uint8_t key[32]);
/* Checks the tag, then decrypts in to out: SYMCORE_OK; SYMCORE_EAUTH,
 * SYMCORE_EINVAL or SYMCORE_ELENGTH with out untouched. */
SYMCORE_MUST_CHECK int symcore_chacha20poly1305_open(uint8_t *out, const void *in, size_t len, const uint8_t tag[16],
                                                    const void *ad, size_t adlen, const uint8_t nonce[12],
                                                    const uint8_t key[32]);
/* XChaCha20-Poly1305: as above with a 24-byte nonce. */
SYMCORE_MUST_CHECK int symcore_xchacha20poly1305_seal(uint8_t *out, uint8_t tag[16], const void *in, size_t len,
                                                     const void *ad, size_t adlen, const uint8_t nonce[24],
                                                     const uint8_t key[32]);
SYMCORE_MUST_CHECK int symcore_xchacha20poly1305_open(uint8_t *out, const void *in, size_t len,
                                                     const uint8_t tag[16], const void *ad, size_t adlen,
                                                     const uint8_t nonce[24], const uint8_t key[32]);

#ifdef __cplusplus
}
#endif

#endif
