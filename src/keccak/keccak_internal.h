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

/* The widest many-lane backend this CPU can run, or NULL: one sponge per leaf. */
const struct sc_keccak_lanes_backend *symcore__keccak_lanes_backend(void);

/* The fastest backend this CPU can run. */
const struct sc_keccak_backend *symcore__keccak_backend(void);

/* Padding bytes: the domain-separation suffix with the first bit of pad10*1. */
enum {
    SC_KECCAK_PAD_SHA3 = 0x06,
    SC_KECCAK_PAD_SHAKE = 0x1f,
    SC_KECCAK_PAD_CSHAKE = 0x04
};

/* 1 if ctx is a context an init set up (not NULL, zeroed, wiped or
 * finished); every sponge call below does nothing on any other. */
int symcore__keccak_live(const symcore_keccak_ctx *ctx);
/* The sponge: rate in bytes (a multiple of 8, 72..168), pad byte, rounds. */
void symcore__keccak_init(symcore_keccak_ctx *ctx, unsigned rate, uint8_t pad, unsigned rounds);
void symcore__keccak_absorb(symcore_keccak_ctx *ctx, const uint8_t *in, size_t len);
/* Zero-fill to the end of the current block (SP 800-185 bytepad). */
void symcore__keccak_fill_block(symcore_keccak_ctx *ctx);
/* Squeezing pads the message first if it is still absorbing. */
void symcore__keccak_squeeze(symcore_keccak_ctx *ctx, uint8_t *out, size_t len);

/* SP 800-185 encodings: left_encode(x) written to buf, returning its length;
 * and the encodings absorbed straight into the sponge. */
size_t symcore__keccak_left_encode(uint8_t buf[9], uint64_t x);
void symcore__keccak_absorb_left_encode(symcore_keccak_ctx *ctx, uint64_t x);
void symcore__keccak_absorb_right_encode(symcore_keccak_ctx *ctx, uint64_t x);
/* encode_string(S) = left_encode(8 * slen) || S */
void symcore__keccak_absorb_encoded_string(symcore_keccak_ctx *ctx, const uint8_t *s, size_t slen);

/* Leaf hashing, the engine of ParallelHash and KangarooTwelve. Hashes n
 * independent leaves, leaf i being the leaf_len bytes at in + i * leaf_len,
 * each as a fresh sponge of the given rate (bytes), pad byte and rounds, and
 * writes the first cvlen bytes (cvlen <= rate) of leaf i's output to
 * cv + i * cvlen. Any n; backends with several lanes take several leaves at
 * once. */
#define SC_KECCAK_MAX_LANES 8
void symcore__keccak_hash_leaves(uint8_t *cv, size_t cvlen, const uint8_t *in, size_t leaf_len, size_t n,
                                 unsigned rate, uint8_t pad, unsigned rounds);

#endif
