package io.objbench.driver.load;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Intended starts of a Poisson process: exponential gaps of mean {@code 10⁹/rate} ns. The gap
 * after an intended start is drawn from a hash of the seed and that start's offset from the
 * origin, so the sequence is a pure function of (rate, seed): the same run after run and whatever
 * thread takes which start. Taking a start is a compare-and-set on the next offset (lock-free).
 */
public final class PoissonSchedule extends ArrivalSchedule {

    private final double meanNanos;
    private final long seed;
    /** The next intended start's offset from {@link #startNanos()}, ns. */
    private final AtomicLong nextOffset = new AtomicLong();
    private final AtomicLong issued = new AtomicLong();

    PoissonSchedule(double ratePerSecond, long startNanos, long seed) {
        super(ratePerSecond, startNanos);
        this.meanNanos = 1e9 / ratePerSecond;
        this.seed = seed;
    }

    @Override
    public long next() {
        long offset;
        do {
            offset = nextOffset.get();
        } while (!nextOffset.compareAndSet(offset, offset + gapAfter(offset)));
        issued.getAndIncrement();
        return startNanos() + offset;
    }

    /**
     * The gap after the start at {@code offset}: exponential with the schedule's mean, at least
     * 1 ns (every start is distinct, so every draw uses a distinct hash input).
     */
    long gapAfter(long offset) {
        // 53 random bits -> u in [0, 1); 1 - u in (0, 1], so the logarithm is finite
        double u = (mix(seed + offset * 0x9E3779B97F4A7C15L) >>> 11) * 0x1.0p-53;
        return Math.max(1, (long) (-meanNanos * Math.log(1.0 - u)));
    }

    /** A 64-bit finaliser (Stafford's variant 13 of MurmurHash3's fmix64): well-mixed bits from any input. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    @Override
    public long issued() {
        return issued.get();
    }
}
