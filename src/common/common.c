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

#if SC_X86_64 || (defined(__i386__) && (defined(__GNUC__) || defined(__clang__)))
/* Moves the stack pointer down SC_SCRUB_BYTES, zeroes from there up to where
 * it was with one rep stosb, and moves it back: no frame of its own, and
 * nothing is written below the stack pointer (which valgrind would flag). */
#if SC_X86_64
#define SC_SP "%%rsp"
#else
#define SC_SP "%%esp"
#endif
SC_NOINLINE void symcore__scrub_stack(void)
{
    uintptr_t dst, count;
    __asm__ __volatile__("sub %3, " SC_SP "\n\t"
                         "mov " SC_SP ", %0\n\t"
                         "rep stosb\n\t"
                         "add %3, " SC_SP
                         : "=&D"(dst), "=&c"(count)
                         : "1"((uintptr_t)SC_SCRUB_BYTES), "i"(SC_SCRUB_BYTES), "a"(0)
                         : "memory", "cc");
}
#else
/* Elsewhere, one frame holding an array of SC_SCRUB_BYTES that is zeroed: it
 * lies right below the caller's frame, over the frames of the calls the
 * caller just made. (The one frame over the library's 512-byte limit: the
 * stack_usage test allows it by name.) */
SC_NOINLINE void symcore__scrub_stack(void)
{
    uint8_t area[SC_SCRUB_BYTES];
    symcore_wipe(area, sizeof area);
#if defined(__GNUC__) || defined(__clang__)
    __asm__ __volatile__("" : : "r"(area) : "memory");
#else
    ((volatile uint8_t *)area)[0] = 0;
#endif
}
#endif

/* see internal.h; out of line and weak, so never inlined away */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((weak, noinline))
#endif
void symcore__declassify(const void *p, size_t n)
{
    (void)p;
    (void)n;
}

/* see symcore/common.h */
int symcore_ct_equal(const void *a, const void *b, size_t n)
{
    if (n == 0)
        return 1;
    if (a == NULL || b == NULL)
        return 0;
    uint32_t d = sc_ct_diff((const uint8_t *)a, (const uint8_t *)b, n);
    return (int)(1 & ((d - 1) >> 8));
}
