/* The leaf layer of the incremental tree hashes (ParallelHash, KT): input
 * arriving in pieces of any length is cut into leaves without being copied.
 * A leaf that one piece holds whole goes, with the other whole leaves of
 * that piece, straight to the many-lane leaf hasher; a leaf that pieces
 * split is absorbed into one leaf sponge as its bytes arrive. */
#include "keccak_internal.h"

/* Out of line: its CV buffer does not share a frame with the lane hasher. */
SC_NOINLINE void symcore__keccak_end_leaf(struct symcore__sponge *final, struct symcore__sponge *leaf, size_t cvlen)
{
    uint8_t cv[64];
    symcore__keccak_squeeze(leaf, cv, cvlen);
    symcore__keccak_absorb(final, cv, cvlen);
    symcore_wipe(cv, sizeof cv);
    symcore_wipe(leaf, sizeof *leaf);
}

int symcore__keccak_leaf_ok(const struct symcore__sponge *leaf, unsigned rate, uint8_t pad, unsigned rounds)
{
    return leaf->mode == SC_MODE_LEAF && leaf->rate == rate && leaf->pad == pad && leaf->rounds == rounds &&
           leaf->outlen == 0 && leaf->squeezing == 0 && leaf->pos < rate;
}

uint64_t symcore__keccak_stream_leaves(struct symcore__sponge *final, struct symcore__sponge *leaf,
                                       uint64_t *leaf_pos, const uint8_t *in, size_t len,
                                       const struct sc_keccak_leaves *lv)
{
    uint64_t done = 0;
    if (len == 0)
        return 0;
    if (*leaf_pos != 0) {
        const uint64_t room = lv->leaf_len - *leaf_pos;
        const size_t take = room < len ? (size_t)room : len;
        symcore__keccak_absorb(leaf, in, take);
        *leaf_pos += take;
        in += take;
        len -= take;
        if (*leaf_pos < lv->leaf_len)
            return 0;
        symcore__keccak_end_leaf(final, leaf, lv->cvlen);
        *leaf_pos = 0;
        done = 1;
    }
    if (len >= lv->leaf_len) {
        const size_t whole = len / lv->leaf_len * lv->leaf_len;
        const struct sc_keccak_pieces p = { { in, NULL, NULL }, { whole, 0, 0 } };
        done += symcore__keccak_absorb_leaves(final, &p, 0, lv);
        in += whole;
        len -= whole;
    }
    if (len > 0) {
        symcore__keccak_init(leaf, lv->rate, lv->pad, lv->rounds);
        leaf->mode = SC_MODE_LEAF;
        symcore__keccak_absorb(leaf, in, len);
        *leaf_pos = len;
    }
    return done;
}
