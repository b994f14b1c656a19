package io.objbench.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import io.objbench.core.stats.HistogramCodec;
import java.time.Duration;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Issue 10 over three driver JVMs: the open-loop stall workload (rate 1,000 for the whole work,
 * each driver's mission a third of it) reaches its target within 1 %, its merged response, service
 * and lag histograms are exactly the union of the drivers', and its response p95 is the schedule's;
 * a rate far above what the workers serve is marked generator saturated, all workers busy.
 */
class OpenLoopDistributedIT {

    private static final int RATE = 1000;
    private static final int RUNTIME = 20;

    @RegisterExtension
    final Cluster cluster = new Cluster(3);

    private static final String WORKLOAD = """
            <workload name="it-open-loop" description="open loop over three drivers">
              <storage type="mock" config="delay=1;stall=10:2000" />
              <workflow>
                <workstage name="open">
                  <work name="open" workers="2502" interval="5" runtime="%d" rate="%d">
                    <operation type="read" ratio="100" config="containers=c(1);objects=u(1,100)" />
                  </work>
                </workstage>
                <workstage name="overload">
                  <work name="overload" workers="6" interval="1" runtime="3" rate="30000">
                    <operation type="read" ratio="100" config="containers=c(1);objects=u(1,100)" />
                  </work>
                </workstage>
              </workflow>
            </workload>
            """.formatted(RUNTIME, RATE);

    @Test
    void mergedOpenLoopResultsAreExactAndOnTargetAndSaturationIsMarked() throws Exception {
        cluster.start();
        Api api = cluster.api();
        JsonNode report = api.runToFinished(WORKLOAD, Duration.ofMinutes(3));

        JsonNode open = Reports.stage(report, "s1-open");
        assertThat(open.path("state").asText()).isEqualTo("completed");
        JsonNode read = Reports.ops(open, "read").getFirst();
        Reports.assertExactMerge(read);
        assertThat(read.path("missions").size()).isEqualTo(3);
        assertThat(read.path("failures").asLong()).isZero();
        for (String field : new String[] {"serviceHistogram", "lagHistogram"}) {
            Histogram union = HistogramCodec.newHistogram();
            read.path("missions").forEach(m -> union.add(HistogramCodec.decode(m.path(field).asText())));
            Histogram merged = HistogramCodec.decode(read.path("openLoop").path(field).asText());
            assertThat(merged).as("merged %s = union of the drivers'", field).isEqualTo(union);
            assertThat(merged.getTotalCount()).isEqualTo(read.path("opCount").asLong());
        }
        double achieved = read.path("openLoop").path("achievedRate").asDouble();
        assertThat(achieved).as("merged achieved rate").isCloseTo(RATE, within(RATE * 0.01));
        JsonNode generator = open.path("generator").get(0);
        assertThat(generator.path("targetRate").asDouble()).isEqualTo(RATE);
        assertThat(generator.path("achievedRate").asDouble()).isCloseTo(RATE, within(RATE * 0.01));
        assertThat(generator.path("peakInFlight").isInt()).as("peak in flight reported").isTrue();

        // the p95 the three missions' schedules imply (each a third of the rate), as in OpenLoopStallTest
        Histogram expected = HistogramCodec.newHistogram();
        double missionRate = RATE / 3.0;
        for (long k = 0; k < missionRate * RUNTIME; k++) {
            double intended = k * 1000.0 / missionRate;
            double completion = intended >= 10_000 && intended < 12_000 ? 12_001 : intended + 1;
            expected.recordValueWithCount(Math.round((completion - intended) * 1000), 3); // three missions alike
        }
        double p95 = read.path("percentilesMs").path("p95").asDouble();
        double want = expected.getValueAtPercentile(95) / 1000.0;
        assertThat(p95).as("merged open-loop p95 ms (the schedule's: %.1f)", want).isCloseTo(want, within(want * 0.10));

        JsonNode overload = Reports.stage(report, "s2-overload");
        JsonNode verdict = overload.path("generator").get(0);
        assertThat(verdict.path("saturated").asBoolean()).as("overload verdict %s", verdict).isTrue();
        assertThat(verdict.path("cause").asText()).isEqualTo("all workers busy");
        assertThat(verdict.path("peakInFlight").asInt()).isEqualTo(6);
        Reports.ops(overload, "read").forEach(Reports::assertExactMerge);
    }
}
