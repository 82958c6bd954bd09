/*
 * The Keccak-p[1600] permutation and its block loops, written once and
 * compiled by each backend file (keccak_portable.c, keccak_x86_64_v3.c) with
 * its own function attributes.
 *
 * Before including this file, define
 *   SC_KECCAK_ATTR       attributes for the generated functions
 *   SC_KECCAK_NAME(x)    the name of each generated function
 *
 * The 25 lanes live in named locals a00..a24 (lane x + 5y of FIPS 202) and a
 * second set e00..e24; each round reads one set and writes the other, so two
 * rounds make one loop step and no lane is ever copied. Every loop loads the
 * state into locals once and stores it once, however many blocks it handles.
 *
 * One round, from A to E (FIPS 202, 3.2):
 *   theta  c[x] = A[x,0] ^ ... ^ A[x,4];  d[x] = c[x-1] ^ rol(c[x+1], 1)
 *   rho/pi B[x,y] = rol(A[x',y'] ^ d[x'], r[x',y'])  with x' = x + 3y, y' = x
 *   chi    E[x,y] = B[x,y] ^ (~B[x+1,y] & B[x+2,y])
 *   iota   E[0,0] ^= RC[round]
 * and theta, rho, pi, chi and iota of a whole output plane are computed
 * together, five lanes at a time.
 */
#include "keccak_internal.h"

#define SC_ROL64(x, n) sc_rotl64((x), (n))

#define SC_KECCAK_ROUND(A, E, rc)  \
    do {  \
        uint64_t c0 = A##00 ^ A##05 ^ A##10 ^ A##15 ^ A##20;  \
        uint64_t c1 = A##01 ^ A##06 ^ A##11 ^ A##16 ^ A##21;  \
        uint64_t c2 = A##02 ^ A##07 ^ A##12 ^ A##17 ^ A##22;  \
        uint64_t c3 = A##03 ^ A##08 ^ A##13 ^ A##18 ^ A##23;  \
        uint64_t c4 = A##04 ^ A##09 ^ A##14 ^ A##19 ^ A##24;  \
        uint64_t d0 = c4 ^ SC_ROL64(c1, 1);  \
        uint64_t d1 = c0 ^ SC_ROL64(c2, 1);  \
        uint64_t d2 = c1 ^ SC_ROL64(c3, 1);  \
        uint64_t d3 = c2 ^ SC_ROL64(c4, 1);  \
        uint64_t d4 = c3 ^ SC_ROL64(c0, 1);  \
        uint64_t b0, b1, b2, b3, b4;  \
        b0 = A##00 ^ d0;  \
        b1 = SC_ROL64(A##06 ^ d1, 44);  \
        b2 = SC_ROL64(A##12 ^ d2, 43);  \
        b3 = SC_ROL64(A##18 ^ d3, 21);  \
        b4 = SC_ROL64(A##24 ^ d4, 14);  \
        E##00 = b0 ^ (~b1 & b2) ^ (rc);  \
        E##01 = b1 ^ (~b2 & b3);  \
        E##02 = b2 ^ (~b3 & b4);  \
        E##03 = b3 ^ (~b4 & b0);  \
        E##04 = b4 ^ (~b0 & b1);  \
        b0 = SC_ROL64(A##03 ^ d3, 28);  \
        b1 = SC_ROL64(A##09 ^ d4, 20);  \
        b2 = SC_ROL64(A##10 ^ d0, 3);  \
        b3 = SC_ROL64(A##16 ^ d1, 45);  \
        b4 = SC_ROL64(A##22 ^ d2, 61);  \
        E##05 = b0 ^ (~b1 & b2);  \
        E##06 = b1 ^ (~b2 & b3);  \
        E##07 = b2 ^ (~b3 & b4);  \
        E##08 = b3 ^ (~b4 & b0);  \
        E##09 = b4 ^ (~b0 & b1);  \
        b0 = SC_ROL64(A##01 ^ d1, 1);  \
        b1 = SC_ROL64(A##07 ^ d2, 6);  \
        b2 = SC_ROL64(A##13 ^ d3, 25);  \
        b3 = SC_ROL64(A##19 ^ d4, 8);  \
        b4 = SC_ROL64(A##20 ^ d0, 18);  \
        E##10 = b0 ^ (~b1 & b2);  \
        E##11 = b1 ^ (~b2 & b3);  \
        E##12 = b2 ^ (~b3 & b4);  \
        E##13 = b3 ^ (~b4 & b0);  \
        E##14 = b4 ^ (~b0 & b1);  \
        b0 = SC_ROL64(A##04 ^ d4, 27);  \
        b1 = SC_ROL64(A##05 ^ d0, 36);  \
        b2 = SC_ROL64(A##11 ^ d1, 10);  \
        b3 = SC_ROL64(A##17 ^ d2, 15);  \
        b4 = SC_ROL64(A##23 ^ d3, 56);  \
        E##15 = b0 ^ (~b1 & b2);  \
        E##16 = b1 ^ (~b2 & b3);  \
        E##17 = b2 ^ (~b3 & b4);  \
        E##18 = b3 ^ (~b4 & b0);  \
        E##19 = b4 ^ (~b0 & b1);  \
        b0 = SC_ROL64(A##02 ^ d2, 62);  \
        b1 = SC_ROL64(A##08 ^ d3, 55);  \
        b2 = SC_ROL64(A##14 ^ d4, 39);  \
        b3 = SC_ROL64(A##15 ^ d0, 41);  \
        b4 = SC_ROL64(A##21 ^ d1, 2);  \
        E##20 = b0 ^ (~b1 & b2);  \
        E##21 = b1 ^ (~b2 & b3);  \
        E##22 = b2 ^ (~b3 & b4);  \
        E##23 = b3 ^ (~b4 & b0);  \
        E##24 = b4 ^ (~b0 & b1);  \
    } while (0)

#define SC_KECCAK_LANES(p) p##00, p##01, p##02, p##03, p##04, p##05, p##06, p##07, p##08, p##09, p##10, p##11, p##12, p##13, p##14, p##15, p##16, p##17, p##18, p##19, p##20, p##21, p##22, p##23, p##24

#define SC_KECCAK_LOAD(p, s)  \
    do {  \
        p##00 = (s)[0];  \
        p##01 = (s)[1];  \
        p##02 = (s)[2];  \
        p##03 = (s)[3];  \
        p##04 = (s)[4];  \
        p##05 = (s)[5];  \
        p##06 = (s)[6];  \
        p##07 = (s)[7];  \
        p##08 = (s)[8];  \
        p##09 = (s)[9];  \
        p##10 = (s)[10];  \
        p##11 = (s)[11];  \
        p##12 = (s)[12];  \
        p##13 = (s)[13];  \
        p##14 = (s)[14];  \
        p##15 = (s)[15];  \
        p##16 = (s)[16];  \
        p##17 = (s)[17];  \
        p##18 = (s)[18];  \
        p##19 = (s)[19];  \
        p##20 = (s)[20];  \
        p##21 = (s)[21];  \
        p##22 = (s)[22];  \
        p##23 = (s)[23];  \
        p##24 = (s)[24];  \
    } while (0)

#define SC_KECCAK_STORE(s, p)  \
    do {  \
        (s)[0] = p##00;  \
        (s)[1] = p##01;  \
        (s)[2] = p##02;  \
        (s)[3] = p##03;  \
        (s)[4] = p##04;  \
        (s)[5] = p##05;  \
        (s)[6] = p##06;  \
        (s)[7] = p##07;  \
        (s)[8] = p##08;  \
        (s)[9] = p##09;  \
        (s)[10] = p##10;  \
        (s)[11] = p##11;  \
        (s)[12] = p##12;  \
        (s)[13] = p##13;  \
        (s)[14] = p##14;  \
        (s)[15] = p##15;  \
        (s)[16] = p##16;  \
        (s)[17] = p##17;  \
        (s)[18] = p##18;  \
        (s)[19] = p##19;  \
        (s)[20] = p##20;  \
        (s)[21] = p##21;  \
        (s)[22] = p##22;  \
        (s)[23] = p##23;  \
        (s)[24] = p##24;  \
    } while (0)

#define SC_KECCAK_XOR_BLOCK(p, in, rate_lanes)  \
    do {  \
        switch (rate_lanes) {  \
        case 21: p##20 ^= sc_load64_le((in) + 160); /* fall through */  \
        case 20: p##19 ^= sc_load64_le((in) + 152); /* fall through */  \
        case 19: p##18 ^= sc_load64_le((in) + 144); /* fall through */  \
        case 18: p##17 ^= sc_load64_le((in) + 136); /* fall through */  \
        case 17: p##16 ^= sc_load64_le((in) + 128); /* fall through */  \
        case 16: p##15 ^= sc_load64_le((in) + 120); /* fall through */  \
        case 15: p##14 ^= sc_load64_le((in) + 112); /* fall through */  \
        case 14: p##13 ^= sc_load64_le((in) + 104); /* fall through */  \
        case 13: p##12 ^= sc_load64_le((in) + 96); /* fall through */  \
        case 12: p##11 ^= sc_load64_le((in) + 88); /* fall through */  \
        case 11: p##10 ^= sc_load64_le((in) + 80); /* fall through */  \
        case 10: p##09 ^= sc_load64_le((in) + 72); /* fall through */  \
        default:  \
            p##08 ^= sc_load64_le((in) + 64);  \
            p##07 ^= sc_load64_le((in) + 56);  \
            p##06 ^= sc_load64_le((in) + 48);  \
            p##05 ^= sc_load64_le((in) + 40);  \
            p##04 ^= sc_load64_le((in) + 32);  \
            p##03 ^= sc_load64_le((in) + 24);  \
            p##02 ^= sc_load64_le((in) + 16);  \
            p##01 ^= sc_load64_le((in) + 8);  \
            p##00 ^= sc_load64_le((in) + 0);  \
        }  \
    } while (0)

#define SC_KECCAK_STORE_BLOCK(out, p, rate_lanes)  \
    do {  \
        switch (rate_lanes) {  \
        case 21: sc_store64_le((out) + 160, p##20); /* fall through */  \
        case 20: sc_store64_le((out) + 152, p##19); /* fall through */  \
        case 19: sc_store64_le((out) + 144, p##18); /* fall through */  \
        case 18: sc_store64_le((out) + 136, p##17); /* fall through */  \
        case 17: sc_store64_le((out) + 128, p##16); /* fall through */  \
        case 16: sc_store64_le((out) + 120, p##15); /* fall through */  \
        case 15: sc_store64_le((out) + 112, p##14); /* fall through */  \
        case 14: sc_store64_le((out) + 104, p##13); /* fall through */  \
        case 13: sc_store64_le((out) + 96, p##12); /* fall through */  \
        case 12: sc_store64_le((out) + 88, p##11); /* fall through */  \
        case 11: sc_store64_le((out) + 80, p##10); /* fall through */  \
        case 10: sc_store64_le((out) + 72, p##09); /* fall through */  \
        default:  \
            sc_store64_le((out) + 64, p##08);  \
            sc_store64_le((out) + 56, p##07);  \
            sc_store64_le((out) + 48, p##06);  \
            sc_store64_le((out) + 40, p##05);  \
            sc_store64_le((out) + 32, p##04);  \
            sc_store64_le((out) + 24, p##03);  \
            sc_store64_le((out) + 16, p##02);  \
            sc_store64_le((out) + 8, p##01);  \
            sc_store64_le((out) + 0, p##00);  \
        }  \
    } while (0)

/* Rounds 24 - rounds .. 23 of Keccak-f[1600], two per step; rounds is 12 or 24. */
#define SC_KECCAK_PERMUTE(rounds)  \
    do {  \
        for (unsigned i_ = 24 - (rounds); i_ < 24; i_ += 2) {  \
            SC_KECCAK_ROUND(a, e, symcore__keccak_rc[i_]);  \
            SC_KECCAK_ROUND(e, a, symcore__keccak_rc[i_ + 1]);  \
        }  \
    } while (0)

static SC_KECCAK_ATTR void SC_KECCAK_NAME(permute)(uint64_t s[25], unsigned rounds)
{
    uint64_t SC_KECCAK_LANES(a), SC_KECCAK_LANES(e);
    SC_KECCAK_LOAD(a, s);
    SC_KECCAK_PERMUTE(rounds);
    SC_KECCAK_STORE(s, a);
}

static SC_KECCAK_ATTR void SC_KECCAK_NAME(absorb)(uint64_t s[25], const uint8_t *in, size_t nblocks,
                                                  unsigned rate_lanes, unsigned rounds)
{
    uint64_t SC_KECCAK_LANES(a), SC_KECCAK_LANES(e);
    SC_KECCAK_LOAD(a, s);
    for (; nblocks > 0; nblocks--) {
        SC_KECCAK_XOR_BLOCK(a, in, rate_lanes);
        SC_KECCAK_PERMUTE(rounds);
        in += 8 * (size_t)rate_lanes;
    }
    SC_KECCAK_STORE(s, a);
}

static SC_KECCAK_ATTR void SC_KECCAK_NAME(squeeze)(uint64_t s[25], uint8_t *out, size_t nblocks,
                                                   unsigned rate_lanes, unsigned rounds)
{
    uint64_t SC_KECCAK_LANES(a), SC_KECCAK_LANES(e);
    SC_KECCAK_LOAD(a, s);
    for (; nblocks > 0; nblocks--) {
        SC_KECCAK_PERMUTE(rounds);
        SC_KECCAK_STORE_BLOCK(out, a, rate_lanes);
        out += 8 * (size_t)rate_lanes;
    }
    SC_KECCAK_STORE(s, a);
}
