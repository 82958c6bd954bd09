/*
 * FF1 and FF3-1 against Bouncy Castle's outputs (fpe_data/bouncycastle_fpe.h,
 * generated once by fpe_data/BcFpeVectors.java; its header says which
 * version and which cases are left out because Bouncy Castle is wrong there):
 * long inputs up to FF1's maxlen, the word-size and d > 16 boundaries, radix
 * 2 to 65535, AES-128/192/256, tweaks of 0 to 1000 bytes. Each vector is
 * encrypted and decrypted, out of place and in place, with a sentinel past
 * the output; through the public calls, through every AES backend this CPU
 * runs, through the fixed-size integers alone (no native-word path), and,
 * for radix up to 255, through the alphabet calls (alphabet: bytes 1..radix).
 */
#include <symcore.h>

#include "aes_backends.h"
#include "fpe/fpe_internal.h"
#include "fpe_data/bouncycastle_fpe.h"
#include "testutil.h"

#define MAXN 8192 /* FF1's maxlen at radix 2 */

static uint16_t pt[MAXN + 1], ct[MAXN + 1], got[MAXN + 1];
static char spt[MAXN + 1], sct[MAXN + 1], sgot[MAXN + 1];
static uint8_t tweak[1024];
static const struct sc_aes_backend *be[4];
static int nbe;

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

/* numerals as characters of the alphabet 1..radix (radix <= 255), and that alphabet */
static void to_chars(char *alphabet, const bc_fpe_vec *v)
{
    for (uint32_t i = 0; i < v->radix; i++)
        alphabet[i] = (char)(i + 1);
    alphabet[v->radix] = 0;
    for (size_t i = 0; i < v->n; i++) {
        spt[i] = (char)(pt[i] + 1);
        sct[i] = (char)(ct[i] + 1);
    }
    sgot[v->n] = 'Z';
}

/* internal path f (one backend's, or the fixed-size integers'), both directions */
typedef int (*ff1_path)(const struct sc_aes_backend *, const symcore_ff1_ctx *, const sc_fpe_io *, size_t,
                        const void *, size_t, int);
typedef int (*ff3_path)(const struct sc_aes_backend *, const symcore_ff3_ctx *, const sc_fpe_io *, size_t,
                        const uint8_t *, size_t, int);

static void ff1_internal(ff1_path f, const struct sc_aes_backend *b, const char *what, const bc_fpe_vec *v,
                         const uint8_t *key, size_t klen, size_t tlen)
{
    symcore_ff1_ctx c;
    sc_fpe_io enc = {pt, got, NULL, NULL, NULL, v->radix}, dec = {ct, got, NULL, NULL, NULL, v->radix};
    CHECK(symcore__ff1_init_with(b, &c, key, klen, v->radix) == SYMCORE_OK);
    CHECK(f(b, &c, &enc, v->n, tweak, tlen, 0) == SYMCORE_OK);
    if (!CHECK_MEM(got, ct, 2u * v->n, what))
        describe(b->name, v, tlen);
    CHECK(f(b, &c, &dec, v->n, tweak, tlen, 1) == SYMCORE_OK);
    if (!CHECK_MEM(got, pt, 2u * v->n, what))
        describe(b->name, v, tlen);
}

static void ff3_internal(ff3_path f, const struct sc_aes_backend *b, const char *what, const bc_fpe_vec *v,
                         const uint8_t *key, size_t klen)
{
    symcore_ff3_ctx c;
    sc_fpe_io enc = {pt, got, NULL, NULL, NULL, v->radix}, dec = {ct, got, NULL, NULL, NULL, v->radix};
    CHECK(symcore__ff3_init_with(b, &c, key, klen, v->radix) == SYMCORE_OK);
    CHECK(f(b, &c, &enc, v->n, tweak, 7, 0) == SYMCORE_OK);
    if (!CHECK_MEM(got, ct, 2u * v->n, what))
        describe(b->name, v, 7);
    CHECK(f(b, &c, &dec, v->n, tweak, 7, 1) == SYMCORE_OK);
    if (!CHECK_MEM(got, pt, 2u * v->n, what))
        describe(b->name, v, 7);
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
    for (int b = 0; b < nbe; b++)
        ff1_internal(symcore__ff1_crypt, be[b], "FF1 backend against Bouncy Castle", v, key, klen, tlen);
    ff1_internal(symcore__ff1_crypt_bignum, be[nbe - 1], "FF1 fixed-size integers against Bouncy Castle", v, key,
                 klen, tlen);
    CHECK(got[n] == 0x5a5a);
    if (v->radix <= 255) {
        char alphabet[256];
        symcore_ff1_ctx a;
        to_chars(alphabet, v);
        CHECK(symcore_ff1_init_alphabet(&a, key, klen, alphabet) == SYMCORE_OK);
        CHECK(symcore_ff1_encrypt_str(&a, sgot, spt, n, tweak, tlen) == SYMCORE_OK);
        CHECK_MEM(sgot, sct, n, "FF1 alphabet encrypt against Bouncy Castle");
        CHECK(symcore_ff1_decrypt_str(&a, sgot, sgot, n, tweak, tlen) == SYMCORE_OK);
        CHECK_MEM(sgot, spt, n, "FF1 alphabet decrypt in place");
        CHECK(sgot[n] == 'Z');
    }
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
    for (int b = 0; b < nbe; b++)
        ff3_internal(symcore__ff3_crypt, be[b], "FF3-1 backend against Bouncy Castle", v, key, klen);
    ff3_internal(symcore__ff3_crypt_bignum, be[nbe - 1], "FF3-1 fixed-size integers against Bouncy Castle", v,
                 key, klen);
    CHECK(got[n] == 0x5a5a);
    if (v->radix <= 255) {
        char alphabet[256];
        symcore_ff3_ctx a;
        to_chars(alphabet, v);
        CHECK(symcore_ff3_init_alphabet(&a, key, klen, alphabet) == SYMCORE_OK);
        CHECK(symcore_ff3_1_encrypt_str(&a, sgot, spt, n, tweak) == SYMCORE_OK);
        CHECK_MEM(sgot, sct, n, "FF3-1 alphabet encrypt against Bouncy Castle");
        CHECK(symcore_ff3_1_decrypt_str(&a, sgot, sgot, n, tweak) == SYMCORE_OK);
        CHECK_MEM(sgot, spt, n, "FF3-1 alphabet decrypt in place");
        CHECK(sgot[n] == 'Z');
    }
}

int main(void)
{
    nbe = aes_test_backends(be);
    size_t n1 = sizeof bc_ff1_vecs / sizeof bc_ff1_vecs[0], n3 = sizeof bc_ff3_1_vecs / sizeof bc_ff3_1_vecs[0];
    for (size_t i = 0; i < n1; i++)
        run_ff1(&bc_ff1_vecs[i]);
    for (size_t i = 0; i < n3; i++)
        run_ff3_1(&bc_ff3_1_vecs[i]);
    printf("fpe_oracle: %u FF1 and %u FF3-1 vectors, %d AES backends, %d checks, %d failures\n", (unsigned)n1,
           (unsigned)n3, nbe, tu_checks, tu_failures);
    return tu_failures != 0;
}
