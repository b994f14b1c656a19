package io.objbench.driver.load;

import java.util.concurrent.locks.LockSupport;

/**
 * Holds a worker until an intended start, precisely: it parks while the start is further than
 * the spin window away (a park wakes tens of microseconds late on Linux, so it is never asked to
 * wake at the start itself), then spins on {@link Thread#onSpinWait()} for the last stretch. The
 * precision this reaches is measured by {@code PreciseWaiterBench} and given in
 * docs/performance.md. Stateless and thread-safe: one per mission serves every worker.
 */
public final class PreciseWaiter {

    /**
     * The default spin window: long enough to absorb a park's late wake-up on this kind of
     * machine (a park alone woke 51–102 µs late at the median on the 2-core build machine,
     * platform and virtual threads; docs/performance.md), short enough that few workers spin at
     * once.
     */
    public static final long DEFAULT_SPIN_NANOS = 100_000;

    private final long spinNanos;

    /** A waiter with {@link #DEFAULT_SPIN_NANOS}. */
    public PreciseWaiter() {
        this(DEFAULT_SPIN_NANOS);
    }

    /**
     * A waiter that spins for the last {@code spinNanos} before a start (0: park only, for tests
     * and for machines where spinning costs more than precision is worth).
     */
    public PreciseWaiter(long spinNanos) {
        if (spinNanos < 0) {
            throw new IllegalArgumentException("spinNanos must be >= 0, found " + spinNanos);
        }
        this.spinNanos = spinNanos;
    }

    /**
     * Waits until {@link System#nanoTime()} reaches {@code intendedNanos}, or returns at once when
     * it already has (a late start: the caller measures the lag from what this returns). Returns
     * early, before the start, only when the thread is interrupted (the interrupt stays set), so
     * an aborted mission does not wait out a far schedule.
     *
     * @return the time the wait ended: the operation's actual start
     */
    public long awaitStart(long intendedNanos) {
        long now = System.nanoTime();
        while (now < intendedNanos) {
            long left = intendedNanos - now;
            if (left > spinNanos) {
                LockSupport.parkNanos(this, left - spinNanos);
            } else {
                Thread.onSpinWait();
            }
            if (Thread.currentThread().isInterrupted()) {
                return System.nanoTime();
            }
            now = System.nanoTime();
        }
        return now;
    }

    /** The spin window in nanoseconds. */
    public long spinNanos() {
        return spinNanos;
    }
}
