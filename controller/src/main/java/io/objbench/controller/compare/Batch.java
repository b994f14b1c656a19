package io.objbench.controller.compare;

import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.interval.BatchPlan;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * Consecutive intervals of one operation grouped as {@link BatchPlan} says: their successes,
 * their seconds and their histograms added bucket by bucket, so a batch's percentile is that of
 * its own operations (never an average of the intervals' percentiles).
 *
 * @param successes  the batch's successful operations
 * @param seconds    the batch's length, the sum of its intervals' lengths
 * @param histogram  the merged response times (µs)
 * @param throughput the mean of the intervals' timeline throughputs (the intervals are one poll
 *                   period each); successes / seconds when an interval lacks one
 */
public record Batch(long successes, double seconds, Histogram histogram, double throughput) {

    /** The batches of {@code intervals} under {@code plan} (the plan's offset intervals left out). */
    public static List<Batch> group(List<Interval> intervals, BatchPlan plan) {
        if (plan.batches() > 0 && plan.end(plan.batches() - 1) > intervals.size()) {
            throw new IllegalArgumentException("a plan of " + plan.batches() + " batches of " + plan.size()
                    + " after " + plan.offset() + " does not fit " + intervals.size() + " intervals");
        }
        List<Batch> batches = new ArrayList<>(plan.batches());
        for (int b = 0; b < plan.batches(); b++) {
            Histogram merged = HistogramCodec.newHistogram();
            double seconds = 0;
            double rates = 0;
            for (int i = plan.start(b); i < plan.end(b); i++) {
                Interval interval = intervals.get(i);
                merged.add(interval.histogram());
                seconds += interval.seconds();
                rates += interval.throughput();
            }
            long successes = merged.getTotalCount();
            double throughput = Double.isFinite(rates) ? rates / plan.size()
                    : seconds > 0 ? successes / seconds : Double.NaN;
            batches.add(new Batch(successes, seconds, merged, throughput));
        }
        return batches;
    }

    /** The response time at {@code percentile} (0..100) in ms; NaN without successes. */
    public double percentileMs(double percentile) {
        return successes > 0 ? histogram.getValueAtPercentile(percentile) / 1000.0 : Double.NaN;
    }

    /** The mean response time in ms (from the histogram, within its 0.1 % resolution); NaN without successes. */
    public double meanMs() {
        return successes > 0 ? histogram.getMean() / 1000.0 : Double.NaN;
    }
}
