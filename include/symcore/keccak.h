/**
 * @file symcore/keccak.h
 * @brief The Keccak-f[1600] permutation and the functions built on it:
 * SHA-3, SHAKE and cSHAKE (FIPS 202, SP 800-185), KMAC, TupleHash and
 * ParallelHash (SP 800-185), TurboSHAKE and KangarooTwelve (RFC 9861).
 *
 * @par Security considerations
 * SHA3-224/256/384/512 are collision-resistant hashes with 112/128/192/256-bit
 * security. SHAKE128/256 and cSHAKE128/256 are extendable-output functions
 * (XOFs): any output length, security min(d/2, 128 or 256) bits for d output
 * bits. cSHAKE adds a function name N (reserved for NIST-defined functions;
 * leave it empty) and a customization string S that separates domains: the
 * same input under different S gives unrelated outputs. With N and S both
 * empty cSHAKE is exactly SHAKE. None of these is a MAC on its own: hashing
 * key || message with SHA-3 is safe from length extension, but prefer KMAC.
 *
 * @par KMAC
 * KMAC128/256 is a MAC and PRF keyed with a secret of any length; use a key
 * of at least 16 (KMAC128) or 32 (KMAC256) uniformly random bytes. The output
 * length is part of the input, so a 32-byte tag is not a prefix of a 64-byte
 * one under the same key; compare tags with symcore_verify, and keep tags
 * at least 16 bytes long. KMACXOF encodes no length: every prefix of its
 * output stream is a valid, related tag, which suits key derivation, not
 * truncation-sensitive MACs. S separates uses of one key.
 *
 * @par TupleHash and ParallelHash
 * TupleHash hashes a sequence of strings unambiguously: each item is encoded
 * with its length, so ("ab", "c") and ("a", "bc") hash apart. ParallelHash
 * hashes long inputs in independent blocks of block_size bytes (the blocks
 * can be hashed in parallel); the block size is part of the result, so the
 * same data under two block sizes gives unrelated outputs. Both have the
 * security of cSHAKE128/256 and XOF forms that, like KMACXOF, encode no
 * output length.
 *
 * @par TurboSHAKE and KangarooTwelve
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
 * @par Contexts
 * Each mode has its own context type: symcore_sha3_ctx (SHA-3),
 * symcore_xof_ctx (SHAKE, cSHAKE, TurboSHAKE), symcore_kmac_ctx (KMAC,
 * KMACXOF), and symcore_tuplehash_ctx, symcore_parallelhash_ctx and
 * symcore_kt_ctx (the incremental tree and tuple hashes, below), distinct
 * structs around the same private sponge, so a mode's call given another
 * mode's context does not compile. Each is a plain struct the
 * caller allocates; it holds no pointers, so struct assignment clones it. To
 * precompute a customization prefix, initialise one context with
 * symcore_cshake*_init() and copy it for each message: a copy gives the same
 * output as a fresh init, and costs no permutation of its own. KMAC works the
 * same way: key once with symcore_kmac*_init() and copy the keyed context
 * for each message, which saves the permutations of the S and key blocks:
 *
 * @code
 *     symcore_kmac_ctx keyed, c;
 *     if (symcore_kmac256_init(&keyed, key, 32, "app v1", 6) != SYMCORE_OK) ...
 *     c = keyed;                          // for each message
 *     if (symcore_kmac_update(&c, msg, len) != SYMCORE_OK
 *         || symcore_kmac_final(&c, tag, 32) != SYMCORE_OK) ...
 * @endcode
 *
 * A copy holds key-dependent state: wipe it (symcore_wipe) when done, and the
 * keyed original when the key retires; symcore_kmac_final wipes its own.
 * Compare tags with symcore_verify, never memcmp.
 *
 * @par Incremental use
 * *_init, then any number of symcore_sha3_update /
 * symcore_xof_absorb / symcore_kmac_update calls, then symcore_sha3_final or
 * symcore_kmac_final, or any number of symcore_xof_squeeze /
 * symcore_kmac_xof_squeeze calls (XOFs). Output is one stream however the
 * squeezes split it, and an incremental TurboSHAKE equals the one-shot. The
 * first squeeze ends the input: a symcore_xof_absorb after it, and a
 * symcore_kmac_update or symcore_kmac_final after the first
 * symcore_kmac_xof_squeeze, return SYMCORE_EINVAL and change nothing. A final
 * call writes its output and wipes the context; to abandon a context without
 * a final, wipe it with symcore_wipe.
 *
 * @par Bad input
 * The library's rule (symcore/common.h): every call but the raw
 * permutations returns SYMCORE_OK or SYMCORE_EINVAL. EINVAL for a NULL
 * context; a NULL input, output, key, N, S, C, item list or item with a
 * nonzero length (a NULL output always, for the SHA-3 one-shots and
 * symcore_sha3_final); an unsupported SHA-3 size, TurboSHAKE domain byte or
 * ParallelHash block size; a KT customization string longer than
 * SYMCORE_KT_MAX_CUSTOM for symcore_kt*_init; an output length whose bit count does not fit in
 * 64 bits (the modes that encode it); and a context that is not live for the
 * call: zeroed, wiped, finished, never initialised, of another mode (copied
 * in as bytes), past the point where the call is allowed (above), or holding
 * arbitrary bytes (refused unless each field happens to hold a value a live
 * context of that type and phase has). Every field a call reads from a
 * context is checked before it is used, so no context contents make a call
 * read or write outside its buffers. On EINVAL nothing is
 * written through any output pointer and the context is exactly as it was
 * (a failed init leaves the context's old contents). The KMAC calls that
 * take a key or produce a tag are SYMCORE_MUST_CHECK: a tag buffer the call
 * refused holds whatever was there before, not a tag.
 *
 * @par Cost
 * No heap; stack within the bounds of symcore/common.h (about 650
 * bytes for a SHA-3 one-shot on x86-64), ParallelHash and KT with their own:
 * they hold the final sponge and at most 256 bytes of chaining values,
 * however long the input, while the leaf hasher runs below them (about 1.5
 * KiB in all with the single-lane or AVX-512 leaf hasher on x86-64, up to
 * 2.5 KiB with the AVX2 one).
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

/**
 * Keccak-f[1600] (24 rounds) on a state of 25 lanes, in place.
 * @param a the state: lane x + 5y of FIPS 202 is a[x + 5*y], a native
 *        uint64_t whose least significant byte comes first in the byte view of
 *        the state.
 */
SYMCORE_API void symcore_keccak_f1600(uint64_t a[25]);
/**
 * Keccak-p[1600, 12]: the last 12 rounds of Keccak-f[1600] (TurboSHAKE,
 * KangarooTwelve), in place.
 * @param a the state, laid out as for symcore_keccak_f1600.
 */
SYMCORE_API void symcore_keccak_p1600_12(uint64_t a[25]);

/** The sponge inside every Keccak context. Its fields are private: not part
 * of the API, they may change in any release. Every call checks all of them
 * before using any (see "Bad input" above). */
struct symcore__sponge {
    uint64_t state[25]; /**< private: the Keccak state */
    uint16_t rate;      /**< private: bytes per block: 72..168 */
    uint16_t pos;       /**< private: bytes of the current block absorbed, or squeezed */
    uint8_t pad;        /**< private: domain-separation suffix and first padding bit */
    uint8_t rounds;     /**< private: 24, or 12 (TurboSHAKE) */
    uint8_t squeezing;  /**< private: 0 absorbing, 1 squeezing */
    uint8_t outlen;     /**< private: SHA-3: the digest length; else 0 */
    uint8_t mode;       /**< private: which context and phase: SHA-3, XOF, KMAC, KMACXOF */
};

/**
 * SHA3-224 (FIPS 202): the 28-byte digest of in.
 * @param out the 28-byte digest.
 * @param in the message, len bytes (NULL when len is 0).
 * @param len its length.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL a NULL out, or a NULL in with a nonzero len; nothing written.
 */
SYMCORE_API int symcore_sha3_224(uint8_t out[28], const void *in, size_t len);
/**
 * SHA3-256 (FIPS 202): the 32-byte digest of in.
 * @param out the 32-byte digest.
 * @param in the message, len bytes (NULL when len is 0).
 * @param len its length.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL a NULL out, or a NULL in with a nonzero len; nothing written.
 */
SYMCORE_API int symcore_sha3_256(uint8_t out[32], const void *in, size_t len);
/**
 * SHA3-384 (FIPS 202): the 48-byte digest of in.
 * @param out the 48-byte digest.
 * @param in the message, len bytes (NULL when len is 0).
 * @param len its length.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL a NULL out, or a NULL in with a nonzero len; nothing written.
 */
SYMCORE_API int symcore_sha3_384(uint8_t out[48], const void *in, size_t len);
/**
 * SHA3-512 (FIPS 202): the 64-byte digest of in.
 * @param out the 64-byte digest.
 * @param in the message, len bytes (NULL when len is 0).
 * @param len its length.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL a NULL out, or a NULL in with a nonzero len; nothing written.
 */
SYMCORE_API int symcore_sha3_512(uint8_t out[64], const void *in, size_t len);

/** An incremental SHA-3. Fields private. */
typedef struct symcore_sha3_ctx {
    struct symcore__sponge sponge; /**< private */
} symcore_sha3_ctx;

/**
 * Starts an incremental SHA-3 with a digest of outlen bytes.
 * @param ctx the context to start (any contents).
 * @param outlen 28, 32, 48 or 64 (SHA3-224, -256, -384, -512).
 * @retval SYMCORE_OK ctx is live.
 * @retval SYMCORE_EINVAL a NULL ctx or another outlen; ctx untouched.
 */
SYMCORE_API int symcore_sha3_init(symcore_sha3_ctx *ctx, size_t outlen);
/**
 * Absorbs len more bytes into a SHA-3 context.
 * @param ctx a live SHA-3 context.
 * @param in the next len bytes (NULL when len is 0).
 * @param len their number.
 * @retval SYMCORE_OK absorbed.
 * @retval SYMCORE_EINVAL a NULL in with a nonzero len, or a context that is
 *         not a live SHA-3 one; ctx untouched.
 */
SYMCORE_API int symcore_sha3_update(symcore_sha3_ctx *ctx, const void *in, size_t len);
/**
 * Writes the digest (the outlen bytes of init) to out and wipes ctx.
 * To abandon a context without a final, wipe it with symcore_wipe.
 * @param ctx a live SHA-3 context; wiped on success.
 * @param out the digest, outlen bytes as given to symcore_sha3_init.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL a NULL out or a context that is not a live SHA-3 one:
 *         nothing written, ctx untouched.
 */
SYMCORE_API int symcore_sha3_final(symcore_sha3_ctx *ctx, uint8_t *out);

/**
 * SHAKE128 (FIPS 202): outlen bytes of output for in (at most 128-bit
 * security, whatever the length).
 * @param out outlen bytes of output.
 * @param outlen the output length in bytes.
 * @param in the input, inlen bytes (NULL when inlen is 0).
 * @param inlen its length.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL a NULL buffer with a nonzero length; nothing written.
 */
SYMCORE_API int symcore_shake128(uint8_t *out, size_t outlen, const void *in, size_t inlen);
/**
 * SHAKE256 (FIPS 202): outlen bytes of output for in (at most 256-bit
 * security, whatever the length).
 * @param out outlen bytes of output.
 * @param outlen the output length in bytes.
 * @param in the input, inlen bytes (NULL when inlen is 0).
 * @param inlen its length.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL a NULL buffer with a nonzero length; nothing written.
 */
SYMCORE_API int symcore_shake256(uint8_t *out, size_t outlen, const void *in, size_t inlen);
/**
 * cSHAKE128 (SP 800-185): outlen bytes for in, with function name N
 * and customization S. With N and S both empty it is SHAKE128.
 * @param out outlen bytes of output.
 * @param outlen the output length in bytes.
 * @param in the input, inlen bytes (NULL when inlen is 0).
 * @param inlen its length.
 * @param N the function name, nlen bytes (reserved for NIST-defined
 *        functions: leave it empty).
 * @param nlen its length.
 * @param S the customization string, slen bytes (NULL when slen is 0); it
 *        separates uses.
 * @param slen its length.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL a NULL buffer with a nonzero length; nothing written.
 */
SYMCORE_API int symcore_cshake128(uint8_t *out, size_t outlen, const void *in, size_t inlen,
                      const void *N, size_t nlen, const void *S, size_t slen);
/**
 * cSHAKE256 (SP 800-185): outlen bytes for in, with function name N
 * and customization S. With N and S both empty it is SHAKE256.
 * @param out outlen bytes of output.
 * @param outlen the output length in bytes.
 * @param in the input, inlen bytes (NULL when inlen is 0).
 * @param inlen its length.
 * @param N the function name, nlen bytes (reserved for NIST-defined
 *        functions: leave it empty).
 * @param nlen its length.
 * @param S the customization string, slen bytes (NULL when slen is 0); it
 *        separates uses.
 * @param slen its length.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL a NULL buffer with a nonzero length; nothing written.
 */
SYMCORE_API int symcore_cshake256(uint8_t *out, size_t outlen, const void *in, size_t inlen,
                      const void *N, size_t nlen, const void *S, size_t slen);

/**
 * TurboSHAKE128 (RFC 9861): outlen bytes for in under domain byte D
 * (12 rounds).
 * @param out outlen bytes of output.
 * @param outlen the output length in bytes.
 * @param in the input, inlen bytes (NULL when inlen is 0).
 * @param inlen its length.
 * @param D the domain byte, 0x01..0x7F (0x1F when the application has no
 *        other use); distinct values give independent functions.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL another D, or a NULL buffer with a nonzero length;
 *         nothing written.
 */
SYMCORE_API int symcore_turboshake128(uint8_t *out, size_t outlen, const void *in, size_t inlen, uint8_t D);
/**
 * TurboSHAKE256 (RFC 9861): outlen bytes for in under domain byte D
 * (12 rounds).
 * @param out outlen bytes of output.
 * @param outlen the output length in bytes.
 * @param in the input, inlen bytes (NULL when inlen is 0).
 * @param inlen its length.
 * @param D the domain byte, 0x01..0x7F (0x1F when the application has no
 *        other use); distinct values give independent functions.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL another D, or a NULL buffer with a nonzero length;
 *         nothing written.
 */
SYMCORE_API int symcore_turboshake256(uint8_t *out, size_t outlen, const void *in, size_t inlen, uint8_t D);

/** An incremental SHAKE, cSHAKE or TurboSHAKE. Fields private. */
typedef struct symcore_xof_ctx {
    struct symcore__sponge sponge; /**< private */
} symcore_xof_ctx;

/**
 * Starts an incremental SHAKE128.
 * @param ctx the context to start (any contents).
 * @retval SYMCORE_OK ctx is live.
 * @retval SYMCORE_EINVAL a NULL ctx.
 */
SYMCORE_API int symcore_shake128_init(symcore_xof_ctx *ctx);
/**
 * Starts an incremental SHAKE256.
 * @param ctx the context to start (any contents).
 * @retval SYMCORE_OK ctx is live.
 * @retval SYMCORE_EINVAL a NULL ctx.
 */
SYMCORE_API int symcore_shake256_init(symcore_xof_ctx *ctx);
/**
 * Starts an incremental cSHAKE128: absorbs the padded N and S, so a
 * copy of the context made here (struct assignment) skips that work.
 * @param ctx the context to start (any contents).
 * @param N the function name, nlen bytes (reserved for NIST-defined
 *        functions: leave it empty).
 * @param nlen its length.
 * @param S the customization string, slen bytes (NULL when slen is 0); it
 *        separates uses.
 * @param slen its length.
 * @retval SYMCORE_OK ctx is live.
 * @retval SYMCORE_EINVAL a NULL ctx, or a NULL N or S with a nonzero length;
 *         ctx untouched.
 */
SYMCORE_API int symcore_cshake128_init(symcore_xof_ctx *ctx, const void *N, size_t nlen, const void *S, size_t slen);
/**
 * Starts an incremental cSHAKE256: absorbs the padded N and S, so a
 * copy of the context made here (struct assignment) skips that work.
 * @param ctx the context to start (any contents).
 * @param N the function name, nlen bytes (reserved for NIST-defined
 *        functions: leave it empty).
 * @param nlen its length.
 * @param S the customization string, slen bytes (NULL when slen is 0); it
 *        separates uses.
 * @param slen its length.
 * @retval SYMCORE_OK ctx is live.
 * @retval SYMCORE_EINVAL a NULL ctx, or a NULL N or S with a nonzero length;
 *         ctx untouched.
 */
SYMCORE_API int symcore_cshake256_init(symcore_xof_ctx *ctx, const void *N, size_t nlen, const void *S, size_t slen);
/**
 * Starts an incremental TurboSHAKE128; it gives the one-shot's output.
 * @param ctx the context to start (any contents).
 * @param D the domain byte, 0x01..0x7F, as in the one-shot.
 * @retval SYMCORE_OK ctx is live.
 * @retval SYMCORE_EINVAL a NULL ctx or a D outside 0x01..0x7F; ctx untouched.
 */
SYMCORE_API int symcore_turboshake128_init(symcore_xof_ctx *ctx, uint8_t D);
/**
 * Starts an incremental TurboSHAKE256; it gives the one-shot's output.
 * @param ctx the context to start (any contents).
 * @param D the domain byte, 0x01..0x7F, as in the one-shot.
 * @retval SYMCORE_OK ctx is live.
 * @retval SYMCORE_EINVAL a NULL ctx or a D outside 0x01..0x7F; ctx untouched.
 */
SYMCORE_API int symcore_turboshake256_init(symcore_xof_ctx *ctx, uint8_t D);
/**
 * Absorbs len more bytes into an XOF context, before the first squeeze.
 * @param ctx a live XOF context that has not squeezed.
 * @param in the next len bytes (NULL when len is 0).
 * @param len their number.
 * @retval SYMCORE_OK absorbed.
 * @retval SYMCORE_EINVAL a NULL in with a nonzero len, a context that is not a
 *         live XOF one, or one that has squeezed; ctx untouched.
 */
SYMCORE_API int symcore_xof_absorb(symcore_xof_ctx *ctx, const void *in, size_t len);
/**
 * Writes the next len bytes of output; may be called any number of times
 * (the first ends the input, even with len 0). The output is one stream
 * however the squeezes split it.
 * @param ctx a live XOF context.
 * @param out len bytes of output.
 * @param len their number.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL a NULL out with a nonzero len or a context that is not
 *         a live XOF one: nothing written, ctx untouched.
 */
SYMCORE_API int symcore_xof_squeeze(symcore_xof_ctx *ctx, uint8_t *out, size_t len);

/** SHAKE times four: the private sponge of symcore_shake128x4_ctx and
 * symcore_shake256x4_ctx, four SHAKE streams of one rate in one state of
 * four Keccak lanes, which the many-lane backends permute at once (AVX2,
 * AVX-512VL; four single-lane permutations elsewhere). Its fields are
 * private and may change in any release. */
struct symcore__sponge4 {
    uint64_t state[100]; /**< private: word w of stream j at state[4 * w + j] */
    uint16_t rate;       /**< private: 168 or 136 */
    uint16_t pos;        /**< private: bytes of the current block squeezed: 1..rate */
    uint8_t mode;        /**< private: which context type */
};
/** Four SHAKE128 streams whose inputs have the same length, as ML-KEM and
 * ML-DSA expand their matrices: stream j is exactly symcore_shake128 of input
 * j. A plain struct, no pointers (struct assignment clones it); it holds
 * state derived from the inputs: wipe it with symcore_wipe when done.
 * Fields private. */
typedef struct symcore_shake128x4_ctx {
    struct symcore__sponge4 sponge; /**< private */
} symcore_shake128x4_ctx;
/** Four SHAKE256 streams whose inputs have the same length (ML-KEM's and
 * ML-DSA's noise sampling), as symcore_shake128x4_ctx. Fields private. */
typedef struct symcore_shake256x4_ctx {
    struct symcore__sponge4 sponge; /**< private */
} symcore_shake256x4_ctx;

/**
 * Starts four SHAKE128 streams in one call: absorbs in0..in3 into streams
 * 0..3 and pads them, ready to squeeze.
 * @param ctx the context to start (any contents).
 * @param in0 the len bytes of stream 0's input (NULL when len is 0).
 * @param in1 stream 1's input.
 * @param in2 stream 2's input.
 * @param in3 stream 3's input.
 * @param len the length of each input.
 * @retval SYMCORE_OK ctx is live, squeezing.
 * @retval SYMCORE_EINVAL a NULL ctx, or a NULL input with a nonzero len; ctx
 *         untouched.
 */
SYMCORE_API int symcore_shake128x4_absorb(symcore_shake128x4_ctx *ctx, const void *in0, const void *in1,
                                          const void *in2, const void *in3, size_t len);
/**
 * Starts four SHAKE256 streams in one call, as symcore_shake128x4_absorb.
 * @param ctx the context to start (any contents).
 * @param in0 the len bytes of stream 0's input (NULL when len is 0).
 * @param in1 stream 1's input.
 * @param in2 stream 2's input.
 * @param in3 stream 3's input.
 * @param len the length of each input.
 * @retval SYMCORE_OK ctx is live, squeezing.
 * @retval SYMCORE_EINVAL a NULL ctx, or a NULL input with a nonzero len; ctx
 *         untouched.
 */
SYMCORE_API int symcore_shake256x4_absorb(symcore_shake256x4_ctx *ctx, const void *in0, const void *in1,
                                          const void *in2, const void *in3, size_t len);
/**
 * Writes the next len bytes of each of the four SHAKE128 streams; may be
 * called any number of times: each stream is one output however the
 * squeezes split it. The outputs must not overlap one another.
 * @param ctx a live SHAKE128x4 context (started by symcore_shake128x4_absorb).
 * @param out0 len bytes of stream 0's output.
 * @param out1 stream 1's.
 * @param out2 stream 2's.
 * @param out3 stream 3's.
 * @param len the bytes written to each output.
 * @retval SYMCORE_OK the outputs are written.
 * @retval SYMCORE_EINVAL a NULL output with a nonzero len or a context that
 *         is not a live SHAKE128x4 one: nothing written, ctx untouched.
 */
SYMCORE_API int symcore_shake128x4_squeeze(symcore_shake128x4_ctx *ctx, uint8_t *out0, uint8_t *out1,
                                           uint8_t *out2, uint8_t *out3, size_t len);
/**
 * Writes the next len bytes of each of the four SHAKE256 streams, as
 * symcore_shake128x4_squeeze.
 * @param ctx a live SHAKE256x4 context (started by symcore_shake256x4_absorb).
 * @param out0 len bytes of stream 0's output.
 * @param out1 stream 1's.
 * @param out2 stream 2's.
 * @param out3 stream 3's.
 * @param len the bytes written to each output.
 * @retval SYMCORE_OK the outputs are written.
 * @retval SYMCORE_EINVAL a NULL output with a nonzero len or a context that
 *         is not a live SHAKE256x4 one: nothing written, ctx untouched.
 */
SYMCORE_API int symcore_shake256x4_squeeze(symcore_shake256x4_ctx *ctx, uint8_t *out0, uint8_t *out1,
                                           uint8_t *out2, uint8_t *out3, size_t len);

/**
 * KMAC128 (SP 800-185): outlen bytes of MAC of in under key, with
 * customization S. The output length is encoded: a shorter tag is not a
 * prefix of a longer one. Compare tags with symcore_verify.
 * @param out outlen bytes of tag (keep at least 16).
 * @param outlen the output length in bytes.
 * @param in the input, inlen bytes (NULL when inlen is 0).
 * @param inlen its length.
 * @param S the customization string, slen bytes (NULL when slen is 0); it
 *        separates uses.
 * @param slen its length.
 * @param key the key, keylen bytes: at least 16 (KMAC128) or 32 (KMAC256)
 *        uniformly random bytes.
 * @param keylen its length.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL a NULL buffer (out, in, S or key) with a nonzero length,
 *         or an outlen of 2^61 bytes or more; nothing written.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_kmac128(uint8_t *out, size_t outlen, const void *in, size_t inlen,
                                       const void *S, size_t slen, const void *key, size_t keylen);
/**
 * KMAC256 (SP 800-185): outlen bytes of MAC of in under key, with
 * customization S. The output length is encoded: a shorter tag is not a
 * prefix of a longer one. Compare tags with symcore_verify.
 * @param out outlen bytes of tag (keep at least 16).
 * @param outlen the output length in bytes.
 * @param in the input, inlen bytes (NULL when inlen is 0).
 * @param inlen its length.
 * @param S the customization string, slen bytes (NULL when slen is 0); it
 *        separates uses.
 * @param slen its length.
 * @param key the key, keylen bytes: at least 16 (KMAC128) or 32 (KMAC256)
 *        uniformly random bytes.
 * @param keylen its length.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL a NULL buffer (out, in, S or key) with a nonzero length,
 *         or an outlen of 2^61 bytes or more; nothing written.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_kmac256(uint8_t *out, size_t outlen, const void *in, size_t inlen,
                                       const void *S, size_t slen, const void *key, size_t keylen);
/**
 * KMACXOF128 (SP 800-185): as symcore_kmac128, with no output length
 * encoded: every prefix of the output is a valid, related tag (suits key
 * derivation, not truncation-sensitive MACs).
 * @param out outlen bytes of output.
 * @param outlen the output length in bytes.
 * @param in the input, inlen bytes (NULL when inlen is 0).
 * @param inlen its length.
 * @param S the customization string, slen bytes (NULL when slen is 0); it
 *        separates uses.
 * @param slen its length.
 * @param key the key, keylen bytes: at least 16 (KMAC128) or 32 (KMAC256)
 *        uniformly random bytes.
 * @param keylen its length.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL a NULL buffer (out, in, S or key) with a nonzero length,
 *         or an outlen of 2^61 bytes or more; nothing written.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_kmac128_xof(uint8_t *out, size_t outlen, const void *in, size_t inlen,
                                           const void *S, size_t slen, const void *key, size_t keylen);
/**
 * KMACXOF256 (SP 800-185): as symcore_kmac256, with no output length
 * encoded: every prefix of the output is a valid, related tag (suits key
 * derivation, not truncation-sensitive MACs).
 * @param out outlen bytes of output.
 * @param outlen the output length in bytes.
 * @param in the input, inlen bytes (NULL when inlen is 0).
 * @param inlen its length.
 * @param S the customization string, slen bytes (NULL when slen is 0); it
 *        separates uses.
 * @param slen its length.
 * @param key the key, keylen bytes: at least 16 (KMAC128) or 32 (KMAC256)
 *        uniformly random bytes.
 * @param keylen its length.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL a NULL buffer (out, in, S or key) with a nonzero length,
 *         or an outlen of 2^61 bytes or more; nothing written.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_kmac256_xof(uint8_t *out, size_t outlen, const void *in, size_t inlen,
                                           const void *S, size_t slen, const void *key, size_t keylen);

/** An incremental KMAC or KMACXOF. Fields private; holds key-dependent state. */
typedef struct symcore_kmac_ctx {
    struct symcore__sponge sponge; /**< private */
} symcore_kmac_ctx;

/**
 * Starts an incremental KMAC128 or KMACXOF128: absorbs the padded
 * "KMAC", S and key. Copy the context made here (struct assignment) to MAC
 * many messages; wipe the copies, and this one when the key retires.
 * @param ctx the context to start (any contents); it then holds key-dependent
 *        state.
 * @param key the key, keylen bytes: at least 16 (KMAC128) or 32 (KMAC256)
 *        uniformly random bytes.
 * @param keylen its length.
 * @param S the customization string, slen bytes (NULL when slen is 0); it
 *        separates uses.
 * @param slen its length.
 * @retval SYMCORE_OK ctx is live.
 * @retval SYMCORE_EINVAL a NULL ctx, or a NULL key or S with a nonzero length;
 *         ctx untouched.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_kmac128_init(symcore_kmac_ctx *ctx, const void *key, size_t keylen,
                                            const void *S, size_t slen);
/**
 * Starts an incremental KMAC256 or KMACXOF256: absorbs the padded
 * "KMAC", S and key. Copy the context made here (struct assignment) to MAC
 * many messages; wipe the copies, and this one when the key retires.
 * @param ctx the context to start (any contents); it then holds key-dependent
 *        state.
 * @param key the key, keylen bytes: at least 16 (KMAC128) or 32 (KMAC256)
 *        uniformly random bytes.
 * @param keylen its length.
 * @param S the customization string, slen bytes (NULL when slen is 0); it
 *        separates uses.
 * @param slen its length.
 * @retval SYMCORE_OK ctx is live.
 * @retval SYMCORE_EINVAL a NULL ctx, or a NULL key or S with a nonzero length;
 *         ctx untouched.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_kmac256_init(symcore_kmac_ctx *ctx, const void *key, size_t keylen,
                                            const void *S, size_t slen);
/**
 * Absorbs len bytes of message into a KMAC context, before the first
 * output.
 * @param ctx a live KMAC context not squeezing KMACXOF output.
 * @param in the next len bytes (NULL when len is 0).
 * @param len their number.
 * @retval SYMCORE_OK absorbed.
 * @retval SYMCORE_EINVAL a NULL in with a nonzero len, or a context that is not
 *         a live KMAC one or is squeezing KMACXOF output; ctx untouched.
 */
SYMCORE_API int symcore_kmac_update(symcore_kmac_ctx *ctx, const void *in, size_t len);
/**
 * KMAC: encodes outlen, writes the outlen-byte tag and wipes ctx.
 * @param ctx a live KMAC context that has not begun KMACXOF output; wiped
 *        on success.
 * @param out outlen bytes of tag.
 * @param outlen the tag length in bytes.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL a NULL out with a nonzero outlen, an outlen of 2^61
 *         bytes or more, or a context that is not a live KMAC one or has begun
 *         KMACXOF output: nothing written, ctx untouched.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_kmac_final(symcore_kmac_ctx *ctx, uint8_t *out, size_t outlen);
/**
 * KMACXOF: writes the next len bytes of output; may be called any number
 * of times (the first ends the input, even with len 0).
 * @param ctx a live KMAC context.
 * @param out len bytes of output.
 * @param len their number.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL a NULL out with a nonzero len or a context that is not
 *         a live KMAC one: nothing written, ctx untouched.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_kmac_xof_squeeze(symcore_kmac_ctx *ctx, uint8_t *out, size_t len);

/** A read-only byte string: one item of a TupleHash tuple. */
typedef struct {
    const void *ptr; /**< the item's bytes (NULL when len is 0) */
    size_t len;      /**< its length */
} symcore_span;

/**
 * TupleHash128 (SP 800-185): outlen bytes for the n items, with customization
 * S; each item is encoded with its length.
 * @param out outlen bytes of output.
 * @param outlen the output length in bytes.
 * @param items the n items of the tuple (NULL when n is 0).
 * @param n the number of items.
 * @param S the customization string, slen bytes (NULL when slen is 0); it
 *        separates uses.
 * @param slen its length.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL a NULL out, items or S with a nonzero length, an item
 *         with a NULL ptr and a nonzero len, or an outlen of 2^61 bytes or more;
 *         nothing written.
 */
SYMCORE_API int symcore_tuplehash128(uint8_t *out, size_t outlen, const symcore_span *items, size_t n, const void *S,
                         size_t slen);
/**
 * TupleHash256 (SP 800-185): outlen bytes for the n items, with customization
 * S; each item is encoded with its length.
 * @param out outlen bytes of output.
 * @param outlen the output length in bytes.
 * @param items the n items of the tuple (NULL when n is 0).
 * @param n the number of items.
 * @param S the customization string, slen bytes (NULL when slen is 0); it
 *        separates uses.
 * @param slen its length.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL a NULL out, items or S with a nonzero length, an item
 *         with a NULL ptr and a nonzero len, or an outlen of 2^61 bytes or more;
 *         nothing written.
 */
SYMCORE_API int symcore_tuplehash256(uint8_t *out, size_t outlen, const symcore_span *items, size_t n, const void *S,
                         size_t slen);
/**
 * TupleHash128XOF (SP 800-185): outlen bytes for the n items, with customization
 * S; each item is encoded with its length. No output length is encoded: a shorter
 * output is a prefix of a longer one.
 * @param out outlen bytes of output.
 * @param outlen the output length in bytes.
 * @param items the n items of the tuple (NULL when n is 0).
 * @param n the number of items.
 * @param S the customization string, slen bytes (NULL when slen is 0); it
 *        separates uses.
 * @param slen its length.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL a NULL out, items or S with a nonzero length, an item
 *         with a NULL ptr and a nonzero len, or an outlen of 2^61 bytes or more;
 *         nothing written.
 */
SYMCORE_API int symcore_tuplehash128_xof(uint8_t *out, size_t outlen, const symcore_span *items, size_t n, const void *S,
                             size_t slen);
/**
 * TupleHash256XOF (SP 800-185): outlen bytes for the n items, with customization
 * S; each item is encoded with its length. No output length is encoded: a shorter
 * output is a prefix of a longer one.
 * @param out outlen bytes of output.
 * @param outlen the output length in bytes.
 * @param items the n items of the tuple (NULL when n is 0).
 * @param n the number of items.
 * @param S the customization string, slen bytes (NULL when slen is 0); it
 *        separates uses.
 * @param slen its length.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL a NULL out, items or S with a nonzero length, an item
 *         with a NULL ptr and a nonzero len, or an outlen of 2^61 bytes or more;
 *         nothing written.
 */
SYMCORE_API int symcore_tuplehash256_xof(uint8_t *out, size_t outlen, const symcore_span *items, size_t n, const void *S,
                             size_t slen);

/**
 * ParallelHash128 (SP 800-185): outlen bytes for in, hashed in blocks of
 * block_size bytes, with customization S.
 * @param out outlen bytes of output.
 * @param outlen the output length in bytes.
 * @param in the input, inlen bytes (NULL when inlen is 0).
 * @param inlen its length.
 * @param block_size the block size in bytes, at least 1 (part of the result).
 * @param S the customization string, slen bytes (NULL when slen is 0); it
 *        separates uses.
 * @param slen its length.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL block_size 0, a NULL buffer with a nonzero length, or
 *         an outlen of 2^61 bytes or more; nothing written.
 */
SYMCORE_API int symcore_parallelhash128(uint8_t *out, size_t outlen, const void *in, size_t inlen, size_t block_size,
                            const void *S, size_t slen);
/**
 * ParallelHash256 (SP 800-185): outlen bytes for in, hashed in blocks of
 * block_size bytes, with customization S.
 * @param out outlen bytes of output.
 * @param outlen the output length in bytes.
 * @param in the input, inlen bytes (NULL when inlen is 0).
 * @param inlen its length.
 * @param block_size the block size in bytes, at least 1 (part of the result).
 * @param S the customization string, slen bytes (NULL when slen is 0); it
 *        separates uses.
 * @param slen its length.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL block_size 0, a NULL buffer with a nonzero length, or
 *         an outlen of 2^61 bytes or more; nothing written.
 */
SYMCORE_API int symcore_parallelhash256(uint8_t *out, size_t outlen, const void *in, size_t inlen, size_t block_size,
                            const void *S, size_t slen);
/**
 * ParallelHash128XOF (SP 800-185): outlen bytes for in, hashed in blocks of
 * block_size bytes, with customization S. No output length is encoded: a shorter
 * output is a prefix of a longer one.
 * @param out outlen bytes of output.
 * @param outlen the output length in bytes.
 * @param in the input, inlen bytes (NULL when inlen is 0).
 * @param inlen its length.
 * @param block_size the block size in bytes, at least 1 (part of the result).
 * @param S the customization string, slen bytes (NULL when slen is 0); it
 *        separates uses.
 * @param slen its length.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL block_size 0, a NULL buffer with a nonzero length, or
 *         an outlen of 2^61 bytes or more; nothing written.
 */
SYMCORE_API int symcore_parallelhash128_xof(uint8_t *out, size_t outlen, const void *in, size_t inlen, size_t block_size,
                                const void *S, size_t slen);
/**
 * ParallelHash256XOF (SP 800-185): outlen bytes for in, hashed in blocks of
 * block_size bytes, with customization S. No output length is encoded: a shorter
 * output is a prefix of a longer one.
 * @param out outlen bytes of output.
 * @param outlen the output length in bytes.
 * @param in the input, inlen bytes (NULL when inlen is 0).
 * @param inlen its length.
 * @param block_size the block size in bytes, at least 1 (part of the result).
 * @param S the customization string, slen bytes (NULL when slen is 0); it
 *        separates uses.
 * @param slen its length.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL block_size 0, a NULL buffer with a nonzero length, or
 *         an outlen of 2^61 bytes or more; nothing written.
 */
SYMCORE_API int symcore_parallelhash256_xof(uint8_t *out, size_t outlen, const void *in, size_t inlen, size_t block_size,
                                const void *S, size_t slen);

/**
 * KT128, KangarooTwelve (RFC 9861): outlen bytes for in with
 * customization C (12 rounds, a tree of 8192-byte chunks).
 * @param out outlen bytes of output.
 * @param outlen the output length in bytes.
 * @param in the input, inlen bytes (NULL when inlen is 0).
 * @param inlen its length.
 * @param C the customization string, clen bytes (NULL when clen is 0).
 * @param clen its length.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL a NULL buffer with a nonzero length; nothing written.
 */
SYMCORE_API int symcore_kt128(uint8_t *out, size_t outlen, const void *in, size_t inlen, const void *C, size_t clen);
/**
 * KT256, KangarooTwelve (RFC 9861): outlen bytes for in with
 * customization C (12 rounds, a tree of 8192-byte chunks).
 * @param out outlen bytes of output.
 * @param outlen the output length in bytes.
 * @param in the input, inlen bytes (NULL when inlen is 0).
 * @param inlen its length.
 * @param C the customization string, clen bytes (NULL when clen is 0).
 * @param clen its length.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL a NULL buffer with a nonzero length; nothing written.
 */
SYMCORE_API int symcore_kt256(uint8_t *out, size_t outlen, const void *in, size_t inlen, const void *C, size_t clen);

/**
 * @name Incremental TupleHash, ParallelHash and KT
 * Each gives exactly the bytes of its one-shot, however the input is split
 * between calls.
 *
 * @par Memory
 * A plain struct the caller allocates, no pointers (struct assignment
 * copies one, and a copy continues independently), of a fixed size that never
 * grows with the input: on x86-64 symcore_tuplehash_ctx is 216 bytes (the
 * sponge), symcore_parallelhash_ctx 456 (the final node's sponge and one
 * leaf's) and symcore_kt_ctx 704 (the same two sponges and its customization
 * string, at most SYMCORE_KT_MAX_CUSTOM bytes); 32-bit targets a few bytes
 * less. No input is buffered: whole leaves (KT's 8192-byte chunks,
 * ParallelHash's blocks) that lie inside one update go straight from the
 * caller's buffer to the many-lane leaf hasher, several at a time; a leaf
 * that updates split is absorbed into the leaf sponge one lane wide as its
 * bytes arrive. So updates of 64 KiB or more run at the one-shot's speed,
 * while updates shorter than a leaf hash every leaf one lane wide, several
 * times slower where the CPU has a many-lane leaf hasher (AVX2, AVX-512;
 * figures in src/keccak/README.md). To hash small pieces fast, gather them
 * into a buffer of 64 KiB and update with that. Stack as the one-shots
 * (symcore/common.h).
 *
 * @par Phases
 * An *_init starts a context (it accepts any context contents).
 * TupleHash and ParallelHash: items or updates, then either
 * symcore_*_final (the fixed-length hash, which wipes the context) or any
 * number of symcore_*_xof_squeeze calls (the XOF form; the first ends the
 * input, and after it no item, update or final is accepted). KT: updates,
 * then any number of symcore_kt_squeeze calls (the first ends the input);
 * KT has no final: wipe the context with symcore_wipe when done. On any error
 * (SYMCORE_EINVAL, as for the one-shots, plus the dead or misplaced contexts
 * of "Bad input" above) nothing is written and the context is unchanged.
 * @{
 */

/** An incremental TupleHash or TupleHashXOF. Fields private. */
typedef struct symcore_tuplehash_ctx {
    struct symcore__sponge sponge; /**< private */
} symcore_tuplehash_ctx;

/**
 * Starts an incremental TupleHash128 or TupleHash128XOF with
 * customization S (absorbed here: a copy of the context skips that work).
 * @param ctx the context to start (any contents).
 * @param S the customization string, slen bytes (NULL when slen is 0); it
 *        separates uses.
 * @param slen its length.
 * @retval SYMCORE_OK ctx is live.
 * @retval SYMCORE_EINVAL a NULL ctx or a NULL S with a nonzero slen; ctx
 *         untouched.
 */
SYMCORE_API int symcore_tuplehash128_init(symcore_tuplehash_ctx *ctx, const void *S, size_t slen);
/**
 * Starts an incremental TupleHash256 or TupleHash256XOF with
 * customization S (absorbed here: a copy of the context skips that work).
 * @param ctx the context to start (any contents).
 * @param S the customization string, slen bytes (NULL when slen is 0); it
 *        separates uses.
 * @param slen its length.
 * @retval SYMCORE_OK ctx is live.
 * @retval SYMCORE_EINVAL a NULL ctx or a NULL S with a nonzero slen; ctx
 *         untouched.
 */
SYMCORE_API int symcore_tuplehash256_init(symcore_tuplehash_ctx *ctx, const void *S, size_t slen);
/**
 * Appends one whole item of len bytes to the tuple: n calls hash as the
 * one-shot's n items (an item cannot be given in pieces: its length comes
 * first).
 * @param ctx a live absorbing TupleHash context.
 * @param item the item, len bytes (NULL when len is 0).
 * @param len its length.
 * @retval SYMCORE_OK appended.
 * @retval SYMCORE_EINVAL a NULL item with a nonzero len, or a context that is
 *         not a live absorbing TupleHash one; ctx untouched.
 */
SYMCORE_API int symcore_tuplehash_item(symcore_tuplehash_ctx *ctx, const void *item, size_t len);
/**
 * TupleHash: encodes outlen, writes the outlen-byte hash and wipes ctx.
 * @param ctx a live absorbing TupleHash context; wiped on success.
 * @param out outlen bytes of hash.
 * @param outlen the output length in bytes.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL a NULL out with a nonzero outlen, an outlen of 2^61
 *         bytes or more, or a context that is not a live absorbing TupleHash one:
 *         nothing written, ctx untouched.
 */
SYMCORE_API int symcore_tuplehash_final(symcore_tuplehash_ctx *ctx, uint8_t *out, size_t outlen);
/**
 * TupleHashXOF: the next len bytes of output; repeatable (the first ends
 * the tuple, even with len 0).
 * @param ctx a live TupleHash context.
 * @param out len bytes of output.
 * @param len their number.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL a NULL out with a nonzero len or a context that is not
 *         a live TupleHash one: nothing written, ctx untouched.
 */
SYMCORE_API int symcore_tuplehash_xof_squeeze(symcore_tuplehash_ctx *ctx, uint8_t *out, size_t len);

/** An incremental ParallelHash or ParallelHashXOF. Fields private. */
typedef struct symcore_parallelhash_ctx {
    struct symcore__sponge sponge; /**< private: the final node */
    struct symcore__sponge leaf;   /**< private: the block being absorbed, while block_pos > 0 */
    uint64_t block_size;           /**< private: the block size */
    uint64_t block_pos;            /**< private: bytes of the current block absorbed: < block_size */
    uint64_t blocks;               /**< private: blocks whose chaining value is absorbed */
} symcore_parallelhash_ctx;

/**
 * Starts an incremental ParallelHash128 or ParallelHash128XOF with
 * blocks of block_size bytes and customization S.
 * @param ctx the context to start (any contents).
 * @param block_size the block size in bytes, at least 1.
 * @param S the customization string, slen bytes (NULL when slen is 0); it
 *        separates uses.
 * @param slen its length.
 * @retval SYMCORE_OK ctx is live.
 * @retval SYMCORE_EINVAL a NULL ctx, block_size 0, or a NULL S with a nonzero
 *         slen; ctx untouched.
 */
SYMCORE_API int symcore_parallelhash128_init(symcore_parallelhash_ctx *ctx, size_t block_size, const void *S, size_t slen);
/**
 * Starts an incremental ParallelHash256 or ParallelHash256XOF with
 * blocks of block_size bytes and customization S.
 * @param ctx the context to start (any contents).
 * @param block_size the block size in bytes, at least 1.
 * @param S the customization string, slen bytes (NULL when slen is 0); it
 *        separates uses.
 * @param slen its length.
 * @retval SYMCORE_OK ctx is live.
 * @retval SYMCORE_EINVAL a NULL ctx, block_size 0, or a NULL S with a nonzero
 *         slen; ctx untouched.
 */
SYMCORE_API int symcore_parallelhash256_init(symcore_parallelhash_ctx *ctx, size_t block_size, const void *S, size_t slen);
/**
 * Absorbs len more bytes of input; whole blocks inside one update go to
 * the many-lane leaf hasher.
 * @param ctx a live absorbing ParallelHash context.
 * @param in the next len bytes (NULL when len is 0).
 * @param len their number.
 * @retval SYMCORE_OK absorbed.
 * @retval SYMCORE_EINVAL a NULL in with a nonzero len, or a context that is not
 *         a live absorbing ParallelHash one; ctx untouched.
 */
SYMCORE_API int symcore_parallelhash_update(symcore_parallelhash_ctx *ctx, const void *in, size_t len);
/**
 * ParallelHash: writes the outlen-byte hash and wipes ctx.
 * @param ctx a live absorbing ParallelHash context; wiped on success.
 * @param out outlen bytes of hash.
 * @param outlen the output length in bytes.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL a NULL out with a nonzero outlen, an outlen of 2^61
 *         bytes or more, or a context that is not a live absorbing ParallelHash
 *         one: nothing written, ctx untouched.
 */
SYMCORE_API int symcore_parallelhash_final(symcore_parallelhash_ctx *ctx, uint8_t *out, size_t outlen);
/**
 * ParallelHashXOF: the next len bytes of output; repeatable (the first ends
 * the input, even with len 0).
 * @param ctx a live ParallelHash context.
 * @param out len bytes of output.
 * @param len their number.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL a NULL out with a nonzero len or a context that is not
 *         a live ParallelHash one: nothing written, ctx untouched.
 */
SYMCORE_API int symcore_parallelhash_xof_squeeze(symcore_parallelhash_ctx *ctx, uint8_t *out, size_t len);

/** The longest customization string an incremental KT holds (KT appends C
 * after the whole input, so the context keeps it until the first squeeze).
 * The one-shots take any length. */
#define SYMCORE_KT_MAX_CUSTOM 256

/** An incremental KT128 or KT256. Fields private. */
typedef struct symcore_kt_ctx {
    struct symcore__sponge sponge; /**< private: the final node (and the first chunk) */
    struct symcore__sponge leaf;   /**< private: the chunk being absorbed, past the first */
    uint64_t total;                /**< private: bytes of input absorbed */
    uint16_t clen;                 /**< private: the length of C */
    uint8_t C[SYMCORE_KT_MAX_CUSTOM]; /**< private: the customization string */
} symcore_kt_ctx;

/**
 * Starts an incremental KT128 with customization C.
 * @param ctx the context to start (any contents).
 * @param C the customization string, clen bytes (NULL when clen is 0);
 *        the context keeps it until the first squeeze.
 * @param clen its length, at most SYMCORE_KT_MAX_CUSTOM.
 * @retval SYMCORE_OK ctx is live.
 * @retval SYMCORE_EINVAL a NULL ctx, a NULL C with a nonzero clen, or a longer
 *         C; ctx untouched.
 */
SYMCORE_API int symcore_kt128_init(symcore_kt_ctx *ctx, const void *C, size_t clen);
/**
 * Starts an incremental KT256 with customization C.
 * @param ctx the context to start (any contents).
 * @param C the customization string, clen bytes (NULL when clen is 0);
 *        the context keeps it until the first squeeze.
 * @param clen its length, at most SYMCORE_KT_MAX_CUSTOM.
 * @retval SYMCORE_OK ctx is live.
 * @retval SYMCORE_EINVAL a NULL ctx, a NULL C with a nonzero clen, or a longer
 *         C; ctx untouched.
 */
SYMCORE_API int symcore_kt256_init(symcore_kt_ctx *ctx, const void *C, size_t clen);
/**
 * Absorbs len more bytes of input, before the first squeeze; whole chunks
 * inside one update go to the many-lane leaf hasher.
 * @param ctx a live absorbing KT context.
 * @param in the next len bytes (NULL when len is 0).
 * @param len their number.
 * @retval SYMCORE_OK absorbed.
 * @retval SYMCORE_EINVAL a NULL in with a nonzero len, an input that would pass
 *         2^64 - 512 bytes in all, or a context that is not a live absorbing KT
 *         one; ctx untouched.
 */
SYMCORE_API int symcore_kt_update(symcore_kt_ctx *ctx, const void *in, size_t len);
/**
 * Writes the next len bytes of output; repeatable, one stream (the first
 * call ends the input, even with len 0). KT has no final: wipe the context
 * with symcore_wipe when done.
 * @param ctx a live KT context.
 * @param out len bytes of output.
 * @param len their number.
 * @retval SYMCORE_OK the output is written.
 * @retval SYMCORE_EINVAL a NULL out with a nonzero len or a context that is not
 *         a live KT one: nothing written, ctx untouched.
 */
SYMCORE_API int symcore_kt_squeeze(symcore_kt_ctx *ctx, uint8_t *out, size_t len);
/** @} */

#ifdef __cplusplus
}
#endif

#endif
