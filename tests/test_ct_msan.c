/*
 * Constant time under MemorySanitizer, for the backends valgrind cannot run
 * (it has no AVX-512): built only with -DSYMCORE_CT_MSAN=ON, whose rules
 * (src/common/ct_msan.h) make MSan follow vpternlogq, gathers, scatters,
 * widening multiplies, AES rounds and the library's inline asm. Every secret
 * (keys, messages, states, FPE numerals and characters) is poisoned; MSan
 * reports any branch or memory address computed from one, and the run stops
 * there. Every backend this CPU runs is called directly or forced through
 * the dispatch hooks the other tests use, on many lengths.
 *
 * After every call, each output must still be secret, byte by byte (each FPE
 * numeral): a construct whose result MSan took for clean would otherwise
 * leave everything after it unchecked, and this test would pass quietly.
 *
 * The AEAD opens, Poly1305 verifies and secretstream pulls branch on the tag
 * comparison by design: the library hands that verdict to
 * symcore__declassify(), which this test defines to unpoison it. FPE return
 * codes (a numeral out of range) are unpoisoned after the call.
 *
 * On a CPU without AVX-512 it skips (exit 77): valgrind's constant_time test
 * covers everything such a CPU runs.
 */
#include <symcore.h>
#include <sanitizer/msan_interface.h>

#include "aes_backends.h"
#include "mac_backends.h"
#include "fpe/fpe_batch.h"
#include "fpe/fpe_internal.h"
#include "keccak/keccak_internal.h"
#include "testutil.h"

#define SECRET(p, n) __msan_allocated_memory((p), (n))
#define PUBLIC(p, n) __msan_unpoison((p), (n))

/* Replaces the library's weak no-op: the verdict of a tag check is public. */
void symcore__declassify(const void *p, size_t n)
{
    PUBLIC(p, n);
}

/* Every elem-byte element of p[0..n) must have a secret bit left. */
static int secret_elems(const void *p, size_t n, size_t elem, const char *what, size_t len)
{
    for (size_t i = 0; i + elem <= n; i += elem) {
        if (__msan_test_shadow((const char *)p + i, elem) == -1) {
            printf("FAIL: %s (length %zu): output byte %zu came out clean - MSan lost the secret\n", what, len, i);
            return 0;
        }
    }
    return 1;
}
#define EXPECT_SECRET(p, n, what, len) CHECK(secret_elems((p), (n), 1, (what), (len)))

static uint8_t key[32], nonce[24], msg[1100], out[1200], tag[16], pt[1200];
static const size_t lens[] = { 0, 1, 15, 16, 17, 63, 64, 65, 127, 128, 129, 255, 256, 257, 511, 512, 513, 1024, 1100 };
#define NLENS (sizeof lens / sizeof lens[0])

static void secrets(void)
{
    SECRET(key, sizeof key);
    SECRET(msg, sizeof msg);
}

static int rc_public(int rc)
{
    PUBLIC(&rc, sizeof rc);
    return rc;
}

/* ChaCha20, XChaCha20, both AEADs (seal, open right and wrong) and the
 * secretstream, on chacha20 backend cb and poly1305 backend pb, forced. */
static void chacha_aead(const struct sc_chacha20_backend *cb, const struct sc_poly1305_backend *pb)
{
    symcore__chacha20_forced = cb;
    symcore__poly1305_forced = pb;
    for (size_t i = 0; i < NLENS; i++) {
        size_t n = lens[i];
        secrets();
        CHECK(rc_public(symcore_chacha20(out, msg, n, nonce, 7, key)) == SYMCORE_OK);
        EXPECT_SECRET(out, n, "chacha20", n);
        CHECK(rc_public(symcore_xchacha20(out, msg, n, nonce, 7, key)) == SYMCORE_OK);
        EXPECT_SECRET(out, n, "xchacha20", n);
        for (int x = 0; x < 2; x++) {
            int rc = x ? symcore_xchacha20poly1305_seal(out, tag, msg, n, msg + 1, 17, nonce, key)
                       : symcore_chacha20poly1305_seal(out, tag, msg, n, msg + 1, 40, nonce, key);
            CHECK(rc_public(rc) == SYMCORE_OK);
            EXPECT_SECRET(out, n, "aead seal", n);
            EXPECT_SECRET(tag, 16, "aead seal tag", n);
            /* the ciphertext and the tag go on the wire: public; the key stays secret */
            PUBLIC(out, n);
            PUBLIC(tag, 16);
            for (int wrong = 0; wrong < 2; wrong++) {
                tag[0] ^= (uint8_t)wrong;
                rc = x ? symcore_xchacha20poly1305_open(pt, out, n, tag, msg + 1, 17, nonce, key)
                       : symcore_chacha20poly1305_open(pt, out, n, tag, msg + 1, 40, nonce, key);
                tag[0] ^= (uint8_t)wrong;
                CHECK(rc == (wrong ? SYMCORE_EAUTH : SYMCORE_OK)); /* declassified by the library */
                if (!wrong)
                    EXPECT_SECRET(pt, n, "aead open", n);
            }
        }
    }
    /* the secretstream: a forgery, then the real chunk, rekeys */
    static uint8_t chunk[1100 + 17];
    symcore_secretstream_state w, r;
    uint8_t t;
    secrets();
    CHECK(rc_public(symcore_secretstream_init_push(&w, nonce, key)) == SYMCORE_OK);
    CHECK(rc_public(symcore_secretstream_init_pull(&r, nonce, key)) == SYMCORE_OK);
    for (size_t i = 0; i < NLENS; i++) {
        size_t n = lens[i];
        uint8_t tg = (uint8_t)(i % 4);
        CHECK(rc_public(symcore_secretstream_push(&w, chunk, msg, n, msg + 1, i % 3 ? 17 : 0, tg)) == SYMCORE_OK);
        EXPECT_SECRET(chunk + 1, n + 16, "secretstream push", n);
        PUBLIC(chunk, n + 17);
        chunk[n + 16] ^= 1;
        CHECK(symcore_secretstream_pull(&r, pt, &t, chunk, n + 17, msg + 1, i % 3 ? 17 : 0) == SYMCORE_EAUTH);
        chunk[n + 16] ^= 1;
        CHECK(symcore_secretstream_pull(&r, pt, &t, chunk, n + 17, msg + 1, i % 3 ? 17 : 0) == SYMCORE_OK);
        EXPECT_SECRET(pt, n, "secretstream pull", n);
        PUBLIC(&t, 1);
        CHECK(t == tg);
        if (i % 5 == 4) {
            CHECK(rc_public(symcore_secretstream_rekey(&w)) == SYMCORE_OK);
            CHECK(rc_public(symcore_secretstream_rekey(&r)) == SYMCORE_OK);
        }
    }
    symcore__chacha20_forced = NULL;
    symcore__poly1305_forced = NULL;
}

/* One Poly1305 backend directly: the one-shot MAC, and init, blocks over two
 * runs (cut at a third), the padded tail, finish. */
static void poly1305_direct(const struct sc_poly1305_backend *b)
{
    for (size_t i = 0; i < NLENS; i++) {
        size_t n = lens[i], full = n / 16, cut = full / 3;
        uint64_t st[SC_POLY1305_STATE_WORDS];
        secrets();
        b->mac(tag, msg, n, key);
        EXPECT_SECRET(tag, 16, "poly1305 mac", n);
        b->init(st, key);
        b->blocks(st, msg, cut, 1);
        b->blocks(st, msg + 16 * cut, full - cut, 1);
        if (n % 16) {
            uint8_t last[16] = { 0 };
            memcpy(last, msg + 16 * full, n % 16);
            last[n % 16] = 1;
            b->blocks(st, last, 1, 0);
        }
        b->finish(st, tag);
        EXPECT_SECRET(tag, 16, "poly1305 blocks", n);
    }
}

/* One ChaCha20 backend directly on a state of secret key words (the
 * constants, the counter and the nonce are public). */
static void chacha_direct(const struct sc_chacha20_backend *b)
{
    for (size_t i = 0; i < NLENS; i++) {
        size_t n = lens[i];
        uint32_t state[16] = { 0x61707865, 0x3320646e, 0x79622d32, 0x6b206574 };
        memcpy(state + 4, key, 32);
        state[12] = (uint32_t)(i * 1000 + 0xfffffff0u); /* some cross 2^32 */
        memcpy(state + 13, nonce, 12);
        secrets();
        SECRET(state + 4, 32);
        b->xor_stream(out, msg, n, state);
        EXPECT_SECRET(out, n, "chacha20 xor_stream", n);
    }
}

static void aes_direct(const struct sc_aes_backend *b)
{
    for (size_t keylen = 16; keylen <= 32; keylen += 8) {
        sc_aes_key k;
        uint8_t y[16];
        secrets();
        CHECK(rc_public(b->init(&k, key, keylen)) == SYMCORE_OK);
        for (size_t nb = 1; nb <= 37; nb++) {
            b->encrypt_blocks(&k, out, msg, nb);
            EXPECT_SECRET(out, 16 * nb, "aes encrypt_blocks", nb);
        }
        memcpy(y, msg + 600, 16);
        b->cbc_mac(&k, y, msg, 9);
        EXPECT_SECRET(y, 16, "aes cbc_mac", 9);
    }
}

static unsigned long ifma_calls; /* FF3's IFMA copy: it must have run */

/* FF1, FF3, FF3-1 on AES backend be: numerals (several radixes, lengths)
 * and alphabets; then FF3's three AES-NI copies directly (the IFMA one too). */
static void fpe_on(const struct sc_aes_backend *be)
{
    static const uint32_t radixes[] = { 2, 10, 26, 36, 256, 65535 };
    uint16_t num[300], res[300];
    symcore_ff1_ctx c1;
    symcore_ff3_ctx c3;
    for (size_t r = 0; r < sizeof radixes / sizeof radixes[0]; r++) {
        uint32_t radix = radixes[r];
        PUBLIC(msg, sizeof msg); /* the inputs are made from it, then made secret */
        for (size_t i = 0; i < 300; i++)
            num[i] = (uint16_t)((msg[i] | msg[i + 300] << 8) % radix);
        SECRET(key, sizeof key);
        SECRET(num, sizeof num);
        CHECK(rc_public(symcore__ff1_init_with(be, &c1, key, 16 + 8 * (r % 3), radix)) == SYMCORE_OK);
        CHECK(rc_public(symcore__ff3_init_with(be, &c3, key, 16 + 8 * (r % 3), radix)) == SYMCORE_OK);
        for (size_t n = c3.s.minlen; n <= c3.s.maxlen; n += 1 + n / 4) {
            const uint8_t tweak[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
            sc_fpe_io io = { num, res, NULL, NULL, NULL, radix };
            for (int dec = 0; dec < 2; dec++) {
                CHECK(rc_public(symcore__ff3_crypt(be, &c3, &io, n, tweak, 8, dec)) == SYMCORE_OK);
                CHECK(secret_elems(res, 2 * n, 2, "ff3", n));
                CHECK(rc_public(symcore__ff3_crypt(be, &c3, &io, n, tweak, 7, dec)) == SYMCORE_OK);
                CHECK(secret_elems(res, 2 * n, 2, "ff3-1", n));
                CHECK(rc_public(symcore__ff1_crypt(be, &c1, &io, n + 3, nonce, 11, dec)) == SYMCORE_OK);
                CHECK(secret_elems(res, 2 * (n + 3), 2, "ff1", n + 3));
            }
            uint32_t cpu = symcore__cpu_features();
            size_t u = n - n / 2;
            if (be != &symcore__aes_portable && sc_fpe_ff3_fast_aesni(be, sc_fpe_st_pow(&c3.s, u), u)) {
                int copies = (cpu & SC_CPU_FF3_IFMA) == SC_CPU_FF3_IFMA ? 3 : cpu & SC_CPU_AVX ? 2 : 1;
                for (int copy = 0; copy < copies; copy++) {
                    if (copy == 2 && c3.s.pow[u] > SC_FPE_FF3_IFMA_MAX)
                        continue;
                    for (int dec = 0; dec < 2; dec++) {
                        CHECK(rc_public(symcore__ff3_fast_aesni_with(&c3.s, &io, n, 0x0102030405060708ull, dec,
                                                                     copy)) == SYMCORE_OK);
                        CHECK(secret_elems(res, 2 * n, 2, copy == 2 ? "ff3 ifma copy" : "ff3 aes-ni copy", n));
                        ifma_calls += copy == 2;
                    }
                }
            }
        }
        /* batches (the group engines: portable, AES-NI, VAES) of 1 to 17 records */
        static const size_t counts[] = { 1, 4, 5, 8, 9, 17 };
        for (size_t ci = 0; ci < sizeof counts / sizeof counts[0]; ci++) {
            size_t n = c3.s.minlen, count = counts[ci], bad;
            if (n * count > 300)
                continue;
            sc_fpe_io io = { num, res, NULL, NULL, NULL, radix };
            for (int dec = 0; dec < 2; dec++) {
                CHECK(rc_public(symcore__ff1_batch(be, &c1, &io, n, count, nonce, 11, dec, &bad)) == SYMCORE_OK);
                CHECK(secret_elems(res, 2 * n * count, 2, "ff1 batch", n * count));
                CHECK(rc_public(symcore__ff3_1_batch(be, &c3, &io, n, count, nonce, dec, &bad)) == SYMCORE_OK);
                CHECK(secret_elems(res, 2 * n * count, 2, "ff3-1 batch", n * count));
            }
        }
        /* out of range: the error is the only public fact */
        num[3] = (uint16_t)(radix - 1 + (radix < 65536));
        SECRET(num, sizeof num);
        sc_fpe_io io = { num, res, NULL, NULL, NULL, radix };
        (void)rc_public(symcore__ff3_crypt(be, &c3, &io, c3.s.minlen + 1, nonce, 7, 0));
        (void)rc_public(symcore__ff1_crypt(be, &c1, &io, 16, nonce, 3, 0));
    }
    static const char *alphabets[] = { "0123456789", "0123456789abcdefghijklmnopqrstuvwxyz",
                                       "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
                                       "9876543210" };
    char str[300], sres[300];
    for (size_t a = 0; a < sizeof alphabets / sizeof alphabets[0]; a++) {
        size_t radix = strlen(alphabets[a]);
        PUBLIC(msg, sizeof msg);
        for (size_t i = 0; i < 300; i++)
            str[i] = alphabets[a][msg[i] % radix];
        SECRET(key, sizeof key);
        SECRET(str, sizeof str);
        CHECK(rc_public(symcore_ff1_init_alphabet(&c1, key, 32, alphabets[a])) == SYMCORE_OK);
        CHECK(rc_public(symcore_ff3_init_alphabet(&c3, key, 16, alphabets[a])) == SYMCORE_OK);
        static const size_t slens[] = { 6, 16, 19, 28 };
        for (size_t i = 0; i < 4; i++) {
            size_t n = slens[i] < c3.s.maxlen ? slens[i] : c3.s.maxlen;
            CHECK(rc_public(symcore_ff1_encrypt_str(&c1, sres, str, 19 * i + 6, nonce, 11)) == SYMCORE_OK);
            EXPECT_SECRET(sres, 19 * i + 6, "ff1 str", 19 * i + 6);
            CHECK(rc_public(symcore_ff1_decrypt_str(&c1, sres, str, 200, nonce, 11)) == SYMCORE_OK);
            EXPECT_SECRET(sres, 200, "ff1 str decrypt", 200);
            CHECK(rc_public(symcore_ff3_encrypt_str(&c3, sres, str, n, nonce)) == SYMCORE_OK);
            EXPECT_SECRET(sres, n, "ff3 str", n);
            CHECK(rc_public(symcore_ff3_1_decrypt_str(&c3, sres, str, n, nonce)) == SYMCORE_OK);
            EXPECT_SECRET(sres, n, "ff3-1 str decrypt", n);
        }
        str[3] = '+';
        SECRET(str, sizeof str);
        CHECK(rc_public(symcore_ff3_1_encrypt_str(&c3, sres, str, 16, nonce)) == SYMCORE_EDOMAIN);
    }
}

static uint8_t leaves[8 * 300], cvs[8 * 64];

/* One many-lane Keccak backend: leaves of several lengths, 1..lanes at a time, and its permutation. */
static void keccak_lanes_direct(const struct sc_keccak_lanes_backend *b)
{
    static const size_t leaf_lens[] = { 8, 135, 136, 137, 168, 169, 300 };
    for (size_t k = 0; k < sizeof leaf_lens / sizeof leaf_lens[0]; k++) {
        for (size_t n = 1; n <= b->lanes; n++) {
            SECRET(leaves, sizeof leaves);
            b->hash(cvs, 32, leaves, leaf_lens[k], n, 168, 0x0B, 12);
            EXPECT_SECRET(cvs, 32 * n, "keccak leaves kt128", leaf_lens[k]);
            b->hash(cvs, 64, leaves, leaf_lens[k], n, 136, 0x1F, 24);
            EXPECT_SECRET(cvs, 64 * n, "keccak leaves ph256", leaf_lens[k]);
        }
    }
    uint64_t s[25 * 8];
    SECRET(s, sizeof s);
    b->permute(s, 24);
    EXPECT_SECRET(s, 25 * 8 * b->lanes, "keccak lanes permute", b->lanes);
}

static void keccak_direct(const struct sc_keccak_backend *b)
{
    for (size_t i = 0; i < NLENS; i++) {
        size_t n = lens[i];
        uint64_t s[25];
        secrets();
        memcpy(s, msg, sizeof s);
        b->permute(s, 24);
        b->absorb(s, msg, n / 136, 17, 24);
        b->absorb(s, msg, n / 72, 9, 12);
        b->squeeze(s, out, 1 + n / 512, 21, 24);
        EXPECT_SECRET(out, 168 * (1 + n / 512), "keccak squeeze", n);
        EXPECT_SECRET(s, sizeof s, "keccak state", n);
    }
}

/* The Keccak modes through the dispatch, with backend kb and many-lane lb forced. */
static void keccak_modes(const struct sc_keccak_backend *kb, const struct sc_keccak_lanes_backend *lb)
{
    static uint8_t long_msg[3 * 8192 + 500];
    symcore__keccak_forced = kb;
    symcore__keccak_lanes_forced = 1;
    symcore__keccak_lanes_choice = lb;
    SECRET(long_msg, sizeof long_msg);
    symcore_kt128(out, 32, long_msg, sizeof long_msg, key, 3);
    EXPECT_SECRET(out, 32, "kt128 long", sizeof long_msg);
    for (size_t i = 0; i < NLENS; i++) {
        size_t n = lens[i];
        symcore_kmac_ctx km;
        secrets();
        symcore_sha3_512(out, msg, n);
        if (n > 0) /* (the empty message's hash is public) */
            EXPECT_SECRET(out, 64, "sha3-512", n);
        symcore_shake128(out, n, msg, n);
        EXPECT_SECRET(out, n, "shake128", n);
        CHECK(rc_public(symcore_kmac128(out, 32, msg, n, "S", 1, key, sizeof key)) == SYMCORE_OK);
        EXPECT_SECRET(out, 32, "kmac128", n);
        CHECK(rc_public(symcore_kmac256_init(&km, key, sizeof key, "S", 1)) == SYMCORE_OK);
        CHECK(rc_public(symcore_kmac_update(&km, msg, n)) == SYMCORE_OK);
        CHECK(rc_public(symcore_kmac_xof_squeeze(&km, out, 100)) == SYMCORE_OK);
        EXPECT_SECRET(out, 100, "kmac256 xof", n);
        CHECK(rc_public(symcore_parallelhash128(out, 32, msg, n, 64, "S", 1)) == SYMCORE_OK);
        if (n > 0)
            EXPECT_SECRET(out, 32, "parallelhash128", n);
        CHECK(rc_public(symcore_parallelhash256_xof(out, 64, msg, n, 8, "", 0)) == SYMCORE_OK);
        if (n > 0)
            EXPECT_SECRET(out, 64, "parallelhash256", n);
        CHECK(rc_public(symcore_turboshake128(out, n, msg, n, 0x1f)) == SYMCORE_OK);
        EXPECT_SECRET(out, n, "turboshake128", n);
        symcore_kt256(out, 64, msg, n, key, sizeof key);
        EXPECT_SECRET(out, 64, "kt256", n);
        {
            const symcore_span items[3] = { { msg, n }, { key, sizeof key }, { msg, n / 2 } };
            symcore_tuplehash128(out, 32, items, 3, "S", 1);
            EXPECT_SECRET(out, 32, "tuplehash128", n);
        }
    }
    symcore__keccak_forced = NULL;
    symcore__keccak_lanes_forced = 0;
    symcore__keccak_lanes_choice = NULL;
}

/* Threefish and Skein have one implementation: checked here as well. */
static void threefish_skein(void)
{
    for (size_t i = 0; i < NLENS; i++) {
        size_t n = lens[i];
        symcore_threefish512_ctx t512;
        symcore_skein512_ctx s512;
        secrets();
        CHECK(rc_public(symcore_threefish512_init(&t512, msg, msg + 128)) == SYMCORE_OK);
        CHECK(rc_public(symcore_threefish512_encrypt(&t512, out, msg + 300)) == SYMCORE_OK);
        EXPECT_SECRET(out, 64, "threefish512", 64);
        CHECK(rc_public(symcore_skein1024_mac(out, 128, msg, n, key, sizeof key)) == SYMCORE_OK);
        EXPECT_SECRET(out, 128, "skein1024 mac", n);
        CHECK(rc_public(symcore_skein512_init(&s512, 64, key, sizeof key)) == SYMCORE_OK);
        CHECK(rc_public(symcore_skein512_update(&s512, msg, n)) == SYMCORE_OK);
        CHECK(rc_public(symcore_skein512_final(&s512, out)) == SYMCORE_OK);
        EXPECT_SECRET(out, 64, "skein512", n);
    }
}

int main(void)
{
    uint32_t cpu = symcore__cpu_features();
    if (!(cpu & SC_CPU_AVX512F)) {
        printf("constant_time_msan skipped: this CPU has no AVX-512 (valgrind's constant_time test covers "
               "every backend it runs)\n");
        return 77;
    }
    tu_fill_random(key, sizeof key);
    tu_fill_random(nonce, sizeof nonce);
    tu_fill_random(msg, sizeof msg);
    tu_fill_random(leaves, sizeof leaves);

    const struct sc_chacha20_backend *cbs[6];
    const struct sc_poly1305_backend *pbs[4];
    size_t ncb, npb;
    mac_test_backends(cbs, &ncb, pbs, &npb);
    for (size_t i = 0; i < ncb; i++) {
        chacha_direct(cbs[i]);
        chacha_aead(cbs[i], pbs[npb - 1]);
        printf("chacha20 %s: direct, AEADs and secretstream checked\n", cbs[i]->name);
    }
    for (size_t i = 0; i < npb; i++) {
        poly1305_direct(pbs[i]);
        chacha_aead(cbs[ncb - 1], pbs[i]);
        printf("poly1305 backend %zu: direct, AEADs and secretstream checked\n", i);
    }

    const struct sc_aes_backend *aes[4];
    int naes = aes_test_backends(aes);
    for (int i = 0; i < naes; i++) {
        aes_direct(aes[i]);
        fpe_on(aes[i]);
        printf("aes %s: direct and FF1, FF3, FF3-1 (with FF3's AES-NI copies) checked\n", aes[i]->name);
    }

    printf("ff3's IFMA copy run %lu times\n", ifma_calls);
    if ((cpu & SC_CPU_FF3_IFMA) == SC_CPU_FF3_IFMA)
        CHECK(ifma_calls > 0);
    keccak_direct(&symcore__keccak_portable);
    keccak_modes(&symcore__keccak_portable, NULL);
    if (cpu & SC_CPU_X86_64_V3) {
        keccak_direct(&symcore__keccak_x86_64_v3);
        keccak_lanes_direct(&symcore__keccak_avx2x4);
        keccak_modes(&symcore__keccak_x86_64_v3, &symcore__keccak_avx2x4);
        keccak_lanes_direct(&symcore__keccak_avx512x8);
        keccak_modes(&symcore__keccak_x86_64_v3, &symcore__keccak_avx512x8);
        printf("keccak x86-64-v3, avx2x4 and avx512x8 leaves checked\n");
    }
    /* SHAKE x4 (ML-KEM's secret seeds), on the dispatched x4 permutation */
    for (size_t i = 0; i < NLENS; i++) {
        size_t n = lens[i] < 300 ? lens[i] : 300;
        symcore_shake256x4_ctx x4;
        if (n == 0) /* no secret in: the output is public */
            continue;
        secrets();
        CHECK(rc_public(symcore_shake256x4_absorb(&x4, msg, msg + 300, msg + 600, msg + 800, n)) == SYMCORE_OK);
        CHECK(rc_public(symcore_shake256x4_squeeze(&x4, out, out + 300, out + 600, out + 900, 200)) == SYMCORE_OK);
        EXPECT_SECRET(out, 200, "shake256x4", n);
        EXPECT_SECRET(out + 900, 200, "shake256x4 stream 3", n);
    }
    printf("shake256x4 on the dispatched x4 permutation checked\n");
    threefish_skein();
    return tu_finish("constant_time_msan");
}
