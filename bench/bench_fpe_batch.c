/* The FPE batches against single calls, for each AES backend: one
 * operation is a batch of 10,000 records of 16 numerals (radix 10) or
 * characters ("0123456789"), FF1 (no tweak) and FF3-1, out of place.
 * Contenders: the batch call; the same records by 10,000 single calls
 * (independent records: the CPU may overlap calls as it can); and 10,000
 * single calls chained (each encrypts the last one's output in place, as
 * bench_fpe.c times them). The ratio column is each one's time over the
 * batch's: the batch's speed-up. Bouncy Castle's single call (chained, from
 * bench_fpe.c's run) times 10,000 is printed beside it. */
#include "bench.h"

#include <stdio.h>
#include <string.h>
#include <symcore.h>

#include "fpe/fpe_batch.h"

#define RECORDS 10000
#define N 16

static uint16_t in16[RECORDS * N], out16[RECORDS * N];
static char in8[RECORDS * N], out8[RECORDS * N];

struct batch_job {
    const struct sc_aes_backend *be;
    symcore_ff1_ctx c1;
    symcore_ff3_ctx c3;
    int ff3, chars;
    sc_fpe_io io; /* the whole batch */
};

static void run_batch(void *arg)
{
    struct batch_job *j = arg;
    if (j->ff3)
        (void)symcore__ff3_1_batch(j->be, &j->c3, &j->io, N, RECORDS, bench_in, 0, NULL);
    else
        (void)symcore__ff1_batch(j->be, &j->c1, &j->io, N, RECORDS, NULL, 0, 0, NULL);
}

/* Record k (or, chained, record 0 in place, k times). */
static void single(struct batch_job *j, size_t k, int chained)
{
    sc_fpe_io io = j->io;
    if (j->chars) {
        io.in8 += chained ? 0 : k * N;
        io.out8 = chained ? (char *)io.in8 : io.out8 + k * N;
    } else {
        io.in16 += chained ? 0 : k * N;
        io.out16 = chained ? (uint16_t *)io.in16 : io.out16 + k * N;
    }
    if (j->ff3)
        (void)symcore__ff3_crypt(j->be, &j->c3, &io, N, bench_in, 7, 0);
    else
        (void)symcore__ff1_crypt(j->be, &j->c1, &io, N, NULL, 0, 0);
}

static void run_singles(void *arg)
{
    for (size_t k = 0; k < RECORDS; k++)
        single(arg, k, 0);
}

static void run_chained(void *arg)
{
    for (size_t k = 0; k < RECORDS; k++)
        single(arg, k, 1);
}

void bench_fpe_batch(double bc_ff1_ns, double bc_ff3_1_ns)
{
    const struct sc_aes_backend *list[3];
    size_t nb = 0;
    static struct batch_job j;
    if (!bench_selected("x10000"))
        return;
    nb = bench_aes_backends(list);
    for (size_t k = 0; k < RECORDS * N; k++) {
        in16[k] = (uint16_t)(bench_in[k % BENCH_MAX_BYTES] % 10);
        in8[k] = (char)('0' + in16[k]);
    }
    for (size_t b = 0; b < nb; b++)
        for (int c = 0; c < 4; c++) {
            j.be = list[b];
            j.ff3 = c >> 1;
            j.chars = c & 1;
            if (symcore__ff1_init_with(j.be, &j.c1, bench_in, 16, 10) != SYMCORE_OK ||
                symcore__ff3_init_with(j.be, &j.c3, bench_in, 16, 10) != SYMCORE_OK)
                return;
            if (j.chars) { /* the alphabet's state, as symcore_ff?_init_alphabet sets it */
                struct symcore_fpe_state *st = j.ff3 ? &j.c3.s : &j.c1.s;
                if (symcore__fpe_state_init(j.be, st, bench_in, 16, 0, "0123456789", j.ff3,
                                            j.ff3 ? 96 : SC_FPE_MAX_BITS) != SYMCORE_OK)
                    return;
                sc_fpe_io io = {NULL, NULL, in8, out8, &st->alphabet, 10};
                j.io = io;
            } else {
                sc_fpe_io io = {in16, out16, NULL, NULL, NULL, 10};
                j.io = io;
            }
            char name[64];
            snprintf(name, sizeof name, "%s r10 n=16 x10000%s", j.ff3 ? "ff3-1" : "ff1", j.chars ? " str" : "");
            bench_contender cs[3] = {{bench_symcore_impl(j.be->name, symcore_backend("aes")), run_batch, &j},
                                     {"symcore:singles", run_singles, &j},
                                     {"symcore:chained", run_chained, &j}};
            bench_numerals(N * RECORDS, 10);
            double ours = bench_run(name, 0, j.be->name, cs, 3);
            double bc = j.ff3 ? bc_ff3_1_ns : bc_ff1_ns;
            if (bc > 0)
                bench_print_peer("bc x10000", bc * RECORDS, ours);
            symcore_ff1_wipe(&j.c1);
            symcore_ff3_wipe(&j.c3);
        }
}
