#include "testutil.h"
int main(void) { return tu_finish("aead_kat"); }
