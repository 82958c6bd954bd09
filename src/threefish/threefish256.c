/* Threefish-256: 72 rounds of two MIXes on four words b0..b3, 19 subkeys. */
#include "threefish_internal.h"

/* Rotation rows R[d mod 8][0..1] of Skein 1.3, Table 4. */
#define R0 14, 16
#define R1 52, 57
#define R2 23, 40
#define R3 5, 37
#define R4 25, 33
#define R5 46, 12
#define R6 58, 22
#define R7 32, 32

#define ROUND_(a, b, c, d, r0, r1) SC_TF_MIX(a, b, r0); SC_TF_MIX(c, d, r1)
#define UNROUND_(a, b, c, d, r0, r1) SC_TF_UNMIX(a, b, r0); SC_TF_UNMIX(c, d, r1)
#define ROUND(...) ROUND_(__VA_ARGS__)
#define UNROUND(...) UNROUND_(__VA_ARGS__)

/* The permutation (0 3 2 1) is renamed away: even rounds mix (b0,b1),(b2,b3),
 * odd rounds (b0,b3),(b2,b1), and after four rounds the names line up again. */
#define ROUNDS4(ra, rb, rc, rd)                                               \
    ROUND(b0, b1, b2, b3, ra); ROUND(b0, b3, b2, b1, rb);                     \
    ROUND(b0, b1, b2, b3, rc); ROUND(b0, b3, b2, b1, rd)
#define UNROUNDS4(ra, rb, rc, rd)                                             \
    UNROUND(b0, b3, b2, b1, rd); UNROUND(b0, b1, b2, b3, rc);                 \
    UNROUND(b0, b3, b2, b1, rb); UNROUND(b0, b1, b2, b3, ra)

#define INJECT(s, op)                              \
    b0 op k[(s) % 5];                              \
    b1 op k[((s) + 1) % 5] + t[(s) % 3];           \
    b2 op k[((s) + 2) % 5] + t[((s) + 1) % 3];     \
    b3 op k[((s) + 3) % 5] + (uint64_t)(s)

#define LOAD_WORDS                                                                          \
    uint64_t b0 = sc_load64_le(in), b1 = sc_load64_le(in + 8), b2 = sc_load64_le(in + 16), \
             b3 = sc_load64_le(in + 24)

void symcore__threefish256_encrypt(uint64_t out[4], const uint8_t in[32], const uint64_t k[5],
                                   const uint64_t t[3], uint64_t feedforward)
{
    LOAD_WORDS;
    SC_TF_72_ROUNDS;
    /* after the last read of k: out may be k */
    out[0] = b0 ^ (sc_load64_le(in + 0) & feedforward);
    out[1] = b1 ^ (sc_load64_le(in + 8) & feedforward);
    out[2] = b2 ^ (sc_load64_le(in + 16) & feedforward);
    out[3] = b3 ^ (sc_load64_le(in + 24) & feedforward);
}

void symcore__threefish256_decrypt(uint64_t out[4], const uint8_t in[32], const uint64_t k[5],
                                   const uint64_t t[3])
{
    LOAD_WORDS;
    SC_TF_72_UNROUNDS;
    out[0] = b0;
    out[1] = b1;
    out[2] = b2;
    out[3] = b3;
}
