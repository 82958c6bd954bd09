/*
 * The canaries' driver (tests/ct_canaries.sh): the library built with
 * -DSYMCORE_CT_CANARY has planted leaks in its AVX-512, IFMA and VAES
 * backends (SC_CT_CANARY_BRANCH / SC_CT_CANARY_INDEX, src/common/ct_msan.h).
 * "test_ct_canary k" runs the backend of canary k on secrets with that one
 * armed: MSan must stop it with a report at the canary's line. Exit 0 means
 * the leak went unseen; "test_ct_canary k+100" runs the same backend with
 * none armed, which must pass (the report is the canary's, not another's).
 */
#include <stdio.h>
#include <stdlib.h>

#include <symcore.h>
#include <sanitizer/msan_interface.h>

#include "aes/aes_internal.h"
#include "chacha20/chacha20_internal.h"
#include "fpe/fpe_internal.h"
#include "keccak/keccak_internal.h"
#include "poly1305/poly1305_internal.h"

/* the library's verdicts that are public by design (FPE's numerals in range) */
void symcore__declassify(const void *p, size_t n)
{
    __msan_unpoison(p, n);
}

volatile int symcore__ct_canary;
volatile uint64_t symcore__ct_canary_sink;

static uint8_t key[32], msg[2048], out[2048], tag[16];

int main(int argc, char **argv)
{
    const uint32_t need = SC_CPU_AVX512F | SC_CPU_AVX512VL | SC_CPU_AVX512BW | SC_CPU_AVX512IFMA | SC_CPU_VAES |
                          SC_CPU_AESNI | SC_CPU_X86_64_V3;
    if ((symcore__cpu_features() & need) != need) {
        printf("canaries skipped: this CPU lacks AVX-512 with IFMA and VAES\n");
        return 77;
    }
    int k = argc > 1 ? atoi(argv[1]) : 0;
    if (k == 0)
        return 0; /* the probe */
    for (size_t i = 0; i < sizeof msg; i++)
        msg[i] = (uint8_t)(i * 7 + 3);
    for (size_t i = 0; i < sizeof key; i++)
        key[i] = (uint8_t)(i * 13 + 1);
    uint32_t state[16] = { 0x61707865, 0x3320646e, 0x79622d32, 0x6b206574 };
    memcpy(state + 4, key, 32);
    symcore_ff3_ctx c3;
    if (symcore__ff3_init_with(&symcore__aes_aesni, &c3, key, 16, 10) != SYMCORE_OK)
        return 2;
    __msan_poison(key, sizeof key);
    __msan_poison(msg, sizeof msg);
    __msan_poison(state + 4, 32);
    sc_aes_key *rk = (sc_aes_key *)(void *)c3.s.key.bytes; /* its round keys: the rest is public */
    __msan_poison(&rk->rk, sizeof rk->rk);
    symcore__ct_canary = k; /* k + 100: the same backend, nothing armed */
    switch (k % 100) {
    case 1: case 2: /* chacha20 avx512 (16-block code) */
        symcore__chacha20_avx512.xor_stream(out, msg, 1024, state);
        break;
    case 3: case 4:
        symcore__chacha20_avx512.xor_stream(out, msg, 512, state); /* its ymm pass (up to 512 bytes) */
        break;
    case 5: case 6: case 7:
        symcore__poly1305_avx512ifma.mac(tag, msg, 1024, key);
        break;
    case 8: case 9: {
        sc_aes_key ak;
        if (symcore__aes_vaes.init(&ak, key, 16) != SYMCORE_OK) /* (a public verdict on the length) */
            return 2;
        symcore__aes_vaes.encrypt_blocks(&ak, out, msg, 16);
        break;
    }
    case 10: case 11:
        symcore__keccak_avx512x8.hash(out, 32, msg, 205, 8, 168, 0x0B, 12); /* a partial last word */
        break;
    case 12: case 13: { /* FF3's IFMA copy (copy 2) on 6 secret numerals */
        uint16_t num[6] = { 1, 2, 3, 4, 5, 6 }, res[6];
        __msan_poison(num, sizeof num);
        sc_fpe_io io = { num, res, NULL, NULL, NULL, 10 };
        (void)symcore__ff3_fast_aesni_with(&c3.s, &io, 6, 0x0102030405060708ull, 0, 2);
        break;
    }
    default:
        printf("no canary %d\n", k);
        return 2;
    }
    printf("canary %d: not reported\n", k);
    return 0;
}
