/* symcore-bench: a small harness that times symcore beside the peer libraries
 * found at build time, interleaving their trials, and prints medians. */
#ifndef SYMCORE_BENCH_H
#define SYMCORE_BENCH_H

#include <stddef.h>
#include <stdint.h>

typedef void (*bench_fn)(void *arg);

/* One implementation of the operation under test; the first is the one the
 * others are compared with. impl says what a row is:
 *   "symcore"          symcore as an application calls it (the backend it
 *                      selects on this CPU);
 *   "symcore:<what>"   symcore itself another way: a forced backend
 *                      ("symcore:avx2"), another call ("symcore:cloned");
 *   "floor:<what>"     a lower bound (work the operation cannot avoid):
 *                      shown in the floor column, not compared as a peer;
 *   anything else      a peer library ("openssl", "sodium", ...). */
typedef struct {
    const char *impl;
    bench_fn fn;        /* performs the operation once */
    void *arg;
} bench_contender;

/* Times each contender (median of interleaved trials) and prints one row each
 * (one CSV line each with --csv): primitive, bytes, impl, ns/op, MB/s
 * (bytes == 0: none), cycles/byte, symcore's backend, ratio = row time /
 * first row's time (for a peer: peer time / symcore time, above 1 symcore is
 * faster), and with a floor:* contender, each row's time / the floor's.
 * A row the command-line filter leaves out is not timed: returns 0. Returns
 * the first contender's median (ns/op). */
double bench_run(const char *primitive, size_t bytes, const char *backend,
                 const bench_contender *c, size_t n);
/* A peer timed outside this process (a Java program), printed as a row of
 * its own after the bench_run it belongs to (nothing if that run was not
 * timed); symcore_ns is what that bench_run returned. */
void bench_print_peer(const char *impl, double ns, double symcore_ns);

/* Whether anything under this name may be selected by the command-line
 * filters: a guard around a section's set-up. The filters match row names
 * and group names; bench_run leaves out the rows they do not match. */
int bench_selected(const char *primitive);

/* For FPE rows: the next bench_run times calls on n numerals of this radix
 * (bytes 0): its rows give n and radix, and numerals per second. */
void bench_numerals(size_t n, uint32_t radix);

/* A line of explanation before a section's rows (printf's format): printed
 * in the table, left out of --csv and --list. */
void bench_note(const char *fmt, ...)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

/* 1 while --list (or the filter's dry pass) collects row names: nothing is
 * timed; skip costly set-up that is not needed to name the rows. */
int bench_listing(void);

/* The impl label of a symcore row run on backend: "symcore" when it is the
 * one symcore selects (selected), else "symcore:<backend>". The string
 * lives until the next few calls. */
const char *bench_symcore_impl(const char *backend, const char *selected);

/* A shared input buffer of BENCH_MAX_BYTES pseudo-random bytes, and an output
 * buffer of the same size. */
#define BENCH_MAX_BYTES 16384
extern uint8_t bench_in[BENCH_MAX_BYTES];
extern uint8_t bench_out[BENCH_MAX_BYTES + 64];

/* The message sizes every throughput table uses. */
extern const size_t bench_sizes[5];

/* The groups, in the order they run (harness.c lists them with their names). */
void bench_keccak(void);
void bench_keccak_modes(void);
void bench_keccak_lanes(void);
void bench_shake_x4(void);
void bench_chacha(void);
void bench_secretstream(void);
void bench_aes(void);
/* The AES backends this CPU runs, portable first and the one symcore
 * selects last; returns how many (at most 3). */
struct sc_aes_backend;
size_t bench_aes_backends(const struct sc_aes_backend *list[3]);
void bench_fpe(void);
/* The batches (bench_fpe_batch.c, from bench_fpe): Bouncy Castle's single call in ns, 0 if none. */
void bench_fpe_batch(double bc_ff1_ns, double bc_ff3_1_ns);
void bench_threefish(void);

#endif
