/* The 26-bit-limb core against the 64-bit-limb core (and the public API) on
 * pseudo-random and extreme inputs, and its two-block form against it; all
 * are always compiled, so the core a compiler without 128-bit integers gets
 * is tested here too. */
#include "poly1305/poly1305_internal.h"
#include "testutil.h"

#include <symcore.h>

static void run(const struct sc_poly1305_backend *be, uint8_t tag[16], const uint8_t *msg, size_t n,
                const uint8_t key[32], int chunked)
{
    if (!chunked) {
        be->mac(tag, msg, n, key);
        return;
    }
    uint64_t st[SC_POLY1305_STATE_WORDS];
    uint8_t last[16] = { 0 };
    size_t full = n / 16, done = 0;
    be->init(st, key);
    while (done < full) {
        size_t k = 1 + (size_t)(tu_rand64() % 5);
        if (k > full - done)
            k = full - done;
        be->blocks(st, msg + 16 * done, k, 1);
        done += k;
    }
    if (n % 16) {
        memcpy(last, msg + 16 * full, n % 16);
        last[n % 16] = 1;
        be->blocks(st, last, 1, 0);
    }
    be->finish(st, tag);
}

int main(void)
{
    uint8_t key[32], msg[1100], a[16], b[16], c[16];
    const struct sc_poly1305_backend *ref = &symcore__poly1305_portable32;
    for (int iter = 0; iter < 4000; iter++) {
        size_t n = (size_t)(tu_rand64() % (iter < 3000 ? 80 : sizeof msg));
        int mode = (int)(tu_rand64() % 4);
        tu_fill_random(key, 32);
        tu_fill_random(msg, n);
        if (mode == 1) { /* extreme key: every r bit allowed, s all ones */
            memset(key, 0xff, 32);
        } else if (mode == 2) { /* extreme message */
            memset(msg, 0xff, n);
        } else if (mode == 3) {
            memset(key, 0xff, 32);
            memset(msg, (int)(tu_rand64() & 1 ? 0xff : 0x00), n);
        }
        run(ref, a, msg, n, key, iter & 1);
        CHECK(symcore_poly1305(c, msg, n, key) == SYMCORE_OK);
        CHECK_MEM(a, c, 16, "26-bit core vs library");
        run(&symcore__poly1305_portable32x2, c, msg, n, key, (iter >> 2) & 1);
        CHECK_MEM(a, c, 16, "26-bit core vs its two-block form");
#if SC_POLY1305_HAVE_64
        run(&symcore__poly1305_portable64, b, msg, n, key, (iter >> 1) & 1);
        CHECK_MEM(a, b, 16, "26-bit core vs 64-bit core");
#else
        (void)b;
#endif
    }
    printf("poly1305 backend in use: %s (64-bit core %s)\n", symcore_backend("poly1305"),
           SC_POLY1305_HAVE_64 ? "compiled" : "not available");
    return tu_finish("poly1305_limbs32");
}
