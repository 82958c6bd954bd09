/*
 * ChaCha20 with SSSE3: chacha20_sse_impl.h again, with the rotations by 16
 * and 8 done by one pshufb each instead of two or three shift/or operations.
 * 1..64 bytes go to the scalar one-block code, as in chacha20_sse2.c.
 * Chosen at run time when the CPU has SSSE3.
 */
#include "chacha20_internal.h"

#if SC_X86_64
#define SC_CHACHA_ATTR __attribute__((target("ssse3")))
#define SC_CHACHA_NAME(x) ssse3_##x
#define SC_CHACHA_PSHUFB 1
#include "chacha20_sse_impl.h"

static SC_CHACHA_ATTR void ssse3_xor_stream(uint8_t *out, const uint8_t *in, size_t len, const uint32_t st[16])
{
    if (sc_chacha20_short(out, in, len, st))
        return;
    ssse3_xor_from(out, in, len, st, (uint64_t)st[12] | (uint64_t)st[13] << 32);
}

const struct sc_chacha20_backend symcore__chacha20_ssse3 = {
    "ssse3", ssse3_xor_stream, NULL, NULL, NULL,
};
#else
typedef int sc_chacha20_ssse3_unused; /* ISO C forbids an empty translation unit */
#endif
