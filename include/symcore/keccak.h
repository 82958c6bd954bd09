/*
 * symcore/keccak.h - the Keccak-f[1600] permutation and the functions built on
 * it: SHA-3, SHAKE and cSHAKE (FIPS 202, SP 800-185), KMAC, TupleHash and
 * ParallelHash (SP 800-185), TurboSHAKE and KangarooTwelve (RFC 9861).
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
 * KMAC128/256 is a MAC and PRF keyed with a secret of any length; use a key
 * of at least 16 (KMAC128) or 32 (KMAC256) uniformly random bytes. The output
 * length is part of the input, so a 32-byte tag is not a prefix of a 64-byte
 * one under the same key; compare tags with symcore_verify, and keep tags
 * at least 16 bytes long. KMACXOF encodes no length: every prefix of its
 * output stream is a valid, related tag, which suits key derivation, not
 * truncation-sensitive MACs. S separates uses of one key.
 *
 * TupleHash hashes a sequence of strings unambiguously: each item is encoded
 * with its length, so ("ab", "c") and ("a", "bc") hash apart. ParallelHash
 * hashes long inputs in independent blocks of block_size bytes (the blocks
 * can be hashed in parallel); the block size is part of the result, so the
 * same data under two block sizes gives unrelated outputs. Both have the
 * security of cSHAKE128/256 and XOF forms that, like KMACXOF, encode no
 * output length.
 *
 * TurboSHAKE128/256 is SHAKE with 12 rounds instead of 24 (Keccak-p[1600,12])
 * and a domain byte D (0x01..0x7F) in place of SHAKE's suffix: about twice as
 * fast, with the 128/256-bit security its designers claim for the 12-round
 * permutation (RFC 9861 discusses the margin). Distinct D values give
 * independent functions. KT128 and KT256
 * (KangarooTwelve) hash long inputs as a tree of 8192-byte chunks over
 * TurboSHAKE, with the same security, a customization string C, and a speed
 * that grows with the lanes the CPU can run at once. Neither is a MAC on its
 * own; they are not FIPS-approved.
 *
 * Contexts. One sponge type serves every mode. It is a plain struct the
 * caller allocates; it holds no pointers, so struct assignment clones it. To
 * precompute a customization prefix, initialise one context with
 * symcore_cshake*_init() and copy it for each message: a copy gives the same
 * output as a fresh init, and costs no permutation of its own. KMAC works the
 * same way: key once with symcore_kmac*_init() and copy the keyed context
 * for each message, which saves the permutations of the S and key blocks. A
 * copy holds key-dependent state: wipe it (symcore_wipe) when done, and the
 * keyed original when the key retires; symcore_kmac_final wipes its own.
 *
 * Incremental use: *_init, then any number of *_update / symcore_xof_absorb
 * calls, then *_final (SHA-3, KMAC) or any number of symcore_xof_squeeze /
 * symcore_kmac_xof_squeeze calls (XOFs). Output is one stream however the
 * squeezes split it. A symcore_xof_absorb or symcore_kmac_update after the
 * first squeeze is ignored. KMAC's calls do nothing on a context that is not
 * a KMAC one (zeroed, wiped, finished): symcore_kmac_final writes nothing
 * then, and neither it nor symcore_kmac_update follows the first
 * symcore_kmac_xof_squeeze.
 *
 * Bad input (the library's rule, symcore/common.h): a NULL context, or a NULL
 * input or output with a nonzero length, makes a void function do nothing at
 * all (nothing is absorbed and nothing written; the SHA-3 one-shots and
 * symcore_sha3_final take their output length as nonzero); the functions
 * that return int return SYMCORE_EINVAL and write nothing. A cSHAKE init
 * given such an N or S still initialises the context, to a state no valid
 * call produces; a KMAC init given such a key or S leaves the context wiped.
 * A context that symcore_sha3_final or symcore_kmac_final ended, that was
 * wiped or that is all zeros is inert: absorbing, squeezing and final on it
 * do nothing until an init starts it again.
 *
 * Cost: no heap; stack within the bounds of symcore/common.h (about 650
 * bytes for a SHA-3 one-shot on x86-64), ParallelHash and KT with their own:
 * they hold the final sponge and at most 256 bytes of chaining values,
 * however long the input, while the leaf hasher runs below them (about 1.5
 * KiB in all with the single-lane or AVX-512 leaf hasher on x86-64, up to
 * 2.4 KiB with the AVX2 one).
 * KMAC with an empty S starts from a precomputed state, so keying costs one
 * permutation (plus one per further key block). Lengths and the rate may
 * affect timing; the contents of inputs, keys and outputs never do.
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
    uint8_t mode;       /* KMAC: absorbing, or squeezing its XOF output; else 0 */
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

/* KMAC128/256 (SP 800-185): outlen bytes of MAC of in under key, with
 * customization S. The *_xof forms are KMACXOF (no output length encoded). */
void symcore_kmac128(uint8_t *out, size_t outlen, const void *in, size_t inlen,
                     const void *S, size_t slen, const void *key, size_t keylen);
void symcore_kmac256(uint8_t *out, size_t outlen, const void *in, size_t inlen,
                     const void *S, size_t slen, const void *key, size_t keylen);
void symcore_kmac128_xof(uint8_t *out, size_t outlen, const void *in, size_t inlen,
                         const void *S, size_t slen, const void *key, size_t keylen);
void symcore_kmac256_xof(uint8_t *out, size_t outlen, const void *in, size_t inlen,
                         const void *S, size_t slen, const void *key, size_t keylen);
/* Start an incremental KMAC or KMACXOF: absorbs the padded "KMAC", S and key.
 * Copy the context made here (struct assignment) to MAC many messages. */
void symcore_kmac128_init(symcore_keccak_ctx *ctx, const void *key, size_t keylen, const void *S, size_t slen);
void symcore_kmac256_init(symcore_keccak_ctx *ctx, const void *key, size_t keylen, const void *S, size_t slen);
/* Absorbs len bytes of message; only before the first output. */
void symcore_kmac_update(symcore_keccak_ctx *ctx, const void *in, size_t len);
/* KMAC: encodes outlen, writes the outlen-byte tag and wipes ctx (a NULL out
 * writes nothing, and still wipes). */
void symcore_kmac_final(symcore_keccak_ctx *ctx, uint8_t *out, size_t outlen);
/* KMACXOF: writes the next len bytes of output; may be called any number of times. */
void symcore_kmac_xof_squeeze(symcore_keccak_ctx *ctx, uint8_t *out, size_t len);

/* A read-only byte string: one item of a TupleHash tuple. */
typedef struct {
    const void *ptr;
    size_t len;
} symcore_span;

/* TupleHash128/256 (SP 800-185): outlen bytes for the n items, with
 * customization S. The *_xof forms are TupleHashXOF. */
void symcore_tuplehash128(uint8_t *out, size_t outlen, const symcore_span *items, size_t n, const void *S,
                          size_t slen);
void symcore_tuplehash256(uint8_t *out, size_t outlen, const symcore_span *items, size_t n, const void *S,
                          size_t slen);
void symcore_tuplehash128_xof(uint8_t *out, size_t outlen, const symcore_span *items, size_t n, const void *S,
                              size_t slen);
void symcore_tuplehash256_xof(uint8_t *out, size_t outlen, const symcore_span *items, size_t n, const void *S,
                              size_t slen);

/* ParallelHash128/256 (SP 800-185): outlen bytes for in, hashed in blocks of
 * block_size bytes, with customization S. SYMCORE_EINVAL for block_size 0.
 * The *_xof forms are ParallelHashXOF. */
int symcore_parallelhash128(uint8_t *out, size_t outlen, const void *in, size_t inlen, size_t block_size,
                            const void *S, size_t slen);
int symcore_parallelhash256(uint8_t *out, size_t outlen, const void *in, size_t inlen, size_t block_size,
                            const void *S, size_t slen);
int symcore_parallelhash128_xof(uint8_t *out, size_t outlen, const void *in, size_t inlen, size_t block_size,
                                const void *S, size_t slen);
int symcore_parallelhash256_xof(uint8_t *out, size_t outlen, const void *in, size_t inlen, size_t block_size,
                                const void *S, size_t slen);

/* TurboSHAKE128/256 (RFC 9861): outlen bytes for in under domain byte D,
 * 0x01..0x7F (0x1F when the application has no other use), else SYMCORE_EINVAL. */
int symcore_turboshake128(uint8_t *out, size_t outlen, const void *in, size_t inlen, uint8_t D);
int symcore_turboshake256(uint8_t *out, size_t outlen, const void *in, size_t inlen, uint8_t D);
/* KT128/KT256, KangarooTwelve (RFC 9861): outlen bytes for in with customization C. */
void symcore_kt128(uint8_t *out, size_t outlen, const void *in, size_t inlen, const void *C, size_t clen);
void symcore_kt256(uint8_t *out, size_t outlen, const void *in, size_t inlen, const void *C, size_t clen);

#ifdef __cplusplus
}
#endif

#endif
