/* Leaf hashing for ParallelHash and KangarooTwelve: one sponge per leaf. */
#include "keccak_internal.h"

void symcore__keccak_hash_leaves(uint8_t *cv, size_t cvlen, const uint8_t *in, size_t leaf_len, size_t n,
                                 unsigned rate, uint8_t pad, unsigned rounds)
{
    for (size_t i = 0; i < n; i++) {
        symcore_keccak_ctx ctx;
        symcore__keccak_init(&ctx, rate, pad, rounds);
        symcore__keccak_absorb(&ctx, in + i * leaf_len, leaf_len);
        symcore__keccak_squeeze(&ctx, cv + i * cvlen, cvlen);
        symcore_wipe(&ctx, sizeof ctx);
    }
}
