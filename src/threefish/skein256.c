/* Skein-256: the Skein 1.3 modes of skein_impl.h over Threefish-256. */
#include <stdint.h>

#define SK_BITS 256
#define SK_NW 4

/* Chaining values after the configuration block of the unkeyed hash for the
 * usual output lengths (Skein 1.3, Appendix C); init starts from these, saving
 * one Threefish call per message. The KATs of each length check them. */
#define SK_IV_COUNT 3
static const struct {
    unsigned outbits;
    uint64_t h[4];
} sk_ivs[SK_IV_COUNT] = {
    { 160,
       { 0x1420231472825E98ull, 0x2AC4E9A25A77E590ull, 0xD47A58568838D63Eull, 0x2DD2E4968586AB7Dull } },
    { 224,
       { 0xC6098A8C9AE5EA0Bull, 0x876D568608C5191Cull, 0x99CB88D7D7F53884ull, 0x384BDDB1AEDDB5DEull } },
    { 256,
       { 0xFC9DA860D048B449ull, 0x2FCA66479FA7D833ull, 0xB33BC3896656840Full, 0x6A54E920FDE8DA69ull } },
};

#include "skein_impl.h"
