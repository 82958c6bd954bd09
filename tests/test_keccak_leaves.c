/* Leaf hashing (the engine of ParallelHash and KangarooTwelve) against the
 * single-lane sponge: every many-lane backend the CPU runs, for 1..8 leaves
 * per call, leaf lengths around and across block boundaries, the rate, pad
 * and round combinations of KT128, KT256 and ParallelHash128/256, and the
 * dispatching entry point for leaf counts that leave ragged final groups.
 * The raw many-lane permutations against the FIPS 202 reference. */
#include <symcore.h>

#include "keccak/keccak_internal.h"
#include "keccak_ref.h"
#include "testutil.h"

#define MAX_LEAVES 19
#define MAX_LEAF 8192

static uint8_t in[MAX_LEAVES * MAX_LEAF];
static uint8_t cv_got[MAX_LEAVES * 168 + TU_GUARD], cv_want[MAX_LEAVES * 168];

static const struct {
    unsigned rate;
    uint8_t pad;
    unsigned rounds;
    size_t cvlen;
} modes[] = {
    { 168, 0x0B, 12, 32 },  /* KT128 */
    { 136, 0x0B, 12, 64 },  /* KT256 */
    { 168, 0x1F, 24, 32 },  /* ParallelHash128 */
    { 136, 0x1F, 24, 64 },  /* ParallelHash256 */
    { 168, 0x1F, 24, 168 }, /* a whole block of output */
    { 136, 0x0B, 12, 13 },  /* an output that ends inside a word */
};

/* leaf_len for a rate: around and across the block boundaries */
static size_t leaf_length(unsigned rate, unsigned k)
{
    const size_t lens[] = { 1, 7, 8, 9, rate - 1, rate, rate + 1, 2 * rate - 1, 2 * rate, 3 * rate + 5, 8192 };
    return k < sizeof lens / sizeof lens[0] ? lens[k] : 0;
}

static void reference(size_t cvlen, size_t leaf_len, size_t n, unsigned rate, uint8_t pad, unsigned rounds)
{
    for (size_t i = 0; i < n; i++) {
        struct symcore__sponge ctx;
        symcore__keccak_init(&ctx, rate, pad, rounds);
        symcore__keccak_absorb(&ctx, in + i * leaf_len, leaf_len);
        symcore__keccak_squeeze(&ctx, cv_want + i * cvlen, cvlen);
    }
}

typedef void hash_fn(uint8_t *cv, size_t cvlen, const uint8_t *in, size_t leaf_len, size_t n, unsigned rate,
                     uint8_t pad, unsigned rounds);

/* whole is set for a backend's own hash, which takes leaves of 8 bytes or
 * more and whole output words only */
static void compare_hash(hash_fn *hash, size_t max_n, int whole, const char *what)
{
    for (size_t m = 0; m < sizeof modes / sizeof modes[0]; m++) {
        for (unsigned k = 0; leaf_length(modes[m].rate, k) != 0; k++) {
            size_t leaf_len = leaf_length(modes[m].rate, k), cvlen = modes[m].cvlen;
            if (whole && (leaf_len < 8 || cvlen % 8 != 0))
                continue;
            for (size_t n = 1; n <= max_n; n++) {
                if (n * leaf_len > sizeof in)
                    continue;
                tu_fill_random(in, n * leaf_len);
                reference(cvlen, leaf_len, n, modes[m].rate, modes[m].pad, modes[m].rounds);
                tu_guard_init(cv_got, n * cvlen);
                hash(cv_got, cvlen, in, leaf_len, n, modes[m].rate, modes[m].pad, modes[m].rounds);
                if (!CHECK_MEM(cv_got, cv_want, n * cvlen, what))
                    printf("  rate %u pad %02x rounds %u leaf_len %zu n %zu\n", modes[m].rate, modes[m].pad,
                           modes[m].rounds, leaf_len, n);
                CHECK_GUARD(cv_got, n * cvlen);
            }
        }
    }
    printf("%s agrees with the single-lane sponge\n", what);
}

#if SC_X86_64 || SC_AARCH64
static void compare_permute(const struct sc_keccak_lanes_backend *b)
{
    uint64_t s[25 * SC_KECCAK_MAX_LANES], ref[SC_KECCAK_MAX_LANES][25];
    for (int trial = 0; trial < 20; trial++) {
        for (unsigned rounds = 12; rounds <= 24; rounds += 12) {
            for (unsigned j = 0; j < b->lanes; j++)
                for (unsigned w = 0; w < 25; w++)
                    s[w * b->lanes + j] = ref[j][w] = tu_rand64();
            b->permute(s, rounds);
            for (unsigned j = 0; j < b->lanes; j++) {
                ref_keccak_p(ref[j], rounds);
                for (unsigned w = 0; w < 25; w++)
                    CHECK(s[w * b->lanes + j] == ref[j][w]);
            }
        }
    }
    printf("%s permutation agrees with the reference\n", b->name);
}

static void compare_backend(const struct sc_keccak_lanes_backend *b)
{
    compare_permute(b);
    compare_hash(b->hash, b->lanes, 1, b->name);
}
#endif

int main(void)
{
    printf("selected keccak backend: %s\n", symcore_backend("keccak"));
#if SC_X86_64
    uint32_t f = symcore__cpu_features();
    if (f & SC_CPU_X86_64_V3)
        compare_backend(&symcore__keccak_avx2x4);
    else
        printf("avx2x4 not compared: this CPU lacks x86-64-v3\n");
    if ((f & SC_CPU_X86_64_V3) && (f & SC_CPU_AVX512F))
        compare_backend(&symcore__keccak_avx512x8);
    else
        printf("avx512x8 not compared: this CPU lacks AVX-512F\n");
#elif SC_AARCH64
    compare_backend(&symcore__keccak_neon2);
#if SC_KECCAK_HAVE_ARMV8_SHA3
    if (symcore__cpu_features() & SC_CPU_ARM_SHA3)
        compare_backend(&symcore__keccak_neon2_sha3);
    else
        printf("neon2-sha3 not compared: this CPU lacks SHA3\n");
#endif
#else
    printf("no many-lane backend on this target: leaves go one sponge each\n");
#endif
    /* the dispatching loop: full groups, then every ragged remainder */
    compare_hash(symcore__keccak_hash_leaves, MAX_LEAVES, 0, "symcore__keccak_hash_leaves");
    return tu_finish("keccak_leaves");
}
