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
    free(out);
    free(ctx);
    printf("garbage_keccak: %d checks, %d failed\n", tu_checks, tu_failures);
    return tu_failures;
}
