/* Run-time CPU feature detection for backend dispatch. */
#include "internal.h"

#include <stdatomic.h>

#if SC_X86_64
#include <cpuid.h>

static uint64_t read_xcr0(void)
{
    uint32_t lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    return ((uint64_t)hi << 32) | lo;
}

static uint32_t detect(void)
{
    uint32_t a = 0, b = 0, c = 0, d = 0, f = 0, max = 0;
    if (!__get_cpuid(0, &max, &b, &c, &d))
        return 0;
    __get_cpuid(1, &a, &b, &c, &d);
    uint32_t ecx1 = c, edx1 = d;
    int os_ymm = 0, os_zmm = 0;
    if ((ecx1 >> 27) & 1) { /* OSXSAVE */
        uint64_t xcr0 = read_xcr0();
        os_ymm = (xcr0 & 0x6) == 0x6;
        os_zmm = os_ymm && (xcr0 & 0xe0) == 0xe0;
    }
    if ((edx1 >> 26) & 1) f |= SC_CPU_SSE2;
    if ((ecx1 >> 9) & 1) f |= SC_CPU_SSSE3;
    if ((ecx1 >> 19) & 1) f |= SC_CPU_SSE41;
    if ((ecx1 >> 25) & 1) f |= SC_CPU_AESNI;
    if ((ecx1 >> 1) & 1) f |= SC_CPU_PCLMUL;
    if (os_ymm && ((ecx1 >> 28) & 1)) f |= SC_CPU_AVX;

    uint32_t ebx7 = 0, ecx7 = 0;
    if (max >= 7) {
        __cpuid_count(7, 0, a, b, c, d);
        ebx7 = b;
        ecx7 = c;
    }
    if ((ebx7 >> 3) & 1) f |= SC_CPU_BMI1;
    if ((ebx7 >> 8) & 1) f |= SC_CPU_BMI2;
    if ((ebx7 >> 19) & 1) f |= SC_CPU_ADX;
    if ((f & SC_CPU_AVX) && ((ebx7 >> 5) & 1)) f |= SC_CPU_AVX2;
    if ((f & SC_CPU_AVX) && ((ecx7 >> 9) & 1)) f |= SC_CPU_VAES;
    if (os_zmm && ((ebx7 >> 16) & 1)) {
        f |= SC_CPU_AVX512F;
        if ((ebx7 >> 31) & 1) f |= SC_CPU_AVX512VL;
        if ((ebx7 >> 30) & 1) f |= SC_CPU_AVX512BW;
        if ((ebx7 >> 21) & 1) f |= SC_CPU_AVX512IFMA;
    }

    uint32_t ecx81 = 0;
    __get_cpuid(0x80000000u, &a, &b, &c, &d);
    if (a >= 0x80000001u) {
        __get_cpuid(0x80000001u, &a, &b, &c, &d);
        ecx81 = c;
    }
    int fma = (ecx1 >> 12) & 1, f16c = (ecx1 >> 29) & 1, movbe = (ecx1 >> 22) & 1;
    int lzcnt = (ecx81 >> 5) & 1;
    if ((f & SC_CPU_AVX2) && (f & SC_CPU_BMI1) && (f & SC_CPU_BMI2) && fma && f16c && movbe && lzcnt)
        f |= SC_CPU_X86_64_V3;
    return f;
}
#elif SC_AARCH64 && defined(__APPLE__)
/* Every Apple M-series core (and the A-series the others build for) has AES,
 * PMULL and SHA3; the compiler says so for the target (apple-m1 and later). */
static uint32_t detect(void)
{
    uint32_t f = 0;
#if defined(__ARM_FEATURE_AES) || defined(__ARM_FEATURE_CRYPTO)
    f |= SC_CPU_ARM_AES | SC_CPU_ARM_PMULL;
#endif
#if defined(__ARM_FEATURE_SHA3)
    f |= SC_CPU_ARM_SHA3;
#endif
    return f;
}
#elif SC_AARCH64 && defined(__linux__)
/*
 * Linux on AArch64: the kernel's hardware capabilities, getauxval(AT_HWCAP)
 * (glibc 2.16, musl, bionic; the one libc function the library calls beside
 * memcpy, memmove and memset, on this target only). The other way, reading
 * ID_AA64ISAR0_EL1 with MRS, which the kernel emulates for user space, needs
 * Linux 4.11 and raises SIGILL on older kernels unless HWCAP_CPUID, itself a
 * getauxval bit, says it is there; the HWCAP bits also carry the kernel's
 * own verdict (a feature it has not enabled is not reported).
 */
#include <sys/auxv.h>

#define SC_HWCAP_AES (1ul << 3)
#define SC_HWCAP_PMULL (1ul << 4)
#define SC_HWCAP_SHA3 (1ul << 17)

static uint32_t detect(void)
{
    unsigned long h = getauxval(AT_HWCAP);
    uint32_t f = 0;
    if (h & SC_HWCAP_AES) f |= SC_CPU_ARM_AES;
    if (h & SC_HWCAP_PMULL) f |= SC_CPU_ARM_PMULL;
    if (h & SC_HWCAP_SHA3) f |= SC_CPU_ARM_SHA3;
    return f;
}
#else
/* other targets (and AArch64 outside Linux and Apple): the portable backends
 * and, on AArch64, NEON, which every such CPU has */
static uint32_t detect(void) { return 0; }
#endif

atomic_uint symcore__cpu_cache;

uint32_t symcore__cpu_detect(void)
{
    uint32_t f = detect() & ~SC_CPU_DETECTED;
    atomic_store_explicit(&symcore__cpu_cache, f | SC_CPU_DETECTED, memory_order_relaxed);
    return f;
}
