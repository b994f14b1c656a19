package io.objbench.driver.run;

import io.objbench.api.ErrorKind;
import io.objbench.api.OpResult;
import io.objbench.driver.measure.ExemplarSource;

/**
 * The measurement rules of one mission, in one place (cosbench-format.md §1.4): a sample counts
 * in the final report when it started and completed inside the measured window, else it is
 * recorded out of window (timeline only); every sample is recorded exactly once; a failure caused
 * by the mission's own abort or termination is not a sample; the first failure of each kind per
 * operation is logged; against totalOps and totalBytes only in-window samples count, bytes only
 * for successes. Shared by every worker of the mission, lock-free.
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
     * The outcome of a delete as it counts: deleting what is not there is a success (COSBench
     * §4.6), counted apart for the mission log.
     */
    OpResult deleted(OpResult result) {
        if (result.kind() == ErrorKind.NOT_FOUND) {
            events.notFoundDelete();
            return OpResult.OK;
        }
        return result;
    }

    /**
     * Records one sample of {@code op} that ran from {@code start} to {@code end}, also under size
     * class {@code sizeClass} when it is not −1.
     *
     * @return {@link #IN_WINDOW}, {@link #OUT_OF_WINDOW} or {@link #DROPPED}
     */
    int record(OpPlan op, OpResult result, long start, long end, long processing, long bytes) {
        return record(op, result, start, end, processing, bytes, -1, null, -1);
    }

    /**
     * As {@link #record(OpPlan, OpResult, long, long, long, long)}, offering the sample to worker
     * {@code worker}'s slowest samples of the interval (docs/metrics.md, "Slowest requests") and
     * recording it under its size class too.
     *
     * @param worker    the worker's local index, 0-based
     * @param source    the session that made the call (its names and request id), or {@code null}
     * @param sizeClass the size class the sample's size was drawn from (−1: none)
     */
    int record(OpPlan op, OpResult result, long start, long end, long processing, long bytes, int worker,
               ExemplarSource source, int sizeClass) {
        boolean in = window.contains(start, end);
        if (result.ok()) {
            op.recorder.record(start, end, processing, bytes, null, 0, in, worker, source, sizeClass);
        } else {
            if (stop.stopping() && stop.interrupted()) {
                return DROPPED;
            }
            op.recorder.record(start, end, processing, 0, result.kind(), result.code(), in, worker, source, sizeClass);
            events.failure(op, result, end);
        }
        return in ? IN_WINDOW : OUT_OF_WINDOW;
    }

    /**
     * Records one open-loop sample: as {@link #record}, but the window rule and the response time
     * go by the intended start ({@code intended ∈ [begin, end)}, completion in {@code (begin, end]}),
     * so the three latencies of a sample are always counted on the same side of the window, and an
     * operation the schedule meant for the window counts in it however late it started.
     *
     * @return {@link #IN_WINDOW}, {@link #OUT_OF_WINDOW} or {@link #DROPPED}
     */
    int recordOpenLoop(OpPlan op, OpResult result, long intended, long start, long end, long processing, long bytes,
                       int worker, ExemplarSource source, int sizeClass) {
        boolean in = window.contains(intended, end);
        if (result.ok()) {
            op.recorder.recordOpenLoop(intended, start, end, processing, bytes, null, 0, in, worker, source, sizeClass);
        } else {
            if (stop.stopping() && stop.interrupted()) {
                return DROPPED;
            }
            op.recorder.recordOpenLoop(intended, start, end, processing, 0, result.kind(), result.code(), in, worker,
                    source, sizeClass);
            events.failure(op, result, end);
        }
        return in ? IN_WINDOW : OUT_OF_WINDOW;
    }

    /**
     * The budget rule for totalOps and totalBytes: whether a recorded sample (its {@link #record}
     * outcome) counts against the worker's share of operations. Bytes count likewise, for
     * successes only ({@link #budgetBytes}). The counters themselves stay in the worker's own
     * fields: the hot path touches no other object for them.
     */
    static boolean countsForBudget(int outcome) {
        return outcome == IN_WINDOW;
    }

    /** The bytes a recorded sample adds to the worker's totalBytes share. */
    static long budgetBytes(int outcome, OpResult result, long moved) {
        return outcome == IN_WINDOW && result.ok() ? moved : 0;
    }
}
