/* garbage_contexts: the keccak module (api_checks.h).
 *
 * Each context type (symcore_sha3_ctx, symcore_xof_ctx, symcore_kmac_ctx)
 * filled with random bytes (many seeds), all zeros, all ones, and "almost
 * valid": a live context of each mode and phase with one field of its sponge
 * set to a value no live context of that type and phase holds. Every call
 * that reads the context must return SYMCORE_EINVAL, leave the context as it
 * was and write nothing to its output. Contexts and outputs are heap blocks
 * of their exact size, so the sanitizer build (SYMCORE_SANITIZE) reports any
 * access outside them; an init then revives the context.
 */
#include <symcore.h>

#include "api_checks.h"
#include "testutil.h"

#define SEEDS 3000
#define OUT_LEN 600
#define IN_LEN 1000
#define FILL 0x3c

typedef struct symcore__sponge sponge;

static uint8_t in[IN_LEN];
static uint8_t *out;   /* OUT_LEN bytes on the heap */
static sponge *ctx;    /* one context on the heap */

enum { T_SHA3, T_XOF, T_KMAC };
static const char *const type_name[3] = { "SHA-3", "XOF", "KMAC" };

static int out_untouched(void)
{
    for (size_t i = 0; i < OUT_LEN; i++)
        if (out[i] != FILL)
            return 0;
    return 1;
}

/* One call of the type on ctx: SYMCORE_EINVAL, ctx unchanged, out untouched. */
#define REFUSED(call)                                                               \
    do {                                                                            \
        memset(out, FILL, OUT_LEN);                                                 \
        int rc_ = (call);                                                           \
        CHECK(rc_ == SYMCORE_EINVAL && memcmp(ctx, &image, sizeof image) == 0 && out_untouched()); \
        if (rc_ != SYMCORE_EINVAL || memcmp(ctx, &image, sizeof image) != 0 || !out_untouched()) \
            bad = 1;                                                                \
        memcpy(ctx, &image, sizeof image);                                          \
    } while (0)

/* Every call of the type that reads a context, on the image; 1 if one was not refused. */
static int all_calls_refused(int type, const sponge *img)
{
    const sponge image = *img;
    int bad = 0;
    memcpy(ctx, &image, sizeof image);
    switch (type) {
    case T_SHA3: {
        symcore_sha3_ctx *c = (symcore_sha3_ctx *)(void *)ctx;
        REFUSED(symcore_sha3_update(c, in, IN_LEN));
        REFUSED(symcore_sha3_update(c, in, 1));
        REFUSED(symcore_sha3_update(c, NULL, 0));
        REFUSED(symcore_sha3_final(c, out + OUT_LEN - 64));
        break;
    }
    case T_XOF: {
        symcore_xof_ctx *c = (symcore_xof_ctx *)(void *)ctx;
        REFUSED(symcore_xof_absorb(c, in, IN_LEN));
        REFUSED(symcore_xof_absorb(c, in, 1));
        REFUSED(symcore_xof_absorb(c, NULL, 0));
        REFUSED(symcore_xof_squeeze(c, out, OUT_LEN));
        REFUSED(symcore_xof_squeeze(c, out, 1));
        REFUSED(symcore_xof_squeeze(c, out, 0));
        break;
    }
    default: {
        symcore_kmac_ctx *c = (symcore_kmac_ctx *)(void *)ctx;
        REFUSED(symcore_kmac_update(c, in, IN_LEN));
        REFUSED(symcore_kmac_update(c, NULL, 0));
        REFUSED(symcore_kmac_final(c, out, 64));
        REFUSED(symcore_kmac_final(c, out, OUT_LEN));
        REFUSED(symcore_kmac_final(c, NULL, 0));
        REFUSED(symcore_kmac_xof_squeeze(c, out, OUT_LEN));
        REFUSED(symcore_kmac_xof_squeeze(c, out, 0));
        break;
    }
    }
    return bad;
}

/* An init over whatever the context holds starts it afresh: its output is
 * the one-shot's. */
static void revives(int type)
{
    uint8_t want[32], got[32];
    switch (type) {
    case T_SHA3: {
        symcore_sha3_ctx *c = (symcore_sha3_ctx *)(void *)ctx;
        CHECK(symcore_sha3_init(c, 32) == SYMCORE_OK && symcore_sha3_update(c, "abc", 3) == SYMCORE_OK &&
              symcore_sha3_final(c, got) == SYMCORE_OK);
        CHECK(symcore_sha3_256(want, "abc", 3) == SYMCORE_OK);
        break;
    }
    case T_XOF: {
        symcore_xof_ctx *c = (symcore_xof_ctx *)(void *)ctx;
        CHECK(symcore_turboshake128_init(c, 0x1f) == SYMCORE_OK && symcore_xof_absorb(c, "abc", 3) == SYMCORE_OK &&
              symcore_xof_squeeze(c, got, 32) == SYMCORE_OK);
        CHECK(symcore_turboshake128(want, 32, "abc", 3, 0x1f) == SYMCORE_OK);
        break;
    }
    default: {
        symcore_kmac_ctx *c = (symcore_kmac_ctx *)(void *)ctx;
        CHECK(symcore_kmac256_init(c, "key", 3, "", 0) == SYMCORE_OK && symcore_kmac_update(c, "abc", 3) == SYMCORE_OK &&
              symcore_kmac_final(c, got, 32) == SYMCORE_OK);
        CHECK(symcore_kmac256(want, 32, "abc", 3, "", 0, "key", 3) == SYMCORE_OK);
        break;
    }
    }
    CHECK_MEM(got, want, 32, "an init over garbage");
}

static void random_contexts(void)
{
    for (int type = 0; type < 3; type++) {
        int bad = 0;
        sponge img;
        for (int seed = 0; seed < SEEDS; seed++) {
            tu_fill_random((uint8_t *)&img, sizeof img);
            if (seed % 4 == 1)
                memset(&img, 0, sizeof img.state); /* a zero state under random fields */
            bad |= all_calls_refused(type, &img);
        }
        memset(&img, 0, sizeof img);
        bad |= all_calls_refused(type, &img);
        memset(&img, 0xff, sizeof img);
        bad |= all_calls_refused(type, &img);
        if (bad)
            fprintf(stderr, "  random, zero or all-ones %s contexts were not all refused\n", type_name[type]);
        revives(type);
    }
}

/* Live contexts: every mode and phase of each type. */
struct live {
    int type;
    const char *name;
    sponge img;
};

static size_t make_live(struct live *l)
{
    size_t n = 0;
    static const size_t sha3_sizes[4] = { 28, 32, 48, 64 };
    uint8_t tmp[8];
    for (int i = 0; i < 4; i++) {
        symcore_sha3_ctx c;
        memset(&c, 0, sizeof c); /* padding defined: the images are compared byte for byte */
        CHECK(symcore_sha3_init(&c, sha3_sizes[i]) == SYMCORE_OK && symcore_sha3_update(&c, in, 5 + 50 * (size_t)i) == SYMCORE_OK);
        l[n].type = T_SHA3;
        l[n].name = "SHA-3";
        l[n++].img = c.sponge;
    }
    for (int phase = 0; phase < 2; phase++) {
        symcore_xof_ctx x;
        memset(&x, 0, sizeof x);
        for (int k = 0; k < 4; k++) {
            int rc = k == 0   ? symcore_shake128_init(&x)
                     : k == 1 ? symcore_cshake256_init(&x, "N", 1, "S", 1)
                     : k == 2 ? symcore_turboshake128_init(&x, 0x01)
                              : symcore_turboshake256_init(&x, 0x7f);
            CHECK(rc == SYMCORE_OK && symcore_xof_absorb(&x, in, 7) == SYMCORE_OK);
            if (phase)
                CHECK(symcore_xof_squeeze(&x, tmp, sizeof tmp) == SYMCORE_OK);
            l[n].type = T_XOF;
            l[n].name = phase ? "XOF squeezing" : "XOF absorbing";
            l[n++].img = x.sponge;
        }
        symcore_kmac_ctx m;
        memset(&m, 0, sizeof m);
        CHECK((phase ? symcore_kmac256_init(&m, "k", 1, "S", 1) : symcore_kmac128_init(&m, "k", 1, "", 0)) ==
              SYMCORE_OK);
        CHECK(symcore_kmac_update(&m, in, 9) == SYMCORE_OK);
        if (phase)
            CHECK(symcore_kmac_xof_squeeze(&m, tmp, sizeof tmp) == SYMCORE_OK);
        l[n].type = T_KMAC;
        l[n].name = phase ? "KMACXOF squeezing" : "KMAC absorbing";
        l[n++].img = m.sponge;
    }
    return n;
}

/* The control: a call that reads every field accepts the live image. */
static int accepted(int type, const sponge *img)
{
    int rc;
    memcpy(ctx, img, sizeof *img);
    if (type == T_SHA3)
        rc = symcore_sha3_final((symcore_sha3_ctx *)(void *)ctx, out);
    else if (type == T_XOF)
        rc = symcore_xof_squeeze((symcore_xof_ctx *)(void *)ctx, out, 1);
    else
        rc = symcore_kmac_xof_squeeze((symcore_kmac_ctx *)(void *)ctx, out, 1);
    return rc == SYMCORE_OK;
}

/* Values no live context of the image's type and phase holds, field by field. */
static void almost_valid(void)
{
    struct live live[16];
    size_t n = make_live(live);
    for (size_t i = 0; i < n; i++) {
        const sponge good = live[i].img;
        const int type = live[i].type;
        int bad = 0;
        sponge img;
        /* the live image itself is accepted: the corruptions below are what is refused */
        CHECK(accepted(type, &good));
        {
            const uint16_t rate = good.rate;
            const uint16_t bad_rates[] = { 0, 7, 8, 64, 71, 73, 169, 176, 200, 208, 0x8000, 0xffff,
                                           /* rates of the other modes */
                                           type == T_SHA3 ? (uint16_t)(rate == 136 ? 168 : 136) : (uint16_t)144,
                                           type == T_SHA3 ? (uint16_t)(rate == 72 ? 104 : 72) : (uint16_t)72 };
            for (size_t k = 0; k < sizeof bad_rates / sizeof bad_rates[0]; k++) {
                img = good;
                img.rate = bad_rates[k];
                bad |= all_calls_refused(type, &img);
            }
        }
        {
            /* absorbing: pos < rate; squeezing: 1 <= pos <= rate */
            const uint16_t bad_pos[] = { good.rate, (uint16_t)(good.rate + 1), 200, 0xffff,
                                         good.squeezing ? (uint16_t)0 : (uint16_t)(good.rate + 8) };
            for (size_t k = 0; k < sizeof bad_pos / sizeof bad_pos[0]; k++) {
                if (good.squeezing && bad_pos[k] == good.rate)
                    continue; /* a full block is a valid squeezing position */
                img = good;
                img.pos = bad_pos[k];
                bad |= all_calls_refused(type, &img);
            }
        }
        {
            const uint8_t bad_pad[] = { 0x00, 0x80, 0xff,
                                        good.rounds == 12 ? 0x80 : type == T_SHA3 ? 0x1f : 0x06,
                                        good.rounds == 12 ? 0xc0 : type == T_KMAC ? 0x1f : 0x07 };
            for (size_t k = 0; k < sizeof bad_pad; k++) {
                img = good;
                img.pad = bad_pad[k];
                bad |= all_calls_refused(type, &img);
            }
        }
        {
            const uint8_t bad_rounds[] = { 0, 1, 11, 13, 23, 25, 48, 0xff,
                                           /* 12 rounds under SHA-3's or KMAC's pad */
                                           good.rounds == 12 || type == T_XOF ? 0 : 12 };
            for (size_t k = 0; k < sizeof bad_rounds; k++) {
                img = good;
                img.rounds = bad_rounds[k];
                bad |= all_calls_refused(type, &img);
            }
        }
        {
            const uint8_t bad_squeezing[] = { 2, 0x80, 0xff, type == T_SHA3 ? 1 : 2 };
            for (size_t k = 0; k < sizeof bad_squeezing; k++) {
                img = good;
                img.squeezing = bad_squeezing[k];
                bad |= all_calls_refused(type, &img);
            }
        }
        {
            /* SHA-3: a size other than the rate's; the others: any size */
            const uint8_t bad_outlen[] = { type == T_SHA3 ? 0 : 28, 1, 33, 0xff,
                                           type == T_SHA3 ? (uint8_t)(good.outlen == 64 ? 32 : 64) : 64 };
            for (size_t k = 0; k < sizeof bad_outlen; k++) {
                img = good;
                img.outlen = bad_outlen[k];
                bad |= all_calls_refused(type, &img);
            }
        }
        {
            /* the other types' tags, and none; KMAC's two phases swapped */
            const uint8_t modes[] = { 0x00, 0x33, 0x78, 0x4b, 0x58, 0xff };
            for (size_t k = 0; k < sizeof modes; k++) {
                if (modes[k] == good.mode)
                    continue;
                img = good;
                img.mode = modes[k];
                /* a KMAC image with its phase tag swapped and the squeezing
                 * flag left: refused by the mode/phase agreement */
                bad |= all_calls_refused(type, &img);
            }
        }
        if (bad)
            fprintf(stderr, "  an almost-valid %s context (one field corrupted) was not refused\n", live[i].name);
        CHECK(!bad);
    }
}

/* The incremental tree and tuple hashes: their own types, each a heap block
 * of its exact size. */
enum { G_TUPLE, G_PH, G_KT };
static const char *const g_name[3] = { "TupleHash", "ParallelHash", "KT" };
static const size_t g_size[3] = { sizeof(symcore_tuplehash_ctx), sizeof(symcore_parallelhash_ctx),
                                  sizeof(symcore_kt_ctx) };
static unsigned char *gctx; /* g_size[type] bytes on the heap, reallocated per type */

#define G_REFUSED(call)                                                                          \
    do {                                                                                         \
        memset(out, FILL, OUT_LEN);                                                              \
        int rc_ = (call);                                                                        \
        int ok_ = rc_ == SYMCORE_EINVAL && memcmp(gctx, image, size) == 0 && out_untouched();    \
        CHECK(ok_);                                                                              \
        if (!ok_)                                                                                \
            bad = 1;                                                                             \
        memcpy(gctx, image, size);                                                               \
    } while (0)

static int g_all_refused(int type, const unsigned char *image)
{
    const size_t size = g_size[type];
    int bad = 0;
    free(gctx);
    gctx = (unsigned char *)malloc(size);
    if (gctx == NULL) {
        fprintf(stderr, "garbage_keccak: out of memory\n");
        exit(2);
    }
    memcpy(gctx, image, size);
    if (type == G_TUPLE) {
        symcore_tuplehash_ctx *c = (symcore_tuplehash_ctx *)(void *)gctx;
        G_REFUSED(symcore_tuplehash_item(c, in, IN_LEN));
        G_REFUSED(symcore_tuplehash_item(c, NULL, 0));
        G_REFUSED(symcore_tuplehash_final(c, out, 64));
        G_REFUSED(symcore_tuplehash_final(c, NULL, 0));
        G_REFUSED(symcore_tuplehash_xof_squeeze(c, out, OUT_LEN));
        G_REFUSED(symcore_tuplehash_xof_squeeze(c, out, 0));
    } else if (type == G_PH) {
        symcore_parallelhash_ctx *c = (symcore_parallelhash_ctx *)(void *)gctx;
        G_REFUSED(symcore_parallelhash_update(c, in, IN_LEN));
        G_REFUSED(symcore_parallelhash_update(c, in, 1));
        G_REFUSED(symcore_parallelhash_update(c, NULL, 0));
        G_REFUSED(symcore_parallelhash_final(c, out, 64));
        G_REFUSED(symcore_parallelhash_xof_squeeze(c, out, OUT_LEN));
        G_REFUSED(symcore_parallelhash_xof_squeeze(c, out, 0));
    } else {
        symcore_kt_ctx *c = (symcore_kt_ctx *)(void *)gctx;
        G_REFUSED(symcore_kt_update(c, in, IN_LEN));
        G_REFUSED(symcore_kt_update(c, in, 1));
        G_REFUSED(symcore_kt_update(c, NULL, 0));
        G_REFUSED(symcore_kt_squeeze(c, out, OUT_LEN));
        G_REFUSED(symcore_kt_squeeze(c, out, 0));
    }
    return bad;
}

/* The control: the call that reads every field accepts a live image. */
static int g_accepted(int type, const unsigned char *image)
{
    int rc;
    free(gctx);
    gctx = (unsigned char *)malloc(g_size[type]);
    if (gctx == NULL)
        exit(2);
    memcpy(gctx, image, g_size[type]);
    if (type == G_TUPLE)
        rc = symcore_tuplehash_xof_squeeze((symcore_tuplehash_ctx *)(void *)gctx, out, 1);
    else if (type == G_PH)
        rc = symcore_parallelhash_xof_squeeze((symcore_parallelhash_ctx *)(void *)gctx, out, 1);
    else
        rc = symcore_kt_squeeze((symcore_kt_ctx *)(void *)gctx, out, 1);
    return rc == SYMCORE_OK;
}

static void g_random(void)
{
    static unsigned char img[sizeof(symcore_kt_ctx)];
    for (int type = 0; type < 3; type++) {
        int bad = 0;
        for (int seed = 0; seed < SEEDS; seed++) {
            tu_fill_random(img, g_size[type]);
            bad |= g_all_refused(type, img);
        }
        memset(img, 0, sizeof img);
        bad |= g_all_refused(type, img);
        memset(img, 0xff, sizeof img);
        bad |= g_all_refused(type, img);
        if (bad)
            fprintf(stderr, "  random, zero or all-ones %s contexts were not all refused\n", g_name[type]);
    }
}

/* One sponge of an image corrupted field by field (the final node, or the
 * leaf sponge while it is in use). */
static int g_corrupt_sponge(int type, const unsigned char *good, size_t off)
{
    static unsigned char img[sizeof(symcore_kt_ctx)];
    sponge sp;
    int bad = 0;
    const size_t size = g_size[type];
#define G_FIELD(field, values)                                                          \
    for (size_t k_ = 0; k_ < sizeof(values) / sizeof((values)[0]); k_++) {              \
        memcpy(img, good, size);                                                        \
        memcpy(&sp, img + off, sizeof sp);                                              \
        if (sp.field == (values)[k_])                                                   \
            continue;                                                                   \
        sp.field = (values)[k_];                                                        \
        memcpy(img + off, &sp, sizeof sp);                                              \
        if (g_all_refused(type, img)) { bad = 1; fprintf(stderr, "  field %s = %lu at offset %zu\n", #field, (unsigned long)(values)[k_], off); } \
    }
    sponge g0; /* the fields as they are, for the values below */
    memcpy(&g0, good + off, sizeof g0);
    {
        /* the other valid rate only for a leaf sponge, which must match its
         * final node's: a final node of the other rate can be live */
        const uint16_t rates[] = { 0, 8, 72, 104, 144, off != 0 ? (uint16_t)(g0.rate == 168 ? 136 : 168) : 0, 200, 0xffff };
        G_FIELD(rate, rates)
    }
    {
        const uint16_t poss[] = { g0.squeezing ? (uint16_t)0 : g0.rate, (uint16_t)(g0.rate + 1), 0xffff };
        G_FIELD(pos, poss)
    }
    {
        const uint8_t pads[] = { 0x00, 0x01, 0x04, 0x05, 0x1f, 0x0b, 0x80, 0xff };
        G_FIELD(pad, pads)
    }
    {
        const uint8_t rounds[] = { 0, 12, 24, 11, 25, 0xff };
        G_FIELD(rounds, rounds)
    }
    {
        const uint8_t sq[] = { 0, 1, 2, 0xff };
        G_FIELD(squeezing, sq)
    }
    {
        const uint8_t ol[] = { 28, 32, 0xff };
        G_FIELD(outlen, ol)
    }
    {
        const uint8_t modes[] = { 0x00, 0x33, 0x78, 0x4b, 0x58, 0x54, 0x74, 0x50, 0x70, 0x6b, 0x4f, 0x4c, 0xff };
        G_FIELD(mode, modes)
    }
#undef G_FIELD
    return bad;
}

/* Live contexts of each type and phase, each with one field set to a value
 * no live context of that type and phase holds. */
static void g_almost_valid(void)
{
    static uint8_t m[3 * 8192 + 300];
    uint8_t o[8];
    struct {
        int type;
        const char *name;
        unsigned char img[sizeof(symcore_kt_ctx)];
        size_t leaf_off; /* 0: no leaf sponge in use */
    } live[8];
    size_t n = 0;
    memset(live, 0, sizeof live);
    {
        symcore_tuplehash_ctx t;
        memset(&t, 0, sizeof t);
        CHECK(symcore_tuplehash256_init(&t, "S", 1) == SYMCORE_OK && symcore_tuplehash_item(&t, in, 20) == SYMCORE_OK);
        live[n].type = G_TUPLE, live[n].name = "TupleHash taking items";
        memcpy(live[n++].img, &t, sizeof t);
        CHECK(symcore_tuplehash_xof_squeeze(&t, o, 3) == SYMCORE_OK);
        live[n].type = G_TUPLE, live[n].name = "TupleHashXOF squeezing";
        memcpy(live[n++].img, &t, sizeof t);
    }
    {
        symcore_parallelhash_ctx p;
        memset(&p, 0, sizeof p);
        CHECK(symcore_parallelhash128_init(&p, 1000, "", 0) == SYMCORE_OK && symcore_parallelhash_update(&p, m, 2500) == SYMCORE_OK);
        live[n].type = G_PH, live[n].name = "ParallelHash, a block part absorbed";
        live[n].leaf_off = offsetof(symcore_parallelhash_ctx, leaf);
        memcpy(live[n++].img, &p, sizeof p);
        CHECK(symcore_parallelhash_xof_squeeze(&p, o, 3) == SYMCORE_OK);
        live[n].type = G_PH, live[n].name = "ParallelHashXOF squeezing";
        memcpy(live[n++].img, &p, sizeof p);
    }
    {
        symcore_kt_ctx k;
        memset(&k, 0, sizeof k);
        CHECK(symcore_kt256_init(&k, "C", 1) == SYMCORE_OK && symcore_kt_update(&k, m, 100) == SYMCORE_OK);
        live[n].type = G_KT, live[n].name = "KT in its first chunk";
        memcpy(live[n++].img, &k, sizeof k);
        CHECK(symcore_kt_update(&k, m, sizeof m - 100) == SYMCORE_OK);
        live[n].type = G_KT, live[n].name = "KT, a chunk part absorbed";
        live[n].leaf_off = offsetof(symcore_kt_ctx, leaf);
        memcpy(live[n++].img, &k, sizeof k);
        CHECK(symcore_kt_squeeze(&k, o, 3) == SYMCORE_OK);
        live[n].type = G_KT, live[n].name = "KT squeezing";
        memcpy(live[n++].img, &k, sizeof k);
    }
    for (size_t i = 0; i < n; i++) {
        const int type = live[i].type;
        unsigned char img[sizeof(symcore_kt_ctx)];
        int bad = 0;
        CHECK(g_accepted(type, live[i].img));
        bad |= g_corrupt_sponge(type, live[i].img, 0);
        if (live[i].leaf_off != 0)
            bad |= g_corrupt_sponge(type, live[i].img, live[i].leaf_off);
        if (type == G_PH && live[i].leaf_off != 0) {
            symcore_parallelhash_ctx p;
            /* block_pos is 500: a block size of 500 or less, or past size_t */
            const uint64_t sizes[] = { 0, 1, 499, 500,
#if SIZE_MAX < UINT64_MAX
                                       (uint64_t)SIZE_MAX + 1, UINT64_MAX
#endif
            };
            memcpy(&p, live[i].img, sizeof p);
            CHECK(p.block_pos == 500);
            for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
                memcpy(img, live[i].img, sizeof p);
                ((symcore_parallelhash_ctx *)(void *)img)->block_size = sizes[k];
                bad |= g_all_refused(type, img);
            }
            memcpy(img, live[i].img, sizeof p);
            ((symcore_parallelhash_ctx *)(void *)img)->block_pos = 1000;
            bad |= g_all_refused(type, img);
            memcpy(img, live[i].img, sizeof p);
            ((symcore_parallelhash_ctx *)(void *)img)->block_pos = UINT64_MAX;
            bad |= g_all_refused(type, img);
            memcpy(img, live[i].img, sizeof p);
            ((symcore_parallelhash_ctx *)(void *)img)->blocks = UINT64_MAX;
            bad |= g_all_refused(type, img);
            (void)p;
        }
        if (type == G_KT && i + 1 < n) {
            /* absorbing: clen past the array; a count past 2^64 - 512, or one
             * that disagrees with the final node's position or the leaf's */
            const uint64_t totals[] = { UINT64_MAX, UINT64_MAX - 511, 8192 + 8192 + 1, 3 };
            memcpy(img, live[i].img, sizeof(symcore_kt_ctx));
            ((symcore_kt_ctx *)(void *)img)->clen = SYMCORE_KT_MAX_CUSTOM + 1;
            bad |= g_all_refused(type, img);
            memcpy(img, live[i].img, sizeof(symcore_kt_ctx));
            ((symcore_kt_ctx *)(void *)img)->clen = 0xffff;
            bad |= g_all_refused(type, img);
            for (size_t k = 0; k < 4; k++) {
                memcpy(img, live[i].img, sizeof(symcore_kt_ctx));
                ((symcore_kt_ctx *)(void *)img)->total = totals[k];
                bad |= g_all_refused(type, img);
            }
        }
        if (bad)
            fprintf(stderr, "  an almost-valid %s context (one field corrupted) was not refused\n", live[i].name);
        CHECK(!bad);
    }
}

/* SHAKE x4 contexts: random bytes, zeros, all ones, the other type's live
 * context, and live contexts with one field changed. Every squeeze must be
 * refused with the context and all four outputs untouched; an absorb then
 * revives the context. */
static symcore_shake128x4_ctx *x4ctx; /* one context on the heap, of either type */

static int x4_refused(const symcore_shake128x4_ctx *img)
{
    int bad = 0;
    for (int type = 0; type < 2; type++)
        for (size_t len = 0; len <= OUT_LEN / 4; len += OUT_LEN / 8) {
            int rc;
            memcpy(x4ctx, img, sizeof *img);
            memset(out, FILL, OUT_LEN);
            rc = type == 0 ? symcore_shake128x4_squeeze(x4ctx, out, out + OUT_LEN / 4, out + OUT_LEN / 2,
                                                         out + 3 * (OUT_LEN / 4), len)
                           : symcore_shake256x4_squeeze((symcore_shake256x4_ctx *)(void *)x4ctx, out,
                                                         out + OUT_LEN / 4, out + OUT_LEN / 2,
                                                         out + 3 * (OUT_LEN / 4), len);
            if (rc != SYMCORE_EINVAL || memcmp(x4ctx, img, sizeof *img) != 0 || !out_untouched())
                bad = 1;
        }
    CHECK(bad == 0);
    return bad;
}

static void x4_revives(void)
{
    uint8_t got[4][40], want[40];
    CHECK(symcore_shake128x4_absorb(x4ctx, in, in + 1, in + 2, in + 3, 200) == SYMCORE_OK &&
          symcore_shake128x4_squeeze(x4ctx, got[0], got[1], got[2], got[3], 40) == SYMCORE_OK);
    for (int j = 0; j < 4; j++) {
        CHECK(symcore_shake128(want, 40, in + j, 200) == SYMCORE_OK);
        CHECK_MEM(got[j], want, 40, "a SHAKE128x4 absorb over garbage");
    }
}

static void x4_garbage(void)
{
    symcore_shake128x4_ctx img;
    symcore_shake256x4_ctx other;
    int bad = 0;
    x4ctx = (symcore_shake128x4_ctx *)malloc(sizeof *x4ctx);
    CHECK(x4ctx != NULL);
    if (x4ctx == NULL)
        return;
    for (int seed = 0; seed < SEEDS / 4; seed++) {
        tu_fill_random((uint8_t *)&img, sizeof img);
        bad |= x4_refused(&img);
    }
    memset(&img, 0, sizeof img);
    bad |= x4_refused(&img);
    memset(&img, 0xff, sizeof img);
    bad |= x4_refused(&img);
    if (bad)
        fprintf(stderr, "  random, zero or all-ones SHAKE x4 contexts were not all refused\n");
    x4_revives();

    /* almost valid: a live SHAKE256x4 context as a SHAKE128x4 one, and live
     * contexts with their rate, position or mode off by a little */
    memset(&other, 0, sizeof other);
    CHECK(symcore_shake256x4_absorb(&other, in, in, in, in, 10) == SYMCORE_OK);
    memcpy(&img, &other, sizeof img);
    {
        int rc;
        memcpy(x4ctx, &img, sizeof img);
        memset(out, FILL, OUT_LEN);
        rc = symcore_shake128x4_squeeze(x4ctx, out, out + 100, out + 200, out + 300, 50);
        CHECK(rc == SYMCORE_EINVAL && memcmp(x4ctx, &img, sizeof img) == 0 && out_untouched());
    }
    for (int field = 0; field < 6; field++) {
        uint8_t tmp[4][3];
        memset(&img, 0, sizeof img);
        CHECK(symcore_shake128x4_absorb(&img, in, in, in, in, 10) == SYMCORE_OK);
        if (field >= 3) /* a context part way through a block */
            CHECK(symcore_shake128x4_squeeze(&img, tmp[0], tmp[1], tmp[2], tmp[3], 3) == SYMCORE_OK);
        /* the control: the live image is accepted */
        memcpy(x4ctx, &img, sizeof img);
        CHECK(symcore_shake128x4_squeeze(x4ctx, out, out + 100, out + 200, out + 300, 1) == SYMCORE_OK);
        switch (field % 3) {
        case 0: img.sponge.rate = 136; break;
        case 1: img.sponge.pos = field >= 3 ? 0 : 169; break;
        default: img.sponge.mode ^= 0x03; break;
        }
        x4_refused(&img);
    }
    x4_revives();
    free(x4ctx);
}

int garbage_keccak(void)
{
    out = (uint8_t *)malloc(OUT_LEN);
    ctx = (sponge *)malloc(sizeof *ctx);
    if (out == NULL || ctx == NULL) {
        fprintf(stderr, "garbage_keccak: out of memory\n");
        return 1;
    }
    tu_fill_random(in, sizeof in);
    random_contexts();
    almost_valid();
    g_random();
    g_almost_valid();
    x4_garbage();
    free(gctx);
    free(out);
    free(ctx);
    printf("garbage_keccak: %d checks, %d failed\n", tu_checks, tu_failures);
    return tu_failures;
}
