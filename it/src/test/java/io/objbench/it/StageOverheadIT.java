package io.objbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The fixed cost of a stage over two HTTP driver JVMs: 20 short mock stages, each split over both
 * drivers, and the median of the JSON summary's {@code overheadMs} (previous stage's last
 * operation to this stage's first, on the drivers' clocks: one machine here) stays under 200 ms.
 * Before the drivers answered polls as missions ended, a stage's end was seen at the next poll:
 * 50, 100, 200 ... ms after launch, then once per interval (1 s here, 5 s by default): a median
 * of 439 ms. The bound catches that, not the figure: issue 21's 50 ms is a measurement, printed
 * here and recorded with its machine in docs/performance.md (a timed bound of 50 ms failed on a
 * loaded machine without any change of code).
 *
 * <p>The median, not the maximum: a gap is one sample of scheduling noise on a machine other
 * builds load, and the first gaps carry the drivers' JIT warm-up; the median shows that stages
 * normally end when their missions do.
 */
class StageOverheadIT {

    private static final int STAGES = 20;

    @RegisterExtension
    final Cluster cluster = new Cluster(2);

    @Test
    void medianGapBetweenTwentyStagesOnTwoHttpDriversIsFarBelowAPollPeriod() throws Exception {
        cluster.start();
        StringBuilder stages = new StringBuilder();
        for (int i = 1; i <= STAGES; i++) {
            stages.append("""
                    <workstage name="st%d">
                      <work name="w%d" workers="4" interval="1" totalOps="400">
                        <operation type="read" ratio="100" config="containers=c(1);objects=u(1,100)"/>
                      </work>
                    </workstage>
                    """.formatted(i, i));
        }
        JsonNode report = cluster.api().runToFinished("""
                <workload name="it-overhead">
                  <storage type="mock" config="delay=1;size=1KB"/>
                  <workflow>
                %s  </workflow>
                </workload>
                """.formatted(stages), Duration.ofMinutes(3));

        List<Double> gaps = new ArrayList<>();
        for (JsonNode stage : report.path("stages")) {
            assertThat(stage.path("state").asText()).isEqualTo("completed");
            assertThat(stage.path("missions").size()).as("each stage runs on both drivers").isEqualTo(2);
            if (stage.has("overheadMs")) {
                gaps.add(stage.path("overheadMs").asDouble());
            }
        }
        assertThat(report.path("stages").get(0).has("overheadMs")).as("nothing ran before the first stage").isFalse();
        assertThat(gaps).hasSize(STAGES - 1);
        List<Double> sorted = gaps.stream().sorted().toList();
        // the middle value of an odd count (19 gaps: the 10th), the mean of the two middle ones else
        int n = sorted.size();
        double median = n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
        System.out.printf(java.util.Locale.ROOT, "HTTP stage overhead over %d gaps: median %.1f ms, max %.1f ms: %s%n",
                gaps.size(), median, sorted.getLast(), gaps);
        assertThat(median).as("median overhead per stage (ms) of %s", gaps).isLessThan(200);
    }
}
