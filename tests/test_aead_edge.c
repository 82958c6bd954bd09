/* AEAD lengths around the 16- and 64-byte boundaries (and the 4096-byte
 * chunk of seal), with AD of 0, 1, 15, 16 and 17 bytes, for both AEADs.
 *
 * key = pat(32, 7), nonce = pat(12, 99), xnonce = pat(24, 55),
 * message = pat(len, 1), ad = pat(adlen, 2), with pat(n, s)[i] = (31 i + s) mod 256.
 * Tags computed with pyca/cryptography 48 (OpenSSL) ChaCha20Poly1305; for
 * XChaCha20-Poly1305 the subkey came from a Python HChaCha20 checked on the
 * draft's 2.2.1 vector:
 *   t  = ChaCha20Poly1305(key).encrypt(nonce, m, a)[-16:]
 *   xt = ChaCha20Poly1305(hchacha(key, xnonce[:16])).encrypt(b"\0"*4 + xnonce[16:], m, a)[-16:]
 * The tag covers the ciphertext, so a right tag means a right ciphertext;
 * open must then restore the message. */
#include "testutil.h"

#include <symcore.h>

static const struct {
    size_t len, adlen;
    const char *tag, *xtag;
} grid[] = {
    { 0, 0, "c911e21a53c97a997c44b0fdf505ab3d", "cf20d1c69c05d94b49d4b3c578db0d2e" },
    { 0, 1, "15a90e53b6128972f6c8e7f3f48fde89", "0d1ce4b1bd91aaf9413b964f38bda6f0" },
    { 0, 15, "5cd1031f8e6a4e948b0e85da15eb00d5", "f42c03cd634687bab581b2a84dbdd2ca" },
    { 0, 16, "255849b89b39e6707e9a9948079c22e8", "7ff3174d64b2c865fd1907c68c422350" },
    { 0, 17, "28b5072591623bc1b42d9e00ebb59f2f", "3d18771441cabd02559b382514b2f6d0" },
    { 1, 0, "9a646c55740c7d6e1712436815fbf25b", "1d3197eae9157331be615f869da97515" },
    { 1, 1, "b6146a6d8a37590c37da90454d7b2186", "e8070491955c0f0ae1d98b02c7d6d50b" },
    { 1, 15, "3d0f1d5269fecce3d6b93ddcd0c9a755", "b8389a6442d7bda711009c20a08c6623" },
    { 1, 16, "e568078cef38c825d9050adee3e1b1e7", "17199dcb5111cbffdd2649fb9ff0aac7" },
    { 1, 17, "8c428b8a736bda9f68a630a8119794dd", "4fe97b6b8878691d1cbc9d8b26061330" },
    { 15, 0, "bc2a4e63da53ef12b30d6a7bbb5fbe46", "d76c7acc4910b58397b78e8f64812ab0" },
    { 15, 1, "d8da4b7bf07ecbb0d2d5b758f3dfec70", "a243e772f556515cba2fbb0b8eae8aa6" },
    { 15, 15, "5fd5fe5fcf453f8872b564ef762e7340", "72747d46a2d1fff9ea55cb2967641bbe" },
    { 15, 16, "072fe99955803aca740131f189467dd2", "d15480adb10b0d52b77c780467c85f62" },
    { 15, 17, "ae086d98d9b24c4404a257bbb7fb5fc8", "09255f4de872ab6ff511cd94edddc7ca" },
    { 16, 0, "ebaff5a44992fc602e8f1406b39b5425", "02d51050dc515452bc02f994864138bb" },
    { 16, 1, "0c60f3bc5fbdd8fe4d5762e3ea1b834f", "cdab7df68798f02adf7a2511b06e98b1" },
    { 16, 15, "8e5aa6a13e844cd6ed360f7a6e6a091f", "9ddc13ca34139fc80fa1352f892429c9" },
    { 16, 16, "3bb490dbc4be4718f082db7b818213b1", "fcbc1631444dac20dcc7e20989886d6d" },
    { 16, 17, "e28d14da48f159927f230246af37f6a6", "348df5d07ab44a3e1a5d379a0f9ed5d5" },
    { 17, 0, "a915b67049134c682039d9cb3c6b7f00", "cd76c2cf77422ba5b5e3cb8e0df49847" },
    { 17, 1, "bd7976f8bd795280af5ff748cf35c031", "0bf30e4b31226897be2d9b624da6f3a4" },
    { 17, 15, "69b1a838f52f4dcb1b68f60aa3ab08d0", "ca0192f17a7d5d52f3c13e1e71836861" },
    { 17, 16, "bf12b21326f5299f5caece64f95464bf", "622a5fa7363ed960224bdb5c2b8defd7" },
    { 17, 17, "ab19177ba4589338efbfc584496ab7cb", "6e65bf49fe83f01e71c6ee528815df97" },
    { 31, 0, "46a18365d20cdd8e23126e40bc14fd1f", "b9691fa11fb963e86e049a209a920f21" },
    { 31, 1, "5f0544ed4673e3a6b2388cbd4edf3d51", "f7e56b1cd998a0da774e69f4d9446a7e" },
    { 31, 15, "063d762d7e29def11e418b7f225586ef", "b6f4eec222f49595ace20cb0fd21df3a" },
    { 31, 16, "5c9e7f08afeebac55f8763d978fee1de", "4e1dbc78deb411a4db6ba9eeb72b66b1" },
    { 31, 17, "48a5e46f2d52245ff2985af9c81335eb", "5a581c1ba6fa28622ae7bce414b45571" },
    { 32, 0, "a97ace907155556f1495fb65888b4a3f", "d7ef45594a518f54d72c81fa8b9d7c78" },
    { 32, 1, "c2de8e18e6bb5b87a3bb19e31a568b70", "156c92d40331cc46e07650cecb4fd7d5" },
    { 32, 15, "6916c1581d7256d20fc418a5eecbd30e", "d47a157b4d8cc101150bf489ef2c4c92" },
    { 32, 16, "bf77ca334e3733a6500af1fe44752ffe", "6ca3e230094d3d10449490c8a936d308" },
    { 32, 17, "b07e2f9bcc9a9c3fe31be81e958a820a", "78de42d3d09254ce920fa4be06bfc2c8" },
    { 33, 0, "fc52e17534aca008bb9af36c1c410f55", "b485e1dee4b12c10f1d89ca015f90442" },
    { 33, 1, "c4ab0151b8db3fa0252d2a4901cc9e9a", "ebb713805e435c112219e933136c6e2a" },
    { 33, 15, "f7f744d931bd84d1cd3a61ec08ce2acb", "19dbd8fa92a6b7b778ba6a8b66a3b337" },
    { 33, 16, "b57581f281f1364e18b5e8270882f65f", "a0d595c16cf4522a3a43bbb5ebf7008a" },
    { 33, 17, "96e223fcac7f86e552fe3943700c45b2", "f60ec38226a7cf69683d0cf35e9f9aab" },
    { 63, 0, "dc178a35800cefbe1cc51fd4056cf179", "4048ead7446ddf4f69ca4f9bd8d00067" },
    { 63, 1, "7689834c60f690eb0717edb4455fa567", "b88ee7b97f0d3b671bfc48c0c0c77e52" },
    { 63, 15, "3827dcd91f684e4879ef133f999d196c", "68683a3c0e75aec7dd9d15bce7738d69" },
    { 63, 16, "bf14af92d27978252a0cc168e8efe326", "bb395abc81308c4d69489442c8ab99d1" },
    { 63, 17, "2e01db42586b2dc56719a2ec9df37655", "9eb46fb500ecfd68ffe51a4370dbb8da" },
    { 64, 0, "82407c8fd530bc7c8552364ef1b9442c", "7efc09abff1148e8e7413adae3ac8152" },
    { 64, 1, "1cb275a6b51a5ea970a4032f31adf819", "f642078d3ab2a3ff997333ffcba3ff3d" },
    { 64, 15, "de4fce33758c1b06e27c2ab984eb6c1e", "ab1c5a0fc91917605c1500fbf24f0e55" },
    { 64, 16, "6a3da1ec279e45e39299d7e2d33d37d9", "f9ed798f3cd5f4e5e7bf7e81d3871abd" },
    { 64, 17, "d429cd9cad8ffa82d0a6b8668941ca07", "dc688f88bb9066017e5d05827bb739c6" },
    { 65, 0, "97929a2fb3ed13c1a761c220b0708b9b", "c262672ef9647b060e075809a5937098" },
    { 65, 1, "e70ef64bd25f5e761de44290568a0d78", "4b8aeb941cf72e7ecbaf1b22724f6c94" },
    { 65, 15, "2243cdb9622637826d3b8ff34833f940", "a207202534eccf7575b32a403e17d2df" },
    { 65, 16, "ed93f231d0b829fb6d4d65514e693c4f", "97ae9133a64d388396dbb66e4ecb8eeb" },
    { 65, 17, "41ffb0b9c2c4520d144f8e3baa82c28d", "5940029b9e33f53b1613db45108586a6" },
    { 127, 0, "e053914415b606238bff0265c292eadd", "0e364ebf88425a862f2f884b021b1cbe" },
    { 127, 1, "c0bd900b81e19d70ec4072927b0bae1b", "13dda972d30efb78ea0883172fd8393c" },
    { 127, 15, "b748d687bcbcec14e721912783ddad92", "45f2873af1c9e2bf32ba071cde9ec5a6" },
    { 127, 16, "95a4d888367a89eecf314e3b222f28f1", "5ac2cb2035244363659c77030f7dea3c" },
    { 127, 17, "4c8ef429b00f9d18bfeb074eb6852270", "fb6b2e4891d7e08192fceebc8329f97b" },
    { 128, 0, "ab812403932cf2cd62061c26f15705ed", "f6ef103e2cb2d54bfcd09861d58707a2" },
    { 128, 1, "90eb23cafe57891bc4478b53aad0c82a", "fb966cf1767e763eb7aa932d02452520" },
    { 128, 15, "877669463a33d8bfbe28aae8b1a2c8a1", "2dac4ab994395e85ff5b1832b10bb18a" },
    { 128, 16, "65d26b47b4f07499a73867fc50f44200", "427c8e9fd893be28323e8819e2e9d520" },
    { 128, 17, "1cbc87e82d8688c396f2200fe54a3d7f", "e325f1c634475c475f9effd25696e45f" },
    { 129, 0, "b5351b74db5e3e0da9c2f166e7a5d2e6", "f1ab7eb8d8b320f4e4b1e5d29a33f9d2" },
    { 129, 1, "2af8ecce7c874f5e1c3873398d3e42f1", "6ed42b5225efd9c097ca5f66d2a263cd" },
    { 129, 15, "0ed3360239a5ca2b646e864a4afa1480", "b8dfe900f92db0648e2d0552a170483e" },
    { 129, 16, "8d8e503ae4fae39358925cc5e003c037", "b4ad7ff794a9bd37f279152eb9ed852f" },
    { 129, 17, "77431faa8ff586f10537f379820f2db1", "04729cea7adcaa584ff393ea7bba8984" },
    { 255, 0, "54b3d463da22080e074d8aeb4726d6d8", "5ff0fad4b7d561e24dfd3ac0496e67d7" },
    { 255, 1, "be5ceab16ac76961695e7c94031df042", "410c35deb0b3195ae40f025bd1c77243" },
    { 255, 15, "df06353d2ef7f926c4bd837d26113c04", "4daf041ce6dde6ee67031348f655083c" },
    { 255, 16, "ca0d94d2361fcf04b18054331a44d8cd", "f52bbca813d701b365ca739690aeadae" },
    { 255, 17, "0da6b8fb2e7a828889fa0300a81b9392", "0e86c990c3117b0451c38bf673e6b3fb" },
    { 256, 0, "93bd4ab59aa12fadb806e3bcbbcfa8bc", "7283c8bec063e1640f842ce9b311f491" },
    { 256, 1, "fd6660032b4691001b18d56577c6c226", "549f02c8b94199dca596f3833b6bfffd" },
    { 256, 15, "1e11ab8eee7521c67577dc4e9aba0ee8", "5b42d205ef6b6671298a047160f994f6" },
    { 256, 16, "09180a24f79df6a3623aad048eedaab1", "08bf89921c658135275165bffa513a69" },
    { 256, 17, "4cb02e4deff8a9273bb45cd11bc56576", "1c19977acc9ffa86124a7d1fde8940b6" },
    { 257, 0, "1702cff789f249ff246f9ca646e3d39c", "c557bbf1c07e96628e672e37646c56be" },
    { 257, 1, "0bdfe1969b5f2313be7330dd00b3e412", "ea023b8db0d072689d4283a87a706342" },
    { 257, 15, "34ab1f0fcb62525b328cfc848347e4cc", "cfdd004370b7b5715b941a86904836e8" },
    { 257, 16, "896ca17b9e48dcbb87437800cbce7232", "b918c883ea3e566d974dba433cb20105" },
    { 257, 17, "a820267a02ee790ea32ec6714dafb225", "9c3e3209cb542ab479ea8c341bc57c0e" },
    { 4095, 0, "db87c8fc8cd813cecab5c6200e3804c8", "0991c56d8a1b4322e9a3750fc3d8e7c1" },
    { 4095, 1, "0c0bbd1a10cf8f26106900784198af77", "9325cd97b8b9b3db1cd6a417a735d985" },
    { 4095, 15, "c6aebc9660b8cf28484c722935dcfd98", "368bdf4967471243b9254f8ff7a05e5f" },
    { 4095, 16, "1b0c8b11c65f6aaf4b4ed1cf21d9e2b2", "f516fd3783e53d1c1f16862a4095cd5c" },
    { 4095, 17, "a05544062ff330a67a7e7fd8c237d533", "593c11f6f3741e527d2e1499f2edc0f4" },
    { 4096, 0, "bada5ea0d1931af12605a3e82a2d3e72", "a5d96ae277a627970d08a59f2cd74b0e" },
    { 4096, 1, "eb5d53be548a96496cb8dc3f5e8de921", "2f6e720ca6449850413ad4a710343dd2" },
    { 4096, 15, "a501533aa573d64ba49b4ef151d13743", "d2d384be54d2f6b7dd897e1f619fc2ab" },
    { 4096, 16, "fa5e21b50a1b71d2a79dad973ece1c5d", "915fa2ac70702291437ab5baa99331a9" },
    { 4096, 17, "7fa8daa973ae37c9d6cd5ba0df2c0fde", "f584b66ae1ff02c7a19243295cec2441" },
    { 4097, 0, "d0b141dc851ebe2601fe861e76c26512", "52c7d44c2ce69070c39767c9490c36dd" },
    { 4097, 1, "842231c00d07cc50e536f576cf0a12ec", "5aeacdf8de521005ce2d81f7b3bdcd1c" },
    { 4097, 15, "0f8adf2007925ef7aa2b52d71b123863", "a087d5d5482e5ee62f0159e3e5097915" },
    { 4097, 16, "3aae3595d6a468eae25d3a76516c463e", "7b303814b591228d9e66f7532191df6b" },
    { 4097, 17, "4164bddbad037e10bb64a783f72ad0a6", "0bdcfb1ca4d5e99b9441397f1a91564a" },
    { 8193, 0, "fd2e364e9201756d76f9909c58f3b7c4", "0a8dc0d1f15b41f310fc823681316b7a" },
    { 8193, 1, "a1c89f10a85ed9d7f0f8819855baff1b", "fef871d6fc1ba745a7c560f63bf36621" },
    { 8193, 15, "5d5a42837bc791960abe0b7d84c934c5", "51c8a04b3afed8af35b2d292d8cf7167" },
    { 8193, 16, "0b87953fa0b8d979c002679990f80061", "c152e83cd78c0b2d0f0f09c98ed4630e" },
    { 8193, 17, "0ba877c758d7217bb0074c2c39daca33", "36b0e0c7c2c252634ddcf138816be3dd" },
};

static void pat(uint8_t *p, size_t n, unsigned seed)
{
    for (size_t i = 0; i < n; i++)
        p[i] = (uint8_t)(i * 31 + seed);
}

int main(void)
{
    static uint8_t key[32], nonce[12], xnonce[24], ad[17], msg[8193], ct[8193 + TU_GUARD], back[8193 + TU_GUARD];
    uint8_t tag[16 + TU_GUARD], want[16];
    pat(key, 32, 7);
    pat(nonce, 12, 99);
    pat(xnonce, 24, 55);
    pat(ad, sizeof ad, 2);
    pat(msg, sizeof msg, 1);
    for (size_t i = 0; i < sizeof grid / sizeof grid[0]; i++) {
        size_t n = grid[i].len, a = grid[i].adlen;
        for (int x = 0; x < 2; x++) {
            tu_unhex(want, 16, x ? grid[i].xtag : grid[i].tag);
            tu_guard_init(ct, n);
            tu_guard_init(tag, 16);
            int rc = x ? symcore_xchacha20poly1305_seal(ct, tag, msg, n, ad, a, xnonce, key)
                       : symcore_chacha20poly1305_seal(ct, tag, msg, n, ad, a, nonce, key);
            CHECK(rc == SYMCORE_OK);
            if (!CHECK_MEM(tag, want, 16, x ? "xchacha20poly1305 grid tag" : "chacha20poly1305 grid tag"))
                fprintf(stderr, "  len %zu adlen %zu\n", n, a);
            CHECK_GUARD(ct, n);
            CHECK_GUARD(tag, 16);
            tu_guard_init(back, n);
            rc = x ? symcore_xchacha20poly1305_open(back, ct, n, want, ad, a, xnonce, key)
                   : symcore_chacha20poly1305_open(back, ct, n, want, ad, a, nonce, key);
            CHECK(rc == SYMCORE_OK);
            CHECK_MEM(back, msg, n, "open restores the message");
            CHECK_GUARD(back, n);
        }
    }
    return tu_finish("aead_edge");
}
