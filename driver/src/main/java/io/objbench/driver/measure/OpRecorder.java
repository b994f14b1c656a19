package io.objbench.driver.measure;

import io.objbench.api.ErrorKind;
import io.objbench.core.stats.Exemplar;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.OpStatsSum;
import io.objbench.core.workload.Operation;
import java.util.List;
import org.HdrHistogram.WriterReaderPhaser;

/**
 * The measurements of one operation of one mission, written by every worker without locks and
 * read once per interval. Each sample is recorded exactly once, either on the in-window side or
 * on the out-of-window side (cosbench-format.md §1.4); an interval snapshot shows both sides, the
 * final report adds up the in-window sides of all intervals.
 *
 * <p>Writers enter a {@link WriterReaderPhaser} critical section around each record, so the
 * reader swaps the active and inactive accumulators and reads a consistent interval: a sample's
 * latency, counters and bytes always land in the same interval.
 *
 * <p>Histograms are recycled as HdrHistogram's {@code Recorder} does: the two pairs of
 * accumulators are allocated once and swapped at every interval; the reader adds the inactive
 * pair into its targets (no copy) and clears it for the next swap. An interval thus allocates
 * one histogram per operation: the one of the snapshot it returns, which leaves the driver.
 */
public final class OpRecorder {

    private final Operation operation;
    // the reader's sum of both sides of an interval, reused (only the reader touches it)
    private final OpStatsSum interval;
    private final WriterReaderPhaser phaser = new WriterReaderPhaser();
    private volatile IntervalStats[] active;
    private IntervalStats[] inactive;

    /** A closed-loop operation's recorder; a read's also records its times to first byte. */
    public OpRecorder(Operation operation) {
        this(operation, false);
    }

    /**
     * @param openLoop whether the operation runs open loop: it then also records each success's
     *                 service time and schedule lag ({@link #recordOpenLoop})
     */
    public OpRecorder(Operation operation, boolean openLoop) {
        this(operation, openLoop, operation.measuresFirstByte());
    }

    /**
     * @param openLoop  as above
     * @param firstByte whether each success's processing time also goes into a first-byte
     *                  histogram, in the same interval and on the same side as its response time
     */
    OpRecorder(Operation operation, boolean openLoop, boolean firstByte) {
        this(operation, openLoop, firstByte, 0, 0);
    }

    /**
     * A recorder that also keeps, per worker and interval, the {@code exemplars} slowest in-window
     * samples (docs/metrics.md, "Slowest requests"); {@code exemplars == 0} keeps none.
     *
     * @param workers the mission's workers on this driver, indexed 0.. in {@link #record}
     */
    public OpRecorder(Operation operation, boolean openLoop, int workers, int exemplars) {
        this(operation, openLoop, operation.measuresFirstByte(), workers, exemplars);
    }

    OpRecorder(Operation operation, boolean openLoop, boolean firstByte, int workers, int exemplars) {
        this.operation = operation;
        this.interval = new OpStatsSum(operation.id(), operation.name(), operation.type(), operation.sampleType());
        // only the in-window side keeps exemplars: the report's slowest requests are the window's
        this.active = new IntervalStats[] {new IntervalStats(openLoop, firstByte, workers, exemplars),
            new IntervalStats(openLoop, firstByte)};
        this.inactive = new IntervalStats[] {new IntervalStats(openLoop, firstByte, workers, exemplars),
            new IntervalStats(openLoop, firstByte)};
    }

    /** Whether this records open-loop samples (service time and schedule lag too). */
    public boolean openLoop() {
        return inactive[0].openLoop();
    }

    /** Whether this records each success's time to first byte in a histogram of its own (a read). */
    public boolean firstByte() {
        return inactive[0].firstByte();
    }

    /** The operation measured. */
    public Operation operation() {
        return operation;
    }

    /**
     * Records one sample.
     *
     * @param startNanos      when the call began
     * @param endNanos        when it returned (a read: body drained)
     * @param processingNanos the processing time (to first byte, or response minus upload); a
     *                        read's also goes into its first-byte histogram
     * @param bytes           bytes moved (counted for successes only)
     * @param failure         {@code null} for a success, else the failure's kind
     * @param inWindow        whether the sample counts in the final report
     */
    public void record(long startNanos, long endNanos, long processingNanos, long bytes,
                       ErrorKind failure, boolean inWindow) {
        record(startNanos, endNanos, processingNanos, bytes, failure, 0, inWindow, -1, null);
    }

    /**
     * Records one sample as {@link #record(long, long, long, long, ErrorKind, boolean)} and offers
     * it to worker {@code worker}'s slowest samples of the interval: a sample slower than that
     * worker's kept ones reads its names and request id from {@code source} (nothing else does).
     *
     * @param failureCode the protocol's code of a failure (0 for a success)
     * @param worker      the recording worker's local index (0-based), -1 for none
     * @param source      the session that made the call, or {@code null} (no exemplar)
     */
    public void record(long startNanos, long endNanos, long processingNanos, long bytes,
                       ErrorKind failure, int failureCode, boolean inWindow, int worker, ExemplarSource source) {
        long phase = phaser.writerCriticalSectionEnter();
        try {
            IntervalStats side = active[inWindow ? 0 : 1];
            if (failure == null) {
                side.recordSuccess(startNanos, endNanos, processingNanos, bytes);
            } else {
                side.recordFailure(startNanos, endNanos, failure);
            }
            side.offerExemplar(worker, endNanos - startNanos, startNanos, failure, failureCode, source);
        } finally {
            phaser.writerCriticalSectionExit(phase);
        }
    }

    /**
     * Records one open-loop sample, in the same interval and on the same side of the window for
     * its three latencies: the response time (completion − intended start) where a closed-loop
     * sample's goes (histogram, sum, the span's first start), and for a success also the service
     * time (completion − actual start) and the schedule lag (actual − intended start). Only on a
     * recorder made {@code openLoop}.
     *
     * @param intendedNanos when the schedule meant the operation to start
     * @param startNanos    when the call actually began
     * @param endNanos      when it returned (a read: body drained)
     * @param inWindow      whether the sample counts in the final report
     */
    public void recordOpenLoop(long intendedNanos, long startNanos, long endNanos, long processingNanos, long bytes,
                               ErrorKind failure, boolean inWindow) {
        recordOpenLoop(intendedNanos, startNanos, endNanos, processingNanos, bytes, failure, 0, inWindow, -1, null);
    }

    /**
     * As {@link #recordOpenLoop(long, long, long, long, long, ErrorKind, boolean)}, offering the
     * sample (its response time from the intended start) to the worker's slowest samples as
     * {@link #record(long, long, long, long, ErrorKind, int, boolean, int, ExemplarSource)} does.
     */
    public void recordOpenLoop(long intendedNanos, long startNanos, long endNanos, long processingNanos, long bytes,
                               ErrorKind failure, int failureCode, boolean inWindow, int worker,
                               ExemplarSource source) {
        long phase = phaser.writerCriticalSectionEnter();
        try {
            IntervalStats side = active[inWindow ? 0 : 1];
            if (failure == null) {
                side.recordSuccess(intendedNanos, endNanos, processingNanos, bytes);
                side.recordOpenLoop(endNanos - startNanos, startNanos - intendedNanos);
            } else {
                side.recordFailure(intendedNanos, endNanos, failure);
            }
            side.offerExemplar(worker, endNanos - intendedNanos, intendedNanos, failure, failureCode, source);
        } finally {
            phaser.writerCriticalSectionExit(phase);
        }
    }

    /**
     * Records a turn of an inventory operation that found no object and called no storage
     * ({@link io.objbench.core.stats.OpStats#unavailable}), on the given side of the window.
     */
    public void recordUnavailable(boolean inWindow) {
        long phase = phaser.writerCriticalSectionEnter();
        try {
            active[inWindow ? 0 : 1].recordUnavailable();
        } finally {
            phaser.writerCriticalSectionExit(phase);
        }
    }

    /**
     * Ends the current interval (the next starts empty): adds its in-window samples to
     * {@code inWindowTotal} and returns everything it measured, in or out of the window (for the
     * timeline). Only one reader at a time.
     */
    public OpStats take(EpochMapping epoch, OpStatsSum inWindowTotal) {
        return take(epoch, inWindowTotal, null);
    }

    /**
     * As {@link #take(EpochMapping, OpStatsSum)}, and also sets {@code inWindowPart} (reset
     * first; may be null) to this interval's in-window samples alone, so the controller can sum
     * the window exactly from any interval on (detected warm-up, docs/metrics.md).
     */
    public OpStats take(EpochMapping epoch, OpStatsSum inWindowTotal, OpStatsSum inWindowPart) {
        return take(epoch, inWindowTotal, inWindowPart, null);
    }

    /**
     * As {@link #take(EpochMapping, OpStatsSum, OpStatsSum)}, and also moves the interval's kept
     * slowest samples (every worker's, unmerged) to {@code exemplars} (may be null: dropped).
     */
    public OpStats take(EpochMapping epoch, OpStatsSum inWindowTotal, OpStatsSum inWindowPart,
                        List<Exemplar> exemplars) {
        phaser.readerLock();
        try {
            IntervalStats[] done = active;
            active = inactive;
            inactive = done;
            phaser.flipPhase();
            interval.reset();
            done[0].addTo(interval, epoch);
            done[1].addTo(interval, epoch);
            done[0].addTo(inWindowTotal, epoch);
            if (inWindowPart != null) {
                inWindowPart.reset();
                done[0].addTo(inWindowPart, epoch);
            }
            done[0].drainExemplars(exemplars, operation.id(), epoch);
            done[0].reset();
            done[1].reset();
            return interval.toOpStats();
        } finally {
            phaser.readerUnlock();
        }
    }
}
