package io.objbench.driver;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionState;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.WorkloadReader;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * Workers on a storage that never blocks, one per carrier thread, each keeping its carrier for a
 * time slice (NormalWorker): a virtual thread the driver starts from a platform thread (a lease
 * abort, say) must still run within a few slices, not wait for the stage to end. With {@code
 * Thread.yield()} in place of the worker's park it waited the whole stage (3.5 s here).
 */
class WorkerSliceTest {

    @Test
    void otherVirtualThreadsRunWhileEveryCarrierHasANeverBlockingWorker() throws Exception {
        int workers = Integer.getInteger("jdk.virtualThreadScheduler.parallelism",
                Runtime.getRuntime().availableProcessors());
        Stage stage = WorkloadReader.read("""
                <workload name="slice"><storage type="none"/><workflow>
                  <workstage name="main">
                    <work name="spin" workers="%d" runtime="4" config="containers=u(1,4);objects=u(1,100)">
                      <operation type="read" ratio="100"/>
                    </work>
                  </workstage>
                </workflow></workload>""".formatted(workers), "slice.xml").stages().getFirst();
        MissionManager driver = MissionManager.withDefaults("slice");
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
        // a slice is 1 ms; a worker that never yielded would hold its carrier until the stage's end
        assertThat(Duration.ofNanos(worst)).as("longest wait of a virtual thread for a carrier")
                .isLessThan(Duration.ofMillis(250));
    }
}
