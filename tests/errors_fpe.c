/* error_stores_nothing: the fpe module (api_checks.h). */
#include <symcore.h>

#include "api_checks.h"
#include "readonly_page.h"
#include "testutil.h"

int errors_fpe(void)
{
    /* TODO(api10): the fpe cases */
    printf("errors_fpe: %d checks, %d failed\n", tu_checks, tu_failures);
    return tu_failures;
}
