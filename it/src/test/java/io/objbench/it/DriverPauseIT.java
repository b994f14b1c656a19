package io.objbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.mission.MissionState;
import io.objbench.core.protocol.MissionSummary;
import io.objbench.core.protocol.WorkloadView;
import java.time.Duration;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A driver stopped with SIGSTOP and continued with SIGCONT: under the liveness limit the run
 * finishes; over it the run ends TERMINATED, and once continued the driver does not go on with
 * its old mission beside the next workload (its lease ran out while it was stopped; the
 * controller aborts it anyway before counting the driver alive again).
 */
class DriverPauseIT {

    private static final Set<String> ENDED = Set.of("FINISHED", "FAILED", "TERMINATED", "CANCELLED");

    @RegisterExtension
    final Cluster cluster = new Cluster(2).missedPolls(3);

    private static void awaitMainRunning(Api api, String id) {
        Waits.until(id + "'s main stage runs", Duration.ofSeconds(60), () -> {
            WorkloadView.StageView main = api.workload(id).stages().get(1);
            return main.state().equals("RUNNING") && main.ops().stream().anyMatch(o -> o.ops() > 0);
        });
    }

    @Test
    void aPauseUnderTheLimitLetsTheRunFinish() throws Exception {
        cluster.start();
        Api api = cluster.api();
        String id = api.submit(Workloads.longMain("short-pause", 2, 4, 8, "delay=5")).id();
        awaitMainRunning(api, id);
        cluster.driver(2).signal("STOP");
        Thread.sleep(1500);
        cluster.driver(2).signal("CONT");
        WorkloadView end = api.await(id, ENDED, Duration.ofSeconds(60));
        assertThat(end.state()).as("after a 1.5 s pause (limit 3 ticks of 1 s): %s", end).isEqualTo("FINISHED");
    }

    @Test
    void aPauseOverTheLimitEndsTheRunAndTheOldMissionNeverComesBack() throws Exception {
        cluster.start();
        Api api = cluster.api();
        String id = api.submit(Workloads.longMain("long-pause", 2, 4, 120, "delay=5")).id();
        awaitMainRunning(api, id);
        String oldMission = cluster.unended(2).get(0).missionId();

        cluster.driver(2).signal("STOP");
        long stoppedAt = System.nanoTime();
        try {
            WorkloadView end = api.await(id, ENDED, Duration.ofSeconds(60));
            assertThat(end.state()).isEqualTo("TERMINATED");
            assertThat(end.stages().get(1).state()).isEqualTo("TERMINATED");
            // stopped longer than the lease (5 × 1 s)
            long left = Duration.ofSeconds(8).toNanos() - (System.nanoTime() - stoppedAt);
            if (left > 0) {
                Thread.sleep(left / 1_000_000L);
            }
        } finally {
            cluster.driver(2).signal("CONT");
        }
        long continued = System.nanoTime();
        Waits.until("d2's old mission ends", Duration.ofSeconds(10), () -> cluster.unended(2).isEmpty());
        Duration gone = Duration.ofNanos(System.nanoTime() - continued);
        System.out.printf("DriverPauseIT: the old mission on d2 ended %d ms after SIGCONT%n", gone.toMillis());
        assertThat(gone).isLessThan(Duration.ofSeconds(2));
        MissionSummary old = cluster.missions(2).stream().filter(m -> m.missionId().equals(oldMission)).findFirst().orElseThrow();
        assertThat(old.state()).isEqualTo(MissionState.ABORTED);

        // the next workload runs on both drivers, alone
        Waits.until("the controller sees d2 alive again", Duration.ofSeconds(30), () -> cluster.aliveAtController("d2"));
        String next = api.submit(Workloads.longMain("next", 2, 4, 4, "delay=5")).id();
        awaitMainRunning(api, next);
        assertThat(cluster.unended(2)).as("d2 runs only the next workload's mission")
                .extracting(MissionSummary::workloadId).containsOnly(next);
        assertThat(api.await(next, ENDED, Duration.ofSeconds(60)).state()).isEqualTo("FINISHED");
    }
}
