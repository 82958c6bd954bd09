/*
 * FF1 and FF3-1 against Bouncy Castle's outputs (fpe_data/bouncycastle_fpe.h,
 * generated once by fpe_data/BcFpeVectors.java; its header says which
 * version and which cases are left out because Bouncy Castle is wrong there):
 * long inputs up to FF1's maxlen, the word-size and d > 16 boundaries, radix
 * 2 to 65535, AES-128/192/256, tweaks of 0 to 1000 bytes. Each vector is
 * encrypted and decrypted, out of place and in place, with a sentinel past
 * the output.
 */
#include <symcore.h>

#include "fpe_data/bouncycastle_fpe.h"
#include "testutil.h"

#define MAXN 8192 /* FF1's maxlen at radix 2 */

static uint16_t pt[MAXN + 1], ct[MAXN + 1], got[MAXN + 1];
static uint8_t tweak[1024];

static unsigned hexval(char c)
{
    return (unsigned)(c <= '9' ? c - '0' : c - 'a' + 10);
}

/* numeral i is BC_FPE_DIGITS hex digits at digit position i * w, rows of
 * BC_FPE_ROW digits stored BC_FPE_ROW + 1 bytes apart */
static void numerals(uint16_t *out, const char *rows, size_t n, uint32_t radix)
{
    unsigned w = BC_FPE_DIGITS(radix);
    for (size_t i = 0; i < n; i++) {
        unsigned x = 0;
        for (unsigned k = 0; k < w; k++) {
            size_t p = i * w + k;
            x = x << 4 | hexval(rows[p / BC_FPE_ROW * (BC_FPE_ROW + 1) + p % BC_FPE_ROW]);
        }
        out[i] = (uint16_t)x;
    }
}

static void describe(const char *what, const bc_fpe_vec *v, size_t tlen)
{
    fprintf(stderr, "  %s: radix %u, n %u, key %u bytes, tweak %u bytes\n", what, (unsigned)v->radix,
            (unsigned)v->n, (unsigned)strlen(v->key) / 2, (unsigned)tlen);
}

static void run_ff1(const bc_fpe_vec *v)
{
    uint8_t key[32];
    size_t klen = tu_unhex(key, sizeof key, v->key), tlen = tu_unhex(tweak, sizeof tweak, v->tweak);
    size_t n = v->n;
    symcore_ff1_ctx c;
    numerals(pt, v->pt, n, v->radix);
    numerals(ct, v->ct, n, v->radix);
    got[n] = 0x5a5a;
    CHECK(symcore_ff1_init(&c, key, klen, v->radix) == SYMCORE_OK);
    CHECK(symcore_ff1_encrypt(&c, got, pt, n, tweak, tlen) == SYMCORE_OK);
    if (!CHECK_MEM(got, ct, 2 * n, "FF1 encrypt against Bouncy Castle"))
        describe("FF1", v, tlen);
    CHECK(symcore_ff1_decrypt(&c, got, ct, n, tweak, tlen) == SYMCORE_OK);
    if (!CHECK_MEM(got, pt, 2 * n, "FF1 decrypt against Bouncy Castle"))
        describe("FF1", v, tlen);
    CHECK(symcore_ff1_encrypt(&c, got, got, n, tweak, tlen) == SYMCORE_OK); /* in place */
    CHECK_MEM(got, ct, 2 * n, "FF1 encrypt in place");
    CHECK(symcore_ff1_decrypt(&c, got, got, n, tweak, tlen) == SYMCORE_OK);
    CHECK_MEM(got, pt, 2 * n, "FF1 decrypt in place");
    CHECK(got[n] == 0x5a5a);
}

static void run_ff3_1(const bc_fpe_vec *v)
{
    uint8_t key[32];
    size_t klen = tu_unhex(key, sizeof key, v->key), tlen = tu_unhex(tweak, sizeof tweak, v->tweak);
    size_t n = v->n;
    symcore_ff3_ctx c;
    CHECK(tlen == 7);
    numerals(pt, v->pt, n, v->radix);
    numerals(ct, v->ct, n, v->radix);
    got[n] = 0x5a5a;
    CHECK(symcore_ff3_init(&c, key, klen, v->radix) == SYMCORE_OK);
    CHECK(symcore_ff3_1_encrypt(&c, got, pt, n, tweak) == SYMCORE_OK);
    if (!CHECK_MEM(got, ct, 2 * n, "FF3-1 encrypt against Bouncy Castle"))
        describe("FF3-1", v, tlen);
    CHECK(symcore_ff3_1_decrypt(&c, got, ct, n, tweak) == SYMCORE_OK);
    if (!CHECK_MEM(got, pt, 2 * n, "FF3-1 decrypt against Bouncy Castle"))
        describe("FF3-1", v, tlen);
    CHECK(symcore_ff3_1_encrypt(&c, got, got, n, tweak) == SYMCORE_OK);
    CHECK_MEM(got, ct, 2 * n, "FF3-1 encrypt in place");
    CHECK(symcore_ff3_1_decrypt(&c, got, got, n, tweak) == SYMCORE_OK);
    CHECK_MEM(got, pt, 2 * n, "FF3-1 decrypt in place");
    CHECK(got[n] == 0x5a5a);
}

int main(void)
{
    size_t n1 = sizeof bc_ff1_vecs / sizeof bc_ff1_vecs[0], n3 = sizeof bc_ff3_1_vecs / sizeof bc_ff3_1_vecs[0];
    for (size_t i = 0; i < n1; i++)
        run_ff1(&bc_ff1_vecs[i]);
    for (size_t i = 0; i < n3; i++)
        run_ff3_1(&bc_ff3_1_vecs[i]);
    printf("fpe_oracle: %u FF1 and %u FF3-1 vectors, %d checks, %d failures\n", (unsigned)n1, (unsigned)n3,
           tu_checks, tu_failures);
    return tu_failures != 0;
}
