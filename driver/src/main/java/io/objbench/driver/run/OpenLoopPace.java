package io.objbench.driver.run;

import io.objbench.driver.load.ArrivalSchedule;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The open-loop side of one mission (issue 10): its one {@link ArrivalSchedule} of intended starts,
 * which every free worker takes from, and the count of operations in flight with its peaks (per
 * interval for the snapshots, over the window for the report) that tell the controller whether all
 * workers were busy when operations started late. Lock-free: per operation one atomic ticket, one
 * increment and one decrement, and a compare-and-set only when a peak rises.
 */
final class OpenLoopPace {

    private final ArrivalSchedule schedule;
    private final TimeWindow window;
    private final AtomicInteger inFlight = new AtomicInteger();
    private final AtomicInteger intervalPeak = new AtomicInteger();
    private final AtomicInteger windowPeak = new AtomicInteger();

    OpenLoopPace(ArrivalSchedule schedule, TimeWindow window) {
        this.schedule = schedule;
        this.window = window;
    }

    /** The schedule. */
    ArrivalSchedule schedule() {
        return schedule;
    }

    /** Takes the next intended start (each exactly once, whichever worker asks). */
    long nextIntended() {
        return schedule.next();
    }

    /** An operation starts at {@code actualNanos}: one more in flight. */
    void started(long actualNanos) {
        int n = inFlight.incrementAndGet();
        raise(intervalPeak, n);
        if (actualNanos >= window.begin() && actualNanos < window.end()) {
            raise(windowPeak, n);
        }
    }

    /** An operation completed (or failed): one fewer in flight. */
    void ended() {
        inFlight.decrementAndGet();
    }

    /** The most operations in flight at once since the last call; the next interval starts from those in flight now. */
    int takeIntervalPeak() {
        return intervalPeak.getAndSet(inFlight.get());
    }

    /** The most operations in flight at once among those that started inside the measured window. */
    int windowPeak() {
        return windowPeak.get();
    }

    private static void raise(AtomicInteger peak, int n) {
        int p = peak.get();
        while (n > p && !peak.compareAndSet(p, n)) {
            p = peak.get();
        }
    }
}
