/*
 * Private helpers shared by every module: little-endian load/store, rotations,
 * constant-time selection, and the CPU feature cache used for dispatch.
 *
 * Loads and stores go byte by byte through shifts; compilers turn them into
 * single (byte-swapped where needed) moves, so they are as fast as a pointer
 * cast and correct on any endianness and alignment.
 */
#ifndef SYMCORE_INTERNAL_H
#define SYMCORE_INTERNAL_H

#include <stddef.h>
#include <stdint.h>
#include <stdatomic.h>
#include <string.h>

#include "symcore/common.h"

#if defined(__GNUC__) || defined(__clang__)
#define SC_INLINE static inline __attribute__((always_inline))
#define SC_NOINLINE __attribute__((noinline))
#define SC_UNUSED __attribute__((unused))
#else
#define SC_INLINE static inline
#define SC_NOINLINE
#define SC_UNUSED
#endif

/* A library function that a test replaces with its own definition (the stack
 * scrub, the declassify hook): never inlined, alone in its object file, and
 * weak where that helps. Not weak on Windows (PE/COFF): GNU ld there does not
 * resolve the archive's references to a weak definition in a member (the link
 * fails), and needs no weak symbol either: a test's own definition, linked
 * before the archive, leaves no reference that would pull the member in. */
#if (defined(__GNUC__) || defined(__clang__)) && !defined(_WIN32)
#define SC_REPLACEABLE __attribute__((weak, noinline))
#elif defined(__GNUC__) || defined(__clang__)
#define SC_REPLACEABLE __attribute__((noinline))
#else
#define SC_REPLACEABLE
#endif

#if (defined(__x86_64__) || defined(_M_X64)) && (defined(__GNUC__) || defined(__clang__))
#define SC_X86_64 1
#else
#define SC_X86_64 0
#endif
#if defined(__aarch64__) && (defined(__GNUC__) || defined(__clang__))
#define SC_AARCH64 1
#else
#define SC_AARCH64 0
#endif

SC_INLINE uint32_t sc_load32_le(const uint8_t *p)
{
    return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) | ((uint32_t)p[3] << 24);
}

SC_INLINE uint64_t sc_load64_le(const uint8_t *p)
{
    return (uint64_t)sc_load32_le(p) | ((uint64_t)sc_load32_le(p + 4) << 32);
}

SC_INLINE void sc_store32_le(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}

SC_INLINE void sc_store64_le(uint8_t *p, uint64_t v)
{
    sc_store32_le(p, (uint32_t)v);
    sc_store32_le(p + 4, (uint32_t)(v >> 32));
}

SC_INLINE uint32_t sc_load32_be(const uint8_t *p)
{
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

SC_INLINE void sc_store32_be(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)(v >> 24);
    p[1] = (uint8_t)(v >> 16);
    p[2] = (uint8_t)(v >> 8);
    p[3] = (uint8_t)v;
}

/* 64 x 64 -> 128-bit products, where the compiler has them (64-bit gcc and
 * clang); code that uses sc_u128 tests __SIZEOF_INT128__ and has a 32-bit
 * path beside it. __extension__: -Wpedantic knows no __int128. */
#if defined(__SIZEOF_INT128__)
__extension__ typedef unsigned __int128 sc_u128;
#endif

/* n must be in 1..31 (or 1..63): callers pass constants. */
SC_INLINE uint32_t sc_rotl32(uint32_t x, unsigned n) { return (x << n) | (x >> (32 - n)); }
SC_INLINE uint64_t sc_rotl64(uint64_t x, unsigned n) { return (x << n) | (x >> (64 - n)); }

/* Constant-time helpers. A "mask" is all ones (true) or all zeros (false). */

/* All ones if x != 0, else 0. */
SC_INLINE uint32_t sc_ct_mask_nonzero32(uint32_t x) { return (uint32_t)0 - ((x | ((uint32_t)0 - x)) >> 31); }
SC_INLINE uint64_t sc_ct_mask_nonzero64(uint64_t x) { return (uint64_t)0 - ((x | ((uint64_t)0 - x)) >> 63); }

/* mask ? a : b, for a mask that is all ones or all zeros. */
SC_INLINE uint32_t sc_ct_select32(uint32_t mask, uint32_t a, uint32_t b) { return b ^ (mask & (a ^ b)); }
SC_INLINE uint64_t sc_ct_select64(uint64_t mask, uint64_t a, uint64_t b) { return b ^ (mask & (a ^ b)); }

/* OR of (a[i] ^ b[i]) over n bytes: 0 exactly when equal; no early exit. */
SC_INLINE uint32_t sc_ct_diff(const uint8_t *a, const uint8_t *b, size_t n)
{
    uint32_t d = 0;
    for (size_t i = 0; i < n; i++)
        d |= (uint32_t)(a[i] ^ b[i]);
    return d;
}

/* Declares the n bytes at p public: the verdict of a tag check (0 or not),
 * the one value derived from a secret that a constant-time routine may then
 * branch on. Called on the verdict right before that branch. Does nothing;
 * it is replaceable (SC_REPLACEABLE): the constant-time test (tests/test_ctgrind.c)
 * replaces to tell valgrind the verdict is defined, so that any other branch
 * on secret data is still reported. */
void symcore__declassify(const void *p, size_t n);

/* Overwrites with zeros the `bytes` of stack right below the caller's frame
 * (a multiple of 64, at most SC_SCRUB_MAX): the frames of the calls it just
 * made. Buffers the code declares are wiped where they are used; this clears
 * what the compiler spilled on its own (register copies of key words). Called
 * before a public call that handled a key returns, with the depth its callees
 * can reach below it: the sizes below are the deepest reach the scrub_depth
 * test measured (every backend dispatch can choose, forced; gcc 12 and, on
 * x86-64, clang 14; Release, Debug and MinSizeRel; in brackets) plus a margin
 * for other compilers. That test fails if a callee ever writes below its
 * call's scrub. The *_SHORT sizes are for inputs under SC_SCRUB_SHORT_LEN
 * bytes, which every backend handles with its one-block code. Where
 * SC_SCRUB_EXACT is 0 (targets CI does not build, whose depths are not
 * measured) the scrub is one C frame holding SC_SCRUB_MAX zeroed bytes
 * whatever the size, placed where the compiler puts it. SC_REPLACEABLE:
 * the scrub_depth test replaces it with one that records where it would have
 * zeroed. */
#define SC_SCRUB_SHORT_LEN 256
#if SC_X86_64 && defined(_WIN32)
/* Windows x64 (mingw-w64): its ABI makes xmm6-xmm15 callee-saved, so every
 * vector frame saves those it uses (up to 160 bytes), and a frame that calls
 * holds 32 bytes of home space: the reach is 100 to 700 bytes deeper than on
 * the System V ABI. In brackets [gcc 12 -O3, -O2; clang 22 -O3, -O2]; CI
 * builds with gcc. */
#define SC_SCRUB_POLY1305_SHORT 512 /* one-shot [424, 424; 352, 344] */
#define SC_SCRUB_POLY1305 1088      /* one-shot [952, 1000; 920, 912]; final, verify [760, 808; 744, 736] */
#define SC_SCRUB_CHACHA20_SHORT 1088 /* [912, 912; 1008, 1000]; HChaCha20 [148, 148; 136, 128] */
#define SC_SCRUB_CHACHA20 1216      /* [1072, 1072; 1152, 1144] */
#define SC_SCRUB_AEAD 1536          /* [1360, 1360; 1472, 1464] */
#define SC_SCRUB_AES_PORTABLE 832   /* [616, 488; 744, 736] */
#define SC_SCRUB_SECRETSTREAM_INIT 320 /* [212, 212; 200, 192] */
#define SC_SCRUB_SECRETSTREAM 1664  /* push, pull, rekey [1520, 1520; 1600, 1592] */
#define SC_SCRUB_FPE_BATCH 1408     /* the FPE batches' AES-NI and VAES group engines' spills */
#define SC_SCRUB_MAX 1664
#elif SC_X86_64
#define SC_SCRUB_POLY1305_SHORT 384 /* one-shot [312] */
#define SC_SCRUB_POLY1305 832       /* one-shot [744]; final, verify: the updates before them [600] */
#define SC_SCRUB_CHACHA20_SHORT 384 /* [312]; HChaCha20 [108] */
#define SC_SCRUB_CHACHA20 768       /* [640] */
#define SC_SCRUB_AEAD 960           /* [952]: a thin margin (gcc -O2, AVX2 Poly1305 under the AVX-512
                                       ChaCha20), held to the 1280-byte bound of a whole call */
#define SC_SCRUB_AES_PORTABLE 512   /* the portable AES backend's block functions [416] */
#define SC_SCRUB_SECRETSTREAM_INIT 384 /* [HChaCha20's, as SC_SCRUB_CHACHA20_SHORT] */
#define SC_SCRUB_SECRETSTREAM 960   /* push, pull, rekey [928] */
#define SC_SCRUB_FPE_BATCH 1024     /* the FPE batches' AES-NI and VAES group engines' spills [AES-NI 384,
                                       VAES 784] */
#define SC_SCRUB_MAX 1024
#elif defined(__i386__) || defined(__s390x__)
/* 32-bit x86, short of registers, and s390x, whose ABI gives every frame a
 * 160-byte register save area; the portable backends. In brackets
 * [32-bit x86, s390x]. */
#define SC_SCRUB_POLY1305_SHORT 640 /* [508, 400] */
#define SC_SCRUB_POLY1305 640       /* [500, 400] */
#define SC_SCRUB_CHACHA20_SHORT 384 /* [312, 208] */
#define SC_SCRUB_CHACHA20 384       /* [312, 208] */
#define SC_SCRUB_AEAD 1216          /* [1052, 1064]: a short seal's one-shot MAC (portable32x2) */
#define SC_SCRUB_AES_PORTABLE 704       /* [492, 552] */
#if defined(__s390x__)
#define SC_SCRUB_SECRETSTREAM_INIT 512 /* [-, 364] */
#define SC_SCRUB_SECRETSTREAM 1408  /* push, pull, rekey [-, 1216] */
#define SC_SCRUB_MAX 1408
#else
#define SC_SCRUB_SECRETSTREAM_INIT 256 /* [124, -] */
#define SC_SCRUB_SECRETSTREAM 960   /* push, pull, rekey [788, -] */
#define SC_SCRUB_MAX 1216
#endif
#else
/* 32-bit ARM and AArch64 [in brackets], the portable backends; the sizes
 * stand for targets CI does not build too */
#define SC_SCRUB_POLY1305_SHORT 576 /* [440, 224] */
#define SC_SCRUB_POLY1305 576       /* [440, 224] */
#define SC_SCRUB_AEAD 1088          /* [912, 848] */
#define SC_SCRUB_AES_PORTABLE 512   /* [404, 288] */
#define SC_SCRUB_SECRETSTREAM_INIT 256 /* [92, 64] */
#if defined(__aarch64__)
/* AArch64's NEON ChaCha20 (neon) in braces {gcc 12, clang 22} */
#define SC_SCRUB_CHACHA20_SHORT 384 /* [-, 224 {224, 272}] */
#define SC_SCRUB_CHACHA20 704       /* [-, 224 {544, 592}] */
#define SC_SCRUB_SECRETSTREAM 960   /* push, pull, rekey [-, 736 {864, 896}] */
#define SC_SCRUB_FPE_BATCH 1088     /* the armv8-aes blocks under the FPE batches' portable engine */
#else
#define SC_SCRUB_CHACHA20_SHORT 320 /* [224, -] */
#define SC_SCRUB_CHACHA20 320       /* [224, -] */
#define SC_SCRUB_SECRETSTREAM 896   /* push, pull, rekey [692, -] */
#endif
#define SC_SCRUB_MAX 1088
#endif
#ifndef SC_SCRUB_FPE_BATCH /* targets whose only AES is the portable one, which scrubs its own frames */
#define SC_SCRUB_FPE_BATCH SC_SCRUB_AES_PORTABLE
#endif
#if (defined(__GNUC__) || defined(__clang__)) && (SC_X86_64 || defined(__i386__) || defined(__aarch64__) ||      \
                                                  defined(__arm__) || defined(__s390x__))
#define SC_SCRUB_EXACT 1 /* zeroes exactly [sp - bytes, sp), sp as the call left it (src/common/scrub.c) */
#else
#define SC_SCRUB_EXACT 0
#endif
/* Returns SYMCORE_OK, so that a public call can end with `return
 * symcore__scrub_stack(n);`: a tail call, as it was when both returned
 * nothing (a call and a return saved on the 16-byte Poly1305 MAC). */
int symcore__scrub_stack(size_t bytes);

/* CPU features, detected once and cached (the cache is written with the same
 * value by every racing thread, through relaxed atomics). */
enum {
    SC_CPU_SSE2      = 1u << 0,
    SC_CPU_SSSE3     = 1u << 1,
    SC_CPU_SSE41     = 1u << 2,
    SC_CPU_AVX       = 1u << 3, /* with OS support for YMM state */
    SC_CPU_AVX2      = 1u << 4,
    SC_CPU_BMI1      = 1u << 5,
    SC_CPU_BMI2      = 1u << 6,
    SC_CPU_AVX512F   = 1u << 7, /* with OS support for ZMM state */
    SC_CPU_AVX512VL  = 1u << 8,
    SC_CPU_AVX512BW  = 1u << 9,
    SC_CPU_AVX512IFMA = 1u << 10,
    SC_CPU_AESNI     = 1u << 11,
    SC_CPU_PCLMUL    = 1u << 12,
    SC_CPU_VAES      = 1u << 13,
    SC_CPU_ADX       = 1u << 14,
    SC_CPU_X86_64_V3 = 1u << 15, /* AVX, AVX2, BMI1, BMI2, FMA, F16C, LZCNT, MOVBE, OS YMM */
    /* AArch64 (NEON, Advanced SIMD, is in every AArch64 CPU: no bit) */
    SC_CPU_ARM_AES   = 1u << 16, /* AESE, AESD, AESMC, AESIMC (FEAT_AES) */
    SC_CPU_ARM_PMULL = 1u << 17, /* PMULL, PMULL2 on 64-bit lanes (FEAT_PMULL) */
    SC_CPU_ARM_SHA3  = 1u << 18  /* EOR3, RAX1, XAR, BCAX (FEAT_SHA3) */
};


/* The SC_CPU_* bits of this CPU; 0 on targets other than x86-64 and AArch64. Inline: a dispatch
 * point reads one cached word (a relaxed atomic load, a plain load on x86),
 * with no call that would make its caller save registers around it. */
#define SC_CPU_DETECTED (1u << 31)
extern atomic_uint symcore__cpu_cache; /* the bits, with SC_CPU_DETECTED once set */
uint32_t symcore__cpu_detect(void);    /* sets it; returns the bits */
SC_INLINE uint32_t symcore__cpu_features(void)
{
    uint32_t f = atomic_load_explicit(&symcore__cpu_cache, memory_order_relaxed);
    return (f & SC_CPU_DETECTED) ? f & ~SC_CPU_DETECTED : symcore__cpu_detect();
}
/* The bits once detected, else 0, with no call at all: for a fast path's
 * test whose caller falls back, when it fails, to a path that detects. */
SC_INLINE uint32_t symcore__cpu_features_detected(void)
{
    uint32_t f = atomic_load_explicit(&symcore__cpu_cache, memory_order_relaxed);
    return (f & SC_CPU_DETECTED) ? f & ~SC_CPU_DETECTED : 0;
}

/* the MemorySanitizer constant-time build's rules; nothing in other builds */
#include "ct_msan.h"

#endif
