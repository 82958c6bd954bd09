/* Bad input: NULL with a nonzero length, NULL tag, nonce or key give
 * SYMCORE_EINVAL with nothing written; a message above P_MAX gives
 * SYMCORE_ELENGTH with nothing written. Also the ChaCha20 calls. */
#include "testutil.h"

#include <symcore.h>

#define FILL 0x6b

static int untouched(const uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (p[i] != FILL)
            return 0;
    return 1;
}

typedef int (*seal_fn)(uint8_t *, uint8_t *, const void *, size_t, const void *, size_t, const uint8_t *,
                       const uint8_t *);
typedef int (*open_fn)(uint8_t *, const void *, size_t, const uint8_t *, const void *, size_t, const uint8_t *,
                       const uint8_t *);

int main(void)
{
    uint8_t key[32] = { 1 }, nonce[24] = { 2 }, in[64] = { 3 }, ad[16] = { 4 }, out[64], tag[16], goodtag[16];
    for (int x = 0; x < 2; x++) {
        seal_fn seal = x ? symcore_xchacha20poly1305_seal : symcore_chacha20poly1305_seal;
        open_fn op = x ? symcore_xchacha20poly1305_open : symcore_chacha20poly1305_open;
        CHECK(seal(out, goodtag, in, 64, ad, 16, nonce, key) == SYMCORE_OK);

#define RESET() (memset(out, FILL, sizeof out), memset(tag, FILL, sizeof tag))
        RESET();
        CHECK(seal(out, tag, NULL, 5, ad, 16, nonce, key) == SYMCORE_EINVAL);
        CHECK(untouched(out, 64) && untouched(tag, 16));
        CHECK(seal(NULL, tag, in, 5, ad, 16, nonce, key) == SYMCORE_EINVAL);
        CHECK(untouched(tag, 16));
        CHECK(seal(out, tag, in, 5, NULL, 3, nonce, key) == SYMCORE_EINVAL);
        CHECK(seal(out, NULL, in, 5, ad, 16, nonce, key) == SYMCORE_EINVAL);
        CHECK(seal(out, tag, in, 5, ad, 16, NULL, key) == SYMCORE_EINVAL);
        CHECK(seal(out, tag, in, 5, ad, 16, nonce, NULL) == SYMCORE_EINVAL);
        CHECK(untouched(out, 64) && untouched(tag, 16));

        RESET();
        CHECK(op(out, NULL, 64, goodtag, ad, 16, nonce, key) == SYMCORE_EINVAL);
        CHECK(op(NULL, in, 64, goodtag, ad, 16, nonce, key) == SYMCORE_EINVAL);
        CHECK(op(out, in, 64, goodtag, NULL, 16, nonce, key) == SYMCORE_EINVAL);
        CHECK(op(out, in, 64, NULL, ad, 16, nonce, key) == SYMCORE_EINVAL);
        CHECK(op(out, in, 64, goodtag, ad, 16, NULL, key) == SYMCORE_EINVAL);
        CHECK(op(out, in, 64, goodtag, ad, 16, nonce, NULL) == SYMCORE_EINVAL);
        CHECK(untouched(out, 64));

        /* NULL is fine when the length is 0 */
        CHECK(seal(NULL, tag, NULL, 0, NULL, 0, nonce, key) == SYMCORE_OK);
        CHECK(op(NULL, NULL, 0, tag, NULL, 0, nonce, key) == SYMCORE_OK);
        CHECK(op(NULL, NULL, 0, goodtag, NULL, 0, nonce, key) == SYMCORE_EAUTH);

#if SIZE_MAX > 0xffffffffu
        /* P_MAX = 274,877,906,880 bytes is the limit: one more is refused before
         * anything is read or written (the buffers here are far smaller) */
        RESET();
        CHECK(seal(out, tag, in, (size_t)SYMCORE_AEAD_MAX_BYTES + 1, ad, 16, nonce, key) == SYMCORE_ELENGTH);
        CHECK(seal(out, tag, in, SIZE_MAX, ad, 16, nonce, key) == SYMCORE_ELENGTH);
        CHECK(op(out, in, (size_t)SYMCORE_AEAD_MAX_BYTES + 1, goodtag, ad, 16, nonce, key) == SYMCORE_ELENGTH);
        CHECK(untouched(out, 64) && untouched(tag, 16));
#endif
    }
    CHECK(SYMCORE_AEAD_MAX_BYTES == 274877906880ull);
    CHECK(SYMCORE_AEAD_MAX_BYTES == 64ull * 0xffffffffull);

    /* ChaCha20 and XChaCha20 */
    memset(out, FILL, sizeof out);
    CHECK(symcore_chacha20(out, NULL, 5, nonce, 0, key) == SYMCORE_EINVAL);
    CHECK(symcore_chacha20(NULL, in, 5, nonce, 0, key) == SYMCORE_EINVAL);
    CHECK(symcore_chacha20(out, in, 5, NULL, 0, key) == SYMCORE_EINVAL);
    CHECK(symcore_chacha20(out, in, 5, nonce, 0, NULL) == SYMCORE_EINVAL);
    CHECK(symcore_xchacha20(out, NULL, 5, nonce, 0, key) == SYMCORE_EINVAL);
    CHECK(symcore_xchacha20(NULL, in, 5, nonce, 0, key) == SYMCORE_EINVAL);
    CHECK(symcore_xchacha20(out, in, 5, NULL, 0, key) == SYMCORE_EINVAL);
    CHECK(symcore_xchacha20(out, in, 5, nonce, 0, NULL) == SYMCORE_EINVAL);
    CHECK(untouched(out, 64));
    CHECK(symcore_hchacha20(out, NULL, key) == SYMCORE_EINVAL);
    CHECK(symcore_hchacha20(out, in, NULL) == SYMCORE_EINVAL);
    CHECK(symcore_hchacha20(NULL, in, key) == SYMCORE_EINVAL);
    CHECK(untouched(out, 64));
    CHECK(symcore_xchacha20(NULL, NULL, 0, nonce, 0, key) == SYMCORE_OK);

    /* Poly1305 */
    memset(tag, FILL, sizeof tag);
    CHECK(symcore_poly1305(tag, NULL, 1, key) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305(tag, in, 1, NULL) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305(NULL, in, 1, key) == SYMCORE_EINVAL);
    CHECK(untouched(tag, 16));
    CHECK(symcore_poly1305_init(NULL, key) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305_update(NULL, in, 1) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305_final(NULL, tag) == SYMCORE_EINVAL);
    CHECK(symcore_poly1305_verify(NULL, tag) == SYMCORE_EINVAL);
    CHECK(untouched(tag, 16));
    return tu_finish("aead_bad_input");
}
