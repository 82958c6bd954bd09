/* The one dispatch point of Poly1305. SIMD backends are added here, ahead of
 * the portable core, behind a symcore__cpu_features() check. */
#include "poly1305_internal.h"
#include "../common/backends.h"

const struct sc_poly1305_backend *symcore__poly1305_backend(void)
{
#if SC_POLY1305_HAVE_64
    return &symcore__poly1305_portable64;
#else
    return &symcore__poly1305_portable32;
#endif
}

const char *symcore__poly1305_backend_name(void)
{
    return symcore__poly1305_backend()->name;
}
