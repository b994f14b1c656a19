package io.objbench.controller.run;

import static io.objbench.controller.Fixtures.op;
import static io.objbench.controller.Fixtures.specialOp;
import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.ErrorKind;
import io.objbench.controller.Fixtures;
import io.objbench.core.driver.DriverClient;
import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionState;
import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.Snapshot;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.WorkType;
import io.objbench.core.workload.Workload;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class WorkloadRunnerTest {

    private static final Instant T0 = Instant.parse("2024-03-01T10:00:00Z");
    private static final long T0_MICROS = T0.toEpochMilli() * 1000;

    private final MutableClock clock = new MutableClock(T0);

    /** {@code count} 1-second snapshots; per op and snapshot: 10 successes per worker, {@code failures} failures. */
    static FakeDriver.Script snapshots(Mission m, int count, long failures, MissionState end) {
        List<Snapshot> snaps = new ArrayList<>();
        for (int seq = 1; seq <= count; seq++) {
            List<OpStats> ops = new ArrayList<>();
            for (Operation o : m.work().operations()) {
                long ok = 10L * m.workers();
                Histogram h = HistogramCodec.newHistogram();
                h.recordValueWithCount(1000, ok);
                ops.add(new OpStats(o.id(), o.name(), o.type(), o.sampleType(), ok, failures, ok * 100,
                        ok * 1_000_000, ok * 500_000, failures == 0 ? Map.of() : Map.of(ErrorKind.SERVER_ERROR, failures),
                        h, T0_MICROS + (seq - 1) * 1_000_000L, T0_MICROS + seq * 1_000_000L));
            }
            snaps.add(new Snapshot(seq, T0_MICROS + (seq - 1) * 1_000_000L, T0_MICROS + seq * 1_000_000L, m.workers(), ops));
        }
        return new FakeDriver.Script(snaps, end, false);
    }

    private static Function<Mission, FakeDriver.Script> ok(int count) {
        return m -> snapshots(m, count, 0, MissionState.ACCOMPLISHED);
    }

    private static Workload fiveStages() {
        Work init = Fixtures.work("init", WorkType.INIT, 2, 0, specialOp("op1", WorkType.INIT));
        Work main = Fixtures.work("main", 4, null, op("op1", "read", 80, ""), op("op2", "write", 20, ""));
        Work cleanup = Fixtures.work("cleanup", WorkType.CLEANUP, 2, 0, specialOp("op1", WorkType.CLEANUP));
        return Fixtures.workload("demo", Fixtures.stage(1, "init", init), Fixtures.stage(2, "main", main),
                Fixtures.stage(3, "cleanup", cleanup));
    }

    private WorkloadResult run(Workload w, Map<String, DriverClient> drivers, RunListener listener) {
        return new WorkloadRunner(drivers, clock.settings(Duration.ofMillis(200)), listener).run("w7", w);
    }

    private static Map<String, DriverClient> drivers(FakeDriver... ds) {
        Map<String, DriverClient> m = new LinkedHashMap<>();
        for (FakeDriver d : ds) {
            m.put(d.info().name(), d);
        }
        return m;
    }

    private static List<StageState> states(StageResult r) {
        return r.history().stream().map(StateChange::state).toList();
    }

    @Test
    void stagesRunInOrderAndWorksSplitOverDriversMergeExactly() {
        FakeDriver d1 = new FakeDriver("d1", ok(3));
        FakeDriver d2 = new FakeDriver("d2", ok(3));
        WorkloadResult r = run(fiveStages(), drivers(d1, d2), RunListener.NONE);

        assertThat(r.state()).isEqualTo(WorkloadState.FINISHED);
        assertThat(r.history().stream().map(StateChange::state)).containsExactly(
                WorkloadState.QUEUING, WorkloadState.PROCESSING, WorkloadState.FINISHED);
        assertThat(r.stages()).extracting(StageResult::state).containsOnly(StageState.COMPLETED);
        assertThat(states(r.stages().get(1))).containsExactly(StageState.WAITING, StageState.BOOTING, StageState.SUBMITTING,
                StageState.AUTHING, StageState.LAUNCHING, StageState.RUNNING, StageState.CLOSING, StageState.COMPLETED);
        // main: 4 workers → 2 per driver, offsets 0 and 2, same seed for the whole work
        List<Mission> main = new ArrayList<>();
        for (FakeDriver d : List.of(d1, d2)) {
            d.submitted.stream().filter(m -> m.stageId().equals("s2-main")).forEach(main::add);
        }
        assertThat(main).extracting(Mission::workerOffset).containsExactly(0, 2);
        assertThat(main).extracting(Mission::workers).containsExactly(2, 2);
        assertThat(main.get(0).seed()).isEqualTo(main.get(1).seed());
        assertThat(main.get(0).id()).isEqualTo("w7-s2-main-w1-d1");
        // final: 2 missions × 3 snapshots × 20 successes per op
        WorkResult work = r.stages().get(1).works().get(0);
        assertThat(work.ops()).extracting(OpStats::successes).containsExactly(120L, 120L);
        assertThat(work.ops().get(0).responseHistogram().getTotalCount()).isEqualTo(120);
        assertThat(work.windowSeconds()).isEqualTo(3.0);
        // timeline: every snapshot of both missions merged; rates summed per mission
        List<TimelineRow> rows = r.stages().get(1).timeline();
        assertThat(rows.stream().mapToLong(row -> row.ops().get(0).successes()).sum()).isEqualTo(120);
        assertThat(rows.get(0).ops().get(0).throughput()).isEqualTo(40.0);
        assertThat(rows.get(0).ops().get(0).successes()).isEqualTo(40);
        assertThat(r.stages().get(1).missions()).hasSize(2);
    }

    @Test
    void afrExceededFailsTheStageButLaterStagesRun() {
        // main's missions fail 5 of 25 per op per snapshot: 20% > afr 10%
        Work main = new Work("main", WorkType.NORMAL, 2, 5, io.objbench.core.workload.Division.NONE, 0, 0, 0, 10, 0,
                100_000, null, Map.of(), io.objbench.core.workload.AdaptorSpec.NONE,
                io.objbench.core.workload.AdaptorSpec.NONE, List.of(op("op1", "read", 100, "")));
        Workload w = Fixtures.workload("afr", Fixtures.stage(1, "main", main),
                Fixtures.stage(2, "after", Fixtures.work("after", 1, null, op("op1", "read", 100, ""))));
        FakeDriver d = new FakeDriver("d1", m -> snapshots(m, 2, m.stageId().equals("s1-main") ? 5 : 0,
                MissionState.ACCOMPLISHED));
        WorkloadResult r = run(w, drivers(d), RunListener.NONE);
        assertThat(r.stages()).extracting(StageResult::state).containsExactly(StageState.FAILED, StageState.COMPLETED);
        assertThat(r.stages().get(0).message()).contains("acceptable failure ratio");
        assertThat(r.state()).isEqualTo(WorkloadState.FAILED);
    }

    @Test
    void failedMissionFailsTheStage() {
        FakeDriver d = new FakeDriver("d1", m -> snapshots(m, 1, 0,
                m.stageId().equals("s3-cleanup") ? MissionState.FAILED : MissionState.ACCOMPLISHED));
        WorkloadResult r = run(fiveStages(), drivers(d), RunListener.NONE);
        assertThat(r.stages()).extracting(StageResult::state)
                .containsExactly(StageState.COMPLETED, StageState.COMPLETED, StageState.FAILED);
        assertThat(r.state()).isEqualTo(WorkloadState.FAILED);
    }

    @Test
    void loginFailureTerminatesAndAbortsTheRest() {
        FakeDriver d = new FakeDriver("d1", m -> new FakeDriver.Script(List.of(), MissionState.ACCOMPLISHED,
                m.stageId().equals("s2-main")));
        WorkloadResult r = run(fiveStages(), drivers(d), RunListener.NONE);
        assertThat(r.stages()).extracting(StageResult::state)
                .containsExactly(StageState.COMPLETED, StageState.TERMINATED, StageState.ABORTED);
        assertThat(r.stages().get(1).message()).contains("TERMINATED after login");
        assertThat(r.state()).isEqualTo(WorkloadState.TERMINATED);
        assertThat(d.calls).noneMatch(c -> c.startsWith("launch w7-s2"));
    }

    @Test
    void driverErrorTerminatesWithTheDriversMessage() {
        FakeDriver d = new FakeDriver("d1", ok(1));
        d.failSubmit = "unknown storage type 'nosuch'";
        WorkloadResult r = run(fiveStages(), drivers(d), RunListener.NONE);
        assertThat(r.stages().get(0).state()).isEqualTo(StageState.TERMINATED);
        assertThat(r.stages().get(0).message()).isEqualTo("d1: unknown storage type 'nosuch'");
        assertThat(r.state()).isEqualTo(WorkloadState.TERMINATED);
    }

    @Test
    void missionTerminatedWhileRunningTerminatesTheStage() {
        FakeDriver d = new FakeDriver("d1", m -> snapshots(m, 2, 0,
                m.stageId().equals("s2-main") ? MissionState.TERMINATED : MissionState.ACCOMPLISHED));
        WorkloadResult r = run(fiveStages(), drivers(d), RunListener.NONE);
        assertThat(r.stages()).extracting(StageResult::state)
                .containsExactly(StageState.COMPLETED, StageState.TERMINATED, StageState.ABORTED);
        assertThat(r.stages().get(1).message()).contains("terminated").contains("boom");
    }

    @Test
    void cancelAbortsRunningMissionsKeepsPartialResultsAndCancelsTheRest() throws Exception {
        // main never ends by itself: it has released 2 snapshots when the test cancels
        FakeDriver d = new FakeDriver("d1", m -> snapshots(m, 2, 0,
                m.stageId().equals("s2-main") ? MissionState.LAUNCHED : MissionState.ACCOMPLISHED));
        List<TimelineRow> seen = new CopyOnWriteArrayList<>();
        WorkloadRunner runner = new WorkloadRunner(drivers(d), clock.settings(Duration.ofSeconds(1)), new RunListener() {
            @Override
            public void timelineRow(String id, Stage stage, TimelineRow row) {
                if (stage.name().equals("main")) {
                    seen.add(row);
                }
            }
        });
        CompletableFuture<WorkloadResult> f = CompletableFuture.supplyAsync(() -> runner.run("w7", fiveStages()), Thread::startVirtualThread);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (seen.stream().mapToLong(row -> row.ops().get(0).successes()).sum() < 80
                && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        runner.cancel();
        WorkloadResult r = f.get(10, TimeUnit.SECONDS);
        assertThat(r.state()).isEqualTo(WorkloadState.CANCELLED);
        assertThat(r.stages()).extracting(StageResult::state)
                .containsExactly(StageState.COMPLETED, StageState.CANCELLED, StageState.CANCELLED);
        assertThat(r.stages().get(1).works().get(0).ops().get(0).successes()).isEqualTo(80);
        assertThat(d.calls).contains("abort w7-s2-main-w1-d1");
    }

    @Test
    void closuredelayShowsSleepingThenTheEndAgainAsCosbench() {
        Workload w = new Workload("d", "", null, List.of(new Stage(1, "a", 3, null,
                List.of(Fixtures.work("a", 1, null, op("op1", "read", 100, ""))))), "<x/>");
        WorkloadResult r = run(w, drivers(new FakeDriver("d1", ok(1))), RunListener.NONE);
        StageResult s = r.stages().get(0);
        assertThat(states(s)).containsExactly(StageState.WAITING, StageState.BOOTING, StageState.SUBMITTING,
                StageState.AUTHING, StageState.LAUNCHING, StageState.RUNNING, StageState.CLOSING, StageState.COMPLETED,
                StageState.SLEEPING, StageState.COMPLETED);
        int n = s.history().size();
        assertThat(Duration.between(s.history().get(n - 2).at(), s.history().get(n - 1).at())).isEqualTo(Duration.ofSeconds(3));
    }

    @Test
    void delayStageOnlySleeps() {
        Stage delay = new Stage(2, "delay", 7, null, List.of(Fixtures.work("delay", WorkType.DELAY, 1, 0,
                op("op1", "delay", 100, ""))));
        Workload w = new Workload("d", "", null, List.of(Fixtures.stage(1, "a",
                Fixtures.work("a", 1, null, op("op1", "read", 100, ""))), delay), "<x/>");
        FakeDriver d = new FakeDriver("d1", ok(1));
        WorkloadResult r = run(w, drivers(d), RunListener.NONE);
        StageResult s = r.stages().get(1);
        assertThat(states(s)).containsExactly(StageState.WAITING, StageState.SLEEPING, StageState.COMPLETED);
        assertThat(Duration.between(s.history().get(1).at(), s.history().get(2).at())).isEqualTo(Duration.ofSeconds(7));
        assertThat(d.submitted).extracting(Mission::stageId).containsExactly("s1-a");
        assertThat(s.works()).isEmpty();
    }

    @Test
    void listenerSeesStagesRowsAndTheEnd() {
        List<String> events = new CopyOnWriteArrayList<>();
        RunListener l = new RunListener() {
            @Override
            public void stageStarted(String id, Stage stage) {
                events.add("start " + stage.id());
            }

            @Override
            public void timelineRow(String id, Stage stage, TimelineRow row) {
                events.add("row " + stage.id());
            }

            @Override
            public void stageEnded(String id, StageResult result) {
                events.add("end " + result.stage().id() + " " + result.state());
            }

            @Override
            public void workloadEnded(WorkloadResult result) {
                events.add("done " + result.state());
            }
        };
        run(fiveStages(), drivers(new FakeDriver("d1", ok(1))), l);
        assertThat(events).containsExactly("start s1-init", "row s1-init", "end s1-init COMPLETED",
                "start s2-main", "row s2-main", "end s2-main COMPLETED",
                "start s3-cleanup", "row s3-cleanup", "end s3-cleanup COMPLETED", "done FINISHED");
    }
}
