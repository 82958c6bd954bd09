/* Skein-512: the Skein 1.3 modes of skein_impl.h over Threefish-512. */
#define SK_BITS 512
#define SK_NW 8
#include "skein_impl.h"
