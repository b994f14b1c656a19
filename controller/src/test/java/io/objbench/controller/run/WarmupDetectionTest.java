package io.objbench.controller.run;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.objbench.controller.archive.JsonSummary;
import io.objbench.core.driver.DriverClient;
import io.objbench.core.json.Json;
import io.objbench.core.stats.OpStats;
import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadReader;
import io.objbench.driver.MissionManager;
import io.objbench.driver.local.LocalDriverClient;
import java.time.Duration;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * Warm-up detection on the real runner and an in-process driver on {@code mock} with a known
 * warm-up model: the detected end against the model's, and the steady window summed exactly.
 */
class WarmupDetectionTest {

    private static final int WORKERS = 8;
    // the model (latency falling tenfold) over a 10 s warm-up at ~400 ops/s
    // (a few percent of a core, and 20 ms calls: a loaded machine's scheduling dips of a few ms
    // stay within the steady intervals' noise, which at 1,600 ops/s they did not)
    private static final double BASE_MS = 20;    // latency=exp(20): mean 20 ms
    private static final double EXTRA_MS = 180;  // warmup=180:10: 200 ms at the first call ...
    private static final double WARMUP_S = 10;   // ... falling linearly to 20 ms over 10 s
    private static final int INTERVAL_S = 1;
    private static final int RUNTIME_S = 40;

    @Test
    void theDetectedEndLiesWithinOneIntervalOfTheModelsAndTheSteadyWindowIsSummedExactly() throws Exception {
        Workload w = WorkloadReader.read("""
                <workload name="warm">
                  <storage type="mock" config="latency=exp(%s);warmup=%s:%s;seed=11"/>
                  <workflow>
                    <workstage name="main">
                      <work name="main" workers="%d" interval="%d" runtime="%d"
                            config="containers=c(1);objects=u(1,100)">
                        <operation type="read" ratio="100"/>
                      </work>
                    </workstage>
                  </workflow>
                </workload>
                """.formatted(fmt(BASE_MS), fmt(EXTRA_MS), fmt(WARMUP_S), WORKERS, INTERVAL_S, RUNTIME_S), "warm.xml");
        Map<String, DriverClient> drivers = Map.of("driver1", new LocalDriverClient(MissionManager.withDefaults("driver1")));

        // polls five times per interval: each timeline row holds at most one interval of the one mission
        WorkloadResult r = new WorkloadRunner(drivers, RunSettings.defaults().withTick(Duration.ofMillis(200)),
                RunListener.NONE).run("w1", w);

        StageResult stage = r.stages().get(0);
        assertThat(stage.state()).as(stage.message()).isEqualTo(StageState.COMPLETED);
        SteadyWindow steady = stage.window();
        StringBuilder series = new StringBuilder("operations per interval:");
        for (TimelineRow row : stage.timeline()) {
            series.append(' ').append(row.maxVersion()).append(':').append(row.ops().get(0).total());
        }
        assertThat(steady.method()).isEqualTo(SteadyWindow.MSER5);
        int model = modelEnd();
        assertThat(model).as("the model's end by the documented rule").isEqualTo(10);
        assertThat(steady.warmupIntervals()).as("detected vs the model's end (" + model + "); " + series)
                .isBetween(model - 1, model + 1);
        assertThat(steady.warmupEndsAt()).isEqualTo((double) steady.warmupIntervals() * INTERVAL_S);

        // exactness: rampup is 0, so every sample of the intervals before the cut counts in COSBench's
        // window; the steady window is that window less those intervals, to the operation and bucket
        int cut = steady.warmupIntervals();
        OpStats whole = stage.whole().get(0).ops().get(0);
        OpStats measured = stage.works().get(0).ops().get(0);
        long before = 0;
        Histogram rest = whole.responseHistogram().copy();
        for (TimelineRow row : stage.timeline()) {
            assertThat(row.minVersion() <= cut && row.maxVersion() > cut).as("a row straddles the cut").isFalse();
            if (row.maxVersion() <= cut) {
                before += row.ops().get(0).total();
                rest.subtract(row.ops().get(0).histogram());
            }
        }
        assertThat(before).as("the warm-up was measured").isPositive();
        assertThat(measured.total()).isEqualTo(whole.total() - before);
        assertThat(measured.responseHistogram()).isEqualTo(rest);
        assertThat(measured.responseNanosSum() / (double) measured.successes())
                .as("the steady mean latency is the model's base, not the warm-up's")
                .isLessThan(whole.responseNanosSum() / (double) whole.successes());
        assertThat(stage.works().get(0).windowSeconds()).isCloseTo(RUNTIME_S - cut * INTERVAL_S,
                org.assertj.core.data.Offset.offset(0.5));

        JsonNode json = Json.mapper().readTree(JsonSummary.render(r)).get("stages").get(0);
        assertThat(json.get("steady").get("method").asText()).isEqualTo("MSER-5");
        assertThat(json.get("steady").get("warmupIntervals").asInt()).isEqualTo(cut);
        assertThat(json.get("ops").get(0).get("opCount").asLong()).isEqualTo(measured.successes());
        assertThat(json.get("ops").get(0).get("whole").get("opCount").asLong()).isEqualTo(whole.successes());
    }

    /**
     * The model's end of the warm-up, as docs/metrics.md defines the end of a transient: the first
     * interval whose expected throughput is within two standard deviations of the steady
     * interval's. In closed loop the expected throughput is workers / (base + mean extra latency
     * over the interval); the count of completions of exponential service times over an interval
     * is Poisson-like, so the steady interval's relative standard deviation is
     * 1 / sqrt(steady throughput × interval).
     */
    private static int modelEnd() {
        double steady = WORKERS / (BASE_MS / 1e3);
        double noise = 2 / Math.sqrt(steady * INTERVAL_S);
        for (int k = 0; ; k++) {
            double extra = meanExtraMs(k * INTERVAL_S, (k + 1) * INTERVAL_S);
            double expected = WORKERS / ((BASE_MS + extra) / 1e3);
            if (1 - expected / steady <= noise) {
                return k;
            }
        }
    }

    /** The mean of the model's extra latency over [a, b) seconds (it falls linearly to 0 at WARMUP_S). */
    private static double meanExtraMs(double a, double b) {
        int steps = 1000;
        double sum = 0;
        for (int i = 0; i < steps; i++) {
            double t = a + (b - a) * (i + 0.5) / steps;
            sum += t < WARMUP_S ? EXTRA_MS * (1 - t / WARMUP_S) : 0;
        }
        return sum / steps;
    }

    private static String fmt(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }
}
