package io.objbench.controller.compare;

import java.util.function.ToDoubleFunction;

/** A figure a comparison judges, computed per batch. */
public enum Metric {
    /** Successes per second: higher is faster. */
    THROUGHPUT("throughput", "ops/s", true, Batch::throughput),
    /** Mean response time. */
    AVG("avg", "ms", false, Batch::meanMs),
    /** Median response time. */
    P50("p50", "ms", false, b -> b.percentileMs(50)),
    /** 90th percentile response time. */
    P90("p90", "ms", false, b -> b.percentileMs(90)),
    /** 99th percentile response time. */
    P99("p99", "ms", false, b -> b.percentileMs(99)),
    /** 99.9th percentile response time. */
    P999("p99.9", "ms", false, b -> b.percentileMs(99.9));

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
