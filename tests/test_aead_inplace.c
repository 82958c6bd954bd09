/* In-place and out-of-place seal and open agree for every length 0..300
 * (and a few long ones), for both AEADs; the AEADs equal their definition
 * in terms of symcore_chacha20 and symcore_poly1305. */
#include "testutil.h"

#include <symcore.h>

/* RFC 8439 2.8 built from the public primitives: an independent composition. */
static void compose_seal(uint8_t *ct, uint8_t tag[16], const uint8_t *msg, size_t n, const uint8_t *ad,
                         size_t adlen, const uint8_t nonce[12], const uint8_t key[32])
{
    static uint8_t mac[16 + 5000 + 16 + 16 + 16];
    uint8_t otk[32] = { 0 };
    size_t m = 0;
    CHECK(symcore_chacha20(otk, otk, 32, nonce, 0, key) == SYMCORE_OK);
    CHECK(symcore_chacha20(ct, msg, n, nonce, 1, key) == SYMCORE_OK);
    memset(mac, 0, sizeof mac);
    memcpy(mac, ad, adlen);
    m = (adlen + 15) / 16 * 16;
    memcpy(mac + m, ct, n);
    m += (n + 15) / 16 * 16;
    for (int i = 0; i < 8; i++) {
        mac[m + i] = (uint8_t)((uint64_t)adlen >> (8 * i));
        mac[m + 8 + i] = (uint8_t)((uint64_t)n >> (8 * i));
    }
    m += 16;
    CHECK(symcore_poly1305(tag, mac, m, otk) == SYMCORE_OK);
}

int main(void)
{
    static uint8_t key[32], nonce[24], ad[40], msg[5000], a[5000 + TU_GUARD], b[5000 + 16 + TU_GUARD], ta[16], tb[16];
    static uint8_t sub[32], n12[12];
    size_t lens[310], nl = 0;
    for (size_t n = 0; n <= 300; n++)
        lens[nl++] = n;
    lens[nl++] = 1023;
    lens[nl++] = 4096;
    lens[nl++] = 4097;
    lens[nl++] = 5000;
    for (size_t li = 0; li < nl; li++) {
        size_t n = lens[li], adlen = (size_t)(tu_rand64() % sizeof ad);
        tu_fill_random(key, 32);
        tu_fill_random(nonce, 24);
        tu_fill_random(ad, sizeof ad);
        tu_fill_random(msg, n);
        for (int x = 0; x < 2; x++) {
            int r1, r2;
            tu_guard_init(a, n);
            memcpy(b, msg, n);
            tu_guard_init(b, n + 16);
            if (x) {
                r1 = symcore_xchacha20poly1305_seal(a, ta, msg, n, ad, adlen, nonce, key);
                r2 = symcore_xchacha20poly1305_seal(b, b + n, b, n, ad, adlen, nonce, key);
            } else {
                r1 = symcore_chacha20poly1305_seal(a, ta, msg, n, ad, adlen, nonce, key);
                r2 = symcore_chacha20poly1305_seal(b, b + n, b, n, ad, adlen, nonce, key);
            }
            CHECK(r1 == SYMCORE_OK && r2 == SYMCORE_OK);
            CHECK_MEM(a, b, n, "in-place ciphertext");
            CHECK_MEM(ta, b + n, 16, "in-place tag");
            CHECK_GUARD(a, n);
            CHECK_GUARD(b, n + 16);

            /* the definition, from the primitives */
            if (x) {
                CHECK(symcore_hchacha20(sub, nonce, key) == SYMCORE_OK);
                memset(n12, 0, 4);
                memcpy(n12 + 4, nonce + 16, 8);
                compose_seal(b, tb, msg, n, ad, adlen, n12, sub);
            } else {
                compose_seal(b, tb, msg, n, ad, adlen, nonce, key);
            }
            CHECK_MEM(a, b, n, "composition ciphertext");
            CHECK_MEM(ta, tb, 16, "composition tag");

            /* open in place and out of place */
            memcpy(b, a, n);
            if (x) {
                r1 = symcore_xchacha20poly1305_open(a, a, n, ta, ad, adlen, nonce, key);
                r2 = symcore_xchacha20poly1305_open(b + 0, b, n, ta, ad, adlen, nonce, key);
            } else {
                r1 = symcore_chacha20poly1305_open(a, a, n, ta, ad, adlen, nonce, key);
                r2 = symcore_chacha20poly1305_open(b, b, n, ta, ad, adlen, nonce, key);
            }
            CHECK(r1 == SYMCORE_OK && r2 == SYMCORE_OK);
            CHECK_MEM(a, msg, n, "open in place");
            CHECK_MEM(b, msg, n, "open");
        }
    }
    return tu_finish("aead_inplace");
}
