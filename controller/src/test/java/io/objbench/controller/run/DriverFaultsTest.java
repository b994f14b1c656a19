package io.objbench.controller.run;

import static io.objbench.controller.Fixtures.op;
import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.Fixtures;
import io.objbench.core.driver.DriverClient;
import io.objbench.controller.driver.DriverSet;
import io.objbench.controller.driver.PoolLink;
import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionState;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Workload;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Certain news about drivers and cancels that never wait: a driver refusing the connection at
 * submit is reported down and the stage runs on the others; a mission a driver forgot ends the
 * stage at once; a cancel returns at once whatever a driver does with its abort; a stage's
 * missions are owned while it runs and released after.
 */
class DriverFaultsTest {

    private static final Duration TICK = Duration.ofSeconds(5);

    private final MutableClock clock = new MutableClock(Instant.parse("2024-03-01T10:00:00Z"));

    /** A pool link that records what stages tell it. */
    private static final class RecordingLink implements PoolLink {
        final Set<String> owned = java.util.concurrent.ConcurrentHashMap.newKeySet();
        final List<String> everOwned = new CopyOnWriteArrayList<>();
        final List<String> down = new CopyOnWriteArrayList<>();

        @Override
        public void own(String missionId) {
            owned.add(missionId);
            everOwned.add(missionId);
        }

        @Override
        public void release(String missionId) {
            owned.remove(missionId);
        }

        @Override
        public void down(String driver, String why) {
            down.add(driver + ": " + why);
        }
    }

    private static Map<String, DriverClient> map(FakeDriver... ds) {
        Map<String, DriverClient> m = new LinkedHashMap<>();
        for (FakeDriver d : ds) {
            m.put(d.info().name(), d);
        }
        return m;
    }

    private static Workload oneStage(String driver) {
        return Fixtures.workload("faults", Fixtures.stage(1, "main", Fixtures.work("main", 4, driver, op("op1", "read", 100, ""))));
    }

    private static FakeDriver driver(String name, int snapshots, MissionState end) {
        return new FakeDriver(name, m -> WorkloadRunnerTest.snapshots(m, snapshots, 0, end));
    }

    @Test
    void aDriverRefusingAtSubmitIsReportedDownAndTheStageRunsOnTheOthers() {
        FakeDriver d1 = driver("d1", 2, MissionState.ACCOMPLISHED);
        FakeDriver d2 = driver("d2", 2, MissionState.ACCOMPLISHED);
        FakeDriver d3 = driver("d3", 2, MissionState.ACCOMPLISHED);
        d2.refusing = true;
        RecordingLink link = new RecordingLink();
        DriverSet set = new DriverSet(map(d1, d2, d3), List.of("d1", "d2", "d3"), Map.of(), 3, link);

        WorkloadResult r = new WorkloadRunner(() -> set, clock.perTickSettings(TICK), RunListener.NONE)
                .run("w7", oneStage(null));

        assertThat(r.state()).as("the run is not lost to the dead driver").isEqualTo(WorkloadState.FINISHED);
        assertThat(link.down).singleElement().asString().startsWith("d2: ").contains("connection refused");
        // first try over 3 drivers: d1 and d3 took theirs, aborted; the second over d1 and d3 only
        assertThat(d1.calls).contains("submit w7-s1-main-w1-d1", "abort w7-s1-main-w1-d1", "submit w7-s1-main-w1-d1-r1");
        assertThat(d1.submitted).extracting(Mission::workers).containsExactly(2, 2);
        assertThat(d3.submitted).extracting(Mission::workerOffset).containsExactly(3, 2);
        assertThat(r.stages().get(0).missions()).extracting(MissionLog::driverName).containsExactly("d1", "d3");
        assertThat(link.everOwned).as("every mission owned before it was submitted")
                .contains("w7-s1-main-w1-d1", "w7-s1-main-w1-d2", "w7-s1-main-w1-d1-r1", "w7-s1-main-w1-d3-r1");
        assertThat(link.owned).as("released when the stage ended").isEmpty();
    }

    @Test
    void aPinnedWorkCannotMoveOffARefusingDriver() {
        FakeDriver d1 = driver("d1", 2, MissionState.ACCOMPLISHED);
        FakeDriver d2 = driver("d2", 2, MissionState.ACCOMPLISHED);
        d2.refusing = true;
        RecordingLink link = new RecordingLink();
        DriverSet set = new DriverSet(map(d1, d2), List.of("d1", "d2"), Map.of(), 3, link);

        WorkloadResult r = new WorkloadRunner(() -> set, clock.perTickSettings(TICK), RunListener.NONE)
                .run("w7", oneStage("d2"));

        assertThat(r.state()).isEqualTo(WorkloadState.TERMINATED);
        assertThat(r.stages().get(0).message()).contains("pinned to driver 'd2'").contains("connection refused");
        assertThat(link.down).hasSize(1);
    }

    @Test
    void aMissionTheDriverNoLongerKnowsEndsTheStageAtOnce() {
        FakeDriver d1 = driver("d1", 50, MissionState.LAUNCHED);
        FakeDriver d2 = driver("d2", 50, MissionState.LAUNCHED);
        RecordingLink link = new RecordingLink();
        DriverSet set = new DriverSet(map(d1, d2), List.of("d1", "d2"), Map.of(), 3, link);
        RunListener restartD2 = new RunListener() {
            @Override
            public void timelineRow(String workloadId, Stage stage, TimelineRow row) {
                d2.forgetAll(); // the driver process was restarted: its missions are gone
            }
        };

        WorkloadResult r = new WorkloadRunner(() -> set, clock.perTickSettings(TICK), restartD2).run("w7", oneStage(null));

        StageResult main = r.stages().get(0);
        assertThat(main.state()).isEqualTo(StageState.TERMINATED);
        assertThat(main.message()).startsWith("driver d2 lost: ").contains("no mission");
        assertThat(link.down).singleElement().asString().startsWith("d2: ");
        assertThat(d1.calls).contains("abort w7-s1-main-w1-d1");
    }

    @Test
    void cancelReturnsAtOnceAndAbortsTheHealthyDriversWhileOneHangs() throws Exception {
        FakeDriver d1 = driver("d1", 500, MissionState.LAUNCHED);
        FakeDriver d2 = driver("d2", 500, MissionState.LAUNCHED);
        CountDownLatch stopped = new CountDownLatch(1);
        d2.abortHangs = stopped; // SIGSTOPped: its abort never answers
        CountDownLatch running = new CountDownLatch(1);
        RunListener listener = new RunListener() {
            @Override
            public void stageState(String workloadId, Stage stage, StageState state) {
                if (state == StageState.RUNNING) {
                    running.countDown();
                }
            }
        };
        WorkloadRunner runner = new WorkloadRunner(map(d1, d2), RunSettings.distributed(), listener);
        Thread t = Thread.ofPlatform().start(() -> runner.run("w7", oneStage(null)));
        try {
            assertThat(running.await(10, TimeUnit.SECONDS)).isTrue();
            long t0 = System.nanoTime();
            runner.cancel();
            assertThat(Duration.ofNanos(System.nanoTime() - t0)).as("cancel returns at once")
                    .isLessThan(Duration.ofMillis(200));
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(2);
            while (!d1.calls.contains("abort w7-s1-main-w1-d1") && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            assertThat(d1.calls).as("the healthy driver is aborted promptly").contains("abort w7-s1-main-w1-d1");
            assertThat(d2.calls).contains("hung abort w7-s1-main-w1-d2");
        } finally {
            stopped.countDown();
            t.join(20_000);
        }
    }

    @Test
    void aCancelledStageGivesUpALoginThatHangs() throws Exception {
        FakeDriver d1 = driver("d1", 5, MissionState.LAUNCHED);
        FakeDriver d2 = driver("d2", 5, MissionState.LAUNCHED);
        CountDownLatch stopped = new CountDownLatch(1);
        d2.loginHangs = stopped;
        CountDownLatch authing = new CountDownLatch(1);
        RunListener listener = new RunListener() {
            @Override
            public void stageState(String workloadId, Stage stage, StageState state) {
                if (state == StageState.AUTHING) {
                    authing.countDown();
                }
            }
        };
        WorkloadRunner runner = new WorkloadRunner(map(d1, d2), RunSettings.distributed(), listener);
        java.util.concurrent.atomic.AtomicReference<WorkloadResult> result = new java.util.concurrent.atomic.AtomicReference<>();
        Thread t = Thread.ofPlatform().start(() -> result.set(runner.run("w7", oneStage(null))));
        try {
            assertThat(authing.await(10, TimeUnit.SECONDS)).isTrue();
            Thread.sleep(100);
            long t0 = System.nanoTime();
            runner.cancel();
            t.join(StageRunner.ABORT_TIMEOUT.plusSeconds(10).toMillis());
            assertThat(t.isAlive()).as("the run ends without waiting for the hung login").isFalse();
            assertThat(Duration.ofNanos(System.nanoTime() - t0)).isLessThan(StageRunner.ABORT_TIMEOUT.plusSeconds(5));
            assertThat(result.get().state()).isEqualTo(WorkloadState.CANCELLED);
        } finally {
            stopped.countDown();
            t.join(20_000);
        }
    }
}
