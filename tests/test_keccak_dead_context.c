/*
 * A Keccak context that sha3_final finished, that symcore_wipe cleared, or
 * that was zero-initialised is inert: every call on it returns without
 * writing outside its own buffers and without trapping. (Its rate of 0 used
 * to make the padding write 8 bytes before the context and the block loops
 * divide by zero.) The context sits between guard words that must survive,
 * and every output buffer keeps its contents.
 */
#include <symcore.h>

#include "testutil.h"

#define GUARD_WORD 0x5a5a5a5a5a5a5a5aull

static struct {
    uint64_t before[4];
    symcore_keccak_ctx ctx;
    uint64_t after[4];
} box;

static void check_box(const char *how)
{
    for (int i = 0; i < 4; i++) {
        if (box.before[i] != GUARD_WORD || box.after[i] != GUARD_WORD)
            fprintf(stderr, "%s: a call wrote outside the context\n", how);
        CHECK(box.before[i] == GUARD_WORD && box.after[i] == GUARD_WORD);
    }
}

/* Every call a context accepts, with nonzero lengths; none may write. */
static void use_dead(const char *how)
{
    static uint8_t in[300];
    uint8_t out[300 + TU_GUARD];
    memset(out, 0x33, sizeof out);
    symcore_sha3_update(&box.ctx, in, sizeof in);
    symcore_xof_absorb(&box.ctx, in, sizeof in);
    symcore_xof_squeeze(&box.ctx, out, 300);
    symcore_xof_squeeze(&box.ctx, out, 1);
    symcore_sha3_final(&box.ctx, out);
    for (size_t i = 0; i < sizeof out; i++)
        CHECK(out[i] == 0x33);
    check_box(how);
}

int main(void)
{
    uint8_t digest[64];
    for (int i = 0; i < 4; i++)
        box.before[i] = box.after[i] = GUARD_WORD;

    /* zero-initialised */
    memset(&box.ctx, 0, sizeof box.ctx);
    use_dead("zeroed context");

    /* finished by sha3_final, then final again, squeezed, absorbed */
    CHECK(symcore_sha3_init(&box.ctx, 32) == SYMCORE_OK);
    symcore_sha3_update(&box.ctx, "abc", 3);
    symcore_sha3_final(&box.ctx, digest);
    use_dead("context after sha3_final");

    /* an XOF context wiped by the caller */
    symcore_shake256_init(&box.ctx);
    symcore_xof_absorb(&box.ctx, "abc", 3);
    symcore_wipe(&box.ctx, sizeof box.ctx);
    use_dead("wiped SHAKE context");

    /* a cSHAKE context wiped mid-squeeze */
    symcore_cshake128_init(&box.ctx, "N", 1, "S", 1);
    symcore_xof_squeeze(&box.ctx, digest, 10);
    symcore_wipe(&box.ctx, sizeof box.ctx);
    use_dead("wiped cSHAKE context");

    /* a context re-initialised after all that works normally again */
    uint8_t want[32];
    CHECK(symcore_sha3_init(&box.ctx, 32) == SYMCORE_OK);
    symcore_sha3_update(&box.ctx, "abc", 3);
    symcore_sha3_final(&box.ctx, digest);
    symcore_sha3_256(want, "abc", 3);
    CHECK_MEM(digest, want, 32, "re-initialised context");
    check_box("re-initialised context");
    return tu_finish("keccak_dead_context");
}
