/* Skein-512: the Skein 1.3 modes of skein_impl.h over Threefish-512. */
#include <stdint.h>

#define SK_BITS 512
#define SK_NW 8

/* Chaining values after the configuration block of the unkeyed hash for the
 * usual output lengths (Skein 1.3, Appendix C); init starts from these, saving
 * one Threefish call per message. The KATs of each length check them. */
#define SK_IV_COUNT 5
static const struct {
    unsigned outbits;
    uint64_t h[8];
} sk_ivs[SK_IV_COUNT] = {
    { 160,
       { 0x28B81A2AE013BD91ull, 0xC2F11668B5BDF78Full, 0x1760D8F3F6A56F12ull, 0x4FB747588239904Full,
         0x21EDE07F7EAF5056ull, 0xD908922E63ED70B8ull, 0xB8EC76FFECCB52FAull, 0x01A47BB8A3F27A6Eull } },
    { 224,
       { 0xCCD0616248677224ull, 0xCBA65CF3A92339EFull, 0x8CCD69D652FF4B64ull, 0x398AED7B3AB890B4ull,
         0x0F59D1B1457D2BD0ull, 0x6776FE6575D4EB3Dull, 0x99FBC70E997413E9ull, 0x9E2CFCCFE1C41EF7ull } },
    { 256,
       { 0xCCD044A12FDB3E13ull, 0xE83590301A79A9EBull, 0x55AEA0614F816E6Full, 0x2A2767A4AE9B94DBull,
         0xEC06025E74DD7683ull, 0xE7A436CDC4746251ull, 0xC36FBAF9393AD185ull, 0x3EEDBA1833EDFC13ull } },
    { 384,
       { 0xA3F6C6BF3A75EF5Full, 0xB0FEF9CCFD84FAA4ull, 0x9D77DD663D770CFEull, 0xD798CBF3B468FDDAull,
         0x1BC4A6668A0E4465ull, 0x7ED7D434E5807407ull, 0x548FC1ACD4EC44D6ull, 0x266E17546AA18FF8ull } },
    { 512,
       { 0x4903ADFF749C51CEull, 0x0D95DE399746DF03ull, 0x8FD1934127C79BCEull, 0x9A255629FF352CB1ull,
         0x5DB62599DF6CA7B0ull, 0xEABE394CA9D5C3F4ull, 0x991112C71A75B523ull, 0xAE18A40B660FCC33ull } },
};

#include "skein_impl.h"
