/* Compiles: the FPE batches, every result checked, bad_index given or NULL. */
#include <symcore.h>

int batches(const symcore_ff1_ctx *ff1, const symcore_ff3_ctx *ff3, uint16_t *d, char *s, const uint8_t tweak[7]);
int batches(const symcore_ff1_ctx *ff1, const symcore_ff3_ctx *ff3, uint16_t *d, char *s, const uint8_t tweak[7])
{
    size_t bad;
    int r = symcore_ff1_encrypt_batch(ff1, d, d, 16, 4, "", 0, &bad);
    r |= symcore_ff1_decrypt_batch(ff1, d, d, 16, 4, "", 0, NULL);
    r |= symcore_ff1_encrypt_str_batch(ff1, s, s, 16, 4, tweak, 7, &bad);
    r |= symcore_ff1_decrypt_str_batch(ff1, s, s, 16, 4, tweak, 7, NULL);
    r |= symcore_ff3_1_encrypt_batch(ff3, d, d, 16, 4, tweak, &bad);
    r |= symcore_ff3_1_decrypt_batch(ff3, d, d, 16, 4, tweak, NULL);
    r |= symcore_ff3_1_encrypt_str_batch(ff3, s, s, 16, 4, tweak, &bad);
    r |= symcore_ff3_1_decrypt_str_batch(ff3, s, s, 16, 4, tweak, NULL);
    return r;
}
