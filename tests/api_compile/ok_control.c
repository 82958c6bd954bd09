/* Compiles: every result checked, every context of its own mode. */
#include <symcore.h>

int control(const symcore_ff1_ctx *ff1, symcore_sha3_ctx *sha3, symcore_xof_ctx *xof, symcore_kmac_ctx *kmac,
            const symcore_threefish256_ctx *tf, uint8_t *out, const uint8_t key[32], const uint8_t nonce[12]);
int control(const symcore_ff1_ctx *ff1, symcore_sha3_ctx *sha3, symcore_xof_ctx *xof, symcore_kmac_ctx *kmac,
            const symcore_threefish256_ctx *tf, uint8_t *out, const uint8_t key[32], const uint8_t nonce[12])
{
    uint16_t digits[16] = { 0 };
    int r = symcore_ff1_encrypt(ff1, digits, digits, 16, "", 0);
    r |= symcore_kmac256(out, 32, "msg", 3, "", 0, key, 32);
    r |= symcore_poly1305(out, "msg", 3, key);
    r |= symcore_threefish256_encrypt(tf, out, out);
    r |= symcore_verify(out, key, 16);
    r |= symcore_chacha20poly1305_open(out, out, 0, key, "", 0, nonce, key);
    r |= symcore_sha3_final(sha3, out);
    r |= symcore_xof_squeeze(xof, out, 64);
    r |= symcore_kmac_final(kmac, out, 32);
    (void)symcore_sha3_256(out, "msg", 3); /* unmarked: a hash may be ignored */
    {
        symcore_shake128x4_ctx x4;
        r |= symcore_shake128x4_absorb(&x4, "a", "b", "c", "d", 1);
        r |= symcore_shake128x4_squeeze(&x4, out, out + 8, out + 16, out + 24, 8);
    }
    return r;
}
