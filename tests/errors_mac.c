/* error_stores_nothing: the mac module (api_checks.h). */
#include <symcore.h>

#include "api_checks.h"
#include "readonly_page.h"
#include "testutil.h"

int errors_mac(void)
{
    /* TODO(api10): the mac cases */
    printf("errors_mac: %d checks, %d failed\n", tu_checks, tu_failures);
    return tu_failures;
}
