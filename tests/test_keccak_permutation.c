/* Keccak-f[1600] and Keccak-p[1600, 12]: known answers on the zero state and
 * every backend against a reference transcribed from FIPS 202. */
#include <symcore.h>

#include "keccak/keccak_internal.h"
#include "keccak_ref.h"
#include "testutil.h"

/* XKCP tests/TestVectors/KeccakF-1600-IntermediateValues.txt: the zero
 * state after one application of Keccak-f[1600]. */
static const uint64_t zero_once[25] = {
    0xF1258F7940E1DDE7ull, 0x84D5CCF933C0478Aull, 0xD598261EA65AA9EEull, 0xBD1547306F80494Dull,
    0x8B284E056253D057ull, 0xFF97A42D7F8E6FD4ull, 0x90FEE5A0A44647C4ull, 0x8C5BDA0CD6192E76ull,
    0xAD30A6F71B19059Cull, 0x30935AB7D08FFC64ull, 0xEB5AA93F2317D635ull, 0xA9A6E6260D712103ull,
    0x81A57C16DBCF555Full, 0x43B831CD0347C826ull, 0x01F22F1A11A5569Full, 0x05E5635A21D9AE61ull,
    0x64BEFEF28CC970F2ull, 0x613670957BC46611ull, 0xB87C5A554FD00ECBull, 0x8C3EE88A1CCF32C8ull,
    0x940C7922AE3A2614ull, 0x1841F924A2C509E4ull, 0x16F53526E70465C2ull, 0x75F644E97F30A13Bull,
    0xEAF1FF7B5CECA249ull,
};
/* Same file: lane 0 after the second application. */
static const uint64_t zero_twice_lane0 = 0x2D5C954DF96ECB3Cull;

static void check_backend(const struct sc_keccak_backend *b)
{
    uint64_t s[25] = { 0 };
    b->permute(s, 24);
    CHECK(memcmp(s, zero_once, sizeof s) == 0);
    b->permute(s, 24);
    CHECK(s[0] == zero_twice_lane0);

    for (int trial = 0; trial < 200; trial++) {
        uint64_t a[25], r[25];
        unsigned nr = (trial & 1) ? 12 : 24;
        for (int i = 0; i < 25; i++)
            a[i] = r[i] = tu_rand64();
        b->permute(a, nr);
        ref_keccak_p(r, nr);
        CHECK(memcmp(a, r, sizeof a) == 0);
    }
}

int main(void)
{
    uint64_t s[25] = { 0 }, r[25] = { 0 };

    /* The reference itself reproduces the published values. */
    ref_keccak_p(r, 24);
    CHECK(memcmp(r, zero_once, sizeof r) == 0);

    /* Public API, whatever backend this CPU selects. */
    symcore_keccak_f1600(s);
    CHECK(memcmp(s, zero_once, sizeof s) == 0);
    memset(s, 0, sizeof s);
    memset(r, 0, sizeof r);
    symcore_keccak_p1600_12(s);
    ref_keccak_p(r, 12);
    CHECK(memcmp(s, r, sizeof s) == 0);
    CHECK(memcmp(s, zero_once, sizeof s) != 0);

    check_backend(&symcore__keccak_portable);
#if SC_X86_64
    if (symcore__cpu_features() & SC_CPU_X86_64_V3)
        check_backend(&symcore__keccak_x86_64_v3);
    else
        printf("x86-64-v3 backend not checked: this CPU lacks it\n");
#endif
    return tu_finish("keccak_permutation");
}
