package io.objbench.controller.queue;

import static io.objbench.controller.queue.QueueTestKit.await;
import static io.objbench.controller.queue.QueueTestKit.ended;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.controller.history.History;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.core.workload.WorkloadException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WorkloadQueueTest {

    @TempDir
    Path dir;

    private WorkloadQueue queue;

    @AfterEach
    void stop() throws Exception {
        if (queue != null) {
            queue.shutdown(Duration.ofSeconds(30));
        }
    }

    private WorkloadQueue queue(int concurrency) throws Exception {
        History history = QueueTestKit.history(dir);
        queue = new WorkloadQueue(history, concurrency, QueueTestKit.runners(), Clock.systemUTC());
        return queue;
    }

    @Test
    void admissionRefusesAtSubmitWithoutTakingAnId() throws Exception {
        History history = QueueTestKit.history(dir);
        queue = new WorkloadQueue(history, 1, QueueTestKit.runners(), Clock.systemUTC(), workload -> {
            throw new io.objbench.controller.schedule.WorkloadRejectedException(
                    "no live driver offers storage type 'mock' (d1 offers: none)");
        });
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> queue.submit(QueueTestKit.quick("a"), "a.xml"))
                .hasMessage("no live driver offers storage type 'mock' (d1 offers: none)");
        assertThat(queue.list()).isEmpty();
    }

    @Test
    void concurrencyOneRunsInSubmissionOrderWithArchiveIds() throws Exception {
        Files.writeString(dir.resolve(".meta"), "6\n"); // an archive that already holds w1..w6
        WorkloadQueue q = queue(1);
        List<WorkloadView> submitted = List.of(q.submit(QueueTestKit.quick("a"), "a.xml"),
                q.submit(QueueTestKit.quick("b"), "b.xml"), q.submit(QueueTestKit.quick("c"), "c.xml"));
        assertThat(submitted).extracting(WorkloadView::id).containsExactly("w7", "w8", "w9");
        assertThat(submitted).extracting(WorkloadView::state).allMatch(s -> s.equals("QUEUING") || s.equals("PROCESSING"));
        WorkloadView a = await(q, "w7", QueueTestKit::ended);
        WorkloadView b = await(q, "w8", QueueTestKit::ended);
        WorkloadView c = await(q, "w9", QueueTestKit::ended);
        assertThat(List.of(a, b, c)).extracting(WorkloadView::state).containsOnly("FINISHED");
        assertThat(b.startedMillis()).isGreaterThanOrEqualTo(a.stoppedMillis());
        assertThat(c.startedMillis()).isGreaterThanOrEqualTo(b.stoppedMillis());
        assertThat(a.stages()).extracting(WorkloadView.StageView::state).containsExactly("COMPLETED", "COMPLETED");
        assertThat(a.stages().get(1).ops()).singleElement().satisfies(op -> {
            assertThat(op.label()).isEqualTo("write");
            assertThat(op.ops()).isEqualTo(20);
        });
        assertThat(q.list()).extracting(WorkloadView::id).containsExactly("w7", "w8", "w9");
        assertThat(q.active()).isEmpty();
        assertThat(Files.readString(dir.resolve("run-history.csv"), StandardCharsets.UTF_8))
                .contains("w7,a,", "w8,b,", "w9,c,");
    }

    @Test
    void invalidWorkloadIsRejectedAtOnceWithItsPositionAndTakesNoId() throws Exception {
        WorkloadQueue q = queue(1);
        assertThatThrownBy(() -> q.submit("<workload name=\"x\">\n  <workflow>\n    <bogus/>\n", "bad.xml"))
                .isInstanceOf(WorkloadException.class).hasMessageMatching("bad\\.xml:\\d+:\\d+: .*");
        assertThat(q.submit(QueueTestKit.quick("ok"), "ok.xml").id()).isEqualTo("w1");
    }

    @Test
    void cancelQueuedEndsAtOnceAndIsArchivedThenCancelRunningStopsIt() throws Exception {
        WorkloadQueue q = queue(1);
        String slow = q.submit(QueueTestKit.slow("slow"), "slow.xml").id();
        String queued = q.submit(QueueTestKit.quick("queued"), "queued.xml").id();
        WorkloadView running = await(q, slow, v -> v.stages().size() == 3 && v.stages().get(1).state().equals("RUNNING")
                && !v.stages().get(1).ops().isEmpty());
        assertThat(running.state()).isEqualTo("PROCESSING");
        assertThat(running.currentStage()).isEqualTo("s2-main");
        assertThat(running.stages().get(1).ops().get(0).label()).isEqualTo("write");
        assertThat(q.view(queued).orElseThrow().state()).isEqualTo("QUEUING");

        WorkloadView cancelled = q.cancel(queued).orElseThrow();
        assertThat(cancelled.state()).isEqualTo("CANCELLED");
        assertThat(cancelled.stages()).extracting(WorkloadView.StageView::state).containsOnly("CANCELLED");
        assertThat(Files.readString(dir.resolve("run-history.csv"), StandardCharsets.UTF_8))
                .contains(queued + ",queued,").contains(",cancelled,");

        long before = System.nanoTime();
        q.cancel(slow);
        WorkloadView end = await(q, slow, QueueTestKit::ended);
        assertThat(Duration.ofNanos(System.nanoTime() - before)).isLessThan(Duration.ofSeconds(20));
        assertThat(end.state()).isEqualTo("CANCELLED");
        assertThat(end.stages()).extracting(WorkloadView.StageView::state)
                .containsExactly("COMPLETED", "CANCELLED", "CANCELLED");
        assertThat(end.stages().get(1).ops().get(0).ops()).as("partial results kept").isPositive();
        assertThat(q.view(queued).orElseThrow().startedMillis()).as("never started: no start time").isZero();
        assertThat(Files.readString(dir.resolve("run-history.csv"))).contains(queued + ",queued,")
                .containsPattern(queued + ",queued,[0-9: -]+,N/A,");
        assertThat(q.cancel("w99")).isEmpty();
    }

    @Test
    void aRunThatCannotGetARunnerEndsTerminatedAndArchived() throws Exception {
        History history = QueueTestKit.history(dir);
        queue = new WorkloadQueue(history, 1, listener -> {
            throw new IllegalArgumentException("no live driver");
        }, Clock.systemUTC());
        String id = queue.submit(QueueTestKit.quick("orphan"), "o.xml").id();
        WorkloadView v = await(queue, id, QueueTestKit::ended);
        assertThat(v.state()).isEqualTo("TERMINATED");
        assertThat(v.message()).contains("no live driver");
        assertThat(history.get(id).orElseThrow().files()).contains("workload-config.xml", id + "-orphan.json");
    }

    @Test
    void runsWaitInTheQueueWhileNoDriverIsAliveAndStartWhenOneIsBack() throws Exception {
        java.util.concurrent.atomic.AtomicBoolean noDriver = new java.util.concurrent.atomic.AtomicBoolean(true);
        WorkloadQueue q = queue(1).holdWhile(noDriver::get);
        String held = q.submit(QueueTestKit.quick("held"), "held.xml").id();
        String cancelled = q.submit(QueueTestKit.quick("cancelled"), "cancelled.xml").id();
        Thread.sleep(600);
        assertThat(q.view(held).orElseThrow().state()).as("not burned while every driver is down").isEqualTo("QUEUING");
        assertThat(q.cancel(cancelled).orElseThrow().state()).isEqualTo("CANCELLED");
        noDriver.set(false);
        assertThat(await(q, held, QueueTestKit::ended).state()).isEqualTo("FINISHED");
        assertThat(q.view(cancelled).orElseThrow().state()).isEqualTo("CANCELLED");
    }
}
