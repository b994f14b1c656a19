package io.objbench.app;

import io.objbench.controller.run.WorkloadState;

/**
 * What {@code objbench run} exits with: the workload's final state, or bad input; 6 when it
 * finished but an assertion failed. {@code objbench
 * validate} and {@code run --dry-run} use the same table: 0 valid, 2 invalid.
 */
public final class ExitCodes {

    /** The workload finished. */
    public static final int FINISHED = 0;
    /** A stage failed (afr exceeded, a mission failed). */
    public static final int FAILED = 1;
    /** The workload file or the options are invalid (validate: some file has an error). */
    public static final int BAD_INPUT = 2;
    /** The run was terminated (an error) or cancelled. */
    public static final int STOPPED = 3;
    /**
     * The controller cannot record the run in its archive: a submission refused with HTTP 507
     * (the archive disk is full or not writable), or a run whose archive is still incomplete.
     * (4 stays "controller unreachable".)
     */
    public static final int NO_ARCHIVE = 5;
    /**
     * The workload finished but an assertion failed (its {@code <assertions>} or {@code --assert}):
     * {@code run}, and {@code submit --wait}.
     */
    public static final int ASSERTION_FAILED = 6;

    /**
     * A comparison ({@code compare}, {@code run|submit --baseline}) found a metric significantly
     * worse by more than {@code --fail-on-regression} (the workload itself finished).
     */
    public static final int REGRESSION = 7;

    /**
     * A capacity search finished without an answer: no load met the SLOs (even its first), or
     * every load up to its top did; the search's summary says which.
     */
    public static final int SEARCH_INCONCLUSIVE = 8;

    /**
     * With {@code --strict}: the workload finished and its assertions passed, but a stage's verdict
     * is suspect (docs/metrics.md, "Stage verdict"). A failed assertion (6) wins.
     */
    public static final int SUSPECT = 9;

    private ExitCodes() {
    }

    /** The exit code of a run that ended in {@code state}. */
    public static int of(WorkloadState state) {
        return switch (state) {
            case FINISHED -> FINISHED;
            case FAILED -> FAILED;
            case TERMINATED, CANCELLED, QUEUING, PROCESSING -> STOPPED;
        };
    }
}
