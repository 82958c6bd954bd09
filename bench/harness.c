#define _POSIX_C_SOURCE 200809L
#include "bench.h"

#include <symcore.h>

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

uint8_t bench_in[BENCH_MAX_BYTES];
uint8_t bench_out[BENCH_MAX_BYTES + 64];
const size_t bench_sizes[5] = { 16, 64, 256, 1024, 16384 };

/* The command line: filters (a row runs when one of them is a substring of
 * its name or its group's, case aside), --csv, --list. */
#define MAX_FILTERS 16
static const char *filters[MAX_FILTERS];
static int nfilters, csv, listing;

/* The groups, each one function of a bench_*.c file. */
static const struct group {
    const char *name;
    void (*run)(void);
    const char *about;
} groups[] = {
    { "keccak", bench_keccak, "Keccak-f[1600], SHA-3, SHAKE, cSHAKE" },
    { "keccak-modes", bench_keccak_modes, "KMAC, TupleHash, TurboSHAKE, KT128, ParallelHash" },
    { "keccak-lanes", bench_keccak_lanes, "many-lane leaf hashing (KT leaves)" },
    { "shake-x4", bench_shake_x4, "SHAKE128x4 and SHAKE256x4 in ML-KEM's shapes" },
    { "chacha", bench_chacha, "ChaCha20, Poly1305, (X)ChaCha20-Poly1305" },
    { "secretstream", bench_secretstream, "secretstream push and pull" },
    { "aes", bench_aes, "AES, on each backend (FPE's block cipher)" },
    { "fpe", bench_fpe, "FF1 and FF3-1, on each AES backend" },
    { "threefish", bench_threefish, "Threefish, Skein" },
};
#define NGROUPS (sizeof groups / sizeof groups[0])
static const struct group *current;
static int group_match[NGROUPS]; /* the dry pass found a row the filters select */

/* Rows collected by the dry pass (--list, and before a filtered run). */
#define MAX_ROWS 512
static struct {
    const struct group *g;
    char name[64];
    char sizes[96];
} rows[MAX_ROWS];
static size_t nrows;

static size_t next_n; /* bench_numerals, for the next bench_run */
static uint32_t next_radix;
/* the rows being printed: their primitive, bytes, n and radix */
static char row_primitive[96];
static size_t row_bytes, row_n;
static uint32_t row_radix;
static int last_timed;      /* the last bench_run was timed (bench_print_peer) */
static int last_counts;     /* ... and its first row was "symcore" (peer rows count) */
static int leads, ties, trails;
#define TIE 0.03 /* within 3%: a tie */

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

/* needle in hay, case aside */
static int contains(const char *hay, const char *needle)
{
    size_t n = strlen(needle);
    for (; *hay; hay++) {
        size_t i = 0;
        while (i < n && hay[i] && tolower((unsigned char)hay[i]) == tolower((unsigned char)needle[i]))
            i++;
        if (i == n)
            return 1;
    }
    return n == 0;
}

static int matches(const char *text)
{
    for (int i = 0; i < nfilters; i++)
        if (contains(text, filters[i]))
            return 1;
    return 0;
}

static int row_selected(const char *primitive)
{
    return nfilters == 0 || matches(current->name) || matches(primitive);
}

/* A guard is selected when the filters match it or its group, or match a
 * row of its group whose name contains it ("cshake256" guards "cshake256
 * seed"); a guard that names no row ("fpe") when they match any row of the
 * group (bench_run filters the rows). */
int bench_selected(const char *primitive)
{
    int names_rows = 0;
    if (listing || nfilters == 0 || matches(current->name) || matches(primitive))
        return 1;
    for (size_t i = 0; i < nrows; i++) {
        if (rows[i].g != current || !contains(rows[i].name, primitive))
            continue;
        if (matches(rows[i].name))
            return 1;
        names_rows = 1;
    }
    return !names_rows && group_match[current - groups];
}

int bench_listing(void) { return listing; }

void bench_numerals(size_t n, uint32_t radix)
{
    next_n = n;
    next_radix = radix;
}

/* The last note, printed before the next rows that are timed (dropped if
 * another note comes first: its section timed nothing). */
static char note[1024];

void bench_note(const char *fmt, ...)
{
    va_list ap;
    if (listing || csv)
        return;
    va_start(ap, fmt);
    vsnprintf(note, sizeof note, fmt, ap);
    va_end(ap);
}

const char *bench_symcore_impl(const char *backend, const char *selected)
{
    static char ring[8][48];
    static unsigned next;
    char *p = ring[next++ % 8];
    if (strcmp(backend, selected) == 0)
        return "symcore";
    snprintf(p, sizeof ring[0], "symcore:%s", backend);
    return p;
}

enum kind { K_SYMCORE, K_VARIANT, K_FLOOR, K_PEER };
static enum kind kind_of(const char *impl)
{
    if (strcmp(impl, "symcore") == 0)
        return K_SYMCORE;
    if (strncmp(impl, "symcore:", 8) == 0)
        return K_VARIANT;
    if (strncmp(impl, "floor:", 6) == 0)
        return K_FLOOR;
    return K_PEER;
}

/* Records a row name for --list, its sizes gathered on one line. */
static void record(const char *primitive, size_t bytes)
{
    size_t i;
    char size[48];
    if (next_n > 0)
        snprintf(size, sizeof size, "n=%zu radix=%lu", next_n, (unsigned long)next_radix);
    else if (bytes > 0)
        snprintf(size, sizeof size, "%zu", bytes);
    else
        snprintf(size, sizeof size, "(per call)");
    for (i = 0; i < nrows; i++)
        if (rows[i].g == current && strcmp(rows[i].name, primitive) == 0)
            break;
    if (i == nrows) {
        if (nrows == MAX_ROWS)
            return;
        rows[i].g = current;
        snprintf(rows[i].name, sizeof rows[i].name, "%s", primitive);
        rows[i].sizes[0] = 0;
        nrows++;
    }
    size_t used = strlen(rows[i].sizes);
    if (strstr(rows[i].sizes, size) == NULL && used + strlen(size) + 2 < sizeof rows[i].sizes)
        snprintf(rows[i].sizes + used, sizeof rows[i].sizes - used, "%s%s", used ? " " : "", size);
}

static void csv_field(const char *s)
{
    putchar('"');
    for (; *s; s++) {
        if (*s == '"')
            putchar('"');
        putchar(*s);
    }
    putchar('"');
}

/* One measurement of the rows being printed: a table row (the primitive on
 * the first only), or a CSV line. ratio and floor are 0 when they do not apply. */
static void print_row(int first, const char *impl, const char *backend, double ns, double ratio, double floor)
{
    char size[48] = "", rate[32] = "-", cpb[32] = "-", r[16] = "", f[16] = "";
    const double units = row_n > 0 ? (double)row_n : (double)row_bytes;
    if (units > 0) {
        snprintf(rate, sizeof rate, "%.1f", units * 1e3 / ns);
        if (core_ghz > 0)
            snprintf(cpb, sizeof cpb, "%.2f", ns * core_ghz / units);
    }
    if (ratio > 0)
        snprintf(r, sizeof r, "%.2fx", ratio);
    if (floor > 0)
        snprintf(f, sizeof f, "%.2fx", floor);
    if (csv) {
        csv_field(row_primitive);
        if (row_n > 0)
            printf(",,%zu,%lu,", row_n, (unsigned long)row_radix);
        else
            printf(",%zu,,,", row_bytes);
        csv_field(impl);
        putchar(',');
        csv_field(backend);
        printf(",%.1f,%s,%s,%s,%s\n", ns, row_n == 0 && units > 0 ? rate : "",
               row_n == 0 && units > 0 && core_ghz > 0 ? cpb : "", r, f);
        return;
    }
    if (row_n > 0) { /* numerals per microsecond and cycles per numeral */
        snprintf(size, sizeof size, "n=%zu r=%lu", row_n, (unsigned long)row_radix);
        printf("%-28s %13s  %-20s %11.1f %8s/us %6s/n  %-27s %7s %7s\n", first ? row_primitive : "", size, impl, ns,
               rate, cpb, backend, r, f);
    } else {
        snprintf(size, sizeof size, row_bytes > 0 ? "%zu" : "-", row_bytes);
        printf("%-28s %13s  %-20s %11.1f %11s %8s  %-27s %7s %7s\n", first ? row_primitive : "", size, impl, ns,
               rate, cpb, backend, r, f);
    }
}

/* A peer row's ratio into the summary, when symcore's row was "symcore". */
static void tally(double ratio)
{
    if (!last_counts)
        return;
    if (ratio > 1 + TIE)
        leads++;
    else if (ratio < 1 - TIE)
        trails++;
    else
        ties++;
}

double bench_run(const char *primitive, size_t bytes, const char *backend, const bench_contender *c, size_t n)
{
    double samples[MAX_CONTENDERS][TRIALS], median[MAX_CONTENDERS], floor_ns = 0;
    unsigned long iters[MAX_CONTENDERS];
    last_timed = 0;
    if (listing) {
        record(primitive, bytes);
        next_n = 0;
        return 0;
    }
    if (!row_selected(primitive) || n == 0) {
        next_n = 0;
        return 0;
    }
    if (n > MAX_CONTENDERS)
        n = MAX_CONTENDERS;
    if (note[0] != 0) {
        fputs(note, stdout);
        note[0] = 0;
    }
    for (size_t k = 0; k < n; k++)
        iters[k] = calibrate(&c[k]);
    for (int t = 0; t < TRIALS; t++)
        for (size_t k = 0; k < n; k++)
            samples[k][t] = time_batch(&c[k], iters[k]) / (double)iters[k];
    for (size_t k = 0; k < n; k++) {
        qsort(samples[k], TRIALS, sizeof(double), cmp_double);
        median[k] = samples[k][TRIALS / 2];
        if (kind_of(c[k].impl) == K_FLOOR && floor_ns == 0)
            floor_ns = median[k];
    }
    last_counts = kind_of(c[0].impl) == K_SYMCORE;
    snprintf(row_primitive, sizeof row_primitive, "%s", primitive);
    row_bytes = bytes;
    row_n = next_n;
    row_radix = next_radix;
    next_n = 0;
    for (size_t k = 0; k < n; k++) {
        const enum kind kd = kind_of(c[k].impl);
        const double ratio = k > 0 && kd != K_FLOOR ? median[k] / median[0] : 0;
        const char *be = kd == K_SYMCORE || k == 0 ? backend : "";
        print_row(k == 0, c[k].impl, be, median[k], ratio,
                  kd != K_FLOOR && floor_ns > 0 ? median[k] / floor_ns : 0);
        if (kd == K_PEER)
            tally(ratio);
    }
    fflush(stdout);
    last_timed = 1;
    return median[0];
}

void bench_print_peer(const char *impl, double ns, double symcore_ns)
{
    if (!last_timed || symcore_ns <= 0)
        return;
    const double ratio = ns / symcore_ns;
    print_row(0, impl, "", ns, ratio, 0);
    tally(ratio);
    fflush(stdout);
}
/* The CPU model from /proc/cpuinfo where there is one. */
static void print_machine(FILE *to)
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
    fprintf(to, "symcore %s on %s, compiled with %s\n", symcore_version(), model,
#if defined(__clang__)
           "clang " __clang_version__
#elif defined(__GNUC__)
           "gcc " __VERSION__
#else
           "an unknown compiler"
#endif
    );
}

static void usage(FILE *to)
{
    fprintf(to,
            "usage: symcore-bench [--csv] [FILTER...]\n"
            "       symcore-bench --list [FILTER...]\n"
            "       symcore-bench --help\n"
            "\n"
            "Times symcore beside the peer libraries found at build time (median of %d\n"
            "interleaved trials) and prints one row per implementation and size.\n"
            "\n"
            "  FILTER   run only the rows whose name, or whose group's name, contains\n"
            "           one of the FILTERs (case aside): `symcore-bench ff1`,\n"
            "           `symcore-bench shake-x4 kmac`. No FILTER: every row.\n"
            "  --list   print the groups and their rows (with their sizes) and exit;\n"
            "           nothing is timed.\n"
            "  --csv    one CSV line per measurement, after a header line:\n"
            "           primitive,bytes,n,radix,impl,backend,ns,mb_s,cycles_per_byte,ratio,floor\n"
            "           (FPE rows give n and radix instead of bytes); the machine line\n"
            "           and the summary go to stderr.\n"
            "  --help   this text.\n"
            "\n"
            "impl: \"symcore\" is symcore as called (the backend it selects on this CPU);\n"
            "\"symcore:<x>\" is symcore forced to backend <x> or called another way;\n"
            "\"floor:<x>\" is a lower bound; anything else is a peer library.\n"
            "ratio = row time / the first row's time: for a peer, peer time / symcore\n"
            "time (above 1: symcore faster). floor = row time / the floor's time.\n"
            "The last line counts the peer rows symcore leads, ties (within +-3%%) and\n"
            "trails. Exit status: 0, or 2 for a bad option or a filter that matches\n"
            "no row.\n",
            TRIALS);
}

/* The dry pass: every group's rows, timed not, with their names and sizes. */
static void collect_rows(void)
{
    listing = 1;
    nrows = 0;
    for (size_t g = 0; g < NGROUPS; g++) {
        current = &groups[g];
        groups[g].run();
    }
    listing = 0;
    for (size_t i = 0; i < nrows; i++)
        if (matches(rows[i].g->name) || matches(rows[i].name))
            group_match[rows[i].g - groups] = 1;
}

static int list_rows(void)
{
    const struct group *last = NULL;
    int any = 0;
    for (size_t i = 0; i < nrows; i++) {
        if (nfilters > 0 && !matches(rows[i].g->name) && !matches(rows[i].name))
            continue;
        if (rows[i].g != last) {
            printf("%s%s: %s\n", any ? "\n" : "", rows[i].g->name, rows[i].g->about);
            last = rows[i].g;
        }
        printf("  %-30s %s\n", rows[i].name, rows[i].sizes);
        any = 1;
    }
    return any;
}

int main(int argc, char **argv)
{
    int list = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(argv[i], "--list") == 0) {
            list = 1;
        } else if (strcmp(argv[i], "--csv") == 0) {
            csv = 1;
        } else if (argv[i][0] == '-' && argv[i][1] != 0) {
            fprintf(stderr, "symcore-bench: unknown option %s\n", argv[i]);
            usage(stderr);
            return 2;
        } else if (nfilters < MAX_FILTERS) {
            filters[nfilters++] = argv[i];
        }
    }
    uint64_t x = 0x243f6a8885a308d3ull;
    for (size_t i = 0; i < sizeof bench_in; i++) {
        x = x * 6364136223846793005ull + 1442695040888963407ull;
        bench_in[i] = (uint8_t)(x >> 56);
    }
    if (list || nfilters > 0) {
        collect_rows();
        if (list) {
            if (!list_rows()) {
                fprintf(stderr, "symcore-bench: no row or group matches the filter\n");
                return 2;
            }
            return 0;
        }
        int any = 0;
        for (size_t g = 0; g < NGROUPS; g++)
            any |= group_match[g];
        if (!any) {
            fprintf(stderr, "symcore-bench: no row or group matches the filter (symcore-bench --list)\n");
            return 2;
        }
    }
    print_machine(csv ? stderr : stdout);
    core_ghz = measure_core_ghz();
    if (csv) {
        printf("primitive,bytes,n,radix,impl,backend,ns,mb_s,cycles_per_byte,ratio,floor\n");
    } else {
        printf("symcore-bench: median of %d interleaved trials. ratio = row time / first row's time (a peer's:\n"
               "peer time / symcore time, above 1 symcore faster); floor = row time / the floor row's time\n",
               TRIALS);
        if (core_ghz > 0)
            printf("core clock %.2f GHz (timed chain of dependent adds); c/B = cycles per byte at that clock;\n",
                   core_ghz);
        printf("FPE rows: size = n numerals of radix r, rate in numerals per microsecond, cycles per numeral\n");
        printf("%-28s %13s  %-20s %11s %11s %8s  %-27s %7s %7s\n", "primitive", "bytes", "impl", "ns/op", "MB/s",
               "c/B", "backend", "ratio", "floor");
    }
    for (size_t g = 0; g < NGROUPS; g++) {
        current = &groups[g];
        if (nfilters == 0 || group_match[g])
            groups[g].run();
    }
    fprintf(csv ? stderr : stdout,
            "symcore leads %d peer rows, ties %d (within +-3%%) and trails %d (symcore as selected, not forced)\n",
            leads, ties, trails);
    return 0;
}
