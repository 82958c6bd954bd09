/*
 * The SP 800-185 modes and the leaf hashing under them, on fuzzer-chosen
 * keys, customizations, messages, splits and output lengths:
 * - KMAC128/256 and KMACXOF: update at fuzzer-chosen splits then final (or
 *   squeeze in two pieces) equals the one-shot call, and so does a copy of
 *   the keyed context;
 * - TupleHash128/256 (and XOF) of fuzzer-chosen items equals cSHAKE built
 *   by hand (encode_string of each item, then right_encode of the length);
 * - ParallelHash128/256 (and XOF) with a fuzzer-chosen block size equals
 *   cSHAKE over left_encode(B), one SHAKE sponge per block, right_encode(n)
 *   and right_encode(L); block size 0 is EINVAL with the output untouched;
 * - symcore__keccak_hash_leaves (the dispatched many-lane backend) equals one
 *   sponge per leaf, with ParallelHash's and KT128's parameters and a
 *   fuzzer-chosen leaf count and length;
 * - TurboSHAKE128/256 equals the 12-round sponge with pad byte D, and a D
 *   outside 0x01..0x7F is EINVAL with the output untouched;
 * - the incremental TupleHash (item by item), ParallelHash and KT (the
 *   message, tiled up to 40 KB so that KT builds a tree, fed at up to 16
 *   fuzzer-chosen splits, output squeezed in two pieces) equal the one-shots.
 * Sentinels follow every output.
 */
#include "fuzz.h"
#include "keccak/keccak_internal.h"

#define GUARD 16
#define MAXOUT 200
#define MAXMSG 1200

static uint8_t msg[MAXMSG], key[100], S[40];
static uint8_t want[MAXOUT + GUARD], got[MAXOUT + GUARD];

static void kmac(struct fz *f, int wide, int xof, size_t outlen, size_t len, size_t keylen, size_t slen)
{
    symcore_kmac_ctx c, copy;
    int rc;
    if (xof)
        rc = (wide ? symcore_kmac256_xof : symcore_kmac128_xof)(want, outlen, msg, len, S, slen, key, keylen);
    else
        rc = (wide ? symcore_kmac256 : symcore_kmac128)(want, outlen, msg, len, S, slen, key, keylen);
    FZ_ASSERT(rc == SYMCORE_OK);
    FZ_ASSERT((wide ? symcore_kmac256_init : symcore_kmac128_init)(&c, key, keylen, S, slen) == SYMCORE_OK);
    copy = c;
    for (int pass = 0; pass < 2; pass++) {
        symcore_kmac_ctx *k = pass ? &copy : &c;
        size_t at = 0;
        for (int i = 0; i < 3 && pass == 0; i++) {
            size_t step = fz_size(f, len - at);
            FZ_ASSERT(symcore_kmac_update(k, msg + at, step) == SYMCORE_OK);
            at += step;
        }
        FZ_ASSERT(symcore_kmac_update(k, msg + at, len - at) == SYMCORE_OK);
        fz_guard(got, sizeof got);
        if (xof) {
            size_t first = fz_size(f, outlen);
            FZ_ASSERT(symcore_kmac_xof_squeeze(k, got, first) == SYMCORE_OK);
            FZ_ASSERT(symcore_kmac_xof_squeeze(k, got + first, outlen - first) == SYMCORE_OK);
        } else {
            FZ_ASSERT(symcore_kmac_final(k, got, outlen) == SYMCORE_OK);
        }
        FZ_ASSERT(memcmp(got, want, outlen) == 0 && fz_guarded(got + outlen, GUARD));
    }
}

static void tuplehash(struct fz *f, int wide, int xof, size_t outlen, size_t len, size_t slen)
{
    symcore_span items[6];
    size_t n = fz_byte(f) % 7, at = 0;
    for (size_t i = 0; i < n; i++) {
        size_t l = fz_size(f, len - at);
        items[i].ptr = msg + at;
        items[i].len = l;
        at += l;
    }
    fz_guard(got, sizeof got);
    int rc = xof ? (wide ? symcore_tuplehash256_xof : symcore_tuplehash128_xof)(got, outlen, items, n, S, slen)
                 : (wide ? symcore_tuplehash256 : symcore_tuplehash128)(got, outlen, items, n, S, slen);
    FZ_ASSERT(rc == SYMCORE_OK);

    struct symcore__sponge c;
    symcore__keccak_cshake_start(&c, wide ? SC_RATE_256 : SC_RATE_128, "TupleHash", 9, S, slen);
    for (size_t i = 0; i < n; i++)
        symcore__keccak_absorb_encoded_string(&c, items[i].ptr, items[i].len);
    symcore__keccak_absorb_right_encode(&c, xof ? 0 : 8 * (uint64_t)outlen);
    symcore__keccak_squeeze(&c, want, outlen);
    FZ_ASSERT(memcmp(got, want, outlen) == 0 && fz_guarded(got + outlen, GUARD));
}

/* One sponge per leaf: the reference for the leaf hashing. */
static void leaf_ref(uint8_t *cv, size_t cvlen, const uint8_t *in, size_t leaf_len, size_t n, unsigned rate,
                     uint8_t pad, unsigned rounds)
{
    for (size_t i = 0; i < n; i++) {
        struct symcore__sponge c;
        symcore__keccak_init(&c, rate, pad, rounds);
        symcore__keccak_absorb(&c, in + i * leaf_len, leaf_len);
        symcore__keccak_squeeze(&c, cv + i * cvlen, cvlen);
    }
}

static void parallelhash(struct fz *f, int wide, int xof, size_t outlen, size_t len, size_t slen)
{
    size_t B = fz_size(f, 300);
    unsigned rate = wide ? SC_RATE_256 : SC_RATE_128;
    size_t cvlen = wide ? 64 : 32;
    fz_guard(got, sizeof got);
    int rc = xof ? (wide ? symcore_parallelhash256_xof : symcore_parallelhash128_xof)(got, outlen, msg, len, B, S, slen)
                 : (wide ? symcore_parallelhash256 : symcore_parallelhash128)(got, outlen, msg, len, B, S, slen);
    if (B == 0) {
        FZ_ASSERT(rc == SYMCORE_EINVAL && fz_guarded(got, sizeof got));
        return;
    }
    FZ_ASSERT(rc == SYMCORE_OK);

    struct symcore__sponge c;
    size_t n = (len + B - 1) / B;
    symcore__keccak_cshake_start(&c, rate, "ParallelHash", 12, S, slen);
    symcore__keccak_absorb_left_encode(&c, B);
    for (size_t i = 0; i < n; i++) {
        uint8_t cv[64];
        size_t l = len - i * B < B ? len - i * B : B;
        leaf_ref(cv, cvlen, msg + i * B, l, 1, rate, SC_KECCAK_PAD_SHAKE, 24);
        symcore__keccak_absorb(&c, cv, cvlen);
    }
    symcore__keccak_absorb_right_encode(&c, n);
    symcore__keccak_absorb_right_encode(&c, xof ? 0 : 8 * (uint64_t)outlen);
    symcore__keccak_squeeze(&c, want, outlen);
    FZ_ASSERT(memcmp(got, want, outlen) == 0 && fz_guarded(got + outlen, GUARD));
}

static void leaves(struct fz *f, size_t len)
{
    static uint8_t cv1[40 * 64 + GUARD], cv2[40 * 64 + GUARD];
    uint8_t sel = fz_byte(f);
    /* ParallelHash128, ParallelHash256, KT128 leaves (KT256 too: 136, 0x0b, 12, 64) */
    static const struct {
        unsigned rate;
        uint8_t pad;
        unsigned rounds;
        size_t cvlen;
    } p[4] = { { 168, 0x1f, 24, 32 }, { 136, 0x1f, 24, 64 }, { 168, 0x0b, 12, 32 }, { 136, 0x0b, 12, 64 } };
    size_t k = sel % 4;
    size_t n = fz_byte(f) % 41;
    size_t leaf_len = n ? fz_size(f, len / n) : 0;
    size_t cvlen = p[k].cvlen;
    fz_guard(cv1, sizeof cv1);
    fz_guard(cv2, sizeof cv2);
    symcore__keccak_hash_leaves(cv1, cvlen, msg, leaf_len, n, p[k].rate, p[k].pad, p[k].rounds);
    leaf_ref(cv2, cvlen, msg, leaf_len, n, p[k].rate, p[k].pad, p[k].rounds);
    FZ_ASSERT(memcmp(cv1, cv2, n * cvlen) == 0 && fz_guarded(cv1 + n * cvlen, GUARD));
}

static void turboshake(struct fz *f, int wide, size_t outlen, size_t len)
{
    uint8_t D = fz_byte(f);
    fz_guard(got, sizeof got);
    int rc = (wide ? symcore_turboshake256 : symcore_turboshake128)(got, outlen, msg, len, D);
    if (D == 0 || D > 0x7f) {
        FZ_ASSERT(rc == SYMCORE_EINVAL && fz_guarded(got, sizeof got));
        return;
    }
    FZ_ASSERT(rc == SYMCORE_OK);
    struct symcore__sponge c;
    symcore__keccak_init(&c, wide ? SC_RATE_256 : SC_RATE_128, D, 12);
    symcore__keccak_absorb(&c, msg, len);
    symcore__keccak_squeeze(&c, want, outlen);
    FZ_ASSERT(memcmp(got, want, outlen) == 0 && fz_guarded(got + outlen, GUARD));
}

/* The incremental forms. The message: msg tiled up to tlen bytes, each
 * copy xored with its index, so the chunks differ. */
#define MAXTREE 40000
static uint8_t tiled[MAXTREE];

static size_t make_cuts(struct fz *f, size_t *cuts, size_t len)
{
    size_t n = fz_byte(f) % 17;
    for (size_t i = 0; i < n; i++)
        cuts[i] = fz_size(f, len);
    for (size_t i = 1; i < n; i++)
        for (size_t j = i; j > 0 && cuts[j - 1] > cuts[j]; j--) {
            size_t x = cuts[j];
            cuts[j] = cuts[j - 1];
            cuts[j - 1] = x;
        }
    cuts[n] = len;
    return n + 1;
}

static void incremental(struct fz *f, int kind, int wide, int xof, size_t outlen, size_t len, size_t slen)
{
    size_t cuts[17], ncuts, tlen = fz_size(f, MAXTREE), at = 0, first = fz_size(f, outlen);
    for (size_t i = 0; i < tlen; i++)
        tiled[i] = (uint8_t)((len ? msg[i % len] : 0) ^ (len ? i / len : i));
    fz_guard(got, sizeof got);
    fz_guard(want, sizeof want);
    if (kind == 0) {
        /* TupleHash: the message cut into items at the splits */
        symcore_span items[17];
        symcore_tuplehash_ctx c;
        ncuts = make_cuts(f, cuts, tlen);
        FZ_ASSERT((wide ? symcore_tuplehash256_init : symcore_tuplehash128_init)(&c, S, slen) == SYMCORE_OK);
        for (size_t i = 0; i < ncuts; i++) {
            items[i].ptr = tiled + at;
            items[i].len = cuts[i] - at;
            FZ_ASSERT(symcore_tuplehash_item(&c, items[i].ptr, items[i].len) == SYMCORE_OK);
            at = cuts[i];
        }
        FZ_ASSERT((xof ? (wide ? symcore_tuplehash256_xof : symcore_tuplehash128_xof)
                       : (wide ? symcore_tuplehash256 : symcore_tuplehash128))(want, outlen, items, ncuts, S,
                                                                               slen) == SYMCORE_OK);
        if (xof) {
            FZ_ASSERT(symcore_tuplehash_xof_squeeze(&c, got, first) == SYMCORE_OK);
            FZ_ASSERT(symcore_tuplehash_xof_squeeze(&c, got + first, outlen - first) == SYMCORE_OK);
        } else {
            FZ_ASSERT(symcore_tuplehash_final(&c, got, outlen) == SYMCORE_OK);
        }
    } else if (kind == 1) {
        size_t B = 1 + fz_size(f, 9000);
        symcore_parallelhash_ctx c;
        ncuts = make_cuts(f, cuts, tlen);
        FZ_ASSERT((wide ? symcore_parallelhash256_init : symcore_parallelhash128_init)(&c, B, S, slen) == SYMCORE_OK);
        for (size_t i = 0; i < ncuts; i++) {
            FZ_ASSERT(symcore_parallelhash_update(&c, tiled + at, cuts[i] - at) == SYMCORE_OK);
            at = cuts[i];
        }
        FZ_ASSERT((xof ? (wide ? symcore_parallelhash256_xof : symcore_parallelhash128_xof)
                       : (wide ? symcore_parallelhash256 : symcore_parallelhash128))(want, outlen, tiled, tlen, B,
                                                                                     S, slen) == SYMCORE_OK);
        if (xof) {
            FZ_ASSERT(symcore_parallelhash_xof_squeeze(&c, got, first) == SYMCORE_OK);
            FZ_ASSERT(symcore_parallelhash_xof_squeeze(&c, got + first, outlen - first) == SYMCORE_OK);
        } else {
            FZ_ASSERT(symcore_parallelhash_final(&c, got, outlen) == SYMCORE_OK);
        }
    } else {
        symcore_kt_ctx c, copy;
        ncuts = make_cuts(f, cuts, tlen);
        FZ_ASSERT((wide ? symcore_kt256_init : symcore_kt128_init)(&c, S, slen) == SYMCORE_OK);
        for (size_t i = 0; i < ncuts; i++) {
            FZ_ASSERT(symcore_kt_update(&c, tiled + at, cuts[i] - at) == SYMCORE_OK);
            at = cuts[i];
        }
        FZ_ASSERT((wide ? symcore_kt256 : symcore_kt128)(want, outlen, tiled, tlen, S, slen) == SYMCORE_OK);
        copy = c;
        FZ_ASSERT(symcore_kt_squeeze(&c, got, first) == SYMCORE_OK);
        FZ_ASSERT(symcore_kt_squeeze(&c, got + first, outlen - first) == SYMCORE_OK);
        FZ_ASSERT(symcore_kt_update(&c, tiled, 1) == SYMCORE_EINVAL);
        FZ_ASSERT(memcmp(got, want, outlen) == 0 && fz_guarded(got + outlen, GUARD));
        /* the copy taken before the end gives the same */
        fz_guard(got, sizeof got);
        FZ_ASSERT(symcore_kt_squeeze(&copy, got, outlen) == SYMCORE_OK);
    }
    FZ_ASSERT(memcmp(got, want, outlen) == 0 && fz_guarded(got + outlen, GUARD));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct fz f = { data, size };
    uint8_t op = fz_byte(&f);
    int wide = op >> 7, xof = (op >> 6) & 1;
    size_t outlen = fz_size(&f, MAXOUT);
    size_t keylen = fz_byte(&f) % (sizeof key + 1);
    size_t slen = fz_byte(&f) % (sizeof S + 1);
    fz_take(&f, key, keylen);
    fz_take(&f, S, slen);
    size_t len = fz_size(&f, MAXMSG);
    fz_take(&f, msg, len);
    switch (op % 8) {
    case 0: kmac(&f, wide, xof, outlen, len, keylen, slen); break;
    case 1: tuplehash(&f, wide, xof, outlen, len, slen); break;
    case 2: parallelhash(&f, wide, xof, outlen, len, slen); break;
    case 3: leaves(&f, len); break;
    case 5: incremental(&f, 0, wide, xof, outlen, len, slen); break;
    case 6: incremental(&f, 1, wide, xof, outlen, len, slen); break;
    case 7: incremental(&f, 2, wide, xof, outlen, len, slen); break;
    default: turboshake(&f, wide, outlen, len); break;
    }
    return 0;
}
