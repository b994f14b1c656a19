package io.objbench.web.data;

import io.objbench.core.check.Criterion;
import io.objbench.core.check.Metric;
import java.util.Optional;

/**
 * What the search chart needs from an objective: the latency metric drawn on the y axis and the
 * limit in ms for the horizontal line, read by the criteria grammar the search itself used
 * ({@link Criterion}). An objective that is not a latency (throughput, errors) has no curve.
 *
 * @param metric  the latency metric with its stage and operation as named, e.g. {@code read.p99}
 * @param limitMs the limit, ms
 */
public record LatencyObjective(String metric, double limitMs) {

    /** The latency objective written in {@code text}; empty when it is none or not a criterion. */
    public static Optional<LatencyObjective> of(String text) {
        Optional<Criterion> c = criterion(text);
        if (c.isEmpty() || c.get().metric().kind().dimension() != Metric.Dimension.TIME) {
            return Optional.empty();
        }
        Criterion k = c.get();
        // as written: a stage with every operation keeps its "*"
        String where = k.stage().isPresent() ? k.stageLabel() + "." + k.opLabel() + "."
                : k.op().map(o -> o + ".").orElse("");
        return Optional.of(new LatencyObjective(where + k.metric().name(), k.limit()));
    }

    /** {@code text} read as a criterion; empty when it is null or not one (the search refused it then). */
    static Optional<Criterion> criterion(String text) {
        if (text == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(Criterion.parse(text));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
