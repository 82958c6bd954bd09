/* Associated data inside the output buffer. */
#include <symcore.h>

#include "testutil.h"

/* The AD may live in the output buffer: seal and open read all of it before
 * they write a byte, so the result is that of a separate copy of the AD, at
 * every length (the short path used to write the ciphertext first). */
static void check_ad_aliasing_out(int x, size_t n, size_t adlen)
{
    static uint8_t key[32], nonce[24], msg[5000], ad[64], buf[5000 + 64], ct[5000], tag[16], tag2[16];
    int r;
    tu_fill_random(key, 32);
    tu_fill_random(nonce, 24);
    tu_fill_random(msg, n);
    tu_fill_random(ad, adlen);
    r = x ? symcore_xchacha20poly1305_seal(ct, tag, msg, n, ad, adlen, nonce, key)
          : symcore_chacha20poly1305_seal(ct, tag, msg, n, ad, adlen, nonce, key);
    CHECK(r == SYMCORE_OK);
    memcpy(buf, ad, adlen);
    r = x ? symcore_xchacha20poly1305_seal(buf, tag2, msg, n, buf, adlen, nonce, key)
          : symcore_chacha20poly1305_seal(buf, tag2, msg, n, buf, adlen, nonce, key);
    CHECK(r == SYMCORE_OK);
    CHECK_MEM(buf, ct, n, "seal with ad == out: ciphertext");
    CHECK_MEM(tag2, tag, 16, "seal with ad == out: tag");
    memcpy(buf, ad, adlen);
    r = x ? symcore_xchacha20poly1305_open(buf, ct, n, tag, buf, adlen, nonce, key)
          : symcore_chacha20poly1305_open(buf, ct, n, tag, buf, adlen, nonce, key);
    CHECK(r == SYMCORE_OK);
    CHECK_MEM(buf, msg, n, "open with ad == out");
}

int main(void)
{
    static const size_t cases[][2] = { { 0, 1 }, { 1, 1 }, { 16, 16 }, { 64, 32 }, { 64, 33 }, { 65, 32 },
                                       { 200, 64 }, { 5000, 40 } };
    for (int x = 0; x < 2; x++)
        for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
            check_ad_aliasing_out(x, cases[i][0], cases[i][1]);
    return tu_finish("aead_ad_alias");
}
