/*
 * Each public call that handles a ChaCha20 / Poly1305 key ends by zeroing a
 * fixed number of bytes of stack below its own frame (symcore__scrub_stack
 * with SC_SCRUB_POLY1305, SC_SCRUB_CHACHA20 or SC_SCRUB_AEAD; the
 * secretstream's too), and so do the
 * portable AES backend's block functions, which the FPE calls use
 * (SC_SCRUB_AES_PORTABLE), and the FPE batches after their AES-NI and VAES
 * group engines (SC_SCRUB_FPE_BATCH). That only
 * clears every spill if no callee ever went deeper. This test replaces the
 * library's (weak) scrub with one that records where the real one would have
 * zeroed, runs each call on a painted stack with every backend of this CPU
 * (forced) over lengths that take every path, and fails if the call's
 * callees wrote anything below that area. It prints the deepest reach of
 * each call beside its scrub size: the sizes in internal.h are these figures
 * (the worst of gcc and clang in every build type) plus a margin. It runs on
 * every target whose scrub is assembly (x86-64, 32-bit x86, AArch64, 32-bit
 * ARM and s390x: SC_SCRUB_EXACT), natively or under qemu-user.
 *
 * The real scrub (src/common/scrub.c) zeroes [sp - bytes, sp), sp being the
 * stack pointer at its entry (on x86, where the return address is).
 */
#include "painted_stack.h"

#include <symcore.h>

#include "aes/aes_internal.h"
#include "fpe/fpe_batch.h"
#include "mac_backends.h"
#include "testutil.h"

#if SC_SCRUB_EXACT

static uintptr_t scrub_sp; /* the stack pointer at the entry of the last scrub */
static size_t scrub_bytes; /* and the size it was given */
static unsigned scrubs;    /* scrubs since the last reset */

#if SC_X86_64 || defined(__i386__)
/* x86 pushes the return address; the frame pointer that
 * __builtin_frame_address sets up is saved right below it */
#define SCRUB_SP_SLACK 0
#define SCRUB_ENTRY_SP() ((uintptr_t)__builtin_frame_address(0) + sizeof(void *))
#else
/* elsewhere the stack pointer as read in the replacement, which is the
 * caller's in an optimised build (a leaf has no frame) and lower by the
 * replacement's frame, under 64 bytes, in an unoptimised one: the check
 * leaves that much of the scrub aside */
#define SCRUB_SP_SLACK 64
#define SCRUB_ENTRY_SP() ps_stack_pointer()
#endif

/* Replaces the library's scrub: records and zeroes nothing. */
__attribute__((noinline)) int symcore__scrub_stack(size_t bytes)
{
    scrub_sp = SCRUB_ENTRY_SP();
    scrub_bytes = bytes;
    scrubs++;
    return SYMCORE_OK;
}

#define MAXLEN (2 * 8192 + 300)
static uint8_t key[32], nonce[24], msg[MAXLEN], ad[100], buf[MAXLEN], ct[MAXLEN], tag[16], ctag[16], wrong[16];
static size_t msg_len, ad_len; /* ad_len: one-shot MAC of a short AD (<= 32 bytes) or not */

static void poly(void) { CHECK(symcore_poly1305(tag, msg, msg_len, key) == SYMCORE_OK); }
static void poly_final(void)
{
    symcore_poly1305_ctx ctx;
    CHECK(symcore_poly1305_init(&ctx, key) == SYMCORE_OK);
    CHECK(symcore_poly1305_update(&ctx, msg, 5) == SYMCORE_OK);
    CHECK(symcore_poly1305_update(&ctx, msg + 5, msg_len - (msg_len >= 5 ? 5 : msg_len)) == SYMCORE_OK);
    CHECK(symcore_poly1305_final(&ctx, tag) == SYMCORE_OK);
}
static void poly_verify(void)
{
    symcore_poly1305_ctx ctx;
    CHECK(symcore_poly1305_init(&ctx, key) == SYMCORE_OK);
    CHECK(symcore_poly1305_update(&ctx, msg, msg_len) == SYMCORE_OK);
    CHECK(symcore_poly1305_verify(&ctx, wrong) == SYMCORE_EAUTH);
}
static void chacha(void) { CHECK(symcore_chacha20(buf, msg, msg_len, nonce, 1, key) == 0); }
static void hchacha(void) { CHECK(symcore_hchacha20(buf, nonce, key) == SYMCORE_OK); }
static void xchacha(void) { CHECK(symcore_xchacha20(buf, msg, msg_len, nonce, 1, key) == 0); }
static void seal(void) { CHECK(symcore_chacha20poly1305_seal(buf, tag, msg, msg_len, ad, ad_len, nonce, key) == 0); }
static void open_ok(void) { CHECK(symcore_chacha20poly1305_open(buf, ct, msg_len, ctag, ad, ad_len, nonce, key) == 0); }
static void open_bad(void)
{
    CHECK(symcore_chacha20poly1305_open(buf, ct, msg_len, wrong, ad, ad_len, nonce, key) == SYMCORE_EAUTH);
}
static void xseal(void) { CHECK(symcore_xchacha20poly1305_seal(buf, tag, msg, msg_len, ad, ad_len, nonce, key) == 0); }
static void xopen(void)
{
    CHECK(symcore_xchacha20poly1305_open(buf, ct, msg_len, wrong, ad, ad_len, nonce, key) == SYMCORE_EAUTH);
}

/* the secretstream: each call from the same states (ss_w0, ss_r0) */
static symcore_secretstream_state ss_w0, ss_r0, ss;
static uint8_t ss_chunk[MAXLEN + 17], ss_ad_len;
static void ss_init(void) { CHECK(symcore_secretstream_init_push(&ss, nonce, key) == SYMCORE_OK); }
static void ss_push(void)
{
    ss = ss_w0;
    CHECK(symcore_secretstream_push(&ss, ss_chunk, msg, msg_len, ad, ad_len, 0) == SYMCORE_OK);
    ss_ad_len = (uint8_t)ad_len;
}
static void ss_pull(void)
{
    uint8_t t;
    ss = ss_r0;
    CHECK(symcore_secretstream_pull(&ss, buf, &t, ss_chunk, msg_len + 17, ad, ss_ad_len) == SYMCORE_OK);
}
static void ss_pull_bad(void)
{
    uint8_t t;
    ss = ss_r0;
    CHECK(symcore_secretstream_pull(&ss, buf, &t, ss_chunk, msg_len + 17, wrong, ss_ad_len + 1) == SYMCORE_EAUTH);
}
static void ss_rekey(void)
{
    ss = ss_w0;
    CHECK(symcore_secretstream_rekey(&ss) == SYMCORE_OK);
}

static sc_aes_key aes_key;
static void aes_mac(void)
{
    uint8_t y[16] = { 0 };
    symcore__aes_portable.cbc_mac(&aes_key, y, msg, msg_len / 16);
}
static void aes_ecb(void) { symcore__aes_portable.encrypt_blocks(&aes_key, buf, msg, msg_len / 16); }

#if SC_X86_64
/* The FPE batches on the AES-NI and VAES engines (contexts expanded for
 * them in main; nothing where the CPU lacks them): FF1 and FF3-1, both
 * directions, numerals and a one-run alphabet, a batch of 37 records. */
static symcore_ff1_ctx fpe1, fpe1s;
static symcore_ff3_ctx fpe3, fpe3s;
static uint16_t fpe_digits[37 * 16];
static char fpe_chars[37 * 16];
static void fpe_batches(const struct sc_aes_backend *be)
{
    sc_fpe_io io16 = { fpe_digits, fpe_digits, NULL, NULL, NULL, 10 };
    sc_fpe_io io1 = { NULL, NULL, fpe_chars, fpe_chars, &fpe1s.s.alphabet, 10 };
    sc_fpe_io io3 = { NULL, NULL, fpe_chars, fpe_chars, &fpe3s.s.alphabet, 10 };
    int dec = (int)(msg_len / 4 & 1); /* one batch a call (one scrub): which, by the length */
    if (msg_len % 4 == 0)
        CHECK(symcore__ff1_batch(be, &fpe1, &io16, 16, 37, nonce, 5, dec, NULL) == SYMCORE_OK);
    else if (msg_len % 4 == 1)
        CHECK(symcore__ff3_1_batch(be, &fpe3, &io16, 16, 37, nonce, dec, NULL) == SYMCORE_OK);
    else if (msg_len % 4 == 2)
        CHECK(symcore__ff1_batch(be, &fpe1s, &io1, 16, 37, nonce, 0, dec, NULL) == SYMCORE_OK);
    else
        CHECK(symcore__ff3_1_batch(be, &fpe3s, &io3, 16, 37, nonce, dec, NULL) == SYMCORE_OK);
}
static void fpe_batch_aesni(void)
{
    if (symcore__cpu_features() & SC_CPU_AESNI)
        fpe_batches(&symcore__aes_aesni);
}
static void fpe_batch_vaes(void)
{
    uint32_t f = symcore__cpu_features();
    if ((f & SC_CPU_AESNI) && (f & SC_CPU_VAES) && (f & SC_CPU_AVX512F))
        fpe_batches(&symcore__aes_vaes);
}
#endif

static const struct {
    const char *name;
    ps_call_fn fn;
    size_t scrub;       /* the size the call passes */
    size_t scrub_short; /* the size for inputs under SC_SCRUB_SHORT_LEN, if another */
    int uses;           /* the backends it goes through: 1 Poly1305, 2 ChaCha20, 3 both, 0 neither */
} calls[] = {
    { "symcore_poly1305", poly, SC_SCRUB_POLY1305, SC_SCRUB_POLY1305_SHORT, 1 },
    { "symcore_poly1305_final", poly_final, SC_SCRUB_POLY1305, 0, 1 },
    { "symcore_poly1305_verify", poly_verify, SC_SCRUB_POLY1305, 0, 1 },
    { "symcore_chacha20", chacha, SC_SCRUB_CHACHA20, SC_SCRUB_CHACHA20_SHORT, 2 },
    { "symcore_hchacha20", hchacha, SC_SCRUB_CHACHA20_SHORT, 0, 2 },
    { "symcore_xchacha20", xchacha, SC_SCRUB_CHACHA20, SC_SCRUB_CHACHA20_SHORT, 2 },
    { "symcore_chacha20poly1305_seal", seal, SC_SCRUB_AEAD, 0, 3 },
    { "symcore_chacha20poly1305_open", open_ok, SC_SCRUB_AEAD, 0, 3 },
    { "symcore_chacha20poly1305_open, bad tag", open_bad, SC_SCRUB_AEAD, 0, 3 },
    { "symcore_xchacha20poly1305_seal", xseal, SC_SCRUB_AEAD, 0, 3 },
    { "symcore_xchacha20poly1305_open, bad tag", xopen, SC_SCRUB_AEAD, 0, 3 },
    { "symcore_secretstream_init_push", ss_init, SC_SCRUB_SECRETSTREAM_INIT, 0, 2 },
    { "symcore_secretstream_push", ss_push, SC_SCRUB_SECRETSTREAM, 0, 3 },
    { "symcore_secretstream_pull", ss_pull, SC_SCRUB_SECRETSTREAM, 0, 3 },
    { "symcore_secretstream_pull, bad chunk", ss_pull_bad, SC_SCRUB_SECRETSTREAM, 0, 3 },
    { "symcore_secretstream_rekey", ss_rekey, SC_SCRUB_SECRETSTREAM, 0, 2 },
    { "AES portable cbc_mac (len / 16 blocks)", aes_mac, SC_SCRUB_AES_PORTABLE, 0, 0 },
    { "AES portable encrypt_blocks (len / 16)", aes_ecb, SC_SCRUB_AES_PORTABLE, 0, 0 },
#if SC_X86_64
    { "FPE batches, AES-NI engine", fpe_batch_aesni, SC_SCRUB_FPE_BATCH, 0, 0 },
    { "FPE batches, VAES engine", fpe_batch_vaes, SC_SCRUB_FPE_BATCH, 0, 0 },
#endif
};
#define NCALLS (sizeof calls / sizeof calls[0])

/* around every switch-over length of the backends and the AEAD's 8 KiB chunks */
static const size_t ad_lengths[] = { 0, 16, 33, 100 };
static const size_t lengths[] = { 0,   1,   15,  16,  17,   64,   65,   255,  256,  383,  384,  385,
                                  511, 512, 513, 767, 1024, 1100, 2047, 2049, 4000, 8192, 8193, MAXLEN };

/* the deepest any callee went below the scrub's entry, under
 * SC_SCRUB_SHORT_LEN bytes [0] and from there on [1] */
static size_t reach[NCALLS][2];

/* Runs call c; fails if anything below its scrub area was written. */
static void run(size_t c, const char *chacha_name, const char *poly_name)
{
    int is_long = msg_len >= SC_SCRUB_SHORT_LEN;
    size_t want = !is_long && calls[c].scrub_short ? calls[c].scrub_short : calls[c].scrub;
    scrubs = 0;
    size_t depth = ps_run(calls[c].fn);
    uintptr_t lowest = (uintptr_t)ps_stack + sizeof ps_stack - depth;
    CHECK(scrubs <= 1);
    if (scrubs == 0) /* ChaCha20 of 0 bytes returns before it touches the key */
        return;
    CHECK(scrub_bytes == want && scrub_bytes % 64 == 0 && scrub_bytes <= SC_SCRUB_MAX);
    size_t r = lowest < scrub_sp ? (size_t)(scrub_sp - lowest) : 0;
    if (r > reach[c][is_long])
        reach[c][is_long] = r;
    if (r + SCRUB_SP_SLACK > scrub_bytes) {
        fprintf(stderr, "%s (len %zu, ad %zu, chacha20 %s, poly1305 %s): callees wrote %zu bytes below the scrub's "
                        "stack pointer, which zeroes %zu\n",
                calls[c].name, msg_len, ad_len, chacha_name, poly_name, r, scrub_bytes);
        CHECK(0);
    }
}

int main(void)
{
    const struct sc_chacha20_backend *cbs[6];
    const struct sc_poly1305_backend *pbs[4];
    size_t ncb, npb;
    mac_test_backends(cbs, &ncb, pbs, &npb);
    printf("backends checked: chacha20");
    for (size_t i = 0; i < ncb; i++)
        printf(" %s", cbs[i]->name);
    printf("; poly1305");
    for (size_t i = 0; i < npb; i++)
        printf(" %s%s", pbs[i]->name,
               pbs[i] == &symcore__poly1305_portable32     ? "32"
               : pbs[i] == &symcore__poly1305_portable32x2 ? "32x2"
                                                           : "");
    printf(" (the others are not on this CPU)\n");

    tu_fill_random(key, sizeof key);
    tu_fill_random(nonce, sizeof nonce);
    tu_fill_random(msg, sizeof msg);
    tu_fill_random(ad, sizeof ad);
    tu_fill_random(wrong, sizeof wrong);
    CHECK(symcore__aes_portable.init(&aes_key, key, 32) == SYMCORE_OK);
#if SC_X86_64
    if (symcore__cpu_features() & SC_CPU_AESNI) { /* the batches' contexts, keys as AES-NI takes them */
        symcore_ff1_ctx t1;
        symcore_ff3_ctx t3;
        CHECK(symcore__ff1_init_with(&symcore__aes_aesni, &fpe1, key, 16, 10) == SYMCORE_OK);
        CHECK(symcore__ff3_init_with(&symcore__aes_aesni, &fpe3, key, 24, 10) == SYMCORE_OK);
        CHECK(symcore_ff1_init_alphabet(&fpe1s, key, 16, "0123456789") == SYMCORE_OK);
        CHECK(symcore_ff3_init_alphabet(&fpe3s, key, 24, "0123456789") == SYMCORE_OK);
        t1 = fpe1, t3 = fpe3;
        fpe1s.s.key = t1.s.key;
        fpe3s.s.key = t3.s.key;
        for (size_t i = 0; i < sizeof fpe_digits / sizeof fpe_digits[0]; i++) {
            fpe_digits[i] = (uint16_t)(msg[i] % 10);
            fpe_chars[i] = (char)('0' + msg[i] % 10);
        }
    }
#endif
    CHECK(symcore_secretstream_init_push(&ss_w0, nonce, key) == SYMCORE_OK);
    CHECK(symcore_secretstream_init_pull(&ss_r0, nonce, key) == SYMCORE_OK);
    msg_len = 100;
    ad_len = 33;
    CHECK(symcore_chacha20poly1305_seal(ct, ctag, msg, msg_len, ad, ad_len, nonce, key) == 0);
    for (size_t c = 0; c < NCALLS; c++) /* lazy binding on first calls */
        calls[c].fn();
    for (size_t cb = 0; cb < ncb; cb++) {
        for (size_t pb = 0; pb < npb; pb++) {
            symcore__chacha20_forced = cbs[cb];
            symcore__poly1305_forced = pbs[pb];
            for (size_t l = 0; l < sizeof lengths / sizeof lengths[0]; l++) {
                for (size_t a = 0; a < sizeof ad_lengths / sizeof ad_lengths[0]; a++) {
                    msg_len = lengths[l];
                    ad_len = ad_lengths[a];
                    CHECK(symcore_chacha20poly1305_seal(ct, ctag, msg, msg_len, ad, ad_len, nonce, key) == 0);
                    ss_push();
                    for (size_t c = 0; c < NCALLS; c++) {
                        /* each backend once for the calls that do not use the other primitive,
                         * and the AD's lengths only for the AEADs */
                        if ((cb > 0 && !(calls[c].uses & 2)) || (pb > 0 && !(calls[c].uses & 1)) ||
                            (a > 0 && calls[c].uses != 3))
                            continue;
                        run(c, cbs[cb]->name, pbs[pb]->name);
                    }
                }
            }
        }
    }
    symcore__chacha20_forced = NULL;
    symcore__poly1305_forced = NULL;
    printf("deepest reach of the callees below the scrub / its size, in bytes:\n");
    printf("%-42s  under %d B     longer\n", "", SC_SCRUB_SHORT_LEN);
    for (size_t c = 0; c < NCALLS; c++)
        printf("%-42s %4zu / %4zu  %4zu / %4zu\n", calls[c].name, reach[c][0],
               calls[c].scrub_short ? calls[c].scrub_short : calls[c].scrub, reach[c][1], calls[c].scrub);
    return tu_finish("scrub_depth");
}

#else
int main(void)
{
    (void)ps_run;
    printf("scrub_depth: SKIPPED (this target's scrub is one C frame of SC_SCRUB_MAX zeroed bytes, whose place "
           "the compiler chooses: stack_secrets checks what it leaves)\n");
    return 0;
}
#endif
