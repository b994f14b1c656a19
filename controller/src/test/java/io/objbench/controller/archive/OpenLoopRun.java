package io.objbench.controller.archive;


import io.objbench.controller.run.GeneratorVerdict;
import io.objbench.controller.run.MissionLog;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.StageState;
import io.objbench.controller.run.StateChange;
import io.objbench.controller.run.TimelineMerger;
import io.objbench.controller.run.TimelineRow;
import io.objbench.controller.run.StageOps;
import io.objbench.controller.run.WorkMerger;
import io.objbench.controller.run.WorkResult;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.controller.run.WorkloadState;
import io.objbench.core.json.Json;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionState;
import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.Snapshot;
import io.objbench.core.workload.AdaptorSpec;
import io.objbench.core.workload.Arrival;
import io.objbench.core.workload.Division;
import io.objbench.core.workload.OpenLoop;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.WorkType;
import io.objbench.core.workload.Workload;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * A finished open-loop run with scripted measurements, for the report tests of the controller,
 * the CLI and the web pages: one stage {@code s1-ol} with one work {@code ol} (300 ops/s, 6
 * workers, lagLimit 1 ms) of one read, run by three drivers of 1,000 operations each; the third
 * driver's last 60 operations start about 400 ms late, so the lag p99 crosses the limit.
 */
public final class OpenLoopRun {

    private OpenLoopRun() {
    }

    public static final Instant T0 = Instant.parse("2024-03-01T10:00:00Z");
    public static final long T0_MICROS = T0.toEpochMilli() * 1000;
    public static final long LAG_LIMIT = 1_000;
    public static final Operation READ = new Operation("op1", "read", 100, Division.NONE, "containers=c(1);objects=u(1,9)",
            Map.of(), "read", "read");
    /** 300 ops/s over 6 workers: 2 per driver, 100 ops/s each. */
    public static final Work WORK = new Work("ol", WorkType.NORMAL, 6, 5, Division.NONE, 10, 0, 0, 0, 0, 0, null, Map.of(),
            AdaptorSpec.NONE, new AdaptorSpec("mock", ""), List.of(READ),
            new OpenLoop(300, Arrival.FIXED, LAG_LIMIT), null);
    public static final Stage STAGE = new Stage(1, "ol", 0, null, List.of(WORK));

    /** One driver's scripted operations: each one's lag and service time, µs (response = lag + service). */
    public record Script(long[] lags, long[] services) {
        public OpStats stats(int startSec, int endSec) {
            Histogram response = HistogramCodec.newHistogram();
            Histogram service = HistogramCodec.newHistogram();
            Histogram lag = HistogramCodec.newHistogram();
            long responseNanos = 0;
            for (int i = 0; i < lags.length; i++) {
                response.recordValue(lags[i] + services[i]);
                service.recordValue(services[i]);
                lag.recordValue(lags[i]);
                responseNanos += (lags[i] + services[i]) * 1000;
            }
            return new OpStats(READ.id(), READ.name(), READ.type(), READ.sampleType(), lags.length, 0,
                    lags.length * 100L, responseNanos, responseNanos / 2, Map.of(), response,
                    T0_MICROS + startSec * 1_000_000L, T0_MICROS + endSec * 1_000_000L, service, lag);
        }
    }

    /** {@code n} operations of service {@code service} µs, the last {@code late} of them {@code lateLag} µs late. */
    public static Script script(int n, long service, int late, long lateLag, long jitter) {
        long[] lags = new long[n];
        long[] services = new long[n];
        for (int i = 0; i < n; i++) {
            lags[i] = i >= n - late ? lateLag + i : i % 7 * jitter;
            services[i] = service + i % 13;
        }
        return new Script(lags, services);
    }

    public static final List<Script> DRIVERS = List.of(script(1000, 900, 0, 0, 3), script(1000, 1100, 0, 0, 5),
            script(1000, 1000, 60, 400_000, 11));

    public static MissionReport report(int driver, OpStats stats, Integer maxInFlight) {
        return new MissionReport("w1-s1-ol-w1-d" + driver, MissionState.ACCOMPLISHED, List.of(stats), T0_MICROS,
                T0_MICROS + 10_000_000, "", List.of("mission accomplished"), maxInFlight);
    }

    public static List<MissionReport> reports(Integer... maxInFlight) {
        List<MissionReport> out = new ArrayList<>();
        for (int d = 0; d < DRIVERS.size(); d++) {
            out.add(report(d + 1, DRIVERS.get(d).stats(0, 10), maxInFlight[d]));
        }
        return out;
    }

    /** Every scripted value of every driver in one histogram: what the exact merge must equal. */
    public static Histogram union(boolean lag, boolean service) {
        Histogram h = HistogramCodec.newHistogram();
        for (Script s : DRIVERS) {
            for (int i = 0; i < s.lags().length; i++) {
                h.recordValue((lag ? s.lags()[i] : 0) + (service ? s.services()[i] : 0));
            }
        }
        return h;
    }

    /**
     * The run, its missions reporting {@code maxInFlight} each (null: not reported), and two
     * timeline rows of 5 s (the second holds the late operations).
     */
    public static WorkloadResult run(Integer... maxInFlight) {
        List<MissionReport> reports = reports(maxInFlight);
        WorkResult work = WorkMerger.merge(1, WORK, reports);
        List<TimelineRow> rows = new ArrayList<>();
        for (int second = 0; second < 10; second += 5) {
            // two rows of 5 s: the first drivers' first halves, then the rest
            TimelineMerger merger = new TimelineMerger(StageOps.of(STAGE), StageOps.targetRates(STAGE));
            for (int d = 0; d < DRIVERS.size(); d++) {
                Script all = DRIVERS.get(d);
                int from = second == 0 ? 0 : 500;
                int to = second == 0 ? 500 : all.lags().length;
                Script half = new Script(java.util.Arrays.copyOfRange(all.lags(), from, to),
                        java.util.Arrays.copyOfRange(all.services(), from, to));
                merger.add("m" + d, "driver" + d, List.of(new Snapshot(1 + second / 5,
                        T0_MICROS + second * 1_000_000L, T0_MICROS + (second + 5) * 1_000_000L, 2,
                        List.of(half.stats(second, second + 5)), 2)));
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
        Workload w = new Workload("open", "open loop", null, List.of(STAGE), "<workload name=\"open\"/>\n");
        return new WorkloadResult("w7", w, WorkloadState.FINISHED, List.of(new StateChange<>(WorkloadState.FINISHED,
                T0.plusSeconds(10))), T0, T0, T0.plusSeconds(10), List.of(stage));
    }


    /** The same stage closed loop: the work without a rate, each driver's operations without service and lag. */
    public static WorkloadResult closedLoopRun() {
        Work closed = new Work("ol", WorkType.NORMAL, 6, 5, Division.NONE, 10, 0, 0, 0, 0, 0, null, Map.of(),
                AdaptorSpec.NONE, new AdaptorSpec("mock", ""), List.of(READ));
        Stage stage = new Stage(1, "ol", 0, null, List.of(closed));
        OpStats sum = OpStats.empty(READ.id(), READ.name(), READ.type(), READ.sampleType());
        for (Script s : DRIVERS) {
            OpStats open = s.stats(0, 10);
            sum = sum.plus(new OpStats(open.opId(), open.opName(), open.opType(), open.sampleType(), open.successes(),
                    open.failures(), open.bytes(), open.responseNanosSum(), open.processingNanosSum(), open.errors(),
                    open.serviceHistogram(), open.firstStartMicros(), open.lastEndMicros()));
        }
        StageResult result = new StageResult(stage, StageState.COMPLETED, List.of(
                new StateChange<>(StageState.RUNNING, T0), new StateChange<>(StageState.COMPLETED, T0.plusSeconds(10))),
                List.of(new WorkResult(1, closed, List.of(sum), T0_MICROS, T0_MICROS + 10_000_000)), List.of(), List.of(), "");
        Workload w = new Workload("closed", "closed loop", null, List.of(stage), "<workload name=\"closed\"/>\n");
        return new WorkloadResult("w8", w, WorkloadState.FINISHED, List.of(new StateChange<>(WorkloadState.FINISHED,
                T0.plusSeconds(10))), T0, T0, T0.plusSeconds(10), List.of(result));
    }
}
