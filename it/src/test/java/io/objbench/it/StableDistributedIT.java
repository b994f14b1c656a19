package io.objbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Issue 21 over three driver JVMs: a stage with {@code until="stable"} is judged on the series
 * merged over the drivers and, once stable, ends on every driver within one interval of the
 * decision, as a normal completion whose merged result is exactly the sum of the drivers'
 * reports; a drifting stage runs to its limit marked "not steady".
 */
class StableDistributedIT {

    private static final int INTERVAL = 1;
    private static final int RUNTIME = 90;

    @RegisterExtension
    final Cluster cluster = new Cluster(3);

    private static final String WORKLOAD = """
            <workload name="it-stable" description="until=stable over three drivers">
              <storage type="mock" config="latency=exp(20);warmup=20:4" />
              <workflow>
                <workstage name="steady" until="stable" precision="3%%">
                  <work name="steady" workers="30" interval="%d" runtime="%d">
                    <operation type="read" ratio="100" config="containers=c(1);objects=u(1,100)" />
                  </work>
                </workstage>
                <workstage name="drifting">
                  <work name="drifting" workers="30" interval="1" runtime="20" until="stable" precision="2%%">
                    <storage type="mock" config="latency=exp(5);drift=60" />
                    <operation type="read" ratio="100" config="containers=c(1);objects=u(1,100)" />
                  </work>
                </workstage>
              </workflow>
            </workload>
            """.formatted(INTERVAL, RUNTIME);

    @Test
    void aStableStageEndsOnEveryDriverTogetherWithAnExactMerge() throws Exception {
        cluster.start();
        Api api = cluster.api();
        JsonNode report = api.runToFinished(WORKLOAD, Duration.ofMinutes(4));

        JsonNode stage = Reports.stage(report, "s1-steady");
        assertThat(stage.path("state").asText()).isEqualTo("completed");
        JsonNode steady = stage.path("steady");
        assertThat(steady.path("stable").asBoolean()).as("steady %s", steady).isTrue();
        assertThat(steady.path("endedBy").asText()).isEqualTo("stable");
        assertThat(steady.path("precision").asDouble()).isLessThanOrEqualTo(0.03);
        assertThat(steady.path("decidedAfterSeconds").asDouble()).isLessThan(RUNTIME - 10);
        Instant decided = Instant.parse(steady.path("decidedAt").asText());

        JsonNode missions = stage.path("missions");
        assertThat(missions.size()).isEqualTo(3);
        for (JsonNode m : missions) {
            assertThat(m.path("state").asText()).as("mission %s", m).isEqualToIgnoringCase("accomplished");
            Instant end = Instant.parse(m.path("windowEnd").asText());
            assertThat(Duration.between(decided, end).abs())
                    .as("window end of %s on %s vs the decision at %s", m.path("missionId").asText(),
                            m.path("driver").asText(), decided)
                    .isLessThanOrEqualTo(Duration.ofSeconds(INTERVAL));
        }
        JsonNode read = Reports.ops(stage, "read").getFirst();
        Reports.assertExactMerge(read);
        assertThat(read.path("missions").size()).isEqualTo(3);

        JsonNode drifting = Reports.stage(report, "s2-drifting").path("steady");
        assertThat(drifting.path("stable").asBoolean(true)).as("drifting %s", drifting).isFalse();
        assertThat(drifting.path("endedBy").asText()).isEqualTo("runtime");
        assertThat(drifting.path("driftPerMinute").asDouble()).isLessThan(-0.2);
    }
}
