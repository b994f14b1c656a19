package io.objbench.driver.measure;

import io.objbench.driver.load.PreciseWaiter;
import java.time.Instant;
import java.util.concurrent.locks.LockSupport;

/**
 * The time source every measurement uses. Injectable so tests can drive time exactly; adaptors
 * never see it. {@link #nanoTime()} is monotonic and used for all latencies and windows;
 * {@link #epochMicros()} is wall-clock time, read once per mission to map nano times to epoch
 * times ({@link EpochMapping}).
 */
public interface Clock {

    /** A monotonic time in nanoseconds with an arbitrary origin, as {@link System#nanoTime()}. */
    long nanoTime();

    /** The wall-clock time in microseconds since the epoch. */
    long epochMicros();

    /**
     * Waits until {@link #nanoTime()} reaches {@code targetNanos} (an open-loop intended start, the
     * end of a think time), or returns at once when it already has; returns early only when the
     * thread is interrupted (the interrupt stays set). This default polls, parking up to 1 ms at a
     * time; the system clock waits precisely ({@link PreciseWaiter}) and a test clock may simply
     * move to the target.
     *
     * @return the time the wait ended
     */
    default long awaitNanos(long targetNanos) {
        long now = nanoTime();
        while (now < targetNanos && !Thread.currentThread().isInterrupted()) {
            LockSupport.parkNanos(Math.min(targetNanos - now, 1_000_000L));
            now = nanoTime();
        }
        return now;
    }

    /** Fixes the mapping from this clock's nano times to epoch microseconds, now. */
    default EpochMapping epochMapping() {
        return new EpochMapping(nanoTime(), epochMicros());
    }

    /** The system clock: {@link System#nanoTime()} and {@link Instant#now()}. */
    static Clock system() {
        return SystemClock.INSTANCE;
    }

    /** The system clock as a singleton. */
    final class SystemClock implements Clock {
        static final SystemClock INSTANCE = new SystemClock();
        // stateless: one waiter serves every worker of every mission
        private static final PreciseWaiter WAITER = new PreciseWaiter();

        private SystemClock() {
        }

        @Override
        public long nanoTime() {
            return System.nanoTime();
        }

        /** Parks, then spins the last {@link PreciseWaiter#DEFAULT_SPIN_NANOS}: see {@link PreciseWaiter}. */
        @Override
        public long awaitNanos(long targetNanos) {
            return WAITER.awaitStart(targetNanos);
        }

        @Override
        public long epochMicros() {
            Instant now = Instant.now();
            return now.getEpochSecond() * 1_000_000L + now.getNano() / 1_000;
        }
    }
}
