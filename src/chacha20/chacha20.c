/* The public ChaCha20, HChaCha20 and XChaCha20 calls over the backend core.
 * Each checks its arguments and its counter range before it writes a byte. */
#include "chacha20_internal.h"

/* Blocks needed for len bytes, as a 64-bit count (no overflow for any size_t). */
static uint64_t blocks_for(size_t len)
{
    return (uint64_t)(len / 64) + (uint64_t)((len % 64) != 0);
}

/* see symcore/chacha20.h */
int symcore_chacha20(uint8_t *out, const void *in, size_t len, const uint8_t nonce[12], uint32_t counter,
                     const uint8_t key[32])
{
    uint32_t st[16];
    if (nonce == NULL || key == NULL || (len != 0 && (out == NULL || in == NULL)))
        return SYMCORE_EINVAL;
    /* counter + ceil(len / 64) <= 2^32: the 32-bit counter never wraps */
    if (blocks_for(len) > ((uint64_t)1 << 32) - counter)
        return SYMCORE_ELENGTH;
    if (len == 0)
        return SYMCORE_OK;
    sc_chacha_setup(st, key, counter, sc_load32_le(nonce), sc_load32_le(nonce + 4), sc_load32_le(nonce + 8));
    symcore__chacha20_backend()->xor_stream(out, (const uint8_t *)in, len, st);
    symcore_wipe(st, sizeof st);
    symcore__scrub_stack(len < SC_SCRUB_SHORT_LEN ? SC_SCRUB_CHACHA20_SHORT : SC_SCRUB_CHACHA20);
    return SYMCORE_OK;
}

/* see symcore/chacha20.h */
int symcore_hchacha20(uint8_t out[32], const uint8_t in[16], const uint8_t key[32])
{
    if (out == NULL || in == NULL || key == NULL)
        return SYMCORE_EINVAL;
    symcore__hchacha20(out, in, key);
    return symcore__scrub_stack(SC_SCRUB_CHACHA20_SHORT); /* SYMCORE_OK, by a tail call */
}

/* see symcore/chacha20.h */
int symcore_xchacha20(uint8_t *out, const void *in, size_t len, const uint8_t nonce[24], uint64_t counter,
                      const uint8_t key[32])
{
    uint8_t subkey[32];
    uint32_t st[16];
    uint64_t nblocks = blocks_for(len);
    if (nonce == NULL || key == NULL || (len != 0 && (out == NULL || in == NULL)))
        return SYMCORE_EINVAL;
    /* counter + ceil(len / 64) <= 2^64 */
    if (nblocks > 0 && counter > UINT64_MAX - (nblocks - 1))
        return SYMCORE_ELENGTH;
    if (len == 0)
        return SYMCORE_OK;
    symcore__hchacha20(subkey, nonce, key);
    /* words 12..13: the 64-bit counter; 14..15: nonce[16..23] */
    sc_chacha_setup(st, subkey, (uint32_t)counter, (uint32_t)(counter >> 32), sc_load32_le(nonce + 16),
                    sc_load32_le(nonce + 20));
    symcore__chacha20_backend()->xor_stream(out, (const uint8_t *)in, len, st);
    symcore_wipe(subkey, sizeof subkey);
    symcore_wipe(st, sizeof st);
    symcore__scrub_stack(len < SC_SCRUB_SHORT_LEN ? SC_SCRUB_CHACHA20_SHORT : SC_SCRUB_CHACHA20);
    return SYMCORE_OK;
}
