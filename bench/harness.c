#define _POSIX_C_SOURCE 200809L
#include "bench.h"

#include <symcore.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

uint8_t bench_in[BENCH_MAX_BYTES];
uint8_t bench_out[BENCH_MAX_BYTES + 64];
const size_t bench_sizes[5] = { 16, 64, 256, 1024, 16384 };

static const char *filter;

#define TRIALS 11
#define MAX_CONTENDERS 8
#define BATCH_NS 4e6 /* each timed batch lasts about 4 ms */

static double now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static double time_batch(const bench_contender *c, unsigned long iters)
{
    double t0 = now_ns();
    for (unsigned long i = 0; i < iters; i++)
        c->fn(c->arg);
    return now_ns() - t0;
}

static unsigned long calibrate(const bench_contender *c)
{
    unsigned long iters = 1;
    for (;;) {
        double t = time_batch(c, iters);
        if (t >= BATCH_NS / 4 || iters >= (1ul << 30))
            return t > 0 ? (unsigned long)((double)iters * BATCH_NS / t) + 1 : iters;
        iters *= 4;
    }
}

/* The core clock in GHz, or 0 where it cannot be read: a chain of dependent
 * one-cycle adds timed against the monotonic clock (x86-64, where an add has
 * one cycle of latency on every core since the Pentium 4). The TSC is not
 * used: it ticks at a fixed nominal rate, not at the boosted core clock. */
static double core_ghz;

static double measure_core_ghz(void)
{
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    double best = 1e30;
    for (int r = 0; r < 50; r++) {
        uint64_t x = (uint64_t)r;
        double t0 = now_ns();
        for (int i = 0; i < 100000; i++)
            __asm__ volatile("add $1,%0\n\tadd $1,%0\n\tadd $1,%0\n\tadd $1,%0\n\tadd $1,%0\n\t"
                             "add $1,%0\n\tadd $1,%0\n\tadd $1,%0\n\tadd $1,%0\n\tadd $1,%0"
                             : "+r"(x));
        double t = now_ns() - t0;
        if (t < best)
            best = t;
    }
    return 1e6 / best;
#else
    return 0;
#endif
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void print_row(const char *primitive, size_t bytes, const char *impl, double ns, const char *mbs,
                      const char *cpb, const char *backend, const char *ratio)
{
    printf("%-26s %6zu  %-9s %11.1f %9s %6s  %-14s %s\n", primitive, bytes, impl, ns, mbs, cpb, backend, ratio);
}

double bench_run(const char *primitive, size_t bytes, const char *backend, const bench_contender *c, size_t n)
{
    double samples[MAX_CONTENDERS][TRIALS], median[MAX_CONTENDERS];
    unsigned long iters[MAX_CONTENDERS];
    if (n > MAX_CONTENDERS)
        n = MAX_CONTENDERS;
    for (size_t k = 0; k < n; k++)
        iters[k] = calibrate(&c[k]);
    for (int t = 0; t < TRIALS; t++)
        for (size_t k = 0; k < n; k++)
            samples[k][t] = time_batch(&c[k], iters[k]) / (double)iters[k];
    for (size_t k = 0; k < n; k++) {
        qsort(samples[k], TRIALS, sizeof(double), cmp_double);
        median[k] = samples[k][TRIALS / 2];
    }
    for (size_t k = 0; k < n; k++) {
        char mbs[32] = "-", ratio[32] = "", cpb[32] = "-";
        if (bytes > 0)
            snprintf(mbs, sizeof mbs, "%.1f", (double)bytes * 1e3 / median[k]);
        if (bytes > 0 && core_ghz > 0)
            snprintf(cpb, sizeof cpb, "%.2f", median[k] * core_ghz / (double)bytes);
        if (k > 0)
            snprintf(ratio, sizeof ratio, "%.2fx", median[k] / median[0]);
        print_row(k == 0 ? primitive : "", bytes, c[k].impl, median[k], mbs, cpb, k == 0 ? backend : "", ratio);
    }
    fflush(stdout);
    return n > 0 ? median[0] : 0;
}

void bench_print_peer(const char *impl, double ns, double symcore_ns)
{
    char ratio[32];
    snprintf(ratio, sizeof ratio, "%.2fx", ns / symcore_ns);
    print_row("", 0, impl, ns, "-", "-", "", ratio);
    fflush(stdout);
}

int bench_selected(const char *primitive)
{
    return filter == NULL || strstr(primitive, filter) != NULL;
}

/* The CPU model from /proc/cpuinfo where there is one. */
static void print_machine(void)
{
    char line[256], model[256] = "unknown CPU";
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (f != NULL) {
        while (fgets(line, sizeof line, f) != NULL) {
            char *colon = strchr(line, ':');
            if (strncmp(line, "model name", 10) == 0 && colon != NULL) {
                snprintf(model, sizeof model, "%s", colon + 2);
                model[strcspn(model, "\n")] = 0;
                break;
            }
        }
        fclose(f);
    }
    printf("symcore %s on %s, compiled with %s\n", symcore_version(), model,
#if defined(__clang__)
           "clang " __clang_version__
#elif defined(__GNUC__)
           "gcc " __VERSION__
#else
           "an unknown compiler"
#endif
    );
}

int main(int argc, char **argv)
{
    if (argc > 1)
        filter = argv[1];
    uint64_t x = 0x243f6a8885a308d3ull;
    for (size_t i = 0; i < sizeof bench_in; i++) {
        x = x * 6364136223846793005ull + 1442695040888963407ull;
        bench_in[i] = (uint8_t)(x >> 56);
    }
    print_machine();
    printf("symcore-bench: median of %d interleaved trials; ratio = peer time / symcore time (above 1: symcore faster)\n",
           TRIALS);
    core_ghz = measure_core_ghz();
    if (core_ghz > 0)
        printf("core clock %.2f GHz (timed chain of dependent adds); c/B = cycles per byte at that clock\n", core_ghz);
    printf("%-26s %6s  %-9s %11s %9s %6s  %-14s %s\n", "primitive", "bytes", "impl", "ns/op", "MB/s", "c/B", "backend",
           "ratio");
    bench_keccak();
    bench_keccak_modes();
    bench_keccak_lanes();
    bench_shake_x4();
    bench_chacha();
    bench_secretstream();
    bench_aes();
    bench_fpe();
    bench_threefish();
    return 0;
}
