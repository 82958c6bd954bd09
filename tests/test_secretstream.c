/* The secretstream without libsodium: known-answer chunks produced by
 * libsodium 1.0.18 (key 00..1f, header 80..97, message bytes 7i + 3, AD
 * bytes a0 + i), pushed and pulled through every ChaCha20 and Poly1305
 * backend this CPU runs; every backend pair against the portable ones on
 * long chunks; in place; and every bad input: a flipped bit in the header,
 * the tag byte, the ciphertext, the MAC or the AD, a dropped, duplicated or
 * reordered chunk, a missed rekey, a wrong key, a short chunk, the wrong
 * direction. On every error m and tag keep their sentinels and the state is
 * unchanged. */
#include <symcore.h>

#include "mac_backends.h"
#include "testutil.h"

static const struct {
    size_t len, adlen;
    uint8_t tag;
    int rekey_before;
} chunks[] = {
    { 0, 0, 0, 0 },   { 1, 0, 0, 0 },   { 17, 13, 1, 0 }, { 64, 0, 0, 0 },  { 200, 40, 2, 0 },
    { 33, 0, 0, 1 },  { 15, 1, 0, 0 },  { 128, 0, 0, 0 }, { 129, 5, 3, 0 }, { 7, 0, 0, 0 },
};
#define NCHUNKS (sizeof chunks / sizeof chunks[0])

static const char *const kat_hex[NCHUNKS] = {
    /* 0: len 0 adlen 0 tag 0 rekey_before 0  */
    "77e8ca4aa2b779f78482c4f91ac4d292da",
    /* 1: len 1 adlen 0 tag 0 rekey_before 0  */
    "8128c1d176f77468bb845b5e8c04319fbef0",
    /* 2: len 17 adlen 13 tag 1 rekey_before 0  */
    "636f00bff88e91cdcc1891aa0b4445fb8cc05268fab0ca8fb6bad732dca28351"
    "258b",
    /* 3: len 64 adlen 0 tag 0 rekey_before 0  */
    "573b74d95e2a9792721bed9575af5d508bf73dad035e4edeeb07e3e689c5bb3f"
    "94e4f4d7948457bd9bdde73e98cfa2bbf4fe00a9a4e7c4fb3c022ada50a07ae2"
    "b31c3b7bcc89cd84c17ccb593c57849403",
    /* 4: len 200 adlen 40 tag 2 rekey_before 0  */
    "2fd93909f58a1bb7e6ed0e64c8835108273783615384c5696acc05c44ac4d6b7"
    "5adfdcaa9aa2b5462960bf76e79645089af8e7a43201013be9b5ff6e7cddcfa5"
    "1bc70572129921cb7e4eac81f8befc12c5cf5b09c00de3581e563881d301445f"
    "d7cf037fce396d95ad16d39e14b082ddd1c86a7017f9abd8cbb3ad7e3e02ad89"
    "e79378ecfaae8d062e896df43dde8009f5ea4c2df6f4f870a083ee55f3bca38a"
    "0f960194698b278a89ef493d9ddb5213ea8db3ae65f8a049967451349fd85e52"
    "d62afb6b1eb35b06799d8914089af1647979ec23c34faf595a",
    /* 5: len 33 adlen 0 tag 0 rekey_before 1  */
    "cae54c5ab0163ccec6d367868f29b5fd8f0e212f188a761d94c1a318728ec473"
    "86a3287225e2fbec0c3b18c7ed4402fb1936",
    /* 6: len 15 adlen 1 tag 0 rekey_before 0  */
    "2faaf9bedd6f688789ef4a88d1b1997009266db297cc7aae0c0feacd6dcde98b",
    /* 7: len 128 adlen 0 tag 0 rekey_before 0  */
    "6085267560512eaf0697d837f5b72d254ab17b9389124442fc4f72c1ed55f020"
    "3ae8ed23aa56704a412f710453841d929af7f7fa5bde68c960dcac3af14dde10"
    "ae16b3fe0c925c073f5fef492a2167a0640e6d6e37abbb5b195cbafd53a89956"
    "f6173eb5e4bd41bdd1d1363d3549d4e813575bf4f9a218a04ffdc382398b836d"
    "7c12bfb004e29ac29bdfce539b97b350d0",
    /* 8: len 129 adlen 5 tag 3 rekey_before 0  */
    "4fc41eb39a3793d7a67b3a560e155785323f9b6651455025b1736b9a6d45dd83"
    "8e0532b4befbe5fcc88f2a6c5a58243f15edd4fe37e537ae5be3faa5e92b1006"
    "f8d44428926cd7e200ad8b7a101d256aad650d29342832d407ba7fac1339b959"
    "377a74656f4090a229594665420a3256f0d715af5c998933b427dfdafec0b5f6"
    "96d2e90dcd53672f58c9cd2adc7ed6e85316",
    /* 9: len 7 adlen 0 tag 0 rekey_before 0  */
    "a98edc9be9e87114d0a6281848624de652527979de55f503",
};

static uint8_t key[32], header[24], msg[300], ad[41]; /* ad[40]: for the "longer AD" tamper */
static uint8_t kat[NCHUNKS][300 + 17];

static void kat_setup(void)
{
    for (int i = 0; i < 32; i++)
        key[i] = (uint8_t)i;
    for (int i = 0; i < 24; i++)
        header[i] = (uint8_t)(0x80 + i);
    for (int i = 0; i < 300; i++)
        msg[i] = (uint8_t)(i * 7 + 3);
    for (int i = 0; i < 40; i++)
        ad[i] = (uint8_t)(0xa0 + i);
    for (size_t i = 0; i < NCHUNKS; i++)
        CHECK(tu_unhex(kat[i], sizeof kat[i], kat_hex[i]) == chunks[i].len + 17);
}

static const uint8_t *ad_of(size_t i) { return chunks[i].adlen ? ad : NULL; }

/* The KAT stream pushed and pulled with the current backends. */
static void kat_run(const char *what)
{
    symcore_secretstream_state w, r;
    uint8_t c[300 + 17 + TU_GUARD], m[300 + TU_GUARD], tag;
    memset(&w, 0, sizeof w);
    memset(&r, 0, sizeof r);
    CHECK(symcore_secretstream_init_push(&w, header, key) == SYMCORE_OK);
    CHECK(symcore_secretstream_init_pull(&r, header, key) == SYMCORE_OK);
    for (size_t i = 0; i < NCHUNKS; i++) {
        size_t len = chunks[i].len;
        if (chunks[i].rekey_before) {
            CHECK(symcore_secretstream_rekey(&w) == SYMCORE_OK);
            CHECK(symcore_secretstream_rekey(&r) == SYMCORE_OK);
        }
        tu_guard_init(c, len + 17);
        CHECK(symcore_secretstream_push(&w, c, msg, len, ad_of(i), chunks[i].adlen, chunks[i].tag) == SYMCORE_OK);
        CHECK_GUARD(c, len + 17);
        if (!CHECK_MEM(c, kat[i], len + 17, what))
            fprintf(stderr, "  chunk %zu\n", i);
        tu_guard_init(m, len);
        tag = 0xee;
        CHECK(symcore_secretstream_pull(&r, m, &tag, kat[i], len + 17, ad_of(i), chunks[i].adlen) == SYMCORE_OK);
        CHECK(tag == chunks[i].tag);
        CHECK_GUARD(m, len);
        CHECK_MEM(m, msg, len, what);
    }
    symcore_wipe(&w, sizeof w);
    symcore_wipe(&r, sizeof r);
}

/* A pull that must fail with want: m and tag keep their sentinels, st is unchanged. */
static void pull_fails(symcore_secretstream_state *st, const uint8_t *c, size_t clen, const void *a, size_t alen,
                       int want, const char *what)
{
    static uint8_t m[80000 + TU_GUARD];
    uint8_t tag = 0xee;
    symcore_secretstream_state before = *st;
    size_t mlen = clen >= 17 ? clen - 17 : 0;
    memset(m, 0x5a, mlen + TU_GUARD);
    int rc = symcore_secretstream_pull(st, m, &tag, c, clen, a, alen);
    if (rc != want)
        fprintf(stderr, "  %s: got %d, want %d\n", what, rc, want);
    CHECK(rc == want);
    CHECK(tag == 0xee);
    int clean = 1;
    for (size_t i = 0; i < mlen + TU_GUARD; i++)
        clean &= m[i] == 0x5a;
    CHECK(clean);
    CHECK(memcmp(&before, st, sizeof before) == 0);
}

/* The reader at chunk i of the KAT stream. */
static void reader_at(symcore_secretstream_state *r, const uint8_t *hdr, size_t i)
{
    uint8_t m[300], tag;
    memset(r, 0, sizeof *r);
    CHECK(symcore_secretstream_init_pull(r, hdr, key) == SYMCORE_OK);
    for (size_t j = 0; j < i; j++) {
        if (chunks[j].rekey_before)
            CHECK(symcore_secretstream_rekey(r) == SYMCORE_OK);
        CHECK(symcore_secretstream_pull(r, m, &tag, kat[j], chunks[j].len + 17, ad_of(j), chunks[j].adlen) ==
              SYMCORE_OK);
    }
    if (chunks[i].rekey_before)
        CHECK(symcore_secretstream_rekey(r) == SYMCORE_OK);
}

static void tamper(void)
{
    symcore_secretstream_state r;
    uint8_t c[300 + 17], a[40], h[24], k2[32];
    for (size_t i = 0; i < NCHUNKS; i++) {
        size_t clen = chunks[i].len + 17;
        reader_at(&r, header, i);
        /* every bit of the chunk: tag byte, ciphertext, MAC */
        for (size_t b = 0; b < clen * 8; b++) {
            memcpy(c, kat[i], clen);
            c[b / 8] ^= (uint8_t)(1u << (b % 8));
            pull_fails(&r, c, clen, ad_of(i), chunks[i].adlen, SYMCORE_EAUTH, "flipped chunk bit");
        }
        /* every bit of the AD, a missing AD, an added AD */
        for (size_t b = 0; b < chunks[i].adlen * 8; b++) {
            memcpy(a, ad, sizeof a);
            a[b / 8] ^= (uint8_t)(1u << (b % 8));
            pull_fails(&r, kat[i], clen, a, chunks[i].adlen, SYMCORE_EAUTH, "flipped AD bit");
        }
        pull_fails(&r, kat[i], clen, ad, chunks[i].adlen + 1, SYMCORE_EAUTH, "longer AD");
        if (chunks[i].adlen > 0)
            pull_fails(&r, kat[i], clen, NULL, 0, SYMCORE_EAUTH, "no AD");
        /* a shorter or longer chunk; every short length */
        pull_fails(&r, kat[i], clen - 1, ad_of(i), chunks[i].adlen, clen - 1 < 17 ? SYMCORE_ELENGTH : SYMCORE_EAUTH,
                   "truncated chunk");
        for (size_t n = 0; n < 17; n++)
            pull_fails(&r, kat[i], n, ad_of(i), chunks[i].adlen, SYMCORE_ELENGTH, "short chunk");
        /* the other chunks here: dropped (i + 1..), duplicated or reordered (..i - 1) */
        for (size_t j = 0; j < NCHUNKS; j++)
            if (j != i)
                pull_fails(&r, kat[j], chunks[j].len + 17, ad_of(j), chunks[j].adlen, SYMCORE_EAUTH, "other chunk");
        /* a rekey missed or added */
        if (chunks[i].rekey_before) {
            reader_at(&r, header, i - 1);
            uint8_t m[300], tag;
            CHECK(symcore_secretstream_pull(&r, m, &tag, kat[i - 1], chunks[i - 1].len + 17, ad_of(i - 1),
                                            chunks[i - 1].adlen) == SYMCORE_OK);
            pull_fails(&r, kat[i], clen, ad_of(i), chunks[i].adlen, SYMCORE_EAUTH, "missed rekey");
        } else {
            reader_at(&r, header, i);
            CHECK(symcore_secretstream_rekey(&r) == SYMCORE_OK);
            pull_fails(&r, kat[i], clen, ad_of(i), chunks[i].adlen, SYMCORE_EAUTH, "extra rekey");
        }
    }
    /* every bit of the header */
    for (size_t b = 0; b < 24 * 8; b++) {
        memcpy(h, header, 24);
        h[b / 8] ^= (uint8_t)(1u << (b % 8));
        reader_at(&r, h, 0);
        pull_fails(&r, kat[0], 17, NULL, 0, SYMCORE_EAUTH, "flipped header bit");
    }
    /* a wrong key */
    memcpy(k2, key, 32);
    k2[31] ^= 0x80;
    memset(&r, 0, sizeof r);
    CHECK(symcore_secretstream_init_pull(&r, header, k2) == SYMCORE_OK);
    pull_fails(&r, kat[0], 17, NULL, 0, SYMCORE_EAUTH, "wrong key");
    /* the direction and the tag */
    symcore_secretstream_state w;
    CHECK(symcore_secretstream_init_push(&w, header, key) == SYMCORE_OK);
    pull_fails(&w, kat[0], 17, NULL, 0, SYMCORE_EINVAL, "pull on a push state");
    reader_at(&r, header, 0);
    symcore_secretstream_state before = r;
    memset(c, 0x5a, sizeof c);
    CHECK(symcore_secretstream_push(&r, c, msg, 10, NULL, 0, 0) == SYMCORE_EINVAL);
    CHECK(memcmp(&before, &r, sizeof r) == 0);
    before = w;
    CHECK(symcore_secretstream_push(&w, c, msg, 10, NULL, 0, 4) == SYMCORE_EINVAL);
    CHECK(symcore_secretstream_push(&w, c, msg, 10, NULL, 0, 0x83) == SYMCORE_EINVAL);
    CHECK(memcmp(&before, &w, sizeof w) == 0);
    int clean = 1;
    for (size_t i = 0; i < sizeof c; i++)
        clean &= c[i] == 0x5a;
    CHECK(clean);
    /* a stream cut short: every chunk before FINAL authenticates; the reader must see the tag */
    reader_at(&r, header, 8);
    uint8_t m[300], tag = 0;
    CHECK(symcore_secretstream_pull(&r, m, &tag, kat[8], chunks[8].len + 17, ad, 5) == SYMCORE_OK);
    CHECK(tag == SYMCORE_SECRETSTREAM_TAG_FINAL);
}

#define BIG 70001
static uint8_t big_m[BIG], big_c[BIG + 17 + TU_GUARD], big_ref[BIG + 17], big_p[BIG + 17 + TU_GUARD];
static const size_t lens[] = { 0, 1, 15, 16, 63, 64, 65, 127, 128, 129, 130, 255, 256, 1000, 4095, 8191, 8192,
                               8193, 8209, 16384, 20000, 65536, BIG };
#define NLENS (sizeof lens / sizeof lens[0])

/* Long chunks: the current backends against the portable ones, and in place. */
static void backends_vs_portable(const char *what)
{
    const struct sc_chacha20_backend *cf = symcore__chacha20_forced;
    const struct sc_poly1305_backend *pf = symcore__poly1305_forced;
    symcore_secretstream_state wr, w, r, ri, rj;
    uint8_t tag;
    tu_fill_random(big_m, BIG);
    memset(&wr, 0, sizeof wr);
    CHECK(symcore_secretstream_init_push(&wr, header, key) == SYMCORE_OK);
    w = wr;
    CHECK(symcore_secretstream_init_pull(&r, header, key) == SYMCORE_OK);
    ri = r;
    rj = r;
    for (size_t i = 0; i < NLENS; i++) {
        size_t len = lens[i], adlen = i % 3 == 0 ? 40 : 0;
        uint8_t t = (uint8_t)(i % 4);
        symcore__chacha20_forced = &symcore__chacha20_portable;
        symcore__poly1305_forced = &symcore__poly1305_portable32;
        CHECK(symcore_secretstream_push(&wr, big_ref, big_m, len, ad, adlen, t) == SYMCORE_OK);
        symcore__chacha20_forced = cf;
        symcore__poly1305_forced = pf;
        tu_guard_init(big_c, len + 17);
        CHECK(symcore_secretstream_push(&w, big_c, big_m, len, ad, adlen, t) == SYMCORE_OK);
        CHECK_GUARD(big_c, len + 17);
        if (!CHECK_MEM(big_c, big_ref, len + 17, what))
            fprintf(stderr, "  len %zu\n", len);
        tu_guard_init(big_p, len);
        CHECK(symcore_secretstream_pull(&r, big_p, &tag, big_ref, len + 17, ad, adlen) == SYMCORE_OK);
        CHECK(tag == t);
        CHECK_GUARD(big_p, len);
        CHECK_MEM(big_p, big_m, len, what);
        /* in place, m == c and m == c + 1 */
        memcpy(big_p, big_ref, len + 17);
        CHECK(symcore_secretstream_pull(&ri, big_p, &tag, big_p, len + 17, ad, adlen) == SYMCORE_OK);
        CHECK_MEM(big_p, big_m, len, "pull in place, m == c");
        memcpy(big_p, big_ref, len + 17);
        CHECK(symcore_secretstream_pull(&rj, big_p + 1, &tag, big_p, len + 17, ad, adlen) == SYMCORE_OK);
        CHECK_MEM(big_p + 1, big_m, len, "pull in place, m == c + 1");
    }
    symcore__chacha20_forced = cf;
    symcore__poly1305_forced = pf;
}

/* push with c == m gives the same chunks. */
static void push_in_place(void)
{
    symcore_secretstream_state a, b;
    CHECK(symcore_secretstream_init_push(&a, header, key) == SYMCORE_OK);
    b = a;
    for (size_t i = 0; i < NLENS; i++) {
        size_t len = lens[i];
        CHECK(symcore_secretstream_push(&a, big_ref, big_m, len, ad, 7, 0) == SYMCORE_OK);
        memcpy(big_c, big_m, len);
        CHECK(symcore_secretstream_push(&b, big_c, big_c, len, ad, 7, 0) == SYMCORE_OK);
        if (!CHECK_MEM(big_c, big_ref, len + 17, "push in place"))
            fprintf(stderr, "  len %zu\n", len);
    }
}

int main(void)
{
    const struct sc_chacha20_backend *cbs[6];
    const struct sc_poly1305_backend *pbs[4];
    size_t ncb, npb;
    char what[96];
    kat_setup();
    kat_run("dispatch");
    mac_test_backends(cbs, &ncb, pbs, &npb);
    for (size_t i = 0; i < ncb; i++)
        for (size_t j = 0; j < npb; j++) {
            symcore__chacha20_forced = cbs[i];
            symcore__poly1305_forced = pbs[j];
            snprintf(what, sizeof what, "chacha20 %s, poly1305 %s", cbs[i]->name, pbs[j]->name);
            kat_run(what);
            backends_vs_portable(what);
        }
    symcore__chacha20_forced = NULL;
    symcore__poly1305_forced = NULL;
    tamper();
    push_in_place();
    return tu_finish("secretstream");
}
