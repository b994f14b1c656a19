package io.objbench.driver.run;

import io.objbench.api.ErrorKind;
import io.objbench.api.OpResult;
import io.objbench.driver.measure.SampleOrigin;

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
     * Records one sample of {@code op} that ran from {@code start} to {@code end}, also under the
     * size class {@code origin} drew, and offers it to the origin's worker's slowest samples of the
     * interval (docs/metrics.md, "Slowest requests"). A success takes the short path
     * ({@link io.objbench.driver.measure.OpRecorder#recordSuccess}); a failure goes out of line.
     *
     * @param origin the recording worker's origin for {@code op} (its exemplar slot, session and size class)
     * @return {@link #IN_WINDOW}, {@link #OUT_OF_WINDOW} or {@link #DROPPED}
     */
    int record(OpPlan op, OpResult result, long start, long end, long processing, long bytes, SampleOrigin origin) {
        boolean in = window.contains(start, end);
        if (!result.ok()) {
            return failed(op, result, start, end, in, origin);
        }
        op.recorder.recordSuccess(start, end, processing, bytes, in, origin);
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
                       SampleOrigin origin) {
        boolean in = window.contains(intended, end);
        if (!result.ok()) {
            // an open-loop failure is recorded as a closed-loop one from its intended start
            return failed(op, result, intended, end, in, origin);
        }
        op.recorder.recordOpenLoop(intended, start, end, processing, bytes, null, 0, in, origin);
        return in ? IN_WINDOW : OUT_OF_WINDOW;
    }

    // a failure from {@code from} (the start, or an open-loop sample's intended start) to {@code end}:
    // dropped when the mission's stop caused it, else recorded and reported; kept out of line, so the
    // success path of record stays small
    private int failed(OpPlan op, OpResult result, long from, long end, boolean in, SampleOrigin origin) {
        if (stop.stopping() && stop.interrupted()) {
            origin.drewSizeClass(-1); // the drawn size went to no sample
            return DROPPED;
        }
        op.recorder.recordFailure(from, end, result.kind(), result.code(), in, origin);
        events.failure(op, result, end);
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
