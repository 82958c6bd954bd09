/* SHAKE128x4 and SHAKE256x4 against four single SHAKE calls, on every x4
 * permutation this CPU runs (forced in turn), the four-single-state one
 * under each single-state backend: every input length up to three blocks
 * and a half, squeezes split at every point of a three-block output and at
 * random points, sentinels after every output, and a context copied by
 * struct assignment squeezing on like the original. */
#include <symcore.h>

#include "keccak/keccak_internal.h"
#include "testutil.h"

#define MAX_IN (4 * 168)
#define MAX_OUT (4 * 168 + 9)

static uint8_t in[4][MAX_IN];
static uint8_t got[4][MAX_OUT + TU_GUARD], want[4][MAX_OUT];

/* the two variants behind one signature */
static int absorb(unsigned rate, void *ctx, size_t len)
{
    return rate == 168 ? symcore_shake128x4_absorb((symcore_shake128x4_ctx *)ctx, in[0], in[1], in[2], in[3], len)
                       : symcore_shake256x4_absorb((symcore_shake256x4_ctx *)ctx, in[0], in[1], in[2], in[3], len);
}
static int squeeze(unsigned rate, void *ctx, size_t at, size_t len)
{
    return rate == 168 ? symcore_shake128x4_squeeze((symcore_shake128x4_ctx *)ctx, got[0] + at, got[1] + at,
                                                    got[2] + at, got[3] + at, len)
                       : symcore_shake256x4_squeeze((symcore_shake256x4_ctx *)ctx, got[0] + at, got[1] + at,
                                                    got[2] + at, got[3] + at, len);
}
static void reference(unsigned rate, size_t inlen, size_t outlen)
{
    for (unsigned j = 0; j < 4; j++)
        CHECK((rate == 168 ? symcore_shake128(want[j], outlen, in[j], inlen)
                           : symcore_shake256(want[j], outlen, in[j], inlen)) == SYMCORE_OK);
}
static void prepare(size_t outlen)
{
    for (unsigned j = 0; j < 4; j++) {
        memset(got[j], 0, outlen);
        tu_guard_init(got[j], outlen);
    }
}
/* 1 if the four streams match, their sentinels intact */
static int matches(size_t outlen)
{
    int ok = 1;
    for (unsigned j = 0; j < 4; j++)
        ok &= memcmp(got[j], want[j], outlen) == 0 && tu_guard_ok(got[j], outlen);
    return ok;
}

typedef union {
    symcore_shake128x4_ctx c128;
    symcore_shake256x4_ctx c256;
} any_ctx;

static void every_length(unsigned rate, const char *what)
{
    const size_t outlen = 2 * rate + 9;
    int bad = 0;
    for (size_t len = 0; len <= 3 * rate + rate / 2 && len <= MAX_IN; len++) {
        any_ctx ctx;
        reference(rate, len, outlen);
        prepare(outlen);
        CHECK(absorb(rate, &ctx, len) == SYMCORE_OK && squeeze(rate, &ctx, 0, outlen) == SYMCORE_OK);
        if (!matches(outlen) && bad++ == 0)
            fprintf(stderr, "%s rate %u: input length %zu differs\n", what, rate, len);
    }
    CHECK(bad == 0);
}

static void every_split(unsigned rate, const char *what)
{
    const size_t inlen = 34, outlen = 3 * rate + 7;
    int bad = 0;
    reference(rate, inlen, outlen);
    for (size_t cut = 0; cut <= outlen; cut++) {
        any_ctx ctx, copy;
        prepare(outlen);
        CHECK(absorb(rate, &ctx, inlen) == SYMCORE_OK && squeeze(rate, &ctx, 0, cut) == SYMCORE_OK);
        copy = ctx;
        CHECK(squeeze(rate, &ctx, cut, outlen - cut) == SYMCORE_OK);
        if (!matches(outlen) && bad++ == 0)
            fprintf(stderr, "%s rate %u: squeeze split at %zu differs\n", what, rate, cut);
        /* the copy goes on from the cut as the original did */
        prepare(outlen);
        memcpy(got[0], want[0], cut), memcpy(got[1], want[1], cut);
        memcpy(got[2], want[2], cut), memcpy(got[3], want[3], cut);
        CHECK(squeeze(rate, &copy, cut, outlen - cut) == SYMCORE_OK);
        if (!matches(outlen) && bad++ == 0)
            fprintf(stderr, "%s rate %u: a copy made at %zu differs\n", what, rate, cut);
    }
    /* random pieces, zero-length ones included, from random input lengths */
    for (int trial = 0; trial < 200; trial++) {
        any_ctx ctx;
        size_t len = (size_t)(tu_rand64() % (MAX_IN + 1)), at = 0;
        reference(rate, len, MAX_OUT);
        prepare(MAX_OUT);
        CHECK(absorb(rate, &ctx, len) == SYMCORE_OK);
        while (at < MAX_OUT) {
            size_t piece = (size_t)(tu_rand64() % (tu_rand64() % 2 ? 9 : rate + 40));
            if (piece > MAX_OUT - at)
                piece = MAX_OUT - at;
            CHECK(squeeze(rate, &ctx, at, piece) == SYMCORE_OK);
            at += piece;
        }
        if (!matches(MAX_OUT) && bad++ == 0)
            fprintf(stderr, "%s rate %u: random split of input length %zu differs\n", what, rate, len);
    }
    CHECK(bad == 0);
}

static void compare(const struct sc_keccak_x4_backend *b)
{
    symcore__keccak_x4_forced = b;
    CHECK(symcore__keccak_x4_backend() == b);
    every_length(168, b->name);
    every_length(136, b->name);
    every_split(168, b->name);
    every_split(136, b->name);
    symcore__keccak_x4_forced = NULL;
}

int main(void)
{
    for (unsigned j = 0; j < 4; j++)
        tu_fill_random(in[j], MAX_IN);
    printf("x4 backend selected: %s\n", symcore__keccak_x4_backend()->name);
    /* the dispatched one, then each forced */
    every_length(168, "dispatched");
    every_split(136, "dispatched");
    /* each x4 permutation this CPU runs; the scalar one under each
     * single-state backend */
    const struct sc_keccak_x4_backend *list[SC_KECCAK_X4_BACKENDS];
    const size_t nb = symcore__keccak_x4_backends(list);
    for (size_t i = 0; i < nb; i++) {
        if (list[i] != &symcore__keccak_x4_scalar) {
            compare(list[i]);
            continue;
        }
        symcore__keccak_forced = &symcore__keccak_portable;
        compare(list[i]);
#if SC_X86_64
        if (symcore__cpu_features() & SC_CPU_X86_64_V3) {
            symcore__keccak_forced = &symcore__keccak_x86_64_v3;
            compare(list[i]);
        }
#endif
        symcore__keccak_forced = NULL;
    }
    printf("x4 backends compared: %zu (this CPU runs", nb);
    for (size_t i = 0; i < nb; i++)
        printf(" %s%s", list[i]->name, i + 1 < nb ? "," : ")\n");
    return tu_finish("shake_x4");
}
