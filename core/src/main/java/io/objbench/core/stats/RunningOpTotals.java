package io.objbench.core.stats;

import io.objbench.api.ErrorKind;
import java.util.EnumMap;
import java.util.Map;
import org.HdrHistogram.AbstractHistogram;

/**
 * The running {@link OpTotals} of one operation, added to once per interval or timeline row
 * (never per operation). Not thread-safe: its owner guards it.
 */
public final class RunningOpTotals {

    private long successes;
    private long failures;
    private long bytes;
    private long responseNanosSum;
    private final Map<ErrorKind, Long> errors = new EnumMap<>(ErrorKind.class);
    private final long[] buckets = new long[LatencyBuckets.size()];

    /** Adds one period's figures; {@code responseMicros} holds its successes' response times. */
    public void add(long successes, long failures, long bytes, long responseNanosSum, Map<ErrorKind, Long> errors,
                    AbstractHistogram responseMicros) {
        this.successes += successes;
        this.failures += failures;
        this.bytes += bytes;
        this.responseNanosSum += responseNanosSum;
        errors.forEach((k, v) -> this.errors.merge(k, v, Long::sum));
        if (responseMicros != null && responseMicros.getTotalCount() > 0) {
            LatencyBuckets.addTo(responseMicros, buckets);
        }
    }

    /** Adds an interval's measurement. */
    public void add(OpStats s) {
        add(s.successes(), s.failures(), s.bytes(), s.responseNanosSum(), s.errors(), s.responseHistogram());
    }

    /** Adds one period's figures with its response times already bucketed ({@link LatencyBuckets#addTo}). */
    public void add(long successes, long failures, long bytes, long responseNanosSum, Map<ErrorKind, Long> errors,
                    long[] bucketed) {
        add(successes, failures, bytes, responseNanosSum, errors, (AbstractHistogram) null);
        for (int i = 0; i < buckets.length; i++) {
            buckets[i] += bucketed[i];
        }
    }

    /** The totals so far. */
    public OpTotals totals() {
        return new OpTotals(successes, failures, bytes, responseNanosSum, errors, buckets);
    }
}
