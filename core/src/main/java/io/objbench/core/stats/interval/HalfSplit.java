package io.objbench.core.stats.interval;

import java.util.Arrays;

/**
 * A stationarity check for a series judged stable: its batch means (as {@link BatchMeans} cuts
 * them) split into an earlier and a later half, compared with {@link TwoSamples#ratio}. A series
 * that drifts slowly can still have a narrow batch-means interval around a mean that keeps
 * moving; when the later half differs from the earlier one significantly and by more than the
 * precision asked for, the mean is not yet known to that precision, whatever the interval says.
 */
public final class HalfSplit {

    private HalfSplit() {
    }

    /**
     * True when the later half of {@code series}' batches differs from the earlier half
     * significantly (95 %) and by more than {@code precision} (relative); false with fewer than
     * four batches (no halves of two).
     */
    public static boolean drifts(double[] series, double precision) {
        BatchPlan plan = BatchMeans.plan(series.length);
        if (plan.batches() < 4) {
            return false;
        }
        double[] means = BatchMeans.batchValues(series, plan);
        int half = means.length / 2;
        double[] early = Arrays.copyOfRange(means, 0, half);
        double[] late = Arrays.copyOfRange(means, means.length - half, means.length);
        RatioEstimate r = TwoSamples.ratio(early, late, BatchMeans.CONFIDENCE);
        return r.excludesOne() && Math.abs(r.change()) > precision;
    }
}
