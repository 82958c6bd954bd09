/*
 * symcore/threefish.h - the Threefish-256, -512 and -1024 tweakable block
 * ciphers of Skein 1.3 (Ferguson et al., "The Skein Hash Function Family",
 * version 1.3, 2010), encrypt and decrypt.
 *
 * Threefish encrypts one block of 32, 64 or 128 bytes under a key of the same
 * size and a 16-byte tweak, in 72 rounds (80 for Threefish-1024) of 64-bit
 * add-rotate-xor with a subkey added every four rounds. Bytes map to 64-bit
 * words little-endian, as in Skein 1.3 (version 1.3 rotation constants).
 *
 * Security. Threefish is a raw block cipher: encrypting several blocks under
 * one key and tweak one by one is ECB and leaks which blocks are equal. Use a
 * mode, or a fresh tweak per block (the tweak is public and needs no secrecy;
 * its purpose is to make each call a different permutation). Nothing here
 * authenticates. The key must be uniformly random; the same key may be used
 * with many tweaks. All code is add, rotate and xor on fixed word positions:
 * no branch and no memory index depends on the key, the tweak or the data.
 *
 * Contexts. init stores the key words with the parity word C240 xor all key
 * words, and the tweak words t0, t1 and t0 xor t1; every call derives the
 * subkeys on the fly (three more additions per subkey than a precomputed
 * schedule, which would take 608, 1216 or 2688 bytes and a full rebuild on
 * every tweak change). set_tweak replaces the tweak and keeps the key.
 * Context sizes: 72 bytes (256), 104 bytes (512), 168 bytes (1024). A
 * context copies by assignment; wipe it when done.
 *
 * Returns and errors. init, set_tweak, encrypt and decrypt return SYMCORE_OK
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
 * Cost: no heap; each call is a few hundred bytes of stack at most.
 */
#ifndef SYMCORE_THREEFISH_H
#define SYMCORE_THREEFISH_H

#include "symcore/common.h"

#ifdef __cplusplus
extern "C" {
#endif

#define SYMCORE_THREEFISH_TWEAK_BYTES 16
#define SYMCORE_THREEFISH256_BYTES 32   /* key and block */
#define SYMCORE_THREEFISH512_BYTES 64
#define SYMCORE_THREEFISH1024_BYTES 128

/* Contexts: key words with the parity word, tweak words with t0 ^ t1, and a
 * flag word set by init. Fields are private and may change. */
typedef struct symcore_threefish256_ctx {
    uint64_t key[5];
    uint64_t tweak[3];
    uint64_t live;
} symcore_threefish256_ctx;
typedef struct symcore_threefish512_ctx {
    uint64_t key[9];
    uint64_t tweak[3];
    uint64_t live;
} symcore_threefish512_ctx;
typedef struct symcore_threefish1024_ctx {
    uint64_t key[17];
    uint64_t tweak[3];
    uint64_t live;
} symcore_threefish1024_ctx;

/* Sets the 32-byte key and the 16-byte tweak (NULL: all zero). SYMCORE_OK,
 * or SYMCORE_EINVAL for a NULL ctx or key (ctx is then left as it was). */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_threefish256_init(symcore_threefish256_ctx *ctx, const uint8_t key[32],
                                                 const uint8_t tweak[16]);
/* Replaces the tweak (NULL: all zero); the key stays. SYMCORE_OK, or
 * SYMCORE_EINVAL for a NULL context, or one that fails any of the three
 * checks (left as it was). */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_threefish256_set_tweak(symcore_threefish256_ctx *ctx, const uint8_t tweak[16]);
/* Encrypts one 32-byte block; out may equal in. SYMCORE_OK, or SYMCORE_EINVAL
 * for a NULL ctx, out or in or a context without the flag word (nothing
 * written). */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_threefish256_encrypt(const symcore_threefish256_ctx *ctx, uint8_t out[32],
                                                    const uint8_t in[32]);
/* Decrypts one 32-byte block; out may equal in. Errors as encrypt. */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_threefish256_decrypt(const symcore_threefish256_ctx *ctx, uint8_t out[32],
                                                    const uint8_t in[32]);
/* Wipes the context (it is dead afterwards: every call but init refuses it).
 * NULL: nothing. */
SYMCORE_API void symcore_threefish256_wipe(symcore_threefish256_ctx *ctx);

/* The same for Threefish-512: key and block 64 bytes. */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_threefish512_init(symcore_threefish512_ctx *ctx, const uint8_t key[64],
                                                 const uint8_t tweak[16]);
SYMCORE_MUST_CHECK SYMCORE_API int symcore_threefish512_set_tweak(symcore_threefish512_ctx *ctx, const uint8_t tweak[16]);
SYMCORE_MUST_CHECK SYMCORE_API int symcore_threefish512_encrypt(const symcore_threefish512_ctx *ctx, uint8_t out[64],
                                                    const uint8_t in[64]);
SYMCORE_MUST_CHECK SYMCORE_API int symcore_threefish512_decrypt(const symcore_threefish512_ctx *ctx, uint8_t out[64],
                                                    const uint8_t in[64]);
SYMCORE_API void symcore_threefish512_wipe(symcore_threefish512_ctx *ctx);

/* The same for Threefish-1024: key and block 128 bytes. */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_threefish1024_init(symcore_threefish1024_ctx *ctx, const uint8_t key[128],
                                                  const uint8_t tweak[16]);
SYMCORE_MUST_CHECK SYMCORE_API int symcore_threefish1024_set_tweak(symcore_threefish1024_ctx *ctx, const uint8_t tweak[16]);
SYMCORE_MUST_CHECK SYMCORE_API int symcore_threefish1024_encrypt(const symcore_threefish1024_ctx *ctx, uint8_t out[128],
                                                     const uint8_t in[128]);
SYMCORE_MUST_CHECK SYMCORE_API int symcore_threefish1024_decrypt(const symcore_threefish1024_ctx *ctx, uint8_t out[128],
                                                     const uint8_t in[128]);
SYMCORE_API void symcore_threefish1024_wipe(symcore_threefish1024_ctx *ctx);

#ifdef __cplusplus
}
#endif

#endif
