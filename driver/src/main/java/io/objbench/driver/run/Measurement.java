package io.objbench.driver.run;

import io.objbench.api.OpResult;

/**
 * The measurement rules of one mission, in one place (cosbench-format.md §1.4): a sample counts
 * in the final report when it started and completed inside the measured window, else it is
 * recorded out of window (timeline only); every sample is recorded exactly once; a failure caused
 * by the mission's own abort or termination is not a sample; the first failure of each kind per
 * operation is logged. {@link Budget} holds the rule for totalOps and totalBytes: only in-window
 * samples count, bytes only for successes. Shared by every worker of the mission, lock-free.
 */
final class Measurement {

    /** {@link #record} outcome: not recorded (a failure caused by the mission's stop). */
    static final int DROPPED = 0;
    /** {@link #record} outcome: recorded outside the measured window. */
    static final int OUT_OF_WINDOW = 1;
    /** {@link #record} outcome: recorded in the measured window. */
    static final int IN_WINDOW = 2;

    private final TimeWindow window;
    private final MissionEvents events;
    private final StopSignal stop;

    Measurement(TimeWindow window, MissionEvents events, StopSignal stop) {
        this.window = window;
        this.events = events;
        this.stop = stop;
    }

    /** The measured window. */
    TimeWindow window() {
        return window;
    }

    /**
     * Records one sample of {@code op} that ran from {@code start} to {@code end}.
     *
     * @return {@link #IN_WINDOW}, {@link #OUT_OF_WINDOW} or {@link #DROPPED}
     */
    int record(OpPlan op, OpResult result, long start, long end, long processing, long bytes) {
        boolean in = window.contains(start, end);
        if (result.ok()) {
            op.recorder.record(start, end, processing, bytes, null, in);
        } else {
            if (stop.stopping() && stop.interrupted()) {
                return DROPPED;
            }
            op.recorder.record(start, end, processing, 0, result.kind(), in);
            events.failure(op, result, end);
        }
        return in ? IN_WINDOW : OUT_OF_WINDOW;
    }

    /**
     * One worker's share of a work's totalOps and totalBytes ({@link Long#MAX_VALUE}: no budget).
     * Used by that worker's thread only.
     */
    static final class Budget {

        private final long opsBudget;
        private final long bytesBudget;
        private long ops;
        private long bytes;

        Budget(long opsBudget, long bytesBudget) {
            this.opsBudget = opsBudget;
            this.bytesBudget = bytesBudget;
        }

        /** Whether the share is empty from the start (more workers than operations). */
        boolean empty() {
            return opsBudget == 0 || bytesBudget == 0;
        }

        /** Counts a recorded sample ({@link Measurement#record}'s outcome); true once the share is spent. */
        boolean count(int outcome, OpResult result, long moved) {
            if (outcome == IN_WINDOW) {
                ops++;
                if (result.ok()) {
                    bytes += moved;
                }
            }
            return ops >= opsBudget || bytes >= bytesBudget;
        }
    }
}
