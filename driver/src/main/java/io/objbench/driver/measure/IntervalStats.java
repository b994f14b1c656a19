package io.objbench.driver.measure;

import io.objbench.api.ErrorKind;
import io.objbench.core.stats.Exemplar;
import io.objbench.core.stats.HistogramCodec;
import java.util.List;
import java.util.concurrent.atomic.LongAdder;

/**
 * What one operation accumulates during one interval for one side of the measured window,
 * written by all workers at once and read (and emptied) only when no writer is active
 * ({@link OpRecorder} guarantees that with a phaser). An open-loop operation also accumulates the
 * service times and schedule lags of its successes; a read, the times to first byte of its
 * successes (its processing times, docs/metrics.md).
 *
 * <p>A success costs one atomic instruction per histogram and none for the rest: each worker sums
 * its response and processing times, bytes and time span in a slot of its own (a line no other
 * worker writes), with plain stores that the phaser publishes to the reader; the success count is
 * the latency histogram's (docs/performance.md, "Recording with fewer atomic instructions").
 * Samples that name no worker (tests, benches) go to one more slot, under a lock.
 */
final class IntervalStats {

    private static final ErrorKind[] KINDS = ErrorKind.values();
    // a worker's slot: 16 longs (128 bytes: two cache lines, so neighbours never share one)
    private static final int STRIDE = 16;
    private static final int RESPONSE = 0;
    private static final int PROCESSING = 1;
    private static final int BYTES = 2;
    private static final int FIRST_START = 3;
    private static final int LAST_END = 4;

    // every success and nothing else, once: its count is the successes
    private final ConcurrentBuckets histogram = new ConcurrentBuckets();
    // open loop only (null for closed loop): completion − actual start, actual − intended start, µs
    private final ConcurrentBuckets service;
    private final ConcurrentBuckets lag;
    // reads only (null otherwise): op start → first byte of the response, µs
    private final ConcurrentBuckets firstByte;
    /** Slots 0 .. workers − 1 for the workers, slot {@code workers} for samples of no worker; a slot of padding first. */
    private final long[] tallies;
    private final int workers;
    private final LongAdder[] failures = new LongAdder[KINDS.length];
    private final LongAdder unavailable = new LongAdder();
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
     * @param workers   the mission's workers on this driver (one slot and one exemplar heap each)
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
        this.workers = workers;
        this.tallies = new long[(workers + 2) * STRIDE];
        clearTallies();
        service = openLoop ? new ConcurrentBuckets() : null;
        lag = openLoop ? new ConcurrentBuckets() : null;
        this.firstByte = firstByte ? new ConcurrentBuckets() : null;
        for (int i = 0; i < failures.length; i++) {
            failures[i] = new LongAdder();
        }
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
        service.record(micros(serviceNanos));
        lag.record(micros(lagNanos));
    }

    // whole µs, truncated, clamped to the histograms' range; a negative span (an actual start before
    // the intended one, only when a wait was cut short by an interrupt) counts as 0
    private static long micros(long nanos) {
        return nanos <= 0 ? 0 : Math.min(nanos / 1_000L, HistogramCodec.HIGHEST_MICROS);
    }

    /** A success of worker {@code worker} (an index outside the workers: a sample of no worker). */
    void recordSuccess(int worker, long startNanos, long endNanos, long processingNanos, long byteCount) {
        long response = endNanos - startNanos;
        histogram.record(micros(response));
        if (firstByte != null) {
            firstByte.record(micros(processingNanos));
        }
        if (worker >= 0 && worker < workers) {
            tally(slot(worker), startNanos, endNanos, response, processingNanos, byteCount);
        } else {
            synchronized (tallies) {
                tally(slot(workers), startNanos, endNanos, response, processingNanos, byteCount);
            }
        }
    }

    private static int slot(int worker) {
        return (worker + 1) * STRIDE;
    }

    private void tally(int at, long startNanos, long endNanos, long response, long processing, long byteCount) {
        long[] t = tallies;
        t[at + RESPONSE] += response;
        t[at + PROCESSING] += processing;
        t[at + BYTES] += byteCount;
        span(t, at, startNanos, endNanos);
    }

    private static void span(long[] t, int at, long startNanos, long endNanos) {
        if (startNanos < t[at + FIRST_START]) {
            t[at + FIRST_START] = startNanos;
        }
        if (endNanos > t[at + LAST_END]) {
            t[at + LAST_END] = endNanos;
        }
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

    /** A failure of worker {@code worker} (as {@link #recordSuccess}): its kind and its time span. */
    void recordFailure(int worker, long startNanos, long endNanos, ErrorKind kind) {
        failures[kind.ordinal()].increment();
        if (worker >= 0 && worker < workers) {
            span(tallies, slot(worker), startNanos, endNanos);
        } else {
            synchronized (tallies) {
                span(tallies, slot(workers), startNanos, endNanos);
            }
        }
    }

    /** A turn that found its inventory empty: no call, no latency, no time span. */
    void recordUnavailable() {
        unavailable.increment();
    }

    /**
     * Moves everything accumulated (not the exemplars) into {@code out}, cleared first, and leaves
     * this side empty; call only with no writer active.
     */
    void drainInto(SideTotals out) {
        out.clear(lag != null, firstByte != null);
        out.successes = histogram.drainInto(out.histogram);
        if (lag != null) {
            service.drainInto(out.service());
            lag.drainInto(out.lag());
        }
        if (firstByte != null) {
            firstByte.drainInto(out.firstByte());
        }
        long[] t = tallies;
        synchronized (tallies) { // the slot of no worker was written under the lock
            for (int w = 0; w <= workers; w++) {
                int at = slot(w);
                out.responseNanos += t[at + RESPONSE];
                out.processingNanos += t[at + PROCESSING];
                out.bytes += t[at + BYTES];
                out.firstStart = Math.min(out.firstStart, t[at + FIRST_START]);
                out.lastEnd = Math.max(out.lastEnd, t[at + LAST_END]);
            }
            clearTallies();
        }
        for (ErrorKind kind : KINDS) {
            out.failures[kind.ordinal()] = failures[kind.ordinal()].sumThenReset();
        }
        out.unavailable = unavailable.sumThenReset();
    }

    private void clearTallies() {
        for (int w = 0; w <= workers; w++) {
            int at = slot(w);
            tallies[at + RESPONSE] = 0;
            tallies[at + PROCESSING] = 0;
            tallies[at + BYTES] = 0;
            tallies[at + FIRST_START] = Long.MAX_VALUE;
            tallies[at + LAST_END] = Long.MIN_VALUE;
        }
    }
}
