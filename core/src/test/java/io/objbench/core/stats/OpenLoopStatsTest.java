package io.objbench.core.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.core.json.Json;
import io.objbench.core.json.LenientJson;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionState;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * The open-loop part of {@link OpStats} and {@link OpStatsSum}: the service and lag histograms
 * merge exactly like the response one, travel in the JSON only when present, and closed-loop
 * JSON stays what it was.
 */
class OpenLoopStatsTest {

    static Histogram histogram(long... micros) {
        Histogram h = HistogramCodec.newHistogram();
        for (long m : micros) {
            h.recordValue(m);
        }
        return h;
    }

    /** Scripted operations: lag and service per operation, µs; response = lag + service. */
    static OpStats openLoop(long[] lags, long[] services) {
        long[] responses = new long[lags.length];
        for (int i = 0; i < lags.length; i++) {
            responses[i] = lags[i] + services[i];
        }
        return new OpStats("op1", "read", "read", "read", lags.length, 0, 0, 0, 0, Map.of(), histogram(responses),
                1, 2, histogram(services), histogram(lags));
    }

    @Test
    void plusAddsTheThreeHistogramsExactly() {
        OpStats a = openLoop(new long[] {0, 5, 900_000}, new long[] {1000, 1200, 1100});
        OpStats b = openLoop(new long[] {7}, new long[] {30_000});
        OpStats sum = a.plus(b);
        assertThat(sum.openLoop()).isTrue();
        assertThat(sum.lagHistogram()).isEqualTo(histogram(0, 5, 900_000, 7));
        assertThat(sum.serviceHistogram()).isEqualTo(histogram(1000, 1200, 1100, 30_000));
        assertThat(sum.responseHistogram()).isEqualTo(histogram(1000, 1205, 901_100, 30_007));
        // the closed-loop identity merges with open loop without losing anything
        OpStats empty = OpStats.empty("op1", "read", "read", "read");
        assertThat(empty.plus(a).lagHistogram()).isEqualTo(a.lagHistogram());
        assertThat(a.plus(empty).serviceHistogram()).isEqualTo(a.serviceHistogram());
        assertThat(empty.plus(empty).openLoop()).isFalse();
    }

    @Test
    void theSumGivesWhatPlusGivesAndForgetsOpenLoopOnReset() {
        OpStats a = openLoop(new long[] {0, 5, 900_000}, new long[] {1000, 1200, 1100});
        OpStats b = openLoop(new long[] {7}, new long[] {30_000});
        OpStats c = openLoop(new long[] {3, 3}, new long[] {10, 20});
        OpStatsSum sum = OpStatsSum.like(a);
        sum.add(a);
        sum.add(b);
        sum.add(c);
        OpStats expected = a.plus(b).plus(c);
        OpStats got = sum.toOpStats();
        assertThat(got.serviceHistogram()).isEqualTo(expected.serviceHistogram());
        assertThat(got.lagHistogram()).isEqualTo(expected.lagHistogram());
        assertThat(got.responseHistogram()).isEqualTo(expected.responseHistogram());
        assertThat(sum.lagHistogram()).isEqualTo(expected.lagHistogram());
        sum.reset();
        assertThat(sum.openLoop()).isFalse();
        assertThat(sum.lagHistogram()).isNull();
        sum.add(OpStats.empty("op1", "read", "read", "read"));
        assertThat(sum.toOpStats().openLoop()).isFalse();
        sum.add(c);
        assertThat(sum.toOpStats().lagHistogram()).isEqualTo(c.lagHistogram()); // nothing left from before the reset
    }

    @Test
    void serviceAndLagGoTogether() {
        assertThatThrownBy(() -> new OpStats("op1", "read", "read", "read", 0, 0, 0, 0, 0, Map.of(),
                histogram(), 1, 2, histogram(), null)).hasMessageContaining("serviceHistogram and lagHistogram");
    }

    @Test
    void openLoopJsonRoundTripsAndClosedLoopJsonHasNoOpenLoopFields() throws Exception {
        OpStats open = openLoop(new long[] {0, 5, 900_000}, new long[] {1000, 1200, 1100});
        String text = Json.mapper().writeValueAsString(open);
        OpStats back = Json.mapper().readValue(text, OpStats.class);
        assertThat(back.serviceHistogram()).isEqualTo(open.serviceHistogram());
        assertThat(back.lagHistogram()).isEqualTo(open.lagHistogram());

        OpStats closed = new OpStats("op1", "read", "read", "read", 1, 0, 0, 0, 0, Map.of(), histogram(5), 1, 2);
        String closedText = Json.mapper().writeValueAsString(closed);
        assertThat(closedText).doesNotContain("serviceHistogram").doesNotContain("lagHistogram");
        // exactly the fields (and order) closed-loop OpStats had before open loop
        assertThat(Json.mapper().readTree(closedText).properties().stream().map(Map.Entry::getKey).toList())
                .containsExactly("opId", "opName", "opType", "sampleType", "successes", "failures", "bytes",
                        "responseNanosSum", "processingNanosSum", "errors", "responseHistogram", "firstStartMicros",
                        "lastEndMicros");
        assertThat(LenientJson.mapper().readValue(closedText, OpStats.class).openLoop()).isFalse();
    }

    @Test
    void inFlightCountsAreOptionalOnTheWire() throws Exception {
        Snapshot closed = new Snapshot(1, 0, 1, 2, List.of());
        String text = Json.mapper().writeValueAsString(closed);
        assertThat(text).doesNotContain("maxInFlight");
        assertThat(Json.mapper().readValue(text, Snapshot.class).maxInFlight()).isNull();
        Snapshot open = new Snapshot(1, 0, 1, 2, List.of(), 2);
        assertThat(Json.mapper().readValue(Json.mapper().writeValueAsString(open), Snapshot.class).maxInFlight())
                .isEqualTo(2);

        MissionReport report = new MissionReport("m", MissionState.ACCOMPLISHED, List.of(), 0, 1, "", List.of());
        String reportText = Json.mapper().writeValueAsString(report);
        assertThat(reportText).doesNotContain("maxInFlight");
        assertThat(LenientJson.mapper().readValue(reportText, MissionReport.class).maxInFlight()).isNull();
        MissionReport openReport = new MissionReport("m", MissionState.ACCOMPLISHED, List.of(), 0, 1, "", List.of(), 7);
        assertThat(Json.mapper().readValue(Json.mapper().writeValueAsString(openReport), MissionReport.class)
                .maxInFlight()).isEqualTo(7);
    }

    @Test
    void percentilesOfAnyLatencyAreReportedLikeTheResponseTime() {
        Map<Double, Double> p = OpMetrics.percentilesMs(histogram(1000, 2000, 3000));
        assertThat(p.keySet()).containsExactlyElementsOf(Percentiles.REPORTED);
        Histogram h = histogram(1000, 2000, 3000);
        assertThat(p.get(100.0)).isEqualTo(h.getMaxValue() / 1000.0); // 3 ms to HdrHistogram's precision
        assertThat(OpMetrics.percentilesMs(histogram()).get(50.0)).isNaN();
    }
}
