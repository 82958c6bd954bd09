/* Bad arguments and misuse of KMAC, TupleHash, ParallelHash, TurboSHAKE and
 * KT: NULL with a nonzero length returns SYMCORE_EINVAL and writes nothing,
 * ParallelHash's block size 0 and TurboSHAKE's D outside 0x01..0x7F are
 * refused, NULL with length 0 is the empty input, and a KMAC context that is
 * NULL, zeroed, wiped, finished, or already squeezing as an XOF refuses the
 * calls it cannot take (SYMCORE_EINVAL, nothing written, the context as it
 * was); a failed init leaves the context as it was. */
#include <symcore.h>

#include "testutil.h"

static uint8_t out[300 + TU_GUARD];

static void fill(void) { memset(out, 0x5a, sizeof out); }
static int untouched(void)
{
    for (size_t i = 0; i < sizeof out; i++)
        if (out[i] != 0x5a)
            return 0;
    return 1;
}

static void test_oneshots(void)
{
    static const uint8_t key[32] = { 1 };
    const symcore_span good[2] = { { "a", 1 }, { "", 0 } };
    const symcore_span badspan[2] = { { "a", 1 }, { NULL, 2 } };
    uint8_t want[64];

    fill();
    CHECK(symcore_kmac128(out, 32, NULL, 1, "", 0, key, 32) == SYMCORE_EINVAL);
    CHECK(symcore_kmac256(out, 32, "m", 1, NULL, 1, key, 32) == SYMCORE_EINVAL);
    CHECK(symcore_kmac128_xof(out, 32, "m", 1, "", 0, NULL, 32) == SYMCORE_EINVAL);
    CHECK(symcore_kmac256_xof(NULL, 32, "m", 1, "", 0, key, 32) == SYMCORE_EINVAL);
    CHECK(symcore_tuplehash128(out, 32, NULL, 2, "", 0) == SYMCORE_EINVAL);
    CHECK(symcore_tuplehash256(out, 32, badspan, 2, "", 0) == SYMCORE_EINVAL);
    CHECK(symcore_tuplehash128_xof(out, 32, good, 2, NULL, 5) == SYMCORE_EINVAL);
    CHECK(symcore_tuplehash256_xof(NULL, 32, good, 2, "", 0) == SYMCORE_EINVAL);
    CHECK(symcore_kt128(out, 32, NULL, 1, "", 0) == SYMCORE_EINVAL);
    CHECK(symcore_kt256(out, 32, "m", 1, NULL, 1) == SYMCORE_EINVAL);
    CHECK(symcore_kt128(NULL, 32, "m", 1, "", 0) == SYMCORE_EINVAL);
    CHECK(untouched());

    CHECK(symcore_parallelhash128(out, 32, "m", 1, 0, "", 0) == SYMCORE_EINVAL);
    CHECK(symcore_parallelhash256(out, 32, NULL, 1, 8, "", 0) == SYMCORE_EINVAL);
    CHECK(symcore_parallelhash128_xof(out, 32, "m", 1, 8, NULL, 1) == SYMCORE_EINVAL);
    CHECK(symcore_parallelhash256_xof(NULL, 32, "m", 1, 8, "", 0) == SYMCORE_EINVAL);
    CHECK(symcore_parallelhash256_xof(out, 32, "", 0, 0, "", 0) == SYMCORE_EINVAL);
    for (unsigned d = 0; d < 256; d++) {
        int want_rc = d >= 0x01 && d <= 0x7f ? SYMCORE_OK : SYMCORE_EINVAL;
        if (want_rc == SYMCORE_OK)
            continue;
        CHECK(symcore_turboshake128(out, 32, "m", 1, (uint8_t)d) == SYMCORE_EINVAL);
        CHECK(symcore_turboshake256(out, 32, "m", 1, (uint8_t)d) == SYMCORE_EINVAL);
    }
    CHECK(symcore_turboshake128(out, 32, NULL, 1, 0x1f) == SYMCORE_EINVAL);
    CHECK(symcore_turboshake256(NULL, 32, "m", 1, 0x1f) == SYMCORE_EINVAL);
    CHECK(untouched());

    /* NULL with length 0 is the empty input; zero-length output writes nothing */
    CHECK(symcore_kmac128(want, 32, "", 0, "", 0, "", 0) == SYMCORE_OK);
    CHECK(symcore_kmac128(out, 32, NULL, 0, NULL, 0, NULL, 0) == SYMCORE_OK);
    CHECK_MEM(out, want, 32, "KMAC of NULL, 0");
    CHECK(symcore_tuplehash128(want, 32, good, 0, "", 0) == SYMCORE_OK);
    CHECK(symcore_tuplehash128(out, 32, NULL, 0, NULL, 0) == SYMCORE_OK);
    CHECK_MEM(out, want, 32, "TupleHash of no items");
    CHECK(symcore_parallelhash128(want, 32, "", 0, 8, "", 0) == SYMCORE_OK);
    CHECK(symcore_parallelhash128(out, 32, NULL, 0, 8, NULL, 0) == SYMCORE_OK);
    CHECK_MEM(out, want, 32, "ParallelHash of NULL, 0");
    CHECK(symcore_turboshake128(want, 32, "", 0, 0x1f) == SYMCORE_OK);
    CHECK(symcore_turboshake128(out, 32, NULL, 0, 0x1f) == SYMCORE_OK);
    CHECK_MEM(out, want, 32, "TurboSHAKE of NULL, 0");
    CHECK(symcore_kt256(want, 32, "", 0, "", 0) == SYMCORE_OK);
    CHECK(symcore_kt256(out, 32, NULL, 0, NULL, 0) == SYMCORE_OK);
    CHECK_MEM(out, want, 32, "KT of NULL, 0");
    CHECK(symcore_turboshake256(NULL, 0, "m", 1, 0x01) == SYMCORE_OK);
    CHECK(symcore_parallelhash256(NULL, 0, "m", 1, 1, "", 0) == SYMCORE_OK);
}

static void test_contexts(void)
{
    symcore_kmac_ctx ctx, zero, before;
    uint8_t want[64];
    memset(&zero, 0, sizeof zero);

    /* NULL context */
    CHECK(symcore_kmac128_init(NULL, "k", 1, "", 0) == SYMCORE_EINVAL);
    CHECK(symcore_kmac_update(NULL, "m", 1) == SYMCORE_EINVAL);
    fill();
    CHECK(symcore_kmac_final(NULL, out, 32) == SYMCORE_EINVAL);
    CHECK(symcore_kmac_xof_squeeze(NULL, out, 32) == SYMCORE_EINVAL);
    CHECK(untouched());

    /* all-zero and wiped contexts are inert */
    ctx = zero;
    CHECK(symcore_kmac_update(&ctx, "m", 1) == SYMCORE_EINVAL);
    CHECK(symcore_kmac_final(&ctx, out, 32) == SYMCORE_EINVAL);
    CHECK(symcore_kmac_xof_squeeze(&ctx, out, 32) == SYMCORE_EINVAL);
    CHECK(untouched());
    CHECK(memcmp(&ctx, &zero, sizeof ctx) == 0);
    CHECK(symcore_kmac256_init(&ctx, "k", 1, "", 0) == SYMCORE_OK);
    symcore_wipe(&ctx, sizeof ctx);
    CHECK(symcore_kmac_update(&ctx, "m", 1) == SYMCORE_EINVAL);
    CHECK(symcore_kmac_final(&ctx, out, 32) == SYMCORE_EINVAL);
    CHECK(symcore_kmac_xof_squeeze(&ctx, out, 32) == SYMCORE_EINVAL);
    CHECK(untouched());

    /* finished: final wipes; a second final or squeeze writes nothing */
    CHECK(symcore_kmac128_init(&ctx, "k", 1, "", 0) == SYMCORE_OK);
    CHECK(symcore_kmac_final(&ctx, want, 32) == SYMCORE_OK);
    CHECK(memcmp(&ctx, &zero, sizeof ctx) == 0);
    CHECK(symcore_kmac_final(&ctx, out, 32) == SYMCORE_EINVAL);
    CHECK(symcore_kmac_xof_squeeze(&ctx, out, 32) == SYMCORE_EINVAL);
    CHECK(untouched());

    /* a NULL key or S: refused, the context as it was (here, a live one) */
    CHECK(symcore_kmac256_init(&ctx, "key", 3, "S", 1) == SYMCORE_OK);
    before = ctx;
    CHECK(symcore_kmac128_init(&ctx, NULL, 16, "", 0) == SYMCORE_EINVAL);
    CHECK(memcmp(&ctx, &before, sizeof ctx) == 0);
    CHECK(symcore_kmac256_init(&ctx, "k", 1, NULL, 4) == SYMCORE_EINVAL);
    CHECK(memcmp(&ctx, &before, sizeof ctx) == 0);
    symcore_wipe(&ctx, sizeof ctx);

    /* a squeezing KMACXOF: update and final refused, the stream goes on */
    CHECK(symcore_kmac256_xof(want, 64, "ab", 2, "S", 1, "key", 3) == SYMCORE_OK);
    CHECK(symcore_kmac256_init(&ctx, "key", 3, "S", 1) == SYMCORE_OK);
    CHECK(symcore_kmac_update(&ctx, "ab", 2) == SYMCORE_OK);
    CHECK(symcore_kmac_update(&ctx, NULL, 5) == SYMCORE_EINVAL); /* absorbs nothing */
    CHECK(symcore_kmac_xof_squeeze(&ctx, out, 20) == SYMCORE_OK);
    before = ctx;
    CHECK(symcore_kmac_update(&ctx, "c", 1) == SYMCORE_EINVAL);
    CHECK(symcore_kmac_final(&ctx, out + 20, 32) == SYMCORE_EINVAL);
    CHECK(out[20] == 0x5a && out[51] == 0x5a);
    CHECK(symcore_kmac_xof_squeeze(&ctx, NULL, 7) == SYMCORE_EINVAL); /* squeezes nothing */
    CHECK(memcmp(&ctx, &before, sizeof ctx) == 0);
    CHECK(symcore_kmac_xof_squeeze(&ctx, out + 20, 44) == SYMCORE_OK);
    CHECK_MEM(out, want, 64, "KMACXOF stream after misuse");

    /* a NULL final output: refused, the context still live and unchanged */
    fill();
    CHECK(symcore_kmac128(want, 32, "ab", 2, "", 0, "key", 3) == SYMCORE_OK);
    CHECK(symcore_kmac128_init(&ctx, "key", 3, "", 0) == SYMCORE_OK);
    CHECK(symcore_kmac_update(&ctx, "ab", 2) == SYMCORE_OK);
    before = ctx;
    CHECK(symcore_kmac_final(&ctx, NULL, 32) == SYMCORE_EINVAL);
    CHECK(memcmp(&ctx, &before, sizeof ctx) == 0);
    CHECK(symcore_kmac_final(&ctx, out, 32) == SYMCORE_OK);
    CHECK_MEM(out, want, 32, "KMAC final after a refused final");
    CHECK(memcmp(&ctx, &zero, sizeof ctx) == 0);
}

int main(void)
{
    test_oneshots();
    test_contexts();
    return tu_finish("keccak_modes_bad_input");
}
