/*
 * symcore/fpe.h - format-preserving encryption: FF1, FF3 and FF3-1
 * (NIST SP 800-38G Rev. 1) over AES-128/192/256.
 *
 * An FPE cipher maps a string of n numerals in radix r (digits 0..r-1) to
 * another string of n numerals in the same radix: a 16-digit card number
 * stays a 16-digit number. Numerals are uint16_t values below the radix
 * (radix 2..65536); the _str calls take characters of an alphabet given at
 * init instead ("0123456789": the character at index k is numeral k).
 *
 * Security considerations.
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
 * Constant time. Numerals, characters and keys are secrets: no branch, memory
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
 * Lengths. FF1: minlen is the least n with radix^n >= 1,000,000 (at least 2);
 * maxlen is the largest n with radix^ceil(n/2) <= 2^4096 (2466 at radix 10,
 * 512 at radix 65536, 8192 at radix 2). FF3/FF3-1: the same minlen and
 * maxlen = 2 * floor(log_radix(2^96)) (56 at radix 10, 12 at radix 65536),
 * inclusive. All are computed in integer arithmetic.
 * The FF1 tweak may be 0 to SYMCORE_FF1_MAX_TWEAK bytes; FF3 takes exactly 8,
 * FF3-1 exactly 7 (expanded to 8 as the standard says).
 *
 * Return values. Every call returns SYMCORE_OK or a negative code, and every
 * call but the _wipe calls is SYMCORE_MUST_CHECK: ignoring its result is a
 * compiler warning (an unchecked ELENGTH or EDOMAIN leaves the plaintext
 * where the caller expects a token). Errors, checked in this order:
 * SYMCORE_EINVAL  NULL context or key; a NULL FF3/FF3-1 tweak; an FF1 tweak
 *                 NULL with tweaklen > 0 (NULL with tweaklen 0 is the empty
 *                 tweak) or longer than SYMCORE_FF1_MAX_TWEAK; NULL input or
 *                 output with n > 0; key length not 16, 24, 32; radix outside
 *                 2..65536; an alphabet NULL, with a repeated byte or with
 *                 fewer than 2 symbols; a _str call on a context initialised
 *                 without an alphabet; a context that is all zero, wiped,
 *                 never initialised or holds arbitrary bytes (every field a
 *                 call reads is checked against what init leaves there before
 *                 it is used as a length, an index or a bound).
 * SYMCORE_ELENGTH n outside [minlen, maxlen] (n = 0 included).
 * SYMCORE_EDOMAIN a numeral >= radix, or a character outside the alphabet
 *                 (no case folding, no sign, no whitespace skipping).
 * On any error nothing is stored through out: not one byte, not even the
 * bytes that were there (out may be read-only memory, or written by another
 * thread meanwhile), in place or not. A failed init leaves the context as it
 * was.
 *
 * Secrets on the stack. Buffers the code declares that hold key-derived
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
 * Contexts. Plain structs the caller allocates; fields private. After init a
 * context is read-only and may be shared by threads. _wipe clears it (the
 * expanded AES key included); a wiped, all-zero or otherwise invalid context
 * is inert: calls on it return SYMCORE_EINVAL and store nothing. In-place
 * operation (out == in) is allowed; partial overlap is not.
 *
 * Cost: no heap. FF1 keeps each half as an integer through the ten rounds
 * (converted once in, once out); the CBC-MAC of P and of Q's tweak-only
 * blocks is computed once per call, radix^u and radix^v too (read from the
 * context, which holds for k < 32 radix^k, its reciprocal and the words of
 * 2^192 / radix^k the reductions by fractions use: a context is about 1.5
 * KiB). On 64-bit targets, while radix^v < 2^63 (radix 10: n <= 36) the
 * halves live in machine words, and with AES-NI (FF1 while radix^v < 2^61,
 * FF3 while radix^u < 2^60: every card number) a call is one chain of AES
 * and modular reductions, about 1.35-1.45x (FF1) and 1.48-1.50x (FF3-1) the
 * time of its AES blocks chained alone (see README, Benchmarks; FF3's lower
 * figure with AVX-512 IFMA, whose copy keeps the rounds' arithmetic in
 * vector registers while radix^u < 2^52 / 8199, radix 10: n <= 22); the
 * _str calls on an alphabet of one run ("0123456789") take 5-9% longer, of
 * two runs about a quarter longer; beyond, in 4096-bit integers on the
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

#define SYMCORE_FF1_MAX_TWEAK 65536 /* bytes */
#define SYMCORE_FPE_MAX_RADIX 65536

/* 16-byte alignment in C11 and in C++11 and later, where _Alignas is not a
 * keyword. */
#ifdef __cplusplus
#define SYMCORE_ALIGN16 alignas(16)
#else
#define SYMCORE_ALIGN16 _Alignas(16)
#endif

/* Fields are private. The key space holds the AES round keys (FF3: of the
 * byte-reversed key). */
struct symcore_fpe_key_space {
    SYMCORE_ALIGN16 unsigned char bytes[256];
};

/* Fields are private. An alphabet's characters, and the same as runs of
 * consecutive byte values ("0123456789" is one run, "0-9a-z" two), through
 * which the _str calls map characters. */
#define SYMCORE_FPE_ALPHABET_RUNS 8
struct symcore_fpe_alphabet {
    unsigned char bytes[256];
    unsigned char runs; /* 1..SYMCORE_FPE_ALPHABET_RUNS; 0: more (or no alphabet) */
    unsigned char run_char[SYMCORE_FPE_ALPHABET_RUNS];    /* a run's first character, */
    unsigned char run_numeral[SYMCORE_FPE_ALPHABET_RUNS]; /* its numeral */
    unsigned char run_len[SYMCORE_FPE_ALPHABET_RUNS];     /* and its length */
};

struct symcore_fpe_state {
    struct symcore_fpe_key_space key;
    uint32_t radix;  /* 0: not initialised (inert) */
    uint32_t minlen;
    uint32_t maxlen;
    uint32_t alphabet_len; /* 0 without an alphabet */
    struct symcore_fpe_alphabet alphabet;
    /* radix^k (0 once it reaches 2^63) and, for k >= 1, ceil(2^64 / radix^k),
     * k < 32: the per-call constants of the native path, so that a call
     * neither multiplies them out nor divides */
    uint64_t pow[32];
    uint64_t pow_inv[32];
    /* the next two words of floor((2^192 - 1) / radix^k) after
     * floor((2^64 - 1) / radix^k): the reductions by fractions */
    uint64_t pow_frac[32][2];
};

typedef struct symcore_ff1_ctx {
    struct symcore_fpe_state s;
} symcore_ff1_ctx;

typedef struct symcore_ff3_ctx {
    struct symcore_fpe_state s;
} symcore_ff3_ctx;

/* FF1 with a numeric radix (2..65536) / with an alphabet of distinct bytes
 * (radix = strlen(alphabet), at least 2). */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff1_init(symcore_ff1_ctx *ctx, const uint8_t *key, size_t keylen, uint32_t radix);
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff1_init_alphabet(symcore_ff1_ctx *ctx, const uint8_t *key, size_t keylen,
                                                 const char *alphabet);
/* n numerals in, n numerals out; tweak of 0..SYMCORE_FF1_MAX_TWEAK bytes. */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff1_encrypt(const symcore_ff1_ctx *ctx, uint16_t *out, const uint16_t *in, size_t n,
                                           const void *tweak, size_t tweaklen);
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff1_decrypt(const symcore_ff1_ctx *ctx, uint16_t *out, const uint16_t *in, size_t n,
                                           const void *tweak, size_t tweaklen);
/* The same on characters of the alphabet: reads and writes exactly n chars,
 * no terminator. Needs symcore_ff1_init_alphabet. */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff1_encrypt_str(const symcore_ff1_ctx *ctx, char *out, const char *in, size_t n,
                                               const void *tweak, size_t tweaklen);
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff1_decrypt_str(const symcore_ff1_ctx *ctx, char *out, const char *in, size_t n,
                                               const void *tweak, size_t tweaklen);
/* Clears the context; it is then inert. */
SYMCORE_API void symcore_ff1_wipe(symcore_ff1_ctx *ctx);

/* FF3 (withdrawn, 8-byte tweak) and FF3-1 (7-byte tweak) share a context. */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff3_init(symcore_ff3_ctx *ctx, const uint8_t *key, size_t keylen, uint32_t radix);
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff3_init_alphabet(symcore_ff3_ctx *ctx, const uint8_t *key, size_t keylen,
                                                 const char *alphabet);
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff3_encrypt(const symcore_ff3_ctx *ctx, uint16_t *out, const uint16_t *in, size_t n,
                                           const uint8_t tweak[8]);
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff3_decrypt(const symcore_ff3_ctx *ctx, uint16_t *out, const uint16_t *in, size_t n,
                                           const uint8_t tweak[8]);
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff3_1_encrypt(const symcore_ff3_ctx *ctx, uint16_t *out, const uint16_t *in, size_t n,
                                             const uint8_t tweak[7]);
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff3_1_decrypt(const symcore_ff3_ctx *ctx, uint16_t *out, const uint16_t *in, size_t n,
                                             const uint8_t tweak[7]);
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff3_encrypt_str(const symcore_ff3_ctx *ctx, char *out, const char *in, size_t n,
                                               const uint8_t tweak[8]);
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff3_decrypt_str(const symcore_ff3_ctx *ctx, char *out, const char *in, size_t n,
                                               const uint8_t tweak[8]);
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff3_1_encrypt_str(const symcore_ff3_ctx *ctx, char *out, const char *in, size_t n,
                                                 const uint8_t tweak[7]);
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff3_1_decrypt_str(const symcore_ff3_ctx *ctx, char *out, const char *in, size_t n,
                                                 const uint8_t tweak[7]);
SYMCORE_API void symcore_ff3_wipe(symcore_ff3_ctx *ctx);

/*
 * Batches: count records of n numerals (or characters) each, laid end to end
 * in in and out (record k at offset k * n), all under one key and one tweak,
 * as when a column is tokenized. The result is bit for bit that of count
 * single calls (symcore_ff1_encrypt on each record, and so on), each record
 * in constant time as a single call is; several records go through the AES
 * rounds at once (with AES-NI or VAES their rounds interleaved, the portable
 * AES four at a time), so a batch costs far less per record than single calls.
 *
 * Every record is checked before any is computed: on any error nothing is
 * stored through out (not one record). Errors: those of the single calls
 * (SYMCORE_EINVAL for a bad context, tweak or NULL buffer with n * count > 0,
 * or n * count past SIZE_MAX; SYMCORE_ELENGTH for n outside [minlen, maxlen],
 * n = 0 included, whatever count; SYMCORE_EDOMAIN for a numeral >= radix or a
 * character outside the alphabet in some record). bad_index (may be NULL)
 * receives the index of the first bad record on SYMCORE_EDOMAIN, 0 on the
 * other errors (they concern every record), and count on success. count = 0
 * with valid arguments stores nothing and returns SYMCORE_OK. out == in is
 * allowed; any other overlap is not. Timing depends on the public values of
 * the single calls, on count, and on the index of the first bad record.
 * Cost (radix 10, n = 16, a batch of 10,000, CPU time on a shared Zen 5):
 * FF1 about 32-40 ns a record with VAES (a single call 190), 52 with AES-NI,
 * 1 us on the portable AES (3.3 us); FF3-1 about 38 (135), 53, 0.8 us (2.4).
 * Records past the native bound (radix^ceil(n/2) >= 2^63; radix 10: n > 36)
 * are single calls after the checks.
 */
/* FF1 on numerals: count records of n numerals. */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff1_encrypt_batch(const symcore_ff1_ctx *ctx, uint16_t *out, const uint16_t *in,
                                                 size_t n, size_t count, const void *tweak, size_t tweaklen,
                                                 size_t *bad_index);
/* The inverse of symcore_ff1_encrypt_batch. */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff1_decrypt_batch(const symcore_ff1_ctx *ctx, uint16_t *out, const uint16_t *in,
                                                 size_t n, size_t count, const void *tweak, size_t tweaklen,
                                                 size_t *bad_index);
/* FF1 on characters of the alphabet (symcore_ff1_init_alphabet): count records of n chars, no terminators. */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff1_encrypt_str_batch(const symcore_ff1_ctx *ctx, char *out, const char *in,
                                                     size_t n, size_t count, const void *tweak, size_t tweaklen,
                                                     size_t *bad_index);
/* The inverse of symcore_ff1_encrypt_str_batch. */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff1_decrypt_str_batch(const symcore_ff1_ctx *ctx, char *out, const char *in,
                                                     size_t n, size_t count, const void *tweak, size_t tweaklen,
                                                     size_t *bad_index);
/* FF3-1 on numerals: count records of n numerals, one 7-byte tweak. */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff3_1_encrypt_batch(const symcore_ff3_ctx *ctx, uint16_t *out, const uint16_t *in,
                                                   size_t n, size_t count, const uint8_t tweak[7],
                                                   size_t *bad_index);
/* The inverse of symcore_ff3_1_encrypt_batch. */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff3_1_decrypt_batch(const symcore_ff3_ctx *ctx, uint16_t *out, const uint16_t *in,
                                                   size_t n, size_t count, const uint8_t tweak[7],
                                                   size_t *bad_index);
/* FF3-1 on characters of the alphabet (symcore_ff3_init_alphabet). */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff3_1_encrypt_str_batch(const symcore_ff3_ctx *ctx, char *out, const char *in,
                                                       size_t n, size_t count, const uint8_t tweak[7],
                                                       size_t *bad_index);
/* The inverse of symcore_ff3_1_encrypt_str_batch. */
SYMCORE_MUST_CHECK SYMCORE_API int symcore_ff3_1_decrypt_str_batch(const symcore_ff3_ctx *ctx, char *out, const char *in,
                                                       size_t n, size_t count, const uint8_t tweak[7],
                                                       size_t *bad_index);

#ifdef __cplusplus
}
#endif

#endif
