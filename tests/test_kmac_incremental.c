/* KMAC and KMACXOF contexts against the one-shot calls: the message split at
 * every point, the XOF output read in two pieces split at every point and in
 * uneven pieces, and keyed contexts copied by assignment (key once, MAC many)
 * giving the one-shot result for each message while the original stays
 * reusable. Sentinels past every output. */
#include <symcore.h>

#include "testutil.h"

typedef int (*kmac_fn)(uint8_t *, size_t, const void *, size_t, const void *, size_t, const void *, size_t);
typedef int (*kmac_init_fn)(symcore_kmac_ctx *, const void *, size_t, const void *, size_t);

static uint8_t msg[400], key[200];

#define OK(call) CHECK((call) == SYMCORE_OK)

static void test_splits(int bits)
{
    kmac_fn mac = bits == 128 ? symcore_kmac128 : symcore_kmac256;
    kmac_fn xof = bits == 128 ? symcore_kmac128_xof : symcore_kmac256_xof;
    kmac_init_fn init = bits == 128 ? symcore_kmac128_init : symcore_kmac256_init;
    const size_t len = 350, outlen = 48, xlen = 400;
    uint8_t want[400], wantx[400], got[400 + TU_GUARD];
    symcore_kmac_ctx ctx;

    OK(mac(want, outlen, msg, len, "S", 1, key, 40));
    OK(xof(wantx, xlen, msg, len, "S", 1, key, 40));
    for (size_t cut = 0; cut <= len; cut++) {
        OK(init(&ctx, key, 40, "S", 1));
        OK(symcore_kmac_update(&ctx, msg, cut));
        OK(symcore_kmac_update(&ctx, msg + cut, len - cut));
        tu_guard_init(got, outlen);
        OK(symcore_kmac_final(&ctx, got, outlen));
        if (!CHECK_MEM(got, want, outlen, "KMAC, message split"))
            fprintf(stderr, "  KMAC%d cut=%zu\n", bits, cut);
        CHECK_GUARD(got, outlen);

        OK(init(&ctx, key, 40, "S", 1));
        OK(symcore_kmac_update(&ctx, msg, cut));
        OK(symcore_kmac_update(&ctx, msg + cut, len - cut));
        tu_guard_init(got, xlen);
        OK(symcore_kmac_xof_squeeze(&ctx, got, xlen));
        if (!CHECK_MEM(got, wantx, xlen, "KMACXOF, message split"))
            fprintf(stderr, "  KMACXOF%d cut=%zu\n", bits, cut);
        CHECK_GUARD(got, xlen);
    }
    /* output split at every point: the squeeze is repeatable, one stream */
    for (size_t cut = 0; cut <= xlen; cut++) {
        OK(init(&ctx, key, 40, "S", 1));
        OK(symcore_kmac_update(&ctx, msg, len));
        tu_guard_init(got, xlen);
        OK(symcore_kmac_xof_squeeze(&ctx, got, cut));
        OK(symcore_kmac_xof_squeeze(&ctx, got + cut, xlen - cut));
        if (!CHECK_MEM(got, wantx, xlen, "KMACXOF, output split"))
            fprintf(stderr, "  KMACXOF%d cut=%zu\n", bits, cut);
        CHECK_GUARD(got, xlen);
    }
    /* uneven pieces in, uneven pieces out */
    OK(init(&ctx, key, 40, "S", 1));
    for (size_t off = 0, step = 1; off < len; off += step, step = step * 3 % 17 + 1)
        OK(symcore_kmac_update(&ctx, msg + off, step < len - off ? step : len - off));
    tu_guard_init(got, xlen);
    for (size_t off = 0, step = 5; off < xlen; off += step, step = step * 7 % 190 + 1)
        OK(symcore_kmac_xof_squeeze(&ctx, got + off, step < xlen - off ? step : xlen - off));
    CHECK_MEM(got, wantx, xlen, "KMACXOF, uneven pieces");
    CHECK_GUARD(got, xlen);
}

/* Key once, copy the keyed context per message. Keys of every length up to
 * past the block, so the copy is taken whatever the key block's fill. */
static void test_copies(int bits)
{
    kmac_fn mac = bits == 128 ? symcore_kmac128 : symcore_kmac256;
    kmac_init_fn init = bits == 128 ? symcore_kmac128_init : symcore_kmac256_init;
    uint8_t want[32], got[32 + TU_GUARD];
    symcore_kmac_ctx keyed, ctx;
    for (size_t klen = 0; klen <= 200; klen++) {
        OK(init(&keyed, key, klen, "app", 3));
        for (size_t m = 0; m < 3; m++) {
            const size_t len = 100 * m + klen % 9;
            OK(mac(want, sizeof want, msg + m, len, "app", 3, key, klen));
            ctx = keyed;
            OK(symcore_kmac_update(&ctx, msg + m, len));
            tu_guard_init(got, sizeof want);
            OK(symcore_kmac_final(&ctx, got, sizeof want));
            if (!CHECK_MEM(got, want, sizeof want, "KMAC from a copied keyed context"))
                fprintf(stderr, "  KMAC%d klen=%zu message %zu\n", bits, klen, m);
            CHECK_GUARD(got, sizeof want);
        }
    }
}

int main(void)
{
    tu_fill_random(msg, sizeof msg);
    tu_fill_random(key, sizeof key);
    test_splits(128);
    test_splits(256);
    test_copies(128);
    test_copies(256);
    return tu_finish("kmac_incremental");
}
