package io.objbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.objbench.core.protocol.WorkloadView;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A burst of short runs queued while a driver is SIGKILLed and later restarted: none is burned on
 * the dead driver (the first one to find it refused reschedules on the other, the driver is down
 * from then on), the restarted driver rejoins and takes work again. A short stage ends soon after
 * its missions, not a whole interval later.
 */
class QueueBurstIT {

    private static final Set<String> ENDED = Set.of("FINISHED", "FAILED", "TERMINATED", "CANCELLED");
    private static final int RUNS = 300;

    @RegisterExtension
    final Cluster cluster = new Cluster(2);

    /** One stage over every live driver: 2 workers, 200 operations on storage none, interval 5 s. */
    private static String quick(String name) {
        return """
                <workload name="%s" description="a quick run">
                  <storage type="none" config="" />
                  <workflow>
                    <workstage name="main">
                      <work name="main" workers="2" interval="5" totalOps="200">
                        <operation type="read" ratio="100" config="containers=c(1);objects=c(1)" />
                      </work>
                    </workstage>
                  </workflow>
                </workload>
                """.formatted(name);
    }

    @Test
    void noRunIsBurnedOnAKilledDriverAndItRejoins() throws Exception {
        cluster.start();
        Api api = cluster.api();

        long t0 = System.nanoTime();
        String first = api.submit(quick("first")).id();
        assertThat(api.await(first, ENDED, Duration.ofSeconds(30)).state()).isEqualTo("FINISHED");
        Duration quickRun = Duration.ofNanos(System.nanoTime() - t0);
        System.out.printf("QueueBurstIT: a run of one short stage with interval 5 s took %d ms%n", quickRun.toMillis());
        assertThat(quickRun).as("a short stage does not wait out its interval").isLessThan(Duration.ofSeconds(4));

        cluster.driver(2).kill();
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < RUNS; i++) {
            ids.add(api.submit(quick("burst" + i)).id());
            if (i == RUNS / 2) {
                cluster.driver(2).start(); // same port: it rejoins at a liveness poll
            }
        }
        List<String> states = new ArrayList<>();
        List<String> lastDrivers = new ArrayList<>();
        for (String id : ids) {
            WorkloadView v = api.await(id, ENDED, Duration.ofSeconds(120));
            states.add(id + " " + v.state() + " " + v.message());
        }
        assertThat(states).as("every run of the burst").allSatisfy(s -> assertThat(s).contains(" FINISHED"));
        assertThat(cluster.controller().logText()).as("the controller's log").contains("driver d2 is down");

        Waits.until("d2 is alive again", Duration.ofSeconds(30), () -> cluster.aliveAtController("d2"));
        String after = api.submit(quick("after")).id();
        assertThat(api.await(after, ENDED, Duration.ofSeconds(30)).state()).isEqualTo("FINISHED");
        for (JsonNode m : Reports.stage(api.report(after), "s1-main").path("missions")) {
            lastDrivers.add(m.path("driver").asText());
        }
        assertThat(lastDrivers).as("the restarted driver takes work again").containsExactlyInAnyOrder("d1", "d2");
        System.out.println("QueueBurstIT: " + RUNS + " runs finished, none on the dead driver");
    }
}
