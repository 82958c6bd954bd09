/*
 * Constant time, checked by valgrind (the ctgrind technique): every secret
 * input - keys, messages, states - is marked undefined with a memcheck client
 * request, then each function runs on it. Memcheck reports any conditional
 * branch or memory address that depends on undefined data, so a
 * secret-dependent branch or table index makes this test fail. Outputs are
 * marked defined again only after the calls. Run under valgrind by ctest;
 * outside valgrind the client requests do nothing and the test only runs.
 *
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
static const size_t lens[] = { 0, 1, 15, 16, 63, 64, 65, 136, 168, 200, 511, 512, 513, 1024, 1100 };

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

static void chacha20_backend(const struct sc_chacha20_backend *b, size_t n)
{
    uint32_t st[16];
    sc_chacha_setup(st, key, 0xfffffffeu, 1, 2, 3); /* across the counter carry */
    b->xor_stream(out, msg, n, st);
}

static void poly1305_backend(const struct sc_poly1305_backend *b, size_t n)
{
    uint64_t st[SC_POLY1305_STATE_WORDS];
    b->mac(tag, msg, n, key);
    b->init(st, key);
    b->blocks(st, msg, n / 16, 1);
    b->blocks(st, msg, 1, 0);
    b->finish(st, tag);
}

/* Every backend this CPU runs, each called directly. */
static void all_backends(size_t n)
{
    keccak_backend(&symcore__keccak_portable, n);
    chacha20_backend(&symcore__chacha20_portable, n);
    poly1305_backend(&symcore__poly1305_portable32, n);
#if SC_POLY1305_HAVE_64
    poly1305_backend(&symcore__poly1305_portable64, n);
#endif
#if SC_X86_64
    uint32_t cpu = symcore__cpu_features();
    if (cpu & SC_CPU_X86_64_V3)
        keccak_backend(&symcore__keccak_x86_64_v3, n);
    chacha20_backend(&symcore__chacha20_sse2, n);
    if (cpu & SC_CPU_SSSE3)
        chacha20_backend(&symcore__chacha20_ssse3, n);
    if (cpu & SC_CPU_AVX2)
        chacha20_backend(&symcore__chacha20_avx2, n);
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

    symcore_poly1305(t, msg, n, key);
    PUBLIC(t, sizeof t);
    memcpy(bad, t, sizeof bad);
    bad[15 - n % 16] ^= 0x80;
    for (int wrong = 0; wrong < 2; wrong++) {
        symcore_poly1305_init(&pc, key);
        symcore_poly1305_update(&pc, msg, n);
        int rc = symcore_poly1305_verify(&pc, wrong ? bad : t);
        CHECK(rc == (wrong ? SYMCORE_EAUTH : SYMCORE_OK));
    }
}

int main(void)
{
    tu_fill_random(key, sizeof key);
    tu_fill_random(nonce, sizeof nonce);
    tu_fill_random(msg, sizeof msg);
    printf("backends: keccak %s, chacha20 %s, poly1305 %s\n", symcore_backend("keccak"),
           symcore_backend("chacha20"), symcore_backend("poly1305"));

    for (size_t i = 0; i < sizeof lens / sizeof lens[0]; i++) {
        size_t n = lens[i];
        symcore_keccak_ctx kc;
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

        symcore_poly1305(tag, msg, n, key);
        symcore_poly1305_init(&pc, key);
        symcore_poly1305_update(&pc, msg, n / 3);
        symcore_poly1305_update(&pc, msg + n / 3, n - n / 3);
        symcore_poly1305_final(&pc, tag);

        CHECK(symcore_chacha20(out, msg, n, nonce, 7, key) == SYMCORE_OK);
        CHECK(symcore_xchacha20(out, msg, n, nonce, 7, key) == SYMCORE_OK);
        symcore_hchacha20(out, msg, key);
        CHECK(symcore_chacha20poly1305_seal(out, tag, msg, n, msg + 1, 17, nonce, key) == SYMCORE_OK);
        CHECK(symcore_xchacha20poly1305_seal(out, tag, msg, n, msg + 1, 17, nonce, key) == SYMCORE_OK);

        all_backends(n);
        opens_and_verifies(n);

        {
            int eq = symcore_ct_equal(msg, out, n);
            PUBLIC(&eq, sizeof eq);
            CHECK(eq == 0 || eq == 1);
        }
        PUBLIC(key, sizeof key);
        PUBLIC(msg, sizeof msg);
        PUBLIC(out, sizeof out);
        PUBLIC(tag, sizeof tag);
    }
    return tu_finish("ctgrind");
}
