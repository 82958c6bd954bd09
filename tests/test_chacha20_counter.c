/* Block counters at their limits. ChaCha20: counter + ceil(len/64) may reach
 * 2^32 but not pass it (SYMCORE_ELENGTH before any write), and the counter
 * never carries into the nonce. XChaCha20: the 64-bit counter spans state
 * words 12 (low) and 13 (high). Checked against a simple array-based
 * reference block function, itself checked on RFC 8439 2.1.1 and 2.2.1. */
#include "testutil.h"

#include <symcore.h>

static uint32_t rotl(uint32_t v, int n) { return (v << n) | (v >> (32 - n)); }
static uint32_t ld32(const uint8_t *p) { return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24; }

static void ref_qr(uint32_t *x, int a, int b, int c, int d)
{
    x[a] += x[b]; x[d] = rotl(x[d] ^ x[a], 16);
    x[c] += x[d]; x[b] = rotl(x[b] ^ x[c], 12);
    x[a] += x[b]; x[d] = rotl(x[d] ^ x[a], 8);
    x[c] += x[d]; x[b] = rotl(x[b] ^ x[c], 7);
}

/* One keystream block of the state constants || key || w12 w13 w14 w15. */
static void ref_block(uint8_t out[64], const uint8_t key[32], uint32_t w12, uint32_t w13, uint32_t w14, uint32_t w15)
{
    uint32_t in[16] = { 0x61707865, 0x3320646e, 0x79622d32, 0x6b206574 }, x[16];
    for (int i = 0; i < 8; i++)
        in[4 + i] = ld32(key + 4 * i);
    in[12] = w12; in[13] = w13; in[14] = w14; in[15] = w15;
    memcpy(x, in, sizeof x);
    for (int r = 0; r < 10; r++) {
        ref_qr(x, 0, 4, 8, 12); ref_qr(x, 1, 5, 9, 13); ref_qr(x, 2, 6, 10, 14); ref_qr(x, 3, 7, 11, 15);
        ref_qr(x, 0, 5, 10, 15); ref_qr(x, 1, 6, 11, 12); ref_qr(x, 2, 7, 8, 13); ref_qr(x, 3, 4, 9, 14);
    }
    for (int i = 0; i < 16; i++) {
        uint32_t v = x[i] + in[i];
        out[4 * i] = (uint8_t)v; out[4 * i + 1] = (uint8_t)(v >> 8);
        out[4 * i + 2] = (uint8_t)(v >> 16); out[4 * i + 3] = (uint8_t)(v >> 24);
    }
}

static void check_reference(void)
{
    /* RFC 8439 2.1.1 */
    uint32_t q[4] = { 0x11111111, 0x01020304, 0x9b8d6f43, 0x01234567 };
    ref_qr(q, 0, 1, 2, 3);
    CHECK(q[0] == 0xea2a92f4 && q[1] == 0xcb1cf8ce && q[2] == 0x4581472e && q[3] == 0x5881c4bb);
    /* RFC 8439 2.2.1 */
    uint32_t s[16] = { 0x879531e0, 0xc5ecf37d, 0x516461b1, 0xc9a62f8a, 0x44c20ef3, 0x3390af7f, 0xd9fc690b, 0x2a5f714c,
                       0x53372767, 0xb00a5631, 0x974c541a, 0x359e9963, 0x5c971061, 0x3d631689, 0x2098d9d6, 0x91dbd320 };
    ref_qr(s, 2, 7, 8, 13);
    CHECK(s[2] == 0xbdb886dc && s[7] == 0xcfacafd2 && s[8] == 0xe46bea80 && s[13] == 0xccc07c79);
    CHECK(s[0] == 0x879531e0 && s[15] == 0x91dbd320);
}

int main(void)
{
    static uint8_t key[32], nonce[12], xnonce[24], subkey[32], in[256], out[256 + TU_GUARD], want[256], blk[64];
    check_reference();
    tu_fill_random(key, 32);
    tu_fill_random(nonce, 12);
    tu_fill_random(xnonce, 24);
    tu_fill_random(in, sizeof in);
    const uint32_t n0 = ld32(nonce), n1 = ld32(nonce + 4), n2 = ld32(nonce + 8);

    /* ChaCha20 against the reference at ordinary and extreme counters */
    const uint32_t ctrs[] = { 0, 1, 2, 0x7fffffff, 0xfffffffc, 0xfffffffd };
    for (size_t c = 0; c < sizeof ctrs / sizeof ctrs[0]; c++) {
        for (int b = 0; b < 3; b++) {
            ref_block(blk, key, ctrs[c] + (uint32_t)b, n0, n1, n2);
            for (int i = 0; i < 64; i++)
                want[64 * b + i] = (uint8_t)(in[64 * b + i] ^ blk[i]);
        }
        for (size_t len = 0; len <= 192; len += (len < 70 ? 1 : 61)) {
            tu_guard_init(out, len);
            CHECK(symcore_chacha20(out, in, len, nonce, ctrs[c], key) == SYMCORE_OK);
            CHECK_MEM(out, want, len, "chacha20 vs reference");
            CHECK_GUARD(out, len);
        }
    }

    /* counter 0xffffffff: exactly one block (any part of it) is allowed, and it is
     * the block with word 12 = 0xffffffff and the nonce unchanged */
    ref_block(blk, key, 0xffffffff, n0, n1, n2);
    for (size_t len = 0; len <= 64; len++) {
        tu_guard_init(out, len);
        CHECK(symcore_chacha20(out, in, len, nonce, 0xffffffff, key) == SYMCORE_OK);
        for (size_t i = 0; i < len; i++)
            CHECK(out[i] == (uint8_t)(in[i] ^ blk[i]));
        CHECK_GUARD(out, len);
    }
    /* one byte more would need block 2^32: refused, nothing written */
    for (size_t len = 65; len <= 200; len += 45) {
        memset(out, 0xc3, sizeof out);
        CHECK(symcore_chacha20(out, in, len, nonce, 0xffffffff, key) == SYMCORE_ELENGTH);
        CHECK(out[0] == 0xc3 && out[len - 1] == 0xc3);
    }
    memset(out, 0xc3, sizeof out);
    CHECK(symcore_chacha20(out, in, 129, nonce, 0xfffffffe, key) == SYMCORE_ELENGTH);
    CHECK(out[0] == 0xc3);
    CHECK(symcore_chacha20(out, in, 128, nonce, 0xfffffffe, key) == SYMCORE_OK);
    ref_block(blk, key, 0xffffffff, n0, n1, n2);
    CHECK(out[64] == (uint8_t)(in[64] ^ blk[0]) && out[127] == (uint8_t)(in[127] ^ blk[63]));
#if SIZE_MAX > 0xffffffffu
    /* 2^32 blocks from counter 0 is the most one nonce allows; one byte more is refused.
     * The call fails before touching the (too small) buffers. */
    memset(out, 0xc3, sizeof out);
    CHECK(symcore_chacha20(out, in, ((size_t)1 << 38) + 1, nonce, 0, key) == SYMCORE_ELENGTH);
    CHECK(symcore_chacha20(out, in, ((size_t)1 << 38) - 63, nonce, 1, key) == SYMCORE_ELENGTH);
    CHECK(symcore_chacha20(out, in, SIZE_MAX, nonce, 0, key) == SYMCORE_ELENGTH);
    CHECK(out[0] == 0xc3);
#endif

    /* XChaCha20: counter words 12 (low) and 13 (high); the nonce tail in 14-15 */
    CHECK(symcore_hchacha20(subkey, xnonce, key) == SYMCORE_OK);
    const uint32_t x2 = ld32(xnonce + 16), x3 = ld32(xnonce + 20);
    const uint64_t xctrs[] = { 0, 1, 0xfffffffeull, 0xffffffffull, 0x100000000ull, 0x123456789abcdefull,
                               0xfffffffffffffffdull };
    for (size_t c = 0; c < sizeof xctrs / sizeof xctrs[0]; c++) {
        for (int b = 0; b < 3; b++) {
            uint64_t v = xctrs[c] + (uint64_t)b;
            ref_block(blk, subkey, (uint32_t)v, (uint32_t)(v >> 32), x2, x3);
            for (int i = 0; i < 64; i++)
                want[64 * b + i] = (uint8_t)(in[64 * b + i] ^ blk[i]);
        }
        for (size_t len = 0; len <= 192; len += 17) {
            tu_guard_init(out, len);
            CHECK(symcore_xchacha20(out, in, len, xnonce, xctrs[c], key) == SYMCORE_OK);
            CHECK_MEM(out, want, len, "xchacha20 64-bit counter vs reference");
            CHECK_GUARD(out, len);
        }
    }
    /* the last block of the 64-bit counter, and past it */
    ref_block(blk, subkey, 0xffffffff, 0xffffffff, x2, x3);
    CHECK(symcore_xchacha20(out, in, 64, xnonce, UINT64_MAX, key) == SYMCORE_OK);
    for (int i = 0; i < 64; i++)
        CHECK(out[i] == (uint8_t)(in[i] ^ blk[i]));
    memset(out, 0xc3, sizeof out);
    CHECK(symcore_xchacha20(out, in, 65, xnonce, UINT64_MAX, key) == SYMCORE_ELENGTH);
    CHECK(symcore_xchacha20(out, in, 129, xnonce, UINT64_MAX - 1, key) == SYMCORE_ELENGTH);
    CHECK(out[0] == 0xc3);
    CHECK(symcore_xchacha20(out, in, 0, xnonce, UINT64_MAX, key) == SYMCORE_OK);
    return tu_finish("chacha20_counter");
}
