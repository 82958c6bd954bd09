/* Version, error strings, wiping and constant-time comparison (symcore_verify). */
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
    if (p == NULL || n == 0)
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

/* see symcore/common.h. The verdict is computed without a branch on the
 * contents: d is the OR of the byte differences (0..255), so bit 8 of d - 1
 * is set exactly when d is 0 (d - 1 wraps to all ones). The caller branches
 * on the result, which is public by then. */
int symcore_verify(const void *a, const void *b, size_t n)
{
    if (n == 0)
        return SYMCORE_OK;
    if (a == NULL || b == NULL)
        return SYMCORE_EINVAL;
    uint32_t d = sc_ct_diff((const uint8_t *)a, (const uint8_t *)b, n);
    int differ = (int)(1 & ~((d - 1) >> 8)); /* 1 if d != 0, else 0 */
    return differ * SYMCORE_EAUTH;
}
