package io.objbench.driver.measure;

import io.objbench.api.ErrorKind;
import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.OpStatsSum;
import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.AtomicHistogram;

/**
 * What one operation accumulates during one interval for one side of the measured window:
 * concurrent counters written by all workers at once, read (and reset) only when no writer is
 * active ({@link OpRecorder} guarantees that with a phaser).
 */
final class IntervalStats {

    private static final ErrorKind[] KINDS = ErrorKind.values();

    private final AtomicHistogram histogram =
            new AtomicHistogram(1, HistogramCodec.HIGHEST_MICROS, HistogramCodec.SIGNIFICANT_DIGITS);
    private final LongAdder successes = new LongAdder();
    private final LongAdder bytes = new LongAdder();
    private final LongAdder responseNanos = new LongAdder();
    private final LongAdder processingNanos = new LongAdder();
    private final LongAdder[] failures = new LongAdder[KINDS.length];
    private final LongAccumulator firstStart = new LongAccumulator(Math::min, Long.MAX_VALUE);
    private final LongAccumulator lastEnd = new LongAccumulator(Math::max, Long.MIN_VALUE);

    IntervalStats() {
        for (int i = 0; i < failures.length; i++) {
            failures[i] = new LongAdder();
        }
    }

    void recordSuccess(long startNanos, long endNanos, long processingNanos, long byteCount) {
        long response = endNanos - startNanos;
        histogram.recordValue(Math.min(response / 1_000L, HistogramCodec.HIGHEST_MICROS));
        successes.increment();
        responseNanos.add(response);
        this.processingNanos.add(processingNanos);
        if (byteCount != 0) {
            bytes.add(byteCount);
        }
        span(startNanos, endNanos);
    }

    void recordFailure(long startNanos, long endNanos, ErrorKind kind) {
        failures[kind.ordinal()].increment();
        span(startNanos, endNanos);
    }

    private void span(long startNanos, long endNanos) {
        firstStart.accumulate(startNanos);
        lastEnd.accumulate(endNanos);
    }

    /**
     * Adds the accumulated values to {@code target} (its histogram bucket by bucket: no copy);
     * call only with no writer active.
     */
    void addTo(OpStatsSum target, EpochMapping epoch) {
        long failed = 0;
        for (ErrorKind kind : KINDS) {
            long n = failures[kind.ordinal()].sum();
            if (n != 0) {
                target.addErrors(kind, n);
                failed += n;
            }
        }
        long first = firstStart.get();
        long last = lastEnd.get();
        target.add(successes.sum(), failed, bytes.sum(), responseNanos.sum(), processingNanos.sum(), histogram,
                first == Long.MAX_VALUE ? Long.MAX_VALUE : epoch.toEpochMicros(first),
                last == Long.MIN_VALUE ? Long.MIN_VALUE : epoch.toEpochMicros(last));
    }

    /** Clears everything; call only with no writer active. */
    void reset() {
        histogram.reset();
        successes.reset();
        bytes.reset();
        responseNanos.reset();
        processingNanos.reset();
        for (LongAdder f : failures) {
            f.reset();
        }
        firstStart.reset();
        lastEnd.reset();
    }
}
