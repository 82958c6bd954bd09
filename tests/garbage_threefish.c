/* garbage_contexts: the threefish module (api_checks.h). */
#include <symcore.h>

#include "api_checks.h"
#include "testutil.h"

int garbage_threefish(void)
{
    /* TODO(api10): the threefish cases */
    printf("garbage_threefish: %d checks, %d failed\n", tu_checks, tu_failures);
    return tu_failures;
}
