/*
 * The sponge construction over the permutation backends. The state is kept as
 * 25 native lanes; byte i of the sponge is byte i % 8 (little-endian) of lane
 * i / 8, so bytes are xored in and read out with shifts, whatever the host's
 * byte order. Whole blocks go straight from the caller's buffer to the
 * backend's block loop.
 */
#include "keccak_internal.h"

static void xor_bytes(uint64_t *s, size_t pos, const uint8_t *in, size_t len)
{
    while (len > 0 && (pos & 7) != 0) {
        s[pos >> 3] ^= (uint64_t)*in++ << (8 * (pos & 7));
        pos++;
        len--;
    }
    for (; len >= 8; len -= 8, pos += 8, in += 8)
        s[pos >> 3] ^= sc_load64_le(in);
    for (; len > 0; len--, pos++)
        s[pos >> 3] ^= (uint64_t)*in++ << (8 * (pos & 7));
}

static void extract_bytes(const uint64_t *s, size_t pos, uint8_t *out, size_t len)
{
    while (len > 0 && (pos & 7) != 0) {
        *out++ = (uint8_t)(s[pos >> 3] >> (8 * (pos & 7)));
        pos++;
        len--;
    }
    for (; len >= 8; len -= 8, pos += 8, out += 8)
        sc_store64_le(out, s[pos >> 3]);
    for (; len > 0; len--, pos++)
        *out++ = (uint8_t)(s[pos >> 3] >> (8 * (pos & 7)));
}

/* Five lanes at a time: compilers make a few vector stores of these, where a
 * memset of 200 bytes becomes a rep stos that is slow to start. */
#define SC_ZERO5(s, i) (s)[i] = (s)[(i) + 1] = (s)[(i) + 2] = (s)[(i) + 3] = (s)[(i) + 4] = 0

void symcore__keccak_init(struct symcore__sponge *ctx, unsigned rate, uint8_t pad, unsigned rounds)
{
    SC_ZERO5(ctx->state, 0);
    SC_ZERO5(ctx->state, 5);
    SC_ZERO5(ctx->state, 10);
    SC_ZERO5(ctx->state, 15);
    SC_ZERO5(ctx->state, 20);
    ctx->rate = (uint16_t)rate;
    ctx->pos = 0;
    ctx->pad = pad;
    ctx->rounds = (uint8_t)rounds;
    ctx->squeezing = 0;
    ctx->outlen = 0;
    ctx->mode = 0;
}

void symcore__keccak_absorb(struct symcore__sponge *ctx, const uint8_t *in, size_t len)
{
    if (len == 0)
        return;
    const size_t rate = ctx->rate;
    if (ctx->pos != 0) {
        size_t take = rate - ctx->pos < len ? rate - ctx->pos : len;
        xor_bytes(ctx->state, ctx->pos, in, take);
        ctx->pos = (uint16_t)(ctx->pos + take);
        in += take;
        len -= take;
        if (ctx->pos < rate)
            return;
        symcore__keccak_backend()->permute(ctx->state, ctx->rounds);
        ctx->pos = 0;
    }
    if (len >= rate) {
        size_t nblocks = len / rate;
        symcore__keccak_backend()->absorb(ctx->state, in, nblocks, (unsigned)(rate / 8), ctx->rounds);
        in += nblocks * rate;
        len -= nblocks * rate;
    }
    xor_bytes(ctx->state, 0, in, len);
    ctx->pos = (uint16_t)len;
}

void symcore__keccak_fill_block(struct symcore__sponge *ctx)
{
    if (ctx->pos == 0)
        return;
    symcore__keccak_backend()->permute(ctx->state, ctx->rounds);
    ctx->pos = 0;
}

/* pad10*1 after the domain suffix; the permutation itself waits for the first
 * squeeze, which finds the block used up (pos == rate). */
static void pad(struct symcore__sponge *ctx)
{
    ctx->state[ctx->pos >> 3] ^= (uint64_t)ctx->pad << (8 * (ctx->pos & 7));
    ctx->state[(ctx->rate >> 3) - 1] ^= (uint64_t)0x80 << 56;
    ctx->squeezing = 1;
    ctx->pos = ctx->rate;
}

void symcore__keccak_squeeze(struct symcore__sponge *ctx, uint8_t *out, size_t len)
{
    const size_t rate = ctx->rate;
    if (!ctx->squeezing)
        pad(ctx);
    if (len == 0)
        return;
    if (ctx->pos < rate) {
        size_t take = rate - ctx->pos < len ? rate - ctx->pos : len;
        extract_bytes(ctx->state, ctx->pos, out, take);
        ctx->pos = (uint16_t)(ctx->pos + take);
        out += take;
        len -= take;
    }
    if (len >= rate) {
        size_t nblocks = len / rate;
        symcore__keccak_backend()->squeeze(ctx->state, out, nblocks, (unsigned)(rate / 8), ctx->rounds);
        out += nblocks * rate;
        len -= nblocks * rate;
        ctx->pos = (uint16_t)rate;
    }
    if (len > 0) {
        symcore__keccak_backend()->permute(ctx->state, ctx->rounds);
        extract_bytes(ctx->state, 0, out, len);
        ctx->pos = (uint16_t)len;
    }
}

/* left_encode(x) = n || x, right_encode(x) = x || n: x big-endian in the
 * fewest n >= 1 bytes (SP 800-185, 2.3.1). */
static size_t encode_be(uint8_t buf[8], uint64_t x)
{
    size_t n = 1;
    while (n < 8 && (x >> (8 * n)) != 0)
        n++;
    for (size_t i = 0; i < n; i++)
        buf[i] = (uint8_t)(x >> (8 * (n - 1 - i)));
    return n;
}

size_t symcore__keccak_left_encode(uint8_t buf[9], uint64_t x)
{
    size_t n = encode_be(buf + 1, x);
    buf[0] = (uint8_t)n;
    return n + 1;
}

void symcore__keccak_absorb_left_encode(struct symcore__sponge *ctx, uint64_t x)
{
    uint8_t buf[9];
    symcore__keccak_absorb(ctx, buf, symcore__keccak_left_encode(buf, x));
}

void symcore__keccak_absorb_right_encode(struct symcore__sponge *ctx, uint64_t x)
{
    uint8_t buf[9];
    size_t n = encode_be(buf, x);
    buf[n] = (uint8_t)n;
    symcore__keccak_absorb(ctx, buf, n + 1);
}

void symcore__keccak_absorb_encoded_string(struct symcore__sponge *ctx, const uint8_t *s, size_t slen)
{
    symcore__keccak_absorb_left_encode(ctx, (uint64_t)slen * 8);
    symcore__keccak_absorb(ctx, s, slen);
}
