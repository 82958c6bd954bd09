/* Compiles as C99 (-std=c99 -pedantic-errors -Werror): the umbrella header, a
 * context of every module on the stack, and checked calls. The headers need
 * no C11 (fpe.h's alignment falls back to an attribute). */
#include <symcore.h>

int c99_user(const uint8_t key[32], const uint8_t nonce[12], uint8_t *out);
int c99_user(const uint8_t key[32], const uint8_t nonce[12], uint8_t *out)
{
    symcore_ff1_ctx ff1;
    symcore_ff3_ctx ff3;
    symcore_kt_ctx kt;
    symcore_secretstream_state ss;
    symcore_skein512_ctx skein;
    uint16_t digits[8] = { 0 };
    int r = symcore_ff1_init(&ff1, key, 32, 10);
    r |= symcore_ff1_encrypt(&ff1, digits, digits, 8, "", 0);
    r |= symcore_ff3_init(&ff3, key, 32, 10);
    r |= symcore_chacha20poly1305_seal(out, out + 64, "msg", 3, "", 0, nonce, key);
    symcore_ff1_wipe(&ff1);
    symcore_ff3_wipe(&ff3);
    symcore_wipe(&kt, sizeof kt);
    symcore_wipe(&ss, sizeof ss);
    symcore_wipe(&skein, sizeof skein);
    return r;
}
