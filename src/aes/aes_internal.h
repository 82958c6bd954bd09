/*
 * The AES layer (FIPS 197): forward block encryption with 128-, 192- and
 * 256-bit keys, for FF1 and FF3 (src/fpe), which need no decryption. Not part
 * of the public API.
 *
 * One interface, several backends, one dispatch point:
 * - portable: the bitsliced "ct64" design (four blocks at once in eight
 *   64-bit words, the S-box as the Boyar-Peralta-Calik Boolean circuit):
 *   constant time, no table, any word size and endianness;
 * - aesni (x86-64): AES-NI instructions, up to 8 blocks interleaved in
 *   encrypt_blocks, the round keys held in registers across a CBC-MAC chain;
 * - vaes (x86-64 with AVX-512F and VAES): encrypt_blocks on four blocks per
 *   512-bit register, up to 32 in flight; the rest is aesni's;
 * - armv8-aes (AArch64 with the AES instructions): AESE/AESMC, 8 blocks in
 *   flight in encrypt_blocks, the round keys in registers in cbc_mac.
 * symcore__aes_backend() picks the fastest this CPU runs (vaes, aesni or armv8-aes,
 * portable), once per process; symcore_backend("aes") names it. All three
 * are constant time: no branch or address depends on the key or the data.
 *
 * Key layout: symcore__aes_init expands the key for the backend of this
 * process (aesni and vaes: the FIPS 197 round keys as bytes; portable: each
 * round key bitsliced and packed into two words). A key must be used with the
 * backend that expanded it: tests that call a backend's functions directly
 * expand the key with that backend's init. The expansion itself is the same
 * constant-time software schedule for every backend.
 *
 * Cost: the portable backend encrypts 1 to 4 blocks in the time of one call,
 * so encrypt_blocks should be given all the independent blocks at hand;
 * cbc_mac costs one such call per block. On aesni a chained block costs the
 * latency of its rounds; independent blocks overlap.
 *
 * Secrets on the stack: buffers declared here that hold key material are
 * wiped. The portable backend's encrypt_blocks and cbc_mac also scrub the
 * stack their work used (symcore__scrub_stack): its frames held the blocks
 * themselves, not only in declared buffers. The aesni and vaes backends keep
 * blocks and round keys in registers. The FPE calls above do not scrub their
 * own frames (see symcore/fpe.h).
 *
 * Misuse: symcore__aes_init returns SYMCORE_EINVAL for a NULL key or output or
 * a length other than 16, 24, 32 (and then clears k: no usable key). A
 * wiped or all-zero key makes encrypt_blocks and cbc_mac do nothing, as does
 * a NULL key, output or input with nblocks > 0.
 */
#ifndef SYMCORE_AES_INTERNAL_H
#define SYMCORE_AES_INTERNAL_H

#include "../common/internal.h"

#define SC_AES_BLOCK 16
#define SC_AES_MAX_ROUNDS 14

typedef struct sc_aes_key {
    /* 240 bytes: (rounds + 1) round keys of 16 bytes (aesni, vaes) or of
     * two packed bitsliced words (portable). */
    union {
        _Alignas(16) uint64_t w[2 * (SC_AES_MAX_ROUNDS + 1)];
        uint8_t b[SC_AES_BLOCK * (SC_AES_MAX_ROUNDS + 1)];
    } rk;
    uint32_t rounds; /* 10, 12, 14; 0 when wiped */
} sc_aes_key;

/* Expands a 16-, 24- or 32-byte key for the backend this process uses;
 * SYMCORE_EINVAL otherwise. */
int symcore__aes_init(sc_aes_key *k, const uint8_t *key, size_t keylen);
/* nblocks independent blocks (ECB): out may equal in (exactly, not a partial
 * overlap). Backends encrypt several at once. */
void symcore__aes_encrypt_blocks(const sc_aes_key *k, uint8_t *out, const uint8_t *in, size_t nblocks);
/* CBC-MAC chaining: for each of nblocks blocks m: y = E(y XOR m). y holds the
 * chaining value in and out. */
void symcore__aes_cbc_mac(const sc_aes_key *k, uint8_t y[16], const uint8_t *in, size_t nblocks);
/* Clears the round keys; the key is then inert. */
void symcore__aes_wipe(sc_aes_key *k);

struct sc_aes_backend {
    const char *name;
    int (*init)(sc_aes_key *k, const uint8_t *key, size_t keylen);
    /* Both assume a key this backend expanded, rounds 10, 12 or 14, and
     * non-NULL buffers: the symcore__aes_* wrappers check. */
    void (*encrypt_blocks)(const sc_aes_key *k, uint8_t *out, const uint8_t *in, size_t nblocks);
    void (*cbc_mac)(const sc_aes_key *k, uint8_t y[16], const uint8_t *in, size_t nblocks);
};

extern const struct sc_aes_backend symcore__aes_portable;
#if SC_X86_64
/* aesni needs SC_CPU_AESNI; vaes needs SC_CPU_AESNI, SC_CPU_VAES and
 * SC_CPU_AVX512F. vaes shares the key expansion, the CBC-MAC and the
 * encryption of fewer than 4 blocks with aesni. */
extern const struct sc_aes_backend symcore__aes_aesni;
extern const struct sc_aes_backend symcore__aes_vaes;
int symcore__aes_aesni_init(sc_aes_key *k, const uint8_t *key, size_t keylen);
void symcore__aes_aesni_encrypt_blocks(const sc_aes_key *k, uint8_t *out, const uint8_t *in, size_t nblocks);
void symcore__aes_aesni_cbc_mac(const sc_aes_key *k, uint8_t y[16], const uint8_t *in, size_t nblocks);
#endif
/* armv8-aes (aes_armv8.c): AArch64 with AESE/AESMC, needs SC_CPU_ARM_AES.
 * Its functions carry the target attribute SC_ARMV8_AES_ATTR (gcc 12 knows
 * "+crypto", clang "aes"); clang's arm_neon.h declares the AES intrinsics for
 * such functions from clang 16 on, older ones only when the whole target has
 * them. */
#if SC_AARCH64 && (defined(__ARM_FEATURE_AES) || defined(__ARM_FEATURE_CRYPTO) ||                          \
                   (defined(__clang__) && __clang_major__ >= 16) || (!defined(__clang__) && __GNUC__ >= 9))
#define SC_AES_HAVE_ARMV8 1
#if defined(__clang__)
#define SC_ARMV8_AES_ATTR __attribute__((target("aes")))
#else
#define SC_ARMV8_AES_ATTR __attribute__((target("+crypto")))
#endif
extern const struct sc_aes_backend symcore__aes_armv8;
int symcore__aes_armv8_init(sc_aes_key *k, const uint8_t *key, size_t keylen);
void symcore__aes_armv8_encrypt_blocks(const sc_aes_key *k, uint8_t *out, const uint8_t *in, size_t nblocks);
void symcore__aes_armv8_cbc_mac(const sc_aes_key *k, uint8_t y[16], const uint8_t *in, size_t nblocks);
#else
#define SC_AES_HAVE_ARMV8 0
#endif

/* The backend every AES user of the library goes through: the fastest this
 * CPU runs. Inline, as the FPE calls pick it on every call. */
SC_INLINE const struct sc_aes_backend *symcore__aes_backend(void)
{
#if SC_X86_64
    uint32_t f = symcore__cpu_features();
    if ((f & SC_CPU_AESNI) && (f & SC_CPU_VAES) && (f & SC_CPU_AVX512F))
        return &symcore__aes_vaes;
    if (f & SC_CPU_AESNI)
        return &symcore__aes_aesni;
#endif
#if SC_AES_HAVE_ARMV8
    if (symcore__cpu_features() & SC_CPU_ARM_AES)
        return &symcore__aes_armv8;
#endif
    return &symcore__aes_portable;
}

/* The bodies two backends share: encrypt_blocks through the backend's
 * encrypt_chunk(k, rounds, out, in, n) on 8 blocks at a time, then the last
 * 0..7 side by side (n a constant in every call); cbc_mac through its
 * chain10, chain12, chain14 (the chains load their first block before
 * counting, hence the nblocks == 0 return). */
#define SC_AES_ENCRYPT_BY_CHUNKS(k, out, in, nblocks)                 \
    do {                                                               \
        unsigned rounds_ = (k)->rounds;                                \
        for (; nblocks >= 8; nblocks -= 8, in += 128, out += 128)      \
            encrypt_chunk(k, rounds_, out, in, 8);                     \
        switch (nblocks) {                                             \
        case 7: encrypt_chunk(k, rounds_, out, in, 7); break;          \
        case 6: encrypt_chunk(k, rounds_, out, in, 6); break;          \
        case 5: encrypt_chunk(k, rounds_, out, in, 5); break;          \
        case 4: encrypt_chunk(k, rounds_, out, in, 4); break;          \
        case 3: encrypt_chunk(k, rounds_, out, in, 3); break;          \
        case 2: encrypt_chunk(k, rounds_, out, in, 2); break;          \
        case 1: encrypt_chunk(k, rounds_, out, in, 1); break;          \
        default: break;                                                \
        }                                                              \
    } while (0)
#define SC_AES_CBC_MAC_BY_ROUNDS(k, y, in, nblocks) \
    do {                                            \
        if ((nblocks) == 0)                         \
            return;                                 \
        if ((k)->rounds == 10)                      \
            chain10(k, y, in, nblocks);             \
        else if ((k)->rounds == 12)                 \
            chain12(k, y, in, nblocks);             \
        else                                        \
            chain14(k, y, in, nblocks);             \
    } while (0)

/* FIPS 197 KeyExpansion in constant time (SubWord through the bitsliced
 * S-box of aes_portable.c): rk receives the 16 * (rounds + 1) bytes of the round
 * keys, round key r at rk + 16r. Returns the number of rounds (10, 12, 14), or
 * 0 for a bad key length (rk untouched). */
unsigned symcore__aes_expand_key(uint8_t rk[SC_AES_BLOCK * (SC_AES_MAX_ROUNDS + 1)], const uint8_t *key,
                                 size_t keylen);

#endif
