/* error_stores_nothing: the common module (api_checks.h). */
#include <symcore.h>

#include "api_checks.h"
#include "readonly_page.h"
#include "testutil.h"

int errors_common(void)
{
    /* TODO(api10): the common cases */
    printf("errors_common: %d checks, %d failed\n", tu_checks, tu_failures);
    return tu_failures;
}
