/*
 * Threefish-256, -512 and -1024 known answers: the all-zero key, tweak and
 * block, and the pattern vectors (key bytes 10 11 12 .., tweak bytes 00 01 ..
 * 0f, block bytes ff fe fd ..) of the Skein 1.3 submission's
 * skein_golden_kat_internals.txt, as transcribed in Crypto++
 * TestVectors/threefish.txt (Test Vectors 5-10; also RustCrypto threefish
 * tests). The vectors are 64-bit words; bytes are their little-endian form.
 * These are true ciphertexts: decrypting them must give the plaintext back,
 * which the test checks too (the internals file itself prints Skein's
 * ciphertext XOR plaintext, the same thing only for the all-zero block).
 */
#include <symcore.h>

#include "testutil.h"

static void words_to_bytes(uint8_t *out, const uint64_t *w, size_t n)
{
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < 8; j++)
            out[8 * i + j] = (uint8_t)(w[i] >> (8 * j));
}

/* Key bytes 0x10, 0x11, ..., tweak bytes 0x00..0x0f, block bytes 0xff, 0xfe, ... */
static void patterns(uint8_t *key, uint8_t *tweak, uint8_t *block, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        key[i] = (uint8_t)(0x10 + i);
        block[i] = (uint8_t)(0xff - i);
    }
    for (size_t i = 0; i < 16; i++)
        tweak[i] = (uint8_t)i;
}

static const uint64_t tf256_zero[4] = { 0x94EEEA8B1F2ADA84ull, 0xADF103313EAE6670ull, 0x952419A1F4B16D53ull,
                                        0xD83F13E63C9F6B11ull };
static const uint64_t tf256_pattern[4] = { 0xDF8FEA0EFF91D0E0ull, 0xD50AD82EE69281C9ull, 0x76F48D58085D869Dull,
                                           0xDF975E95B5567065ull };
static const uint64_t tf512_zero[8] = { 0xBC2560EFC6BBA2B1ull, 0xE3361F162238EB40ull, 0xFB8631EE0ABBD175ull,
                                        0x7B9479D4C5479ED1ull, 0xCFF0356E58F8C27Bull, 0xB1B7B08430F0E7F7ull,
                                        0xE9A380A56139ABF1ull, 0xBE7B6D4AA11EB47Eull };
static const uint64_t tf512_pattern[8] = { 0x2C5AD426964304E3ull, 0x9A2436D6D8CA01B4ull, 0xDD456DB00E333863ull,
                                           0x794725970EB9368Bull, 0x043546998D0A2A27ull, 0x25A7C918EA204478ull,
                                           0x346201A1FEDF11AFull, 0x3DAF1C5C3D672789ull };
static const uint64_t tf1024_zero[16] = {
    0x04B3053D0A3D5CF0ull, 0x0136E0D1C7DD85F7ull, 0x067B212F6EA78A5Cull, 0x0DA9C10B4C54E1C6ull,
    0x0F4EC27394CBACF0ull, 0x32437F0568EA4FD5ull, 0xCFF56D1D7654B49Cull, 0xA2D5FB14369B2E7Bull,
    0x540306B460472E0Bull, 0x71C18254BCEA820Dull, 0xC36B4068BEAF32C8ull, 0xFA4329597A360095ull,
    0xC4A36C28434A5B9Aull, 0xD54331444B1046CFull, 0xDF11834830B2A460ull, 0x1E39E8DFE1F7EE4Full
};
static const uint64_t tf1024_pattern[16] = {
    0xB0C33CD7DB4D65A6ull, 0xBC49A85A1077D75Dull, 0x6855FCAFEA7293E4ull, 0x1C5385AB1B7754D2ull,
    0x30E4AAFFE780F794ull, 0xE1BBEE708CAFD8D5ull, 0x9CA837B7423B0F76ull, 0xBD1403670D4963B3ull,
    0x451F2E3CE61EA48Aull, 0xB360832F9277D4FBull, 0x0AAFC7A65E12D688ull, 0xC8906E79016D05D7ull,
    0xB316570A15F41333ull, 0x74E98A2869F5D50Eull, 0x57CE6F9247432BCEull, 0xDE7CDD77215144DEull
};

/* Runs one size's two vectors: encrypt, decrypt back, in place, sentinels. */
#define KAT(bits, NB)                                                                                     \
    static void kat##bits(void)                                                                           \
    {                                                                                                     \
        symcore_threefish##bits##_ctx ctx;                                                                \
        uint8_t key[NB], tweak[16], pt[NB], want[NB], out[NB + TU_GUARD], back[NB + TU_GUARD];            \
        memset(key, 0, NB);                                                                               \
        memset(pt, 0, NB);                                                                                \
        for (int v = 0; v < 2; v++) {                                                                     \
            if (v == 1)                                                                                   \
                patterns(key, tweak, pt, NB);                                                             \
            words_to_bytes(want, v == 0 ? tf##bits##_zero : tf##bits##_pattern, NB / 8);                  \
            CHECK(symcore_threefish##bits##_init(&ctx, key, v == 0 ? NULL : tweak) == SYMCORE_OK);        \
            tu_guard_init(out, NB);                                                                       \
            CHECK(symcore_threefish##bits##_encrypt(&ctx, out, pt) == SYMCORE_OK);                        \
            CHECK_MEM(out, want, NB, "Threefish-" #bits " encrypt");                                      \
            CHECK_GUARD(out, NB);                                                                         \
            tu_guard_init(back, NB);                                                                      \
            CHECK(symcore_threefish##bits##_decrypt(&ctx, back, out) == SYMCORE_OK);                      \
            CHECK_MEM(back, pt, NB, "Threefish-" #bits " decrypt");                                       \
            CHECK_GUARD(back, NB);                                                                        \
            memcpy(back, pt, NB);                                                                         \
            CHECK(symcore_threefish##bits##_encrypt(&ctx, back, back) == SYMCORE_OK);                     \
            CHECK_MEM(back, want, NB, "Threefish-" #bits " encrypt in place");                            \
            CHECK(symcore_threefish##bits##_decrypt(&ctx, back, back) == SYMCORE_OK);                     \
            CHECK_MEM(back, pt, NB, "Threefish-" #bits " decrypt in place");                              \
        }                                                                                                 \
        symcore_threefish##bits##_wipe(&ctx);                                                             \
    }
KAT(256, 32)
KAT(512, 64)
KAT(1024, 128)

int main(void)
{
    CHECK(strcmp(symcore_backend("threefish"), "portable") == 0);
    kat256();
    kat512();
    kat1024();
    return tu_finish("threefish_kat");
}
