/*
 * symcore/common.h - version, error codes and helpers shared by every module.
 *
 * Conventions that hold across the library:
 *  - Outputs come first, then the message, then parameters, then the key.
 *  - Byte buffers are uint8_t *, message inputs const void *, lengths size_t.
 *  - NULL is accepted for any input whose length is 0.
 *  - Functions that cannot fail return void; those that can return int:
 *    SYMCORE_OK (0) or a negative SYMCORE_E* code.
 *  - Nothing allocates, nothing prints, nothing aborts. Contexts are plain
 *    structs owned by the caller; their fields are private and may change.
 *
 * Misuse is never memory corruption. One rule across the library:
 *  - A NULL context, or a NULL output or input with a nonzero length, makes a
 *    void function do nothing at all and an int function return
 *    SYMCORE_EINVAL without writing anything. (A final call given a NULL
 *    output still ends its context: it writes nothing and wipes it.)
 *  - A context that a final call ended, that symcore_wipe() cleared, or that
 *    is all zeros is inert: calls on it write nothing outside their own
 *    buffers and never trap; an int call returns SYMCORE_EINVAL, and a verify
 *    returns SYMCORE_EAUTH for every tag. Start it again with its init.
 *  - symcore_wipe(NULL, n) does nothing; symcore_ct_equal with a NULL pointer
 *    and n > 0 returns 0.
 *
 * Stack. No function has a frame over 512 bytes, but FF1's long-input path
 * (two frames: the halves, about 1.3 KiB, and the rounds' moduli and S,
 * about 1.9 KiB). A whole call, everything it calls and its stack scrub
 * included, stays within these bounds, measured on each target in CI by the
 * stack_depth test (gcc 12 and, on x86-64, clang 14, every build type and
 * every backend the CPU runs):
 *
 *   target                 every other call  ParallelHash, KT  FF1, FF3
 *   x86-64                 1280 bytes        2816 bytes        4352 bytes
 *   AArch64, 32-bit ARM    1408              2816              5120
 *   32-bit x86             1536              2816              5120
 *   s390x                  1792              3072              6144
 *
 * 32-bit x86 holds 64-bit values in pairs of its few registers and spills
 * more; s390x gives every frame a 160-byte register save area. On x86-64 a
 * SHA-3 one-shot takes about 650 bytes, the AEADs up to about 1180, FF3 about
 * 1 KiB, FF1 up to about 3.9 KiB and the tree modes up to about 2.5 KiB. The
 * tree modes hold the final sponge and at most 256 bytes of chaining values
 * however long the input; the FPE calls' depth does not grow with n past
 * their fixed-size integers. Memory never grows with the input. Other
 * targets were not measured.
 */
#ifndef SYMCORE_COMMON_H
#define SYMCORE_COMMON_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SYMCORE_VERSION_MAJOR 0
#define SYMCORE_VERSION_MINOR 1
#define SYMCORE_VERSION_PATCH 0
#define SYMCORE_VERSION_STRING "0.1.0"

/* Returns SYMCORE_VERSION_STRING of the library actually linked. */
const char *symcore_version(void);

/* Marks a call whose result must be checked: ignoring it is a compiler
 * warning (-Wunused-result). [[nodiscard]] where C23 or C++17 offers it,
 * warn_unused_result on older gcc and clang, nothing elsewhere. It comes
 * first in a declaration, before any other attribute. */
#if defined(__cplusplus) && __cplusplus >= 201703L
#define SYMCORE_MUST_CHECK [[nodiscard]]
#elif !defined(__cplusplus) && defined(__STDC_VERSION__) && __STDC_VERSION__ >= 202311L
#define SYMCORE_MUST_CHECK [[nodiscard]]
#elif defined(__GNUC__) || defined(__clang__)
#define SYMCORE_MUST_CHECK __attribute__((warn_unused_result))
#else
#define SYMCORE_MUST_CHECK
#endif

enum {
    SYMCORE_OK      = 0,
    SYMCORE_EINVAL  = -1, /* bad argument: NULL with nonzero length, unsupported size or radix, tweak too long */
    SYMCORE_EAUTH   = -2, /* authentication failed: tag mismatch */
    SYMCORE_ELENGTH = -3, /* input length outside the range the algorithm allows */
    SYMCORE_EDOMAIN = -4  /* a numeral >= radix, or a character outside the alphabet */
};

/* A short English description of a SYMCORE_* code; never NULL. */
const char *symcore_strerror(int code);

/* Zeroes n bytes at p in a way the compiler may not optimise away; nothing
 * when p is NULL. */
void symcore_wipe(void *p, size_t n);

/* 1 if the n bytes at a and b are equal, else 0 (and 0 if either is NULL
 * with n > 0). The time taken depends on n only, never on the contents. */
int symcore_ct_equal(const void *a, const void *b, size_t n);

/* The implementation a primitive uses on this CPU: "portable", or the name of
 * the instruction-set backend chosen at run time ("x86-64-v3", "avx2", ...).
 * primitive is one of "keccak", "chacha20", "poly1305", "aes", "threefish";
 * an unknown name gives "unknown". Never NULL. */
const char *symcore_backend(const char *primitive);

#ifdef __cplusplus
}
#endif

#endif
