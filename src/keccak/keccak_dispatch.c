/* The one dispatch point of the Keccak permutation, and the raw permutation API. */
#include "keccak_internal.h"
#include "../common/backends.h"

const uint64_t symcore__keccak_rc[24] = {
    0x0000000000000001ull, 0x0000000000008082ull, 0x800000000000808aull, 0x8000000080008000ull,
    0x000000000000808bull, 0x0000000080000001ull, 0x8000000080008081ull, 0x8000000000008009ull,
    0x000000000000008aull, 0x0000000000000088ull, 0x0000000080008009ull, 0x000000008000000aull,
    0x000000008000808bull, 0x800000000000008bull, 0x8000000000008089ull, 0x8000000000008003ull,
    0x8000000000008002ull, 0x8000000000000080ull, 0x000000000000800aull, 0x800000008000000aull,
    0x8000000080008081ull, 0x8000000000008080ull, 0x0000000080000001ull, 0x8000000080008008ull,
};

const struct sc_keccak_backend *symcore__keccak_forced;

const struct sc_keccak_backend *symcore__keccak_backend(void)
{
    if (symcore__keccak_forced != NULL)
        return symcore__keccak_forced;
#if SC_X86_64
    if (symcore__cpu_features() & SC_CPU_X86_64_V3)
        return &symcore__keccak_x86_64_v3;
#endif
#if SC_KECCAK_HAVE_ARMV8_SHA3 && defined(__APPLE__)
    /* The SHA3 instructions where llvm-mca models them faster than the
     * scalar rounds: Apple M1 (23 cycles a round against 127). On Neoverse
     * V2 and Cortex-X2, the Linux cores with SHA3, one pipe runs them: 64
     * cycles a round against the scalar 27, so Linux keeps portable. */
    if (symcore__cpu_features() & SC_CPU_ARM_SHA3)
        return &symcore__keccak_armv8_sha3;
#endif
    return &symcore__keccak_portable;
}

/* MemorySanitizer does not follow the many-lane hashers' AVX-512 scatters and
 * reports their chaining values as uninitialised (the values are right: every
 * known answer passes): an MSan build hashes leaves one sponge at a time. */
#if defined(__has_feature)
#if __has_feature(memory_sanitizer)
#define SC_KECCAK_NO_LANES 1
#endif
#endif

int symcore__keccak_lanes_forced;
const struct sc_keccak_lanes_backend *symcore__keccak_lanes_choice;

const struct sc_keccak_lanes_backend *symcore__keccak_lanes_backend(void)
{
    if (symcore__keccak_lanes_forced)
        return symcore__keccak_lanes_choice;
#if SC_X86_64 && !defined(SC_KECCAK_NO_LANES)
    uint32_t f = symcore__cpu_features();
    if ((f & SC_CPU_X86_64_V3) && (f & SC_CPU_AVX512F))
        return &symcore__keccak_avx512x8;
    if (f & SC_CPU_X86_64_V3)
        return &symcore__keccak_avx2x4;
#endif
#if SC_AARCH64 && !defined(SC_KECCAK_NO_LANES)
    /* Two leaves in NEON registers, where llvm-mca models a pass faster
     * than two portable permutations on every core modelled (cycles per two
     * rounds of two states, gcc 12: Neoverse V2 and Cortex-X2 96.6 against
     * 107.1, Neoverse N1 188 against 222, Cortex-A76 166 against 252, Apple
     * M1 112 against 506). The SHA3 build only on Apple (M1 64.1): on V2 and
     * X2 one pipe runs the SHA3 instructions (133). */
#if SC_KECCAK_HAVE_ARMV8_SHA3 && defined(__APPLE__)
    if (symcore__cpu_features() & SC_CPU_ARM_SHA3)
        return &symcore__keccak_neon2_sha3;
#endif
    return &symcore__keccak_neon2;
#endif
    return NULL;
}

/* Four states one after the other: each copied out of the interleaved
 * layout, permuted by the single-state backend, and copied back. */
static void x4_scalar_permute(uint64_t s[100], unsigned rounds)
{
    const struct sc_keccak_backend *b = symcore__keccak_backend();
    uint64_t one[25];
    for (unsigned j = 0; j < 4; j++) {
        for (unsigned w = 0; w < 25; w++)
            one[w] = s[4 * w + j];
        b->permute(one, rounds);
        for (unsigned w = 0; w < 25; w++)
            s[4 * w + j] = one[w];
    }
    symcore_wipe(one, sizeof one);
}

void symcore__keccak_x4_extract_words(const uint64_t s[100], size_t w0, uint8_t *const out[4], size_t nwords)
{
    for (size_t i = 0; i < nwords; i++)
        for (unsigned j = 0; j < 4; j++)
            sc_store64_le(out[j] + 8 * i, s[4 * (w0 + i) + j]);
}

const struct sc_keccak_x4_backend symcore__keccak_x4_scalar = { "scalar x4", x4_scalar_permute,
                                                                symcore__keccak_x4_extract_words };
const struct sc_keccak_x4_backend *symcore__keccak_x4_forced;

size_t symcore__keccak_x4_backends(const struct sc_keccak_x4_backend *list[SC_KECCAK_X4_BACKENDS])
{
    size_t n = 0;
    list[n++] = &symcore__keccak_x4_scalar;
#if SC_X86_64
    uint32_t f = symcore__cpu_features();
    if (f & SC_CPU_X86_64_V3)
        list[n++] = &symcore__keccak_x4_avx2;
    if ((f & SC_CPU_X86_64_V3) && (f & SC_CPU_AVX512F) && (f & SC_CPU_AVX512VL))
        list[n++] = &symcore__keccak_x4_avx512vl;
#endif
    return n;
}

const struct sc_keccak_x4_backend *symcore__keccak_x4_backend(void)
{
    const struct sc_keccak_x4_backend *list[SC_KECCAK_X4_BACKENDS];
    if (symcore__keccak_x4_forced != NULL)
        return symcore__keccak_x4_forced;
    return list[symcore__keccak_x4_backends(list) - 1];
}

/* The single-state backend's name, with the leaf hasher's where there is one. */
const char *symcore__keccak_backend_name(void)
{
    const struct sc_keccak_lanes_backend *lanes = symcore__keccak_lanes_backend();
    return lanes != NULL ? lanes->name : symcore__keccak_backend()->name;
}

/* see symcore/keccak.h */
void symcore_keccak_f1600(uint64_t a[25])
{
    if (a == NULL)
        return;
    symcore__keccak_backend()->permute(a, 24);
}

/* see symcore/keccak.h */
void symcore_keccak_p1600_12(uint64_t a[25])
{
    if (a == NULL)
        return;
    symcore__keccak_backend()->permute(a, 12);
}
