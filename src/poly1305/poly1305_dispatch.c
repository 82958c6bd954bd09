/* The one dispatch point of Poly1305: on x86-64 the 8-lane IFMA code when
 * the CPU has AVX-512 IFMA (faster than 8 lanes of 26-bit limbs in AVX-512F:
 * 18 multiply instructions per 8 blocks instead of 50), else the AVX2
 * code, else the portable core. */
#include "poly1305_internal.h"
#include "../common/backends.h"

const struct sc_poly1305_backend *symcore__poly1305_forced;

const struct sc_poly1305_backend *symcore__poly1305_backend(void)
{
    if (symcore__poly1305_forced != NULL)
        return symcore__poly1305_forced;
#if SC_X86_64
    uint32_t f = symcore__cpu_features();
    if ((f & SC_CPU_AVX512F) && (f & SC_CPU_AVX512IFMA))
        return &symcore__poly1305_avx512ifma;
    if (f & SC_CPU_AVX2)
        return &symcore__poly1305_avx2;
#endif
#if SC_POLY1305_HAVE_64
    return &symcore__poly1305_portable64;
#else
    return &symcore__poly1305_portable32x2;
#endif
}

const char *symcore__poly1305_backend_name(void)
{
    return symcore__poly1305_backend()->name;
}
