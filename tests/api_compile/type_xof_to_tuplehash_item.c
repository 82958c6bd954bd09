/* Must not compile: an XOF context given to a TupleHash call. */
#include <symcore.h>

int misuse(symcore_xof_ctx *xof);
int misuse(symcore_xof_ctx *xof) { return symcore_tuplehash_item(xof, "item", 4); }
