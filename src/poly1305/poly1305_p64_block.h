/*
 * One Poly1305 block with 64-bit limbs (the arithmetic is explained at the
 * top of poly1305_p64.c), shared by portable64 and by the stitched
 * ChaCha20-Poly1305 pass of the AVX2 ChaCha20 backend.
 *
 * P64_BLOCK(m, hibit) updates the local variables h0, h1, h2 with the block
 * at m, given the locals r0, r1 and s1 = r1 + (r1 >> 2):
 *   h = (h + m + hibit 2^128) r, partially reduced (h2 <= 4 afterwards).
 */
#ifndef SYMCORE_POLY1305_P64_BLOCK_H
#define SYMCORE_POLY1305_P64_BLOCK_H

#include "poly1305_internal.h"

#if SC_POLY1305_HAVE_64

/* The state for the key whose little-endian 64-bit words are k0..k3: r =
 * clamp(k0 | k1 << 64), h = 0, pad s = k2 | k3 << 64. */
SC_INLINE void sc_p64_init_words(uint64_t st[SC_POLY1305_STATE_WORDS], uint64_t k0, uint64_t k1, uint64_t k2,
                                 uint64_t k3)
{
    st[0] = k0 & 0x0ffffffc0fffffffull;
    st[1] = k1 & 0x0ffffffc0ffffffcull;
    st[2] = st[3] = st[4] = 0;
    st[5] = k2;
    st[6] = k3;
}

/* (not in the MSan build, which takes an asm's outputs for clean: see common/ct_msan.h) */
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && !defined(SYMCORE_CT_MSAN)
/* x86-64: one asm statement with add/adc carry chains and four mulq, in the
 * order that keeps the chain from h to the next h short (about 13 cycles):
 * the products that need h0 and h1 start as soon as the message is added,
 * the 128-bit sums ride the carry flag, and the fold of bits 130 and up is
 * one shift, one and, one add. (C with explicit carries compiles to
 * compare-and-add chains, which lengthen that chain.) r0, r1, s1 may
 * live in memory; hibit is 0 or 1.
 *   d1 = h0 r1 + h1 r0 + h2 s1,  d0 = h0 r0 + h1 s1,  d2 = h2 r0 + carries */
#define P64_BLOCK(m, hibit)                                                                           \
    do {                                                                                              \
        uint64_t d0h_, d1l_, d1h_, ax_, dx_;                                                          \
        __asm__("addq 0(%[msg]), %[h0]\n\t"                                                              \
                "adcq 8(%[msg]), %[h1]\n\t"                                                              \
                "adcq %[hb], %[h2]\n\t"                                                                \
                "movq %[r1], %%rax\n\t"                                                                \
                "mulq %[h0]\n\t"                                                                       \
                "movq %%rax, %[d1l]\n\t"                                                               \
                "movq %%rdx, %[d1h]\n\t"                                                               \
                "movq %[r0], %%rax\n\t"                                                                \
                "mulq %[h1]\n\t"                                                                       \
                "addq %%rax, %[d1l]\n\t"                                                               \
                "adcq %%rdx, %[d1h]\n\t"                                                               \
                "movq %[s1], %%rax\n\t"                                                                \
                "mulq %[h1]\n\t"                                                                       \
                "movq %%rax, %[h1]\n\t"                                                                \
                "movq %%rdx, %[d0h]\n\t"                                                               \
                "movq %[r0], %%rax\n\t"                                                                \
                "mulq %[h0]\n\t"                                                                       \
                "movq %%rax, %[h0]\n\t"                                                                \
                "addq %[h1], %[h0]\n\t" /* h0 = low word of d0 */                                     \
                "adcq %%rdx, %[d0h]\n\t"                                                               \
                "movq %[s1], %%rax\n\t"                                                                \
                "imulq %[h2], %%rax\n\t"                                                               \
                "imulq %[r0], %[h2]\n\t"                                                               \
                "addq %%rax, %[d1l]\n\t"                                                               \
                "adcq %[h2], %[d1h]\n\t"                                                               \
                "addq %[d0h], %[d1l]\n\t"                                                              \
                "adcq $0, %[d1h]\n\t" /* d1h is now d2 */                                             \
                "movq %[d1l], %[h1]\n\t"                                                               \
                "movq %[d1h], %[h2]\n\t"                                                               \
                "andq $3, %[h2]\n\t"                                                                   \
                "movq %[d1h], %%rax\n\t"                                                               \
                "shrq $2, %[d1h]\n\t"                                                                  \
                "andq $-4, %%rax\n\t"                                                                  \
                "addq %%rax, %[d1h]\n\t" /* 5 (d2 >> 2) */                                            \
                "addq %[d1h], %[h0]\n\t"                                                               \
                "adcq $0, %[h1]\n\t"                                                                   \
                "adcq $0, %[h2]"                                                                       \
                : [h0] "+&r"(h0), [h1] "+&r"(h1), [h2] "+&r"(h2), [d0h] "=&r"(d0h_), [d1l] "=&r"(d1l_), \
                  [d1h] "=&r"(d1h_), "=&a"(ax_), "=&d"(dx_)                                           \
                : [msg] "r"(m), "m"(*(const uint8_t(*)[16])(const void *)(m)), [r0] "rm"(r0), [r1] "rm"(r1), \
                  [s1] "rm"(s1), [hb] "rn"((uint64_t)(hibit))                                         \
                : "cc");                                                                              \
    } while (0)
#else
/* The sums are 64-bit adds with explicit carries (P64_ADC: r = a + b + cin,
 * cout the carry, both in {0, 1}); only the products use 128 bits. */
#define P64_MUL(lo, hi, a, b)              \
    do {                                   \
        sc_u128 p_ = (sc_u128)(a) * (b);   \
        SC_CTMSAN_WIDEN(p_, a, b);         \
        lo = (uint64_t)p_;                 \
        hi = (uint64_t)(p_ >> 64);         \
    } while (0)
#define P64_ADC(cout, r, a, b, cin)                                 \
    do {                                                            \
        uint64_t b_ = (b), cin_ = (cin), s_ = (a) + b_, o_ = s_ < b_; \
        s_ += cin_;                                                 \
        o_ += s_ < cin_;                                            \
        r = s_;                                                     \
        cout = (unsigned)o_;                                        \
    } while (0)
/* d0 = h0 r0 + h1 s1 (2 words), d1 = h0 r1 + h1 r0 + h2 s1 (2 words),
 * d2 = h2 r0; then the carries d0 -> d1 -> d2 and the fold of d2 >> 2. */
#define P64_BLOCK(m, hibit)                                                \
    do {                                                                   \
        uint64_t lo_, hi_, d0l_, d0h_, d1l_, d1h_, d2_, f_;                \
        unsigned c_;                                                       \
        P64_ADC(c_, h0, h0, sc_load64_le(m), 0);                           \
        P64_ADC(c_, h1, h1, sc_load64_le((m) + 8), c_);                    \
        h2 += c_ + (hibit);                                                \
        P64_MUL(d0l_, d0h_, h0, r0);                                       \
        P64_MUL(lo_, hi_, h1, s1);                                         \
        P64_ADC(c_, d0l_, d0l_, lo_, 0);                                   \
        P64_ADC(c_, d0h_, d0h_, hi_, c_);                                  \
        P64_MUL(d1l_, d1h_, h0, r1);                                       \
        P64_MUL(lo_, hi_, h1, r0);                                         \
        P64_ADC(c_, d1l_, d1l_, lo_, 0);                                   \
        P64_ADC(c_, d1h_, d1h_, hi_, c_);                                  \
        P64_ADC(c_, d1l_, d1l_, h2 * s1, 0);                               \
        P64_ADC(c_, d1h_, d1h_, 0, c_);                                    \
        P64_ADC(c_, h1, d1l_, d0h_, 0);                                    \
        P64_ADC(c_, d2_, d1h_, h2 * r0, c_);                               \
        h0 = d0l_;                                                         \
        f_ = (d2_ >> 2) + (d2_ & ~(uint64_t)3); /* 5 (d2 >> 2) */          \
        h2 = d2_ & 3;                                                      \
        P64_ADC(c_, h0, h0, f_, 0);                                        \
        P64_ADC(c_, h1, h1, 0, c_);                                        \
        h2 += c_;                                                          \
    } while (0)
#endif

#endif /* SC_POLY1305_HAVE_64 */
#endif
