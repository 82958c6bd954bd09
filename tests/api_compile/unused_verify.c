/* Must fail under -Werror=unused-result (and compile without it): the result
 * of symcore_verify ignored. */
#include <symcore.h>

void misuse(const uint8_t *a, const uint8_t *b);
void misuse(const uint8_t *a, const uint8_t *b) { symcore_verify(a, b, 16); }
