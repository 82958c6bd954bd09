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

/* Nonzero unless the context is live: its flag word is SC_TF_LIVE, its
 * parity word is C240 ^ k[0] ^ ... ^ k[nw-1] and t2 = t0 ^ t1, the three
 * redundancies init writes. A zeroed or wiped context fails the flag and the
 * parity (C240 is nonzero); arbitrary bytes pass all three with probability
 * 2^-192; a live context with any one word changed fails one of them. The
 * words are all read at fixed offsets and none is used as a length or index,
 * so the check itself is safe on any bytes. The verdict depends on the key
 * words, so it is one OR of differences with no early exit, declared public
 * (symcore__declassify) before the one branch on it; it costs nw + 5 loads
 * and xors, which run beside the rounds. */
SC_INLINE int tf_dead(const uint64_t *k, size_t nw, const uint64_t t[3], uint64_t live)
{
    uint64_t d = SC_THREEFISH_C240 ^ k[nw];
    for (size_t i = 0; i < nw; i++)
        d ^= k[i];
    d |= t[0] ^ t[1] ^ t[2];
    d |= live ^ SC_TF_LIVE;
    symcore__declassify(&d, sizeof d);
    return d != 0;
}

/* The five calls of one block size: NW words, NB bytes per block and key. */
#define THREEFISH_API(bits, NW, NB)                                                                      \
    /* see symcore/threefish.h */                                                                    \
    int symcore_threefish##bits##_init(symcore_threefish##bits##_ctx *ctx, const uint8_t key[NB],      \
                                       const uint8_t tweak[16])                                      \
    {                                                                                                \
        if (ctx == NULL || key == NULL)                                                              \
            return SYMCORE_EINVAL;                                                                   \
        load_key(ctx->key, key, NW);                                                                 \
        load_tweak(ctx->tweak, tweak);                                                               \
        ctx->live = SC_TF_LIVE;                                                                      \
        return SYMCORE_OK;                                                                           \
    }                                                                                                \
    /* see symcore/threefish.h */                                                                    \
    int symcore_threefish##bits##_set_tweak(symcore_threefish##bits##_ctx *ctx, const uint8_t tweak[16]) \
    {                                                                                                \
        if (ctx == NULL || tf_dead(ctx->key, NW, ctx->tweak, ctx->live))                             \
            return SYMCORE_EINVAL;                                                                   \
        load_tweak(ctx->tweak, tweak);                                                               \
        return SYMCORE_OK;                                                                           \
    }                                                                                                \
    /* see symcore/threefish.h */                                                                    \
    int symcore_threefish##bits##_encrypt(const symcore_threefish##bits##_ctx *ctx, uint8_t out[NB],    \
                                          const uint8_t in[NB])                                        \
    {                                                                                                \
        uint64_t x[NW];                                                                              \
        if (ctx == NULL || out == NULL || in == NULL || tf_dead(ctx->key, NW, ctx->tweak, ctx->live)) \
            return SYMCORE_EINVAL;                                                                   \
        symcore__threefish##bits##_encrypt(x, in, ctx->key, ctx->tweak, 0);                          \
        store_block(out, x, NW);                                                                     \
        return SYMCORE_OK;                                                                           \
    }                                                                                                \
    /* see symcore/threefish.h */                                                                    \
    int symcore_threefish##bits##_decrypt(const symcore_threefish##bits##_ctx *ctx, uint8_t out[NB],    \
                                          const uint8_t in[NB])                                        \
    {                                                                                                \
        uint64_t x[NW];                                                                              \
        if (ctx == NULL || out == NULL || in == NULL || tf_dead(ctx->key, NW, ctx->tweak, ctx->live)) \
            return SYMCORE_EINVAL;                                                                   \
        symcore__threefish##bits##_decrypt(x, in, ctx->key, ctx->tweak);                             \
        store_block(out, x, NW);                                                                     \
        return SYMCORE_OK;                                                                           \
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
