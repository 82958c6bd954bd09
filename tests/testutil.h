/*
 * A minimal test harness: checks that report file and line, hex decoding,
 * a deterministic pseudo-random generator, and sentinel bytes for catching
 * writes past the end of an output buffer.
 */
#ifndef SYMCORE_TESTUTIL_H
#define SYMCORE_TESTUTIL_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int tu_failures;
static int tu_checks;

#define CHECK(cond)                                                                  \
    do {                                                                             \
        tu_checks++;                                                                 \
        if (!(cond)) {                                                               \
            tu_failures++;                                                           \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                            \
    } while (0)

#define CHECK_MEM(a, b, n, what) tu_check_mem(__FILE__, __LINE__, (a), (b), (n), (what))

static inline void tu_print_hex(const char *label, const uint8_t *p, size_t n)
{
    fprintf(stderr, "  %s: ", label);
    for (size_t i = 0; i < n; i++)
        fprintf(stderr, "%02x", p[i]);
    fprintf(stderr, "\n");
}

static inline int tu_check_mem(const char *file, int line, const void *got, const void *want, size_t n,
                        const char *what)
{
    tu_checks++;
    if (memcmp(got, want, n) == 0)
        return 1;
    tu_failures++;
    fprintf(stderr, "%s:%d: mismatch: %s\n", file, line, what);
    tu_print_hex("got ", (const uint8_t *)got, n);
    tu_print_hex("want", (const uint8_t *)want, n);
    return 0;
}

/* Decodes a hex string (whitespace ignored) into out; returns the byte count. */
static inline size_t tu_unhex(uint8_t *out, size_t cap, const char *hex)
{
    size_t n = 0;
    int hi = -1;
    for (; *hex; hex++) {
        int v;
        char ch = *hex;
        if (ch >= '0' && ch <= '9') v = ch - '0';
        else if (ch >= 'a' && ch <= 'f') v = ch - 'a' + 10;
        else if (ch >= 'A' && ch <= 'F') v = ch - 'A' + 10;
        else continue;
        if (hi < 0) {
            hi = v;
        } else {
            if (n >= cap) {
                fprintf(stderr, "tu_unhex: buffer too small\n");
                exit(2);
            }
            out[n++] = (uint8_t)(hi << 4 | v);
            hi = -1;
        }
    }
    return n;
}

/* xorshift64*: deterministic pseudo-random bytes for cross-checks. */
static uint64_t tu_rng_state = 0x9e3779b97f4a7c15ull;
static inline uint64_t tu_rand64(void)
{
    tu_rng_state ^= tu_rng_state >> 12;
    tu_rng_state ^= tu_rng_state << 25;
    tu_rng_state ^= tu_rng_state >> 27;
    return tu_rng_state * 0x2545f4914f6cdd1dull;
}
static inline void tu_fill_random(uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        p[i] = (uint8_t)(tu_rand64() >> 56);
}

/* Sentinels: an output buffer of n bytes followed by TU_GUARD bytes of 0xA5. */
#define TU_GUARD 16
#define TU_SENTINEL 0xa5
static inline void tu_guard_init(uint8_t *buf, size_t n) { memset(buf + n, TU_SENTINEL, TU_GUARD); }
static inline int tu_guard_ok(const uint8_t *buf, size_t n)
{
    for (size_t i = 0; i < TU_GUARD; i++)
        if (buf[n + i] != TU_SENTINEL)
            return 0;
    return 1;
}
#define CHECK_GUARD(buf, n) CHECK(tu_guard_ok((buf), (n)))

/* Ends main: prints the totals and returns the exit status. */
static inline int tu_finish(const char *name)
{
    printf("%s: %d checks, %d failed\n", name, tu_checks, tu_failures);
    return tu_failures == 0 ? 0 : 1;
}

#endif
