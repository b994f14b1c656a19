package io.objbench.adaptor.mock;

import java.util.concurrent.atomic.AtomicLong;

/**
 * How the mock's latency depends on load and on time, per adaptor (mission), shared by its
 * sessions: the optional server of fixed capacity ({@code capacity=}), a warm-up whose extra latency
 * falls linearly to 0 ({@code warmup=<extra ms>:<seconds>}) and a drift whose extra latency grows
 * linearly ({@code drift=<ms per minute>}). Time counts from the mission's first call, as the
 * stalls do. A model with none of them adds nothing and reads no clock.
 */
final class LoadModel {

    private static final long UNSET = Long.MIN_VALUE;

    private final ServiceQueue queue;
    private final double warmupExtraMs;
    private final double warmupSeconds;
    private final double driftMsPerMinute;
    private final AtomicLong origin = new AtomicLong(UNSET);

    LoadModel(MockSettings settings) {
        this.queue = settings.capacity() > 0 ? new ServiceQueue(settings.capacity()) : null;
        this.warmupExtraMs = settings.warmupExtraMs();
        this.warmupSeconds = settings.warmupSeconds();
        this.driftMsPerMinute = settings.driftMsPerMinute();
    }

    /** True when the model adds anything to a call's wait. */
    boolean active() {
        return queue != null || warmupExtraMs > 0 || driftMsPerMinute > 0;
    }

    /** The wait this model adds to a call made at {@code now}: queueing plus service, then warm-up and drift. */
    long extraNanos(long now) {
        long o = origin.get();
        if (o == UNSET) {
            o = origin.compareAndExchange(UNSET, now);
            if (o == UNSET) {
                o = now;
            }
        }
        long wait = queue != null ? queue.admit(now) - now : 0;
        double seconds = (now - o) / 1e9;
        double extraMs = 0;
        if (warmupExtraMs > 0 && seconds < warmupSeconds) {
            extraMs += warmupExtraMs * (1 - seconds / warmupSeconds);
        }
        if (driftMsPerMinute > 0) {
            extraMs += driftMsPerMinute * seconds / 60;
        }
        return wait + (long) (extraMs * 1e6);
    }
}
