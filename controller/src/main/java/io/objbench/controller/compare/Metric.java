package io.objbench.controller.compare;

import java.util.function.ToDoubleFunction;

/**
 * A figure a comparison judges, computed per batch. The largest response time is not one: a
 * batch's max is a single sample and grows with the batch's number of successes, so a change of
 * throughput alone would move it (docs/metrics.md, "Comparing runs"). For the same reason a
 * percentile {@code p} is read only from a batch of at least {@code 1/(1 - p)} successes (100 for
 * p99, 10,000 for p99.99); from a smaller one it would be that batch's max.
 */
public enum Metric {
    /** Successes per second: higher is faster. */
    THROUGHPUT("throughput", "ops/s", true, Batch::throughput),
    /** Mean response time. */
    AVG("avg", "ms", false, Batch::meanMs),
    /** Median response time. */
    P50("p50", "ms", false, percentile(50)),
    /** 90th percentile response time. */
    P90("p90", "ms", false, percentile(90)),
    /** 95th percentile response time. */
    P95("p95", "ms", false, percentile(95)),
    /** 99th percentile response time. */
    P99("p99", "ms", false, percentile(99)),
    /** 99.9th percentile response time. */
    P999("p99.9", "ms", false, percentile(99.9)),
    /** 99.99th percentile response time. */
    P9999("p99.99", "ms", false, percentile(99.99));

    private final String label;
    private final String unit;
    private final boolean higherIsFaster;
    private final ToDoubleFunction<Batch> value;

    Metric(String label, String unit, boolean higherIsFaster, ToDoubleFunction<Batch> value) {
        this.label = label;
        this.unit = unit;
        this.higherIsFaster = higherIsFaster;
        this.value = value;
    }

    /** The percentile of a batch; NaN when it has fewer successes than {@link #minSuccesses} asks. */
    private static ToDoubleFunction<Batch> percentile(double p) {
        long least = minSuccesses(p);
        return b -> b.successes() >= least ? b.percentileMs(p) : Double.NaN;
    }

    /**
     * The fewest successes a batch needs for percentile {@code p} (0..100): {@code 1/(1 - p)}, so
     * that about one sample lies above it and the value is not simply the batch's largest.
     */
    static long minSuccesses(double p) {
        return Math.round(100 / (100 - p));
    }

    /** The name printed and written in JSON ({@code p99.9}). */
    public String label() {
        return label;
    }

    /** The unit of the values. */
    public String unit() {
        return unit;
    }

    /** True for throughput: a rise is an improvement; for latencies a fall is. */
    public boolean higherIsFaster() {
        return higherIsFaster;
    }

    /** The metric's value for one batch; NaN when the batch has none (no successes). */
    public double of(Batch batch) {
        return value.applyAsDouble(batch);
    }
}
