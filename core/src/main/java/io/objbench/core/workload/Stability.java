package io.objbench.core.workload;

import java.util.List;
import java.util.Objects;

/**
 * When a work ends because its answer is known (objbench extension {@code until="stable"} on
 * {@code <work>} or {@code <workstage>}): the controller ends the work's missions, on every
 * driver together, as soon as the 95 % confidence interval of the mean of each metric in
 * {@code on}, computed by batch means over the steady intervals merged across drivers, is no
 * wider than {@code precision} of the mean on either side, and {@code minRuntime} seconds of
 * the window have passed. The work's {@code runtime} stays the limit.
 *
 * @param precision  the relative half-width to reach, e.g. 0.02 for {@code precision="2%"}; in (0, 1)
 * @param on         the metrics: {@code throughput} and/or latency percentiles such as {@code p99}
 *                   or {@code p99.9}, each given once
 * @param minRuntime seconds of the measured window before the work may end early, ≥ 0
 */
public record Stability(double precision, List<String> on, int minRuntime) {

    /** The metric name of the throughput (successes per second over every operation of the works judged). */
    public static final String THROUGHPUT = "throughput";
    /** The precision when {@code precision} is absent: 2 %. */
    public static final double DEFAULT_PRECISION = 0.02;
    /** What is judged when {@code stableOn} is absent. */
    public static final List<String> DEFAULT_ON = List.of(THROUGHPUT);

    public Stability {
        if (!(precision > 0) || precision >= 1) {
            throw new IllegalArgumentException("precision must be within (0, 1), found " + precision);
        }
        on = List.copyOf(Objects.requireNonNull(on, "on"));
        if (on.isEmpty()) {
            throw new IllegalArgumentException("stableOn must name at least one metric");
        }
        for (String m : on) {
            if (!m.equals(THROUGHPUT) && Double.isNaN(percentile(m))) {
                throw new IllegalArgumentException("unknown stableOn metric '" + m + "'");
            }
        }
        if (minRuntime < 0) {
            throw new IllegalArgumentException("minRuntime must not be negative, found " + minRuntime);
        }
    }

    /**
     * The percentile a metric names ({@code p99} → 99, {@code p99.9} → 99.9), or NaN when it is
     * not a percentile in (0, 100).
     */
    public static double percentile(String metric) {
        if (metric == null || !metric.matches("p[0-9]{1,2}(\\.[0-9]{1,3})?")) {
            return Double.NaN;
        }
        double p = Double.parseDouble(metric.substring(1));
        return p > 0 && p < 100 ? p : Double.NaN;
    }

    /** True when {@code metric} is the throughput (else a percentile). */
    public static boolean isThroughput(String metric) {
        return THROUGHPUT.equals(metric);
    }
}
