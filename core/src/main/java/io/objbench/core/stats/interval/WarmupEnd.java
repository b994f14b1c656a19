package io.objbench.core.stats.interval;

import java.util.Arrays;

/**
 * Where the initial transient of a stage's throughput series ended: the one cut both the stage's
 * figures (the controller's steady window) and an {@code until="stable"} judgement start from, so
 * the two never describe different stretches (docs/metrics.md, "Warm-up detection").
 * <p>
 * {@link Mser MSER-5}'s cut, then moved back over the intervals just before it that lie within
 * {@link #BAND} robust standard deviations (1.4826 × the median absolute deviation) of the median
 * of the intervals after it. MSER-5 alone, on the short series of a stage, often cuts one or two
 * batches late (in a simulation of 40 one-second intervals with a 10-interval transient, 40 % of
 * the cuts were at 15 or 20) and cuts a stationary series by chance about half the time: the
 * intervals it cut that are indistinguishable from the steady ones are given back, and so is a
 * lone outlier among them (a stall, not a warm-up: the transient is where two intervals in a row
 * are off, or the very first one is). The median and MAD keep a load spike elsewhere in the stage
 * from widening the band.
 */
public final class WarmupEnd {

    /** How many standard deviations of the steady intervals an interval may be off and still look steady. */
    public static final double BAND = 3.0;
    /** The median absolute deviation times this is the standard deviation of normal data. */
    private static final double MAD_TO_SD = 1.4826;

    private WarmupEnd() {
    }

    /** The index of the first steady interval of {@code series} (0 = no warm-up), at most half-way in. */
    public static int of(double[] series) {
        int cut = Mser.truncation(series);
        if (cut == 0) {
            return 0;
        }
        double[] steady = Arrays.copyOfRange(series, cut, series.length);
        double median = median(steady);
        double[] deviations = new double[steady.length];
        for (int k = 0; k < steady.length; k++) {
            deviations[k] = Math.abs(steady[k] - median);
        }
        double band = BAND * MAD_TO_SD * median(deviations);
        // give back what looks steady, and a lone outlier among steady intervals (a stall is no
        // warm-up); stop at two outliers in a row, or one at the very start
        while (cut > 0) {
            boolean off = Math.abs(series[cut - 1] - median) > band;
            boolean offBefore = cut < 2 || Math.abs(series[cut - 2] - median) > band;
            if (off && offBefore) {
                break;
            }
            cut--;
        }
        return cut;
    }

    private static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        int n = v.length;
        return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }
}
