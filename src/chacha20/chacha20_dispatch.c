/* The one dispatch point of ChaCha20. SIMD backends are added here, ahead of
 * the portable core, behind a symcore__cpu_features() check. */
#include "chacha20_internal.h"
#include "../common/backends.h"

const struct sc_chacha20_backend *symcore__chacha20_backend(void)
{
    return &symcore__chacha20_portable;
}

const char *symcore__chacha20_backend_name(void)
{
    return symcore__chacha20_backend()->name;
}
