/*
 * Every ChaCha20 backend this CPU runs against the portable one, from a
 * fuzzer-chosen key and words 12..15 (counter words included, so the carry from word
 * 12 into word 13 is reached) over the fuzzer's message, out of place and in
 * place, with sentinels past the output; where a backend stitches Poly1305
 * into its passes (xor_stream_mac), the MAC too, after a fuzzer-chosen lag.
 */
#include "fuzz.h"
#include "chacha20/chacha20_internal.h"
#include "poly1305/poly1305_internal.h"

#define MAXLEN 2048

static void compare(const struct sc_chacha20_backend *b, const uint32_t st[16], const uint8_t *msg, size_t len)
{
    static uint8_t want[MAXLEN], got[MAXLEN + 16];
    uint32_t copy[16];

    memcpy(copy, st, sizeof copy);
    symcore__chacha20_portable.xor_stream(want, msg, len, st);
    fz_guard(got + len, 16);
    b->xor_stream(got, msg, len, st);
    FZ_ASSERT(memcmp(got, want, len) == 0);
    FZ_ASSERT(fz_guarded(got + len, 16));
    FZ_ASSERT(memcmp(copy, st, sizeof copy) == 0); /* the state is not modified */

    memcpy(got, msg, len); /* in place */
    b->xor_stream(got, got, len, st);
    FZ_ASSERT(memcmp(got, want, len) == 0);
}

#if SC_POLY1305_HAVE_64
/* xor_stream_mac: ciphertext and Poly1305 state against the portable
 * xor_stream and portable64 over the lag bytes before out and out
 * zero-padded (the first lag bytes of msg stand for earlier ciphertext) */
static void compare_mac(const struct sc_chacha20_backend *b, const uint32_t st[16], const uint8_t key[32],
                        const uint8_t *msg, size_t len, size_t lag)
{
    static uint8_t want[MAXLEN], got[MAXLEN + 16];
    uint64_t ps_w[SC_POLY1305_STATE_WORDS], ps_g[SC_POLY1305_STATE_WORDS];
    uint8_t last[16] = { 0 };
    size_t n = len - lag;

    memcpy(want, msg, lag);
    symcore__chacha20_portable.xor_stream(want + lag, msg + lag, n, st);
    symcore__poly1305_p64_init(ps_w, key);
    symcore__poly1305_p64_blocks(ps_w, want, len / 16, 1);
    if (len % 16 != 0) {
        memcpy(last, want + len - len % 16, len % 16);
        symcore__poly1305_p64_blocks(ps_w, last, 1, 1);
    }
    memcpy(got, msg, lag);
    fz_guard(got + len, 16);
    symcore__poly1305_p64_init(ps_g, key);
    b->xor_stream_mac(got + lag, msg + lag, n, lag, st, ps_g);
    FZ_ASSERT(memcmp(got, want, len) == 0);
    FZ_ASSERT(fz_guarded(got + len, 16));
    FZ_ASSERT(memcmp(ps_g, ps_w, 7 * sizeof ps_w[0]) == 0);
}
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct fz f = { data, size };
    uint32_t st[16];
    uint8_t key[32], words[16];

    fz_take(&f, key, sizeof key);
    fz_take(&f, words, sizeof words);
    /* the constants are fixed (the portable backend does not read them) */
    sc_chacha_setup(st, key, sc_load32_le(words), sc_load32_le(words + 4), sc_load32_le(words + 8),
                    sc_load32_le(words + 12));
    if (words[0] & 1) /* push the counter near the 32-bit carry */
        st[12] = 0xffffffffu - (words[1] & 7);
    size_t len = f.n < MAXLEN ? f.n : MAXLEN;

#if SC_X86_64
    uint32_t cpu = symcore__cpu_features();
    compare(&symcore__chacha20_sse2, st, f.p, len);
    if (cpu & SC_CPU_SSSE3)
        compare(&symcore__chacha20_ssse3, st, f.p, len);
    if (cpu & SC_CPU_AVX2) {
        compare(&symcore__chacha20_avx2, st, f.p, len);
#if SC_POLY1305_HAVE_64
        size_t lag = (size_t)words[2] * 16 % (len + 1) & ~(size_t)15;
        compare_mac(&symcore__chacha20_avx2, st, key, f.p, len, lag);
#endif
    }
#endif
    compare(symcore__chacha20_backend(), st, f.p, len);
    return 0;
}
