/*
 * The Threefish cores shared by the block cipher API and Skein's UBI chaining.
 *
 * Each core encrypts (or decrypts) the block of 8N bytes at in, read as
 * little-endian words, under the key words k[0..N-1] with the parity word
 * k[N] = C240 ^ k[0] ^ ... ^ k[N-1] and the tweak words t[0], t[1],
 * t[2] = t[0] ^ t[1], and writes the result as N words to out. encrypt also
 * xors the input words into the result where feedforward is all ones (0:
 * plain Threefish, ~0: Skein's UBI, E(M) ^ M). out is written only after the
 * last read of k and of in, so out may be k itself (UBI writes the new
 * chaining value over the key) or the very bytes of in. Subkey s is derived
 * on the fly:
 *   word i (i < N-3)  k[(s+i) mod (N+1)]
 *   word N-3          k[(s+N-3) mod (N+1)] + t[s mod 3]
 *   word N-2          k[(s+N-2) mod (N+1)] + t[(s+1) mod 3]
 *   word N-1          k[(s+N-1) mod (N+1)] + s
 * The rounds live in named locals, eight rounds (two subkeys) per macro step,
 * with every rotation constant and subkey index a compile-time constant.
 *
 * On the fly against precomputed: a precomputed schedule (19 or 21 subkeys)
 * would make the context 608, 1216 or 2688 bytes and set_tweak a full
 * re-derivation, and saves only the three tweak/counter adds per subkey
 * (about 10% of the operations of Threefish-256, 5% of -512, 3% of -1024);
 * the key words are read with memory-operand adds either way.
 */
#ifndef SYMCORE_THREEFISH_INTERNAL_H
#define SYMCORE_THREEFISH_INTERNAL_H

#include "common/internal.h"

#define SC_THREEFISH_C240 0x1BD11BDAA9FC1A22ull
/* The flag word of a live Threefish context (threefish.c): any value far
 * from 0, ~0 and small counts, so that no zeroed, filled or stale context
 * carries it by accident. */
#define SC_TF_LIVE 0x9E5B3C71D2A4F806ull /* arbitrary */

/*
 * A Skein context between calls (skein_impl.h). Its h[N] is scratch while
 * blocks are processed (each block's Threefish parity word); between calls
 * it holds this seal over the fields that steer the code: the position
 * (tweak0 and the low 32 bits of tweak1), tweak1, outlen and buflen. The
 * seal is a xor of distinct rotations of those words with an arbitrary
 * constant, so changing any one field breaks it, and arbitrary bytes carry
 * it with probability 2^-64. These fields are public (lengths and
 * positions), so checking it may branch. It is here, not in skein_impl.h,
 * so that the tests can forge a sealed context with a bad field and show
 * that the field checks alone refuse it.
 */
#define SC_SKEIN_SEAL_MAGIC 0xC3A5E1D2B4F69807ull /* arbitrary */
SC_INLINE uint64_t sc_skein_seal(uint64_t tweak0, uint64_t tweak1, uint64_t outlen, uint64_t buflen)
{
    return SC_SKEIN_SEAL_MAGIC ^ tweak0 ^ sc_rotl64(tweak1, 17) ^ sc_rotl64(outlen, 31) ^ sc_rotl64(buflen, 47);
}

void symcore__threefish256_encrypt(uint64_t out[4], const uint8_t in[32], const uint64_t k[5], const uint64_t t[3],
                                   uint64_t feedforward);
void symcore__threefish256_decrypt(uint64_t out[4], const uint8_t in[32], const uint64_t k[5], const uint64_t t[3]);
void symcore__threefish512_encrypt(uint64_t out[8], const uint8_t in[64], const uint64_t k[9], const uint64_t t[3],
                                   uint64_t feedforward);
void symcore__threefish512_decrypt(uint64_t out[8], const uint8_t in[64], const uint64_t k[9], const uint64_t t[3]);
void symcore__threefish1024_encrypt(uint64_t out[16], const uint8_t in[128], const uint64_t k[17], const uint64_t t[3],
                                    uint64_t feedforward);
void symcore__threefish1024_decrypt(uint64_t out[16], const uint8_t in[128], const uint64_t k[17], const uint64_t t[3]);

/* One MIX of Skein 1.3 and its inverse: (a, b) -> (a + b, (b <<< r) ^ (a + b)). */
#define SC_TF_MIX(a, b, r)             \
    do {                               \
        a += b;                        \
        b = sc_rotl64(b, r) ^ a;       \
    } while (0)
#define SC_TF_UNMIX(a, b, r)           \
    do {                               \
        b = sc_rotl64(b ^ a, 64 - r);  \
        a -= b;                        \
    } while (0)

/* Eight rounds with subkeys s and s + 1 (s even), and their inverse, for a
 * file that defines INJECT(s, op) (op += or -=), ROUNDS4 and UNROUNDS4 over
 * its rotation rows R0 .. R7. */
#define SC_TF_EIGHT(s)               \
    INJECT(s, +=);                   \
    ROUNDS4(R0, R1, R2, R3);         \
    INJECT((s) + 1, +=);             \
    ROUNDS4(R4, R5, R6, R7)
#define SC_TF_UNEIGHT(s)             \
    UNROUNDS4(R4, R5, R6, R7);       \
    INJECT((s) + 1, -=);             \
    UNROUNDS4(R0, R1, R2, R3);       \
    INJECT(s, -=)

/* 72 rounds and 19 subkeys (Threefish-256 and -512), and their inverse. */
#define SC_TF_72_ROUNDS                                                                  \
    SC_TF_EIGHT(0); SC_TF_EIGHT(2); SC_TF_EIGHT(4); SC_TF_EIGHT(6); SC_TF_EIGHT(8);      \
    SC_TF_EIGHT(10); SC_TF_EIGHT(12); SC_TF_EIGHT(14); SC_TF_EIGHT(16);                  \
    INJECT(18, +=)
#define SC_TF_72_UNROUNDS                                                                \
    INJECT(18, -=);                                                                      \
    SC_TF_UNEIGHT(16); SC_TF_UNEIGHT(14); SC_TF_UNEIGHT(12); SC_TF_UNEIGHT(10);          \
    SC_TF_UNEIGHT(8); SC_TF_UNEIGHT(6); SC_TF_UNEIGHT(4); SC_TF_UNEIGHT(2); SC_TF_UNEIGHT(0)

#endif
