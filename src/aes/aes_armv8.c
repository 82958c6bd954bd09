/*
 * The armv8-aes backend (AArch64 with the Cryptography Extension's AES
 * instructions, chosen when the CPU reports them: SC_CPU_ARM_AES). The key
 * schedule is the constant-time software one (aes_ct64.c), stored as the
 * FIPS 197 round-key bytes, as for aesni.
 *
 * AESE k does AddRoundKey k, SubBytes and ShiftRows; AESMC does MixColumns.
 * So a round r < R-1 is AESMC(AESE(x, rk[r])), the last AESE(x, rk[R-1])
 * then x ^ rk[R]: the key additions sit one step earlier than with AES-NI.
 * Cores fuse each AESE/AESMC pair (2 cycles of latency on Neoverse V2 and
 * Cortex-X4, pipelined), so encrypt_blocks keeps 8 blocks in flight, and
 * cbc_mac holds every round key in registers through the chain.
 * Constant time: the instructions take no data-dependent time; no branch
 * or address depends on the key or the data.
 */
#include "aes_internal.h"

#if SC_AES_HAVE_ARMV8
#include <arm_neon.h>

int symcore__aes_armv8_init(sc_aes_key *k, const uint8_t *key, size_t keylen)
{
    unsigned rounds = symcore__aes_expand_key(k->rk.b, key, keylen);
    if (rounds == 0)
        return SYMCORE_EINVAL;
    k->rounds = rounds;
    return SYMCORE_OK;
}

#define RK(i) vld1q_u8(k->rk.b + 16 * (i))

/* n blocks (a constant after inlining) through all rounds, round key by round key. */
SC_INLINE SC_ARMV8_AES_ATTR void encrypt_n(const sc_aes_key *k, unsigned rounds, uint8x16_t *b, int n)
{
    for (unsigned r = 0; r + 1 < rounds; r++) {
        uint8x16_t key = RK(r);
        for (int j = 0; j < n; j++)
            b[j] = vaesmcq_u8(vaeseq_u8(b[j], key));
    }
    uint8x16_t key = RK(rounds - 1), last = RK(rounds);
    for (int j = 0; j < n; j++)
        b[j] = veorq_u8(vaeseq_u8(b[j], key), last);
}

/* n blocks (a constant after inlining) from in to out. */
SC_INLINE SC_ARMV8_AES_ATTR void encrypt_chunk(const sc_aes_key *k, unsigned rounds, uint8_t *out, const uint8_t *in,
                                               int n)
{
    uint8x16_t b[8];
    for (int j = 0; j < n; j++)
        b[j] = vld1q_u8(in + 16 * j);
    encrypt_n(k, rounds, b, n);
    for (int j = 0; j < n; j++)
        vst1q_u8(out + 16 * j, b[j]);
}

SC_ARMV8_AES_ATTR void symcore__aes_armv8_encrypt_blocks(const sc_aes_key *k, uint8_t *out, const uint8_t *in,
                                                         size_t nblocks)
{
    SC_AES_ENCRYPT_BY_CHUNKS(k, out, in, nblocks);
}

/*
 * The chain for a fixed round count, every round key in a register. Only
 * the AESE/AESMC pairs are on the critical path: block i's final key
 * addition (rk[R]) and block i+1's message and first round key are one
 * operand, rk[R] ^ rk[0] ^ m, of block i+1's first AESE, computed beside
 * the chain.
 */
#define ARMV8_CHAIN(R)                                                                                   \
    static SC_ARMV8_AES_ATTR void chain##R(const sc_aes_key *k, uint8_t y[16], const uint8_t *in,        \
                                           size_t nblocks)                                               \
    {                                                                                                    \
        uint8x16_t rk[R + 1];                                                                            \
        _Pragma("GCC unroll 15")                                                                         \
        for (int i = 0; i <= R; i++)                                                                     \
            rk[i] = RK(i);                                                                               \
        uint8x16_t last_k0 = veorq_u8(rk[R], rk[0]), k0 = rk[0];                                         \
        uint8x16_t x = veorq_u8(vld1q_u8(y), vld1q_u8(in));                                              \
        for (;;) {                                                                                       \
            x = vaesmcq_u8(vaeseq_u8(x, k0));                                                            \
            _Pragma("GCC unroll 14")                                                                     \
            for (int i = 1; i < R - 1; i++)                                                              \
                x = vaesmcq_u8(vaeseq_u8(x, rk[i]));                                                     \
            x = vaeseq_u8(x, rk[R - 1]);                                                                 \
            if (--nblocks == 0)                                                                          \
                break;                                                                                   \
            in += 16;                                                                                    \
            k0 = veorq_u8(last_k0, vld1q_u8(in));                                                        \
        }                                                                                                \
        vst1q_u8(y, veorq_u8(x, rk[R]));                                                                 \
    }
ARMV8_CHAIN(10)
ARMV8_CHAIN(12)
ARMV8_CHAIN(14)

void symcore__aes_armv8_cbc_mac(const sc_aes_key *k, uint8_t y[16], const uint8_t *in, size_t nblocks)
{
    SC_AES_CBC_MAC_BY_ROUNDS(k, y, in, nblocks);
}

const struct sc_aes_backend symcore__aes_armv8 = {
    "armv8-aes", symcore__aes_armv8_init, symcore__aes_armv8_encrypt_blocks, symcore__aes_armv8_cbc_mac,
};
#else
typedef int sc_aes_armv8_unused; /* ISO C forbids an empty translation unit */
#endif
