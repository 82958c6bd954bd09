/*
 * The rounds of FF1 and FF3 on the native path (halves below 2^63) with
 * AES-NI: one function runs all the rounds (the round keys read in place:
 * registers or memory operands, off the critical path, no copy on the stack),
 * builds each round's block in a register from the halves, and reads the AES
 * output straight into the modular arithmetic. No call, no store and reload
 * per round; only the aesenc chain and the reduction are on the critical
 * path. The same arithmetic as ff1_native / ff3_native (fpe_num.h), constant
 * time: the branches are on public values (round number, direction, b, d).
 */
#include "fpe_internal.h"

#if SC_X86_64 && defined(__SIZEOF_INT128__)
#include <immintrin.h>

#define FPE_AESNI_ATTR __attribute__((target("aes,sse2")))

/* x through AES with round keys rk[0..R] (rk[0] already xored in). */
#define FPE_AES_ROUNDS(x, rk, R)                       \
    do {                                               \
        for (int k_ = 1; k_ < (R); k_++)               \
            (x) = _mm_aesenc_si128((x), (rk)[k_]);     \
        (x) = _mm_aesenclast_si128((x), (rk)[(R)]);    \
    } while (0)

SC_INLINE FPE_AESNI_ATTR __m128i be_block(uint64_t hi, uint64_t lo)
{
    /* bytes 0..7 = hi big-endian, bytes 8..15 = lo big-endian */
    return _mm_set_epi64x((long long)__builtin_bswap64(lo), (long long)__builtin_bswap64(hi));
}

/*
 * (z + x) mod M (sub = 0) or (z - x) mod M (sub = 1) for z < M and any
 * x < 2^64, when 3M < 2^63: x - q * M with q = mulhi(x, recip) lies in
 * [0, 2M) (the estimate is at most one short), so t = z +- (x - q * M) lies in
 * [0, 3M) or (-2M, M), and the signs of t - M, t - 2M (or t, t + M), computed
 * side by side, pick the result. z + x and q * M start together: two
 * multiplications and five simple steps where reduce-then-add has eight.
 */
SC_INLINE uint64_t mod64_addsub_reduce(uint64_t z, uint64_t x, const sc_fpe_mod64 *M, int sub)
{
    uint64_t qm = sc_fpe_mulhi64(x, M->recip) * M->m;
    if (!sub) {
        uint64_t t = z + x - qm, t1 = t - M->m, t2 = t - 2 * M->m;
        uint64_t r = sc_fpe_sel64((uint64_t)0 - (t1 >> 63), t, t1);
        return sc_fpe_sel64((uint64_t)0 - (t2 >> 63), r, t2);
    }
    uint64_t t = z - x + qm, t1 = t + M->m, t2 = t + 2 * M->m;
    uint64_t r = sc_fpe_sel64((uint64_t)0 - (t >> 63), t1, t);
    return sc_fpe_sel64((uint64_t)0 - (t1 >> 63), t2, r);
}

/*
 * The common case of FF1 (d = 8, b <= 7, 3M < 2^63: radix 10 up to n = 36)
 * with every round unrolled and nothing but the chain left in each round:
 * the AES output's first 8 bytes (movq, bswap), one fused reduction
 * (mulhi, imul, two cmov), and the new half placed into the next block by
 * movq and one byte shuffle, xored into the round's precomputed block K[i]
 * (y0 ^ rk[0] ^ the template with [i]). The selects are cmov in inline
 * assembly so that no compiler turns them into branches.
 */
SC_INLINE uint64_t ff1_addmod(uint64_t z, uint64_t x, uint64_t m, uint64_t recip, uint64_t m2)
{
    uint64_t t = z + x - sc_fpe_mulhi64(x, recip) * m; /* [0, 3M) */
    uint64_t r = t, t1 = t - m, t2 = t - m2;
    __asm__("cmp %[m], %[t]\n\tcmovae %[t1], %[r]\n\tcmp %[m2], %[t]\n\tcmovae %[t2], %[r]"
            : [r] "+&r"(r)
            : [t] "r"(t), [t1] "r"(t1), [t2] "r"(t2), [m] "r"(m), [m2] "r"(m2)
            : "cc");
    return r;
}
SC_INLINE uint64_t ff1_submod(uint64_t z, uint64_t x, uint64_t m, uint64_t recip, uint64_t m2)
{
    uint64_t t = z - x + sc_fpe_mulhi64(x, recip) * m; /* (-2M, M) as a signed value */
    uint64_t r = t, t1 = t + m, t2 = t + m2;
    __asm__("test %[t], %[t]\n\tcmovs %[t1], %[r]\n\ttest %[t1], %[t1]\n\tcmovs %[t2], %[r]"
            : [r] "+&r"(r)
            : [t] "r"(t), [t1] "r"(t1), [t2] "r"(t2)
            : "cc");
    return r;
}

#define FF1_FAST_ATTR __attribute__((target("aes,sse4.1")))

/* E(K[i] with X in its last b bytes), then the first 8 output bytes as a
 * big-endian integer. X goes in through the general registers: bswap64(X)
 * is the block's last 8 bytes read little-endian (X < 2^(8b): the bytes
 * before its b are zero), xored with K[i]'s own, and pinsrq puts it in. */
#define FF1_FAST_BLOCK(R, i, Xv)                                                                      \
    __extension__({                                                                                   \
        __m128i x_ = _mm_insert_epi64(K[i], (long long)(__builtin_bswap64(Xv) ^ Khi[i]), 1);          \
        FPE_AES_ROUNDS(x_, rk, R);                                                                     \
        __builtin_bswap64((uint64_t)_mm_cvtsi128_si64(x_));                                            \
    })

#define FF1_FAST(R)                                                                                             \
    static FF1_FAST_ATTR void ff1_fast##R(const sc_aes_key *key, const __m128i *K, const uint64_t *Khi,       \
                                          const sc_fpe_mod64 *Mu, const sc_fpe_mod64 *Mv, uint64_t *pa,       \
                                          uint64_t *pb, int decrypt)                                          \
    {                                                                                                           \
        const __m128i *rk = (const __m128i *)(const void *)key->rk.w;                                          \
        uint64_t A = *pa, B = *pb;                                                                              \
        uint64_t mu = Mu->m, ru = Mu->recip, mu2 = 2 * mu, mv = Mv->m, rv = Mv->recip, mv2 = 2 * mv;          \
        if (!decrypt) { /* round i: B <- (A + y) mod M, A <- B; here the names alternate instead */          \
            for (int i = 0; i < 10; i += 2) {                                                                   \
                A = ff1_addmod(A, FF1_FAST_BLOCK(R, i, B), mu, ru, mu2);                                        \
                B = ff1_addmod(B, FF1_FAST_BLOCK(R, i + 1, A), mv, rv, mv2);                                    \
            }                                                                                                   \
        } else { /* round i = 9..0: A <- (B - y) mod M, B <- A */                                            \
            for (int i = 9; i > 0; i -= 2) {                                                                   \
                B = ff1_submod(B, FF1_FAST_BLOCK(R, i, A), mv, rv, mv2);                                        \
                A = ff1_submod(A, FF1_FAST_BLOCK(R, i - 1, B), mu, ru, mu2);                                    \
            }                                                                                                   \
        }                                                                                                       \
        *pa = A;                                                                                                \
        *pb = B;                                                                                                \
    }
FF1_FAST(10)
FF1_FAST(12)
FF1_FAST(14)

#define FF1_ROUNDS_AESNI(R)                                                                                    \
    static FPE_AESNI_ATTR void ff1_rounds##R(const sc_aes_key *key, const uint8_t y0[16], uint64_t thi,       \
                                             uint64_t tlo, unsigned b, unsigned d, const sc_fpe_mod64 *Mu,    \
                                             const sc_fpe_mod64 *Mv, uint64_t *pa, uint64_t *pb, int decrypt) \
    {                                                                                                          \
        const __m128i *rk = (const __m128i *)(const void *)key->rk.w; /* 16-byte aligned; no copy */           \
        /* y0 ^ rk[0]: the round's block is xored into it */                                                   \
        __m128i h = _mm_xor_si128(_mm_loadu_si128((const __m128i *)(const void *)y0), rk[0]);                 \
        uint64_t A = *pa, B = *pb;                                                                             \
        int fused = Mv->m < (UINT64_MAX >> 1) / 3; /* 3M < 2^63 for both M (Mu <= Mv) */                      \
        for (uint32_t r = 0; r < 10; r++) {                                                                    \
            uint32_t i = decrypt ? 9 - r : r;                                                                  \
            const sc_fpe_mod64 *M = (i & 1) ? Mv : Mu;                                                         \
            uint64_t X = decrypt ? A : B, Z = decrypt ? B : A;                                                 \
            uint64_t hi = thi | (b == 8 ? i : 0), lo = tlo | (b < 8 ? (uint64_t)i << (8 * b) : 0) | X;       \
            __m128i x = _mm_xor_si128(h, be_block(hi, lo));                                                    \
            FPE_AES_ROUNDS(x, rk, R);                                                                          \
            uint64_t top = __builtin_bswap64((uint64_t)_mm_cvtsi128_si64(x));                                   \
            if (d == 8 && fused) {                                                                             \
                Z = mod64_addsub_reduce(Z, top, M, decrypt);                                                   \
            } else {                                                                                           \
                uint64_t y = sc_fpe_mod64_reduce(top, M);                                                      \
                if (d == 12)                                                                                   \
                    y = sc_fpe_mod64_step(                                                                     \
                        y, __builtin_bswap32((uint32_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(x, x))), M);       \
                Z = decrypt ? sc_fpe_mod64_sub(Z, y, M) : sc_fpe_mod64_add(Z, y, M);                           \
            }                                                                                                  \
            A = decrypt ? Z : X;                                                                               \
            B = decrypt ? X : Z;                                                                               \
        }                                                                                                      \
        *pa = A;                                                                                               \
        *pb = B;                                                                                               \
    }
FF1_ROUNDS_AESNI(10)
FF1_ROUNDS_AESNI(12)
FF1_ROUNDS_AESNI(14)

static FF1_FAST_ATTR void ff1_fast(const sc_aes_key *key, const uint8_t y0[16], uint64_t thi, uint64_t tlo,
                                   unsigned b, const sc_fpe_mod64 *Mu, const sc_fpe_mod64 *Mv, uint64_t *A,
                                   uint64_t *B, int decrypt)
{
    const __m128i *rk = (const __m128i *)(const void *)key->rk.w;
    __m128i h = _mm_xor_si128(_mm_loadu_si128((const __m128i *)(const void *)y0), rk[0]), K[10];
    uint64_t Khi[10];
    for (uint32_t i = 0; i < 10; i++) {
        K[i] = _mm_xor_si128(h, be_block(thi, tlo | (uint64_t)i << (8 * b)));
        Khi[i] = (uint64_t)_mm_extract_epi64(K[i], 1);
    }
    if (key->rounds == 10)
        ff1_fast10(key, K, Khi, Mu, Mv, A, B, decrypt);
    else if (key->rounds == 12)
        ff1_fast12(key, K, Khi, Mu, Mv, A, B, decrypt);
    else
        ff1_fast14(key, K, Khi, Mu, Mv, A, B, decrypt);
}

void symcore__ff1_rounds_aesni(const sc_aes_key *key, const uint8_t y0[16], uint64_t thi, uint64_t tlo,
                               unsigned b, unsigned d, const sc_fpe_mod64 *Mu, const sc_fpe_mod64 *Mv,
                               uint64_t *A, uint64_t *B, int decrypt)
{
    if (d == 8 && b < 8 && Mv->m < (UINT64_MAX >> 1) / 3 && (symcore__cpu_features() & SC_CPU_SSE41)) {
        ff1_fast(key, y0, thi, tlo, b, Mu, Mv, A, B, decrypt);
        return;
    }
    if (key->rounds == 10)
        ff1_rounds10(key, y0, thi, tlo, b, d, Mu, Mv, A, B, decrypt);
    else if (key->rounds == 12)
        ff1_rounds12(key, y0, thi, tlo, b, d, Mu, Mv, A, B, decrypt);
    else
        ff1_rounds14(key, y0, thi, tlo, b, d, Mu, Mv, A, B, decrypt);
}

/* FF3: the block is NUM(REV(X)) in 8 little-endian bytes, 4 zeros, then
 * W ^ [i]^4 reversed (w = W read big-endian, as a little-endian word); y is
 * the output read little-endian, reduced 64 bits, then 32, then 32. */
#define FF3_ROUNDS_AESNI(R)                                                                                     \
    static FPE_AESNI_ATTR void ff3_rounds##R(const sc_aes_key *key, uint32_t wl, uint32_t wr,                  \
                                             const sc_fpe_mod64 *Mu, const sc_fpe_mod64 *Mv, uint64_t *pa,     \
                                             uint64_t *pb, int decrypt)                                        \
    {                                                                                                           \
        const __m128i *rk = (const __m128i *)(const void *)key->rk.w; /* 16-byte aligned; no copy */            \
        uint64_t A = *pa, B = *pb;                                                                              \
        /* M < 2^32 (Mv <= Mu): y = (H mod M) * (2^64 mod M) + L mod M < 2^64 with both reductions side by     \
         * side, added to Z and reduced in one step, instead of three reductions one after the other */       \
        int small = Mu->m < ((uint64_t)1 << 32);                                                                \
        uint64_t cu = sc_fpe_mod64_add(sc_fpe_mod64_reduce(UINT64_MAX, Mu), 1, Mu);                             \
        uint64_t cv = sc_fpe_mod64_add(sc_fpe_mod64_reduce(UINT64_MAX, Mv), 1, Mv);                             \
        for (uint32_t r = 0; r < 8; r++) {                                                                      \
            uint32_t i = decrypt ? 7 - r : r;                                                                   \
            const sc_fpe_mod64 *M = (i & 1) ? Mv : Mu;                                                          \
            uint64_t X = decrypt ? A : B, Z = decrypt ? B : A;                                                  \
            uint64_t w = (uint64_t)(((i & 1) ? wl : wr) ^ i) << 32;                                             \
            __m128i x = _mm_xor_si128(rk[0], _mm_set_epi64x((long long)w, (long long)X));                       \
            FPE_AES_ROUNDS(x, rk, R);                                                                           \
            uint64_t lo = (uint64_t)_mm_cvtsi128_si64(x);                                                       \
            uint64_t y = sc_fpe_mod64_reduce((uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(x, x)), M);         \
            if (small) {                                                                                        \
                y = y * ((i & 1) ? cv : cu) + sc_fpe_mod64_reduce(lo, M);                                       \
                Z = mod64_addsub_reduce(Z, y, M, decrypt);                                                      \
            } else {                                                                                            \
                y = sc_fpe_mod64_step(y, (uint32_t)(lo >> 32), M);                                              \
                y = sc_fpe_mod64_step(y, (uint32_t)lo, M);                                                      \
                Z = decrypt ? sc_fpe_mod64_sub(Z, y, M) : sc_fpe_mod64_add(Z, y, M);                            \
            }                                                                                                   \
            A = decrypt ? Z : X;                                                                                \
            B = decrypt ? X : Z;                                                                                \
        }                                                                                                       \
        *pa = A;                                                                                                \
        *pb = B;                                                                                                \
    }
FF3_ROUNDS_AESNI(10)
FF3_ROUNDS_AESNI(12)
FF3_ROUNDS_AESNI(14)

void symcore__ff3_rounds_aesni(const sc_aes_key *key, const uint8_t T[8], const sc_fpe_mod64 *Mu,
                               const sc_fpe_mod64 *Mv, uint64_t *A, uint64_t *B, int decrypt)
{
    uint32_t wl = sc_load32_be(T), wr = sc_load32_be(T + 4);
    if (key->rounds == 10)
        ff3_rounds10(key, wl, wr, Mu, Mv, A, B, decrypt);
    else if (key->rounds == 12)
        ff3_rounds12(key, wl, wr, Mu, Mv, A, B, decrypt);
    else
        ff3_rounds14(key, wl, wr, Mu, Mv, A, B, decrypt);
}
#else
typedef int sc_fpe_aesni_unused; /* ISO C forbids an empty translation unit */
#endif
