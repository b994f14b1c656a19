package io.objbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.objbench.core.protocol.WorkloadView;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Cancel of a running and of a queued workload (concurrency 1); then the controller is stopped
 * while a workload runs and restarted on the same archive, once with SIGTERM (it cancels and
 * archives the run before exiting) and once with SIGKILL (the run is left in flight): the history
 * lists every earlier run, the killed one as INTERRUPTED, and reports and files are still served.
 */
class CancelAndRestartIT {

    private static final Set<String> ENDED = Set.of("FINISHED", "FAILED", "TERMINATED", "CANCELLED", "INTERRUPTED");

    @RegisterExtension
    final Cluster cluster = new Cluster(2).concurrency(1);

    @Test
    void cancelRunningAndQueuedThenRestartKeepsHistory() throws Exception {
        cluster.start();
        Api api = cluster.api();

        String running = api.submit(Workloads.longMain("running", 2, 4, 60, "delay=5")).id();
        awaitMainRunning(api, running);
        String queued = api.submit(Workloads.longMain("queued", 2, 4, 60, "delay=5")).id();
        assertThat(api.workload(queued).state()).as("second workload with concurrency 1").isEqualTo("QUEUING");

        api.cancel(queued);
        assertThat(api.await(queued, ENDED, Duration.ofSeconds(10)).state()).isEqualTo("CANCELLED");
        assertThat(api.workload(queued).stages()).as("stages of the cancelled queued workload: never ran")
                .allSatisfy(st -> assertThat(st.ops()).isEmpty());
        assertThat(api.workload(running).state()).as("cancelling the queued one leaves the running one").isEqualTo("PROCESSING");

        api.cancel(running);
        WorkloadView cancelled = api.await(running, ENDED, Duration.ofSeconds(60));
        assertThat(cancelled.state()).isEqualTo("CANCELLED");
        assertThat(cancelled.stages().get(1).state()).isEqualTo("CANCELLED");
        JsonNode partial = Reports.ops(Reports.stage(api.report(running), "s2-main"), "write").get(0);
        assertThat(partial.path("opCount").asLong()).as("partial results of the cancelled run").isPositive();
        assertThat(api.files(running)).contains(running + "-running.json", "s2-main.csv", "workload.log");

        // SIGTERM: the controller cancels what runs and archives it before it exits
        String stopped = api.submit(Workloads.longMain("stopped", 2, 4, 60, "delay=5")).id();
        awaitMainRunning(api, stopped);
        cluster.controller().stop();
        assertThat(cluster.controller().isAlive()).isFalse();
        cluster.startController();
        assertThat(api.workload(stopped).state()).as("a run stopped by SIGTERM, after the restart").isEqualTo("CANCELLED");
        assertThat(api.files(stopped)).as("its archive").contains(stopped + "-stopped.json", "workload.log");

        // SIGKILL: nothing is archived; the restarted controller records the run as interrupted
        String interrupted = api.submit(Workloads.longMain("interrupted", 2, 4, 60, "delay=5")).id();
        awaitMainRunning(api, interrupted);
        cluster.controller().kill();
        cluster.startController();

        Map<String, WorkloadView> history = api.list().stream()
                .collect(Collectors.toMap(WorkloadView::id, Function.identity()));
        assertThat(history).as("history after the restarts").containsKeys(running, queued, stopped, interrupted);
        assertThat(history.get(running).state()).isEqualTo("CANCELLED");
        assertThat(history.get(queued).state()).isEqualTo("CANCELLED");
        assertThat(history.get(stopped).state()).isEqualTo("CANCELLED");
        assertThat(history.get(interrupted).state()).isEqualTo("INTERRUPTED");
        assertThat(api.workload(interrupted).state()).isEqualTo("INTERRUPTED");

        JsonNode reloaded = Reports.ops(Reports.stage(api.report(running), "s2-main"), "write").get(0);
        assertThat(reloaded.path("opCount").asLong()).as("report served after the restart")
                .isEqualTo(partial.path("opCount").asLong());
        List<String> files = api.files(running);
        assertThat(files).contains(running + "-running.csv", "workload.log");
        assertThat(api.file(running, running + "-running.csv")).isNotBlank();

        // a new run after the restart gets a fresh id and is served like any other
        String next = api.submit(Workloads.longMain("next", 2, 2, 1, "delay=1")).id();
        assertThat(next).isNotIn(running, queued, stopped, interrupted);
        assertThat(api.await(next, ENDED, Duration.ofSeconds(60)).state()).isEqualTo("FINISHED");
    }

    private static void awaitMainRunning(Api api, String id) {
        Waits.until(id + "'s main stage runs", Duration.ofSeconds(60), () -> {
            WorkloadView v = api.workload(id);
            assertThat(v.state()).as("%s while waiting for it to run: %s", id, v).isIn("QUEUING", "PROCESSING");
            WorkloadView.StageView main = v.stages().get(1);
            return main.state().equals("RUNNING") && main.ops().stream().anyMatch(o -> o.ops() > 0);
        });
    }
}
