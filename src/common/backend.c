/* symcore_backend(): one place that names the implementation of each primitive. */
#include "internal.h"
#include "backends.h"

static int name_is(const char *a, const char *b)
{
    while (*a && *a == *b) {
        a++;
        b++;
    }
    return *a == *b;
}

/* see symcore/common.h */
const char *symcore_backend(const char *primitive)
{
    if (primitive == NULL)
        return "unknown";
    if (name_is(primitive, "keccak"))
        return symcore__keccak_backend_name();
    if (name_is(primitive, "chacha20"))
        return symcore__chacha20_backend_name();
    if (name_is(primitive, "poly1305"))
        return symcore__poly1305_backend_name();
    if (name_is(primitive, "aes"))
        return symcore__aes_backend_name();
    if (name_is(primitive, "threefish"))
        return symcore__threefish_backend_name();
    return "unknown";
}
