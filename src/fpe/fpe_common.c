/*
 * Numeral strings <-> integers, powers of the radix, length limits and
 * alphabets, shared by FF1 and FF3.
 */
#include "fpe_internal.h"

/* What every use needs: j, radix^j, fit and the radix's magic constant (one
 * division). */
static void chunk_base(sc_fpe_chunk *c, uint32_t radix)
{
    uint64_t p = radix;
    uint32_t j = 1;
    while (p * radix <= UINT32_MAX) {
        p *= radix;
        j++;
    }
    c->j = j;
    c->rj = (uint32_t)p;
    c->fit = p * radix == ((uint64_t)1 << 32) ? j + 1 : j;
    c->radix_magic = sc_fpe_magic32(radix);
    c->h = 0;
    c->rh = 1;
    c->rh_recip = UINT64_MAX;
    c->rh_magic = 0;
}

void symcore__fpe_chunk_init(sc_fpe_chunk *c, uint32_t radix)
{
    chunk_base(c, radix);
    c->rj_recip = sc_fpe_recip(c->rj);
    c->radix_recip = sc_fpe_recip(radix);
}

void symcore__fpe_chunk_split(sc_fpe_chunk *c, uint32_t radix, size_t len, size_t maxlen, int alphabet)
{
    chunk_base(c, radix);
    c->h = (uint32_t)(len / 2 < c->j ? len / 2 : c->j);
    for (uint32_t k = 0; k < c->h; k++)
        c->rh *= radix; /* radix^h <= radix^j < 2^32 */
    /* the divisions str64 will use, and only those: each costs more than a
     * numeral (public values decide) */
    int small = !alphabet && maxlen <= c->fit;
    c->rh_magic = c->h && c->rh <= ((uint32_t)1 << 31) ? sc_fpe_magic32(c->rh) : 0;
    c->rh_recip = small && c->rh_magic ? UINT64_MAX : sc_fpe_recip(c->rh);
    c->rj_recip = alphabet ? sc_fpe_recip(c->rj) : 0;
    c->radix_recip = small ? 0 : sc_fpe_recip(radix);
}

/* Numeral at index p and whether it is out of range (1) or not (0). Alphabet
 * characters are found by a masked scan of the whole alphabet. */
static inline uint32_t read_numeral(const sc_fpe_io *io, size_t p, uint32_t *bad)
{
    if (!io->alphabet) {
        uint32_t d = io->in16[p];
        *bad |= (io->radix - 1 - d) >> 31;
        return d;
    }
    uint32_t ch = (unsigned char)io->in8[p], d = 0, found = 0;
    for (uint32_t k = 0; k < io->radix; k++) {
        uint32_t eq = ~sc_ct_mask_nonzero32(ch ^ io->alphabet[k]);
        d |= eq & k;
        found |= eq;
    }
    *bad |= ~found & 1;
    return d;
}

static inline void write_numeral(const sc_fpe_io *io, size_t p, uint32_t d, uint32_t keep)
{
    if (!io->alphabet) {
        io->out16[p] = (uint16_t)sc_ct_select32(keep, io->out16[p], d);
        return;
    }
    uint32_t ch = 0;
    for (uint32_t k = 0; k < io->radix; k++)
        ch |= ~sc_ct_mask_nonzero32(d ^ k) & io->alphabet[k];
    io->out8[p] = (char)(unsigned char)sc_ct_select32(keep, (unsigned char)io->out8[p], ch);
}

void symcore__fpe_num(uint32_t *x, size_t nl, const sc_fpe_io *io, const sc_fpe_chunk *c, size_t start,
                      size_t len, int reversed, uint32_t *bad)
{
    memset(x, 0, nl * sizeof *x);
    size_t k = 0, g = len % c->j ? len % c->j : c->j;
    while (k < len) {
        uint32_t v = 0;
        for (size_t e = k + g; k < e; k++)
            v = v * io->radix + read_numeral(io, reversed ? start + len - 1 - k : start + k, bad);
        sc_fpe_mul_add(x, nl, c->rj, v);
        g = c->j;
    }
}

void symcore__fpe_str(uint32_t *x, size_t nl, const sc_fpe_io *io, const sc_fpe_chunk *c, size_t start,
                      size_t len, int reversed, uint32_t keep)
{
    for (size_t k = 0; k < len;) { /* k: significance of the next numeral */
        size_t cur = symcore__fpe_limbs_for(c, len - k);
        uint64_t r = sc_fpe_div_small(x, cur < nl ? cur : nl, c->rj, c->rj_recip);
        for (size_t e = k + c->j; k < len && k < e; k++) {
            uint64_t d;
            r = sc_fpe_divrem64(r, io->radix, c->radix_recip, &d);
            write_numeral(io, reversed ? start + k : start + len - 1 - k, (uint32_t)d, keep);
        }
    }
}

uint64_t symcore__fpe_num64(const sc_fpe_io *io, size_t start, size_t len, int reversed, uint32_t *bad)
{
    if (!io->alphabet)
        return sc_fpe_num64_u16(io->in16 + start, len, io->radix, reversed, bad);
    uint64_t x = 0;
    for (size_t k = 0; k < len; k++)
        x = x * io->radix + read_numeral(io, reversed ? start + len - 1 - k : start + k, bad);
    return x;
}

void symcore__fpe_str64(uint64_t x, const sc_fpe_io *io, const sc_fpe_chunk *c, size_t start, size_t len,
                        int reversed, uint32_t keep)
{
    if (!io->alphabet) {
        sc_fpe_str64_u16(x, io->out16 + start, len, io->radix, c, reversed, keep);
        return;
    }
    for (size_t k = 0; k < len;) {
        uint64_t r, d;
        x = sc_fpe_divrem64(x, c->rj, c->rj_recip, &r);
        for (size_t e = k + c->j; k < len && k < e; k++) {
            r = sc_fpe_divrem64(r, io->radix, c->radix_recip, &d);
            write_numeral(io, reversed ? start + k : start + len - 1 - k, (uint32_t)d, keep);
        }
    }
}

static uint32_t bitlen32(uint32_t v)
{
    uint32_t n = 0;
    while (v) {
        n++;
        v >>= 1;
    }
    return n;
}

size_t symcore__fpe_limbs_for(const sc_fpe_chunk *c, size_t e)
{
    /* radix^e <= (radix^j)^ceil(e/j) < 2^(bitlen(radix^j) * ceil(e/j)); capped at the
     * array size, which holds every radix^e the length limits allow */
    size_t bits = (e + c->j - 1) / c->j * bitlen32(c->rj);
    size_t nl = bits / 32 + 1;
    return nl < SC_FPE_LIMBS ? nl : SC_FPE_LIMBS;
}

void symcore__fpe_mod_pow(sc_fpe_mod *M, uint32_t *limbs, size_t cap, const sc_fpe_chunk *c, uint32_t radix,
                          size_t e)
{
    size_t nl = 1;
    M->m = limbs;
    memset(limbs, 0, cap * sizeof *limbs);
    M->m[0] = 1;
    for (size_t k = 0; k < e; k += c->j) {
        uint32_t f = c->rj;
        if (e - k < c->j)
            for (f = 1; k < e; k++)
                f *= radix;
        uint32_t top = sc_fpe_mul_add(M->m, nl, f, 0);
        if (top && nl + 1 < cap)
            M->m[nl++] = top;
    }
    M->nl = (uint32_t)nl;
    uint32_t L = 32 * (uint32_t)(nl - 1) + bitlen32(M->m[nl - 1]);
    if (L <= 32) {
        M->shift = 0;
        M->recip = sc_fpe_recip(M->m[0]);
    } else {
        uint32_t s = L - 32, li = s / 32, sh = s % 32;
        uint64_t top = ((uint64_t)M->m[li] | ((uint64_t)M->m[li + 1] << 32)) >> sh;
        M->shift = s;
        M->recip = sc_fpe_recip((uint32_t)top + (uint64_t)1);
    }
}

uint32_t symcore__fpe_minlen(uint32_t radix)
{
    uint64_t p = 1;
    uint32_t n = 0;
    while (p < 1000000) {
        p *= radix;
        n++;
    }
    return n < 2 ? 2 : n;
}

uint32_t symcore__fpe_maxpow(uint32_t radix, uint32_t bits)
{
    /* radix^k <= 2^bits: for radix 2^e exactly when e*k <= bits; otherwise
     * radix^k is never a power of two and the test is bitlen(radix^k) <= bits.
     * The powers are built in a small integer, radix^j at a time, then one factor at a time. */
    if ((radix & (radix - 1)) == 0)
        return bits / (bitlen32(radix) - 1);
    uint32_t x[SC_FPE_MAX_BITS / 32] = {1};
    size_t nl = 1;
    uint32_t k = 0;
    sc_fpe_chunk c;
    symcore__fpe_chunk_init(&c, radix);
    /* whole chunks radix^j while the product surely stays within the bits... */
    while (32 * (nl - 1) + bitlen32(x[nl - 1]) + bitlen32(c.rj) <= bits) {
        uint32_t top = sc_fpe_mul_add(x, nl, c.rj, 0);
        if (top)
            x[nl++] = top;
        k += c.j;
    }
    /* ...then one factor at a time */
    for (;;) {
        uint32_t top = sc_fpe_mul_add(x, nl, radix, 0);
        if (top && nl == SC_FPE_MAX_BITS / 32)
            return k; /* past 2^bits */
        if (top)
            x[nl++] = top;
        if (32 * (nl - 1) + bitlen32(x[nl - 1]) > bits)
            return k;
        k++;
    }
}

int symcore__fpe_state_init(const struct sc_aes_backend *be, struct symcore_fpe_state *st, const uint8_t *key,
                            size_t keylen, uint32_t radix, const char *alphabet, int reverse_key,
                            uint32_t half_bits)
{
    unsigned char seen[256] = {0};
    uint8_t k[32] = {0};
    if (!st || !key || (keylen != 16 && keylen != 24 && keylen != 32))
        return SYMCORE_EINVAL;
    if (alphabet) {
        for (radix = 0; alphabet[radix]; radix++) {
            unsigned char ch = (unsigned char)alphabet[radix];
            if (seen[ch])
                return SYMCORE_EINVAL;
            seen[ch] = 1;
        }
    }
    if (radix < 2 || radix > SYMCORE_FPE_MAX_RADIX)
        return SYMCORE_EINVAL;
    for (size_t i = 0; i < keylen; i++)
        k[i] = key[reverse_key ? keylen - 1 - i : i];
    int rc = be->init((sc_aes_key *)(void *)st->key.bytes, k, keylen);
    symcore_wipe(k, sizeof k);
    if (rc != SYMCORE_OK)
        return SYMCORE_EINVAL;
    st->radix = radix;
    st->minlen = symcore__fpe_minlen(radix);
    st->maxlen = 2 * symcore__fpe_maxpow(radix, half_bits);
    st->alphabet_len = alphabet ? radix : 0;
    memset(st->alphabet, 0, sizeof st->alphabet);
    if (alphabet)
        memcpy(st->alphabet, alphabet, radix);
    return SYMCORE_OK;
}
