/**
 * @file symcore/common.h
 * @brief Version, error codes and helpers shared by every module, and the
 * rules every call of the library follows.
 *
 * The rules below hold for every call of the library; the headers of the
 * modules refer to them and state only what a call adds.
 *
 * @par Argument order (libsodium's two rules)
 *  - One-shot calls: the outputs first, then the message, then parameters
 *    (customization string, associated data, nonce, tweak, counter), the key
 *    last: symcore_poly1305(tag, msg, len, key).
 *  - Context calls: the context first. An *_init then takes the key, then the
 *    parameters: symcore_kmac128_init(ctx, key, keylen, S, slen); the calls
 *    after it take the context, then their data.
 *
 * @par Types
 * Byte buffers are uint8_t *, message inputs const void *, lengths
 * size_t. NULL is accepted for any input whose length is 0.
 * In place (out == in) is allowed for every cipher, AEAD, FPE and Threefish
 * call; partial overlap is not.
 *
 * @par Return values
 * Every call that can refuse its arguments returns int:
 * SYMCORE_OK (0) or a negative SYMCORE_E* code (below). Only symcore_wipe,
 * symcore_version, symcore_strerror, symcore_backend, the raw permutations
 * and the *_wipe calls return something else (or nothing): they accept every
 * argument. The calls that take a key, encrypt, decrypt, authenticate,
 * verify or format-preserve, and every keyed *_init, are SYMCORE_MUST_CHECK:
 * ignoring their result is a compiler warning. Hash and XOF calls return int
 * unmarked (SYMCORE_EINVAL for a NULL buffer with a nonzero length or a dead
 * context). A verdict is SYMCORE_OK or an error: treat every value other than
 * SYMCORE_OK as a failure, never test for one particular error.
 *
 * @par Errors store nothing
 * On any error nothing is stored: no byte is written through any output
 * pointer (not even the bytes that were there), and a context passed to the
 * call is left exactly as it was (an *_init that fails leaves a live context
 * live under its old key, an inert one inert). So a call that failed can be
 * repeated with corrected arguments, and an output in read-only memory makes
 * a failing call return its error, not fault. (A verify that returns
 * SYMCORE_EAUTH is not refusing its arguments: it did its work and gave its
 * verdict, and ends its context as on success; see symcore/poly1305.h.)
 *
 * @par Misuse is never memory corruption
 *  - A NULL context, key, nonce or tag, or a NULL buffer with a nonzero
 *    length, makes a call return SYMCORE_EINVAL and touch nothing (where a
 *    header gives NULL a meaning, as Threefish's zero tweak, that holds).
 *  - A context is live from a successful *_init until the call that ends it
 *    (a final, or a verify, which wipe it). A context that is not live - one
 *    that was ended, cleared with symcore_wipe() or a *_wipe call, zeroed,
 *    never initialised, or that holds arbitrary bytes - is inert: every call
 *    on it but its *_init and *_wipe returns SYMCORE_EINVAL and writes
 *    nothing, neither to its outputs nor to the context. Every field a call
 *    reads from a context is checked before it is used as a length, an
 *    index, an offset or a loop bound, so no byte pattern makes a call read
 *    or write outside the context and the buffers it was given. Start an
 *    inert context again with its *_init.
 *  - symcore_wipe(NULL, n) does nothing; symcore_verify with a NULL pointer
 *    and n > 0 returns SYMCORE_EINVAL.
 *
 * @par Contexts
 * Contexts are plain structs the caller allocates; their fields are private
 * and may change. They hold no pointers, so struct assignment copies one.
 * Nothing allocates, nothing prints, nothing aborts.
 *
 * @par Stack
 * No function has a frame over 512 bytes (672 on s390x, whose ABI
 * puts a 160-byte register save area in every frame, and on Windows x64,
 * whose ABI has vector code save xmm6-xmm15), but FF1's long-input
 * path (two frames: the halves, about 1.3 KiB, and the rounds' moduli and
 * S, about 1.9 KiB) and the FPE batches' group engines (a batch's constants,
 * about 2 KiB, and a group's halves and blocks, up to 1 KiB). A whole call, everything it calls and its stack scrub
 * included, stays within these bounds, measured on each target in CI by the
 * stack_depth test (gcc 12 and, on x86-64, clang 14, every build type and
 * every backend the CPU runs):
 *
 * | target              | every other call | ParallelHash, KT | FF1, FF3   |
 * | ------------------- | ---------------- | ---------------- | ---------- |
 * | x86-64              | 1280 bytes       | 2816 bytes       | 4352 bytes |
 * | AArch64, 32-bit ARM | 1408             | 2816             | 5120       |
 * | 32-bit x86          | 1536             | 2816             | 5120       |
 * | s390x               | 2048             | 3072             | 6400       |
 * | Windows x64 (mingw) | 2048             | 3072             | 4608       |
 *
 * 32-bit x86 holds 64-bit values in pairs of its few registers and spills
 * more; s390x gives every frame a 160-byte register save area; on Windows x64
 * (measured with mingw-w64 gcc 12 and clang 22 under wine) the deeper frames
 * need deeper stack scrubs too (the secretstream about 1.95 KiB, the AEADs
 * about 1.8 KiB, all in). On x86-64 a
 * SHA-3 one-shot takes about 650 bytes, the AEADs up to about 1180, FF3 about
 * 1 KiB, FF1 up to about 3.9 KiB (a batch of long records about 4 KiB: its
 * frame above the single calls; on s390x 6.2 KiB, hence its larger bound)
 * and the tree modes up to about 2.5 KiB. The
 * tree modes hold the final sponge and at most 256 bytes of chaining values
 * however long the input; the FPE calls' depth does not grow with n past
 * their fixed-size integers. Memory never grows with the input. Other
 * targets were not measured.
 *
 * @par Threads
 * A call reads and writes only its arguments. The one global mutable state
 * is the cache of the CPU's features, an atomic word that the first call
 * needing it fills (CPUID on x86-64); concurrent first calls each store the
 * same value, so no initialisation call or lock is needed. Calls on distinct
 * contexts and buffers may run concurrently; a context that a call takes as
 * const may be shared by threads while none of them changes it.
 */
#ifndef SYMCORE_COMMON_H
#define SYMCORE_COMMON_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @def SYMCORE_API
 * Marks a public function: exported from the shared library, where every
 * other symbol is hidden. On Windows the DLL is built with
 * SYMCORE_BUILDING_DLL (dllexport), and code that links the DLL defines
 * SYMCORE_DLL (dllimport); the static library needs neither.
 */
#if defined(_WIN32) || defined(__CYGWIN__)
#if defined(SYMCORE_BUILDING_DLL)
#define SYMCORE_API __declspec(dllexport)
#elif defined(SYMCORE_DLL)
#define SYMCORE_API __declspec(dllimport)
#else
#define SYMCORE_API
#endif
#elif defined(__GNUC__) || defined(__clang__)
#define SYMCORE_API __attribute__((visibility("default")))
#else
#define SYMCORE_API
#endif

/** The major version of these headers: a new one may change or remove API. */
#define SYMCORE_VERSION_MAJOR 1
/** The minor version of these headers: a new one only adds API. */
#define SYMCORE_VERSION_MINOR 0
/** The patch version of these headers: fixes, no change to any declaration. */
#define SYMCORE_VERSION_PATCH 0
/** The version of these headers as "MAJOR.MINOR.PATCH". */
#define SYMCORE_VERSION_STRING "1.0.0"

/**
 * The version of the library actually linked.
 * @return SYMCORE_VERSION_STRING of the library that was linked, which may
 *         differ from the headers' where a shared library was upgraded; never
 *         NULL.
 */
SYMCORE_API const char *symcore_version(void);

/**
 * @def SYMCORE_MUST_CHECK
 * Marks a call whose result must be checked: ignoring it is a compiler
 * warning (-Wunused-result). [[nodiscard]] where C23 or C++17 offers it,
 * warn_unused_result on older gcc and clang, nothing elsewhere. It comes
 * first in a declaration, before any other attribute.
 */
#if defined(__cplusplus) && __cplusplus >= 201703L
#define SYMCORE_MUST_CHECK [[nodiscard]]
#elif !defined(__cplusplus) && defined(__STDC_VERSION__) && __STDC_VERSION__ >= 202311L
#define SYMCORE_MUST_CHECK [[nodiscard]]
#elif defined(__GNUC__) || defined(__clang__)
#define SYMCORE_MUST_CHECK __attribute__((warn_unused_result))
#else
#define SYMCORE_MUST_CHECK
#endif

/**
 * The result codes: SYMCORE_OK or a negative error. Treat every value other
 * than SYMCORE_OK as a failure; never test for one particular error alone.
 */
enum {
    SYMCORE_OK      = 0,  /**< success (for a verify: the tag matched) */
    SYMCORE_EINVAL  = -1, /**< bad argument: NULL with nonzero length, unsupported size or radix, tweak too long, a context that is not live */
    SYMCORE_EAUTH   = -2, /**< authentication failed: tag mismatch */
    SYMCORE_ELENGTH = -3, /**< input length outside the range the algorithm allows */
    SYMCORE_EDOMAIN = -4  /**< a numeral >= radix, or a character outside the alphabet */
};

/**
 * A short English description of a result code.
 * @param code a SYMCORE_* code, or any other int.
 * @return a static string describing code (a generic one for an unknown
 *         code); never NULL.
 */
SYMCORE_API const char *symcore_strerror(int code);

/**
 * Zeroes n bytes at p in a way the compiler may not optimise away.
 * Use it on keys, contexts and plaintext when done with them.
 * @param p the memory to clear; NULL does nothing.
 * @param n the number of bytes to clear.
 */
SYMCORE_API void symcore_wipe(void *p, size_t n);

/**
 * Compares n bytes at a and b (tags, MACs, hashes of secrets) in constant
 * time. The time taken depends on n only, never on the contents or on where
 * they differ. Like memcmp, 0 (SYMCORE_OK) means equal:
 * `if (symcore_verify(...) != 0)` rejects. (It replaces symcore_ct_equal of
 * the 0.1 API, which returned 1 for equal.)
 * @param a the first buffer, n bytes.
 * @param b the second buffer, n bytes.
 * @param n the number of bytes to compare; 0 gives SYMCORE_OK, whatever the
 *          pointers.
 * @retval SYMCORE_OK the buffers are equal.
 * @retval SYMCORE_EAUTH they differ.
 * @retval SYMCORE_EINVAL a or b is NULL with n > 0.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_verify(const void *a, const void *b, size_t n);

/**
 * The implementation a primitive uses on this CPU: "portable", or the name
 * of the instruction-set backend chosen at run time ("x86-64-v3", "avx2",
 * ...).
 * @param primitive one of "keccak", "chacha20", "poly1305", "aes",
 *                  "threefish".
 * @return a static string naming the backend; "unknown" for NULL or an
 *         unknown primitive name. Never NULL.
 */
SYMCORE_API const char *symcore_backend(const char *primitive);

#ifdef __cplusplus
}
#endif

#endif
