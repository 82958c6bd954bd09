/* error_stores_nothing: the threefish module (api_checks.h). */
#include <symcore.h>

#include "api_checks.h"
#include "readonly_page.h"
#include "testutil.h"

int errors_threefish(void)
{
    /* TODO(api10): the threefish cases */
    printf("errors_threefish: %d checks, %d failed\n", tu_checks, tu_failures);
    return tu_failures;
}
