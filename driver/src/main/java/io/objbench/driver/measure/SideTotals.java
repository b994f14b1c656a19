package io.objbench.driver.measure;

import io.objbench.api.ErrorKind;
import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.OpStatsSum;
import java.util.Arrays;
import org.HdrHistogram.Histogram;

/**
 * One side of one operation's interval as the reader sums it once ({@link IntervalStats#drainInto}):
 * plain histograms and totals, then added to every sum that needs them (the interval, the window's
 * total, its part). Reused for every side and interval of an {@link OpRecorder}, so taking an
 * interval allocates nothing here. Reader only.
 */
final class SideTotals {

    private static final ErrorKind[] KINDS = ErrorKind.values();

    final Histogram histogram = HistogramCodec.newHistogram();
    // created on first use: only open-loop operations have these, only reads a first-byte histogram
    private Histogram service;
    private Histogram lag;
    private Histogram firstByte;
    boolean openLoop;
    boolean hasFirstByte;
    long successes;
    long bytes;
    long responseNanos;
    long processingNanos;
    long firstStart;
    long lastEnd;
    long unavailable;
    final long[] failures = new long[KINDS.length];

    /** Back to empty, shaped for a side with or without open-loop and first-byte histograms. */
    void clear(boolean openLoop, boolean firstByte) {
        histogram.reset();
        this.openLoop = openLoop;
        if (openLoop) {
            service = reset(service);
            lag = reset(lag);
        }
        this.hasFirstByte = firstByte;
        if (firstByte) {
            this.firstByte = reset(this.firstByte);
        }
        successes = 0;
        bytes = 0;
        responseNanos = 0;
        processingNanos = 0;
        firstStart = Long.MAX_VALUE;
        lastEnd = Long.MIN_VALUE;
        unavailable = 0;
        Arrays.fill(failures, 0);
    }

    private static Histogram reset(Histogram h) {
        if (h == null) {
            return HistogramCodec.newHistogram();
        }
        h.reset();
        return h;
    }

    Histogram service() {
        return service;
    }

    Histogram lag() {
        return lag;
    }

    Histogram firstByte() {
        return firstByte;
    }

    /** Adds the side to {@code target}, its times mapped to epoch µs (histograms bucket by bucket). */
    void addTo(OpStatsSum target, EpochMapping epoch) {
        long failed = 0;
        for (ErrorKind kind : KINDS) {
            long n = failures[kind.ordinal()];
            if (n != 0) {
                target.addErrors(kind, n);
                failed += n;
            }
        }
        target.add(successes, failed, bytes, responseNanos, processingNanos, histogram,
                firstStart == Long.MAX_VALUE ? Long.MAX_VALUE : epoch.toEpochMicros(firstStart),
                lastEnd == Long.MIN_VALUE ? Long.MIN_VALUE : epoch.toEpochMicros(lastEnd));
        if (unavailable != 0) {
            target.addUnavailable(unavailable);
        }
        if (openLoop) {
            target.addOpenLoop(service, lag); // makes the sum open loop even when empty: the operation is
        }
        if (hasFirstByte) {
            target.addFirstByte(firstByte); // likewise: a read carries its (maybe empty) first-byte histogram
        }
    }
}
