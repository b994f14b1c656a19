package io.objbench.controller.run;

import static io.objbench.controller.Fixtures.op;
import static io.objbench.controller.Fixtures.specialOp;
import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.Fixtures;
import io.objbench.controller.driver.DriverSet;
import io.objbench.controller.driver.PoolLink;
import io.objbench.controller.schedule.Assignment;
import io.objbench.core.driver.DriverClient;
import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionState;
import io.objbench.core.workload.DriverLossPolicy;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.WorkType;
import io.objbench.core.workload.Workload;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** onDriverLoss="continue": the stage goes on without a lost driver, whose results stop at its loss. */
class DriverLossContinueTest {

    private static final Duration TICK = Duration.ofSeconds(5);

    private final MutableClock clock = new MutableClock(Instant.parse("2024-03-01T10:00:00Z"));

    /** Init and cleanup end after one snapshot; main after 8. */
    private static Function<Mission, FakeDriver.Script> scripts() {
        return m -> WorkloadRunnerTest.snapshots(m, m.stageId().equals("s2-main") ? 8 : 1, 0,
                MissionState.ACCOMPLISHED);
    }

    private static Workload threeStages(DriverLossPolicy policy) {
        return Fixtures.workload("lost",
                Fixtures.stage(1, "init", Fixtures.work("init", WorkType.INIT, 2, 0, specialOp("op1", WorkType.INIT))),
                Fixtures.stage(2, "main", Fixtures.work("main", 4, null, op("op1", "read", 100, "")))
                        .withOnDriverLoss(policy),
                Fixtures.stage(3, "cleanup", Fixtures.work("cleanup", WorkType.CLEANUP, 2, 0,
                        specialOp("op1", WorkType.CLEANUP))));
    }

    /** A pool link that records what the stage told it. */
    private static final class RecordingLink implements PoolLink {
        final List<String> told = new CopyOnWriteArrayList<>();

        @Override
        public void own(String missionId) {
        }

        @Override
        public void release(String missionId) {
            told.add("release " + missionId);
        }

        @Override
        public void down(String driver, String why) {
            told.add("down " + driver);
        }
    }

    @Test
    void aDriverSilentForThreePollsIsLostTheStageGoesOnAndItsLaterAnswersAreNotMerged() {
        // d2's polls over the run: init 2 (login check, one poll), main login check 3, polls 4-6
        // deliver snapshots 1-3, 7-9 fail (lost), then it would answer again with snapshots 4-8
        AtomicInteger polls = new AtomicInteger();
        FakeDriver d1 = new FakeDriver("d1", scripts());
        FlakyDriver d2 = new FlakyDriver(new FakeDriver("d2", scripts()), n -> n >= 7 && n <= 9, polls);
        Map<String, DriverClient> live = new LinkedHashMap<>();
        live.put("d1", d1);
        live.put("d2", d2);
        RecordingLink link = new RecordingLink();
        DriverSet set = new DriverSet(live, List.of("d1", "d2"), Map.of(), 3, link);
        List<DriverEvent> events = new CopyOnWriteArrayList<>();
        RunListener listener = new RunListener() {
            @Override
            public void driverEvent(String workloadId, Stage stage, DriverEvent event) {
                events.add(event);
            }
        };

        WorkloadResult r = new WorkloadRunner(() -> set, clock.perTickSettings(TICK), listener).run("w7",
                threeStages(DriverLossPolicy.CONTINUE));

        assertThat(r.state()).isEqualTo(WorkloadState.FINISHED);
        assertThat(r.stages()).extracting(StageResult::state)
                .containsExactly(StageState.COMPLETED, StageState.COMPLETED, StageState.COMPLETED);
        StageResult main = r.stages().get(1);
        // d2 was polled no more in main after its loss: cleanup's login check and poll come next
        assertThat(polls.get()).as("d2's status polls over the run").isEqualTo(9 + 2);
        MissionLog lost = main.missions().get(1);
        assertThat(lost.driverName()).isEqualTo("d2");
        assertThat(lost.partial()).isTrue();
        assertThat(lost.report().state()).isEqualTo(MissionState.TERMINATED);
        assertThat(lost.report().message()).contains("driver d2 lost: 3 consecutive status polls failed")
                .contains("onDriverLoss=continue");
        // 2 workers each, 10 operations per worker per snapshot: d1 all 8 snapshots, d2 its first 3
        assertThat(lost.report().ops().get(0).successes()).isEqualTo(3 * 20);
        assertThat(main.works().get(0).ops().get(0).successes()).isEqualTo(8 * 20 + 3 * 20);
        long timelineOfD2 = main.timeline().stream().flatMap(row -> row.drivers().stream())
                .filter(d -> d.driver().equals("d2")).mapToLong(TimelineRow.DriverOp::successes).sum();
        assertThat(timelineOfD2).isEqualTo(3 * 20);
        // the verdict names the driver, when, and its share: 60 of the 180 operations received by then
        assertThat(main.verdict().codes()).contains(DriverLoss.CODE);
        StageVerdict.Reason reason = main.verdict().reasons().stream()
                .filter(x -> x.code().equals(DriverLoss.CODE)).findFirst().orElseThrow();
        assertThat(reason.subject()).isEqualTo("d2");
        assertThat(reason.measured()).isCloseTo(1.0 / 3, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(reason.message()).matches("driver d2 lost at \\d\\d:\\d\\d:\\d\\d \\(carried 33 % of operations"
                + " up to then, 60 of 180\\): 3 consecutive status polls failed .*");
        assertThat(main.verdict().label()).startsWith("suspect: ").contains("driver lost");
        // the pool marks it down and aborts its mission should it answer again
        assertThat(link.told).contains("down d2", "release w7-s2-main-w1-d2");
        assertThat(link.told.indexOf("release w7-s2-main-w1-d2")).isLessThan(link.told.indexOf("release w7-s2-main-w1-d1"));
        assertThat(events).filteredOn(e -> e.kind() == DriverEvent.Kind.LOST).singleElement()
                .satisfies(e -> assertThat(e.detail()).contains("onDriverLoss=continue").contains("(33 %)"));
        // the other driver's mission was never aborted: it ran to its end
        assertThat(d1.calls).noneMatch(c -> c.startsWith("abort"));
        // the JSON summary carries the reason
        assertThat(io.objbench.controller.archive.JsonSummary.render(r)).contains("\"code\" : \"driver-lost\"")
                .contains("driver d2 lost at ");
    }

    @Test
    void theSameLossTerminatesTheStageByDefault() {
        AtomicInteger polls = new AtomicInteger();
        FakeDriver d1 = new FakeDriver("d1", scripts());
        FlakyDriver d2 = new FlakyDriver(new FakeDriver("d2", scripts()), n -> n >= 7 && n <= 9, polls);
        Map<String, DriverClient> live = new LinkedHashMap<>();
        live.put("d1", d1);
        live.put("d2", d2);
        WorkloadResult r = new WorkloadRunner(live, clock.perTickSettings(TICK), RunListener.NONE).run("w7",
                threeStages(DriverLossPolicy.TERMINATE));
        assertThat(r.state()).isEqualTo(WorkloadState.TERMINATED);
        assertThat(r.stages().get(1).state()).isEqualTo(StageState.TERMINATED);
        assertThat(r.stages().get(1).verdict().codes()).doesNotContain(DriverLoss.CODE);
        assertThat(d1.calls).contains("abort w7-s2-main-w1-d1");
    }

    @Test
    void losingTheLastDriverTerminatesTheStageEvenWithContinue() {
        AtomicInteger polls = new AtomicInteger();
        FlakyDriver d1 = new FlakyDriver(new FakeDriver("d1", scripts()), n -> n >= 5, polls);
        WorkloadResult r = new WorkloadRunner(Map.of("d1", d1), clock.perTickSettings(TICK), RunListener.NONE)
                .run("w7", threeStages(DriverLossPolicy.CONTINUE));
        assertThat(r.state()).isEqualTo(WorkloadState.TERMINATED);
        assertThat(r.stages().get(1).state()).isEqualTo(StageState.TERMINATED);
        assertThat(r.stages().get(1).message()).startsWith("driver d1 lost: 3 consecutive status polls failed")
                .endsWith("; no other driver is left");
    }

    @Test
    void aFrozenHandleIgnoresLateSnapshots() {
        Stage stage = Fixtures.stage(1, "main", Fixtures.work("main", 2, null, op("op1", "read", 100, "")));
        Mission m = new Mission("w1-s1-main-w1-d1", "w1", "s1-main", stage.works().get(0), 2, 0, 1);
        MissionHandle h = new MissionHandle(new Assignment(1, stage.works().get(0), "d1", 2, 0), m, null);
        h.id = m.id();
        var snaps = WorkloadRunnerTest.snapshots(m, 4, 0, MissionState.ACCOMPLISHED).snapshots();
        assertThat(h.received(snaps.subList(0, 2))).isTrue();
        h.freeze("driver d1 lost");
        // the answer a stopped driver gives once continued: not kept, the report unchanged
        assertThat(h.received(snaps.subList(2, 4))).isFalse();
        assertThat(h.receivedOps()).isEqualTo(2 * 20);
        assertThat(h.report().ops().get(0).successes()).isEqualTo(2 * 20);
        assertThat(h.intervals()).hasSize(2);
        assertThat(h.partial()).isTrue();
    }
}
