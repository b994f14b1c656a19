package io.objbench.http;

import io.objbench.api.ErrorKind;
import io.objbench.core.stats.LatencyBuckets;
import io.objbench.core.stats.OpTotals;
import io.prometheus.metrics.model.snapshots.ClassicHistogramBuckets;
import io.prometheus.metrics.model.snapshots.CounterSnapshot;
import io.prometheus.metrics.model.snapshots.CounterSnapshot.CounterDataPointSnapshot;
import io.prometheus.metrics.model.snapshots.HistogramSnapshot;
import io.prometheus.metrics.model.snapshots.HistogramSnapshot.HistogramDataPointSnapshot;
import io.prometheus.metrics.model.snapshots.Labels;
import io.prometheus.metrics.model.snapshots.MetricSnapshots;
import io.prometheus.metrics.model.snapshots.Unit;
import java.util.Locale;
import java.util.Map;

/**
 * The per-operation metric families the controller and the driver both serve (docs/metrics.md,
 * "Prometheus"): {@code objbench_operations_total}, {@code objbench_bytes_total},
 * {@code objbench_errors_total} (by {@code kind}) and the {@code objbench_response_seconds}
 * histogram, one data point per {@link #add} call. Used for one scrape.
 */
public final class OpFamilies {

    private static final double[] BOUNDS = LatencyBuckets.upperBoundsSeconds();

    private final CounterSnapshot.Builder ops = CounterSnapshot.builder().name("objbench_operations")
            .help("Successful operations (the archive's opCount)");
    private final CounterSnapshot.Builder bytes = CounterSnapshot.builder().name("objbench_bytes")
            .help("Bytes moved by successful operations");
    private final CounterSnapshot.Builder errors = CounterSnapshot.builder().name("objbench_errors")
            .help("Failed operations by error kind");
    private final HistogramSnapshot.Builder latency = HistogramSnapshot.builder().name("objbench_response_seconds")
            .unit(Unit.SECONDS)
            .help("Response times of successful operations; bucket counts are exact counts from the HdrHistogram"
                    + " at its 3-digit precision (docs/metrics.md)");

    /** Adds one operation's totals under {@code labels}. */
    public OpFamilies add(Labels labels, OpTotals t) {
        ops.dataPoint(CounterDataPointSnapshot.builder().labels(labels).value(t.successes()).build());
        bytes.dataPoint(CounterDataPointSnapshot.builder().labels(labels).value(t.bytes()).build());
        for (Map.Entry<ErrorKind, Long> e : t.errors().entrySet()) {
            errors.dataPoint(CounterDataPointSnapshot.builder()
                    .labels(labels.add("kind", e.getKey().name().toLowerCase(Locale.ROOT))).value(e.getValue()).build());
        }
        latency.dataPoint(HistogramDataPointSnapshot.builder().labels(labels)
                .classicHistogramBuckets(ClassicHistogramBuckets.of(BOUNDS, t.buckets()))
                .sum(t.responseNanosSum() / 1e9).build());
        return this;
    }

    /** Adds the four families to {@code all}. */
    public MetricSnapshots.Builder addTo(MetricSnapshots.Builder all) {
        return all.metricSnapshot(ops.build()).metricSnapshot(bytes.build()).metricSnapshot(errors.build())
                .metricSnapshot(latency.build());
    }
}
