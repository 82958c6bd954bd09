/* Bad arguments to the Keccak functions: unsupported SHA-3 sizes give
 * SYMCORE_EINVAL; NULL with a nonzero length writes nothing and absorbs
 * nothing; NULL with a zero length is the empty input. */
#include <symcore.h>

#include "testutil.h"

int main(void)
{
    symcore_keccak_ctx ctx;
    uint8_t out[64 + TU_GUARD], want[64];
    static const size_t bad_sizes[] = { 0, 1, 20, 27, 29, 31, 33, 47, 49, 63, 65, 128, (size_t)-1 };

    for (size_t i = 0; i < sizeof bad_sizes / sizeof bad_sizes[0]; i++)
        CHECK(symcore_sha3_init(&ctx, bad_sizes[i]) == SYMCORE_EINVAL);

    /* NULL input with nonzero length: the output buffer is left as it was. */
    memset(out, 0x5a, sizeof out);
    symcore_sha3_256(out, NULL, 1);
    symcore_shake128(out, 32, NULL, 5);
    symcore_cshake256(out, 32, "x", 1, NULL, 3, "S", 1);
    symcore_cshake128(out, 32, "x", 1, "N", 1, NULL, 3);
    symcore_shake256(NULL, 32, "x", 1);
    for (size_t i = 0; i < sizeof out; i++)
        CHECK(out[i] == 0x5a);

    /* NULL with length 0 is the empty input. */
    symcore_sha3_256(want, "", 0);
    symcore_sha3_256(out, NULL, 0);
    CHECK_MEM(out, want, 32, "NULL, 0 is empty");

    /* A NULL update with nonzero length absorbs nothing. */
    CHECK(symcore_sha3_init(&ctx, 32) == SYMCORE_OK);
    symcore_sha3_update(&ctx, "ab", 2);
    symcore_sha3_update(&ctx, NULL, 7);
    symcore_sha3_update(&ctx, "c", 1);
    symcore_sha3_final(&ctx, out);
    symcore_sha3_256(want, "abc", 3);
    CHECK_MEM(out, want, 32, "NULL update ignored");

    symcore_shake128_init(&ctx);
    symcore_xof_absorb(&ctx, NULL, 9);
    symcore_xof_absorb(&ctx, "abc", 3);
    symcore_xof_squeeze(&ctx, NULL, 10); /* writes nothing and squeezes nothing */
    symcore_xof_squeeze(&ctx, out, 40);
    symcore_shake128(want, 40, "abc", 3);
    CHECK_MEM(out, want, 40, "NULL absorb and squeeze ignored");

    /* cSHAKE init with a NULL S of nonzero length: defined state, unlike any valid call. */
    symcore_cshake128_init(&ctx, "", 0, NULL, 4);
    symcore_xof_squeeze(&ctx, out, 32);
    symcore_shake128(want, 32, NULL, 0);
    CHECK(memcmp(out, want, 32) != 0);
    symcore_cshake128(want, 32, NULL, 0, "", 0, "\0\0\0\0", 4);
    CHECK(memcmp(out, want, 32) != 0);

    /* sha3_final wipes the context. */
    CHECK(symcore_sha3_init(&ctx, 64) == SYMCORE_OK);
    symcore_sha3_update(&ctx, "secret", 6);
    symcore_sha3_final(&ctx, out);
    {
        const uint8_t *p = (const uint8_t *)&ctx;
        uint8_t any = 0;
        for (size_t i = 0; i < sizeof ctx; i++)
            any |= p[i];
        CHECK(any == 0);
    }
    return tu_finish("keccak_bad_input");
}
