package io.objbench.driver.bench;

import io.objbench.driver.load.ArrivalSchedule;
import io.objbench.driver.load.PreciseWaiter;
import java.util.Locale;
import org.HdrHistogram.Histogram;

/**
 * How precisely {@link PreciseWaiter} starts operations on schedule: one worker follows a fixed
 * schedule at each rate for T seconds (no storage call: the worker is always free, so any lateness
 * is the wait's own), on a platform and on a virtual thread, with the default spin window and park
 * only. Prints the start lag percentiles in µs and the achieved rate against the target.
 * Usage: {@code PreciseWaiterBench [seconds=5]}.
 */
public final class PreciseWaiterBench {

    private PreciseWaiterBench() {
    }

    public static void main(String[] args) throws Exception {
        int seconds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        for (long spin : new long[] {PreciseWaiter.DEFAULT_SPIN_NANOS, 0}) {
            for (boolean virtual : new boolean[] {false, true}) {
                for (double rate : new double[] {1_000, 10_000, 100_000}) {
                    run(new PreciseWaiter(spin), virtual, rate, seconds);
                }
            }
        }
    }

    private static void run(PreciseWaiter waiter, boolean virtual, double rate, int seconds) throws Exception {
        Histogram lag = new Histogram(1, 10_000_000_000L, 3);
        long[] started = new long[1];
        long[] window = new long[2];
        Runnable worker = () -> {
            long start = System.nanoTime() + 10_000_000;
            long end = start + seconds * 1_000_000_000L;
            ArrivalSchedule schedule = ArrivalSchedule.fixed(rate, start);
            long last = start;
            for (long intended = schedule.next(); intended < end; intended = schedule.next()) {
                long actual = waiter.awaitStart(intended);
                lag.recordValue(actual - intended);
                started[0]++;
                last = actual;
            }
            window[0] = start;
            window[1] = last;
        };
        Thread t = virtual ? Thread.ofVirtual().start(worker) : Thread.ofPlatform().start(worker);
        t.join();
        double achieved = started[0] / ((window[1] - window[0]) / 1e9 + 1 / rate);
        System.out.println(String.format(Locale.ROOT,
                "spin=%dus thread=%s rate=%.0f starts=%d achieved=%.1f (%.3f%%) lag us p50=%.1f p99=%.1f p99.9=%.1f max=%.1f",
                waiter.spinNanos() / 1000, virtual ? "virtual" : "platform", rate, started[0], achieved,
                100.0 * (achieved - rate) / rate, lag.getValueAtPercentile(50) / 1e3, lag.getValueAtPercentile(99) / 1e3,
                lag.getValueAtPercentile(99.9) / 1e3, lag.getMaxValue() / 1e3));
    }
}
