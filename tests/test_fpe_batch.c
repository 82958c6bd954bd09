/*
 * The FPE batches (symcore_ff1_*_batch, symcore_ff3_1_*_batch) against
 * single calls, on every AES backend the CPU runs (contexts expanded for
 * it, the batch and the single calls through the same backend): random
 * batches of 0..100 records, radixes each fast path treats apart (2, 10,
 * 16 and below, 36, 62, 256, 65536, numerals and alphabets of 1, 2, 3 and
 * more than 8 runs), n from minlen to past the group engines' limits (FF1:
 * radix^v < 2^63 and v < 32; FF3-1: the same for u; then the fixed-size
 * path), FF1 tweaks of 0..40 bytes. Each batch: bit for bit the single
 * calls, decrypt(encrypt) = identity, in place too; then a bad numeral or
 * character planted in random records: EDOMAIN, bad_index the first of
 * them, the output buffer untouched (sentinels), bad_index NULL accepted.
 * Finally the public calls against the public single calls.
 */
#include <symcore.h>

#include "aes_backends.h"
#include "fpe/fpe_batch.h"
#include "testutil.h"

#define MAXN 80
#define MAXCOUNT 100
#define SENT16 0xa5a5u

typedef struct {
    uint32_t radix;
    const char *alphabet; /* NULL: numerals */
} kind;

static const kind kinds[] = {
    {2, NULL},   {10, NULL}, {16, NULL}, {7, NULL}, {36, NULL}, {256, NULL}, {65536, NULL},
    {10, "0123456789"},
    {36, "0123456789abcdefghijklmnopqrstuvwxyz"},
    {62, "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"},
    {20, "0a1b2c3d4e5f6g7h8i9j"}, /* 20 runs: scanned */
};

static uint16_t in16[MAXN * MAXCOUNT], out16[MAXN * MAXCOUNT], ref16[MAXN * MAXCOUNT], back16[MAXN * MAXCOUNT];
static char in8[MAXN * MAXCOUNT], out8[MAXN * MAXCOUNT], ref8[MAXN * MAXCOUNT], back8[MAXN * MAXCOUNT];

static uint32_t rnd(uint32_t m) { return (uint32_t)(tu_rand64() % m); }

/* One batch of count records of n, both algorithms' single calls as reference. */
static void one_case(const struct sc_aes_backend *be, int ff3, const symcore_ff1_ctx *c1, const symcore_ff3_ctx *c3,
                     const kind *k, size_t n, size_t count);
static void one(const struct sc_aes_backend *be, int ff3, const symcore_ff1_ctx *c1, const symcore_ff3_ctx *c3,
                const kind *k, size_t n, size_t count)
{
    int before = tu_failures;
    one_case(be, ff3, c1, c3, k, n, count);
    if (tu_failures != before)
        fprintf(stderr, "  in: backend %s, %s, radix %u%s, n = %zu, count = %zu\n", be->name, ff3 ? "FF3-1" : "FF1",
                k->radix, k->alphabet ? " (alphabet)" : "", n, count);
}
static void one_case(const struct sc_aes_backend *be, int ff3, const symcore_ff1_ctx *c1, const symcore_ff3_ctx *c3,
                     const kind *k, size_t n, size_t count)
{
    uint8_t tweak[40];
    size_t t = ff3 ? 7 : rnd(41), total = n * count, bad = 12345;
    tu_fill_random(tweak, sizeof tweak);
    int chars = k->alphabet != NULL;
    for (size_t p = 0; p < total; p++) {
        uint32_t d = rnd(k->radix);
        in16[p] = (uint16_t)d;
        in8[p] = chars ? k->alphabet[d] : 0;
    }
    sc_fpe_io io = {chars ? NULL : in16, chars ? NULL : ref16, chars ? in8 : NULL, chars ? ref8 : NULL,
                    chars ? (ff3 ? &c3->s.alphabet : &c1->s.alphabet) : NULL, k->radix};
    for (size_t r = 0; r < count; r++) { /* the single calls, record by record */
        sc_fpe_io s = io;
        if (chars) {
            s.in8 += r * n;
            s.out8 += r * n;
        } else {
            s.in16 += r * n;
            s.out16 += r * n;
        }
        int rc = ff3 ? symcore__ff3_crypt(be, c3, &s, n, tweak, 7, 0) : symcore__ff1_crypt(be, c1, &s, n, tweak, t, 0);
        CHECK(rc == SYMCORE_OK);
    }
#define BATCH(dec, bi) \
    (ff3 ? symcore__ff3_1_batch(be, c3, &io, n, count, tweak, (dec), (bi)) \
         : symcore__ff1_batch(be, c1, &io, n, count, tweak, t, (dec), (bi)))
    /* encrypt into out: the single calls' result */
    io.out16 = chars ? NULL : out16;
    io.out8 = chars ? out8 : NULL;
    memset(out16, 0xa5, sizeof out16);
    memset(out8, 0xa5, sizeof out8);
    CHECK(BATCH(0, &bad) == SYMCORE_OK && bad == count);
    int past = 1; /* nothing written past the last record */
    for (size_t p = total; p < total + 16 && p < MAXN * MAXCOUNT; p++)
        past &= chars ? out8[p] == (char)0xa5 : out16[p] == SENT16;
    CHECK(past);
    if (chars)
        CHECK_MEM(out8, ref8, total, "batch = single calls (chars)");
    else
        CHECK_MEM(out16, ref16, total * 2, "batch = single calls");
    /* decrypt back */
    io.in16 = chars ? NULL : out16;
    io.in8 = chars ? out8 : NULL;
    io.out16 = chars ? NULL : back16;
    io.out8 = chars ? back8 : NULL;
    CHECK(BATCH(1, NULL) == SYMCORE_OK);
    if (chars)
        CHECK_MEM(back8, in8, total, "decrypt(encrypt) (chars)");
    else
        CHECK_MEM(back16, in16, total * 2, "decrypt(encrypt)");
    /* in place: decrypt out over itself */
    io.out16 = io.in16 ? out16 : NULL;
    io.out8 = io.in8 ? out8 : NULL;
    CHECK(BATCH(1, &bad) == SYMCORE_OK);
    if (chars)
        CHECK_MEM(out8, in8, total, "in place (chars)");
    else
        CHECK_MEM(out16, in16, total * 2, "in place");
    if (count == 0)
        return;
    /* bad records at random positions: the first is reported, nothing written */
    size_t first = rnd((uint32_t)count), nbad = 1 + rnd(3);
    for (size_t j = 0; j < nbad; j++) {
        size_t r = j == 0 ? first : first + rnd((uint32_t)(count - first));
        size_t p = r * n + rnd((uint32_t)n);
        if (chars)
            in8[p] = k->alphabet[0] == '0' ? '#' : 'Z'; /* in none of the alphabets */
        else if (k->radix < 65536)
            in16[p] = (uint16_t)(k->radix + rnd(65536 - k->radix));
        else
            return; /* radix 65536: every numeral is valid */
    }
    io.in16 = chars ? NULL : in16;
    io.in8 = chars ? in8 : NULL;
    io.out16 = chars ? NULL : back16;
    io.out8 = chars ? back8 : NULL;
    memset(back16, 0x5a, sizeof back16);
    memset(back8, 0x5a, sizeof back8);
    for (int dec = 0; dec < 2; dec++) {
        bad = 12345;
        CHECK(BATCH(dec, &bad) == SYMCORE_EDOMAIN);
        CHECK(bad == first);
        CHECK(BATCH(dec, NULL) == SYMCORE_EDOMAIN);
    }
    size_t untouched = 1;
    for (size_t p = 0; p < sizeof back16 / 2; p++)
        untouched &= back16[p] == 0x5a5a;
    for (size_t p = 0; p < sizeof back8; p++)
        untouched &= back8[p] == 0x5a;
    CHECK(untouched);
#undef BATCH
}

/* The largest n the test takes for radix (FF1: past the engines' limit; FF3: maxlen). */
static size_t test_maxn(uint32_t radix, int ff3)
{
    if (ff3) {
        size_t max = symcore__fpe_maxpow(radix, 96) * 2;
        return max < MAXN ? max : MAXN;
    }
    size_t n = 2;
    while (n < MAXN && sc_fpe_pow64(radix, n - n / 2) && n - n / 2 < SC_FPE_POWS)
        n++;
    return n + 3 < MAXN ? n + 3 : MAXN;
}

static void per_backend(const struct sc_aes_backend *be)
{
    uint8_t key[32];
    for (size_t ki = 0; ki < sizeof kinds / sizeof kinds[0]; ki++) {
        const kind *k = &kinds[ki];
        for (int ff3 = 0; ff3 < 2; ff3++) {
            symcore_ff1_ctx c1;
            symcore_ff3_ctx c3;
            size_t keylen = 16 + 8 * rnd(3);
            tu_fill_random(key, keylen);
            if (k->alphabet) {
                CHECK(symcore_ff1_init_alphabet(&c1, key, keylen, k->alphabet) == SYMCORE_OK);
                CHECK(symcore_ff3_init_alphabet(&c3, key, keylen, k->alphabet) == SYMCORE_OK);
                /* re-expand the key for be, the alphabet kept */
                symcore_ff1_ctx t1;
                symcore_ff3_ctx t3;
                CHECK(symcore__ff1_init_with(be, &t1, key, keylen, k->radix) == SYMCORE_OK);
                CHECK(symcore__ff3_init_with(be, &t3, key, keylen, k->radix) == SYMCORE_OK);
                c1.s.key = t1.s.key;
                c3.s.key = t3.s.key;
            } else {
                CHECK(symcore__ff1_init_with(be, &c1, key, keylen, k->radix) == SYMCORE_OK);
                CHECK(symcore__ff3_init_with(be, &c3, key, keylen, k->radix) == SYMCORE_OK);
            }
            size_t lo = symcore__fpe_minlen(k->radix), hi = test_maxn(k->radix, ff3);
            for (size_t n = lo; n <= hi; n++) {
                size_t count = n == lo ? 0 : 1 + rnd(n - lo < 4 ? 20 : MAXCOUNT);
                one(be, ff3, &c1, &c3, k, n, count);
            }
        }
    }
}

/* The public calls (the dispatched backend) against the public single calls. */
static void public_calls(void)
{
    static const uint8_t key[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
    static const uint8_t tw[7] = {9, 8, 7, 6, 5, 4, 3};
    symcore_ff1_ctx c1, a1;
    symcore_ff3_ctx c3, a3;
    CHECK(symcore_ff1_init(&c1, key, 16, 10) == SYMCORE_OK);
    CHECK(symcore_ff3_init(&c3, key, 16, 10) == SYMCORE_OK);
    CHECK(symcore_ff1_init_alphabet(&a1, key, 16, "0123456789") == SYMCORE_OK);
    CHECK(symcore_ff3_init_alphabet(&a3, key, 16, "0123456789") == SYMCORE_OK);
    size_t n = 16, count = 37, bad;
    for (size_t p = 0; p < n * count; p++) {
        in16[p] = (uint16_t)rnd(10);
        in8[p] = (char)('0' + in16[p]);
    }
    for (int alg = 0; alg < 2; alg++)
        for (int dec = 0; dec < 2; dec++) {
            for (size_t r = 0; r < count; r++) {
                int rc;
                if (alg == 0)
                    rc = dec ? symcore_ff1_decrypt(&c1, ref16 + r * n, in16 + r * n, n, tw, 7)
                             : symcore_ff1_encrypt(&c1, ref16 + r * n, in16 + r * n, n, tw, 7);
                else
                    rc = dec ? symcore_ff3_1_decrypt(&c3, ref16 + r * n, in16 + r * n, n, tw)
                             : symcore_ff3_1_encrypt(&c3, ref16 + r * n, in16 + r * n, n, tw);
                CHECK(rc == SYMCORE_OK);
                if (alg == 0)
                    rc = dec ? symcore_ff1_decrypt_str(&a1, ref8 + r * n, in8 + r * n, n, tw, 7)
                             : symcore_ff1_encrypt_str(&a1, ref8 + r * n, in8 + r * n, n, tw, 7);
                else
                    rc = dec ? symcore_ff3_1_decrypt_str(&a3, ref8 + r * n, in8 + r * n, n, tw)
                             : symcore_ff3_1_encrypt_str(&a3, ref8 + r * n, in8 + r * n, n, tw);
                CHECK(rc == SYMCORE_OK);
            }
            int rc1, rc2;
            if (alg == 0) {
                rc1 = dec ? symcore_ff1_decrypt_batch(&c1, out16, in16, n, count, tw, 7, &bad)
                          : symcore_ff1_encrypt_batch(&c1, out16, in16, n, count, tw, 7, &bad);
                rc2 = dec ? symcore_ff1_decrypt_str_batch(&a1, out8, in8, n, count, tw, 7, NULL)
                          : symcore_ff1_encrypt_str_batch(&a1, out8, in8, n, count, tw, 7, NULL);
            } else {
                rc1 = dec ? symcore_ff3_1_decrypt_batch(&c3, out16, in16, n, count, tw, &bad)
                          : symcore_ff3_1_encrypt_batch(&c3, out16, in16, n, count, tw, &bad);
                rc2 = dec ? symcore_ff3_1_decrypt_str_batch(&a3, out8, in8, n, count, tw, NULL)
                          : symcore_ff3_1_encrypt_str_batch(&a3, out8, in8, n, count, tw, NULL);
            }
            CHECK(rc1 == SYMCORE_OK && rc2 == SYMCORE_OK && bad == count);
            CHECK_MEM(out16, ref16, n * count * 2, "public batch = public single calls");
            CHECK_MEM(out8, ref8, n * count, "public _str batch = public single calls");
        }
}

int main(void)
{
    const struct sc_aes_backend *list[4];
    int nb = aes_test_backends(list);
    for (int b = 0; b < nb; b++) {
        printf("backend %s\n", list[b]->name);
        per_backend(list[b]);
    }
    public_calls();
    return tu_finish("fpe_batch");
}
