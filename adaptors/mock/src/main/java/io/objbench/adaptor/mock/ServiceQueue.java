package io.objbench.adaptor.mock;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The mock's server of fixed capacity ({@code capacity=<ops/s>}): one FIFO queue with a
 * deterministic service time of {@code 1/capacity} per call. A call arriving at {@code now} is
 * served from {@code max(now, end of the previous call's service)}; below capacity with evenly
 * spaced arrivals nothing waits, above it the backlog (and the latency) grows without bound, so
 * the highest load meeting any latency limit is known exactly: the capacity. Lock-free: the end
 * of the queue is advanced by CAS.
 */
final class ServiceQueue {

    private final long serviceNanos;
    private final AtomicLong busyUntil = new AtomicLong(Long.MIN_VALUE);

    ServiceQueue(double capacityPerSecond) {
        if (!(capacityPerSecond > 0) || Double.isInfinite(capacityPerSecond)) {
            throw new IllegalArgumentException("capacity must be > 0 operations per second");
        }
        this.serviceNanos = Math.max(1, Math.round(1e9 / capacityPerSecond));
    }

    /** Queues a call arriving at {@code now} ({@link System#nanoTime()}); when its service ends. */
    long admit(long now) {
        while (true) {
            long busy = busyUntil.get();
            long start = busy == Long.MIN_VALUE || busy - now < 0 ? now : busy;
            long end = start + serviceNanos;
            if (busyUntil.compareAndSet(busy, end)) {
                return end;
            }
        }
    }
}
