package io.objbench.web.data;

import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * The shape of a response-time histogram (values in µs) for the charts: logarithmic buckets
 * (each twice as wide as the previous, empty ones at both ends dropped) and the CDF as
 * (latency ms, percentile) pairs from HdrHistogram's percentile iteration.
 *
 * @param count   recorded values
 * @param buckets the buckets, in ms, lowest first
 * @param cdf     the CDF points, percentile ascending, the last one at 100
 */
public record LatencyDistribution(long count, List<Bucket> buckets, List<CdfPoint> cdf) {

    /** CDF resolution: points per halving of the distance to 100%. */
    static final int TICKS_PER_HALF = 5;

    /** One bucket: values in [fromMs, toMs); each bound twice the previous one. */
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
        List<Bucket> all = new ArrayList<>();
        for (HistogramIterationValue v : h.logarithmicBucketValues(1, 2.0)) {
            // the iteration reports inclusive bounds (64..127 µs): shown as [0.064, 0.128) ms
            long from = all.isEmpty() ? 0 : v.getValueIteratedFrom() + 1;
            all.add(new Bucket(from / 1000.0, (v.getValueIteratedTo() + 1) / 1000.0,
                    v.getCountAddedInThisIterationStep()));
        }
        int first = 0;
        while (first < all.size() && all.get(first).count() == 0) {
            first++;
        }
        int last = all.size() - 1;
        while (last >= first && all.get(last).count() == 0) {
            last--;
        }
        return List.copyOf(all.subList(first, last + 1));
    }

    private static List<CdfPoint> cdf(Histogram h) {
        List<CdfPoint> points = new ArrayList<>();
        for (HistogramIterationValue v : h.percentiles(TICKS_PER_HALF)) {
            double ms = h.highestEquivalentValue(v.getValueIteratedTo()) / 1000.0;
            points.add(new CdfPoint(ms, v.getPercentileLevelIteratedTo()));
        }
        return List.copyOf(points);
    }
}
