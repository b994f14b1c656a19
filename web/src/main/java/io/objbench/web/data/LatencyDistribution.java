package io.objbench.web.data;

import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * The shape of a response-time histogram (values in µs) for the charts. Buckets: logarithmic over
 * the data's own range (from its minimum to its maximum), with as many sub-buckets per octave as
 * give about {@link #TARGET_BUCKETS} bars (at least {@link #MIN_PER_OCTAVE}, at most
 * {@link #MAX_PER_OCTAVE}), so a 10–20 ms distribution is some thirty bars, not the one of ×2
 * buckets; each HdrHistogram bucket (3 significant digits) counts in the bar its value falls in,
 * so the bars add up to the count. CDF: a point at every recorded value where the cumulative
 * share grew by {@link #CDF_STEP} % or more since the last point, plus HdrHistogram's percentile
 * iteration above p90 for the tail.
 *
 * @param count   recorded values
 * @param buckets the buckets, in ms, lowest first
 * @param cdf     the CDF points, percentile ascending, the last one at 100
 */
public record LatencyDistribution(long count, List<Bucket> buckets, List<CdfPoint> cdf) {

    /** Tail resolution of the CDF: points per halving of the distance to 100%. */
    static final int TICKS_PER_HALF = 5;
    /** Bars the histogram aims at over the data's range. */
    static final int TARGET_BUCKETS = 40;
    static final int MIN_PER_OCTAVE = 4;
    static final int MAX_PER_OCTAVE = 32;
    /** Least rise of the cumulative share (percent) between two CDF points below the tail. */
    static final double CDF_STEP = 1.0;
    private static final double TAIL_FROM = 90.0;

    /** One bucket: values in [fromMs, toMs); each bound 2^(1/n) times the previous one. */
    public record Bucket(double fromMs, double toMs, long count) {
    }

    /** One CDF point: {@code percentile} % of values are at most {@code ms}. */
    public record CdfPoint(double ms, double percentile) {
    }

    /** The distribution of {@code h}; empty lists when it holds nothing. */
    public static LatencyDistribution of(Histogram h) {
        if (h == null || h.getTotalCount() == 0) {
            return new LatencyDistribution(0, List.of(), List.of());
        }
        return new LatencyDistribution(h.getTotalCount(), buckets(h), cdf(h));
    }

    private static List<Bucket> buckets(Histogram h) {
        // a 0 µs value (the no-op storage) counts in the first bar, which then starts at 0
        boolean zero = h.getMinValue() == 0;
        long low = Math.max(1, h.getMinValue());
        long high = Math.max(low, h.lowestEquivalentValue(h.getMaxValue()));
        double octaves = Math.log((double) high / low) / Math.log(2);
        int perOctave = (int) Math.max(MIN_PER_OCTAVE,
                Math.min(MAX_PER_OCTAVE, Math.round(TARGET_BUCKETS / Math.max(octaves, 1.0))));
        int n = (int) Math.floor(octaves * perOctave + 1e-9) + 1;
        long[] counts = new long[n];
        for (HistogramIterationValue v : h.recordedValues()) {
            long value = Math.max(low, h.lowestEquivalentValue(v.getValueIteratedTo()));
            int k = (int) Math.floor(Math.log((double) value / low) / Math.log(2) * perOctave + 1e-9);
            counts[Math.min(n - 1, Math.max(0, k))] += v.getCountAddedInThisIterationStep();
        }
        List<Bucket> out = new ArrayList<>(n);
        for (int k = 0; k < n; k++) {
            double from = k == 0 && zero ? 0 : low * Math.pow(2, (double) k / perOctave);
            double to = k == n - 1 ? Math.max(low * Math.pow(2, (double) (k + 1) / perOctave),
                    h.highestEquivalentValue(high) + 1) : low * Math.pow(2, (double) (k + 1) / perOctave);
            out.add(new Bucket(round(from / 1000.0), round(to / 1000.0), counts[k]));
        }
        return List.copyOf(out);
    }

    // bounds shown to 4 significant digits ("< 10.91 ms"): HdrHistogram's own precision is 3
    private static double round(double ms) {
        return ms == 0 ? 0 : new java.math.BigDecimal(ms).round(new java.math.MathContext(4)).doubleValue();
    }

    private static List<CdfPoint> cdf(Histogram h) {
        java.util.TreeMap<Double, Double> points = new java.util.TreeMap<>(); // percentile -> ms
        double total = h.getTotalCount();
        long cumulative = 0;
        double last = -CDF_STEP;
        for (HistogramIterationValue v : h.recordedValues()) {
            cumulative += v.getCountAddedInThisIterationStep();
            double percentile = 100.0 * cumulative / total;
            if (percentile - last >= CDF_STEP || cumulative == h.getTotalCount()) {
                points.put(percentile, h.highestEquivalentValue(v.getValueIteratedTo()) / 1000.0);
                last = percentile;
            }
        }
        for (HistogramIterationValue v : h.percentiles(TICKS_PER_HALF)) {
            if (v.getPercentileLevelIteratedTo() >= TAIL_FROM) {
                points.put(v.getPercentileLevelIteratedTo(), h.highestEquivalentValue(v.getValueIteratedTo()) / 1000.0);
            }
        }
        List<CdfPoint> out = new ArrayList<>(points.size());
        points.forEach((percentile, ms) -> out.add(new CdfPoint(ms, percentile)));
        return List.copyOf(out);
    }
}
