/*
 * A slow reference of Keccak-p[1600, nr] and of the sponge, transcribed from
 * FIPS 202 (step mappings 3.2.1-3.2.5, Algorithm 8) and SP 800-185 (cSHAKE
 * built from its byte-string definition), with nothing shared with the
 * library. Tests compare the library's fast paths against it.
 */
#ifndef SYMCORE_KECCAK_REF_H
#define SYMCORE_KECCAK_REF_H

#include <stdint.h>
#include <string.h>

static inline uint64_t ref_rol(uint64_t x, unsigned n) { return n ? (x << n) | (x >> (64 - n)) : x; }

/* rc(t) from the LFSR of FIPS 202 Algorithm 5. */
static inline int ref_rc_bit(unsigned t)
{
    unsigned r = 1;
    if (t % 255 == 0)
        return 1;
    for (unsigned i = 1; i <= t % 255; i++) {
        r <<= 1;
        if (r & 0x100)
            r ^= 0x171;
    }
    return r & 1;
}

static inline void ref_keccak_p(uint64_t A[25], unsigned nr)
{
    for (unsigned ir = 24 - nr; ir < 24; ir++) {
        uint64_t C[5], D[5], B[25];
        for (int x = 0; x < 5; x++)
            C[x] = A[x] ^ A[x + 5] ^ A[x + 10] ^ A[x + 15] ^ A[x + 20];
        for (int x = 0; x < 5; x++)
            D[x] = C[(x + 4) % 5] ^ ref_rol(C[(x + 1) % 5], 1);
        for (int i = 0; i < 25; i++)
            A[i] ^= D[i % 5];
        /* rho: offsets from walking (x, y) -> (y, 2x + 3y) */
        {
            int x = 1, y = 0;
            uint64_t R[25];
            memcpy(R, A, sizeof R);
            for (int t = 0; t < 24; t++) {
                R[x + 5 * y] = ref_rol(A[x + 5 * y], (unsigned)(((t + 1) * (t + 2) / 2) % 64));
                int nx = y, ny = (2 * x + 3 * y) % 5;
                x = nx;
                y = ny;
            }
            memcpy(A, R, sizeof R);
        }
        /* pi: A'[x, y] = A[(x + 3y) mod 5, x] */
        for (int x = 0; x < 5; x++)
            for (int y = 0; y < 5; y++)
                B[x + 5 * y] = A[(x + 3 * y) % 5 + 5 * x];
        /* chi */
        for (int x = 0; x < 5; x++)
            for (int y = 0; y < 5; y++)
                A[x + 5 * y] = B[x + 5 * y] ^ (~B[(x + 1) % 5 + 5 * y] & B[(x + 2) % 5 + 5 * y]);
        /* iota */
        for (unsigned j = 0; j <= 6; j++)
            if (ref_rc_bit(j + 7 * ir))
                A[0] ^= (uint64_t)1 << ((1u << j) - 1);
    }
}

/* Sponge over a whole message held in memory: pads with the suffix byte
 * (domain bits and first pad bit) and squeezes outlen bytes. */
static inline void ref_sponge(uint8_t *out, size_t outlen, const uint8_t *msg, size_t len, size_t rate,
                       uint8_t suffix, unsigned nr)
{
    uint64_t A[25] = { 0 };
    uint8_t block[200];
    size_t off = 0;
    for (;;) {
        size_t take = len - off < rate ? len - off : rate;
        memset(block, 0, sizeof block);
        if (take)
            memcpy(block, msg + off, take);
        int last = take < rate;
        if (last) {
            block[take] ^= suffix;
            block[rate - 1] ^= 0x80;
        }
        for (size_t i = 0; i < rate; i++)
            A[i / 8] ^= (uint64_t)block[i] << (8 * (i % 8));
        ref_keccak_p(A, nr);
        off += take;
        if (last)
            break;
    }
    for (size_t i = 0; i < outlen; i++) {
        if (i > 0 && i % rate == 0)
            ref_keccak_p(A, nr);
        out[i] = (uint8_t)(A[(i % rate) / 8] >> (8 * (i % 8)));
    }
}

static inline size_t ref_left_encode(uint8_t *p, uint64_t x)
{
    uint8_t tmp[8];
    size_t n = 0;
    do {
        tmp[n++] = (uint8_t)x;
        x >>= 8;
    } while (x);
    p[0] = (uint8_t)n;
    for (size_t i = 0; i < n; i++)
        p[1 + i] = tmp[n - 1 - i];
    return n + 1;
}

/* cSHAKE by its definition: msg = bytepad(encode_string(N) || encode_string(S), rate) || X,
 * held in a caller buffer big enough for it. Empty N and S: SHAKE. */
static inline void ref_cshake(uint8_t *out, size_t outlen, const uint8_t *X, size_t xlen, const uint8_t *N, size_t nlen,
                       const uint8_t *S, size_t slen, size_t rate, uint8_t *scratch)
{
    if (nlen == 0 && slen == 0) {
        ref_sponge(out, outlen, X, xlen, rate, 0x1f, 24);
        return;
    }
    size_t z = ref_left_encode(scratch, rate);
    z += ref_left_encode(scratch + z, (uint64_t)nlen * 8);
    if (nlen)
        memcpy(scratch + z, N, nlen);
    z += nlen;
    z += ref_left_encode(scratch + z, (uint64_t)slen * 8);
    if (slen)
        memcpy(scratch + z, S, slen);
    z += slen;
    while (z % rate != 0)
        scratch[z++] = 0;
    if (xlen)
        memcpy(scratch + z, X, xlen);
    ref_sponge(out, outlen, scratch, z + xlen, rate, 0x04, 24);
}

#endif
