/* Threefish-1024: 80 rounds of eight MIXes on sixteen words b0..b15, 21 subkeys. */
#include "threefish_internal.h"

/* Rotation rows R[d mod 8][0..7] of Skein 1.3, Table 4. */
#define R0 24, 13, 8, 47, 8, 17, 22, 37
#define R1 38, 19, 10, 55, 49, 18, 23, 52
#define R2 33, 4, 51, 13, 34, 41, 59, 17
#define R3 5, 20, 48, 41, 47, 28, 16, 25
#define R4 41, 9, 37, 31, 12, 47, 44, 30
#define R5 16, 34, 56, 51, 4, 53, 42, 41
#define R6 31, 44, 47, 46, 19, 42, 44, 25
#define R7 9, 48, 35, 52, 23, 31, 37, 20

#define ROUND_(a, b, c, d, e, f, g, h, i, j, k_, l, m, n, o, p, r0, r1, r2, r3, r4, r5, r6, r7) \
    SC_TF_MIX(a, b, r0); SC_TF_MIX(c, d, r1); SC_TF_MIX(e, f, r2); SC_TF_MIX(g, h, r3);        \
    SC_TF_MIX(i, j, r4); SC_TF_MIX(k_, l, r5); SC_TF_MIX(m, n, r6); SC_TF_MIX(o, p, r7)
#define UNROUND_(a, b, c, d, e, f, g, h, i, j, k_, l, m, n, o, p, r0, r1, r2, r3, r4, r5, r6, r7) \
    SC_TF_UNMIX(a, b, r0); SC_TF_UNMIX(c, d, r1); SC_TF_UNMIX(e, f, r2); SC_TF_UNMIX(g, h, r3);  \
    SC_TF_UNMIX(i, j, r4); SC_TF_UNMIX(k_, l, r5); SC_TF_UNMIX(m, n, r6); SC_TF_UNMIX(o, p, r7)
#define ROUND(...) ROUND_(__VA_ARGS__)
#define UNROUND(...) UNROUND_(__VA_ARGS__)

/* The word orders of rounds 4j .. 4j+3: powers of the permutation
 * 0 9 2 13 6 11 4 15 10 7 12 3 14 5 8 1, which has order four. */
#define P0 b0, b1, b2, b3, b4, b5, b6, b7, b8, b9, b10, b11, b12, b13, b14, b15
#define P1 b0, b9, b2, b13, b6, b11, b4, b15, b10, b7, b12, b3, b14, b5, b8, b1
#define P2 b0, b7, b2, b5, b4, b3, b6, b1, b12, b15, b14, b13, b8, b11, b10, b9
#define P3 b0, b15, b2, b11, b6, b13, b4, b9, b14, b1, b8, b5, b10, b3, b12, b7

#define ROUNDS4(ra, rb, rc, rd) \
    ROUND(P0, ra); ROUND(P1, rb); ROUND(P2, rc); ROUND(P3, rd)
#define UNROUNDS4(ra, rb, rc, rd) \
    UNROUND(P3, rd); UNROUND(P2, rc); UNROUND(P1, rb); UNROUND(P0, ra)

#define INJECT(s, op)                               \
    b0 op k[(s) % 17];                              \
    b1 op k[((s) + 1) % 17];                        \
    b2 op k[((s) + 2) % 17];                        \
    b3 op k[((s) + 3) % 17];                        \
    b4 op k[((s) + 4) % 17];                        \
    b5 op k[((s) + 5) % 17];                        \
    b6 op k[((s) + 6) % 17];                        \
    b7 op k[((s) + 7) % 17];                        \
    b8 op k[((s) + 8) % 17];                        \
    b9 op k[((s) + 9) % 17];                        \
    b10 op k[((s) + 10) % 17];                      \
    b11 op k[((s) + 11) % 17];                      \
    b12 op k[((s) + 12) % 17];                      \
    b13 op k[((s) + 13) % 17] + t[(s) % 3];         \
    b14 op k[((s) + 14) % 17] + t[((s) + 1) % 3];   \
    b15 op k[((s) + 15) % 17] + (uint64_t)(s)

#define LOAD_WORDS                                                                            \
    uint64_t b0 = sc_load64_le(in), b1 = sc_load64_le(in + 8), b2 = sc_load64_le(in + 16),   \
             b3 = sc_load64_le(in + 24), b4 = sc_load64_le(in + 32), b5 = sc_load64_le(in + 40), \
             b6 = sc_load64_le(in + 48), b7 = sc_load64_le(in + 56), b8 = sc_load64_le(in + 64), \
             b9 = sc_load64_le(in + 72), b10 = sc_load64_le(in + 80), b11 = sc_load64_le(in + 88), \
             b12 = sc_load64_le(in + 96), b13 = sc_load64_le(in + 104), b14 = sc_load64_le(in + 112), \
             b15 = sc_load64_le(in + 120)

void symcore__threefish1024_encrypt(uint64_t out[16], const uint8_t in[128], const uint64_t k[17],
                                    const uint64_t t[3], uint64_t feedforward)
{
    LOAD_WORDS;
    SC_TF_EIGHT(0); SC_TF_EIGHT(2); SC_TF_EIGHT(4); SC_TF_EIGHT(6); SC_TF_EIGHT(8);
    SC_TF_EIGHT(10); SC_TF_EIGHT(12); SC_TF_EIGHT(14); SC_TF_EIGHT(16); SC_TF_EIGHT(18);
    INJECT(20, +=);
    /* after the last read of k: out may be k */
    out[0] = b0 ^ (sc_load64_le(in + 0) & feedforward);
    out[1] = b1 ^ (sc_load64_le(in + 8) & feedforward);
    out[2] = b2 ^ (sc_load64_le(in + 16) & feedforward);
    out[3] = b3 ^ (sc_load64_le(in + 24) & feedforward);
    out[4] = b4 ^ (sc_load64_le(in + 32) & feedforward);
    out[5] = b5 ^ (sc_load64_le(in + 40) & feedforward);
    out[6] = b6 ^ (sc_load64_le(in + 48) & feedforward);
    out[7] = b7 ^ (sc_load64_le(in + 56) & feedforward);
    out[8] = b8 ^ (sc_load64_le(in + 64) & feedforward);
    out[9] = b9 ^ (sc_load64_le(in + 72) & feedforward);
    out[10] = b10 ^ (sc_load64_le(in + 80) & feedforward);
    out[11] = b11 ^ (sc_load64_le(in + 88) & feedforward);
    out[12] = b12 ^ (sc_load64_le(in + 96) & feedforward);
    out[13] = b13 ^ (sc_load64_le(in + 104) & feedforward);
    out[14] = b14 ^ (sc_load64_le(in + 112) & feedforward);
    out[15] = b15 ^ (sc_load64_le(in + 120) & feedforward);
}

void symcore__threefish1024_decrypt(uint64_t out[16], const uint8_t in[128], const uint64_t k[17],
                                    const uint64_t t[3])
{
    LOAD_WORDS;
    INJECT(20, -=);
    SC_TF_UNEIGHT(18); SC_TF_UNEIGHT(16); SC_TF_UNEIGHT(14); SC_TF_UNEIGHT(12); SC_TF_UNEIGHT(10);
    SC_TF_UNEIGHT(8); SC_TF_UNEIGHT(6); SC_TF_UNEIGHT(4); SC_TF_UNEIGHT(2); SC_TF_UNEIGHT(0);
    out[0] = b0;
    out[1] = b1;
    out[2] = b2;
    out[3] = b3;
    out[4] = b4;
    out[5] = b5;
    out[6] = b6;
    out[7] = b7;
    out[8] = b8;
    out[9] = b9;
    out[10] = b10;
    out[11] = b11;
    out[12] = b12;
    out[13] = b13;
    out[14] = b14;
    out[15] = b15;
}
