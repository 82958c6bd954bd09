/*
 * The AES-NI backend (x86-64, chosen when CPUID reports AES-NI). The key
 * schedule is the constant-time software one (aes_portable.c), stored as the
 * FIPS 197 round-key bytes. encrypt_blocks keeps 8 blocks in flight (aesenc
 * has a latency of several cycles and a throughput of one or two per cycle);
 * cbc_mac loads the round keys into registers once for the whole chain.
 */
#include "aes_internal.h"

#if SC_X86_64
#include <immintrin.h>

#define AESNI_ATTR __attribute__((target("aes,sse2")))

int symcore__aes_aesni_init(sc_aes_key *k, const uint8_t *key, size_t keylen)
{
    unsigned rounds = symcore__aes_expand_key(k->rk.b, key, keylen);
    if (rounds == 0)
        return SYMCORE_EINVAL;
    k->rounds = rounds;
    return SYMCORE_OK;
}

#define RK(i) _mm_loadu_si128((const __m128i *)(const void *)(k->rk.b + 16 * (i)))

/* n blocks (a constant after inlining) through all rounds, round key by round key. */
SC_INLINE AESNI_ATTR void encrypt_n(const sc_aes_key *k, unsigned rounds, __m128i *b, int n)
{
    __m128i key = RK(0);
    for (int j = 0; j < n; j++)
        b[j] = _mm_xor_si128(b[j], key);
    for (unsigned r = 1; r < rounds; r++) {
        key = RK(r);
        for (int j = 0; j < n; j++)
            b[j] = _mm_aesenc_si128(b[j], key);
    }
    key = RK(rounds);
    for (int j = 0; j < n; j++)
        b[j] = _mm_aesenclast_si128(b[j], key);
}

/* n blocks (a constant after inlining) from in to out. */
SC_INLINE AESNI_ATTR void encrypt_chunk(const sc_aes_key *k, unsigned rounds, uint8_t *out, const uint8_t *in, int n)
{
    __m128i b[8];
    for (int j = 0; j < n; j++)
        b[j] = _mm_loadu_si128((const __m128i *)(const void *)(in + 16 * j));
    encrypt_n(k, rounds, b, n);
    for (int j = 0; j < n; j++)
        _mm_storeu_si128((__m128i *)(void *)(out + 16 * j), b[j]);
}

AESNI_ATTR void symcore__aes_aesni_encrypt_blocks(const sc_aes_key *k, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    SC_AES_ENCRYPT_BY_CHUNKS(k, out, in, nblocks);
}

/*
 * The chain for a fixed round count, every round key in a register (15 for
 * AES-256 plus the chaining value: the 16 XMM registers). Only aesenc latency
 * is on the critical path: the next block's m ^ rk[0] is folded into the key
 * of this block's aesenclast, so its output is the next block's round-1 input.
 */
#define AESNI_CHAIN(R)                                                                     \
    static AESNI_ATTR void chain##R(const sc_aes_key *k, uint8_t y[16], const uint8_t *in, \
                                    size_t nblocks)                                        \
    {                                                                                      \
        __m128i rk[R + 1];                                                                 \
        for (int i = 0; i <= R; i++)                                                       \
            rk[i] = RK(i);                                                                 \
        __m128i last_k0 = _mm_xor_si128(rk[R], rk[0]);                                     \
        __m128i x = _mm_xor_si128(_mm_loadu_si128((const __m128i *)(const void *)y), rk[0]); \
        x = _mm_xor_si128(x, _mm_loadu_si128((const __m128i *)(const void *)in));           \
        for (;;) {                                                                         \
            for (int i = 1; i < R; i++)                                                    \
                x = _mm_aesenc_si128(x, rk[i]);                                            \
            if (--nblocks == 0)                                                            \
                break;                                                                     \
            in += 16;                                                                      \
            x = _mm_aesenclast_si128(x, _mm_xor_si128(last_k0, _mm_loadu_si128((const __m128i *)(const void *)in))); \
        }                                                                                  \
        x = _mm_aesenclast_si128(x, rk[R]);                                                \
        _mm_storeu_si128((__m128i *)(void *)y, x);                                         \
    }
AESNI_CHAIN(10)
AESNI_CHAIN(12)
AESNI_CHAIN(14)

void symcore__aes_aesni_cbc_mac(const sc_aes_key *k, uint8_t y[16], const uint8_t *in, size_t nblocks)
{
    SC_AES_CBC_MAC_BY_ROUNDS(k, y, in, nblocks);
}

const struct sc_aes_backend symcore__aes_aesni = {
    "aesni", symcore__aes_aesni_init, symcore__aes_aesni_encrypt_blocks, symcore__aes_aesni_cbc_mac,
};
#else
typedef int sc_aes_aesni_unused; /* ISO C forbids an empty translation unit */
#endif
