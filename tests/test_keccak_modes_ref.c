/* KMAC, TupleHash, ParallelHash, TurboSHAKE and KT against the byte-string
 * definitions of SP 800-185 and RFC 9861, built in this file over the slow
 * reference sponge of keccak_ref.h (nothing shared with the library). Covers
 * the encodings at every block boundary: every key length up to past two
 * blocks (a key whose bytepad fills one block exactly: 163 bytes for KMAC128,
 * 131 for KMAC256), every S length likewise (S longer than the rate), tuples
 * of empty and long items, ParallelHash with more blocks than one batch of
 * chaining values and a ragged last block, and KT at the 8192-byte chunk
 * boundaries with C and its length encoding straddling chunks. */
#include <symcore.h>

#include "keccak_ref.h"
#include "testutil.h"

#define BIG (8192 * 12)
static uint8_t msg[BIG + 4096]; /* the reference's whole sponge input */
static uint8_t data[BIG];       /* pseudo-random inputs */
static uint8_t got[1024 + TU_GUARD], want[1024];

static size_t ref_right_encode(uint8_t *p, uint64_t x)
{
    size_t n = ref_left_encode(p, x) - 1; /* p = n || x */
    memmove(p, p + 1, n);
    p[n] = (uint8_t)n;
    return n + 1;
}

static size_t ref_encode_string(uint8_t *p, const uint8_t *s, size_t len)
{
    size_t z = ref_left_encode(p, (uint64_t)len * 8);
    if (len)
        memcpy(p + z, s, len);
    return z + len;
}

/* bytepad(encode_string(N) || encode_string(S), rate) at p */
static size_t ref_prefix(uint8_t *p, const char *N, const uint8_t *S, size_t slen, size_t rate)
{
    size_t z = ref_left_encode(p, rate);
    z += ref_encode_string(p + z, (const uint8_t *)N, strlen(N));
    z += ref_encode_string(p + z, S, slen);
    while (z % rate)
        p[z++] = 0;
    return z;
}

static void ref_kmac(uint8_t *out, size_t outlen, int bits, int xof, const uint8_t *X, size_t xlen,
                     const uint8_t *S, size_t slen, const uint8_t *K, size_t klen)
{
    size_t rate = bits == 128 ? 168 : 136;
    size_t z = ref_prefix(msg, "KMAC", S, slen, rate);
    size_t k0 = z;
    z += ref_left_encode(msg + z, rate);
    z += ref_encode_string(msg + z, K, klen);
    while ((z - k0) % rate)
        msg[z++] = 0;
    memcpy(msg + z, X, xlen);
    z += xlen;
    z += ref_right_encode(msg + z, xof ? 0 : (uint64_t)outlen * 8);
    ref_sponge(out, outlen, msg, z, rate, 0x04, 24);
}

static void ref_tuplehash(uint8_t *out, size_t outlen, int bits, int xof, const symcore_span *items, size_t n,
                          const uint8_t *S, size_t slen)
{
    size_t rate = bits == 128 ? 168 : 136;
    size_t z = ref_prefix(msg, "TupleHash", S, slen, rate);
    for (size_t i = 0; i < n; i++)
        z += ref_encode_string(msg + z, items[i].ptr, items[i].len);
    z += ref_right_encode(msg + z, xof ? 0 : (uint64_t)outlen * 8);
    ref_sponge(out, outlen, msg, z, rate, 0x04, 24);
}

static void ref_parallelhash(uint8_t *out, size_t outlen, int bits, int xof, const uint8_t *X, size_t xlen, size_t B,
                             const uint8_t *S, size_t slen)
{
    size_t rate = bits == 128 ? 168 : 136, cv = bits == 128 ? 32 : 64, n = (xlen + B - 1) / B;
    size_t z = ref_prefix(msg, "ParallelHash", S, slen, rate);
    z += ref_left_encode(msg + z, B);
    for (size_t i = 0; i < n; i++) {
        size_t len = xlen - i * B < B ? xlen - i * B : B;
        ref_sponge(msg + z, cv, X + i * B, len, rate, 0x1f, 24);
        z += cv;
    }
    z += ref_right_encode(msg + z, n);
    z += ref_right_encode(msg + z, xof ? 0 : (uint64_t)outlen * 8);
    ref_sponge(out, outlen, msg, z, rate, 0x04, 24);
}

/* length_encode of RFC 9861: x in the fewest bytes (none for 0), then that count */
static size_t ref_length_encode(uint8_t *p, uint64_t x)
{
    size_t n = 0;
    uint8_t tmp[8];
    for (; x; x >>= 8)
        tmp[n++] = (uint8_t)x;
    for (size_t i = 0; i < n; i++)
        p[i] = tmp[n - 1 - i];
    p[n] = (uint8_t)n;
    return n + 1;
}

static uint8_t kt_s[BIG + 16384];
static void ref_kt(uint8_t *out, size_t outlen, int bits, const uint8_t *M, size_t mlen, const uint8_t *C,
                   size_t clen)
{
    size_t rate = bits == 128 ? 168 : 136, cv = bits == 128 ? 32 : 64;
    size_t slen = mlen, z;
    memcpy(kt_s, M, mlen);
    memcpy(kt_s + slen, C, clen);
    slen += clen;
    slen += ref_length_encode(kt_s + slen, clen);
    if (slen <= 8192) {
        ref_sponge(out, outlen, kt_s, slen, rate, 0x07, 12);
        return;
    }
    memcpy(msg, kt_s, 8192);
    z = 8192;
    msg[z++] = 0x03;
    for (int i = 0; i < 7; i++)
        msg[z++] = 0;
    size_t n = 0;
    for (size_t off = 8192; off < slen; off += 8192, n++) {
        size_t len = slen - off < 8192 ? slen - off : 8192;
        ref_sponge(msg + z, cv, kt_s + off, len, rate, 0x0b, 12);
        z += cv;
    }
    z += ref_length_encode(msg + z, n);
    msg[z++] = 0xff;
    msg[z++] = 0xff;
    ref_sponge(out, outlen, msg, z, rate, 0x06, 12);
}

static void compare(size_t outlen, const char *what, const char *fmt, size_t a, size_t b)
{
    if (!CHECK_MEM(got, want, outlen, what)) {
        fprintf(stderr, "  ");
        fprintf(stderr, fmt, a, b);
        fprintf(stderr, "\n");
    }
    CHECK_GUARD(got, outlen);
}

static void test_kmac(void)
{
    const uint8_t *key = data, *S = data + 1000, *X = data + 2000;
    for (int bits = 128; bits <= 256; bits += 128) {
        for (int xof = 0; xof <= 1; xof++) {
            int (*f)(uint8_t *, size_t, const void *, size_t, const void *, size_t, const void *, size_t) =
                xof ? (bits == 128 ? symcore_kmac128_xof : symcore_kmac256_xof)
                    : (bits == 128 ? symcore_kmac128 : symcore_kmac256);
            /* every key length over two blocks and a bit */
            for (size_t klen = 0; klen <= 360; klen++) {
                size_t outlen = 32 + klen % 7;
                ref_kmac(want, outlen, bits, xof, X, 40, NULL, 0, key, klen);
                tu_guard_init(got, outlen);
                CHECK(f(got, outlen, X, 40, NULL, 0, key, klen) == SYMCORE_OK);
                compare(outlen, "KMAC, key length", "KMAC%zu klen=%zu", (size_t)bits, klen);
            }
            /* every S length likewise, with messages of every length up to two blocks */
            for (size_t slen = 0; slen <= 360; slen++) {
                size_t xlen = slen % 337, outlen = slen % 3 ? 64 : 300;
                ref_kmac(want, outlen, bits, xof, X, xlen, S, slen, key, 32);
                tu_guard_init(got, outlen);
                CHECK(f(got, outlen, X, xlen, S, slen, key, 32) == SYMCORE_OK);
                compare(outlen, "KMAC, S length", "KMAC%zu slen=%zu", (size_t)bits, slen);
            }
        }
    }
}

static void test_tuplehash(void)
{
    symcore_span items[6];
    for (int bits = 128; bits <= 256; bits += 128) {
        for (int xof = 0; xof <= 1; xof++) {
            int (*f)(uint8_t *, size_t, const symcore_span *, size_t, const void *, size_t) =
                xof ? (bits == 128 ? symcore_tuplehash128_xof : symcore_tuplehash256_xof)
                    : (bits == 128 ? symcore_tuplehash128 : symcore_tuplehash256);
            for (size_t t = 0; t < 200; t++) {
                size_t n = t % 7, slen = (size_t)(tu_rand64() % 200), outlen = 1 + (size_t)(tu_rand64() % 400);
                for (size_t i = 0; i < n; i++) {
                    size_t len = (size_t)(tu_rand64() % 4) == 0 ? 0 : (size_t)(tu_rand64() % 400);
                    items[i].ptr = data + (size_t)(tu_rand64() % 4096);
                    items[i].len = len;
                }
                ref_tuplehash(want, outlen, bits, xof, items, n, data + 5000, slen);
                tu_guard_init(got, outlen);
                CHECK(f(got, outlen, items, n, data + 5000, slen) == SYMCORE_OK);
                compare(outlen, "TupleHash", "items=%zu slen=%zu", n, slen);
            }
        }
    }
}

static void test_parallelhash(void)
{
    static const size_t blocks[] = { 1, 7, 8, 135, 168, 200, 8192 };
    for (int bits = 128; bits <= 256; bits += 128) {
        for (int xof = 0; xof <= 1; xof++) {
            int (*f)(uint8_t *, size_t, const void *, size_t, size_t, const void *, size_t) =
                xof ? (bits == 128 ? symcore_parallelhash128_xof : symcore_parallelhash256_xof)
                    : (bits == 128 ? symcore_parallelhash128 : symcore_parallelhash256);
            for (size_t b = 0; b < sizeof blocks / sizeof blocks[0]; b++) {
                const size_t B = blocks[b];
                /* up to 19 blocks: several batches of chaining values, ragged or exact ends */
                const size_t lens[] = { 0, 1, B - 1, B, B + 1, 3 * B, 8 * B, 8 * B + 1, 9 * B - 1, 19 * B + 3 };
                for (size_t l = 0; l < sizeof lens / sizeof lens[0]; l++) {
                    size_t len = lens[l], outlen = 32 + l;
                    if (len > BIG || (B == 8192 && l > 6))
                        continue;
                    ref_parallelhash(want, outlen, bits, xof, data, len, B, data + 7, l);
                    tu_guard_init(got, outlen);
                    CHECK(f(got, outlen, data, len, B, data + 7, l) == SYMCORE_OK);
                    compare(outlen, "ParallelHash", "B=%zu len=%zu", B, len);
                }
            }
        }
    }
}

static void test_turboshake(void)
{
    static const uint8_t D[] = { 0x01, 0x06, 0x07, 0x0b, 0x1f, 0x40, 0x7f };
    for (int bits = 128; bits <= 256; bits += 128) {
        int (*f)(uint8_t *, size_t, const void *, size_t, uint8_t) =
            bits == 128 ? symcore_turboshake128 : symcore_turboshake256;
        for (size_t len = 0; len <= 400; len++) {
            uint8_t d = D[len % sizeof D];
            size_t outlen = 1 + (len * 7) % 500;
            ref_sponge(want, outlen, data, len, bits == 128 ? 168 : 136, d, 12);
            tu_guard_init(got, outlen);
            CHECK(f(got, outlen, data, len, d) == SYMCORE_OK);
            compare(outlen, "TurboSHAKE", "len=%zu D=%zu", len, d);
        }
    }
}

static void test_kt(void)
{
    /* M lengths around the chunk boundaries; C lengths that put C and its
     * length encoding across them; then more chunks than one batch */
    static const size_t mlens[] = { 0, 1, 8189, 8190, 8191, 8192, 8193, 16383, 16384, 16385 };
    static const size_t clens[] = { 0, 1, 3, 255, 256, 8190, 8192 };
    static const struct {
        size_t mlen, clen;
    } many[] = { { 8192 * 9, 0 }, { 8192 * 9 + 1, 0 }, { 8192 * 10 - 2, 300 }, { 8192 * 5 + 77, 8192 * 2 } };
    for (int bits = 128; bits <= 256; bits += 128) {
        int (*f)(uint8_t *, size_t, const void *, size_t, const void *, size_t) =
            bits == 128 ? symcore_kt128 : symcore_kt256;
        for (size_t m = 0; m < sizeof mlens / sizeof mlens[0]; m++) {
            for (size_t c = 0; c < sizeof clens / sizeof clens[0]; c++) {
                size_t outlen = 64 + c;
                ref_kt(want, outlen, bits, data, mlens[m], data + 50000, clens[c]);
                tu_guard_init(got, outlen);
                CHECK(f(got, outlen, data, mlens[m], data + 50000, clens[c]) == SYMCORE_OK);
                compare(outlen, "KT", "mlen=%zu clen=%zu", mlens[m], clens[c]);
            }
        }
        for (size_t i = 0; i < sizeof many / sizeof many[0]; i++) {
            ref_kt(want, 32, bits, data, many[i].mlen, data + 3, many[i].clen);
            tu_guard_init(got, 32);
            CHECK(f(got, 32, data, many[i].mlen, data + 3, many[i].clen) == SYMCORE_OK);
            compare(32, "KT, many chunks", "mlen=%zu clen=%zu", many[i].mlen, many[i].clen);
        }
    }
}

int main(void)
{
    tu_fill_random(data, sizeof data);
    test_kmac();
    test_tuplehash();
    test_parallelhash();
    test_turboshake();
    test_kt();
    return tu_finish("keccak_modes_ref");
}
