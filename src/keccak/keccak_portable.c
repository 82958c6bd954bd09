/* Keccak-p[1600] for any C11 target: the baseline every other backend must match. */
#define SC_KECCAK_ATTR
#define SC_KECCAK_NAME(x) portable_##x
#include "keccak_p1600_impl.h"

const struct sc_keccak_backend symcore__keccak_portable = {
    "portable", portable_permute, portable_absorb, portable_squeeze,
};
