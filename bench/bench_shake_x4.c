/* SHAKE times four in the shapes ML-KEM and ML-DSA use: the matrix
 * expansion (SHAKE128 of 34-byte seeds, three blocks of 168 bytes out per
 * stream) and the noise PRF (SHAKE256 of 64-byte inputs, one block of 136
 * bytes out), each x4 permutation the CPU runs against four single SHAKE
 * calls of symcore (ratio = four single calls / x4). */
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

static void x4_rows(const char *name, unsigned rate, size_t inlen, size_t outlen)
{
    struct x4_job jobs[4] = { { rate, inlen, outlen, NULL } };
    bench_contender c[5];
    size_t n = 0;
    const char *label[4] = { "symcore" };
    size_t nb = 1;
#if SC_X86_64
    uint32_t f = symcore__cpu_features();
    if (f & SC_CPU_X86_64_V3) {
        jobs[nb] = (struct x4_job){ rate, inlen, outlen, &symcore__keccak_x4_avx2 };
        label[nb++] = "sc:avx2x4";
    }
    if ((f & SC_CPU_X86_64_V3) && (f & SC_CPU_AVX512F) && (f & SC_CPU_AVX512VL)) {
        jobs[nb] = (struct x4_job){ rate, inlen, outlen, &symcore__keccak_x4_avx512vl };
        label[nb++] = "sc:avx512vl";
    }
#endif
    jobs[nb] = (struct x4_job){ rate, inlen, outlen, &symcore__keccak_x4_scalar };
    label[nb++] = "sc:scalar";
    for (size_t k = 0; k < nb; k++) {
        /* each x4 form against four single calls, the ratio from the same run */
        c[0] = (bench_contender){ label[k], x4_call, &jobs[k] };
        c[1] = (bench_contender){ "4 singles", four_singles, &jobs[0] };
        n = 2;
        bench_run(name, 4 * outlen, symcore_backend("keccak"), c, n);
    }
}

void bench_shake_x4(void)
{
    if (bench_selected("shake128x4"))
        x4_rows("shake128x4 34B->3x168B", 168, 34, 3 * 168);
    if (bench_selected("shake256x4"))
        x4_rows("shake256x4 64B->136B", 136, 64, 136);
}
