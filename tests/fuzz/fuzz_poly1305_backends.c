/*
 * Every Poly1305 backend against portable32 (26-bit limbs): the one-shot MAC,
 * and init / blocks / finish over whole blocks with a final block of either
 * hibit, on fuzzer-chosen keys (r and s with their extreme limbs reachable)
 * and messages.
 */
#include "fuzz.h"
#include "poly1305/poly1305_internal.h"

static void compare(const struct sc_poly1305_backend *b, const uint8_t key[32], const uint8_t *msg, size_t len,
                    unsigned last_hibit)
{
    const struct sc_poly1305_backend *ref = &symcore__poly1305_portable32;
    uint8_t t1[16], t2[16];
    uint64_t s1[SC_POLY1305_STATE_WORDS], s2[SC_POLY1305_STATE_WORDS];
    size_t nblocks = len / 16;

    ref->mac(t1, msg, len, key);
    b->mac(t2, msg, len, key);
    FZ_ASSERT(memcmp(t1, t2, 16) == 0);

    ref->init(s1, key);
    b->init(s2, key);
    if (nblocks > 1) {
        ref->blocks(s1, msg, nblocks - 1, 1);
        b->blocks(s2, msg, nblocks - 1, 1);
    }
    if (nblocks > 0) {
        ref->blocks(s1, msg + 16 * (nblocks - 1), 1, last_hibit);
        b->blocks(s2, msg + 16 * (nblocks - 1), 1, last_hibit);
    }
    ref->finish(s1, t1);
    b->finish(s2, t2);
    FZ_ASSERT(memcmp(t1, t2, 16) == 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct fz f = { data, size };
    uint8_t key[32];
    uint8_t mode = fz_byte(&f);

    fz_take(&f, key, sizeof key);
    if (mode & 2) /* all-ones key and message limbs: the largest intermediate values */
        memset(key, 0xff, sizeof key);
#if SC_POLY1305_HAVE_64
    compare(&symcore__poly1305_portable64, key, f.p, f.n, mode & 1);
#endif
    compare(symcore__poly1305_backend(), key, f.p, f.n, mode & 1);
    return 0;
}
