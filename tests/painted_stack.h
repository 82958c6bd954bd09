/*
 * Runs a call on a thread whose stack is a static buffer painted with a known
 * byte, so that a test can see afterwards which bytes the call wrote (its
 * depth) and what it left there (secrets it failed to clear).
 */
#ifndef SYMCORE_PAINTED_STACK_H
#define SYMCORE_PAINTED_STACK_H

#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PS_STACK_BYTES (64 * 1024)
#define PS_PAINT 0xc5

typedef void (*ps_call_fn)(void);

static uint8_t ps_stack[PS_STACK_BYTES] __attribute__((aligned(4096)));

static void *ps_trampoline(void *arg)
{
    ((ps_call_fn)(uintptr_t)arg)();
    return NULL;
}

/* Paints ps_stack, runs fn on it, and returns how many bytes at its top (the
 * end the stack grows down from) fn overwrote. */
static size_t ps_run(ps_call_fn fn)
{
    pthread_attr_t attr;
    pthread_t th;
    memset(ps_stack, PS_PAINT, sizeof ps_stack);
    pthread_attr_init(&attr);
    if (pthread_attr_setstack(&attr, ps_stack, sizeof ps_stack) != 0 ||
        pthread_create(&th, &attr, ps_trampoline, (void *)(uintptr_t)fn) != 0) {
        fprintf(stderr, "cannot start a thread on a painted stack\n");
        exit(2);
    }
    pthread_join(th, NULL);
    pthread_attr_destroy(&attr);
    size_t untouched = 0;
    while (untouched < sizeof ps_stack && ps_stack[untouched] == PS_PAINT)
        untouched++;
    return sizeof ps_stack - untouched;
}

/* Offset in ps_stack of the first 8-byte window of secret[0..n) found in the
 * top `touched` bytes (what the last call wrote, as ps_run returns), or -1. */
static inline long ps_find(const uint8_t *secret, size_t n, size_t touched)
{
    for (size_t off = 0; off + 8 <= n; off++)
        for (size_t i = sizeof ps_stack - touched; i + 8 <= sizeof ps_stack; i++)
            if (memcmp(ps_stack + i, secret + off, 8) == 0)
                return (long)i;
    return -1;
}

#endif
