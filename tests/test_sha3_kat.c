/* SHA3-224/256/384/512 (FIPS 202): NIST known answers, CAVP messages at the
 * rate boundary, and a grid of every length up to three blocks. */
#include <symcore.h>

#include "testutil.h"

struct sha3_fn {
    size_t outlen, rate;
    int (*oneshot)(uint8_t *, const void *, size_t);
};

static const struct sha3_fn variants[4] = {
    { 28, 144, symcore_sha3_224 },
    { 32, 136, symcore_sha3_256 },
    { 48, 104, symcore_sha3_384 },
    { 64, 72, symcore_sha3_512 },
};

/* NIST FIPS 202 example values (SHA3-*_Msg0, SHA3-*_Msg1600) and FIPS 202's
 * "abc": the empty string, "abc", and 1600 bits of 0xA3. */
static const char *const empty_md[4] = {
    "6b4e03423667dbb73b6e15454f0eb1abd4597f9a1b078e3f5b5a6bc7",
    "a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a",
    "0c63a75b845e4f7d01107d852e4c2485c51a50aaaa94fc61995e71bbee983a2ac3713831264adb47fb6bd1e058d5f004",
    ("a69f73cca23a9ac5c8b567dc185a756e97c982164fe25859e0d1dcc1475c80a6"
    "15b2123af1f5f94c11e3e9402c3ac558f500199d95b6d3e301758586281dcd26"),
};
static const char *const abc_md[4] = {
    "e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf",
    "3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532",
    "ec01498288516fc926459f58e2c6ad8df9b473cb0fc08c2596da7cf0e49be4b298d88cea927ac7f539f1edf228376d25",
    ("b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e"
    "10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0"),
};
static const char *const a3_md[4] = {
    "9376816aba503f72f96ce7eb65ac095deee3be4bf9bbc2a1cb7e11e0",
    "79f38adec5c20307a98ef76e8324afbfd46cfd81b22e3973c65fa1bd9de31787",
    "1881de2ca7e41ef95dc4732b8f5f002b189cc1e42b74168ed1732649ce1dbcdd76197a31fd55ee989f2d7050dd473e8f",
    ("e76dfad22084a8b1467fcf2ffa58361bec7628edf5f3fdc0e4805dc48caeeca8"
    "1b7c13c30adf52a3659584739a2df46be589c51ca1a4a8416df6545a1ce8ba00"),
};

/* NIST CAVP SHA3_256ShortMsg.rsp (sha-3bytetestvectors.zip): 1, 134, 135 and
 * 136 bytes, the last exactly one rate block. */
static const struct { const char *msg, *md; } cavp256[] = {
    { "e9", "f0d04dd1e6cfc29a4460d521796852f25d9ef8d28b44ee91ff5b759d72c1e6d6" },
    { "e5022f4c7dfe2dbd207105e2f27aaedd5a765c27c0bc60de958b49609440501848ccf398cf66dfe8dd7d131e04f1432f"
      "32827a057b8904d218e68ba3b0398038d755bd13d5f168cfa8a11ab34c0540873940c2a62eace3552dcd6953c683fdb2"
      "9983d4e417078f1988c560c9521e6f8c78997c32618fc510db282a985f868f2d973f82351d11",
      "3293a4b9aeb8a65e1014d3847500ffc8241594e9c4564cbd7ce978bfa50767fe" },
    { "b1f6076509938432145bb15dbe1a7b2e007934be5f753908b50fd24333455970a7429f2ffbd28bd6fe1804c4688311f3"
      "18fe3fcd9f6744410243e115bcb00d7e039a4fee4c326c2d119c42abd2e8f4155a44472643704cc0bc72403b8a8ab0fd"
      "4d68e04a059d6e5ed45033b906326abb4eb4147052779bad6a03b55ca5bd8b140e131bed2dfada",
      "f82d9602b231d332d902cb6436b15aef89acc591cb8626233ced20c0a6e80d7a" },
    { "56ea14d7fcb0db748ff649aaa5d0afdc2357528a9aad6076d73b2805b53d89e73681abfad26bee6c0f3d20215295f354"
      "f538ae80990d2281be6de0f6919aa9eb048c26b524f4d91ca87b54c0c54aa9b54ad02171e8bf31e8d158a9f586e92ffc"
      "e994ecce9a5185cc80364d50a6f7b94849a914242fcb73f33a86ecc83c3403630d20650ddb8cd9c4",
      "4beae3515ba35ec8cbd1d94567e22b0d7809c466abfbafe9610349597ba15b45" },
};

/* Every length 0 .. 3 * rate + 1 of msg[k] = k*k + 13; SHA3-256 of the digests concatenated:
 *   msg = bytes((k*k + 13) & 0xff for k in range(3*168 + 2)); acc = hashlib.sha3_256()
 *   for L in range(3*rate + 2): acc.update(hashlib.sha3_256(msg[:L]).digest())
 */
static const char *const grid_digest[4] = {
    "82c18c2ec9b199d4b2b6eadbc4490aef21dfc97fec45ea35d1e174d4a1b678de",
    "50c179bc4c847d3569c7ad3fdeb6814edffd30ca0325e13b2d62389f069afdfc",
    "ef60cdbe4fe81c184900c1315c328120254dd01b40319550100ba995086189d7",
    "0aa763b7f2d8201c5f74a377da9b863da0b6c54d897e5552dbb1c4b7f4643daa",
};

/* One-shot, incremental whole, and incremental one byte at a time. */
static void check_md(const struct sha3_fn *f, const void *in, size_t len, const char *md_hex)
{
    uint8_t want[64], out[64 + TU_GUARD];
    symcore_sha3_ctx ctx;
    CHECK(tu_unhex(want, sizeof want, md_hex) == f->outlen);

    tu_guard_init(out, f->outlen);
    f->oneshot(out, in, len);
    CHECK_MEM(out, want, f->outlen, "one-shot");
    CHECK_GUARD(out, f->outlen);

    memset(out, 0, f->outlen);
    CHECK(symcore_sha3_init(&ctx, f->outlen) == SYMCORE_OK);
    symcore_sha3_update(&ctx, in, len);
    symcore_sha3_final(&ctx, out);
    CHECK_MEM(out, want, f->outlen, "incremental");
    CHECK_GUARD(out, f->outlen);

    memset(out, 0, f->outlen);
    CHECK(symcore_sha3_init(&ctx, f->outlen) == SYMCORE_OK);
    for (size_t i = 0; i < len; i++)
        symcore_sha3_update(&ctx, (const uint8_t *)in + i, 1);
    symcore_sha3_final(&ctx, out);
    CHECK_MEM(out, want, f->outlen, "byte by byte");
    CHECK_GUARD(out, f->outlen);
}

int main(void)
{
    static uint8_t msg[3 * 168 + 2];
    uint8_t a3[200], buf[200], want[32];
    memset(a3, 0xa3, sizeof a3);
    for (size_t k = 0; k < sizeof msg; k++)
        msg[k] = (uint8_t)(k * k + 13);

    for (int v = 0; v < 4; v++) {
        const struct sha3_fn *f = &variants[v];
        check_md(f, NULL, 0, empty_md[v]);
        check_md(f, "abc", 3, abc_md[v]);
        check_md(f, a3, sizeof a3, a3_md[v]);

        symcore_sha3_ctx acc;
        uint8_t digest[64];
        CHECK(symcore_sha3_init(&acc, 32) == SYMCORE_OK);
        for (size_t len = 0; len < 3 * f->rate + 2; len++) {
            f->oneshot(digest, msg, len);
            symcore_sha3_update(&acc, digest, f->outlen);
        }
        symcore_sha3_final(&acc, digest);
        tu_unhex(want, sizeof want, grid_digest[v]);
        CHECK_MEM(digest, want, 32, "grid of lengths");
    }
    for (size_t i = 0; i < sizeof cavp256 / sizeof cavp256[0]; i++) {
        size_t n = tu_unhex(buf, sizeof buf, cavp256[i].msg);
        check_md(&variants[1], buf, n, cavp256[i].md);
    }
    return tu_finish("sha3_kat");
}
