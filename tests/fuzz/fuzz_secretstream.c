/*
 * The secretstream: a stream of up to 12 fuzzer-chosen chunks (lengths,
 * tags, AD, explicit rekeys; push in place or not) pulls back to the same
 * messages and tags (in place or not), with sentinels past every output.
 * Then one fuzzer-chosen tamper at one chunk - a bit flipped in the chunk,
 * its AD or the header, the chunk dropped, repeated or cut short, a rekey
 * missed - gives SYMCORE_EAUTH (SYMCORE_ELENGTH for a chunk under 17
 * bytes) with nothing written to m or the tag and the reader's state as it
 * was.
 */
#include "fuzz.h"

#define MAXCHUNKS 12
#define MAXLEN 3000
#define MAXAD 40

struct chunk {
    size_t len, adlen, off;
    uint8_t tag, rekey_before, ad[MAXAD];
};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static uint8_t stream[MAXCHUNKS * (MAXLEN + 17) + 16], msgs[MAXCHUNKS][MAXLEN], out[MAXLEN + 17 + 16];
    static struct chunk ch[MAXCHUNKS];
    symcore_secretstream_state w, r, rs[MAXCHUNKS];
    struct fz f = { data, size };
    uint8_t key[32], header[24], t;
    size_t nch = 1 + fz_byte(&f) % MAXCHUNKS, off = 0;

    fz_take(&f, key, sizeof key);
    fz_take(&f, header, sizeof header);
    size_t tamper_kind = fz_byte(&f), tamper_at = fz_byte(&f) % nch, tamper_bit = fz_size(&f, 65535);
    memset(&w, 0, sizeof w);
    memset(&r, 0, sizeof r);
    FZ_ASSERT(symcore_secretstream_init_push(&w, header, key) == SYMCORE_OK);
    FZ_ASSERT(symcore_secretstream_init_pull(&r, header, key) == SYMCORE_OK);
    for (size_t i = 0; i < nch; i++) {
        struct chunk *c = &ch[i];
        uint8_t op = fz_byte(&f);
        c->tag = op & 3;
        c->rekey_before = op >> 2 & 1;
        c->adlen = op >> 3 & 1 ? fz_byte(&f) % (MAXAD + 1) : 0;
        fz_take(&f, c->ad, c->adlen);
        c->len = fz_size(&f, MAXLEN);
        if (c->len > f.n)
            c->len = f.n;
        memcpy(msgs[i], f.p, c->len);
        f.p += c->len;
        f.n -= c->len;
        c->off = off;
        if (c->rekey_before)
            FZ_ASSERT(symcore_secretstream_rekey(&w) == SYMCORE_OK);
        uint8_t *dst = stream + off;
        fz_guard(dst + c->len + 17, 16);
        if (op >> 4 & 1) { /* in place: c == m */
            memcpy(dst, msgs[i], c->len);
            FZ_ASSERT(symcore_secretstream_push(&w, dst, dst, c->len, c->ad, c->adlen, c->tag) == SYMCORE_OK);
        } else {
            FZ_ASSERT(symcore_secretstream_push(&w, dst, msgs[i], c->len, c->ad, c->adlen, c->tag) == SYMCORE_OK);
        }
        FZ_ASSERT(fz_guarded(dst + c->len + 17, 16));
        off += c->len + 17;
    }
    /* pull everything back, keeping the reader's state before each chunk */
    for (size_t i = 0; i < nch; i++) {
        struct chunk *c = &ch[i];
        if (c->rekey_before)
            FZ_ASSERT(symcore_secretstream_rekey(&r) == SYMCORE_OK);
        rs[i] = r;
        fz_guard(out + c->len, 16);
        t = 0xee;
        if (i % 3 == 2) { /* in place, m == c */
            memcpy(out, stream + c->off, c->len + 17);
            FZ_ASSERT(symcore_secretstream_pull(&r, out, &t, out, c->len + 17, c->ad, c->adlen) == SYMCORE_OK);
        } else {
            FZ_ASSERT(symcore_secretstream_pull(&r, out, &t, stream + c->off, c->len + 17, c->ad, c->adlen) ==
                      SYMCORE_OK);
            FZ_ASSERT(fz_guarded(out + c->len, 16));
        }
        FZ_ASSERT(t == c->tag && memcmp(out, msgs[i], c->len) == 0);
    }

    /* one tamper at chunk i, from the reader's state before it */
    size_t i = tamper_at;
    struct chunk *c = &ch[i];
    static uint8_t bad[MAXLEN + 17 + 1];
    uint8_t ad[MAXAD + 1];
    size_t clen = c->len + 17, adlen = c->adlen;
    int want = SYMCORE_EAUTH;
    symcore_secretstream_state st = rs[i];
    memcpy(bad, stream + c->off, clen);
    memcpy(ad, c->ad, adlen);
    switch (tamper_kind % 7) {
    case 0: bad[tamper_bit / 8 % clen] ^= (uint8_t)(1u << tamper_bit % 8); break;
    case 1:
        if (adlen > 0)
            ad[tamper_bit / 8 % adlen] ^= (uint8_t)(1u << tamper_bit % 8);
        else
            ad[adlen++] = (uint8_t)tamper_bit;
        break;
    case 2: /* another chunk here: dropped or repeated */
        if (nch > 1) {
            struct chunk *o = &ch[(i + 1 + tamper_bit % (nch - 1)) % nch];
            clen = o->len + 17;
            memcpy(bad, stream + o->off, clen);
            adlen = o->adlen;
            memcpy(ad, o->ad, adlen);
        } else {
            bad[0] ^= 1;
        }
        break;
    case 3: /* cut short */
        clen = tamper_bit % clen;
        if (clen < 17)
            want = SYMCORE_ELENGTH;
        break;
    case 4: /* one byte more */
        bad[clen++] = (uint8_t)tamper_bit;
        break;
    case 5: /* a rekey missed or added */
        if (c->rekey_before && i > 0) {
            st = rs[i - 1];
            uint8_t tmp[MAXLEN];
            FZ_ASSERT(symcore_secretstream_pull(&st, tmp, &t, stream + ch[i - 1].off, ch[i - 1].len + 17, ch[i - 1].ad,
                                                ch[i - 1].adlen) == SYMCORE_OK);
        } else {
            FZ_ASSERT(symcore_secretstream_rekey(&st) == SYMCORE_OK);
        }
        break;
    default: { /* a flipped header bit: the stream from its start */
        uint8_t h[24];
        memcpy(h, header, 24);
        h[tamper_bit / 8 % 24] ^= (uint8_t)(1u << tamper_bit % 8);
        FZ_ASSERT(symcore_secretstream_init_pull(&st, h, key) == SYMCORE_OK);
        clen = ch[0].len + 17;
        memcpy(bad, stream, clen);
        adlen = ch[0].adlen;
        memcpy(ad, ch[0].ad, adlen);
        if (ch[0].rekey_before)
            FZ_ASSERT(symcore_secretstream_rekey(&st) == SYMCORE_OK);
        break;
    }
    }
    symcore_secretstream_state before = st;
    memset(out, 0x5c, sizeof out);
    t = 0x5c;
    FZ_ASSERT(symcore_secretstream_pull(&st, out, &t, bad, clen, ad, adlen) == want);
    FZ_ASSERT(t == 0x5c && memcmp(&st, &before, sizeof st) == 0);
    for (size_t k = 0; k < sizeof out; k++)
        FZ_ASSERT(out[k] == 0x5c);
    return 0;
}
