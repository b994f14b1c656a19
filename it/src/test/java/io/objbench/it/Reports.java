package io.objbench.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.Percentiles;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/** Reading and checking the JSON summary ({@code …/report}) of a run. */
final class Reports {

    private Reports() {
    }

    /** The stage with id {@code s<k>-<name>}. */
    static JsonNode stage(JsonNode report, String id) {
        for (JsonNode s : report.path("stages")) {
            if (s.path("id").asText().equals(id)) {
                return s;
            }
        }
        throw new AssertionError("no stage " + id + " in the report: " + report.path("stages"));
    }

    /** The stage's op with that label (e.g. {@code read}, {@code prepare-write}). */
    static List<JsonNode> ops(JsonNode stage, String label) {
        List<JsonNode> out = new ArrayList<>();
        stage.path("ops").forEach(op -> {
            if (op.path("label").asText().equals(label)) {
                out.add(op);
            }
        });
        assertThat(out).as("ops labelled %s in %s", label, stage.path("id").asText()).isNotEmpty();
        return out;
    }

    /** Per driver, the op count of the op's missions (a driver with several missions: summed). */
    static Map<String, Long> opCountByDriver(JsonNode op) {
        Map<String, Long> out = new LinkedHashMap<>();
        op.path("missions").forEach(m -> out.merge(m.path("driver").asText(), m.path("opCount").asLong(), Long::sum));
        return out;
    }

    /**
     * The merge is exact: counts and bytes are the sums of the missions', the merged histogram is
     * the union of theirs and every merged percentile is that of the union.
     */
    static void assertExactMerge(JsonNode op) {
        String what = op.path("stage").asText() + "/" + op.path("opId").asText() + " (" + op.path("label").asText() + ")";
        JsonNode parts = op.path("missions");
        assertThat(parts.size()).as("missions of %s", what).isGreaterThan(0);
        long ops = 0;
        long failures = 0;
        long bytes = 0;
        double weightedAvg = 0;
        Histogram union = HistogramCodec.newHistogram();
        for (JsonNode m : parts) {
            ops += m.path("opCount").asLong();
            failures += m.path("failures").asLong();
            bytes += m.path("byteCount").asLong();
            if (m.path("opCount").asLong() > 0) {
                weightedAvg += m.path("avgResTimeMs").asDouble() * m.path("opCount").asLong();
            }
            union.add(HistogramCodec.decode(m.path("histogram").asText()));
        }
        assertThat(op.path("opCount").asLong()).as("merged op count of %s", what).isEqualTo(ops);
        assertThat(op.path("failures").asLong()).as("merged failures of %s", what).isEqualTo(failures);
        assertThat(op.path("byteCount").asLong()).as("merged bytes of %s", what).isEqualTo(bytes);
        Histogram merged = HistogramCodec.decode(op.path("histogram").asText());
        assertThat(merged.getTotalCount()).as("samples in the merged histogram of %s", what)
                .isEqualTo(union.getTotalCount()).isEqualTo(ops);
        assertThat(merged).as("merged histogram of %s = union of the missions'", what).isEqualTo(union);
        if (ops > 0) {
            assertThat(op.path("avgResTimeMs").asDouble()).as("merged mean of %s", what)
                    .isCloseTo(weightedAvg / ops, within(1e-6));
            for (double p : Percentiles.REPORTED) {
                double expected = (p >= 100.0 ? union.getMaxValue() : union.getValueAtPercentile(p)) / 1000.0;
                assertThat(op.path("percentilesMs").path(Percentiles.label(p)).asDouble())
                        .as("%s of %s = that of the union of the missions' samples", Percentiles.label(p), what)
                        .isEqualTo(expected);
            }
        }
    }
}
