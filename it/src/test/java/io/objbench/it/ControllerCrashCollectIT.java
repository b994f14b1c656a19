package io.objbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.objbench.core.mission.MissionState;
import io.objbench.core.protocol.MissionSummary;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The controller is SIGKILLed during a long stage on two drivers whose lease outlasts the test,
 * so both go on measuring; 3 s later it is restarted on the same archive. On reaching each driver
 * it aborts the orphan mission and adds its final report to the interrupted run: the main stage's
 * results are the drivers' reports (cumulative for each mission), flagged recovered, and hold
 * more operations than the timeline the controller had received before the crash.
 */
class ControllerCrashCollectIT {

    @RegisterExtension
    final Cluster cluster = new Cluster(2).driverConf("lease_ticks = 1000\n");

    @Test
    void theRestartedControllerCollectsWhatTheDriversStillMeasured() throws Exception {
        cluster.start();
        Api api = cluster.api();
        String id = api.submit(Workloads.longMain("collect", 2, 4, 300, "delay=5")).id();
        Path folder = cluster.dir().resolve("archive").resolve(id + "-collect");
        Path timeline = folder.resolve("s2-main.csv");
        Waits.until("the main stage has run 3 s", Duration.ofSeconds(60), () -> {
            var main = api.workload(id).stages().get(1);
            return main.state().equals("RUNNING") && lines(timeline) >= 2 + 3;
        });
        cluster.controller().kill();
        List<MissionSummary> running = new java.util.ArrayList<>(cluster.unended(1));
        running.addAll(cluster.unended(2));
        assertThat(running).as("both drivers go on with their main missions").hasSize(2)
                .allSatisfy(m -> assertThat(m.stageId()).endsWith("main"));
        Thread.sleep(3000); // measured by the drivers, never received by the dead controller
        long received = timelineOps(timeline);

        cluster.startController(); // returns once both drivers count alive: their orphans are aborted by then
        assertThat(cluster.unended(1)).isEmpty();
        assertThat(cluster.unended(2)).isEmpty();
        for (int d = 1; d <= 2; d++) {
            assertThat(cluster.missions(d)).filteredOn(m -> m.stageId().endsWith("main")).singleElement()
                    .satisfies(m -> assertThat(m.state()).isEqualTo(MissionState.ABORTED));
        }

        ObjectMapper mapper = new ObjectMapper();
        long measured = 0;
        for (MissionSummary m : running) {
            Path raw = folder.resolve("recovered-" + m.missionId() + ".json");
            assertThat(raw).as("the raw report of " + m.missionId()).exists();
            for (JsonNode op : mapper.readTree(raw.toFile()).path("report").path("ops")) {
                measured += op.path("successes").asLong();
            }
        }
        assertThat(timelineOps(timeline)).as("the timeline keeps what the controller had received").isEqualTo(received);
        JsonNode main = Reports.stage(mapper.readTree(folder.resolve(id + "-collect.json").toFile()), "s2-main");
        assertThat(main.path("recovered").asBoolean()).isTrue();
        assertThat(main.path("missions")).hasSize(2);
        long summary = main.path("ops").get(0).path("opCount").asLong();
        assertThat(summary).as("the stage's results are the drivers' reports, each counted once").isEqualTo(measured);
        System.out.printf("ControllerCrashCollectIT: the drivers measured %d operations in the main stage, the"
                + " controller had received %d before the crash; %d recovered after the restart%n",
                measured, received, measured - received);
        assertThat(measured).as("the reports hold what the timeline never received").isGreaterThan(received);
        assertThat(received).isPositive();

        String csv = Files.readString(folder.resolve(id + "-collect.csv"), StandardCharsets.UTF_8);
        assertThat(csv.lines().filter(l -> l.startsWith("s2-main,")).findFirst().orElseThrow())
                .contains("," + summary + ",").contains("recovered @ ");
        assertThat(Files.readString(folder.resolve("workload.log"), StandardCharsets.UTF_8)).contains("== recovered @ ");
        var view = api.workload(id);
        assertThat(view.state()).isEqualTo("INTERRUPTED");
        assertThat(view.stages().get(1).ops().get(0).ops()).as("the listing shows the recovered results").isEqualTo(summary);
        assertThat(cluster.controller().logText()).contains("final report collected after the restart");
    }

    /** The operations of a stage's timeline CSV (one operation: the Op-Count column, rows after the two header lines). */
    private static long timelineOps(Path file) throws IOException {
        List<String> rows = Files.readAllLines(file, StandardCharsets.UTF_8);
        long sum = 0;
        for (String row : rows.subList(Math.min(2, rows.size()), rows.size())) {
            sum += Long.parseLong(row.split(",")[1]);
        }
        return sum;
    }

    private static long lines(Path file) {
        try {
            return Files.exists(file) ? Files.readAllLines(file).size() : 0;
        } catch (IOException e) {
            return 0;
        }
    }
}
