/* Threefish-512: 72 rounds of four MIXes on eight words b0..b7, 19 subkeys. */
#include "threefish_internal.h"

/* One round on the word pairs (a,b), (c,d), (e,f), (g,h) with rotation row r
 * of Skein 1.3, Table 4 (R[d mod 8][0..3]). */
#define R0 46, 36, 19, 37
#define R1 33, 27, 14, 42
#define R2 17, 49, 36, 39
#define R3 44, 9, 54, 56
#define R4 39, 30, 34, 24
#define R5 13, 50, 10, 17
#define R6 25, 29, 39, 43
#define R7 8, 35, 56, 22

#define ROUND_(a, b, c, d, e, f, g, h, r0, r1, r2, r3) \
    SC_TF_MIX(a, b, r0); SC_TF_MIX(c, d, r1); SC_TF_MIX(e, f, r2); SC_TF_MIX(g, h, r3)
#define UNROUND_(a, b, c, d, e, f, g, h, r0, r1, r2, r3) \
    SC_TF_UNMIX(a, b, r0); SC_TF_UNMIX(c, d, r1); SC_TF_UNMIX(e, f, r2); SC_TF_UNMIX(g, h, r3)
#define ROUND(...) ROUND_(__VA_ARGS__)
#define UNROUND(...) UNROUND_(__VA_ARGS__)

/* The permutation 2 1 4 7 6 5 0 3 is renamed away: it has order four, so the
 * pairs of rounds 4j .. 4j+3 are always these four patterns. */
#define ROUNDS4(ra, rb, rc, rd)                  \
    ROUND(b0, b1, b2, b3, b4, b5, b6, b7, ra);   \
    ROUND(b2, b1, b4, b7, b6, b5, b0, b3, rb);   \
    ROUND(b4, b1, b6, b3, b0, b5, b2, b7, rc);   \
    ROUND(b6, b1, b0, b7, b2, b5, b4, b3, rd)
#define UNROUNDS4(ra, rb, rc, rd)                \
    UNROUND(b6, b1, b0, b7, b2, b5, b4, b3, rd); \
    UNROUND(b4, b1, b6, b3, b0, b5, b2, b7, rc); \
    UNROUND(b2, b1, b4, b7, b6, b5, b0, b3, rb); \
    UNROUND(b0, b1, b2, b3, b4, b5, b6, b7, ra)

#define INJECT(s, op)                              \
    b0 op k[(s) % 9];                              \
    b1 op k[((s) + 1) % 9];                        \
    b2 op k[((s) + 2) % 9];                        \
    b3 op k[((s) + 3) % 9];                        \
    b4 op k[((s) + 4) % 9];                        \
    b5 op k[((s) + 5) % 9] + t[(s) % 3];           \
    b6 op k[((s) + 6) % 9] + t[((s) + 1) % 3];     \
    b7 op k[((s) + 7) % 9] + (uint64_t)(s)

#define LOAD_WORDS                                                                          \
    uint64_t b0 = sc_load64_le(in), b1 = sc_load64_le(in + 8), b2 = sc_load64_le(in + 16), \
             b3 = sc_load64_le(in + 24), b4 = sc_load64_le(in + 32), b5 = sc_load64_le(in + 40), \
             b6 = sc_load64_le(in + 48), b7 = sc_load64_le(in + 56)

void symcore__threefish512_encrypt(uint64_t out[8], const uint8_t in[64], const uint64_t k[9],
                                   const uint64_t t[3], uint64_t feedforward)
{
    LOAD_WORDS;
    SC_TF_72_ROUNDS;
    /* after the last read of k: out may be k */
    out[0] = b0 ^ (sc_load64_le(in + 0) & feedforward);
    out[1] = b1 ^ (sc_load64_le(in + 8) & feedforward);
    out[2] = b2 ^ (sc_load64_le(in + 16) & feedforward);
    out[3] = b3 ^ (sc_load64_le(in + 24) & feedforward);
    out[4] = b4 ^ (sc_load64_le(in + 32) & feedforward);
    out[5] = b5 ^ (sc_load64_le(in + 40) & feedforward);
    out[6] = b6 ^ (sc_load64_le(in + 48) & feedforward);
    out[7] = b7 ^ (sc_load64_le(in + 56) & feedforward);
}

void symcore__threefish512_decrypt(uint64_t out[8], const uint8_t in[64], const uint64_t k[9],
                                   const uint64_t t[3])
{
    LOAD_WORDS;
    SC_TF_72_UNROUNDS;
    out[0] = b0;
    out[1] = b1;
    out[2] = b2;
    out[3] = b3;
    out[4] = b4;
    out[5] = b5;
    out[6] = b6;
    out[7] = b7;
}
