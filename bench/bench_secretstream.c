/* symcore-bench: the secretstream, push and pull of one chunk of 64 B,
 * 16 KiB and 1 MiB (16 bytes of AD) beside libsodium's
 * crypto_secretstream_xchacha20poly1305 when it is installed, and, at 1 MiB,
 * beside symcore's own XChaCha20-Poly1305 seal of the same message (the
 * row "symcore:xseal"). Each operation starts from a copy of the same state, as
 * the chunk it pulls was pushed from. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <symcore.h>

#include "bench.h"

#if BENCH_HAVE_SODIUM
#include <sodium.h>
#endif

#define MIB (1u << 20)
#define ADLEN 16

static uint8_t msg[MIB], chunk[MIB + 17], plain[MIB];
static uint8_t key[32], header[24], ad[ADLEN], xtag[16];
static symcore_secretstream_state w0, r0;
static volatile int sink;

struct job {
    size_t len;
};

static void sc_push(void *arg)
{
    symcore_secretstream_state st = w0;
    sink += symcore_secretstream_push(&st, chunk, msg, ((struct job *)arg)->len, ad, ADLEN, 0);
}
static void sc_pull(void *arg)
{
    symcore_secretstream_state st = r0;
    uint8_t t;
    sink += symcore_secretstream_pull(&st, plain, &t, chunk, ((struct job *)arg)->len + 17, ad, ADLEN);
}
static void sc_xseal(void *arg)
{
    sink += symcore_xchacha20poly1305_seal(plain, xtag, msg, ((struct job *)arg)->len, ad, ADLEN, header, key);
}

#if BENCH_HAVE_SODIUM
static uint8_t na_chunk[MIB + 17];
static crypto_secretstream_xchacha20poly1305_state na_w0, na_r0;
static void na_push(void *arg)
{
    crypto_secretstream_xchacha20poly1305_state st = na_w0;
    sink += crypto_secretstream_xchacha20poly1305_push(&st, na_chunk, NULL, msg, ((struct job *)arg)->len, ad,
                                                       ADLEN, 0);
}
static void na_pull(void *arg)
{
    crypto_secretstream_xchacha20poly1305_state st = na_r0;
    unsigned char t;
    sink += crypto_secretstream_xchacha20poly1305_pull(&st, plain, NULL, &t, na_chunk, ((struct job *)arg)->len + 17,
                                                       ad, ADLEN);
}
#endif

void bench_secretstream(void)
{
    static const size_t sizes[3] = { 64, 16384, MIB };
    char ab[64];
    if (!bench_selected("secretstream push") && !bench_selected("secretstream pull"))
        return;
    snprintf(ab, sizeof ab, "%s+%s", symcore_backend("chacha20"), symcore_backend("poly1305"));
    for (size_t i = 0; i < sizeof msg; i++)
        msg[i] = (uint8_t)(i * 131 + 7);
    for (int i = 0; i < 32; i++)
        key[i] = (uint8_t)(0x80 + i);
    for (int i = 0; i < 24; i++)
        header[i] = (uint8_t)(0x30 + i);
    if (symcore_secretstream_init_push(&w0, header, key) != SYMCORE_OK ||
        symcore_secretstream_init_pull(&r0, header, key) != SYMCORE_OK)
        abort();
#if BENCH_HAVE_SODIUM
    if (sodium_init() < 0)
        abort();
    crypto_secretstream_xchacha20poly1305_init_push(&na_w0, header, key); /* draws its own header */
    if (crypto_secretstream_xchacha20poly1305_init_pull(&na_r0, header, key) != 0)
        abort();
#endif
    for (int s = 0; s < 3; s++) {
        struct job j = { sizes[s] };
        bench_contender c[4];
        size_t n = 0;
        /* the chunks the pulls read, checked once */
        symcore_secretstream_state st = w0, rt = r0;
        uint8_t t;
        if (symcore_secretstream_push(&st, chunk, msg, j.len, ad, ADLEN, 0) != SYMCORE_OK ||
            symcore_secretstream_pull(&rt, plain, &t, chunk, j.len + 17, ad, ADLEN) != SYMCORE_OK ||
            memcmp(plain, msg, j.len) != 0)
            abort();
        if (bench_selected("secretstream push")) {
        c[n++] = (bench_contender){ "symcore", sc_push, &j };
#if BENCH_HAVE_SODIUM
        na_push(&j);
        c[n++] = (bench_contender){ "sodium", na_push, &j };
#endif
        if (j.len == MIB)
            c[n++] = (bench_contender){ "symcore:xseal", sc_xseal, &j };
        bench_run("secretstream push", j.len, ab, c, n);
        }
        if (bench_selected("secretstream pull")) {
        n = 0;
        c[n++] = (bench_contender){ "symcore", sc_pull, &j };
#if BENCH_HAVE_SODIUM
        c[n++] = (bench_contender){ "sodium", na_pull, &j };
#endif
        if (j.len == MIB)
            c[n++] = (bench_contender){ "symcore:xseal", sc_xseal, &j };
        bench_run("secretstream pull", j.len, ab, c, n);
        }
        if (sink != 0)
            abort(); /* every call returned SYMCORE_OK (0) */
    }
}
