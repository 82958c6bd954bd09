/*
 * Skein 1.3 (hash, any output length, and Skein-MAC) for one state size,
 * written once and compiled by skein256.c, skein512.c and skein1024.c with
 * SK_BITS (256, 512, 1024) and SK_NW (4, 8, 16) defined.
 *
 * UBI(G, M, type): M is cut into blocks of SK_BYTES, the last one zero-padded
 * (an empty M is one zero block); block i is encrypted under the chaining
 * value G with tweak (position after the block in bytes, type << 120, first
 * on block 0, final on the last), and G becomes ciphertext ^ plaintext.
 * Skein = UBI(UBI(UBI(K', config, Cfg), M, Msg), counter, Out), where K' is
 * zero for a hash and UBI(0, key, Key) for a MAC.
 */
#include "symcore/skein.h"

#include "threefish_internal.h"

#define SK_BYTES (8 * SK_NW)
#define SK_PASTE_(a, b, c) a##b##c
#define SK_PASTE(a, b, c) SK_PASTE_(a, b, c)
#define SK_CTX SK_PASTE(symcore_skein, SK_BITS, _ctx)
#define SK_FN(name) SK_PASTE(symcore_skein, SK_BITS, name)
/* The partial block as bytes (buf is declared as words for alignment and so
 * that the cores may write words over it). */
#define SK_BUF(ctx) ((uint8_t *)(ctx)->buf)
#define SK_ENCRYPT SK_PASTE(symcore__threefish, SK_BITS, _encrypt)

/* tweak[1]: bits 56..61 the block type, bit 62 first, bit 63 final. */
#define SK_FIRST (1ull << 62)
#define SK_FINAL (1ull << 63)
#define SK_TYPE_KEY (0ull << 56)
#define SK_TYPE_CFG (4ull << 56)
#define SK_TYPE_MSG (48ull << 56)
#define SK_TYPE_OUT (63ull << 56)

/* UBI over nblocks whole blocks at p, each advancing the position by add
 * bytes (SK_BYTES, or the true length of a padded final block). h holds the
 * chaining value and room for its parity word: it is the key as it is, and
 * the core writes E_h(M) ^ M over it after its last use as key. */
static void ubi_blocks(uint64_t h[SK_NW + 1], uint64_t tw[2], const uint8_t *p, size_t nblocks, uint64_t add)
{
    uint64_t t[3];
    for (; nblocks > 0; nblocks--, p += SK_BYTES) {
        uint64_t parity = SC_THREEFISH_C240;
        tw[0] += add;
        tw[1] += tw[0] < add; /* the position is 96 bits: carry into tweak[1] */
        for (size_t i = 0; i < SK_NW; i++)
            parity ^= h[i];
        h[SK_NW] = parity;
        t[0] = tw[0];
        t[1] = tw[1];
        t[2] = tw[0] ^ tw[1];
        SK_ENCRYPT(h, p, h, t, ~(uint64_t)0);
        tw[1] &= ~SK_FIRST;
    }
}

static void ubi_start(SK_CTX *ctx, uint64_t type)
{
    ctx->tweak[0] = 0;
    ctx->tweak[1] = SK_FIRST | type;
    ctx->buflen = 0;
}

/* Absorbs len bytes, always holding back the last block (1..SK_BYTES bytes)
 * in buf: only ubi_finish knows it is final. */
static void ubi_absorb(SK_CTX *ctx, const uint8_t *p, size_t len)
{
    if (len > SK_BYTES - ctx->buflen) {
        if (ctx->buflen > 0) {
            size_t fill = SK_BYTES - (size_t)ctx->buflen;
            memcpy(SK_BUF(ctx) + ctx->buflen, p, fill);
            p += fill;
            len -= fill;
            ubi_blocks(ctx->h, ctx->tweak, SK_BUF(ctx), 1, SK_BYTES);
            ctx->buflen = 0;
        }
        if (len > SK_BYTES) {
            size_t nblocks = (len - 1) / SK_BYTES;
            ubi_blocks(ctx->h, ctx->tweak, p, nblocks, SK_BYTES);
            p += nblocks * SK_BYTES;
            len -= nblocks * SK_BYTES;
        }
    }
    if (len > 0) {
        memcpy(SK_BUF(ctx) + ctx->buflen, p, len);
        ctx->buflen += len;
    }
}

static void ubi_finish(SK_CTX *ctx)
{
    ctx->tweak[1] |= SK_FINAL;
    memset(SK_BUF(ctx) + ctx->buflen, 0, SK_BYTES - (size_t)ctx->buflen);
    ubi_blocks(ctx->h, ctx->tweak, SK_BUF(ctx), 1, ctx->buflen);
}

/* The longest output: its length in bits must fit the configuration's
 * 64-bit field, and in a size_t. */
#define SK_OUTLEN_MAX ((uint64_t)SIZE_MAX < (UINT64_MAX >> 3) ? (uint64_t)SIZE_MAX : (UINT64_MAX >> 3))

/* outlen > SK_OUTLEN_MAX, as a function of a uint64_t so that a 32-bit
 * size_t, which can never exceed it, draws no always-false warning. */
static int sk_outlen_bad(uint64_t outlen)
{
    return outlen > SK_OUTLEN_MAX;
}

/* init without the argument checks: the key block (if any), the
 * configuration block (or a precomputed chaining value), then a message
 * UBI started. */
static void sk_start(SK_CTX *ctx, size_t outlen, const void *key, size_t keylen)
{
    symcore_wipe(ctx, sizeof *ctx);
    if (keylen > 0) {
        ubi_start(ctx, SK_TYPE_KEY);
        ubi_absorb(ctx, (const uint8_t *)key, keylen);
        ubi_finish(ctx);
    }
    for (size_t i = 0; keylen == 0 && i < SK_IV_COUNT; i++) {
        if ((uint64_t)sk_ivs[i].outbits == (uint64_t)outlen * 8) {
            memcpy(ctx->h, sk_ivs[i].h, sizeof sk_ivs[i].h);
            ubi_start(ctx, SK_TYPE_MSG);
            ctx->outlen = outlen;
            return;
        }
    }
    /* The configuration block: schema "SHA3", version 1, the output length
     * in bits, tree parameters 0 (sequential), zero padding. */
    ubi_start(ctx, SK_TYPE_CFG);
    memset(ctx->buf, 0, sizeof ctx->buf);
    sc_store64_le(SK_BUF(ctx), 0x0000000133414853ull);
    sc_store64_le(SK_BUF(ctx) + 8, (uint64_t)outlen * 8);
    ctx->buflen = 32;
    ubi_finish(ctx);
    ubi_start(ctx, SK_TYPE_MSG);
    ctx->outlen = outlen;
}

/* The seal of a context between calls (threefish_internal.h). */
static uint64_t sk_seal(const SK_CTX *ctx)
{
    return sc_skein_seal(ctx->tweak[0], ctx->tweak[1], ctx->outlen, ctx->buflen);
}

/* Nonzero unless ctx is a live context between init and final: checked
 * before any field is used. Besides the seal (which a deliberately forged
 * context could recompute), each field is checked against what init and
 * update can leave, which alone bounds every length and offset the calls
 * derive: buflen (an offset into buf and the length of a copy) is at most
 * SK_BYTES, and at least 1 once a block was processed (the last block is
 * always held back); the position is a whole number of blocks; tweak[1]
 * above the position bits is a message UBI, flagged first exactly at
 * position 0 and never final; outlen (the loop bound of final) fits the
 * configuration. A zeroed, wiped or finished context fails the type. */
static int sk_dead(const SK_CTX *ctx)
{
    uint64_t pos_hi = ctx->tweak[1] & 0xFFFFFFFFull;
    int at_start = (ctx->tweak[0] | pos_hi) == 0;
    uint64_t flags = SK_TYPE_MSG | (at_start ? SK_FIRST : 0);
    return (ctx->tweak[1] ^ pos_hi) != flags || (ctx->tweak[0] & (SK_BYTES - 1)) != 0 ||
           ctx->buflen > SK_BYTES || (!at_start && ctx->buflen == 0) || sk_outlen_bad(ctx->outlen) ||
           ctx->h[SK_NW] != sk_seal(ctx);
}

/* see symcore/skein.h */
int SK_FN(_init)(SK_CTX *ctx, size_t outlen, const void *key, size_t keylen)
{
    if (ctx == NULL || (key == NULL && keylen > 0) || sk_outlen_bad(outlen))
        return SYMCORE_EINVAL;
    sk_start(ctx, outlen, key, keylen);
    ctx->h[SK_NW] = sk_seal(ctx);
    return SYMCORE_OK;
}

/* see symcore/skein.h */
int SK_FN(_update)(SK_CTX *ctx, const void *in, size_t len)
{
    if (ctx == NULL || (in == NULL && len > 0) || sk_dead(ctx))
        return SYMCORE_EINVAL;
    ubi_absorb(ctx, (const uint8_t *)in, len);
    ctx->h[SK_NW] = sk_seal(ctx);
    return SYMCORE_OK;
}

/* Output block i: UBI(G, i as 8 bytes, Out) = E_G(tweak: position 8, first,
 * final, Out)(i) ^ i, its first n bytes to dst. ctx->h holds G and its
 * parity; ctx->buf takes the counter block and then the output words. */
static void output_block(SK_CTX *ctx, uint64_t i, uint8_t *dst, size_t n)
{
    uint64_t t[3] = { 8, SK_FIRST | SK_FINAL | SK_TYPE_OUT, 8 ^ (SK_FIRST | SK_FINAL | SK_TYPE_OUT) };
    memset(ctx->buf, 0, sizeof ctx->buf);
    sc_store64_le(SK_BUF(ctx), i);
    SK_ENCRYPT(ctx->buf, SK_BUF(ctx), ctx->h, t, ~(uint64_t)0);
    for (size_t w = 0; w < SK_NW && 8 * w < n; w++) {
        if (n - 8 * w >= 8) {
            sc_store64_le(dst + 8 * w, ctx->buf[w]);
        } else {
            for (size_t j = 0; j < n - 8 * w; j++)
                dst[8 * w + j] = (uint8_t)(ctx->buf[w] >> (8 * j));
        }
    }
}

/* final without the checks: ends the message UBI and writes ctx->outlen
 * bytes of output to out. */
static void sk_output(SK_CTX *ctx, uint8_t *out)
{
    ubi_finish(ctx);
    uint64_t parity = SC_THREEFISH_C240;
    for (size_t w = 0; w < SK_NW; w++)
        parity ^= ctx->h[w];
    ctx->h[SK_NW] = parity;
    for (uint64_t i = 0, done = 0; done < ctx->outlen; i++) {
        uint64_t n = ctx->outlen - done < SK_BYTES ? ctx->outlen - done : SK_BYTES;
        output_block(ctx, i, out + done, (size_t)n);
        done += n;
    }
}

/* see symcore/skein.h */
int SK_FN(_final)(SK_CTX *ctx, uint8_t *out)
{
    if (ctx == NULL || sk_dead(ctx) || (out == NULL && ctx->outlen > 0))
        return SYMCORE_EINVAL;
    sk_output(ctx, out);
    symcore_wipe(ctx, sizeof *ctx);
    return SYMCORE_OK;
}

/* see symcore/skein.h */
int SK_FN(_mac)(uint8_t *out, size_t outlen, const void *in, size_t inlen, const void *key, size_t keylen)
{
    SK_CTX ctx;
    if ((out == NULL && outlen > 0) || (in == NULL && inlen > 0) || (key == NULL && keylen > 0) ||
        sk_outlen_bad(outlen))
        return SYMCORE_EINVAL;
    sk_start(&ctx, outlen, key, keylen);
    ubi_absorb(&ctx, (const uint8_t *)in, inlen);
    sk_output(&ctx, out);
    symcore_wipe(&ctx, sizeof ctx);
    return SYMCORE_OK;
}

/* see symcore/skein.h */
int SK_FN()(uint8_t *out, size_t outlen, const void *in, size_t inlen)
{
    return SK_FN(_mac)(out, outlen, in, inlen, NULL, 0);
}
