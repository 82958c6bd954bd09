/* cSHAKE128/256 (SP 800-185): NIST samples, empty N and S equal to SHAKE,
 * and the SP 800-185 encodings against a byte-string transcription of the
 * standard for every N and S length across one and two rate blocks,
 * including the lengths whose bytepad input fills a block exactly. */
#include <symcore.h>

#include "keccak/keccak_internal.h"
#include "keccak_ref.h"
#include "testutil.h"

typedef int (*cshake_fn)(uint8_t *, size_t, const void *, size_t, const void *, size_t, const void *, size_t);
typedef int (*shake_fn)(uint8_t *, size_t, const void *, size_t);
typedef int (*cshake_init_fn)(symcore_xof_ctx *, const void *, size_t, const void *, size_t);

/* NIST cSHAKE_samples.pdf, samples #1-#4: N = "", S = "Email Signature". */
static const struct {
    int bits;
    size_t datalen; /* data is 00 01 02 ... */
    const char *out;
} samples[] = {
    { 128, 4, "c1c36925b6409a04f1b504fcbca9d82b4017277cb5ed2b2065fc1d3814d5aaf5" },
    { 128, 200, "c5221d50e4f822d96a2e8881a961420f294b7b24fe3d2094baed2c6524cc166b" },
    { 256, 4, "d008828e2b80ac9d2218ffee1d070c48b8e4c87bff32c9699d5b6896eee0edd1"
              "64020e2be0560858d9c00c037e34a96937c561a74c412bb4c746469527281c8c" },
    { 256, 200, "07dc27b11e51fbac75bc7b3c1d983e8b4b85fb1defaf218912ac86430273091727f42b17ed1df63e8ec118f04b23633c"
                "1dfb1574c8fb55cb45da8e25afb092bb" },
};

static uint8_t scratch[2048];

/* Library against reference for one (N, S); also through a cloned context. */
static void cross_check(int bits, const uint8_t *N, size_t nlen, const uint8_t *S, size_t slen, const uint8_t *X,
                        size_t xlen, size_t outlen)
{
    size_t rate = bits == 128 ? 168 : 136;
    cshake_fn f = bits == 128 ? symcore_cshake128 : symcore_cshake256;
    cshake_init_fn init = bits == 128 ? symcore_cshake128_init : symcore_cshake256_init;
    uint8_t want[400], got[400 + TU_GUARD];
    symcore_xof_ctx base, clone;

    ref_cshake(want, outlen, X, xlen, N, nlen, S, slen, rate, scratch);
    tu_guard_init(got, outlen);
    CHECK(f(got, outlen, X, xlen, N, nlen, S, slen) == SYMCORE_OK);
    if (!CHECK_MEM(got, want, outlen, "cSHAKE against the reference"))
        fprintf(stderr, "  cSHAKE%d nlen=%zu slen=%zu xlen=%zu\n", bits, nlen, slen, xlen);
    CHECK_GUARD(got, outlen);

    CHECK(init(&base, N, nlen, S, slen) == SYMCORE_OK);
    clone = base;
    CHECK(symcore_xof_absorb(&clone, X, xlen) == SYMCORE_OK);
    memset(got, 0, outlen);
    CHECK(symcore_xof_squeeze(&clone, got, outlen) == SYMCORE_OK);
    CHECK_MEM(got, want, outlen, "cloned context");
}

int main(void)
{
    uint8_t data[600], want[400], got[400 + TU_GUARD];
    for (size_t i = 0; i < sizeof data; i++)
        data[i] = (uint8_t)i;

    for (size_t i = 0; i < sizeof samples / sizeof samples[0]; i++) {
        size_t n = tu_unhex(want, sizeof want, samples[i].out);
        cshake_fn f = samples[i].bits == 128 ? symcore_cshake128 : symcore_cshake256;
        tu_guard_init(got, n);
        f(got, n, data, samples[i].datalen, "", 0, "Email Signature", 15);
        CHECK_MEM(got, want, n, "SP 800-185 sample");
        CHECK_GUARD(got, n);
        /* absorbed one byte at a time (N and S too), squeezed one byte at a time */
        {
            symcore_xof_ctx ctx;
            if (samples[i].bits == 128)
                symcore_cshake128_init(&ctx, "", 0, "Email Signature", 15);
            else
                symcore_cshake256_init(&ctx, "", 0, "Email Signature", 15);
            for (size_t k = 0; k < samples[i].datalen; k++)
                symcore_xof_absorb(&ctx, data + k, 1);
            memset(got, 0, n);
            for (size_t k = 0; k < n; k++)
                symcore_xof_squeeze(&ctx, got + k, 1);
            CHECK_MEM(got, want, n, "SP 800-185 sample, byte by byte");
            CHECK_GUARD(got, n);
        }
        /* the reference agrees with NIST too */
        ref_cshake(got, n, data, samples[i].datalen, NULL, 0, (const uint8_t *)"Email Signature", 15,
                   samples[i].bits == 128 ? 168 : 136, scratch);
        CHECK_MEM(got, want, n, "reference against the sample");
    }

    /* Empty N and S: exactly SHAKE, one-shot and incremental. */
    for (int v = 0; v < 2; v++) {
        cshake_fn f = v ? symcore_cshake256 : symcore_cshake128;
        shake_fn s = v ? symcore_shake256 : symcore_shake128;
        cshake_init_fn init = v ? symcore_cshake256_init : symcore_cshake128_init;
        for (size_t len = 0; len < 300; len += 37) {
            symcore_xof_ctx ctx;
            s(want, 200, data, len);
            f(got, 200, data, len, NULL, 0, NULL, 0);
            CHECK_MEM(got, want, 200, "cSHAKE with empty N and S is SHAKE");
            init(&ctx, "", 0, "", 0);
            symcore_xof_absorb(&ctx, data, len);
            symcore_xof_squeeze(&ctx, got, 200);
            CHECK_MEM(got, want, 200, "incremental cSHAKE with empty N and S is SHAKE");
        }
    }

    /* Every S length 0..600 (over the rate, over 255 bytes, and each length
     * where left_encode(rate) || encode_string(N) || encode_string(S) ends
     * exactly on a block boundary), with N empty and with N = "N"; then every
     * N length 0..400 with a short S. */
    for (int bits = 128; bits <= 256; bits += 128) {
        for (size_t slen = 0; slen <= 600; slen++) {
            cross_check(bits, NULL, 0, data, slen, (const uint8_t *)"testdata", 8, 64);
            cross_check(bits, (const uint8_t *)"N", 1, data, slen, data, slen % 200, 64 + slen % 150);
        }
        for (size_t nlen = 0; nlen <= 400; nlen++)
            cross_check(bits, data + 7, nlen, (const uint8_t *)"S", 1, data, 3, 40);
    }

    /* left_encode and right_encode as absorbed: SP 800-185 2.3.1 examples and
     * the byte-length steps. */
    {
        static const struct {
            uint64_t x;
            const char *left, *right;
        } enc[] = {
            { 0, "0100", "0001" },
            { 168, "01a8", "a801" },
            { 255, "01ff", "ff01" },
            { 256, "020100", "010002" },
            { 65536, "03010000", "01000003" },
            { 0xffffffffffffffffull, "08ffffffffffffffff", "ffffffffffffffff08" },
        };
        for (size_t i = 0; i < sizeof enc / sizeof enc[0]; i++) {
            struct symcore__sponge a, b;
            uint8_t bytes[16], oa[32], ob[32];
            size_t n;
            symcore__keccak_init(&a, 168, SC_KECCAK_PAD_SHAKE, 24);
            symcore__keccak_init(&b, 168, SC_KECCAK_PAD_SHAKE, 24);
            symcore__keccak_absorb_left_encode(&a, enc[i].x);
            n = tu_unhex(bytes, sizeof bytes, enc[i].left);
            symcore__keccak_absorb(&b, bytes, n);
            symcore__keccak_squeeze(&a, oa, sizeof oa);
            symcore__keccak_squeeze(&b, ob, sizeof ob);
            CHECK_MEM(oa, ob, sizeof oa, "left_encode");

            symcore__keccak_init(&a, 168, SC_KECCAK_PAD_SHAKE, 24);
            symcore__keccak_init(&b, 168, SC_KECCAK_PAD_SHAKE, 24);
            symcore__keccak_absorb_right_encode(&a, enc[i].x);
            n = tu_unhex(bytes, sizeof bytes, enc[i].right);
            symcore__keccak_absorb(&b, bytes, n);
            symcore__keccak_squeeze(&a, oa, sizeof oa);
            symcore__keccak_squeeze(&b, ob, sizeof ob);
            CHECK_MEM(oa, ob, sizeof oa, "right_encode");
        }
    }
    return tu_finish("cshake_kat");
}
