/*
 * The batches' group engines with AES-NI and with VAES (x86-64): a group's
 * blocks stay in registers from the round's block to its arithmetic, no
 * trip through memory between them.
 *
 * A record's round is AES (10 to 14 dependent aesenc, about 4 cycles each)
 * and then a few multiplications on its output. With one record the AES
 * units wait on both; with a group in flight, each round key is applied to
 * every record's block before the next (the units take one or two aesenc a
 * cycle, so 8 blocks keep them busy for the latency of one), and the
 * records' arithmetic overlaps the next records' AES in the CPU's window.
 * AES-NI: 8 records, one block per XMM register; VAES: 16 records, four
 * blocks per ZMM register, each round key broadcast once.
 *
 * The blocks: FF1's is J->k0[i] (y0 ^ rk[0] ^ Q's last block for round i,
 * X = 0) with X's b big-endian bytes xored into its end; FF3's is
 * J->k0[i] (rk[0] ^ the tweak's half ^ [i] in bytes 12..15) with X's 8
 * little-endian bytes xored into its start. The arithmetic is
 * fpe_batch_group.h's, the single calls' (bit for bit).
 *
 * Constant time: branches on public values only (round, direction, group
 * size, d); the round keys, blocks and halves stay in registers (the halves
 * of the group in arrays wiped at the end).
 */
#include "fpe_batch_group.h"

#if SC_X86_64 && defined(__SIZEOF_INT128__)
#include <immintrin.h>

#define BATCH_AESNI_ATTR __attribute__((target("aes,sse4.1")))
#define BATCH_VAES_ATTR __attribute__((target("aes,sse4.1,bmi2,avx512f,vaes")))

#define AESNI_GROUP 8
#define VAES_GROUP 16
_Static_assert(AESNI_GROUP <= SC_FPE_BATCH_MAX && VAES_GROUP <= SC_FPE_BATCH_MAX, "group arrays too small");

/* Round i's block for a record whose half X the round encrypts. */
SC_INLINE BATCH_AESNI_ATTR __m128i lane_block(const batch_job *J, uint32_t i, uint64_t X, int ff3)
{
    __m128i k0 = _mm_load_si128((const __m128i *)(const void *)J->k0[i]);
    if (ff3) /* NUM(REV(X)) little-endian in bytes 0..7 */
        return _mm_xor_si128(k0, _mm_cvtsi64_si128((long long)X));
    /* X < 2^(8b) big-endian in bytes 8..15: its b bytes end the block, the bytes before them zero */
    return _mm_xor_si128(k0, _mm_set_epi64x((long long)__builtin_bswap64(X), 0));
}

/* The record's Z after round i, from the round's AES output x. */
SC_INLINE BATCH_AESNI_ATTR uint64_t lane_round(const batch_job *J, __m128i x, uint64_t Z, const batch_mod *M,
                                               int ff3, int decrypt)
{
    if (ff3) /* the reductions by fractions (J->frac): FF1's d = 8, no next word */
        return ff3_arith((uint64_t)_mm_cvtsi128_si64(x), (uint64_t)_mm_extract_epi64(x, 1), Z, M, 1, decrypt);
    return ff1_arith(J, __builtin_bswap64((uint64_t)_mm_cvtsi128_si64(x)), 0, Z, M, 1, decrypt);
}

/* NUM of the group's g records (the lanes past g: zero halves, valid
 * inputs whose outputs are dropped). */
SC_INLINE void group_num(const batch_job *J, size_t first, size_t g, size_t G, uint64_t *A, uint64_t *B, int ff3)
{
    for (size_t j = 0; j < G; j++) {
        size_t off = (first + j) * J->n;
        A[j] = j < g ? batch_num(J->st, J->io, off, J->u, ff3) : 0;
        B[j] = j < g ? batch_num(J->st, J->io, off + J->u, J->v, ff3) : 0;
    }
}

/* STR of the group's g records. */
SC_INLINE void group_str(const batch_job *J, size_t first, size_t g, const uint64_t *A, const uint64_t *B, int ff3)
{
    for (size_t j = 0; j < g; j++) {
        size_t off = (first + j) * J->n;
        batch_str(J->st, J->io, &J->c, off, J->u, ff3, A[j]);
        batch_str(J->st, J->io, &J->c, off + J->u, J->v, ff3, B[j]);
    }
}

/* Lane j's arithmetic after round i (x: its AES output), as the single
 * calls' loops: X the half the round encrypts, Z the one it changes. */
SC_INLINE BATCH_AESNI_ATTR void lane_step(const batch_job *J, __m128i x, uint64_t *A, uint64_t *B, size_t j,
                                          const batch_mod *M, int ff3, int decrypt)
{
    uint64_t X = decrypt ? A[j] : B[j], Z = decrypt ? B[j] : A[j];
    Z = lane_round(J, x, Z, M, ff3, decrypt);
    A[j] = decrypt ? Z : X;
    B[j] = decrypt ? X : Z;
}

SC_INLINE BATCH_AESNI_ATTR void group_aesni(const batch_job *J, size_t first, size_t g, int ff3, int decrypt)
{
    const __m128i *rk = (const __m128i *)(const void *)J->key->rk.w; /* 16-byte aligned */
    const unsigned R = J->key->rounds;
    const uint32_t rounds = ff3 ? 8 : 10;
    uint64_t A[AESNI_GROUP], B[AESNI_GROUP];
    group_num(J, first, g, AESNI_GROUP, A, B, ff3);
    for (uint32_t r = 0; r < rounds; r++) {
        uint32_t i = decrypt ? rounds - 1 - r : r;
        const batch_mod *M = &J->M[i & 1];
        __m128i x[AESNI_GROUP];
        for (size_t j = 0; j < AESNI_GROUP; j++)
            x[j] = lane_block(J, i, decrypt ? A[j] : B[j], ff3);
        for (unsigned k = 1; k < R; k++) {
            __m128i key = _mm_load_si128(rk + k);
            for (size_t j = 0; j < AESNI_GROUP; j++)
                x[j] = _mm_aesenc_si128(x[j], key);
        }
        for (size_t j = 0; j < AESNI_GROUP; j++)
            x[j] = _mm_aesenclast_si128(x[j], _mm_load_si128(rk + R));
        for (size_t j = 0; j < AESNI_GROUP; j++)
            lane_step(J, x[j], A, B, j, M, ff3, decrypt);
    }
    group_str(J, first, g, A, B, ff3);
    symcore_wipe(A, sizeof A);
    symcore_wipe(B, sizeof B);
}

BATCH_AESNI_ATTR void symcore__fpe_batch_group_aesni(const batch_job *J, size_t first, size_t g, int ff3)
{
    switch (ff3 << 1 | J->decrypt) { /* each a copy with the constants folded in */
    case 0: group_aesni(J, first, g, 0, 0); break;
    case 1: group_aesni(J, first, g, 0, 1); break;
    case 2: group_aesni(J, first, g, 1, 0); break;
    default: group_aesni(J, first, g, 1, 1); break;
    }
}

SC_INLINE BATCH_VAES_ATTR void group_vaes(const batch_job *J, size_t first, size_t g, int ff3, int decrypt)
{
    const __m128i *rk = (const __m128i *)(const void *)J->key->rk.w;
    const unsigned R = J->key->rounds;
    const uint32_t rounds = ff3 ? 8 : 10;
    uint64_t A[VAES_GROUP], B[VAES_GROUP];
    group_num(J, first, g, VAES_GROUP, A, B, ff3);
    for (uint32_t r = 0; r < rounds; r++) {
        uint32_t i = decrypt ? rounds - 1 - r : r;
        const batch_mod *M = &J->M[i & 1];
        __m512i z[VAES_GROUP / 4];
        for (size_t q = 0; q < VAES_GROUP / 4; q++) {
            const uint64_t *X = decrypt ? A + 4 * q : B + 4 * q;
            __m512i t = _mm512_castsi128_si512(lane_block(J, i, X[0], ff3));
            t = _mm512_inserti32x4(t, lane_block(J, i, X[1], ff3), 1);
            t = _mm512_inserti32x4(t, lane_block(J, i, X[2], ff3), 2);
            z[q] = _mm512_inserti32x4(t, lane_block(J, i, X[3], ff3), 3);
        }
        for (unsigned k = 1; k < R; k++) {
            __m512i key = _mm512_broadcast_i32x4(_mm_load_si128(rk + k));
            for (size_t q = 0; q < VAES_GROUP / 4; q++)
                z[q] = _mm512_aesenc_epi128(z[q], key);
        }
        __m512i last = _mm512_broadcast_i32x4(_mm_load_si128(rk + R));
        for (size_t q = 0; q < VAES_GROUP / 4; q++)
            z[q] = _mm512_aesenclast_epi128(z[q], last);
        for (size_t q = 0; q < VAES_GROUP / 4; q++) {
            lane_step(J, _mm512_castsi512_si128(z[q]), A, B, 4 * q, M, ff3, decrypt);
            lane_step(J, _mm512_extracti32x4_epi32(z[q], 1), A, B, 4 * q + 1, M, ff3, decrypt);
            lane_step(J, _mm512_extracti32x4_epi32(z[q], 2), A, B, 4 * q + 2, M, ff3, decrypt);
            lane_step(J, _mm512_extracti32x4_epi32(z[q], 3), A, B, 4 * q + 3, M, ff3, decrypt);
        }
    }
    group_str(J, first, g, A, B, ff3);
    symcore_wipe(A, sizeof A);
    symcore_wipe(B, sizeof B);
}

BATCH_VAES_ATTR void symcore__fpe_batch_group_vaes(const batch_job *J, size_t first, size_t g, int ff3)
{
    switch (ff3 << 1 | J->decrypt) {
    case 0: group_vaes(J, first, g, 0, 0); break;
    case 1: group_vaes(J, first, g, 0, 1); break;
    case 2: group_vaes(J, first, g, 1, 0); break;
    default: group_vaes(J, first, g, 1, 1); break;
    }
}
#else
typedef int sc_fpe_batch_aesni_unused; /* ISO C forbids an empty translation unit */
#endif
