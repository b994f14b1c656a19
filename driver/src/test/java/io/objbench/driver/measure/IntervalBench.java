package io.objbench.driver.measure;

import io.objbench.core.json.Json;
import io.objbench.core.mission.MissionState;
import io.objbench.core.mission.MissionStatus;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.OpStatsSum;
import io.objbench.core.stats.Snapshot;
import io.objbench.core.workload.Division;
import io.objbench.core.workload.Operation;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * What one interval costs the driver's heap (docs/performance.md, "Controller merge cost"): per
 * interval, the snapshot reader takes every operation's interval (adding its in-window part to
 * the window's sums, as the snapshotter does), and the status reply carrying the snapshot is
 * encoded as JSON (as the driver's HTTP server does). Prints the median bytes the reading
 * thread allocated per interval for each step ({@code com.sun.management.ThreadMXBean}).
 * Usage: {@code IntervalBench [ops=4] [intervals=200] [samples=5000]}.
 */
public final class IntervalBench {

    private IntervalBench() {
    }

    public static void main(String[] args) throws Exception {
        int opCount = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        int intervals = args.length > 1 ? Integer.parseInt(args[1]) : 200;
        int samples = args.length > 2 ? Integer.parseInt(args[2]) : 5000;
        var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        EpochMapping epoch = new EpochMapping(0, 1_000_000);
        List<OpRecorder> recorders = new ArrayList<>();
        List<OpStatsSum> window = new ArrayList<>();
        for (int i = 0; i < opCount; i++) {
            Operation op = new Operation("op" + (i + 1), "read", 100 / opCount, Division.NONE, "", Map.of(), "read", "read");
            recorders.add(new OpRecorder(op));
            window.add(new OpStatsSum(op.id(), op.name(), op.type(), op.sampleType()));
        }
        SplittableRandom random = new SplittableRandom(3);
        long[] takeBytes = new long[intervals];
        long[] encodeBytes = new long[intervals];
        int warmup = intervals / 2;
        long clock = 0;
        for (int n = -warmup; n < intervals; n++) {
            for (OpRecorder r : recorders) {
                for (int i = 0; i < samples; i++) {
                    double g = Math.sqrt(-2 * Math.log(1 - random.nextDouble())) * Math.cos(2 * Math.PI * random.nextDouble());
                    long nanos = (long) (5_000_000 * Math.exp(g));
                    clock += 1_000;
                    r.record(clock, clock + nanos, nanos / 2, 4096, null, i % 10 != 0);
                }
            }
            long b0 = threads.getCurrentThreadAllocatedBytes();
            List<OpStats> all = new ArrayList<>(opCount);
            for (int i = 0; i < opCount; i++) {
                all.add(recorders.get(i).take(epoch, window.get(i)));
            }
            Snapshot snapshot = new Snapshot(n + warmup + 1, 0, 1, 1, all);
            long b1 = threads.getCurrentThreadAllocatedBytes();
            Json.mapper().writeValueAsBytes(new MissionStatus("m1", MissionState.LAUNCHED, List.of(snapshot), ""));
            long b2 = threads.getCurrentThreadAllocatedBytes();
            if (n >= 0) {
                takeBytes[n] = b1 - b0;
                encodeBytes[n] = b2 - b1;
            }
        }
        Arrays.sort(takeBytes);
        Arrays.sort(encodeBytes);
        System.out.printf(Locale.ROOT, "ops=%d intervals=%d samples=%d take_bytes_per_interval %d encode_bytes_per_interval %d%n",
                opCount, intervals, samples, takeBytes[intervals / 2], encodeBytes[intervals / 2]);
    }
}
