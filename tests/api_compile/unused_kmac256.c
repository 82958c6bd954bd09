/* Must fail under -Werror=unused-result (and compile without it): the result
 * of symcore_kmac256 ignored. */
#include <symcore.h>

void misuse(uint8_t *out, const uint8_t *key);
void misuse(uint8_t *out, const uint8_t *key) { symcore_kmac256(out, 32, "msg", 3, "", 0, key, 32); }
