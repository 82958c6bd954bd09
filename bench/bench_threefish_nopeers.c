/* Stand-ins for the C++ peer wrappers when neither Crypto++ nor Botan is found
 * (bench_threefish.c then never calls them). */
#include <stddef.h>
#include <stdint.h>

void bench_cryptopp_threefish(int bits, int decrypt, uint8_t *out, const uint8_t *in, size_t nblocks,
                              const uint8_t *key, const uint8_t *tweak);
void bench_botan_threefish512(int decrypt, uint8_t *out, const uint8_t *in, size_t nblocks,
                              const uint8_t *key, const uint8_t *tweak);
void bench_botan_skein512(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen);

void bench_cryptopp_threefish(int bits, int decrypt, uint8_t *out, const uint8_t *in, size_t nblocks,
                              const uint8_t *key, const uint8_t *tweak)
{
    (void)bits, (void)decrypt, (void)out, (void)in, (void)nblocks, (void)key, (void)tweak;
}
void bench_botan_threefish512(int decrypt, uint8_t *out, const uint8_t *in, size_t nblocks,
                              const uint8_t *key, const uint8_t *tweak)
{
    (void)decrypt, (void)out, (void)in, (void)nblocks, (void)key, (void)tweak;
}
void bench_botan_skein512(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen)
{
    (void)out, (void)outlen, (void)in, (void)inlen;
}
