package io.objbench.controller.history;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.objbench.controller.archive.CsvFormat;
import io.objbench.controller.queue.QueueTestKit;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.StageState;
import io.objbench.controller.run.StateChange;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.controller.run.WorkloadState;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionState;
import io.objbench.core.protocol.MissionIds;
import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.OpStats;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A controller dies during stage 2 of a run (stage 1 ended and written); the next controller
 * records it INTERRUPTED and is handed the drivers' final reports of its missions: they become
 * stage 2's results, flagged recovered, counted once each; a report of the ended stage or of
 * another controller's run changes no result.
 */
class RecoveredReportsTest {

    private static final Instant SUBMITTED = Instant.parse("2026-01-02T03:04:05Z");
    private static final Instant RESTART = Instant.parse("2026-01-02T04:00:00Z");

    @TempDir
    Path dir;

    @Test
    void theDriversFinalReportsBecomeTheCutStagesResultsCountedOnce() throws Exception {
        Workload w = WorkloadReader.read(QueueTestKit.quick("cut"), "c.xml");
        String id = crashDuringMain(w, true);

        History after = QueueTestKit.history(dir);
        assertThat(after.interruptedAtLastStop()).extracting(History.InterruptedRun::id).containsExactly(id);
        RecoveredReports recovered = new RecoveredReports(after, ZoneOffset.UTC, Clock.fixed(RESTART, ZoneOffset.UTC));
        Operation write = w.stages().get(1).works().get(0).operations().get(0);
        MissionReport d1 = report(MissionIds.of(id, "s2-main", 1, "driver1"), write, 600, 5);
        MissionReport d2 = report(MissionIds.of(id, "s2-main", 1, "driver2"), write, 400, 0);
        recovered.accept("driver1", d1);
        recovered.accept("driver2", d2);
        recovered.accept("driver1", d1); // read twice (a second poll): still counted once

        Path folder = dir.resolve(id + "-cut");
        List<List<String>> csv = CsvFormat.records(Files.readString(folder.resolve(id + "-cut.csv"), StandardCharsets.UTF_8));
        assertThat(csv).hasSize(3);
        assertThat(csv.get(1)).startsWith("s1-init").contains("completed"); // ended before the crash: as written
        List<String> main = csv.get(2);
        assertThat(main.subList(0, 5)).containsExactly("s2-main", "write", "write", "1000", Long.toString(1000L * 1024));
        assertThat(main).contains("terminated", "recovered @ 2026-01-02 04:00:00");

        JsonNode json = new ObjectMapper().readTree(folder.resolve(id + "-cut.json").toFile());
        assertThat(json.path("stages").get(0).has("recovered")).isFalse();
        JsonNode stage = json.path("stages").get(1);
        assertThat(stage.path("recovered").asBoolean()).isTrue();
        assertThat(stage.path("ops").get(0).path("opCount").asLong()).isEqualTo(1000);
        assertThat(stage.path("ops").get(0).path("failures").asLong()).isEqualTo(5);
        assertThat(stage.path("missions")).hasSize(2);
        assertThat(folder.resolve("recovered-" + d1.missionId() + ".json")).exists();
        assertThat(Files.readString(folder.resolve("workload.log"), StandardCharsets.UTF_8))
                .contains("== recovered @ 2026-01-02 04:00:00", d2.missionId() + " on driver driver2: final report collected");

        // the listing shows them, still INTERRUPTED
        var view = after.get(id).orElseThrow().view();
        assertThat(view.state()).isEqualTo(History.INTERRUPTED);
        assertThat(view.stages().get(1).ops().get(0).ops()).isEqualTo(1000);

        // a late report of the stage that had ended, and another controller's mission: no result changes
        String before = Files.readString(folder.resolve(id + "-cut.csv"), StandardCharsets.UTF_8);
        Operation init = w.stages().get(0).works().get(0).operations().get(0);
        MissionReport late = report(MissionIds.of(id, "s1-init", 1, "driver1"), init, 7, 0);
        recovered.accept("driver1", late);
        recovered.accept("driver1", report("w999-s2-main-w1-driver1", write, 50, 0));
        assertThat(Files.readString(folder.resolve(id + "-cut.csv"), StandardCharsets.UTF_8)).isEqualTo(before);
        assertThat(folder.resolve("recovered-" + late.missionId() + ".json")).exists();
        assertThat(Files.readString(folder.resolve("workload.log"), StandardCharsets.UTF_8))
                .contains("kept apart in recovered-" + late.missionId() + ".json, not merged");
        assertThat(folder.resolve("recovered-w999-s2-main-w1-driver1.json")).doesNotExist();
    }

    @Test
    void aCrashInTheFirstStageGetsSummariesMadeFromTheReports() throws Exception {
        Workload w = WorkloadReader.read(QueueTestKit.quick("early"), "e.xml");
        String id = crashDuringMain(w, false);
        History after = QueueTestKit.history(dir);
        RecoveredReports recovered = new RecoveredReports(after, ZoneOffset.UTC, Clock.fixed(RESTART, ZoneOffset.UTC));
        Operation write = w.stages().get(1).works().get(0).operations().get(0);
        // a retried stage: only the latest attempt's missions count
        recovered.accept("driver1", report(MissionIds.of(id, "s2-main", 1, "driver1"), write, 30, 0));
        recovered.accept("driver2", report(MissionIds.of(id, "s2-main", 1, "driver2") + "-r1", write, 70, 0));

        Path folder = dir.resolve(id + "-early");
        JsonNode json = new ObjectMapper().readTree(folder.resolve(id + "-early.json").toFile());
        assertThat(json.path("state").asText()).isEqualTo("interrupted");
        assertThat(json.path("stages").get(0).path("state").asText()).isEqualTo("waiting");
        assertThat(json.path("stages").get(1).path("ops").get(0).path("opCount").asLong()).isEqualTo(70);
        List<List<String>> csv = CsvFormat.records(Files.readString(folder.resolve(id + "-early.csv"), StandardCharsets.UTF_8));
        assertThat(csv.get(2).get(3)).isEqualTo("70");
    }

    /** A run started by a controller that dies in its main stage; stage 1's results written when {@code firstEnded}. */
    private String crashDuringMain(Workload w, boolean firstEnded) throws Exception {
        History before = QueueTestKit.history(dir);
        String id = before.archive().nextId();
        before.started(id, w, "c.xml", SUBMITTED, SUBMITTED.plusSeconds(1));
        if (firstEnded) {
            Instant at = SUBMITTED.plusSeconds(2);
            StageResult init = new StageResult(w.stages().get(0), StageState.COMPLETED,
                    List.of(new StateChange<>(StageState.COMPLETED, at)), List.of(), List.of(), List.of(), "");
            StageResult main = new StageResult(w.stages().get(1), StageState.WAITING,
                    List.of(new StateChange<>(StageState.WAITING, at)), List.of(), List.of(), List.of(), "");
            before.archive().writeFiles(new WorkloadResult(id, w, WorkloadState.PROCESSING,
                    List.of(new StateChange<>(WorkloadState.PROCESSING, SUBMITTED.plusSeconds(1))), SUBMITTED,
                    SUBMITTED.plusSeconds(1), at, List.of(init, main)));
        }
        return id; // the controller dies here
    }

    /** A final report of {@code successes} + {@code failures} operations of 1 KiB (successes) at 2 ms. */
    private static MissionReport report(String missionId, Operation op, long successes, long failures) {
        Histogram h = HistogramCodec.newHistogram();
        h.recordValueWithCount(2_000, successes);
        long start = SUBMITTED.plusSeconds(3).toEpochMilli() * 1000;
        OpStats stats = new OpStats(op.id(), op.name(), op.type(), op.sampleType(), successes, failures,
                successes * 1024, successes * 2_000_000L, successes * 1_900_000L, Map.of(), h, start, start + 10_000_000);
        return new MissionReport(missionId, MissionState.ABORTED, List.of(stats), start, start + 10_000_000,
                "aborted: no run of this controller owns it", List.of("mission " + missionId + " aborted"));
    }
}
