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

    @Test
    void theThreeLatenciesMergeExactlyOverThreeDrivers() {
        WorkResult merged = WorkMerger.merge(1, OpenLoopRun.WORK, OpenLoopRun.reports(2, 2, 2));
        OpStats read = merged.ops().getFirst();
        assertThat(read.successes()).isEqualTo(3000);
        assertThat(read.responseHistogram()).isEqualTo(OpenLoopRun.union(true, true));
        assertThat(read.serviceHistogram()).isEqualTo(OpenLoopRun.union(false, true));
        assertThat(read.lagHistogram()).isEqualTo(OpenLoopRun.union(true, false));
        assertThat(merged.peakInFlight()).isEqualTo(6);
    }

    @Test
    void theTimelineMergesTheThreeLatenciesAndShowsAchievedAgainstTarget() {
        TimelineMerger merger = new TimelineMerger(StageOps.of(OpenLoopRun.STAGE), StageOps.targetRates(OpenLoopRun.STAGE));
        for (int d = 0; d < OpenLoopRun.DRIVERS.size(); d++) {
            // each driver's interval of 10 s, half its operations per 5 s snapshot: rates add up per mission
            OpStats s = OpenLoopRun.DRIVERS.get(d).stats(0, 10);
            merger.add("m" + d, "driver" + d, List.of(new Snapshot(1, OpenLoopRun.T0_MICROS, OpenLoopRun.T0_MICROS + 10_000_000, 2, List.of(s), 2)));
        }
        TimelineRow row = merger.flush(OpenLoopRun.T0.plusSeconds(10));
        TimelineRow.RowOp op = row.ops().getFirst();
        assertThat(op.openLoop()).isTrue();
        assertThat(op.histogram()).isEqualTo(OpenLoopRun.union(true, true));
        assertThat(op.serviceHistogram()).isEqualTo(OpenLoopRun.union(false, true));
        assertThat(op.lagHistogram()).isEqualTo(OpenLoopRun.union(true, false));
        assertThat(op.targetRate()).isEqualTo(300.0);
        assertThat(op.achievedRate()).isCloseTo(300.0, within(1e-9));
    }

    @Test
    void aClosedLoopRowHasNoOpenLoopNumbers() {
        Operation closed = new Operation("op1", "read", 100, Division.NONE, "", Map.of(), "read", "read");
        TimelineMerger merger = new TimelineMerger(List.of(closed));
        OpStats s = new OpStats("op1", "read", "read", "read", 1, 0, 1, 1000, 1000, Map.of(), histogramOf(1), 0, 1);
        merger.add("m", List.of(new Snapshot(1, 0, 1_000_000, 1, List.of(s))));
        TimelineRow.RowOp op = merger.flush(OpenLoopRun.T0).ops().getFirst();
        assertThat(op.openLoop()).isFalse();
        assertThat(op.serviceHistogram()).isNull();
        assertThat(op.targetRate()).isZero();
    }

    @Test
    void lagAboveTheLimitWithEveryWorkerBusyIsSaturatedByBusyWorkers() {
        GeneratorVerdict v = WorkMerger.merge(1, OpenLoopRun.WORK, OpenLoopRun.reports(2, 2, 2)).verdict();
        assertThat(v.saturated()).isTrue();
        assertThat(v.cause()).isEqualTo(GeneratorVerdict.ALL_WORKERS_BUSY);
        assertThat(v.saturation().lagP99Micros()).isGreaterThan(400_000);
        assertThat(v.saturation().achievedRate()).isEqualTo(300.0);
        assertThat(v.mark()).startsWith("generator saturated (all workers busy): schedule lag p99 4");
    }

    @Test
    void lagAboveTheLimitWithFreeWorkersIsTheDriversCpu() {
        GeneratorVerdict v = WorkMerger.merge(1, OpenLoopRun.WORK, OpenLoopRun.reports(1, 2, 2)).verdict();
        assertThat(v.cause()).isEqualTo(GeneratorVerdict.DRIVER_CPU);
        assertThat(v.mark()).startsWith("generator saturated (driver CPU): ");
    }

    @Test
    void withoutAnInFlightCountTheCauseIsSaidUnknown() {
        GeneratorVerdict v = WorkMerger.merge(1, OpenLoopRun.WORK, OpenLoopRun.reports(null, null, null)).verdict();
        assertThat(v.saturated()).isTrue();
        assertThat(v.cause()).isEqualTo(GeneratorVerdict.UNKNOWN);
    }

    @Test
    void tooFewOperationsStartedIsSaturatedEvenWithoutLag() {
        // 2,900 operations in 10 s: 290 ops/s, 3.33 % below 300
        List<MissionReport> rs = List.of(OpenLoopRun.report(1, OpenLoopRun.script(1000, 900, 0, 0, 3).stats(0, 10), 2),
                OpenLoopRun.report(2, OpenLoopRun.script(1000, 900, 0, 0, 3).stats(0, 10), 2),
                OpenLoopRun.report(3, OpenLoopRun.script(900, 900, 0, 0, 3).stats(0, 10), 2));
        GeneratorVerdict v = WorkMerger.merge(1, OpenLoopRun.WORK, rs).verdict();
        assertThat(v.saturated()).isTrue();
        assertThat(v.saturation().reason()).isEqualTo("achieved 290.0 ops/s, 3.33 % below the target 300.0 ops/s");
        assertThat(v.cause()).isEqualTo(GeneratorVerdict.ALL_WORKERS_BUSY);
    }

    @Test
    void aScheduleKeptIsNotMarked() {
        List<MissionReport> rs = List.of(OpenLoopRun.report(1, OpenLoopRun.script(1000, 900, 0, 0, 3).stats(0, 10), 1),
                OpenLoopRun.report(2, OpenLoopRun.script(1000, 900, 0, 0, 3).stats(0, 10), 1),
                OpenLoopRun.report(3, OpenLoopRun.script(1000, 900, 0, 0, 3).stats(0, 10), 1));
        GeneratorVerdict v = WorkMerger.merge(1, OpenLoopRun.WORK, rs).verdict();
        assertThat(v.saturated()).isFalse();
        assertThat(v.cause()).isEmpty();
        assertThat(v.mark()).isEmpty();
        assertThat(v.describe()).isEqualTo(
                "open loop kept its schedule: achieved 300.0 of 300.0 ops/s, schedule lag p99 0.018 ms (limit 1.000 ms)");
    }

    @Test
    void aClosedLoopWorkHasNoVerdict() {
        Work closed = new Work("c", WorkType.NORMAL, 6, 5, Division.NONE, 10, 0, 0, 0, 0, 0, null, Map.of(),
                AdaptorSpec.NONE, new AdaptorSpec("mock", ""), List.of(OpenLoopRun.READ));
        assertThat(new WorkResult(1, closed, List.of(), 0, 10_000_000).verdict()).isNull();
    }

    @Test
    void theJsonSummaryCarriesTheThreeLatenciesAndTheSaturationMark() throws Exception {
        JsonNode json = Json.mapper().readTree(JsonSummary.render(OpenLoopRun.run(2, 2, 2)));
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
        assertThat(HistogramCodec.decode(openLoop.get("serviceHistogram").asText())).isEqualTo(OpenLoopRun.union(false, true));
        assertThat(HistogramCodec.decode(openLoop.get("lagHistogram").asText())).isEqualTo(OpenLoopRun.union(true, false));
        assertThat(HistogramCodec.decode(op.get("histogram").asText())).isEqualTo(OpenLoopRun.union(true, true));
        Histogram lag = OpenLoopRun.union(true, false);
        assertThat(openLoop.get("lagPercentilesMs").get("p99").asDouble())
                .isEqualTo(lag.getValueAtPercentile(99) / 1000.0);
        assertThat(openLoop.get("servicePercentilesMs").get("max").asDouble())
                .isEqualTo(OpenLoopRun.union(false, true).getMaxValue() / 1000.0);
        assertThat(op.get("percentilesMs").get("max").asDouble()).isEqualTo(OpenLoopRun.union(true, true).getMaxValue() / 1000.0);
        // each driver's part: the unions of its service and lag histograms are the merged ones
        Histogram serviceUnion = HistogramCodec.newHistogram();
        Histogram lagUnion = HistogramCodec.newHistogram();
        for (JsonNode part : op.get("missions")) {
            serviceUnion.add(HistogramCodec.decode(part.get("serviceHistogram").asText()));
            lagUnion.add(HistogramCodec.decode(part.get("lagHistogram").asText()));
        }
        assertThat(op.get("missions")).hasSize(3);
        assertThat(serviceUnion).isEqualTo(OpenLoopRun.union(false, true));
        assertThat(lagUnion).isEqualTo(OpenLoopRun.union(true, false));
        // the JSON reads back into the summary records (the report page's path)
        JsonSummary.RunJson back = ArchiveReader.readSummary(write(JsonSummary.render(OpenLoopRun.run(2, 2, 2))));
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
        String log = WorkloadLog.render(OpenLoopRun.run(1, 1, 1));
        assertThat(log).contains("== stage s1-ol: completed\nwork 'ol': generator saturated (driver CPU): schedule lag p99 ");
        assertThat(log).contains("above the limit 1.000 ms");
    }

    @Test
    void serviceAndLagGetTheirOwnHlogFilesRowByRow() throws Exception {
        StageResult stage = OpenLoopRun.run(2, 2, 2).stages().getFirst();
        Map<String, byte[]> files = HdrLogs.render("w7", stage);
        assertThat(files).containsOnlyKeys("s1-ol-read.hlog", "s1-ol-read.service.hlog", "s1-ol-read.lag.hlog");
        assertThat(ArchiveLayout.serviceHlogNames(OpenLoopRun.STAGE)).containsExactly("s1-ol-read.service.hlog");
        assertThat(ArchiveLayout.lagHlogNames(OpenLoopRun.STAGE)).containsExactly("s1-ol-read.lag.hlog");
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
        assertThat(lagSum).isEqualTo(OpenLoopRun.union(true, false));
        assertThat(serviceSum).isEqualTo(OpenLoopRun.union(false, true));
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
        StageResult stage = OpenLoopRun.run(2, 2, 2).stages().getFirst();
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
        Path runDir = archive.writeFiles(OpenLoopRun.run(2, 2, 2));
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
