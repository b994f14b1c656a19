package io.objbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.mission.MissionState;
import io.objbench.core.protocol.MissionSummary;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The controller is SIGKILLed while a long stage runs on two drivers. d1 has the default lease
 * (5 intervals of 1 s): it aborts its mission by itself. d2 has a lease far longer than the test,
 * so only the restarted controller can stop it: on reaching d2 it aborts every mission it does
 * not own, before it counts d2 alive; 2 ticks after the restart nothing runs anywhere.
 */
class ControllerKillIT {

    private static final Duration SLACK = Duration.ofSeconds(3);

    @RegisterExtension
    final Cluster cluster = new Cluster(2).driverConf(2, "lease_ticks = 1000\n");

    @Test
    void noLoadOutlivesADeadControllerBeyondTheLeaseOrItsRestart() throws Exception {
        cluster.start();
        Api api = cluster.api();
        String id = api.submit(Workloads.longMain("orphaned", 2, 4, 300, "delay=5")).id();
        Waits.until("the main stage runs", Duration.ofSeconds(60), () -> {
            var main = api.workload(id).stages().get(1);
            return main.state().equals("RUNNING") && main.ops().stream().anyMatch(o -> o.ops() > 0);
        });
        assertThat(cluster.unended(1)).as("d1 runs its main mission").hasSize(1);

        long killed = System.nanoTime();
        cluster.controller().kill();
        // the lease: 5 × interval 1 s without a poll, then the next sweep (every 0.5 s)
        Duration lease = Duration.ofSeconds(5);
        Waits.until("d1 ends its mission by itself", lease.plus(SLACK).plusSeconds(30), () -> cluster.unended(1).isEmpty());
        Duration stopped = Duration.ofNanos(System.nanoTime() - killed);
        System.out.printf("ControllerKillIT: d1 aborted its mission %d ms after the controller's SIGKILL (lease %d s)%n",
                stopped.toMillis(), lease.toSeconds());
        // its last poll came up to one interval before the kill
        assertThat(stopped).as("time from SIGKILL to d1's abort").isBetween(lease.minusSeconds(1), lease.plus(SLACK));
        MissionSummary d1Main = cluster.missions(1).stream().filter(m -> m.stageId().endsWith("main")).findFirst().orElseThrow();
        assertThat(d1Main.state()).isEqualTo(MissionState.ABORTED);
        assertThat(d1Main.reportRead()).as("nobody read its report yet: kept for a while").isFalse();
        List<MissionSummary> d2Running = cluster.unended(2);
        assertThat(d2Running).as("d2's long lease keeps its mission running").hasSize(1);

        cluster.startController(); // returns once the controller sees both drivers alive
        long restarted = System.nanoTime();
        Waits.until("nothing runs on d2", Duration.ofSeconds(30), () -> cluster.unended(2).isEmpty());
        Duration afterRestart = Duration.ofNanos(System.nanoTime() - restarted);
        System.out.printf("ControllerKillIT: d2's orphan mission ended %d ms after the restarted controller saw it alive%n",
                afterRestart.toMillis());
        assertThat(afterRestart).as("2 ticks after the restart nothing runs").isLessThanOrEqualTo(Duration.ofSeconds(2));
        assertThat(cluster.missions(2)).filteredOn(m -> m.missionId().equals(d2Running.get(0).missionId()))
                .singleElement().satisfies(m -> assertThat(m.state()).isEqualTo(MissionState.ABORTED));
        assertThat(cluster.controller().logText()).contains("aborting mission " + d2Running.get(0).missionId());
        // both missions' reports went into the interrupted run's archive: d2's on its abort, d1's
        // (ended by its lease, never read) read once
        java.nio.file.Path folder = cluster.dir().resolve("archive").resolve(id + "-orphaned");
        assertThat(folder.resolve("recovered-" + d1Main.missionId() + ".json")).exists();
        assertThat(folder.resolve("recovered-" + d2Running.get(0).missionId() + ".json")).exists();
        assertThat(cluster.missions(1)).filteredOn(m -> m.missionId().equals(d1Main.missionId())).singleElement()
                .satisfies(m -> assertThat(m.reportRead()).isTrue());

        // the restarted controller runs new work on both drivers
        String next = api.submit(Workloads.longMain("after", 2, 2, 1, "delay=1")).id();
        assertThat(api.await(next, Set.of("FINISHED", "FAILED", "TERMINATED", "CANCELLED"), Duration.ofSeconds(60)).state())
                .isEqualTo("FINISHED");
    }
}
