/* ChaCha20 known answers (RFC 8439): 2.3.2 block function, 2.4.2 encryption,
 * 2.6.2 and A.4 one-time key generation, A.1 block functions #1-#5, A.2
 * encryption #1-#3. Each runs whole, block by block (advancing the counter),
 * in place, with sentinels after the output. */
#include "rfc8439_texts.h"
#include "testutil.h"

#include <symcore.h>

#define K_SEQ "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"
#define K_ZERO "0000000000000000000000000000000000000000000000000000000000000000"
#define K_ONE "0000000000000000000000000000000000000000000000000000000000000001"
#define K_JAB "1c9240a5eb55d38af333888604f6b5f0473917c1402b80099dca5cbc207075c0"

struct kat {
    const char *name;
    const char *key, *nonce;
    uint32_t counter;
    const char *text; /* plaintext; NULL: zero bytes, as many as expected */
    const char *expect;
};

static const struct kat kats[] = {
    { "2.3.2 block function", K_SEQ, "000000090000004a00000000", 1, NULL,
      "10f1e7e4d13b5915500fdd1fa32071c4c7d1f4c733c068030422aa9ac3d46c4e"
      "d2826446079faa0914c2d705d98b02a2b5129cd1de164eb9cbd083e8a2503c4e" },
    { "2.4.2 sunscreen", K_SEQ, "000000000000004a00000000", 1, rfc8439_sunscreen,
      "6e2e359a2568f98041ba0728dd0d6981e97e7aec1d4360c20a27afccfd9fae0bf91b65c5524733ab8f593dabcd62b357"
      "1639d624e65152ab8f530c359f0861d807ca0dbf500d6a6156a38e088a22b65e52bc514d16ccf806818ce91ab7793736"
      "5af90bbf74a35be6b40b8eedf2785e42874d" },
    { "2.6.2 poly1305 key generation", "808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f",
      "000000000001020304050607", 0, NULL,
      "8ad5a08b905f81cc815040274ab29471a833b637e3fd0da508dbb8e2fdd1a646" },
    { "A.1 #1", K_ZERO, "000000000000000000000000", 0, NULL,
      "76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7"
      "da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586" },
    { "A.1 #2", K_ZERO, "000000000000000000000000", 1, NULL,
      "9f07e7be5551387a98ba977c732d080dcb0f29a048e3656912c6533e32ee7aed"
      "29b721769ce64e43d57133b074d839d531ed1f28510afb45ace10a1f4b794d6f" },
    { "A.1 #3", K_ONE, "000000000000000000000000", 1, NULL,
      "3aeb5224ecf849929b9d828db1ced4dd832025e8018b8160b82284f3c949aa5a"
      "8eca00bbb4a73bdad192b5c42f73f2fd4e273644c8b36125a64addeb006c13a0" },
    { "A.1 #4", "00ff000000000000000000000000000000000000000000000000000000000000", "000000000000000000000000", 2,
      NULL,
      "72d54dfbf12ec44b362692df94137f328fea8da73990265ec1bbbea1ae9af0ca"
      "13b25aa26cb4a648cb9b9d1be65b2c0924a66c54d545ec1b7374f4872e99f096" },
    { "A.1 #5", K_ZERO, "000000000000000000000002", 0, NULL,
      "c2c64d378cd536374ae204b9ef933fcd1a8b2288b3dfa49672ab765b54ee27c7"
      "8a970e0e955c14f3a88e741b97c286f75f8fc299e8148362fa198a39531bed6d" },
    { "A.2 #1", K_ZERO, "000000000000000000000000", 0, NULL,
      "76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7"
      "da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586" },
    { "A.2 #2", K_ONE, "000000000000000000000002", 1, rfc8439_ietf,
      "a3fbf07df3fa2fde4f376ca23e82737041605d9f4f4f57bd8cff2c1d4b7955ec2a97948bd3722915c8f3d337f7d37005"
      "0e9e96d647b7c39f56e031ca5eb6250d4042e02785ececfa4b4bb5e8ead0440e20b6e8db09d881a7c6132f420e527950"
      "42bdfa7773d8a9051447b3291ce1411c680465552aa6c405b7764d5e87bea85ad00f8449ed8f72d0d662ab052691ca66"
      "424bc86d2df80ea41f43abf937d3259dc4b2d0dfb48a6c9139ddd7f76966e928e635553ba76c5c879d7b35d49eb2e62b"
      "0871cdac638939e25e8a1e0ef9d5280fa8ca328b351c3c765989cbcf3daa8b6ccc3aaf9f3979c92b3720fc88dc95ed84"
      "a1be059c6499b9fda236e7e818b04b0bc39c1e876b193bfe5569753f88128cc08aaa9b63d1a16f80ef2554d7189c411f"
      "5869ca52c5b83fa36ff216b9c1d30062bebcfd2dc5bce0911934fda79a86f6e698ced759c3ff9b6477338f3da4f9cd85"
      "14ea9982ccafb341b2384dd902f3d1ab7ac61dd29c6f21ba5b862f3730e37cfdc4fd806c22f221" },
    { "A.2 #3", K_JAB, "000000000000000000000002", 42, rfc8439_jabberwocky,
      "62e6347f95ed87a45ffae7426f27a1df5fb69110044c0d73118effa95b01e5cf166d3df2d721caf9b21e5fb14c616871"
      "fd84c54f9d65b283196c7fe4f60553ebf39c6402c42234e32a356b3e764312a61a5532055716ead6962568f87d3f3f77"
      "04c6a8d1bcd1bf4d50d6154b6da731b187b58dfd728afa36757a797ac188d1" },
    { "A.4 #1", K_ZERO, "000000000000000000000000", 0, NULL,
      "76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7" },
    { "A.4 #2", K_ONE, "000000000000000000000002", 0, NULL,
      "ecfa254f845f647473d3cb140da9e87606cb33066c447b87bc2666dde3fbb739" },
    { "A.4 #3", K_JAB, "000000000000000000000002", 0, NULL,
      "965e3bc6f9ec7ed9560808f4d229f94b137ff275ca9b3fcbdd59deaad23310ae" },
};

int main(void)
{
    static uint8_t key[32], nonce[12], pt[512], want[512], out[512 + TU_GUARD], buf[512 + TU_GUARD];
    for (size_t k = 0; k < sizeof kats / sizeof kats[0]; k++) {
        const struct kat *t = &kats[k];
        size_t n = tu_unhex(want, sizeof want, t->expect);
        tu_unhex(key, 32, t->key);
        tu_unhex(nonce, 12, t->nonce);
        if (t->text != NULL) {
            CHECK(strlen(t->text) == n);
            memcpy(pt, t->text, n);
        } else {
            memset(pt, 0, n);
        }

        /* whole */
        tu_guard_init(out, n);
        CHECK(symcore_chacha20(out, pt, n, nonce, t->counter, key) == SYMCORE_OK);
        CHECK_MEM(out, want, n, t->name);
        CHECK_GUARD(out, n);

        /* block by block, the counter advanced by the caller */
        tu_guard_init(out, n);
        for (size_t off = 0; off < n; off += 64) {
            size_t m = n - off < 64 ? n - off : 64;
            CHECK(symcore_chacha20(out + off, pt + off, m, nonce, t->counter + (uint32_t)(off / 64), key) ==
                  SYMCORE_OK);
        }
        CHECK_MEM(out, want, n, t->name);
        CHECK_GUARD(out, n);

        /* in place, and decryption restores the plaintext */
        memcpy(buf, pt, n);
        tu_guard_init(buf, n);
        CHECK(symcore_chacha20(buf, buf, n, nonce, t->counter, key) == SYMCORE_OK);
        CHECK_MEM(buf, want, n, t->name);
        CHECK(symcore_chacha20(buf, buf, n, nonce, t->counter, key) == SYMCORE_OK);
        CHECK_MEM(buf, pt, n, "decrypt in place");
        CHECK_GUARD(buf, n);

        /* every prefix length gives the prefix of the output */
        for (size_t m = 0; m <= n; m += 7) {
            tu_guard_init(out, m);
            CHECK(symcore_chacha20(out, pt, m, nonce, t->counter, key) == SYMCORE_OK);
            CHECK_MEM(out, want, m, "prefix");
            CHECK_GUARD(out, m);
        }
    }

    /* RFC 8439 2.2.1/2.3.2: the key setup places the nonce in words 13-15 (checked through 2.3.2
     * above); zero length is a no-op that writes nothing */
    memset(out, 0x33, 8);
    CHECK(symcore_chacha20(out, pt, 0, nonce, 0, key) == SYMCORE_OK);
    CHECK(out[0] == 0x33);
    CHECK(symcore_chacha20(NULL, NULL, 0, nonce, 0, key) == SYMCORE_OK);
    return tu_finish("chacha20_kat");
}
