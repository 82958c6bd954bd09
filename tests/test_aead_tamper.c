/* Tampering: every bit of the tag, bits of the ciphertext, AD and nonce
 * flipped one at a time must give SYMCORE_EAUTH, and open must leave out
 * exactly as it was (prefilled pattern; in place, the ciphertext). */
#include "testutil.h"

#include <symcore.h>

#define N 100
#define ADLEN 21

typedef int (*open_fn)(uint8_t *, const void *, size_t, const uint8_t *, const void *, size_t, const uint8_t *,
                       const uint8_t *);

static void expect_reject(open_fn op, const uint8_t *ct, size_t n, const uint8_t *tag, const uint8_t *ad,
                          size_t adlen, const uint8_t *nonce, const uint8_t *key, const char *what)
{
    uint8_t out[N + TU_GUARD], pattern[N + TU_GUARD], inplace[N];
    memset(out, 0x5c, sizeof out);
    memcpy(pattern, out, sizeof out);
    CHECK(op(out, ct, n, tag, ad, adlen, nonce, key) == SYMCORE_EAUTH);
    if (!CHECK_MEM(out, pattern, sizeof out, what))
        fprintf(stderr, "  out was written on EAUTH\n");
    memcpy(inplace, ct, n);
    CHECK(op(inplace, inplace, n, tag, ad, adlen, nonce, key) == SYMCORE_EAUTH);
    CHECK_MEM(inplace, ct, n, "in place: ciphertext untouched on EAUTH");
}

int main(void)
{
    uint8_t key[32], nonce[24], ad[ADLEN], msg[N], ct[N], tag[16], bad[N + 24], out[N];
    for (int x = 0; x < 2; x++) {
        open_fn op = x ? symcore_xchacha20poly1305_open : symcore_chacha20poly1305_open;
        size_t nlen = x ? 24 : 12;
        const size_t lens[] = { 0, 1, 16, 64, N };
        for (size_t li = 0; li < sizeof lens / sizeof lens[0]; li++) {
            size_t n = lens[li];
            tu_fill_random(key, 32);
            tu_fill_random(nonce, 24);
            tu_fill_random(ad, ADLEN);
            tu_fill_random(msg, N);
            int rc = x ? symcore_xchacha20poly1305_seal(ct, tag, msg, n, ad, ADLEN, nonce, key)
                       : symcore_chacha20poly1305_seal(ct, tag, msg, n, ad, ADLEN, nonce, key);
            CHECK(rc == SYMCORE_OK);
            CHECK(op(out, ct, n, tag, ad, ADLEN, nonce, key) == SYMCORE_OK);
            CHECK_MEM(out, msg, n, "untampered opens");

            /* every bit of the tag */
            for (int bit = 0; bit < 128; bit++) {
                memcpy(bad, tag, 16);
                bad[bit / 8] ^= (uint8_t)(1u << (bit % 8));
                expect_reject(op, ct, n, bad, ad, ADLEN, nonce, key, "tag bit");
            }
            /* one bit in each byte of the ciphertext */
            for (size_t i = 0; i < n; i++) {
                memcpy(bad, ct, n);
                bad[i] ^= (uint8_t)(1u << (i % 8));
                expect_reject(op, bad, n, tag, ad, ADLEN, nonce, key, "ciphertext bit");
            }
            /* one bit in each byte of the AD, and a shorter or longer AD */
            for (size_t i = 0; i < ADLEN; i++) {
                memcpy(bad, ad, ADLEN);
                bad[i] ^= (uint8_t)(0x80u >> (i % 8));
                expect_reject(op, ct, n, tag, bad, ADLEN, nonce, key, "AD bit");
            }
            expect_reject(op, ct, n, tag, ad, ADLEN - 1, nonce, key, "AD truncated");
            expect_reject(op, ct, n, tag, NULL, 0, nonce, key, "AD dropped");
            /* one bit in each byte of the nonce */
            for (size_t i = 0; i < nlen; i++) {
                memcpy(bad, nonce, 24);
                bad[i] ^= (uint8_t)(1u << (i % 8));
                expect_reject(op, ct, n, tag, ad, ADLEN, bad, key, "nonce bit");
            }
            /* the wrong key; a truncated ciphertext */
            memcpy(bad, key, 32);
            bad[31] ^= 1;
            expect_reject(op, ct, n, tag, ad, ADLEN, nonce, bad, "key bit");
            if (n > 0)
                expect_reject(op, ct, n - 1, tag, ad, ADLEN, nonce, key, "ciphertext truncated");
        }
    }
    return tu_finish("aead_tamper");
}
