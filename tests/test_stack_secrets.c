/*
 * aead.h promises that keys, the one-time Poly1305 key and the XChaCha
 * subkey are wiped before each call returns (the secretstream's too: its
 * key, chunk one-time key and rekeyed key). Buffers the code declares are
 * wiped explicitly; this test checks the rest, the compiler's own spills:
 * each call runs on a painted stack, and afterwards no 8-byte window of a
 * key, one-time key or subkey (at any offset) may be found anywhere in it.
 * The calls run with the dispatched backends, then with each ChaCha20 and
 * each Poly1305 backend this CPU runs forced in turn.
 */
#include "painted_stack.h"

#include <symcore.h>

#include "mac_backends.h"
#include "testutil.h"

static uint8_t key[32], nonce[24], msg[1100], ad[100], buf[1100 + 17], tag[16];
static uint8_t otk[32], xotk[32], subkey[32], ss_otk[32], ss_rekeyed[32];
static uint8_t key_r[16], otk_r[16], xotk_r[16]; /* the clamped Poly1305 r of each */
static size_t msg_len, ad_len;
static size_t touched; /* bytes at the top of the painted stack the last call wrote */

static void check_clean(const char *what)
{
    static const struct {
        const char *name;
        const uint8_t *bytes;
    } secrets[] = { { "key", key }, { "one-time key", otk }, { "XChaCha one-time key", xotk },
                    { "XChaCha subkey (the secretstream's key)", subkey }, { "r of the key", key_r },
                    { "secretstream chunk's one-time key", ss_otk }, { "secretstream key after rekey", ss_rekeyed },
                    { "r of the one-time key", otk_r }, { "r of the XChaCha one-time key", xotk_r } };
    for (size_t i = 0; i < sizeof secrets / sizeof secrets[0]; i++) {
        long at = ps_find(secrets[i].bytes, secrets[i].bytes == key_r || secrets[i].bytes == otk_r ||
                                                    secrets[i].bytes == xotk_r ? 16 : 32, touched);
        if (at >= 0)
            fprintf(stderr, "%s (len %zu, ad %zu): %s bytes left on the stack, %ld bytes below its top\n", what,
                    msg_len, ad_len, secrets[i].name, (long)sizeof ps_stack - at);
        CHECK(at < 0);
    }
}

static void seal(void) { CHECK(symcore_chacha20poly1305_seal(buf, tag, msg, msg_len, ad, ad_len, nonce, key) == 0); }
static void open_ok(void) { CHECK(symcore_chacha20poly1305_open(buf, buf, msg_len, tag, ad, ad_len, nonce, key) == 0); }
static void xseal(void) { CHECK(symcore_xchacha20poly1305_seal(buf, tag, msg, msg_len, ad, ad_len, nonce, key) == 0); }
static void xopen_ok(void) { CHECK(symcore_xchacha20poly1305_open(buf, buf, msg_len, tag, ad, ad_len, nonce, key) == 0); }
static void xopen_bad(void)
{
    uint8_t wrong[16];
    memcpy(wrong, tag, 16);
    wrong[0] ^= 1;
    CHECK(symcore_xchacha20poly1305_open(buf, buf, msg_len, wrong, ad, ad_len, nonce, key) == SYMCORE_EAUTH);
}
static void chacha(void) { CHECK(symcore_chacha20(buf, msg, msg_len, nonce, 1, key) == 0); }
static void xchacha(void) { CHECK(symcore_xchacha20(buf, msg, msg_len, nonce, 1, key) == 0); }
static void poly(void) { CHECK(symcore_poly1305(tag, msg, msg_len, key) == SYMCORE_OK); }
static void poly_inc(void)
{
    symcore_poly1305_ctx ctx;
    CHECK(symcore_poly1305_init(&ctx, key) == SYMCORE_OK);
    CHECK(symcore_poly1305_update(&ctx, msg, msg_len / 2) == SYMCORE_OK);
    CHECK(symcore_poly1305_update(&ctx, msg + msg_len / 2, msg_len - msg_len / 2) == SYMCORE_OK);
    CHECK(symcore_poly1305_final(&ctx, tag) == SYMCORE_OK);
}
/* The secretstream, header = nonce: each call from the same states, kept
 * off the painted stack (their key is the subkey above). */
static symcore_secretstream_state ss_w0, ss_r0, ss;
static void ss_init(void) { CHECK(symcore_secretstream_init_pull(&ss, nonce, key) == SYMCORE_OK); }
static void ss_push(void)
{
    ss = ss_w0;
    CHECK(symcore_secretstream_push(&ss, buf, msg, msg_len, ad, ad_len, SYMCORE_SECRETSTREAM_TAG_PUSH) == 0);
}
static void ss_pull(void)
{
    uint8_t t;
    ss = ss_r0;
    CHECK(symcore_secretstream_pull(&ss, buf, &t, buf, msg_len + 17, ad, ad_len) == SYMCORE_OK);
}
static void ss_pull_bad(void)
{
    uint8_t t;
    ss = ss_r0;
    CHECK(symcore_secretstream_pull(&ss, buf, &t, buf, msg_len + 17, ad, ad_len + 1) == SYMCORE_EAUTH);
}
static void ss_rekey(void)
{
    ss = ss_w0;
    CHECK(symcore_secretstream_rekey(&ss) == SYMCORE_OK);
    ss = ss_w0; /* the rekeyed key is a secret the call must not leave */
}

/* r = key[0..15] with the bits RFC 8439 clears */
static void clamp(uint8_t r[16], const uint8_t k[32])
{
    static const uint8_t mask[16] = { 0xff, 0xff, 0xff, 0x0f, 0xfc, 0xff, 0xff, 0x0f,
                                      0xfc, 0xff, 0xff, 0x0f, 0xfc, 0xff, 0xff, 0x0f };
    for (int i = 0; i < 16; i++)
        r[i] = k[i] & mask[i];
}

static const struct {
    const char *name;
    ps_call_fn fn;
    ps_call_fn before; /* an open first needs what seal writes */
} calls[] = {
    { "chacha20poly1305_seal", seal, NULL },
    { "chacha20poly1305_open", open_ok, seal },
    { "xchacha20poly1305_seal", xseal, NULL },
    { "xchacha20poly1305_open", xopen_ok, xseal },
    { "xchacha20poly1305_open, bad tag", xopen_bad, xseal },
    { "secretstream_init_pull", ss_init, NULL },
    { "secretstream_push", ss_push, NULL },
    { "secretstream_pull", ss_pull, ss_push },
    { "secretstream_pull, bad chunk", ss_pull_bad, ss_push },
    { "secretstream_rekey", ss_rekey, NULL },
    { "chacha20", chacha, NULL },
    { "xchacha20", xchacha, NULL },
    { "poly1305", poly, NULL },
    { "poly1305 init/update/final", poly_inc, NULL },
};

static const size_t lengths[] = { 0, 1, 16, 63, 64, 65, 128, 129, 200, 256, 300, 1100 };
static const size_t ad_lengths[] = { 0, 16, 33, 100 };

int main(void)
{
    static const uint8_t zero[32];
    tu_fill_random(key, sizeof key);
    tu_fill_random(nonce, sizeof nonce);
    tu_fill_random(msg, sizeof msg);
    tu_fill_random(ad, sizeof ad);
    /* the one-time keys: the first 32 bytes of block 0 */
    CHECK(symcore_chacha20(otk, zero, 32, nonce, 0, key) == 0);
    CHECK(symcore_xchacha20(xotk, zero, 32, nonce, 0, key) == 0);
    CHECK(symcore_hchacha20(subkey, nonce, key) == SYMCORE_OK);
    /* the secretstream's state, its first chunk's one-time key and its key after a rekey */
    CHECK(symcore_secretstream_init_push(&ss_w0, nonce, key) == SYMCORE_OK);
    CHECK(symcore_secretstream_init_pull(&ss_r0, nonce, key) == SYMCORE_OK);
    CHECK(symcore_chacha20(ss_otk, zero, 32, ss_w0.nonce, 0, ss_w0.k) == 0);
    ss = ss_w0;
    CHECK(symcore_secretstream_rekey(&ss) == SYMCORE_OK);
    memcpy(ss_rekeyed, ss.k, 32);
    clamp(key_r, key);
    clamp(otk_r, otk);
    clamp(xotk_r, xotk);
    /* Each call runs once at its lengths before it is checked: with lazy
     * binding, the dynamic linker's first resolution of a symbol saves the
     * vector registers on the stack (see aead.h), and which lengths reach
     * memcpy or memset first depends on what the compiler inlined. */
    for (size_t l = 0; l < sizeof lengths / sizeof lengths[0]; l++) {
        msg_len = lengths[l];
        for (size_t a = 0; a < sizeof ad_lengths / sizeof ad_lengths[0]; a++) {
            ad_len = ad_lengths[a];
            for (size_t c = 0; c < sizeof calls / sizeof calls[0]; c++) {
                if (calls[c].before != NULL)
                    calls[c].before();
                calls[c].fn();
                if (calls[c].before != NULL)
                    calls[c].before();
                touched = ps_run(calls[c].fn);
                check_clean(calls[c].name);
            }
        }
    }

    /* each backend forced, with 16 bytes of AD */
    const struct sc_chacha20_backend *cbs[6];
    const struct sc_poly1305_backend *pbs[4];
    size_t ncb, npb;
    mac_test_backends(cbs, &ncb, pbs, &npb);
    ad_len = 16;
    for (size_t b = 0; b < ncb + npb; b++) {
        symcore__chacha20_forced = b < ncb ? cbs[b] : NULL;
        symcore__poly1305_forced = b < ncb ? NULL : pbs[b - ncb];
        for (size_t l = 0; l < sizeof lengths / sizeof lengths[0]; l++) {
            msg_len = lengths[l];
            for (size_t c = 0; c < sizeof calls / sizeof calls[0]; c++) {
                char what[96];
                snprintf(what, sizeof what, "%s (%s %s)", calls[c].name, b < ncb ? "chacha20" : "poly1305",
                         b < ncb ? cbs[b]->name : pbs[b - ncb]->name);
                if (calls[c].before != NULL)
                    calls[c].before();
                touched = ps_run(calls[c].fn);
                check_clean(what);
            }
        }
    }
    symcore__chacha20_forced = NULL;
    symcore__poly1305_forced = NULL;
    printf("checked the backends of this CPU: chacha20 %s, poly1305 %s\n", symcore_backend("chacha20"),
           symcore_backend("poly1305"));
    return tu_finish("stack_secrets");
}
