#include "testutil.h"
int main(void) { return tu_finish("xchacha20_kat"); }
