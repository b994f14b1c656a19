package io.objbench.core.stats;

import org.HdrHistogram.AbstractHistogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * Fixed latency buckets for Prometheus histograms, derived from an exact HdrHistogram (µs): the
 * bounds run 1-2-5 per decade from 100 µs to 100 s, then +Inf. A bucket's count is the number of
 * recorded values at or below its bound at HdrHistogram's precision (3 significant digits): a value
 * in the same HdrHistogram bucket as the bound counts as at the bound, so a value up to 0.1 %
 * above a bound may be counted in it. Nothing is estimated: the counts add up to the histogram's
 * total, and sums of these counts over intervals and missions are the counts of the merged
 * histogram (docs/metrics.md, "Prometheus").
 */
public final class LatencyBuckets {

    /** Upper bounds in µs, ascending; the +Inf bucket follows them. */
    private static final long[] BOUNDS_MICROS = {
        100, 200, 500,
        1_000, 2_000, 5_000,
        10_000, 20_000, 50_000,
        100_000, 200_000, 500_000,
        1_000_000, 2_000_000, 5_000_000,
        10_000_000, 20_000_000, 50_000_000,
        100_000_000,
    };

    private LatencyBuckets() {
    }

    /** How many counts {@link #addTo} fills: one per bound, then +Inf. */
    public static int size() {
        return BOUNDS_MICROS.length + 1;
    }

    /** The upper bounds in seconds (what Prometheus expects), ending with +Inf. */
    public static double[] upperBoundsSeconds() {
        double[] s = new double[size()];
        for (int i = 0; i < BOUNDS_MICROS.length; i++) {
            s[i] = BOUNDS_MICROS[i] / 1e6;
        }
        s[BOUNDS_MICROS.length] = Double.POSITIVE_INFINITY;
        return s;
    }

    /**
     * Adds the values of {@code h} to {@code counts} bucket by bucket (not cumulative: index i
     * gets the values above bound i-1 and at or below bound i; the last, those above 100 s).
     *
     * @param counts {@link #size()} counts
     */
    public static void addTo(AbstractHistogram h, long[] counts) {
        if (counts.length != size()) {
            throw new IllegalArgumentException("counts has " + counts.length + " slots, not " + size());
        }
        if (h.getTotalCount() == 0) {
            return;
        }
        // one pass over the recorded (non-empty) HdrHistogram buckets, ascending: a bucket counts
        // under the first bound its lowest value does not exceed, which is exactly
        // getCountBetweenValues(0, bound) per bound, without walking the counts array per bound
        int i = 0;
        for (HistogramIterationValue v : h.recordedValues()) {
            long lowest = h.lowestEquivalentValue(v.getValueIteratedTo());
            while (i < BOUNDS_MICROS.length && lowest > BOUNDS_MICROS[i]) {
                i++;
            }
            counts[i] += v.getCountAtValueIteratedTo();
        }
    }
}
