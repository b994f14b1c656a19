package io.objbench.driver.measure;

import io.objbench.api.ErrorKind;
import io.objbench.core.stats.Exemplar;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.OpStatsSum;
import io.objbench.core.stats.SizeClass;
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
 * accumulators are allocated once and swapped at every interval; the reader empties each side of
 * the inactive pair into one reused {@link SideTotals} and adds that to its targets. An interval
 * thus allocates one histogram per operation: the one of the snapshot it returns, which leaves the
 * driver. A worker records with one atomic instruction per histogram and plain stores to a slot of
 * its own for everything else ({@link IntervalStats}).
 *
 * <p>An operation whose sizes come from {@code h(…)} also records each sample under the size class
 * its size was drawn from: two more accumulators per class and side of the window, allocated up
 * front and swapped with the operation's own, so a class costs a sample one more record and no
 * allocation (docs/metrics.md, "Results per size class"); an interval then allocates one more
 * histogram per class (its part of the snapshot).
 */
public final class OpRecorder {

    private final Operation operation;
    // the reader's sum of both sides of an interval, reused (only the reader touches it)
    private final OpStatsSum interval;
    // one side of an interval as the reader sums it, reused for every side (only the reader touches it)
    private final SideTotals side = new SideTotals();
    private final WriterReaderPhaser phaser = new WriterReaderPhaser();
    /** The size classes ({@code null}: none); class c's sides are at 2 + 2c (in window) and 3 + 2c. */
    private final List<SizeClass> classes;
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
        this(operation, openLoop, operation.measuresFirstByte(), null);
    }

    /**
     * @param openLoop as above
     * @param classes  the size classes of an operation whose sizes come from {@code h(…)}, in
     *                 bucket order, or {@code null}: samples are then recorded under the class
     *                 given to {@link #record}
     */
    public OpRecorder(Operation operation, boolean openLoop, List<SizeClass> classes) {
        this(operation, openLoop, operation.measuresFirstByte(), classes);
    }

    /**
     * @param openLoop  as above
     * @param firstByte whether each success's processing time also goes into a first-byte
     *                  histogram, in the same interval and on the same side as its response time
     */
    OpRecorder(Operation operation, boolean openLoop, boolean firstByte) {
        this(operation, openLoop, firstByte, null, 0, 0);
    }

    OpRecorder(Operation operation, boolean openLoop, boolean firstByte, List<SizeClass> classes) {
        this(operation, openLoop, firstByte, classes, 0, 0);
    }

    /**
     * A recorder that also keeps, per worker and interval, the {@code exemplars} slowest in-window
     * samples (docs/metrics.md, "Slowest requests"); {@code exemplars == 0} keeps none.
     *
     * @param classes as above
     * @param workers the mission's workers on this driver, indexed 0.. in {@link #record}
     */
    public OpRecorder(Operation operation, boolean openLoop, List<SizeClass> classes, int workers, int exemplars) {
        this(operation, openLoop, operation.measuresFirstByte(), classes, workers, exemplars);
    }

    OpRecorder(Operation operation, boolean openLoop, boolean firstByte, List<SizeClass> classes, int workers,
               int exemplars) {
        this.operation = operation;
        this.interval = new OpStatsSum(operation.id(), operation.name(), operation.type(), operation.sampleType());
        this.classes = classes == null ? null : List.copyOf(classes);
        this.active = sides(openLoop, firstByte, workers, exemplars);
        this.inactive = sides(openLoop, firstByte, workers, exemplars);
    }

    // only the operation's own in-window side keeps exemplars: the report's slowest requests are the window's
    private IntervalStats[] sides(boolean openLoop, boolean firstByte, int workers, int exemplars) {
        IntervalStats[] sides = new IntervalStats[2 + (classes == null ? 0 : 2 * classes.size())];
        sides[0] = new IntervalStats(openLoop, firstByte, workers, exemplars);
        for (int i = 1; i < sides.length; i++) {
            sides[i] = new IntervalStats(openLoop, firstByte, workers, 0);
        }
        return sides;
    }

    /** The size classes samples are also recorded under, or {@code null}. */
    public List<SizeClass> classes() {
        return classes;
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
     * Records one sample that no worker recorded (tests, benches): no exemplar, no size class.
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
        record(startNanos, endNanos, processingNanos, bytes, failure, 0, inWindow, SampleOrigin.NONE);
    }

    /**
     * As {@link #record(long, long, long, long, ErrorKind, boolean)}, and also under size class
     * {@code sizeClass} (an index into {@link #classes}; −1: none); tests and benches.
     */
    void record(long startNanos, long endNanos, long processingNanos, long bytes,
                ErrorKind failure, boolean inWindow, int sizeClass) {
        SampleOrigin origin = new SampleOrigin();
        origin.drewSizeClass(sizeClass);
        record(startNanos, endNanos, processingNanos, bytes, failure, 0, inWindow, origin);
    }

    /** A success or a failure, as {@link #recordSuccess} or {@link #recordFailure} (tests, benches). */
    void record(long startNanos, long endNanos, long processingNanos, long bytes,
                ErrorKind failure, int failureCode, boolean inWindow, SampleOrigin origin) {
        if (failure == null) {
            recordSuccess(startNanos, endNanos, processingNanos, bytes, inWindow, origin);
        } else {
            recordFailure(startNanos, endNanos, failure, failureCode, inWindow, origin);
        }
    }

    /**
     * Records one successful sample, also under the size class {@code origin} drew (if any), and
     * offers it to the origin's worker's slowest samples of the interval: a sample slower than that
     * worker's kept ones reads its names and request id from the origin's session (nothing else
     * does). The per-operation path: kept short so the JIT inlines it (docs/performance.md).
     *
     * @param startNanos      when the call began
     * @param endNanos        when it returned (a read: body drained)
     * @param processingNanos the processing time (to first byte, or response minus upload); a
     *                        read's also goes into its first-byte histogram
     * @param bytes           bytes moved
     * @param inWindow        whether the sample counts in the final report
     * @param origin          the recording worker and operation ({@link SampleOrigin})
     */
    public void recordSuccess(long startNanos, long endNanos, long processingNanos, long bytes, boolean inWindow,
                              SampleOrigin origin) {
        long phase = phaser.writerCriticalSectionEnter();
        try {
            IntervalStats[] sides = active;
            int k = inWindow ? 0 : 1;
            int worker = origin.worker;
            sides[k].recordSuccess(worker, startNanos, endNanos, processingNanos, bytes);
            int sizeClass = origin.takeSizeClass();
            if (sizeClass >= 0) {
                sides[2 + 2 * sizeClass + k].recordSuccess(worker, startNanos, endNanos, processingNanos, bytes);
            }
            sides[k].offerExemplar(origin, endNanos - startNanos, startNanos, null, 0);
        } finally {
            phaser.writerCriticalSectionExit(phase);
        }
    }

    /**
     * Records one failed sample as {@link #recordSuccess} records a success (no bytes, no
     * processing time).
     *
     * @param failure     the failure's kind
     * @param failureCode the protocol's code of the failure (0: none), shown with a kept sample
     */
    public void recordFailure(long startNanos, long endNanos, ErrorKind failure, int failureCode, boolean inWindow,
                              SampleOrigin origin) {
        long phase = phaser.writerCriticalSectionEnter();
        try {
            IntervalStats[] sides = active;
            int k = inWindow ? 0 : 1;
            int worker = origin.worker;
            sides[k].recordFailure(worker, startNanos, endNanos, failure);
            int sizeClass = origin.takeSizeClass();
            if (sizeClass >= 0) {
                sides[2 + 2 * sizeClass + k].recordFailure(worker, startNanos, endNanos, failure);
            }
            sides[k].offerExemplar(origin, endNanos - startNanos, startNanos, failure, failureCode);
        } finally {
            phaser.writerCriticalSectionExit(phase);
        }
    }

    /**
     * Records one open-loop sample, in the same interval and on the same side of the window for
     * its three latencies: the response time (completion − intended start) where a closed-loop
     * sample's goes (histogram, sum, the span's first start), and for a success also the service
     * time (completion − actual start) and the schedule lag (actual − intended start). Only on a
     * recorder made {@code openLoop}. No exemplar, no size class (tests, benches).
     *
     * @param intendedNanos when the schedule meant the operation to start
     * @param startNanos    when the call actually began
     * @param endNanos      when it returned (a read: body drained)
     * @param inWindow      whether the sample counts in the final report
     */
    public void recordOpenLoop(long intendedNanos, long startNanos, long endNanos, long processingNanos, long bytes,
                               ErrorKind failure, boolean inWindow) {
        recordOpenLoop(intendedNanos, startNanos, endNanos, processingNanos, bytes, failure, 0, inWindow,
                SampleOrigin.NONE);
    }

    /**
     * As {@link #recordOpenLoop(long, long, long, long, long, ErrorKind, boolean)}, also under the
     * size class {@code origin} drew, offering the sample (its response time from the intended
     * start) to the origin's worker's slowest samples as {@link #recordSuccess} does.
     *
     * @param failureCode the protocol's code of a failure (0 for a success)
     */
    public void recordOpenLoop(long intendedNanos, long startNanos, long endNanos, long processingNanos, long bytes,
                               ErrorKind failure, int failureCode, boolean inWindow, SampleOrigin origin) {
        long phase = phaser.writerCriticalSectionEnter();
        try {
            IntervalStats[] sides = active;
            int k = inWindow ? 0 : 1;
            int worker = origin.worker;
            recordOneOpenLoop(sides[k], worker, intendedNanos, startNanos, endNanos, processingNanos, bytes, failure);
            int sizeClass = origin.takeSizeClass();
            if (sizeClass >= 0) {
                recordOneOpenLoop(sides[2 + 2 * sizeClass + k], worker, intendedNanos, startNanos, endNanos,
                        processingNanos, bytes, failure);
            }
            sides[k].offerExemplar(origin, endNanos - intendedNanos, intendedNanos, failure, failureCode);
        } finally {
            phaser.writerCriticalSectionExit(phase);
        }
    }

    private static void recordOneOpenLoop(IntervalStats side, int worker, long intendedNanos, long startNanos,
                                          long endNanos, long processingNanos, long bytes, ErrorKind failure) {
        if (failure == null) {
            side.recordSuccess(worker, intendedNanos, endNanos, processingNanos, bytes);
            side.recordOpenLoop(endNanos - startNanos, startNanos - intendedNanos);
        } else {
            side.recordFailure(worker, intendedNanos, endNanos, failure);
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
            if (inWindowPart != null) {
                inWindowPart.reset();
            }
            if (classes != null) {
                // the sums carry the classes even when this interval drew none of them
                interval.withClasses(classes);
                inWindowTotal.withClasses(classes);
                if (inWindowPart != null) {
                    inWindowPart.withClasses(classes);
                }
            }
            addSides(done, 0, interval, inWindowTotal, inWindowPart, epoch);
            for (int c = 0; classes != null && c < classes.size(); c++) {
                addSides(done, 2 + 2 * c, interval.classSum(c), inWindowTotal.classSum(c),
                        inWindowPart == null ? null : inWindowPart.classSum(c), epoch);
            }
            done[0].drainExemplars(exemplars, operation.id(), epoch);
            return interval.toOpStats();
        } finally {
            phaser.readerUnlock();
        }
    }

    // empties the two sides at done[at] (in window) and done[at + 1] into the interval, the in-window
    // one into the total and the part too
    private void addSides(IntervalStats[] done, int at, OpStatsSum interval, OpStatsSum inWindowTotal,
                          OpStatsSum inWindowPart, EpochMapping epoch) {
        done[at].drainInto(side);
        side.addTo(interval, epoch);
        side.addTo(inWindowTotal, epoch);
        if (inWindowPart != null) {
            side.addTo(inWindowPart, epoch);
        }
        done[at + 1].drainInto(side);
        side.addTo(interval, epoch);
    }
}
