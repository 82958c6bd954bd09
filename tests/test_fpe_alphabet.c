/*
 * The _str calls' character maps. Alphabets of one run of consecutive bytes
 * ("0123456789"), of several ("0-9a-z", "0-9A-Za-z", exactly eight), of
 * more than eight (scanned whole: "9876543210", nine runs, every second
 * byte), runs across 0x7f / 0x80 and up to 0xff, and all of bytes 1..255.
 * For each: the runs the context records, counted here independently; FF1,
 * FF3 and FF3-1 on every AES backend and so every path (the AES-NI one,
 * machine words, fixed-size integers) against the numeral calls on the
 * characters' indices, decrypting back, with a sentinel past the output;
 * and every byte 0..255 at the first, a middle and the last position gives
 * SYMCORE_EDOMAIN exactly when it is not in the alphabet, the output
 * untouched.
 */
#include <symcore.h>

#include "aes_backends.h"
#include "fpe/fpe_internal.h"
#include "testutil.h"

enum { FF1, FF3, FF3_1 };

static char alpha[256];
static uint16_t num_in[512], num_out[512];
static char str_in[512], str_out[512 + 1], str_back[512 + 1];

/* The runs of consecutive byte values, or 0 past SYMCORE_FPE_ALPHABET_RUNS. */
static unsigned ref_runs(const char *a)
{
    unsigned runs = 0;
    for (size_t k = 0; a[k]; k++)
        runs += k == 0 || (unsigned char)a[k] != (unsigned char)a[k - 1] + 1;
    return runs > SYMCORE_FPE_ALPHABET_RUNS ? 0 : runs;
}

static int init(int mode, const struct sc_aes_backend *be, struct symcore_fpe_state *st, const uint8_t *key,
                uint32_t radix, const char *alphabet)
{
    return symcore__fpe_state_init(be, st, key, 16, radix, alphabet, mode != FF1, mode == FF1 ? SC_FPE_MAX_BITS : 96);
}

static int crypt(int mode, const struct sc_aes_backend *be, const struct symcore_fpe_state *st, const sc_fpe_io *io,
                 size_t n, const uint8_t *tweak, int decrypt)
{
    if (mode == FF1)
        return symcore__ff1_crypt(be, (const symcore_ff1_ctx *)(const void *)st, io, n, tweak, 5, decrypt);
    return symcore__ff3_crypt(be, (const symcore_ff3_ctx *)(const void *)st, io, n, tweak, mode == FF3 ? 8 : 7,
                              decrypt);
}

/* Characters against numerals, both directions, at each length. */
static void against_numerals(const struct sc_aes_backend *be, int mode, const char *a)
{
    uint32_t radix = (uint32_t)strlen(a);
    uint8_t key[16], tweak[8];
    symcore_ff1_ctx cs, cn; /* FF1's and FF3's contexts are the same state */
    tu_fill_random(key, sizeof key);
    tu_fill_random(tweak, sizeof tweak);
    CHECK(init(mode, be, &cs.s, key, 0, a) == SYMCORE_OK);
    CHECK(init(mode, be, &cn.s, key, radix, NULL) == SYMCORE_OK);
    CHECK(cs.s.alphabet.runs == ref_runs(a));
    /* every length to minlen + 40, then for FF1 150 (fixed-size integers at every radix here) */
    size_t top = cs.s.minlen + 40 < cs.s.maxlen ? cs.s.minlen + 40 : cs.s.maxlen, last = mode == FF1 ? 150 : top;
    for (size_t n = cs.s.minlen; n <= last; n = n < top ? n + 1 : last + (n == last)) {
        for (size_t i = 0; i < n; i++) {
            num_in[i] = (uint16_t)(tu_rand64() % radix);
            str_in[i] = a[num_in[i]];
        }
        sc_fpe_io nio = {num_in, num_out, NULL, NULL, NULL, radix};
        sc_fpe_io sio = {NULL, NULL, str_in, str_out, &cs.s.alphabet, radix};
        sc_fpe_io back = {NULL, NULL, str_out, str_back, &cs.s.alphabet, radix};
        for (int decrypt = 0; decrypt < 2; decrypt++) {
            str_out[n] = str_back[n] = 0; /* NUL: in no alphabet */
            CHECK(crypt(mode, be, &cn.s, &nio, n, tweak, decrypt) == SYMCORE_OK);
            CHECK(crypt(mode, be, &cs.s, &sio, n, tweak, decrypt) == SYMCORE_OK);
            int same = 1;
            for (size_t i = 0; i < n; i++)
                same &= str_out[i] == a[num_out[i]];
            CHECK(crypt(mode, be, &cs.s, &back, n, tweak, !decrypt) == SYMCORE_OK);
            CHECK(same);
            if (!same || !CHECK_MEM(str_back, str_in, n, "alphabet round trip"))
                fprintf(stderr, "  %s mode %d radix %u runs %u n %zu decrypt %d\n", be->name, mode,
                        (unsigned)radix, (unsigned)cs.s.alphabet.runs, n, decrypt);
            CHECK(str_out[n] == 0 && str_back[n] == 0);
        }
    }
}

/* Every byte at a few positions: EDOMAIN exactly outside the alphabet. */
static void every_byte(const struct sc_aes_backend *be, int mode, const char *a)
{
    uint32_t radix = (uint32_t)strlen(a);
    static const uint8_t key[16] = {7};
    static const uint8_t tweak[8] = {1, 2, 3};
    symcore_ff1_ctx cs;
    CHECK(init(mode, be, &cs.s, key, 0, a) == SYMCORE_OK);
    size_t n = cs.s.minlen + 3 <= cs.s.maxlen ? cs.s.minlen + 3 : cs.s.maxlen;
    const size_t at[3] = {0, n / 2, n - 1};
    for (size_t p = 0; p < 3; p++) {
        for (unsigned byte = 0; byte < 256; byte++) {
            for (size_t i = 0; i < n; i++)
                str_in[i] = a[(i * 7 + 3) % radix];
            str_in[at[p]] = (char)byte;
            memset(str_out, '#', n + 1);
            sc_fpe_io io = {NULL, NULL, str_in, str_out, &cs.s.alphabet, radix};
            int in = byte != 0 && memchr(a, (int)byte, radix) != NULL;
            int rc = crypt(mode, be, &cs.s, &io, n, tweak, (int)(byte & 1));
            CHECK(rc == (in ? SYMCORE_OK : SYMCORE_EDOMAIN));
            if (rc != (in ? SYMCORE_OK : SYMCORE_EDOMAIN))
                fprintf(stderr, "  %s mode %d radix %u byte 0x%02x at %zu: %d\n", be->name, mode, (unsigned)radix,
                        byte, at[p], rc);
            for (size_t i = 0; i < n + 1 && !in; i++)
                CHECK(str_out[i] == '#');
        }
    }
}

int main(void)
{
    static const char *fixed[] = {
        "0123456789",
        "0123456789abcdefghijklmnopqrstuvwxyz",
        "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
        "abcdefghijklmnopqrstuvwxyz",
        "9876543210",
        "1023456789", /* runs of 1, 1 and 8 */
        "01",
    };
    const struct sc_aes_backend *backends[4];
    int nb = aes_test_backends(backends);
    for (size_t k = 0; k < sizeof fixed / sizeof fixed[0] + 7; k++) {
        const char *a = alpha;
        memset(alpha, 0, sizeof alpha);
        if (k < sizeof fixed / sizeof fixed[0]) {
            a = fixed[k];
        } else {
            size_t len = 0;
            switch (k - sizeof fixed / sizeof fixed[0]) {
            case 0: /* exactly eight runs of two */
            case 1: /* nine: scanned */
                for (unsigned r = 0; r < 8u + (k - sizeof fixed / sizeof fixed[0]); r++) {
                    alpha[len++] = (char)('A' + 3 * r);
                    alpha[len++] = (char)('A' + 3 * r + 1);
                }
                break;
            case 2: /* across the sign of a char */
                for (unsigned b = 0x78; b <= 0x87; b++)
                    alpha[len++] = (char)b;
                break;
            case 3: /* up to 0xff */
                for (unsigned b = 0xf0; b <= 0xff; b++)
                    alpha[len++] = (char)b;
                break;
            case 4: /* every byte but NUL: one run of 255 */
                for (unsigned b = 1; b <= 0xff; b++)
                    alpha[len++] = (char)b;
                break;
            case 5: /* every byte but NUL, descending: 255 runs, scanned */
                for (unsigned b = 0xff; b >= 1; b--)
                    alpha[len++] = (char)b;
                break;
            default: /* every second byte from '!': scanned */
                for (unsigned b = '!'; b < 0x7f; b += 2)
                    alpha[len++] = (char)b;
                break;
            }
        }
        for (int b = 0; b < nb; b++) {
            for (int mode = FF1; mode <= FF3_1; mode++) {
                against_numerals(backends[b], mode, a);
                every_byte(backends[b], mode, a);
            }
        }
    }
    return tu_finish("fpe_alphabet");
}
