/* The ChaCha20 and Poly1305 backends this CPU can run, for the tests to loop
 * over: every one dispatch can choose here, and portable32 everywhere. */
#ifndef SYMCORE_TEST_MAC_BACKENDS_H
#define SYMCORE_TEST_MAC_BACKENDS_H

#include <stdio.h>

#include "chacha20/chacha20_internal.h"
#include "poly1305/poly1305_internal.h"

/* Fills the lists (portable first) and their counts; prints the skipped ones. */
static inline void mac_test_backends(const struct sc_chacha20_backend *cbs[6], size_t *ncb,
                                     const struct sc_poly1305_backend *pbs[4], size_t *npb)
{
    *ncb = *npb = 0;
    cbs[(*ncb)++] = &symcore__chacha20_portable;
    pbs[(*npb)++] = &symcore__poly1305_portable32;
#if SC_POLY1305_HAVE_64
    pbs[(*npb)++] = &symcore__poly1305_portable64;
#else
    pbs[(*npb)++] = &symcore__poly1305_portable32x2; /* dispatch's choice on 32-bit targets */
#endif
#if SC_CHACHA20_HAVE_NEON
    cbs[(*ncb)++] = &symcore__chacha20_neon;
#endif
#if SC_X86_64
    uint32_t cpu = symcore__cpu_features();
    cbs[(*ncb)++] = &symcore__chacha20_sse2;
    if (cpu & SC_CPU_SSSE3)
        cbs[(*ncb)++] = &symcore__chacha20_ssse3;
    else
        printf("chacha20 ssse3 not checked: this CPU lacks SSSE3\n");
    if (cpu & SC_CPU_AVX2) {
        cbs[(*ncb)++] = &symcore__chacha20_avx2;
        pbs[(*npb)++] = &symcore__poly1305_avx2;
    } else {
        printf("chacha20 and poly1305 avx2 not checked: this CPU lacks AVX2\n");
    }
    if ((cpu & (SC_CPU_AVX512F | SC_CPU_AVX512VL | SC_CPU_AVX512BW)) ==
        (SC_CPU_AVX512F | SC_CPU_AVX512VL | SC_CPU_AVX512BW)) {
        cbs[(*ncb)++] = &symcore__chacha20_avx512;
    } else {
        printf("chacha20 avx512 not checked: this CPU lacks AVX512F+VL+BW\n");
    }
    if ((cpu & SC_CPU_AVX512F) && (cpu & SC_CPU_AVX512IFMA))
        pbs[(*npb)++] = &symcore__poly1305_avx512ifma;
    else
        printf("poly1305 avx512ifma not checked: this CPU lacks AVX-512 IFMA\n");
#endif
}

#endif
