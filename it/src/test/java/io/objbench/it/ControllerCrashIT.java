package io.objbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.objbench.core.protocol.WorkloadView;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A controller SIGKILLed with a run in its main stage and two accepted runs queued behind it
 * (concurrency 1), then restarted on the same archive: the queued runs keep their ids and run;
 * the cut run is INTERRUPTED with its init stage and its main stage's timeline so far archived,
 * stopped at its last record, not at the restart; the log file of controller.conf says so.
 */
class ControllerCrashIT {

    private static final Set<String> ENDED = Set.of("FINISHED", "FAILED", "TERMINATED", "CANCELLED", "INTERRUPTED");

    @RegisterExtension
    final Cluster cluster = new Cluster(2).concurrency(1);

    @Test
    void queuedRunsSurviveAKillAndTheCutRunKeepsWhatWasMeasured() throws Exception {
        cluster.start();
        Api api = cluster.api();
        String cut = api.submit(Workloads.longMain("cut", 2, 4, 60, "delay=5")).id();
        // the archive grows while the run goes on (the files route serves ended runs only)
        java.nio.file.Path mainCsv = cluster.dir().resolve("archive").resolve(cut + "-cut").resolve("s2-main.csv");
        Waits.until(cut + "'s main stage has run 3 s", Duration.ofSeconds(60), () -> {
            WorkloadView.StageView main = api.workload(cut).stages().get(1);
            return main.state().equals("RUNNING") && lines(mainCsv) >= 2 + 3;
        });
        String q1 = api.submit(Workloads.longMain("after1", 2, 2, 1, "delay=1")).id();
        String q2 = api.submit(Workloads.longMain("after2", 2, 2, 1, "delay=1")).id();
        assertThat(api.workload(q2).state()).isEqualTo("QUEUING");

        long killedAt = System.currentTimeMillis();
        cluster.controller().kill();
        Thread.sleep(2000); // the restart comes well after the last record
        long restartedAt = System.currentTimeMillis();
        cluster.startController();

        WorkloadView interrupted = api.workload(cut);
        assertThat(interrupted.state()).isEqualTo("INTERRUPTED");
        assertThat(interrupted.stoppedMillis()).as("stopped at the last record, not at the restart")
                .isGreaterThan(interrupted.startedMillis()).isLessThanOrEqualTo(killedAt + 1000)
                .isLessThan(restartedAt);
        List<String> files = api.files(cut);
        assertThat(files).contains("workload-config.xml", cut + "-cut.json", cut + "-cut.csv", "s1-init.csv",
                "s2-main.csv");
        JsonNode init = Reports.stage(api.report(cut), "s1-init");
        assertThat(init.path("state").asText()).isEqualTo("completed");
        assertThat(api.file(cut, "s2-main.csv").lines().count()).as("main's timeline rows so far").isGreaterThanOrEqualTo(5);

        for (String id : List.of(q1, q2)) {
            WorkloadView v = api.await(id, ENDED, Duration.ofSeconds(120));
            assertThat(v.state()).as(id + " accepted before the kill").isEqualTo("FINISHED");
        }
        String next = api.submit(Workloads.longMain("next", 2, 2, 1, "delay=1")).id();
        assertThat(next).as("no id reused or skipped").isEqualTo("w" + (Long.parseLong(q2.substring(1)) + 1));

        String log = Files.readString(cluster.dir().resolve("controller-system.log"), StandardCharsets.UTF_8);
        assertThat(log).contains("run " + cut + " was in flight when the last controller stopped")
                .contains("workload " + q1 + " (after1) was queued when the last controller stopped: queued again");
    }

    private static long lines(java.nio.file.Path file) {
        try {
            return Files.exists(file) ? Files.readAllLines(file).size() : 0;
        } catch (java.io.IOException e) {
            return 0;
        }
    }
}
