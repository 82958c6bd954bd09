/*
 * FF1, FF3 and FF3-1 known answers, each encrypted and decrypted (in place
 * too), through the numeral and the alphabet calls.
 * Sources:
 * - FF1 samples 1-9: NIST, "FF1 examples" (FF1samples.pdf, CSRC Examples with
 *   Intermediate Values, SP 800-38G).
 * - FF3 samples 1-15: NIST, "FF3 examples" (FF3samples.pdf, same page).
 * - FF3-1: NIST ACVP-Server gen-val/json-files/ACVP-AES-FF3-1-1.0 (test groups
 *   1-3, cases 1-2 of each key size, as quoted by mysto/java-fpe's tests);
 *   the 56-bit variant of FF3 sample 1 from mysto/python-fpe's README.
 * - Wycheproof FF1 (fpe_data/wycheproof_ff1.h, its own header says which);
 *   Wycheproof's "SmallMessageSize" cases (radix^n between 100 and 10^6,
 *   legal under the first SP 800-38G) must fail with SYMCORE_ELENGTH here.
 */
#include <symcore.h>

#include "fpe_data/wycheproof_ff1.h"
#include "testutil.h"

typedef struct {
    const char *key, *tweak, *alphabet, *pt, *ct;
} fpe_vec;

#define D10 "0123456789"
#define B36 "0123456789abcdefghijklmnopqrstuvwxyz"
#define B26 "0123456789abcdefghijklmnop"
#define K1 "2B7E151628AED2A6ABF7158809CF4F3C"
#define K2 "2B7E151628AED2A6ABF7158809CF4F3CEF4359D8D580AA4F"
#define K3 "2B7E151628AED2A6ABF7158809CF4F3CEF4359D8D580AA4F7F036D6F04FC6A94"

static const fpe_vec ff1_vecs[] = {
    {K1, "", D10, "0123456789", "2433477484"},                                        /* sample 1 */
    {K1, "39383736353433323130", D10, "0123456789", "6124200773"},                    /* sample 2 */
    {K1, "3737373770717273373737", B36, "0123456789abcdefghi", "a9tv40mll9kdu509eum"}, /* sample 3 */
    {K2, "", D10, "0123456789", "2830668132"},                                        /* sample 4 */
    {K2, "39383736353433323130", D10, "0123456789", "2496655549"},                    /* sample 5 */
    {K2, "3737373770717273373737", B36, "0123456789abcdefghi", "xbj3kv35jrawxv32ysr"}, /* sample 6 */
    {K3, "", D10, "0123456789", "6657667009"},                                        /* sample 7 */
    {K3, "39383736353433323130", D10, "0123456789", "1001623463"},                    /* sample 8 */
    {K3, "3737373770717273373737", B36, "0123456789abcdefghi", "xs8a0azh2avyalyzuwd"}, /* sample 9 */
};

#define F1 "EF4359D8D580AA4F7F036D6F04FC6A94"
#define F2 "EF4359D8D580AA4F7F036D6F04FC6A942B7E151628AED2A6"
#define F3 "EF4359D8D580AA4F7F036D6F04FC6A942B7E151628AED2A6ABF7158809CF4F3C"
#define P18 "890121234567890000"
#define P29 "89012123456789000000789000000"

static const fpe_vec ff3_vecs[] = { /* radix 26 uses the alphabet 0-9a-p, as the samples do */
    {F1, "D8E7920AFA330A73", D10, P18, "750918814058654607"},              /* sample 1 */
    {F1, "9A768A92F60E12D8", D10, P18, "018989839189395384"},              /* sample 2 */
    {F1, "D8E7920AFA330A73", D10, P29, "48598367162252569629397416226"},   /* sample 3 */
    {F1, "0000000000000000", D10, P29, "34695224821734535122613701434"},   /* sample 4 */
    {F1, "9A768A92F60E12D8", B26, "0123456789abcdefghi", "g2pk40i992fn20cjakb"}, /* sample 5 */
    {F2, "D8E7920AFA330A73", D10, P18, "646965393875028755"},              /* sample 6 */
    {F2, "9A768A92F60E12D8", D10, P18, "961610514491424446"},              /* sample 7 */
    {F2, "D8E7920AFA330A73", D10, P29, "53048884065350204541786380807"},   /* sample 8 */
    {F2, "0000000000000000", D10, P29, "98083802678820389295041483512"},   /* sample 9 */
    {F2, "9A768A92F60E12D8", B26, "0123456789abcdefghi", "i0ihe2jfj7a9opf9p88"}, /* sample 10 */
    {F3, "D8E7920AFA330A73", D10, P18, "922011205562777495"},              /* sample 11 */
    {F3, "9A768A92F60E12D8", D10, P18, "504149865578056140"},              /* sample 12 */
    {F3, "D8E7920AFA330A73", D10, P29, "04344343235792599165734622699"},   /* sample 13 */
    {F3, "0000000000000000", D10, P29, "30859239999374053872365555822"},   /* sample 14 */
    {F3, "9A768A92F60E12D8", B26, "0123456789abcdefghi", "p0b2godfja9bhb7bk38"}, /* sample 15 */
};

#define A26 "abcdefghijklmnopqrstuvwxyz"
#define A64 "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz+/"

static const fpe_vec ff3_1_vecs[] = {
    {"2DE79D232DF5585D68CE47882AE256D6", "CBD09280979564", D10, "3992520240", "8901801106"},
    {"01C63017111438F7FC8E24EB16C71AB5", "C4E822DCD09F27", D10,
     "60761757463116869318437658042297305934914824457484538562",
     "35637144092473838892796702739628394376915177448290847293"},
    {"718385E6542534604419E83CE387A437", "B6F35084FA90E1", A26, "wfmwlrorcd", "ywowehycyd"},
    {"DB602DFF22ED7E84C8D8C865A941A238", "EBEFD63BCC2083", A26, "kkuomenbzqvggfbteqdyanwpmhzdmoicekiihkrm",
     "belcfahcwwytwrckieymthabgjjfkxtxauipmjja"},
    {"AEE87D0D485B3AFD12BD1E0B9D03D50D", "5F9140601D224B", A64, "ixvuuIHr0e", "GR90R1q838"},
    {"7B6C88324732F7F4AD435DA9AD77F917", "3F42102C0BAB39", A64, "21q1kbbIVSrAFtdFWzdMeIDpRqpo",
     "cvQ/4aGUV4wRnyO3CHmgEKW5hk8H"},
    /* FF3 sample 1's key and plaintext under the 56-bit tweak D8E7920AFA330A (python-fpe) */
    {F1, "D8E7920AFA330A", D10, P18, "477064185124354662"},
};

/* Alphabet index of each character (the test's own map, not the library's). */
static size_t to_numerals(uint16_t *out, const char *alphabet, const char *s)
{
    size_t n = strlen(s);
    for (size_t i = 0; i < n; i++)
        out[i] = (uint16_t)(strchr(alphabet, s[i]) - alphabet);
    return n;
}

enum { FF1, FF3, FF3_1 };

static void run(int mode, const fpe_vec *v)
{
    uint8_t key[32], tweak[64];
    size_t klen = tu_unhex(key, sizeof key, v->key), tlen = tu_unhex(tweak, sizeof tweak, v->tweak);
    uint16_t pt[64], ct[64], got[65];
    size_t n = to_numerals(pt, v->alphabet, v->pt);
    to_numerals(ct, v->alphabet, v->ct);
    uint32_t radix = (uint32_t)strlen(v->alphabet);
    char sgot[65];
    symcore_ff1_ctx c1, a1;
    symcore_ff3_ctx c3, a3;
    got[n] = 0xa5a5;
    sgot[n] = 'Z';
    if (mode == FF1) {
        CHECK(symcore_ff1_init(&c1, key, klen, radix) == SYMCORE_OK);
        CHECK(symcore_ff1_init_alphabet(&a1, key, klen, v->alphabet) == SYMCORE_OK);
        CHECK(symcore_ff1_encrypt(&c1, got, pt, n, tweak, tlen) == SYMCORE_OK);
        CHECK_MEM(got, ct, n * 2, v->ct);
        CHECK(symcore_ff1_decrypt(&c1, got, got, n, tweak, tlen) == SYMCORE_OK);
        CHECK_MEM(got, pt, n * 2, v->pt);
        CHECK(symcore_ff1_encrypt_str(&a1, sgot, v->pt, n, tweak, tlen) == SYMCORE_OK);
        CHECK_MEM(sgot, v->ct, n, v->ct);
        CHECK(symcore_ff1_decrypt_str(&a1, sgot, sgot, n, tweak, tlen) == SYMCORE_OK);
        CHECK_MEM(sgot, v->pt, n, v->pt);
    } else {
        int (*enc)(const symcore_ff3_ctx *, uint16_t *, const uint16_t *, size_t, const uint8_t *) =
            mode == FF3 ? symcore_ff3_encrypt : symcore_ff3_1_encrypt;
        int (*dec)(const symcore_ff3_ctx *, uint16_t *, const uint16_t *, size_t, const uint8_t *) =
            mode == FF3 ? symcore_ff3_decrypt : symcore_ff3_1_decrypt;
        int (*enc_s)(const symcore_ff3_ctx *, char *, const char *, size_t, const uint8_t *) =
            mode == FF3 ? symcore_ff3_encrypt_str : symcore_ff3_1_encrypt_str;
        int (*dec_s)(const symcore_ff3_ctx *, char *, const char *, size_t, const uint8_t *) =
            mode == FF3 ? symcore_ff3_decrypt_str : symcore_ff3_1_decrypt_str;
        CHECK(tlen == (mode == FF3 ? 8u : 7u));
        CHECK(symcore_ff3_init(&c3, key, klen, radix) == SYMCORE_OK);
        CHECK(symcore_ff3_init_alphabet(&a3, key, klen, v->alphabet) == SYMCORE_OK);
        CHECK(enc(&c3, got, pt, n, tweak) == SYMCORE_OK);
        CHECK_MEM(got, ct, n * 2, v->ct);
        CHECK(dec(&c3, got, got, n, tweak) == SYMCORE_OK);
        CHECK_MEM(got, pt, n * 2, v->pt);
        CHECK(enc_s(&a3, sgot, v->pt, n, tweak) == SYMCORE_OK);
        CHECK_MEM(sgot, v->ct, n, v->ct);
        CHECK(dec_s(&a3, sgot, sgot, n, tweak) == SYMCORE_OK);
        CHECK_MEM(sgot, v->pt, n, v->pt);
    }
    CHECK(got[n] == 0xa5a5);
    CHECK(sgot[n] == 'Z');
}

static void run_wycheproof(const wp_ff1_vec *v)
{
    uint8_t key[32], tweak[32];
    size_t klen = tu_unhex(key, sizeof key, v->key), tlen = tu_unhex(tweak, sizeof tweak, v->tweak);
    uint16_t got[261];
    symcore_ff1_ctx c;
    got[v->n] = 0x5a5a;
    CHECK(symcore_ff1_init(&c, key, klen, v->radix) == SYMCORE_OK);
    CHECK(symcore_ff1_encrypt(&c, got, v->msg, v->n, tweak, tlen) == SYMCORE_OK);
    if (!CHECK_MEM(got, v->ct, 2u * v->n, "wycheproof encrypt"))
        fprintf(stderr, "  tcId %d (radix %u)\n", v->tc, (unsigned)v->radix);
    CHECK(symcore_ff1_decrypt(&c, got, v->ct, v->n, tweak, tlen) == SYMCORE_OK);
    CHECK_MEM(got, v->msg, 2u * v->n, "wycheproof decrypt");
    CHECK(got[v->n] == 0x5a5a);
}

/* Wycheproof aes_ff1_radix10 tcId 7 and 10 ("SmallMessageSize"): valid under
 * the original 100 floor, too short under Rev. 1. */
static void small_message_rejected(void)
{
    uint8_t key[16];
    uint16_t msg2[2] = {9, 1}, msg5[5] = {6, 3, 7, 3, 8}, out[5] = {7, 7, 7, 7, 7};
    uint8_t tweak[8];
    symcore_ff1_ctx c;
    tu_unhex(key, sizeof key, "ad65778960d778c614e2673dee073acb");
    tu_unhex(tweak, sizeof tweak, "4505f45a8fa30b90");
    CHECK(symcore_ff1_init(&c, key, 16, 10) == SYMCORE_OK);
    CHECK(symcore_ff1_encrypt(&c, out, msg2, 2, tweak, 8) == SYMCORE_ELENGTH);
    tu_unhex(key, sizeof key, "0319599d6c7ca301230ec2b06c681097");
    tu_unhex(tweak, sizeof tweak, "125fd8f86c787e2d");
    CHECK(symcore_ff1_init(&c, key, 16, 10) == SYMCORE_OK);
    CHECK(symcore_ff1_encrypt(&c, out, msg5, 5, tweak, 8) == SYMCORE_ELENGTH);
    for (size_t i = 0; i < 5; i++)
        CHECK(out[i] == 7);
}

int main(void)
{
    for (size_t i = 0; i < sizeof wp_ff1_vecs / sizeof wp_ff1_vecs[0]; i++)
        run_wycheproof(&wp_ff1_vecs[i]);
    small_message_rejected();
    for (size_t i = 0; i < sizeof ff1_vecs / sizeof ff1_vecs[0]; i++)
        run(FF1, &ff1_vecs[i]);
    for (size_t i = 0; i < sizeof ff3_vecs / sizeof ff3_vecs[0]; i++)
        run(FF3, &ff3_vecs[i]);
    for (size_t i = 0; i < sizeof ff3_1_vecs / sizeof ff3_1_vecs[0]; i++)
        run(FF3_1, &ff3_1_vecs[i]);
    printf("fpe_kat: %d checks, %d failures\n", tu_checks, tu_failures);
    return tu_failures != 0;
}
