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
#define BATCH_VAES_ATTR __attribute__((target("aes,sse4.1,bmi2,avx512f,avx512bw,vaes")))

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

/* NUM and STR of a half on the weights of the job (wnum, wstr), for
 * numerals or an alphabet of one run, the character less or plus the run's
 * first; the same sums as batch_num and batch_str, with the alphabet's
 * branches out of the loops. */
SC_INLINE uint64_t num_w(const batch_job *J, size_t off, size_t len, const uint64_t *w)
{
    uint64_t s = 0;
    if (J->io->alphabet) {
        const unsigned char *in = (const unsigned char *)J->io->in8 + off;
        uint32_t first = J->io->alphabet->run_char[0];
        for (size_t p = 0; p < len; p++)
            s += (uint64_t)(in[p] - first) * w[p];
    } else {
        const uint16_t *in = J->io->in16 + off;
        for (size_t p = 0; p < len; p++)
            s += (uint64_t)in[p] * w[p];
    }
    return s;
}
SC_INLINE void str_w(const batch_job *J, size_t off, size_t len, const uint64_t *w, uint64_t x)
{
    const struct symcore_fpe_state *st = J->st;
    uint64_t s = sc_fpe_frac_over(x, st->pow_inv[len] - 1, st->pow_frac[len][0]);
    if (J->io->alphabet) {
        char *out = J->io->out8 + off;
        uint32_t first = J->io->alphabet->run_char[0];
        for (size_t p = 0; p < len; p++)
            out[p] = (char)(unsigned char)(sc_fpe_numeral_frac(s, w[p], st->radix) + first);
    } else {
        uint16_t *out = J->io->out16 + off;
        for (size_t p = 0; p < len; p++)
            out[p] = (uint16_t)sc_fpe_numeral_frac(s, w[p], st->radix);
    }
}
/* group_num and group_str that way where they apply (numerals, one run). */
SC_INLINE void group_num_w(const batch_job *J, size_t first, size_t g, size_t G, uint64_t *A, uint64_t *B, int ff3)
{
    if (J->io->alphabet && J->io->alphabet->runs != 1) {
        group_num(J, first, g, G, A, B, ff3);
        return;
    }
    for (size_t j = 0; j < G; j++) {
        size_t off = (first + j) * J->n;
        A[j] = j < g ? num_w(J, off, J->u, J->wnum[0]) : 0;
        B[j] = j < g ? num_w(J, off + J->u, J->v, J->wnum[1]) : 0;
    }
}
SC_INLINE void group_str_w(const batch_job *J, size_t first, size_t g, const uint64_t *A, const uint64_t *B, int ff3)
{
    if (J->io->alphabet && J->io->alphabet->runs != 1) {
        group_str(J, first, g, A, B, ff3);
        return;
    }
    for (size_t j = 0; j < g; j++) {
        size_t off = (first + j) * J->n;
        str_w(J, off, J->u, J->wstr[0], A[j]);
        str_w(J, off + J->u, J->v, J->wstr[1], B[j]);
    }
}

/* AES-NI: a set is AESNI_SET records, one block to an XMM register (two
 * sets and a round key fill 9 of the 16). */
#define AESNI_SET (AESNI_GROUP / 2)

/* Round i's blocks of a set (X: the halves the round encrypts) through every
 * AES round into x. */
SC_INLINE BATCH_AESNI_ATTR void set_aes_aesni(const batch_job *J, uint32_t i, const uint64_t *X, __m128i *x, int ff3)
{
    const __m128i *rk = (const __m128i *)(const void *)J->key->rk.w; /* 16-byte aligned */
    const unsigned R = J->key->rounds;
    for (size_t j = 0; j < AESNI_SET; j++)
        x[j] = lane_block(J, i, X[j], ff3);
    for (unsigned k = 1; k < R; k++) {
        __m128i key = _mm_load_si128(rk + k);
        for (size_t j = 0; j < AESNI_SET; j++)
            x[j] = _mm_aesenc_si128(x[j], key);
    }
    for (size_t j = 0; j < AESNI_SET; j++)
        x[j] = _mm_aesenclast_si128(x[j], _mm_load_si128(rk + R));
}

/* Two sets staggered by half a round, as group_vaes below. */
SC_INLINE BATCH_AESNI_ATTR void group_aesni(const batch_job *J, size_t first, size_t g, int ff3, int decrypt)
{
    const uint32_t rounds = ff3 ? 8 : 10;
    uint64_t A[AESNI_GROUP], B[AESNI_GROUP];
    __m128i x0[AESNI_SET], x1[AESNI_SET];
    const batch_mod *prev = NULL;
    group_num_w(J, first, g, AESNI_GROUP, A, B, ff3);
    for (uint32_t r = 0; r < rounds; r++) {
        uint32_t i = decrypt ? rounds - 1 - r : r;
        const batch_mod *M = &J->M[i & 1];
        set_aes_aesni(J, i, decrypt ? A : B, x0, ff3);
        for (size_t j = 0; prev && j < AESNI_SET; j++)
            lane_step(J, x1[j], A, B, AESNI_SET + j, prev, ff3, decrypt);
        set_aes_aesni(J, i, decrypt ? A + AESNI_SET : B + AESNI_SET, x1, ff3);
        for (size_t j = 0; j < AESNI_SET; j++)
            lane_step(J, x0[j], A, B, j, M, ff3, decrypt);
        prev = M;
    }
    for (size_t j = 0; j < AESNI_SET; j++)
        lane_step(J, x1[j], A, B, AESNI_SET + j, prev, ff3, decrypt);
    group_str_w(J, first, g, A, B, ff3);
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

/*
 * NUM and STR of a half in 512-bit registers, eight numerals (or
 * characters of a one-run alphabet) to a register: the sums and fractions
 * of batch_num and batch_str, the products by vpmuludq on 32-bit pieces
 * (numerals below 2^17, so d w = d lo(w) + (d hi(w) << 32); s w mod 2^64 =
 * lo(s) lo(w) + ((hi(s) lo(w) + lo(s) hi(w)) << 32); mulhi(t, radix) =
 * (hi(t) radix + (lo(t) radix >> 32)) >> 32 for radix < 2^32), with no
 * branch or index on a numeral. A last register of fewer than eight
 * numerals is masked.
 */
SC_INLINE BATCH_VAES_ATTR __m512i mul64_lo(__m512i a, __m512i b)
{
    __m512i cross = _mm512_add_epi64(_mm512_mul_epu32(_mm512_srli_epi64(a, 32), b),
                                     _mm512_mul_epu32(a, _mm512_srli_epi64(b, 32)));
    return _mm512_add_epi64(_mm512_mul_epu32(a, b), _mm512_slli_epi64(cross, 32));
}
SC_INLINE BATCH_VAES_ATTR uint64_t num_vaes(const batch_job *J, size_t off, size_t len, const uint64_t *w)
{
    const sc_fpe_io *io = J->io;
    __m512i acc = _mm512_setzero_si512();
    __m512i first = _mm512_set1_epi64(io->alphabet ? io->alphabet->run_char[0] : 0);
    for (size_t p = 0; p < len; p += 8) {
        __mmask8 m = (__mmask8)(len - p >= 8 ? 0xff : (1u << (len - p)) - 1);
        __m512i d;
        if (io->alphabet) /* one run: the numeral is the character minus the run's first */
            d = _mm512_sub_epi64(
                _mm512_cvtepu8_epi64(_mm512_castsi512_si128(_mm512_maskz_loadu_epi8(m, io->in8 + off + p))), first);
        else
            d = _mm512_cvtepu16_epi64(_mm512_castsi512_si128(_mm512_maskz_loadu_epi16(m, io->in16 + off + p)));
        d = _mm512_maskz_mov_epi64(m, d);
        __m512i wv = _mm512_load_si512(w + p);
        acc = _mm512_add_epi64(acc, _mm512_mul_epu32(d, wv));
        acc = _mm512_add_epi64(acc, _mm512_slli_epi64(_mm512_mul_epu32(d, _mm512_srli_epi64(wv, 32)), 32));
    }
    return (uint64_t)_mm512_reduce_add_epi64(acc);
}
SC_INLINE BATCH_VAES_ATTR void str_vaes(const batch_job *J, size_t off, size_t len, const uint64_t *w, uint64_t x)
{
    const struct symcore_fpe_state *st = J->st;
    const sc_fpe_io *io = J->io;
    __m512i s = _mm512_set1_epi64((long long)sc_fpe_frac_over(x, st->pow_inv[len] - 1, st->pow_frac[len][0]));
    __m512i radix = _mm512_set1_epi64(st->radix);
    __m512i first = _mm512_set1_epi64(io->alphabet ? io->alphabet->run_char[0] : 0);
    for (size_t p = 0; p < len; p += 8) {
        __mmask8 m = (__mmask8)(len - p >= 8 ? 0xff : (1u << (len - p)) - 1);
        __m512i t = mul64_lo(s, _mm512_load_si512(w + p));
        __m512i lo = _mm512_srli_epi64(_mm512_mul_epu32(t, radix), 32);
        __m512i d = _mm512_srli_epi64(_mm512_add_epi64(_mm512_mul_epu32(_mm512_srli_epi64(t, 32), radix), lo), 32);
        /* narrowed in registers, then a masked store: MSan follows these
         * (its rules do not cover the narrowing stores, vpmovqb/qw to memory) */
        if (io->alphabet)
            _mm512_mask_storeu_epi8(io->out8 + off + p, (__mmask64)m,
                                    _mm512_castsi128_si512(_mm512_cvtepi64_epi8(_mm512_add_epi64(d, first))));
        else
            _mm512_mask_storeu_epi16(io->out16 + off + p, (__mmask32)m,
                                     _mm512_castsi128_si512(_mm512_cvtepi64_epi16(d)));
    }
}
/* NUM and STR of a group in vector registers where they apply (numerals,
 * or an alphabet of one run), else group_num and group_str. */
SC_INLINE BATCH_VAES_ATTR int vec_io(const batch_job *J)
{
    return !J->io->alphabet || J->io->alphabet->runs == 1;
}
SC_INLINE BATCH_VAES_ATTR void group_num_vaes(const batch_job *J, size_t first, size_t g, uint64_t *A, uint64_t *B,
                                              int ff3)
{
    if (!vec_io(J)) {
        group_num(J, first, g, VAES_GROUP, A, B, ff3);
        return;
    }
    for (size_t j = 0; j < VAES_GROUP; j++) {
        size_t off = (first + j) * J->n;
        A[j] = j < g ? num_vaes(J, off, J->u, J->wnum[0]) : 0;
        B[j] = j < g ? num_vaes(J, off + J->u, J->v, J->wnum[1]) : 0;
    }
}
SC_INLINE BATCH_VAES_ATTR void group_str_vaes(const batch_job *J, size_t first, size_t g, const uint64_t *A,
                                              const uint64_t *B, int ff3)
{
    if (!vec_io(J)) {
        group_str(J, first, g, A, B, ff3);
        return;
    }
    for (size_t j = 0; j < g; j++) {
        size_t off = (first + j) * J->n;
        str_vaes(J, off, J->u, J->wstr[0], A[j]);
        str_vaes(J, off + J->u, J->v, J->wstr[1], B[j]);
    }
}

/* VAES: a set is VAES_SET records, four blocks to a ZMM register. */
#define VAES_SET (VAES_GROUP / 2)

/* Round i's blocks of the set of records whose halves X[0..VAES_SET) the
 * round encrypts, through every AES round into z. */
SC_INLINE BATCH_VAES_ATTR void set_aes_vaes(const batch_job *J, uint32_t i, const uint64_t *X, __m512i *z, int ff3)
{
    const __m128i *rk = (const __m128i *)(const void *)J->key->rk.w; /* 16-byte aligned */
    const unsigned R = J->key->rounds;
    for (size_t q = 0; q < VAES_SET / 4; q++) {
        __m512i t = _mm512_castsi128_si512(lane_block(J, i, X[4 * q], ff3));
        t = _mm512_inserti32x4(t, lane_block(J, i, X[4 * q + 1], ff3), 1);
        t = _mm512_inserti32x4(t, lane_block(J, i, X[4 * q + 2], ff3), 2);
        z[q] = _mm512_inserti32x4(t, lane_block(J, i, X[4 * q + 3], ff3), 3);
    }
    for (unsigned k = 1; k < R; k++) {
        __m512i key = _mm512_broadcast_i32x4(_mm_load_si128(rk + k));
        for (size_t q = 0; q < VAES_SET / 4; q++)
            z[q] = _mm512_aesenc_epi128(z[q], key);
    }
    __m512i last = _mm512_broadcast_i32x4(_mm_load_si128(rk + R));
    for (size_t q = 0; q < VAES_SET / 4; q++)
        z[q] = _mm512_aesenclast_epi128(z[q], last);
}

/* The set's arithmetic after its round (z: the AES outputs), lanes
 * base..base + VAES_SET of A and B. */
SC_INLINE BATCH_VAES_ATTR void set_arith_vaes(const batch_job *J, const __m512i *z, uint64_t *A, uint64_t *B,
                                              size_t base, const batch_mod *M, int ff3, int decrypt)
{
    for (size_t q = 0; q < VAES_SET / 4; q++) {
        size_t j = base + 4 * q;
        lane_step(J, _mm512_castsi512_si128(z[q]), A, B, j, M, ff3, decrypt);
        lane_step(J, _mm512_extracti32x4_epi32(z[q], 1), A, B, j + 1, M, ff3, decrypt);
        lane_step(J, _mm512_extracti32x4_epi32(z[q], 2), A, B, j + 2, M, ff3, decrypt);
        lane_step(J, _mm512_extracti32x4_epi32(z[q], 3), A, B, j + 3, M, ff3, decrypt);
    }
}

/*
 * Two sets of records, staggered by half a round: in program order set 0's
 * AES comes beside set 1's arithmetic of the round before, and set 1's AES
 * beside set 0's arithmetic, so that the AES units work while the
 * multipliers do (one set alone leaves each idle while the other works).
 */
SC_INLINE BATCH_VAES_ATTR void group_vaes(const batch_job *J, size_t first, size_t g, int ff3, int decrypt)
{
    const uint32_t rounds = ff3 ? 8 : 10;
    uint64_t A[VAES_GROUP], B[VAES_GROUP];
    __m512i z0[VAES_SET / 4], z1[VAES_SET / 4];
    const batch_mod *prev = NULL;
    group_num_vaes(J, first, g, A, B, ff3);
    for (uint32_t r = 0; r < rounds; r++) {
        uint32_t i = decrypt ? rounds - 1 - r : r;
        const batch_mod *M = &J->M[i & 1];
        set_aes_vaes(J, i, decrypt ? A : B, z0, ff3);
        if (prev)
            set_arith_vaes(J, z1, A, B, VAES_SET, prev, ff3, decrypt);
        set_aes_vaes(J, i, decrypt ? A + VAES_SET : B + VAES_SET, z1, ff3);
        set_arith_vaes(J, z0, A, B, 0, M, ff3, decrypt);
        prev = M;
    }
    set_arith_vaes(J, z1, A, B, VAES_SET, prev, ff3, decrypt);
    group_str_vaes(J, first, g, A, B, ff3);
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
