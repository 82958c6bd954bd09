/* FF1 and FF3-1 beside their AES floor, for each AES backend.
 *
 * The floor is the AES work the algorithm cannot avoid, timed in the same run
 * with the same backend: the chained CBC-MAC blocks of P and the tweak-only
 * blocks of Q once, then for each of the ten rounds its last ceil((b+1)/16)
 * blocks of Q, chained, and, when d > 16, its extra blocks of S: one
 * encrypt_blocks call, as they are independent of each other, but after that
 * round's CBC-MAC and before the next round's, as in the algorithm (each
 * round needs all of S). FF3-1's floor is 8 chained blocks; the floor column is
 * FF1 or FF3-1 time / floor time. Both are timed as latency, not throughput:
 * each FPE call encrypts the previous call's output in place, and each floor
 * call chains from the previous call's CBC-MAC value, so the CPU cannot
 * overlap consecutive calls.
 *
 * Bouncy Castle (Java) runs in a child process when CMake found java and
 * bcprov.jar (BENCH_BC_COMMAND, bench/BcFpeBench.java): its cases share
 * these names and are timed the same way; its rows follow symcore's. */
#include "bench.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <symcore.h>

#include "fpe/fpe_internal.h"

typedef struct {
    const char *name;
    uint32_t radix;
    size_t n, keylen, tweaklen;
    int ff3_1;
    const char *alphabet; /* the _str calls' characters, or NULL for numerals */
} fpe_case;

static const char digits36[] = "0123456789abcdefghijklmnopqrstuvwxyz";

static const fpe_case cases[] = {
    {"ff1 r10 n=9", 10, 9, 16, 0, 0, NULL},
    {"ff1 r10 n=16", 10, 16, 16, 0, 0, NULL},
    {"ff1 r36 n=19 aes256 t=11", 36, 19, 32, 11, 0, NULL}, /* NIST sample parameters */
    {"ff1 r10 n=100", 10, 100, 16, 0, 0, NULL},
    {"ff1 r10 n=1000", 10, 1000, 16, 0, 0, NULL},
    {"ff1 r10 n=2466 (max)", 10, 2466, 16, 0, 0, NULL},
    {"ff1 r65536 n=512 (max)", 65536, 512, 16, 0, 0, NULL},
    {"ff3-1 r10 n=16", 10, 16, 16, 7, 1, NULL},
    /* the same on characters (the _str calls) */
    {"ff1 r10 n=16 str", 10, 16, 16, 0, 0, "0123456789"},
    {"ff1 r36 n=19 aes256 t=11 str", 36, 19, 32, 11, 0, digits36},
    {"ff3-1 r10 n=16 str", 10, 16, 16, 7, 1, "0123456789"},
};

struct fpe_job {
    const struct sc_aes_backend *be;
    symcore_ff1_ctx c1;
    symcore_ff3_ctx c3;
    sc_aes_key k;
    const fpe_case *fc;
    size_t head, tail, extra; /* floor blocks: once, then per round chained and side by side */
    uint8_t y[16];            /* the floor's chaining value, carried from call to call */
    /* the case's buffers, set once per case: the public calls take in and
     * out as arguments, and a block built on the stack for each call would
     * put its stores and reloads before every round */
    sc_fpe_io io;
};

static uint16_t digits[2466];
static char chars[2466];

/* Bouncy Castle's time per case name, 0 where it has none. */
static struct {
    char name[64];
    double ns;
} bc_rows[8];

static void bc_load(void)
{
#ifdef BENCH_BC_COMMAND
    size_t k = 0;
    char line[160];
    FILE *p = popen(BENCH_BC_COMMAND, "r");
    if (p == NULL)
        return;
    while (k < sizeof bc_rows / sizeof bc_rows[0] && fgets(line, sizeof line, p) != NULL) {
        char *tab = strchr(line, '\t');
        if (tab == NULL || (size_t)(tab - line) >= sizeof bc_rows[k].name)
            continue;
        memcpy(bc_rows[k].name, line, (size_t)(tab - line));
        bc_rows[k].name[tab - line] = 0;
        bc_rows[k].ns = strtod(tab + 1, NULL);
        k++;
    }
    pclose(p);
#endif
}

static double bc_ns(const char *name)
{
    for (size_t k = 0; k < sizeof bc_rows / sizeof bc_rows[0]; k++)
        if (bc_rows[k].ns > 0 && strcmp(bc_rows[k].name, name) == 0)
            return bc_rows[k].ns;
    return 0;
}

/* One call on the case's numerals or characters, its return code. */
static inline int fpe_call(struct fpe_job *j)
{
    if (j->fc->ff3_1)
        return symcore__ff3_crypt(j->be, &j->c3, &j->io, j->fc->n, bench_in, 7, 0);
    return symcore__ff1_crypt(j->be, &j->c1, &j->io, j->fc->n, bench_in, j->fc->tweaklen, 0);
}

static void run_fpe(void *arg)
{
    (void)fpe_call(arg);
}

static void run_floor(void *arg)
{
    struct fpe_job *j = arg;
    if (j->extra == 0) { /* one chain: no call per round */
        j->be->cbc_mac(&j->k, j->y, bench_in, j->head + j->tail * (j->fc->ff3_1 ? 1 : 10));
        return;
    }
    j->be->cbc_mac(&j->k, j->y, bench_in, j->head);
    for (int r = 0; r < 10; r++) {
        j->be->cbc_mac(&j->k, j->y, bench_in, j->tail);
        if (j->extra) { /* S's blocks from R, and the next round from S */
            static uint8_t s_in[16 * 64];
            for (size_t i = 0; i < j->extra; i++)
                memcpy(s_in + 16 * i, j->y, 16);
            j->be->encrypt_blocks(&j->k, bench_out, s_in, j->extra);
            j->y[0] ^= bench_out[0];
        }
    }
}

/* FF1's floor blocks, from the same b and d the algorithm uses. */
static void ff1_floor(struct fpe_job *j)
{
    const fpe_case *fc = j->fc;
    size_t v = fc->n - fc->n / 2, bits = 0;
    /* bits of radix^v - 1 by repeated multiplication in a small integer */
    uint32_t x[SC_FPE_LIMBS + 1] = {1};
    size_t nl = 1;
    for (size_t i = 0; i < v; i++) {
        uint64_t c = 0;
        for (size_t k = 0; k < nl; k++) {
            c += (uint64_t)x[k] * fc->radix;
            x[k] = (uint32_t)c;
            c >>= 32;
        }
        if (c)
            x[nl++] = (uint32_t)c;
    }
    bits = 32 * (nl - 1);
    for (uint32_t t = x[nl - 1]; t; t >>= 1)
        bits++;
    if ((fc->radix & (fc->radix - 1)) == 0)
        bits--;
    size_t b = (bits + 7) / 8, d = 4 * ((b + 3) / 4) + 4;
    size_t t = fc->tweaklen, pad = (16 - (t + b + 1) % 16) % 16, tail = (b + 1 + 15) / 16;
    size_t head = (t + pad + 1 + b) / 16 - tail;
    j->head = 1 + head;
    j->tail = tail;
    j->extra = (d + 15) / 16 - 1;
}

/* A valid input for the case (each case encrypts in place, call after call,
 * so the last case's outputs, numerals of another radix or characters of
 * another alphabet, would make every call fail with EDOMAIN and time that
 * path), and one call checked. */
static int fpe_input(struct fpe_job *j)
{
    const fpe_case *fc = j->fc;
    for (size_t i = 0; i < fc->n; i++) {
        uint32_t x = (uint32_t)bench_in[(2 * i) % BENCH_MAX_BYTES] << 8 | bench_in[(2 * i + 1) % BENCH_MAX_BYTES];
        digits[i] = (uint16_t)(x % fc->radix);
        if (fc->alphabet)
            chars[i] = fc->alphabet[x % fc->radix];
    }
    return fpe_call(j);
}

void bench_fpe(void)
{
    const struct sc_aes_backend *list[3];
    size_t nb = 0;
    if (!bench_selected("fpe") && !bench_selected("fpe_batch"))
        return;
    nb = bench_aes_backends(list);
    static struct fpe_job j;
    if (!bench_listing())
        bc_load(); /* before symcore's rows: the JVM's threads are gone when they run */
    for (size_t b = 0; b < nb; b++) {
        for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
            const fpe_case *fc = &cases[i];
            char name[64];
            j.be = list[b];
            j.fc = fc;
            if (fc->alphabet) {
                sc_fpe_io io = {NULL, NULL, chars, chars, fc->ff3_1 ? &j.c3.s.alphabet : &j.c1.s.alphabet, fc->radix};
                j.io = io;
            } else {
                sc_fpe_io io = {digits, digits, NULL, NULL, NULL, fc->radix};
                j.io = io;
            }
            if (j.be->init(&j.k, bench_in, fc->keylen) != SYMCORE_OK)
                return;
            if (fc->alphabet) { /* an _str context: the characters' state, as symcore_ff?_init_alphabet sets it */
                struct symcore_fpe_state *st = fc->ff3_1 ? &j.c3.s : &j.c1.s;
                if (symcore__fpe_state_init(j.be, st, bench_in, fc->keylen, 0, fc->alphabet, fc->ff3_1,
                                            fc->ff3_1 ? 96 : SC_FPE_MAX_BITS) != SYMCORE_OK)
                    return;
            }
            if (fc->ff3_1) {
                if (!fc->alphabet)
                    symcore__ff3_init_with(j.be, &j.c3, bench_in, fc->keylen, fc->radix);
                j.head = 0;
                j.tail = 8;
                j.extra = 0;
            } else {
                if (!fc->alphabet)
                    symcore__ff1_init_with(j.be, &j.c1, bench_in, fc->keylen, fc->radix);
                ff1_floor(&j);
            }
            if (fpe_input(&j) == SYMCORE_OK) {
                bench_contender c[2] = {{bench_symcore_impl(j.be->name, symcore_backend("aes")), run_fpe, &j},
                                        {"floor:aes", run_floor, &j}};
                snprintf(name, sizeof name, "%s", fc->name);
                bench_numerals(fc->n, fc->radix);
                double ours = bench_run(name, 0, j.be->name, c, 2);
                if (bc_ns(fc->name) > 0)
                    bench_print_peer("bouncycastle", bc_ns(fc->name), ours);
            } else {
                fprintf(stderr, "%s: the first call failed; not timed\n", fc->name);
            }
            symcore_ff1_wipe(&j.c1);
            symcore_ff3_wipe(&j.c3);
            symcore__aes_wipe(&j.k);
        }
    }
    bench_fpe_batch(bc_ns("ff1 r10 n=16"), bc_ns("ff3-1 r10 n=16")); /* bench_fpe_batch.c */
}
