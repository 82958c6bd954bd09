/* Must fail under -Werror=unused-result (and compile without it): the result
 * of symcore_chacha20poly1305_open ignored. */
#include <symcore.h>

void misuse(uint8_t *out, const uint8_t *tag, const uint8_t *nonce, const uint8_t *key);
void misuse(uint8_t *out, const uint8_t *tag, const uint8_t *nonce, const uint8_t *key) { symcore_chacha20poly1305_open(out, out, 16, tag, "", 0, nonce, key); }
