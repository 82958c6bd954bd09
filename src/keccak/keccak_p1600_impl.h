/*
 * The Keccak-p[1600] permutation and its block loops, written once and
 * compiled by each backend file (keccak_portable.c, keccak_x86_64_v3.c) with
 * its own function attributes.
 *
 * Before including this file, define
 *   SC_KECCAK_ATTR       attributes for the generated functions
 *   SC_KECCAK_NAME(x)    the name of each generated function
 *
 * The 25 lanes live in named locals a_0..a_24 (lane x + 5y of FIPS 202) and a
 * second set e_0..e_24; each round reads one set and writes the other, so two
 * rounds make one loop step and no lane is ever copied. The next round's
 * column parities are summed as chi writes each lane. Every loop loads the
 * state into locals once and stores it once, however many blocks it handles.
 *
 * On 32-bit targets a 64-bit lane takes two of a handful of registers, so
 * locals buy nothing and spill into a frame of over 700 bytes. There the
 * compact form (SC_KECCAK_COMPACT) runs rolled rounds, driven by two small
 * index tables, on the caller's state array and one 25-lane scratch array.
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

#ifndef SC_KECCAK_COMPACT
#define SC_KECCAK_COMPACT (UINTPTR_MAX <= 0xffffffffu)
#endif

#if SC_KECCAK_COMPACT
#define SC_L(p, i) p[i]
/* a is the state itself, e points to scratch that is wiped on the way out */
#define SC_KECCAK_BEGIN(s)                \
    uint64_t *const a = (s);              \
    uint64_t scratch_[25], *const e = scratch_
#define SC_KECCAK_END(s) symcore_wipe(scratch_, sizeof scratch_)
#else
#define SC_L(p, i) p##_##i
#define SC_KECCAK_BEGIN(s)                                \
    uint64_t SC_KECCAK_LANES(a), SC_KECCAK_LANES(e);      \
    SC_KECCAK_LOAD(a, (s))
#define SC_KECCAK_END(s) SC_KECCAK_STORE((s), a)
#endif

#define SC_KECCAK_ROUND_UNROLLED(A, E, rc)  \
    do {  \
        uint64_t d0 = c4 ^ SC_ROL64(c1, 1);  \
        uint64_t d1 = c0 ^ SC_ROL64(c2, 1);  \
        uint64_t d2 = c1 ^ SC_ROL64(c3, 1);  \
        uint64_t d3 = c2 ^ SC_ROL64(c4, 1);  \
        uint64_t d4 = c3 ^ SC_ROL64(c0, 1);  \
        uint64_t b0, b1, b2, b3, b4;  \
        /* plane 0 */  \
        b0 = SC_L(A, 0) ^ d0;  \
        b1 = SC_ROL64(SC_L(A, 6) ^ d1, 44);  \
        b2 = SC_ROL64(SC_L(A, 12) ^ d2, 43);  \
        b3 = SC_ROL64(SC_L(A, 18) ^ d3, 21);  \
        b4 = SC_ROL64(SC_L(A, 24) ^ d4, 14);  \
        SC_L(E, 0) = b0 ^ (~b1 & b2) ^ (rc);  \
        SC_L(E, 1) = b1 ^ (~b2 & b3);  \
        SC_L(E, 2) = b2 ^ (~b3 & b4);  \
        SC_L(E, 3) = b3 ^ (~b4 & b0);  \
        SC_L(E, 4) = b4 ^ (~b0 & b1);  \
        c0 = SC_L(E, 0);  \
        c1 = SC_L(E, 1);  \
        c2 = SC_L(E, 2);  \
        c3 = SC_L(E, 3);  \
        c4 = SC_L(E, 4);  \
        /* plane 1 */  \
        b0 = SC_ROL64(SC_L(A, 3) ^ d3, 28);  \
        b1 = SC_ROL64(SC_L(A, 9) ^ d4, 20);  \
        b2 = SC_ROL64(SC_L(A, 10) ^ d0, 3);  \
        b3 = SC_ROL64(SC_L(A, 16) ^ d1, 45);  \
        b4 = SC_ROL64(SC_L(A, 22) ^ d2, 61);  \
        SC_L(E, 5) = b0 ^ (~b1 & b2);  \
        SC_L(E, 6) = b1 ^ (~b2 & b3);  \
        SC_L(E, 7) = b2 ^ (~b3 & b4);  \
        SC_L(E, 8) = b3 ^ (~b4 & b0);  \
        SC_L(E, 9) = b4 ^ (~b0 & b1);  \
        c0 ^= SC_L(E, 5);  \
        c1 ^= SC_L(E, 6);  \
        c2 ^= SC_L(E, 7);  \
        c3 ^= SC_L(E, 8);  \
        c4 ^= SC_L(E, 9);  \
        /* plane 2 */  \
        b0 = SC_ROL64(SC_L(A, 1) ^ d1, 1);  \
        b1 = SC_ROL64(SC_L(A, 7) ^ d2, 6);  \
        b2 = SC_ROL64(SC_L(A, 13) ^ d3, 25);  \
        b3 = SC_ROL64(SC_L(A, 19) ^ d4, 8);  \
        b4 = SC_ROL64(SC_L(A, 20) ^ d0, 18);  \
        SC_L(E, 10) = b0 ^ (~b1 & b2);  \
        SC_L(E, 11) = b1 ^ (~b2 & b3);  \
        SC_L(E, 12) = b2 ^ (~b3 & b4);  \
        SC_L(E, 13) = b3 ^ (~b4 & b0);  \
        SC_L(E, 14) = b4 ^ (~b0 & b1);  \
        c0 ^= SC_L(E, 10);  \
        c1 ^= SC_L(E, 11);  \
        c2 ^= SC_L(E, 12);  \
        c3 ^= SC_L(E, 13);  \
        c4 ^= SC_L(E, 14);  \
        /* plane 3 */  \
        b0 = SC_ROL64(SC_L(A, 4) ^ d4, 27);  \
        b1 = SC_ROL64(SC_L(A, 5) ^ d0, 36);  \
        b2 = SC_ROL64(SC_L(A, 11) ^ d1, 10);  \
        b3 = SC_ROL64(SC_L(A, 17) ^ d2, 15);  \
        b4 = SC_ROL64(SC_L(A, 23) ^ d3, 56);  \
        SC_L(E, 15) = b0 ^ (~b1 & b2);  \
        SC_L(E, 16) = b1 ^ (~b2 & b3);  \
        SC_L(E, 17) = b2 ^ (~b3 & b4);  \
        SC_L(E, 18) = b3 ^ (~b4 & b0);  \
        SC_L(E, 19) = b4 ^ (~b0 & b1);  \
        c0 ^= SC_L(E, 15);  \
        c1 ^= SC_L(E, 16);  \
        c2 ^= SC_L(E, 17);  \
        c3 ^= SC_L(E, 18);  \
        c4 ^= SC_L(E, 19);  \
        /* plane 4 */  \
        b0 = SC_ROL64(SC_L(A, 2) ^ d2, 62);  \
        b1 = SC_ROL64(SC_L(A, 8) ^ d3, 55);  \
        b2 = SC_ROL64(SC_L(A, 14) ^ d4, 39);  \
        b3 = SC_ROL64(SC_L(A, 15) ^ d0, 41);  \
        b4 = SC_ROL64(SC_L(A, 21) ^ d1, 2);  \
        SC_L(E, 20) = b0 ^ (~b1 & b2);  \
        SC_L(E, 21) = b1 ^ (~b2 & b3);  \
        SC_L(E, 22) = b2 ^ (~b3 & b4);  \
        SC_L(E, 23) = b3 ^ (~b4 & b0);  \
        SC_L(E, 24) = b4 ^ (~b0 & b1);  \
        c0 ^= SC_L(E, 20);  \
        c1 ^= SC_L(E, 21);  \
        c2 ^= SC_L(E, 22);  \
        c3 ^= SC_L(E, 23);  \
        c4 ^= SC_L(E, 24);  \
    } while (0)

#define SC_KECCAK_LANES(p) SC_L(p, 0), SC_L(p, 1), SC_L(p, 2), SC_L(p, 3), SC_L(p, 4), SC_L(p, 5), SC_L(p, 6), SC_L(p, 7), SC_L(p, 8), SC_L(p, 9), SC_L(p, 10), SC_L(p, 11), SC_L(p, 12), SC_L(p, 13), SC_L(p, 14), SC_L(p, 15), SC_L(p, 16), SC_L(p, 17), SC_L(p, 18), SC_L(p, 19), SC_L(p, 20), SC_L(p, 21), SC_L(p, 22), SC_L(p, 23), SC_L(p, 24)

#define SC_KECCAK_LOAD(p, s)  \
    do {  \
        SC_L(p, 0) = (s)[0];  \
        SC_L(p, 1) = (s)[1];  \
        SC_L(p, 2) = (s)[2];  \
        SC_L(p, 3) = (s)[3];  \
        SC_L(p, 4) = (s)[4];  \
        SC_L(p, 5) = (s)[5];  \
        SC_L(p, 6) = (s)[6];  \
        SC_L(p, 7) = (s)[7];  \
        SC_L(p, 8) = (s)[8];  \
        SC_L(p, 9) = (s)[9];  \
        SC_L(p, 10) = (s)[10];  \
        SC_L(p, 11) = (s)[11];  \
        SC_L(p, 12) = (s)[12];  \
        SC_L(p, 13) = (s)[13];  \
        SC_L(p, 14) = (s)[14];  \
        SC_L(p, 15) = (s)[15];  \
        SC_L(p, 16) = (s)[16];  \
        SC_L(p, 17) = (s)[17];  \
        SC_L(p, 18) = (s)[18];  \
        SC_L(p, 19) = (s)[19];  \
        SC_L(p, 20) = (s)[20];  \
        SC_L(p, 21) = (s)[21];  \
        SC_L(p, 22) = (s)[22];  \
        SC_L(p, 23) = (s)[23];  \
        SC_L(p, 24) = (s)[24];  \
    } while (0)

#define SC_KECCAK_STORE(s, p)  \
    do {  \
        (s)[0] = SC_L(p, 0);  \
        (s)[1] = SC_L(p, 1);  \
        (s)[2] = SC_L(p, 2);  \
        (s)[3] = SC_L(p, 3);  \
        (s)[4] = SC_L(p, 4);  \
        (s)[5] = SC_L(p, 5);  \
        (s)[6] = SC_L(p, 6);  \
        (s)[7] = SC_L(p, 7);  \
        (s)[8] = SC_L(p, 8);  \
        (s)[9] = SC_L(p, 9);  \
        (s)[10] = SC_L(p, 10);  \
        (s)[11] = SC_L(p, 11);  \
        (s)[12] = SC_L(p, 12);  \
        (s)[13] = SC_L(p, 13);  \
        (s)[14] = SC_L(p, 14);  \
        (s)[15] = SC_L(p, 15);  \
        (s)[16] = SC_L(p, 16);  \
        (s)[17] = SC_L(p, 17);  \
        (s)[18] = SC_L(p, 18);  \
        (s)[19] = SC_L(p, 19);  \
        (s)[20] = SC_L(p, 20);  \
        (s)[21] = SC_L(p, 21);  \
        (s)[22] = SC_L(p, 22);  \
        (s)[23] = SC_L(p, 23);  \
        (s)[24] = SC_L(p, 24);  \
    } while (0)

#define SC_KECCAK_XOR_BLOCK(p, in, rate_lanes)  \
    do {  \
        switch (rate_lanes) {  \
        case 21: SC_L(p, 20) ^= sc_load64_le((in) + 160); /* fall through */  \
        case 20: SC_L(p, 19) ^= sc_load64_le((in) + 152); /* fall through */  \
        case 19: SC_L(p, 18) ^= sc_load64_le((in) + 144); /* fall through */  \
        case 18: SC_L(p, 17) ^= sc_load64_le((in) + 136); /* fall through */  \
        case 17: SC_L(p, 16) ^= sc_load64_le((in) + 128); /* fall through */  \
        case 16: SC_L(p, 15) ^= sc_load64_le((in) + 120); /* fall through */  \
        case 15: SC_L(p, 14) ^= sc_load64_le((in) + 112); /* fall through */  \
        case 14: SC_L(p, 13) ^= sc_load64_le((in) + 104); /* fall through */  \
        case 13: SC_L(p, 12) ^= sc_load64_le((in) + 96); /* fall through */  \
        case 12: SC_L(p, 11) ^= sc_load64_le((in) + 88); /* fall through */  \
        case 11: SC_L(p, 10) ^= sc_load64_le((in) + 80); /* fall through */  \
        case 10: SC_L(p, 9) ^= sc_load64_le((in) + 72); /* fall through */  \
        default:  \
            SC_L(p, 8) ^= sc_load64_le((in) + 64);  \
            SC_L(p, 7) ^= sc_load64_le((in) + 56);  \
            SC_L(p, 6) ^= sc_load64_le((in) + 48);  \
            SC_L(p, 5) ^= sc_load64_le((in) + 40);  \
            SC_L(p, 4) ^= sc_load64_le((in) + 32);  \
            SC_L(p, 3) ^= sc_load64_le((in) + 24);  \
            SC_L(p, 2) ^= sc_load64_le((in) + 16);  \
            SC_L(p, 1) ^= sc_load64_le((in) + 8);  \
            SC_L(p, 0) ^= sc_load64_le((in) + 0);  \
        }  \
    } while (0)

#define SC_KECCAK_STORE_BLOCK(out, p, rate_lanes)  \
    do {  \
        switch (rate_lanes) {  \
        case 21: sc_store64_le((out) + 160, SC_L(p, 20)); /* fall through */  \
        case 20: sc_store64_le((out) + 152, SC_L(p, 19)); /* fall through */  \
        case 19: sc_store64_le((out) + 144, SC_L(p, 18)); /* fall through */  \
        case 18: sc_store64_le((out) + 136, SC_L(p, 17)); /* fall through */  \
        case 17: sc_store64_le((out) + 128, SC_L(p, 16)); /* fall through */  \
        case 16: sc_store64_le((out) + 120, SC_L(p, 15)); /* fall through */  \
        case 15: sc_store64_le((out) + 112, SC_L(p, 14)); /* fall through */  \
        case 14: sc_store64_le((out) + 104, SC_L(p, 13)); /* fall through */  \
        case 13: sc_store64_le((out) + 96, SC_L(p, 12)); /* fall through */  \
        case 12: sc_store64_le((out) + 88, SC_L(p, 11)); /* fall through */  \
        case 11: sc_store64_le((out) + 80, SC_L(p, 10)); /* fall through */  \
        case 10: sc_store64_le((out) + 72, SC_L(p, 9)); /* fall through */  \
        default:  \
            sc_store64_le((out) + 64, SC_L(p, 8));  \
            sc_store64_le((out) + 56, SC_L(p, 7));  \
            sc_store64_le((out) + 48, SC_L(p, 6));  \
            sc_store64_le((out) + 40, SC_L(p, 5));  \
            sc_store64_le((out) + 32, SC_L(p, 4));  \
            sc_store64_le((out) + 24, SC_L(p, 3));  \
            sc_store64_le((out) + 16, SC_L(p, 2));  \
            sc_store64_le((out) + 8, SC_L(p, 1));  \
            sc_store64_le((out) + 0, SC_L(p, 0));  \
        }  \
    } while (0)

#if SC_KECCAK_COMPACT
/* Output lane i of rho and pi comes from lane pi_src[i], rotated by rho[i]. */
static const uint8_t sc_keccak_pi_src[25] = { 0, 6, 12, 18, 24, 3, 9, 10, 16, 22, 1, 7, 13,
                                              19, 20, 4, 5, 11, 17, 23, 2, 8, 14, 15, 21 };
static const uint8_t sc_keccak_rho[25] = { 0, 44, 43, 21, 14, 28, 20, 3, 45, 61, 1, 6, 25,
                                           8, 18, 27, 36, 10, 15, 56, 62, 55, 39, 41, 2 };

/* One round from A to E, rolled: small code and a small frame. The tables are
 * indexed by lane position only, never by data. */
static SC_KECCAK_ATTR void SC_KECCAK_NAME(round)(const uint64_t *A, uint64_t *E, uint64_t rc)
{
    uint64_t C[5], D[5], B[5];
    for (unsigned x = 0; x < 5; x++)
        C[x] = A[x] ^ A[x + 5] ^ A[x + 10] ^ A[x + 15] ^ A[x + 20];
    for (unsigned x = 0; x < 5; x++)
        D[x] = C[(x + 4) % 5] ^ sc_rotl64(C[(x + 1) % 5], 1);
    for (unsigned y = 0; y < 25; y += 5) {
        for (unsigned x = 0; x < 5; x++) {
            unsigned src = sc_keccak_pi_src[y + x], r = sc_keccak_rho[y + x];
            uint64_t v = A[src] ^ D[src % 5];
            B[x] = r ? sc_rotl64(v, r) : v;
        }
        for (unsigned x = 0; x < 5; x++)
            E[y + x] = B[x] ^ (~B[(x + 1) % 5] & B[(x + 2) % 5]);
    }
    E[0] ^= rc;
}
#endif

/* Rounds 24 - rounds .. 23 of Keccak-f[1600], two per step; rounds is 12 or 24. */
#if SC_KECCAK_COMPACT
#define SC_KECCAK_PERMUTE(rounds)                                    \
    do {                                                             \
        for (unsigned i_ = 24 - (rounds); i_ < 24; i_ += 2) {        \
            SC_KECCAK_NAME(round)(a, e, symcore__keccak_rc[i_]);     \
            SC_KECCAK_NAME(round)(e, a, symcore__keccak_rc[i_ + 1]); \
        }                                                            \
    } while (0)
#else
/* The column parities c0..c4 of the next round are summed as chi writes each
 * lane, so a round never reads its input lanes twice. */
#define SC_KECCAK_PERMUTE(rounds)                                                                            \
    do {                                                                                                     \
        uint64_t c0 = SC_L(a, 0) ^ SC_L(a, 5) ^ SC_L(a, 10) ^ SC_L(a, 15) ^ SC_L(a, 20);                   \
        uint64_t c1 = SC_L(a, 1) ^ SC_L(a, 6) ^ SC_L(a, 11) ^ SC_L(a, 16) ^ SC_L(a, 21);                   \
        uint64_t c2 = SC_L(a, 2) ^ SC_L(a, 7) ^ SC_L(a, 12) ^ SC_L(a, 17) ^ SC_L(a, 22);                   \
        uint64_t c3 = SC_L(a, 3) ^ SC_L(a, 8) ^ SC_L(a, 13) ^ SC_L(a, 18) ^ SC_L(a, 23);                   \
        uint64_t c4 = SC_L(a, 4) ^ SC_L(a, 9) ^ SC_L(a, 14) ^ SC_L(a, 19) ^ SC_L(a, 24);                   \
        for (unsigned i_ = 24 - (rounds); i_ < 24; i_ += 2) {                                                \
            SC_KECCAK_ROUND_UNROLLED(a, e, symcore__keccak_rc[i_]);                                          \
            SC_KECCAK_ROUND_UNROLLED(e, a, symcore__keccak_rc[i_ + 1]);                                      \
        }                                                                                                    \
    } while (0)
#endif

static SC_KECCAK_ATTR void SC_KECCAK_NAME(permute)(uint64_t s[25], unsigned rounds)
{
    SC_KECCAK_BEGIN(s);
    SC_KECCAK_PERMUTE(rounds);
    SC_KECCAK_END(s);
}

static SC_KECCAK_ATTR void SC_KECCAK_NAME(absorb)(uint64_t s[25], const uint8_t *in, size_t nblocks,
                                                  unsigned rate_lanes, unsigned rounds)
{
    SC_KECCAK_BEGIN(s);
    for (; nblocks > 0; nblocks--) {
        SC_KECCAK_XOR_BLOCK(a, in, rate_lanes);
        SC_KECCAK_PERMUTE(rounds);
        in += 8 * (size_t)rate_lanes;
    }
    SC_KECCAK_END(s);
}

static SC_KECCAK_ATTR void SC_KECCAK_NAME(squeeze)(uint64_t s[25], uint8_t *out, size_t nblocks,
                                                   unsigned rate_lanes, unsigned rounds)
{
    SC_KECCAK_BEGIN(s);
    for (; nblocks > 0; nblocks--) {
        SC_KECCAK_PERMUTE(rounds);
        SC_KECCAK_STORE_BLOCK(out, a, rate_lanes);
        out += 8 * (size_t)rate_lanes;
    }
    SC_KECCAK_END(s);
}
