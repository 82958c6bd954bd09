/* The common module: version, error strings, wipe, constant-time comparison
 * (symcore_verify), backend names. */
#include <symcore.h>

#include "testutil.h"

int main(void)
{
    char v[32];
    snprintf(v, sizeof v, "%d.%d.%d", SYMCORE_VERSION_MAJOR, SYMCORE_VERSION_MINOR, SYMCORE_VERSION_PATCH);
    CHECK(strcmp(v, SYMCORE_VERSION_STRING) == 0);
    CHECK(strcmp(symcore_version(), SYMCORE_VERSION_STRING) == 0);
#ifdef SYMCORE_PROJECT_VERSION
    CHECK(strcmp(SYMCORE_VERSION_STRING, SYMCORE_PROJECT_VERSION) == 0); /* project() in CMakeLists.txt */
#endif
    CHECK(strcmp(SYMCORE_VERSION_STRING, "1.0.0") == 0);

    static const int codes[] = { SYMCORE_OK, SYMCORE_EINVAL, SYMCORE_EAUTH, SYMCORE_ELENGTH, SYMCORE_EDOMAIN };
    for (size_t i = 0; i < 5; i++) {
        CHECK(symcore_strerror(codes[i]) != NULL);
        for (size_t j = 0; j < i; j++)
            CHECK(strcmp(symcore_strerror(codes[i]), symcore_strerror(codes[j])) != 0);
    }
    CHECK(symcore_strerror(-99) != NULL);
    CHECK(symcore_strerror(12345) != NULL);

    uint8_t a[100], b[100];
    tu_fill_random(a, sizeof a);
    memcpy(b, a, sizeof b);
    CHECK(symcore_verify(a, b, sizeof a) == SYMCORE_OK);
    CHECK(symcore_verify(a, b, 0) == SYMCORE_OK);
    CHECK(symcore_verify(NULL, NULL, 0) == SYMCORE_OK);
    CHECK(symcore_verify(a, NULL, 0) == SYMCORE_OK);
    CHECK(symcore_verify(NULL, b, 1) == SYMCORE_EINVAL);
    CHECK(symcore_verify(a, NULL, 1) == SYMCORE_EINVAL);
    CHECK(symcore_verify(a, a, sizeof a) == SYMCORE_OK);
    for (size_t n = 1; n <= sizeof a; n++)
        CHECK(symcore_verify(a, b, n) == SYMCORE_OK);
    /* every single-bit difference at every position, and differences only
     * past the compared length */
    for (size_t i = 0; i < sizeof a; i++) {
        for (int bit = 0; bit < 8; bit++) {
            b[i] ^= (uint8_t)(1u << bit);
            CHECK(symcore_verify(a, b, sizeof a) == SYMCORE_EAUTH);
            CHECK(symcore_verify(b, a, i + 1) == SYMCORE_EAUTH);
            CHECK(symcore_verify(a, b, i) == SYMCORE_OK);
            b[i] ^= (uint8_t)(1u << bit);
        }
    }
    /* every byte difference value, which the OR of differences must not lose */
    for (int x = 1; x < 256; x++) {
        b[50] ^= (uint8_t)x;
        CHECK(symcore_verify(a, b, sizeof a) == SYMCORE_EAUTH);
        b[50] ^= (uint8_t)x;
    }
    memset(b, 0, sizeof b);
    memset(a, 0xff, sizeof a);
    CHECK(symcore_verify(a, b, sizeof a) == SYMCORE_EAUTH); /* every bit differs */

    memset(b, 0xff, sizeof b);
    symcore_wipe(b + 10, 50);
    for (size_t i = 0; i < sizeof b; i++)
        CHECK(b[i] == ((i >= 10 && i < 60) ? 0 : 0xff));
    symcore_wipe(NULL, 0);

    const char *k = symcore_backend("keccak");
    CHECK(k != NULL && (strcmp(k, "portable") == 0 || strcmp(k, "x86-64-v3") == 0 ||
                        strcmp(k, "x86-64-v3, leaves: avx2x4") == 0 ||
                        strcmp(k, "x86-64-v3, leaves: avx512x8") == 0 ||
                        strcmp(k, "portable, leaves: neon2") == 0 ||
                        strcmp(k, "armv8-sha3, leaves: neon2-sha3") == 0));
    printf("keccak backend: %s\n", k);
    CHECK(strcmp(symcore_backend("no-such-thing"), "unknown") == 0);
    CHECK(strcmp(symcore_backend(NULL), "unknown") == 0);
    return tu_finish("common");
}
