/*
 * Every ChaCha20 backend this CPU runs against the portable one, from a
 * fuzzer-chosen key and words 12..15 (counter words included, so the carry from word
 * 12 into word 13 is reached) over the fuzzer's message, out of place and in
 * place, with sentinels past the output.
 */
#include "fuzz.h"
#include "chacha20/chacha20_internal.h"

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
    if (cpu & SC_CPU_AVX2)
        compare(&symcore__chacha20_avx2, st, f.p, len);
#endif
    compare(symcore__chacha20_backend(), st, f.p, len);
    return 0;
}
