package io.objbench.driver.measure;

import io.objbench.core.stats.OpStatsSum;
import io.objbench.core.workload.Division;
import io.objbench.core.workload.Operation;
import java.util.Arrays;
import java.util.Map;

/**
 * What the first-byte histogram adds to {@link OpRecorder#record} (docs/performance.md, "First-byte
 * histograms"): one thread records 20 million samples into a read's recorder, as worker 0 of its mission, with and without it,
 * in alternating rounds (the machine's drift hits both alike), taking an interval every million
 * samples as the snapshot thread would; prints the CPU time per record of each round and the
 * medians. Run: {@code java -cp <driver test and main classes, core, api, HdrHistogram>
 * io.objbench.driver.measure.FirstByteRecordBench [rounds]}.
 */
public final class FirstByteRecordBench {

    private static final Operation READ = new Operation("op1", "read", 100, Division.NONE, "", Map.of(), "read", "read");
    private static final int SAMPLES = 20_000_000;
    private static final ExemplarSource NO_SOURCE = new FixedSource(null, null, null);

    private FirstByteRecordBench() {
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 9;
        var threads = java.lang.management.ManagementFactory.getThreadMXBean();
        double[][] ns = new double[2][rounds];
        long sink = 0;
        for (int warm = 0; warm < 2; warm++) {
            sink += run(false) + run(true);
        }
        for (int r = 0; r < rounds; r++) {
            for (int k = 0; k < 2; k++) {
                boolean firstByte = (r + k) % 2 == 1;
                long cpu = threads.getCurrentThreadCpuTime();
                sink += run(firstByte);
                ns[firstByte ? 1 : 0][r] = (threads.getCurrentThreadCpuTime() - cpu) / (double) SAMPLES;
            }
            System.out.printf(java.util.Locale.ROOT, "round %d: without %.2f ns, with %.2f ns per record%n", r + 1,
                    ns[0][r], ns[1][r]);
        }
        double without = median(ns[0]);
        double with = median(ns[1]);
        System.out.printf(java.util.Locale.ROOT, "median of %d rounds: without %.2f ns, with %.2f ns, +%.2f ns per record (%d)%n",
                rounds, without, with, with - without, sink & 1);
    }

    private static long run(boolean firstByte) {
        // as a worker records: its own origin (worker 0), no exemplars kept
        OpRecorder recorder = new OpRecorder(READ, false, firstByte, null, 1, 0);
        SampleOrigin origin = new SampleOrigin(0, NO_SOURCE);
        OpStatsSum window = new OpStatsSum(READ.id(), READ.name(), READ.type(), READ.sampleType());
        EpochMapping epoch = new EpochMapping(0, 0);
        long t = 0;
        for (int i = 0; i < SAMPLES; i++) {
            long latency = 200 + (i & 1023) * 37L; // 0.2 to 38 µs, spread over many buckets
            recorder.recordSuccess(t, t + latency, latency / 2, 0, true, origin);
            t += 300;
            if (i % 1_000_000 == 999_999) {
                recorder.take(epoch, window);
            }
        }
        return window.successes();
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }
}
