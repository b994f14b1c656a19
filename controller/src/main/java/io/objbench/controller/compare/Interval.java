package io.objbench.controller.compare;

import org.HdrHistogram.Histogram;

/**
 * One interval of an operation as archived: one row of its {@code .hlog} (successes' response
 * times in µs) with its start and end, and the same row's throughput from the stage's timeline.
 *
 * @param startMs    start, epoch ms (the earliest of the snapshots merged into the row)
 * @param endMs      end, epoch ms (the latest of them)
 * @param histogram  the interval's response times (µs); its total count is the interval's successes
 * @param throughput the timeline's Throughput of the row: each mission's successes over its own
 *                   snapshot interval, summed over missions; NaN when the timeline lacks it. The
 *                   row's own start to end spans every mission's snapshot and so overstates the
 *                   length when missions' snapshots are not aligned
 */
public record Interval(long startMs, long endMs, Histogram histogram, double throughput) {

    /** The interval's length in seconds (0 for a degenerate row). */
    public double seconds() {
        return Math.max(0, endMs - startMs) / 1000.0;
    }
}
