package io.objbench.driver.load;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Evenly spaced intended starts: ticket {@code n} (from 0) starts at {@code start + n·10⁹/rate} ns.
 * Taking a ticket is one atomic increment (wait-free); the time is computed from the ticket, so it
 * never drifts however many tickets were taken.
 */
public final class FixedSchedule implements ArrivalSchedule {

    private final double rate;
    private final long start;
    private final double periodNanos;
    private final AtomicLong tickets = new AtomicLong();

    FixedSchedule(double ratePerSecond, long startNanos) {
        if (!(ratePerSecond > 0) || Double.isInfinite(ratePerSecond)) {
            throw new IllegalArgumentException("rate must be a finite number > 0, found " + ratePerSecond);
        }
        this.rate = ratePerSecond;
        this.start = startNanos;
        this.periodNanos = 1e9 / ratePerSecond;
    }

    @Override
    public long next() {
        return intendedStart(tickets.getAndIncrement());
    }

    /** The intended start of ticket {@code n} (from 0), without taking it. */
    public long intendedStart(long n) {
        return start + (long) (n * periodNanos);
    }

    @Override
    public long issued() {
        return tickets.get();
    }

    @Override
    public double rate() {
        return rate;
    }

    @Override
    public long startNanos() {
        return start;
    }
}
