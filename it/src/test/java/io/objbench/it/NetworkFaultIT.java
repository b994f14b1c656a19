package io.objbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.objbench.core.mission.MissionState;
import io.objbench.core.protocol.DriverRoutes;
import io.objbench.core.protocol.MissionSummary;
import io.objbench.core.protocol.WorkloadView;
import java.time.Duration;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Network faults between the controller (root namespace) and two drivers, each a separate host
 * in its own network namespace on a private subnet: partitions and packet loss with nftables
 * inside the driver's namespace, delay, jitter and connection resets with Toxiproxy in front of
 * driver d2. Needs root, ip, nft and Toxiproxy ({@code scripts/faults/install-tools.sh}); skipped
 * without them, failed under {@code CI=true}.
 */
class NetworkFaultIT {

    private static final Set<String> ENDED = Set.of("FINISHED", "FAILED", "TERMINATED", "CANCELLED");
    private static final int MISSED_POLLS = 3;
    /** The controller's liveness poll period (docs/distributed.md §7). */
    private static final Duration LIVENESS_TICK = Duration.ofSeconds(5);
    /** JVM scheduling on a loaded 2-core machine, and the 100 ms polling of this test. */
    private static final Duration SLACK = Duration.ofSeconds(4);

    // registered first, so its cleanup runs after the cluster has stopped the processes in the namespaces
    @RegisterExtension
    @Order(1)
    final NetLab lab = new NetLab();

    @RegisterExtension
    @Order(2)
    final Cluster cluster = new Cluster(2).missedPolls(MISSED_POLLS);

    private NetHost d1;
    private NetHost d2;

    @BeforeEach
    void tools() {
        NetTools.require();
    }

    /** d1 and d2 on hosts of their own; d2 reached by the controller through {@code d2Proxy} when not null. */
    private void startCluster(String d2Proxy) throws Exception {
        d1 = lab.host(1);
        d2 = lab.host(2);
        int port1 = Ports.free();
        int port2 = Ports.free();
        cluster.place(1, new Cluster.Placement(d1.address(), port1, d1.prefix(), d1.address() + ":" + port1));
        String upstream2 = d2.address() + ":" + port2;
        String reach2 = d2Proxy == null ? upstream2 : lab.toxiproxy().proxy(d2Proxy, upstream2);
        cluster.place(2, new Cluster.Placement(d2.address(), port2, d2.prefix(), reach2));
        cluster.start();
    }

    private static void awaitMainRunning(Api api, String id) {
        Waits.until(id + "'s main stage runs", Duration.ofSeconds(60), () -> {
            WorkloadView.StageView main = api.workload(id).stages().get(1);
            return main.state().equals("RUNNING") && main.ops().stream().anyMatch(o -> o.ops() > 0);
        });
    }

    private static long mainOps(WorkloadView v) {
        return v.stages().get(1).ops().stream().mapToLong(WorkloadView.OpView::ops).sum();
    }

    @Test
    void aPartitionUnderTheLimitIsNoLoss() throws Exception {
        startCluster(null);
        Api api = cluster.api();
        String id = api.submit(Workloads.longMain("short-partition", 2, 4, 8, "delay=5")).id();
        awaitMainRunning(api, id);
        d2.partition();
        try {
            Thread.sleep(1500);
        } finally {
            d2.heal();
        }
        WorkloadView end = api.await(id, ENDED, Duration.ofSeconds(60));
        System.out.printf("NetworkFaultIT: 1.5 s partition of d2 (limit %d ticks of 1 s): %s%n", MISSED_POLLS, end.state());
        assertThat(end.state()).as("after a 1.5 s partition: %s", end).isEqualTo("FINISHED");
        assertThat(cluster.aliveAtController("d2")).isTrue();
    }

    @Test
    void aPartitionOverTheLimitLosesTheDriverWhichRejoinsWithoutItsOldMission() throws Exception {
        startCluster(null);
        Api api = cluster.api();
        String id = api.submit(Workloads.longMain("long-partition", 2, 4, 120, "delay=5")).id();
        awaitMainRunning(api, id);
        String oldMission = cluster.unended(2).get(0).missionId();

        d2.partition();
        long cutAt = System.nanoTime();
        WorkloadView end;
        Duration detected;
        try {
            Waits.until("the main stage resolves after the partition", Duration.ofSeconds(60),
                    () -> !Set.of("RUNNING", "CLOSING").contains(api.workload(id).stages().get(1).state()));
            detected = Duration.ofNanos(System.nanoTime() - cutAt);
            end = api.await(id, ENDED, Duration.ofSeconds(30));
            // partitioned longer than the lease (5 × 1 s): the driver aborts its mission on its own
            long left = Duration.ofSeconds(8).toNanos() - (System.nanoTime() - cutAt);
            if (left > 0) {
                Thread.sleep(left / 1_000_000L);
            }
        } finally {
            d2.heal();
        }
        long healedAt = System.nanoTime();
        assertThat(end.state()).as("%s", end).isEqualTo("TERMINATED");
        assertThat(end.stages().get(1).state()).isEqualTo("TERMINATED");
        assertThat(end.message()).contains("d2");
        Duration limit = Duration.ofSeconds(2L * MISSED_POLLS).plus(SLACK);
        assertThat(detected).as("partition to the stage's end").isLessThanOrEqualTo(limit);
        // the partial data is kept: the stage's operations and the archive
        assertThat(mainOps(end)).as("operations of the main stage").isPositive();
        JsonNode missions = Reports.stage(api.report(id), "s2-main").path("missions");
        assertThat(missions.size()).isEqualTo(2);
        assertThat(api.files(id)).contains(id + "-long-partition.csv", "s2-main.csv");

        Waits.until("the controller sees d2 alive again", LIVENESS_TICK.plus(SLACK).plusSeconds(10),
                () -> cluster.aliveAtController("d2"));
        Duration rejoined = Duration.ofNanos(System.nanoTime() - healedAt);
        MissionSummary old = cluster.missions(2).stream().filter(m -> m.missionId().equals(oldMission)).findFirst()
                .orElse(null);
        if (old != null) {
            assertThat(old.state()).as("d2's old mission after the heal").isEqualTo(MissionState.ABORTED);
        }
        assertThat(cluster.unended(2)).as("nothing runs on d2 once it is back").isEmpty();
        System.out.printf("NetworkFaultIT: 8 s partition of d2: stage ended %d ms after the cut (%s); d2 alive again"
                + " %d ms after the heal; old mission %s%n", detected.toMillis(), end.state(), rejoined.toMillis(),
                old == null ? "forgotten" : old.state());
        assertThat(rejoined).as("heal to d2 alive at the controller").isLessThanOrEqualTo(LIVENESS_TICK.plus(SLACK));

        // the next workload runs on both drivers, alone
        String next = api.submit(Workloads.longMain("after-heal", 2, 4, 4, "delay=5")).id();
        awaitMainRunning(api, next);
        assertThat(cluster.unended(2)).as("d2 runs only the next workload's mission")
                .extracting(MissionSummary::workloadId).containsOnly(next);
        assertThat(api.await(next, ENDED, Duration.ofSeconds(60)).state()).isEqualTo("FINISHED");
    }

    @Test
    void lossDelayAndJitterCauseNoFalseLoss() throws Exception {
        startCluster("d2");
        Toxiproxy toxiproxy = lab.toxiproxy();
        toxiproxy.latency("d2", 200, 20);
        d2.loss(5);
        // the round trip the controller sees: a status call through the proxy and the lossy link
        Api viaProxy = new Api("http://" + cluster.placeOf(2).controllerHostPort(), cluster.token());
        viaProxy.get(DriverRoutes.INFO);
        long t0 = System.nanoTime();
        viaProxy.get(DriverRoutes.INFO);
        Duration rtt = Duration.ofNanos(System.nanoTime() - t0);
        assertThat(rtt).as("a call through the proxy").isBetween(Duration.ofMillis(350), Duration.ofSeconds(3));

        Api api = cluster.api();
        // interval 2: a poll may take half a tick (1 s) before it counts as missed
        String id = api.submit(Workloads.longMain("lossy", 2, 4, 12, "delay=5", 2)).id();
        awaitMainRunning(api, id);
        WorkloadView end = api.await(id, ENDED, Duration.ofSeconds(90));
        System.out.printf("NetworkFaultIT: 0.4 s round trips (measured %d ms) + 5 %% loss to d2: %s%n", rtt.toMillis(),
                end.state());
        assertThat(end.state()).as("with 0.4 s round trips and 5 %% loss: %s", end).isEqualTo("FINISHED");
        assertThat(cluster.aliveAtController("d2")).isTrue();
    }

    @Test
    void briefConnectionResetsLoseNeitherTheRunNorTheDriver() throws Exception {
        startCluster("d2");
        Toxiproxy toxiproxy = lab.toxiproxy();
        Api api = cluster.api();
        String id = api.submit(Workloads.longMain("resets", 2, 4, 8, "delay=5")).id();
        awaitMainRunning(api, id);
        toxiproxy.resetPeer("d2");
        try {
            Thread.sleep(1500);
        } finally {
            toxiproxy.removeToxic("d2", "reset");
        }
        WorkloadView end = api.await(id, ENDED, Duration.ofSeconds(60));
        System.out.printf("NetworkFaultIT: 1.5 s of connection resets to d2: %s%n", end.state());
        assertThat(end.state()).as("after 1.5 s of resets: %s", end).isEqualTo("FINISHED");
        assertThat(cluster.aliveAtController("d2")).isTrue();
    }
}
