/* ParallelHash128/256 and ParallelHashXOF128/256 (SP 800-185, 6).
 *
 * The input is cut into n blocks of B bytes (the last may be shorter); each
 * block i gives z_i = SHAKE(block i) of 32 bytes (ParallelHash128) or 64
 * (ParallelHash256), and
 *   ParallelHash(X, B, L, S) = cSHAKE(left_encode(B) || z_0 || ... || z_{n-1} || right_encode(n)
 *                                     || right_encode(L), L, "ParallelHash", S),
 * with L encoded as 0 for the XOF. The blocks go to the many-lane leaf hasher;
 * their z_i stream into the final sponge. */
#include "keccak_internal.h"

static int parallelhash(unsigned rate, int xof, uint8_t *out, size_t outlen, const void *in, size_t inlen,
                        size_t block_size, const void *S, size_t slen)
{
    struct symcore__sponge ctx;
    const struct sc_keccak_pieces pieces = { { (const uint8_t *)in, NULL, NULL }, { inlen, 0, 0 } };
    const struct sc_keccak_leaves leaves = { block_size, rate == SC_RATE_128 ? 32 : 64, rate, SC_KECCAK_PAD_SHAKE,
                                             24 };
    uint64_t n;
    if (block_size == 0 || sc_bad_buffer(out, outlen) || sc_bad_outlen(outlen) || sc_bad_buffer(in, inlen) || sc_bad_buffer(S, slen))
        return SYMCORE_EINVAL;
    symcore__keccak_cshake_start(&ctx, rate, "ParallelHash", 12, S, slen);
    symcore__keccak_absorb_left_encode(&ctx, block_size);
    n = symcore__keccak_absorb_leaves(&ctx, &pieces, 0, &leaves);
    symcore__keccak_absorb_right_encode(&ctx, n);
    symcore__keccak_absorb_right_encode(&ctx, xof ? 0 : (uint64_t)outlen * 8);
    symcore__keccak_squeeze(&ctx, out, outlen);
    symcore_wipe(&ctx, sizeof ctx);
    return SYMCORE_OK;
}

/* see symcore/keccak.h */
int symcore_parallelhash128(uint8_t *out, size_t outlen, const void *in, size_t inlen, size_t block_size,
                            const void *S, size_t slen)
{
    return parallelhash(SC_RATE_128, 0, out, outlen, in, inlen, block_size, S, slen);
}

int symcore_parallelhash256(uint8_t *out, size_t outlen, const void *in, size_t inlen, size_t block_size,
                            const void *S, size_t slen)
{
    return parallelhash(SC_RATE_256, 0, out, outlen, in, inlen, block_size, S, slen);
}

int symcore_parallelhash128_xof(uint8_t *out, size_t outlen, const void *in, size_t inlen, size_t block_size,
                                const void *S, size_t slen)
{
    return parallelhash(SC_RATE_128, 1, out, outlen, in, inlen, block_size, S, slen);
}

int symcore_parallelhash256_xof(uint8_t *out, size_t outlen, const void *in, size_t inlen, size_t block_size,
                                const void *S, size_t slen)
{
    return parallelhash(SC_RATE_256, 1, out, outlen, in, inlen, block_size, S, slen);
}
