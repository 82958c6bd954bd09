/* The size and alignment of each public type as the C compiler lays it out,
 * for test_cxx_header.cpp to compare with C++'s. */
#include <symcore.h>

#define LAYOUT(T) { sizeof(T), _Alignof(T) }

const size_t cxx_test_c_layout[][2] = {
    LAYOUT(symcore_sha3_ctx),      LAYOUT(symcore_xof_ctx),        LAYOUT(symcore_kmac_ctx),
    LAYOUT(symcore_span),          LAYOUT(symcore_poly1305_ctx),   LAYOUT(symcore_secretstream_state),
    LAYOUT(symcore_tuplehash_ctx), LAYOUT(symcore_parallelhash_ctx), LAYOUT(symcore_kt_ctx),
    LAYOUT(symcore_ff1_ctx),       LAYOUT(symcore_ff3_ctx),        LAYOUT(symcore_threefish256_ctx),
    LAYOUT(symcore_threefish512_ctx), LAYOUT(symcore_threefish1024_ctx), LAYOUT(symcore_skein256_ctx),
    LAYOUT(symcore_skein512_ctx),  LAYOUT(symcore_skein1024_ctx),
};
const size_t cxx_test_c_layout_count = sizeof cxx_test_c_layout / sizeof cxx_test_c_layout[0];
