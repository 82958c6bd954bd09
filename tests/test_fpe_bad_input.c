/*
 * Every error path of the FPE calls, with its code, and the output (or the
 * context, for init) left exactly as it was.
 */
#include <symcore.h>

#include "testutil.h"

static const uint8_t key[32] = {1, 2, 3};
static const uint8_t tweak[SYMCORE_FF1_MAX_TWEAK + 1];

#define OUT_UNTOUCHED(buf, n, v)                \
    do {                                        \
        int same_ = 1;                          \
        for (size_t i_ = 0; i_ < (n); i_++)     \
            same_ &= (buf)[i_] == (v);          \
        CHECK(same_);                           \
    } while (0)

static void init_errors(void)
{
    symcore_ff1_ctx c, before;
    symcore_ff3_ctx d, dbefore;
    memset(&c, 0x3c, sizeof c);
    memset(&d, 0x3c, sizeof d);
    before = c;
    dbefore = d;
    static const size_t badlen[] = {0, 1, 15, 17, 23, 25, 31, 33, 64};
    for (size_t i = 0; i < sizeof badlen / sizeof badlen[0]; i++) {
        CHECK(symcore_ff1_init(&c, key, badlen[i], 10) == SYMCORE_EINVAL);
        CHECK(symcore_ff3_init(&d, key, badlen[i], 10) == SYMCORE_EINVAL);
        CHECK(symcore_ff1_init_alphabet(&c, key, badlen[i], "0123456789") == SYMCORE_EINVAL);
        CHECK(symcore_ff3_init_alphabet(&d, key, badlen[i], "0123456789") == SYMCORE_EINVAL);
    }
    static const uint32_t badradix[] = {0, 1, 65537, 1u << 20, UINT32_MAX};
    for (size_t i = 0; i < sizeof badradix / sizeof badradix[0]; i++) {
        CHECK(symcore_ff1_init(&c, key, 16, badradix[i]) == SYMCORE_EINVAL);
        CHECK(symcore_ff3_init(&d, key, 16, badradix[i]) == SYMCORE_EINVAL);
    }
    static const char *badalpha[] = {"", "a", "aa", "0123456789012", "abcdefghijklmnopqrstuvwxyzA a"};
    for (size_t i = 0; i < sizeof badalpha / sizeof badalpha[0]; i++) {
        CHECK(symcore_ff1_init_alphabet(&c, key, 16, badalpha[i]) == SYMCORE_EINVAL);
        CHECK(symcore_ff3_init_alphabet(&d, key, 16, badalpha[i]) == SYMCORE_EINVAL);
    }
    CHECK(symcore_ff1_init_alphabet(&c, key, 16, NULL) == SYMCORE_EINVAL);
    CHECK(symcore_ff3_init_alphabet(&d, key, 16, NULL) == SYMCORE_EINVAL);
    CHECK(symcore_ff1_init(&c, NULL, 16, 10) == SYMCORE_EINVAL);
    CHECK(symcore_ff3_init(&d, NULL, 16, 10) == SYMCORE_EINVAL);
    CHECK(memcmp(&c, &before, sizeof c) == 0);
    CHECK(memcmp(&d, &dbefore, sizeof d) == 0);
    CHECK(symcore_ff1_init(NULL, key, 16, 10) == SYMCORE_EINVAL);
    CHECK(symcore_ff3_init(NULL, key, 16, 10) == SYMCORE_EINVAL);
    CHECK(symcore_ff1_init_alphabet(NULL, key, 16, "01") == SYMCORE_EINVAL);
    CHECK(symcore_ff3_init_alphabet(NULL, key, 16, "01") == SYMCORE_EINVAL);
    symcore_ff1_wipe(NULL);
    symcore_ff3_wipe(NULL);
    /* the smallest alphabet and radix are fine */
    CHECK(symcore_ff1_init_alphabet(&c, key, 16, "01") == SYMCORE_OK);
    CHECK(symcore_ff3_init(&d, key, 24, 2) == SYMCORE_OK);
}

static void ff1_call_errors(void)
{
    symcore_ff1_ctx c, zero, wiped, numeric;
    uint16_t in[32], out[32];
    char sin[32], sout[32];
    memset(&zero, 0, sizeof zero);
    CHECK(symcore_ff1_init_alphabet(&c, key, 32, "0123456789abcdef") == SYMCORE_OK);
    CHECK(symcore_ff1_init(&numeric, key, 16, 16) == SYMCORE_OK);
    wiped = c;
    symcore_ff1_wipe(&wiped);
    CHECK(memcmp(&wiped, &zero, sizeof zero) == 0);
    for (size_t i = 0; i < 32; i++)
        in[i] = (uint16_t)(i % 16);
    memcpy(sin, "0123456789abcdef0123456789abcdef", 32);
    memset(out, 0x77, sizeof out);
    memset(sout, 'Q', sizeof sout);

    /* inert contexts */
    CHECK(symcore_ff1_encrypt(NULL, out, in, 10, tweak, 3) == SYMCORE_EINVAL);
    CHECK(symcore_ff1_encrypt(&zero, out, in, 10, tweak, 3) == SYMCORE_EINVAL);
    CHECK(symcore_ff1_decrypt(&wiped, out, in, 10, tweak, 3) == SYMCORE_EINVAL);
    CHECK(symcore_ff1_encrypt_str(&zero, sout, sin, 10, tweak, 3) == SYMCORE_EINVAL);
    CHECK(symcore_ff1_decrypt_str(&wiped, sout, sin, 10, tweak, 3) == SYMCORE_EINVAL);
    CHECK(symcore_ff1_encrypt_str(NULL, sout, sin, 10, tweak, 3) == SYMCORE_EINVAL);
    /* NULL buffers with n > 0, tweak NULL or too long, _str without an alphabet */
    CHECK(symcore_ff1_encrypt(&c, NULL, in, 10, tweak, 3) == SYMCORE_EINVAL);
    CHECK(symcore_ff1_encrypt(&c, out, NULL, 10, tweak, 3) == SYMCORE_EINVAL);
    CHECK(symcore_ff1_encrypt(&c, out, in, 10, NULL, 3) == SYMCORE_EINVAL);
    CHECK(symcore_ff1_encrypt(&c, out, in, 10, tweak, SYMCORE_FF1_MAX_TWEAK + 1) == SYMCORE_EINVAL);
    CHECK(symcore_ff1_decrypt(&c, out, in, 10, tweak, (size_t)-1) == SYMCORE_EINVAL);
    CHECK(symcore_ff1_encrypt_str(&c, NULL, sin, 10, tweak, 3) == SYMCORE_EINVAL);
    CHECK(symcore_ff1_decrypt_str(&c, sout, NULL, 10, tweak, 3) == SYMCORE_EINVAL);
    CHECK(symcore_ff1_encrypt_str(&numeric, sout, sin, 10, tweak, 3) == SYMCORE_EINVAL);
    /* lengths: radix 16 has minlen 5 (16^5 >= 10^6 > 16^4) */
    CHECK(symcore_ff1_encrypt(&c, out, in, 4, tweak, 3) == SYMCORE_ELENGTH);
    CHECK(symcore_ff1_encrypt(&c, NULL, NULL, 0, NULL, 0) == SYMCORE_ELENGTH);
    CHECK(symcore_ff1_encrypt_str(&c, sout, sin, 4, tweak, 3) == SYMCORE_ELENGTH);
    CHECK(symcore_ff1_decrypt(&c, out, in, 2049, tweak, 3) == SYMCORE_ELENGTH); /* maxlen 2048 */
    /* numerals out of range, anywhere */
    for (size_t pos = 0; pos < 10; pos += 3) {
        uint16_t bad[10];
        memcpy(bad, in, sizeof bad);
        bad[pos] = (uint16_t)(pos == 0 ? 16 : 0xffff);
        CHECK(symcore_ff1_encrypt(&c, out, bad, 10, tweak, 3) == SYMCORE_EDOMAIN);
        CHECK(symcore_ff1_decrypt(&c, out, bad, 10, tweak, 3) == SYMCORE_EDOMAIN);
        CHECK(symcore_ff1_encrypt(&c, bad, bad, 10, tweak, 3) == SYMCORE_EDOMAIN); /* in place */
        CHECK(bad[pos] == (pos == 0 ? 16 : 0xffff) && bad[pos == 0 ? 1 : 0] == in[pos == 0 ? 1 : 0]);
    }
    /* characters outside the alphabet: no case folding, no sign, no whitespace */
    static const char badch[] = {'A', 'F', '+', '-', ' ', '\t', '\0', 'g', (char)0xb0};
    for (size_t i = 0; i < sizeof badch; i++) {
        char s[12];
        memcpy(s, "0123456789ab", 12);
        s[i % 12] = badch[i];
        CHECK(symcore_ff1_encrypt_str(&c, sout, s, 12, tweak, 3) == SYMCORE_EDOMAIN);
        CHECK(symcore_ff1_decrypt_str(&c, sout, s, 12, tweak, 3) == SYMCORE_EDOMAIN);
        CHECK(symcore_ff1_encrypt_str(&c, s, s, 12, tweak, 3) == SYMCORE_EDOMAIN);
        CHECK(s[i % 12] == badch[i]);
    }
    OUT_UNTOUCHED(out, 32, 0x7777);
    OUT_UNTOUCHED(sout, 32, 'Q');
    /* and the same inputs without the fault succeed */
    CHECK(symcore_ff1_encrypt(&c, out, in, 10, tweak, SYMCORE_FF1_MAX_TWEAK) == SYMCORE_OK);
    CHECK(symcore_ff1_encrypt_str(&c, sout, sin, 12, NULL, 0) == SYMCORE_OK);
}

static void ff3_call_errors(void)
{
    symcore_ff3_ctx c, zero, wiped, numeric;
    uint16_t in[64], out[64];
    char sin[64], sout[64];
    memset(&zero, 0, sizeof zero);
    CHECK(symcore_ff3_init_alphabet(&c, key, 16, "0123456789") == SYMCORE_OK);
    CHECK(symcore_ff3_init(&numeric, key, 16, 10) == SYMCORE_OK);
    wiped = c;
    symcore_ff3_wipe(&wiped);
    CHECK(memcmp(&wiped, &zero, sizeof zero) == 0);
    for (size_t i = 0; i < 64; i++) {
        in[i] = (uint16_t)(i % 10);
        sin[i] = (char)('0' + i % 10);
    }
    memset(out, 0x77, sizeof out);
    memset(sout, 'Q', sizeof sout);
    typedef int (*num_fn)(const symcore_ff3_ctx *, uint16_t *, const uint16_t *, size_t, const uint8_t *);
    typedef int (*str_fn)(const symcore_ff3_ctx *, char *, const char *, size_t, const uint8_t *);
    num_fn nf[4] = {symcore_ff3_encrypt, symcore_ff3_decrypt, symcore_ff3_1_encrypt, symcore_ff3_1_decrypt};
    str_fn sf[4] = {symcore_ff3_encrypt_str, symcore_ff3_decrypt_str, symcore_ff3_1_encrypt_str,
                    symcore_ff3_1_decrypt_str};
    for (int f = 0; f < 4; f++) {
        CHECK(nf[f](NULL, out, in, 10, tweak) == SYMCORE_EINVAL);
        CHECK(nf[f](&zero, out, in, 10, tweak) == SYMCORE_EINVAL);
        CHECK(nf[f](&wiped, out, in, 10, tweak) == SYMCORE_EINVAL);
        CHECK(nf[f](&c, out, in, 10, NULL) == SYMCORE_EINVAL);
        CHECK(nf[f](&c, NULL, in, 10, tweak) == SYMCORE_EINVAL);
        CHECK(nf[f](&c, out, NULL, 10, tweak) == SYMCORE_EINVAL);
        CHECK(nf[f](&c, out, in, 5, tweak) == SYMCORE_ELENGTH);
        CHECK(nf[f](&c, out, in, 57, tweak) == SYMCORE_ELENGTH);
        CHECK(nf[f](&c, NULL, NULL, 0, tweak) == SYMCORE_ELENGTH);
        CHECK(sf[f](NULL, sout, sin, 10, tweak) == SYMCORE_EINVAL);
        CHECK(sf[f](&zero, sout, sin, 10, tweak) == SYMCORE_EINVAL);
        CHECK(sf[f](&numeric, sout, sin, 10, tweak) == SYMCORE_EINVAL);
        CHECK(sf[f](&c, sout, sin, 10, NULL) == SYMCORE_EINVAL);
        CHECK(sf[f](&c, sout, sin, 57, tweak) == SYMCORE_ELENGTH);
        uint16_t bad[56];
        memcpy(bad, in, sizeof bad);
        bad[55] = 10;
        CHECK(nf[f](&c, out, bad, 56, tweak) == SYMCORE_EDOMAIN);
        CHECK(nf[f](&c, bad, bad, 56, tweak) == SYMCORE_EDOMAIN);
        CHECK(bad[55] == 10 && bad[0] == 0);
        char sbad[56];
        memcpy(sbad, sin, sizeof sbad);
        sbad[7] = '+';
        CHECK(sf[f](&c, sout, sbad, 56, tweak) == SYMCORE_EDOMAIN);
        sbad[7] = ' ';
        CHECK(sf[f](&c, sbad, sbad, 56, tweak) == SYMCORE_EDOMAIN);
        CHECK(sbad[7] == ' ' && sbad[8] == '8');
        CHECK(nf[f](&c, out + 56, in, 6, tweak) == SYMCORE_OK); /* a fault-free call works */
        CHECK(sf[f](&c, sout + 56, sin, 6, tweak) == SYMCORE_OK);
    }
    OUT_UNTOUCHED(out, 56, 0x7777);
    OUT_UNTOUCHED(sout, 56, 'Q');
}

/* The lengths the native and AES-NI paths take (FF1 with d = 8 and d = 12,
 * FF3 up to radix^u < 2^60; n below 4, from 4 to 7, 8 and over, a multiple
 * of 4 or not, as the AES-NI path's check loads them differently), a
 * numeral out of range at every position: EDOMAIN and the whole output as
 * it was, in place and not. The numeral is
 * radix itself or just above (at most 0xffff), or (kind 1) has bit 15 set
 * over an in-range low part, so that a check of the low bits alone, or of
 * 16-bit lanes with a carry between them, would miss it. */
static void native_bad_numerals(void)
{
    static const struct {
        uint32_t radix;
        size_t n;
    } cases[] = {{10, 9},    {10, 16},   {36, 19},   {10, 36},   {16, 30},  {255, 8},  {15, 30},
                 {2, 40},    {32768, 4}, {32769, 5}, {40000, 6}, {65535, 4}, {1000, 2}, {65535, 2}, {256, 3},
                 {100, 7},   {10, 12},   {10, 17},   {10, 21}};
    for (size_t m = 0; m < 2 * (sizeof cases / sizeof cases[0]); m++) {
        size_t k = m / 2;
        int kind = (int)(m % 2);
        uint32_t radix = cases[k].radix;
        size_t n = cases[k].n;
        if (kind && radix > 0x8000)
            continue;
        symcore_ff1_ctx c1;
        symcore_ff3_ctx c3;
        CHECK(symcore_ff1_init(&c1, key, 16, radix) == SYMCORE_OK);
        CHECK(symcore_ff3_init(&c3, key, 24, radix) == SYMCORE_OK);
        for (size_t pos = 0; pos < n; pos++) {
            uint16_t bad[40], copy[40], out[40];
            for (size_t i = 0; i < n; i++)
                bad[i] = (uint16_t)((i * 7 + 3) % radix);
            bad[pos] = kind ? (uint16_t)(0x8000 | pos % radix)
                            : (uint16_t)(radix + pos % 3 > 0xffff ? 0xffff : radix + pos % 3);
            memcpy(copy, bad, sizeof copy);
            for (int f = 0; f < 6; f++) {
                memset(out, 0x77, sizeof out);
                int rc_out, rc_in;
                if (f < 2) {
                    rc_out = (f ? symcore_ff1_decrypt : symcore_ff1_encrypt)(&c1, out, bad, n, tweak, 5);
                    rc_in = (f ? symcore_ff1_decrypt : symcore_ff1_encrypt)(&c1, bad, bad, n, tweak, 5);
                } else {
                    int (*fn)(const symcore_ff3_ctx *, uint16_t *, const uint16_t *, size_t, const uint8_t *) =
                        f == 2 ? symcore_ff3_encrypt : f == 3 ? symcore_ff3_decrypt : f == 4 ? symcore_ff3_1_encrypt
                                                                                             : symcore_ff3_1_decrypt;
                    rc_out = fn(&c3, out, bad, n, tweak);
                    rc_in = fn(&c3, bad, bad, n, tweak);
                }
                CHECK(rc_out == SYMCORE_EDOMAIN && rc_in == SYMCORE_EDOMAIN);
                CHECK(memcmp(bad, copy, n * sizeof bad[0]) == 0);
                OUT_UNTOUCHED(out, 40, 0x7777);
            }
        }
    }
}

/* The same lengths with every numeral in range and near the edges such
 * checks draw (radix - 1, 2^15 - 1, 2^15, 0): SYMCORE_OK, and decryption
 * gives the input back. */
static void native_edge_numerals(void)
{
    static const struct {
        uint32_t radix;
        size_t n;
    } cases[] = {{10, 16},   {15, 30},   {16, 30},   {255, 8},   {32768, 4}, {32769, 5}, {40000, 6},
                 {65535, 4}, {65536, 4}, {1000, 2},  {65536, 2}, {256, 3},   {100, 7},   {10, 17}};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        uint32_t radix = cases[k].radix;
        size_t n = cases[k].n;
        symcore_ff1_ctx c1;
        symcore_ff3_ctx c3;
        CHECK(symcore_ff1_init(&c1, key, 16, radix) == SYMCORE_OK);
        CHECK(symcore_ff3_init(&c3, key, 24, radix) == SYMCORE_OK);
        for (int pick = 0; pick < 4; pick++) {
            uint16_t x[40], y[40], z[40];
            for (size_t i = 0; i < n; i++) {
                uint32_t edge = pick == 0 ? radix - 1 : pick == 1 ? 0x7fff : pick == 2 ? 0x8000 : 0;
                uint32_t d = edge >= i % 3 ? edge - (uint32_t)(i % 3) : 0;
                x[i] = (uint16_t)(d < radix ? d : radix - 1 - i % 2);
            }
            for (int f = 0; f < 3; f++) {
                int rc_e, rc_d;
                if (f == 0) {
                    rc_e = symcore_ff1_encrypt(&c1, y, x, n, tweak, 5);
                    rc_d = symcore_ff1_decrypt(&c1, z, y, n, tweak, 5);
                } else {
                    rc_e = (f == 1 ? symcore_ff3_encrypt : symcore_ff3_1_encrypt)(&c3, y, x, n, tweak);
                    rc_d = (f == 1 ? symcore_ff3_decrypt : symcore_ff3_1_decrypt)(&c3, z, y, n, tweak);
                }
                CHECK(rc_e == SYMCORE_OK && rc_d == SYMCORE_OK);
                CHECK(memcmp(x, z, n * sizeof x[0]) == 0);
            }
        }
    }
}

int main(void)
{
    init_errors();
    ff1_call_errors();
    ff3_call_errors();
    native_bad_numerals();
    native_edge_numerals();
    return tu_finish("fpe_bad_input");
}
