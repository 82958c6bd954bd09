/*
 * Threefish-256/512/1024 and Skein-256/512/1024 on fuzzer-chosen keys,
 * tweaks, messages, output lengths and split points:
 * - Threefish: decrypt(encrypt(x)) == x, in place equals out of place, and
 *   set_tweak gives the same cipher as a fresh init with that tweak; a
 *   wiped context refuses every call (SYMCORE_EINVAL) and writes nothing;
 * - Skein hash and Skein-MAC (fuzzer-chosen key, possibly empty): update at
 *   fuzzer-chosen splits equals the one-shot call, for any output length
 *   including 0, with sentinels after the output; a context copied after
 *   keying gives the same; final wipes the context, and a wiped or zeroed
 *   context is refused (update and final return SYMCORE_EINVAL and write
 *   nothing);
 * - with bit 0x40 of the first byte: a context of every type made of
 *   fuzzer-chosen bytes, and every call on it: SYMCORE_EINVAL with the
 *   context and the output unchanged, or SYMCORE_OK if the bytes happen to
 *   form a live context (the fuzzer may solve the checks, the Skein seal
 *   included); either way nothing out of bounds (the fuzz build runs under
 *   AddressSanitizer). A forged Skein context names its own output length,
 *   which final writes in full, so final runs only on those whose outlen
 *   fits the output buffer (as a real caller's buffer fits the outlen it
 *   gave init).
 */
#include "fuzz.h"

#define GUARD 16
#define MAXOUT 300
#define MAXMSG 600

static uint8_t key[128], msg[MAXMSG];

/* One Threefish size: b bytes of block and key. */
#define THREEFISH_CHECK(B)                                                                 \
    static void threefish##B(struct fz *f)                                                 \
    {                                                                                      \
        symcore_threefish##B##_ctx c, c2;                                                  \
        uint8_t x[B / 8], y[B / 8 + GUARD], z[B / 8 + GUARD], t1[16], t2[16];              \
        fz_take(f, x, sizeof x);                                                           \
        fz_take(f, t1, 16);                                                                \
        fz_take(f, t2, 16);                                                                \
        FZ_ASSERT(symcore_threefish##B##_init(&c, key, t1) == SYMCORE_OK);                 \
        fz_guard(y, sizeof y);                                                             \
        FZ_ASSERT(symcore_threefish##B##_encrypt(&c, y, x) == SYMCORE_OK);                 \
        FZ_ASSERT(fz_guarded(y + B / 8, GUARD));                                           \
        fz_guard(z, sizeof z);                                                             \
        FZ_ASSERT(symcore_threefish##B##_decrypt(&c, z, y) == SYMCORE_OK);                 \
        FZ_ASSERT(memcmp(z, x, B / 8) == 0 && fz_guarded(z + B / 8, GUARD));               \
        memcpy(z, x, B / 8); /* in place */                                                \
        FZ_ASSERT(symcore_threefish##B##_encrypt(&c, z, z) == SYMCORE_OK);                 \
        FZ_ASSERT(memcmp(z, y, B / 8) == 0);                                               \
        FZ_ASSERT(symcore_threefish##B##_decrypt(&c, z, z) == SYMCORE_OK);                 \
        FZ_ASSERT(memcmp(z, x, B / 8) == 0);                                               \
        /* set_tweak == a fresh init with that tweak */                                    \
        FZ_ASSERT(symcore_threefish##B##_set_tweak(&c, t2) == SYMCORE_OK);                 \
        FZ_ASSERT(symcore_threefish##B##_init(&c2, key, t2) == SYMCORE_OK);                \
        FZ_ASSERT(symcore_threefish##B##_encrypt(&c, y, x) == SYMCORE_OK);                 \
        FZ_ASSERT(symcore_threefish##B##_encrypt(&c2, z, x) == SYMCORE_OK);                \
        FZ_ASSERT(memcmp(y, z, B / 8) == 0);                                               \
        FZ_ASSERT(symcore_threefish##B##_decrypt(&c, z, y) == SYMCORE_OK);                 \
        FZ_ASSERT(memcmp(z, x, B / 8) == 0);                                               \
        symcore_threefish##B##_wipe(&c);                                                   \
        symcore_threefish##B##_wipe(&c2);                                                  \
        /* a wiped context is inert: encrypt and decrypt write nothing */                  \
        fz_guard(y, sizeof y);                                                             \
        FZ_ASSERT(symcore_threefish##B##_encrypt(&c, y, x) == SYMCORE_EINVAL);             \
        FZ_ASSERT(symcore_threefish##B##_decrypt(&c2, y, x) == SYMCORE_EINVAL);            \
        FZ_ASSERT(fz_guarded(y, sizeof y));                                                \
    }
THREEFISH_CHECK(256)
THREEFISH_CHECK(512)
THREEFISH_CHECK(1024)

/* One Skein size: the message in up to 4 fuzzer-chosen pieces against the
 * one-shot call; a copy of the keyed context; then an inert context. */
#define SKEIN_CHECK(B)                                                                     \
    static void skein##B(struct fz *f, size_t keylen, size_t outlen, size_t len)           \
    {                                                                                      \
        symcore_skein##B##_ctx c, copy, inert;                                             \
        static uint8_t one[MAXOUT + GUARD], inc[MAXOUT + GUARD], cp[MAXOUT + GUARD];       \
        if (keylen)                                                                        \
            FZ_ASSERT(symcore_skein##B##_mac(one, outlen, msg, len, key, keylen) == SYMCORE_OK); \
        else                                                                               \
            FZ_ASSERT(symcore_skein##B(one, outlen, msg, len) == SYMCORE_OK);              \
        FZ_ASSERT(symcore_skein##B##_init(&c, outlen, key, keylen) == SYMCORE_OK);         \
        copy = c;                                                                          \
        size_t at = 0;                                                                     \
        for (int k = 0; k < 3; k++) {                                                      \
            size_t step = fz_size(f, len - at);                                            \
            FZ_ASSERT(symcore_skein##B##_update(&c, msg + at, step) == SYMCORE_OK);        \
            at += step;                                                                    \
        }                                                                                  \
        FZ_ASSERT(symcore_skein##B##_update(&c, msg + at, len - at) == SYMCORE_OK);        \
        fz_guard(inc, sizeof inc);                                                         \
        FZ_ASSERT(symcore_skein##B##_final(&c, inc) == SYMCORE_OK);                        \
        FZ_ASSERT(memcmp(inc, one, outlen) == 0 && fz_guarded(inc + outlen, GUARD));       \
        FZ_ASSERT(symcore_skein##B##_update(&copy, msg, len) == SYMCORE_OK);               \
        fz_guard(cp, sizeof cp);                                                           \
        FZ_ASSERT(symcore_skein##B##_final(&copy, cp) == SYMCORE_OK);                      \
        FZ_ASSERT(memcmp(cp, one, outlen) == 0 && fz_guarded(cp + outlen, GUARD));         \
        /* finished (wiped by final) and zeroed contexts are inert */                      \
        memset(&inert, 0, sizeof inert);                                                   \
        symcore_skein##B##_ctx *dead[2] = { &c, &inert };                                  \
        for (int k = 0; k < 2; k++) {                                                      \
            symcore_skein##B##_ctx before = *dead[k];                                      \
            FZ_ASSERT(symcore_skein##B##_update(dead[k], msg, len) == SYMCORE_EINVAL);     \
            FZ_ASSERT(memcmp(dead[k], &before, sizeof before) == 0);                       \
            fz_guard(cp, sizeof cp);                                                       \
            FZ_ASSERT(symcore_skein##B##_final(dead[k], cp) == SYMCORE_EINVAL);            \
            FZ_ASSERT(fz_guarded(cp, sizeof cp));                                          \
        }                                                                                  \
    }
SKEIN_CHECK(256)
SKEIN_CHECK(512)
SKEIN_CHECK(1024)

/* A Threefish context of fuzzer-chosen bytes: set_tweak, encrypt, decrypt. */
#define THREEFISH_GARBAGE(B)                                                               \
    static void threefish_garbage##B(struct fz *f)                                         \
    {                                                                                      \
        symcore_threefish##B##_ctx c, before;                                              \
        uint8_t y[B / 8 + GUARD], t[16];                                                   \
        fz_take(f, &c, sizeof c);                                                          \
        fz_take(f, t, 16);                                                                 \
        before = c;                                                                        \
        fz_guard(y, sizeof y);                                                             \
        if (symcore_threefish##B##_encrypt(&c, y, key) != SYMCORE_OK)                      \
            FZ_ASSERT(fz_guarded(y, sizeof y));                                            \
        FZ_ASSERT(fz_guarded(y + B / 8, GUARD));                                           \
        fz_guard(y, sizeof y);                                                             \
        if (symcore_threefish##B##_decrypt(&c, y, key) != SYMCORE_OK)                      \
            FZ_ASSERT(fz_guarded(y, sizeof y));                                            \
        FZ_ASSERT(fz_guarded(y + B / 8, GUARD));                                           \
        FZ_ASSERT(memcmp(&c, &before, sizeof c) == 0);                                     \
        if (symcore_threefish##B##_set_tweak(&c, t) != SYMCORE_OK)                         \
            FZ_ASSERT(memcmp(&c, &before, sizeof c) == 0);                                 \
    }
THREEFISH_GARBAGE(256)
THREEFISH_GARBAGE(512)
THREEFISH_GARBAGE(1024)

/* A Skein context of fuzzer-chosen bytes: update, then final. */
#define SKEIN_GARBAGE(B)                                                                   \
    static void skein_garbage##B(struct fz *f)                                             \
    {                                                                                      \
        symcore_skein##B##_ctx c, before;                                                  \
        static uint8_t out[MAXOUT + GUARD];                                                \
        fz_take(f, &c, sizeof c);                                                          \
        size_t len = fz_size(f, MAXMSG);                                                   \
        before = c;                                                                        \
        if (symcore_skein##B##_update(&c, msg, len) != SYMCORE_OK)                         \
            FZ_ASSERT(memcmp(&c, &before, sizeof c) == 0);                                 \
        before = c;                                                                        \
        fz_guard(out, sizeof out);                                                         \
        if (c.outlen > MAXOUT)                                                             \
            return;                                                                        \
        if (symcore_skein##B##_final(&c, out) != SYMCORE_OK) {                             \
            FZ_ASSERT(memcmp(&c, &before, sizeof c) == 0);                                 \
            FZ_ASSERT(fz_guarded(out, sizeof out));                                        \
        }                                                                                  \
        FZ_ASSERT(fz_guarded(out + MAXOUT, GUARD));                                        \
    }
SKEIN_GARBAGE(256)
SKEIN_GARBAGE(512)
SKEIN_GARBAGE(1024)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct fz f = { data, size };
    uint8_t op = fz_byte(&f);
    fz_take(&f, key, sizeof key);
    if (op & 0x40) {
        switch (op % 6) {
        case 0: threefish_garbage256(&f); break;
        case 1: threefish_garbage512(&f); break;
        case 2: threefish_garbage1024(&f); break;
        case 3: skein_garbage256(&f); break;
        case 4: skein_garbage512(&f); break;
        default: skein_garbage1024(&f); break;
        }
        return 0;
    }
    switch (op % 6) {
    case 0: threefish256(&f); break;
    case 1: threefish512(&f); break;
    case 2: threefish1024(&f); break;
    default: {
        size_t keylen = (op & 0x80) ? fz_size(&f, sizeof key) : 0;
        size_t outlen = fz_size(&f, MAXOUT);
        size_t len = fz_size(&f, MAXMSG);
        fz_take(&f, msg, len);
        if (op % 6 == 3)
            skein256(&f, keylen, outlen, len);
        else if (op % 6 == 4)
            skein512(&f, keylen, outlen, len);
        else
            skein1024(&f, keylen, outlen, len);
    }
    }
    return 0;
}
