package io.objbench.driver.support;

import io.objbench.driver.measure.Clock;
import java.util.concurrent.atomic.AtomicLong;

/** A clock that only moves when told to: test adaptors advance it by programmed latencies. */
public final class FakeClock implements Clock {

    /** Epoch µs of nano time 0. */
    public static final long EPOCH_BASE_MICROS = 1_700_000_000_000_000L;

    private final AtomicLong nanos = new AtomicLong(1_000_000_000L);

    @Override
    public long nanoTime() {
        return nanos.get();
    }

    @Override
    public long epochMicros() {
        return EPOCH_BASE_MICROS + nanos.get() / 1_000L;
    }

    /** A wait moves the clock to its target at once (never back): the waiter is the only one moving it then. */
    @Override
    public long awaitNanos(long targetNanos) {
        return nanos.accumulateAndGet(targetNanos, Math::max);
    }

    public void advanceMicros(long micros) {
        nanos.addAndGet(micros * 1_000L);
    }

    public void advanceNanos(long n) {
        nanos.addAndGet(n);
    }

    /** The epoch µs the driver maps {@code nanoTime} to. */
    public long epochOf(long nanoTime) {
        return EPOCH_BASE_MICROS + nanoTime / 1_000L;
    }
}
