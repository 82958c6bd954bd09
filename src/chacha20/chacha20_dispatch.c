/* The one dispatch point of ChaCha20: the fastest backend this CPU can run.
 * On x86-64 SSE2 is always there; SSSE3, AVX2 and AVX-512 are checked by CPUID.
 * On little-endian AArch64 NEON is always there. */
#include "chacha20_internal.h"
#include "../common/backends.h"

const struct sc_chacha20_backend *symcore__chacha20_forced;

const struct sc_chacha20_backend *symcore__chacha20_backend(void)
{
    if (symcore__chacha20_forced != NULL)
        return symcore__chacha20_forced;
#if SC_X86_64
    const uint32_t avx512 = SC_CPU_AVX512F | SC_CPU_AVX512VL | SC_CPU_AVX512BW;
    uint32_t f = symcore__cpu_features();
    if ((f & avx512) == avx512)
        return &symcore__chacha20_avx512;
    if (f & SC_CPU_AVX2)
        return &symcore__chacha20_avx2;
    if (f & SC_CPU_SSSE3)
        return &symcore__chacha20_ssse3;
    return &symcore__chacha20_sse2;
#elif SC_CHACHA20_HAVE_NEON
    return &symcore__chacha20_neon;
#else
    return &symcore__chacha20_portable;
#endif
}

const char *symcore__chacha20_backend_name(void)
{
    return symcore__chacha20_backend()->name;
}
