/* Threefish-256/512/1024 encrypt and decrypt (one block, and 4 KiB called
 * block by block) beside Crypto++ and Botan 2; Skein-512-256 and -512 beside
 * Botan; Skein-MAC-512 one-shot and from a keyed context copied per message.
 * The peers are C++; bench_threefish_peers.cpp wraps them when CMake finds
 * them. */
#include "bench.h"

#include <string.h>
#include <symcore.h>

void bench_cryptopp_threefish(int bits, int decrypt, uint8_t *out, const uint8_t *in, size_t nblocks,
                              const uint8_t *key, const uint8_t *tweak);
void bench_botan_threefish512(int decrypt, uint8_t *out, const uint8_t *in, size_t nblocks,
                              const uint8_t *key, const uint8_t *tweak);
void bench_botan_skein512(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen);

static const uint8_t tweak[16] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 };
#define KEY bench_in /* 128 key bytes from the shared pseudo-random buffer */

static symcore_threefish256_ctx tf256;
static symcore_threefish512_ctx tf512;
static symcore_threefish1024_ctx tf1024;
static symcore_skein512_ctx mac_keyed;
static volatile int sink; /* the calls' results, so that none is ignored */

struct job {
    int bits;
    int decrypt;
    size_t len;
};

static void sc_threefish(void *arg)
{
    const struct job *j = arg;
    size_t nb = (size_t)j->bits / 8;
    int r = 0;
    for (size_t off = 0; off < j->len; off += nb) {
        if (j->bits == 256) {
            if (j->decrypt)
                r |= symcore_threefish256_decrypt(&tf256, bench_out + off, bench_in + off);
            else
                r |= symcore_threefish256_encrypt(&tf256, bench_out + off, bench_in + off);
        } else if (j->bits == 512) {
            if (j->decrypt)
                r |= symcore_threefish512_decrypt(&tf512, bench_out + off, bench_in + off);
            else
                r |= symcore_threefish512_encrypt(&tf512, bench_out + off, bench_in + off);
        } else {
            if (j->decrypt)
                r |= symcore_threefish1024_decrypt(&tf1024, bench_out + off, bench_in + off);
            else
                r |= symcore_threefish1024_encrypt(&tf1024, bench_out + off, bench_in + off);
        }
    }
    sink += r;
}
#if BENCH_HAVE_CRYPTOPP
static void cryptopp_threefish(void *arg)
{
    const struct job *j = arg;
    bench_cryptopp_threefish(j->bits, j->decrypt, bench_out, bench_in, j->len / ((size_t)j->bits / 8), KEY,
                             tweak);
}
#endif
#if BENCH_HAVE_BOTAN
static void botan_threefish(void *arg)
{
    const struct job *j = arg;
    bench_botan_threefish512(j->decrypt, bench_out, bench_in, j->len / 64, KEY, tweak);
}
#endif

struct hjob {
    size_t outlen;
    size_t len;
};
static void sc_skein512(void *arg)
{
    const struct hjob *j = arg;
    sink += symcore_skein512(bench_out, j->outlen, bench_in, j->len);
}
static void sc_skein512_mac(void *arg)
{
    const struct hjob *j = arg;
    sink += symcore_skein512_mac(bench_out, j->outlen, bench_in, j->len, KEY, 64);
}
static void sc_skein512_mac_copy(void *arg)
{
    const struct hjob *j = arg;
    symcore_skein512_ctx ctx = mac_keyed;
    sink += symcore_skein512_update(&ctx, bench_in, j->len);
    sink += symcore_skein512_final(&ctx, bench_out);
}
#if BENCH_HAVE_BOTAN
static void botan_skein512(void *arg)
{
    const struct hjob *j = arg;
    bench_botan_skein512(bench_out, j->outlen, bench_in, j->len);
}
#endif

void bench_threefish(void)
{
    static const int sizes[3] = { 256, 512, 1024 };
    if (symcore_threefish256_init(&tf256, KEY, tweak) != SYMCORE_OK ||
        symcore_threefish512_init(&tf512, KEY, tweak) != SYMCORE_OK ||
        symcore_threefish1024_init(&tf1024, KEY, tweak) != SYMCORE_OK)
        return;
    for (int s = 0; s < 3; s++) {
        for (int dec = 0; dec < 2; dec++) {
            char name[40];
            int bits = sizes[s];
            memcpy(name, "threefish", 9);
            name[9] = 0;
            strcat(name, bits == 256 ? "256" : bits == 512 ? "512" : "1024");
            strcat(name, dec ? " decrypt" : " encrypt");
            if (!bench_selected(name))
                continue;
            size_t lens[2] = { (size_t)bits / 8, 4096 };
            for (int l = 0; l < 2; l++) {
                struct job j = { bits, dec, lens[l] };
                bench_contender c[3];
                size_t n = 0;
                c[n++] = (bench_contender){ "symcore", sc_threefish, &j };
#if BENCH_HAVE_CRYPTOPP
                c[n++] = (bench_contender){ "crypto++", cryptopp_threefish, &j };
#endif
#if BENCH_HAVE_BOTAN
                if (bits == 512)
                    c[n++] = (bench_contender){ "botan", botan_threefish, &j };
#endif
                bench_run(name, j.len, symcore_backend("threefish"), c, n);
            }
        }
    }

    static const struct {
        const char *name;
        size_t outlen;
    } hashes[2] = { { "skein512-256", 32 }, { "skein512-512", 64 } };
    for (int h = 0; h < 2; h++) {
        if (!bench_selected(hashes[h].name))
            continue;
        size_t lens[2] = { 64, 16384 };
        for (int l = 0; l < 2; l++) {
            struct hjob j = { hashes[h].outlen, lens[l] };
            bench_contender c[2];
            size_t n = 0;
            c[n++] = (bench_contender){ "symcore", sc_skein512, &j };
#if BENCH_HAVE_BOTAN
            c[n++] = (bench_contender){ "botan", botan_skein512, &j };
#endif
            bench_run(hashes[h].name, j.len, symcore_backend("threefish"), c, n);
        }
    }
    if (bench_selected("skein-mac512")) {
        struct hjob j = { 64, 64 };
        if (symcore_skein512_init(&mac_keyed, 64, KEY, 64) != SYMCORE_OK)
            return;
        bench_contender c[2] = { { "symcore", sc_skein512_mac, &j }, { "symcore:copy", sc_skein512_mac_copy, &j } };
        bench_run("skein-mac512 (keyed copy)", j.len, symcore_backend("threefish"), c, 2);
    }
}
