/* The leaf layer of ParallelHash and KangarooTwelve: cut a string into
 * leaves, hash them, stream their chaining values (CVs) into the final sponge.
 *
 * Runs of whole leaves that lie inside one piece go to
 * symcore__keccak_hash_leaves straight from the caller's buffer, as many at a
 * time as the CV buffer holds, so a many-lane backend sees full batches. A
 * leaf that straddles two pieces (KangarooTwelve's M, C and length encoding)
 * is hashed by the single sponge. The CV buffer is flushed into the final
 * sponge whenever it fills: memory stays fixed whatever the input length. */
#include "keccak_internal.h"

/* 8 CVs of 32 bytes, or 4 of 64: within the 512-byte frame rule. */
enum { SC_CV_BUFFER = 256 };

void symcore__keccak_absorb_pieces(struct symcore__sponge *ctx, const struct sc_keccak_pieces *p, uint64_t from,
                                   uint64_t len)
{
    for (size_t k = 0; k < 3 && len > 0; k++) {
        uint64_t take;
        if (from >= p->len[k]) {
            from -= p->len[k];
            continue;
        }
        take = p->len[k] - from < len ? p->len[k] - from : len;
        symcore__keccak_absorb(ctx, p->ptr[k] + from, (size_t)take);
        len -= take;
        from = 0;
    }
}

/* One leaf of len bytes at offset from that crosses a piece boundary. Out of
 * line, so its sponge and the CV buffer do not share a frame. */
static SC_NOINLINE void hash_straddling_leaf(uint8_t *cv, const struct sc_keccak_pieces *p, uint64_t from,
                                             uint64_t len, const struct sc_keccak_leaves *lv)
{
    struct symcore__sponge leaf;
    symcore__keccak_init(&leaf, lv->rate, lv->pad, lv->rounds);
    symcore__keccak_absorb_pieces(&leaf, p, from, len);
    symcore__keccak_squeeze(&leaf, cv, lv->cvlen);
    symcore_wipe(&leaf, sizeof leaf);
}

uint64_t symcore__keccak_absorb_leaves(struct symcore__sponge *ctx, const struct sc_keccak_pieces *p, uint64_t start,
                                       const struct sc_keccak_leaves *lv)
{
    uint8_t cv[SC_CV_BUFFER];
    const size_t batch = sizeof cv / lv->cvlen;
    const uint64_t total = (uint64_t)p->len[0] + p->len[1] + p->len[2];
    uint64_t pos = start, count = 0;
    size_t held = 0; /* CVs in the buffer */
    while (pos < total) {
        /* the piece holding byte pos, and the offset into it */
        size_t k = 0;
        uint64_t off = pos;
        while (off >= p->len[k]) {
            off -= p->len[k];
            k++;
        }
        const size_t here = p->len[k] - (size_t)off; /* bytes of piece k from pos on */
        const size_t leaf = total - pos < lv->leaf_len ? (size_t)(total - pos) : lv->leaf_len;
        size_t n;
        if (here >= leaf) {
            /* whole leaves inside piece k (or the short last leaf); size_t
             * division, which 32-bit targets do without a runtime helper */
            const size_t fit = here / leaf;
            n = fit < batch - held ? fit : batch - held;
            symcore__keccak_hash_leaves(cv + held * lv->cvlen, lv->cvlen, p->ptr[k] + off, (size_t)leaf, n,
                                        lv->rate, lv->pad, lv->rounds);
        } else {
            n = 1;
            hash_straddling_leaf(cv + held * lv->cvlen, p, pos, leaf, lv);
        }
        held += n;
        count += n;
        pos += (uint64_t)n * leaf;
        if (held == batch) {
            symcore__keccak_absorb(ctx, cv, held * lv->cvlen);
            held = 0;
        }
    }
    symcore__keccak_absorb(ctx, cv, held * lv->cvlen);
    symcore_wipe(cv, sizeof cv);
    return count;
}
