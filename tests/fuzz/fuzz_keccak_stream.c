/*
 * SHA-3, SHAKE, cSHAKE and TurboSHAKE contexts driven by a fuzzer-chosen
 * sequence of calls: init, absorb and squeeze at any split (checked against
 * the one-shot functions over everything absorbed), final, final with a NULL
 * output (refused, the context stays live), wipe, zeroing, every call again
 * on the ended context (final twice, update or squeeze after final, wipe then
 * use), which must return SYMCORE_EINVAL and write nothing (common.h's misuse
 * rule), the other mode's calls on the same bytes (a union), and contexts
 * overwritten with fuzzer-chosen bytes, on which every call must stay in
 * bounds (the sanitizers check) and write nothing when it refuses.
 */
#include "fuzz.h"
#include "keccak/keccak_internal.h"

#define MAX_IN 4096
#define MAX_OUT 1024
#define GUARD 16

struct model {
    int kind;     /* 0..3 SHA3-224/256/384/512, 4/5 SHAKE128/256, 6/7 cSHAKE128/256, 8/9 TurboSHAKE128/256 */
    int live;     /* an init set it up and nothing ended it */
    int garbage;  /* the bytes are the fuzzer's: a call may succeed or refuse */
    int squeezed; /* a squeeze happened: absorbing is refused from then on */
    uint8_t D;    /* TurboSHAKE's domain byte */
    uint8_t in[MAX_IN];
    size_t inlen;
    size_t outpos; /* XOF bytes squeezed so far */
    uint8_t N[32], S[32];
    size_t nlen, slen;
};

static const size_t sha3_len[4] = { 28, 32, 48, 64 };

/* The first n bytes of the one-shot output over what the model absorbed. */
static void one_shot(const struct model *m, uint8_t *out, size_t n)
{
    switch (m->kind) {
    case 0: symcore_sha3_224(out, m->in, m->inlen); break;
    case 1: symcore_sha3_256(out, m->in, m->inlen); break;
    case 2: symcore_sha3_384(out, m->in, m->inlen); break;
    case 3: symcore_sha3_512(out, m->in, m->inlen); break;
    case 4: symcore_shake128(out, n, m->in, m->inlen); break;
    case 5: symcore_shake256(out, n, m->in, m->inlen); break;
    case 6: symcore_cshake128(out, n, m->in, m->inlen, m->N, m->nlen, m->S, m->slen); break;
    case 7: symcore_cshake256(out, n, m->in, m->inlen, m->N, m->nlen, m->S, m->slen); break;
    case 8: FZ_ASSERT(symcore_turboshake128(out, n, m->in, m->inlen, m->D) == SYMCORE_OK); break;
    default: FZ_ASSERT(symcore_turboshake256(out, n, m->in, m->inlen, m->D) == SYMCORE_OK); break;
    }
}

/* The bytes of one context, seen as either type. */
union ctx {
    symcore_sha3_ctx sha3;
    symcore_xof_ctx xof;
};

/* What a call on ctx must return in the model's state (garbage: either). */
static void expect(const struct model *m, int rc, int ok)
{
    if (!m->garbage)
        FZ_ASSERT(rc == (ok ? SYMCORE_OK : SYMCORE_EINVAL));
    else
        FZ_ASSERT(rc == SYMCORE_OK || rc == SYMCORE_EINVAL);
}

static void init(struct fz *f, struct model *m, union ctx *ctx)
{
    m->kind = fz_byte(f) % 10;
    m->live = 1;
    m->garbage = 0;
    m->squeezed = 0;
    m->inlen = 0;
    m->outpos = 0;
    switch (m->kind) {
    case 4: FZ_ASSERT(symcore_shake128_init(&ctx->xof) == SYMCORE_OK); break;
    case 5: FZ_ASSERT(symcore_shake256_init(&ctx->xof) == SYMCORE_OK); break;
    case 6:
    case 7:
        m->nlen = fz_size(f, sizeof m->N);
        m->slen = fz_size(f, sizeof m->S);
        fz_take(f, m->N, m->nlen);
        fz_take(f, m->S, m->slen);
        if (m->kind == 6)
            FZ_ASSERT(symcore_cshake128_init(&ctx->xof, m->N, m->nlen, m->S, m->slen) == SYMCORE_OK);
        else
            FZ_ASSERT(symcore_cshake256_init(&ctx->xof, m->N, m->nlen, m->S, m->slen) == SYMCORE_OK);
        break;
    case 8:
    case 9:
        m->D = (uint8_t)(fz_byte(f) % 0x7f + 1);
        if (m->kind == 8)
            FZ_ASSERT(symcore_turboshake128_init(&ctx->xof, m->D) == SYMCORE_OK);
        else
            FZ_ASSERT(symcore_turboshake256_init(&ctx->xof, m->D) == SYMCORE_OK);
        break;
    default: FZ_ASSERT(symcore_sha3_init(&ctx->sha3, sha3_len[m->kind]) == SYMCORE_OK); break;
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static struct model m;
    static uint8_t out[MAX_OUT + GUARD], want[2 * MAX_OUT];
    struct fz f = { data, size };
    union ctx ctx;
    int rc;

    init(&f, &m, &ctx);
    for (int steps = 0; f.n > 0 && steps < 64; steps++) {
        uint8_t op = fz_byte(&f);
        size_t n = fz_size(&f, op & 0x80 ? 300 : 40); /* short and long pieces */

        switch (op % 9) {
        case 0: /* absorb n bytes of the input */
            if (n > f.n)
                n = f.n;
            if (m.kind < 4)
                rc = symcore_sha3_update(&ctx.sha3, f.p, n);
            else
                rc = symcore_xof_absorb(&ctx.xof, f.p, n);
            expect(&m, rc, m.live && !m.squeezed);
            if (m.garbage) {
                /* nothing to compare with */
            } else if (m.live && !m.squeezed && m.inlen + n <= MAX_IN) {
                memcpy(m.in + m.inlen, f.p, n);
                m.inlen += n;
            } else if (m.live && !m.squeezed) {
                m.live = 0; /* the model is full: stop checking this context */
                symcore_wipe(&ctx, sizeof ctx);
            }
            f.p += n;
            f.n -= n;
            break;
        case 1: /* squeeze n bytes (SHA-3: final) */
            if (m.kind >= 4) {
                if (m.outpos + n > MAX_OUT)
                    n = MAX_OUT - m.outpos;
                fz_guard(out, n + GUARD);
                rc = symcore_xof_squeeze(&ctx.xof, out, n);
                expect(&m, rc, m.live);
                if (m.garbage) {
                    if (rc != SYMCORE_OK)
                        FZ_ASSERT(fz_guarded(out, n + GUARD));
                } else if (m.live) {
                    one_shot(&m, want, m.outpos + n);
                    FZ_ASSERT(memcmp(out, want + m.outpos, n) == 0);
                    m.outpos += n;
                    m.squeezed = 1;
                    FZ_ASSERT(fz_guarded(out + n, GUARD));
                } else {
                    FZ_ASSERT(fz_guarded(out, n + GUARD)); /* an ended context writes nothing */
                }
                break;
            }
            /* fall through */
        case 2: /* final */
            fz_guard(out, 64 + GUARD);
            if (m.kind < 4) {
                rc = symcore_sha3_final(&ctx.sha3, out);
                expect(&m, rc, m.live);
                if (m.garbage) {
                    if (rc != SYMCORE_OK)
                        FZ_ASSERT(fz_guarded(out, 64 + GUARD));
                } else if (m.live) {
                    one_shot(&m, want, 0);
                    FZ_ASSERT(memcmp(out, want, sha3_len[m.kind]) == 0);
                    FZ_ASSERT(fz_guarded(out + sha3_len[m.kind], 64 + GUARD - sha3_len[m.kind]));
                } else {
                    FZ_ASSERT(fz_guarded(out, 64 + GUARD));
                }
                m.live = 0;
            }
            break;
        case 3: /* final with a NULL output: refused, the context as it was */
            if (m.kind < 4) {
                union ctx before = ctx;
                FZ_ASSERT(symcore_sha3_final(&ctx.sha3, NULL) == SYMCORE_EINVAL);
                FZ_ASSERT(memcmp(&before, &ctx, sizeof ctx) == 0);
            }
            break;
        case 4:
            symcore_wipe(&ctx, sizeof ctx);
            m.live = 0;
            m.garbage = 0;
            break;
        case 5:
            memset(&ctx, 0, sizeof ctx);
            m.live = 0;
            m.garbage = 0;
            break;
        case 6: /* the other mode's calls on these bytes: refused, nothing written or changed */
            if (!m.garbage) {
                union ctx before = ctx;
                fz_guard(out, 64 + GUARD);
                if (m.kind < 4) {
                    FZ_ASSERT(symcore_xof_absorb(&ctx.xof, out, 1) == SYMCORE_EINVAL);
                    FZ_ASSERT(symcore_xof_squeeze(&ctx.xof, out, n < 64 ? n : 64) == SYMCORE_EINVAL);
                } else {
                    FZ_ASSERT(symcore_sha3_update(&ctx.sha3, out, 1) == SYMCORE_EINVAL);
                    FZ_ASSERT(symcore_sha3_final(&ctx.sha3, out) == SYMCORE_EINVAL);
                }
                FZ_ASSERT(fz_guarded(out, 64 + GUARD));
                FZ_ASSERT(memcmp(&before, &ctx, sizeof ctx) == 0);
            }
            break;
        case 7: /* fuzzer-chosen bytes over part of the context, fields included */
            if (n > sizeof ctx)
                n = sizeof ctx;
            fz_take(&f, (uint8_t *)&ctx + sizeof ctx - n, n);
            m.garbage = 1;
            m.live = 0;
            break;
        default:
            if (op & 0x40) { /* start again */
                init(&f, &m, &ctx);
            } else { /* SHA-3 with a digest length n: a bad one gives EINVAL and leaves ctx as it was */
                int good = n == 28 || n == 32 || n == 48 || n == 64;
                FZ_ASSERT(symcore_sha3_init(&ctx.sha3, n) == (good ? SYMCORE_OK : SYMCORE_EINVAL));
                if (good) {
                    m.kind = n == 28 ? 0 : n == 32 ? 1 : n == 48 ? 2 : 3;
                    m.live = 1;
                    m.garbage = 0;
                    m.squeezed = 0;
                    m.inlen = 0;
                }
            }
            break;
        }
    }
    return 0;
}
