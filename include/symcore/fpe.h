/**
 * @file symcore/fpe.h
 * @brief Format-preserving encryption: FF1, FF3 and FF3-1 (NIST SP 800-38G
 * Rev. 1) over AES-128/192/256.
 *
 * An FPE cipher maps a string of n numerals in radix r (digits 0..r-1) to
 * another string of n numerals in the same radix: a 16-digit card number
 * stays a 16-digit number. Numerals are uint16_t values below the radix
 * (radix 2..65536); the _str calls take characters of an alphabet given at
 * init instead ("0123456789": the character at index k is numeral k).
 *
 * @par Security considerations
 * - FPE is deterministic: the same input, tweak and key always give the same
 *   output. Use a tweak (for instance the first six and last four digits of a
 *   card, or a record id) to separate domains; equal inputs under equal
 *   tweaks stay visibly equal.
 * - Small domains are weak. SP 800-38G Rev. 1 requires radix^n >= 1,000,000;
 *   the calls enforce it (minlen below). Even at that size an attacker who can
 *   make many encryptions learns a lot; prefer larger domains.
 * - FF1 is the right choice for new designs: it is the mode NIST keeps, with
 *   a variable-length tweak and lengths up to maxlen. Use FF3/FF3-1 only to
 *   interoperate with data already encrypted that way.
 * - FF3 is WITHDRAWN: Durak and Vaudenay (2017) broke its 64-bit tweak
 *   schedule; NIST replaced it with FF3-1 (56-bit tweak) and its 2025 second
 *   draft of SP 800-38G Rev. 1 drops FF3 altogether. FF3-1 itself has a
 *   known weakness (Beyne, CRYPTO 2021: linear cryptanalysis recovering the
 *   message with fewer queries than the design claims for small domains).
 *   FF3 is offered only to decrypt legacy data.
 *
 * @par Constant time
 * Numerals, characters and keys are secrets: no branch, memory
 * index, loop bound or hardware division depends on them. Arithmetic modulo
 * radix^m uses precomputed reciprocals of the (public) modulus, never '/' or
 * '%' on secret values. The _str calls map characters to numerals and back
 * with masks, over the alphabet's runs of consecutive byte values (one run
 * for "0123456789", two for "0-9a-z", three for "0-9A-Za-z"; an alphabet of
 * more than 8 runs is scanned whole): cost proportional to n times the runs
 * (or the radix), and no table is indexed by a character or a numeral.
 * Timing depends only on n, the alphabet (public), the radix, the key length
 * and the tweak length, and on the one verdict the call returns: the whole
 * input is converted and checked (no early exit), then the call branches on
 * whether any numeral or character was invalid, storing the output only if
 * none was. A call that returns SYMCORE_EDOMAIN may take less time than one
 * that succeeds; nothing else about the input shows.
 *
 * @par Lengths
 * FF1: minlen is the least n with radix^n >= 1,000,000 (at least 2);
 * maxlen is the largest n with radix^ceil(n/2) <= 2^4096 (2466 at radix 10,
 * 512 at radix 65536, 8192 at radix 2). FF3/FF3-1: the same minlen and
 * maxlen = 2 * floor(log_radix(2^96)) (56 at radix 10, 12 at radix 65536),
 * inclusive. All are computed in integer arithmetic.
 * The FF1 tweak may be 0 to SYMCORE_FF1_MAX_TWEAK bytes; FF3 takes exactly 8,
 * FF3-1 exactly 7 (expanded to 8 as the standard says).
 *
 * @par Return values
 * Every call returns SYMCORE_OK or a negative code, and every
 * call but the _wipe calls is SYMCORE_MUST_CHECK: ignoring its result is a
 * compiler warning (an unchecked ELENGTH or EDOMAIN leaves the plaintext
 * where the caller expects a token). Errors, checked in this order:
 * - SYMCORE_EINVAL: NULL context or key; a NULL FF3/FF3-1 tweak; an FF1 tweak
 *   NULL with tweaklen > 0 (NULL with tweaklen 0 is the empty
 *   tweak) or longer than SYMCORE_FF1_MAX_TWEAK; NULL input or
 *   output with n > 0; key length not 16, 24, 32; radix outside
 *   2..65536; an alphabet NULL, with a repeated byte or with
 *   fewer than 2 symbols; a _str call on a context initialised
 *   without an alphabet; a context that is all zero, wiped,
 *   never initialised or holds arbitrary bytes (every field a
 *   call reads is checked against what init leaves there before
 *   it is used as a length, an index or a bound).
 * - SYMCORE_ELENGTH: n outside [minlen, maxlen] (n = 0 included).
 * - SYMCORE_EDOMAIN: a numeral >= radix, or a character outside the alphabet
 *   (no case folding, no sign, no whitespace skipping).
 *
 * On any error nothing is stored through out: not one byte, not even the
 * bytes that were there (out may be read-only memory, or written by another
 * thread meanwhile), in place or not. A failed init leaves the context as it
 * was.
 *
 * @par Secrets on the stack
 * Buffers the code declares that hold key-derived
 * blocks or numerals are wiped before a call returns, and the portable AES
 * code (no AES-NI) clears the stack its block functions used, where the
 * compiler kept whole blocks: no call leaves a round's AES output behind (the
 * fpe_stack test). Unlike the ChaCha20 and Poly1305 calls, the FPE calls do
 * not scrub the rest of the stack they used (up to about 3.6 KiB on the
 * fixed-size path), so registers the compiler spilled (round keys, the
 * halves) may stay there until overwritten. The batches' AES-NI and VAES
 * engines, which hold a group of records' blocks and halves, zero the stack
 * they used below the batch call before it returns.
 *
 * @par Contexts
 * Plain structs the caller allocates; fields private. After init a
 * context is read-only and may be shared by threads. _wipe clears it (the
 * expanded AES key included); a wiped, all-zero or otherwise invalid context
 * is inert: calls on it return SYMCORE_EINVAL and store nothing. In-place
 * operation (out == in) is allowed; partial overlap is not.
 *
 * @par Cost
 * No heap. FF1 keeps each half as an integer through the ten rounds
 * (converted once in, once out); the CBC-MAC of P and of Q's tweak-only
 * blocks is computed once per call, radix^u and radix^v too (read from the
 * context, which holds for k < 32 radix^k, its reciprocal and the words of
 * 2^192 / radix^k the reductions by fractions use: a context is about 1.5
 * KiB). On 64-bit targets, while radix^v < 2^63 (radix 10: n <= 36) the
 * halves live in machine words, and with AES-NI (FF1 while radix^v < 2^61,
 * FF3 while radix^u < 2^60: every card number) a call is one chain of AES
 * and modular reductions (with AVX-512 IFMA, FF3's copy keeps the rounds'
 * arithmetic in vector registers while radix^u < 2^52 / 8199, radix 10:
 * n <= 22; measured costs are in bench/README.md); the _str calls add a
 * mapping per character that grows with the alphabet's runs; beyond, in
 * 4096-bit integers on the
 * stack, worked on over the limbs the lengths need (64 bits at a time on
 * 64-bit targets; cost quadratic in n for the conversions, linear per
 * round). Stack, callees included, on x86-64 (the stack_depth test): an
 * FF1 call at most about 3.9 KiB (that path's two frames hold five 4096-bit
 * integers), an FF3/FF3-1 call about 1 KiB; the bounds per target are in
 * symcore/common.h.
 */
#ifndef SYMCORE_FPE_H
#define SYMCORE_FPE_H

#include "symcore/common.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The longest FF1 tweak, in bytes. */
#define SYMCORE_FF1_MAX_TWEAK 65536
/** The largest radix (the smallest is 2). */
#define SYMCORE_FPE_MAX_RADIX 65536

/**
 * @def SYMCORE_ALIGN16
 * 16-byte alignment: _Alignas in C11, alignas in C++11 and later (where
 * _Alignas is not a keyword); for a C99 compiler, GNU C's attribute or
 * MSVC's declspec, which align the member alike, so the struct is laid out
 * the same whatever the language (the c99_header test).
 */
#if defined(__cplusplus)
#define SYMCORE_ALIGN16 alignas(16)
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#define SYMCORE_ALIGN16 _Alignas(16)
#elif defined(__GNUC__)
#define SYMCORE_ALIGN16 __attribute__((aligned(16)))
#elif defined(_MSC_VER)
#define SYMCORE_ALIGN16 __declspec(align(16))
#else
#error "symcore/fpe.h needs C11 (_Alignas), or a C99 compiler with an alignment attribute"
#endif

/** Private: the key space holds the AES round keys (FF3: of the
 * byte-reversed key). */
struct symcore_fpe_key_space {
    SYMCORE_ALIGN16 unsigned char bytes[256]; /**< private: the round keys */
};

/** The most runs of consecutive byte values through which the _str calls
 * map an alphabet run by run; past that they scan the whole alphabet. */
#define SYMCORE_FPE_ALPHABET_RUNS 8
/** Private: an alphabet's characters, and the same as runs of consecutive
 * byte values ("0123456789" is one run, "0-9a-z" two), through which the
 * _str calls map characters. */
struct symcore_fpe_alphabet {
    unsigned char bytes[256]; /**< private: the characters */
    unsigned char runs; /**< private: 1..SYMCORE_FPE_ALPHABET_RUNS; 0: more (or no alphabet) */
    unsigned char run_char[SYMCORE_FPE_ALPHABET_RUNS];    /**< private: a run's first character, */
    unsigned char run_numeral[SYMCORE_FPE_ALPHABET_RUNS]; /**< private: its numeral */
    unsigned char run_len[SYMCORE_FPE_ALPHABET_RUNS];     /**< private: and its length */
};

/** Private: the state inside symcore_ff1_ctx and symcore_ff3_ctx (about 1.5
 * KiB). */
struct symcore_fpe_state {
    struct symcore_fpe_key_space key; /**< private: the AES round keys */
    uint32_t radix;  /**< private: 0: not initialised (inert) */
    uint32_t minlen; /**< private: the least n */
    uint32_t maxlen; /**< private: the largest n */
    uint32_t alphabet_len; /**< private: 0 without an alphabet */
    struct symcore_fpe_alphabet alphabet; /**< private: the _str calls' alphabet */
    /** private: radix^k (0 once it reaches 2^63) and, for k >= 1,
     * ceil(2^64 / radix^k), k < 32: the per-call constants of the native
     * path, so that a call neither multiplies them out nor divides */
    uint64_t pow[32];
    uint64_t pow_inv[32]; /**< private: ceil(2^64 / radix^k), as pow */
    /** private: the next two words of floor((2^192 - 1) / radix^k) after
     * floor((2^64 - 1) / radix^k): the reductions by fractions */
    uint64_t pow_frac[32][2];
};

/** An FF1 context: read-only after init, so threads may share it. */
typedef struct symcore_ff1_ctx {
    struct symcore_fpe_state s; /**< private */
} symcore_ff1_ctx;

/** An FF3 / FF3-1 context (one context serves both): read-only after init,
 * so threads may share it. */
typedef struct symcore_ff3_ctx {
    struct symcore_fpe_state s; /**< private */
} symcore_ff3_ctx;

/**
 * Starts FF1 with a numeric radix: numerals are uint16_t values below it.
 * @param ctx the context to start (any contents).
 * @param key the AES key, keylen bytes.
 * @param keylen 16, 24 or 32.
 * @param radix 2..65536.
 * @retval SYMCORE_OK ctx is live.
 * @retval SYMCORE_EINVAL a NULL ctx or key, another keylen, or a radix
 *         outside 2..65536; ctx left as it was.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff1_init(symcore_ff1_ctx *ctx, const uint8_t *key, size_t keylen, uint32_t radix);
/**
 * Starts FF1 with an alphabet of distinct bytes (radix = strlen(alphabet),
 * at least 2): the character at index k is numeral k. Needed by the _str
 * calls.
 * @param ctx the context to start (any contents).
 * @param key the AES key, keylen bytes.
 * @param keylen 16, 24 or 32.
 * @param alphabet a NUL-terminated string of 2..65536 distinct bytes.
 * @retval SYMCORE_OK ctx is live.
 * @retval SYMCORE_EINVAL a NULL ctx, key or alphabet, another keylen, or an
 *         alphabet with a repeated byte or fewer than 2 symbols; ctx left as
 *         it was.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff1_init_alphabet(symcore_ff1_ctx *ctx, const uint8_t *key, size_t keylen,
                                                 const char *alphabet);
/**
 * FF1: encrypts n numerals to n numerals.
 * @param ctx a live context.
 * @param[out] out n numerals, each below the radix; may equal in (partial overlap is not allowed).
 * @param in n numerals, each below the radix.
 * @param n the length, minlen..maxlen (symcore/fpe.h, Lengths).
 * @param tweak the tweak, tweaklen bytes (NULL with tweaklen 0 is the empty
 *              tweak); public, it separates domains.
 * @param tweaklen 0..SYMCORE_FF1_MAX_TWEAK.
 * @retval SYMCORE_OK out is written.
 * @retval SYMCORE_EINVAL see the header's list (NULL pointers, a dead
 *         context).
 * @retval SYMCORE_ELENGTH n outside minlen..maxlen.
 * @retval SYMCORE_EDOMAIN a numeral >= radix.
 * On any error nothing at all is written to out.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff1_encrypt(const symcore_ff1_ctx *ctx, uint16_t *out, const uint16_t *in, size_t n,
                                           const void *tweak, size_t tweaklen);
/**
 * FF1: decrypts n numerals to n numerals.
 * @param ctx a live context.
 * @param[out] out n numerals, each below the radix; may equal in (partial overlap is not allowed).
 * @param in n numerals, each below the radix.
 * @param n the length, minlen..maxlen (symcore/fpe.h, Lengths).
 * @param tweak the tweak, tweaklen bytes (NULL with tweaklen 0 is the empty
 *              tweak); public, it separates domains.
 * @param tweaklen 0..SYMCORE_FF1_MAX_TWEAK.
 * @retval SYMCORE_OK out is written.
 * @retval SYMCORE_EINVAL see the header's list (NULL pointers, a dead
 *         context).
 * @retval SYMCORE_ELENGTH n outside minlen..maxlen.
 * @retval SYMCORE_EDOMAIN a numeral >= radix.
 * On any error nothing at all is written to out.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff1_decrypt(const symcore_ff1_ctx *ctx, uint16_t *out, const uint16_t *in, size_t n,
                                           const void *tweak, size_t tweaklen);
/**
 * FF1: encrypts n characters of the context's alphabet to n characters of the context's alphabet. Needs symcore_ff1_init_alphabet.
 * @param ctx a live context.
 * @param[out] out n characters (exactly n bytes, no terminator); may equal in (partial overlap is not allowed).
 * @param in n characters (exactly n bytes, no terminator).
 * @param n the length, minlen..maxlen (symcore/fpe.h, Lengths).
 * @param tweak the tweak, tweaklen bytes (NULL with tweaklen 0 is the empty
 *              tweak); public, it separates domains.
 * @param tweaklen 0..SYMCORE_FF1_MAX_TWEAK.
 * @retval SYMCORE_OK out is written.
 * @retval SYMCORE_EINVAL see the header's list (NULL pointers, a dead
 *         context; or a context initialised without an alphabet).
 * @retval SYMCORE_ELENGTH n outside minlen..maxlen.
 * @retval SYMCORE_EDOMAIN a character outside the alphabet.
 * On any error nothing at all is written to out.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff1_encrypt_str(const symcore_ff1_ctx *ctx, char *out, const char *in, size_t n,
                                               const void *tweak, size_t tweaklen);
/**
 * FF1: decrypts n characters of the context's alphabet to n characters of the context's alphabet. Needs symcore_ff1_init_alphabet.
 * @param ctx a live context.
 * @param[out] out n characters (exactly n bytes, no terminator); may equal in (partial overlap is not allowed).
 * @param in n characters (exactly n bytes, no terminator).
 * @param n the length, minlen..maxlen (symcore/fpe.h, Lengths).
 * @param tweak the tweak, tweaklen bytes (NULL with tweaklen 0 is the empty
 *              tweak); public, it separates domains.
 * @param tweaklen 0..SYMCORE_FF1_MAX_TWEAK.
 * @retval SYMCORE_OK out is written.
 * @retval SYMCORE_EINVAL see the header's list (NULL pointers, a dead
 *         context; or a context initialised without an alphabet).
 * @retval SYMCORE_ELENGTH n outside minlen..maxlen.
 * @retval SYMCORE_EDOMAIN a character outside the alphabet.
 * On any error nothing at all is written to out.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff1_decrypt_str(const symcore_ff1_ctx *ctx, char *out, const char *in, size_t n,
                                               const void *tweak, size_t tweaklen);
/**
 * Clears an FF1 context (the expanded AES key included); it is then inert.
 * @param ctx the context; NULL does nothing.
 */
SYMCORE_API void symcore_ff1_wipe(symcore_ff1_ctx *ctx);

/**
 * Starts FF3 (withdrawn, 8-byte tweak) and FF3-1 (7-byte tweak), which
 * share a context, with a numeric radix: numerals are uint16_t values below it.
 * @param ctx the context to start (any contents).
 * @param key the AES key, keylen bytes.
 * @param keylen 16, 24 or 32.
 * @param radix 2..65536.
 * @retval SYMCORE_OK ctx is live.
 * @retval SYMCORE_EINVAL a NULL ctx or key, another keylen, or a radix
 *         outside 2..65536; ctx left as it was.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff3_init(symcore_ff3_ctx *ctx, const uint8_t *key, size_t keylen, uint32_t radix);
/**
 * Starts FF3 and FF3-1 with an alphabet of distinct bytes (radix = strlen(alphabet),
 * at least 2): the character at index k is numeral k. Needed by the _str
 * calls.
 * @param ctx the context to start (any contents).
 * @param key the AES key, keylen bytes.
 * @param keylen 16, 24 or 32.
 * @param alphabet a NUL-terminated string of 2..65536 distinct bytes.
 * @retval SYMCORE_OK ctx is live.
 * @retval SYMCORE_EINVAL a NULL ctx, key or alphabet, another keylen, or an
 *         alphabet with a repeated byte or fewer than 2 symbols; ctx left as
 *         it was.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff3_init_alphabet(symcore_ff3_ctx *ctx, const uint8_t *key, size_t keylen,
                                                 const char *alphabet);
/**
 * FF3 (withdrawn): encrypts n numerals to n numerals.
 * @param ctx a live context.
 * @param[out] out n numerals, each below the radix; may equal in (partial overlap is not allowed).
 * @param in n numerals, each below the radix.
 * @param n the length, minlen..maxlen (symcore/fpe.h, Lengths).
 * @param tweak the 8-byte tweak (FF3, withdrawn: legacy data only).
 * @retval SYMCORE_OK out is written.
 * @retval SYMCORE_EINVAL see the header's list (NULL pointers, a dead
 *         context).
 * @retval SYMCORE_ELENGTH n outside minlen..maxlen.
 * @retval SYMCORE_EDOMAIN a numeral >= radix.
 * On any error nothing at all is written to out.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff3_encrypt(const symcore_ff3_ctx *ctx, uint16_t *out, const uint16_t *in, size_t n,
                                           const uint8_t tweak[8]);
/**
 * FF3 (withdrawn): decrypts n numerals to n numerals.
 * @param ctx a live context.
 * @param[out] out n numerals, each below the radix; may equal in (partial overlap is not allowed).
 * @param in n numerals, each below the radix.
 * @param n the length, minlen..maxlen (symcore/fpe.h, Lengths).
 * @param tweak the 8-byte tweak (FF3, withdrawn: legacy data only).
 * @retval SYMCORE_OK out is written.
 * @retval SYMCORE_EINVAL see the header's list (NULL pointers, a dead
 *         context).
 * @retval SYMCORE_ELENGTH n outside minlen..maxlen.
 * @retval SYMCORE_EDOMAIN a numeral >= radix.
 * On any error nothing at all is written to out.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff3_decrypt(const symcore_ff3_ctx *ctx, uint16_t *out, const uint16_t *in, size_t n,
                                           const uint8_t tweak[8]);
/**
 * FF3-1: encrypts n numerals to n numerals.
 * @param ctx a live context.
 * @param[out] out n numerals, each below the radix; may equal in (partial overlap is not allowed).
 * @param in n numerals, each below the radix.
 * @param n the length, minlen..maxlen (symcore/fpe.h, Lengths).
 * @param tweak the 7-byte tweak (expanded to 8 as FF3-1 says).
 * @retval SYMCORE_OK out is written.
 * @retval SYMCORE_EINVAL see the header's list (NULL pointers, a dead
 *         context).
 * @retval SYMCORE_ELENGTH n outside minlen..maxlen.
 * @retval SYMCORE_EDOMAIN a numeral >= radix.
 * On any error nothing at all is written to out.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff3_1_encrypt(const symcore_ff3_ctx *ctx, uint16_t *out, const uint16_t *in, size_t n,
                                             const uint8_t tweak[7]);
/**
 * FF3-1: decrypts n numerals to n numerals.
 * @param ctx a live context.
 * @param[out] out n numerals, each below the radix; may equal in (partial overlap is not allowed).
 * @param in n numerals, each below the radix.
 * @param n the length, minlen..maxlen (symcore/fpe.h, Lengths).
 * @param tweak the 7-byte tweak (expanded to 8 as FF3-1 says).
 * @retval SYMCORE_OK out is written.
 * @retval SYMCORE_EINVAL see the header's list (NULL pointers, a dead
 *         context).
 * @retval SYMCORE_ELENGTH n outside minlen..maxlen.
 * @retval SYMCORE_EDOMAIN a numeral >= radix.
 * On any error nothing at all is written to out.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff3_1_decrypt(const symcore_ff3_ctx *ctx, uint16_t *out, const uint16_t *in, size_t n,
                                             const uint8_t tweak[7]);
/**
 * FF3 (withdrawn): encrypts n characters of the context's alphabet to n characters of the context's alphabet. Needs symcore_ff3_init_alphabet.
 * @param ctx a live context.
 * @param[out] out n characters (exactly n bytes, no terminator); may equal in (partial overlap is not allowed).
 * @param in n characters (exactly n bytes, no terminator).
 * @param n the length, minlen..maxlen (symcore/fpe.h, Lengths).
 * @param tweak the 8-byte tweak (FF3, withdrawn: legacy data only).
 * @retval SYMCORE_OK out is written.
 * @retval SYMCORE_EINVAL see the header's list (NULL pointers, a dead
 *         context; or a context initialised without an alphabet).
 * @retval SYMCORE_ELENGTH n outside minlen..maxlen.
 * @retval SYMCORE_EDOMAIN a character outside the alphabet.
 * On any error nothing at all is written to out.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff3_encrypt_str(const symcore_ff3_ctx *ctx, char *out, const char *in, size_t n,
                                               const uint8_t tweak[8]);
/**
 * FF3 (withdrawn): decrypts n characters of the context's alphabet to n characters of the context's alphabet. Needs symcore_ff3_init_alphabet.
 * @param ctx a live context.
 * @param[out] out n characters (exactly n bytes, no terminator); may equal in (partial overlap is not allowed).
 * @param in n characters (exactly n bytes, no terminator).
 * @param n the length, minlen..maxlen (symcore/fpe.h, Lengths).
 * @param tweak the 8-byte tweak (FF3, withdrawn: legacy data only).
 * @retval SYMCORE_OK out is written.
 * @retval SYMCORE_EINVAL see the header's list (NULL pointers, a dead
 *         context; or a context initialised without an alphabet).
 * @retval SYMCORE_ELENGTH n outside minlen..maxlen.
 * @retval SYMCORE_EDOMAIN a character outside the alphabet.
 * On any error nothing at all is written to out.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff3_decrypt_str(const symcore_ff3_ctx *ctx, char *out, const char *in, size_t n,
                                               const uint8_t tweak[8]);
/**
 * FF3-1: encrypts n characters of the context's alphabet to n characters of the context's alphabet. Needs symcore_ff3_init_alphabet.
 * @param ctx a live context.
 * @param[out] out n characters (exactly n bytes, no terminator); may equal in (partial overlap is not allowed).
 * @param in n characters (exactly n bytes, no terminator).
 * @param n the length, minlen..maxlen (symcore/fpe.h, Lengths).
 * @param tweak the 7-byte tweak (expanded to 8 as FF3-1 says).
 * @retval SYMCORE_OK out is written.
 * @retval SYMCORE_EINVAL see the header's list (NULL pointers, a dead
 *         context; or a context initialised without an alphabet).
 * @retval SYMCORE_ELENGTH n outside minlen..maxlen.
 * @retval SYMCORE_EDOMAIN a character outside the alphabet.
 * On any error nothing at all is written to out.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff3_1_encrypt_str(const symcore_ff3_ctx *ctx, char *out, const char *in, size_t n,
                                                 const uint8_t tweak[7]);
/**
 * FF3-1: decrypts n characters of the context's alphabet to n characters of the context's alphabet. Needs symcore_ff3_init_alphabet.
 * @param ctx a live context.
 * @param[out] out n characters (exactly n bytes, no terminator); may equal in (partial overlap is not allowed).
 * @param in n characters (exactly n bytes, no terminator).
 * @param n the length, minlen..maxlen (symcore/fpe.h, Lengths).
 * @param tweak the 7-byte tweak (expanded to 8 as FF3-1 says).
 * @retval SYMCORE_OK out is written.
 * @retval SYMCORE_EINVAL see the header's list (NULL pointers, a dead
 *         context; or a context initialised without an alphabet).
 * @retval SYMCORE_ELENGTH n outside minlen..maxlen.
 * @retval SYMCORE_EDOMAIN a character outside the alphabet.
 * On any error nothing at all is written to out.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff3_1_decrypt_str(const symcore_ff3_ctx *ctx, char *out, const char *in, size_t n,
                                                 const uint8_t tweak[7]);
/**
 * Clears an FF3/FF3-1 context (the expanded AES key included); it is then
 * inert.
 * @param ctx the context; NULL does nothing.
 */
SYMCORE_API void symcore_ff3_wipe(symcore_ff3_ctx *ctx);

/**
 * @name Batches
 * Batches: count records of n numerals (or characters) each, laid end to end
 * in in and out (record k at offset k * n), all under one key and one tweak,
 * as when a column is tokenized. The result is bit for bit that of count
 * single calls (symcore_ff1_encrypt on each record, and so on), each record
 * in constant time as a single call is; several records go through the AES
 * rounds at once (with AES-NI or VAES their rounds interleaved, the portable
 * AES four at a time), so a batch costs far less per record than single
 * calls (figures in src/fpe/README.md).
 *
 * Every record is checked before any is computed: on any error nothing is
 * stored through out (not one record). bad_index (may be NULL) receives the
 * index of the first bad record on SYMCORE_EDOMAIN, 0 on the other errors
 * (they concern every record), and count on success. count = 0 with valid
 * arguments stores nothing and returns SYMCORE_OK. out == in is allowed; any
 * other overlap is not. Timing depends on the public values of the single
 * calls, on count, and on the index of the first bad record. Records past
 * the native bound (radix^ceil(n/2) >= 2^63; radix 10: n > 36) are single
 * calls after the checks.
 * @{
 */
/**
 * FF1: encrypts count records of n numerals.
 * @param ctx a live context.
 * @param[out] out count * n numerals; may equal in.
 * @param in count * n numerals, record k at offset k * n.
 * @param n each record's length, minlen..maxlen (symcore/fpe.h, Lengths).
 * @param count the number of records.
 * @param tweak the tweak, tweaklen bytes (NULL when tweaklen is 0).
 * @param tweaklen its length, at most the context's maximum.
 * @param[out] bad_index NULL, or where the first bad record's index goes
 *        (SYMCORE_EDOMAIN), 0 on the other errors, count on success.
 * @retval SYMCORE_OK all count records are written.
 * @retval SYMCORE_EINVAL a bad context or tweak, a NULL buffer with
 *         n * count > 0, or n * count past SIZE_MAX.
 * @retval SYMCORE_ELENGTH n outside minlen..maxlen (n = 0 included), whatever count.
 * @retval SYMCORE_EDOMAIN a numeral >= radix in some record.
 * On any error nothing at all is written to out.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff1_encrypt_batch(const symcore_ff1_ctx *ctx, uint16_t *out, const uint16_t *in,
                                                 size_t n, size_t count, const void *tweak, size_t tweaklen,
                                                 size_t *bad_index);
/**
 * FF1: decrypts count records of n numerals (the inverse of symcore_ff1_encrypt_batch).
 * @param ctx a live context.
 * @param[out] out count * n numerals; may equal in.
 * @param in count * n numerals, record k at offset k * n.
 * @param n each record's length, minlen..maxlen (symcore/fpe.h, Lengths).
 * @param count the number of records.
 * @param tweak the tweak, tweaklen bytes (NULL when tweaklen is 0).
 * @param tweaklen its length, at most the context's maximum.
 * @param[out] bad_index NULL, or where the first bad record's index goes
 *        (SYMCORE_EDOMAIN), 0 on the other errors, count on success.
 * @retval SYMCORE_OK all count records are written.
 * @retval SYMCORE_EINVAL a bad context or tweak, a NULL buffer with
 *         n * count > 0, or n * count past SIZE_MAX.
 * @retval SYMCORE_ELENGTH n outside minlen..maxlen (n = 0 included), whatever count.
 * @retval SYMCORE_EDOMAIN a numeral >= radix in some record.
 * On any error nothing at all is written to out.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff1_decrypt_batch(const symcore_ff1_ctx *ctx, uint16_t *out, const uint16_t *in,
                                                 size_t n, size_t count, const void *tweak, size_t tweaklen,
                                                 size_t *bad_index);
/**
 * FF1: encrypts count records of n characters of the context's alphabet (symcore_ff1_init_alphabet).
 * @param ctx a live context initialised with an alphabet.
 * @param[out] out count * n characters (exactly n bytes a record, no terminators); may equal in.
 * @param in count * n characters (exactly n bytes a record, no terminators), record k at offset k * n.
 * @param n each record's length, minlen..maxlen (symcore/fpe.h, Lengths).
 * @param count the number of records.
 * @param tweak the tweak, tweaklen bytes (NULL when tweaklen is 0).
 * @param tweaklen its length, at most the context's maximum.
 * @param[out] bad_index NULL, or where the first bad record's index goes
 *        (SYMCORE_EDOMAIN), 0 on the other errors, count on success.
 * @retval SYMCORE_OK all count records are written.
 * @retval SYMCORE_EINVAL a bad context or tweak, a NULL buffer with
 *         n * count > 0, or n * count past SIZE_MAX.
 * @retval SYMCORE_ELENGTH n outside minlen..maxlen (n = 0 included), whatever count.
 * @retval SYMCORE_EDOMAIN a character outside the alphabet in some record.
 * On any error nothing at all is written to out.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff1_encrypt_str_batch(const symcore_ff1_ctx *ctx, char *out, const char *in,
                                                     size_t n, size_t count, const void *tweak, size_t tweaklen,
                                                     size_t *bad_index);
/**
 * FF1: decrypts count records of n characters of the context's alphabet (the inverse of symcore_ff1_encrypt_str_batch).
 * @param ctx a live context initialised with an alphabet.
 * @param[out] out count * n characters (exactly n bytes a record, no terminators); may equal in.
 * @param in count * n characters (exactly n bytes a record, no terminators), record k at offset k * n.
 * @param n each record's length, minlen..maxlen (symcore/fpe.h, Lengths).
 * @param count the number of records.
 * @param tweak the tweak, tweaklen bytes (NULL when tweaklen is 0).
 * @param tweaklen its length, at most the context's maximum.
 * @param[out] bad_index NULL, or where the first bad record's index goes
 *        (SYMCORE_EDOMAIN), 0 on the other errors, count on success.
 * @retval SYMCORE_OK all count records are written.
 * @retval SYMCORE_EINVAL a bad context or tweak, a NULL buffer with
 *         n * count > 0, or n * count past SIZE_MAX.
 * @retval SYMCORE_ELENGTH n outside minlen..maxlen (n = 0 included), whatever count.
 * @retval SYMCORE_EDOMAIN a character outside the alphabet in some record.
 * On any error nothing at all is written to out.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff1_decrypt_str_batch(const symcore_ff1_ctx *ctx, char *out, const char *in,
                                                     size_t n, size_t count, const void *tweak, size_t tweaklen,
                                                     size_t *bad_index);
/**
 * FF3-1: encrypts count records of n numerals.
 * @param ctx a live context.
 * @param[out] out count * n numerals; may equal in.
 * @param in count * n numerals, record k at offset k * n.
 * @param n each record's length, minlen..maxlen (symcore/fpe.h, Lengths).
 * @param count the number of records.
 * @param tweak the 7-byte tweak (expanded to 8 as FF3-1 says).
 * @param[out] bad_index NULL, or where the first bad record's index goes
 *        (SYMCORE_EDOMAIN), 0 on the other errors, count on success.
 * @retval SYMCORE_OK all count records are written.
 * @retval SYMCORE_EINVAL a bad context or tweak, a NULL buffer with
 *         n * count > 0, or n * count past SIZE_MAX.
 * @retval SYMCORE_ELENGTH n outside minlen..maxlen (n = 0 included), whatever count.
 * @retval SYMCORE_EDOMAIN a numeral >= radix in some record.
 * On any error nothing at all is written to out.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff3_1_encrypt_batch(const symcore_ff3_ctx *ctx, uint16_t *out, const uint16_t *in,
                                                   size_t n, size_t count, const uint8_t tweak[7],
                                                   size_t *bad_index);
/**
 * FF3-1: decrypts count records of n numerals (the inverse of symcore_ff3_1_encrypt_batch).
 * @param ctx a live context.
 * @param[out] out count * n numerals; may equal in.
 * @param in count * n numerals, record k at offset k * n.
 * @param n each record's length, minlen..maxlen (symcore/fpe.h, Lengths).
 * @param count the number of records.
 * @param tweak the 7-byte tweak (expanded to 8 as FF3-1 says).
 * @param[out] bad_index NULL, or where the first bad record's index goes
 *        (SYMCORE_EDOMAIN), 0 on the other errors, count on success.
 * @retval SYMCORE_OK all count records are written.
 * @retval SYMCORE_EINVAL a bad context or tweak, a NULL buffer with
 *         n * count > 0, or n * count past SIZE_MAX.
 * @retval SYMCORE_ELENGTH n outside minlen..maxlen (n = 0 included), whatever count.
 * @retval SYMCORE_EDOMAIN a numeral >= radix in some record.
 * On any error nothing at all is written to out.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff3_1_decrypt_batch(const symcore_ff3_ctx *ctx, uint16_t *out, const uint16_t *in,
                                                   size_t n, size_t count, const uint8_t tweak[7],
                                                   size_t *bad_index);
/**
 * FF3-1: encrypts count records of n characters of the context's alphabet (symcore_ff3_init_alphabet).
 * @param ctx a live context initialised with an alphabet.
 * @param[out] out count * n characters (exactly n bytes a record, no terminators); may equal in.
 * @param in count * n characters (exactly n bytes a record, no terminators), record k at offset k * n.
 * @param n each record's length, minlen..maxlen (symcore/fpe.h, Lengths).
 * @param count the number of records.
 * @param tweak the 7-byte tweak (expanded to 8 as FF3-1 says).
 * @param[out] bad_index NULL, or where the first bad record's index goes
 *        (SYMCORE_EDOMAIN), 0 on the other errors, count on success.
 * @retval SYMCORE_OK all count records are written.
 * @retval SYMCORE_EINVAL a bad context or tweak, a NULL buffer with
 *         n * count > 0, or n * count past SIZE_MAX.
 * @retval SYMCORE_ELENGTH n outside minlen..maxlen (n = 0 included), whatever count.
 * @retval SYMCORE_EDOMAIN a character outside the alphabet in some record.
 * On any error nothing at all is written to out.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff3_1_encrypt_str_batch(const symcore_ff3_ctx *ctx, char *out, const char *in,
                                                       size_t n, size_t count, const uint8_t tweak[7],
                                                       size_t *bad_index);
/**
 * FF3-1: decrypts count records of n characters of the context's alphabet (the inverse of symcore_ff3_1_encrypt_str_batch).
 * @param ctx a live context initialised with an alphabet.
 * @param[out] out count * n characters (exactly n bytes a record, no terminators); may equal in.
 * @param in count * n characters (exactly n bytes a record, no terminators), record k at offset k * n.
 * @param n each record's length, minlen..maxlen (symcore/fpe.h, Lengths).
 * @param count the number of records.
 * @param tweak the 7-byte tweak (expanded to 8 as FF3-1 says).
 * @param[out] bad_index NULL, or where the first bad record's index goes
 *        (SYMCORE_EDOMAIN), 0 on the other errors, count on success.
 * @retval SYMCORE_OK all count records are written.
 * @retval SYMCORE_EINVAL a bad context or tweak, a NULL buffer with
 *         n * count > 0, or n * count past SIZE_MAX.
 * @retval SYMCORE_ELENGTH n outside minlen..maxlen (n = 0 included), whatever count.
 * @retval SYMCORE_EDOMAIN a character outside the alphabet in some record.
 * On any error nothing at all is written to out.
 */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff3_1_decrypt_str_batch(const symcore_ff3_ctx *ctx, char *out, const char *in,
                                                       size_t n, size_t count, const uint8_t tweak[7],
                                                       size_t *bad_index);
/** @} */

#ifdef __cplusplus
}
#endif

#endif
