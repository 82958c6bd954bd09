/* symcore-bench: a small harness that times symcore beside the peer libraries
 * found at build time, interleaving their trials, and prints medians. */
#ifndef SYMCORE_BENCH_H
#define SYMCORE_BENCH_H

#include <stddef.h>
#include <stdint.h>

typedef void (*bench_fn)(void *arg);

/* One implementation of the operation under test; the first is symcore's. */
typedef struct {
    const char *impl;   /* "symcore", "openssl", "gcrypt", ... */
    bench_fn fn;        /* performs the operation once */
    void *arg;
} bench_contender;

/* Times each contender (median of interleaved trials) and prints one row each:
 * primitive, bytes, impl, ns/op, MB/s (bytes == 0: none), symcore's backend,
 * and for peers the ratio peer time / symcore time. */
double bench_run(const char *primitive, size_t bytes, const char *backend,
                 const bench_contender *c, size_t n);
/* Returns symcore's median (ns/op). A peer timed outside this process (a
 * Java program) is printed as a row of its own beside it: */
void bench_print_peer(const char *impl, double ns, double symcore_ns);

/* Whether a primitive was selected by the command-line filter. */
int bench_selected(const char *primitive);

/* A shared input buffer of BENCH_MAX_BYTES pseudo-random bytes, and an output
 * buffer of the same size. */
#define BENCH_MAX_BYTES 16384
extern uint8_t bench_in[BENCH_MAX_BYTES];
extern uint8_t bench_out[BENCH_MAX_BYTES + 64];

/* The message sizes every throughput table uses. */
extern const size_t bench_sizes[5];

void bench_keccak(void);
void bench_keccak_modes(void);
void bench_keccak_lanes(void);
void bench_chacha(void);
void bench_secretstream(void);
void bench_aes(void);
void bench_fpe(void);
/* The batches (bench_fpe_batch.c, from bench_fpe): Bouncy Castle's single call in ns, 0 if none. */
void bench_fpe_batch(double bc_ff1_ns, double bc_ff3_1_ns);
void bench_threefish(void);

#endif
