/* Must fail under -Werror=unused-result (and compile without it): the result
 * of symcore_threefish256_encrypt ignored. */
#include <symcore.h>

void misuse(const symcore_threefish256_ctx *c, uint8_t *out);
void misuse(const symcore_threefish256_ctx *c, uint8_t *out) { symcore_threefish256_encrypt(c, out, out); }
