package io.objbench.driver.measure;

import io.objbench.api.ErrorKind;
import io.objbench.core.stats.Exemplar;
import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.OpStatsSum;
import java.util.List;
import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.AtomicHistogram;

/**
 * What one operation accumulates during one interval for one side of the measured window:
 * concurrent counters written by all workers at once, read (and reset) only when no writer is
 * active ({@link OpRecorder} guarantees that with a phaser). An open-loop operation also
 * accumulates the service times and schedule lags of its successes; a read, the times to first
 * byte of its successes (its processing times, docs/metrics.md).
 */
final class IntervalStats {

    private static final ErrorKind[] KINDS = ErrorKind.values();

    // every success and nothing else, once: its total count is the successes (no counter of their
    // own, one atomic update less per operation: docs/performance.md, "the ceiling after issue 13")
    private final AtomicHistogram histogram = newHistogram();
    private final LongAdder bytes = new LongAdder();
    private final LongAdder responseNanos = new LongAdder();
    private final LongAdder processingNanos = new LongAdder();
    private final LongAdder[] failures = new LongAdder[KINDS.length];
    private final LongAdder unavailable = new LongAdder();
    private final LongAccumulator firstStart = new LongAccumulator(Math::min, Long.MAX_VALUE);
    private final LongAccumulator lastEnd = new LongAccumulator(Math::max, Long.MIN_VALUE);
    // open loop only (null for closed loop): completion − actual start, actual − intended start, µs
    private final AtomicHistogram service;
    private final AtomicHistogram lag;
    // reads only (null otherwise): op start → first byte of the response, µs
    private final AtomicHistogram firstByte;
    // the slowest samples, one heap per local worker (each written by its worker only); null when
    // this side keeps none (exemplars=0, or the out-of-window side)
    private final ExemplarTopK[] exemplars;

    IntervalStats() {
        this(false, false);
    }

    IntervalStats(boolean openLoop, boolean firstByte) {
        this(openLoop, firstByte, 0, 0);
    }

    /**
     * @param workers   the mission's workers on this driver (one exemplar heap each)
     * @param exemplars the slowest samples each worker keeps; 0 for none
     */
    IntervalStats(boolean openLoop, boolean firstByte, int workers, int exemplars) {
        if (exemplars > 0 && workers > 0) {
            this.exemplars = new ExemplarTopK[workers];
            for (int w = 0; w < workers; w++) {
                this.exemplars[w] = new ExemplarTopK(exemplars);
            }
        } else {
            this.exemplars = null;
        }
        service = openLoop ? newHistogram() : null;
        lag = openLoop ? newHistogram() : null;
        this.firstByte = firstByte ? newHistogram() : null;
        for (int i = 0; i < failures.length; i++) {
            failures[i] = new LongAdder();
        }
    }

    private static AtomicHistogram newHistogram() {
        return new AtomicHistogram(1, HistogramCodec.HIGHEST_MICROS, HistogramCodec.SIGNIFICANT_DIGITS);
    }

    /** Whether this side records service times and schedule lags. */
    boolean openLoop() {
        return lag != null;
    }

    /** Whether this side records the times to first byte. */
    boolean firstByte() {
        return firstByte != null;
    }

    /**
     * An open-loop success's service time and schedule lag (its response time, from the intended
     * start, goes through {@link #recordSuccess}); only when {@link #openLoop()}.
     */
    void recordOpenLoop(long serviceNanos, long lagNanos) {
        service.recordValue(micros(serviceNanos));
        lag.recordValue(micros(lagNanos));
    }

    // whole µs, truncated, clamped to the histograms' range; a negative span (an actual start before
    // the intended one, only when a wait was cut short by an interrupt) counts as 0
    private static long micros(long nanos) {
        return nanos <= 0 ? 0 : Math.min(nanos / 1_000L, HistogramCodec.HIGHEST_MICROS);
    }

    void recordSuccess(long startNanos, long endNanos, long processingNanos, long byteCount) {
        long response = endNanos - startNanos;
        histogram.recordValue(micros(response));
        responseNanos.add(response);
        this.processingNanos.add(processingNanos);
        if (firstByte != null) {
            firstByte.recordValue(micros(processingNanos));
        }
        if (byteCount != 0) {
            bytes.add(byteCount);
        }
        span(startNanos, endNanos);
    }

    /**
     * Offers a sample to the heap of slowest samples of {@code origin}'s worker; nothing when this
     * side keeps none or the origin names no worker with a heap (a caller that does not say).
     */
    void offerExemplar(SampleOrigin origin, long latencyNanos, long startNanos, ErrorKind failure, int code) {
        ExemplarTopK[] heaps = exemplars;
        int worker = origin.worker;
        if (heaps != null && worker >= 0 && worker < heaps.length) {
            heaps[worker].offer(latencyNanos, startNanos, failure, code, origin.source);
        }
    }

    /**
     * Moves every worker's kept samples to {@code out} (null: drops them) and clears them; call
     * only with no writer active.
     */
    void drainExemplars(List<Exemplar> out, String opId, EpochMapping epoch) {
        if (exemplars != null) {
            for (ExemplarTopK heap : exemplars) {
                if (out == null) {
                    heap.clear();
                } else {
                    heap.drainTo(out, opId, epoch);
                }
            }
        }
    }

    void recordFailure(long startNanos, long endNanos, ErrorKind kind) {
        failures[kind.ordinal()].increment();
        span(startNanos, endNanos);
    }

    /** A turn that found its inventory empty: no call, no latency, no time span. */
    void recordUnavailable() {
        unavailable.increment();
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
        target.add(histogram.getTotalCount(), failed, bytes.sum(), responseNanos.sum(), processingNanos.sum(), histogram,
                first == Long.MAX_VALUE ? Long.MAX_VALUE : epoch.toEpochMicros(first),
                last == Long.MIN_VALUE ? Long.MIN_VALUE : epoch.toEpochMicros(last));
        long none = unavailable.sum();
        if (none != 0) {
            target.addUnavailable(none);
        }
        if (lag != null) {
            target.addOpenLoop(service, lag); // makes the sum open loop even when empty: the operation is
        }
        if (firstByte != null) {
            target.addFirstByte(firstByte); // likewise: a read carries its (maybe empty) first-byte histogram
        }
    }

    /** Clears everything; call only with no writer active. */
    void reset() {
        histogram.reset();
        bytes.reset();
        responseNanos.reset();
        processingNanos.reset();
        for (LongAdder f : failures) {
            f.reset();
        }
        unavailable.reset();
        firstStart.reset();
        lastEnd.reset();
        if (lag != null) {
            service.reset();
            lag.reset();
        }
        if (firstByte != null) {
            firstByte.reset();
        }
    }
}
