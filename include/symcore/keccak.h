/*
 * symcore/keccak.h - the Keccak-f[1600] permutation and the FIPS 202 and
 * SP 800-185 functions built on it: SHA-3, SHAKE and cSHAKE.
 *
 * SHA3-224/256/384/512 are collision-resistant hashes with 112/128/192/256-bit
 * security. SHAKE128/256 and cSHAKE128/256 are extendable-output functions
 * (XOFs): any output length, security min(d/2, 128 or 256) bits for d output
 * bits. cSHAKE adds a function name N (reserved for NIST-defined functions;
 * leave it empty) and a customization string S that separates domains: the
 * same input under different S gives unrelated outputs. With N and S both
 * empty cSHAKE is exactly SHAKE. None of these is a MAC on its own: hashing
 * key || message with SHA-3 is safe from length extension, but prefer KMAC.
 *
 * Contexts. One sponge type serves every mode. It is a plain struct the
 * caller allocates; it holds no pointers, so struct assignment clones it. To
 * precompute a customization prefix, initialise one context with
 * symcore_cshake*_init() and copy it for each message: a copy gives the same
 * output as a fresh init, and costs no permutation of its own.
 *
 * Incremental use: *_init, then any number of *_update / symcore_xof_absorb
 * calls, then *_final (SHA-3) or any number of symcore_xof_squeeze calls
 * (XOFs). Output is one stream however the squeezes split it. A
 * symcore_xof_absorb after the first squeeze is ignored.
 *
 * Bad input (the library's rule, symcore/common.h): a NULL context, or a NULL
 * input or output with a nonzero length, makes a void function do nothing at
 * all (nothing is absorbed and nothing written; the SHA-3 one-shots and
 * symcore_sha3_final take their output length as nonzero); the functions
 * that return int return SYMCORE_EINVAL and write nothing. A cSHAKE init
 * given such an N or S still initialises the context, to a state no valid
 * call produces. A context that symcore_sha3_final ended, that was wiped or
 * that is all zeros is inert: absorbing, squeezing and final on it do
 * nothing until an init starts it again.
 *
 * Cost: no heap; no stack frame above 512 bytes, and less than 1 KiB of stack
 * for a whole call (about 580 bytes for a SHA-3 one-shot on x86-64). Lengths
 * and the rate may affect timing; the contents of inputs and outputs never do.
 */
#ifndef SYMCORE_KECCAK_H
#define SYMCORE_KECCAK_H

#include "symcore/common.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Keccak-f[1600] (24 rounds) on a state of 25 lanes; lane x + 5y of FIPS 202
 * is a[x + 5*y], a native uint64_t whose least significant byte comes first
 * in the byte view of the state. */
void symcore_keccak_f1600(uint64_t a[25]);
/* Keccak-p[1600, 12]: the last 12 rounds (TurboSHAKE, KangarooTwelve). */
void symcore_keccak_p1600_12(uint64_t a[25]);

/* The sponge state of every Keccak mode. Fields are private. */
typedef struct symcore_keccak_ctx {
    uint64_t state[25];
    uint16_t rate;      /* bytes per block */
    uint16_t pos;       /* bytes of the current block absorbed, or squeezed */
    uint8_t pad;        /* domain-separation suffix and first padding bit */
    uint8_t rounds;     /* 24, or 12 */
    uint8_t squeezing;
    uint8_t outlen;     /* digest length of SHA-3 */
} symcore_keccak_ctx;

/* SHA-3 (FIPS 202), one-shot. */
void symcore_sha3_224(uint8_t out[28], const void *in, size_t len);
void symcore_sha3_256(uint8_t out[32], const void *in, size_t len);
void symcore_sha3_384(uint8_t out[48], const void *in, size_t len);
void symcore_sha3_512(uint8_t out[64], const void *in, size_t len);

/* Starts SHA3 with a digest of outlen bytes: 28, 32, 48 or 64, else SYMCORE_EINVAL. */
int symcore_sha3_init(symcore_keccak_ctx *ctx, size_t outlen);
/* Absorbs len bytes. */
void symcore_sha3_update(symcore_keccak_ctx *ctx, const void *in, size_t len);
/* Writes the outlen-byte digest and wipes ctx (with a NULL out: only wipes). */
void symcore_sha3_final(symcore_keccak_ctx *ctx, uint8_t *out);

/* SHAKE128/256 (FIPS 202): outlen bytes of output for in. */
void symcore_shake128(uint8_t *out, size_t outlen, const void *in, size_t inlen);
void symcore_shake256(uint8_t *out, size_t outlen, const void *in, size_t inlen);
/* cSHAKE128/256 (SP 800-185) with function name N and customization S. */
void symcore_cshake128(uint8_t *out, size_t outlen, const void *in, size_t inlen,
                       const void *N, size_t nlen, const void *S, size_t slen);
void symcore_cshake256(uint8_t *out, size_t outlen, const void *in, size_t inlen,
                       const void *N, size_t nlen, const void *S, size_t slen);

/* Start an incremental SHAKE or cSHAKE. cSHAKE's init absorbs the padded
 * N and S, so a copy of the context made here skips that work. */
void symcore_shake128_init(symcore_keccak_ctx *ctx);
void symcore_shake256_init(symcore_keccak_ctx *ctx);
void symcore_cshake128_init(symcore_keccak_ctx *ctx, const void *N, size_t nlen, const void *S, size_t slen);
void symcore_cshake256_init(symcore_keccak_ctx *ctx, const void *N, size_t nlen, const void *S, size_t slen);
/* Absorbs len more bytes; only before the first squeeze. */
void symcore_xof_absorb(symcore_keccak_ctx *ctx, const void *in, size_t len);
/* Writes the next len bytes of output; may be called any number of times. */
void symcore_xof_squeeze(symcore_keccak_ctx *ctx, uint8_t *out, size_t len);

#ifdef __cplusplus
}
#endif

#endif
