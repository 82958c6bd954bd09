/*
 * Every Keccak permutation backend this CPU runs against the portable one:
 * permute, absorb and squeeze from a fuzzer-chosen state, rate and round
 * count over the fuzzer's message.
 */
#include "fuzz.h"
#include "keccak/keccak_internal.h"

static void compare(const struct sc_keccak_backend *b, const uint64_t start[25], const uint8_t *msg,
                    size_t len, unsigned rate_lanes, unsigned rounds)
{
    const struct sc_keccak_backend *ref = &symcore__keccak_portable;
    uint64_t s1[25], s2[25];
    static uint8_t o1[4 * 168], o2[4 * 168];
    size_t nblocks = len / (8 * rate_lanes);

    memcpy(s1, start, sizeof s1);
    memcpy(s2, start, sizeof s2);
    ref->permute(s1, rounds);
    b->permute(s2, rounds);
    FZ_ASSERT(memcmp(s1, s2, sizeof s1) == 0);

    ref->absorb(s1, msg, nblocks, rate_lanes, rounds);
    b->absorb(s2, msg, nblocks, rate_lanes, rounds);
    FZ_ASSERT(memcmp(s1, s2, sizeof s1) == 0);

    size_t sq = 1 + len % 4;
    ref->squeeze(s1, o1, sq, rate_lanes, rounds);
    b->squeeze(s2, o2, sq, rate_lanes, rounds);
    FZ_ASSERT(memcmp(s1, s2, sizeof s1) == 0);
    FZ_ASSERT(memcmp(o1, o2, sq * 8 * rate_lanes) == 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct fz f = { data, size };
    uint64_t start[25];
    unsigned rate_lanes = 9 + fz_byte(&f) % 13; /* 9..21 lanes */
    unsigned rounds = (fz_byte(&f) & 1) ? 12 : 24;

    fz_take(&f, start, sizeof start);
#if SC_X86_64
    if (symcore__cpu_features() & SC_CPU_X86_64_V3)
        compare(&symcore__keccak_x86_64_v3, start, f.p, f.n, rate_lanes, rounds);
#endif
    /* the dispatched backend, whichever it is */
    compare(symcore__keccak_backend(), start, f.p, f.n, rate_lanes, rounds);
    return 0;
}
