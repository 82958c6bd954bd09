#include "testutil.h"
int main(void) { return tu_finish("chacha20_counter"); }
