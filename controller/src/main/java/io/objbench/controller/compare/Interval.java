package io.objbench.controller.compare;

import org.HdrHistogram.Histogram;

/**
 * One interval of an operation as archived: one row of its {@code .hlog} (successes' response
 * times in µs) with its start and end.
 *
 * @param startMs   start, epoch ms
 * @param endMs     end, epoch ms
 * @param histogram the interval's response times (µs); its total count is the interval's successes
 */
public record Interval(long startMs, long endMs, Histogram histogram) {

    /** The interval's length in seconds (0 for a degenerate row). */
    public double seconds() {
        return Math.max(0, endMs - startMs) / 1000.0;
    }
}
