/*
 * The Poly1305 context driven by a fuzzer-chosen sequence of calls: init,
 * update at any split (checked against the one-shot MAC of everything
 * absorbed), final, verify of the right and of a wrong tag, wipe, zeroing,
 * and every call again on the ended context (final twice, update after
 * final, verify after wipe), which must write nothing and verify nothing.
 */
#include "fuzz.h"

#define MAX_IN 4096

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static uint8_t in[MAX_IN];
    struct fz f = { data, size };
    symcore_poly1305_ctx ctx;
    uint8_t key[32], tag[16 + 16], want[16];
    size_t inlen = 0;
    int live = 1;

    fz_take(&f, key, sizeof key);
    symcore_poly1305_init(&ctx, key);
    for (int steps = 0; f.n > 0 && steps < 64; steps++) {
        uint8_t op = fz_byte(&f);
        size_t n = fz_size(&f, op & 0x80 ? 300 : 40);

        switch (op % 7) {
        case 0: /* update with n bytes of the input */
            if (n > f.n)
                n = f.n;
            if (inlen + n > MAX_IN)
                return 0;
            symcore_poly1305_update(&ctx, f.p, n);
            if (live) {
                memcpy(in + inlen, f.p, n);
                inlen += n;
            }
            f.p += n;
            f.n -= n;
            break;
        case 1: /* final */
            fz_guard(tag, sizeof tag);
            symcore_poly1305_final(&ctx, tag);
            if (live) {
                symcore_poly1305(want, in, inlen, key);
                FZ_ASSERT(memcmp(tag, want, 16) == 0);
                FZ_ASSERT(fz_guarded(tag + 16, 16));
            } else {
                FZ_ASSERT(fz_guarded(tag, sizeof tag));
            }
            live = 0;
            break;
        case 2: /* verify the right tag, or one with a flipped bit */
        {
            unsigned bit = (unsigned)n % 129; /* 128: no flip */
            int rc;
            symcore_poly1305(want, in, inlen, key);
            if (bit < 128)
                want[bit / 8] ^= (uint8_t)(1u << bit % 8);
            rc = symcore_poly1305_verify(&ctx, want);
            FZ_ASSERT(rc == (live && bit == 128 ? SYMCORE_OK : SYMCORE_EAUTH));
            live = 0;
            break;
        }
        case 3:
            symcore_wipe(&ctx, sizeof ctx);
            live = 0;
            break;
        case 4:
            memset(&ctx, 0, sizeof ctx);
            live = 0;
            break;
        case 5: /* a NULL tag: EINVAL, and the context ends */
            FZ_ASSERT(symcore_poly1305_verify(&ctx, NULL) == SYMCORE_EINVAL);
            live = 0;
            break;
        default: /* start again under a new key */
            fz_take(&f, key, sizeof key);
            symcore_poly1305_init(&ctx, key);
            inlen = 0;
            live = 1;
            break;
        }
    }
    return 0;
}
