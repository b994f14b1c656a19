package io.objbench.controller.run;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.objbench.api.ErrorKind;
import io.objbench.controller.schedule.Assignment;
import io.objbench.core.json.Json;
import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionState;
import io.objbench.core.mission.MissionStatus;
import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.Snapshot;
import io.objbench.core.workload.AdaptorSpec;
import io.objbench.core.workload.Division;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.WorkType;
import java.lang.management.ManagementFactory;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The controller's merge cost for N simulated drivers (docs/performance.md, "Controller merge
 * cost"). One round is what the stage poller does every tick: for each driver, decode its status
 * reply (JSON with one snapshot, as {@code HttpDriverClient} does), hand the snapshots to the
 * timeline merger and to the mission's handle (as {@code StagePoller.accept} does), then flush
 * one timeline row. At the end of the rounds, the final reports are merged once
 * ({@link WorkMerger}). Per round it prints the median wall time and the bytes the thread
 * allocated ({@code com.sun.management.ThreadMXBean}), split into decode and merge; also what
 * encoding the N status replies costs (the drivers' side, all of them together).
 *
 * <p>Histograms are realistic: each driver and operation records a few thousand latencies per
 * interval from a log-normal spread (median about 5 ms, tail to seconds), so the encoded
 * histograms hold hundreds of distinct buckets. Usage:
 * {@code MergeBench [drivers=100] [ops=4] [rounds=60] [warmup=30] [samples=5000]}.
 */
public final class MergeBench {

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private MergeBench() {
    }

    public static void main(String[] args) throws Exception {
        int drivers = args.length > 0 ? Integer.parseInt(args[0]) : 100;
        int opCount = args.length > 1 ? Integer.parseInt(args[1]) : 4;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 60;
        int warmup = args.length > 3 ? Integer.parseInt(args[3]) : 30;
        int samples = args.length > 4 ? Integer.parseInt(args[4]) : 5000;
        String[] types = {"read", "write", "delete", "list"};
        List<Operation> ops = new ArrayList<>();
        for (int i = 0; i < opCount; i++) {
            String type = types[i % types.length];
            ops.add(new Operation("op" + (i + 1), type, 100 / opCount, Division.NONE, "", Map.of(), type, type));
        }
        Work work = new Work("merge", WorkType.NORMAL, drivers, 5, Division.NONE, 0, 0, 0, 100, 0, 200_000, null,
                Map.of(), AdaptorSpec.NONE, AdaptorSpec.NONE, ops);
        ObjectMapper json = Json.mapper();
        SplittableRandom random = new SplittableRandom(17);
        // a few different status replies per driver, taken in turn, so no round repeats the previous one
        int variants = 4;
        byte[][][] replies = new byte[drivers][variants][];
        List<MissionStatus> statuses = new ArrayList<>();
        for (int d = 0; d < drivers; d++) {
            for (int v = 0; v < variants; v++) {
                List<OpStats> stats = new ArrayList<>();
                for (Operation op : ops) {
                    stats.add(interval(op, random, samples));
                }
                MissionStatus status = new MissionStatus("m" + d, MissionState.LAUNCHED,
                        List.of(new Snapshot(v + 1, v * 5_000_000L, (v + 1) * 5_000_000L, 1, stats)), "");
                replies[d][v] = json.writeValueAsBytes(status);
                if (v == 0) {
                    statuses.add(status);
                }
            }
        }
        List<MissionHandle> handles = new ArrayList<>();
        for (int d = 0; d < drivers; d++) {
            Mission mission = new Mission("m" + d, "w1", "s1", work, 1, d, d);
            MissionHandle h = new MissionHandle(new Assignment(0, work, "driver" + d, 1, d), mission, null);
            h.id = mission.id();
            handles.add(h);
        }
        TimelineMerger merger = new TimelineMerger(ops);
        long[] decodeNanos = new long[rounds];
        long[] decodeBytes = new long[rounds];
        long[] mergeNanos = new long[rounds];
        long[] mergeBytes = new long[rounds];
        long[] encodeNanos = new long[rounds];
        long[] encodeBytes = new long[rounds];
        long rowsChecked = 0;
        MissionStatus[] decoded = new MissionStatus[drivers];
        for (int r = -warmup; r < rounds; r++) {
            int v = Math.floorMod(r, variants);
            long b0 = allocated();
            long t0 = System.nanoTime();
            for (int d = 0; d < drivers; d++) {
                decoded[d] = json.readValue(replies[d][v], MissionStatus.class);
            }
            long t1 = System.nanoTime();
            long b1 = allocated();
            for (int d = 0; d < drivers; d++) {
                MissionHandle h = handles.get(d);
                merger.add(h.id, h.assignment.driverName(), decoded[d].snapshots());
                h.received(decoded[d].snapshots());
            }
            TimelineRow row = merger.flush(Instant.EPOCH);
            long t2 = System.nanoTime();
            long b2 = allocated();
            for (MissionStatus s : statuses) {
                json.writeValueAsBytes(s);
            }
            long t3 = System.nanoTime();
            long b3 = allocated();
            rowsChecked += row.ops().get(0).successes() > 0 ? 1 : 0;
            if (r >= 0) {
                decodeNanos[r] = t1 - t0;
                decodeBytes[r] = b1 - b0;
                mergeNanos[r] = t2 - t1;
                mergeBytes[r] = b2 - b1;
                encodeNanos[r] = t3 - t2;
                encodeBytes[r] = b3 - b2;
            }
            Arrays.fill(decoded, null);
        }
        // the final reports of the stage, merged once (not per round)
        List<MissionReport> reports = new ArrayList<>();
        for (MissionHandle h : handles) {
            reports.add(h.syntheticReport(MissionState.ACCOMPLISHED, "bench"));
        }
        long b4 = allocated();
        long t4 = System.nanoTime();
        WorkResult result = WorkMerger.merge(0, work, reports);
        long t5 = System.nanoTime();
        long b5 = allocated();
        System.out.printf(Locale.ROOT, "drivers=%d ops=%d samples=%d rounds=%d warmup=%d rows=%d finalOps=%d%n",
                drivers, opCount, samples, rounds, warmup, rowsChecked, result.ops().get(0).successes());
        System.out.printf(Locale.ROOT, "decode_ms %.3f decode_bytes %d%n", median(decodeNanos) / 1e6, median(decodeBytes));
        System.out.printf(Locale.ROOT, "merge_ms %.3f merge_bytes %d%n", median(mergeNanos) / 1e6, median(mergeBytes));
        System.out.printf(Locale.ROOT, "round_ms %.3f round_bytes %d%n",
                (median(decodeNanos) + median(mergeNanos)) / 1e6, median(decodeBytes) + median(mergeBytes));
        System.out.printf(Locale.ROOT, "encode_ms %.3f encode_bytes %d%n", median(encodeNanos) / 1e6, median(encodeBytes));
        System.out.printf(Locale.ROOT, "final_ms %.3f final_bytes %d%n", (t5 - t4) / 1e6, b5 - b4);
    }

    /** One interval of one operation on one driver: a log-normal spread of latencies. */
    private static OpStats interval(Operation op, SplittableRandom random, int samples) {
        var h = HistogramCodec.newHistogram();
        long sum = 0;
        for (int i = 0; i < samples; i++) {
            double gaussian = Math.sqrt(-2 * Math.log(1 - random.nextDouble())) * Math.cos(2 * Math.PI * random.nextDouble());
            long micros = Math.max(1, Math.min(HistogramCodec.HIGHEST_MICROS, (long) (5_000 * Math.exp(gaussian))));
            h.recordValue(micros);
            sum += micros * 1000;
        }
        long failures = random.nextInt(3);
        return new OpStats(op.id(), op.name(), op.type(), op.sampleType(), samples, failures, samples * 4096L,
                sum, sum / 2, failures == 0 ? Map.of() : Map.of(ErrorKind.TIMEOUT, failures), h,
                1_000_000, 6_000_000);
    }

    private static long allocated() {
        return THREADS.getCurrentThreadAllocatedBytes();
    }

    private static long median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
