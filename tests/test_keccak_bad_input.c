/* Bad arguments to the Keccak functions: unsupported SHA-3 sizes give
 * SYMCORE_EINVAL; NULL with a nonzero length gives SYMCORE_EINVAL, writes
 * nothing and absorbs nothing; NULL with a zero length is the empty input; a
 * refused call leaves its context as it was. */
#include <symcore.h>

#include "testutil.h"

int main(void)
{
    symcore_sha3_ctx ctx, before;
    symcore_xof_ctx x, xbefore;
    uint8_t out[64 + TU_GUARD], want[64];
    static const size_t bad_sizes[] = { 0, 1, 20, 27, 29, 31, 33, 47, 49, 63, 65, 128, (size_t)-1 };

    /* every byte defined, padding included, for the memcmps below (MSan) */
    memset(&x, 0, sizeof x);
    memset(&ctx, 0x77, sizeof ctx);
    before = ctx;
    for (size_t i = 0; i < sizeof bad_sizes / sizeof bad_sizes[0]; i++)
        CHECK(symcore_sha3_init(&ctx, bad_sizes[i]) == SYMCORE_EINVAL);
    CHECK(memcmp(&ctx, &before, sizeof ctx) == 0);

    /* NULL input with nonzero length: the output buffer is left as it was. */
    memset(out, 0x5a, sizeof out);
    CHECK(symcore_sha3_256(out, NULL, 1) == SYMCORE_EINVAL);
    CHECK(symcore_shake128(out, 32, NULL, 5) == SYMCORE_EINVAL);
    CHECK(symcore_cshake256(out, 32, "x", 1, NULL, 3, "S", 1) == SYMCORE_EINVAL);
    CHECK(symcore_cshake128(out, 32, "x", 1, "N", 1, NULL, 3) == SYMCORE_EINVAL);
    CHECK(symcore_shake256(NULL, 32, "x", 1) == SYMCORE_EINVAL);
    for (size_t i = 0; i < sizeof out; i++)
        CHECK(out[i] == 0x5a);

    /* NULL with length 0 is the empty input. */
    CHECK(symcore_sha3_256(want, "", 0) == SYMCORE_OK);
    CHECK(symcore_sha3_256(out, NULL, 0) == SYMCORE_OK);
    CHECK_MEM(out, want, 32, "NULL, 0 is empty");

    /* A NULL update with nonzero length is refused and absorbs nothing. */
    CHECK(symcore_sha3_init(&ctx, 32) == SYMCORE_OK);
    CHECK(symcore_sha3_update(&ctx, "ab", 2) == SYMCORE_OK);
    before = ctx;
    CHECK(symcore_sha3_update(&ctx, NULL, 7) == SYMCORE_EINVAL);
    CHECK(memcmp(&ctx, &before, sizeof ctx) == 0);
    CHECK(symcore_sha3_update(&ctx, "c", 1) == SYMCORE_OK);
    CHECK(symcore_sha3_final(&ctx, out) == SYMCORE_OK);
    CHECK(symcore_sha3_256(want, "abc", 3) == SYMCORE_OK);
    CHECK_MEM(out, want, 32, "NULL update refused");

    CHECK(symcore_shake128_init(&x) == SYMCORE_OK);
    CHECK(symcore_xof_absorb(&x, NULL, 9) == SYMCORE_EINVAL);
    CHECK(symcore_xof_absorb(&x, "abc", 3) == SYMCORE_OK);
    xbefore = x;
    CHECK(symcore_xof_squeeze(&x, NULL, 10) == SYMCORE_EINVAL); /* squeezes nothing, does not pad */
    CHECK(memcmp(&x, &xbefore, sizeof x) == 0);
    CHECK(symcore_xof_squeeze(&x, out, 40) == SYMCORE_OK);
    CHECK(symcore_shake128(want, 40, "abc", 3) == SYMCORE_OK);
    CHECK_MEM(out, want, 40, "NULL absorb and squeeze refused");

    /* cSHAKE init with a NULL N or S of nonzero length: refused, the context
     * as it was (here, the squeezing SHAKE above). */
    xbefore = x;
    CHECK(symcore_cshake128_init(&x, "", 0, NULL, 4) == SYMCORE_EINVAL);
    CHECK(symcore_cshake256_init(&x, NULL, 1, "", 0) == SYMCORE_EINVAL);
    CHECK(symcore_turboshake128_init(&x, 0) == SYMCORE_EINVAL);
    CHECK(symcore_turboshake256_init(&x, 0x80) == SYMCORE_EINVAL);
    CHECK(memcmp(&x, &xbefore, sizeof x) == 0);

    /* sha3_final wipes the context; a NULL output is refused and leaves it. */
    CHECK(symcore_sha3_init(&ctx, 64) == SYMCORE_OK);
    CHECK(symcore_sha3_update(&ctx, "secret", 6) == SYMCORE_OK);
    before = ctx;
    CHECK(symcore_sha3_final(&ctx, NULL) == SYMCORE_EINVAL);
    CHECK(memcmp(&ctx, &before, sizeof ctx) == 0);
    CHECK(symcore_sha3_final(&ctx, out) == SYMCORE_OK);
    {
        const uint8_t *p = (const uint8_t *)&ctx;
        uint8_t any = 0;
        for (size_t i = 0; i < sizeof ctx; i++)
            any |= p[i];
        CHECK(any == 0);
    }
    return tu_finish("keccak_bad_input");
}
