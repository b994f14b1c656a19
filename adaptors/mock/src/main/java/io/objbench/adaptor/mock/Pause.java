package io.objbench.adaptor.mock;

import java.util.concurrent.locks.LockSupport;

/**
 * Sleeps the calling worker for a mock call's latency, with sub-millisecond precision, and lets
 * another thread cut the sleep short ({@link #abort()}) when the mission is cancelled.
 * One per session, used by the session's thread only (plus {@code abort} from any thread).
 */
final class Pause {

    private volatile Thread sleeper;
    private volatile boolean aborted;

    /**
     * Sleeps {@code nanos}.
     *
     * @return false when the session was aborted (before or during the sleep)
     */
    boolean sleep(long nanos) {
        if (aborted) {
            return false;
        }
        if (nanos <= 0) {
            return true;
        }
        sleeper = Thread.currentThread();
        long deadline = System.nanoTime() + nanos;
        long left = nanos;
        // parkNanos may return early (spurious wake-up, unpark): loop until the deadline
        while (left > 0 && !aborted) {
            LockSupport.parkNanos(this, left);
            left = deadline - System.nanoTime();
        }
        sleeper = null;
        return !aborted;
    }

    /** True once {@link #abort()} was called. */
    boolean aborted() {
        return aborted;
    }

    /** Ends the current sleep and makes every later call fail at once. */
    void abort() {
        aborted = true;
        Thread t = sleeper;
        if (t != null) {
            LockSupport.unpark(t);
        }
    }
}
