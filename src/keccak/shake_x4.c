/*
 * SHAKE times four (symcore/keccak.h): four SHAKE sponges of the same rate in
 * one interleaved state, word w of stream j at state[4 * w + j], so that the
 * x4 permutation backends (symcore__keccak_x4_backend) load each word of the
 * four streams as one vector. Byte i of a stream is byte i % 8 (little-endian)
 * of its word i / 8, whatever the host's byte order, as in sponge.c.
 */
#include "keccak_internal.h"

/* xors the len (<= rate) bytes at in into stream j, from its byte 0 */
static void xor_stream(uint64_t *s, unsigned j, const uint8_t *in, size_t len)
{
    size_t w = 0;
    for (; len >= 8; len -= 8, in += 8, w++)
        s[4 * w + j] ^= sc_load64_le(in);
    for (size_t k = 0; k < len; k++)
        s[4 * w + j] ^= (uint64_t)in[k] << (8 * k);
}

/* writes len bytes of stream j, from its byte pos on, to out: no more than
 * the rest of a word */
static void extract_bytes(const uint64_t *s, unsigned j, size_t pos, uint8_t *out, size_t len)
{
    for (; len > 0; len--, pos++)
        *out++ = (uint8_t)(s[4 * (pos >> 3) + j] >> (8 * (pos & 7)));
}

/* writes len bytes of each stream, from byte pos on, to out[j]: the bytes up
 * to a word boundary, whole words by the backend, then the last bytes */
static void extract4(const struct sc_keccak_x4_backend *b, const uint64_t *s, size_t pos, uint8_t *const out[4],
                     size_t len)
{
    size_t head = (8 - (pos & 7)) & 7;
    if (head > len)
        head = len;
    for (unsigned j = 0; j < 4; j++)
        extract_bytes(s, j, pos, out[j], head);
    pos += head;
    len -= head;
    if (len >= 8) {
        uint8_t *const at[4] = { out[0] + head, out[1] + head, out[2] + head, out[3] + head };
        b->extract(s, pos / 8, at, len / 8);
    }
    head += len & ~(size_t)7;
    pos += len & ~(size_t)7;
    for (unsigned j = 0; j < 4; j++)
        extract_bytes(s, j, pos, out[j] + head, len & 7);
}

/* Starts the four sponges, absorbs len bytes into each and pads them:
 * SHAKE's suffix and the first bit of pad10*1 after the message, the last
 * bit at the end of the block. The block is left unpermuted (pos = rate):
 * the first squeeze permutes it. */
static void absorb4(struct symcore__sponge4 *s, unsigned rate, uint8_t mode, const uint8_t *in[4], size_t len)
{
    const struct sc_keccak_x4_backend *b = symcore__keccak_x4_backend();
    for (size_t w = 0; w < 100; w++)
        s->state[w] = 0;
    for (; len >= rate; len -= rate) {
        for (unsigned j = 0; j < 4; j++) {
            xor_stream(s->state, j, in[j], rate);
            in[j] += rate;
        }
        b->permute(s->state, SC_ROUNDS_F);
    }
    for (unsigned j = 0; j < 4; j++) {
        xor_stream(s->state, j, in[j], len);
        s->state[4 * (len / 8) + j] ^= (uint64_t)SC_KECCAK_PAD_SHAKE << (8 * (len % 8));
        s->state[4 * (rate / 8 - 1) + j] ^= (uint64_t)0x80 << 56;
    }
    s->rate = (uint16_t)rate;
    s->pos = (uint16_t)rate;
    s->mode = mode;
}

/* A context its _absorb set up: the mode and rate of its type, pos inside
 * the block (so that pos can index the state). */
static int live4(const struct symcore__sponge4 *s, unsigned rate, uint8_t mode)
{
    return s->mode == mode && s->rate == rate && s->pos >= 1 && s->pos <= rate;
}

static void squeeze4(struct symcore__sponge4 *s, uint8_t *out[4], size_t len)
{
    const struct sc_keccak_x4_backend *b = symcore__keccak_x4_backend();
    const size_t rate = s->rate;
    size_t pos = s->pos;
    while (len > 0) {
        if (pos == rate) {
            b->permute(s->state, SC_ROUNDS_F);
            pos = 0;
        }
        const size_t take = rate - pos < len ? rate - pos : len;
        extract4(b, s->state, pos, out, take);
        for (unsigned j = 0; j < 4; j++)
            out[j] += take;
        pos += take;
        len -= take;
    }
    s->pos = (uint16_t)pos;
}

static int absorb_call(struct symcore__sponge4 *s, unsigned rate, uint8_t mode, const void *in0, const void *in1,
                       const void *in2, const void *in3, size_t len)
{
    const uint8_t *in[4] = { (const uint8_t *)in0, (const uint8_t *)in1, (const uint8_t *)in2,
                             (const uint8_t *)in3 };
    if (s == NULL || sc_bad_buffer(in0, len) || sc_bad_buffer(in1, len) || sc_bad_buffer(in2, len) ||
        sc_bad_buffer(in3, len))
        return SYMCORE_EINVAL;
    absorb4(s, rate, mode, in, len);
    return SYMCORE_OK;
}

static int squeeze_call(struct symcore__sponge4 *s, unsigned rate, uint8_t mode, uint8_t *out0, uint8_t *out1,
                        uint8_t *out2, uint8_t *out3, size_t len)
{
    uint8_t *out[4] = { out0, out1, out2, out3 };
    if (s == NULL || !live4(s, rate, mode) || sc_bad_buffer(out0, len) || sc_bad_buffer(out1, len) ||
        sc_bad_buffer(out2, len) || sc_bad_buffer(out3, len))
        return SYMCORE_EINVAL;
    squeeze4(s, out, len);
    return SYMCORE_OK;
}

/* see symcore/keccak.h */
int symcore_shake128x4_absorb(symcore_shake128x4_ctx *ctx, const void *in0, const void *in1, const void *in2,
                              const void *in3, size_t len)
{
    return absorb_call(ctx == NULL ? NULL : &ctx->sponge, SC_RATE_128, SC_MODE_SHAKE128X4, in0, in1, in2, in3, len);
}

int symcore_shake256x4_absorb(symcore_shake256x4_ctx *ctx, const void *in0, const void *in1, const void *in2,
                              const void *in3, size_t len)
{
    return absorb_call(ctx == NULL ? NULL : &ctx->sponge, SC_RATE_256, SC_MODE_SHAKE256X4, in0, in1, in2, in3, len);
}

int symcore_shake128x4_squeeze(symcore_shake128x4_ctx *ctx, uint8_t *out0, uint8_t *out1, uint8_t *out2,
                               uint8_t *out3, size_t len)
{
    return squeeze_call(ctx == NULL ? NULL : &ctx->sponge, SC_RATE_128, SC_MODE_SHAKE128X4, out0, out1, out2, out3,
                        len);
}

int symcore_shake256x4_squeeze(symcore_shake256x4_ctx *ctx, uint8_t *out0, uint8_t *out1, uint8_t *out2,
                               uint8_t *out3, size_t len)
{
    return squeeze_call(ctx == NULL ? NULL : &ctx->sponge, SC_RATE_256, SC_MODE_SHAKE256X4, out0, out1, out2, out3,
                        len);
}
