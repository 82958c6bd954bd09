/* Contexts full of arbitrary bytes are inert: see api_checks.h. */
#include <stdio.h>

#include "api_checks.h"

int main(void)
{
    int failed = garbage_keccak() + garbage_mac() + garbage_fpe() + garbage_threefish();
    printf("garbage_contexts: %d failed\n", failed);
    return failed == 0 ? 0 : 1;
}
