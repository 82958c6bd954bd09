/*
 * The FPE batches (symcore_ff1_*_batch, symcore_ff3_1_*_batch): count
 * records of n numerals or characters under one key and one tweak.
 *
 * fpe_batch.c holds the public calls, the checks (every record before any
 * is computed) and the way of the records no group engine takes (one
 * single call each, after the checks); fpe_batch_native.c the group
 * engines: records whose halves fit machine words (the native path's
 * bound), several at a time, each round's AES blocks of the whole group in
 * one encrypt_blocks call, so that the AES backend works on them side by
 * side (AES-NI 8 blocks interleaved, VAES 4 blocks per register, the
 * bitsliced portable AES 4 blocks per call).
 */
#ifndef SYMCORE_FPE_BATCH_H
#define SYMCORE_FPE_BATCH_H

#include "fpe_internal.h"

/* Records in flight per group, at most (the engines' arrays). */
#define SC_FPE_BATCH_MAX 16

/* The group size for backend be: as many blocks as its encrypt_blocks
 * works on side by side in one pass. */
SC_INLINE size_t sc_fpe_batch_group(const struct sc_aes_backend *be)
{
#if SC_X86_64
    if (be == &symcore__aes_vaes)
        return 16;
    if (be == &symcore__aes_aesni)
        return 8;
#endif
    (void)be;
    return 4;
}

/* Entries with an explicit AES backend (tests run every one); the public
 * calls pass symcore__aes_backend(). io: the batch's first record (in16 /
 * out16, or in8 / out8 with the alphabet). bad_index may be NULL. */
int symcore__ff1_batch(const struct sc_aes_backend *be, const symcore_ff1_ctx *ctx, const sc_fpe_io *io, size_t n,
                       size_t count, const void *tweak, size_t t, int decrypt, size_t *bad_index);
int symcore__ff3_1_batch(const struct sc_aes_backend *be, const symcore_ff3_ctx *ctx, const sc_fpe_io *io, size_t n,
                         size_t count, const uint8_t *tweak, int decrypt, size_t *bad_index);

/* The group engines (fpe_batch_native.c), for valid records only (checked
 * before): 1 if the engine took the whole batch, 0 if n is beyond it (the
 * caller then makes single calls). */
int symcore__ff1_batch_native(const struct sc_aes_backend *be, const struct symcore_fpe_state *st,
                              const sc_fpe_io *io, size_t n, size_t count, const uint8_t *tweak, size_t t,
                              int decrypt);
int symcore__ff3_batch_native(const struct sc_aes_backend *be, const struct symcore_fpe_state *st,
                              const sc_fpe_io *io, size_t n, size_t count, uint64_t w, int decrypt);

#endif
