/*
 * garbage_contexts: the fpe module (api_checks.h).
 *
 * symcore_ff1_ctx and symcore_ff3_ctx, each on the heap at its exact size
 * (so that the sanitizer build sees a read past its end), filled with:
 * - random bytes (many seeds), all zero, all 0xff: every call returns
 *   SYMCORE_EINVAL and leaves its output as it was;
 * - a valid context with one checked field corrupted (the radix, the
 *   table's radix^1, the AES round count; for the _str calls the alphabet's
 *   length, runs, a run's length, numeral or first character, a repeated
 *   character of a scanned alphabet; the moduli radix^u and radix^v where
 *   the native path divides by them): every call that reads the field
 *   returns SYMCORE_EINVAL and leaves its output as it was, the others
 *   (the numeral calls do not read the alphabet) return what the valid
 *   context returns;
 * - a valid context with minlen and maxlen corrupted: not read, every call
 *   as on the valid context;
 * - random tables under a valid radix and round count (the powers,
 *   reciprocals and round keys are data, fpe_internal.h): any result, but
 *   on success every numeral below the radix and every character of the
 *   alphabet, on error the output untouched, and no access out of bounds.
 * Every call of fpe.h, numerals and _str, both directions, the batches (two
 * records where they fit, else one) among them, at lengths that reach each
 * path (AES-NI, native words, fixed-size integers); the wipes.
 */
#include <symcore.h>

#include "api_checks.h"
#include "fpe/fpe_internal.h"
#include "testutil.h"

#define NCALLS 20
#define MAXN 300

static const uint8_t tweak[8] = {1, 2, 3, 4, 5, 6, 7, 8};
static const size_t lens[] = {0, 2, 6, 16, 19, 36, 40, 56, 100, MAXN};

/* Call c of the twenty (0-3 FF1, 4-11 FF3: FF3, FF3-1; 12-15 FF1's
 * batches, 16-19 FF3-1's; even encrypt, odd decrypt; c % 4 >= 2 _str) on
 * ctx1 or ctx3. A batch takes call_recs(n) records of n. */
static size_t call_recs(int c, size_t n) { return c >= 12 && 2 * n <= MAXN ? 2 : 1; }
static int call(int c, const symcore_ff1_ctx *c1, const symcore_ff3_ctx *c3, void *out, const void *in, size_t n)
{
    uint16_t *o = out;
    const uint16_t *i = in;
    char *os = out;
    const char *is = in;
    switch (c) {
    case 0: return symcore_ff1_encrypt(c1, o, i, n, tweak, 5);
    case 1: return symcore_ff1_decrypt(c1, o, i, n, tweak, 5);
    case 2: return symcore_ff1_encrypt_str(c1, os, is, n, tweak, 0);
    case 3: return symcore_ff1_decrypt_str(c1, os, is, n, NULL, 0);
    case 4: return symcore_ff3_encrypt(c3, o, i, n, tweak);
    case 5: return symcore_ff3_decrypt(c3, o, i, n, tweak);
    case 6: return symcore_ff3_encrypt_str(c3, os, is, n, tweak);
    case 7: return symcore_ff3_decrypt_str(c3, os, is, n, tweak);
    case 8: return symcore_ff3_1_encrypt(c3, o, i, n, tweak);
    case 9: return symcore_ff3_1_decrypt(c3, o, i, n, tweak);
    case 10: return symcore_ff3_1_encrypt_str(c3, os, is, n, tweak);
    case 11: return symcore_ff3_1_decrypt_str(c3, os, is, n, tweak);
    case 12: return symcore_ff1_encrypt_batch(c1, o, i, n, call_recs(c, n), tweak, 5, NULL);
    case 13: return symcore_ff1_decrypt_batch(c1, o, i, n, call_recs(c, n), tweak, 5, NULL);
    case 14: return symcore_ff1_encrypt_str_batch(c1, os, is, n, call_recs(c, n), tweak, 0, NULL);
    case 15: return symcore_ff1_decrypt_str_batch(c1, os, is, n, call_recs(c, n), NULL, 0, NULL);
    case 16: return symcore_ff3_1_encrypt_batch(c3, o, i, n, call_recs(c, n), tweak, NULL);
    case 17: return symcore_ff3_1_decrypt_batch(c3, o, i, n, call_recs(c, n), tweak, NULL);
    case 18: return symcore_ff3_1_encrypt_str_batch(c3, os, is, n, call_recs(c, n), tweak, NULL);
    default: return symcore_ff3_1_decrypt_str_batch(c3, os, is, n, call_recs(c, n), tweak, NULL);
    }
}
static int call_is_str(int c) { return c % 4 >= 2; }
static int call_is_ff3(int c) { return (c >= 4 && c < 12) || c >= 16; }

static uint16_t in16[MAXN], out16[MAXN + 8], old16[MAXN + 8];
static int deep_ok, deep_calls; /* any_result's calls, and those that ran to the end */
static char in8[MAXN], out8[MAXN + 8], old8[MAXN + 8];

/* Every call the context type c3 (0: FF1) has, at every length: each must
 * return want and leave its output untouched. */
static void all_refused(const symcore_ff1_ctx *c1, const symcore_ff3_ctx *c3, int want_str_only, const char *what)
{
    for (int c = 0; c < NCALLS; c++) {
        if (call_is_ff3(c) != (c3 != NULL) || (want_str_only && !call_is_str(c)))
            continue;
        for (size_t l = 0; l < sizeof lens / sizeof lens[0]; l++) {
            void *out = call_is_str(c) ? (void *)out8 : (void *)out16;
            const void *in = call_is_str(c) ? (const void *)in8 : (const void *)in16;
            tu_fill_random((uint8_t *)out16, sizeof out16);
            tu_fill_random((uint8_t *)out8, sizeof out8);
            memcpy(old16, out16, sizeof out16);
            memcpy(old8, out8, sizeof out8);
            int rc = call(c, c1, c3, out, in, lens[l]);
            tu_checks++;
            if (rc != SYMCORE_EINVAL || memcmp(old16, out16, sizeof out16) || memcmp(old8, out8, sizeof out8)) {
                tu_failures++;
                fprintf(stderr, "garbage_fpe: %s: call %d n %zu: rc %d, output %s\n", what, c, lens[l], rc,
                        memcmp(old16, out16, sizeof out16) || memcmp(old8, out8, sizeof out8) ? "changed" : "kept");
            }
        }
    }
}

/* Any result is allowed (the context's tables are data), but no access out
 * of bounds (the sanitizer), on success each numeral below the radix (or
 * each character of the alphabet, when alphabet is given), on error the
 * output untouched. */
static void any_result(const symcore_ff1_ctx *c1, const symcore_ff3_ctx *c3, uint32_t radix, const char *alphabet,
                       const char *what)
{
    for (int c = 0; c < NCALLS; c++) {
        if (call_is_ff3(c) != (c3 != NULL) || (call_is_str(c) && !alphabet))
            continue;
        for (size_t l = 0; l < sizeof lens / sizeof lens[0]; l++) {
            size_t n = lens[l];
            void *out = call_is_str(c) ? (void *)out8 : (void *)out16;
            const void *in = call_is_str(c) ? (const void *)in8 : (const void *)in16;
            memset(out16, 0xa5, sizeof out16);
            memset(out8, 0x5a, sizeof out8);
            memcpy(old16, out16, sizeof out16);
            memcpy(old8, out8, sizeof out8);
            int rc = call(c, c1, c3, out, in, n);
            deep_calls++;
            deep_ok += rc == SYMCORE_OK;
            int ok = rc == SYMCORE_OK || rc == SYMCORE_EINVAL || rc == SYMCORE_ELENGTH || rc == SYMCORE_EDOMAIN;
            if (rc != SYMCORE_OK) {
                ok = ok && !memcmp(old16, out16, sizeof out16) && !memcmp(old8, out8, sizeof out8);
            } else {
                size_t m = n * call_recs(c, n); /* the numerals or characters written */
                for (size_t i = 0; i < m; i++)
                    ok = ok && (call_is_str(c) ? memchr(alphabet, out8[i], radix) != NULL : out16[i] < radix);
                ok = ok && !memcmp(old16 + m, out16 + m, sizeof out16 - 2 * m) && !memcmp(old8 + m, out8 + m, 8);
            }
            tu_checks++;
            if (!ok) {
                tu_failures++;
                fprintf(stderr, "garbage_fpe: %s: call %d n %zu: rc %d, output out of range or changed\n", what, c,
                        n, rc);
            }
        }
    }
}

/* The valid contexts the corruptions start from, and the inputs (valid for them). */
typedef struct {
    const char *alphabet; /* NULL: numerals, radix 10 */
    uint32_t radix;
} base_ctx;

static void valid_input(uint32_t radix, const char *alphabet)
{
    for (size_t i = 0; i < MAXN; i++) {
        in16[i] = (uint16_t)(tu_rand64() % radix);
        in8[i] = alphabet ? alphabet[in16[i]] : '0';
    }
}

static void init_pair(symcore_ff1_ctx *c1, symcore_ff3_ctx *c3, const base_ctx *b)
{
    static const uint8_t key[32] = {3, 1, 4, 1, 5, 9, 2, 6};
    if (b->alphabet) {
        CHECK(symcore_ff1_init_alphabet(c1, key, 16, b->alphabet) == SYMCORE_OK);
        CHECK(symcore_ff3_init_alphabet(c3, key, 24, b->alphabet) == SYMCORE_OK);
    } else {
        CHECK(symcore_ff1_init(c1, key, 32, b->radix) == SYMCORE_OK);
        CHECK(symcore_ff3_init(c3, key, 16, b->radix) == SYMCORE_OK);
    }
}

static uint32_t *rounds_of(struct symcore_fpe_state *st)
{
    return &((sc_aes_key *)(void *)st->key.bytes)->rounds;
}

/* One field of st corrupted, by kind k (returns 0 when k is past the
 * last); str: whether only the _str calls read it. */
static int corrupt(struct symcore_fpe_state *st, int k, int *str, const char **what)
{
    struct symcore_fpe_alphabet *a = &st->alphabet;
    *str = 0;
    switch (k) {
    case 0: st->radix = 0, *what = "radix 0"; return 1;
    case 1: st->radix = 1, *what = "radix 1"; return 1;
    case 2: st->radix = 65537, *what = "radix 65537"; return 1;
    case 3: st->radix = 0xffffffffu, *what = "radix 2^32 - 1"; return 1;
    case 4: st->radix = st->radix == 36 ? 10 : 36, *what = "another valid radix"; return 1;
    case 5: st->pow[1]++, *what = "radix^1 in the table"; return 1;
    case 6: *rounds_of(st) = 0, *what = "AES rounds 0"; return 1;
    case 7: *rounds_of(st) = 11, *what = "AES rounds 11"; return 1;
    case 8: *rounds_of(st) = 16, *what = "AES rounds 16"; return 1;
    case 9: *rounds_of(st) = 0x7fffffffu, *what = "AES rounds 2^31 - 1"; return 1;
    case 10: st->alphabet_len = 0, *str = 1, *what = "alphabet length 0"; return 1;
    case 11: st->alphabet_len = st->radix + 1, *str = 1, *what = "alphabet length radix + 1"; return 1;
    case 12: a->runs = SYMCORE_FPE_ALPHABET_RUNS + 1, *str = 1, *what = "runs 9"; return 1;
    case 13: a->runs = 255, *str = 1, *what = "runs 255"; return 1;
    case 14: a->run_len[0] = (unsigned char)(a->run_len[0] + 1), *str = 1, *what = "a run's length"; return 1;
    case 15: a->run_numeral[0] = 1, *str = 1, *what = "a run's numeral"; return 1;
    case 16: a->run_char[0] = 250, *str = 1, *what = "a run's first character"; return 1;
    case 17: a->runs = 0, *str = 1, *what = "runs 0 (scan) on a few runs"; return 1;
    case 18: a->bytes[1] = a->bytes[0], *str = 1, *what = "a repeated character"; return 1;
    default: return 0;
    }
}

static void corrupted_fields(void)
{
    static const base_ctx bases[] = {{NULL, 10}, {NULL, 65536}, {"0123456789", 10},
                                     {"0123456789abcdefghijklmnopqrstuvwxyz", 36},
                                     {"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 62},
                                     {"9876543210", 10}};
    symcore_ff1_ctx *v1 = malloc(sizeof *v1), *c1 = malloc(sizeof *c1);
    symcore_ff3_ctx *v3 = malloc(sizeof *v3), *c3 = malloc(sizeof *c3);
    if (!v1 || !c1 || !v3 || !c3) {
        CHECK(!"malloc");
        return;
    }
    for (size_t b = 0; b < sizeof bases / sizeof bases[0]; b++) {
        init_pair(v1, v3, &bases[b]);
        valid_input(bases[b].radix, bases[b].alphabet);
        for (int k = 0;; k++) {
            int str;
            const char *what;
            *c1 = *v1, *c3 = *v3;
            if (!corrupt(&c1->s, k, &str, &what))
                break;
            corrupt(&c3->s, k, &str, &what);
            /* the scan-only corruptions on a scanned alphabet, the run ones on an alphabet of runs */
            int scanned = bases[b].alphabet && v1->s.alphabet.runs == 0;
            if (str && (!bases[b].alphabet || (k == 18) != scanned))
                continue;
            all_refused(c1, NULL, str, what);
            all_refused(NULL, c3, str, what);
        }
        /* minlen and maxlen are not read: every call as on the valid context */
        *c1 = *v1, *c3 = *v3;
        c1->s.minlen = c3->s.minlen = 1000;
        c1->s.maxlen = c3->s.maxlen = 3;
        for (int c = 0; c < NCALLS; c++) {
            if (call_is_str(c) && !bases[b].alphabet)
                continue;
            for (size_t l = 0; l < sizeof lens / sizeof lens[0]; l++) {
                static uint16_t a16[MAXN + 8];
                static char a8[MAXN + 8];
                void *out = call_is_str(c) ? (void *)out8 : (void *)out16;
                void *ref = call_is_str(c) ? (void *)a8 : (void *)a16;
                const void *in = call_is_str(c) ? (const void *)in8 : (const void *)in16;
                memset(out16, 0, sizeof out16), memset(a16, 0, sizeof a16);
                memset(out8, 0, sizeof out8), memset(a8, 0, sizeof a8);
                int want = call(c, v1, v3, ref, in, lens[l]);
                CHECK(call(c, c1, c3, out, in, lens[l]) == want);
                CHECK(!memcmp(out16, a16, sizeof a16) && !memcmp(out8, a8, sizeof a8));
            }
        }
        /* the weights, reciprocals and round keys are data */
        for (int t = 0; t < 20; t++) {
            *c1 = *v1, *c3 = *v3;
            for (int j = 0; j < 3; j++) {
                size_t i = tu_rand64() % SC_FPE_POWS;
                c1->s.pow_inv[i] = c3->s.pow_inv[i] = tu_rand64();
                c1->s.pow_frac[i][j % 2] = c3->s.pow_frac[i][j % 2] = tu_rand64();
                if (i >= 2) /* radix^1 is checked; here any other entry */
                    c1->s.pow[i] = c3->s.pow[i] = t % 2 ? tu_rand64() : tu_rand64() >> (tu_rand64() % 64);
                c1->s.key.bytes[tu_rand64() % 240] ^= (unsigned char)tu_rand64();
            }
            any_result(c1, NULL, bases[b].radix, bases[b].alphabet, "random tables, FF1");
            any_result(NULL, c3, bases[b].radix, bases[b].alphabet, "random tables, FF3");
        }
    }
#if defined(__SIZEOF_INT128__)
    /* the moduli where the native path divides by them (portable AES: no
     * AES-NI path; targets without 128-bit products have no native path) */
    static const uint8_t key[16] = {2, 7, 1, 8, 2, 8};
    CHECK(symcore__ff1_init_with(&symcore__aes_portable, v1, key, 16, 10) == SYMCORE_OK);
    CHECK(symcore__ff3_init_with(&symcore__aes_portable, v3, key, 16, 10) == SYMCORE_OK);
    valid_input(10, NULL);
    static const size_t nat[] = {16, 17, 30};
    for (size_t i = 0; i < sizeof nat / sizeof nat[0]; i++) {
        for (int which = 0; which < 2; which++) {
            size_t n = nat[i], e = which ? n / 2 : n - n / 2;
            for (int dec = 0; dec < 2; dec++) {
                *c1 = *v1, *c3 = *v3;
                c1->s.pow[e] = c3->s.pow[e] = which ? 0 : c1->s.pow[e] + 1;
                sc_fpe_io io = {in16, out16, NULL, NULL, NULL, 10};
                memset(out16, 0x33, sizeof out16);
                memcpy(old16, out16, sizeof out16);
                CHECK(symcore__ff1_crypt(&symcore__aes_portable, c1, &io, n, tweak, 3, dec) == SYMCORE_EINVAL);
                CHECK(symcore__ff3_crypt(&symcore__aes_portable, c3, &io, n, tweak, 7, dec) == SYMCORE_EINVAL);
                CHECK(!memcmp(old16, out16, sizeof out16));
            }
        }
    }
#endif
    symcore_ff1_wipe(v1), symcore_ff1_wipe(c1), symcore_ff3_wipe(v3), symcore_ff3_wipe(c3);
    free(v1), free(c1), free(v3), free(c3);
}

/* Random bytes, all zero, all 0xff; and random bytes under a valid radix
 * and round count (deeper: the tables are data). */
static void random_contexts(void)
{
    symcore_ff1_ctx *c1 = malloc(sizeof *c1);
    symcore_ff3_ctx *c3 = malloc(sizeof *c3);
    if (!c1 || !c3) {
        CHECK(!"malloc");
        return;
    }
    valid_input(10, "0123456789");
    for (int seed = 0; seed < 200 + 2; seed++) {
        if (seed < 200) {
            tu_fill_random((uint8_t *)c1, sizeof *c1);
            tu_fill_random((uint8_t *)c3, sizeof *c3);
        } else {
            memset(c1, seed == 200 ? 0 : 0xff, sizeof *c1);
            memset(c3, seed == 200 ? 0 : 0xff, sizeof *c3);
        }
        all_refused(c1, NULL, 0, seed < 200 ? "random bytes" : seed == 200 ? "all zero" : "all 0xff");
        all_refused(NULL, c3, 0, seed < 200 ? "random bytes" : seed == 200 ? "all zero" : "all 0xff");
    }
    static const uint32_t rounds[3] = {10, 12, 14};
    for (int seed = 0; seed < 100; seed++) {
        tu_fill_random((uint8_t *)c1, sizeof *c1);
        tu_fill_random((uint8_t *)c3, sizeof *c3);
        c1->s.radix = c3->s.radix = 10;
        c1->s.pow[1] = c3->s.pow[1] = 10;
        *rounds_of(&c1->s) = *rounds_of(&c3->s) = rounds[seed % 3];
        if (seed % 2) { /* an alphabet of one run with random entries past it */
            c1->s.alphabet_len = c3->s.alphabet_len = 10;
            c1->s.alphabet.runs = c3->s.alphabet.runs = 1;
            c1->s.alphabet.run_len[0] = c3->s.alphabet.run_len[0] = 10;
            c1->s.alphabet.run_numeral[0] = c3->s.alphabet.run_numeral[0] = 0;
            c1->s.alphabet.run_char[0] = c3->s.alphabet.run_char[0] = '0';
        }
        any_result(c1, NULL, 10, seed % 2 ? "0123456789" : NULL, "random tables under radix 10, FF1");
        any_result(NULL, c3, 10, seed % 2 ? "0123456789" : NULL, "random tables under radix 10, FF3");
    }
    symcore_ff1_wipe(c1);
    symcore_ff3_wipe(c3);
    all_refused(c1, NULL, 0, "wiped");
    all_refused(NULL, c3, 0, "wiped");
    symcore_ff1_wipe(NULL);
    symcore_ff3_wipe(NULL);
    free(c1);
    free(c3);
}

int garbage_fpe(void)
{
    random_contexts();
    corrupted_fields();
    printf("garbage_fpe: random tables under a valid radix: %d of %d calls ran to the end\n", deep_ok, deep_calls);
    printf("garbage_fpe: %d checks, %d failed\n", tu_checks, tu_failures);
    return tu_failures;
}
