/*
 * A Keccak context that sha3_final or kmac_final finished, that symcore_wipe
 * cleared, or that was zero-initialised is inert: every call on it returns
 * SYMCORE_EINVAL without writing anything and without trapping. (Its rate of 0 used
 * to make the padding write 8 bytes before the context and the block loops
 * divide by zero.) The context sits between guard words that must survive,
 * and every output buffer keeps its contents.
 */
#include <symcore.h>

#include "testutil.h"

#define GUARD_WORD 0x5a5a5a5a5a5a5a5aull

/* one context of each type, in a union so the guards fit them all */
static struct {
    uint64_t before[4];
    union {
        symcore_sha3_ctx sha3;
        symcore_xof_ctx xof;
        symcore_kmac_ctx kmac;
    } ctx;
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
    uint8_t copy[sizeof box.ctx];
    memcpy(copy, &box.ctx, sizeof copy);
    memset(out, 0x33, sizeof out);
    CHECK(symcore_sha3_update(&box.ctx.sha3, in, sizeof in) == SYMCORE_EINVAL);
    CHECK(symcore_xof_absorb(&box.ctx.xof, in, sizeof in) == SYMCORE_EINVAL);
    CHECK(symcore_xof_squeeze(&box.ctx.xof, out, 300) == SYMCORE_EINVAL);
    CHECK(symcore_xof_squeeze(&box.ctx.xof, out, 1) == SYMCORE_EINVAL);
    CHECK(symcore_xof_squeeze(&box.ctx.xof, out, 0) == SYMCORE_EINVAL);
    CHECK(symcore_sha3_final(&box.ctx.sha3, out) == SYMCORE_EINVAL);
    CHECK(symcore_kmac_update(&box.ctx.kmac, in, sizeof in) == SYMCORE_EINVAL);
    CHECK(symcore_kmac_final(&box.ctx.kmac, out, 300) == SYMCORE_EINVAL);
    CHECK(symcore_kmac_xof_squeeze(&box.ctx.kmac, out, 300) == SYMCORE_EINVAL);
    CHECK(memcmp(copy, &box.ctx, sizeof copy) == 0);
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
    CHECK(symcore_sha3_init(&box.ctx.sha3, 32) == SYMCORE_OK);
    CHECK(symcore_sha3_update(&box.ctx.sha3, "abc", 3) == SYMCORE_OK);
    CHECK(symcore_sha3_final(&box.ctx.sha3, digest) == SYMCORE_OK);
    use_dead("context after sha3_final");

    /* finished by kmac_final */
    CHECK(symcore_kmac128_init(&box.ctx.kmac, "key", 3, "", 0) == SYMCORE_OK);
    CHECK(symcore_kmac_final(&box.ctx.kmac, digest, 32) == SYMCORE_OK);
    use_dead("context after kmac_final");

    /* an XOF context wiped by the caller */
    CHECK(symcore_shake256_init(&box.ctx.xof) == SYMCORE_OK);
    CHECK(symcore_xof_absorb(&box.ctx.xof, "abc", 3) == SYMCORE_OK);
    symcore_wipe(&box.ctx, sizeof box.ctx);
    use_dead("wiped SHAKE context");

    /* a cSHAKE context wiped mid-squeeze */
    CHECK(symcore_cshake128_init(&box.ctx.xof, "N", 1, "S", 1) == SYMCORE_OK);
    CHECK(symcore_xof_squeeze(&box.ctx.xof, digest, 10) == SYMCORE_OK);
    symcore_wipe(&box.ctx, sizeof box.ctx);
    use_dead("wiped cSHAKE context");

    /* a KMACXOF context wiped mid-squeeze */
    CHECK(symcore_kmac256_init(&box.ctx.kmac, "key", 3, "S", 1) == SYMCORE_OK);
    CHECK(symcore_kmac_xof_squeeze(&box.ctx.kmac, digest, 10) == SYMCORE_OK);
    symcore_wipe(&box.ctx, sizeof box.ctx);
    use_dead("wiped KMACXOF context");

    /* a context re-initialised after all that works normally again */
    uint8_t want[32];
    CHECK(symcore_sha3_init(&box.ctx.sha3, 32) == SYMCORE_OK);
    CHECK(symcore_sha3_update(&box.ctx.sha3, "abc", 3) == SYMCORE_OK);
    CHECK(symcore_sha3_final(&box.ctx.sha3, digest) == SYMCORE_OK);
    CHECK(symcore_sha3_256(want, "abc", 3) == SYMCORE_OK);
    CHECK_MEM(digest, want, 32, "re-initialised context");
    check_box("re-initialised context");
    return tu_finish("keccak_dead_context");
}
