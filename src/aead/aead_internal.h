/* What the AEADs (aead.c) and the secretstream (secretstream.c) share, over
 * the ChaCha20 and Poly1305 cores. */
#ifndef SYMCORE_AEAD_INTERNAL_H
#define SYMCORE_AEAD_INTERNAL_H

#include "../chacha20/chacha20_internal.h"
#include "../poly1305/poly1305_internal.h"

/* Poly1305 over p || zero padding to a multiple of 16 bytes. */
static inline void sc_mac_padded(const struct sc_poly1305_backend *pb, uint64_t ps[SC_POLY1305_STATE_WORDS],
                                 const uint8_t *p, size_t n)
{
    if (n >= 16)
        pb->blocks(ps, p, n / 16, 1);
    if (n % 16 != 0) {
        uint8_t last[16] = { 0 };
        memcpy(last, p + (n & ~(size_t)15), n % 16);
        pb->blocks(ps, last, 1, 1);
    }
}

/* Whether [a, a + an) and [b, b + bn) share a byte (addresses are public). */
static inline int sc_overlap(const void *a, size_t an, const void *b, size_t bn)
{
    uintptr_t x = (uintptr_t)a, y = (uintptr_t)b;
    return an != 0 && bn != 0 && x < y + bn && y < x + an;
}

#endif
