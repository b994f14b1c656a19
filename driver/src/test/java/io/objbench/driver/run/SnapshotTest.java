package io.objbench.driver.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.OpResult;
import io.objbench.core.mission.MissionState;
import io.objbench.core.stats.Snapshot;
import io.objbench.driver.measure.Clock;
import io.objbench.driver.support.Missions;
import io.objbench.driver.support.Runs;
import io.objbench.driver.support.ScriptedStorage;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Interval snapshots: numbered, contiguous, polled incrementally, adding up to every sample. */
class SnapshotTest {

    @Test
    void snapshotsComeEveryIntervalAndAddUpToEverySample() throws Exception {
        ScriptedStorage storage = new ScriptedStorage(c -> {
            try {
                Thread.sleep(2);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return OpResult.OK;
        }, false);
        Runs runs = new Runs(Clock.system(), storage);
        var mission = Missions.work().workers(2).interval(1).runtime(0, 2, 0).op("read", 100, "containers=c(1);objects=c(1)").mission("s");
        runs.manager.submit(mission);
        runs.manager.login("s");
        runs.manager.launch("s");
        Thread.sleep(1_500);
        List<Snapshot> early = runs.manager.status("s", 0).snapshots();
        assertThat(early).isNotEmpty();
        assertThat(early.getFirst().sequence()).isEqualTo(1);
        assertThat(early.getFirst().activeWorkers()).isEqualTo(2);

        runs.manager.awaitFinal("s", Duration.ofSeconds(10));
        var status = runs.manager.status("s", early.getLast().sequence());
        assertThat(status.state()).isEqualTo(MissionState.ACCOMPLISHED);
        List<Snapshot> late = status.snapshots();
        assertThat(late).isNotEmpty().allMatch(s -> s.sequence() > early.getLast().sequence());
        assertThat(late.getLast().activeWorkers()).isZero();

        List<Snapshot> all = new java.util.ArrayList<>(early);
        all.addAll(late);
        for (int i = 1; i < all.size(); i++) {
            assertThat(all.get(i).sequence()).isEqualTo(all.get(i - 1).sequence() + 1);
            assertThat(all.get(i).startMicros()).isEqualTo(all.get(i - 1).endMicros());
        }
        assertThat(all.size()).isBetween(2, 6);
        long sampled = all.stream().mapToLong(s -> s.ops().getFirst().successes()).sum();
        var report = runs.manager.close("s");
        // the timeline also holds each worker's last op, which ended after the window closed
        assertThat(sampled - report.ops().getFirst().successes()).isBetween(0L, 2L);
        assertThat(report.ops().getFirst().successes()).isPositive();
    }
}
