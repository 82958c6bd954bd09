/* SHAKE times four in the shapes ML-KEM and ML-DSA use: the matrix
 * expansion (SHAKE128 of 34-byte seeds, three blocks of 168 bytes out per
 * stream) and the noise PRF (SHAKE256 of 64-byte inputs, one block of 136
 * bytes out), each x4 permutation the CPU runs and four single SHAKE calls
 * of symcore in the same run. */
#include "bench.h"

#include <stdio.h>
#include <symcore.h>

#include "keccak/keccak_internal.h"

struct x4_job {
    unsigned rate;
    size_t inlen, outlen;
    const struct sc_keccak_x4_backend *backend; /* NULL: dispatched */
};

static void x4_call(void *arg)
{
    const struct x4_job *j = arg;
    uint8_t *o = bench_out;
    symcore__keccak_x4_forced = j->backend;
    if (j->rate == 168) {
        symcore_shake128x4_ctx ctx;
        symcore_shake128x4_absorb(&ctx, bench_in, bench_in + 64, bench_in + 128, bench_in + 192, j->inlen);
        symcore_shake128x4_squeeze(&ctx, o, o + 1024, o + 2048, o + 3072, j->outlen);
    } else {
        symcore_shake256x4_ctx ctx;
        symcore_shake256x4_absorb(&ctx, bench_in, bench_in + 64, bench_in + 128, bench_in + 192, j->inlen);
        symcore_shake256x4_squeeze(&ctx, o, o + 1024, o + 2048, o + 3072, j->outlen);
    }
    symcore__keccak_x4_forced = NULL;
}

static void four_singles(void *arg)
{
    const struct x4_job *j = arg;
    for (size_t k = 0; k < 4; k++) {
        if (j->rate == 168)
            symcore_shake128(bench_out + 1024 * k, j->outlen, bench_in + 64 * k, j->inlen);
        else
            symcore_shake256(bench_out + 1024 * k, j->outlen, bench_in + 64 * k, j->inlen);
    }
}

/* The x4 call as dispatched, each x4 permutation forced, and four single
 * SHAKE calls, in one run: the speed-up of a backend over four single calls
 * is the singles' ratio / its ratio. */
static void x4_rows(const char *name, unsigned rate, size_t inlen, size_t outlen)
{
    static struct x4_job jobs[1 + SC_KECCAK_X4_BACKENDS];
    static char labels[SC_KECCAK_X4_BACKENDS][40];
    const struct sc_keccak_x4_backend *list[SC_KECCAK_X4_BACKENDS];
    bench_contender c[2 + SC_KECCAK_X4_BACKENDS];
    size_t n = 0;
    jobs[n] = (struct x4_job){ rate, inlen, outlen, NULL };
    c[n] = (bench_contender){ "symcore", x4_call, &jobs[n] };
    n++;
    for (size_t b = symcore__keccak_x4_backends(list); b-- > 0; n++) {
        snprintf(labels[b], sizeof labels[b], "symcore:%s", list[b]->name);
        jobs[n] = (struct x4_job){ rate, inlen, outlen, list[b] };
        c[n] = (bench_contender){ labels[b], x4_call, &jobs[n] };
    }
    c[n++] = (bench_contender){ "symcore:4-singles", four_singles, &jobs[0] };
    bench_run(name, 4 * outlen, symcore__keccak_x4_backend()->name, c, n);
}

void bench_shake_x4(void)
{
    bench_note("SHAKE x4 (four streams; bytes = all four outputs): the call as dispatched, each x4\n"
               "permutation forced, and four single SHAKE calls (symcore:4-singles):\n");
    if (bench_selected("shake128x4"))
        x4_rows("shake128x4 34B->3x168B", 168, 34, 3 * 168);
    if (bench_selected("shake256x4"))
        x4_rows("shake256x4 64B->136B", 136, 64, 136);
}
