/* garbage_contexts: the fpe module (api_checks.h). */
#include <symcore.h>

#include "api_checks.h"
#include "testutil.h"

int garbage_fpe(void)
{
    /* TODO(api10): the fpe cases */
    printf("garbage_fpe: %d checks, %d failed\n", tu_checks, tu_failures);
    return tu_failures;
}
