/*
 * One rule for NULL contexts across the library (symcore/common.h): a NULL
 * context makes a void function do nothing and an int function return
 * SYMCORE_EINVAL. Every context call is made with NULL here; the Keccak
 * calls, symcore_ct_equal (now symcore_verify) and symcore_wipe used to crash.
 */
#include <symcore.h>

#include "testutil.h"

int main(void)
{
    static const uint8_t key[32], tag[16];
    uint8_t out[64];

    CHECK(symcore_sha3_init(NULL, 32) == SYMCORE_EINVAL);
    CHECK(symcore_sha3_update(NULL, "abc", 3) == SYMCORE_EINVAL);
    CHECK(symcore_sha3_final(NULL, out) == SYMCORE_EINVAL);
    CHECK(symcore_shake128_init(NULL) == SYMCORE_EINVAL);
    CHECK(symcore_shake256_init(NULL) == SYMCORE_EINVAL);
    CHECK(symcore_cshake128_init(NULL, "N", 1, "S", 1) == SYMCORE_EINVAL);
    CHECK(symcore_cshake256_init(NULL, "N", 1, "S", 1) == SYMCORE_EINVAL);
    CHECK(symcore_turboshake128_init(NULL, 0x1f) == SYMCORE_EINVAL);
    CHECK(symcore_turboshake256_init(NULL, 0x1f) == SYMCORE_EINVAL);
    CHECK(symcore_xof_absorb(NULL, "abc", 3) == SYMCORE_EINVAL);
    CHECK(symcore_xof_squeeze(NULL, out, 64) == SYMCORE_EINVAL);
    CHECK(symcore_kmac128_init(NULL, key, 32, "", 0) == SYMCORE_EINVAL);
    CHECK(symcore_kmac256_init(NULL, key, 32, "", 0) == SYMCORE_EINVAL);
    CHECK(symcore_kmac_update(NULL, "abc", 3) == SYMCORE_EINVAL);
    CHECK(symcore_kmac_final(NULL, out, 32) == SYMCORE_EINVAL);
    CHECK(symcore_kmac_xof_squeeze(NULL, out, 32) == SYMCORE_EINVAL);
    CHECK(symcore_tuplehash128_init(NULL, "", 0) == SYMCORE_EINVAL);
    CHECK(symcore_tuplehash256_init(NULL, "", 0) == SYMCORE_EINVAL);
    CHECK(symcore_tuplehash_item(NULL, "abc", 3) == SYMCORE_EINVAL);
    CHECK(symcore_tuplehash_final(NULL, out, 32) == SYMCORE_EINVAL);
    CHECK(symcore_tuplehash_xof_squeeze(NULL, out, 32) == SYMCORE_EINVAL);
    CHECK(symcore_parallelhash128_init(NULL, 8192, "", 0) == SYMCORE_EINVAL);
    CHECK(symcore_parallelhash256_init(NULL, 8192, "", 0) == SYMCORE_EINVAL);
    CHECK(symcore_parallelhash_update(NULL, "abc", 3) == SYMCORE_EINVAL);
    CHECK(symcore_parallelhash_final(NULL, out, 32) == SYMCORE_EINVAL);
    CHECK(symcore_parallelhash_xof_squeeze(NULL, out, 32) == SYMCORE_EINVAL);
    CHECK(symcore_kt128_init(NULL, "", 0) == SYMCORE_EINVAL);
    CHECK(symcore_kt256_init(NULL, "", 0) == SYMCORE_EINVAL);
    CHECK(symcore_kt_update(NULL, "abc", 3) == SYMCORE_EINVAL);
    CHECK(symcore_kt_squeeze(NULL, out, 32) == SYMCORE_EINVAL);

    CHECK(symcore_poly1305_init(NULL, key) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305_update(NULL, "abc", 3) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305_update(NULL, NULL, 0) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305_final(NULL, out) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305_verify(NULL, tag) == SYMCORE_EINVAL);

    /* not contexts, but pointers the same rule covers */
    symcore_wipe(NULL, 100);
    CHECK(symcore_verify(NULL, key, 16) == SYMCORE_EINVAL);
    CHECK(symcore_verify(key, NULL, 16) == SYMCORE_EINVAL);
    CHECK(symcore_verify(NULL, NULL, 0) == SYMCORE_OK);
    CHECK(strcmp(symcore_backend(NULL), "unknown") == 0);
    return tu_finish("null_context");
}
