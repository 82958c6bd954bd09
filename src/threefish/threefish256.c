/* Threefish-256: 72 rounds of two MIXes on four words b0..b3, 19 subkeys. */
#include "threefish_internal.h"

/* Rotation constants R[d mod 8][j] of Skein 1.3, Table 4. */
#define R00 14
#define R01 16
#define R10 52
#define R11 57
#define R20 23
#define R21 40
#define R30 5
#define R31 37
#define R40 25
#define R41 33
#define R50 46
#define R51 12
#define R60 58
#define R61 22
#define R70 32
#define R71 32

/* The permutation (0 3 2 1) is renamed away: even rounds mix (b0,b1),(b2,b3),
 * odd rounds (b0,b3),(b2,b1), and after four rounds the names line up again. */
#define ROUNDS4(ra0, ra1, rb0, rb1, rc0, rc1, rd0, rd1) \
    SC_TF_MIX(b0, b1, ra0); SC_TF_MIX(b2, b3, ra1);     \
    SC_TF_MIX(b0, b3, rb0); SC_TF_MIX(b2, b1, rb1);     \
    SC_TF_MIX(b0, b1, rc0); SC_TF_MIX(b2, b3, rc1);     \
    SC_TF_MIX(b0, b3, rd0); SC_TF_MIX(b2, b1, rd1)
#define UNROUNDS4(ra0, ra1, rb0, rb1, rc0, rc1, rd0, rd1) \
    SC_TF_UNMIX(b0, b3, rd0); SC_TF_UNMIX(b2, b1, rd1);   \
    SC_TF_UNMIX(b0, b1, rc0); SC_TF_UNMIX(b2, b3, rc1);   \
    SC_TF_UNMIX(b0, b3, rb0); SC_TF_UNMIX(b2, b1, rb1);   \
    SC_TF_UNMIX(b0, b1, ra0); SC_TF_UNMIX(b2, b3, ra1)

#define INJECT(s)                              \
    b0 += k[(s) % 5];                          \
    b1 += k[((s) + 1) % 5] + t[(s) % 3];       \
    b2 += k[((s) + 2) % 5] + t[((s) + 1) % 3]; \
    b3 += k[((s) + 3) % 5] + (uint64_t)(s)
#define EJECT(s)                               \
    b0 -= k[(s) % 5];                          \
    b1 -= k[((s) + 1) % 5] + t[(s) % 3];       \
    b2 -= k[((s) + 2) % 5] + t[((s) + 1) % 3]; \
    b3 -= k[((s) + 3) % 5] + (uint64_t)(s)

/* Eight rounds with subkeys s and s + 1 (s even), and their inverse. */
#define EIGHT(s)                                          \
    INJECT(s);                                            \
    ROUNDS4(R00, R01, R10, R11, R20, R21, R30, R31);      \
    INJECT((s) + 1);                                      \
    ROUNDS4(R40, R41, R50, R51, R60, R61, R70, R71)
#define UNEIGHT(s)                                        \
    UNROUNDS4(R40, R41, R50, R51, R60, R61, R70, R71);    \
    EJECT((s) + 1);                                       \
    UNROUNDS4(R00, R01, R10, R11, R20, R21, R30, R31);    \
    EJECT(s)

void symcore__threefish256_encrypt(uint64_t out[4], const uint8_t in[32], const uint64_t k[5],
                                   const uint64_t t[3], uint64_t feedforward)
{
    uint64_t b0 = sc_load64_le(in + 0);
    uint64_t b1 = sc_load64_le(in + 8);
    uint64_t b2 = sc_load64_le(in + 16);
    uint64_t b3 = sc_load64_le(in + 24);
    EIGHT(0); EIGHT(2); EIGHT(4); EIGHT(6); EIGHT(8);
    EIGHT(10); EIGHT(12); EIGHT(14); EIGHT(16);
    INJECT(18);
    /* after the last read of k: out may be k */
    out[0] = b0 ^ (sc_load64_le(in + 0) & feedforward);
    out[1] = b1 ^ (sc_load64_le(in + 8) & feedforward);
    out[2] = b2 ^ (sc_load64_le(in + 16) & feedforward);
    out[3] = b3 ^ (sc_load64_le(in + 24) & feedforward);
}

void symcore__threefish256_decrypt(uint64_t out[4], const uint8_t in[32], const uint64_t k[5],
                                   const uint64_t t[3])
{
    uint64_t b0 = sc_load64_le(in + 0);
    uint64_t b1 = sc_load64_le(in + 8);
    uint64_t b2 = sc_load64_le(in + 16);
    uint64_t b3 = sc_load64_le(in + 24);
    EJECT(18);
    UNEIGHT(16); UNEIGHT(14); UNEIGHT(12); UNEIGHT(10);
    UNEIGHT(8); UNEIGHT(6); UNEIGHT(4); UNEIGHT(2); UNEIGHT(0);
    out[0] = b0;
    out[1] = b1;
    out[2] = b2;
    out[3] = b3;
}
