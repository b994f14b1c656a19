package io.objbench.core.selector;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The newest object a mission's writer has written, which {@code latest()} reads count back from.
 * The writer walks numbers upward from {@link #start()} (an {@code s()} or undivided {@code r()}
 * cursor); after each successful write it reports the number, and the frontier keeps the highest
 * reported. Lock-free: a read and, only when the number is higher, a compare-and-set.
 */
public final class WriteFrontier {

    private final long start;
    private final AtomicLong highest;

    /**
     * A frontier with nothing written yet.
     *
     * @param start the first number the writer writes
     */
    public WriteFrontier(long start) {
        this.start = start;
        this.highest = new AtomicLong(start - 1);
    }

    /** The first number the writer writes. */
    public long start() {
        return start;
    }

    /** Records a successful write of object number {@code number}. */
    public void written(long number) {
        AtomicLong h = highest;
        long current = h.get();
        while (number > current && !h.compareAndSet(current, number)) {
            current = h.get();
        }
    }

    /** How many numbers from {@link #start()} up to the highest written one (0 before any write). */
    public long count() {
        return highest.get() - start + 1;
    }
}
