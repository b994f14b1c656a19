package io.objbench.controller.queue;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.archive.ArchiveNames;
import io.objbench.controller.archive.CsvFormat;
import io.objbench.controller.history.History;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.core.workload.WorkloadReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Runs that must survive a controller restart: hostile names, queued runs, a run cut short. */
class CrashAndNamesTest {

    @TempDir
    Path dir;

    private final List<WorkloadQueue> queues = new ArrayList<>();

    @AfterEach
    void stop() throws Exception {
        for (WorkloadQueue q : queues) {
            q.shutdown(Duration.ofSeconds(30));
        }
    }

    private WorkloadQueue queue(History history) {
        WorkloadQueue q = new WorkloadQueue(history, 1, QueueTestKit.runners(), Clock.systemUTC());
        queues.add(q);
        return q;
    }

    @Test
    void longNamesLineBreaksAndFormulasAreArchivedAndSurviveARestart() throws Exception {
        String longName = "n".repeat(240);
        String longStage = "s".repeat(300);
        List<String> xmls = List.of(
                QueueTestKit.quick(longName),
                QueueTestKit.quick("stages").replace("<workstage name=\"main\">", "<workstage name=\"" + longStage + "\">"),
                QueueTestKit.quick("two&#10;lines, &quot;quoted&quot;"),
                QueueTestKit.quick("=HYPERLINK(1)"),
                QueueTestKit.quick("@SUM(A1)").replace("<workstage name=\"main\">", "<workstage name=\"-2+3\">"));
        List<String> rawNames = List.of(longName, "stages", "two\nlines, \"quoted\"", "=HYPERLINK(1)", "@SUM(A1)");
        WorkloadQueue q = queue(QueueTestKit.history(dir));
        List<String> ids = new ArrayList<>();
        for (String xml : xmls) {
            ids.add(q.submit(xml, "w.xml").id());
        }
        for (String id : ids) {
            assertThat(QueueTestKit.await(q, id, QueueTestKit::ended).state()).as(id).isEqualTo("FINISHED");
        }

        History after = QueueTestKit.history(dir);
        List<List<String>> history = CsvFormat.records(Files.readString(dir.resolve("run-history.csv"),
                StandardCharsets.UTF_8));
        assertThat(history).hasSize(1 + ids.size());
        for (int i = 0; i < ids.size(); i++) {
            String id = ids.get(i);
            WorkloadView v = after.get(id).orElseThrow().view();
            assertThat(v.state()).as(id).isEqualTo("FINISHED");
            assertThat(v.name()).as("the raw name, from the JSON summary").isEqualTo(rawNames.get(i));
            // COSBench's tools build <Id>-<Name> from run-history.csv: that is the folder
            List<String> row = history.get(1 + i);
            assertThat(row.get(0)).isEqualTo(id);
            Path folder = dir.resolve(row.get(0) + "-" + row.get(1));
            assertThat(folder).isDirectory();
            assertThat(folder.resolve(row.get(0) + "-" + row.get(1) + ".csv")).isRegularFile();
            assertThat(Files.list(folder).map(p -> p.getFileName().toString()))
                    .allMatch(n -> n.length() < 255).contains("workload-config.xml");
        }
        assertThat(dir.resolve(ids.get(1) + "-stages").resolve(ArchiveNames.timeline("s2-" + longStage))).isRegularFile();
        assertThat(CsvFormat.records(Files.readString(dir.resolve("workloads.csv"), StandardCharsets.UTF_8)))
                .extracting(r -> r.get(0)).contains(ids.get(1) + "-" + ArchiveNames.part("s2-" + longStage) + "-1");
        // nothing a spreadsheet would run as a formula, in any CSV
        String workloads = Files.readString(dir.resolve("workloads.csv"), StandardCharsets.UTF_8);
        String summary = Files.readString(dir.resolve(ids.get(4) + "-_SUM_A1_").resolve(ids.get(4) + "-_SUM_A1_.csv"),
                StandardCharsets.UTF_8);
        for (String csv : List.of(workloads, summary, Files.readString(dir.resolve("run-history.csv")))) {
            for (List<String> record : CsvFormat.records(csv)) {
                assertThat(record).allMatch(c -> c.isEmpty() || "=+-@".indexOf(c.charAt(0)) < 0
                        || c.matches("[-+][0-9.]+%?"), "cells of " + record);
            }
        }
        assertThat(summary).contains("\ns2--2+3,write,");
    }

    @Test
    void queuedRunsOfAControllerThatDiedRunAfterTheRestartWithTheirIdsAndSubmitTimes() throws Exception {
        History before = QueueTestKit.history(dir);
        Instant submitted = Instant.parse("2026-05-06T07:08:09Z");
        // accepted and persisted, then the controller dies before running them
        String a = before.archive().nextId();
        before.queued(a, WorkloadReader.read(QueueTestKit.quick("first"), "first.xml"), "first.xml", submitted);
        String b = before.archive().nextId();
        before.queued(b, WorkloadReader.read(QueueTestKit.quick("second"), "second.xml"), "second.xml",
                submitted.plusSeconds(1));

        History after = QueueTestKit.history(dir);
        assertThat(after.queuedAtLastStop()).extracting(History.QueuedRun::id).containsExactly(a, b);
        assertThat(after.get(a)).isEmpty();
        WorkloadQueue q = queue(after);
        q.requeueFromLastStop();
        WorkloadView va = QueueTestKit.await(q, a, QueueTestKit::ended);
        WorkloadView vb = QueueTestKit.await(q, b, QueueTestKit::ended);
        assertThat(va.state()).isEqualTo("FINISHED");
        assertThat(vb.state()).isEqualTo("FINISHED");
        assertThat(va.submittedMillis()).isEqualTo(submitted.toEpochMilli());
        assertThat(va.startedMillis()).isGreaterThan(submitted.toEpochMilli());
        String c = q.submit(QueueTestKit.quick("third"), "third.xml").id();
        assertThat(c).as("no id reused").isEqualTo("w3");
        // the third run's own marker lasts until it ends: wait, or the reload below may catch it queued
        QueueTestKit.await(q, c, QueueTestKit::ended);
        assertThat(dir.resolve(".inflight").resolve(a + ".json")).doesNotExist();
        assertThat(QueueTestKit.history(dir).queuedAtLastStop()).isEmpty();
    }

    @Test
    void aRunCutShortKeepsTheStagesThatEndedAndItsTimelineSoFar() throws Exception {
        WorkloadQueue q = queue(QueueTestKit.history(dir));
        String id = q.submit(QueueTestKit.slow("cut"), "cut.xml").id();
        // wait for a few timeline rows of the 60 s main stage
        Path main = dir.resolve(id + "-cut").resolve("s2-main.csv");
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while ((!Files.exists(main) || Files.readAllLines(main).size() < 2 + 3) && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        // the controller "dies" now: another one starts on the same archive while this run is still in flight
        History restarted = QueueTestKit.history(dir);
        WorkloadView v = restarted.get(id).orElseThrow().view();
        assertThat(v.state()).isEqualTo(History.INTERRUPTED);
        assertThat(v.stages()).extracting(WorkloadView.StageView::id).startsWith("s1-init");
        assertThat(v.stages().get(0).state()).isEqualTo("COMPLETED");
        assertThat(v.stoppedMillis()).isGreaterThan(v.startedMillis()).isLessThanOrEqualTo(System.currentTimeMillis());
        Path folder = dir.resolve(id + "-cut");
        assertThat(folder.resolve("workload-config.xml")).isRegularFile();
        assertThat(folder.resolve(id + "-cut.json")).isRegularFile();
        assertThat(Files.readAllLines(folder.resolve("s1-init.csv")).size()).isGreaterThan(2);
        assertThat(Files.readAllLines(main).size()).as("the running stage's rows so far").isGreaterThanOrEqualTo(5);
        assertThat(Files.readString(dir.resolve("run-history.csv"))).contains("\n" + id + ",cut,")
                .contains(",interrupted,");
    }
}
