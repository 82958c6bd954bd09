/* The public headers from C99 (-std=c99 -pedantic-errors): every type laid
 * out as in C11 (cxx_layout.c, compiled as C11, holds C11's sizes and
 * alignments), so a C99 program and the C11 library agree on each context. */
#include <stddef.h>
#include <stdio.h>
#include <symcore.h>

extern const size_t cxx_test_c_layout[][2];
extern const size_t cxx_test_c_layout_count;

#define TYPES(X)                                                                                      \
    X(symcore_sha3_ctx) X(symcore_xof_ctx) X(symcore_kmac_ctx) X(symcore_span) X(symcore_poly1305_ctx)  \
    X(symcore_secretstream_state) X(symcore_tuplehash_ctx) X(symcore_parallelhash_ctx) X(symcore_kt_ctx) \
    X(symcore_ff1_ctx) X(symcore_ff3_ctx) X(symcore_threefish256_ctx) X(symcore_threefish512_ctx)       \
    X(symcore_threefish1024_ctx) X(symcore_skein256_ctx) X(symcore_skein512_ctx) X(symcore_skein1024_ctx)

/* C99 has no _Alignof: a type's alignment is its offset after a char. */
#define AFTER_CHAR(T) struct after_char_##T { char c; T t; };
TYPES(AFTER_CHAR)
#define LAYOUT(T) { #T, sizeof(T), offsetof(struct after_char_##T, t) },

static const struct {
    const char *name;
    size_t size, align;
} c99_layout[] = { TYPES(LAYOUT) };

int main(void)
{
    const size_t count = sizeof c99_layout / sizeof c99_layout[0];
    int bad = count != cxx_test_c_layout_count;
    size_t i;
    uint8_t digest[32];
    for (i = 0; i < count && i < cxx_test_c_layout_count; i++) {
        if (c99_layout[i].size != cxx_test_c_layout[i][0] || c99_layout[i].align != cxx_test_c_layout[i][1]) {
            printf("%s: C99 %lu bytes aligned to %lu, C11 %lu aligned to %lu\n", c99_layout[i].name,
                   (unsigned long)c99_layout[i].size, (unsigned long)c99_layout[i].align,
                   (unsigned long)cxx_test_c_layout[i][0], (unsigned long)cxx_test_c_layout[i][1]);
            bad = 1;
        }
    }
    /* and a call links and runs */
    if (symcore_sha3_256(digest, "abc", 3) != SYMCORE_OK || digest[0] != 0x3a)
        bad = 1;
    printf("c99_header: %lu types, %s\n", (unsigned long)count, bad ? "FAILED" : "same layout as C11");
    return bad;
}
