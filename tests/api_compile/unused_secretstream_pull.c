/* Must fail under -Werror=unused-result (and compile without it): the result
 * of symcore_secretstream_pull ignored - the reader would use a chunk that
 * did not authenticate. */
#include <symcore.h>

void misuse(symcore_secretstream_state *st, uint8_t *m, const uint8_t *c);
void misuse(symcore_secretstream_state *st, uint8_t *m, const uint8_t *c)
{
    uint8_t tag;
    symcore_secretstream_pull(st, m, &tag, c, 20, NULL, 0);
}
