/* Must fail under -Werror=unused-result (and compile without it): the result
 * of symcore_ff1_encrypt_batch ignored. */
#include <symcore.h>

void misuse(const symcore_ff1_ctx *c, uint16_t *d);
void misuse(const symcore_ff1_ctx *c, uint16_t *d) { symcore_ff1_encrypt_batch(c, d, d, 16, 4, "", 0, NULL); }
