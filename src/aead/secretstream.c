/*
 * The secretstream: chunked XChaCha20-Poly1305, byte-compatible with
 * libsodium's crypto_secretstream_xchacha20poly1305 (written from its
 * documentation and published description; see symcore/aead.h).
 *
 * State: a ChaCha20 key k and a 12-byte IETF nonce, counter (le32) || inonce
 * (8 bytes). init: k = HChaCha20(key, header[0..15]), counter = 1, inonce =
 * header[16..23]. A chunk under (k, nonce):
 *   block 0 of the keystream      -> the one-time Poly1305 key (first 32 bytes)
 *   B = block 1 XOR (tag || 0^63) -> the first byte B[0] is sent
 *   ct = m XOR keystream from block 2
 *   mac = Poly1305(ad || zeros to 16 || B || ct || zeros(mlen mod 16)
 *                  || le64(adlen) || le64(64 + mlen))
 * (the zeros after ct are mlen mod 16 bytes, not the 16-byte complement: the
 * input then ends on a partial block, which Poly1305 pads itself). The
 * chunk is B[0] || ct || mac. Then inonce ^= mac[0..7], counter += 1, and
 * the state rekeys when the tag has the REKEY bit (REKEY, FINAL) or the
 * counter wrapped to 0: k || inonce ^= ChaCha20 keystream (counter 0) under
 * the current (k, nonce), counter = 1.
 */
#include "aead_internal.h"
#include "symcore/aead.h"

/* Liveness words, one per direction, so that a reader's state cannot push
 * (which would repeat the writer's keystream). Anything else is inert. */
#define LIVE_PUSH 0x5ec2e7a1u
#define LIVE_PULL 0xa13d185eu

/* Bytes encrypted (push) or authenticated (pull) per pass, so that the
 * chunk is still in L1 for the other pass over it (as the AEADs' seal). */
#define PASS 8192
/* Longest message of the one-call path: blocks 0 and 1 and the message. */
#define SHORT_MAX 64

/* The longest message of a chunk: the keystream from block 2 up to block
 * 2^32 - 1 (and size_t's limit, minus the overhead). */
static int too_long(size_t mlen)
{
#if SIZE_MAX > 0xffffffffu
    return (uint64_t)mlen > SYMCORE_SECRETSTREAM_MESSAGEBYTES_MAX;
#else
    return mlen > SIZE_MAX - SYMCORE_SECRETSTREAM_ABYTES;
#endif
}

/* ChaCha20 input block of the state at block counter ctr. */
static void stream_block(uint32_t st[16], const symcore_secretstream_state *s, uint32_t ctr)
{
    sc_chacha_setup(st, s->k, ctr, sc_load32_le(s->nonce), sc_load32_le(s->nonce + 4),
                    sc_load32_le(s->nonce + 8));
}

/* The end of the MAC: the last mlen mod 16 bytes of ct, as many zeros, the
 * two lengths, the final partial block padded by Poly1305's own rule. */
SC_NOINLINE static void mac_tail(const struct sc_poly1305_backend *pb, uint64_t ps[SC_POLY1305_STATE_WORDS],
                                 const uint8_t *ct, size_t mlen, size_t adlen, uint8_t mac[16])
{
    uint8_t t[48];
    size_t r = mlen % 16, n = 2 * r + 16;
    memset(t, 0, sizeof t);
    if (r > 0)
        memcpy(t, ct + (mlen - r), r);
    sc_store64_le(t + 2 * r, (uint64_t)adlen);
    sc_store64_le(t + 2 * r + 8, (uint64_t)mlen + 64);
    if (n / 16 > 0)
        pb->blocks(ps, t, n / 16, 1);
    if (n % 16 != 0) {
        uint8_t *last = t + (n & ~(size_t)15);
        last[n % 16] = 1; /* the rest of t is zero */
        pb->blocks(ps, last, 1, 0);
    }
    pb->finish(ps, mac);
}

/* Starts the MAC of a chunk: ks = keystream blocks 0 and 1 (with the tag
 * byte XORed into ks[64]) computed by the caller; MACs the padded AD and B. */
static void mac_head(const struct sc_poly1305_backend *pb, uint64_t ps[SC_POLY1305_STATE_WORDS],
                     const uint8_t ks[128], const uint8_t *ad, size_t adlen)
{
    pb->init(ps, ks);
    sc_mac_padded(pb, ps, ad, adlen);
    pb->blocks(ps, ks + 64, 4, 1);
}

static void rekey_core(symcore_secretstream_state *s);

/* After a chunk: inonce ^= mac[0..7], counter + 1, and the rekey. */
static void advance(symcore_secretstream_state *s, const uint8_t mac[16], uint8_t tag)
{
    uint32_t ctr = sc_load32_le(s->nonce) + 1;
    for (int i = 0; i < 8; i++)
        s->nonce[4 + i] ^= mac[i];
    sc_store32_le(s->nonce, ctr);
    if ((tag & SYMCORE_SECRETSTREAM_TAG_REKEY) != 0 || ctr == 0)
        rekey_core(s);
}

/* The keystream blocks 0 and 1 (ks), and, for mlen <= SHORT_MAX, the
 * message's from block 2 XORed into buf + 128 (which holds m) in the same
 * backend call. */
static void head_stream(const struct sc_chacha20_backend *cb, uint8_t *buf, size_t extra, const uint32_t st[16])
{
    memset(buf, 0, 128);
    cb->xor_stream(buf, buf, 128 + extra, st);
}

/* push for mlen <= SHORT_MAX: blocks 0, 1 and the message's in one backend
 * call on a local copy. Out of line so that its buffer is not on the stack
 * of the long path. The AD is MACed before anything is written (it may
 * overlap c). */
SC_NOINLINE static void push_short(symcore_secretstream_state *s, uint8_t *c, const uint8_t *m, size_t mlen,
                                   const uint8_t *ad, size_t adlen, uint8_t tag)
{
    const struct sc_chacha20_backend *cb = symcore__chacha20_backend();
    const struct sc_poly1305_backend *pb = symcore__poly1305_backend();
    uint64_t ps[SC_POLY1305_STATE_WORDS];
    uint32_t st[16];
    uint8_t buf[128 + SHORT_MAX];
    uint8_t mac[16];
    stream_block(st, s, 0);
    if (mlen > 0)
        memcpy(buf + 128, m, mlen);
    head_stream(cb, buf, mlen, st);
    buf[64] ^= tag;
    mac_head(pb, ps, buf, ad, adlen);
    if (mlen >= 16)
        pb->blocks(ps, buf + 128, mlen / 16, 1);
    mac_tail(pb, ps, buf + 128, mlen, adlen, mac);
    c[0] = buf[64];
    if (mlen > 0)
        memcpy(c + 1, buf + 128, mlen);
    memcpy(c + 1 + mlen, mac, 16);
    advance(s, mac, tag);
    symcore_wipe(buf, 128);
    symcore_wipe(ps, sizeof ps);
    symcore_wipe(st, sizeof st);
}

/* The MAC key and the tag block of a long chunk: ps keyed, the padded AD and
 * B absorbed; returns B[0] XOR tag_in (push: the byte to send; pull, with
 * B[0] given: the tag). Out of line: its keystream is off the bulk loop's
 * stack. */
SC_NOINLINE static uint8_t long_head(const struct sc_chacha20_backend *cb, const struct sc_poly1305_backend *pb,
                                     uint64_t ps[SC_POLY1305_STATE_WORDS], const uint8_t *ad, size_t adlen,
                                     const uint32_t st[16], uint8_t tag_in, int pulling)
{
    uint8_t ks[128];
    uint8_t out;
    head_stream(cb, ks, 0, st);
    out = (uint8_t)(ks[64] ^ tag_in);
    ks[64] = pulling ? tag_in : out;
    mac_head(pb, ps, ks, ad, adlen);
    symcore_wipe(ks, sizeof ks);
    return out;
}

/* push for mlen > SHORT_MAX: the bulk in passes of PASS bytes, each MACed
 * while it is in L1. */
SC_NOINLINE static void push_long(symcore_secretstream_state *s, uint8_t *c, const uint8_t *m, size_t mlen,
                                  const uint8_t *ad, size_t adlen, uint8_t tag)
{
    const struct sc_chacha20_backend *cb = symcore__chacha20_backend();
    const struct sc_poly1305_backend *pb = symcore__poly1305_backend();
    uint64_t ps[SC_POLY1305_STATE_WORDS];
    uint32_t st[16];
    uint8_t *ct = c + 1;
    size_t done = 0;
    uint8_t c0;

    stream_block(st, s, 0);
    c0 = long_head(cb, pb, ps, ad, adlen, st, tag, 0);
    if (sc_overlap(m, mlen, c, mlen + SYMCORE_SECRETSTREAM_ABYTES) && m != ct) {
        memmove(ct, m, mlen); /* c == m: the chunk is shifted by its tag byte */
        m = ct;
    }
    st[12] = 2;
    while (mlen - done > PASS) {
        cb->xor_stream(ct + done, m + done, PASS, st);
        pb->blocks(ps, ct + done, PASS / 16, 1);
        st[12] += PASS / 64; /* mlen <= MESSAGEBYTES_MAX: never wraps */
        done += PASS;
    }
    cb->xor_stream(ct + done, m + done, mlen - done, st);
    if ((mlen - done) >= 16)
        pb->blocks(ps, ct + done, (mlen - done) / 16, 1);
    mac_tail(pb, ps, ct, mlen, adlen, ct + mlen); /* the MAC straight to the output: no copy on this frame */
    c[0] = c0;
    advance(s, ct + mlen, tag);
    symcore_wipe(ps, sizeof ps);
    symcore_wipe(st, sizeof st);
}

/* pull for mlen <= SHORT_MAX: the message waits in a local buffer until
 * the MAC is checked. Out of line, like push_short. Returns the verdict;
 * on 0 m, *tag_out and s are written, else nothing. */
SC_NOINLINE static uint32_t pull_short(symcore_secretstream_state *s, uint8_t *m, uint8_t *tag_out,
                                       const uint8_t *c, size_t mlen, const uint8_t *ad, size_t adlen)
{
    const struct sc_chacha20_backend *cb = symcore__chacha20_backend();
    const struct sc_poly1305_backend *pb = symcore__poly1305_backend();
    uint64_t ps[SC_POLY1305_STATE_WORDS];
    uint32_t st[16];
    uint8_t buf[128 + SHORT_MAX];
    uint8_t mac[16];
    uint8_t tag;
    uint32_t d;
    stream_block(st, s, 0);
    if (mlen > 0)
        memcpy(buf + 128, c + 1, mlen);
    head_stream(cb, buf, mlen, st);
    symcore_wipe(st, sizeof st);
    tag = (uint8_t)(buf[64] ^ c[0]);
    buf[64] = c[0];
    mac_head(pb, ps, buf, ad, adlen);
    if (mlen >= 16)
        pb->blocks(ps, c + 1, mlen / 16, 1);
    mac_tail(pb, ps, c + 1, mlen, adlen, mac);
    symcore_wipe(ps, sizeof ps);
    d = sc_ct_diff(mac, c + 1 + mlen, 16);
    symcore__declassify(&d, sizeof d);
    if (d == 0) { /* the verdict is public */
        if (mlen > 0)
            memcpy(m, buf + 128, mlen);
        symcore__declassify(&tag, 1); /* its rekey shows in the timing (aead.h) */
        *tag_out = tag;
        advance(s, mac, tag);
    }
    symcore_wipe(buf, 128 + mlen);
    return d;
}

/* pull for mlen > SHORT_MAX: the whole chunk authenticated first, then
 * decrypted. As pull_short. */
SC_NOINLINE static uint32_t pull_long(symcore_secretstream_state *s, uint8_t *m, uint8_t *tag_out,
                                      const uint8_t *c, size_t mlen, const uint8_t *ad, size_t adlen)
{
    const struct sc_chacha20_backend *cb = symcore__chacha20_backend();
    const struct sc_poly1305_backend *pb = symcore__poly1305_backend();
    uint64_t ps[SC_POLY1305_STATE_WORDS];
    uint32_t st[16];
    uint8_t mac[16];
    const uint8_t *ct = c + 1;
    uint8_t tag;
    uint32_t d;

    stream_block(st, s, 0);
    tag = long_head(cb, pb, ps, ad, adlen, st, c[0], 1);
    pb->blocks(ps, ct, mlen / 16, 1);
    mac_tail(pb, ps, ct, mlen, adlen, mac);
    symcore_wipe(ps, sizeof ps);
    d = sc_ct_diff(mac, ct + mlen, 16);
    symcore__declassify(&d, sizeof d);
    if (d == 0) { /* the verdict is public */
        const uint8_t *in = ct;
        if (sc_overlap(m, mlen, c, mlen + SYMCORE_SECRETSTREAM_ABYTES) && m != ct) {
            memmove(m, ct, mlen); /* in place, the message at c */
            in = m;
        }
        st[12] = 2;
        cb->xor_stream(m, in, mlen, st);
        symcore__declassify(&tag, 1); /* its rekey shows in the timing (aead.h) */
        *tag_out = tag;
        advance(s, mac, tag);
    }
    symcore_wipe(st, sizeof st);
    return d;
}

/* k = HChaCha20(key, header[0..15]), counter 1, inonce = header[16..23]. */
SC_NOINLINE static void init_core(symcore_secretstream_state *st, const uint8_t header[24], const uint8_t key[32],
                                  uint32_t live)
{
    symcore__hchacha20(st->k, header, key);
    sc_store32_le(st->nonce, 1);
    memcpy(st->nonce + 4, header + 16, 8);
    st->live = live;
}

/* see symcore/aead.h */
int symcore_secretstream_init_push(symcore_secretstream_state *st, const uint8_t header[24],
                                   const uint8_t key[32])
{
    if (st == NULL || header == NULL || key == NULL)
        return SYMCORE_EINVAL;
    init_core(st, header, key, LIVE_PUSH);
    return symcore__scrub_stack(SC_SCRUB_SECRETSTREAM_INIT); /* HChaCha20 */
}

/* see symcore/aead.h */
int symcore_secretstream_init_pull(symcore_secretstream_state *st, const uint8_t header[24],
                                   const uint8_t key[32])
{
    if (st == NULL || header == NULL || key == NULL)
        return SYMCORE_EINVAL;
    init_core(st, header, key, LIVE_PULL);
    return symcore__scrub_stack(SC_SCRUB_SECRETSTREAM_INIT);
}

/* see symcore/aead.h */
int symcore_secretstream_push(symcore_secretstream_state *st, uint8_t *c, const void *m, size_t mlen,
                              const void *ad, size_t adlen, uint8_t tag)
{
    if (st == NULL || st->live != LIVE_PUSH || c == NULL || (mlen != 0 && m == NULL) ||
        (adlen != 0 && ad == NULL) || tag > SYMCORE_SECRETSTREAM_TAG_FINAL)
        return SYMCORE_EINVAL;
    if (too_long(mlen))
        return SYMCORE_ELENGTH;
    if (mlen <= SHORT_MAX)
        push_short(st, c, (const uint8_t *)m, mlen, (const uint8_t *)ad, adlen, tag);
    else
        push_long(st, c, (const uint8_t *)m, mlen, (const uint8_t *)ad, adlen, tag);
    return symcore__scrub_stack(SC_SCRUB_SECRETSTREAM);
}

/* see symcore/aead.h */
int symcore_secretstream_pull(symcore_secretstream_state *st, uint8_t *m, uint8_t *tag, const uint8_t *c,
                              size_t clen, const void *ad, size_t adlen)
{
    uint32_t d;
    if (st == NULL || st->live != LIVE_PULL || tag == NULL || c == NULL ||
        (clen > SYMCORE_SECRETSTREAM_ABYTES && m == NULL) || (adlen != 0 && ad == NULL))
        return SYMCORE_EINVAL;
    if (clen < SYMCORE_SECRETSTREAM_ABYTES || too_long(clen - SYMCORE_SECRETSTREAM_ABYTES))
        return SYMCORE_ELENGTH;
    size_t mlen = clen - SYMCORE_SECRETSTREAM_ABYTES;
    if (mlen <= SHORT_MAX)
        d = pull_short(st, m, tag, c, mlen, (const uint8_t *)ad, adlen);
    else
        d = pull_long(st, m, tag, c, mlen, (const uint8_t *)ad, adlen);
    symcore__scrub_stack(SC_SCRUB_SECRETSTREAM);
    return d == 0 ? SYMCORE_OK : SYMCORE_EAUTH;
}

/* k || inonce ^= ChaCha20 keystream at counter 0 under (k, nonce); counter 1. */
SC_NOINLINE static void rekey_core(symcore_secretstream_state *s)
{
    uint8_t kn[40];
    uint32_t st[16];
    memcpy(kn, s->k, 32);
    memcpy(kn + 32, s->nonce + 4, 8);
    stream_block(st, s, 0);
    symcore__chacha20_backend()->xor_stream(kn, kn, 40, st);
    memcpy(s->k, kn, 32);
    memcpy(s->nonce + 4, kn + 32, 8);
    sc_store32_le(s->nonce, 1);
    symcore_wipe(kn, sizeof kn);
    symcore_wipe(st, sizeof st);
}

/* see symcore/aead.h */
int symcore_secretstream_rekey(symcore_secretstream_state *st)
{
    if (st == NULL || (st->live != LIVE_PUSH && st->live != LIVE_PULL))
        return SYMCORE_EINVAL;
    rekey_core(st);
    return symcore__scrub_stack(SC_SCRUB_SECRETSTREAM); /* rare: the largest scrub of the module */
}
