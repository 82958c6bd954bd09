/*
 * The same C as keccak_portable.c, compiled for x86-64-v3: BMI1 turns
 * ~b & c into one andn and BMI2 makes every rotation a non-destructive rorx,
 * which saves a third of the instructions of a round. Chosen at run time.
 */
#include "../common/internal.h"

#if SC_X86_64
#define SC_KECCAK_ATTR __attribute__((target("arch=x86-64-v3")))
#define SC_KECCAK_NAME(x) x86_64_v3_##x
#include "keccak_p1600_impl.h"

const struct sc_keccak_backend symcore__keccak_x86_64_v3 = {
    "x86-64-v3", x86_64_v3_permute, x86_64_v3_absorb, x86_64_v3_squeeze,
};
#else
typedef int sc_keccak_x86_64_v3_unused; /* ISO C forbids an empty translation unit */
#endif
