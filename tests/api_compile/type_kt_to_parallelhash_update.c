/* Must not compile: a KT context given to a ParallelHash call. */
#include <symcore.h>

int misuse(symcore_kt_ctx *kt);
int misuse(symcore_kt_ctx *kt) { return symcore_parallelhash_update(kt, "msg", 3); }
