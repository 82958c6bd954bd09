/* Skein-256: the Skein 1.3 modes of skein_impl.h over Threefish-256. */
#define SK_BITS 256
#define SK_NW 4
#include "skein_impl.h"
