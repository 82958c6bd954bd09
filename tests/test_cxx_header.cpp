/*
 * <symcore.h> from C++: the headers compile as C++11 with -pedantic-errors,
 * every public type has the size and alignment the C side gives it (a
 * context allocated by C++ code is the one the library expects), and calls
 * link with C linkage and give the standards' answers.
 */
#include <symcore.h>

#include <cstdio>
#include <cstring>

extern "C" const size_t cxx_test_c_layout[][2];
extern "C" const size_t cxx_test_c_layout_count;

#define LAYOUT(T) { sizeof(T), alignof(T), #T }

static const struct {
    size_t size, align;
    const char *name;
} cxx_layout[] = {
    LAYOUT(symcore_sha3_ctx),         LAYOUT(symcore_xof_ctx),        LAYOUT(symcore_kmac_ctx),
    LAYOUT(symcore_span),             LAYOUT(symcore_poly1305_ctx),   LAYOUT(symcore_secretstream_state),
    LAYOUT(symcore_tuplehash_ctx),    LAYOUT(symcore_parallelhash_ctx), LAYOUT(symcore_kt_ctx),
    LAYOUT(symcore_ff1_ctx),          LAYOUT(symcore_ff3_ctx),        LAYOUT(symcore_threefish256_ctx),
    LAYOUT(symcore_threefish512_ctx), LAYOUT(symcore_threefish1024_ctx), LAYOUT(symcore_skein256_ctx),
    LAYOUT(symcore_skein512_ctx),     LAYOUT(symcore_skein1024_ctx),
};

static int failures;

static void check(bool ok, const char *what)
{
    if (!ok) {
        std::fprintf(stderr, "FAIL: %s\n", what);
        failures++;
    }
}

int main()
{
    const size_t count = sizeof cxx_layout / sizeof cxx_layout[0];
    check(count == cxx_test_c_layout_count, "as many types on both sides");
    for (size_t i = 0; i < count && i < cxx_test_c_layout_count; i++) {
        if (cxx_layout[i].size != cxx_test_c_layout[i][0] || cxx_layout[i].align != cxx_test_c_layout[i][1])
            std::fprintf(stderr, "%s: C++ %zu bytes aligned to %zu, C %zu aligned to %zu\n", cxx_layout[i].name,
                         cxx_layout[i].size, cxx_layout[i].align, cxx_test_c_layout[i][0], cxx_test_c_layout[i][1]);
        check(cxx_layout[i].size == cxx_test_c_layout[i][0], "size as in C");
        check(cxx_layout[i].align == cxx_test_c_layout[i][1], "alignment as in C");
    }

    /* FIPS 202 example: SHA3-256("abc") */
    static const uint8_t sha3_abc[32] = { 0x3a, 0x98, 0x5d, 0xa7, 0x4f, 0xe2, 0x25, 0xb2, 0x04, 0x5c, 0x17,
                                          0x2d, 0x6b, 0xd3, 0x90, 0xbd, 0x85, 0x5f, 0x08, 0x6e, 0x3e, 0x9d,
                                          0x52, 0x5b, 0x46, 0xbf, 0xe2, 0x45, 0x11, 0x43, 0x15, 0x32 };
    uint8_t md[32];
    symcore_sha3_256(md, "abc", 3);
    check(std::memcmp(md, sha3_abc, 32) == 0, "SHA3-256(\"abc\")");

    /* SP 800-38G FF1 sample 1: AES-128, radix 10, empty tweak */
    static const uint8_t key[16] = { 0x2b, 0x7e, 0x15, 0x16, 0x28, 0xae, 0xd2, 0xa6,
                                     0xab, 0xf7, 0x15, 0x88, 0x09, 0xcf, 0x4f, 0x3c };
    symcore_ff1_ctx ff1;
    char ct[11] = { 0 };
    check(symcore_ff1_init_alphabet(&ff1, key, sizeof key, "0123456789") == SYMCORE_OK, "FF1 init");
    check(symcore_ff1_encrypt_str(&ff1, ct, "0123456789", 10, nullptr, 0) == SYMCORE_OK, "FF1 encrypt");
    check(std::strcmp(ct, "2433477484") == 0, "FF1 sample 1");
    symcore_ff1_wipe(&ff1);

    if (failures == 0)
        std::printf("cxx_header: ok\n");
    return failures != 0;
}
