/* The AES backends this CPU can run, for the tests to loop over. */
#ifndef SYMCORE_TEST_AES_BACKENDS_H
#define SYMCORE_TEST_AES_BACKENDS_H

#include <stdio.h>

#include "aes/aes_internal.h"

/* Fills list with the runnable backends (portable first); prints the skipped ones. */
static int aes_test_backends(const struct sc_aes_backend *list[4])
{
    int n = 0;
    list[n++] = &symcore__aes_portable;
#if SC_X86_64
    uint32_t f = symcore__cpu_features();
    if (f & SC_CPU_AESNI)
        list[n++] = &symcore__aes_aesni;
    else
        printf("no AES-NI: aesni backend skipped\n");
    if ((f & SC_CPU_AESNI) && (f & SC_CPU_VAES) && (f & SC_CPU_AVX512F))
        list[n++] = &symcore__aes_vaes;
    else
        printf("no VAES with AVX-512: vaes backend skipped\n");
#endif
#if SC_AES_HAVE_ARMV8
    if (symcore__cpu_features() & SC_CPU_ARM_AES)
        list[n++] = &symcore__aes_armv8;
    else
        printf("no AES instructions: armv8-aes backend skipped\n");
#endif
    return n;
}

#endif
