/*
 * Many-lane Keccak-p[1600] for vector units with few registers: SC_LANES
 * states side by side (lane j of every vector belongs to state j), kept in
 * memory and updated in place, and the leaf hasher built on it. Compiled by
 * keccak_avx2x4.c: AVX2 has 16 vector registers, too few for the 25 lanes of
 * a state, so rather than leave the state to the compiler's spills (a frame
 * of 1.3 KB) the state is memory by design, in three pieces in three frames
 * of under 512 bytes each, and a round is one pass over it: 25 vector loads
 * and 25 stores, with the column parities for theta kept in registers.
 *
 * Before including this file, define SC_LANES, SC_LANES_ATTR,
 * SC_LANES_NAME(x), SCV and SCV_XOR, SCV_ROL, SCV_CHI, SCV_BCAST, SCV_LOADU,
 * SCV_STOREU, SCV_GATHER, SCV_SHR, SCV_LEAF_OFFSETS as keccak_lanes_impl.h
 * describes them, and
 *   SCV_LOAD_WORDS(p, o1, o2, o3, t0, t1, t2, t3)  tk lane j from the 8 bytes
 *                        at p + oj + 8k (o0 = 0)
 *   SCV_STORE_LANES(p, stride, v, n)  lane j of v to p + j * stride, j < n
 * SC_LANES is 4.
 *
 * In place: each output plane of theta, rho, pi and chi reads its five
 * source lanes and writes its five results into the five slots it has just
 * read, which nothing reads afterwards in this round (the column parities
 * theta needs are summed in registers as the previous round writes its
 * lanes; the first round reads them from the state). So the lanes move between slots: output lane
 * (x, y) goes to the slot of the source of its plane's input x + y (mod 5).
 * That choice returns every lane to its own slot after four rounds, so a
 * permutation of 12 or 24 rounds starts and ends with lane w in slot w (the
 * four layouts below were computed from that rule and checked by the
 * keccak_leaves test against the single-state permutation).
 */
#include "keccak_internal.h"

_Static_assert(SC_LANES == 4, "four words of four leaves at a time");

/* The 25 slots of SC_LANES words are in three pieces: slots 0..4 at p0,
 * 5..14 at p1, 15..24 at p2 (the innermost frame has the most besides). */
#define SCI_P1 5
#define SCI_P2 15
#define SCI_AT(k) ((k) < SCI_P1   ? p0 + SC_LANES * (k)            \
                   : (k) < SCI_P2 ? p1 + SC_LANES * ((k) - SCI_P1) \
                                  : p2 + SC_LANES * ((k) - SCI_P2))
#define SCI_LD(k) SCV_LOADU(SCI_AT(k))
#define SCI_ROL(x, n) ((n) == 0 ? (x) : SCV_ROL((x), (n)))

/* One output plane: its five source slots s0..s4 (the lanes rotated by
 * r0..r4 after adding their column's D), results to slots t0..t4 and xored
 * into the next round's column parities n0..n4 (set by the first plane:
 * first = 1). Keeping the parities in registers spares theta a reload of
 * the state from the slots it has just stored. */
#define SCI_PLANE(s0, s1, s2, s3, s4, D0, D1, D2, D3, D4, r0, r1, r2, r3, r4, t0, t1, t2, t3, t4, iota, first) \
    do {                                                                                                       \
        SCV b0 = SCI_ROL(SCV_XOR(SCI_LD(s0), D0), r0);                                                         \
        SCV b1 = SCI_ROL(SCV_XOR(SCI_LD(s1), D1), r1);                                                         \
        SCV b2 = SCI_ROL(SCV_XOR(SCI_LD(s2), D2), r2);                                                         \
        SCV b3 = SCI_ROL(SCV_XOR(SCI_LD(s3), D3), r3);                                                         \
        SCV b4 = SCI_ROL(SCV_XOR(SCI_LD(s4), D4), r4);                                                         \
        SCV e_ = SCV_XOR(SCV_CHI(b0, b1, b2), iota);                                                           \
        SCV_STOREU(SCI_AT(t0), e_);                                                                            \
        n0 = (first) ? e_ : SCV_XOR(n0, e_);                                                                   \
        e_ = SCV_CHI(b1, b2, b3);                                                                              \
        SCV_STOREU(SCI_AT(t1), e_);                                                                            \
        n1 = (first) ? e_ : SCV_XOR(n1, e_);                                                                   \
        e_ = SCV_CHI(b2, b3, b4);                                                                              \
        SCV_STOREU(SCI_AT(t2), e_);                                                                            \
        n2 = (first) ? e_ : SCV_XOR(n2, e_);                                                                   \
        e_ = SCV_CHI(b3, b4, b0);                                                                              \
        SCV_STOREU(SCI_AT(t3), e_);                                                                            \
        n3 = (first) ? e_ : SCV_XOR(n3, e_);                                                                   \
        e_ = SCV_CHI(b4, b0, b1);                                                                              \
        SCV_STOREU(SCI_AT(t4), e_);                                                                            \
        n4 = (first) ? e_ : SCV_XOR(n4, e_);                                                                   \
    } while (0)

#define SCI_XOR5(a, b, c, d, e) SCV_XOR(SCV_XOR(SCV_XOR(SCI_LD(a), SCI_LD(b)), SCV_XOR(SCI_LD(c), SCI_LD(d))), SCI_LD(e))

/* One round with lane i in slot Li and the column parities in c0..c4;
 * leaves the next round's parities there. Output lane i ends in the slot
 * that SCI_PLANE's t arguments name. */
#define SCI_ROUND(rc, L0, L1, L2, L3, L4, L5, L6, L7, L8, L9, L10, L11, L12, L13, L14, L15, L16, L17, L18, L19,  \
                  L20, L21, L22, L23, L24)                                                                      \
    do {                                                                                                        \
        SCV d0 = SCV_XOR(c4, SCV_ROL(c1, 1)), d1 = SCV_XOR(c0, SCV_ROL(c2, 1));                                 \
        SCV d2 = SCV_XOR(c1, SCV_ROL(c3, 1)), d3 = SCV_XOR(c2, SCV_ROL(c4, 1));                                 \
        SCV d4 = SCV_XOR(c3, SCV_ROL(c0, 1)), zero = SCV_BCAST(0), n0, n1, n2, n3, n4;                          \
        SCI_PLANE(L0, L6, L12, L18, L24, d0, d1, d2, d3, d4, 0, 44, 43, 21, 14, L0, L6, L12, L18, L24,          \
                  SCV_BCAST(rc), 1);                                                                            \
        SCI_PLANE(L3, L9, L10, L16, L22, d3, d4, d0, d1, d2, 28, 20, 3, 45, 61, L9, L10, L16, L22, L3, zero, 0);  \
        SCI_PLANE(L1, L7, L13, L19, L20, d1, d2, d3, d4, d0, 1, 6, 25, 8, 18, L13, L19, L20, L1, L7, zero, 0);    \
        SCI_PLANE(L4, L5, L11, L17, L23, d4, d0, d1, d2, d3, 27, 36, 10, 15, 56, L17, L23, L4, L5, L11, zero, 0); \
        SCI_PLANE(L2, L8, L14, L15, L21, d2, d3, d4, d0, d1, 62, 55, 39, 41, 2, L21, L2, L8, L14, L15, zero, 0);  \
        c0 = n0;                                                                                                \
        c1 = n1;                                                                                                \
        c2 = n2;                                                                                                \
        c3 = n3;                                                                                                \
        c4 = n4;                                                                                                \
    } while (0)

/* Rounds 24 - rounds .. 23 (rounds: 12 or 24) on the state in pieces p0, p1, p2. */
static SC_NOINLINE SC_LANES_ATTR void SC_LANES_NAME(rounds)(uint64_t *p0, uint64_t *p1, uint64_t *p2, unsigned rounds)
{
    SCV c0 = SCI_XOR5(0, 5, 10, 15, 20), c1 = SCI_XOR5(1, 6, 11, 16, 21), c2 = SCI_XOR5(2, 7, 12, 17, 22);
    SCV c3 = SCI_XOR5(3, 8, 13, 18, 23), c4 = SCI_XOR5(4, 9, 14, 19, 24);
    for (unsigned i = 24 - rounds; i < 24; i += 4) {
        SCI_ROUND(symcore__keccak_rc[i], 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
                  22, 23, 24);
        SCI_ROUND(symcore__keccak_rc[i + 1], 0, 6, 12, 18, 24, 9, 10, 16, 22, 3, 13, 19, 20, 1, 7, 17, 23, 4, 5, 11,
                  21, 2, 8, 14, 15);
        SCI_ROUND(symcore__keccak_rc[i + 2], 0, 10, 20, 5, 15, 3, 13, 23, 8, 18, 1, 11, 21, 6, 16, 4, 14, 24, 9, 19, 2,
                  12, 22, 7, 17);
        SCI_ROUND(symcore__keccak_rc[i + 3], 0, 13, 21, 9, 17, 18, 1, 14, 22, 5, 6, 19, 2, 10, 23, 24, 7, 15, 3, 11, 12,
                  20, 8, 16, 4);
    }
}

/* SC_LANES states, word-major: word w of state j at s[w * SC_LANES + j]. */
static SC_LANES_ATTR void SC_LANES_NAME(permute)(uint64_t *s, unsigned rounds)
{
    SC_LANES_NAME(rounds)(s, s + SC_LANES * SCI_P1, s + SC_LANES * SCI_P2, rounds);
}

/* Word w of the state. */
static inline SC_LANES_ATTR uint64_t *SC_LANES_NAME(word)(uint64_t *p0, uint64_t *p1, uint64_t *p2, unsigned w)
{
    return SCI_AT(w);
}

/* The arguments of the leaf hasher below. */
struct SC_LANES_NAME(job) {
    uint8_t *cv;
    size_t cvlen;
    const uint8_t *in;
    size_t leaf_len, n;
    unsigned rate, rounds;
    uint8_t pad;
};

/* The leaf hasher below, given two pieces of its state by its callers; the
 * third is in this frame. */
static SC_NOINLINE SC_LANES_ATTR void SC_LANES_NAME(hash_in)(const struct SC_LANES_NAME(job) *job, uint64_t *p1,
                                                             uint64_t *p2)
{
    uint64_t p0[SC_LANES * SCI_P1];
    uint8_t *const cv = job->cv;
    const uint8_t *in = job->in;
    const size_t cvlen = job->cvlen, leaf_len = job->leaf_len, n = job->n;
    const unsigned rate = job->rate, rounds = job->rounds;
    const uint8_t pad = job->pad;
    const unsigned rate_lanes = rate / 8, tail = (unsigned)(leaf_len % rate), tail_words = tail / 8;
    /* byte offsets of the leaves, idle lanes reading leaf 0 */
    const size_t o1 = n > 1 ? leaf_len : 0, o2 = n > 2 ? 2 * leaf_len : 0, o3 = n > 3 ? 3 * leaf_len : 0;
    const SCV offsets = SCV_LEAF_OFFSETS(leaf_len, n);

    memset(p0, 0, sizeof p0);
    memset(p1, 0, 8 * SC_LANES * (SCI_P2 - SCI_P1));
    memset(p2, 0, 8 * SC_LANES * (25 - SCI_P2));

    for (size_t nblocks = leaf_len / rate;; nblocks--, in += rate) {
        const unsigned count = nblocks == 0 ? tail_words : rate_lanes;
        unsigned w = 0;
        /* four words of every leaf at a time, transposed, then single words by gathers */
        for (; w + 4 <= count; w += 4) {
            SCV t0, t1, t2, t3;
            uint64_t *p;
            SCV_LOAD_WORDS(in + 8 * w, o1, o2, o3, t0, t1, t2, t3);
#define SCI_XOR_WORD(k, t) (p = SC_LANES_NAME(word)(p0, p1, p2, w + (k)), SCV_STOREU(p, SCV_XOR(SCV_LOADU(p), (t))))
            SCI_XOR_WORD(0, t0);
            SCI_XOR_WORD(1, t1);
            SCI_XOR_WORD(2, t2);
            SCI_XOR_WORD(3, t3);
#undef SCI_XOR_WORD
        }
        for (; w < count; w++) {
            uint64_t *p = SC_LANES_NAME(word)(p0, p1, p2, w);
            SCV_STOREU(p, SCV_XOR(SCV_LOADU(p), SCV_GATHER(in + 8 * w, offsets)));
        }
        if (nblocks == 0) {
            /* the last, partial word of each leaf (one load of the 8 bytes
             * before its end, shifted) with the pad byte after it */
            const SCV x_last = SCV_XOR(SCV_SHR(SCV_GATHER(in + tail - 8, offsets), 64 - 8 * (tail % 8)),
                                       SCV_BCAST((uint64_t)pad << (8 * (tail % 8))));
            uint64_t *p = SC_LANES_NAME(word)(p0, p1, p2, tail_words);
            SCV_STOREU(p, SCV_XOR(SCV_LOADU(p), x_last));
            p = SC_LANES_NAME(word)(p0, p1, p2, rate_lanes - 1);
            SCV_STOREU(p, SCV_XOR(SCV_LOADU(p), SCV_BCAST((uint64_t)1 << 63)));
        }
        SC_LANES_NAME(rounds)(p0, p1, p2, rounds);
        if (nblocks == 0)
            break;
    }

    /* The first cvlen bytes of every state: word w of leaf j to cv + j * cvlen + 8w. */
    for (unsigned w = 0; w < cvlen / 8; w++)
        SCV_STORE_LANES(cv + 8 * w, cvlen, SCV_LOADU(SC_LANES_NAME(word)(p0, p1, p2, w)), n);
    symcore_wipe(p0, sizeof p0);
}

/* The middle of the three frames: holds piece 1 of the state. */
static SC_NOINLINE SC_LANES_ATTR void SC_LANES_NAME(hash_mid)(const struct SC_LANES_NAME(job) *job, uint64_t *p2)
{
    uint64_t p1[SC_LANES * (SCI_P2 - SCI_P1)];
    SC_LANES_NAME(hash_in)(job, p1, p2);
    symcore_wipe(p1, sizeof p1);
}

/* Hashes leaves 0..n-1 (1 <= n <= SC_LANES) as symcore__keccak_hash_leaves
 * does, for leaf_len >= 8, cvlen a multiple of 8 and rate 168 or 136. The
 * state (800 bytes for four lanes) is split over this frame and the two
 * below it, so that none is over the library's 512-byte frame rule. */
static SC_LANES_ATTR void SC_LANES_NAME(hash)(uint8_t *cv, size_t cvlen, const uint8_t *in, size_t leaf_len,
                                              size_t n, unsigned rate, uint8_t pad, unsigned rounds)
{
    const struct SC_LANES_NAME(job) job = { cv, cvlen, in, leaf_len, n, rate, rounds, pad };
    uint64_t p2[SC_LANES * (25 - SCI_P2)];
    SC_LANES_NAME(hash_mid)(&job, p2);
    symcore_wipe(p2, sizeof p2);
}
