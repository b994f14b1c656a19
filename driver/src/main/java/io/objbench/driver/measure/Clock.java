package io.objbench.driver.measure;

import java.time.Instant;

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

        private SystemClock() {
        }

        @Override
        public long nanoTime() {
            return System.nanoTime();
        }

        @Override
        public long epochMicros() {
            Instant now = Instant.now();
            return now.getEpochSecond() * 1_000_000L + now.getNano() / 1_000;
        }
    }
}
