/* KMAC128/256 and KMACXOF128/256 (SP 800-185, 4).
 *
 * KMAC(K, X, L, S) = cSHAKE(bytepad(encode_string(K), rate) || X || right_encode(L), L, "KMAC", S),
 * and KMACXOF encodes L as 0. The key block is padded like the N and S block:
 * no extra zero block when it fills the rate exactly. */
#include "keccak_internal.h"

/* With an empty S the first block, bytepad(encode_string("KMAC") ||
 * encode_string(""), rate), is a constant: these are the states after it is
 * absorbed and permuted (computed with symcore__keccak_cshake_start; the NIST
 * samples with empty S check them). One permutation fewer per key. */
static const uint64_t kmac128_empty_s[25] = {
    0xffa0ee44987db36bull, 0xfec0b86e809a27baull, 0x3528e28b621c28ceull, 0xa8797b0274435120ull,
    0x2060f5ba623111a8ull, 0x9e84d835e828cff3ull, 0x1a299e1b5e66eee2ull, 0xc4429016a5b7ee43ull,
    0x7f58c7fcdb925b1dull, 0x28a7db99fccee64dull, 0x4417a644de121570ull, 0xeb99faf9bcd49450ull,
    0xb75c8a2d86b129d2ull, 0x7a0a2bd92ddf8c47ull, 0x94b29a341cb0d2c7ull, 0x89f48a7ed3ad8354ull,
    0xbabd2ac6570f4348ull, 0x7a16387cb56d4e3bull, 0xb46418dce00d0353ull, 0x8db5077e73ff5632ull,
    0x26269d5702747069ull, 0x8f92017a2c00fba8ull, 0x01701ebd78ebddf4ull, 0xf7ca6ce64a444181ull,
    0x21fe84f33785d54bull,
};
static const uint64_t kmac256_empty_s[25] = {
    0x5d63037bf8951c6cull, 0x135e3d7fc6daec35ull, 0x2973806376579045ull, 0x4ebc74c87a5e2335ull,
    0xa4a0e667022ac913ull, 0x368146419b711c90ull, 0x8de967b112a254d4ull, 0x2dbb7d958eb74823ull,
    0xbed03c20b7468278ull, 0x0694c0a8c0f3a003ull, 0x6440fc65e87fa80eull, 0xe5f35ada0ceb58fdull,
    0x3b87e0848e2d0cf7ull, 0x7b2a181fc5a0771cull, 0x761723c0b19ad57dull, 0xacbadc5a4ef67104ull,
    0x7a215118af302f29ull, 0xeb94d1ee16dd140aull, 0xb41f33bf1e494fbdull, 0xf467770c830b4b3eull,
    0x910de5c7fa00b554ull, 0x6bec5c175246425bull, 0x38cfdef1cfd61864ull, 0x29e4a93011cbd8c6ull,
    0x07800c825fcd86c6ull,
};

static void kmac_start(struct symcore__sponge *ctx, unsigned rate, const void *key, size_t keylen,
                       const void *S, size_t slen)
{
    if (slen == 0) {
        symcore__keccak_init(ctx, rate, SC_KECCAK_PAD_CSHAKE, SC_ROUNDS_F);
        memcpy(ctx->state, rate == SC_RATE_128 ? kmac128_empty_s : kmac256_empty_s, sizeof ctx->state);
    } else {
        symcore__keccak_cshake_start(ctx, rate, "KMAC", 4, S, slen);
    }
    symcore__keccak_absorb_left_encode(ctx, rate);
    symcore__keccak_absorb_encoded_string(ctx, (const uint8_t *)key, keylen);
    symcore__keccak_fill_block(ctx);
    ctx->mode = SC_MODE_KMAC;
}

/* L in bits as right_encode wants it; 0 for the XOF. */
static void kmac_finish(struct symcore__sponge *ctx, uint8_t *out, size_t outlen, int xof)
{
    symcore__keccak_absorb_right_encode(ctx, xof ? 0 : (uint64_t)outlen * 8);
    symcore__keccak_squeeze(ctx, out, outlen);
}

static int kmac_oneshot(unsigned rate, int xof, uint8_t *out, size_t outlen, const void *in, size_t inlen,
                        const void *S, size_t slen, const void *key, size_t keylen)
{
    struct symcore__sponge ctx;
    if (sc_bad_buffer(out, outlen) || sc_bad_outlen(outlen) || sc_bad_buffer(in, inlen) ||
        sc_bad_buffer(S, slen) || sc_bad_buffer(key, keylen))
        return SYMCORE_EINVAL;
    kmac_start(&ctx, rate, key, keylen, S, slen);
    symcore__keccak_absorb(&ctx, (const uint8_t *)in, inlen);
    kmac_finish(&ctx, out, outlen, xof);
    symcore_wipe(&ctx, sizeof ctx);
    return SYMCORE_OK;
}

/* see symcore/keccak.h */
int symcore_kmac128(uint8_t *out, size_t outlen, const void *in, size_t inlen, const void *S, size_t slen,
                    const void *key, size_t keylen)
{
    return kmac_oneshot(SC_RATE_128, 0, out, outlen, in, inlen, S, slen, key, keylen);
}

int symcore_kmac256(uint8_t *out, size_t outlen, const void *in, size_t inlen, const void *S, size_t slen,
                    const void *key, size_t keylen)
{
    return kmac_oneshot(SC_RATE_256, 0, out, outlen, in, inlen, S, slen, key, keylen);
}

int symcore_kmac128_xof(uint8_t *out, size_t outlen, const void *in, size_t inlen, const void *S, size_t slen,
                        const void *key, size_t keylen)
{
    return kmac_oneshot(SC_RATE_128, 1, out, outlen, in, inlen, S, slen, key, keylen);
}

int symcore_kmac256_xof(uint8_t *out, size_t outlen, const void *in, size_t inlen, const void *S, size_t slen,
                        const void *key, size_t keylen)
{
    return kmac_oneshot(SC_RATE_256, 1, out, outlen, in, inlen, S, slen, key, keylen);
}

/* A context kmac_init set up: one of the two rates, cSHAKE's pad, 24 rounds,
 * no SHA-3 digest size, and a phase whose mode and squeezing flag agree
 * (KMAC absorbing, or KMACXOF squeezing), pos inside the block for it. A
 * zeroed, wiped, finished or garbage context, or another mode's, fails. */
static int kmac_live(const symcore_kmac_ctx *ctx)
{
    const struct symcore__sponge *s;
    if (ctx == NULL)
        return 0;
    s = &ctx->sponge;
    if (s->mode == SC_MODE_KMAC) {
        if (s->squeezing != 0)
            return 0;
    } else if (s->mode != SC_MODE_KMAC_XOF || s->squeezing != 1) {
        return 0;
    }
    return (s->rate == SC_RATE_128 || s->rate == SC_RATE_256) && s->pad == SC_KECCAK_PAD_CSHAKE &&
           s->rounds == SC_ROUNDS_F && s->outlen == 0 && sc_sponge_pos_ok(s);
}

/* A live context still absorbing the message. */
static int kmac_absorbing(const symcore_kmac_ctx *ctx) { return kmac_live(ctx) && ctx->sponge.mode == SC_MODE_KMAC; }

static int kmac_init(symcore_kmac_ctx *ctx, unsigned rate, const void *key, size_t keylen, const void *S,
                     size_t slen)
{
    if (ctx == NULL || sc_bad_buffer(key, keylen) || sc_bad_buffer(S, slen))
        return SYMCORE_EINVAL;
    kmac_start(&ctx->sponge, rate, key, keylen, S, slen);
    return SYMCORE_OK;
}

/* see symcore/keccak.h */
int symcore_kmac128_init(symcore_kmac_ctx *ctx, const void *key, size_t keylen, const void *S, size_t slen)
{
    return kmac_init(ctx, SC_RATE_128, key, keylen, S, slen);
}

int symcore_kmac256_init(symcore_kmac_ctx *ctx, const void *key, size_t keylen, const void *S, size_t slen)
{
    return kmac_init(ctx, SC_RATE_256, key, keylen, S, slen);
}

/* see symcore/keccak.h */
int symcore_kmac_update(symcore_kmac_ctx *ctx, const void *in, size_t len)
{
    if (!kmac_absorbing(ctx) || sc_bad_buffer(in, len))
        return SYMCORE_EINVAL;
    symcore__keccak_absorb(&ctx->sponge, (const uint8_t *)in, len);
    return SYMCORE_OK;
}

/* see symcore/keccak.h */
int symcore_kmac_final(symcore_kmac_ctx *ctx, uint8_t *out, size_t outlen)
{
    if (!kmac_absorbing(ctx) || sc_bad_buffer(out, outlen) || sc_bad_outlen(outlen))
        return SYMCORE_EINVAL;
    kmac_finish(&ctx->sponge, out, outlen, 0);
    symcore_wipe(ctx, sizeof *ctx);
    return SYMCORE_OK;
}

/* see symcore/keccak.h */
int symcore_kmac_xof_squeeze(symcore_kmac_ctx *ctx, uint8_t *out, size_t len)
{
    if (!kmac_live(ctx) || sc_bad_buffer(out, len))
        return SYMCORE_EINVAL;
    if (ctx->sponge.mode == SC_MODE_KMAC) {
        symcore__keccak_absorb_right_encode(&ctx->sponge, 0);
        ctx->sponge.mode = SC_MODE_KMAC_XOF;
    }
    symcore__keccak_squeeze(&ctx->sponge, out, len);
    return SYMCORE_OK;
}
