/* The Keccak permutation layer and the sponge every Keccak mode is built on. */
#ifndef SYMCORE_KECCAK_INTERNAL_H
#define SYMCORE_KECCAK_INTERNAL_H

#include "../common/internal.h"
#include "symcore/keccak.h"

/* A permutation backend. rate_lanes is the rate in 64-bit lanes (9..21);
 * rounds is 24 (Keccak-f) or 12 (Keccak-p[1600,12]). */
struct sc_keccak_backend {
    const char *name;
    void (*permute)(uint64_t s[25], unsigned rounds);
    /* xor nblocks whole blocks of input into the state, permuting after each */
    void (*absorb)(uint64_t s[25], const uint8_t *in, size_t nblocks, unsigned rate_lanes, unsigned rounds);
    /* permute, then write the rate part of the state out, nblocks times */
    void (*squeeze)(uint64_t s[25], uint8_t *out, size_t nblocks, unsigned rate_lanes, unsigned rounds);
};

extern const uint64_t symcore__keccak_rc[24];
extern const struct sc_keccak_backend symcore__keccak_portable;
#if SC_X86_64
extern const struct sc_keccak_backend symcore__keccak_x86_64_v3;
#endif
/* armv8-sha3 (keccak_armv8_sha3.c): AArch64 with EOR3, RAX1, XAR and BCAX,
 * needs SC_CPU_ARM_SHA3. Target attribute: gcc 12 "arch=armv8.2-a+sha3" (its
 * arm_neon.h declares the intrinsics under that), clang "sha3" (from clang
 * 16 on; older ones only when the whole target has SHA3). */
#if SC_AARCH64 && (defined(__ARM_FEATURE_SHA3) || (defined(__clang__) && __clang_major__ >= 16) ||           \
                   (!defined(__clang__) && __GNUC__ >= 9))
#define SC_KECCAK_HAVE_ARMV8_SHA3 1
#if defined(__clang__)
#define SC_ARMV8_SHA3_ATTR __attribute__((target("sha3")))
#else
#define SC_ARMV8_SHA3_ATTR __attribute__((target("arch=armv8.2-a+sha3")))
#endif
extern const struct sc_keccak_backend symcore__keccak_armv8_sha3;
#else
#define SC_KECCAK_HAVE_ARMV8_SHA3 0
#endif

/* A many-lane backend: lanes Keccak-p[1600] states side by side. */
struct sc_keccak_lanes_backend {
    /* what symcore_backend("keccak") says when this backend hashes leaves */
    const char *name;
    unsigned lanes;
    /* symcore__keccak_hash_leaves for 1 <= n <= lanes leaves */
    void (*hash)(uint8_t *cv, size_t cvlen, const uint8_t *in, size_t leaf_len, size_t n,
                 unsigned rate, uint8_t pad, unsigned rounds);
    /* lanes states, word-major: word w of state j at s[w * lanes + j] */
    void (*permute)(uint64_t *s, unsigned rounds);
};

#if SC_X86_64
extern const struct sc_keccak_lanes_backend symcore__keccak_avx2x4;
extern const struct sc_keccak_lanes_backend symcore__keccak_avx512x8;
#endif
#if SC_AARCH64
/* two states in NEON registers (keccak_neon2.c); the second with the SHA3
 * instructions, needs SC_CPU_ARM_SHA3 */
extern const struct sc_keccak_lanes_backend symcore__keccak_neon2;
#if SC_KECCAK_HAVE_ARMV8_SHA3
extern const struct sc_keccak_lanes_backend symcore__keccak_neon2_sha3;
#endif
#endif

/* The permutation of SHAKE x4's four states (symcore__sponge4: word w of
 * state j at s[4 * w + j]). */
struct sc_keccak_x4_backend {
    const char *name;
    void (*permute)(uint64_t s[100], unsigned rounds);
    /* words w0 .. w0 + nwords - 1 of stream j, little-endian, to out[j] */
    void (*extract)(const uint64_t s[100], size_t w0, uint8_t *const out[4], size_t nwords);
};
/* extract, one word at a time (any host) */
void symcore__keccak_x4_extract_words(const uint64_t s[100], size_t w0, uint8_t *const out[4], size_t nwords);
/* four single-state permutations, by symcore__keccak_backend() */
extern const struct sc_keccak_x4_backend symcore__keccak_x4_scalar;
#if SC_X86_64
extern const struct sc_keccak_x4_backend symcore__keccak_x4_avx2;     /* keccak_avx2x4.c */
extern const struct sc_keccak_x4_backend symcore__keccak_x4_avx512vl; /* keccak_avx512vlx4.c */
/* extract for CPUs with AVX2 (keccak_avx2x4.c) */
void symcore__keccak_x4_extract_avx2(const uint64_t s[100], size_t w0, uint8_t *const out[4], size_t nwords);
#endif
/* The fastest x4 permutation this CPU can run; for tests and the benchmark,
 * symcore__keccak_x4_forced instead when it is not NULL (one this CPU runs). */
const struct sc_keccak_x4_backend *symcore__keccak_x4_backend(void);
extern const struct sc_keccak_x4_backend *symcore__keccak_x4_forced;
/* The x4 permutations this CPU runs, slowest first (the scalar one always):
 * stored in list, their count returned. */
#define SC_KECCAK_X4_BACKENDS 3
size_t symcore__keccak_x4_backends(const struct sc_keccak_x4_backend *list[SC_KECCAK_X4_BACKENDS]);

/* The widest many-lane backend this CPU can run, or NULL: one sponge per leaf. */
const struct sc_keccak_lanes_backend *symcore__keccak_lanes_backend(void);

/* For tests and the benchmark only: when symcore__keccak_lanes_forced is set,
 * symcore__keccak_lanes_backend() returns symcore__keccak_lanes_choice (a
 * backend this CPU can run, or NULL for one sponge per leaf). */
extern int symcore__keccak_lanes_forced;
extern const struct sc_keccak_lanes_backend *symcore__keccak_lanes_choice;

/* The fastest backend this CPU can run. */
const struct sc_keccak_backend *symcore__keccak_backend(void);
/* For tests and the benchmark only: when not NULL, the backend that
 * symcore__keccak_backend() returns (one this CPU can run). */
extern const struct sc_keccak_backend *symcore__keccak_forced;

/* Padding bytes: the domain-separation suffix with the first bit of pad10*1. */
enum {
    SC_KECCAK_PAD_SHA3 = 0x06,
    SC_KECCAK_PAD_SHAKE = 0x1f,
    SC_KECCAK_PAD_CSHAKE = 0x04
};

/* The sponge: rate in bytes (a multiple of 8, 72..168), pad byte, rounds.
 * These calls trust the context they are given: the public calls check a
 * caller's context (symcore__*_live below) before they reach them. */
void symcore__keccak_init(struct symcore__sponge *ctx, unsigned rate, uint8_t pad, unsigned rounds);
void symcore__keccak_absorb(struct symcore__sponge *ctx, const uint8_t *in, size_t len);
/* Zero-fill to the end of the current block (SP 800-185 bytepad). */
void symcore__keccak_fill_block(struct symcore__sponge *ctx);
/* Squeezing pads the message first if it is still absorbing. */
void symcore__keccak_squeeze(struct symcore__sponge *ctx, uint8_t *out, size_t len);

/* SP 800-185 encodings: left_encode(x) written to buf, returning its length;
 * and the encodings absorbed straight into the sponge. */
size_t symcore__keccak_left_encode(uint8_t buf[9], uint64_t x);
void symcore__keccak_absorb_left_encode(struct symcore__sponge *ctx, uint64_t x);
void symcore__keccak_absorb_right_encode(struct symcore__sponge *ctx, uint64_t x);
/* encode_string(S) = left_encode(8 * slen) || S */
void symcore__keccak_absorb_encoded_string(struct symcore__sponge *ctx, const uint8_t *s, size_t slen);

/* Leaf hashing, the engine of ParallelHash and KangarooTwelve. Hashes n
 * independent leaves, leaf i being the leaf_len bytes at in + i * leaf_len,
 * each as a fresh sponge of the given rate (bytes), pad byte and rounds, and
 * writes the first cvlen bytes (cvlen <= rate) of leaf i's output to
 * cv + i * cvlen. Any n; backends with several lanes take several leaves at
 * once. */
#define SC_KECCAK_MAX_LANES 8
void symcore__keccak_hash_leaves(uint8_t *cv, size_t cvlen, const uint8_t *in, size_t leaf_len, size_t n,
                                 unsigned rate, uint8_t pad, unsigned rounds);

/* A NULL buffer with a nonzero length: the bad input every public call refuses. */
SC_INLINE int sc_bad_buffer(const void *p, size_t len) { return p == NULL && len != 0; }

/* The modes built on the sponge (see symcore/keccak.h for the public ones).
 * ctx->mode names the context type and phase, so that a context of another
 * type, or of arbitrary bytes, is refused: the public calls accept only the
 * modes of their own type. */
enum {
    SC_RATE_128 = 168,       /* SHAKE128, cSHAKE128, TurboSHAKE128 and their modes */
    SC_RATE_256 = 136,
    SC_MODE_SHA3 = 0x33,     /* symcore_sha3_ctx */
    SC_MODE_XOF = 0x78,      /* symcore_xof_ctx */
    SC_MODE_KMAC = 0x4b,     /* symcore_kmac_ctx still absorbing */
    SC_MODE_KMAC_XOF = 0x58, /* ... and one squeezing KMACXOF output */
    SC_MODE_TUPLE = 0x54,    /* symcore_tuplehash_ctx taking items */
    SC_MODE_TUPLE_XOF = 0x74, /* ... and one squeezing TupleHashXOF output */
    SC_MODE_PH = 0x50,       /* symcore_parallelhash_ctx absorbing */
    SC_MODE_PH_XOF = 0x70,   /* ... and one squeezing ParallelHashXOF output */
    SC_MODE_KT = 0x6b,       /* symcore_kt_ctx absorbing */
    SC_MODE_KT_OUT = 0x4f,   /* ... and one squeezing */
    SC_MODE_LEAF = 0x4c,     /* the leaf sponge of an incremental tree hash */
    SC_MODE_SHAKE128X4 = 0x31, /* symcore_shake128x4_ctx, squeezing */
    SC_MODE_SHAKE256X4 = 0x32, /* symcore_shake256x4_ctx, squeezing */
    SC_ROUNDS_F = 24,        /* Keccak-f[1600] */
    SC_ROUNDS_TURBO = 12     /* Keccak-p[1600, 12] */
};

/* The largest output length (bytes) whose bit count, as KMAC, TupleHash and
 * ParallelHash encode it, fits in 64 bits. */
#define SC_MAX_ENCODED_OUTLEN (UINT64_MAX / 8)
SC_INLINE int sc_bad_outlen(size_t outlen)
{
#if SIZE_MAX > SC_MAX_ENCODED_OUTLEN
    return outlen > SC_MAX_ENCODED_OUTLEN;
#else
    (void)outlen; /* a 32-bit size_t never overflows it */
    return 0;
#endif
}

/* TurboSHAKE's domain byte: 0x01..0x7F (RFC 9861). */
SC_INLINE int sc_turbo_domain_ok(uint8_t D) { return D >= 0x01 && D <= 0x7f; }

/* Whether pos is a position the sponge can hold in its phase: while
 * absorbing a block is never full (a full one is permuted at once), while
 * squeezing at least one byte of the block has been read (pad sets pos to the
 * rate). Every use of pos as an index or length relies on this. */
SC_INLINE int sc_sponge_pos_ok(const struct symcore__sponge *s)
{
    return s->squeezing == 0 ? s->pos < s->rate : s->squeezing == 1 && s->pos >= 1 && s->pos <= s->rate;
}

/* Starts cSHAKE with function name N and customization S: absorbs
 * bytepad(encode_string(N) || encode_string(S), rate); plain SHAKE when both
 * are empty. Pointers must be valid for their lengths. */
void symcore__keccak_cshake_start(struct symcore__sponge *ctx, unsigned rate, const void *N, size_t nlen,
                                  const void *S, size_t slen);

/* A byte string given as up to three pieces laid end to end (KangarooTwelve
 * hashes M || C || length_encode(|C|) without copying it together). */
struct sc_keccak_pieces {
    const uint8_t *ptr[3];
    size_t len[3];
};
/* Absorbs len bytes of the pieces, from byte offset from on. */
void symcore__keccak_absorb_pieces(struct symcore__sponge *ctx, const struct sc_keccak_pieces *p, uint64_t from,
                                   uint64_t len);

/* The leaves of a tree mode and how each is hashed. */
struct sc_keccak_leaves {
    size_t leaf_len; /* bytes per leaf; the last leaf may be shorter */
    size_t cvlen;    /* chaining value bytes: 32 or 64 */
    unsigned rate;
    uint8_t pad;
    unsigned rounds;
};
/* Cuts the pieces, from byte offset start to their end, into leaves, hashes
 * them (whole runs of them at once through symcore__keccak_hash_leaves) and
 * absorbs their chaining values into ctx in order, a batch at a time, so the
 * memory used does not depend on the input length. Returns the leaf count. */
uint64_t symcore__keccak_absorb_leaves(struct symcore__sponge *ctx, const struct sc_keccak_pieces *p, uint64_t start,
                                       const struct sc_keccak_leaves *lv);

/* KangarooTwelve's length_encode(x): x big-endian in the fewest bytes (none
 * for 0), then their count; returns the length. */
size_t symcore__keccak_length_encode(uint8_t buf[9], uint64_t x);

/* The leaf layer of the incremental tree hashes (tree_stream.c). Feeds len
 * bytes into leaves of lv->leaf_len bytes, *leaf_pos bytes of the current
 * leaf being in the leaf sponge already (0: none): the current leaf is
 * completed in the leaf sponge, the whole leaves inside in go to the
 * many-lane hasher straight from in, and a tail shorter than a leaf starts
 * the leaf sponge again. Every completed leaf's chaining value is absorbed
 * into final, in order. Returns the number of leaves completed. */
uint64_t symcore__keccak_stream_leaves(struct symcore__sponge *final, struct symcore__sponge *leaf,
                                       uint64_t *leaf_pos, const uint8_t *in, size_t len,
                                       const struct sc_keccak_leaves *lv);
/* Ends the leaf in the leaf sponge: its chaining value into final; wipes leaf. */
void symcore__keccak_end_leaf(struct symcore__sponge *final, struct symcore__sponge *leaf, size_t cvlen);
/* Whether a leaf sponge holds a leaf of the given rate, pad and rounds, still
 * absorbing, at a position inside its block. */
int symcore__keccak_leaf_ok(const struct symcore__sponge *leaf, unsigned rate, uint8_t pad, unsigned rounds);

#endif
