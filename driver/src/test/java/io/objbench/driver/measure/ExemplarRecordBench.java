package io.objbench.driver.measure;

import io.objbench.core.stats.OpStatsSum;
import io.objbench.core.workload.Division;
import io.objbench.core.workload.Operation;
import java.util.Arrays;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * What keeping the slowest requests adds to {@link OpRecorder#record} (docs/performance.md,
 * "Slow-request exemplars (issue 13)"): one thread records 20 million in-window samples of a
 * write (no first-byte histogram, so the difference is the exemplar path alone) through the
 * worker path with a session, once with {@code exemplars=10} and once with {@code exemplars=0},
 * in alternating rounds (the machine's drift hits both alike), taking an interval every million
 * samples as the snapshot thread would (each interval starts an empty heap, so the heap fills
 * again each time). Latencies are random (log-uniform 0.1 ms to 100 ms) so samples enter the heap
 * as they would in a run. Prints the CPU time per record of each round and the medians. Run:
 * {@code java -cp <driver test and main classes, core, api, HdrHistogram>
 * io.objbench.driver.measure.ExemplarRecordBench [rounds]}.
 */
public final class ExemplarRecordBench {

    private static final Operation WRITE = new Operation("op1", "write", 100, Division.NONE, "", Map.of(), "write",
            "write");
    private static final int SAMPLES = 20_000_000;
    private static final int INTERVAL = 1_000_000;
    // precomputed so the random draw is not in the measured loop
    private static final long[] LATENCIES = latencies();

    /** A session whose last call named constant strings: what an adaptor hands over without building anything. */
    private static final ExemplarSource SOURCE = new FixedSource("bucket1", "object42", "tx000000000000000000001-0065");

    private ExemplarRecordBench() {
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 9;
        var threads = java.lang.management.ManagementFactory.getThreadMXBean();
        double[][] ns = new double[2][rounds];
        long sink = 0;
        for (int warm = 0; warm < 2; warm++) {
            sink += run(0) + run(10);
        }
        for (int r = 0; r < rounds; r++) {
            for (int k = 0; k < 2; k++) {
                boolean kept = (r + k) % 2 == 1;
                long cpu = threads.getCurrentThreadCpuTime();
                sink += run(kept ? 10 : 0);
                ns[kept ? 1 : 0][r] = (threads.getCurrentThreadCpuTime() - cpu) / (double) SAMPLES;
            }
            System.out.printf(java.util.Locale.ROOT, "round %d: exemplars=0 %.2f ns, exemplars=10 %.2f ns per record%n",
                    r + 1, ns[0][r], ns[1][r]);
        }
        double without = median(ns[0]);
        double with = median(ns[1]);
        // each round's own difference: the two runs of a round saw about the same machine
        double[] diff = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            diff[r] = ns[1][r] - ns[0][r];
        }
        System.out.printf(java.util.Locale.ROOT,
                "median of %d rounds: exemplars=0 %.2f ns, exemplars=10 %.2f ns, %+.2f ns per record;"
                        + " median of the rounds' differences %+.2f ns (%d)%n",
                rounds, without, with, with - without, median(diff), sink & 1);
    }

    private static long run(int exemplars) {
        OpRecorder recorder = new OpRecorder(WRITE, false, false, null, 1, exemplars);
        OpStatsSum window = new OpStatsSum(WRITE.id(), WRITE.name(), WRITE.type(), WRITE.sampleType());
        EpochMapping epoch = new EpochMapping(0, 0);
        SampleOrigin origin = new SampleOrigin(0, SOURCE);
        long t = 0;
        long kept = 0;
        java.util.List<io.objbench.core.stats.Exemplar> drained = new java.util.ArrayList<>();
        for (int i = 0; i < SAMPLES; i++) {
            long latency = LATENCIES[i % INTERVAL];
            recorder.recordSuccess(t, t + latency, latency / 2, 4096, true, origin);
            t += 300;
            if (i % INTERVAL == INTERVAL - 1) {
                recorder.take(epoch, window, null, drained); // the snapshot's drain, as Snapshotter does
                kept += drained.size();
                drained.clear();
            }
        }
        return window.successes() + kept;
    }

    private static long[] latencies() {
        SplittableRandom r = new SplittableRandom(13);
        long[] v = new long[INTERVAL];
        for (int i = 0; i < v.length; i++) {
            v[i] = (long) (100_000 * Math.pow(1000, r.nextDouble())); // 0.1 ms .. 100 ms, ns
        }
        return v;
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }
}
