/* Must fail under -Werror=unused-result (and compile without it): the result
 * of symcore_ff3_1_decrypt_str_batch ignored. */
#include <symcore.h>

void misuse(const symcore_ff3_ctx *c, char *s, const uint8_t tweak[7]);
void misuse(const symcore_ff3_ctx *c, char *s, const uint8_t tweak[7])
{
    symcore_ff3_1_decrypt_str_batch(c, s, s, 16, 4, tweak, NULL);
}
