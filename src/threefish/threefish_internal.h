/*
 * The Threefish cores shared by the block cipher API and Skein's UBI chaining.
 *
 * Each core transforms the block words x[] in place under the key words
 * k[0..N-1] with the parity word k[N] = C240 ^ k[0] ^ ... ^ k[N-1], and the
 * tweak words t[0], t[1], t[2] = t[0] ^ t[1]. Subkey s is derived on the fly:
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

void symcore__threefish256_encrypt_words(uint64_t x[4], const uint64_t k[5], const uint64_t t[3]);
void symcore__threefish256_decrypt_words(uint64_t x[4], const uint64_t k[5], const uint64_t t[3]);
void symcore__threefish512_encrypt_words(uint64_t x[8], const uint64_t k[9], const uint64_t t[3]);
void symcore__threefish512_decrypt_words(uint64_t x[8], const uint64_t k[9], const uint64_t t[3]);
void symcore__threefish1024_encrypt_words(uint64_t x[16], const uint64_t k[17], const uint64_t t[3]);
void symcore__threefish1024_decrypt_words(uint64_t x[16], const uint64_t k[17], const uint64_t t[3]);

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

#endif
