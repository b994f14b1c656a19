package io.objbench.app.report;

import io.objbench.core.stats.HistogramCodec;
import org.HdrHistogram.Histogram;

/**
 * One latency series of a report line, merged exactly over operations: their µs histograms
 * added, their means weighted by their counts (each mean is exact: a sum of nanoseconds over a
 * count). Percentiles, minimum, maximum and standard deviation come from the merged histogram,
 * never from averaging the operations' own.
 */
final class Latency {

    private final Histogram histogram = HistogramCodec.newHistogram();
    private double sumMs;
    private long count;

    /** Adds an operation's {@code count} samples of mean {@code avgMs} and their histogram (null: none kept). */
    void add(long count, Double avgMs, Histogram h) {
        if (count == 0 || avgMs == null) {
            return;
        }
        this.count += count;
        sumMs += avgMs * count;
        if (h != null) {
            histogram.add(h);
        }
    }

    boolean empty() {
        return count == 0;
    }

    /** True when the samples have a histogram (not with {@code histogram=false}). */
    boolean hasHistogram() {
        return histogram.getTotalCount() > 0;
    }

    double avgSeconds() {
        return sumMs / count / 1e3;
    }

    double minSeconds() {
        return histogram.getMinValue() / 1e6;
    }

    double maxSeconds() {
        return histogram.getMaxValue() / 1e6;
    }

    /** Population standard deviation (÷ n), as ssbench's {@code lsamplestdev}. */
    double stdDevSeconds() {
        return histogram.getStdDeviation() / 1e6;
    }

    /** The nearest-rank percentile's highest equivalent value, as objbench's percentiles. */
    double percentileSeconds(double p) {
        return histogram.getValueAtPercentile(p) / 1e6;
    }
}
