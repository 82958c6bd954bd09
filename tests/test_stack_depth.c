/*
 * The deepest stack each public function reaches with all its callees,
 * measured: the call runs on a thread whose stack is painted with a pattern,
 * and the depth is how far below the stack pointer it was called with it
 * wrote, less what an empty call writes (painted_stack.h). (The stack_usage
 * test bounds each function's own frame at 512 bytes; this one bounds whole
 * calls at the figures README and the headers state for each target, and
 * prints each.) Natively and under qemu-user. Only meaningful without
 * sanitizers, which grow frames, so CMake registers it for plain builds only.
 */
#include "painted_stack.h"

#include <symcore.h>

#include "aes/aes_internal.h"
#include "chacha20/chacha20_internal.h"
#include "fpe/fpe_batch.h"
#include "keccak/keccak_internal.h"
#include "testutil.h"

/* The bounds per target: LIMIT every call but the two kinds below; TREE_LIMIT
 * the tree modes (ParallelHash, KangarooTwelve), which hold the final sponge
 * and a batch of chaining values while the leaf hasher runs below them with
 * its own states (the AVX2 one keeps its four in memory, over three frames);
 * FPE_LIMIT FF1 and FF3, which hold integers of up to 4096 bits on the stack
 * (symcore/fpe.h). The ABIs differ: 32-bit x86 keeps 64-bit values in pairs
 * of its few registers and spills more; s390x gives every frame a 160-byte
 * register save area; Windows x64 makes xmm6-xmm15 callee-saved, which every
 * vector frame saves, and gives a frame that calls 32 bytes of home space. */
#if defined(__x86_64__) && defined(_WIN32)
#define TARGET "Windows x64"
#define LIMIT 2048
#define TREE_LIMIT 3072
#define FPE_LIMIT 4608
#elif defined(__x86_64__)
#define TARGET "x86-64"
#define LIMIT 1280
#define TREE_LIMIT 2816
#define FPE_LIMIT 4352
#elif defined(__aarch64__) || defined(__arm__)
#define TARGET "AArch64 and 32-bit ARM"
#define LIMIT 1408
#define TREE_LIMIT 2816
#define FPE_LIMIT 5120
#elif defined(__i386__)
#define TARGET "32-bit x86"
#define LIMIT 1536
#define TREE_LIMIT 2816
#define FPE_LIMIT 5120
#else /* s390x, and targets not measured */
#define TARGET "s390x and others"
#define LIMIT 2048
#define TREE_LIMIT 3072
#define FPE_LIMIT 6400 /* an FF1 batch of long records: 6200 */
#endif

static uint8_t in[4096], out[4096 + 64];
static symcore_sha3_ctx sctx;
static symcore_xof_ctx xctx;
static symcore_kmac_ctx mctx;
static symcore_poly1305_ctx pctx;

/* Bytes of stack the call used below the stack pointer it was called with. */
static size_t depth_of(ps_call_fn fn)
{
    ps_run(fn);
    return ps_depth();
}

static void empty(void) {}
static void f1600(void) { symcore_keccak_f1600((uint64_t *)(void *)out); }
static void p1600(void) { symcore_keccak_p1600_12((uint64_t *)(void *)out); }
static void sha3_224(void) { symcore_sha3_224(out, in, 1000); }
static void sha3_512(void) { symcore_sha3_512(out, in, 1000); }
static void sha3_inc(void)
{
    if (symcore_sha3_init(&sctx, 64) == SYMCORE_OK) {
        symcore_sha3_update(&sctx, in, 3);
        symcore_sha3_update(&sctx, in, 1000);
        symcore_sha3_final(&sctx, out);
    }
}
static void shake128(void) { symcore_shake128(out, 1000, in, 1000); }
static void shake256(void) { symcore_shake256(out, 1000, in, 1000); }
static void cshake128(void) { symcore_cshake128(out, 1000, in, 1000, in, 300, in, 300); }
static void cshake256(void) { symcore_cshake256(out, 1000, in, 1000, in, 300, in, 300); }
static void cshake_init(void) { symcore_cshake256_init(&xctx, in, 300, in, 300); }
static void xof_absorb(void) { symcore_xof_absorb(&xctx, in, 1000); }
static void xof_squeeze(void) { symcore_xof_squeeze(&xctx, out, 1000); }
static symcore_shake128x4_ctx x4a;
static symcore_shake256x4_ctx x4b;
static void shake_x4(void)
{
    symcore_shake128x4_absorb(&x4a, in, in + 10, in + 20, in + 30, 900);
    symcore_shake128x4_squeeze(&x4a, out, out + 250, out + 500, out + 750, 250);
    symcore_shake256x4_absorb(&x4b, in, in + 10, in + 20, in + 30, 900);
    symcore_shake256x4_squeeze(&x4b, out, out + 250, out + 500, out + 750, 250);
}

/* the modes: long keys and S, many leaves, KT chunks that straddle M and C */
static uint8_t big[3 * 8192 + 100];
static void kmac128(void) { CHECK(symcore_kmac128(out, 64, in, 1000, in, 300, in, 300) == SYMCORE_OK); }
static void kmac256_xof(void) { CHECK(symcore_kmac256_xof(out, 1000, in, 1000, in, 300, in, 300) == SYMCORE_OK); }
static void kmac_inc(void)
{
    int rc = symcore_kmac256_init(&mctx, in, 300, in, 300);
    rc |= symcore_kmac_update(&mctx, in, 1000);
    rc |= symcore_kmac_xof_squeeze(&mctx, out, 1000);
    rc |= symcore_kmac128_init(&mctx, in, 300, in, 300);
    rc |= symcore_kmac_update(&mctx, in, 1000);
    rc |= symcore_kmac_final(&mctx, out, 64);
    CHECK(rc == SYMCORE_OK);
}
static void tuplehash256(void)
{
    const symcore_span items[3] = { { in, 300 }, { in, 0 }, { in, 1000 } };
    symcore_tuplehash256_xof(out, 300, items, 3, in, 300);
}
static void parallelhash128(void) { CHECK(symcore_parallelhash128(out, 64, in, 4096, 100, in, 300) == SYMCORE_OK); }
static void parallelhash256(void) { CHECK(symcore_parallelhash256_xof(out, 64, big, sizeof big, 8192, "", 0) == SYMCORE_OK); }
static void turboshake(void) { CHECK(symcore_turboshake128(out, 1000, in, 4000, 0x1f) == SYMCORE_OK); }
static void kt128(void) { symcore_kt128(out, 64, big, 8192 + 4000, big, 8192 + 300); }
static void kt256(void) { symcore_kt256(out, 64, big, 2 * 8192 + 5, in, 4000); }
/* The incremental forms (contexts static: the call's own depth is measured):
 * updates that split leaves and hold whole ones, then the end of the input. */
static symcore_tuplehash_ctx tctx;
static symcore_parallelhash_ctx phctx;
static symcore_kt_ctx ktctx;
static void tuplehash_inc(void)
{
    int rc = symcore_tuplehash128_init(&tctx, in, 300);
    rc |= symcore_tuplehash_item(&tctx, in, 1000);
    rc |= symcore_tuplehash_item(&tctx, in, 0);
    rc |= symcore_tuplehash_xof_squeeze(&tctx, out, 300);
    rc |= symcore_tuplehash256_init(&tctx, "", 0);
    rc |= symcore_tuplehash_item(&tctx, in, 7);
    rc |= symcore_tuplehash_final(&tctx, out, 64);
    CHECK(rc == SYMCORE_OK);
}
static void parallelhash_inc(void)
{
    int rc = symcore_parallelhash128_init(&phctx, 8192, in, 300);
    rc |= symcore_parallelhash_update(&phctx, big, 5000);
    rc |= symcore_parallelhash_update(&phctx, big, sizeof big - 5000);
    rc |= symcore_parallelhash_update(&phctx, big, 3);
    rc |= symcore_parallelhash_final(&phctx, out, 64);
    rc |= symcore_parallelhash256_init(&phctx, 100, "", 0);
    rc |= symcore_parallelhash_update(&phctx, big, 4321);
    rc |= symcore_parallelhash_xof_squeeze(&phctx, out, 300);
    CHECK(rc == SYMCORE_OK);
}
static void kt_inc(int wide)
{
    int rc = (wide ? symcore_kt256_init : symcore_kt128_init)(&ktctx, in, SYMCORE_KT_MAX_CUSTOM);
    rc |= symcore_kt_update(&ktctx, big, 5000);
    rc |= symcore_kt_update(&ktctx, big, sizeof big - 5000);
    rc |= symcore_kt_update(&ktctx, big, 300);
    rc |= symcore_kt_squeeze(&ktctx, out, 300);
    rc |= symcore_kt_squeeze(&ktctx, out, 300);
    CHECK(rc == SYMCORE_OK);
}
static void kt128_inc(void) { kt_inc(0); }
static void kt256_inc(void) { kt_inc(1); }

static const uint8_t key[32], nonce[24];
static void poly1305(void) { CHECK(symcore_poly1305(out, in, 4000, key) == SYMCORE_OK); }
static void poly1305_inc(void)
{
    CHECK(symcore_poly1305_init(&pctx, key) == SYMCORE_OK);
    CHECK(symcore_poly1305_update(&pctx, in, 7) == SYMCORE_OK);
    CHECK(symcore_poly1305_update(&pctx, in, 4000) == SYMCORE_OK);
    CHECK(symcore_poly1305_final(&pctx, out) == SYMCORE_OK);
}
static void chacha20(void) { CHECK(symcore_chacha20(out, in, 4096, nonce, 1, key) == SYMCORE_OK); }
static void xchacha20(void) { CHECK(symcore_xchacha20(out, in, 4096, nonce, 1, key) == SYMCORE_OK); }
static void seal_short(void)
{
    CHECK(symcore_chacha20poly1305_seal(out, out + 64, in, 64, in, 16, nonce, key) == SYMCORE_OK);
}
static void seal_long(void)
{
    CHECK(symcore_chacha20poly1305_seal(out, out + 4000, in, 4000, in, 100, nonce, key) == SYMCORE_OK);
}
static void open_short(void)
{
    CHECK(symcore_chacha20poly1305_open(out, in, 64, in + 64, in, 16, nonce, key) == SYMCORE_EAUTH);
}
static void open_long(void)
{
    static uint8_t ct[4016];
    CHECK(symcore_xchacha20poly1305_seal(ct, ct + 4000, in, 4000, in, 100, nonce, key) == SYMCORE_OK);
    CHECK(symcore_xchacha20poly1305_open(out, ct, 4000, ct + 4000, in, 100, nonce, key) == SYMCORE_OK);
}
static void xseal_long(void)
{
    CHECK(symcore_xchacha20poly1305_seal(out, out + 4000, in, 4000, in, 100, nonce, key) == SYMCORE_OK);
}

/* the secretstream: a short and a long chunk pushed and pulled, a rekey */
static void secretstream(void)
{
    static uint8_t ct[4000 + 17];
    symcore_secretstream_state w, r;
    uint8_t tag;
    CHECK(symcore_secretstream_init_push(&w, nonce, key) == SYMCORE_OK);
    CHECK(symcore_secretstream_init_pull(&r, nonce, key) == SYMCORE_OK);
    CHECK(symcore_secretstream_push(&w, ct, in, 64, in, 16, 0) == SYMCORE_OK);
    CHECK(symcore_secretstream_pull(&r, out, &tag, ct, 64 + 17, in, 16) == SYMCORE_OK);
    CHECK(symcore_secretstream_push(&w, ct, in, 4000, in, 100, 2) == SYMCORE_OK);
    CHECK(symcore_secretstream_pull(&r, out, &tag, ct, 4000 + 17, in, 100) == SYMCORE_OK);
    CHECK(symcore_secretstream_rekey(&w) == SYMCORE_OK);
    symcore_wipe(&w, sizeof w);
    symcore_wipe(&r, sizeof r);
}

static void threefish256(void)
{
    symcore_threefish256_ctx c;
    CHECK(symcore_threefish256_init(&c, key, key) == SYMCORE_OK);
    CHECK(symcore_threefish256_set_tweak(&c, in) == SYMCORE_OK);
    CHECK(symcore_threefish256_encrypt(&c, out, in) == SYMCORE_OK);
    CHECK(symcore_threefish256_decrypt(&c, out, out) == SYMCORE_OK);
    symcore_threefish256_wipe(&c);
}
static void threefish512(void)
{
    symcore_threefish512_ctx c;
    CHECK(symcore_threefish512_init(&c, in, key) == SYMCORE_OK);
    CHECK(symcore_threefish512_set_tweak(&c, in) == SYMCORE_OK);
    CHECK(symcore_threefish512_encrypt(&c, out, in) == SYMCORE_OK);
    CHECK(symcore_threefish512_decrypt(&c, out, out) == SYMCORE_OK);
    symcore_threefish512_wipe(&c);
}
static void threefish1024(void)
{
    symcore_threefish1024_ctx c;
    CHECK(symcore_threefish1024_init(&c, in, key) == SYMCORE_OK);
    CHECK(symcore_threefish1024_set_tweak(&c, in) == SYMCORE_OK);
    CHECK(symcore_threefish1024_encrypt(&c, out, in) == SYMCORE_OK);
    CHECK(symcore_threefish1024_decrypt(&c, out, out) == SYMCORE_OK);
    symcore_threefish1024_wipe(&c);
}
static void skein256_mac(void) { CHECK(symcore_skein256_mac(out, 100, in, 4000, in, 300) == SYMCORE_OK); }
static void skein512_mac(void) { CHECK(symcore_skein512_mac(out, 100, in, 4000, in, 300) == SYMCORE_OK); }
static void skein1024_mac(void) { CHECK(symcore_skein1024_mac(out, 300, in, 4000, in, 300) == SYMCORE_OK); }
static void skein1024_inc(void)
{
    symcore_skein1024_ctx c;
    CHECK(symcore_skein1024_init(&c, 300, in, 300) == SYMCORE_OK);
    CHECK(symcore_skein1024_update(&c, in, 1000) == SYMCORE_OK);
    CHECK(symcore_skein1024_update(&c, in, 3000) == SYMCORE_OK);
    CHECK(symcore_skein1024_final(&c, out) == SYMCORE_OK);
}
/* the internal AES, portable and dispatched */
static void aes_portable(void)
{
    sc_aes_key k;
    uint8_t y[16] = { 0 };
    CHECK(symcore__aes_portable.init(&k, in, 32) == SYMCORE_OK);
    symcore__aes_portable.encrypt_blocks(&k, out, in, 9);
    symcore__aes_portable.cbc_mac(&k, y, in, 9);
}
static void aes_dispatched(void)
{
    sc_aes_key k;
    uint8_t y[16] = { 0 };
    CHECK(symcore__aes_init(&k, in, 32) == SYMCORE_OK);
    symcore__aes_encrypt_blocks(&k, out, in, 9);
    symcore__aes_cbc_mac(&k, y, in, 9);
    symcore__aes_wipe(&k);
}

/* format-preserving encryption at the longest inputs */
static symcore_ff1_ctx ff1ctx;
static symcore_ff3_ctx ff3ctx;
static uint16_t digits[2466];
static void ff1_r10_max(void)
{
    memset(digits, 0, sizeof digits);
    CHECK(symcore_ff1_init(&ff1ctx, key, 32, 10) == SYMCORE_OK);
    CHECK(symcore_ff1_encrypt(&ff1ctx, digits, digits, 2466, in, 100) == SYMCORE_OK);
    CHECK(symcore_ff1_decrypt(&ff1ctx, digits, digits, 2466, in, 100) == SYMCORE_OK);
}
static void ff1_r65536_max(void)
{
    CHECK(symcore_ff1_init(&ff1ctx, key, 16, 65536) == SYMCORE_OK);
    CHECK(symcore_ff1_encrypt(&ff1ctx, digits, digits, 512, in, 7) == SYMCORE_OK);
}
static void ff1_str(void)
{
    CHECK(symcore_ff1_init_alphabet(&ff1ctx, key, 24, "0123456789abcdefghijklmnopqrstuvwxyz") == SYMCORE_OK);
    CHECK(symcore_ff1_encrypt_str(&ff1ctx, (char *)out, "0123456789abcdefghi", 19, in, 11) == SYMCORE_OK);
}
static void ff3_max(void)
{
    memset(digits, 0, sizeof digits);
    CHECK(symcore_ff3_init(&ff3ctx, key, 32, 10) == SYMCORE_OK);
    CHECK(symcore_ff3_encrypt(&ff3ctx, digits, digits, 56, in) == SYMCORE_OK);
    CHECK(symcore_ff3_1_decrypt(&ff3ctx, digits, digits, 56, in) == SYMCORE_OK);
}
static void ff3_1_str(void)
{
    CHECK(symcore_ff3_init_alphabet(&ff3ctx, key, 16, "0123456789") == SYMCORE_OK);
    CHECK(symcore_ff3_1_encrypt_str(&ff3ctx, (char *)out, "1234567890123456", 16, in) == SYMCORE_OK);
}
/* the batches: the group engines (dispatched and portable AES), and records
 * past them, one single call each on the batch's frame */
static uint16_t batch_digits[2 * 2466];
static char batch_chars[20 * 16];
static void ff1_batch(void)
{
    CHECK(symcore_ff1_init(&ff1ctx, key, 16, 10) == SYMCORE_OK);
    CHECK(symcore_ff1_encrypt_batch(&ff1ctx, batch_digits, batch_digits, 16, 20, in, 9, NULL) == SYMCORE_OK);
    CHECK(symcore_ff1_decrypt_batch(&ff1ctx, batch_digits, batch_digits, 19, 17, in, 0, NULL) == SYMCORE_OK);
    CHECK(symcore_ff1_init_alphabet(&ff1ctx, key, 16, "0123456789") == SYMCORE_OK);
    memset(batch_chars, '7', sizeof batch_chars);
    CHECK(symcore_ff1_encrypt_str_batch(&ff1ctx, batch_chars, batch_chars, 16, 20, in, 3, NULL) == SYMCORE_OK);
}
static void ff1_batch_long(void)
{
    CHECK(symcore_ff1_init(&ff1ctx, key, 32, 10) == SYMCORE_OK);
    CHECK(symcore_ff1_encrypt_batch(&ff1ctx, batch_digits, batch_digits, 2466, 2, in, 100, NULL) == SYMCORE_OK);
}
static void ff1_batch_portable(void)
{
    CHECK(symcore__ff1_init_with(&symcore__aes_portable, &ff1ctx, key, 16, 10) == SYMCORE_OK);
    sc_fpe_io io = { batch_digits, batch_digits, NULL, NULL, NULL, 10 };
    CHECK(symcore__ff1_batch(&symcore__aes_portable, &ff1ctx, &io, 16, 9, in, 5, 0, NULL) == SYMCORE_OK);
}
static void ff3_1_batch(void)
{
    CHECK(symcore_ff3_init(&ff3ctx, key, 16, 10) == SYMCORE_OK);
    CHECK(symcore_ff3_1_encrypt_batch(&ff3ctx, batch_digits, batch_digits, 16, 20, in, NULL) == SYMCORE_OK);
    CHECK(symcore_ff3_1_decrypt_batch(&ff3ctx, batch_digits, batch_digits, 56, 3, in, NULL) == SYMCORE_OK);
    CHECK(symcore_ff3_init_alphabet(&ff3ctx, key, 16, "0123456789") == SYMCORE_OK);
    memset(batch_chars, '3', sizeof batch_chars);
    CHECK(symcore_ff3_1_decrypt_str_batch(&ff3ctx, batch_chars, batch_chars, 16, 20, in, NULL) == SYMCORE_OK);
}
static void ff3_1_batch_portable(void)
{
    CHECK(symcore__ff3_init_with(&symcore__aes_portable, &ff3ctx, key, 16, 10) == SYMCORE_OK);
    sc_fpe_io io = { batch_digits, batch_digits, NULL, NULL, NULL, 10 };
    CHECK(symcore__ff3_1_batch(&symcore__aes_portable, &ff3ctx, &io, 16, 9, in, 1, NULL) == SYMCORE_OK);
}

static const struct {
    const char *name;
    ps_call_fn fn;
    size_t limit; /* 0: LIMIT */
} calls[] = {
    { "symcore_keccak_f1600", f1600, 0 },
    { "symcore_keccak_p1600_12", p1600, 0 },
    { "symcore_sha3_224", sha3_224, 0 },
    { "symcore_sha3_512", sha3_512, 0 },
    { "symcore_sha3_init/update/final", sha3_inc, 0 },
    { "symcore_shake128", shake128, 0 },
    { "symcore_shake256", shake256, 0 },
    { "symcore_cshake128", cshake128, 0 },
    { "symcore_cshake256", cshake256, 0 },
    { "symcore_cshake256_init", cshake_init, 0 },
    { "symcore_xof_absorb", xof_absorb, 0 },
    { "symcore_xof_squeeze", xof_squeeze, 0 },
    { "symcore_shake128x4/256x4_*", shake_x4, 0 },
    { "symcore_kmac128", kmac128, 0 },
    { "symcore_kmac256_xof", kmac256_xof, 0 },
    { "symcore_kmac*_init/update/final/squeeze", kmac_inc, 0 },
    { "symcore_tuplehash256_xof", tuplehash256, 0 },
    { "symcore_turboshake128", turboshake, 0 },
    { "symcore_parallelhash128", parallelhash128, TREE_LIMIT },
    { "symcore_parallelhash256_xof", parallelhash256, TREE_LIMIT },
    { "symcore_kt128", kt128, TREE_LIMIT },
    { "symcore_kt256", kt256, TREE_LIMIT },
    { "symcore_tuplehash*_init/item/final/squeeze", tuplehash_inc, 0 },
    { "symcore_parallelhash*_init/update/final", parallelhash_inc, TREE_LIMIT },
    { "symcore_kt128_init/update/squeeze", kt128_inc, TREE_LIMIT },
    { "symcore_kt256_init/update/squeeze", kt256_inc, TREE_LIMIT },
    { "symcore_poly1305", poly1305, 0 },
    { "symcore_poly1305_init/update/final", poly1305_inc, 0 },
    { "symcore_chacha20", chacha20, 0 },
    { "symcore_xchacha20", xchacha20, 0 },
    { "symcore_chacha20poly1305_seal, 64 B", seal_short, 0 },
    { "symcore_chacha20poly1305_seal, 4000 B", seal_long, 0 },
    { "symcore_chacha20poly1305_open, 64 B", open_short, 0 },
    { "symcore_xchacha20poly1305_seal, 4000 B", xseal_long, 0 },
    { "symcore_xchacha20poly1305_open, 4000 B", open_long, 0 },
    { "symcore_secretstream_* (64 B, 4000 B)", secretstream, 0 },
    { "AES-256 portable (internal)", aes_portable, 0 },
    { "AES-256 dispatched (internal)", aes_dispatched, 0 },
    { "symcore_ff1_encrypt/decrypt r10 n=2466", ff1_r10_max, FPE_LIMIT },
    { "symcore_ff1_encrypt r65536 n=512", ff1_r65536_max, FPE_LIMIT },
    { "symcore_ff1_encrypt_str r36 n=19", ff1_str, FPE_LIMIT },
    { "symcore_ff3_encrypt, ff3_1_decrypt n=56", ff3_max, FPE_LIMIT },
    { "symcore_ff3_1_encrypt_str n=16", ff3_1_str, FPE_LIMIT },
    { "symcore_ff1_*_batch n=16, 19, str", ff1_batch, FPE_LIMIT },
    { "symcore_ff1_encrypt_batch r10 n=2466 x2", ff1_batch_long, FPE_LIMIT },
    { "symcore_ff1 batch, portable AES", ff1_batch_portable, FPE_LIMIT },
    { "symcore_ff3_1_*_batch n=16, 56, str", ff3_1_batch, FPE_LIMIT },
    { "symcore_ff3_1 batch, portable AES", ff3_1_batch_portable, FPE_LIMIT },
    { "symcore_threefish256_* (ctx on stack)", threefish256, 0 },
    { "symcore_threefish512_* (ctx on stack)", threefish512, 0 },
    { "symcore_threefish1024_* (ctx on stack)", threefish1024, 0 },
    { "symcore_skein256_mac", skein256_mac, 0 },
    { "symcore_skein512_mac", skein512_mac, 0 },
    { "symcore_skein1024_mac", skein1024_mac, 0 },
    { "symcore_skein1024_init/update/final", skein1024_inc, 0 },
};

int main(void)
{
    tu_fill_random(in, sizeof in);
    empty();
    size_t base = depth_of(empty), worst = 0;
    for (size_t i = 0; i < sizeof calls / sizeof calls[0]; i++) {
        calls[i].fn(); /* warm up: lazy symbol binding on a first call runs on the stack too */
        size_t d = depth_of(calls[i].fn);
        size_t used = d > base ? d - base : 0;
        printf("%-40s %4zu bytes\n", calls[i].name, used);
        size_t limit = calls[i].limit ? calls[i].limit : LIMIT;
        if (limit == LIMIT && used > worst)
            worst = used;
        if (used > limit)
            fprintf(stderr, "%s uses %zu bytes of stack (limit %zu)\n", calls[i].name, used, limit);
        CHECK(used <= limit);
    }
    /* the tree modes again with each leaf backend this CPU runs, not only
     * the one dispatch picks (the AVX2 one splits its state over three frames) */
    {
        const struct sc_keccak_lanes_backend *leaf_backends[3] = { NULL };
        size_t nb = 1;
#if SC_X86_64
        uint32_t f = symcore__cpu_features();
        if (f & SC_CPU_X86_64_V3)
            leaf_backends[nb++] = &symcore__keccak_avx2x4;
        if ((f & SC_CPU_X86_64_V3) && (f & SC_CPU_AVX512F))
            leaf_backends[nb++] = &symcore__keccak_avx512x8;
#elif SC_AARCH64
        leaf_backends[nb++] = &symcore__keccak_neon2;
#if SC_KECCAK_HAVE_ARMV8_SHA3
        if (symcore__cpu_features() & SC_CPU_ARM_SHA3)
            leaf_backends[nb++] = &symcore__keccak_neon2_sha3;
#endif
#endif
        static const ps_call_fn tree[7] = { parallelhash128, parallelhash256, kt128, kt256,
                                            parallelhash_inc, kt128_inc, kt256_inc };
        for (size_t b = 0; b < nb; b++) {
            size_t deepest = 0;
            symcore__keccak_lanes_forced = 1;
            symcore__keccak_lanes_choice = leaf_backends[b];
            for (size_t i = 0; i < 7; i++) {
                size_t d = depth_of(tree[i]), used = d > base ? d - base : 0;
                if (used > deepest)
                    deepest = used;
            }
            symcore__keccak_lanes_forced = 0;
            printf("ParallelHash and KT, leaves %-40s %4zu bytes\n",
                   leaf_backends[b] != NULL ? leaf_backends[b]->name : "one sponge each", deepest);
            CHECK(deepest <= TREE_LIMIT);
        }
    }
    /* SHAKE x4 again on each x4 permutation this CPU runs */
    {
        const struct sc_keccak_x4_backend *xbs[SC_KECCAK_X4_BACKENDS];
        const size_t nb = symcore__keccak_x4_backends(xbs);
        for (size_t b = 0; b < nb; b++) {
            symcore__keccak_x4_forced = xbs[b];
            size_t d = depth_of(shake_x4), used = d > base ? d - base : 0;
            symcore__keccak_x4_forced = NULL;
            printf("SHAKE x4 on %-40s %4zu bytes\n", xbs[b]->name, used);
            CHECK(used <= LIMIT);
        }
    }
    /* the AEADs and ChaCha20 again on each ChaCha20 backend this CPU runs
     * (the AVX2 one stitches Poly1305 into its passes) */
    {
        const struct sc_chacha20_backend *cbs[6] = { &symcore__chacha20_portable };
        size_t nb = 1;
#if SC_CHACHA20_HAVE_NEON
        cbs[nb++] = &symcore__chacha20_neon;
#endif
#if SC_X86_64
        uint32_t f = symcore__cpu_features();
        cbs[nb++] = &symcore__chacha20_sse2;
        if (f & SC_CPU_SSSE3)
            cbs[nb++] = &symcore__chacha20_ssse3;
        if (f & SC_CPU_AVX2)
            cbs[nb++] = &symcore__chacha20_avx2;
        if ((f & SC_CPU_AVX512F) && (f & SC_CPU_AVX512VL) && (f & SC_CPU_AVX512BW)) {
            cbs[nb++] = &symcore__chacha20_avx512;
        }
#endif
        static const ps_call_fn aead[7] = { seal_short, seal_long, open_short, xseal_long, open_long, chacha20,
                                            secretstream };
        for (size_t b = 0; b < nb; b++) {
            size_t deepest = 0;
            symcore__chacha20_forced = cbs[b];
            for (size_t i = 0; i < 7; i++) {
                size_t d = depth_of(aead[i]), used = d > base ? d - base : 0;
                if (used > deepest)
                    deepest = used;
            }
            symcore__chacha20_forced = NULL;
            printf("ChaCha20 and the AEADs on chacha20 %-12s %4zu bytes\n", cbs[b]->name, deepest);
            CHECK(deepest <= LIMIT);
        }
    }
    printf("deepest outside FPE and the tree modes: %zu bytes, bound on %s %d (backends: keccak %s, chacha20 %s, "
           "poly1305 %s)\n",
           worst, TARGET, LIMIT, symcore_backend("keccak"), symcore_backend("chacha20"), symcore_backend("poly1305"));
    return tu_finish("stack_depth");
}
