package io.objbench.driver.measure;

import io.objbench.api.ErrorKind;
import io.objbench.core.stats.OpStats;
import io.objbench.core.workload.Operation;
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
 */
public final class OpRecorder {

    /** One interval of one operation: the in-window and the out-of-window samples. */
    public record Interval(OpStats inWindow, OpStats outOfWindow) {

        /** Everything measured in the interval (for the timeline). */
        public OpStats all() {
            return inWindow.plus(outOfWindow);
        }
    }

    private final Operation operation;
    private final WriterReaderPhaser phaser = new WriterReaderPhaser();
    private volatile IntervalStats[] active = {new IntervalStats(), new IntervalStats()};
    private IntervalStats[] inactive = {new IntervalStats(), new IntervalStats()};

    public OpRecorder(Operation operation) {
        this.operation = operation;
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
     * @param processingNanos the processing time (to first byte, or response minus upload)
     * @param bytes           bytes moved (counted for successes only)
     * @param failure         {@code null} for a success, else the failure's kind
     * @param inWindow        whether the sample counts in the final report
     */
    public void record(long startNanos, long endNanos, long processingNanos, long bytes,
                       ErrorKind failure, boolean inWindow) {
        long phase = phaser.writerCriticalSectionEnter();
        try {
            IntervalStats side = active[inWindow ? 0 : 1];
            if (failure == null) {
                side.recordSuccess(startNanos, endNanos, processingNanos, bytes);
            } else {
                side.recordFailure(startNanos, endNanos, failure);
            }
        } finally {
            phaser.writerCriticalSectionExit(phase);
        }
    }

    /** Ends the current interval and returns what it measured; the next interval starts empty. */
    public Interval take(EpochMapping epoch) {
        phaser.readerLock();
        try {
            IntervalStats[] done = active;
            active = inactive;
            inactive = done;
            phaser.flipPhase();
            Interval interval = new Interval(done[0].toOpStats(operation, epoch), done[1].toOpStats(operation, epoch));
            done[0].reset();
            done[1].reset();
            return interval;
        } finally {
            phaser.readerUnlock();
        }
    }
}
