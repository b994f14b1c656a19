package io.objbench.controller.archive;

import io.objbench.controller.run.MissionLog;
import io.objbench.controller.run.StageOps;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.StageState;
import io.objbench.controller.run.StateChange;
import io.objbench.controller.run.TimelineMerger;
import io.objbench.controller.run.TimelineRow;
import io.objbench.controller.run.WorkMerger;
import io.objbench.controller.run.WorkResult;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.controller.run.WorkloadState;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionState;
import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.Snapshot;
import io.objbench.core.workload.AdaptorSpec;
import io.objbench.core.workload.Division;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.WorkType;
import io.objbench.core.workload.Workload;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * A finished closed-loop run with scripted first bytes, for the report tests of the controller,
 * the CLI and the web pages: one stage {@code s1-fb} with one work {@code fb} of a read (80 %) and
 * a write (20 %), run by three drivers (one mission each) over 10 s, in two timeline rows of 5 s.
 * Each driver's reads have their own spread of times to first byte; each read's response time is
 * its first byte plus 2 ms of transfer. Writes carry no first byte.
 */
public final class FirstByteRun {

    private FirstByteRun() {
    }

    public static final Instant T0 = Instant.parse("2024-03-02T10:00:00Z");
    public static final long T0_MICROS = T0.toEpochMilli() * 1000;
    public static final long TRANSFER_MICROS = 2_000;
    public static final Operation READ = new Operation("op1", "read", 80, Division.NONE,
            "containers=c(1);objects=u(1,9)", Map.of(), "read", "read");
    public static final Operation WRITE = new Operation("op2", "write", 20, Division.NONE,
            "containers=c(1);objects=u(1,9);sizes=c(1)KB", Map.of(), "write", "write");
    public static final Work WORK = new Work("fb", WorkType.NORMAL, 6, 5, Division.NONE, 10, 0, 0, 0, 0, 0, null,
            Map.of(), AdaptorSpec.NONE, new AdaptorSpec("mock", ""), List.of(READ, WRITE));
    public static final Stage STAGE = new Stage(1, "fb", 0, null, List.of(WORK));

    /** Each driver's reads' times to first byte, µs: a fast, a middling and a slow driver with a long tail. */
    public static final List<long[]> FIRST_BYTES = List.of(spread(900, 250, 7), spread(1_500, 400, 13),
            spread(3_000, 350, 1_001));

    private static long[] spread(long base, int n, long step) {
        long[] v = new long[n];
        for (int i = 0; i < n; i++) {
            v[i] = base + (i % 17) * step + (i == n - 1 ? 250_000 : 0); // the last one very slow
        }
        return v;
    }

    /** Reads of the given first bytes (µs), in the window {@code [startSec, endSec)}. */
    public static OpStats reads(long[] firstBytes, int startSec, int endSec) {
        Histogram response = HistogramCodec.newHistogram();
        Histogram firstByte = HistogramCodec.newHistogram();
        long responseNanos = 0;
        long processingNanos = 0;
        for (long f : firstBytes) {
            response.recordValue(f + TRANSFER_MICROS);
            firstByte.recordValue(f);
            responseNanos += (f + TRANSFER_MICROS) * 1000;
            processingNanos += f * 1000;
        }
        return new OpStats(READ.id(), READ.name(), READ.type(), READ.sampleType(), firstBytes.length, 0,
                firstBytes.length * 4096L, responseNanos, processingNanos, Map.of(), response,
                T0_MICROS + startSec * 1_000_000L, T0_MICROS + endSec * 1_000_000L).withFirstByte(firstByte);
    }

    /** {@code n} writes of 5 ms, processing 1 ms: no first-byte histogram. */
    public static OpStats writes(int n, int startSec, int endSec) {
        Histogram response = HistogramCodec.newHistogram();
        response.recordValueWithCount(5_000, n);
        return new OpStats(WRITE.id(), WRITE.name(), WRITE.type(), WRITE.sampleType(), n, 0, n * 1000L,
                n * 5_000_000L, n * 1_000_000L, Map.of(), response,
                T0_MICROS + startSec * 1_000_000L, T0_MICROS + endSec * 1_000_000L);
    }

    /** Every scripted first byte of every driver in one histogram: what the exact merge must equal. */
    public static Histogram union() {
        Histogram h = HistogramCodec.newHistogram();
        for (long[] d : FIRST_BYTES) {
            for (long f : d) {
                h.recordValue(f);
            }
        }
        return h;
    }

    /** The sum of every scripted first byte, ns: the merged processingNanosSum. */
    public static long processingNanosSum() {
        return FIRST_BYTES.stream().flatMapToLong(Arrays::stream).sum() * 1000;
    }

    /** The drivers' final reports. */
    public static List<MissionReport> reports() {
        List<MissionReport> out = new ArrayList<>();
        for (int d = 0; d < FIRST_BYTES.size(); d++) {
            out.add(new MissionReport("w1-s1-fb-w1-d" + (d + 1), MissionState.ACCOMPLISHED,
                    List.of(reads(FIRST_BYTES.get(d), 0, 10), writes(50, 0, 10)), T0_MICROS, T0_MICROS + 10_000_000,
                    "", List.of("mission accomplished")));
        }
        return out;
    }

    /** The run: its reports merged by {@link WorkMerger}, its two rows by {@link TimelineMerger}. */
    public static WorkloadResult run() {
        List<MissionReport> reports = reports();
        WorkResult work = WorkMerger.merge(1, WORK, reports);
        List<TimelineRow> rows = new ArrayList<>();
        for (int second = 0; second < 10; second += 5) {
            TimelineMerger merger = new TimelineMerger(StageOps.of(STAGE));
            for (int d = 0; d < FIRST_BYTES.size(); d++) {
                long[] all = FIRST_BYTES.get(d);
                long[] half = second == 0 ? Arrays.copyOfRange(all, 0, all.length / 2)
                        : Arrays.copyOfRange(all, all.length / 2, all.length);
                merger.add("m" + d, "driver" + d, List.of(new Snapshot(1 + second / 5,
                        T0_MICROS + second * 1_000_000L, T0_MICROS + (second + 5) * 1_000_000L, 2,
                        List.of(reads(half, second, second + 5), writes(25, second, second + 5)))));
            }
            TimelineRow r = merger.flush(T0.plusSeconds(second + 5));
            rows.add(new TimelineRow(r.at(), r.startMicros(), r.endMicros(), r.ops(), r.minVersion(), rows.size() + 1,
                    r.maxVersion(), r.drivers()));
        }
        List<MissionLog> logs = new ArrayList<>();
        for (int d = 0; d < reports.size(); d++) {
            logs.add(new MissionLog("driver" + (d + 1), 1, reports.get(d), false));
        }
        StageResult stage = new StageResult(STAGE, StageState.COMPLETED, List.of(
                new StateChange<>(StageState.RUNNING, T0), new StateChange<>(StageState.COMPLETED, T0.plusSeconds(10))),
                List.of(work), rows, logs, "");
        Workload w = new Workload("firstbyte", "first byte", null, List.of(STAGE), "<workload name=\"firstbyte\"/>\n");
        return new WorkloadResult("w9", w, WorkloadState.FINISHED, List.of(new StateChange<>(WorkloadState.FINISHED,
                T0.plusSeconds(10))), T0, T0, T0.plusSeconds(10), List.of(stage));
    }
}
