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

/* see internal.h. Weak (where the compiler has weak symbols): the
 * scrub_depth test replaces it to see how deep each call's callees reach. */
#if defined(__GNUC__) || defined(__clang__)
#define SC_SCRUB_ATTR __attribute__((weak, noinline))
#else
#define SC_SCRUB_ATTR
#endif

#if SC_X86_64
/* Moves the stack pointer down `bytes`, zeroes from there up to where it was
 * with 16-byte SSE2 stores, four a turn, and moves it back: no frame of its
 * own, and nothing written below the stack pointer (which valgrind would
 * flag). Plain stores, not rep stosb: its start-up alone (≈20 ns on AMD Zen)
 * cost more than the stores. */
SC_SCRUB_ATTR void symcore__scrub_stack(size_t bytes)
{
    size_t n = bytes;
    __asm__ __volatile__("sub %0, %%rsp\n\t"
                         "pxor %%xmm0, %%xmm0\n\t"
                         "1:\n\t"
                         "movups %%xmm0, -16(%%rsp,%0)\n\t"
                         "movups %%xmm0, -32(%%rsp,%0)\n\t"
                         "movups %%xmm0, -48(%%rsp,%0)\n\t"
                         "movups %%xmm0, -64(%%rsp,%0)\n\t"
                         "sub $64, %0\n\t"
                         "jnz 1b\n\t"
                         "add %1, %%rsp"
                         : "+&r"(n)
                         : "r"(bytes)
                         : "xmm0", "memory", "cc");
}
#elif defined(__i386__) && (defined(__GNUC__) || defined(__clang__))
/* The same with one rep stosb (SSE2 is not part of the 32-bit baseline), of
 * SC_SCRUB_MAX bytes: the 32-bit depths are not measured. */
SC_SCRUB_ATTR void symcore__scrub_stack(size_t bytes)
{
    uintptr_t dst, count;
    bytes = SC_SCRUB_MAX;
    __asm__ __volatile__("sub %3, %%esp\n\t"
                         "mov %%esp, %0\n\t"
                         "rep stosb\n\t"
                         "add %3, %%esp"
                         : "=&D"(dst), "=&c"(count)
                         : "1"((uintptr_t)bytes), "r"((uintptr_t)bytes), "a"(0)
                         : "memory", "cc");
}
#else
/* Elsewhere, one frame holding an array of SC_SCRUB_MAX that is zeroed: it
 * lies right below the caller's frame, over the frames of the calls the
 * caller just made. (The one frame over the library's 512-byte limit: the
 * stack_usage test allows it by name.) */
SC_SCRUB_ATTR void symcore__scrub_stack(size_t bytes)
{
    uint8_t area[SC_SCRUB_MAX];
    (void)bytes;
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
