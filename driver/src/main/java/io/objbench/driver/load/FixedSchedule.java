package io.objbench.driver.load;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Evenly spaced intended starts: ticket {@code n} (from 0) starts at {@code start + n·10⁹/rate} ns.
 * Taking a ticket is one atomic increment (wait-free); the time is computed from the ticket, so it
 * never drifts however many tickets were taken.
 */
public final class FixedSchedule extends ArrivalSchedule {

    private final AtomicLong tickets = new AtomicLong();

    FixedSchedule(double ratePerSecond, long startNanos) {
        super(ratePerSecond, startNanos);
    }

    @Override
    public long next() {
        return intendedStart(tickets.getAndIncrement());
    }

    /** The intended start of ticket {@code n} (from 0), without taking it. */
    public long intendedStart(long n) {
        // n·10⁹ is exact in a double up to n ≈ 9·10⁶ and the quotient is rounded once: no drift,
        // and a whole number of ns per period (e.g. rate 3: ticket 3 at exactly 1 s) stays whole
        return startNanos() + Math.round(n * 1e9 / rate());
    }

    @Override
    public long issued() {
        return tickets.get();
    }
}
