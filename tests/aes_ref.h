/*
 * A plain FIPS 197 AES encryption for the tests to check the library
 * against: byte-oriented, the S-box built from its definition (inverse in
 * GF(2^8) then the affine map), no shared code with src/aes. Slow and not
 * constant time; tests only.
 */
#ifndef SYMCORE_AES_REF_H
#define SYMCORE_AES_REF_H

#include <stddef.h>
#include <stdint.h>

static uint8_t ref_gmul(uint8_t a, uint8_t b)
{
    uint8_t p = 0;
    for (int i = 0; i < 8; i++) {
        if (b & 1)
            p ^= a;
        a = (uint8_t)((a << 1) ^ ((a & 0x80) ? 0x1b : 0));
        b >>= 1;
    }
    return p;
}

/* FIPS 197 5.1.1: b = inverse of a (0 for 0), then
 * b_i + b_{i+4} + b_{i+5} + b_{i+6} + b_{i+7} + c_i with c = 0x63. */
static uint8_t ref_sbox(uint8_t a)
{
    uint8_t inv = 0, s = 0x63;
    for (int x = 1; x < 256 && a; x++)
        if (ref_gmul(a, (uint8_t)x) == 1)
            inv = (uint8_t)x;
    for (int i = 0; i < 8; i++) {
        int bit = ((inv >> i) ^ (inv >> ((i + 4) % 8)) ^ (inv >> ((i + 5) % 8)) ^ (inv >> ((i + 6) % 8)) ^
                   (inv >> ((i + 7) % 8))) & 1;
        s ^= (uint8_t)(bit << i);
    }
    return s;
}

typedef struct {
    uint8_t rk[15][16];
    int rounds;
    uint8_t sbox[256];
} ref_aes;

static void ref_aes_init(ref_aes *c, const uint8_t *key, size_t keylen)
{
    uint8_t w[240];
    int nk = (int)keylen / 4, total;
    uint8_t rcon = 1;
    for (int i = 0; i < 256; i++)
        c->sbox[i] = ref_sbox((uint8_t)i);
    c->rounds = nk + 6;
    total = 4 * (c->rounds + 1);
    for (int i = 0; i < 4 * nk; i++)
        w[i] = key[i];
    for (int i = nk; i < total; i++) {
        uint8_t t[4];
        for (int j = 0; j < 4; j++)
            t[j] = w[4 * (i - 1) + j];
        if (i % nk == 0) {
            uint8_t t0 = t[0];
            t[0] = (uint8_t)(c->sbox[t[1]] ^ rcon);
            t[1] = c->sbox[t[2]];
            t[2] = c->sbox[t[3]];
            t[3] = c->sbox[t0];
            rcon = ref_gmul(rcon, 2);
        } else if (nk > 6 && i % nk == 4) {
            for (int j = 0; j < 4; j++)
                t[j] = c->sbox[t[j]];
        }
        for (int j = 0; j < 4; j++)
            w[4 * i + j] = (uint8_t)(w[4 * (i - nk) + j] ^ t[j]);
    }
    for (int r = 0; r <= c->rounds; r++)
        for (int j = 0; j < 16; j++)
            c->rk[r][j] = w[16 * r + j];
}

/* state byte 4c + r is row r, column c */
static void ref_aes_encrypt(const ref_aes *c, uint8_t out[16], const uint8_t in[16])
{
    uint8_t s[16], t[16];
    for (int i = 0; i < 16; i++)
        s[i] = (uint8_t)(in[i] ^ c->rk[0][i]);
    for (int round = 1; round <= c->rounds; round++) {
        for (int i = 0; i < 16; i++)
            s[i] = c->sbox[s[i]];
        for (int col = 0; col < 4; col++) /* ShiftRows: row r moves left by r */
            for (int r = 0; r < 4; r++)
                t[4 * col + r] = s[4 * ((col + r) % 4) + r];
        if (round < c->rounds) {
            for (int col = 0; col < 4; col++) /* MixColumns */
                for (int r = 0; r < 4; r++)
                    s[4 * col + r] = (uint8_t)(ref_gmul(t[4 * col + r], 2) ^ ref_gmul(t[4 * col + (r + 1) % 4], 3) ^
                                               t[4 * col + (r + 2) % 4] ^ t[4 * col + (r + 3) % 4]);
        } else {
            for (int i = 0; i < 16; i++)
                s[i] = t[i];
        }
        for (int i = 0; i < 16; i++)
            s[i] ^= c->rk[round][i];
    }
    for (int i = 0; i < 16; i++)
        out[i] = s[i];
}

#endif
