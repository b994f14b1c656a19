package io.objbench.driver.run;

import io.objbench.core.workload.Work;

/**
 * The measured window of a mission (cosbench-format.md §1.4), in clock nanos. With a runtime:
 * {@code begin = launch + rampup}, {@code end = begin + runtime}, workers stop at
 * {@code end + rampdown}, and a sample counts in the final report only if it started in
 * [begin, end) and completed in (begin, end]. Without a runtime every sample counts and nothing
 * stops the workers but their budgets.
 *
 * <p>The controller may end a timed window early ({@link #endAt}, objbench's {@code until="stable"}):
 * end and stop then move earlier, once; the hot path reads them as volatile fields (a plain
 * load on the usual hardware), so no worker needs a lock to see it.
 */
final class TimeWindow {

    private static final long SECOND = 1_000_000_000L;

    private final boolean timed;
    private final long begin;
    private final long rampdown;
    private volatile long end;
    private volatile long stop;

    /**
     * @param timed whether the work has a runtime
     * @param begin window start
     * @param end   window end
     * @param stop  when workers stop starting operations
     */
    TimeWindow(boolean timed, long begin, long end, long stop) {
        this.timed = timed;
        this.begin = begin;
        this.end = end;
        this.stop = stop;
        this.rampdown = stop - end;
    }

    static TimeWindow of(Work work, long launchNanos) {
        if (work.runtime() <= 0) {
            return new TimeWindow(false, launchNanos, Long.MAX_VALUE, Long.MAX_VALUE);
        }
        long begin = launchNanos + work.rampup() * SECOND;
        long end = begin + work.runtime() * SECOND;
        return new TimeWindow(true, begin, end, end + work.rampdown() * SECOND);
    }

    /**
     * Ends a timed window at {@code now} (not before its begin; never later than it was): the
     * rampdown follows as usual. Returns false, changing nothing, for a window without a runtime.
     */
    synchronized boolean endAt(long now) {
        if (!timed) {
            return false;
        }
        long newEnd = Math.max(begin, now);
        if (newEnd < end) {
            end = newEnd;
            stop = newEnd + rampdown;
        }
        return true;
    }

    /** Whether the work has a runtime. */
    boolean timed() {
        return timed;
    }

    /** Window start. */
    long begin() {
        return begin;
    }

    /** Window end. */
    long end() {
        return end;
    }

    /** When workers stop starting operations. */
    long stop() {
        return stop;
    }

    /** Whether a sample that ran from {@code start} to {@code finish} counts in the final report. */
    boolean contains(long start, long finish) {
        if (!timed) {
            return true;
        }
        long e = end;
        return start >= begin && start < e && finish > begin && finish <= e;
    }
}
