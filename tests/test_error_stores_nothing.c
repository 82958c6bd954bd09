/* On any error nothing is stored: see api_checks.h. */
#include <stdio.h>

#include "api_checks.h"
#include "readonly_page.h"

int main(void)
{
    if (!ro_available()) {
        printf("error_stores_nothing: SKIPPED (no mmap/mprotect on this target)\n");
        return 0;
    }
    int failed = errors_common() + errors_keccak() + errors_mac() + errors_fpe() + errors_threefish();
    printf("error_stores_nothing: %d failed\n", failed);
    return failed == 0 ? 0 : 1;
}
