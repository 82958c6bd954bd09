/* Skein-1024: the Skein 1.3 modes of skein_impl.h over Threefish-1024. */
#define SK_BITS 1024
#define SK_NW 16
#include "skein_impl.h"
