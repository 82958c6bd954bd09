/* The stack scrub (see internal.h), in its own object file so that the
 * scrub_depth test can replace it (SC_REPLACEABLE) to see how deep each
 * call's callees reach. */
#include "internal.h"

#if SC_X86_64
/* Moves the stack pointer down `bytes`, zeroes from there up to where it was
 * with 16-byte SSE2 stores, four a turn, and moves it back: no frame of its
 * own, and nothing written below the stack pointer (which valgrind would
 * flag). Plain stores, not rep stosb: for the at most SC_SCRUB_MAX bytes a
 * scrub clears, rep stosb's start-up alone costs more than the stores
 * (src/common/README.md). The same code serves the Windows x64 ABI: the
 * operands are in registers the compiler picks, xmm0 is call-clobbered there
 * too, and no red zone is needed; the stores go down from the stack pointer
 * 64 bytes at a time, so they reach the pages below it in order and the guard
 * page that commits the next one is never skipped. */
SC_REPLACEABLE int symcore__scrub_stack(size_t bytes)
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
    return SYMCORE_OK;
}
#elif SC_SCRUB_EXACT
/* The same on the other targets CI runs, in the registers the compiler picks
 * (none callee-saved, so no frame): the stack pointer moves down first, so
 * the bytes being zeroed are never below it, where a signal handler may
 * write. */
SC_REPLACEABLE int symcore__scrub_stack(size_t bytes)
{
    uintptr_t p, end;
    (void)end;
#if defined(__i386__)
    __asm__ __volatile__("mov %%esp, %0\n\t"
                         "sub %1, %%esp\n\t"
                         "1:\n\t"
                         "movl $0, -4(%0)\n\t"
                         "movl $0, -8(%0)\n\t"
                         "movl $0, -12(%0)\n\t"
                         "movl $0, -16(%0)\n\t"
                         "sub $16, %0\n\t"
                         "cmp %%esp, %0\n\t"
                         "jne 1b\n\t"
                         "add %1, %%esp"
                         : "=&r"(p)
                         : "r"(bytes)
                         : "memory", "cc");
#elif defined(__aarch64__)
    __asm__ __volatile__("mov %0, sp\n\t"
                         "sub %1, %0, %2\n\t"
                         "mov sp, %1\n\t"
                         "1:\n\t"
                         "stp xzr, xzr, [%0, #-16]!\n\t"
                         "stp xzr, xzr, [%0, #-16]!\n\t"
                         "cmp %0, %1\n\t"
                         "b.ne 1b\n\t"
                         "add sp, sp, %2"
                         : "=&r"(p), "=&r"(end)
                         : "r"(bytes)
                         : "memory", "cc");
#elif defined(__arm__)
    __asm__ __volatile__("mov %0, sp\n\t"
                         "sub %1, %0, %2\n\t"
                         "mov sp, %1\n\t"
                         "1:\n\t"
                         "str %3, [%0, #-4]!\n\t"
                         "str %3, [%0, #-4]!\n\t"
                         "cmp %0, %1\n\t"
                         "bne 1b\n\t"
                         "add sp, sp, %2"
                         : "=&r"(p), "=&r"(end)
                         : "r"(bytes), "r"(0)
                         : "memory", "cc");
#else /* s390x; an address register (not r0) for the stores' base */
    __asm__ __volatile__("lgr %0, %%r15\n\t"
                         "sgr %%r15, %1\n\t"
                         "1:\n\t"
                         "aghi %0, -16\n\t"
                         "stg %2, 0(%0)\n\t"
                         "stg %2, 8(%0)\n\t"
                         "clgr %0, %%r15\n\t"
                         "jne 1b\n\t"
                         "agr %%r15, %1"
                         : "=&a"(p)
                         : "r"(bytes), "r"((uintptr_t)0)
                         : "memory", "cc");
#endif
    return SYMCORE_OK;
}
#else
/* Elsewhere, one frame holding an array of SC_SCRUB_MAX that is zeroed: it
 * lies right below the caller's frame, over the frames of the calls the
 * caller just made. (The one frame over the library's 512-byte limit: the
 * stack_usage test allows it by name.) */
SC_REPLACEABLE int symcore__scrub_stack(size_t bytes)
{
    uint8_t area[SC_SCRUB_MAX];
    (void)bytes;
    symcore_wipe(area, sizeof area);
#if defined(__GNUC__) || defined(__clang__)
    __asm__ __volatile__("" : : "r"(area) : "memory");
#else
    ((volatile uint8_t *)area)[0] = 0;
#endif
    return SYMCORE_OK;
}
#endif
