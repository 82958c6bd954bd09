/* Many-lane Keccak: leaf hashing as KangarooTwelve does it (8 KiB leaves,
 * Keccak-p[1600, 12], rate 168, 8 leaves a call) on each many-lane backend
 * the CPU runs, against one single-lane sponge per leaf (ratio = each row's
 * time / the dispatched hasher's), and single-lane SHAKE128 of 16 KiB for
 * reference. */
#include "bench.h"

#include <stdio.h>
#include <symcore.h>

#include "keccak/keccak_internal.h"

#define LEAF 8192
#define LEAVES 8

static uint8_t leaves[LEAVES * LEAF];
static uint8_t cvs[LEAVES * 32];

static void one_sponge_per_leaf(void *arg)
{
    (void)arg;
    for (size_t i = 0; i < LEAVES; i++) {
        struct symcore__sponge ctx;
        symcore__keccak_init(&ctx, 168, 0x0B, 12);
        symcore__keccak_absorb(&ctx, leaves + i * LEAF, LEAF);
        symcore__keccak_squeeze(&ctx, cvs + i * 32, 32);
    }
}

#if SC_X86_64 || SC_AARCH64
static void many_lanes(void *arg)
{
    const struct sc_keccak_lanes_backend *b = arg;
    for (size_t i = 0; i < LEAVES; i += b->lanes)
        b->hash(cvs + i * 32, 32, leaves + i * LEAF, LEAF, b->lanes, 168, 0x0B, 12);
}
#endif

static void dispatched(void *arg)
{
    (void)arg;
    symcore__keccak_hash_leaves(cvs, 32, leaves, LEAF, LEAVES, 168, 0x0B, 12);
}

static void shake128_16k(void *arg)
{
    (void)arg;
    symcore_shake128(bench_out, 32, bench_in, BENCH_MAX_BYTES);
}

void bench_keccak_lanes(void)
{
    bench_contender c[4];
    size_t n = 0;
    if (!bench_selected("kt leaves") && !bench_selected("shake128 16KiB"))
        return;
    for (size_t i = 0; i < sizeof leaves; i++)
        leaves[i] = (uint8_t)(i * 131 + (i >> 8));
    if (bench_selected("kt leaves")) {
        bench_note("leaf hashing as KT128 does it: the dispatched hasher, each many-lane backend, and one\n"
                   "single-lane sponge per leaf (symcore:1-lane):\n");
        c[n++] = (bench_contender){ "symcore", dispatched, NULL };
#if SC_X86_64
        uint32_t f = symcore__cpu_features();
        if (f & SC_CPU_X86_64_V3)
            c[n++] = (bench_contender){ "symcore:avx2x4", many_lanes, (void *)&symcore__keccak_avx2x4 };
        if ((f & SC_CPU_X86_64_V3) && (f & SC_CPU_AVX512F))
            c[n++] = (bench_contender){ "symcore:avx512x8", many_lanes, (void *)&symcore__keccak_avx512x8 };
#elif SC_AARCH64
        c[n++] = (bench_contender){ "symcore:neon2", many_lanes, (void *)&symcore__keccak_neon2 };
#if SC_KECCAK_HAVE_ARMV8_SHA3
        if (symcore__cpu_features() & SC_CPU_ARM_SHA3)
            c[n++] = (bench_contender){ "symcore:neon2-sha3", many_lanes, (void *)&symcore__keccak_neon2_sha3 };
#endif
#endif
        c[n++] = (bench_contender){ "symcore:1-lane", one_sponge_per_leaf, NULL };
        bench_run("kt leaves 8x8KiB r168 12r", sizeof leaves, symcore_backend("keccak"), c, n);
    }
    if (bench_selected("shake128 16KiB")) {
        bench_contender one = { "symcore", shake128_16k, NULL };
        bench_run("shake128 16KiB", BENCH_MAX_BYTES, symcore_backend("keccak"), &one, 1);
    }
}
