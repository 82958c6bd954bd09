/*
 * ChaCha20-Poly1305 and XChaCha20-Poly1305: seal then open gives the message
 * back (out of place and in place; the ciphertext is the ChaCha20 stream over
 * the message); an open with one fuzzer-chosen bit flipped in the
 * ciphertext, tag, associated data, nonce or key returns SYMCORE_EAUTH and
 * leaves its output as it was; sentinels past every output.
 */
#include "fuzz.h"

#define MAXLEN 2048

typedef int (*seal_fn)(uint8_t *, uint8_t *, const void *, size_t, const void *, size_t, const uint8_t *,
                       const uint8_t *);
typedef int (*open_fn)(uint8_t *, const void *, size_t, const uint8_t *, const void *, size_t, const uint8_t *,
                       const uint8_t *);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static uint8_t ct[MAXLEN + 16], pt[MAXLEN + 16], io[MAXLEN + 16], before[MAXLEN + 16];
    struct fz f = { data, size };
    uint8_t key[32], nonce[24], tag[16 + 16], tag2[16];
    uint8_t mode = fz_byte(&f);
    int x = mode & 1;
    seal_fn seal = x ? symcore_xchacha20poly1305_seal : symcore_chacha20poly1305_seal;
    open_fn open = x ? symcore_xchacha20poly1305_open : symcore_chacha20poly1305_open;
    size_t nlen = x ? 24 : 12;

    fz_take(&f, key, sizeof key);
    fz_take(&f, nonce, sizeof nonce);
    size_t flip = fz_size(&f, 65535);
    size_t adlen = fz_size(&f, 300);
    if (adlen > f.n)
        adlen = f.n;
    const uint8_t *ad = f.p;
    const uint8_t *msg = f.p + adlen;
    size_t len = f.n - adlen < MAXLEN ? f.n - adlen : MAXLEN;

    fz_guard(ct + len, 16);
    fz_guard(tag + 16, 16);
    FZ_ASSERT(seal(ct, tag, msg, len, ad, adlen, nonce, key) == SYMCORE_OK);
    FZ_ASSERT(fz_guarded(ct + len, 16) && fz_guarded(tag + 16, 16));

    fz_guard(pt + len, 16);
    FZ_ASSERT(open(pt, ct, len, tag, ad, adlen, nonce, key) == SYMCORE_OK);
    FZ_ASSERT(memcmp(pt, msg, len) == 0 && fz_guarded(pt + len, 16));

    /* in place both ways */
    memcpy(io, msg, len);
    FZ_ASSERT(seal(io, tag2, io, len, ad, adlen, nonce, key) == SYMCORE_OK);
    FZ_ASSERT(memcmp(io, ct, len) == 0 && memcmp(tag2, tag, 16) == 0);
    FZ_ASSERT(open(io, io, len, tag2, ad, adlen, nonce, key) == SYMCORE_OK);
    FZ_ASSERT(memcmp(io, msg, len) == 0);

    /* one bit flipped somewhere the tag covers */
    uint8_t *where;
    size_t span, sel = mode >> 1 & 7;
    static uint8_t adcopy[MAXLEN + 300];
    memcpy(adcopy, ad, adlen);
    switch (sel) {
    case 0: where = ct, span = len; break;
    case 1: where = adcopy, span = adlen; break;
    case 2: where = nonce, span = nlen; break;
    case 3: where = key, span = 32; break;
    default: where = tag, span = 16; break;
    }
    if (span == 0) {
        where = tag;
        span = 16;
    }
    size_t bit = flip % (8 * span);
    where[bit / 8] ^= (uint8_t)(1u << bit % 8);

    for (size_t i = 0; i < len + 16; i++) /* a pattern the open must leave alone */
        before[i] = (uint8_t)(i * 7 + 1);
    memcpy(pt, before, len + 16);
    FZ_ASSERT(open(pt, ct, len, tag, adcopy, adlen, nonce, key) == SYMCORE_EAUTH);
    FZ_ASSERT(memcmp(pt, before, len + 16) == 0);
    /* in place: the ciphertext stays */
    memcpy(io, ct, len);
    FZ_ASSERT(open(io, io, len, tag, adcopy, adlen, nonce, key) == SYMCORE_EAUTH);
    FZ_ASSERT(memcmp(io, ct, len) == 0);
    return 0;
}
