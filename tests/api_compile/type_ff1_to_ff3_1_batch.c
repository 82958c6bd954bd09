/* Must not compile: an FF1 context given to an FF3-1 batch. */
#include <symcore.h>

int misuse(const symcore_ff1_ctx *c, uint16_t *d, const uint8_t tweak[7]);
int misuse(const symcore_ff1_ctx *c, uint16_t *d, const uint8_t tweak[7])
{
    return symcore_ff3_1_encrypt_batch(c, d, d, 16, 4, tweak, NULL);
}
