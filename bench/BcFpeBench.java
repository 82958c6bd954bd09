/*
 * Bouncy Castle's FF1 and FF3-1 (Debian package libbcprov-java), timed for
 * symcore-bench: the same cases as bench_fpe.c, each call encrypting the
 * previous call's output in place (latency, as symcore's rows are timed),
 * after a warm-up long enough for the JIT. Prints one line per case:
 * "<case name>\t<ns per call>" (the median of 15 batches). symcore-bench
 * runs it when CMake found java, javac and bcprov.jar, and prints its rows
 * beside symcore's.
 */
import org.bouncycastle.crypto.fpe.FPEEngine;
import org.bouncycastle.crypto.fpe.FPEFF1Engine;
import org.bouncycastle.crypto.fpe.FPEFF3_1Engine;
import org.bouncycastle.crypto.params.FPEParameters;
import org.bouncycastle.crypto.params.KeyParameter;

import java.util.Arrays;

public class BcFpeBench
{
    static final int WARMUP = 50000, BATCH = 5000, BATCHES = 15;

    static void run(String name, boolean ff31, int radix, int n, int keylen, int tweaklen)
    {
        byte[] key = new byte[keylen], tweak = new byte[tweaklen], x = new byte[n];
        for (int i = 0; i < keylen; i++)
            key[i] = (byte)(i * 7 + 1);
        for (int i = 0; i < tweaklen; i++)
            tweak[i] = (byte)(i * 13 + 5);
        for (int i = 0; i < n; i++)
            x[i] = (byte)((i * 5 + 3) % radix);
        FPEEngine e = ff31 ? new FPEFF3_1Engine() : new FPEFF1Engine();
        e.init(true, new FPEParameters(new KeyParameter(key), radix, tweak));
        for (int i = 0; i < WARMUP; i++)
            e.processBlock(x, 0, n, x, 0);
        double[] per = new double[BATCHES];
        for (int b = 0; b < BATCHES; b++) {
            long t0 = System.nanoTime();
            for (int i = 0; i < BATCH; i++)
                e.processBlock(x, 0, n, x, 0);
            per[b] = (System.nanoTime() - t0) / (double)BATCH;
        }
        Arrays.sort(per);
        System.out.printf("%s\t%.1f%n", name, per[BATCHES / 2]);
    }

    public static void main(String[] args)
    {
        run("ff1 r10 n=9", false, 10, 9, 16, 0);
        run("ff1 r10 n=16", false, 10, 16, 16, 0);
        run("ff1 r36 n=19 aes256 t=11", false, 36, 19, 32, 11);
        run("ff3-1 r10 n=16", true, 10, 16, 16, 7);
    }
}
