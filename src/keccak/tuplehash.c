/* TupleHash128/256 and TupleHashXOF128/256 (SP 800-185, 5).
 *
 * TupleHash(X, L, S) = cSHAKE(encode_string(X[0]) || ... || encode_string(X[n-1]) || right_encode(L),
 * L, "TupleHash", S); the XOF encodes L as 0. Each item carries its length,
 * so ("ab", "c") and ("a", "bc") hash apart. */
#include "keccak_internal.h"

static int tuplehash(unsigned rate, int xof, uint8_t *out, size_t outlen, const symcore_span *items, size_t n,
                     const void *S, size_t slen)
{
    struct symcore__sponge ctx;
    if (sc_bad_buffer(out, outlen) || sc_bad_outlen(outlen) || sc_bad_buffer(items, n) || sc_bad_buffer(S, slen))
        return SYMCORE_EINVAL;
    for (size_t i = 0; i < n; i++)
        if (sc_bad_buffer(items[i].ptr, items[i].len))
            return SYMCORE_EINVAL;
    symcore__keccak_cshake_start(&ctx, rate, "TupleHash", 9, S, slen);
    for (size_t i = 0; i < n; i++)
        symcore__keccak_absorb_encoded_string(&ctx, (const uint8_t *)items[i].ptr, items[i].len);
    symcore__keccak_absorb_right_encode(&ctx, xof ? 0 : (uint64_t)outlen * 8);
    symcore__keccak_squeeze(&ctx, out, outlen);
    symcore_wipe(&ctx, sizeof ctx);
    return SYMCORE_OK;
}

/* see symcore/keccak.h */
int symcore_tuplehash128(uint8_t *out, size_t outlen, const symcore_span *items, size_t n, const void *S,
                         size_t slen)
{
    return tuplehash(SC_RATE_128, 0, out, outlen, items, n, S, slen);
}

int symcore_tuplehash256(uint8_t *out, size_t outlen, const symcore_span *items, size_t n, const void *S,
                         size_t slen)
{
    return tuplehash(SC_RATE_256, 0, out, outlen, items, n, S, slen);
}

int symcore_tuplehash128_xof(uint8_t *out, size_t outlen, const symcore_span *items, size_t n, const void *S,
                             size_t slen)
{
    return tuplehash(SC_RATE_128, 1, out, outlen, items, n, S, slen);
}

int symcore_tuplehash256_xof(uint8_t *out, size_t outlen, const symcore_span *items, size_t n, const void *S,
                             size_t slen)
{
    return tuplehash(SC_RATE_256, 1, out, outlen, items, n, S, slen);
}
