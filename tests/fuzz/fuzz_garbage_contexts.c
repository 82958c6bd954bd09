/*
 * Every context type (the secretstream's state too) filled with
 * fuzzer-chosen bytes, then one call of its type on it with fuzzer-chosen
 * lengths. The fuzzer can build valid-looking
 * contexts, so a call may succeed; what must hold whatever the bytes: no
 * read or write out of bounds (ASan, UBSan), and a call that returns an
 * error stores nothing (its output buffer keeps its sentinels) and leaves
 * the context byte for byte as it was. (A Skein context's output length is
 * the caller's promise of room: a forged one claiming more than the buffer
 * here is not finalised.)
 */
#include "fuzz.h"

#define MAXOUT 256
#define MAXIN 512

static uint8_t in[MAXIN], out[MAXOUT];
static uint16_t num_in[MAXIN], num_out[MAXIN];
static char str_in[MAXIN], str_out[MAXIN];

/* ctx (n bytes) and the output buffer before a call, to compare after it. */
static uint8_t saved_ctx[4096];

#define CALL(ctx, call)                                                                       \
    do {                                                                                      \
        memcpy(saved_ctx, (ctx), sizeof *(ctx));                                              \
        fz_guard(out, sizeof out);                                                            \
        memset(num_out, 0x5a, sizeof num_out);                                                \
        memset(str_out, 0x5a, sizeof str_out);                                                \
        int r_ = (call);                                                                      \
        if (r_ != SYMCORE_OK) {                                                               \
            FZ_ASSERT(r_ < 0);                                                                \
            FZ_ASSERT(memcmp(saved_ctx, (ctx), sizeof *(ctx)) == 0);                          \
            FZ_ASSERT(fz_guarded(out, sizeof out));                                           \
            for (size_t i_ = 0; i_ < MAXIN; i_++)                                             \
                FZ_ASSERT(num_out[i_] == 0x5a5a && (uint8_t)str_out[i_] == 0x5a);             \
        }                                                                                     \
    } while (0)

/* Final of a Skein context whose output length fits out (else no call). */
#define SKEIN_FINAL(B, ctx) ((ctx).outlen <= sizeof out ? symcore_skein##B##_final(&(ctx), out) : SYMCORE_OK)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct fz f = { data, size };
    unsigned kind = fz_byte(&f) % 16;
    size_t n = fz_size(&f, MAXOUT), m = fz_size(&f, MAXIN - 1);
    uint8_t op = fz_byte(&f);
    fz_take(&f, in, sizeof in);
    for (size_t i = 0; i < MAXIN; i++) {
        num_in[i] = (uint16_t)(in[i] | in[(i + 1) % MAXIN] << 8);
        str_in[i] = (char)in[i];
    }
    static union {
        symcore_sha3_ctx sha3;
        symcore_xof_ctx xof;
        symcore_kmac_ctx kmac;
        symcore_poly1305_ctx poly;
        symcore_ff1_ctx ff1;
        symcore_ff3_ctx ff3;
        symcore_threefish256_ctx tf256;
        symcore_threefish512_ctx tf512;
        symcore_threefish1024_ctx tf1024;
        symcore_skein256_ctx sk256;
        symcore_skein512_ctx sk512;
        symcore_skein1024_ctx sk1024;
        symcore_tuplehash_ctx tuple;
        symcore_parallelhash_ctx ph;
        symcore_kt_ctx kt;
        symcore_secretstream_state ss;
    } c;
    _Static_assert(sizeof c <= sizeof saved_ctx, "saved_ctx holds every context");
    fz_take(&f, &c, sizeof c);
    switch (kind) {
    case 0:
        CALL(&c.sha3, op & 1 ? symcore_sha3_update(&c.sha3, in, m) : symcore_sha3_final(&c.sha3, out));
        break;
    case 1:
        CALL(&c.xof, op & 1 ? symcore_xof_absorb(&c.xof, in, m) : symcore_xof_squeeze(&c.xof, out, n));
        break;
    case 2:
        CALL(&c.kmac, op % 3 == 0   ? symcore_kmac_update(&c.kmac, in, m)
                      : op % 3 == 1 ? symcore_kmac_final(&c.kmac, out, n)
                                    : symcore_kmac_xof_squeeze(&c.kmac, out, n));
        break;
    case 3:
        CALL(&c.poly, op % 3 == 0   ? symcore_poly1305_update(&c.poly, in, m)
                      : op % 3 == 1 ? symcore_poly1305_final(&c.poly, out)
                                    : symcore_poly1305_verify(&c.poly, in));
        break;
    case 4:
        CALL(&c.ff1, op % 4 == 0   ? symcore_ff1_encrypt(&c.ff1, num_out, num_in, m, in, op >> 4)
                     : op % 4 == 1 ? symcore_ff1_decrypt(&c.ff1, num_out, num_in, m, in, op >> 4)
                     : op % 4 == 2 ? symcore_ff1_encrypt_str(&c.ff1, str_out, str_in, m, in, op >> 4)
                                   : symcore_ff1_decrypt_str(&c.ff1, str_out, str_in, m, in, op >> 4));
        break;
    case 5:
        CALL(&c.ff3, op % 4 == 0   ? symcore_ff3_1_encrypt(&c.ff3, num_out, num_in, m, in)
                     : op % 4 == 1 ? symcore_ff3_decrypt(&c.ff3, num_out, num_in, m, in)
                     : op % 4 == 2 ? symcore_ff3_encrypt_str(&c.ff3, str_out, str_in, m, in)
                                   : symcore_ff3_1_decrypt_str(&c.ff3, str_out, str_in, m, in));
        break;
    case 6:
        CALL(&c.tf256, op % 3 == 0   ? symcore_threefish256_encrypt(&c.tf256, out, in)
                       : op % 3 == 1 ? symcore_threefish256_decrypt(&c.tf256, out, in)
                                     : symcore_threefish256_set_tweak(&c.tf256, in));
        break;
    case 7:
        CALL(&c.tf512, op % 3 == 0   ? symcore_threefish512_encrypt(&c.tf512, out, in)
                       : op % 3 == 1 ? symcore_threefish512_decrypt(&c.tf512, out, in)
                                     : symcore_threefish512_set_tweak(&c.tf512, in));
        break;
    case 8:
        CALL(&c.tf1024, op % 3 == 0   ? symcore_threefish1024_encrypt(&c.tf1024, out, in)
                        : op % 3 == 1 ? symcore_threefish1024_decrypt(&c.tf1024, out, in)
                                      : symcore_threefish1024_set_tweak(&c.tf1024, in));
        break;
    case 9:
        CALL(&c.sk256, op & 1 ? symcore_skein256_update(&c.sk256, in, m) : SKEIN_FINAL(256, c.sk256));
        break;
    case 10:
        CALL(&c.sk512, op & 1 ? symcore_skein512_update(&c.sk512, in, m) : SKEIN_FINAL(512, c.sk512));
        break;
    case 11:
        CALL(&c.sk1024, op & 1 ? symcore_skein1024_update(&c.sk1024, in, m) : SKEIN_FINAL(1024, c.sk1024));
        break;
    case 12:
        CALL(&c.tuple, op % 3 == 0   ? symcore_tuplehash_item(&c.tuple, in, m)
                       : op % 3 == 1 ? symcore_tuplehash_final(&c.tuple, out, n)
                                     : symcore_tuplehash_xof_squeeze(&c.tuple, out, n));
        break;
    case 13:
        CALL(&c.ph, op % 3 == 0   ? symcore_parallelhash_update(&c.ph, in, m)
                    : op % 3 == 1 ? symcore_parallelhash_final(&c.ph, out, n)
                                  : symcore_parallelhash_xof_squeeze(&c.ph, out, n));
        break;
    case 14:
        CALL(&c.kt, op & 1 ? symcore_kt_update(&c.kt, in, m) : symcore_kt_squeeze(&c.kt, out, n));
        break;
    default: {
        uint8_t tag;
        CALL(&c.ss, op % 3 == 0   ? symcore_secretstream_push(&c.ss, out, in, n >= 17 ? n - 17 : 0, in, op >> 5,
                                                              (uint8_t)(op >> 2 & 3))
                    : op % 3 == 1 ? symcore_secretstream_pull(&c.ss, out, &tag, in, n + 17 <= MAXIN ? n + 17 : MAXIN,
                                                              in, op >> 5)
                                  : symcore_secretstream_rekey(&c.ss));
        break;
    }
    }
    return 0;
}
