package io.objbench.controller.run;

import static io.objbench.controller.Fixtures.op;
import static io.objbench.controller.Fixtures.specialOp;
import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.Fixtures;
import io.objbench.core.driver.DriverClient;
import io.objbench.controller.driver.DriverSet;
import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionState;
import io.objbench.core.workload.WorkType;
import io.objbench.core.workload.Workload;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** Drivers that go away: lost during a stage, down at a stage's start, pinned while down. */
class LostDriverTest {

    private static final Duration TICK = Duration.ofSeconds(5);

    private final MutableClock clock = new MutableClock(Instant.parse("2024-03-01T10:00:00Z"));

    /** Init and cleanup end after one snapshot; main runs until aborted (50 snapshots available). */
    private static Function<Mission, FakeDriver.Script> scripts() {
        return m -> m.stageId().equals("s2-main")
                ? WorkloadRunnerTest.snapshots(m, 50, 0, MissionState.LAUNCHED)
                : WorkloadRunnerTest.snapshots(m, 1, 0, MissionState.ACCOMPLISHED);
    }

    private static Workload threeStages(String mainDriver) {
        return Fixtures.workload("lost",
                Fixtures.stage(1, "init", Fixtures.work("init", WorkType.INIT, 2, 0, specialOp("op1", WorkType.INIT))),
                Fixtures.stage(2, "main", Fixtures.work("main", 4, mainDriver, op("op1", "read", 100, ""))),
                Fixtures.stage(3, "cleanup", Fixtures.work("cleanup", WorkType.CLEANUP, 2, 0,
                        specialOp("op1", WorkType.CLEANUP))));
    }

    private static Map<String, DriverClient> map(FakeDriver... ds) {
        Map<String, DriverClient> m = new LinkedHashMap<>();
        for (FakeDriver d : ds) {
            m.put(d.info().name(), d);
        }
        return m;
    }

    @Test
    void aDriverLostMidStageTerminatesItAbortsTheOthersAndResolvesInTime() {
        FakeDriver d1 = new FakeDriver("d1", scripts());
        FakeDriver d2 = new FakeDriver("d2", scripts());
        FakeDriver d3 = new FakeDriver("d3", scripts());
        d2.clock = clock;
        d2.dieInStage = "s2-main";
        d2.dieAfterPolls = 4;
        DriverSet set = new DriverSet(map(d1, d2, d3), List.of("d1", "d2", "d3"), Map.of("d2", -42L), 3);

        WorkloadResult r = new WorkloadRunner(() -> set, clock.perTickSettings(TICK), RunListener.NONE).run("w7",
                threeStages(null));

        assertThat(r.state()).isEqualTo(WorkloadState.TERMINATED);
        assertThat(r.stages()).extracting(StageResult::state)
                .containsExactly(StageState.COMPLETED, StageState.TERMINATED, StageState.ABORTED);
        StageResult main = r.stages().get(1);
        assertThat(main.message()).startsWith("driver d2 lost: 3 consecutive status polls failed (last: d2: unreachable");
        // the stage ended within 2 × N × interval of the driver's death
        Instant ended = main.history().get(main.history().size() - 1).at();
        assertThat(Duration.between(d2.diedAt, ended)).isLessThanOrEqualTo(TICK.multipliedBy(2 * 3));
        // the lost driver got no abort; the others were aborted and their partial results kept
        assertThat(d2.calls).noneMatch(c -> c.startsWith("abort"));
        assertThat(d1.calls).contains("abort w7-s2-main-w1-d1");
        assertThat(d3.calls).contains("abort w7-s2-main-w1-d3");
        assertThat(main.missions()).extracting(m -> m.driverName() + " " + m.report().state())
                .containsExactly("d1 ABORTED", "d2 TERMINATED", "d3 ABORTED");
        assertThat(main.missions().get(1).report().message()).contains("driver d2 lost");
        assertThat(main.missions().get(1).report().log().get(0)).startsWith("driver d2 clock skew -42 ms");
        assertThat(main.works().get(0).ops().get(0).successes()).isPositive();
        assertThat(d1.calls).noneMatch(c -> c.contains("s3-cleanup"));
    }

    @Test
    void aLostDriversMeasuredOperationsAreKeptAsAPartialReportEqualToWhatTheTimelineReceived() {
        FakeDriver d1 = new FakeDriver("d1", scripts());
        FakeDriver d2 = new FakeDriver("d2", scripts());
        d2.clock = clock;
        d2.dieInStage = "s2-main";
        d2.dieAfterPolls = 4;
        DriverSet set = new DriverSet(map(d1, d2), List.of("d1", "d2"), Map.of(), 3);
        List<DriverEvent> events = new java.util.concurrent.CopyOnWriteArrayList<>();
        RunListener listener = new RunListener() {
            @Override
            public void driverEvent(String workloadId, io.objbench.core.workload.Stage stage, DriverEvent event) {
                events.add(event);
            }
        };

        WorkloadResult r = new WorkloadRunner(() -> set, clock.perTickSettings(TICK), listener).run("w7",
                threeStages(null));

        StageResult main = r.stages().get(1);
        MissionLog lost = main.missions().get(1);
        assertThat(lost.driverName()).isEqualTo("d2");
        assertThat(lost.partial()).isTrue();
        assertThat(main.missions().get(0).partial()).isFalse();
        assertThat(main.partial()).isTrue();
        long timelineOfD2 = main.timeline().stream().flatMap(row -> row.drivers().stream())
                .filter(d -> d.driver().equals("d2")).mapToLong(TimelineRow.DriverOp::successes).sum();
        assertThat(timelineOfD2).isPositive();
        assertThat(lost.report().ops()).hasSize(1);
        assertThat(lost.report().ops().get(0).successes()).as("the lost driver's share: what the timeline received")
                .isEqualTo(timelineOfD2);
        assertThat(lost.report().message()).contains("driver d2 lost").contains("partial report");
        assertThat(lost.report().windowSeconds()).isPositive();
        // summary, JSON and log say so
        io.objbench.controller.archive.CsvFormat f = new io.objbench.controller.archive.CsvFormat(java.time.ZoneOffset.UTC);
        assertThat(io.objbench.controller.archive.SummaryCsv.render(r, f).lines()
                .filter(l -> l.startsWith("s2-main,"))).allMatch(l -> l.contains(",partial @ 2024-03-01 "));
        assertThat(io.objbench.controller.archive.JsonSummary.render(r)).contains("\"partial\" : true");
        // every missed poll and the loss were reported, in order
        assertThat(events).filteredOn(e -> e.driver().equals("d2")).extracting(DriverEvent::kind, DriverEvent::missedPolls)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(DriverEvent.Kind.MISSED_POLL, 1),
                        org.assertj.core.groups.Tuple.tuple(DriverEvent.Kind.MISSED_POLL, 2),
                        org.assertj.core.groups.Tuple.tuple(DriverEvent.Kind.MISSED_POLL, 3),
                        org.assertj.core.groups.Tuple.tuple(DriverEvent.Kind.LOST, 3));
    }

    @Test
    void aFailedPollOrTwoIsForgivenWhenTheDriverAnswersAgain() {
        // each driver's main mission accomplishes after 6 snapshots; d2 fails 2 polls in a row mid-way
        AtomicInteger polls = new AtomicInteger();
        FakeDriver d1 = new FakeDriver("d1", m -> WorkloadRunnerTest.snapshots(m, 6, 0, MissionState.ACCOMPLISHED));
        FlakyDriver d2 = new FlakyDriver(new FakeDriver("d2",
                m -> WorkloadRunnerTest.snapshots(m, 6, 0, MissionState.ACCOMPLISHED)),
                n -> n == 3 || n == 4, polls);
        Map<String, DriverClient> drivers = new LinkedHashMap<>();
        drivers.put("d1", d1);
        drivers.put("d2", d2);
        List<DriverEvent> events = new java.util.concurrent.CopyOnWriteArrayList<>();
        RunListener listener = new RunListener() {
            @Override
            public void driverEvent(String workloadId, io.objbench.core.workload.Stage stage, DriverEvent event) {
                events.add(event);
            }
        };
        WorkloadResult r = new WorkloadRunner(drivers, clock.perTickSettings(TICK), listener).run("w7",
                threeStages(null));
        assertThat(r.state()).isEqualTo(WorkloadState.FINISHED);
        assertThat(polls.get()).isGreaterThan(4);
        // the missed polls are on record although the run finished
        assertThat(events).extracting(DriverEvent::driver, DriverEvent::kind, DriverEvent::missedPolls).containsExactly(
                org.assertj.core.groups.Tuple.tuple("d2", DriverEvent.Kind.MISSED_POLL, 1),
                org.assertj.core.groups.Tuple.tuple("d2", DriverEvent.Kind.MISSED_POLL, 2),
                org.assertj.core.groups.Tuple.tuple("d2", DriverEvent.Kind.RESUMED, 2));
        assertThat(r.stages().get(1).works().get(0).ops().get(0).successes()).isEqualTo(6 * 10 * 4);
    }

    @Test
    void onlyLiveDriversGetWork() {
        FakeDriver d1 = new FakeDriver("d1", m -> WorkloadRunnerTest.snapshots(m, 1, 0, MissionState.ACCOMPLISHED));
        FakeDriver d3 = new FakeDriver("d3", m -> WorkloadRunnerTest.snapshots(m, 1, 0, MissionState.ACCOMPLISHED));
        DriverSet set = new DriverSet(map(d1, d3), List.of("d1", "d2", "d3"), Map.of(), 3);
        WorkloadResult r = new WorkloadRunner(() -> set, clock.perTickSettings(TICK), RunListener.NONE).run("w7",
                threeStages(null));
        assertThat(r.state()).isEqualTo(WorkloadState.FINISHED);
        assertThat(r.stages().get(1).missions()).extracting(MissionLog::driverName).containsExactly("d1", "d3");
        assertThat(d1.submitted).filteredOn(m -> m.stageId().equals("s2-main"))
                .extracting(Mission::workers, Mission::workerOffset).containsExactly(org.assertj.core.groups.Tuple.tuple(2, 0));
        assertThat(d3.submitted).filteredOn(m -> m.stageId().equals("s2-main"))
                .extracting(Mission::workers, Mission::workerOffset).containsExactly(org.assertj.core.groups.Tuple.tuple(2, 2));
    }

    @Test
    void aWorkPinnedToADriverThatIsDownTerminatesTheStageNamingIt() {
        FakeDriver d1 = new FakeDriver("d1", m -> WorkloadRunnerTest.snapshots(m, 1, 0, MissionState.ACCOMPLISHED));
        DriverSet set = new DriverSet(map(d1), List.of("d1", "d2"), Map.of(), 3);
        WorkloadResult r = new WorkloadRunner(() -> set, clock.perTickSettings(TICK), RunListener.NONE).run("w7",
                threeStages("d2"));
        assertThat(r.stages()).extracting(StageResult::state)
                .containsExactly(StageState.COMPLETED, StageState.TERMINATED, StageState.ABORTED);
        assertThat(r.stages().get(1).message())
                .isEqualTo("work 'main' is pinned to driver 'd2', which is not alive (live drivers: [d1])");
        assertThat(r.state()).isEqualTo(WorkloadState.TERMINATED);
    }

    @Test
    void theDriverSetIsAskedAtEachStageStart() {
        FakeDriver d1 = new FakeDriver("d1", m -> WorkloadRunnerTest.snapshots(m, 1, 0, MissionState.ACCOMPLISHED));
        FakeDriver d2 = new FakeDriver("d2", m -> WorkloadRunnerTest.snapshots(m, 1, 0, MissionState.ACCOMPLISHED));
        AtomicInteger asked = new AtomicInteger();
        WorkloadResult r = new WorkloadRunner(() -> asked.incrementAndGet() == 1
                ? new DriverSet(map(d1, d2), List.of("d1", "d2"), Map.of(), 3)
                : new DriverSet(map(d1), List.of("d1", "d2"), Map.of(), 3),
                clock.perTickSettings(TICK), RunListener.NONE).run("w7", threeStages(null));
        assertThat(r.state()).isEqualTo(WorkloadState.FINISHED);
        assertThat(asked.get()).isEqualTo(3);
        assertThat(d2.submitted).extracting(Mission::stageId).containsExactly("s1-init");
        assertThat(r.stages().get(2).missions()).extracting(MissionLog::driverName).containsExactly("d1");
    }


    @Test
    void remotePollsRampUpToOncePerTickAndNoFurther() {
        AtomicInteger polls = new AtomicInteger();
        FlakyDriver d = new FlakyDriver(new FakeDriver("d1",
                m -> WorkloadRunnerTest.snapshots(m, 12, 0, MissionState.ACCOMPLISHED)), n -> false, polls);
        d.remote = true;
        Workload w = Fixtures.workload("cadence",
                Fixtures.stage(1, "main", Fixtures.work("main", 1, null, op("op1", "read", 100, ""))));
        WorkloadResult r = new WorkloadRunner(Map.of("d1", d), clock.settings(TICK), RunListener.NONE).run("w7", w);
        StageResult s = r.stages().get(0);
        Duration running = Duration.between(s.history().get(5).at(), s.history().get(6).at()); // running → closing
        // 50+100+200+400+800+1600+1850 (to the first tick), then the last 5 polls one tick apart
        assertThat(running).isEqualTo(TICK.multipliedBy(6));
        assertThat(polls.get()).isEqualTo(12 + 1);
    }

    @Test
    void remoteDriversArePolledOncePerTickLocalOnesEveryCheckPeriod() {
        for (boolean remote : new boolean[] {true, false}) {
            AtomicInteger polls = new AtomicInteger();
            FlakyDriver d = new FlakyDriver(new FakeDriver("d1",
                    m -> WorkloadRunnerTest.snapshots(m, 4, 0, MissionState.ACCOMPLISHED)), n -> false, polls);
            d.remote = remote;
            Workload w = Fixtures.workload("cadence",
                    Fixtures.stage(1, "main", Fixtures.work("main", 1, null, op("op1", "read", 100, ""))));
            // check period 200 ms, tick 5 s: 4 polls release the 4 snapshots, whatever the cadence; remote
            // polls start 50 ms after launch and double up to the tick (a short stage ends soon)
            WorkloadResult r = new WorkloadRunner(Map.of("d1", d), clock.settings(TICK), RunListener.NONE).run("w7", w);
            assertThat(r.state()).isEqualTo(WorkloadState.FINISHED);
            StageResult s = r.stages().get(0);
            Duration running = Duration.between(s.history().get(5).at(), s.history().get(6).at()); // running → closing
            assertThat(polls.get()).isEqualTo(4 + 1); // + the status check after login
            assertThat(running).as("remote " + remote)
                    .isEqualTo(remote ? Duration.ofMillis(50 + 100 + 200 + 400) : Duration.ofMillis(200 * 4));
        }
    }

    @Test
    void aDriverThatStopsAnsweringIsLostWithoutWaitingForItsTimeouts() {
        FakeDriver d1 = new FakeDriver("d1", scripts());
        FlakyDriver d2 = new FlakyDriver(new FakeDriver("d2", scripts()), n -> false, new AtomicInteger());
        d2.remote = true;
        d2.hangFrom = 4; // init: login check and one poll; main: login check; then silence
        Map<String, DriverClient> drivers = new LinkedHashMap<>();
        drivers.put("d1", d1);
        drivers.put("d2", d2);
        long t0 = System.nanoTime();
        WorkloadResult r = new WorkloadRunner(drivers, clock.settings(Duration.ofMillis(200)), RunListener.NONE)
                .run("w7", threeStages(null));
        assertThat(r.stages()).extracting(StageResult::state)
                .containsExactly(StageState.COMPLETED, StageState.TERMINATED, StageState.ABORTED);
        assertThat(r.stages().get(1).message()).startsWith("driver d2 lost: 3 consecutive status polls failed")
                .contains("no reply to a status poll within 100 ms");
        assertThat(d1.calls).contains("abort w7-s2-main-w1-d1");
        // each silent round waits half a period (100 ms here), not an HTTP timeout
        assertThat(Duration.ofNanos(System.nanoTime() - t0)).isLessThan(Duration.ofSeconds(5));
    }
}
