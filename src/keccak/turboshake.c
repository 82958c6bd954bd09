/* TurboSHAKE128/256 and KangarooTwelve KT128/KT256 (RFC 9861).
 *
 * TurboSHAKE is SHAKE with 12 rounds and a domain byte D in 0x01..0x7F in
 * place of SHAKE's suffix: the sponge's pad byte is D itself, and pad10*1 puts
 * 0x80 in the last byte of the block.
 *
 * KT hashes S = M || C || length_encode(|C|). Up to 8192 bytes:
 * TurboSHAKE(S, 0x07). Longer: S is cut into 8192-byte chunks S_0, S_1, ...;
 * each chunk after the first gives a chaining value CV_i =
 * TurboSHAKE(S_i, 0x0B) of 32 bytes (KT128) or 64 (KT256), and the output is
 *   TurboSHAKE(S_0 || 03 00 00 00 00 00 00 00 || CV_1 || ... || CV_{n-1}
 *              || length_encode(n - 1) || FF FF, 0x06).
 */
#include "keccak_internal.h"

enum {
    SC_KT_CHUNK = 8192,
    SC_KT_SINGLE = 0x07, /* D of a message of one chunk */
    SC_KT_FINAL = 0x06,  /* D of the final node */
    SC_KT_LEAF = 0x0b    /* D of the chunks after the first */
};

static int turboshake(unsigned rate, uint8_t *out, size_t outlen, const void *in, size_t inlen, uint8_t D)
{
    struct symcore__sponge ctx;
    if (!sc_turbo_domain_ok(D) || sc_bad_buffer(out, outlen) || sc_bad_buffer(in, inlen))
        return SYMCORE_EINVAL;
    symcore__keccak_init(&ctx, rate, D, SC_ROUNDS_TURBO);
    symcore__keccak_absorb(&ctx, (const uint8_t *)in, inlen);
    symcore__keccak_squeeze(&ctx, out, outlen);
    symcore_wipe(&ctx, sizeof ctx);
    return SYMCORE_OK;
}

/* see symcore/keccak.h */
int symcore_turboshake128(uint8_t *out, size_t outlen, const void *in, size_t inlen, uint8_t D)
{
    return turboshake(SC_RATE_128, out, outlen, in, inlen, D);
}

int symcore_turboshake256(uint8_t *out, size_t outlen, const void *in, size_t inlen, uint8_t D)
{
    return turboshake(SC_RATE_256, out, outlen, in, inlen, D);
}

/* length_encode(x): x big-endian in the fewest bytes (none for 0), then their count. */
size_t symcore__keccak_length_encode(uint8_t buf[9], uint64_t x)
{
    size_t n = 0;
    while (n < 8 && (x >> (8 * n)) != 0)
        n++;
    for (size_t i = 0; i < n; i++)
        buf[i] = (uint8_t)(x >> (8 * (n - 1 - i)));
    buf[n] = (uint8_t)n;
    return n + 1;
}

static int kt(unsigned rate, size_t cvlen, uint8_t *out, size_t outlen, const void *in, size_t inlen,
              const void *C, size_t clen)
{
    static const uint8_t chunk_marker[8] = { 0x03, 0, 0, 0, 0, 0, 0, 0 };
    static const uint8_t final_marker[2] = { 0xff, 0xff };
    struct symcore__sponge ctx;
    uint8_t cenc[9], nenc[9];
    struct sc_keccak_pieces s;
    uint64_t total;
    if (sc_bad_buffer(out, outlen) || sc_bad_buffer(in, inlen) || sc_bad_buffer(C, clen))
        return SYMCORE_EINVAL;
    s.ptr[0] = (const uint8_t *)in;
    s.len[0] = inlen;
    s.ptr[1] = (const uint8_t *)C;
    s.len[1] = clen;
    s.ptr[2] = cenc;
    s.len[2] = symcore__keccak_length_encode(cenc, clen);
    total = (uint64_t)s.len[0] + s.len[1] + s.len[2];
    if (total <= SC_KT_CHUNK) {
        symcore__keccak_init(&ctx, rate, SC_KT_SINGLE, 12);
        symcore__keccak_absorb_pieces(&ctx, &s, 0, total);
    } else {
        const struct sc_keccak_leaves leaves = { SC_KT_CHUNK, cvlen, rate, SC_KT_LEAF, 12 };
        uint64_t n;
        symcore__keccak_init(&ctx, rate, SC_KT_FINAL, 12);
        symcore__keccak_absorb_pieces(&ctx, &s, 0, SC_KT_CHUNK);
        symcore__keccak_absorb(&ctx, chunk_marker, sizeof chunk_marker);
        n = symcore__keccak_absorb_leaves(&ctx, &s, SC_KT_CHUNK, &leaves);
        symcore__keccak_absorb(&ctx, nenc, symcore__keccak_length_encode(nenc, n));
        symcore__keccak_absorb(&ctx, final_marker, sizeof final_marker);
    }
    symcore__keccak_squeeze(&ctx, out, outlen);
    symcore_wipe(&ctx, sizeof ctx);
    return SYMCORE_OK;
}

/* see symcore/keccak.h */
int symcore_kt128(uint8_t *out, size_t outlen, const void *in, size_t inlen, const void *C, size_t clen)
{
    return kt(SC_RATE_128, 32, out, outlen, in, inlen, C, clen);
}

int symcore_kt256(uint8_t *out, size_t outlen, const void *in, size_t inlen, const void *C, size_t clen)
{
    return kt(SC_RATE_256, 64, out, outlen, in, inlen, C, clen);
}
