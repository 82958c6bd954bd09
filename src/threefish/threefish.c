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

/*
 * Recognising a live context. init writes three redundant words: a flag
 * word SC_TF_LIVE, the key parity word k[nw] = C240 ^ k[0] ^ ... ^ k[nw-1]
 * and t2 = t0 ^ t1. No word of the context is ever used as a length, an
 * index or an offset: the key and tweak words only enter additions, so any
 * bits are memory-safe, and the checks are about refusing contexts that
 * were never set up or were wiped.
 *
 * encrypt and decrypt check the flag word only (tf_unset): one compare per
 * block. A zeroed or wiped context fails it, and arbitrary bytes carry it
 * with probability 2^-64. Checking the parity and t2 as well on every block
 * would cost more than the 2% this library allows a check (the key words are
 * secret, so the verdict must go through symcore__declassify, a call; the
 * figures are in src/threefish/README.md).
 *
 * set_tweak, which runs once per tweak rather than per block, checks all
 * three (tf_dead): arbitrary bytes pass with probability 2^-192, and a live
 * context with any one word changed fails. Its verdict depends on the key
 * words, so it is one OR of differences with no early exit, declared public
 * (whether the context is live) before the one branch on it.
 */
SC_INLINE int tf_unset(uint64_t live)
{
    return live != SC_TF_LIVE;
}

static int tf_dead(const uint64_t *k, size_t nw, const uint64_t t[3], uint64_t live)
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
        if (ctx == NULL || out == NULL || in == NULL || tf_unset(ctx->live))                         \
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
        if (ctx == NULL || out == NULL || in == NULL || tf_unset(ctx->live))                         \
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
