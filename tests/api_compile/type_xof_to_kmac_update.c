/* Must not compile: an XOF context given to a KMAC call. */
#include <symcore.h>

int misuse(symcore_xof_ctx *xof);
int misuse(symcore_xof_ctx *xof) { return symcore_kmac_update(xof, "msg", 3); }
