/*
 * Constant time, checked by valgrind (the ctgrind technique): every secret
 * input - keys, messages, states - is marked undefined with a memcheck client
 * request, then each function runs on it. Memcheck reports any conditional
 * branch or memory address that depends on undefined data, so a
 * secret-dependent branch or table index makes this test fail. Outputs are
 * marked defined again only after the calls. Run under valgrind by ctest;
 * outside valgrind the client requests do nothing and the test only runs.
 *
 * Every ChaCha20 backend the CPU, as valgrind presents it, can run is forced
 * in turn.
 * Every Poly1305 backend the CPU (as valgrind presents it) runs is also called
 * directly, one-shot and through blocks() in two runs, on lengths that take
 * its many-block code. Valgrind 3.19 has no AVX-512: under it the CPUID
 * check reports none, and the IFMA backend is skipped with a message.
 *
 * The internal AES is covered backend by backend: key expansion, encryption
 * of 1..9 blocks and CBC-MAC chains on a secret key and secret blocks.
 *
 * FPE: FF1, FF3 and FF3-1, numeral and alphabet calls, encrypt and decrypt,
 * on a secret key and secret numerals or characters (the return code, which
 * says whether a numeral was out of range, is declassified after the call).
 * Leaf hashing (ParallelHash and KangarooTwelve) is checked through its
 * dispatching entry point and through each many-lane backend the CPU runs.
 * Valgrind (3.19 here) does not emulate AVX-512 and hides it from CPUID, so
 * under valgrind the avx512x8 backend is skipped with a message: its gathers
 * use only public offsets (multiples of the leaf length) and it has no
 * data-dependent branch by construction, but memcheck cannot confirm that.
 *
 * Not covered: the AEAD open and Poly1305 verify verdicts, which branch (by
 * design) on whether the tag matched - a public fact once the call returns;
 * the AVX-512 ChaCha20 backends, which valgrind 3.19 cannot run (it hides
 * AVX-512 from CPUID, so they are skipped with a message).
 * Every backend this CPU runs is called directly as well, not only the one
 * the dispatch picks. Opens and verifies run with right and wrong tags: they
 * branch (by design) on whether the tag matched, a public fact once the call
 * returns, so the library hands that one verdict to symcore__declassify()
 * right before the branch, which this test replaces with a definition that
 * marks it defined; any other secret-dependent branch is still reported.
 */
#include <symcore.h>
#include <valgrind/memcheck.h>

#include "chacha20/chacha20_internal.h"
#include "aes/aes_internal.h"
#include "keccak/keccak_internal.h"
#include "poly1305/poly1305_internal.h"
#include "testutil.h"

#define SECRET(p, n) VALGRIND_MAKE_MEM_UNDEFINED((p), (n))
#define PUBLIC(p, n) VALGRIND_MAKE_MEM_DEFINED((p), (n))

/* Replaces the library's weak no-op: the verdict of a tag check is public. */
void symcore__declassify(const void *p, size_t n)
{
    PUBLIC(p, n);
}

static uint8_t key[32], nonce[24], msg[1100], out[1200], tag[16];
/* Every AES backend this CPU runs, each with its own key expansion. */
static void aes_backends(void)
{
    const struct sc_aes_backend *list[3];
    int nb = 0;
    list[nb++] = &symcore__aes_portable;
#if SC_X86_64
    uint32_t f = symcore__cpu_features(); /* valgrind's CPU has no AVX-512: vaes is not seen there */
    if (f & SC_CPU_AESNI)
        list[nb++] = &symcore__aes_aesni;
    if ((f & SC_CPU_AESNI) && (f & SC_CPU_VAES) && (f & SC_CPU_AVX512F))
        list[nb++] = &symcore__aes_vaes;
#endif
    for (int j = 0; j < nb; j++) {
        for (size_t keylen = 16; keylen <= 32; keylen += 8) {
            sc_aes_key k;
            uint8_t y[16];
            SECRET(key, sizeof key);
            SECRET(msg, sizeof msg);
            CHECK(list[j]->init(&k, key, keylen) == SYMCORE_OK);
            for (size_t n = 1; n <= 37; n += 4)
                list[j]->encrypt_blocks(&k, out, msg, n);
            memcpy(y, msg + 200, 16);
            list[j]->cbc_mac(&k, y, msg, 5);
            CHECK(symcore__aes_init(&k, key, keylen) == SYMCORE_OK);
            symcore__aes_encrypt_blocks(&k, out, msg, 3);
            symcore__aes_cbc_mac(&k, y, msg, 3);
            symcore__aes_wipe(&k);
            PUBLIC(key, sizeof key);
            PUBLIC(msg, sizeof msg);
            PUBLIC(out, sizeof out);
        }
        printf("aes backend %s checked\n", list[j]->name);
    }
}

/* The FPE calls on secret keys and inputs; rc declassified before it is checked. */
static int fpe_rc(int rc)
{
    PUBLIC(&rc, sizeof rc);
    return rc;
}

static void fpe_calls(void)
{
    static const uint32_t radixes[] = {10, 36, 256, 65536};
    static const size_t ff1_lens[] = {16, 19, 60, 300};
    uint16_t num[300], res[300];
    char str[300], sres[300];
    symcore_ff1_ctx c1;
    symcore_ff3_ctx c3;
    for (size_t r = 0; r < sizeof radixes / sizeof radixes[0]; r++) {
        uint32_t radix = radixes[r];
        for (size_t i = 0; i < 300; i++)
            num[i] = (uint16_t)(msg[i] * 257u % radix);
        SECRET(key, sizeof key);
        SECRET(num, sizeof num);
        CHECK(fpe_rc(symcore_ff1_init(&c1, key, 16 + 8 * (r % 3), radix)) == SYMCORE_OK);
        CHECK(fpe_rc(symcore_ff3_init(&c3, key, 32, radix)) == SYMCORE_OK);
        for (size_t i = 0; i < sizeof ff1_lens / sizeof ff1_lens[0]; i++) {
            CHECK(fpe_rc(symcore_ff1_encrypt(&c1, res, num, ff1_lens[i], nonce, 11)) == SYMCORE_OK);
            CHECK(fpe_rc(symcore_ff1_decrypt(&c1, res, num, ff1_lens[i], nonce, 24)) == SYMCORE_OK);
        }
        size_t n3 = c3.s.maxlen < 16 ? c3.s.maxlen : 16;
        CHECK(fpe_rc(symcore_ff3_encrypt(&c3, res, num, n3, nonce)) == SYMCORE_OK);
        CHECK(fpe_rc(symcore_ff3_decrypt(&c3, res, num, c3.s.maxlen, nonce)) == SYMCORE_OK);
        CHECK(fpe_rc(symcore_ff3_1_encrypt(&c3, res, num, c3.s.maxlen, nonce)) == SYMCORE_OK);
        CHECK(fpe_rc(symcore_ff3_1_decrypt(&c3, res, num, n3, nonce)) == SYMCORE_OK);
        num[5] = (uint16_t)(radix - 1 + (radix < 65536)); /* out of range (for radix < 65536) */
        SECRET(num, sizeof num);
        (void)fpe_rc(symcore_ff1_encrypt(&c1, res, num, 16, nonce, 3));
        (void)fpe_rc(symcore_ff3_1_encrypt(&c3, res, num, n3, nonce));
        symcore_ff1_wipe(&c1);
        symcore_ff3_wipe(&c3);
        PUBLIC(key, sizeof key);
        PUBLIC(res, sizeof res);
    }
    /* alphabets of one, two and three runs of consecutive bytes, and one of ten runs (scanned whole) */
    static const char *alphabets[] = {"0123456789", "0123456789abcdefghijklmnopqrstuvwxyz",
                                      "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", "9876543210"};
    for (size_t a = 0; a < sizeof alphabets / sizeof alphabets[0]; a++) {
        size_t radix = strlen(alphabets[a]);
        for (size_t i = 0; i < 300; i++)
            str[i] = alphabets[a][msg[i] % radix];
        SECRET(key, sizeof key);
        SECRET(str, sizeof str);
        CHECK(fpe_rc(symcore_ff1_init_alphabet(&c1, key, 32, alphabets[a])) == SYMCORE_OK);
        CHECK(fpe_rc(symcore_ff3_init_alphabet(&c3, key, 16, alphabets[a])) == SYMCORE_OK);
        CHECK(fpe_rc(symcore_ff1_encrypt_str(&c1, sres, str, 19, nonce, 11)) == SYMCORE_OK);
        CHECK(fpe_rc(symcore_ff1_decrypt_str(&c1, sres, str, 200, nonce, 11)) == SYMCORE_OK);
        CHECK(fpe_rc(symcore_ff3_encrypt_str(&c3, sres, str, 16, nonce)) == SYMCORE_OK);
        CHECK(fpe_rc(symcore_ff3_decrypt_str(&c3, sres, str, 16, nonce)) == SYMCORE_OK);
        CHECK(fpe_rc(symcore_ff3_1_encrypt_str(&c3, sres, str, 16, nonce)) == SYMCORE_OK);
        CHECK(fpe_rc(symcore_ff3_1_decrypt_str(&c3, sres, str, 16, nonce)) == SYMCORE_OK);
        str[3] = '+';
        SECRET(str, sizeof str);
        CHECK(fpe_rc(symcore_ff1_encrypt_str(&c1, sres, str, 19, nonce, 11)) == SYMCORE_EDOMAIN);
        CHECK(fpe_rc(symcore_ff3_1_encrypt_str(&c3, sres, str, 16, nonce)) == SYMCORE_EDOMAIN);
        PUBLIC(key, sizeof key);
        PUBLIC(sres, sizeof sres);
    }
    printf("fpe checked\n");
}

static uint8_t leaves[8 * 300], cvs[8 * 64];

typedef void hash_fn(uint8_t *cv, size_t cvlen, const uint8_t *in, size_t leaf_len, size_t n, unsigned rate,
                     uint8_t pad, unsigned rounds);

/* n secret leaves of leaf_len bytes in the modes of KT128 and ParallelHash256 */
static void leaves_secret(hash_fn *hash, size_t max_n)
{
    static const size_t leaf_lens[] = { 8, 135, 136, 137, 168, 169, 300 };
    for (size_t k = 0; k < sizeof leaf_lens / sizeof leaf_lens[0]; k++) {
        for (size_t n = 1; n <= max_n; n++) {
            SECRET(leaves, sizeof leaves);
            hash(cvs, 32, leaves, leaf_lens[k], n, 168, 0x0B, 12);
            hash(cvs, 64, leaves, leaf_lens[k], n, 136, 0x1F, 24);
            PUBLIC(leaves, sizeof leaves);
            PUBLIC(cvs, sizeof cvs);
        }
    }
}

/* SHAKE x4 on secret inputs, every x4 permutation the CPU (as valgrind
 * presents it) runs, forced in turn: input lengths across block boundaries,
 * squeezes that end inside a word and span blocks. */
static void shake_x4_secret(void)
{
    static const size_t x4_lens[] = { 0, 1, 34, 64, 135, 136, 168, 169, 300 };
    const struct sc_keccak_x4_backend *list[SC_KECCAK_X4_BACKENDS];
    const size_t nb = symcore__keccak_x4_backends(list);
    if (strcmp(list[nb - 1]->name, "avx512vl x4") != 0)
        printf("avx512vl x4 not checked: no AVX-512VL here (valgrind hides it from CPUID)\n");
    for (size_t b = 0; b < nb; b++) {
        symcore__keccak_x4_forced = list[b];
        for (size_t k = 0; k < sizeof x4_lens / sizeof x4_lens[0]; k++) {
            const size_t n = x4_lens[k];
            symcore_shake128x4_ctx c128;
            symcore_shake256x4_ctx c256;
            SECRET(leaves, sizeof leaves);
            CHECK(symcore_shake128x4_absorb(&c128, leaves, leaves + 300, leaves + 600, leaves + 900, n) == SYMCORE_OK);
            CHECK(symcore_shake128x4_squeeze(&c128, out, out + 300, out + 600, out + 900, 13) == SYMCORE_OK);
            CHECK(symcore_shake128x4_squeeze(&c128, out, out + 300, out + 600, out + 900, 290) == SYMCORE_OK);
            CHECK(symcore_shake256x4_absorb(&c256, leaves, leaves + 300, leaves + 600, leaves + 900, n) == SYMCORE_OK);
            CHECK(symcore_shake256x4_squeeze(&c256, out, out + 300, out + 600, out + 900, 141) == SYMCORE_OK);
            PUBLIC(leaves, sizeof leaves);
            PUBLIC(out, sizeof out);
            PUBLIC(&c128, sizeof c128);
            PUBLIC(&c256, sizeof c256);
        }
    }
    symcore__keccak_x4_forced = NULL;
    printf("shake x4 checked\n");
}

static void leaves_all_backends(void)
{
    tu_fill_random(leaves, sizeof leaves);
    leaves_secret(symcore__keccak_hash_leaves, 8);
#if SC_X86_64
    uint32_t f = symcore__cpu_features();
    if (f & SC_CPU_X86_64_V3)
        leaves_secret(symcore__keccak_avx2x4.hash, 4);
    else
        printf("avx2x4 leaves not checked: this CPU lacks x86-64-v3\n");
    if ((f & SC_CPU_X86_64_V3) && (f & SC_CPU_AVX512F))
        leaves_secret(symcore__keccak_avx512x8.hash, 8);
    else
        printf("avx512x8 leaves not checked: no AVX-512 here (valgrind hides it from CPUID)\n");
#endif
}

static uint8_t long_msg[3 * 8192 + 500]; /* KT over several chunks */
static const size_t lens[] = { 0, 1, 15, 16, 63, 64, 65, 136, 168, 200, 511, 512, 513, 1024, 1100 };

/* ChaCha20, XChaCha20 and both AEAD seals through one ChaCha20 backend,
 * forced, on every length of lens (key and msg already secret). */
static void chacha_backend(const struct sc_chacha20_backend *b)
{
    symcore__chacha20_forced = b;
    for (size_t i = 0; i < sizeof lens / sizeof lens[0]; i++) {
        size_t n = lens[i];
        CHECK(symcore_chacha20(out, msg, n, nonce, 7, key) == SYMCORE_OK);
        CHECK(symcore_xchacha20(out, msg, n, nonce, 7, key) == SYMCORE_OK);
        CHECK(symcore_chacha20poly1305_seal(out, tag, msg, n, msg + 1, 40, nonce, key) == SYMCORE_OK);
        CHECK(symcore_xchacha20poly1305_seal(out, tag, msg, n, msg + 1, 17, nonce, key) == SYMCORE_OK);
    }
    symcore__chacha20_forced = NULL;
    printf("chacha20 backend %s run on secrets\n", b->name);
}

/* Every ChaCha20 backend this CPU (as valgrind presents it) can run. */
static void chacha_backends(void)
{
    SECRET(key, sizeof key);
    SECRET(msg, sizeof msg);
    chacha_backend(&symcore__chacha20_portable);
#if SC_X86_64
    const uint32_t avx512 = SC_CPU_AVX512F | SC_CPU_AVX512VL | SC_CPU_AVX512BW;
    uint32_t f = symcore__cpu_features();
    chacha_backend(&symcore__chacha20_sse2);
    if (f & SC_CPU_SSSE3)
        chacha_backend(&symcore__chacha20_ssse3);
    if (f & SC_CPU_AVX2)
        chacha_backend(&symcore__chacha20_avx2);
    else
        printf("no AVX2 (under valgrind?): avx2 backend skipped\n");
    if ((f & avx512) == avx512) {
        chacha_backend(&symcore__chacha20_avx512);
    } else {
        /* valgrind up to 3.2x hides AVX-512 from CPUID and cannot run it */
        printf("no AVX512F+VL+BW (under valgrind?): avx512 backend skipped\n");
    }
#endif
    PUBLIC(key, sizeof key);
    PUBLIC(msg, sizeof msg);
    PUBLIC(out, sizeof out);
    PUBLIC(tag, sizeof tag);
}

/* Every Poly1305 backend directly on n secret bytes: the one-shot MAC, and
 * init, blocks over two runs (cut at a third), the padded tail, finish. */
static void poly1305_backends(size_t n, int announce)
{
    const struct sc_poly1305_backend *bes[5] = { &symcore__poly1305_portable32, NULL, NULL, NULL,
                                                 &symcore__poly1305_portable32x2 };
    const char *names[5] = { "portable32", "portable64", "avx2", "avx512ifma", "portable32x2" };
#if SC_POLY1305_HAVE_64
    bes[1] = &symcore__poly1305_portable64;
#endif
#if SC_X86_64
    uint32_t f = symcore__cpu_features();
    if (f & SC_CPU_AVX2)
        bes[2] = &symcore__poly1305_avx2;
    if ((f & SC_CPU_AVX512F) && (f & SC_CPU_AVX512IFMA))
        bes[3] = &symcore__poly1305_avx512ifma;
#endif
    for (int b = 0; b < 5; b++) {
        uint64_t st[SC_POLY1305_STATE_WORDS];
        size_t full = n / 16, cut = full / 3;
        if (announce)
            printf("poly1305 backend %s: %s\n", names[b], bes[b] ? "checked" : "SKIPPED (not compiled or not on this CPU)");
        if (bes[b] == NULL)
            continue;
        bes[b]->mac(tag, msg, n, key);
        bes[b]->init(st, key);
        bes[b]->blocks(st, msg, cut, 1);
        bes[b]->blocks(st, msg + 16 * cut, full - cut, 1);
        if (n % 16) {
            uint8_t last[16] = { 0 };
            memcpy(last, msg + 16 * full, n % 16);
            last[n % 16] = 1;
            bes[b]->blocks(st, last, 1, 0);
        }
        bes[b]->finish(st, tag);
    }
}

static void keccak_backend(const struct sc_keccak_backend *b, size_t n)
{
    uint64_t s[25];
    memcpy(s, msg, sizeof s);
    b->permute(s, 24);
    b->permute(s, 12);
    b->absorb(s, msg, n / 136, 17, 24);
    b->absorb(s, msg, n / 72, 9, 12);
    b->squeeze(s, out, 1 + n / 512, 21, 24);
}

/* Every Keccak backend this CPU runs, called directly. */
static void keccak_backends(size_t n)
{
    keccak_backend(&symcore__keccak_portable, n);
#if SC_X86_64
    if (symcore__cpu_features() & SC_CPU_X86_64_V3)
        keccak_backend(&symcore__keccak_x86_64_v3, n);
#endif
}

/* Opens and verifies with the right tag and with a wrong one, under a secret
 * key; the ciphertext and the tags are public, as on the wire. Only the
 * verdict is known afterwards. */
static void opens_and_verifies(size_t n)
{
    static uint8_t ct[1100], pt[1100];
    uint8_t t[16], bad[16];
    symcore_poly1305_ctx pc;

    for (int x = 0; x < 2; x++) {
        int rc = x ? symcore_xchacha20poly1305_seal(ct, t, msg, n, msg + 1, 17, nonce, key)
                   : symcore_chacha20poly1305_seal(ct, t, msg, n, msg + 1, 17, nonce, key);
        PUBLIC(&rc, sizeof rc);
        CHECK(rc == SYMCORE_OK);
        PUBLIC(ct, n);
        PUBLIC(t, sizeof t);
        memcpy(bad, t, sizeof bad);
        bad[n % 16] ^= 4;
        for (int wrong = 0; wrong < 2; wrong++) {
            const uint8_t *tg = wrong ? bad : t;
            rc = x ? symcore_xchacha20poly1305_open(pt, ct, n, tg, msg + 1, 17, nonce, key)
                   : symcore_chacha20poly1305_open(pt, ct, n, tg, msg + 1, 17, nonce, key);
            CHECK(rc == (wrong ? SYMCORE_EAUTH : SYMCORE_OK)); /* rc was declassified */
        }
    }

    CHECK(symcore_poly1305(t, msg, n, key) == SYMCORE_OK);
    PUBLIC(t, sizeof t);
    memcpy(bad, t, sizeof bad);
    bad[15 - n % 16] ^= 0x80;
    for (int wrong = 0; wrong < 2; wrong++) {
        CHECK(symcore_poly1305_init(&pc, key) == SYMCORE_OK);
        CHECK(symcore_poly1305_update(&pc, msg, n) == SYMCORE_OK);
        int rc = symcore_poly1305_verify(&pc, wrong ? bad : t);
        CHECK(rc == (wrong ? SYMCORE_EAUTH : SYMCORE_OK));
    }
}

/* The secretstream: key and messages secret, the header and the chunks
 * public (on the wire), the pushed tags public (the caller's). A pull's
 * tag is declassified by the library (its rekey shows in the timing, as
 * aead.h says), and so is its verdict. */
static void secretstream_calls(void)
{
    static uint8_t chunk[1100 + 17], pt[1100];
    symcore_secretstream_state w, r;
    uint8_t t;
    SECRET(key, sizeof key);
    SECRET(msg, sizeof msg);
    CHECK(symcore_secretstream_init_push(&w, nonce, key) == SYMCORE_OK);
    CHECK(symcore_secretstream_init_pull(&r, nonce, key) == SYMCORE_OK);
    for (size_t i = 0; i < sizeof lens / sizeof lens[0]; i++) {
        size_t n = lens[i];
        uint8_t tg = (uint8_t)(i % 4);
        CHECK(symcore_secretstream_push(&w, chunk, msg, n, msg + 1, i % 3 ? 17 : 0, tg) == SYMCORE_OK);
        PUBLIC(chunk, n + 17);
        chunk[n + 16] ^= 1; /* a forgery first: the state stays */
        CHECK(symcore_secretstream_pull(&r, pt, &t, chunk, n + 17, msg + 1, i % 3 ? 17 : 0) == SYMCORE_EAUTH);
        chunk[n + 16] ^= 1;
        CHECK(symcore_secretstream_pull(&r, pt, &t, chunk, n + 17, msg + 1, i % 3 ? 17 : 0) == SYMCORE_OK);
        CHECK(t == tg);
        if (i % 5 == 4) {
            CHECK(symcore_secretstream_rekey(&w) == SYMCORE_OK);
            CHECK(symcore_secretstream_rekey(&r) == SYMCORE_OK);
        }
    }
    PUBLIC(pt, sizeof pt);
    PUBLIC(key, sizeof key);
    PUBLIC(msg, sizeof msg);
    symcore_wipe(&w, sizeof w);
    symcore_wipe(&r, sizeof r);
    printf("secretstream run on secrets\n");
}

int main(void)
{
    tu_fill_random(key, sizeof key);
    tu_fill_random(nonce, sizeof nonce);
    tu_fill_random(msg, sizeof msg);
    tu_fill_random(long_msg, sizeof long_msg);
    SECRET(long_msg, sizeof long_msg);
    symcore_kt128(out, 32, long_msg, sizeof long_msg, key, 3);
    symcore_kt256(out, 64, long_msg, 8192 + 5, long_msg, 8192); /* C secret as well, straddling chunks */
    PUBLIC(out, sizeof out);
    PUBLIC(long_msg, sizeof long_msg);
    printf("backends: keccak %s, chacha20 %s, poly1305 %s, aes %s\n", symcore_backend("keccak"),
           symcore_backend("chacha20"), symcore_backend("poly1305"), symcore_backend("aes"));
    aes_backends();
    fpe_calls();
    secretstream_calls();

    for (size_t i = 0; i < sizeof lens / sizeof lens[0]; i++) {
        size_t n = lens[i];
        symcore_sha3_ctx kc;
        symcore_kmac_ctx km;
        symcore_poly1305_ctx pc;
        uint64_t state[25];

        SECRET(key, sizeof key);
        SECRET(msg, sizeof msg);
        memcpy(state, msg, sizeof state);

        symcore_keccak_f1600(state);
        symcore_keccak_p1600_12(state);
        symcore_sha3_224(out, msg, n);
        symcore_sha3_512(out, msg, n);
        symcore_shake128(out, n, msg, n);
        symcore_cshake256(out, 64, msg, n, "N", 1, key, sizeof key); /* a secret customization too */
        CHECK(symcore_sha3_init(&kc, 32) == SYMCORE_OK);
        symcore_sha3_update(&kc, msg, n / 2);
        symcore_sha3_update(&kc, msg + n / 2, n - n / 2);
        symcore_sha3_final(&kc, out);

        CHECK(symcore_kmac128(out, 32, msg, n, "S", 1, key, sizeof key) == SYMCORE_OK);
        CHECK(symcore_kmac256_xof(out, 64, msg, n, "", 0, key, sizeof key) == SYMCORE_OK);
        CHECK(symcore_kmac256_init(&km, key, sizeof key, "S", 1) == SYMCORE_OK);
        {
            symcore_kmac_ctx copy = km; /* key once, MAC many */
            CHECK(symcore_kmac_update(&copy, msg, n) == SYMCORE_OK);
            CHECK(symcore_kmac_final(&copy, out, 32) == SYMCORE_OK);
        }
        CHECK(symcore_kmac_update(&km, msg, n) == SYMCORE_OK);
        CHECK(symcore_kmac_xof_squeeze(&km, out, 100) == SYMCORE_OK);
        {
            const symcore_span items[3] = { { msg, n }, { key, sizeof key }, { msg, n / 2 } };
            symcore_tuplehash128(out, 32, items, 3, "S", 1);
            symcore_tuplehash256_xof(out, 64, items, 3, "", 0);
        }
        CHECK(symcore_parallelhash128(out, 32, msg, n, 64, "S", 1) == SYMCORE_OK);
        CHECK(symcore_parallelhash256_xof(out, 64, msg, n, 100, "", 0) == SYMCORE_OK);
        CHECK(symcore_turboshake128(out, n, msg, n, 0x1f) == SYMCORE_OK);
        CHECK(symcore_turboshake256(out, 64, msg, n, 0x07) == SYMCORE_OK);
        symcore_kt128(out, 32, msg, n, key, sizeof key);
        symcore_kt256(out, 64, msg, n, "", 0);

        CHECK(symcore_poly1305(tag, msg, n, key) == SYMCORE_OK);
        CHECK(symcore_poly1305_init(&pc, key) == SYMCORE_OK);
        CHECK(symcore_poly1305_update(&pc, msg, n / 3) == SYMCORE_OK);
        CHECK(symcore_poly1305_update(&pc, msg + n / 3, n - n / 3) == SYMCORE_OK);
        CHECK(symcore_poly1305_final(&pc, tag) == SYMCORE_OK);
        poly1305_backends(n, i == 0);

        CHECK(symcore_chacha20(out, msg, n, nonce, 7, key) == SYMCORE_OK);
        CHECK(symcore_xchacha20(out, msg, n, nonce, 7, key) == SYMCORE_OK);
        CHECK(symcore_hchacha20(out, msg, key) == SYMCORE_OK);
        CHECK(symcore_chacha20poly1305_seal(out, tag, msg, n, msg + 1, 17, nonce, key) == SYMCORE_OK);
        CHECK(symcore_xchacha20poly1305_seal(out, tag, msg, n, msg + 1, 17, nonce, key) == SYMCORE_OK);

        /* Threefish (key, tweak and block secret) and Skein (message and MAC key secret). */
        {
            symcore_threefish256_ctx t256;
            symcore_threefish512_ctx t512;
            symcore_threefish1024_ctx t1024;
            symcore_skein256_ctx s256;
            symcore_skein512_ctx s512;
            symcore_skein1024_ctx s1024;
            CHECK(symcore_threefish256_init(&t256, msg, msg + 128) == SYMCORE_OK);
            CHECK(symcore_threefish256_set_tweak(&t256, msg + 200) == SYMCORE_OK);
            CHECK(symcore_threefish256_encrypt(&t256, out, msg + 300) == SYMCORE_OK);
            CHECK(symcore_threefish256_decrypt(&t256, out, out) == SYMCORE_OK);
            symcore_threefish256_wipe(&t256);
            CHECK(symcore_threefish512_init(&t512, msg, msg + 128) == SYMCORE_OK);
            CHECK(symcore_threefish512_set_tweak(&t512, msg + 200) == SYMCORE_OK);
            CHECK(symcore_threefish512_encrypt(&t512, out, msg + 300) == SYMCORE_OK);
            CHECK(symcore_threefish512_decrypt(&t512, out, out) == SYMCORE_OK);
            symcore_threefish512_wipe(&t512);
            CHECK(symcore_threefish1024_init(&t1024, msg, msg + 128) == SYMCORE_OK);
            CHECK(symcore_threefish1024_set_tweak(&t1024, msg + 200) == SYMCORE_OK);
            CHECK(symcore_threefish1024_encrypt(&t1024, out, msg + 300) == SYMCORE_OK);
            CHECK(symcore_threefish1024_decrypt(&t1024, out, out) == SYMCORE_OK);
            symcore_threefish1024_wipe(&t1024);
            CHECK(symcore_skein256(out, 40, msg, n) == SYMCORE_OK);
            CHECK(symcore_skein512(out, 64, msg, n) == SYMCORE_OK);
            CHECK(symcore_skein1024(out, 130, msg, n) == SYMCORE_OK);
            CHECK(symcore_skein256_mac(out, 32, msg, n, key, sizeof key) == SYMCORE_OK);
            CHECK(symcore_skein512_mac(out, 64, msg, n, key, sizeof key) == SYMCORE_OK);
            CHECK(symcore_skein1024_mac(out, 128, msg, n, key, sizeof key) == SYMCORE_OK);
            CHECK(symcore_skein256_init(&s256, 32, key, sizeof key) == SYMCORE_OK);
            CHECK(symcore_skein256_update(&s256, msg, n / 3) == SYMCORE_OK);
            CHECK(symcore_skein256_update(&s256, msg + n / 3, n - n / 3) == SYMCORE_OK);
            CHECK(symcore_skein256_final(&s256, out) == SYMCORE_OK);
            CHECK(symcore_skein512_init(&s512, 64, key, sizeof key) == SYMCORE_OK);
            CHECK(symcore_skein512_update(&s512, msg, n / 3) == SYMCORE_OK);
            CHECK(symcore_skein512_update(&s512, msg + n / 3, n - n / 3) == SYMCORE_OK);
            CHECK(symcore_skein512_final(&s512, out) == SYMCORE_OK);
            CHECK(symcore_skein1024_init(&s1024, 100, key, sizeof key) == SYMCORE_OK);
            CHECK(symcore_skein1024_update(&s1024, msg, n / 3) == SYMCORE_OK);
            CHECK(symcore_skein1024_update(&s1024, msg + n / 3, n - n / 3) == SYMCORE_OK);
            CHECK(symcore_skein1024_final(&s1024, out) == SYMCORE_OK);
        }
        keccak_backends(n);
        opens_and_verifies(n);

        {
            /* symcore_verify on secret bytes: unequal, equal, and differing
             * only in the last byte; the verdict is made public after it */
            int rc[3];
            memcpy(out, msg, n);
            rc[0] = symcore_verify(msg, out, n);
            if (n > 0)
                out[n - 1] ^= 1;
            rc[1] = symcore_verify(msg, out, n);
            rc[2] = symcore_verify(msg, key, n < sizeof key ? n : sizeof key);
            PUBLIC(rc, sizeof rc);
            CHECK(rc[0] == SYMCORE_OK);
            CHECK(rc[1] == (n > 0 ? SYMCORE_EAUTH : SYMCORE_OK));
            CHECK(rc[2] == SYMCORE_OK || rc[2] == SYMCORE_EAUTH);
        }
        PUBLIC(key, sizeof key);
        PUBLIC(msg, sizeof msg);
        PUBLIC(out, sizeof out);
        PUBLIC(tag, sizeof tag);
    }
    chacha_backends();
    leaves_all_backends();
    shake_x4_secret();
    return tu_finish("ctgrind");
}
