/**
 * @file symcore/chacha20.h
 * @brief The ChaCha20 stream cipher (RFC 8439), HChaCha20 and XChaCha20
 * (draft-irtf-cfrg-xchacha-03).
 *
 * ChaCha20 XORs a keystream into the input: the same call encrypts and
 * decrypts. The keystream is a sequence of 64-byte blocks numbered by a block
 * counter; the first byte processed is byte 0 of block `counter`.
 *
 * @par Security considerations
 * ChaCha20 alone gives confidentiality, not integrity: anyone can
 * flip ciphertext bits and the same bits flip in the plaintext. Use the AEADs
 * of symcore/aead.h unless a protocol requires the raw cipher. NEVER encrypt
 * two messages under the same (key, nonce) with overlapping counter ranges:
 * the XOR of the ciphertexts is the XOR of the plaintexts. The 96-bit nonce
 * of ChaCha20 is too short to be picked at random for many messages (birthday
 * bound at 2^48, far less for a safe margin); use a counter, or XChaCha20,
 * whose 192-bit nonce may be random.
 *
 * @par Counters
 * ChaCha20 (RFC 8439) has a 32-bit block counter in state word 12
 * and the nonce in words 13-15; one (key, nonce) covers at most 2^32 blocks
 * (256 GiB). When counter + ceil(len / 64) > 2^32 the call returns
 * SYMCORE_ELENGTH before writing anything: the counter never wraps and never
 * carries into the nonce.
 *
 * @par XChaCha20 and HChaCha20
 * XChaCha20 derives a subkey with HChaCha20(key, nonce[0..15]) and runs
 * ChaCha20 under it with the 96-bit nonce 00 00 00 00 || nonce[16..23]. Its
 * 64-bit block counter fills state words 12 (low half) and 13 (high half,
 * the four zero bytes of that nonce), so for counters below 2^32 this is
 * exactly the draft's XChaCha20, and past 2^32 blocks the counter carries
 * into word 13 (as libsodium's XChaCha20 does) instead of wrapping. Only
 * counter + ceil(len / 64) > 2^64 gives SYMCORE_ELENGTH.
 *
 * HChaCha20 is a key derivation step (20 rounds without the final addition,
 * output words 0-3 and 12-15), not a cipher; it is public for protocols that
 * build on it (X25519 + XChaCha constructions).
 *
 * In-place operation (out == in) is allowed; partial overlap is not.
 *
 * @par Secrets
 * The key (and XChaCha's subkey) are wiped from the buffers the
 * library declares, and the stack each call used is scrubbed before it
 * returns, as for the AEADs (symcore/aead.h).
 *
 * @par Return values
 * The library's rules (symcore/common.h): SYMCORE_OK;
 * SYMCORE_EINVAL for a NULL out or in with a nonzero length, or a NULL nonce
 * or key (symcore_hchacha20: any NULL pointer); SYMCORE_ELENGTH when the
 * block counter would pass its limit (above). On an error nothing is written,
 * not one byte of out, checked before any keystream is computed.
 *
 * @par Cost
 * No heap; stack within the bounds of symcore/common.h, the scrub
 * included; zero-length calls are allowed.
 * Timing depends on the length only.
 */
#ifndef SYMCORE_CHACHA20_H
#define SYMCORE_CHACHA20_H

#include "symcore/common.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Bytes of a ChaCha20 or XChaCha20 key. */
#define SYMCORE_CHACHA20_KEY_BYTES 32
/** Bytes of a ChaCha20 (RFC 8439) nonce. */
#define SYMCORE_CHACHA20_NONCE_BYTES 12
/** Bytes of an XChaCha20 nonce. */
#define SYMCORE_XCHACHA20_NONCE_BYTES 24

/**
 * ChaCha20 (RFC 8439): out = in XOR keystream(key, nonce), starting at byte
 * 0 of block `counter`. The same call encrypts and decrypts.
 * @param[out] out len bytes of output; may equal in.
 * @param in len bytes of input (NULL when len is 0).
 * @param len the number of bytes.
 * @param nonce the 12-byte nonce; never reuse it under key with an
 *              overlapping counter range.
 * @param counter the first block's number (32-bit block counter).
 * @param key the 32-byte key.
 * @retval SYMCORE_OK out is written.
 * @retval SYMCORE_EINVAL NULL out or in with len > 0, or NULL nonce or key;
 *         nothing written.
 * @retval SYMCORE_ELENGTH counter + ceil(len / 64) > 2^32 (the counter
 *         would wrap); nothing written.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_chacha20(uint8_t *out, const void *in, size_t len,
                                       const uint8_t nonce[12], uint32_t counter, const uint8_t key[32]);
/**
 * HChaCha20: a 32-byte subkey derived from a 16-byte input and a key (a key
 * derivation step, not a cipher).
 * @param[out] out the 32-byte subkey.
 * @param in the 16-byte input (XChaCha20: the nonce's first 16 bytes).
 * @param key the 32-byte key.
 * @retval SYMCORE_OK out is written.
 * @retval SYMCORE_EINVAL a NULL pointer; nothing written.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_hchacha20(uint8_t out[32], const uint8_t in[16], const uint8_t key[32]);
/**
 * XChaCha20: out = in XOR keystream(key, 192-bit nonce), from a 64-bit
 * block counter. The same call encrypts and decrypts.
 * @param[out] out len bytes of output; may equal in.
 * @param in len bytes of input (NULL when len is 0).
 * @param len the number of bytes.
 * @param nonce the 24-byte nonce; may be random per message.
 * @param counter the first block's number (64-bit).
 * @param key the 32-byte key.
 * @retval SYMCORE_OK out is written.
 * @retval SYMCORE_EINVAL NULL out or in with len > 0, or NULL nonce or key;
 *         nothing written.
 * @retval SYMCORE_ELENGTH counter + ceil(len / 64) > 2^64; nothing written.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_xchacha20(uint8_t *out, const void *in, size_t len,
                                        const uint8_t nonce[24], uint64_t counter, const uint8_t key[32]);

#ifdef __cplusplus
}
#endif

#endif
