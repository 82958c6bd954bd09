/* error_stores_nothing: the keccak module (api_checks.h). */
#include <symcore.h>

#include "api_checks.h"
#include "readonly_page.h"
#include "testutil.h"

int errors_keccak(void)
{
    /* TODO(api10): the keccak cases */
    printf("errors_keccak: %d checks, %d failed\n", tu_checks, tu_failures);
    return tu_failures;
}
