/* Every Keccak backend, the portable one included, against the FIPS 202
 * reference on pseudo-random states and inputs: the permutation, and the
 * absorb and squeeze block loops for every rate the library uses and 0..4
 * blocks. */
#include <symcore.h>

#include "keccak/keccak_internal.h"
#include "keccak_ref.h"
#include "testutil.h"

static uint64_t le64(const uint8_t *p)
{
    uint64_t v = 0;
    for (int i = 7; i >= 0; i--)
        v = v << 8 | p[i];
    return v;
}

static void ref_absorb(uint64_t s[25], const uint8_t *in, size_t nblocks, unsigned rate_lanes, unsigned rounds)
{
    for (size_t b = 0; b < nblocks; b++, in += 8 * rate_lanes) {
        for (unsigned i = 0; i < rate_lanes; i++)
            s[i] ^= le64(in + 8 * i);
        ref_keccak_p(s, rounds);
    }
}

static void ref_squeeze(uint64_t s[25], uint8_t *out, size_t nblocks, unsigned rate_lanes, unsigned rounds)
{
    for (size_t b = 0; b < nblocks; b++) {
        ref_keccak_p(s, rounds);
        for (unsigned i = 0; i < 8 * rate_lanes; i++)
            *out++ = (uint8_t)(s[i / 8] >> (8 * (i % 8)));
    }
}

static const unsigned rates[] = { 9, 13, 17, 18, 21 }; /* lanes: SHA3-512 .. SHAKE128 */

static void compare(const struct sc_keccak_backend *b)
{
    static uint8_t in[4 * 168], out_b[4 * 168 + TU_GUARD], out_p[4 * 168 + TU_GUARD];
    for (int trial = 0; trial < 20; trial++) {
        for (unsigned r = 0; r < sizeof rates / sizeof rates[0]; r++) {
            for (unsigned rounds = 12; rounds <= 24; rounds += 12) {
                for (size_t nblocks = 0; nblocks <= 4; nblocks++) {
                    uint64_t sb[25], sp[25];
                    size_t bytes = nblocks * rates[r] * 8;
                    for (int i = 0; i < 25; i++)
                        sb[i] = sp[i] = tu_rand64();
                    tu_fill_random(in, bytes);
                    b->absorb(sb, in, nblocks, rates[r], rounds);
                    ref_absorb(sp, in, nblocks, rates[r], rounds);
                    CHECK(memcmp(sb, sp, sizeof sb) == 0);

                    tu_guard_init(out_b, bytes);
                    tu_guard_init(out_p, bytes);
                    b->squeeze(sb, out_b, nblocks, rates[r], rounds);
                    ref_squeeze(sp, out_p, nblocks, rates[r], rounds);
                    CHECK(memcmp(sb, sp, sizeof sb) == 0);
                    CHECK(memcmp(out_b, out_p, bytes) == 0);
                    CHECK_GUARD(out_b, bytes);

                    b->permute(sb, rounds);
                    ref_keccak_p(sp, rounds);
                    CHECK(memcmp(sb, sp, sizeof sb) == 0);
                }
            }
        }
    }
    printf("backend %s agrees with the reference\n", b->name);
}

int main(void)
{
    printf("selected keccak backend: %s\n", symcore_backend("keccak"));
    CHECK(symcore__keccak_backend() != NULL);
    compare(&symcore__keccak_portable);
#if SC_X86_64
    if (symcore__cpu_features() & SC_CPU_X86_64_V3)
        compare(&symcore__keccak_x86_64_v3);
    else
        printf("x86-64-v3 backend not compared: this CPU lacks it\n");
#endif
#if SC_KECCAK_HAVE_ARMV8_SHA3
    if (symcore__cpu_features() & SC_CPU_ARM_SHA3)
        compare(&symcore__keccak_armv8_sha3);
    else
        printf("armv8-sha3 backend not compared: this CPU lacks the SHA3 instructions\n");
#endif
    return tu_finish("keccak_backends");
}
