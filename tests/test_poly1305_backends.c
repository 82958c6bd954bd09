/* Every Poly1305 backend this CPU runs against the portable 26-bit core:
 * pseudo-random keys and messages of every length 0..1100 and a few long
 * ones, one-shot and through blocks() in random chunk sequences; every block
 * split point of a 68-block message; the public incremental API at every
 * byte split point; limbs at their carry limits (r at its clamped maximum,
 * all-ff messages); and accumulators driven to values near 2^130 - 5 through
 * the many-block code (r = 1, last block solved for a chosen h). A backend
 * the CPU lacks is skipped with a message. */
#include "poly1305/poly1305_internal.h"
#include "testutil.h"

#include <symcore.h>

#define MAXLEN 1100

static uint8_t msg[65536 + 64];

struct be {
    const struct sc_poly1305_backend *be;
    const char *name;
    int usable;
};

/* the tag through init, blocks in chunks of 1..maxchunk blocks, the padded tail, finish */
static void chunked(const struct sc_poly1305_backend *be, uint8_t tag[16], const uint8_t *m, size_t n,
                    const uint8_t key[32], size_t maxchunk)
{
    uint64_t st[SC_POLY1305_STATE_WORDS];
    size_t full = n / 16, done = 0;
    be->init(st, key);
    while (done < full) {
        size_t k = 1 + (size_t)(tu_rand64() % maxchunk);
        if (k > full - done)
            k = full - done;
        be->blocks(st, m + 16 * done, k, 1);
        done += k;
    }
    if (n % 16) {
        uint8_t last[16] = { 0 };
        memcpy(last, m + 16 * full, n % 16);
        last[n % 16] = 1;
        be->blocks(st, last, 1, 0);
    }
    be->finish(st, tag);
}

static int check_len(const struct be *b, const uint8_t *m, size_t n, const uint8_t key[32])
{
    uint8_t want[16], tag[16 + TU_GUARD];
    int ok = 1;
    symcore__poly1305_portable32.mac(want, m, n, key);
    tu_guard_init(tag, 16);
    b->be->mac(tag, m, n, key);
    ok &= memcmp(tag, want, 16) == 0 && tu_guard_ok(tag, 16);
    chunked(b->be, tag, m, n, key, 40);
    ok &= memcmp(tag, want, 16) == 0;
    chunked(b->be, tag, m, n, key, 3);
    ok &= memcmp(tag, want, 16) == 0;
    if (!ok)
        fprintf(stderr, "  backend %s, length %zu\n", b->name, n);
    CHECK(ok);
    return ok;
}

/* Numbers below 2^160 as five 32-bit words, for the arithmetic mod p = 2^130 - 5. */
typedef struct {
    uint32_t w[5];
} n160;

static const n160 P = { { 0xfffffffbu, 0xffffffffu, 0xffffffffu, 0xffffffffu, 3 } };

static n160 add(n160 a, n160 b)
{
    uint64_t c = 0;
    for (int i = 0; i < 5; i++) {
        c += (uint64_t)a.w[i] + b.w[i];
        a.w[i] = (uint32_t)c;
        c >>= 32;
    }
    return a;
}

static int geq(n160 a, n160 b)
{
    for (int i = 4; i >= 0; i--)
        if (a.w[i] != b.w[i])
            return a.w[i] > b.w[i];
    return 1;
}

static n160 sub(n160 a, n160 b) /* a - b, a >= b */
{
    int64_t c = 0;
    for (int i = 0; i < 5; i++) {
        c += (int64_t)a.w[i] - b.w[i];
        a.w[i] = (uint32_t)c;
        c = c < 0 ? -1 : 0;
    }
    return a;
}

static n160 addmod(n160 a, n160 b) /* a, b < p */
{
    n160 s = add(a, b);
    return geq(s, P) ? sub(s, P) : s;
}

static n160 block_value(const uint8_t *m) /* m + 2^128 */
{
    n160 v;
    for (int i = 0; i < 4; i++)
        v.w[i] = sc_load32_le(m + 4 * i);
    v.w[4] = 1;
    return v;
}

/* With r = 1 and s = 0 the tag is (sum of (m_i + 2^128)) mod p, mod 2^128:
 * choose nblocks - 1 random blocks, solve the last one for the sum target
 * (retrying while it does not fit 128 bits), and check every backend. */
static void near_p(const struct be *bes, int nbes, size_t nblocks, n160 target)
{
    uint8_t key[32] = { 1 }, tag[16], want[16];
    n160 sum, need;
    for (;;) {
        tu_fill_random(msg, 16 * (nblocks - 1));
        sum = (n160){ { 0, 0, 0, 0, 0 } };
        for (size_t i = 0; i + 1 < nblocks; i++)
            sum = addmod(sum, block_value(msg + 16 * i));
        /* last block value = target - sum (mod p), its m = that - 2^128 */
        need = addmod(target, sub(P, sum));
        if (need.w[4] == 1) /* 2^128 <= need < 2^129: a block m = need - 2^128 */
            break;
    }
    for (int i = 0; i < 4; i++)
        sc_store32_le(msg + 16 * (nblocks - 1) + 4 * i, need.w[i]);
    for (int i = 0; i < 4; i++)
        sc_store32_le(want + 4 * i, target.w[i]); /* target < p, s = 0 */
    for (int b = 0; b < nbes; b++) {
        if (!bes[b].usable)
            continue;
        bes[b].be->mac(tag, msg, 16 * nblocks, key);
        CHECK_MEM(tag, want, 16, bes[b].name);
        chunked(bes[b].be, tag, msg, 16 * nblocks, key, 24);
        CHECK_MEM(tag, want, 16, bes[b].name);
    }
}

int main(void)
{
    struct be bes[5] = {
        { &symcore__poly1305_portable32, "portable32", 1 },
        { NULL, "portable64", 0 },
        { NULL, "avx2", 0 },
        { NULL, "avx512ifma", 0 },
        { &symcore__poly1305_portable32x2, "portable32x2", 1 },
    };
    uint8_t key[32];
    int nbes = 5;
#if SC_POLY1305_HAVE_64
    bes[1].be = &symcore__poly1305_portable64;
    bes[1].usable = 1;
#endif
#if SC_X86_64
    uint32_t f = symcore__cpu_features();
    bes[2].be = &symcore__poly1305_avx2;
    bes[2].usable = (f & SC_CPU_AVX2) != 0;
    bes[3].be = &symcore__poly1305_avx512ifma;
    bes[3].usable = (f & SC_CPU_AVX512F) && (f & SC_CPU_AVX512IFMA);
#endif
    for (int b = 0; b < nbes; b++)
        printf("%s: %s\n", bes[b].name, bes[b].usable ? "tested" : "SKIPPED (not compiled or not on this CPU)");
    printf("dispatched: %s\n", symcore_backend("poly1305"));

    for (int b = 0; b < nbes; b++) {
        if (!bes[b].usable)
            continue;
        /* random keys and messages of every length, then long ones */
        for (size_t n = 0; n <= MAXLEN; n++) {
            tu_fill_random(key, 32);
            tu_fill_random(msg, n);
            check_len(&bes[b], msg, n, key);
        }
        static const size_t longs[] = { 2048, 4096 + 16 * 7, 16384 + 15, 16384 + 128, 65536 + 1 };
        for (size_t i = 0; i < sizeof longs / sizeof longs[0]; i++) {
            tu_fill_random(key, 32);
            tu_fill_random(msg, longs[i]);
            check_len(&bes[b], msg, longs[i], key);
        }
        /* limbs at their carry limits: every r bit clamping allows, ff message */
        memset(key, 0xff, 32);
        memset(msg, 0xff, 16384 + 64);
        for (size_t n = 0; n <= MAXLEN; n++)
            check_len(&bes[b], msg, n, key);
        check_len(&bes[b], msg, 16384 + 15, key);
        check_len(&bes[b], msg, 16384 + 64, key);

        /* every block split point of 68 blocks: blocks(k) then blocks(68 - k) */
        for (int kind = 0; kind < 2; kind++) {
            uint8_t want[16], tag[16];
            uint64_t st[SC_POLY1305_STATE_WORDS];
            if (kind == 0) {
                tu_fill_random(key, 32);
                tu_fill_random(msg, 68 * 16);
            }
            symcore__poly1305_portable32.mac(want, msg, 68 * 16, key);
            for (size_t k = 0; k <= 68; k++) {
                bes[b].be->init(st, key);
                bes[b].be->blocks(st, msg, k, 1);
                bes[b].be->blocks(st, msg + 16 * k, 68 - k, 1);
                bes[b].be->finish(st, tag);
                CHECK_MEM(tag, want, 16, "block split point");
            }
        }
    }

    /* the public incremental API (the dispatched backend) at every byte split point */
    {
        uint8_t want[16], tag[16];
        size_t n = MAXLEN;
        tu_fill_random(key, 32);
        tu_fill_random(msg, n);
        symcore__poly1305_portable32.mac(want, msg, n, key);
        for (size_t i = 0; i <= n; i++) {
            symcore_poly1305_ctx ctx;
            CHECK(symcore_poly1305_init(&ctx, key) == SYMCORE_OK);
            CHECK(symcore_poly1305_update(&ctx, msg, i) == SYMCORE_OK);
            CHECK(symcore_poly1305_update(&ctx, msg + i, n - i) == SYMCORE_OK);
            CHECK(symcore_poly1305_final(&ctx, tag) == SYMCORE_OK);
            CHECK_MEM(tag, want, 16, "public incremental split");
        }
        /* random split sequences of a long message */
        n = 16384 + 15;
        tu_fill_random(msg, n);
        symcore__poly1305_portable32.mac(want, msg, n, key);
        for (int rep = 0; rep < 20; rep++) {
            symcore_poly1305_ctx ctx;
            size_t done = 0;
            CHECK(symcore_poly1305_init(&ctx, key) == SYMCORE_OK);
            while (done < n) {
                size_t k = (size_t)(tu_rand64() % (rep < 10 ? 100 : 3000));
                if (k > n - done)
                    k = n - done;
                CHECK(symcore_poly1305_update(&ctx, msg + done, k) == SYMCORE_OK);
                done += k;
            }
            CHECK(symcore_poly1305_final(&ctx, tag) == SYMCORE_OK);
            CHECK_MEM(tag, want, 16, "public incremental random splits");
        }
    }

    /* h near 2^130 - 5 at the end of a many-block run: p - 1 and the values
     * just below 2^128 and 2^130 - 5, over lane-count multiples and not */
    {
        static const size_t lens[] = { 16, 17, 23, 24, 31, 32, 33, 64, 101 };
        n160 targets[6];
        targets[0] = sub(P, (n160){ { 1, 0, 0, 0, 0 } });          /* p - 1 */
        targets[1] = sub(P, (n160){ { 5, 0, 0, 0, 0 } });          /* p - 5 */
        targets[2] = (n160){ { 0, 0, 0, 0, 0 } };                  /* h may be p itself before the final reduction */
        targets[3] = (n160){ { 4, 0, 0, 0, 0 } };                  /* h may be 2^130 - 1 */
        targets[4] = (n160){ { 0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu, 0 } }; /* 2^128 - 1 */
        targets[5] = sub(P, (n160){ { 0xffffffffu, 0, 0, 0, 0 } });
        for (size_t i = 0; i < sizeof lens / sizeof lens[0]; i++)
            for (int t = 0; t < 6; t++)
                near_p(bes, nbes, lens[i], targets[t]);
    }
    return tu_finish("poly1305_backends");
}
