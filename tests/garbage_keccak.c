/* garbage_contexts: the keccak module (api_checks.h). */
#include <symcore.h>

#include "api_checks.h"
#include "testutil.h"

int garbage_keccak(void)
{
    /* TODO(api10): the keccak cases */
    printf("garbage_keccak: %d checks, %d failed\n", tu_checks, tu_failures);
    return tu_failures;
}
