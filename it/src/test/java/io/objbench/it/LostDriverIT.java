package io.objbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.objbench.core.protocol.ControllerRoutes;
import io.objbench.core.protocol.DriverRoutes;
import io.objbench.core.protocol.WorkloadView;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A driver killed with SIGKILL in the middle of a 60 s stage: the stage resolves within
 * 2 × missed_polls × interval, the workload ends TERMINATED or FAILED with a complete archive, and
 * the other drivers' missions are aborted.
 */
class LostDriverIT {

    private static final int MISSED_POLLS = 3;
    private static final int INTERVAL_SECONDS = 1;
    /** JVM scheduling on a loaded 2-core machine, and the 100 ms polling of this test. */
    private static final Duration SLACK = Duration.ofSeconds(4);

    @RegisterExtension
    final Cluster cluster = new Cluster(3).missedPolls(MISSED_POLLS);

    @Test
    void killedDriverEndsTheStageInTimeAndTheOthersAreAborted() throws Exception {
        cluster.start();
        Api api = cluster.api();
        String id = api.submit(Workloads.longMain("lost", 3, 6, 60, "delay=5")).id();
        Waits.until("the main stage runs and reports operations", Duration.ofSeconds(60), () -> {
            WorkloadView v = api.workload(id);
            assertThat(v.state()).as("workload before the kill: %s", v).isIn("QUEUING", "PROCESSING");
            WorkloadView.StageView main = v.stages().get(1);
            return main.state().equals("RUNNING") && main.ops().stream().anyMatch(o -> o.ops() > 0);
        });

        long killedAt = System.nanoTime();
        cluster.driver(3).kill();
        assertThat(cluster.driver(3).isAlive()).isFalse();
        Duration limit = Duration.ofSeconds(2L * MISSED_POLLS * INTERVAL_SECONDS).plus(SLACK);
        Waits.until("the main stage resolves after the kill", limit.plusSeconds(30),
                () -> !Set.of("RUNNING", "CLOSING").contains(api.workload(id).stages().get(1).state()));
        Duration resolved = Duration.ofNanos(System.nanoTime() - killedAt);
        System.out.printf("LostDriverIT: stage resolved %d ms after SIGKILL (limit 2 x %d x %d s + %d s slack)%n",
                resolved.toMillis(), MISSED_POLLS, INTERVAL_SECONDS, SLACK.toSeconds());
        assertThat(resolved).as("time from SIGKILL to the stage's end").isLessThanOrEqualTo(limit);

        WorkloadView end = api.await(id, Api.ENDED, Duration.ofSeconds(30));
        assertThat(end.state()).isIn("TERMINATED", "FAILED");
        assertThat(end.stages().get(1).state()).isIn("TERMINATED", "FAILED");

        // the archive is complete and served
        List<String> files = api.files(id);
        String base = id + "-lost";
        assertThat(files).contains(base + ".csv", base + ".json", base + "-rt-histogram.csv", "s1-init.csv",
                "s2-main.csv", "workload-config.xml", "workload.log");
        for (String f : files) {
            assertThat(api.get(ControllerRoutes.workload(id, ControllerRoutes.FILES) + "/" + f).statusCode())
                    .as("GET file %s", f).isEqualTo(200);
        }
        JsonNode report = api.report(id);
        JsonNode missions = Reports.stage(report, "s2-main").path("missions");
        assertThat(missions.size()).as("missions of the main stage: %s", missions).isEqualTo(3);
        for (JsonNode m : missions) {
            String driver = m.path("driver").asText();
            if (driver.equals("d3")) {
                assertThat(m.path("state").asText()).as("the lost driver's mission").isNotEqualTo("accomplished");
                continue;
            }
            assertThat(m.path("state").asText()).as("mission of %s in the report", driver).isEqualTo("aborted");
            // and the driver itself says so, if it still knows the mission
            int index = Integer.parseInt(driver.substring(1));
            var status = cluster.driverApi(index).get(DriverRoutes.mission(m.path("missionId").asText(),
                    DriverRoutes.STATUS));
            if (status.statusCode() == 200) {
                assertThat(Api.tree(status.body()).path("state").asText()).as("state on %s", driver).isEqualTo("ABORTED");
            } else {
                assertThat(status.statusCode()).as("status on %s: %s", driver, status.body()).isEqualTo(404);
            }
        }
        assertThat(api.file(id, "workload.log")).as("workload.log").containsIgnoringCase("d3");
        // the lost driver's measured operations are kept, flagged partial, and its fault is on record
        JsonNode main = Reports.stage(report, "s2-main");
        assertThat(main.path("partial").asBoolean()).as("partial flag in the JSON summary").isTrue();
        assertThat(Reports.opCountByDriver(Reports.ops(main, "write").get(0)).getOrDefault("d3", 0L))
                .as("the lost driver's operations received before the kill").isPositive();
        assertThat(api.file(id, base + ".csv")).contains(",partial @ ");
        assertThat(api.file(id, "workload.log")).contains("partial report");
        assertThat(files).contains("driver-events.csv");
        assertThat(api.file(id, "driver-events.csv")).startsWith("Timestamp,Stage,Driver,Event,Missed-Polls,Detail\n")
                // a killed driver refuses the connection: certain news, lost at the first poll that meets it
                .contains(",s2-main,d3,lost,").contains("connection refused");
        // the survivors are idle again: nothing keeps running after the workload's end
        assertThat(cluster.driver(1).isAlive()).isTrue();
        assertThat(cluster.driver(2).isAlive()).isTrue();
    }
}
