/* The checked entry points the modes call, through the one dispatch point of
 * AES, symcore__aes_backend (aes_internal.h: VAES with AVX-512, else AES-NI or the ARMv8 AES instructions,
 * else the bitsliced portable code). */
#include "aes_internal.h"
#include "../common/backends.h"

const char *symcore__aes_backend_name(void)
{
    return symcore__aes_backend()->name;
}

/* A key the backends may use: expanded (rounds 10, 12 or 14). */
SC_INLINE int key_usable(const sc_aes_key *k)
{
    return k != NULL && (k->rounds == 10 || k->rounds == 12 || k->rounds == 14);
}

/* see aes_internal.h */
int symcore__aes_init(sc_aes_key *k, const uint8_t *key, size_t keylen)
{
    int r;
    if (k == NULL)
        return SYMCORE_EINVAL;
    r = key == NULL ? SYMCORE_EINVAL : symcore__aes_backend()->init(k, key, keylen);
    if (r != SYMCORE_OK)
        symcore_wipe(k, sizeof *k); /* no usable key, no old one left behind */
    return r;
}

/* see aes_internal.h */
void symcore__aes_encrypt_blocks(const sc_aes_key *k, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    if (nblocks == 0 || !key_usable(k) || out == NULL || in == NULL)
        return;
    symcore__aes_backend()->encrypt_blocks(k, out, in, nblocks);
}

/* see aes_internal.h */
void symcore__aes_cbc_mac(const sc_aes_key *k, uint8_t y[16], const uint8_t *in, size_t nblocks)
{
    if (nblocks == 0 || !key_usable(k) || y == NULL || in == NULL)
        return;
    symcore__aes_backend()->cbc_mac(k, y, in, nblocks);
}

/* see aes_internal.h */
void symcore__aes_wipe(sc_aes_key *k)
{
    if (k != NULL)
        symcore_wipe(k, sizeof *k);
}
