/* SHAKE128/256 (FIPS 202): known answers, long outputs, and a grid of every
 * input length up to three blocks with varying output lengths. */
#include <symcore.h>

#include "testutil.h"

struct shake_fn {
    const char *name;
    size_t rate;
    int (*oneshot)(uint8_t *, size_t, const void *, size_t);
    int (*init)(symcore_xof_ctx *);
};

static const struct shake_fn shakes[2] = {
    { "SHAKE128", 168, symcore_shake128, symcore_shake128_init },
    { "SHAKE256", 136, symcore_shake256, symcore_shake256_init },
};

/* NIST FIPS 202 example values: SHAKE128 and SHAKE256 of the empty string
 * (first 32 / 64 bytes) and of 1600 bits of 0xA3 (4096 bits of output,
 * SHAKE128_Msg1600.pdf, SHAKE256_Msg1600.pdf); re-checked with Python's hashlib. */
static const char *const empty_out[2] = {
    "7f9c2ba4e88f827d616045507605853ed73b8093f6efbc88eb1a6eacfa66ef26",
    "46b9dd2b0ba88d13233b3feb743eeb243fcd52ea62b81b82b50c27646ed5762fd75dc4ddd8c0f200cb05019d67b592f6fc821c49479ab48640292eacb3b7c4be",
};
static const char *const a3_out[2] = {
        ("131ab8d2b594946b9c81333f9bb6e0ce75c3b93104fa3469d3917457385da037"
                 "cf232ef7164a6d1eb448c8908186ad852d3f85a5cf28da1ab6fe343817197846"
                 "7f1c05d58c7ef38c284c41f6c2221a76f12ab1c04082660250802294fb871802"
                 "13fdef5b0ecb7df50ca1f8555be14d32e10f6edcde892c09424b29f597afc270"
                 "c904556bfcb47a7d40778d390923642b3cbd0579e60908d5a000c1d08b98ef93"
                 "3f806445bf87f8b009ba9e94f7266122ed7ac24e5e266c42a82fa1bbefb7b8db"
                 "0066e16a85e0493f07df4809aec084a593748ac3dde5a6d7aae1e8b6e5352b2d"
                 "71efbb47d4caeed5e6d633805d2d323e6fd81b4684b93a2677d45e7421c2c6ae"
                 "a259b855a698fd7d13477a1fe53e5a4a6197dbec5ce95f505b520bcd9570c4a8"
                 "265a7e01f89c0c002c59bfec6cd4a5c109258953ee5ee70cd577ee217af21fa7"
                 "0178f0946c9bf6ca8751793479f6b537737e40b6ed28511d8a2d7e73eb75f8da"
                 "ac912ff906e0ab955b083bac45a8e5e9b744c8506f37e9b4e749a184b30f43eb"
                 "188d855f1b70d71ff3e50c537ac1b0f8974f0fe1a6ad295ba42f6aec74d123a7"
                 "abedde6e2c0711cab36be5acb1a5a11a4b1db08ba6982efccd716929a7741cfc"
                 "63aa4435e0b69a9063e880795c3dc5ef3272e11c497a91acf699fefee206227a"
                 "44c9fb359fd56ac0a9a75a743cff6862f17d7259ab075216c0699511643b6439"),
        ("cd8a920ed141aa0407a22d59288652e9d9f1a7ee0c1e7c1ca699424da84a904d"
                 "2d700caae7396ece96604440577da4f3aa22aeb8857f961c4cd8e06f0ae6610b"
                 "1048a7f64e1074cd629e85ad7566048efc4fb500b486a3309a8f26724c0ed628"
                 "001a1099422468de726f1061d99eb9e93604d5aa7467d4b1bd6484582a384317"
                 "d7f47d750b8f5499512bb85a226c4243556e696f6bd072c5aa2d9b69730244b5"
                 "6853d16970ad817e213e470618178001c9fb56c54fefa5fee67d2da524bb3b0b"
                 "61ef0e9114a92cdbb6cccb98615cfe76e3510dd88d1cc28ff99287512f24bfaf"
                 "a1a76877b6f37198e3a641c68a7c42d45fa7acc10dae5f3cefb7b735f12d4e58"
                 "9f7a456e78c0f5e4c4471fffa5e4fa0514ae974d8c2648513b5db494cea84715"
                 "6d277ad0e141c24c7839064cd08851bc2e7ca109fd4e251c35bb0a04fb05b364"
                 "ff8c4d8b59bc303e25328c09a882e952518e1a8ae0ff265d61c465896973d749"
                 "0499dc639fb8502b39456791b1b6ec5bcc5d9ac36a6df622a070d43fed781f5f"
                 "149f7b62675e7d1a4d6dec48c1c7164586eae06a51208c0b791244d307726505"
                 "c3ad4b26b6822377257aa152037560a739714a3ca79bd605547c9b78dd1f596f"
                 "2d4f1791bc689a0e9b799a37339c04275733740143ef5d2b58b96a363d4e0807"
                 "6a1a9d7846436e4dca5728b6f760eef0ca92bf0be5615e96959d767197a0beeb"),
};

/* Every input length 0 .. 3 * rate + 1 of msg[k] = k*k + 13, with output length
 * (len * 13) % (2 * rate + 1); SHA3-256 of all outputs concatenated:
 *   msg = bytes((k*k + 13) & 0xff for k in range(3*168 + 2)); acc = hashlib.sha3_256()
 *   for L in range(3*rate + 2): acc.update(hashlib.shake_128(msg[:L]).digest((L*13) % (2*rate + 1)))
 */
static const char *const grid_digest[2] = {
    "a9928edffa1a63d6c6b8549ca27c389520645abfc60186d9cadf0c8413432ac1",
    "7e2b04863c93a17fb244d9de52896fe0d83bd5192f8668eac120f899ce9bc134",
};

static uint8_t msg[3 * 168 + 2];

/* Output of f squeezed whole, byte by byte, and split at every point must agree. */
static void check_output(const struct shake_fn *f, const uint8_t *in, size_t inlen, const uint8_t *want,
                         size_t outlen)
{
    uint8_t out[512 + TU_GUARD];
    symcore_xof_ctx ctx;

    tu_guard_init(out, outlen);
    CHECK(f->oneshot(out, outlen, in, inlen) == SYMCORE_OK);
    CHECK_MEM(out, want, outlen, f->name);
    CHECK_GUARD(out, outlen);

    /* absorbed and squeezed one byte at a time */
    CHECK(f->init(&ctx) == SYMCORE_OK);
    for (size_t i = 0; i < inlen; i++)
        symcore_xof_absorb(&ctx, in + i, 1);
    memset(out, 0, outlen);
    for (size_t i = 0; i < outlen; i++)
        symcore_xof_squeeze(&ctx, out + i, 1);
    CHECK_MEM(out, want, outlen, "byte by byte");
    CHECK_GUARD(out, outlen);
}

int main(void)
{
    uint8_t a3[200], want[512];
    memset(a3, 0xa3, sizeof a3);
    for (size_t k = 0; k < sizeof msg; k++)
        msg[k] = (uint8_t)(k * k + 13);

    for (int v = 0; v < 2; v++) {
        const struct shake_fn *f = &shakes[v];
        size_t n = tu_unhex(want, sizeof want, empty_out[v]);
        check_output(f, NULL, 0, want, n);
        n = tu_unhex(want, sizeof want, a3_out[v]);
        CHECK(n == 512);
        check_output(f, a3, sizeof a3, want, n);

        symcore_sha3_ctx acc;
        uint8_t out[2 * 168 + 1], digest[32];
        CHECK(symcore_sha3_init(&acc, 32) == SYMCORE_OK);
        for (size_t len = 0; len < 3 * f->rate + 2; len++) {
            size_t outlen = (len * 13) % (2 * f->rate + 1);
            f->oneshot(out, outlen, msg, len);
            symcore_sha3_update(&acc, out, outlen);
        }
        symcore_sha3_final(&acc, digest);
        tu_unhex(want, sizeof want, grid_digest[v]);
        CHECK_MEM(digest, want, 32, f->name);
    }
    return tu_finish("shake_kat");
}
