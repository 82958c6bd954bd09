/*
 * Every AES backend this CPU runs (aesni, vaes) against the portable one:
 * from a fuzzer-chosen key (16, 24 or 32 bytes), encrypt_blocks over a
 * fuzzer-chosen number of the message's blocks, out of place and in place,
 * and a cbc_mac chain from a fuzzer-chosen chaining value, whole and split at
 * a fuzzer-chosen block; sentinels after every output.
 */
#include "fuzz.h"
#include "aes/aes_internal.h"

#define MAXBLOCKS 40
#define GUARD 16

static void compare(const struct sc_aes_backend *b, const uint8_t *key, size_t keylen, const uint8_t *msg,
                    size_t nblocks, const uint8_t iv[16], size_t split)
{
    const struct sc_aes_backend *ref = &symcore__aes_portable;
    sc_aes_key kr, kb;
    static uint8_t o1[16 * MAXBLOCKS + GUARD], o2[16 * MAXBLOCKS + GUARD];
    uint8_t y1[16 + GUARD], y2[16 + GUARD];

    FZ_ASSERT(ref->init(&kr, key, keylen) == SYMCORE_OK);
    FZ_ASSERT(b->init(&kb, key, keylen) == SYMCORE_OK);

    fz_guard(o1 + 16 * nblocks, GUARD);
    fz_guard(o2 + 16 * nblocks, GUARD);
    ref->encrypt_blocks(&kr, o1, msg, nblocks);
    b->encrypt_blocks(&kb, o2, msg, nblocks);
    FZ_ASSERT(memcmp(o1, o2, 16 * nblocks) == 0);
    FZ_ASSERT(fz_guarded(o2 + 16 * nblocks, GUARD));

    memcpy(o2, msg, 16 * nblocks); /* in place */
    b->encrypt_blocks(&kb, o2, o2, nblocks);
    FZ_ASSERT(memcmp(o1, o2, 16 * nblocks) == 0);
    FZ_ASSERT(fz_guarded(o2 + 16 * nblocks, GUARD));

    /* a backend's cbc_mac assumes nblocks > 0 (aesni reads a block and
     * counts down from nblocks): the symcore__aes_cbc_mac wrapper checks */
    if (nblocks == 0)
        return;
    memcpy(y1, iv, 16);
    memcpy(y2, iv, 16);
    fz_guard(y2 + 16, GUARD);
    ref->cbc_mac(&kr, y1, msg, nblocks);
    b->cbc_mac(&kb, y2, msg, nblocks);
    FZ_ASSERT(memcmp(y1, y2, 16) == 0);
    FZ_ASSERT(fz_guarded(y2 + 16, GUARD));

    memcpy(y2, iv, 16); /* the chain split in two gives the same */
    if (split > 0)
        b->cbc_mac(&kb, y2, msg, split);
    if (split < nblocks)
        b->cbc_mac(&kb, y2, msg + 16 * split, nblocks - split);
    FZ_ASSERT(memcmp(y1, y2, 16) == 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct fz f = { data, size };
    static const size_t keylens[3] = { 16, 24, 32 };
    uint8_t key[32], iv[16];
    static uint8_t msg[16 * MAXBLOCKS];
    size_t keylen = keylens[fz_byte(&f) % 3];
    fz_take(&f, key, keylen);
    fz_take(&f, iv, sizeof iv);
    size_t nblocks = fz_size(&f, MAXBLOCKS);
    size_t split = fz_size(&f, nblocks);
    fz_take(&f, msg, 16 * nblocks);

    /* the portable backend against itself checks in place, the split and the sentinels */
    compare(&symcore__aes_portable, key, keylen, msg, nblocks, iv, split);
#if SC_X86_64
    uint32_t cpu = symcore__cpu_features();
    if (cpu & SC_CPU_AESNI)
        compare(&symcore__aes_aesni, key, keylen, msg, nblocks, iv, split);
    if ((cpu & SC_CPU_AESNI) && (cpu & SC_CPU_VAES) && (cpu & SC_CPU_AVX512F))
        compare(&symcore__aes_vaes, key, keylen, msg, nblocks, iv, split);
#endif
    compare(symcore__aes_backend(), key, keylen, msg, nblocks, iv, split);
    return 0;
}
