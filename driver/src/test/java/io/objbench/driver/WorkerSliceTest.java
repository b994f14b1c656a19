package io.objbench.driver;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.OpResult;
import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionState;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.WorkloadReader;
import io.objbench.driver.measure.Clock;
import io.objbench.driver.support.Runs;
import io.objbench.driver.support.ScriptedStorage;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Workers on a storage that never blocks: a virtual thread the driver starts from a platform
 * thread (another mission's worker, a login, a trigger) must still run within a few time slices,
 * not wait for the stage to end.
 * <ul>
 * <li>{@code none} says it never blocks: its workers run on platform threads, one or eight per
 *     carrier. On virtual threads, eight per carrier each parking once per 1 ms slice, the probe
 *     waited the whole stage: a carrier runs its own queue dry before it looks at what was
 *     submitted from outside.</li>
 * <li>A storage that does not say so (scripted here, answering at once) keeps virtual threads:
 *     one worker per carrier keeps its carrier for a time slice and then parks (NormalWorker).
 *     With {@code Thread.yield()} in place of the park the probe waited the whole stage (3.5 s).</li>
 * </ul>
 */
class WorkerSliceTest {

    private static final int CARRIERS = Integer.getInteger("jdk.virtualThreadScheduler.parallelism",
            Runtime.getRuntime().availableProcessors());

    @ParameterizedTest(name = "{0}, {1} worker(s) per carrier")
    @CsvSource({"none, 1", "none, 8", "scripted, 1"})
    void otherVirtualThreadsRunWhileNeverBlockingWorkersKeepEveryCarrierBusy(String storage, int perCarrier)
            throws Exception {
        int workers = perCarrier * CARRIERS;
        Stage stage = WorkloadReader.read("""
                <workload name="slice"><storage type="%s"/><workflow>
                  <workstage name="main">
                    <work name="spin" workers="%d" runtime="4" config="containers=u(1,4);objects=u(1,100)">
                      <operation type="read" ratio="100"/>
                    </work>
                  </workstage>
                </workflow></workload>""".formatted(storage, workers), "slice.xml").stages().getFirst();
        MissionManager driver = storage.equals("none") ? MissionManager.withDefaults("slice")
                : new Runs(Clock.system(), new ScriptedStorage(c -> OpResult.OK, false)).manager;
        Mission mission = new Mission("slice-m", "w-slice", stage.id(), stage.works().getFirst(), workers, 0, 7);
        driver.submit(mission);
        driver.login(mission.id());
        driver.launch(mission.id());

        Thread.sleep(500); // the workers are running and compiled
        long worst = 0;
        int probes = 0;
        long until = System.nanoTime() + 2_000_000_000L;
        while (System.nanoTime() < until) {
            long asked = System.nanoTime();
            long[] ran = new long[1];
            Thread.ofVirtual().start(() -> ran[0] = System.nanoTime()).join();
            worst = Math.max(worst, ran[0] - asked);
            probes++;
            Thread.sleep(20);
        }

        driver.awaitFinal(mission.id(), Duration.ofSeconds(30));
        MissionReport report = driver.close(mission.id());
        assertThat(report.state()).as(report.message()).isEqualTo(MissionState.ACCOMPLISHED);
        assertThat(report.ops().getFirst().successes()).as("the workers ran throughout").isGreaterThan(100_000);
        assertThat(probes).isGreaterThan(10);
        // a slice is 1 ms (the operating system's a few ms); a starved probe waits for the stage's end
        assertThat(Duration.ofNanos(worst)).as("longest wait of a virtual thread for a carrier")
                .isLessThan(Duration.ofMillis(250));
    }

    /**
     * Two works of one stage on one driver: eight never-blocking workers per CPU, and four workers
     * of a mock that sleeps 1 ms per call. Before the never-blocking workers took CPU tokens (as
     * virtual threads) the sleeping work made 13 calls in 10 s, each measured at 3 s on average:
     * its wake-ups waited for a carrier.
     */
    @Test
    void aWorkThatWaitsKeepsItsLatencyBesideOneThatNeverBlocks() throws Exception {
        Stage stage = WorkloadReader.read("""
                <workload name="two"><workflow>
                  <workstage name="main">
                    <work name="spin" workers="%d" runtime="3" config="containers=u(1,4);objects=u(1,100)">
                      <storage type="none"/>
                      <operation type="read" ratio="100"/>
                    </work>
                    <work name="sleepy" workers="4" runtime="3" config="containers=u(1,4);objects=u(1,100)">
                      <storage type="mock" config="delay=1"/>
                      <operation type="read" ratio="100"/>
                    </work>
                  </workstage>
                </workflow></workload>""".formatted(8 * CARRIERS), "two.xml").stages().getFirst();
        MissionManager driver = MissionManager.withDefaults("two");
        Mission spin = new Mission("spin-m", "w-two", stage.id(), stage.works().get(0), 8 * CARRIERS, 0, 7);
        Mission sleepy = new Mission("sleepy-m", "w-two", stage.id(), stage.works().get(1), 4, 0, 7);
        for (Mission m : new Mission[] {spin, sleepy}) {
            driver.submit(m);
            driver.login(m.id());
        }
        driver.launch(spin.id());
        driver.launch(sleepy.id());
        driver.awaitFinal(spin.id(), Duration.ofSeconds(30));
        driver.awaitFinal(sleepy.id(), Duration.ofSeconds(30));

        MissionReport busy = driver.close(spin.id());
        MissionReport waiting = driver.close(sleepy.id());
        assertThat(busy.state()).as(busy.message()).isEqualTo(MissionState.ACCOMPLISHED);
        assertThat(waiting.state()).as(waiting.message()).isEqualTo(MissionState.ACCOMPLISHED);
        assertThat(busy.ops().getFirst().successes()).isGreaterThan(100_000);
        var calls = waiting.ops().getFirst();
        // 4 workers × 3 s of 1 ms calls: about 10,000 when every wake-up finds a CPU at once
        assertThat(calls.successes()).as("calls of the sleeping work").isGreaterThan(2_000);
        assertThat(calls.responseHistogram().getValueAtPercentile(99) / 1_000.0).as("its p99 in ms (1 ms calls)")
                .isLessThan(50);
    }
}
