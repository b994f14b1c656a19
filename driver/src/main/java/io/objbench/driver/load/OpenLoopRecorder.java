package io.objbench.driver.load;

import io.objbench.core.stats.HistogramCodec;
import org.HdrHistogram.AtomicHistogram;
import org.HdrHistogram.WriterReaderPhaser;

/**
 * Records the three latencies of each open-loop operation ({@link Latencies}) from its intended
 * start, actual start and completion, written by every worker of a mission without locks or
 * allocation and read once per interval. One {@link WriterReaderPhaser} covers the three
 * histograms, so an operation's three values always land in the same interval.
 */
public final class OpenLoopRecorder {

    private final WriterReaderPhaser phaser = new WriterReaderPhaser();
    private volatile Triple active = new Triple();
    private Triple inactive = new Triple();

    /** Three concurrent histograms written by the workers. */
    private static final class Triple {
        final AtomicHistogram response = newAtomic();
        final AtomicHistogram service = newAtomic();
        final AtomicHistogram lag = newAtomic();

        private static AtomicHistogram newAtomic() {
            return new AtomicHistogram(1, HistogramCodec.HIGHEST_MICROS, HistogramCodec.SIGNIFICANT_DIGITS);
        }
    }

    /**
     * Records one operation. Times are {@link System#nanoTime()} values; latencies are recorded
     * in whole microseconds (truncated, clamped to {@link HistogramCodec#HIGHEST_MICROS}, and at
     * 0 from below: an actual start before the intended one, only possible when a wait was cut
     * short, counts as no lag).
     *
     * @param intendedNanos   when the schedule meant the operation to start
     * @param actualNanos     when the worker started it
     * @param completionNanos when it completed (a read: body drained)
     */
    public void record(long intendedNanos, long actualNanos, long completionNanos) {
        long phase = phaser.writerCriticalSectionEnter();
        try {
            Triple t = active;
            t.response.recordValue(micros(completionNanos - intendedNanos));
            t.service.recordValue(micros(completionNanos - actualNanos));
            t.lag.recordValue(micros(actualNanos - intendedNanos));
        } finally {
            phaser.writerCriticalSectionExit(phase);
        }
    }

    private static long micros(long nanos) {
        return nanos <= 0 ? 0 : Math.min(nanos / 1_000L, HistogramCodec.HIGHEST_MICROS);
    }

    /**
     * Ends the current interval: adds what it recorded into {@code into} (no allocation, so the
     * caller may recycle one {@link Latencies} per interval) and starts the next one empty.
     */
    public void takeInto(Latencies into) {
        phaser.readerLock();
        try {
            Triple done = active;
            active = inactive;
            inactive = done;
            phaser.flipPhase();
            into.response().add(done.response);
            into.service().add(done.service);
            into.lag().add(done.lag);
            done.response.reset();
            done.service.reset();
            done.lag.reset();
        } finally {
            phaser.readerUnlock();
        }
    }

    /** Ends the current interval and returns what it recorded in new histograms. */
    public Latencies take() {
        Latencies interval = Latencies.empty();
        takeInto(interval);
        return interval;
    }
}
