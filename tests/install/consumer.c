#include <stdio.h>
#include <string.h>
#include <symcore.h>

/* the C standard the build asked for: C99 through pkg-config, C11 through the CMake target */
#if defined(CONSUMER_STD) && (!defined(__STDC_VERSION__) || __STDC_VERSION__ != CONSUMER_STD)
#error "the consumer is not compiled in the C standard its build system should give it"
#endif

int main(void)
{
    static const uint8_t want[4] = { 0x3a, 0x98, 0x5d, 0xa7 }; /* SHA3-256("abc") */
    uint8_t digest[32];
    symcore_sha3_256(digest, "abc", 3);
    if (memcmp(digest, want, sizeof want) != 0) {
        printf("consumer: wrong digest\n");
        return 1;
    }
    /* the installed header and library are the same release, the 1.0 candidate or later */
    if (strcmp(symcore_version(), SYMCORE_VERSION_STRING) != 0 ||
        SYMCORE_VERSION_MAJOR * 100 + SYMCORE_VERSION_MINOR < 9) {
        printf("consumer: header %s, library %s\n", SYMCORE_VERSION_STRING, symcore_version());
        return 1;
    }
    printf("consumer: symcore %s works (keccak backend %s)\n", symcore_version(), symcore_backend("keccak"));
    return 0;
}
