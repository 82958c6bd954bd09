/* Must not compile: a SHAKE256x4 context given to a SHAKE128x4 call. */
#include <symcore.h>

int misuse(symcore_shake256x4_ctx *x4, uint8_t *out);
int misuse(symcore_shake256x4_ctx *x4, uint8_t *out) { return symcore_shake128x4_squeeze(x4, out, out + 8, out + 16, out + 24, 8); }
