package io.objbench.driver.run;

import io.objbench.core.workload.Work;

/**
 * The measured window of a mission (cosbench-format.md §1.4), in clock nanos. With a runtime:
 * {@code begin = launch + rampup}, {@code end = begin + runtime}, workers stop at
 * {@code end + rampdown}, and a sample counts in the final report only if it started in
 * [begin, end) and completed in (begin, end]. Without a runtime every sample counts and nothing
 * stops the workers but their budgets.
 *
 * @param timed whether the work has a runtime
 * @param begin window start
 * @param end   window end
 * @param stop  when workers stop starting operations
 */
record TimeWindow(boolean timed, long begin, long end, long stop) {

    private static final long SECOND = 1_000_000_000L;

    static TimeWindow of(Work work, long launchNanos) {
        if (work.runtime() <= 0) {
            return new TimeWindow(false, launchNanos, Long.MAX_VALUE, Long.MAX_VALUE);
        }
        long begin = launchNanos + work.rampup() * SECOND;
        long end = begin + work.runtime() * SECOND;
        return new TimeWindow(true, begin, end, end + work.rampdown() * SECOND);
    }

    /** Whether a sample that ran from {@code start} to {@code finish} counts in the final report. */
    boolean contains(long start, long finish) {
        return !timed || (start >= begin && start < end && finish > begin && finish <= end);
    }
}
