/*
 * Linked into every test: SYMCORE_TEST_CPU_OFF=aes,pmull,sha3 (any of them,
 * or "all") in the environment clears those AArch64 features from the
 * library's CPU cache before main, so that dispatch and the tests' backend
 * lists behave as on a CPU without them. qemu-aarch64 has no CPU model
 * without AES, so CI runs the aarch64 suite once more with this set (.ci/run).
 */
#include <stdlib.h>
#include <string.h>

#include "common/internal.h"

static int listed(const char *list, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = list; *p;) {
        size_t k = strcspn(p, ",");
        if ((k == n && memcmp(p, name, n) == 0) || (k == 3 && memcmp(p, "all", 3) == 0))
            return 1;
        p += k + (p[k] == ',');
    }
    return 0;
}

__attribute__((constructor)) static void cpu_off(void)
{
    const char *off = getenv("SYMCORE_TEST_CPU_OFF");
    if (off == NULL || *off == '\0')
        return;
    uint32_t f = symcore__cpu_detect(), clear = 0;
    if (listed(off, "aes"))
        clear |= SC_CPU_ARM_AES;
    if (listed(off, "pmull"))
        clear |= SC_CPU_ARM_PMULL;
    if (listed(off, "sha3"))
        clear |= SC_CPU_ARM_SHA3;
    atomic_store_explicit(&symcore__cpu_cache, (f & ~clear) | SC_CPU_DETECTED, memory_order_relaxed);
}
