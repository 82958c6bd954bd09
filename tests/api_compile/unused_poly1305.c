/* Must fail under -Werror=unused-result (and compile without it): the result
 * of symcore_poly1305 ignored. */
#include <symcore.h>

void misuse(uint8_t *out, const uint8_t *key);
void misuse(uint8_t *out, const uint8_t *key) { symcore_poly1305(out, "msg", 3, key); }
