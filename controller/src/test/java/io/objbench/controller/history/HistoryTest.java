package io.objbench.controller.history;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.queue.QueueTestKit;
import io.objbench.controller.queue.WorkloadQueue;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.core.workload.WorkloadReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HistoryTest {

    @TempDir
    Path dir;

    @Test
    void reloadsPastRunsFromTheArchive() throws Exception {
        History first = QueueTestKit.history(dir);
        WorkloadQueue queue = new WorkloadQueue(first, 1, QueueTestKit.runners(), Clock.systemUTC());
        String done = queue.submit(QueueTestKit.quick("done, with a comma"), "d.xml").id();
        WorkloadView original = QueueTestKit.await(queue, done, QueueTestKit::ended);
        queue.shutdown(Duration.ofSeconds(10));

        History reloaded = QueueTestKit.history(dir);
        PastRun run = reloaded.get(done).orElseThrow();
        WorkloadView v = run.view();
        assertThat(v.name()).isEqualTo("done, with a comma");
        assertThat(v.state()).isEqualTo("FINISHED");
        assertThat(v.submittedMillis()).isEqualTo(original.submittedMillis());
        assertThat(v.stoppedMillis()).isEqualTo(original.stoppedMillis());
        assertThat(v.stages()).extracting(WorkloadView.StageView::id).containsExactly("s1-init", "s2-main");
        assertThat(v.stages()).extracting(WorkloadView.StageView::state).containsExactly("COMPLETED", "COMPLETED");
        assertThat(v.stages().get(1).ops().get(0).ops()).isEqualTo(20);
        assertThat(v.stages().get(1).ops().get(0).p99Ms()).isEqualTo(original.stages().get(1).ops().get(0).p99Ms());
        assertThat(run.files()).contains("workload-config.xml", "workload.log", "s2-main.csv", done + "-done__with_a_comma.json");
        assertThat(run.file("../run-history.csv")).isEmpty();
        assertThat(run.file("s2-main.csv")).isPresent();
        assertThat(reloaded.all()).extracting(r -> r.view().id()).containsExactly(done);
        // one spelling per run: no sign, no leading zero
        assertThat(done).isEqualTo("w1");
        assertThat(reloaded.get("w+1")).isEmpty();
        assertThat(reloaded.get("w01")).isEmpty();
    }

    @Test
    void aRunInFlightWhenTheControllerStoppedIsMarkedInterruptedOnce() throws Exception {
        History before = QueueTestKit.history(dir);
        String id = before.archive().nextId();
        Instant submitted = Instant.parse("2026-01-02T03:04:05Z");
        before.started(id, WorkloadReader.read(QueueTestKit.quick("crashed"), "c.xml"), "c.xml", submitted,
                submitted.plusSeconds(1));
        // the controller dies here: no end recorded

        History after = QueueTestKit.history(dir);
        WorkloadView v = after.get(id).orElseThrow().view();
        assertThat(v.state()).isEqualTo(History.INTERRUPTED);
        assertThat(v.name()).isEqualTo("crashed");
        assertThat(v.submittedMillis()).isEqualTo(submitted.toEpochMilli());
        String csv = Files.readString(dir.resolve("run-history.csv"), StandardCharsets.UTF_8);
        assertThat(csv).startsWith("Id,Name,Submitted-At,").contains(id + ",crashed,2026-01-02 03:04:05,2026-01-02 03:04:06,")
                .contains(",init write,interrupted,queuing @ 2026-01-02 03:04:05,processing @ 2026-01-02 03:04:06,interrupted @ ");
        assertThat(dir.resolve(".inflight").resolve(id + ".json")).doesNotExist();

        History again = QueueTestKit.history(dir);
        assertThat(again.get(id).orElseThrow().view().state()).isEqualTo(History.INTERRUPTED);
        assertThat(Files.readString(dir.resolve("run-history.csv"), StandardCharsets.UTF_8)).isEqualTo(csv);
    }

    @Test
    void anInterruptedRunStopsAtItsLastRecordNotAtTheRestart() throws Exception {
        History before = QueueTestKit.history(dir);
        String id = before.archive().nextId();
        Instant submitted = Instant.parse("2026-01-02T03:04:05Z");
        before.started(id, WorkloadReader.read(QueueTestKit.quick("cut"), "c.xml"), "c.xml", submitted,
                submitted.plusSeconds(1));
        Path folder = dir.resolve(id + "-cut");
        Path row = Files.writeString(folder.resolve("s2-main.csv"), "rows so far\n");
        Instant last = submitted.plusSeconds(95);
        Files.setLastModifiedTime(row, java.nio.file.attribute.FileTime.from(last));
        Files.setLastModifiedTime(folder.resolve("workload-config.xml"),
                java.nio.file.attribute.FileTime.from(submitted.plusSeconds(1)));
        Files.setLastModifiedTime(dir.resolve(".inflight").resolve(id + ".json"),
                java.nio.file.attribute.FileTime.from(submitted.plusSeconds(1)));

        WorkloadView v = QueueTestKit.history(dir).get(id).orElseThrow().view();
        assertThat(v.state()).isEqualTo(History.INTERRUPTED);
        assertThat(v.stoppedMillis()).isEqualTo(last.toEpochMilli());
        assertThat(Files.readString(dir.resolve("run-history.csv"), StandardCharsets.UTF_8))
                .contains(id + ",cut,2026-01-02 03:04:05,2026-01-02 03:04:06,2026-01-02 03:05:40,")
                .contains("interrupted @ 2026-01-02 03:05:40");
    }

    @Test
    void aQueuedRunGeneratedFromAScenarioKeepsItsOriginAcrossARestart() throws Exception {
        History before = QueueTestKit.history(dir);
        String id = before.archive().nextId();
        var origin = new io.objbench.core.workload.Workload.Origin("s.scenario", "{\"name\": \"s\"}");
        var w = WorkloadReader.read(QueueTestKit.quick("gen"), "s.scenario.xml").withOrigin(origin);
        before.queued(id, w, "s.scenario.xml", Instant.parse("2026-01-02T03:04:05Z"));
        String plain = before.archive().nextId();
        before.queued(plain, WorkloadReader.read(QueueTestKit.quick("plain"), "p.xml"), "p.xml",
                Instant.parse("2026-01-02T03:04:06Z"));
        assertThat(Files.readString(dir.resolve(".inflight").resolve(plain + ".json"))).doesNotContain("origin");

        History after = QueueTestKit.history(dir);
        assertThat(after.queuedAtLastStop()).extracting(History.QueuedRun::origin).containsExactly(origin, null);
    }

    @Test
    void aRunCancelledWhileQueuedIsNotQueuedAgainWhenItsArchiveWasNotWritten() throws Exception {
        History before = QueueTestKit.history(dir);
        String id = before.archive().nextId();
        Instant submitted = Instant.parse("2026-01-02T03:04:05Z");
        var w = WorkloadReader.read(QueueTestKit.quick("gone"), "g.xml");
        before.queued(id, w, "g.xml", submitted);
        before.cancelledWhileQueued(id, w, "g.xml", submitted);
        // the controller dies before the archive of the cancelled run is written

        History after = QueueTestKit.history(dir);
        assertThat(after.queuedAtLastStop()).isEmpty();
        assertThat(after.get(id).orElseThrow().view().state()).isEqualTo("CANCELLED");
        assertThat(Files.readString(dir.resolve("run-history.csv"), StandardCharsets.UTF_8))
                .contains(id + ",gone,2026-01-02 03:04:05,N/A,");
    }
}
