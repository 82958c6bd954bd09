/*
 * FF1, FF3 and FF3-1 on fuzzer-chosen keys (16, 24, 32 bytes), radixes
 * (2..65536) or alphabets (random bytes, or runs of consecutive bytes),
 * lengths n (in or out of [minlen, maxlen]), tweaks and numerals (in or out
 * of range). The return code must be exactly the expected one (ELENGTH
 * outside the lengths, else EDOMAIN for a numeral >= radix or a character
 * outside the alphabet, else OK). On OK: decrypt gives the input back, in
 * place equals out of place, the sentinels after the output are intact, and
 * the result equals that of the portable AES backend and of the bignum-only
 * path (numerals) or of the numeral call on the characters' indices
 * (alphabets). On an error the output is untouched.
 */
#include "fuzz.h"
#include "fpe/fpe_internal.h"

#define MAXN (2 * SC_FPE_MAX_BITS + 1)
#define GUARD 8

enum { FF1, FF3, FF3_1 };

static uint16_t in[MAXN], out[MAXN + GUARD], back[MAXN + GUARD], alt[MAXN + GUARD];
static char sin[MAXN], sout[MAXN + GUARD], sback[MAXN + GUARD];
static uint8_t tweak[SYMCORE_FF1_MAX_TWEAK + 1];

typedef union {
    symcore_ff1_ctx ff1;
    symcore_ff3_ctx ff3;
} fpe_ctx;

/* The public numeral calls. */
static int crypt16(int mode, const fpe_ctx *c, uint16_t *o, const uint16_t *i, size_t n, size_t t, int dec)
{
    if (mode == FF1)
        return dec ? symcore_ff1_decrypt(&c->ff1, o, i, n, tweak, t) : symcore_ff1_encrypt(&c->ff1, o, i, n, tweak, t);
    if (mode == FF3)
        return dec ? symcore_ff3_decrypt(&c->ff3, o, i, n, tweak) : symcore_ff3_encrypt(&c->ff3, o, i, n, tweak);
    return dec ? symcore_ff3_1_decrypt(&c->ff3, o, i, n, tweak) : symcore_ff3_1_encrypt(&c->ff3, o, i, n, tweak);
}

/* The public character calls. */
static int crypt8(int mode, const fpe_ctx *c, char *o, const char *i, size_t n, size_t t, int dec)
{
    if (mode == FF1)
        return dec ? symcore_ff1_decrypt_str(&c->ff1, o, i, n, tweak, t)
                   : symcore_ff1_encrypt_str(&c->ff1, o, i, n, tweak, t);
    if (mode == FF3)
        return dec ? symcore_ff3_decrypt_str(&c->ff3, o, i, n, tweak)
                   : symcore_ff3_encrypt_str(&c->ff3, o, i, n, tweak);
    return dec ? symcore_ff3_1_decrypt_str(&c->ff3, o, i, n, tweak)
               : symcore_ff3_1_encrypt_str(&c->ff3, o, i, n, tweak);
}

static int init(int mode, fpe_ctx *c, const struct sc_aes_backend *be, const uint8_t *key, size_t keylen,
                uint32_t radix)
{
    return mode == FF1 ? symcore__ff1_init_with(be, &c->ff1, key, keylen, radix)
                       : symcore__ff3_init_with(be, &c->ff3, key, keylen, radix);
}

/* The internal numeral path with an explicit backend, native or bignum. */
static int crypt_with(int mode, const struct sc_aes_backend *be, const fpe_ctx *c, uint16_t *o, size_t n,
                      size_t t, int bignum)
{
    sc_fpe_io io = { in, o, NULL, NULL, NULL, c->ff1.s.radix };
    size_t tl = mode == FF3_1 ? 7 : 8;
    if (mode == FF1)
        return bignum ? symcore__ff1_crypt_bignum(be, &c->ff1, &io, n, tweak, t, 0)
                      : symcore__ff1_crypt(be, &c->ff1, &io, n, tweak, t, 0);
    return bignum ? symcore__ff3_crypt_bignum(be, &c->ff3, &io, n, tweak, tl, 0)
                  : symcore__ff3_crypt(be, &c->ff3, &io, n, tweak, tl, 0);
}

static int untouched(const void *p, size_t bytes)
{
    return fz_guarded(p, bytes);
}

static int expected(const struct symcore_fpe_state *s, size_t n, int bad)
{
    if (n < s->minlen || n > s->maxlen)
        return SYMCORE_ELENGTH;
    return bad ? SYMCORE_EDOMAIN : SYMCORE_OK;
}

static void numerals(struct fz *f, int mode, const uint8_t *key, size_t keylen, size_t t, uint8_t flags)
{
    fpe_ctx c, cp;
    uint32_t radix = 2 + (uint32_t)fz_size(f, SYMCORE_FPE_MAX_RADIX - 2);
    FZ_ASSERT(init(mode, &c, symcore__aes_backend(), key, keylen, radix) == SYMCORE_OK);
    size_t n = (flags & 0x30) == 0x30 ? c.ff1.s.maxlen + ((flags >> 6) & 1) : fz_size(f, 200);
    int bad = 0;
    for (size_t i = 0; i < n; i++) {
        uint32_t v = (uint32_t)fz_size(f, 65535);
        if (!(flags & 0x40) || f->n == 0)
            v %= radix;
        in[i] = (uint16_t)v;
        bad |= v >= radix;
    }

    fz_guard((uint8_t *)out, sizeof out);
    int rc = crypt16(mode, &c, out, in, n, t, 0);
    FZ_ASSERT(rc == expected(&c.ff1.s, n, bad));
    if (rc != SYMCORE_OK) {
        FZ_ASSERT(untouched(out, sizeof out));
        return;
    }
    FZ_ASSERT(untouched(out + n, GUARD * sizeof *out));
    for (size_t i = 0; i < n; i++)
        FZ_ASSERT(out[i] < radix);

    fz_guard((uint8_t *)back, sizeof back);
    FZ_ASSERT(crypt16(mode, &c, back, out, n, t, 1) == SYMCORE_OK);
    FZ_ASSERT(memcmp(back, in, n * sizeof *in) == 0);
    FZ_ASSERT(untouched(back + n, GUARD * sizeof *back));

    memcpy(alt, in, n * sizeof *in); /* in place */
    FZ_ASSERT(crypt16(mode, &c, alt, alt, n, t, 0) == SYMCORE_OK);
    FZ_ASSERT(memcmp(alt, out, n * sizeof *out) == 0);
    FZ_ASSERT(crypt16(mode, &c, alt, alt, n, t, 1) == SYMCORE_OK);
    FZ_ASSERT(memcmp(alt, in, n * sizeof *in) == 0);

    /* the portable AES backend and the bignum-only path agree */
    FZ_ASSERT(init(mode, &cp, &symcore__aes_portable, key, keylen, radix) == SYMCORE_OK);
    FZ_ASSERT(crypt_with(mode, &symcore__aes_portable, &cp, alt, n, t, flags & 1) == SYMCORE_OK);
    FZ_ASSERT(memcmp(alt, out, n * sizeof *out) == 0);
    FZ_ASSERT(crypt_with(mode, symcore__aes_backend(), &c, alt, n, t, 1) == SYMCORE_OK);
    FZ_ASSERT(memcmp(alt, out, n * sizeof *out) == 0);
}

static void characters(struct fz *f, int mode, const uint8_t *key, size_t keylen, size_t t, uint8_t flags)
{
    fpe_ctx c, cn;
    char alphabet[80];
    size_t len = 2 + fz_byte(f) % 70;
    if (flags & 0x20) { /* runs of consecutive bytes, as real alphabets are (the calls map those run by run) */
        size_t runs = 1 + fz_byte(f) % 10;
        len = 0;
        for (size_t r = 0; r < runs && len < 70; r++) {
            unsigned first = 1 + fz_byte(f) % 255, run = 1 + fz_byte(f) % 26;
            for (unsigned k = 0; k < run && first + k <= 0xff && len < 70; k++)
                alphabet[len++] = (char)(first + k);
        }
        if (len < 2)
            alphabet[len++] = alphabet[0] == 1 ? 2 : 1;
    } else {
        fz_take(f, alphabet, len);
    }
    alphabet[len] = 0;
    for (size_t i = 0; i < len; i++)
        if (alphabet[i] == 0)
            alphabet[i] = 1;
    int dup = 0;
    for (size_t i = 0; i < len; i++)
        for (size_t j = i + 1; j < len; j++)
            dup |= alphabet[i] == alphabet[j];
    int rc = mode == FF1 ? symcore_ff1_init_alphabet(&c.ff1, key, keylen, alphabet)
                         : symcore_ff3_init_alphabet(&c.ff3, key, keylen, alphabet);
    FZ_ASSERT(rc == (dup ? SYMCORE_EINVAL : SYMCORE_OK));
    if (dup)
        return;

    size_t n = fz_size(f, 120);
    int bad = 0;
    for (size_t i = 0; i < n; i++) {
        uint8_t v = fz_byte(f);
        if (!(flags & 0x40) || f->n == 0)
            v = (uint8_t)alphabet[v % len];
        sin[i] = (char)v;
        const char *at = memchr(alphabet, v, len);
        bad |= at == NULL;
        in[i] = at ? (uint16_t)(at - alphabet) : 0;
    }

    fz_guard((uint8_t *)sout, sizeof sout);
    rc = crypt8(mode, &c, sout, sin, n, t, 0);
    FZ_ASSERT(rc == expected(&c.ff1.s, n, bad));
    if (rc != SYMCORE_OK) {
        FZ_ASSERT(untouched(sout, sizeof sout));
        return;
    }
    FZ_ASSERT(untouched(sout + n, GUARD));
    fz_guard((uint8_t *)sback, sizeof sback);
    FZ_ASSERT(crypt8(mode, &c, sback, sout, n, t, 1) == SYMCORE_OK);
    FZ_ASSERT(memcmp(sback, sin, n) == 0);
    FZ_ASSERT(untouched(sback + n, GUARD));
    memcpy(sback, sin, n); /* in place */
    FZ_ASSERT(crypt8(mode, &c, sback, sback, n, t, 0) == SYMCORE_OK);
    FZ_ASSERT(memcmp(sback, sout, n) == 0);

    /* the same as the numeral call on the characters' indices */
    FZ_ASSERT(init(mode, &cn, symcore__aes_backend(), key, keylen, (uint32_t)len) == SYMCORE_OK);
    FZ_ASSERT(crypt16(mode, &cn, out, in, n, t, 0) == SYMCORE_OK);
    for (size_t i = 0; i < n; i++)
        FZ_ASSERT(sout[i] == alphabet[out[i]]);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct fz f = { data, size };
    static const size_t keylens[3] = { 16, 24, 32 };
    uint8_t key[32];
    uint8_t flags = fz_byte(&f);
    int mode = (flags >> 1) % 3;
    size_t keylen = keylens[fz_byte(&f) % 3];
    fz_take(&f, key, keylen);
    size_t t = mode == FF1 ? fz_size(&f, 40) : 8;
    fz_take(&f, tweak, t); /* the rest of the buffer stays zero */
    if (mode == FF1 && (flags & 0x8c) == 0x8c)
        t = SYMCORE_FF1_MAX_TWEAK + (flags & 1); /* the longest tweak, and one byte too long */

    if (flags & 0x80 && t <= 40)
        characters(&f, mode, key, keylen, t, flags);
    else if (t <= SYMCORE_FF1_MAX_TWEAK)
        numerals(&f, mode, key, keylen, t, flags);
    else {
        fpe_ctx c;
        uint16_t one[8] = { 0 };
        FZ_ASSERT(symcore_ff1_init(&c.ff1, key, keylen, 10) == SYMCORE_OK);
        fz_guard((uint8_t *)out, sizeof out);
        FZ_ASSERT(symcore_ff1_encrypt(&c.ff1, out, one, 8, tweak, t) == SYMCORE_EINVAL);
        FZ_ASSERT(untouched(out, sizeof out));
    }
    return 0;
}
