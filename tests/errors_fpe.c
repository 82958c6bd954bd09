/*
 * error_stores_nothing: the fpe module (api_checks.h).
 *
 * Every error of every FPE call with its output in a read-only page
 * (readonly_page.h): out of place (the input in ordinary memory) and in
 * place (the input copied into the read-only page, out == in). A store of
 * even one byte, even the byte that was there, takes SIGSEGV (an access
 * violation on Windows), which is caught and counted as a failure of that
 * case. EDOMAIN at the first, a
 * middle and the last numeral or character, at radixes 2..65535 and on
 * alphabets of one, two, three and ten runs (the last scanned whole), on
 * every path: the public calls (the dispatched backend: on x86-64 the
 * AES-NI paths, the native words beyond them, the 4096-bit integers beyond
 * those), the portable AES backend (native words without AES-NI), the
 * fixed-size integers called directly, FF1's AES-NI native rounds
 * (radix 10, n = 19: d = 12 with radix^u < 2^32) and each of FF3's AES-NI
 * copies (legacy SSE, VEX, AVX-512 IFMA) the CPU runs; the batches
 * (FF1, FF3-1) on three records, the bad one first, middle or last, and
 * bad_index checked: public and on each backend. Then ELENGTH and EINVAL on
 * each call, and the inits' errors with the context read-only.
 */
#include <setjmp.h>
#include <signal.h>
#include <symcore.h>
#if defined(_WIN32)
#include <windows.h>
#endif

#include "aes_backends.h"
#include "api_checks.h"
#include "fpe/fpe_batch.h"
#include "readonly_page.h"
#include "testutil.h"

enum { FF1, FF3, FF3_1 };
/* how a call is made: the public call, the internal one with a given
 * backend, the fixed-size integers, FF3's AES-NI copy 0, 1, 2, or a batch
 * of recs records of n (public, or with a given backend) */
enum { PUBLIC, WITH_BE, BIGNUM, COPY0, COPY1, COPY2, BATCH, BATCH_BE };

typedef struct {
    int mode, str, dec, path;
    const struct sc_aes_backend *be;
    const symcore_ff1_ctx *c1;
    const symcore_ff3_ctx *c3;
    const void *tweak;
    size_t tweaklen; /* FF1's */
    const char *what;
    size_t recs; /* BATCH, BATCH_BE: the records */
} fpe_call;

static size_t batch_bad; /* a batch's bad_index */

static volatile sig_atomic_t in_call;

#if defined(_WIN32)
/* Windows raises an access violation, not SIGSEGV: a vectored exception
 * handler takes it during a guarded call, makes the page writable so that
 * the store completes, and records it; the call runs on and counts as one
 * that stored. Outside a guarded call, or at an address no page of which
 * can be made writable, the process dies as it would anyway. */
static volatile LONG store_faulted;

static LONG CALLBACK on_access_violation(EXCEPTION_POINTERS *e)
{
    const EXCEPTION_RECORD *r = e->ExceptionRecord;
    DWORD old;
    if (!in_call || r->ExceptionCode != EXCEPTION_ACCESS_VIOLATION || r->NumberParameters < 2 ||
        !VirtualProtect((void *)r->ExceptionInformation[1], 1, PAGE_READWRITE, &old))
        return EXCEPTION_CONTINUE_SEARCH;
    store_faulted = 1;
    return EXCEPTION_CONTINUE_EXECUTION;
}
#else
static sigjmp_buf segv_env;

static void on_segv(int sig)
{
    (void)sig;
    if (in_call)
        siglongjmp(segv_env, 1);
    _exit(3);
}
#endif

static uint8_t tweak16[16] = {7, 6, 5, 4, 3, 2, 1, 0, 9, 8, 7, 6, 5, 4, 3, 2};

static int run(const fpe_call *k, void *out, const void *in, size_t n)
{
    const uint16_t *i16 = k->str ? NULL : (const uint16_t *)in;
    uint16_t *o16 = k->str ? NULL : (uint16_t *)out;
    const char *i8 = k->str ? (const char *)in : NULL;
    char *o8 = k->str ? (char *)out : NULL;
    size_t t3 = k->mode == FF3_1 ? 7 : 8;
    if (k->path == BATCH) {
        batch_bad = 12345;
        if (k->mode == FF1 && !k->str)
            return k->dec ? symcore_ff1_decrypt_batch(k->c1, o16, i16, n, k->recs, k->tweak, k->tweaklen, &batch_bad)
                          : symcore_ff1_encrypt_batch(k->c1, o16, i16, n, k->recs, k->tweak, k->tweaklen, &batch_bad);
        if (k->mode == FF1)
            return k->dec ? symcore_ff1_decrypt_str_batch(k->c1, o8, i8, n, k->recs, k->tweak, k->tweaklen, &batch_bad)
                          : symcore_ff1_encrypt_str_batch(k->c1, o8, i8, n, k->recs, k->tweak, k->tweaklen, &batch_bad);
        if (!k->str)
            return k->dec ? symcore_ff3_1_decrypt_batch(k->c3, o16, i16, n, k->recs, k->tweak, &batch_bad)
                          : symcore_ff3_1_encrypt_batch(k->c3, o16, i16, n, k->recs, k->tweak, &batch_bad);
        return k->dec ? symcore_ff3_1_decrypt_str_batch(k->c3, o8, i8, n, k->recs, k->tweak, &batch_bad)
                      : symcore_ff3_1_encrypt_str_batch(k->c3, o8, i8, n, k->recs, k->tweak, &batch_bad);
    }
    if (k->path == PUBLIC) {
        if (k->mode == FF1 && !k->str)
            return k->dec ? symcore_ff1_decrypt(k->c1, o16, i16, n, k->tweak, k->tweaklen)
                          : symcore_ff1_encrypt(k->c1, o16, i16, n, k->tweak, k->tweaklen);
        if (k->mode == FF1)
            return k->dec ? symcore_ff1_decrypt_str(k->c1, o8, i8, n, k->tweak, k->tweaklen)
                          : symcore_ff1_encrypt_str(k->c1, o8, i8, n, k->tweak, k->tweaklen);
        if (k->mode == FF3 && !k->str)
            return k->dec ? symcore_ff3_decrypt(k->c3, o16, i16, n, k->tweak)
                          : symcore_ff3_encrypt(k->c3, o16, i16, n, k->tweak);
        if (k->mode == FF3)
            return k->dec ? symcore_ff3_decrypt_str(k->c3, o8, i8, n, k->tweak)
                          : symcore_ff3_encrypt_str(k->c3, o8, i8, n, k->tweak);
        if (!k->str)
            return k->dec ? symcore_ff3_1_decrypt(k->c3, o16, i16, n, k->tweak)
                          : symcore_ff3_1_encrypt(k->c3, o16, i16, n, k->tweak);
        return k->dec ? symcore_ff3_1_decrypt_str(k->c3, o8, i8, n, k->tweak)
                      : symcore_ff3_1_encrypt_str(k->c3, o8, i8, n, k->tweak);
    }
    const struct symcore_fpe_state *st = k->mode == FF1 ? &k->c1->s : &k->c3->s;
    sc_fpe_io io = {i16, o16, i8, o8, k->str ? &st->alphabet : NULL, st->radix};
    if (k->path == BATCH_BE) {
        batch_bad = 12345;
        return k->mode == FF1 ? symcore__ff1_batch(k->be, k->c1, &io, n, k->recs, k->tweak, k->tweaklen, k->dec, &batch_bad)
                              : symcore__ff3_1_batch(k->be, k->c3, &io, n, k->recs, k->tweak, k->dec, &batch_bad);
    }
    if (k->mode == FF1)
        return k->path == BIGNUM ? symcore__ff1_crypt_bignum(k->be, k->c1, &io, n, k->tweak, k->tweaklen, k->dec)
                                 : symcore__ff1_crypt(k->be, k->c1, &io, n, k->tweak, k->tweaklen, k->dec);
    if (k->path == BIGNUM)
        return symcore__ff3_crypt_bignum(k->be, k->c3, &io, n, k->tweak, t3, k->dec);
    if (k->path == WITH_BE)
        return symcore__ff3_crypt(k->be, k->c3, &io, n, k->tweak, t3, k->dec);
#if SC_X86_64 && defined(__SIZEOF_INT128__)
    uint64_t w = sc_load32_be(k->tweak);
    w = t3 == 7 ? (w & 0xfffffff0u) << 32 | (uint32_t)(sc_load32_be((const uint8_t *)k->tweak + 3) << 8) |
                      (w & 0x0f) << 4
                : w << 32 | sc_load32_be((const uint8_t *)k->tweak + 4);
    return symcore__ff3_fast_aesni_with(st, &io, n, w, k->dec, k->path - COPY0);
#else
    return SYMCORE_EINVAL;
#endif
}

/* fn(arg, out) with SIGSEGV caught: its result, or 98 if it stored into a
 * read-only page. The arguments pass through statics, untouched by the jump. */
typedef int (*guarded_fn)(const void *arg, void *out);
static guarded_fn g_fn;
static const void *g_arg;
static void *g_out;

static int guarded(guarded_fn fn, const void *arg, void *out)
{
    volatile int rc = 98;
    g_fn = fn, g_arg = arg, g_out = out;
#if defined(_WIN32)
    store_faulted = 0;
    in_call = 1;
    rc = g_fn(g_arg, g_out);
    in_call = 0;
    if (store_faulted)
        rc = 98;
#else
    in_call = 1;
    if (sigsetjmp(segv_env, 1) == 0)
        rc = g_fn(g_arg, g_out);
    in_call = 0;
#endif
    return rc;
}

typedef struct {
    const fpe_call *k;
    const void *in; /* NULL: in place, the input is out */
    size_t n;
} call_args;

static int call_thunk(const void *arg, void *out)
{
    const call_args *a = arg;
    return run(a->k, out, a->in ? a->in : out, a->n);
}

/* The call on in (n numerals or characters) must return want, out of place
 * with out read-only, and in place in a read-only copy of in; no signal. */
static void expect(const fpe_call *k, const void *in, size_t n, int want, const char *why)
{
    size_t bytes = (k->str ? n : 2 * n) * (k->path >= BATCH ? k->recs : 1);
    for (int inplace = 0; inplace < 2; inplace++) {
        void *out = inplace ? ro_copy(in, bytes) : ro_buf(bytes);
        if (out == NULL) {
            CHECK(!"mmap failed");
            return;
        }
        call_args a = {k, inplace ? NULL : in, n};
        int rc = guarded(call_thunk, &a, out);
        tu_checks++;
        if (rc != want) {
            tu_failures++;
            fprintf(stderr, "errors_fpe: %s %s: %s, n %zu, %s: got %d (%s), want %d\n", k->what,
                    k->dec ? "decrypt" : "encrypt", why, n, inplace ? "in place" : "out of place", rc,
                    rc == 98 ? "SIGSEGV: stored into out" : "wrong code", want);
        }
    }
}

/* Valid numerals (or characters of alphabet) for radix. */
static void fill(uint16_t *x, char *s, size_t n, uint32_t radix, const char *alphabet)
{
    static uint64_t seed = 0x9e3779b97f4a7c15u;
    for (size_t i = 0; i < n; i++) {
        seed = seed * 6364136223846793005u + 1442695040888963407u;
        x[i] = (uint16_t)((seed >> 33) % radix);
        if (alphabet)
            s[i] = alphabet[x[i]];
    }
}

#define MAXN 8192 /* FF1's maxlen at radix 2 */

/* EDOMAIN at the first, a middle and the last position of n numerals (or
 * characters), both directions; bad: an out-of-range numeral, or a
 * character not in the alphabet. */
static void edomain_at(fpe_call *k, uint32_t radix, const char *alphabet, size_t n, char badch)
{
    static uint16_t x[MAXN];
    static char s[MAXN];
    const size_t pos[3] = {0, n / 2, n - 1};
    /* a batch: the bad numeral in record p (of recs = 3), another in the last record */
    size_t recs = k->path >= BATCH ? k->recs : 1;
    for (int dec = 0; dec < 2; dec++) {
        k->dec = dec;
        for (int p = 0; p < 3; p++) {
            fill(x, s, n * recs, radix, alphabet);
            size_t rec = recs > 1 ? (size_t)p : 0;
            for (size_t r = rec; r < recs; r += recs - 1 - r ? recs - 1 - r : 1) {
                if (k->str)
                    s[r * n + pos[p]] = badch;
                else
                    x[r * n + pos[p]] = (uint16_t)(radix + (uint32_t)p * (65535 - radix) / 2); /* radix .. 65535 */
            }
            char why[64];
            snprintf(why, sizeof why, "EDOMAIN at %zu, radix %u", pos[p], (unsigned)radix);
            expect(k, k->str ? (const void *)s : (const void *)x, n, SYMCORE_EDOMAIN, why);
            if (recs > 1)
                CHECK(batch_bad == rec);
        }
    }
}

/* The lengths each path takes at radix 10 (n = 19: FF1's AES-NI native
 * rounds; 40: the native words past the AES-NI path for FF1; beyond, the
 * fixed-size integers) and at any radix its minlen, a short, and its
 * maxlen or a long length. */
static size_t lengths(uint32_t radix, int mode, size_t minlen, size_t maxlen, size_t *out)
{
    size_t k = 0, cand[] = {minlen, 16, 19, 36, 40, 61, 300, maxlen};
    for (size_t i = 0; i < sizeof cand / sizeof cand[0]; i++) {
        size_t n = cand[i];
        if (n < minlen || n > maxlen || (mode == FF1 && radix < 10 && n > 300 && n != maxlen))
            continue;
        if (n > 300 && n != maxlen)
            continue;
        if (k && out[k - 1] == n)
            continue;
        out[k++] = n;
    }
    return k;
}

static void numerals_edomain(void)
{
    static const uint32_t radixes[] = {2, 10, 16, 26, 36, 62, 256, 65535};
    const struct sc_aes_backend *bes[4]; /* portable, then aesni and vaes where the CPU has them */
    int nbe = aes_test_backends(bes);
#if SC_X86_64
    uint32_t f = symcore__cpu_features();
#endif
    uint8_t key[32] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
    static symcore_ff1_ctx c1, b1[4];
    static symcore_ff3_ctx c3, b3[4];
    for (size_t r = 0; r < sizeof radixes / sizeof radixes[0]; r++) {
        uint32_t radix = radixes[r];
        CHECK(symcore_ff1_init(&c1, key, 16, radix) == SYMCORE_OK);
        CHECK(symcore_ff3_init(&c3, key, 24, radix) == SYMCORE_OK);
        for (int b = 0; b < nbe; b++) {
            CHECK(symcore__ff1_init_with(bes[b], &b1[b], key, 16, radix) == SYMCORE_OK);
            CHECK(symcore__ff3_init_with(bes[b], &b3[b], key, 24, radix) == SYMCORE_OK);
        }
        for (int mode = FF1; mode <= FF3_1; mode++) {
            const struct symcore_fpe_state *st = mode == FF1 ? &c1.s : &c3.s;
            size_t ns[8], nn = lengths(radix, mode, st->minlen, st->maxlen, ns);
            for (size_t i = 0; i < nn; i++) {
                size_t n = ns[i];
                fpe_call k = {mode, 0, 0, PUBLIC, NULL, &c1, &c3, tweak16, 5, "public", 0};
                edomain_at(&k, radix, NULL, n, 0);
                if (mode != FF3 && n <= 300) {
                    fpe_call kb = {mode, 0, 0, BATCH, NULL, &c1, &c3, tweak16, 5, "batch", 3};
                    edomain_at(&kb, radix, NULL, n, 0);
                    for (int b = 0; b < nbe; b++) {
                        fpe_call kbe = {mode, 0, 0, BATCH_BE, bes[b], &b1[b], &b3[b], tweak16, 2, "batch be", 3};
                        edomain_at(&kbe, radix, NULL, n, 0);
                    }
                }
                for (int b = 0; b < nbe; b++) {
                    fpe_call kb = {mode, 0, 0, WITH_BE, bes[b], &b1[b], &b3[b], tweak16, 3, bes[b]->name, 0};
                    edomain_at(&kb, radix, NULL, n, 0);
                    if (n <= 300) {
                        fpe_call kg = {mode, 0, 0, BIGNUM, bes[b], &b1[b], &b3[b], tweak16, 0, "bignum", 0};
                        edomain_at(&kg, radix, NULL, n, 0);
                    }
                }
#if SC_X86_64 && defined(__SIZEOF_INT128__)
                if (mode != FF1 && nbe > 1 && (f & SC_CPU_SSE41)) {
                    size_t u = n - n / 2;
                    int copies = (f & SC_CPU_FF3_IFMA) == SC_CPU_FF3_IFMA ? 3 : f & SC_CPU_AVX ? 2 : 1;
                    if (sc_fpe_ff3_fast_aesni(&symcore__aes_aesni, sc_fpe_st_pow(&b3[1].s, u), u))
                        for (int copy = 0; copy < copies; copy++) {
                            if (copy == 2 && b3[1].s.pow[u] > SC_FPE_FF3_IFMA_MAX)
                                continue;
                            static const char *names[3] = {"ff3 copy sse", "ff3 copy vex", "ff3 copy ifma"};
                            fpe_call kc = {mode, 0, 0, COPY0 + copy, NULL, NULL, &b3[1], tweak16, 0, names[copy], 0};
                            edomain_at(&kc, radix, NULL, n, 0);
                        }
                }
#endif
            }
        }
    }
}

static void chars_edomain(void)
{
    /* one run, one run of letters, two, three, and ten runs (scanned) */
    static const char *alphabets[] = {"0123456789", "abcdefghijklmnopqrstuvwxyz",
                                      "0123456789abcdefghijklmnopqrstuvwxyz",
                                      "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", "9876543210"};
    static const char bad[] = {'a', '0', 'A', '-', 'x'}; /* a character outside each */
    uint8_t key[32] = {9, 9, 9};
    static symcore_ff1_ctx c1, p1;
    static symcore_ff3_ctx c3, p3;
    for (size_t a = 0; a < sizeof alphabets / sizeof alphabets[0]; a++) {
        const char *al = alphabets[a];
        uint32_t radix = (uint32_t)strlen(al);
        CHECK(symcore_ff1_init_alphabet(&c1, key, 32, al) == SYMCORE_OK);
        CHECK(symcore_ff3_init_alphabet(&c3, key, 16, al) == SYMCORE_OK);
        CHECK(symcore__fpe_state_init(&symcore__aes_portable, &p1.s, key, 32, 0, al, 0, SC_FPE_MAX_BITS) ==
              SYMCORE_OK);
        CHECK(symcore__fpe_state_init(&symcore__aes_portable, &p3.s, key, 16, 0, al, 1, 96) == SYMCORE_OK);
        for (int mode = FF1; mode <= FF3_1; mode++) {
            const struct symcore_fpe_state *st = mode == FF1 ? &c1.s : &c3.s;
            size_t ns[8], nn = lengths(radix, mode, st->minlen, st->maxlen, ns);
            for (size_t i = 0; i < nn; i++) {
                fpe_call k = {mode, 1, 0, PUBLIC, NULL, &c1, &c3, tweak16, 7, "public str", 0};
                edomain_at(&k, radix, al, ns[i], bad[a]);
                fpe_call kp = {mode, 1, 0, WITH_BE, &symcore__aes_portable, &p1, &p3, tweak16, 7, "portable str", 0};
                edomain_at(&kp, radix, al, ns[i], bad[a]);
                if (mode != FF3 && ns[i] <= 300) {
                    fpe_call kb = {mode, 1, 0, BATCH, NULL, &c1, &c3, tweak16, 7, "batch str", 3};
                    edomain_at(&kb, radix, al, ns[i], bad[a]);
                    fpe_call kbp = {mode, 1, 0, BATCH_BE, &symcore__aes_portable, &p1, &p3, tweak16, 7, "batch str", 3};
                    edomain_at(&kbp, radix, al, ns[i], bad[a]);
                }
                if (ns[i] <= 300) {
                    fpe_call kg = {mode, 1, 0, BIGNUM, &symcore__aes_portable, &p1, &p3, tweak16, 7, "bignum str", 0};
                    edomain_at(&kg, radix, al, ns[i], (char)0xff);
                }
#if SC_X86_64 && defined(__SIZEOF_INT128__)
                uint32_t f = symcore__cpu_features();
                size_t u = ns[i] - ns[i] / 2;
                if (mode != FF1 && (f & SC_CPU_AESNI) && (f & SC_CPU_SSE41) &&
                    sc_fpe_ff3_fast_aesni(&symcore__aes_aesni, sc_fpe_st_pow(&c3.s, u), u)) {
                    int copies = (f & SC_CPU_FF3_IFMA) == SC_CPU_FF3_IFMA ? 3 : f & SC_CPU_AVX ? 2 : 1;
                    for (int copy = 0; copy < copies; copy++) {
                        if (copy == 2 && c3.s.pow[u] > SC_FPE_FF3_IFMA_MAX)
                            continue;
                        fpe_call kc = {mode, 1, 0, COPY0 + copy, NULL, NULL, &c3, tweak16, 0, "ff3 copy str", 0};
                        edomain_at(&kc, radix, al, ns[i], bad[a]);
                    }
                }
#endif
            }
        }
    }
}

/* ELENGTH and EINVAL on every call, numerals and characters, both directions. */
static void length_and_args(void)
{
    uint8_t key[16] = {4};
    static uint8_t long_tweak[SYMCORE_FF1_MAX_TWEAK + 1];
    static symcore_ff1_ctx c1, z1, w1, n1;
    static symcore_ff3_ctx c3, z3, w3, n3;
    static uint16_t x[2467];
    static char s[2467];
    CHECK(symcore_ff1_init_alphabet(&c1, key, 16, "0123456789") == SYMCORE_OK);
    CHECK(symcore_ff3_init_alphabet(&c3, key, 16, "0123456789") == SYMCORE_OK);
    CHECK(symcore_ff1_init_alphabet(&w1, key, 16, "0123456789") == SYMCORE_OK);
    CHECK(symcore_ff3_init_alphabet(&w3, key, 16, "0123456789") == SYMCORE_OK);
    symcore_ff1_wipe(&w1);
    symcore_ff3_wipe(&w3);
    memset(&z1, 0, sizeof z1);
    memset(&z3, 0, sizeof z3);
    CHECK(symcore_ff1_init(&n1, key, 16, 10) == SYMCORE_OK); /* no alphabet: the _str calls refuse it */
    CHECK(symcore_ff3_init(&n3, key, 16, 10) == SYMCORE_OK);
    fill(x, s, 2467, 10, "0123456789");
    for (int path = PUBLIC; path <= BATCH; path += BATCH - PUBLIC)
    for (int mode = FF1; mode <= FF3_1; mode++) {
        if (path == BATCH && mode == FF3) /* no FF3 batches */
            continue;
        for (int str = 0; str < 2; str++) {
            for (int dec = 0; dec < 2; dec++) {
                fpe_call k = {mode, str, dec, path, NULL, &c1, &c3, tweak16, 4, path == BATCH ? "batch" : "public", 1};
                const void *in = str ? (const void *)s : (const void *)x;
                /* lengths: minlen 6, maxlen 2466 (FF1) or 56 (FF3) at radix 10 */
                expect(&k, in, 5, SYMCORE_ELENGTH, "n = minlen - 1");
                expect(&k, in, 1, SYMCORE_ELENGTH, "n = 1");
                expect(&k, in, mode == FF1 ? 2467 : 57, SYMCORE_ELENGTH, "n = maxlen + 1");
                expect(&k, in, 0, SYMCORE_ELENGTH, "n = 0");
                /* contexts: NULL, all zero, wiped, and for _str one without an alphabet */
                fpe_call kz = k, kw = k, kn = k, kc = k;
                kz.c1 = &z1, kz.c3 = &z3, kw.c1 = &w1, kw.c3 = &w3, kn.c1 = &n1, kn.c3 = &n3;
                kc.c1 = NULL, kc.c3 = NULL;
                expect(&kz, in, 16, SYMCORE_EINVAL, "all-zero context");
                expect(&kw, in, 16, SYMCORE_EINVAL, "wiped context");
                expect(&kc, in, 16, SYMCORE_EINVAL, "NULL context");
                if (str)
                    expect(&kn, in, 16, SYMCORE_EINVAL, "_str on a context without an alphabet");
                /* NULL input with n > 0 (the output read-only: nothing stored) */
                void *out = ro_buf(str ? 16 : 32);
                CHECK(out != NULL && run(&k, out, NULL, 16) == SYMCORE_EINVAL);
                /* tweaks: FF3's NULL; FF1's NULL with a length, and one too long */
                fpe_call kt = k;
                kt.tweak = NULL;
                if (mode == FF1) {
                    expect(&kt, in, 16, SYMCORE_EINVAL, "NULL tweak, tweaklen 4");
                    kt.tweaklen = 0; /* NULL with length 0: the empty tweak, accepted */
                    static uint16_t o16[16];
                    static char o8[16];
                    CHECK(run(&kt, str ? (void *)o8 : (void *)o16, in, 16) == SYMCORE_OK);
                    kt.tweak = long_tweak;
                    kt.tweaklen = SYMCORE_FF1_MAX_TWEAK + 1;
                    expect(&kt, in, 16, SYMCORE_EINVAL, "tweak longer than SYMCORE_FF1_MAX_TWEAK");
                } else {
                    expect(&kt, in, 16, SYMCORE_EINVAL, "NULL tweak");
                }
            }
        }
    }
    /* a NULL output with n > 0: EINVAL, nothing read or written */
    CHECK(symcore_ff1_encrypt(&c1, NULL, x, 16, tweak16, 0) == SYMCORE_EINVAL);
    CHECK(symcore_ff3_1_decrypt_str(&c3, NULL, s, 16, tweak16) == SYMCORE_EINVAL);
    /* batches: a NULL output, n * count past SIZE_MAX (EINVAL, bad_index 0); count 0 (OK, bad_index 0) */
    size_t bi = 7;
    CHECK(symcore_ff1_encrypt_batch(&c1, NULL, x, 16, 2, tweak16, 0, &bi) == SYMCORE_EINVAL && bi == 0);
    bi = 7;
    CHECK(symcore_ff3_1_decrypt_str_batch(&c3, NULL, s, 16, 1, tweak16, &bi) == SYMCORE_EINVAL && bi == 0);
    bi = 7;
    CHECK(symcore_ff1_decrypt_str_batch(&c1, s, s, 16, SIZE_MAX / 8, tweak16, 0, &bi) == SYMCORE_EINVAL && bi == 0);
    CHECK(symcore_ff3_1_encrypt_batch(&c3, x, x, 16, SIZE_MAX / 8, tweak16, NULL) == SYMCORE_EINVAL);
    bi = 7;
    CHECK(symcore_ff3_1_encrypt_batch(&c3, NULL, NULL, 16, 0, tweak16, &bi) == SYMCORE_OK && bi == 0);
}

typedef struct {
    int ff3;
    const uint8_t *key;
    size_t keylen;
    uint32_t radix;
    const char *alphabet; /* used when radix is 0 */
} init_args;

static int init_thunk(const void *arg, void *ctx)
{
    const init_args *a = arg;
    if (a->radix == 0)
        return a->ff3 ? symcore_ff3_init_alphabet(ctx, a->key, a->keylen, a->alphabet)
                      : symcore_ff1_init_alphabet(ctx, a->key, a->keylen, a->alphabet);
    return a->ff3 ? symcore_ff3_init(ctx, a->key, a->keylen, a->radix) : symcore_ff1_init(ctx, a->key, a->keylen, a->radix);
}

/* init on a context in a read-only page must return EINVAL, storing nothing. */
static void init_refused(int ff3, const uint8_t *key, size_t keylen, uint32_t radix, const char *alphabet,
                         const char *why)
{
    init_args a = {ff3, key, keylen, radix, alphabet};
    int rc = guarded(init_thunk, &a, ro_buf(ff3 ? sizeof(symcore_ff3_ctx) : sizeof(symcore_ff1_ctx)));
    tu_checks++;
    if (rc != SYMCORE_EINVAL) {
        tu_failures++;
        fprintf(stderr, "errors_fpe: %s init: %s: got %d%s\n", ff3 ? "ff3" : "ff1", why, rc,
                rc == 98 ? " (SIGSEGV: stored into the context)" : "");
    }
}

/* The inits with the context in a read-only page: every refusal leaves it as it was. */
static void inits(void)
{
    uint8_t key[32] = {1};
    static const uint32_t bad_radix[] = {1, 65537, 0xffffffffu};
    static const char *bad_alpha[] = {"", "a", "aa", "0123456789a0", "abcdefghijklmnopqrstuvwxyzq"};
    static const size_t bad_keylen[] = {0, 1, 15, 17, 23, 25, 31, 33, 64};
    for (int ff3 = 0; ff3 < 2; ff3++) {
        for (size_t i = 0; i < sizeof bad_radix / sizeof bad_radix[0]; i++)
            init_refused(ff3, key, 16, bad_radix[i], NULL, "bad radix");
        for (size_t i = 0; i < sizeof bad_keylen / sizeof bad_keylen[0]; i++) {
            init_refused(ff3, key, bad_keylen[i], 10, NULL, "bad key length");
            init_refused(ff3, key, bad_keylen[i], 0, "0123456789", "bad key length, alphabet");
        }
        for (size_t i = 0; i < sizeof bad_alpha / sizeof bad_alpha[0]; i++)
            init_refused(ff3, key, 16, 0, bad_alpha[i], "bad alphabet");
        init_refused(ff3, NULL, 16, 10, NULL, "NULL key");
        init_refused(ff3, key, 16, 0, NULL, "NULL alphabet");
        init_refused(ff3, NULL, 16, 0, "01", "NULL key, alphabet");
    }
    CHECK(symcore_ff1_init(NULL, key, 16, 10) == SYMCORE_EINVAL);
    CHECK(symcore_ff1_init(NULL, key, 16, 0) == SYMCORE_EINVAL);
    CHECK(symcore_ff3_init_alphabet(NULL, key, 16, "0123456789") == SYMCORE_EINVAL);
}

int errors_fpe(void)
{
#if defined(_WIN32)
    void *handler = AddVectoredExceptionHandler(1, on_access_violation);
    CHECK(handler != NULL);
#else
    struct sigaction sa, old_segv, old_bus;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_segv;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGSEGV, &sa, &old_segv);
    sigaction(SIGBUS, &sa, &old_bus);
#endif
    numerals_edomain();
    chars_edomain();
    length_and_args();
    inits();
#if defined(_WIN32)
    RemoveVectoredExceptionHandler(handler);
#else
    sigaction(SIGSEGV, &old_segv, NULL);
    sigaction(SIGBUS, &old_bus, NULL);
#endif
    printf("errors_fpe: %d checks, %d failed\n", tu_checks, tu_failures);
    return tu_failures;
}
