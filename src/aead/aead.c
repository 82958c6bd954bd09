/*
 * ChaCha20-Poly1305 (RFC 8439, 2.8) and XChaCha20-Poly1305
 * (draft-irtf-cfrg-xchacha-03, 2.3), over the ChaCha20 and Poly1305 cores.
 *
 * Both run the same construction from a prepared ChaCha20 input block:
 *   otk  = first 32 bytes of keystream block 0        (the one-time Poly1305 key)
 *   ct   = in XOR keystream from block 1
 *   tag  = Poly1305(otk, ad || pad16 || ct || pad16 || le64(adlen) || le64(len))
 * Whole 16-byte blocks of ad and ct are fed to the core straight from the
 * caller's buffers; only a partial tail goes through a 16-byte local block.
 * seal encrypts and authenticates chunk by chunk while the chunk is still in
 * L1, its first pass computing block 0 beside the first 1 KiB of ciphertext
 * where the backend can (xor_stream_k0) and the AD does not overlap out. On
 * a backend with xor_stream_mac (AVX2) the two are stitched: the scalar
 * Poly1305 of each pass's ciphertext runs on the integer pipes beside the
 * vector rounds of the next pass. open authenticates everything first and
 * decrypts only on success, so it cannot be stitched.
 * Messages of up to SHORT_MAX bytes take one ChaCha20 call for block 0 and
 * the message keystream together, on a local copy: the SIMD backends compute
 * those blocks side by side, in about the time of one.
 */
#include "aead_internal.h"
#include "symcore/aead.h"

/* Bytes encrypted before the ciphertext is authenticated, in seal (a multiple
 * of 2048, the widest ChaCha20 pass): long enough that the many-block
 * Poly1305 amortises its powers over each chunk, short enough that the
 * chunk, read again by the MAC, is still in L1 (the chunk sizes tried are
 * in src/aead/README.md). */
#define SEAL_CHUNK 8192
/* Longest message of the one-call path: block 0 and one message block. */
#define SHORT_MAX 64

/* The MAC of the padded AD under the one-time key otk[0..31]. */
static void mac_start(const struct sc_poly1305_backend *pb, uint64_t ps[SC_POLY1305_STATE_WORDS],
                      const uint8_t otk[32], const uint8_t *ad, size_t adlen)
{
    pb->init(ps, otk);
    sc_mac_padded(pb, ps, ad, adlen);
}

/* The one-time key from block 0 (st[12] must be 0), and the MAC of the padded
 * AD. Out of line so that its key buffer is off the stack of the bulk loop. */
SC_NOINLINE static void mac_start_block0(const struct sc_chacha20_backend *cb, const struct sc_poly1305_backend *pb,
                             uint64_t ps[SC_POLY1305_STATE_WORDS], const uint8_t *ad, size_t adlen,
                             const uint32_t st[16])
{
    static const uint8_t zero[64];
    uint8_t otk[64];
    cb->xor_stream(otk, zero, 64, st);
    mac_start(pb, ps, otk, ad, adlen);
    symcore_wipe(otk, sizeof otk);
}

/* The first pass of a long seal on a backend with xor_stream_k0: the
 * one-time key block and up to SC_CHACHA20_K0_MAX bytes of ciphertext in one
 * pass, then the MAC of the padded AD and of that ciphertext. Only when the
 * AD does not overlap out, so it is MACed as the caller passed it, as on the
 * other paths. Returns the bytes done. Out of line, like mac_start_block0. */
SC_NOINLINE static size_t seal_first_k0(const struct sc_chacha20_backend *cb, const struct sc_poly1305_backend *pb,
                                        uint64_t ps[SC_POLY1305_STATE_WORDS], uint8_t *out, const uint8_t *in,
                                        size_t len, const uint8_t *ad, size_t adlen, const uint32_t st[16])
{
    uint8_t otk[64];
    size_t n = len < SC_CHACHA20_K0_MAX ? len : SC_CHACHA20_K0_MAX;
    cb->xor_stream_k0(otk, out, in, n, st);
    mac_start(pb, ps, otk, ad, adlen);
    symcore_wipe(otk, sizeof otk);
    sc_mac_padded(pb, ps, out, n);
    return n;
}

/* Whether cb stitches Poly1305 into its passes and pb keeps its state in
 * portable64's layout, the one xor_stream_mac works on. */
static int can_stitch(const struct sc_chacha20_backend *cb, const struct sc_poly1305_backend *pb)
{
#if SC_POLY1305_HAVE_64
    return cb->xor_stream_mac != NULL && pb->init == symcore__poly1305_p64_init;
#else
    (void)cb;
    (void)pb;
    return 0; /* no backend with that layout here */
#endif
}

/* The short path: buf = keystream block 0 || (in XOR keystream from block 1),
 * len <= SHORT_MAX, in one backend call (st[12] must be 0). */
static void short_stream(const struct sc_chacha20_backend *cb, uint8_t buf[64 + SHORT_MAX], const uint8_t *in,
                         size_t len, const uint32_t st[16])
{
    memset(buf, 0, 64);
    if (len > 0)
        memcpy(buf + 64, in, len);
    cb->xor_stream(buf, buf, 64 + len, st);
}

static void mac_lengths(const struct sc_poly1305_backend *pb, uint64_t ps[SC_POLY1305_STATE_WORDS], size_t adlen,
                        size_t len)
{
    uint8_t lens[16];
    sc_store64_le(lens, (uint64_t)adlen);
    sc_store64_le(lens + 8, (uint64_t)len);
    pb->blocks(ps, lens, 1, 1);
}

static int bad_args(const void *out, const void *tag, const void *in, size_t len, const void *ad, size_t adlen,
                    const void *nonce, const void *key)
{
    return tag == NULL || nonce == NULL || key == NULL || (len != 0 && (out == NULL || in == NULL)) ||
           (adlen != 0 && ad == NULL);
}

static int too_long(size_t len)
{
#if SIZE_MAX > 0xffffffffu
    return (uint64_t)len > SYMCORE_AEAD_MAX_BYTES;
#else
    (void)len; /* a 32-bit size_t cannot reach the limit */
    return 0;
#endif
}

/* seal for len <= SHORT_MAX, in a local buffer:
 *   buf = otk (32) | unused keystream (32) | ct | zero pad to 16 | lengths.
 * An AD of up to 32 bytes is copied, padded, over the unused keystream right
 * before ct, so the whole MAC input is one contiguous run of whole blocks and
 * one one-shot call to the Poly1305 core. The ciphertext goes out last, after
 * the AD was read (ad may be out). Out of line, like open_short.
 * st: the ChaCha20 input block with counter 0. Wipes st. */
SC_NOINLINE static void seal_short(const struct sc_chacha20_backend *cb, const struct sc_poly1305_backend *pb,
                                   uint8_t *out, uint8_t tag[16], const uint8_t *in, size_t len,
                                   const uint8_t *ad, size_t adlen, uint32_t st[16])
{
    uint8_t buf[64 + SHORT_MAX + 16];
    size_t padded = (len + 15) & ~(size_t)15;
    uint8_t *mac_end = buf + 80 + padded;
    short_stream(cb, buf, in, len, st);
    symcore_wipe(st, 16 * sizeof st[0]);
    memset(buf + 64 + len, 0, padded - len);
    sc_store64_le(buf + 64 + padded, (uint64_t)adlen);
    sc_store64_le(buf + 72 + padded, (uint64_t)len);
    if (adlen <= 32) {
        size_t adpad = (adlen + 15) & ~(size_t)15;
        uint8_t *mac_in = buf + 64 - adpad;
        memset(mac_in, 0, adpad);
        if (adlen > 0)
            memcpy(mac_in, ad, adlen);
        pb->mac(tag, mac_in, (size_t)(mac_end - mac_in), buf);
    } else {
        uint64_t ps[SC_POLY1305_STATE_WORDS];
        pb->init(ps, buf);
        sc_mac_padded(pb, ps, ad, adlen);
        pb->blocks(ps, buf + 64, (size_t)(mac_end - (buf + 64)) / 16, 1);
        pb->finish(ps, tag);
        symcore_wipe(ps, sizeof ps);
    }
    if (len > 0)
        memcpy(out, buf + 64, len);
    symcore_wipe(buf, 64); /* the one-time key and keystream; the rest is ciphertext, AD and lengths */
}

/* st: the ChaCha20 input block with counter 0. Wipes st. */
static void seal_core(uint8_t *out, uint8_t tag[16], const uint8_t *in, size_t len, const uint8_t *ad,
                      size_t adlen, uint32_t st[16])
{
    const struct sc_chacha20_backend *cb = symcore__chacha20_backend();
    const struct sc_poly1305_backend *pb = symcore__poly1305_backend();
    uint64_t ps[SC_POLY1305_STATE_WORDS];
    size_t done = 0;
    int stitch;

    if (len <= SHORT_MAX) {
        seal_short(cb, pb, out, tag, in, len, ad, adlen, st);
        return;
    }
    stitch = can_stitch(cb, pb) && len > SC_CHACHA20_SEAL_FIRST;
    if (stitch && cb->seal_first != NULL && !sc_overlap(ad, adlen, out, len)) {
        /* the one-time key beside the first pass, then the AD's MAC: the
         * AD does not overlap out, so it is still as the caller passed it */
        cb->seal_first(out, in, st, ps);
        sc_mac_padded(pb, ps, ad, adlen);
        done = SC_CHACHA20_SEAL_FIRST;
    } else if (!stitch && cb->xor_stream_k0 != NULL && !sc_overlap(ad, adlen, out, len)) {
        done = seal_first_k0(cb, pb, ps, out, in, len, ad, adlen, st);
    } else {
        mac_start_block0(cb, pb, ps, ad, adlen, st);
    }
    st[12] = (uint32_t)(1 + done / 64);
    if (stitch) { /* each pass's ciphertext is MACed beside the next pass */
        cb->xor_stream_mac(out + done, in + done, len - done, done, st, ps);
        done = len;
    }
    while (len - done > SEAL_CHUNK) {
        cb->xor_stream(out + done, in + done, SEAL_CHUNK, st);
        pb->blocks(ps, out + done, SEAL_CHUNK / 16, 1);
        st[12] += SEAL_CHUNK / 64; /* len <= P_MAX: word 12 never wraps */
        done += SEAL_CHUNK;
    }
    cb->xor_stream(out + done, in + done, len - done, st);
    sc_mac_padded(pb, ps, out + done, len - done);
    mac_lengths(pb, ps, adlen, len);
    pb->finish(ps, tag);
    symcore_wipe(ps, sizeof ps);
    symcore_wipe(st, 16 * sizeof st[0]);
}

/* Finishes the MAC of the padded ciphertext and the lengths (the padded AD
 * is already in ps) and compares it with tag in constant time: 0 when they
 * are equal. Wipes ps. */
static uint32_t mac_check(const struct sc_poly1305_backend *pb, uint64_t ps[SC_POLY1305_STATE_WORDS],
                          const uint8_t *in, size_t len, size_t adlen, const uint8_t tag[16])
{
    uint8_t mine[16];
    uint32_t d;
    sc_mac_padded(pb, ps, in, len);
    mac_lengths(pb, ps, adlen, len);
    pb->finish(ps, mine);
    symcore_wipe(ps, SC_POLY1305_STATE_WORDS * sizeof ps[0]);
    d = sc_ct_diff(mine, tag, 16);
    symcore_wipe(mine, sizeof mine);
    return d;
}

/* open for len <= SHORT_MAX: the plaintext waits in a local buffer until the
 * tag is checked. Kept out of line so that its buffer is not on the stack of
 * the long path, which goes deeper. Wipes st. */
SC_NOINLINE static int open_short(const struct sc_chacha20_backend *cb, const struct sc_poly1305_backend *pb,
                                  uint8_t *out, const uint8_t *in, size_t len, const uint8_t tag[16],
                                  const uint8_t *ad, size_t adlen, uint32_t st[16])
{
    uint64_t ps[SC_POLY1305_STATE_WORDS];
    uint8_t buf[64 + SHORT_MAX]; /* block 0 || unauthenticated plaintext */
    uint32_t d;

    short_stream(cb, buf, in, len, st);
    mac_start(pb, ps, buf, ad, adlen);
    d = mac_check(pb, ps, in, len, adlen, tag);
    symcore__declassify(&d, sizeof d);
    if (d == 0 && len > 0) /* the verdict is public; the compare had no early exit */
        memcpy(out, buf + 64, len);
    symcore_wipe(buf, 64 + len);
    symcore_wipe(st, 16 * sizeof st[0]);
    return d == 0 ? SYMCORE_OK : SYMCORE_EAUTH;
}

/* st: the ChaCha20 input block with counter 0. Wipes st. */
static int open_core(uint8_t *out, const uint8_t *in, size_t len, const uint8_t tag[16], const uint8_t *ad,
                     size_t adlen, uint32_t st[16])
{
    const struct sc_chacha20_backend *cb = symcore__chacha20_backend();
    const struct sc_poly1305_backend *pb = symcore__poly1305_backend();
    uint64_t ps[SC_POLY1305_STATE_WORDS];
    uint32_t d;

    if (len <= SHORT_MAX)
        return open_short(cb, pb, out, in, len, tag, ad, adlen, st);
    mac_start_block0(cb, pb, ps, ad, adlen, st);
    d = mac_check(pb, ps, in, len, adlen, tag);
    symcore__declassify(&d, sizeof d);
    if (d != 0) { /* the verdict is public */
        symcore_wipe(st, 16 * sizeof st[0]);
        return SYMCORE_EAUTH;
    }
    st[12] = 1;
    cb->xor_stream(out, in, len, st);
    symcore_wipe(st, 16 * sizeof st[0]);
    return SYMCORE_OK;
}

/* The ChaCha20 input block of XChaCha20 at counter 0: subkey HChaCha20(key,
 * nonce[0..15]), nonce 00000000 || nonce[16..23]. Out of line: its subkey
 * need not stay on the stack during the rest of the call. */
SC_NOINLINE static void xchacha_setup(uint32_t st[16], const uint8_t nonce[24], const uint8_t key[32])
{
    uint8_t subkey[32];
    symcore__hchacha20(subkey, nonce, key);
    sc_chacha_setup(st, subkey, 0, 0, sc_load32_le(nonce + 16), sc_load32_le(nonce + 20));
    symcore_wipe(subkey, sizeof subkey);
}

/* see symcore/aead.h */
int symcore_chacha20poly1305_seal(uint8_t *out, uint8_t tag[16], const void *in, size_t len, const void *ad,
                                  size_t adlen, const uint8_t nonce[12], const uint8_t key[32])
{
    uint32_t st[16];
    if (bad_args(out, tag, in, len, ad, adlen, nonce, key))
        return SYMCORE_EINVAL;
    if (too_long(len))
        return SYMCORE_ELENGTH;
    sc_chacha_setup(st, key, 0, sc_load32_le(nonce), sc_load32_le(nonce + 4), sc_load32_le(nonce + 8));
    seal_core(out, tag, (const uint8_t *)in, len, (const uint8_t *)ad, adlen, st);
    symcore__scrub_stack(SC_SCRUB_AEAD);
    return SYMCORE_OK;
}

/* see symcore/aead.h */
int symcore_chacha20poly1305_open(uint8_t *out, const void *in, size_t len, const uint8_t tag[16], const void *ad,
                                  size_t adlen, const uint8_t nonce[12], const uint8_t key[32])
{
    uint32_t st[16];
    if (bad_args(out, tag, in, len, ad, adlen, nonce, key))
        return SYMCORE_EINVAL;
    if (too_long(len))
        return SYMCORE_ELENGTH;
    sc_chacha_setup(st, key, 0, sc_load32_le(nonce), sc_load32_le(nonce + 4), sc_load32_le(nonce + 8));
    int r = open_core(out, (const uint8_t *)in, len, tag, (const uint8_t *)ad, adlen, st);
    symcore__scrub_stack(SC_SCRUB_AEAD);
    return r;
}

/* see symcore/aead.h */
int symcore_xchacha20poly1305_seal(uint8_t *out, uint8_t tag[16], const void *in, size_t len, const void *ad,
                                   size_t adlen, const uint8_t nonce[24], const uint8_t key[32])
{
    uint32_t st[16];
    if (bad_args(out, tag, in, len, ad, adlen, nonce, key))
        return SYMCORE_EINVAL;
    if (too_long(len))
        return SYMCORE_ELENGTH;
    xchacha_setup(st, nonce, key);
    seal_core(out, tag, (const uint8_t *)in, len, (const uint8_t *)ad, adlen, st);
    symcore__scrub_stack(SC_SCRUB_AEAD);
    return SYMCORE_OK;
}

/* see symcore/aead.h */
int symcore_xchacha20poly1305_open(uint8_t *out, const void *in, size_t len, const uint8_t tag[16],
                                   const void *ad, size_t adlen, const uint8_t nonce[24], const uint8_t key[32])
{
    uint32_t st[16];
    if (bad_args(out, tag, in, len, ad, adlen, nonce, key))
        return SYMCORE_EINVAL;
    if (too_long(len))
        return SYMCORE_ELENGTH;
    xchacha_setup(st, nonce, key);
    int r = open_core(out, (const uint8_t *)in, len, tag, (const uint8_t *)ad, adlen, st);
    symcore__scrub_stack(SC_SCRUB_AEAD);
    return r;
}
