/* error_stores_nothing: the common module (api_checks.h).
 *
 * symcore_verify is the one call of common.h that can refuse its arguments
 * (a NULL pointer with n > 0: SYMCORE_EINVAL). It has no output, so its
 * operands go in read-only memory instead, ending at an unmapped page: a
 * refused or failing compare must neither write them nor read a byte past n.
 * symcore_wipe, symcore_strerror, symcore_backend and symcore_version accept
 * every argument; their odd ones are called here too. */
#include <symcore.h>

#include "api_checks.h"
#include "readonly_page.h"
#include "testutil.h"

static void verify_cases(void)
{
    static const size_t lens[] = { 1, 2, 15, 16, 17, 32, 64, 100, 4095, 4096, 4097 };
    static uint8_t a[4097];
    tu_fill_random(a, sizeof a);
    for (size_t i = 0; i < sizeof lens / sizeof lens[0]; i++) {
        size_t n = lens[i];
        const uint8_t *b = (const uint8_t *)ro_copy(a, n);
        CHECK(b != NULL);
        if (b == NULL)
            return;
        /* refused: either pointer NULL with n > 0 */
        CHECK(symcore_verify(NULL, b, n) == SYMCORE_EINVAL);
        CHECK(symcore_verify(b, NULL, n) == SYMCORE_EINVAL);
        CHECK(symcore_verify(NULL, NULL, n) == SYMCORE_EINVAL);
        /* and the verdicts, on read-only operands that end where the mapping
         * does: equal, then a difference at the first, a middle and the last
         * byte (EAUTH is a verdict, not a refusal, but writes nothing either) */
        CHECK(symcore_verify(a, b, n) == SYMCORE_OK);
        CHECK(symcore_verify(b, b, n) == SYMCORE_OK);
        size_t at[3] = { 0, n / 2, n - 1 };
        for (int k = 0; k < 3; k++) {
            a[at[k]] ^= 0x10;
            CHECK(symcore_verify(a, b, n) == SYMCORE_EAUTH);
            CHECK(symcore_verify(b, a, n) == SYMCORE_EAUTH);
            a[at[k]] ^= 0x10;
        }
    }
    /* n == 0 is equal, whatever the pointers */
    CHECK(symcore_verify(NULL, NULL, 0) == SYMCORE_OK);
    CHECK(symcore_verify(a, NULL, 0) == SYMCORE_OK);
    CHECK(symcore_verify(NULL, ro_buf(0), 0) == SYMCORE_OK);
    /* the largest n: refused before anything is read */
    CHECK(symcore_verify(NULL, a, SIZE_MAX) == SYMCORE_EINVAL);
    CHECK(symcore_verify(a, NULL, SIZE_MAX) == SYMCORE_EINVAL);
}

/* The calls that refuse nothing: no signal, nothing written where nothing may be. */
static void other_cases(void)
{
    uint8_t *p = (uint8_t *)ro_buf(16);
    symcore_wipe(NULL, 0);
    symcore_wipe(NULL, 100);
    symcore_wipe(NULL, SIZE_MAX);
    symcore_wipe(p, 0); /* zero bytes of a read-only buffer: nothing written */
    CHECK(p == NULL || p[0] == 0xa5);
    CHECK(symcore_strerror(-1000) != NULL);
    CHECK(symcore_strerror(1) != NULL);
    CHECK(symcore_backend(NULL) != NULL);
    CHECK(symcore_backend("") != NULL);
    CHECK(symcore_version() != NULL);
}

int errors_common(void)
{
    verify_cases();
    other_cases();
    printf("errors_common: %d checks, %d failed\n", tu_checks, tu_failures);
    return tu_failures;
}
