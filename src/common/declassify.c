/* The constant-time test's hook (see internal.h): does nothing here. */
#include "internal.h"

/* see internal.h; out of line and replaceable, so never inlined away */
SC_REPLACEABLE void symcore__declassify(const void *p, size_t n)
{
    (void)p;
    (void)n;
}
