/*
 * ChaCha20 for any C11 target. The 16 state words live in named locals
 * x0..x15, the double round is written out in full (four column then four
 * diagonal quarter rounds), and the multi-block loop keeps the key, nonce and
 * counter words in locals too, so the input state is read once per call.
 */
#include "chacha20_internal.h"

#define QR(a, b, c, d)            \
    a += b; d ^= a; d = sc_rotl32(d, 16); \
    c += d; b ^= c; b = sc_rotl32(b, 12); \
    a += b; d ^= a; d = sc_rotl32(d, 8);  \
    c += d; b ^= c; b = sc_rotl32(b, 7)

#define DOUBLE_ROUND()                \
    do {                              \
        QR(x0, x4, x8, x12);          \
        QR(x1, x5, x9, x13);          \
        QR(x2, x6, x10, x14);         \
        QR(x3, x7, x11, x15);         \
        QR(x0, x5, x10, x15);         \
        QR(x1, x6, x11, x12);         \
        QR(x2, x7, x8, x13);          \
        QR(x3, x4, x9, x14);          \
    } while (0)

/* F(i, xi) for each of the 16 words, as statements */
#define FOR_EACH_WORD(F)                                                          \
    F(0, x0); F(1, x1); F(2, x2); F(3, x3); F(4, x4); F(5, x5); F(6, x6); F(7, x7); \
    F(8, x8); F(9, x9); F(10, x10); F(11, x11); F(12, x12); F(13, x13); F(14, x14); F(15, x15)

#define XOR_WORD(i, x) sc_store32_le(out + 4 * (i), sc_load32_le(in + 4 * (i)) ^ (x))
#define STORE_KS(i, x) sc_store32_le(ks + 4 * (i), (x))
#define ADD_INPUT(i, x) x += st[i]

static void portable_xor_stream(uint8_t *out, const uint8_t *in, size_t len, const uint32_t st[16])
{
    const uint32_t k0 = st[4], k1 = st[5], k2 = st[6], k3 = st[7];
    const uint32_t k4 = st[8], k5 = st[9], k6 = st[10], k7 = st[11];
    const uint32_t n1 = st[13], n2 = st[14], n3 = st[15];
    uint32_t ctr = st[12], hi = n1;

    while (len > 0) {
        uint32_t x0 = SC_CHACHA_C0, x1 = SC_CHACHA_C1, x2 = SC_CHACHA_C2, x3 = SC_CHACHA_C3;
        uint32_t x4 = k0, x5 = k1, x6 = k2, x7 = k3, x8 = k4, x9 = k5, x10 = k6, x11 = k7;
        uint32_t x12 = ctr, x13 = hi, x14 = n2, x15 = n3;
        for (int i = 0; i < 10; i++)
            DOUBLE_ROUND();
        x0 += SC_CHACHA_C0;
        x1 += SC_CHACHA_C1;
        x2 += SC_CHACHA_C2;
        x3 += SC_CHACHA_C3;
        x4 += k0;
        x5 += k1;
        x6 += k2;
        x7 += k3;
        x8 += k4;
        x9 += k5;
        x10 += k6;
        x11 += k7;
        x12 += ctr;
        x13 += hi;
        x14 += n2;
        x15 += n3;
        if (len >= 64) {
            FOR_EACH_WORD(XOR_WORD);
            in += 64;
            out += 64;
            len -= 64;
        } else {
            /* the last, partial block: keystream through a local buffer */
            uint8_t ks[64];
            FOR_EACH_WORD(STORE_KS);
            for (size_t i = 0; i < len; i++)
                out[i] = (uint8_t)(in[i] ^ ks[i]);
            symcore_wipe(ks, sizeof ks);
            len = 0;
        }
        /* the 64-bit block counter of words 12..13 (see chacha20_internal.h) */
        ctr++;
        hi += (ctr == 0);
    }
}

/* out[0..n) = in ^ the first n bytes of word x, n < 4 */
static SC_NOINLINE void xor_word_part(uint8_t *out, const uint8_t *in, size_t n, uint32_t x)
{
    for (size_t i = 0; i < n; i++, x >>= 8)
        out[i] = (uint8_t)(in[i] ^ x);
}

/* Word i of a block whose first len bytes are wanted: whole, in part, or not. */
#define XOR_WORD_CLIPPED(i, x)                                                 \
    do {                                                                       \
        if (len >= 4 * (i) + 4)                                                \
            XOR_WORD(i, x);                                                    \
        else if (len > 4 * (i))                                                \
            xor_word_part(out + 4 * (i), in + 4 * (i), len - 4 * (i), x);      \
    } while (0)

/* One block, no loop: the SIMD backends' path for messages of 1..64 bytes.
 * The keystream goes from the 16 locals straight to the output, with no
 * buffer, and the input words are re-read from st at the end (not kept in
 * more registers), so the frame stays small. */
void symcore__chacha20_block1(uint8_t *out, const uint8_t *in, size_t len, const uint32_t st[16])
{
    uint32_t x0 = st[0], x1 = st[1], x2 = st[2], x3 = st[3];
    uint32_t x4 = st[4], x5 = st[5], x6 = st[6], x7 = st[7], x8 = st[8], x9 = st[9], x10 = st[10], x11 = st[11];
    uint32_t x12 = st[12], x13 = st[13], x14 = st[14], x15 = st[15];
    for (int i = 0; i < 10; i++)
        DOUBLE_ROUND();
    FOR_EACH_WORD(ADD_INPUT);
    if (len >= 64) {
        FOR_EACH_WORD(XOR_WORD);
        return;
    }
    FOR_EACH_WORD(XOR_WORD_CLIPPED);
}

const struct sc_chacha20_backend symcore__chacha20_portable = {
    "portable", portable_xor_stream, NULL, NULL, NULL,
};

void symcore__hchacha20(uint8_t out[32], const uint8_t in[16], const uint8_t key[32])
{
    uint32_t x0 = SC_CHACHA_C0, x1 = SC_CHACHA_C1, x2 = SC_CHACHA_C2, x3 = SC_CHACHA_C3;
    uint32_t x4 = sc_load32_le(key), x5 = sc_load32_le(key + 4), x6 = sc_load32_le(key + 8);
    uint32_t x7 = sc_load32_le(key + 12), x8 = sc_load32_le(key + 16), x9 = sc_load32_le(key + 20);
    uint32_t x10 = sc_load32_le(key + 24), x11 = sc_load32_le(key + 28);
    uint32_t x12 = sc_load32_le(in), x13 = sc_load32_le(in + 4), x14 = sc_load32_le(in + 8);
    uint32_t x15 = sc_load32_le(in + 12);
    for (int i = 0; i < 10; i++)
        DOUBLE_ROUND();
    sc_store32_le(out + 0, x0);
    sc_store32_le(out + 4, x1);
    sc_store32_le(out + 8, x2);
    sc_store32_le(out + 12, x3);
    sc_store32_le(out + 16, x12);
    sc_store32_le(out + 20, x13);
    sc_store32_le(out + 24, x14);
    sc_store32_le(out + 28, x15);
}
