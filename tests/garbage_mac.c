/* garbage_contexts: the mac module (api_checks.h). */
#include <symcore.h>

#include "api_checks.h"
#include "testutil.h"

int garbage_mac(void)
{
    /* TODO(api10): the mac cases */
    printf("garbage_mac: %d checks, %d failed\n", tu_checks, tu_failures);
    return tu_failures;
}
