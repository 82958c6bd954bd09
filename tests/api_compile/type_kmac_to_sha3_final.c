/* Must not compile: a KMAC context given to a SHA-3 call. */
#include <symcore.h>

int misuse(symcore_kmac_ctx *kmac, uint8_t out[32]);
int misuse(symcore_kmac_ctx *kmac, uint8_t out[32]) { return symcore_sha3_final(kmac, out); }
