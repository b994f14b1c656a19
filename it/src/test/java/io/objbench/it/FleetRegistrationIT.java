package io.objbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.objbench.core.protocol.ControllerRoutes;
import io.objbench.testsupport.Work;
import io.objbench.testsupport.WorkloadXml;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A fleet of self-registering drivers (issue 14, item 1): a controller with no driver in
 * controller.conf, two {@code objbench driver --controller URL} processes that join by
 * themselves; a workload runs over both to FINISHED; a driver stopped cleanly leaves the list at
 * once, a driver killed with SIGKILL leaves it after the liveness limit (1 s heartbeat × 3).
 */
class FleetRegistrationIT {

    private static final int HEARTBEAT_SECONDS = 1;
    private static final int MISSED = 3;
    /** JVM scheduling on a loaded 2-core machine, the expiry sweep (a quarter heartbeat), this test's polling. */
    private static final Duration SLACK = Duration.ofSeconds(4);

    @RegisterExtension
    final Cluster cluster = new Cluster(2).registering(HEARTBEAT_SECONDS, MISSED);

    @Test
    void driversJoinRunAWorkloadLeaveOnStopAndAreDroppedWhenKilled() throws Exception {
        cluster.start();
        Api api = cluster.api();
        JsonNode list = drivers(api);
        assertThat(names(list)).containsExactlyInAnyOrder("d1", "d2");
        for (JsonNode d : list) {
            assertThat(d.path("joined").asText()).as("join mode of %s", d).isEqualTo("registered");
            assertThat(d.path("alive").asBoolean()).as("%s", d).isTrue();
            assertThat(d.path("joinedMillis").asLong()).as("%s", d).isPositive();
            assertThat(d.path("lastHeartbeatMillis").asLong()).as("%s", d).isGreaterThanOrEqualTo(d.path("joinedMillis").asLong());
            assertThat(d.path("url").asText()).as("the advertised URL: the driver's bind address").startsWith("http://127.0.0.1:");
        }

        String xml = WorkloadXml.named("fleet").description("a short run over a self-registered fleet")
                .storage("mock", "")
                .stage("main", Work.named("main", 4).interval(1).runtime(2)
                        .op("write", 100, "cprefix=fleet;containers=c(1);objects=u(1,100);sizes=c(1)KB"))
                .bare();
        JsonNode report = api.runToFinished(xml, Duration.ofSeconds(40));
        List<String> missionDrivers = new ArrayList<>();
        for (JsonNode m : Reports.stage(report, "s1-main").path("missions")) {
            missionDrivers.add(m.path("driver").asText());
            assertThat(m.path("state").asText()).as("mission %s", m).isEqualTo("accomplished");
        }
        assertThat(missionDrivers).as("the work was spread over both registered drivers").containsExactlyInAnyOrder("d1", "d2");

        // a clean stop (SIGTERM): the driver deregisters before it exits, so the list lacks it at once
        cluster.driver(1).stop();
        assertThat(cluster.driver(1).isAlive()).isFalse();
        assertThat(names(drivers(api))).as("right after d1's clean stop").containsExactly("d2");

        // SIGKILL by PID: no goodbye; dropped once its heartbeats are missing for the limit
        long killedAt = System.nanoTime();
        cluster.driver(2).signal("KILL");
        Waits.until("d2 is gone", Duration.ofSeconds(20), () -> !cluster.driver(2).isAlive());
        Duration limit = Duration.ofSeconds((long) HEARTBEAT_SECONDS * MISSED);
        Waits.until("the controller drops the killed d2", limit.plus(SLACK), () -> names(drivers(api)).isEmpty());
        Duration dropped = Duration.ofNanos(System.nanoTime() - killedAt);
        System.out.printf("FleetRegistrationIT: d2 dropped %d ms after SIGKILL (limit %d s)%n", dropped.toMillis(),
                limit.toSeconds());
        // its last heartbeat was at most one interval before the kill
        assertThat(dropped).as("not before its heartbeats were missing for the limit")
                .isGreaterThanOrEqualTo(limit.minusSeconds(HEARTBEAT_SECONDS));
        // the controller drops the driver, then writes the line: the API may show it gone first
        Waits.until("the controller logs why d2 was dropped", Duration.ofSeconds(5),
                () -> cluster.controller().logText().contains("dropped: no heartbeat"));
        assertThat(cluster.controller().logText()).contains("driver d2 at http://127.0.0.1:")
                .contains("dropped: no heartbeat").contains("driver d1 deregistered");
    }

    private static JsonNode drivers(Api api) {
        return Api.tree(api.ok(ControllerRoutes.DRIVERS));
    }

    private static List<String> names(JsonNode list) {
        List<String> names = new ArrayList<>();
        list.forEach(d -> names.add(d.path("name").asText()));
        return names;
    }
}
