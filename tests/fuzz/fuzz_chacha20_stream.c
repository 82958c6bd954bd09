/*
 * ChaCha20 and XChaCha20 one-shot against the same stream in fuzzer-chosen
 * pieces (each piece starting at the block counter where the last one ended,
 * so splits fall on block boundaries), in place against out of place, with
 * sentinels past the output; and the RFC 8439 counter limit: a call whose
 * 32-bit counter would wrap returns SYMCORE_ELENGTH and writes nothing.
 */
#include "fuzz.h"

#define MAXLEN 2048

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static uint8_t want[MAXLEN], got[MAXLEN + 16];
    struct fz f = { data, size };
    uint8_t key[32], nonce[24], mode = fz_byte(&f);
    uint64_t counter = fz_byte(&f);
    size_t cuts[4];

    fz_take(&f, key, sizeof key);
    fz_take(&f, nonce, sizeof nonce);
    for (int i = 0; i < 4; i++)
        cuts[i] = 64 * fz_size(&f, MAXLEN / 64);
    if (mode & 2) /* near the end of the counter space */
        counter = (mode & 1 ? UINT64_MAX : UINT32_MAX) - (counter & 31);
    size_t len = f.n < MAXLEN ? f.n : MAXLEN;
    const uint8_t *msg = f.p;

    int rc;
    if (mode & 1)
        rc = symcore_xchacha20(want, msg, len, nonce, counter, key);
    else
        rc = symcore_chacha20(want, msg, len, nonce, (uint32_t)counter, key);
    uint64_t blocks = (len + 63) / 64, limit = mode & 1 ? UINT64_MAX : UINT32_MAX;
    int fits = (mode & 1 ? counter <= limit - blocks + 1 || blocks == 0
                         : counter + blocks <= limit + 1);
    if (!(mode & 1))
        counter = (uint32_t)counter;
    FZ_ASSERT(rc == (fits ? SYMCORE_OK : SYMCORE_ELENGTH));
    if (!fits) {
        fz_guard(got, len + 16);
        rc = mode & 1 ? symcore_xchacha20(got, msg, len, nonce, counter, key)
                      : symcore_chacha20(got, msg, len, nonce, (uint32_t)counter, key);
        FZ_ASSERT(rc == SYMCORE_ELENGTH && fz_guarded(got, len + 16));
        return 0;
    }

    /* in pieces, in place */
    memcpy(got, msg, len);
    fz_guard(got + len, 16);
    size_t done = 0;
    for (int i = 0; i <= 4 && done < len; i++) {
        size_t piece = i < 4 && cuts[i] < len - done ? cuts[i] : len - done;
        uint64_t c = counter + done / 64;
        rc = mode & 1 ? symcore_xchacha20(got + done, got + done, piece, nonce, c, key)
                      : symcore_chacha20(got + done, got + done, piece, nonce, (uint32_t)c, key);
        FZ_ASSERT(rc == SYMCORE_OK);
        done += piece;
    }
    FZ_ASSERT(memcmp(got, want, len) == 0);
    FZ_ASSERT(fz_guarded(got + len, 16));
    return 0;
}
