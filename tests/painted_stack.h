/*
 * Runs a call on a thread whose stack is a static buffer painted with a known
 * byte, so that a test can see afterwards which bytes the call wrote (its
 * depth) and what it left there (secrets it failed to clear).
 *
 * The thread paints the stack below its own stack pointer right before the
 * call and looks at it right after, before it returns: what the C library
 * does on the thread's stack before and after (start-up, TLS set-up, exit
 * handlers, qemu-user's own emulation of them) is neither counted nor able
 * to hide what the call left. So the figures are the call's alone, natively
 * and under qemu-user (the painted stack is the guest's own memory, and the
 * guest's code runs on it as it would natively). On Windows (x86-64) the
 * calling thread itself switches onto the painted stack (see ps_run).
 */
#ifndef SYMCORE_PAINTED_STACK_H
#define SYMCORE_PAINTED_STACK_H

#if defined(_WIN32)
#include <windows.h>
#else
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#endif
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Above every target's PTHREAD_STACK_MIN (128 KiB on AArch64 Linux, where a
 * smaller stack makes pthread_create fail). */
#define PS_STACK_BYTES (256 * 1024)
#define PS_PAINT 0xc5

typedef void (*ps_call_fn)(void);

static uint8_t ps_stack[PS_STACK_BYTES] __attribute__((aligned(4096)));
/* The stack as the last call left it: a copy taken on the thread right after
 * the call returned (only the top PS_STACK_BYTES - ps_low bytes are kept). */
static uint8_t ps_copy[PS_STACK_BYTES];
static size_t ps_low;   /* offset in ps_stack of the lowest byte the last call wrote */
static size_t ps_sp;    /* offset in ps_stack of the stack pointer it was called with */

/* The stack pointer, exactly where the ABI's register is known, else the
 * address of a local of the caller's frame (a little above it). */
__attribute__((always_inline)) static inline uintptr_t ps_stack_pointer(void)
{
    uintptr_t sp;
#if defined(__x86_64__)
    __asm__ __volatile__("mov %%rsp, %0" : "=r"(sp));
#elif defined(__i386__)
    __asm__ __volatile__("mov %%esp, %0" : "=r"(sp));
#elif defined(__aarch64__) || defined(__arm__)
    __asm__ __volatile__("mov %0, sp" : "=r"(sp));
#elif defined(__s390x__)
    __asm__ __volatile__("lgr %0, %%r15" : "=r"(sp));
#else
    volatile uint8_t here = 0;
    sp = (uintptr_t)&here;
#endif
    return sp;
}

/* Out of line, so that the stack pointer it reads is the one fn gets. It
 * calls nothing but fn: a call would write below the stack pointer, so the
 * loops go through volatile pointers, which the compiler cannot turn into
 * memset or memcpy. */
__attribute__((noinline)) static void ps_call(ps_call_fn fn)
{
    size_t sp = (size_t)(ps_stack_pointer() - (uintptr_t)ps_stack);
    if (sp > sizeof ps_stack)
        abort(); /* not on the painted stack */
    volatile uint64_t *words = (volatile uint64_t *)(void *)ps_stack;
    for (size_t i = 0; i < sp / 8; i++)
        words[i] = 0x0101010101010101u * PS_PAINT;
    fn();
    const volatile uint8_t *stack = ps_stack;
    volatile uint8_t *copy = ps_copy;
    size_t low = 0;
    while (low + 8 <= sp && words[low / 8] == 0x0101010101010101u * PS_PAINT)
        low += 8;
    while (low < sp && stack[low] == PS_PAINT)
        low++;
    for (size_t i = low; i < sizeof ps_stack; i++)
        copy[i] = stack[i];
    ps_low = low;
    ps_sp = sp;
}

#if defined(_WIN32) && defined(__x86_64__)
/* Windows places a thread's stack itself (CreateThread takes a size, no
 * address; winpthreads ignores pthread_attr_setstack's), so ps_run moves the
 * calling thread onto ps_stack for the call, as SwitchToFiber moves a thread
 * onto a fiber's stack: the stack pointer, and the stack bounds in the
 * thread's TIB (StackBase, StackLimit), which the system's stack checks read;
 * then back. The call gets the Win64 ABI's 32 bytes of home space above its
 * return address and a 16-byte aligned stack; rbx, callee-saved, keeps the
 * old stack pointer, and the asm clobbers what a call may clobber. */
static ps_call_fn ps_fn;
static void ps_on_painted_stack(void) { ps_call(ps_fn); }

static size_t ps_run(ps_call_fn fn)
{
    NT_TIB *tib; /* NtCurrentTeb() (gcc 12 -Warray-bounds takes its gs:0x30 read for an array's) */
    __asm__("mov %%gs:0x30, %0" : "=r"(tib));
    void *base = tib->StackBase, *limit = tib->StackLimit;
    ps_fn = fn;
    tib->StackBase = ps_stack + sizeof ps_stack;
    tib->StackLimit = ps_stack;
    __asm__ __volatile__("mov %%rsp, %%rbx\n\t"
                         "lea -32(%[top]), %%rsp\n\t"
                         "call *%[fn]\n\t"
                         "mov %%rbx, %%rsp"
                         :
                         : [top] "r"(ps_stack + sizeof ps_stack), [fn] "r"(ps_on_painted_stack)
                         : "rax", "rbx", "rcx", "rdx", "r8", "r9", "r10", "r11", "xmm0", "xmm1", "xmm2", "xmm3",
                           "xmm4", "xmm5", "memory", "cc");
    tib->StackBase = base;
    tib->StackLimit = limit;
    return sizeof ps_stack - ps_low;
}
#else
static void *ps_trampoline(void *arg)
{
    ps_call((ps_call_fn)(uintptr_t)arg);
    return NULL;
}

/* Runs fn on the painted stack and returns how many bytes at its top (the end
 * the stack grows down from) down to the lowest byte fn wrote: what ps_find
 * searches. */
static size_t ps_run(ps_call_fn fn)
{
    pthread_attr_t attr;
    pthread_t th;
    pthread_attr_init(&attr);
    if (pthread_attr_setstack(&attr, ps_stack, sizeof ps_stack) != 0 ||
        pthread_create(&th, &attr, ps_trampoline, (void *)(uintptr_t)fn) != 0) {
        fprintf(stderr, "cannot start a thread on a painted stack\n");
        exit(2);
    }
    pthread_join(th, NULL);
    pthread_attr_destroy(&attr);
    return sizeof ps_stack - ps_low;
}
#endif

/* How deep below the stack pointer it was called with the last call wrote:
 * its stack use, callees (and on x86 its return address) included. */
static inline size_t ps_depth(void) { return ps_sp > ps_low ? ps_sp - ps_low : 0; }

/* Offset in ps_stack of the first 8-byte window of secret[0..n) found in the
 * top `touched` bytes as the last call left them (ps_run's result), or -1. */
static inline long ps_find(const uint8_t *secret, size_t n, size_t touched)
{
    for (size_t off = 0; off + 8 <= n; off++)
        for (size_t i = sizeof ps_stack - touched; i + 8 <= sizeof ps_stack; i++)
            if (memcmp(ps_copy + i, secret + off, 8) == 0)
                return (long)i;
    return -1;
}

#endif
