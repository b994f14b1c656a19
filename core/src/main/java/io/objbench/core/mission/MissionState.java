package io.objbench.core.mission;

/** A mission's life on its driver (cosbench-format.md §4.8). */
public enum MissionState {
    /** Accepted, nothing started. */
    SUBMITTED,
    /** Workers are logging in. */
    AUTHING,
    /** Every worker logged in; ready to launch. */
    AUTHED,
    /** Workers are running. */
    LAUNCHED,
    /** All workers ended normally (final state). */
    ACCOMPLISHED,
    /** Ended, but an operation type had attempts and no success (final state). */
    FAILED,
    /** Stopped by an abort/cancel; partial results kept (final state). */
    ABORTED,
    /** Ended by an error that stops the mission: login failure, adaptor setup, a selector that cannot work (final state). */
    TERMINATED;

    /** True once the mission can no longer change. */
    public boolean isFinal() {
        return this == ACCOMPLISHED || this == FAILED || this == ABORTED || this == TERMINATED;
    }
}
