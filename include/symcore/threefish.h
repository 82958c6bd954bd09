/**
 * @file symcore/threefish.h
 * @brief The Threefish-256, -512 and -1024 tweakable block ciphers of Skein
 * 1.3 (Ferguson et al., "The Skein Hash Function Family", version 1.3,
 * 2010), encrypt and decrypt.
 *
 * Threefish encrypts one block of 32, 64 or 128 bytes under a key of the same
 * size and a 16-byte tweak, in 72 rounds (80 for Threefish-1024) of 64-bit
 * add-rotate-xor with a subkey added every four rounds. Bytes map to 64-bit
 * words little-endian, as in Skein 1.3 (version 1.3 rotation constants).
 *
 * @par Security considerations
 * Threefish is a raw block cipher: encrypting several blocks under
 * one key and tweak one by one is ECB and leaks which blocks are equal. Use a
 * mode, or a fresh tweak per block (the tweak is public and needs no secrecy;
 * its purpose is to make each call a different permutation). Nothing here
 * authenticates. The key must be uniformly random; the same key may be used
 * with many tweaks. All code is add, rotate and xor on fixed word positions:
 * no branch and no memory index depends on the key, the tweak or the data.
 *
 * @par Contexts
 * init stores the key words with the parity word C240 xor all key
 * words, and the tweak words t0, t1 and t0 xor t1; every call derives the
 * subkeys on the fly (three more additions per subkey than a precomputed
 * schedule, which would take 608, 1216 or 2688 bytes and a full rebuild on
 * every tweak change). set_tweak replaces the tweak and keeps the key.
 * Context sizes: 72 bytes (256), 104 bytes (512), 168 bytes (1024). A
 * context copies by assignment; wipe it when done.
 *
 * @par Returns and errors
 * init, set_tweak, encrypt and decrypt return SYMCORE_OK
 * or SYMCORE_EINVAL, and are SYMCORE_MUST_CHECK: an unchecked failure would
 * leave the caller's buffer holding whatever it held, as if it were
 * ciphertext. EINVAL for a NULL context, a NULL key (init), a NULL output or
 * input (encrypt, decrypt), and, for set_tweak, encrypt and decrypt, a
 * context that is not live: zeroed, wiped, never initialised or holding
 * arbitrary bytes. init writes three redundant words: a flag word, the
 * parity word (C240 xor the key words) and t0 xor t1. encrypt and decrypt
 * check the flag word (one compare per block; arbitrary bytes carry it with
 * probability 2^-64); set_tweak checks all three (2^-192), so it also
 * refuses a live context in which any one word was changed. No context word
 * is ever a length, index or offset: key and tweak words changed behind the
 * API's back are memory-safe, and encrypt then uses them as they are. On
 * any error nothing is written: not the output, not the context (init with
 * a NULL key leaves it as it was). A NULL tweak is the all-zero tweak, never
 * an error. In place (out == in) is allowed; partial overlap is not. wipe
 * accepts NULL and any context.
 *
 * @par Cost
 * No heap; each call is a few hundred bytes of stack at most.
 */
#ifndef SYMCORE_THREEFISH_H
#define SYMCORE_THREEFISH_H

#include "symcore/common.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Bytes of a Threefish tweak (any size of Threefish). */
#define SYMCORE_THREEFISH_TWEAK_BYTES 16
/** Bytes of a Threefish-256 key and block. */
#define SYMCORE_THREEFISH256_BYTES 32
/** Bytes of a Threefish-512 key and block. */
#define SYMCORE_THREEFISH512_BYTES 64
/** Bytes of a Threefish-1024 key and block. */
#define SYMCORE_THREEFISH1024_BYTES 128

/** A Threefish-256 context: key words with the parity word, tweak words
 * with t0 ^ t1, and a flag word set by init. Fields are private and may
 * change. */
typedef struct symcore_threefish256_ctx {
    uint64_t key[5];   /**< private: the key words and their parity word */
    uint64_t tweak[3]; /**< private: t0, t1, t0 ^ t1 */
    uint64_t live;     /**< private: the flag word set by init */
} symcore_threefish256_ctx;
/** A Threefish-512 context, as symcore_threefish256_ctx. */
typedef struct symcore_threefish512_ctx {
    uint64_t key[9];   /**< private: the key words and their parity word */
    uint64_t tweak[3]; /**< private: t0, t1, t0 ^ t1 */
    uint64_t live;     /**< private: the flag word set by init */
} symcore_threefish512_ctx;
/** A Threefish-1024 context, as symcore_threefish256_ctx. */
typedef struct symcore_threefish1024_ctx {
    uint64_t key[17];  /**< private: the key words and their parity word */
    uint64_t tweak[3]; /**< private: t0, t1, t0 ^ t1 */
    uint64_t live;     /**< private: the flag word set by init */
} symcore_threefish1024_ctx;

/**
 * Sets the 32-byte key and the 16-byte tweak of a Threefish-256 context.
 * @param ctx the context to set (any contents).
 * @param key the 32-byte key, uniformly random.
 * @param tweak the 16-byte tweak; NULL is the all-zero tweak.
 * @retval SYMCORE_OK ctx is live.
 * @retval SYMCORE_EINVAL a NULL ctx or key; ctx left as it was.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_threefish256_init(symcore_threefish256_ctx *ctx, const uint8_t key[32],
                                                 const uint8_t tweak[16]);
/**
 * Replaces the tweak of a Threefish-256 context; the key stays.
 * @param ctx a live context.
 * @param tweak the new 16-byte tweak; NULL is the all-zero tweak.
 * @retval SYMCORE_OK the tweak is replaced.
 * @retval SYMCORE_EINVAL a NULL context, or one that fails any of the three
 *         checks (flag, parity and tweak words); left as it was.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_threefish256_set_tweak(symcore_threefish256_ctx *ctx, const uint8_t tweak[16]);
/**
 * Encrypts one 32-byte block with Threefish-256.
 * @param ctx a live context.
 * @param[out] out the 32-byte ciphertext; may equal in.
 * @param in the 32-byte plaintext.
 * @retval SYMCORE_OK out is written.
 * @retval SYMCORE_EINVAL a NULL ctx, out or in, or a context without the
 *         flag word; nothing written.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_threefish256_encrypt(const symcore_threefish256_ctx *ctx, uint8_t out[32],
                                                    const uint8_t in[32]);
/**
 * Decrypts one 32-byte block with Threefish-256.
 * @param ctx a live context.
 * @param[out] out the 32-byte plaintext; may equal in.
 * @param in the 32-byte ciphertext.
 * @retval SYMCORE_OK out is written.
 * @retval SYMCORE_EINVAL as symcore_threefish256_encrypt; nothing written.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_threefish256_decrypt(const symcore_threefish256_ctx *ctx, uint8_t out[32],
                                                    const uint8_t in[32]);
/**
 * Wipes a Threefish-256 context; every call but init refuses it afterwards.
 * @param ctx the context; NULL does nothing.
 */
SYMCORE_API void symcore_threefish256_wipe(symcore_threefish256_ctx *ctx);

/**
 * Sets the 64-byte key and the 16-byte tweak of a Threefish-512 context.
 * @param ctx the context to set (any contents).
 * @param key the 64-byte key, uniformly random.
 * @param tweak the 16-byte tweak; NULL is the all-zero tweak.
 * @retval SYMCORE_OK ctx is live.
 * @retval SYMCORE_EINVAL a NULL ctx or key; ctx left as it was.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_threefish512_init(symcore_threefish512_ctx *ctx, const uint8_t key[64],
                                                 const uint8_t tweak[16]);
/**
 * Replaces the tweak of a Threefish-512 context; the key stays.
 * @param ctx a live context.
 * @param tweak the new 16-byte tweak; NULL is the all-zero tweak.
 * @retval SYMCORE_OK the tweak is replaced.
 * @retval SYMCORE_EINVAL a NULL context, or one that fails any of the three
 *         checks (flag, parity and tweak words); left as it was.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_threefish512_set_tweak(symcore_threefish512_ctx *ctx, const uint8_t tweak[16]);
/**
 * Encrypts one 64-byte block with Threefish-512.
 * @param ctx a live context.
 * @param[out] out the 64-byte ciphertext; may equal in.
 * @param in the 64-byte plaintext.
 * @retval SYMCORE_OK out is written.
 * @retval SYMCORE_EINVAL a NULL ctx, out or in, or a context without the
 *         flag word; nothing written.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_threefish512_encrypt(const symcore_threefish512_ctx *ctx, uint8_t out[64],
                                                    const uint8_t in[64]);
/**
 * Decrypts one 64-byte block with Threefish-512.
 * @param ctx a live context.
 * @param[out] out the 64-byte plaintext; may equal in.
 * @param in the 64-byte ciphertext.
 * @retval SYMCORE_OK out is written.
 * @retval SYMCORE_EINVAL as symcore_threefish512_encrypt; nothing written.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_threefish512_decrypt(const symcore_threefish512_ctx *ctx, uint8_t out[64],
                                                    const uint8_t in[64]);
/**
 * Wipes a Threefish-512 context; every call but init refuses it afterwards.
 * @param ctx the context; NULL does nothing.
 */
SYMCORE_API void symcore_threefish512_wipe(symcore_threefish512_ctx *ctx);

/**
 * Sets the 128-byte key and the 16-byte tweak of a Threefish-1024 context.
 * @param ctx the context to set (any contents).
 * @param key the 128-byte key, uniformly random.
 * @param tweak the 16-byte tweak; NULL is the all-zero tweak.
 * @retval SYMCORE_OK ctx is live.
 * @retval SYMCORE_EINVAL a NULL ctx or key; ctx left as it was.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_threefish1024_init(symcore_threefish1024_ctx *ctx, const uint8_t key[128],
                                                  const uint8_t tweak[16]);
/**
 * Replaces the tweak of a Threefish-1024 context; the key stays.
 * @param ctx a live context.
 * @param tweak the new 16-byte tweak; NULL is the all-zero tweak.
 * @retval SYMCORE_OK the tweak is replaced.
 * @retval SYMCORE_EINVAL a NULL context, or one that fails any of the three
 *         checks (flag, parity and tweak words); left as it was.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_threefish1024_set_tweak(symcore_threefish1024_ctx *ctx, const uint8_t tweak[16]);
/**
 * Encrypts one 128-byte block with Threefish-1024.
 * @param ctx a live context.
 * @param[out] out the 128-byte ciphertext; may equal in.
 * @param in the 128-byte plaintext.
 * @retval SYMCORE_OK out is written.
 * @retval SYMCORE_EINVAL a NULL ctx, out or in, or a context without the
 *         flag word; nothing written.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_threefish1024_encrypt(const symcore_threefish1024_ctx *ctx, uint8_t out[128],
                                                     const uint8_t in[128]);
/**
 * Decrypts one 128-byte block with Threefish-1024.
 * @param ctx a live context.
 * @param[out] out the 128-byte plaintext; may equal in.
 * @param in the 128-byte ciphertext.
 * @retval SYMCORE_OK out is written.
 * @retval SYMCORE_EINVAL as symcore_threefish1024_encrypt; nothing written.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_threefish1024_decrypt(const symcore_threefish1024_ctx *ctx, uint8_t out[128],
                                                     const uint8_t in[128]);
/**
 * Wipes a Threefish-1024 context; every call but init refuses it afterwards.
 * @param ctx the context; NULL does nothing.
 */
SYMCORE_API void symcore_threefish1024_wipe(symcore_threefish1024_ctx *ctx);

#ifdef __cplusplus
}
#endif

#endif
