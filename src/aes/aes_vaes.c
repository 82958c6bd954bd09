/*
 * The VAES backend (x86-64 with AVX-512F and VAES): encrypt_blocks on four
 * blocks per 512-bit register, eight registers in flight (32 blocks), each
 * round key broadcast to the four lanes by its load. A tail of fewer than 32 blocks
 * takes as few registers as it needs, with masked loads and stores for a
 * last register that is not full. Key expansion, CBC-MAC (one block at a
 * time) and calls of fewer than 4 blocks (where broadcasting the round keys
 * costs more than it saves) are the AES-NI ones, so the key layout is the same.
 */
#include "aes_internal.h"

#if SC_X86_64
#include <immintrin.h>

#define VAES_ATTR __attribute__((target("avx512f,vaes,aes")))

/* Round key i in the four lanes of a register (one broadcasting load). */
#define RK4(i) _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(const void *)(k->rk.b + 16 * (i))))

/* nreg registers (a constant after inlining) of blocks through all rounds. */
SC_INLINE VAES_ATTR void vaes_rounds(const sc_aes_key *k, unsigned rounds, __m512i *b, int nreg)
{
    __m512i key = RK4(0);
    for (int j = 0; j < nreg; j++)
        b[j] = _mm512_xor_si512(b[j], key);
    for (unsigned r = 1; r < rounds; r++) {
        key = RK4(r);
        for (int j = 0; j < nreg; j++)
            b[j] = _mm512_aesenc_epi128(b[j], key);
    }
    key = RK4(rounds);
    for (int j = 0; j < nreg; j++)
        b[j] = _mm512_aesenclast_epi128(b[j], key);
}

/* nblocks <= 4 * nreg blocks: full registers, then one masked register. */
SC_INLINE VAES_ATTR void vaes_chunk(const sc_aes_key *k, unsigned rounds, uint8_t *out, const uint8_t *in,
                                    size_t nblocks, int nreg)
{
    __m512i b[8];
    for (int j = 0; j < nreg; j++) {
        size_t left = nblocks > (size_t)4 * j ? nblocks - (size_t)4 * j : 0;
        __mmask16 m = left >= 4 ? (__mmask16)0xffff : (__mmask16)((1u << (4 * left)) - 1);
        b[j] = _mm512_maskz_loadu_epi32(m, in + 64 * j);
    }
    vaes_rounds(k, rounds, b, nreg);
    SC_CT_CANARY_BRANCH(8, SC_CT_LANE0_512(b[0]));
    SC_CT_CANARY_INDEX(9, SC_CT_LANE0_512(b[0]) >> 8);
    for (int j = 0; j < nreg; j++) {
        size_t left = nblocks > (size_t)4 * j ? nblocks - (size_t)4 * j : 0;
        __mmask16 m = left >= 4 ? (__mmask16)0xffff : (__mmask16)((1u << (4 * left)) - 1);
        _mm512_mask_storeu_epi32(out + 64 * j, m, b[j]);
    }
}

static VAES_ATTR void vaes_encrypt_blocks(const sc_aes_key *k, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    unsigned rounds = k->rounds;
    if (nblocks < 4) {
        symcore__aes_aesni_encrypt_blocks(k, out, in, nblocks);
        return;
    }
    for (; nblocks >= 32; nblocks -= 32, in += 512, out += 512)
        vaes_chunk(k, rounds, out, in, 32, 8);
    if (nblocks > 16)
        vaes_chunk(k, rounds, out, in, nblocks, 8);
    else if (nblocks > 8)
        vaes_chunk(k, rounds, out, in, nblocks, 4);
    else if (nblocks > 4)
        vaes_chunk(k, rounds, out, in, nblocks, 2);
    else if (nblocks > 0)
        vaes_chunk(k, rounds, out, in, nblocks, 1);
}

const struct sc_aes_backend symcore__aes_vaes = {
    "vaes", symcore__aes_aesni_init, vaes_encrypt_blocks, symcore__aes_aesni_cbc_mac,
};
#else
typedef int sc_aes_vaes_unused; /* ISO C forbids an empty translation unit */
#endif
