/* HChaCha20 and XChaCha20 known answers from draft-irtf-cfrg-xchacha-03:
 * 2.2.1 HChaCha20, A.3.2.1 / A.3.2.2 XChaCha20 with block counter 0 and 1
 * (the same data as A.2.1 / A.2.2). The AEAD vector A.3.1 is in aead_kat. */
#include "testutil.h"

#include <symcore.h>

static const char dhole[] =
    "The dhole (pronounced \"dole\") is also known as the Asiatic wild dog, red dog, and whistling dog. "
    "It is about the size of a German shepherd but looks more like a long-legged fox. This highly elusive "
    "and skilled jumper is classified with wolves, coyotes, jackals, and foxes in the taxonomic family "
    "Canidae.";

static const char ct0[] = /* A.3.2.1 ciphertext, counter 0 */
    "4559abba4e48c16102e8bb2c05e6947f50a786de162f9b0b7e592a9b53d0d4e98d8d6410d540a1a6375b26d80dace4fa"
    "b52384c731acbf16a5923c0c48d3575d4d0d2c673b666faa731061277701093a6bf7a158a8864292a41c48e3a9b4c0da"
    "ece0f8d98d0d7e05b37a307bbb66333164ec9e1b24ea0d6c3ffddcec4f68e7443056193a03c810e11344ca06d8ed8a2b"
    "fb1e8d48cfa6bc0eb4e2464b748142407c9f431aee769960e15ba8b96890466ef2457599852385c661f752ce20f9da0c"
    "09ab6b19df74e76a95967446f8d0fd415e7bee2a12a114c20eb5292ae7a349ae577820d5520a1f3fb62a17ce6a7e68fa"
    "7c79111d8860920bc048ef43fe84486ccb87c25f0ae045f0cce1e7989a9aa220a28bdd4827e751a24a6d5c62d790a663"
    "93b93111c1a55dd7421a10184974c7c5";
static const char ks0[] = /* A.3.2.1 keystream, first 64 bytes */
    "1131ce9a2a20ae0d67c8935c7789fa1025c9e5bb720fb96f11354fb97af0bd9aadec0863ba60cac8582c48f86cdfc48e"
    "dd46a48642c5de62ccf11c7b21bf337d";
static const char ct1[] = /* A.3.2.2 ciphertext, counter 1 */
    "7d0a2e6b7f7c65a236542630294e063b7ab9b555a5d5149aa21e4ae1e4fbce87ecc8e08a8b5e350abe622b2ffa617b20"
    "2cfad72032a3037e76ffdcdc4376ee053a190d7e46ca1de04144850381b9cb29f051915386b8a710b8ac4d027b8b050f"
    "7cba5854e028d564e453b8a968824173fc16488b8970cac828f11ae53cabd20112f87107df24ee6183d2274fe4c8b148"
    "5534ef2c5fbc1ec24bfc3663efaa08bc047d29d25043532db8391a8a3d776bf4372a6955827ccb0cdd4af403a7ce4c63"
    "d595c75a43e045f0cce1f29c8b93bd65afc5974922f214a40b7c402cdb91ae73c0b63615cdad0480680f16515a7ace9d"
    "39236464328a37743ffc28f4ddb324f4d0f5bbdc270c65b1749a6efff1fbaa09536175ccd29fb9e6057b307320d31683"
    "8a9c71f70b5b5907a66f7ea49aadc409";

int main(void)
{
    static uint8_t key[32], in16[16], sub[32 + TU_GUARD], want[512], nonce[24], out[512 + TU_GUARD], zero[64];
    size_t n;

    /* 2.2.1 HChaCha20 */
    tu_unhex(key, 32, "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f");
    tu_unhex(in16, 16, "000000090000004a0000000031415927");
    tu_unhex(want, 32, "82413b4227b27bfed30e42508a877d73a0f9e4d58a74a853c12ec41326d3ecdc");
    tu_guard_init(sub, 32);
    CHECK(symcore_hchacha20(sub, in16, key) == SYMCORE_OK);
    CHECK_MEM(sub, want, 32, "2.2.1 HChaCha20");
    CHECK_GUARD(sub, 32);

    /* A.3.2 XChaCha20 */
    tu_unhex(key, 32, "808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f");
    tu_unhex(nonce, 24, "404142434445464748494a4b4c4d4e4f5051525354555658");
    CHECK(strlen(dhole) == 304);
    for (int c = 0; c < 2; c++) {
        n = tu_unhex(want, sizeof want, c == 0 ? ct0 : ct1);
        CHECK(n == 304);
        tu_guard_init(out, n);
        CHECK(symcore_xchacha20(out, dhole, n, nonce, (uint64_t)c, key) == SYMCORE_OK);
        CHECK_MEM(out, want, n, c == 0 ? "A.3.2.1 XChaCha20 counter 0" : "A.3.2.2 XChaCha20 counter 1");
        CHECK_GUARD(out, n);
        /* block by block */
        for (size_t off = 0; off < n; off += 64) {
            size_t m = n - off < 64 ? n - off : 64;
            CHECK(symcore_xchacha20(out + off, dhole + off, m, nonce, (uint64_t)c + off / 64, key) == SYMCORE_OK);
        }
        CHECK_MEM(out, want, n, "XChaCha20 block by block");
        /* in place, both ways */
        memcpy(out, dhole, n);
        CHECK(symcore_xchacha20(out, out, n, nonce, (uint64_t)c, key) == SYMCORE_OK);
        CHECK_MEM(out, want, n, "XChaCha20 in place");
        CHECK(symcore_xchacha20(out, out, n, nonce, (uint64_t)c, key) == SYMCORE_OK);
        CHECK_MEM(out, dhole, n, "XChaCha20 decrypt in place");
    }
    /* the keystream itself (A.3.2.1) */
    n = tu_unhex(want, sizeof want, ks0);
    CHECK(symcore_xchacha20(out, zero, n, nonce, 0, key) == SYMCORE_OK);
    CHECK_MEM(out, want, n, "A.3.2.1 keystream");

    /* XChaCha20 = ChaCha20 under HChaCha20(key, nonce[0..15]) with nonce 0^4 || nonce[16..23] */
    {
        uint8_t n12[12] = { 0 }, a[200], b[200];
        CHECK(symcore_hchacha20(sub, nonce, key) == SYMCORE_OK);
        memcpy(n12 + 4, nonce + 16, 8);
        CHECK(symcore_chacha20(a, dhole, sizeof a, n12, 5, sub) == SYMCORE_OK);
        CHECK(symcore_xchacha20(b, dhole, sizeof b, nonce, 5, key) == SYMCORE_OK);
        CHECK_MEM(a, b, sizeof a, "XChaCha20 construction");
    }
    return tu_finish("xchacha20_kat");
}
