/*
 * ChaCha20 with SSE2 (part of the x86-64 baseline, so no CPUID check): the
 * 4-block vertical and 2-block horizontal layouts of chacha20_sse_impl.h,
 * rotations by shifts and 16-bit word shuffles. 1..64 bytes go to the
 * scalar one-block code, faster than one vector pass: scalar rotates take
 * one cycle, SSE2 rotates by two shifts and an or (figures in
 * src/chacha20/README.md).
 */
#include "chacha20_internal.h"

#if SC_X86_64
#define SC_CHACHA_ATTR
#define SC_CHACHA_NAME(x) sse2_##x
#define SC_CHACHA_PSHUFB 0
#include "chacha20_sse_impl.h"

static void sse2_xor_stream(uint8_t *out, const uint8_t *in, size_t len, const uint32_t st[16])
{
    if (sc_chacha20_short(out, in, len, st))
        return;
    sse2_xor_from(out, in, len, st, (uint64_t)st[12] | (uint64_t)st[13] << 32);
}

const struct sc_chacha20_backend symcore__chacha20_sse2 = {
    "sse2", sse2_xor_stream, NULL, NULL, NULL,
};
#else
typedef int sc_chacha20_sse2_unused; /* ISO C forbids an empty translation unit */
#endif
