package io.objbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.protocol.WorkloadView;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Cancel while one driver is stopped (SIGSTOP): the cancel request returns at once, the
 * {@code objbench cancel} command exits 0 without claiming the controller is unreachable, the
 * healthy driver stops promptly, and the run ends CANCELLED without waiting for the stopped one.
 */
class CancelStoppedDriverIT {

    @RegisterExtension
    final Cluster cluster = new Cluster(2).missedPolls(100);

    @Test
    void cancelReturnsAtOnceAndTheHealthyDriverStops() throws Exception {
        cluster.start();
        Api api = cluster.api();
        String id = api.submit(Workloads.longMain("cancel-stopped", 2, 4, 120, "delay=5")).id();
        String second = api.submit(Workloads.longMain("cancel-stopped-2", 2, 4, 120, "delay=5")).id();
        Waits.until("the main stage runs", Duration.ofSeconds(60), () -> {
            WorkloadView.StageView main = api.workload(id).stages().get(1);
            return main.state().equals("RUNNING") && main.ops().stream().anyMatch(o -> o.ops() > 0);
        });
        cluster.driver(2).signal("STOP");
        try {
            long t0 = System.nanoTime();
            api.cancel(id);
            Duration took = Duration.ofNanos(System.nanoTime() - t0);
            Waits.until("d1 stops", Duration.ofSeconds(10), () -> cluster.unended(1).isEmpty());
            Duration d1Stopped = Duration.ofNanos(System.nanoTime() - t0);
            System.out.printf("CancelStoppedDriverIT: cancel answered in %d ms, d1 stopped after %d ms%n",
                    took.toMillis(), d1Stopped.toMillis());
            assertThat(took).as("the cancel request").isLessThan(Duration.ofSeconds(1));
            assertThat(d1Stopped).as("the healthy driver stops").isLessThan(Duration.ofSeconds(2));

            // the command line: exit 0, no "cannot talk to the controller"
            Process cli = new ProcessBuilder(Dist.home().resolve("bin/objbench").toString(), "cancel",
                    "--url", api.baseUrl(), "--token", cluster.token(), second).redirectErrorStream(true).start();
            assertThat(cli.waitFor(60, TimeUnit.SECONDS)).isTrue();
            String out = new String(cli.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(out).doesNotContain("cannot talk");
            assertThat(cli.exitValue()).as("objbench cancel: %s", out).isZero();

            WorkloadView end = api.await(id, Set.of("CANCELLED", "TERMINATED", "FAILED", "FINISHED"), Duration.ofSeconds(30));
            assertThat(end.state()).isEqualTo("CANCELLED");
            assertThat(api.await(second, Set.of("CANCELLED", "TERMINATED", "FAILED", "FINISHED"), Duration.ofSeconds(30))
                    .state()).isEqualTo("CANCELLED");
        } finally {
            cluster.driver(2).signal("CONT");
        }
        assertThat(List.of(cluster.driver(1).isAlive(), cluster.driver(2).isAlive())).containsOnly(true);
    }
}
