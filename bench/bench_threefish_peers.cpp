// Crypto++ and Botan 2 Threefish and Skein for symcore-bench, behind a C
// interface (bench_threefish.c calls these). Compiled only when CMake finds
// the libraries; the library itself stays C.
#include <cstddef>
#include <cstdint>

#if BENCH_HAVE_CRYPTOPP
#include <crypto++/argnames.h>
#include <crypto++/threefish.h>
#endif
#if BENCH_HAVE_BOTAN
#define BOTAN_NO_DEPRECATED_WARNINGS 1
#include <botan/skein_512.h>
#include <botan/threefish_512.h>
#endif

extern "C" {
void bench_cryptopp_threefish(int bits, int decrypt, uint8_t *out, const uint8_t *in, size_t nblocks,
                              const uint8_t *key, const uint8_t *tweak);
void bench_botan_threefish512(int decrypt, uint8_t *out, const uint8_t *in, size_t nblocks,
                              const uint8_t *key, const uint8_t *tweak);
void bench_botan_skein512(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen);
}

#if BENCH_HAVE_CRYPTOPP
namespace {
// Keyed once on first use; then only the block calls are timed.
template <class E, class D, size_t NB>
void cryptopp_run(int decrypt, uint8_t *out, const uint8_t *in, size_t nblocks, const uint8_t *key,
                  const uint8_t *tweak)
{
    static E enc;
    static D dec;
    static bool keyed = false;
    if (!keyed) {
        CryptoPP::ConstByteArrayParameter t(tweak, 16);
        CryptoPP::AlgorithmParameters params = CryptoPP::MakeParameters(CryptoPP::Name::Tweak(), t);
        enc.SetKey(key, NB, params);
        dec.SetKey(key, NB, params);
        keyed = true;
    }
    // block by block, as symcore is called
    for (size_t i = 0; i < nblocks; i++) {
        if (decrypt)
            dec.ProcessBlock(in + i * NB, out + i * NB);
        else
            enc.ProcessBlock(in + i * NB, out + i * NB);
    }
}
}
#endif

void bench_cryptopp_threefish(int bits, int decrypt, uint8_t *out, const uint8_t *in, size_t nblocks,
                              const uint8_t *key, const uint8_t *tweak)
{
#if BENCH_HAVE_CRYPTOPP
    if (bits == 256)
        cryptopp_run<CryptoPP::Threefish256::Encryption, CryptoPP::Threefish256::Decryption, 32>(
            decrypt, out, in, nblocks, key, tweak);
    else if (bits == 512)
        cryptopp_run<CryptoPP::Threefish512::Encryption, CryptoPP::Threefish512::Decryption, 64>(
            decrypt, out, in, nblocks, key, tweak);
    else
        cryptopp_run<CryptoPP::Threefish1024::Encryption, CryptoPP::Threefish1024::Decryption, 128>(
            decrypt, out, in, nblocks, key, tweak);
#else
    (void)bits, (void)decrypt, (void)out, (void)in, (void)nblocks, (void)key, (void)tweak;
#endif
}

void bench_botan_threefish512(int decrypt, uint8_t *out, const uint8_t *in, size_t nblocks,
                              const uint8_t *key, const uint8_t *tweak)
{
#if BENCH_HAVE_BOTAN
    // Never destroyed: Botan's locked-memory pool may be gone at exit.
    static Botan::Threefish_512 *tf = nullptr;
    if (tf == nullptr) {
        tf = new Botan::Threefish_512;
        tf->set_key(key, 64);
        tf->set_tweak(tweak, 16);
    }
    for (size_t i = 0; i < nblocks; i++) {
        if (decrypt)
            tf->decrypt(in + 64 * i, out + 64 * i);
        else
            tf->encrypt(in + 64 * i, out + 64 * i);
    }
#else
    (void)decrypt, (void)out, (void)in, (void)nblocks, (void)key, (void)tweak;
#endif
}

void bench_botan_skein512(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen)
{
#if BENCH_HAVE_BOTAN
    // One object per output length, reused (final() resets it), as a caller would.
    static Botan::Skein_512 *h256 = new Botan::Skein_512(256), *h512 = new Botan::Skein_512(512);
    Botan::Skein_512 &h = outlen == 32 ? *h256 : *h512;
    h.update(in, inlen);
    h.final(out);
#else
    (void)out, (void)outlen, (void)in, (void)inlen;
#endif
}
