/* Incremental Keccak modes against one-shot: every split point of messages up
 * to three blocks, every split point of squeezed output (TurboSHAKE both at
 * once), and cloned contexts. */
#include <symcore.h>

#include "testutil.h"

static uint8_t msg[3 * 168 + 1];

static void sha3_splits(size_t outlen, size_t rate, int (*oneshot)(uint8_t *, const void *, size_t))
{
    for (size_t len = 0; len <= 3 * rate; len++) {
        uint8_t want[64], got[64];
        CHECK(oneshot(want, msg, len) == SYMCORE_OK);
        for (size_t split = 0; split <= len; split++) {
            symcore_sha3_ctx ctx;
            int rc = symcore_sha3_init(&ctx, outlen);
            rc |= symcore_sha3_update(&ctx, msg, split);
            rc |= symcore_sha3_update(&ctx, msg + split, len - split);
            rc |= symcore_sha3_final(&ctx, got);
            if (rc != SYMCORE_OK || memcmp(got, want, outlen) != 0) {
                CHECK_MEM(got, want, outlen, "SHA-3 split update");
                fprintf(stderr, "  outlen=%zu len=%zu split=%zu\n", outlen, len, split);
                return;
            }
        }
    }
    CHECK(1);
}

static void xof_absorb_splits(int bits)
{
    size_t rate = bits == 128 ? 168 : 136;
    for (size_t len = 0; len <= 3 * rate; len++) {
        uint8_t want[48], got[48];
        if (bits == 128)
            symcore_cshake128(want, sizeof want, msg, len, "", 0, "split", 5);
        else
            symcore_cshake256(want, sizeof want, msg, len, "", 0, "split", 5);
        for (size_t split = 0; split <= len; split++) {
            symcore_xof_ctx ctx;
            int rc;
            if (bits == 128)
                rc = symcore_cshake128_init(&ctx, "", 0, "split", 5);
            else
                rc = symcore_cshake256_init(&ctx, "", 0, "split", 5);
            rc |= symcore_xof_absorb(&ctx, msg, split);
            rc |= symcore_xof_absorb(&ctx, msg + split, len - split);
            rc |= symcore_xof_squeeze(&ctx, got, sizeof got);
            if (rc != SYMCORE_OK || memcmp(got, want, sizeof got) != 0) {
                CHECK_MEM(got, want, sizeof got, "cSHAKE split absorb");
                fprintf(stderr, "  bits=%d len=%zu split=%zu\n", bits, len, split);
                return;
            }
        }
    }
    CHECK(1);
}

/* Output squeezed in two and three pieces equals output squeezed at once. */
static void xof_squeeze_splits(int bits)
{
    size_t rate = bits == 128 ? 168 : 136, total = 3 * rate + 5;
    uint8_t want[3 * 168 + 5], got[3 * 168 + 5 + TU_GUARD];
    if (bits == 128)
        symcore_shake128(want, total, msg, 100);
    else
        symcore_shake256(want, total, msg, 100);
    for (size_t a = 0; a <= total; a++) {
        for (size_t b = a; b <= total; b += (a % 7) + 1) {
            symcore_xof_ctx ctx;
            int rc;
            if (bits == 128)
                rc = symcore_shake128_init(&ctx);
            else
                rc = symcore_shake256_init(&ctx);
            rc |= symcore_xof_absorb(&ctx, msg, 100);
            memset(got, 0, total);
            tu_guard_init(got, total);
            rc |= symcore_xof_squeeze(&ctx, got, a);
            rc |= symcore_xof_squeeze(&ctx, got + a, b - a);
            rc |= symcore_xof_squeeze(&ctx, got + b, total - b);
            if (rc != SYMCORE_OK || memcmp(got, want, total) != 0 || !tu_guard_ok(got, total)) {
                CHECK_MEM(got, want, total, "SHAKE split squeeze");
                fprintf(stderr, "  bits=%d a=%zu b=%zu\n", bits, a, b);
                return;
            }
        }
    }
    CHECK(1);
}

/* A context cloned after init, after absorbing, and while squeezing
 * continues exactly like the original. */
static void clones(void)
{
    symcore_xof_ctx base, c1, c2;
    uint8_t a[300], b[300];
    symcore_cshake256_init(&base, "N", 1, "S", 1);
    c1 = base;
    symcore_xof_absorb(&c1, "testdata", 8);
    symcore_xof_squeeze(&c1, a, 64);
    symcore_cshake256(b, 64, "testdata", 8, "N", 1, "S", 1);
    CHECK_MEM(a, b, 64, "clone after cshake256_init");

    c1 = base;
    symcore_xof_absorb(&c1, msg, 200);
    c2 = c1;
    symcore_xof_squeeze(&c1, a, 100);
    symcore_xof_squeeze(&c2, b, 37);
    c1 = c2;
    symcore_xof_squeeze(&c1, b + 37, 63);
    CHECK_MEM(a, b, 100, "clone while absorbing and squeezing");

    /* absorbing after the first squeeze is refused and changes nothing */
    c1 = base;
    symcore_xof_absorb(&c1, msg, 10);
    c2 = c1;
    symcore_xof_squeeze(&c1, a, 10);
    CHECK(symcore_xof_absorb(&c1, msg, 10) == SYMCORE_EINVAL);
    symcore_xof_squeeze(&c1, a + 10, 20);
    symcore_xof_squeeze(&c2, b, 30);
    CHECK_MEM(a, b, 30, "absorb after squeeze is refused");
}

/* Incremental TurboSHAKE equals the one-shot at every split of the input
 * (up to three blocks and a byte) combined with splits of the output, for
 * several domain bytes. */
static void turboshake_splits(int bits)
{
    static const uint8_t domains[] = { 0x01, 0x06, 0x07, 0x0b, 0x1f, 0x7f };
    const size_t rate = bits == 128 ? 168 : 136, total = 2 * rate + 3;
    uint8_t want[2 * 168 + 3], got[2 * 168 + 3 + TU_GUARD];
    for (size_t d = 0; d < sizeof domains; d++) {
        for (size_t len = 0; len <= 3 * rate + 1; len += 1 + len / 64) {
            int rc = bits == 128 ? symcore_turboshake128(want, total, msg, len, domains[d])
                                 : symcore_turboshake256(want, total, msg, len, domains[d]);
            CHECK(rc == SYMCORE_OK);
            for (size_t split = 0; split <= len; split++) {
                /* the output cut at a point that moves with the input split */
                size_t cut = (split * 7 + len) % (total + 1);
                symcore_xof_ctx ctx;
                rc = bits == 128 ? symcore_turboshake128_init(&ctx, domains[d])
                                 : symcore_turboshake256_init(&ctx, domains[d]);
                rc |= symcore_xof_absorb(&ctx, msg, split);
                rc |= symcore_xof_absorb(&ctx, msg + split, len - split);
                tu_guard_init(got, total);
                rc |= symcore_xof_squeeze(&ctx, got, cut);
                rc |= symcore_xof_squeeze(&ctx, got + cut, total - cut);
                if (rc != SYMCORE_OK || memcmp(got, want, total) != 0 || !tu_guard_ok(got, total)) {
                    CHECK_MEM(got, want, total, "TurboSHAKE incremental");
                    fprintf(stderr, "  bits=%d D=%02x len=%zu split=%zu cut=%zu\n", bits, domains[d], len, split,
                            cut);
                    return;
                }
            }
        }
        /* every output split of one input */
        for (size_t cut = 0; cut <= total; cut++) {
            symcore_xof_ctx ctx;
            int rc = bits == 128 ? symcore_turboshake128(want, total, msg, 200, domains[d])
                                 : symcore_turboshake256(want, total, msg, 200, domains[d]);
            rc |= bits == 128 ? symcore_turboshake128_init(&ctx, domains[d])
                              : symcore_turboshake256_init(&ctx, domains[d]);
            rc |= symcore_xof_absorb(&ctx, msg, 200);
            rc |= symcore_xof_squeeze(&ctx, got, cut);
            rc |= symcore_xof_squeeze(&ctx, got + cut, total - cut);
            if (rc != SYMCORE_OK || memcmp(got, want, total) != 0) {
                CHECK_MEM(got, want, total, "TurboSHAKE squeeze split");
                fprintf(stderr, "  bits=%d D=%02x cut=%zu\n", bits, domains[d], cut);
                return;
            }
        }
    }
    CHECK(1);
}

int main(void)
{
    tu_fill_random(msg, sizeof msg);
    sha3_splits(28, 144, symcore_sha3_224);
    sha3_splits(32, 136, symcore_sha3_256);
    sha3_splits(48, 104, symcore_sha3_384);
    sha3_splits(64, 72, symcore_sha3_512);
    xof_absorb_splits(128);
    xof_absorb_splits(256);
    xof_squeeze_splits(128);
    xof_squeeze_splits(256);
    turboshake_splits(128);
    turboshake_splits(256);
    clones();
    return tu_finish("keccak_incremental");
}
