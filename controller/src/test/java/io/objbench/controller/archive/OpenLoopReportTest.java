package io.objbench.controller.archive;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Open loop from the drivers' measurements to every report, with scripted histograms: three
 * drivers' service, lag and response histograms merge exactly (union, never averaged) in the
 * final results and the timeline, the generator is judged from the merged figures, and the
 * saturation mark with its cause reaches the JSON summary, workload.log, the .hlog files and the
 * per-interval open-loop file.
 */
class OpenLoopReportTest {

    static final Instant T0 = Instant.parse("2024-03-01T10:00:00Z");
    static final long T0_MICROS = T0.toEpochMilli() * 1000;
    static final long LAG_LIMIT = 1_000;
    static final Operation READ = new Operation("op1", "read", 100, Division.NONE, "containers=c(1);objects=u(1,9)",
            Map.of(), "read", "read");
    /** 300 ops/s over 6 workers: 2 per driver, 100 ops/s each. */
    static final Work WORK = new Work("ol", WorkType.NORMAL, 6, 5, Division.NONE, 10, 0, 0, 0, 0, 0, null, Map.of(),
            AdaptorSpec.NONE, new AdaptorSpec("mock", ""), List.of(READ),
            new OpenLoop(300, Arrival.FIXED, LAG_LIMIT), null);
    static final Stage STAGE = new Stage(1, "ol", 0, null, List.of(WORK));

    /** One driver's scripted operations: each one's lag and service time, µs (response = lag + service). */
    record Script(long[] lags, long[] services) {
        OpStats stats(int startSec, int endSec) {
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
    static Script script(int n, long service, int late, long lateLag, long jitter) {
        long[] lags = new long[n];
        long[] services = new long[n];
        for (int i = 0; i < n; i++) {
            lags[i] = i >= n - late ? lateLag + i : i % 7 * jitter;
            services[i] = service + i % 13;
        }
        return new Script(lags, services);
    }

    static final List<Script> DRIVERS = List.of(script(1000, 900, 0, 0, 3), script(1000, 1100, 0, 0, 5),
            script(1000, 1000, 60, 400_000, 11));

    static MissionReport report(int driver, OpStats stats, Integer maxInFlight) {
        return new MissionReport("w1-s1-ol-w1-d" + driver, MissionState.ACCOMPLISHED, List.of(stats), T0_MICROS,
                T0_MICROS + 10_000_000, "", List.of("mission accomplished"), maxInFlight);
    }

    static List<MissionReport> reports(Integer... maxInFlight) {
        List<MissionReport> out = new ArrayList<>();
        for (int d = 0; d < DRIVERS.size(); d++) {
            out.add(report(d + 1, DRIVERS.get(d).stats(0, 10), maxInFlight[d]));
        }
        return out;
    }

    /** Every scripted value of every driver in one histogram: what the exact merge must equal. */
    static Histogram union(boolean lag, boolean service) {
        Histogram h = HistogramCodec.newHistogram();
        for (Script s : DRIVERS) {
            for (int i = 0; i < s.lags().length; i++) {
                h.recordValue((lag ? s.lags()[i] : 0) + (service ? s.services()[i] : 0));
            }
        }
        return h;
    }

    @Test
    void theThreeLatenciesMergeExactlyOverThreeDrivers() {
        WorkResult merged = WorkMerger.merge(1, WORK, reports(2, 2, 2));
        OpStats read = merged.ops().getFirst();
        assertThat(read.successes()).isEqualTo(3000);
        assertThat(read.responseHistogram()).isEqualTo(union(true, true));
        assertThat(read.serviceHistogram()).isEqualTo(union(false, true));
        assertThat(read.lagHistogram()).isEqualTo(union(true, false));
        assertThat(merged.peakInFlight()).isEqualTo(6);
    }

    @Test
    void theTimelineMergesTheThreeLatenciesAndShowsAchievedAgainstTarget() {
        TimelineMerger merger = new TimelineMerger(StageOps.of(STAGE), StageOps.targetRates(STAGE));
        for (int d = 0; d < DRIVERS.size(); d++) {
            // each driver's interval of 10 s, half its operations per 5 s snapshot: rates add up per mission
            OpStats s = DRIVERS.get(d).stats(0, 10);
            merger.add("m" + d, "driver" + d, List.of(new Snapshot(1, T0_MICROS, T0_MICROS + 10_000_000, 2, List.of(s), 2)));
        }
        TimelineRow row = merger.flush(T0.plusSeconds(10));
        TimelineRow.RowOp op = row.ops().getFirst();
        assertThat(op.openLoop()).isTrue();
        assertThat(op.histogram()).isEqualTo(union(true, true));
        assertThat(op.serviceHistogram()).isEqualTo(union(false, true));
        assertThat(op.lagHistogram()).isEqualTo(union(true, false));
        assertThat(op.targetRate()).isEqualTo(300.0);
        assertThat(op.achievedRate()).isCloseTo(300.0, within(1e-9));
    }

    @Test
    void aClosedLoopRowHasNoOpenLoopNumbers() {
        Operation closed = new Operation("op1", "read", 100, Division.NONE, "", Map.of(), "read", "read");
        TimelineMerger merger = new TimelineMerger(List.of(closed));
        OpStats s = new OpStats("op1", "read", "read", "read", 1, 0, 1, 1000, 1000, Map.of(), histogramOf(1), 0, 1);
        merger.add("m", List.of(new Snapshot(1, 0, 1_000_000, 1, List.of(s))));
        TimelineRow.RowOp op = merger.flush(T0).ops().getFirst();
        assertThat(op.openLoop()).isFalse();
        assertThat(op.serviceHistogram()).isNull();
        assertThat(op.targetRate()).isZero();
    }

    @Test
    void lagAboveTheLimitWithEveryWorkerBusyIsSaturatedByBusyWorkers() {
        GeneratorVerdict v = WorkMerger.merge(1, WORK, reports(2, 2, 2)).verdict();
        assertThat(v.saturated()).isTrue();
        assertThat(v.cause()).isEqualTo(GeneratorVerdict.ALL_WORKERS_BUSY);
        assertThat(v.saturation().lagP99Micros()).isGreaterThan(400_000);
        assertThat(v.saturation().achievedRate()).isEqualTo(300.0);
        assertThat(v.mark()).startsWith("generator saturated (all workers busy): schedule lag p99 4");
    }

    @Test
    void lagAboveTheLimitWithFreeWorkersIsTheDriversCpu() {
        GeneratorVerdict v = WorkMerger.merge(1, WORK, reports(1, 2, 2)).verdict();
        assertThat(v.cause()).isEqualTo(GeneratorVerdict.DRIVER_CPU);
        assertThat(v.mark()).startsWith("generator saturated (driver CPU): ");
    }

    @Test
    void withoutAnInFlightCountTheCauseIsSaidUnknown() {
        GeneratorVerdict v = WorkMerger.merge(1, WORK, reports(null, null, null)).verdict();
        assertThat(v.saturated()).isTrue();
        assertThat(v.cause()).isEqualTo(GeneratorVerdict.UNKNOWN);
    }

    @Test
    void tooFewOperationsStartedIsSaturatedEvenWithoutLag() {
        // 2,900 operations in 10 s: 290 ops/s, 3.33 % below 300
        List<MissionReport> rs = List.of(report(1, script(1000, 900, 0, 0, 3).stats(0, 10), 2),
                report(2, script(1000, 900, 0, 0, 3).stats(0, 10), 2),
                report(3, script(900, 900, 0, 0, 3).stats(0, 10), 2));
        GeneratorVerdict v = WorkMerger.merge(1, WORK, rs).verdict();
        assertThat(v.saturated()).isTrue();
        assertThat(v.saturation().reason()).isEqualTo("achieved 290.0 ops/s, 3.33 % below the target 300.0 ops/s");
        assertThat(v.cause()).isEqualTo(GeneratorVerdict.ALL_WORKERS_BUSY);
    }

    @Test
    void aScheduleKeptIsNotMarked() {
        List<MissionReport> rs = List.of(report(1, script(1000, 900, 0, 0, 3).stats(0, 10), 1),
                report(2, script(1000, 900, 0, 0, 3).stats(0, 10), 1),
                report(3, script(1000, 900, 0, 0, 3).stats(0, 10), 1));
        GeneratorVerdict v = WorkMerger.merge(1, WORK, rs).verdict();
        assertThat(v.saturated()).isFalse();
        assertThat(v.cause()).isEmpty();
        assertThat(v.mark()).isEmpty();
        assertThat(v.describe()).isEqualTo(
                "open loop kept its schedule: achieved 300.0 of 300.0 ops/s, schedule lag p99 0.018 ms (limit 1.000 ms)");
    }

    @Test
    void aClosedLoopWorkHasNoVerdict() {
        Work closed = new Work("c", WorkType.NORMAL, 6, 5, Division.NONE, 10, 0, 0, 0, 0, 0, null, Map.of(),
                AdaptorSpec.NONE, new AdaptorSpec("mock", ""), List.of(READ));
        assertThat(new WorkResult(1, closed, List.of(), 0, 10_000_000).verdict()).isNull();
    }

    static WorkloadResult run(Integer... maxInFlight) {
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

    @Test
    void theJsonSummaryCarriesTheThreeLatenciesAndTheSaturationMark() throws Exception {
        JsonNode json = Json.mapper().readTree(JsonSummary.render(run(2, 2, 2)));
        JsonNode stage = json.get("stages").get(0);
        JsonNode generator = stage.get("generator").get(0);
        assertThat(generator.get("work").asText()).isEqualTo("ol");
        assertThat(generator.get("saturated").asBoolean()).isTrue();
        assertThat(generator.get("cause").asText()).isEqualTo("all workers busy");
        assertThat(generator.get("reason").asText()).startsWith("schedule lag p99 4");
        assertThat(generator.get("targetRate").asDouble()).isEqualTo(300.0);
        assertThat(generator.get("achievedRate").asDouble()).isEqualTo(300.0);
        assertThat(generator.get("lagLimitMs").asDouble()).isEqualTo(1.0);
        assertThat(generator.get("peakInFlight").asInt()).isEqualTo(6);
        JsonNode op = stage.get("ops").get(0);
        JsonNode openLoop = op.get("openLoop");
        assertThat(openLoop.get("targetRate").asDouble()).isEqualTo(300.0);
        assertThat(HistogramCodec.decode(openLoop.get("serviceHistogram").asText())).isEqualTo(union(false, true));
        assertThat(HistogramCodec.decode(openLoop.get("lagHistogram").asText())).isEqualTo(union(true, false));
        assertThat(HistogramCodec.decode(op.get("histogram").asText())).isEqualTo(union(true, true));
        Histogram lag = union(true, false);
        assertThat(openLoop.get("lagPercentilesMs").get("p99").asDouble())
                .isEqualTo(lag.getValueAtPercentile(99) / 1000.0);
        assertThat(openLoop.get("servicePercentilesMs").get("max").asDouble())
                .isEqualTo(union(false, true).getMaxValue() / 1000.0);
        assertThat(op.get("percentilesMs").get("max").asDouble()).isEqualTo(union(true, true).getMaxValue() / 1000.0);
        // the JSON reads back into the summary records (the report page's path)
        JsonSummary.RunJson back = ArchiveReader.readSummary(write(JsonSummary.render(run(2, 2, 2))));
        assertThat(back.stages().getFirst().generator().getFirst().saturated()).isTrue();
        assertThat(back.stages().getFirst().ops().getFirst().openLoop().lagPercentilesMs()).containsKey("p99.9");
    }

    @TempDir
    Path dir;

    private Path write(String text) throws Exception {
        Path p = dir.resolve("w7-open.json");
        Files.writeString(p, text);
        return p;
    }

    @Test
    void workloadLogSaysGeneratorSaturatedWithTheReason() {
        String log = WorkloadLog.render(run(1, 1, 1));
        assertThat(log).contains("== stage s1-ol: completed\nwork 'ol': generator saturated (driver CPU): schedule lag p99 ");
        assertThat(log).contains("above the limit 1.000 ms");
    }

    @Test
    void serviceAndLagGetTheirOwnHlogFilesRowByRow() throws Exception {
        StageResult stage = run(2, 2, 2).stages().getFirst();
        Map<String, byte[]> files = HdrLogs.render("w7", stage);
        assertThat(files).containsOnlyKeys("s1-ol-read.hlog", "s1-ol-read.service.hlog", "s1-ol-read.lag.hlog");
        assertThat(ArchiveLayout.serviceHlogNames(STAGE)).containsExactly("s1-ol-read.service.hlog");
        assertThat(ArchiveLayout.lagHlogNames(STAGE)).containsExactly("s1-ol-read.lag.hlog");
        for (Map.Entry<String, byte[]> f : files.entrySet()) {
            Files.write(dir.resolve(f.getKey()), f.getValue());
        }
        List<Histogram> lag = ArchiveReader.intervals(dir.resolve("s1-ol-read.lag.hlog"));
        List<Histogram> service = ArchiveReader.intervals(dir.resolve("s1-ol-read.service.hlog"));
        assertThat(lag).hasSize(2);
        Histogram lagSum = HistogramCodec.newHistogram();
        Histogram serviceSum = HistogramCodec.newHistogram();
        lag.forEach(lagSum::add);
        service.forEach(serviceSum::add);
        assertThat(lagSum).isEqualTo(union(true, false));
        assertThat(serviceSum).isEqualTo(union(false, true));
        assertThat(new String(files.get("s1-ol-read.hlog"))).contains("from the intended start");
    }

    @Test
    void aLabelEndingInLagKeepsItsOwnFile() {
        Operation a = new Operation("op1", "read", 50, Division.NONE, "", Map.of(), "x", "x");
        Operation b = new Operation("op2", "read", 50, Division.NONE, "", Map.of(), "x.lag", "x.lag");
        Work w = new Work("ol", WorkType.NORMAL, 2, 5, Division.NONE, 10, 0, 0, 0, 0, 0, null, Map.of(),
                AdaptorSpec.NONE, new AdaptorSpec("mock", ""), List.of(a, b), new OpenLoop(10, Arrival.FIXED, 1000), null);
        Stage s = new Stage(1, "m", 0, null, List.of(w));
        List<String> all = new ArrayList<>(ArchiveLayout.hlogNames(s));
        all.addAll(ArchiveLayout.serviceHlogNames(s));
        all.addAll(ArchiveLayout.lagHlogNames(s));
        assertThat(all).doesNotHaveDuplicates().contains("s1-m-x.lag.hlog", "s1-m-x-op1.lag.hlog");
    }

    @Test
    void theOpenLoopFileShowsEachIntervalAgainstItsTarget() {
        StageResult stage = run(2, 2, 2).stages().getFirst();
        String csv = OpenLoopCsv.render(stage, new CsvFormat(ZoneOffset.UTC));
        List<String> lines = csv.lines().toList();
        assertThat(lines).hasSize(3);
        assertThat(lines.get(0)).isEqualTo(OpenLoopCsv.HEADER.strip());
        // first 5 s: no late operation; the second holds driver 3's 60 late ones (over 1 % of 1,500)
        assertThat(lines.get(1)).startsWith("10:00:05,1,op1,read,300,300,300,").endsWith(",1,no");
        assertThat(lines.get(2)).startsWith("10:00:10,2,op1,read,300,300,300,").endsWith(",1,yes");
        assertThat(ArchiveLayout.openLoopTimeline(dir, "s1-ol")).isEqualTo(dir.resolve("s1-ol.open-loop.csv"));
    }

    @Test
    void theArchiveWritesTheOpenLoopFiles() throws Exception {
        Archive archive = new Archive(dir.resolve("archive"), ZoneOffset.UTC);
        Path runDir = archive.writeFiles(run(2, 2, 2));
        assertThat(runDir.resolve("s1-ol.open-loop.csv")).exists();
        assertThat(runDir.resolve("s1-ol-read.service.hlog")).exists();
        assertThat(runDir.resolve("s1-ol-read.lag.hlog")).exists();
        assertThat(Files.readString(runDir.resolve("workload.log"))).contains("generator saturated (all workers busy)");
    }

    private static Histogram histogramOf(long... micros) {
        Histogram h = HistogramCodec.newHistogram();
        for (long m : micros) {
            h.recordValue(m);
        }
        return h;
    }
}
