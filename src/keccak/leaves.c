/*
 * Leaf hashing for ParallelHash and KangarooTwelve: the widest many-lane
 * backend takes the leaves a full vector at a time; what is left goes to the
 * same backend with its spare lanes idle when that is cheaper than one
 * sponge per leaf.
 */
#include "keccak_internal.h"

/* Fewest leaves worth a many-lane pass with idle lanes: a pass costs the
 * same whatever its lane count, and less than two single-lane sponges but
 * more than one; so a lone leaf goes to the sponge, and two or more to the
 * vector backend. A narrower backend for the remainder never beats the wide
 * one with idle lanes. (Figures: src/keccak/README.md.) */
#define SC_KECCAK_LANES_MIN_PARTIAL 2

/* One fresh sponge per leaf: the portable path, and short remainders. */
/* not inlined: its sponge context would sit in the frame below the vector
 * backends too */
static SC_NOINLINE void hash_leaves_one_by_one(uint8_t *cv, size_t cvlen, const uint8_t *in, size_t leaf_len, size_t n,
                                   unsigned rate, uint8_t pad, unsigned rounds)
{
    for (size_t i = 0; i < n; i++) {
        struct symcore__sponge ctx;
        symcore__keccak_init(&ctx, rate, pad, rounds);
        symcore__keccak_absorb(&ctx, in + i * leaf_len, leaf_len);
        symcore__keccak_squeeze(&ctx, cv + i * cvlen, cvlen);
        symcore_wipe(&ctx, sizeof ctx);
    }
}

void symcore__keccak_hash_leaves(uint8_t *cv, size_t cvlen, const uint8_t *in, size_t leaf_len, size_t n,
                                 unsigned rate, uint8_t pad, unsigned rounds)
{
    const struct sc_keccak_lanes_backend *b = symcore__keccak_lanes_backend();
    /* the many-lane backends take whole output words, leaves of a word or
     * more, and the rates of KT and ParallelHash */
    if (b != NULL && cvlen % 8 == 0 && leaf_len >= 8 && (rate == 168 || rate == 136)) {
        for (; n >= b->lanes; n -= b->lanes) {
            b->hash(cv, cvlen, in, leaf_len, b->lanes, rate, pad, rounds);
            cv += b->lanes * cvlen;
            in += b->lanes * leaf_len;
        }
        if (n >= SC_KECCAK_LANES_MIN_PARTIAL) {
            b->hash(cv, cvlen, in, leaf_len, n, rate, pad, rounds);
            return;
        }
    }
    hash_leaves_one_by_one(cv, cvlen, in, leaf_len, n, rate, pad, rounds);
}
