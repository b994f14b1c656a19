package io.objbench.driver.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.mission.MissionState;
import io.objbench.driver.measure.Clock;
import io.objbench.driver.support.Call;
import io.objbench.driver.support.Missions;
import io.objbench.driver.support.Runs;
import io.objbench.driver.support.ScriptedStorage;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** totalOps / totalBytes budgets split exactly over the work's workers. */
class EndingTest {

    @Test
    void totalOpsIsExactAcrossWorkers() throws Exception {
        ScriptedStorage storage = ScriptedStorage.recording();
        var mission = Missions.work().workers(3).totalOps(10).op("delete", 100, "containers=c(1);objects=c(1)").mission("a");

        Runs.Result result = new Runs(Clock.system(), storage).run(mission);

        assertThat(storage.calls).hasSize(10);
        assertThat(result.op("op1").successes()).isEqualTo(10);
        Map<Integer, Long> perWorker = storage.calls.stream().collect(Collectors.groupingBy(Call::worker, Collectors.counting()));
        assertThat(perWorker).containsExactlyInAnyOrderEntriesOf(Map.of(1, 4L, 2, 3L, 3, 3L));
    }

    @Test
    void fewerOpsThanWorkersEndsWithExactlyThatMany() throws Exception {
        ScriptedStorage storage = ScriptedStorage.recording();
        var mission = Missions.work().workers(5).totalOps(2).op("delete", 100, "containers=c(1);objects=c(1)").mission("b");

        Runs.Result result = new Runs(Clock.system(), storage).run(mission);

        assertThat(result.report().state()).isEqualTo(MissionState.ACCOMPLISHED);
        assertThat(storage.calls).extracting(Call::worker).containsExactlyInAnyOrder(1, 2);
    }

    @Test
    void budgetsAreGlobalAcrossDrivers() throws Exception {
        // a second driver running workers 3..4 of 4 gets shares 2 and 2 of totalOps=10 (3,3,2,2)
        ScriptedStorage storage = ScriptedStorage.recording();
        var work = Missions.work().workers(4).totalOps(10).op("delete", 100, "containers=c(1);objects=c(1)").build();
        var mission = new io.objbench.core.mission.Mission("d2", "w1", "s1", work, 2, 2, 7L);

        new Runs(Clock.system(), storage).run(mission);

        assertThat(storage.calls).hasSize(4);
        assertThat(storage.calls).extracting(Call::worker).containsOnly(3, 4);
    }

    @Test
    void totalBytesEndsEachWorkerOnceItsShareIsWritten() throws Exception {
        ScriptedStorage storage = ScriptedStorage.recording();
        // shares 334, 333, 333 bytes of 100-byte objects: 4 writes each
        var mission = Missions.work().workers(3).totalBytes(1000)
                .op("write", 100, "containers=c(1);objects=c(1);sizes=c(100)B").mission("c");

        Runs.Result result = new Runs(Clock.system(), storage).run(mission);

        assertThat(storage.calls).hasSize(12);
        assertThat(result.op("op1").bytes()).isEqualTo(1200);
    }

    @Test
    void runtimeEndsTheWorkers() throws Exception {
        ScriptedStorage storage = new ScriptedStorage(c -> {
            try {
                Thread.sleep(1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return io.objbench.api.OpResult.OK;
        }, false);
        var mission = Missions.work().workers(2).runtime(0, 1, 0).op("delete", 100, "containers=c(1);objects=c(1)").mission("r");
        long t0 = System.nanoTime();

        Runs.Result result = new Runs(Clock.system(), storage).run(mission);

        assertThat((System.nanoTime() - t0) / 1e9).isBetween(0.9, 10.0);
        assertThat(result.report().state()).isEqualTo(MissionState.ACCOMPLISHED);
        assertThat(result.op("op1").successes()).isGreaterThan(10);
        assertThat(result.report().windowSeconds()).isBetween(0.5, 1.0);
    }

    @Test
    void sharesFollowTheDivisionRule() {
        assertThat(MissionPlan.share(10, 1, 3)).isEqualTo(4);
        assertThat(MissionPlan.share(10, 2, 3)).isEqualTo(3);
        assertThat(MissionPlan.share(2, 3, 5)).isZero();
        assertThat(MissionPlan.share(0, 1, 5)).isEqualTo(Long.MAX_VALUE);
    }
}
