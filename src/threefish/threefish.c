/* The Threefish block cipher API over the cores of threefish{256,512,1024}.c. */
#include "symcore/threefish.h"

#include "threefish_internal.h"

/* k[0..nw-1] from the key bytes and the parity word k[nw]. */
static void load_key(uint64_t *k, const uint8_t *key, size_t nw)
{
    uint64_t parity = SC_THREEFISH_C240;
    for (size_t i = 0; i < nw; i++) {
        k[i] = sc_load64_le(key + 8 * i);
        parity ^= k[i];
    }
    k[nw] = parity;
}

/* t0, t1 and t2 = t0 ^ t1; a NULL tweak is all zero. */
static void load_tweak(uint64_t t[3], const uint8_t *tweak)
{
    t[0] = tweak ? sc_load64_le(tweak) : 0;
    t[1] = tweak ? sc_load64_le(tweak + 8) : 0;
    t[2] = t[0] ^ t[1];
}

static void store_block(uint8_t *out, const uint64_t *x, size_t nw)
{
    for (size_t i = 0; i < nw; i++)
        sc_store64_le(out + 8 * i, x[i]);
}

/* The five calls of one block size: NW words, NB bytes per block and key. */
#define THREEFISH_API(bits, NW, NB)                                                                      \
    /* see symcore/threefish.h */                                                                    \
    void symcore_threefish##bits##_init(symcore_threefish##bits##_ctx *ctx, const uint8_t key[NB],     \
                                        const uint8_t tweak[16])                                     \
    {                                                                                                \
        if (ctx == NULL)                                                                             \
            return;                                                                                  \
        if (key == NULL) {                                                                           \
            symcore_wipe(ctx, sizeof *ctx);                                                          \
            return;                                                                                  \
        }                                                                                            \
        load_key(ctx->key, key, NW);                                                                 \
        load_tweak(ctx->tweak, tweak);                                                               \
        ctx->live = 1;                                                                               \
    }                                                                                                \
    /* see symcore/threefish.h */                                                                    \
    void symcore_threefish##bits##_set_tweak(symcore_threefish##bits##_ctx *ctx, const uint8_t tweak[16]) \
    {                                                                                                \
        if (ctx != NULL)                                                                             \
            load_tweak(ctx->tweak, tweak);                                                           \
    }                                                                                                \
    /* see symcore/threefish.h */                                                                    \
    void symcore_threefish##bits##_encrypt(const symcore_threefish##bits##_ctx *ctx, uint8_t out[NB],   \
                                           const uint8_t in[NB])                                       \
    {                                                                                                \
        uint64_t x[NW];                                                                              \
        if (ctx == NULL || out == NULL || in == NULL || ctx->live != 1)                              \
            return;                                                                                  \
        symcore__threefish##bits##_encrypt(x, in, ctx->key, ctx->tweak, 0);                          \
        store_block(out, x, NW);                                                                     \
    }                                                                                                \
    /* see symcore/threefish.h */                                                                    \
    void symcore_threefish##bits##_decrypt(const symcore_threefish##bits##_ctx *ctx, uint8_t out[NB],   \
                                           const uint8_t in[NB])                                       \
    {                                                                                                \
        uint64_t x[NW];                                                                              \
        if (ctx == NULL || out == NULL || in == NULL || ctx->live != 1)                              \
            return;                                                                                  \
        symcore__threefish##bits##_decrypt(x, in, ctx->key, ctx->tweak);                             \
        store_block(out, x, NW);                                                                     \
    }                                                                                                \
    /* see symcore/threefish.h */                                                                    \
    void symcore_threefish##bits##_wipe(symcore_threefish##bits##_ctx *ctx)                          \
    {                                                                                                \
        if (ctx != NULL)                                                                             \
            symcore_wipe(ctx, sizeof *ctx);                                                          \
    }

THREEFISH_API(256, 4, 32)
THREEFISH_API(512, 8, 64)
THREEFISH_API(1024, 16, 128)

/* see symcore/common.h (symcore_backend) */
const char *symcore__threefish_backend_name(void) { return "portable"; }
