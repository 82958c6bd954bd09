/* Version, error strings, wiping and constant-time comparison. */
#include "internal.h"

const char *symcore_version(void)
{
    return SYMCORE_VERSION_STRING;
}

const char *symcore_strerror(int code)
{
    switch (code) {
    case SYMCORE_OK: return "success";
    case SYMCORE_EINVAL: return "invalid argument";
    case SYMCORE_EAUTH: return "authentication failed";
    case SYMCORE_ELENGTH: return "length out of range";
    case SYMCORE_EDOMAIN: return "value outside the domain";
    default: return "unknown error";
    }
}

/* see symcore/common.h */
void symcore_wipe(void *p, size_t n)
{
    if (n == 0)
        return;
    memset(p, 0, n);
#if defined(__GNUC__) || defined(__clang__)
    /* The empty asm claims to read the buffer, so the memset stays. */
    __asm__ __volatile__("" : : "r"(p) : "memory");
#else
    volatile uint8_t *v = (volatile uint8_t *)p;
    for (size_t i = 0; i < n; i++)
        v[i] = 0;
#endif
}

/* see symcore/common.h */
int symcore_ct_equal(const void *a, const void *b, size_t n)
{
    if (n == 0)
        return 1;
    uint32_t d = sc_ct_diff((const uint8_t *)a, (const uint8_t *)b, n);
    return (int)(1 & ((d - 1) >> 8));
}
