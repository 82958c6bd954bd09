/* KMAC, KMACXOF, TupleHash, TupleHashXOF, ParallelHash and ParallelHashXOF:
 * every sample of NIST's SP 800-185 example files, one-shot with sentinels
 * past the output, and KMAC also through an incremental context fed one byte
 * at a time and read out one byte at a time. */
#include <symcore.h>

#include "testutil.h"

static const char *const key_hex = "404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f";

/* KMAC_samples.pdf (#1-#6) and KMACXOF_samples.pdf (#1-#6): key 40..5f,
 * data 00 01 02 ... of datalen bytes. */
static const struct {
    int bits, xof;
    size_t datalen;
    const char *S;
    const char *out;
} kmac[] = {
    { 128, 0, 4, "", "e5780b0d3ea6f7d3a429c5706aa43a00fadbd7d49628839e3187243f456ee14e" },
    { 128, 0, 4, "My Tagged Application", "3b1fba963cd8b0b59e8c1a6d71888b7143651af8ba0a7070c0979e2811324aa5" },
    { 128, 0, 200, "My Tagged Application", "1f5b4e6cca02209e0dcb5ca635b89a15e271ecc760071dfd805faa38f9729230" },
    { 256, 0, 4, "My Tagged Application",
      "20c570c31346f703c9ac36c61c03cb64c3970d0cfc787e9b79599d273a68d2f7"
      "f69d4cc3de9d104a351689f27cf6f5951f0103f33f4f24871024d9c27773a8dd" },
    { 256, 0, 200, "",
      "75358cf39e41494e949707927cee0af20a3ff553904c86b08f21cc414bcfd691"
      "589d27cf5e15369cbbff8b9a4c2eb17800855d0235ff635da82533ec6b759b69" },
    { 256, 0, 200, "My Tagged Application",
      "b58618f71f92e1d56c1b8c55ddd7cd188b97b4ca4d99831eb2699a837da2e4d9"
      "70fbacfde50033aea585f1a2708510c32d07880801bd182898fe476876fc8965" },
    { 128, 1, 4, "", "cd83740bbd92ccc8cf032b1481a0f4460e7ca9dd12b08a0c4031178bacd6ec35" },
    { 128, 1, 4, "My Tagged Application", "31a44527b4ed9f5c6101d11de6d26f0620aa5c341def41299657fe9df1a3b16c" },
    { 128, 1, 200, "My Tagged Application", "47026c7cd793084aa0283c253ef658490c0db61438b8326fe9bddf281b83ae0f" },
    { 256, 1, 4, "My Tagged Application",
      "1755133f1534752aad0748f2c706fb5c784512cab835cd15676b16c0c6647fa9"
      "6faa7af634a0bf8ff6df39374fa00fad9a39e322a7c92065a64eb1fb0801eb2b" },
    { 256, 1, 200, "",
      "ff7b171f1e8a2b24683eed37830ee797538ba8dc563f6da1e667391a75edc02c"
      "a633079f81ce12a25f45615ec89972031d18337331d24ceb8f8ca8e6a19fd98b" },
    { 256, 1, 200, "My Tagged Application",
      "d5be731c954ed7732846bb59dbe3a8e30f83e77a4bff4459f2f1c2b4ecebb8ce"
      "67ba01c62e8ab8578d2d499bd1bb276768781190020a306a97de281dcc30305d" },
};

/* TupleHash_samples.pdf (#1-#6) and TupleHashXOF_samples.pdf (#1-#6): the
 * tuple is the first nitems of (00 01 02, 10 11 12 13 14 15, 20 21 ... 28). */
static const struct {
    int bits, xof;
    size_t nitems;
    const char *S;
    const char *out;
} tuple[] = {
    { 128, 0, 2, "", "c5d8786c1afb9b82111ab34b65b2c0048fa64e6d48e263264ce1707d3ffc8ed1" },
    { 128, 0, 2, "My Tuple App", "75cdb20ff4db1154e841d758e24160c54bae86eb8c13e7f5f40eb35588e96dfb" },
    { 128, 0, 3, "My Tuple App", "e60f202c89a2631eda8d4c588ca5fd07f39e5151998deccf973adb3804bb6e84" },
    { 256, 0, 2, "",
      "cfb7058caca5e668f81a12a20a2195ce97a925f1dba3e7449a56f82201ec6073"
      "11ac2696b1ab5ea2352df1423bde7bd4bb78c9aed1a853c78672f9eb23bbe194" },
    { 256, 0, 2, "My Tuple App",
      "147c2191d5ed7efd98dbd96d7ab5a11692576f5fe2a5065f3e33de6bba9f3aa1"
      "c4e9a068a289c61c95aab30aee1e410b0b607de3620e24a4e3bf9852a1d4367e" },
    { 256, 0, 3, "My Tuple App",
      "45000be63f9b6bfd89f54717670f69a9bc763591a4f05c50d68891a744bcc6e7"
      "d6d5b5e82c018da999ed35b0bb49c9678e526abd8e85c13ed254021db9e790ce" },
    { 128, 1, 2, "", "2f103cd7c32320353495c68de1a8129245c6325f6f2a3d608d92179c96e68488" },
    { 128, 1, 2, "My Tuple App", "3fc8ad69453128292859a18b6c67d7ad85f01b32815e22ce839c49ec374e9b9a" },
    { 128, 1, 3, "My Tuple App", "900fe16cad098d28e74d632ed852f99daab7f7df4d99e775657885b4bf76d6f8" },
    { 256, 1, 2, "",
      "03ded4610ed6450a1e3f8bc44951d14fbc384ab0efe57b000df6b6df5aae7cd5"
      "68e77377daf13f37ec75cf5fc598b6841d51dd207c991cd45d210ba60ac52eb9" },
    { 256, 1, 2, "My Tuple App",
      "6483cb3c9952eb20e830af4785851fc597ee3bf93bb7602c0ef6a65d741aeca7"
      "e63c3b128981aa05c6d27438c79d2754bb1b7191f125d6620fca12ce658b2442" },
    { 256, 1, 3, "My Tuple App",
      "0c59b11464f2336c34663ed51b2b950bec743610856f36c28d1d088d8a244628"
      "4dd09830a6a178dc752376199fae935d86cfdee5913d4922dfd369b66a53c897" },
};

/* ParallelHash_samples.pdf (#1-#6) and ParallelHashXOF_samples.pdf (#1-#6):
 * the input is blocks of block_size bytes 00 01 .., 10 11 .., 20 21 .., ...
 * (24 bytes for B = 8, 72 for B = 12). */
static const struct {
    int bits, xof;
    size_t block_size;
    const char *S;
    const char *out;
} parallel[] = {
    { 128, 0, 8, "", "ba8dc1d1d979331d3f813603c67f72609ab5e44b94a0b8f9af46514454a2b4f5" },
    { 128, 0, 8, "Parallel Data", "fc484dcb3f84dceedc353438151bee58157d6efed0445a81f165e495795b7206" },
    { 128, 0, 12, "Parallel Data", "f7fd5312896c6685c828af7e2adb97e393e7f8d54e3c2ea4b95e5aca3796e8fc" },
    { 256, 0, 8, "",
      "bc1ef124da34495e948ead207dd9842235da432d2bbc54b4c110e64c45110553"
      "1b7f2a3e0ce055c02805e7c2de1fb746af97a1dd01f43b824e31b87612410429" },
    { 256, 0, 8, "Parallel Data",
      "cdf15289b54f6212b4bc270528b49526006dd9b54e2b6add1ef6900dda3963bb"
      "33a72491f236969ca8afaea29c682d47a393c065b38e29fae651a2091c833110" },
    { 256, 0, 12, "Parallel Data",
      "69d0fcb764ea055dd09334bc6021cb7e4b61348dff375da262671cdec3effa8d"
      "1b4568a6cce16b1cad946ddde27f6ce2b8dee4cd1b24851ebf00eb90d43813e9" },
    { 128, 1, 8, "", "fe47d661e49ffe5b7d999922c062356750caf552985b8e8ce6667f2727c3c8d3" },
    { 128, 1, 8, "Parallel Data", "ea2a793140820f7a128b8eb70a9439f93257c6e6e79b4a540d291d6dae7098d7" },
    { 128, 1, 12, "Parallel Data", "0127ad9772ab904691987fcc4a24888f341fa0db2145e872d4efd255376602f0" },
    { 256, 1, 8, "",
      "c10a052722614684144d28474850b410757e3cba87651ba167a5cbddff7f4666"
      "75fbf84bcae7378ac444be681d729499afca667fb879348bfdda427863c82f1c" },
    { 256, 1, 8, "Parallel Data",
      "538e105f1a22f44ed2f5cc1674fbd40be803d9c99bf5f8d90a2c8193f3fe6ea7"
      "68e5c1a20987e2c9c65febed03887a51d35624ed12377594b5585541dc377efc" },
    { 256, 1, 12, "Parallel Data",
      "6b3e790b330c889a204c2fbc728d809f19367328d852f4002dc829f73afd6bce"
      "fb7fe5b607b13a801c0be5c1170bdb794e339458fdb0e62a6af3d42558970249" },
};

typedef int (*kmac_fn)(uint8_t *, size_t, const void *, size_t, const void *, size_t, const void *, size_t);
typedef int (*kmac_init_fn)(symcore_kmac_ctx *, const void *, size_t, const void *, size_t);
typedef int (*tuple_fn)(uint8_t *, size_t, const symcore_span *, size_t, const void *, size_t);
typedef int (*parallel_fn)(uint8_t *, size_t, const void *, size_t, size_t, const void *, size_t);

static void test_kmac(void)
{
    uint8_t key[32], data[200], want[64], got[64 + TU_GUARD];
    tu_unhex(key, sizeof key, key_hex);
    for (size_t i = 0; i < sizeof data; i++)
        data[i] = (uint8_t)i;
    for (size_t t = 0; t < sizeof kmac / sizeof kmac[0]; t++) {
        const int b = kmac[t].bits;
        const size_t slen = strlen(kmac[t].S), outlen = tu_unhex(want, sizeof want, kmac[t].out);
        kmac_fn f = kmac[t].xof ? (b == 128 ? symcore_kmac128_xof : symcore_kmac256_xof)
                                : (b == 128 ? symcore_kmac128 : symcore_kmac256);
        kmac_init_fn init = b == 128 ? symcore_kmac128_init : symcore_kmac256_init;
        symcore_kmac_ctx ctx;

        memset(got, 0, outlen);
        tu_guard_init(got, outlen);
        CHECK(f(got, outlen, data, kmac[t].datalen, kmac[t].S, slen, key, sizeof key) == SYMCORE_OK);
        if (!CHECK_MEM(got, want, outlen, "KMAC sample, one-shot"))
            fprintf(stderr, "  sample %zu\n", t);
        CHECK_GUARD(got, outlen);

        /* byte by byte in, byte by byte out */
        memset(got, 0, outlen);
        CHECK(init(&ctx, key, sizeof key, kmac[t].S, slen) == SYMCORE_OK);
        for (size_t i = 0; i < kmac[t].datalen; i++)
            CHECK(symcore_kmac_update(&ctx, data + i, 1) == SYMCORE_OK);
        if (kmac[t].xof) {
            for (size_t i = 0; i < outlen; i++)
                CHECK(symcore_kmac_xof_squeeze(&ctx, got + i, 1) == SYMCORE_OK);
        } else {
            CHECK(symcore_kmac_final(&ctx, got, outlen) == SYMCORE_OK);
        }
        if (!CHECK_MEM(got, want, outlen, "KMAC sample, incremental"))
            fprintf(stderr, "  sample %zu\n", t);
        CHECK_GUARD(got, outlen);
    }
}

static void test_tuplehash(void)
{
    static const uint8_t e1[] = { 0x00, 0x01, 0x02 };
    static const uint8_t e2[] = { 0x10, 0x11, 0x12, 0x13, 0x14, 0x15 };
    static const uint8_t e3[] = { 0x20, 0x21, 0x22, 0x23, 0x24, 0x25, 0x26, 0x27, 0x28 };
    const symcore_span items[3] = { { e1, sizeof e1 }, { e2, sizeof e2 }, { e3, sizeof e3 } };
    uint8_t want[64], got[64 + TU_GUARD];
    for (size_t t = 0; t < sizeof tuple / sizeof tuple[0]; t++) {
        const int b = tuple[t].bits;
        const size_t outlen = tu_unhex(want, sizeof want, tuple[t].out);
        tuple_fn f = tuple[t].xof ? (b == 128 ? symcore_tuplehash128_xof : symcore_tuplehash256_xof)
                                  : (b == 128 ? symcore_tuplehash128 : symcore_tuplehash256);
        memset(got, 0, outlen);
        tu_guard_init(got, outlen);
        CHECK(f(got, outlen, items, tuple[t].nitems, tuple[t].S, strlen(tuple[t].S)) == SYMCORE_OK);
        if (!CHECK_MEM(got, want, outlen, "TupleHash sample"))
            fprintf(stderr, "  sample %zu\n", t);
        CHECK_GUARD(got, outlen);
    }
}

static void test_parallelhash(void)
{
    uint8_t data[72], want[64], got[64 + TU_GUARD];
    for (size_t t = 0; t < sizeof parallel / sizeof parallel[0]; t++) {
        const int b = parallel[t].bits;
        const size_t B = parallel[t].block_size, len = 3 * B * (B == 12 ? 2 : 1);
        const size_t outlen = tu_unhex(want, sizeof want, parallel[t].out);
        parallel_fn f = parallel[t].xof ? (b == 128 ? symcore_parallelhash128_xof : symcore_parallelhash256_xof)
                                        : (b == 128 ? symcore_parallelhash128 : symcore_parallelhash256);
        for (size_t i = 0; i < len; i++)
            data[i] = (uint8_t)(16 * (i / B) + i % B);
        memset(got, 0, outlen);
        tu_guard_init(got, outlen);
        CHECK(f(got, outlen, data, len, B, parallel[t].S, strlen(parallel[t].S)) == SYMCORE_OK);
        if (!CHECK_MEM(got, want, outlen, "ParallelHash sample"))
            fprintf(stderr, "  sample %zu\n", t);
        CHECK_GUARD(got, outlen);
    }
}

int main(void)
{
    test_kmac();
    test_tuplehash();
    test_parallelhash();
    return tu_finish("sp800185_kat");
}
