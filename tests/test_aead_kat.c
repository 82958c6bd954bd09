/* ChaCha20-Poly1305 and XChaCha20-Poly1305 known answers: RFC 8439 2.8.2
 * (seal) and A.5 (open), draft-irtf-cfrg-xchacha-03 A.3.1, and Wycheproof
 * chacha20_poly1305_test.json tcId 1-9 (empty and short messages and AD).
 * Each is sealed (out of place and in place) and opened, with sentinels. */
#include "testutil.h"

#include <symcore.h>

struct kat {
    const char *name;
    int x; /* XChaCha20-Poly1305 */
    const char *key, *nonce, *ad, *pt, *ct, *tag;
};

#define SUNSCREEN_HEX                                                                                  \
    "4c616469657320616e642047656e746c656d656e206f662074686520636c617373206f66202739393a20496620492063" \
    "6f756c64206f6666657220796f75206f6e6c79206f6e652074697020666f7220746865206675747572652c2073756e73" \
    "637265656e20776f756c642062652069742e"

static const struct kat kats[] = {
    { "RFC 8439 2.8.2", 0, "808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f",
      "070000004041424344454647", "50515253c0c1c2c3c4c5c6c7", SUNSCREEN_HEX,
      "d31a8d34648e60db7b86afbc53ef7ec2a4aded51296e08fea9e2b5a736ee62d63dbea45e8ca9671282fafb69da92728b"
      "1a71de0a9e060b2905d6a5b67ecd3b3692ddbd7f2d778b8c9803aee328091b58fab324e4fad675945585808b4831d7bc"
      "3ff4def08e4b7a9de576d26586cec64b6116",
      "1ae10b594f09e26a7e902ecbd0600691" },
    { "RFC 8439 A.5", 0, "1c9240a5eb55d38af333888604f6b5f0473917c1402b80099dca5cbc207075c0",
      "000000000102030405060708", "f33388860000000000004e91",
      /* "Internet-Drafts are draft documents valid for a maximum of six months ..." */
      "496e7465726e65742d4472616674732061726520647261667420646f63756d656e74732076616c696420666f722061"
      "206d6178696d756d206f6620736978206d6f6e74687320616e64206d617920626520757064617465642c207265706c"
      "616365642c206f72206f62736f6c65746564206279206f7468657220646f63756d656e747320617420616e79207469"
      "6d652e20497420697320696e617070726f70726961746520746f2075736520496e7465726e65742d44726166747320"
      "6173207265666572656e6365206d6174657269616c206f7220746f2063697465207468656d206f74686572207468616e"
      "206173202fe2809c776f726b20696e2070726f67726573732e2fe2809d",
      "64a0861575861af460f062c79be643bd5e805cfd345cf389f108670ac76c8cb24c6cfc18755d43eea09ee94e382d26b0"
      "bdb7b73c321b0100d4f03b7f355894cf332f830e710b97ce98c8a84abd0b948114ad176e008d33bd60f982b1ff37c855"
      "9797a06ef4f0ef61c186324e2b3506383606907b6a7c02b0f9f6157b53c867e4b9166c767b804d46a59b5216cde7a4e9"
      "9040c5a40433225ee282a1b0a06c523eaf4534d7f83fa1155b0047718cbc546a0d072b04b3564eea1b422273f548271a"
      "0bb2316053fa76991955ebd63159434ecebb4e466dae5a1073a6727627097a1049e617d91d361094fa68f0ff77987130"
      "305beaba2eda04df997b714d6c6f2c29a6ad5cb4022b02709b",
      "eead9d67890cbb22392336fea1851f38" },
    { "draft-irtf-cfrg-xchacha-03 A.3.1", 1, "808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f",
      "404142434445464748494a4b4c4d4e4f5051525354555657", "50515253c0c1c2c3c4c5c6c7", SUNSCREEN_HEX,
      "bd6d179d3e83d43b9576579493c0e939572a1700252bfaccbed2902c21396cbb731c7f1b0b4aa6440bf3a82f4eda7e39"
      "ae64c6708c54c216cb96b72e1213b4522f8c9ba40db5d945b11b69b982c1bb9e3f3fac2bc369488f76b2383565d3fff9"
      "21f9664c97637da9768812f615c68b13b52e",
      "c0875924c1c7987947deafd8780acf49" },
    { "Wycheproof tcId 2", 0, "80ba3192c803ce965ea371d5ff073cf0f43b6a2ab576b208426e11409c09b9b0",
      "4da5bf8dfd5852c1ea12379d", "", "", "", "76acb342cf3166a5b63c0c0ea1383c8d" },
    { "Wycheproof tcId 3", 0, "7a4cd759172e02eb204db2c3f5c746227df584fc1345196391dbb9577a250742",
      "a92ef0ac991dd516a3c6f689", "bd506764f2d2c410", "", "", "906fa6284b52f87b7359cbaa7563c709" },
    { "Wycheproof tcId 4", 0, "cc56b680552eb75008f5484b4cb803fa5063ebd6eab91f6ab6aef4916a766273",
      "99e23ec48985bccdeeab60f1", "", "2a", "3a", "cac27dec0968801e9f6eded69d807522" },
    { "Wycheproof tcId 5", 0, "46f0254965f769d52bdb4a70b443199f8ef207520d1220c55e4b70f0fda620ee",
      "ab0dca716ee051d2782f4403", "91ca6c592cbcca53", "51", "c4", "168310ca45b1f7c66cad4e99e43f72b9" },
    { "Wycheproof tcId 6", 0, "2f7f7e4f592bb389194989743507bf3ee9cbde1786b6695fe6c025fd9ba4c100",
      "461af122e9f2e0347e03f2db", "", "5c60", "4d13", "91e8b61efb39c122195453077b22e5e2" },
    { "Wycheproof tcId 7", 0, "c8833dce5ea9f248aa2030eacfe72bffe69a620caf793344e5718fe0d7ab1a58",
      "61546ba5f1720590b6040ac6", "88364fc8060518bf", "ddf2", "b60d", "ead0fd4697ec2e5558237719d02437a2" },
    { "Wycheproof tcId 8", 0, "bd8ed7fb0d607522f04d0b12d42c92570bccc5ba2486953d70ba2e8193f6225a",
      "d2ab0abb50a8e9fba25429e1", "", "201221", "3cf470", "a27a69c9d7ee84586f11388c6884e63a" },
    { "Wycheproof tcId 9", 0, "1c8b59b17a5ceced31bde97d4cefd9aaaa63362e096e863ec1c89580bca79b7a",
      "94f32a6dff588f2b5a2ead45", "6c8cf2ab3820b695", "453f95", "610925", "a8a7883eb7e40bc40e2e5922ae95ddc3" },
};

static int seal(int x, uint8_t *out, uint8_t *tag, const uint8_t *in, size_t n, const uint8_t *ad, size_t adlen,
                const uint8_t *nonce, const uint8_t *key)
{
    return x ? symcore_xchacha20poly1305_seal(out, tag, in, n, ad, adlen, nonce, key)
             : symcore_chacha20poly1305_seal(out, tag, in, n, ad, adlen, nonce, key);
}

static int open_(int x, uint8_t *out, const uint8_t *in, size_t n, const uint8_t *tag, const uint8_t *ad,
                 size_t adlen, const uint8_t *nonce, const uint8_t *key)
{
    return x ? symcore_xchacha20poly1305_open(out, in, n, tag, ad, adlen, nonce, key)
             : symcore_chacha20poly1305_open(out, in, n, tag, ad, adlen, nonce, key);
}

int main(void)
{
    static uint8_t key[32], nonce[24], ad[64], pt[512], ct[512], tag[16];
    static uint8_t out[512 + TU_GUARD], otag[16 + TU_GUARD], buf[512 + 16 + TU_GUARD];
    for (size_t k = 0; k < sizeof kats / sizeof kats[0]; k++) {
        const struct kat *t = &kats[k];
        tu_unhex(key, 32, t->key);
        tu_unhex(nonce, 24, t->nonce);
        size_t adlen = tu_unhex(ad, sizeof ad, t->ad);
        size_t n = tu_unhex(pt, sizeof pt, t->pt);
        CHECK(tu_unhex(ct, sizeof ct, t->ct) == n);
        tu_unhex(tag, 16, t->tag);

        /* seal, out of place */
        tu_guard_init(out, n);
        tu_guard_init(otag, 16);
        CHECK(seal(t->x, out, otag, pt, n, ad, adlen, nonce, key) == SYMCORE_OK);
        CHECK_MEM(out, ct, n, t->name);
        CHECK_MEM(otag, tag, 16, t->name);
        CHECK_GUARD(out, n);
        CHECK_GUARD(otag, 16);

        /* seal in place with the tag right after the ciphertext (combined format) */
        memcpy(buf, pt, n);
        tu_guard_init(buf, n + 16);
        CHECK(seal(t->x, buf, buf + n, buf, n, ad, adlen, nonce, key) == SYMCORE_OK);
        CHECK_MEM(buf, ct, n, "in place");
        CHECK_MEM(buf + n, tag, 16, "combined tag");
        CHECK_GUARD(buf, n + 16);

        /* open, out of place and in place */
        tu_guard_init(out, n);
        CHECK(open_(t->x, out, ct, n, tag, ad, adlen, nonce, key) == SYMCORE_OK);
        CHECK_MEM(out, pt, n, t->name);
        CHECK_GUARD(out, n);
        CHECK(open_(t->x, buf, buf, n, buf + n, ad, adlen, nonce, key) == SYMCORE_OK);
        CHECK_MEM(buf, pt, n, "open in place");

        /* empty AD and message may be NULL */
        if (n == 0) {
            CHECK(seal(t->x, NULL, otag, NULL, 0, adlen ? ad : NULL, adlen, nonce, key) == SYMCORE_OK);
            CHECK_MEM(otag, tag, 16, "NULL empty message");
            CHECK(open_(t->x, NULL, NULL, 0, tag, adlen ? ad : NULL, adlen, nonce, key) == SYMCORE_OK);
        }
    }
    return tu_finish("aead_kat");
}
