/*
 * The ChaCha20 core layer. A backend XORs keystream into a buffer starting
 * from a given input block (state); ChaCha20, XChaCha20 and the AEADs are
 * written once on top of it.
 *
 * The state is the RFC 8439 input block as 16 native words: 4 constants,
 * 8 key words, then words 12..15. The block counter is the 64-bit value
 * state[12] | state[13] << 32, incremented once per block with the carry from
 * word 12 into word 13. For RFC 8439 ChaCha20 (32-bit counter, nonce in words
 * 13..15) callers check beforehand that word 12 never wraps, so no carry
 * reaches the nonce in any block that is used.
 */
#ifndef SYMCORE_CHACHA20_INTERNAL_H
#define SYMCORE_CHACHA20_INTERNAL_H

#include "../common/internal.h"
#include "symcore/chacha20.h"

struct sc_chacha20_backend {
    const char *name;
    /* out = in XOR keystream for len bytes (any length; a final partial block
     * uses the first bytes of its keystream block). state is not modified. */
    void (*xor_stream)(uint8_t *out, const uint8_t *in, size_t len, const uint32_t state[16]);
    /* NULL, or the first pass of an AEAD in one go: ks0 = the keystream block
     * at the state's counter, out = in XOR keystream from the next block, for
     * len <= SC_CHACHA20_K0_MAX. Same result as two xor_stream calls. */
    void (*xor_stream_k0)(uint8_t ks0[64], uint8_t *out, const uint8_t *in, size_t len, const uint32_t state[16]);
    /* NULL, or the first pass of a stitched seal (see xor_stream_mac): out =
     * in XOR keystream from the block after the state's counter, for
     * SC_CHACHA20_SEAL_FIRST bytes, and ps = the Poly1305 state, in
     * portable64's layout, keyed with the first 32 bytes of the keystream
     * block at the state's counter. */
    void (*seal_first)(uint8_t *out, const uint8_t *in, const uint32_t state[16], uint64_t *ps);
    /* NULL, or the AEADs' seal in one pass: out = in XOR keystream for len
     * bytes as xor_stream, while the Poly1305 state ps, in portable64's layout
     * (poly1305_internal.h), absorbs the lag bytes of ciphertext right before
     * out (lag a multiple of 16), then out zero-padded to a multiple of 16
     * bytes, every block with hibit 1. */
    void (*xor_stream_mac)(uint8_t *out, const uint8_t *in, size_t len, size_t lag, const uint32_t state[16],
                           uint64_t *ps);
};
#define SC_CHACHA20_K0_MAX 1024
#define SC_CHACHA20_SEAL_FIRST 512

extern const struct sc_chacha20_backend symcore__chacha20_portable;
#if SC_X86_64
/* x86-64 only (chacha20_sse_impl.h, chacha20_avx2.c). sse2 needs no check;
 * ssse3 needs SC_CPU_SSSE3 and avx2 SC_CPU_AVX2 in symcore__cpu_features(). */
extern const struct sc_chacha20_backend symcore__chacha20_sse2;
extern const struct sc_chacha20_backend symcore__chacha20_ssse3;
extern const struct sc_chacha20_backend symcore__chacha20_avx2;
/* chacha20_avx512.c: needs SC_CPU_AVX512F, SC_CPU_AVX512VL and SC_CPU_AVX512BW;
 * zmm passes of 16 or 32 blocks, one ymm pass of 8 for a tail of 512 bytes or less. */
extern const struct sc_chacha20_backend symcore__chacha20_avx512;
#endif
/* chacha20_neon.c: little-endian AArch64, every CPU (NEON is baseline). */
#if SC_AARCH64 && defined(__ORDER_LITTLE_ENDIAN__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define SC_CHACHA20_HAVE_NEON 1
extern const struct sc_chacha20_backend symcore__chacha20_neon;
#else
#define SC_CHACHA20_HAVE_NEON 0
#endif

/* xor_stream for 0 < len <= 64 in scalar code, one block without a loop
 * (chacha20_portable.c): the SIMD backends' path for short messages. */
void symcore__chacha20_block1(uint8_t *out, const uint8_t *in, size_t len, const uint32_t state[16]);

/* For the SIMD backends' xor_stream: 0..64 bytes done in scalar code (1), or
 * nothing done (0). On x86-64 the scalar block beats any one vector pass:
 * scalar rotates take one cycle, while vector ops have a 2-cycle latency
 * on some CPUs (Zen 5), and SSE2 and AVX2 rotate by 12 and 7 in three ops. */
SC_INLINE int sc_chacha20_short(uint8_t *out, const uint8_t *in, size_t len, const uint32_t state[16])
{
    if (len > 64)
        return 0;
    if (len > 0)
        symcore__chacha20_block1(out, in, len, state);
    return 1;
}

/* For the SIMD backends' extra block on the integer pipes, in the scalar
 * words y0..y15: the quarter round, and 64 bytes at o = m ^ (y_i + input
 * word i), the input words being st's but for words 12 and 13 (w12, w13). */
#define SC_CHACHA_S_QR(a, b, c, d)            \
    do {                                      \
        a += b; d ^= a; d = sc_rotl32(d, 16); \
        c += d; b ^= c; b = sc_rotl32(b, 12); \
        a += b; d ^= a; d = sc_rotl32(d, 8);  \
        c += d; b ^= c; b = sc_rotl32(b, 7);  \
    } while (0)
#define SC_CHACHA_S_XOR_WORD(o, m, i, x, w) sc_store32_le((o) + 4 * (i), sc_load32_le((m) + 4 * (i)) ^ ((x) + (w)))
#define SC_CHACHA_S_XOR_BLOCK(o, m, st, w12, w13)                                                        \
    do {                                                                                                 \
        SC_CHACHA_S_XOR_WORD(o, m, 0, y0, st[0]); SC_CHACHA_S_XOR_WORD(o, m, 1, y1, st[1]);             \
        SC_CHACHA_S_XOR_WORD(o, m, 2, y2, st[2]); SC_CHACHA_S_XOR_WORD(o, m, 3, y3, st[3]);             \
        SC_CHACHA_S_XOR_WORD(o, m, 4, y4, st[4]); SC_CHACHA_S_XOR_WORD(o, m, 5, y5, st[5]);             \
        SC_CHACHA_S_XOR_WORD(o, m, 6, y6, st[6]); SC_CHACHA_S_XOR_WORD(o, m, 7, y7, st[7]);             \
        SC_CHACHA_S_XOR_WORD(o, m, 8, y8, st[8]); SC_CHACHA_S_XOR_WORD(o, m, 9, y9, st[9]);             \
        SC_CHACHA_S_XOR_WORD(o, m, 10, y10, st[10]); SC_CHACHA_S_XOR_WORD(o, m, 11, y11, st[11]);       \
        SC_CHACHA_S_XOR_WORD(o, m, 12, y12, w12); SC_CHACHA_S_XOR_WORD(o, m, 13, y13, w13);             \
        SC_CHACHA_S_XOR_WORD(o, m, 14, y14, st[14]); SC_CHACHA_S_XOR_WORD(o, m, 15, y15, st[15]);       \
    } while (0)

/* The backend every ChaCha20 user of the library goes through. */
const struct sc_chacha20_backend *symcore__chacha20_backend(void);

/* For tests and the benchmark only: when not NULL, the backend that
 * symcore__chacha20_backend() returns (one this CPU can run). */
extern const struct sc_chacha20_backend *symcore__chacha20_forced;

/* "expand 32-byte k" */
#define SC_CHACHA_C0 0x61707865u
#define SC_CHACHA_C1 0x3320646eu
#define SC_CHACHA_C2 0x79622d32u
#define SC_CHACHA_C3 0x6b206574u

/* state = constants || key || w12 w13 w14 w15 */
SC_INLINE void sc_chacha_setup(uint32_t st[16], const uint8_t key[32], uint32_t w12, uint32_t w13, uint32_t w14,
                               uint32_t w15)
{
    st[0] = SC_CHACHA_C0;
    st[1] = SC_CHACHA_C1;
    st[2] = SC_CHACHA_C2;
    st[3] = SC_CHACHA_C3;
    for (int i = 0; i < 8; i++)
        st[4 + i] = sc_load32_le(key + 4 * i);
    st[12] = w12;
    st[13] = w13;
    st[14] = w14;
    st[15] = w15;
}

/* HChaCha20 (draft-irtf-cfrg-xchacha-03, 2.2): out = words 0..3 and 12..15
 * after 20 rounds over constants || key || in, without the final addition. */
void symcore__hchacha20(uint8_t out[32], const uint8_t in[16], const uint8_t key[32]);

#endif
