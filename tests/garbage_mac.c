/* garbage_contexts: the mac module (api_checks.h). Its context types are
 * symcore_poly1305_ctx and symcore_secretstream_state (ChaCha20 and the
 * AEADs are one-shot calls; the secretstream's cases are at the end).
 *
 * Contexts filled with random bytes (many seeds), all zeros, all 0xff, and
 * "almost valid" ones - a live context with its liveness word or its buffer
 * length corrupted, every single bit and a set of chosen values - are each
 * given every call: update (lengths across the block size, NULL with 0),
 * final, verify (and init with a NULL key). Each must return SYMCORE_EINVAL,
 * leave the context byte for byte as it was and write no tag byte. Each call
 * runs on a heap copy of exactly sizeof the context, so that the sanitizer
 * build reports any access past it, and, where mmap is available, on a
 * read-only copy that ends at an unmapped page.
 *
 * The accumulator, r and s words are not lengths or indexes and cannot be
 * told from valid ones: a live context with garbage there gives a wrong tag,
 * and those are checked only for staying inside the context (last case). */
#include <symcore.h>
#include <stdlib.h>

#include "api_checks.h"
#include "poly1305/poly1305_internal.h"
#include "readonly_page.h"
#include "testutil.h"

static uint8_t msg[100];

/* Whether the library is bound to take ctx as live (by its two checked fields). */
static int fields_live(const symcore_poly1305_ctx *ctx)
{
    return ctx->keyed == symcore__poly1305_backend()->live && ctx->buflen < 16;
}

/* One call, by number, on ctx with tag as its output; returns its code. */
static int call(int which, symcore_poly1305_ctx *ctx, uint8_t *tag)
{
    static const size_t lens[] = { 0, 1, 15, 16, 17, 100 };
    if (which < 6)
        return symcore_poly1305_update(ctx, msg, lens[which]);
    switch (which) {
    case 6: return symcore_poly1305_update(ctx, NULL, 0);
    case 7: return symcore_poly1305_final(ctx, tag);
    case 8: return symcore_poly1305_verify(ctx, tag);
    default: return symcore_poly1305_init(ctx, NULL);
    }
}
#define NCALLS 10

/* Every call on a copy of g, which must be inert. Returns the failed checks. */
static int inert(const symcore_poly1305_ctx *g)
{
    int fails = tu_failures;
    for (int which = 0; which < NCALLS; which++) {
        /* a heap copy of exactly the context's size: the sanitizers see past it */
        symcore_poly1305_ctx *h = (symcore_poly1305_ctx *)malloc(sizeof *h);
        uint8_t tag[16 + TU_GUARD];
        CHECK(h != NULL);
        if (h == NULL)
            return 1;
        memcpy(h, g, sizeof *h);
        memset(tag, TU_SENTINEL, sizeof tag);
        CHECK(call(which, h, tag) == SYMCORE_EINVAL);
        CHECK(memcmp(h, g, sizeof *h) == 0);
        CHECK(tu_guard_ok(tag, 0));
        free(h);
        /* a read-only copy, its tag in the same block: any write faults */
        if (ro_available()) {
            struct {
                symcore_poly1305_ctx ctx;
                uint8_t tag[16];
            } both;
            memcpy(&both.ctx, g, sizeof both.ctx);
            memset(both.tag, TU_SENTINEL, sizeof both.tag);
            void *ro = ro_copy(&both, sizeof both);
            CHECK(ro != NULL);
            if (ro != NULL)
                CHECK(call(which, (symcore_poly1305_ctx *)ro, (uint8_t *)ro + sizeof both.ctx) == SYMCORE_EINVAL);
        }
        if (tu_failures != fails)
            fprintf(stderr, "  (call %d; keyed %08x, buflen %zu)\n", which, g->keyed, g->buflen);
    }
    /* every call ran, so that the sanitizers see each one; the caller stops
     * after a few failing contexts */
    return tu_failures - fails;
}

/* A live context: keyed, with 0..15 bytes buffered. */
static void live_ctx(symcore_poly1305_ctx *c, size_t buffered)
{
    uint8_t key[32];
    tu_fill_random(key, sizeof key);
    memset(c, 0, sizeof *c); /* init leaves the unused buffer bytes as they were: compared whole below */
    CHECK(symcore_poly1305_init(c, key) == SYMCORE_OK);
    CHECK(symcore_poly1305_update(c, msg, 32 + buffered) == SYMCORE_OK);
    CHECK(fields_live(c));
}

static void random_contexts(void)
{
    symcore_poly1305_ctx g;
    int skipped = 0;
    for (uint64_t seed = 1; seed <= 3000; seed++) {
        tu_rng_state = 0x9e3779b97f4a7c15ull * seed;
        tu_fill_random((uint8_t *)&g, sizeof g);
        if (fields_live(&g)) { /* at most 2^-60 a draw (32-bit size_t): never here */
            skipped++;
            continue;
        }
        if (inert(&g) && tu_failures > 20)
            return;
    }
    CHECK(skipped == 0);
    memset(&g, 0, sizeof g);
    inert(&g);
    memset(&g, 0xff, sizeof g);
    inert(&g);
    /* the bytes a finished, a wiped and a never-keyed-but-zeroed context hold */
    live_ctx(&g, 3);
    CHECK(symcore_poly1305_final(&g, msg + 50) == SYMCORE_OK);
    inert(&g);
    live_ctx(&g, 3);
    symcore_wipe(&g, sizeof g);
    inert(&g);
}

/* A live context with one of its checked fields corrupted. */
static void almost_valid(void)
{
    symcore_poly1305_ctx g;
    const unsigned other = symcore__poly1305_backend()->live == SC_POLY1305_LIVE_P64 ? SC_POLY1305_LIVE_P32
                                                                                      : SC_POLY1305_LIVE_P64;
    for (size_t buffered = 0; buffered < 16; buffered += 5) {
        live_ctx(&g, buffered);
        const unsigned keyed = g.keyed;
        const size_t buflen = g.buflen;
        /* the liveness word: every single bit flipped, and chosen values (the
         * other state layout's word: a state this backend must not run) */
        const unsigned words[] = { 0, 1, other, ~keyed, keyed + 1, keyed - 1, 0xffffffffu };
        for (int bit = 0; bit < 32; bit++) {
            g.keyed = keyed ^ (1u << bit);
            if (inert(&g) && tu_failures > 20)
                return;
        }
        for (size_t i = 0; i < sizeof words / sizeof words[0]; i++) {
            g.keyed = words[i];
            if (inert(&g) && tu_failures > 20)
                return;
        }
        g.keyed = keyed;
        /* the buffer length: every bit that makes it 16 or more, and chosen values */
        const size_t lens[] = { 16, 17, 31, 32, 255, 256, 4096, (size_t)1 << 31, SIZE_MAX, SIZE_MAX - 14,
                                SIZE_MAX / 2, (size_t)0 - 16 };
        for (unsigned bit = 4; bit < 8 * sizeof(size_t); bit++) {
            g.buflen = buflen ^ ((size_t)1 << bit);
            if (inert(&g) && tu_failures > 20)
                return;
        }
        for (size_t i = 0; i < sizeof lens / sizeof lens[0]; i++) {
            g.buflen = lens[i];
            if (inert(&g) && tu_failures > 20)
                return;
        }
        /* both at once */
        g.keyed = other;
        g.buflen = SIZE_MAX;
        if (inert(&g) && tu_failures > 20)
            return;
    }
    symcore_wipe(&g, sizeof g);
}

/* Garbage where no check can see it - the accumulator, r, s and the buffered
 * bytes - under a valid liveness word and buffer length: the calls succeed
 * with a meaningless tag but stay inside the context (the sanitizers watch)
 * and write 16 tag bytes, no more. */
static void garbage_state(void)
{
    for (int seed = 1; seed <= 200; seed++) {
        symcore_poly1305_ctx g;
        size_t buffered = (size_t)seed % 16;
        live_ctx(&g, buffered);
        tu_fill_random((uint8_t *)g.state, sizeof g.state);
        tu_fill_random(g.buf, sizeof g.buf);
        for (int which = 0; which < 9; which++) {
            symcore_poly1305_ctx *h = (symcore_poly1305_ctx *)malloc(sizeof *h);
            uint8_t tag[16 + TU_GUARD];
            CHECK(h != NULL);
            if (h == NULL)
                return;
            memcpy(h, &g, sizeof *h);
            memset(tag, 0x5c, 16); /* the tag verify compares */
            tu_guard_init(tag, 16);
            int rc = call(which, h, tag);
            CHECK(rc == SYMCORE_OK || (which == 8 && rc == SYMCORE_EAUTH));
            CHECK_GUARD(tag, 16);
            free(h);
        }
        symcore_wipe(&g, sizeof g);
    }
}


/* ---- the secretstream: symcore_secretstream_state ---- */

/* Every call on a heap copy of g (exactly its size), which must be inert:
 * EINVAL, the state as it was, no byte of c, m or tag written. */
static int ss_inert(const symcore_secretstream_state *g)
{
    static uint8_t chunk[300 + 17];
    int fails = tu_failures;
    for (int which = 0; which < 6; which++) {
        symcore_secretstream_state *h = (symcore_secretstream_state *)malloc(sizeof *h);
        uint8_t out[300 + 17 + TU_GUARD], tag = 0x5c;
        CHECK(h != NULL);
        if (h == NULL)
            return 1;
        memcpy(h, g, sizeof *h);
        memset(out, TU_SENTINEL, sizeof out);
        int rc;
        switch (which) {
        case 0: rc = symcore_secretstream_push(h, out, msg, 0, NULL, 0, 0); break;
        case 1: rc = symcore_secretstream_push(h, out, msg, 100, msg, 7, 3); break;
        case 2: rc = symcore_secretstream_pull(h, out, &tag, chunk, 17, NULL, 0); break;
        case 3: rc = symcore_secretstream_pull(h, out, &tag, chunk, sizeof chunk, msg, 9); break;
        case 4: rc = symcore_secretstream_pull(h, out, &tag, chunk, 5, NULL, 0); break;
        default: rc = symcore_secretstream_rekey(h); break;
        }
        CHECK(rc == SYMCORE_EINVAL);
        CHECK(memcmp(h, g, sizeof *h) == 0);
        CHECK(tag == 0x5c);
        int clean = 1;
        for (size_t i = 0; i < sizeof out; i++)
            clean &= out[i] == TU_SENTINEL;
        CHECK(clean);
        free(h);
        /* and on a read-only copy ending at an unmapped page */
        symcore_secretstream_state *ro = (symcore_secretstream_state *)ro_copy(g, sizeof *g);
        if (ro != NULL) {
            CHECK(symcore_secretstream_rekey(ro) == SYMCORE_EINVAL);
            CHECK(symcore_secretstream_push(ro, out, msg, 10, NULL, 0, 0) == SYMCORE_EINVAL);
            CHECK(symcore_secretstream_pull(ro, out, &tag, chunk, 30, NULL, 0) == SYMCORE_EINVAL);
        }
    }
    return tu_failures != fails;
}

static void ss_garbage(void)
{
    symcore_secretstream_state g, live;
    uint8_t hk[56];
    for (int seed = 0; seed < 500; seed++) {
        tu_fill_random((uint8_t *)&g, sizeof g);
        if (ss_inert(&g) && tu_failures > 20)
            return;
    }
    memset(&g, 0, sizeof g);
    ss_inert(&g);
    memset(&g, 0xff, sizeof g);
    ss_inert(&g);
    /* live states with every single bit of the liveness word flipped */
    tu_fill_random(hk, sizeof hk);
    for (int dir = 0; dir < 2; dir++) {
        memset(&live, 0, sizeof live);
        if (dir == 0)
            CHECK(symcore_secretstream_init_push(&live, hk, hk + 24) == SYMCORE_OK);
        else
            CHECK(symcore_secretstream_init_pull(&live, hk, hk + 24) == SYMCORE_OK);
        for (unsigned bit = 0; bit < 32; bit++) {
            g = live;
            g.live ^= (uint32_t)1 << bit;
            if (ss_inert(&g) && tu_failures > 20)
                return;
        }
        /* garbage key and nonce under a valid liveness word: the calls work
         * (a wrong stream) and stay inside the state and the buffers */
        for (int seed = 0; seed < 50; seed++) {
            uint8_t out[300 + 17 + TU_GUARD], tag = 0;
            g = live;
            tu_fill_random(g.k, sizeof g.k);
            tu_fill_random(g.nonce, sizeof g.nonce);
            symcore_secretstream_state *h = (symcore_secretstream_state *)malloc(sizeof *h);
            CHECK(h != NULL);
            if (h == NULL)
                return;
            memcpy(h, &g, sizeof *h);
            size_t outn = dir == 0 ? 100 + 17 : 100 - 17; /* push's chunk, pull's message */
            tu_guard_init(out, outn);
            if (dir == 0)
                CHECK(symcore_secretstream_push(h, out, msg, 100, msg, 9, 0) == SYMCORE_OK);
            else
                CHECK(symcore_secretstream_pull(h, out, &tag, msg, 100, NULL, 0) == SYMCORE_EAUTH);
            CHECK_GUARD(out, outn);
            CHECK(symcore_secretstream_rekey(h) == SYMCORE_OK);
            free(h);
        }
    }
    symcore_wipe(&live, sizeof live);
    (void)ro_buf(0);
}

int garbage_mac(void)
{
    tu_fill_random(msg, sizeof msg);
    random_contexts();
    almost_valid();
    garbage_state();
    ss_garbage();
    printf("garbage_mac: %d checks, %d failed\n", tu_checks, tu_failures);
    return tu_failures;
}
