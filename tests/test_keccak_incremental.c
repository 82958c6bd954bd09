/* Incremental Keccak modes against one-shot: every split point of messages up
 * to three blocks, every split point of squeezed output, and cloned contexts. */
#include <symcore.h>

#include "testutil.h"

static uint8_t msg[3 * 168 + 1];

static void sha3_splits(size_t outlen, size_t rate, void (*oneshot)(uint8_t *, const void *, size_t))
{
    for (size_t len = 0; len <= 3 * rate; len++) {
        uint8_t want[64], got[64];
        oneshot(want, msg, len);
        for (size_t split = 0; split <= len; split++) {
            symcore_keccak_ctx ctx;
            CHECK(symcore_sha3_init(&ctx, outlen) == SYMCORE_OK);
            symcore_sha3_update(&ctx, msg, split);
            symcore_sha3_update(&ctx, msg + split, len - split);
            symcore_sha3_final(&ctx, got);
            if (memcmp(got, want, outlen) != 0) {
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
            symcore_keccak_ctx ctx;
            if (bits == 128)
                symcore_cshake128_init(&ctx, "", 0, "split", 5);
            else
                symcore_cshake256_init(&ctx, "", 0, "split", 5);
            symcore_xof_absorb(&ctx, msg, split);
            symcore_xof_absorb(&ctx, msg + split, len - split);
            symcore_xof_squeeze(&ctx, got, sizeof got);
            if (memcmp(got, want, sizeof got) != 0) {
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
            symcore_keccak_ctx ctx;
            if (bits == 128)
                symcore_shake128_init(&ctx);
            else
                symcore_shake256_init(&ctx);
            symcore_xof_absorb(&ctx, msg, 100);
            memset(got, 0, total);
            tu_guard_init(got, total);
            symcore_xof_squeeze(&ctx, got, a);
            symcore_xof_squeeze(&ctx, got + a, b - a);
            symcore_xof_squeeze(&ctx, got + b, total - b);
            if (memcmp(got, want, total) != 0 || !tu_guard_ok(got, total)) {
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
    symcore_keccak_ctx base, c1, c2;
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

    /* absorbing after the first squeeze is ignored */
    c1 = base;
    symcore_xof_absorb(&c1, msg, 10);
    c2 = c1;
    symcore_xof_squeeze(&c1, a, 10);
    symcore_xof_absorb(&c1, msg, 10);
    symcore_xof_squeeze(&c1, a + 10, 20);
    symcore_xof_squeeze(&c2, b, 30);
    CHECK_MEM(a, b, 30, "absorb after squeeze is ignored");
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
    clones();
    return tu_finish("keccak_incremental");
}
