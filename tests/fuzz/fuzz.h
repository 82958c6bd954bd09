/*
 * Shared helpers of the libFuzzer targets (tests/fuzz/fuzz_*.c). A target
 * reads its parameters - lengths, split points, opcodes, keys - from the
 * front of the fuzzer's input with fz_byte/fz_size/fz_take and uses the rest
 * as its message. A failed property aborts, which libFuzzer reports as a
 * crash and saves the input that caused it.
 *
 * Each target is one small fuzz_<name>.c defining LLVMFuzzerTestOneInput and
 * one symcore_fuzz(<name>) line in tests/fuzz/CMakeLists.txt; its seed
 * corpus is tests/fuzz/corpus/<name>/.
 */
#ifndef SYMCORE_FUZZ_H
#define SYMCORE_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <symcore.h>

#include "common/internal.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define FZ_ASSERT(cond)                                                                 \
    do {                                                                                \
        if (!(cond)) {                                                                  \
            fprintf(stderr, "%s:%d: property failed: %s\n", __FILE__, __LINE__, #cond); \
            abort();                                                                    \
        }                                                                               \
    } while (0)

/* The unread part of the fuzzer's input. */
struct fz {
    const uint8_t *p;
    size_t n;
};

/* The next byte, 0 once the input is used up. */
static inline uint8_t fz_byte(struct fz *f)
{
    if (f->n == 0)
        return 0;
    f->n--;
    return *f->p++;
}

/* A number in 0..max from the next two bytes. */
static inline size_t fz_size(struct fz *f, size_t max)
{
    size_t v = fz_byte(f);
    v = v << 8 | fz_byte(f);
    return v % (max + 1);
}

/* Copies the next n bytes to out, zeros past the end of the input. */
static inline void fz_take(struct fz *f, void *out, size_t n)
{
    size_t k = n < f->n ? n : f->n;
    memcpy(out, f->p, k);
    memset((uint8_t *)out + k, 0, n - k);
    f->p += k;
    f->n -= k;
}

/* Sentinel bytes after an output buffer: fz_guard sets them, fz_guarded checks them. */
#define FZ_GUARD 0xa5
static inline void fz_guard(uint8_t *p, size_t n)
{
    memset(p, FZ_GUARD, n);
}
static inline int fz_guarded(const uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (p[i] != FZ_GUARD)
            return 0;
    return 1;
}

#endif
