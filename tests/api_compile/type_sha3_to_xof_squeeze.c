/* Must not compile: a SHA-3 context given to an XOF call. */
#include <symcore.h>

int misuse(symcore_sha3_ctx *sha3, uint8_t out[64]);
int misuse(symcore_sha3_ctx *sha3, uint8_t out[64]) { return symcore_xof_squeeze(sha3, out, 64); }
