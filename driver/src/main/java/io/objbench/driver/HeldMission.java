package io.objbench.driver;

import io.objbench.driver.run.MissionRun;

/**
 * A mission the driver holds and the times its lease and eviction are judged by: the last call
 * the controller made for it, when its final report was read, when it was first seen ended.
 * Times are the driver clock's nano times; written by request threads and the sweeper.
 */
final class HeldMission {

    /** Not set yet. */
    static final long NEVER = Long.MIN_VALUE;

    final MissionRun run;
    private volatile long lastCallNanos;
    private volatile long reportReadNanos = NEVER;
    private volatile long endedSeenNanos = NEVER;
    /** Set once the sweeper aborted it for an expired lease, so it is aborted only once. */
    volatile boolean leaseExpired;

    HeldMission(MissionRun run, long nowNanos) {
        this.run = run;
        this.lastCallNanos = nowNanos;
    }

    /** The controller called for this mission: the lease starts again. */
    void called(long nowNanos) {
        lastCallNanos = nowNanos;
    }

    long lastCallNanos() {
        return lastCallNanos;
    }

    /** Its final report went out (close, or abort of an ended mission). */
    void reportRead(long nowNanos) {
        if (reportReadNanos == NEVER) {
            reportReadNanos = nowNanos;
        }
    }

    boolean reportRead() {
        return reportReadNanos != NEVER;
    }

    long reportReadNanos() {
        return reportReadNanos;
    }

    /** The time it was first seen in a final state by the sweeper ({@code nowNanos} if not before). */
    long endedSince(long nowNanos) {
        if (endedSeenNanos == NEVER) {
            endedSeenNanos = nowNanos;
        }
        return endedSeenNanos;
    }
}
