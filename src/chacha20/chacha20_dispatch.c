/* The one dispatch point of ChaCha20: the fastest backend this CPU can run.
 * On x86-64 SSE2 is always there; SSSE3 and AVX2 are checked by CPUID. */
#include "chacha20_internal.h"
#include "../common/backends.h"

const struct sc_chacha20_backend *symcore__chacha20_backend(void)
{
#if SC_X86_64
    uint32_t f = symcore__cpu_features();
    if (f & SC_CPU_AVX2)
        return &symcore__chacha20_avx2;
    if (f & SC_CPU_SSSE3)
        return &symcore__chacha20_ssse3;
    return &symcore__chacha20_sse2;
#else
    return &symcore__chacha20_portable;
#endif
}

const char *symcore__chacha20_backend_name(void)
{
    return symcore__chacha20_backend()->name;
}
