/* error_stores_nothing: the mac module (api_checks.h): every error path of
 * Poly1305 (one-shot and context calls), ChaCha20, HChaCha20, XChaCha20 and
 * both AEADs and the secretstream, with every output - and the context, where a refused call must
 * leave it as it was - in read-only memory that ends at an unmapped page.
 * A call that wrote one byte, or read past the end, would die with SIGSEGV
 * instead of returning its code.
 *
 * ro_buf keeps one mapping at a time, so a call with two outputs (seal: out
 * and tag; final: the context and the tag) gets them in one read-only block,
 * laid end to end. */
#include <symcore.h>

#include "api_checks.h"
#include "readonly_page.h"
#include "testutil.h"

static uint8_t key[32], nonce[24], msg[9000], ad[100];

/* ---- Poly1305 ---- */

/* A context and a tag, laid end to end in one read-only block. */
struct ctx_tag {
    symcore_poly1305_ctx ctx;
    uint8_t tag[16];
};

static void poly1305_oneshot(void)
{
    uint8_t *tag = (uint8_t *)ro_buf(16);
    CHECK(symcore_poly1305(tag, NULL, 1, key) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305(tag, NULL, SIZE_MAX, key) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305(tag, msg, 1, NULL) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305(tag, NULL, 0, NULL) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305(NULL, msg, 1, key) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305(NULL, msg, 0, key) == SYMCORE_EINVAL);
}

/* Every refused call on a context (in a read-only page) that is live, with
 * buffered bytes (partial) or at a block boundary. */
static void poly1305_live(size_t absorbed)
{
    struct ctx_tag ct;
    memset(&ct, 0, sizeof ct); /* init leaves the unused buffer bytes as they were: compared whole below */
    CHECK(symcore_poly1305_init(&ct.ctx, key) == SYMCORE_OK);
    CHECK(symcore_poly1305_update(&ct.ctx, msg, absorbed) == SYMCORE_OK);
    memset(ct.tag, 0x5c, sizeof ct.tag);
    struct ctx_tag *ro = (struct ctx_tag *)ro_copy(&ct, sizeof ct);
    CHECK(ro != NULL);
    if (ro == NULL)
        return;
    CHECK(symcore_poly1305_init(&ro->ctx, NULL) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305_update(&ro->ctx, NULL, 1) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305_update(&ro->ctx, NULL, 17) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305_update(&ro->ctx, NULL, SIZE_MAX) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305_final(&ro->ctx, NULL) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305_verify(&ro->ctx, NULL) == SYMCORE_EINVAL);
    CHECK(memcmp(ro, &ct, sizeof ct) == 0);
    symcore_wipe(&ct, sizeof ct);
    (void)ro_buf(0); /* drop the copy of the key */
}

/* Every call on a context (read-only) that is not live: each returns EINVAL
 * and writes neither the context nor the tag (read-only too). */
static void poly1305_dead(const symcore_poly1305_ctx *dead, const char *what)
{
    struct ctx_tag ct;
    memcpy(&ct.ctx, dead, sizeof ct.ctx);
    memset(ct.tag, 0x5c, sizeof ct.tag);
    struct ctx_tag *ro = (struct ctx_tag *)ro_copy(&ct, sizeof ct);
    CHECK(ro != NULL);
    if (ro == NULL)
        return;
    int fails = tu_failures;
    CHECK(symcore_poly1305_update(&ro->ctx, msg, 0) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305_update(&ro->ctx, NULL, 0) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305_update(&ro->ctx, msg, 1) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305_update(&ro->ctx, msg, 16) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305_update(&ro->ctx, msg, 1000) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305_final(&ro->ctx, ro->tag) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305_final(&ro->ctx, NULL) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305_verify(&ro->ctx, ro->tag) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305_verify(&ro->ctx, NULL) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305_init(&ro->ctx, NULL) == SYMCORE_EINVAL);
    CHECK(memcmp(ro, &ct, sizeof ct) == 0);
    if (tu_failures != fails)
        fprintf(stderr, "  (the context: %s)\n", what);
}

static void poly1305_cases(void)
{
    symcore_poly1305_ctx c;
    uint8_t tag[16];
    poly1305_oneshot();
    CHECK(symcore_poly1305_init(NULL, key) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305_init(NULL, NULL) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305_update(NULL, msg, 1) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305_update(NULL, NULL, 0) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305_final(NULL, (uint8_t *)ro_buf(16)) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305_verify(NULL, tag) == SYMCORE_EINVAL);
    for (size_t absorbed = 0; absorbed <= 33; absorbed++)
        poly1305_live(absorbed);

    memset(&c, 0, sizeof c);
    poly1305_dead(&c, "zeroed");
    CHECK(symcore_poly1305_init(&c, key) == SYMCORE_OK);
    CHECK(symcore_poly1305_update(&c, msg, 21) == SYMCORE_OK);
    CHECK(symcore_poly1305_final(&c, tag) == SYMCORE_OK);
    poly1305_dead(&c, "finished by final");
    CHECK(symcore_poly1305_init(&c, key) == SYMCORE_OK);
    CHECK(symcore_poly1305_update(&c, msg, 5) == SYMCORE_OK);
    CHECK(symcore_poly1305_verify(&c, tag) == SYMCORE_EAUTH);
    poly1305_dead(&c, "ended by a failed verify");
    CHECK(symcore_poly1305_init(&c, key) == SYMCORE_OK);
    symcore_wipe(&c, sizeof c);
    poly1305_dead(&c, "wiped");
    memset(&c, 0xff, sizeof c);
    poly1305_dead(&c, "all ones");
    CHECK(symcore_poly1305_init(&c, key) == SYMCORE_OK);
    c.buflen = 16;
    poly1305_dead(&c, "live, buflen 16");
    c.buflen = SIZE_MAX;
    poly1305_dead(&c, "live, buflen SIZE_MAX");
    symcore_wipe(&c, sizeof c);
}

/* ---- ChaCha20, HChaCha20, XChaCha20 ---- */

static void chacha_cases(void)
{
    static const size_t lens[] = { 1, 5, 64, 65, 1000 };
    for (size_t i = 0; i < sizeof lens / sizeof lens[0]; i++) {
        size_t n = lens[i];
        uint8_t *out = (uint8_t *)ro_buf(n);
        CHECK(symcore_chacha20(out, NULL, n, nonce, 0, key) == SYMCORE_EINVAL);
        CHECK(symcore_chacha20(out, msg, n, NULL, 0, key) == SYMCORE_EINVAL);
        CHECK(symcore_chacha20(out, msg, n, nonce, 0, NULL) == SYMCORE_EINVAL);
        CHECK(symcore_chacha20(NULL, msg, n, nonce, 0, key) == SYMCORE_EINVAL);
        CHECK(symcore_xchacha20(out, NULL, n, nonce, 0, key) == SYMCORE_EINVAL);
        CHECK(symcore_xchacha20(out, msg, n, NULL, 0, key) == SYMCORE_EINVAL);
        CHECK(symcore_xchacha20(out, msg, n, nonce, 0, NULL) == SYMCORE_EINVAL);
        CHECK(symcore_xchacha20(NULL, msg, n, nonce, 0, key) == SYMCORE_EINVAL);
        /* in place, on a read-only buffer */
        CHECK(symcore_chacha20(out, out, n, NULL, 0, key) == SYMCORE_EINVAL);
        CHECK(symcore_xchacha20(out, out, n, nonce, 0, NULL) == SYMCORE_EINVAL);
        /* the counter one past the last that fits: ChaCha20's 32 bits, XChaCha20's
         * 64 (a single block fits at every counter) */
        if (n > 64) {
            uint32_t c32 = (uint32_t)(0xffffffffu - (n - 1) / 64) + 1;
            uint64_t c64 = UINT64_MAX - (n - 1) / 64 + 1;
            CHECK(symcore_chacha20(out, msg, n, nonce, c32, key) == SYMCORE_ELENGTH);
            CHECK(symcore_chacha20(out, out, n, nonce, 0xffffffffu, key) == SYMCORE_ELENGTH);
            CHECK(symcore_xchacha20(out, msg, n, nonce, c64, key) == SYMCORE_ELENGTH);
            CHECK(symcore_xchacha20(out, out, n, nonce, UINT64_MAX, key) == SYMCORE_ELENGTH);
        }
    }
#if SIZE_MAX > 0xffffffffu
    {
        /* lengths past 2^32 blocks (ChaCha20) and the largest size_t */
        uint8_t *out = (uint8_t *)ro_buf(64);
        CHECK(symcore_chacha20(out, msg, ((size_t)1 << 38) + 1, nonce, 0, key) == SYMCORE_ELENGTH);
        CHECK(symcore_chacha20(out, msg, SIZE_MAX, nonce, 0, key) == SYMCORE_ELENGTH);
        CHECK(symcore_chacha20(out, out, SIZE_MAX, nonce, 1, key) == SYMCORE_ELENGTH);
        /* SIZE_MAX bytes are 2^58 blocks: from counter 2^64 - 2^58 on they pass 2^64 */
        CHECK(symcore_xchacha20(out, msg, SIZE_MAX, nonce, UINT64_MAX - ((uint64_t)SIZE_MAX / 64) + 1, key) ==
              SYMCORE_ELENGTH);
        CHECK(symcore_xchacha20(out, msg, SIZE_MAX, nonce, UINT64_MAX, key) == SYMCORE_ELENGTH);
    }
#endif
    {
        uint8_t *out = (uint8_t *)ro_buf(32);
        CHECK(symcore_hchacha20(out, NULL, key) == SYMCORE_EINVAL);
        CHECK(symcore_hchacha20(out, nonce, NULL) == SYMCORE_EINVAL);
        CHECK(symcore_hchacha20(out, NULL, NULL) == SYMCORE_EINVAL);
        CHECK(symcore_hchacha20(NULL, nonce, key) == SYMCORE_EINVAL);
    }
}

/* ---- the AEADs ---- */

typedef int (*seal_fn)(uint8_t *, uint8_t *, const void *, size_t, const void *, size_t, const uint8_t *,
                       const uint8_t *);
typedef int (*open_fn)(uint8_t *, const void *, size_t, const uint8_t *, const void *, size_t, const uint8_t *,
                       const uint8_t *);

/* Refused arguments, with out || tag in one read-only block of n + 16 bytes. */
static void aead_refused(seal_fn seal, open_fn open, size_t n)
{
    uint8_t tag[16] = { 0 };
    uint8_t *out = (uint8_t *)ro_buf(n + 16), *otag = out + n;
    CHECK(seal(out, otag, msg, n, NULL, 1, nonce, key) == SYMCORE_EINVAL);
    CHECK(seal(out, otag, msg, n, NULL, SIZE_MAX, nonce, key) == SYMCORE_EINVAL);
    CHECK(seal(out, otag, msg, n, ad, 16, NULL, key) == SYMCORE_EINVAL);
    CHECK(seal(out, otag, msg, n, ad, 16, nonce, NULL) == SYMCORE_EINVAL);
    CHECK(seal(out, NULL, msg, n, ad, 16, nonce, key) == SYMCORE_EINVAL);
    CHECK(seal(out, otag, out, n, ad, 16, NULL, key) == SYMCORE_EINVAL); /* in place */
    if (n > 0) {
        CHECK(seal(NULL, otag, msg, n, ad, 16, nonce, key) == SYMCORE_EINVAL);
        CHECK(seal(out, otag, NULL, n, ad, 16, nonce, key) == SYMCORE_EINVAL);
        CHECK(open(NULL, msg, n, tag, ad, 16, nonce, key) == SYMCORE_EINVAL);
        CHECK(open(out, NULL, n, tag, ad, 16, nonce, key) == SYMCORE_EINVAL);
    }
    CHECK(open(out, msg, n, NULL, ad, 16, nonce, key) == SYMCORE_EINVAL);
    CHECK(open(out, msg, n, tag, NULL, 1, nonce, key) == SYMCORE_EINVAL);
    CHECK(open(out, msg, n, tag, ad, 16, NULL, key) == SYMCORE_EINVAL);
    CHECK(open(out, msg, n, tag, ad, 16, nonce, NULL) == SYMCORE_EINVAL);
    CHECK(open(out, out, n, otag, ad, 16, nonce, NULL) == SYMCORE_EINVAL); /* in place */
}

/* Rejected forgeries: EAUTH with the output (read-only) untouched, out of
 * place and in place (the ciphertext itself read-only). */
static void aead_forgeries(seal_fn seal, open_fn open, size_t n, size_t adlen)
{
    static uint8_t ct[9000 + 16];
    uint8_t *tag = ct + n;
    CHECK(seal(ct, tag, msg, n, ad, adlen, nonce, key) == SYMCORE_OK);
    uint8_t *out = (uint8_t *)ro_buf(n);
    /* a flipped bit in the tag, the ciphertext, the AD, the nonce or the key */
    for (int what = 0; what < 5; what++) {
        size_t at = 0;
        uint8_t *p = NULL;
        switch (what) {
        case 0: p = tag; at = n % 16; break;
        case 1: p = ct; at = n / 2; break;
        case 2: p = ad; at = adlen / 2; break;
        case 3: p = nonce; at = n % 12; break; /* both AEADs read the first 12 */
        default: p = key; at = 31; break;
        }
        if ((what == 1 && n == 0) || (what == 2 && adlen == 0))
            continue;
        p[at] ^= 0x20;
        int rc = open(out, ct, n, tag, ad, adlen, nonce, key);
        p[at] ^= 0x20;
        CHECK(rc == SYMCORE_EAUTH);
        if (rc != SYMCORE_EAUTH)
            fprintf(stderr, "  (len %zu, ad %zu, flipped %d)\n", n, adlen, what);
    }
    /* in place: ciphertext and tag in one read-only block */
    tag[0] ^= 1;
    uint8_t *ro = (uint8_t *)ro_copy(ct, n + 16);
    tag[0] ^= 1;
    CHECK(ro != NULL);
    if (ro != NULL)
        CHECK(open(ro, ro, n, ro + n, ad, adlen, nonce, key) == SYMCORE_EAUTH);
}

static void aead_cases(void)
{
    static const size_t lens[] = { 0, 1, 15, 16, 17, 63, 64, 65, 100, 255, 256, 1000, 8192, 8193, 9000 };
    static const size_t adlens[] = { 0, 1, 16, 33, 100 };
    const seal_fn seals[2] = { symcore_chacha20poly1305_seal, symcore_xchacha20poly1305_seal };
    const open_fn opens[2] = { symcore_chacha20poly1305_open, symcore_xchacha20poly1305_open };
    for (int x = 0; x < 2; x++) {
        for (size_t i = 0; i < sizeof lens / sizeof lens[0]; i++) {
            aead_refused(seals[x], opens[x], lens[i]);
            for (size_t a = 0; a < sizeof adlens / sizeof adlens[0]; a++)
                aead_forgeries(seals[x], opens[x], lens[i], adlens[a]);
        }
#if SIZE_MAX > 0xffffffffu
        /* longer than P_MAX: ELENGTH before anything is read or written */
        {
            uint8_t tag[16] = { 0 };
            uint8_t *out = (uint8_t *)ro_buf(64 + 16);
            const size_t too_long[] = { (size_t)SYMCORE_AEAD_MAX_BYTES + 1, (size_t)1 << 40, SIZE_MAX };
            for (int k = 0; k < 3; k++) {
                CHECK(seals[x](out, out + 64, msg, too_long[k], ad, 16, nonce, key) == SYMCORE_ELENGTH);
                CHECK(seals[x](out, out + 64, out, too_long[k], ad, 16, nonce, key) == SYMCORE_ELENGTH);
                CHECK(opens[x](out, msg, too_long[k], tag, ad, 16, nonce, key) == SYMCORE_ELENGTH);
                CHECK(opens[x](out, out, too_long[k], out + 64, ad, 16, nonce, key) == SYMCORE_ELENGTH);
            }
        }
#endif
    }
}


/* ---- the secretstream ---- */

/* A state and a chunk (or message) buffer and a tag byte, end to end in one
 * read-only block. */
struct ss_block {
    symcore_secretstream_state st;
    uint8_t tag;
    uint8_t buf[1000 + 17];
};

static void ss_ro(struct ss_block *b, const symcore_secretstream_state *st, struct ss_block **ro)
{
    memset(b, 0, sizeof *b);
    b->st = *st;
    b->tag = 0x5c;
    memset(b->buf, 0x5c, sizeof b->buf);
    *ro = (struct ss_block *)ro_copy(b, sizeof *b);
    CHECK(*ro != NULL);
}

static void secretstream_cases(void)
{
    static const size_t lens[] = { 0, 1, 16, 17, 100, 128, 129, 1000 };
    symcore_secretstream_state w, r, dead;
    struct ss_block b, *ro;
    uint8_t chunk[1000 + 17];

    memset(&w, 0, sizeof w);
    memset(&r, 0, sizeof r);
    CHECK(symcore_secretstream_init_push(&w, nonce, key) == SYMCORE_OK);
    CHECK(symcore_secretstream_init_pull(&r, nonce, key) == SYMCORE_OK);
    /* init with NULL arguments, on a live state in read-only memory */
    ss_ro(&b, &w, &ro);
    if (ro != NULL) {
        CHECK(symcore_secretstream_init_push(&ro->st, NULL, key) == SYMCORE_EINVAL);
        CHECK(symcore_secretstream_init_push(&ro->st, nonce, NULL) == SYMCORE_EINVAL);
        CHECK(symcore_secretstream_init_pull(&ro->st, NULL, key) == SYMCORE_EINVAL);
        CHECK(symcore_secretstream_init_pull(&ro->st, nonce, NULL) == SYMCORE_EINVAL);
        CHECK(symcore_secretstream_init_push(NULL, nonce, key) == SYMCORE_EINVAL);
        CHECK(symcore_secretstream_init_pull(NULL, nonce, key) == SYMCORE_EINVAL);
        CHECK(memcmp(ro, &b, sizeof b) == 0);
    }
    for (size_t i = 0; i < sizeof lens / sizeof lens[0]; i++) {
        size_t n = lens[i];
        /* push refused: the state and c read-only */
        ss_ro(&b, &w, &ro);
        if (ro != NULL) {
            CHECK(symcore_secretstream_push(&ro->st, NULL, msg, n, ad, 3, 0) == SYMCORE_EINVAL);
            CHECK(symcore_secretstream_push(&ro->st, ro->buf, msg, n, NULL, 3, 0) == SYMCORE_EINVAL);
            CHECK(symcore_secretstream_push(&ro->st, ro->buf, msg, n, ad, 3, 4) == SYMCORE_EINVAL);
            CHECK(symcore_secretstream_push(&ro->st, ro->buf, msg, n, ad, 3, 0xff) == SYMCORE_EINVAL);
            CHECK(symcore_secretstream_push(&ro->st, ro->buf, ro->buf, n, NULL, 1, 0) == SYMCORE_EINVAL);
            if (n > 0)
                CHECK(symcore_secretstream_push(&ro->st, ro->buf, NULL, n, ad, 3, 0) == SYMCORE_EINVAL);
            CHECK(symcore_secretstream_pull(&ro->st, ro->buf, &ro->tag, chunk, n + 17, ad, 3) == SYMCORE_EINVAL);
            CHECK(memcmp(ro, &b, sizeof b) == 0);
        }
        /* pull refused, and a forgery: the state, m and tag read-only */
        memset(chunk, 0, sizeof chunk);
        CHECK(symcore_secretstream_push(&w, chunk, msg, n, ad, 3, 1) == SYMCORE_OK);
        ss_ro(&b, &r, &ro);
        if (ro != NULL) {
            CHECK(symcore_secretstream_pull(&ro->st, ro->buf, NULL, chunk, n + 17, ad, 3) == SYMCORE_EINVAL);
            CHECK(symcore_secretstream_pull(&ro->st, ro->buf, &ro->tag, NULL, n + 17, ad, 3) == SYMCORE_EINVAL);
            CHECK(symcore_secretstream_pull(&ro->st, ro->buf, &ro->tag, chunk, n + 17, NULL, 3) == SYMCORE_EINVAL);
            if (n > 0)
                CHECK(symcore_secretstream_pull(&ro->st, NULL, &ro->tag, chunk, n + 17, ad, 3) == SYMCORE_EINVAL);
            CHECK(symcore_secretstream_pull(NULL, ro->buf, &ro->tag, chunk, n + 17, ad, 3) == SYMCORE_EINVAL);
            CHECK(symcore_secretstream_push(&ro->st, ro->buf, msg, n, ad, 3, 0) == SYMCORE_EINVAL); /* a reader */
            for (size_t k = 0; k < 17 && k <= n; k++)
                CHECK(symcore_secretstream_pull(&ro->st, ro->buf, &ro->tag, chunk, k, ad, 3) == SYMCORE_ELENGTH);
            CHECK(symcore_secretstream_pull(&ro->st, ro->buf, &ro->tag, chunk, n + 17, ad, 2) == SYMCORE_EAUTH);
            chunk[n / 2] ^= 0x10;
            CHECK(symcore_secretstream_pull(&ro->st, ro->buf, &ro->tag, chunk, n + 17, ad, 3) == SYMCORE_EAUTH);
            chunk[n / 2] ^= 0x10;
            CHECK(symcore_secretstream_pull(&ro->st, ro->buf, &ro->tag, chunk, n + 16, ad, 3) ==
                  (n == 0 ? SYMCORE_ELENGTH : SYMCORE_EAUTH));
            CHECK(memcmp(ro, &b, sizeof b) == 0);
        }
        uint8_t m[1000], t;
        CHECK(symcore_secretstream_pull(&r, m, &t, chunk, n + 17, ad, 3) == SYMCORE_OK);
    }
#if SIZE_MAX > 0xffffffffu
    ss_ro(&b, &w, &ro);
    if (ro != NULL) {
        const size_t too_long[] = { (size_t)SYMCORE_SECRETSTREAM_MESSAGEBYTES_MAX + 1, SIZE_MAX - 17, SIZE_MAX };
        for (int k = 0; k < 3; k++)
            CHECK(symcore_secretstream_push(&ro->st, ro->buf, msg, too_long[k], ad, 3, 0) == SYMCORE_ELENGTH);
        CHECK(memcmp(ro, &b, sizeof b) == 0);
    }
    ss_ro(&b, &r, &ro);
    if (ro != NULL) {
        CHECK(symcore_secretstream_pull(&ro->st, ro->buf, &ro->tag, msg,
                                        (size_t)SYMCORE_SECRETSTREAM_MESSAGEBYTES_MAX + 18, ad, 3) == SYMCORE_ELENGTH);
        CHECK(symcore_secretstream_pull(&ro->st, ro->buf, &ro->tag, msg, SIZE_MAX, ad, 3) == SYMCORE_ELENGTH);
        CHECK(memcmp(ro, &b, sizeof b) == 0);
    }
#endif
    /* dead states: zeroed, wiped, all ones, a push state's liveness word off by one bit */
    for (int k = 0; k < 4; k++) {
        memset(&dead, 0, sizeof dead);
        if (k == 1) {
            CHECK(symcore_secretstream_init_push(&dead, nonce, key) == SYMCORE_OK);
            symcore_wipe(&dead, sizeof dead);
        } else if (k == 2) {
            memset(&dead, 0xff, sizeof dead);
        } else if (k == 3) {
            dead = w;
            dead.live ^= 0x100;
        }
        ss_ro(&b, &dead, &ro);
        if (ro == NULL)
            continue;
        CHECK(symcore_secretstream_push(&ro->st, ro->buf, msg, 10, ad, 3, 0) == SYMCORE_EINVAL);
        CHECK(symcore_secretstream_pull(&ro->st, ro->buf, &ro->tag, chunk, 27, ad, 3) == SYMCORE_EINVAL);
        CHECK(symcore_secretstream_rekey(&ro->st) == SYMCORE_EINVAL);
        CHECK(memcmp(ro, &b, sizeof b) == 0);
    }
    CHECK(symcore_secretstream_rekey(NULL) == SYMCORE_EINVAL);
    symcore_wipe(&w, sizeof w);
    symcore_wipe(&r, sizeof r);
    symcore_wipe(&b, sizeof b);
    (void)ro_buf(0);
}

int errors_mac(void)
{
    tu_fill_random(key, sizeof key);
    tu_fill_random(nonce, sizeof nonce);
    tu_fill_random(msg, sizeof msg);
    tu_fill_random(ad, sizeof ad);
    poly1305_cases();
    chacha_cases();
    aead_cases();
    secretstream_cases();
    printf("errors_mac: %d checks, %d failed\n", tu_checks, tu_failures);
    return tu_failures;
}
