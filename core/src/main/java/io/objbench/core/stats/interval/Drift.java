package io.objbench.core.stats.interval;

/** The trend of a series: its least-squares slope, to say how fast a stage that never settled drifts. */
public final class Drift {

    private Drift() {
    }

    /** The least-squares slope of {@code series} per interval (0 for fewer than two values). */
    public static double slope(double[] series) {
        int n = series.length;
        if (n < 2) {
            return 0;
        }
        double xMean = (n - 1) / 2.0;
        double yMean = BatchMeans.mean(series);
        double sxy = 0;
        double sxx = 0;
        for (int i = 0; i < n; i++) {
            sxy += (i - xMean) * (series[i] - yMean);
            sxx += (i - xMean) * (i - xMean);
        }
        return sxy / sxx;
    }

    /**
     * True when {@code series} has a least-squares trend that is significant (95 %, Student's t
     * with n − 2 degrees of freedom on the residuals) and that moves its mean by more than
     * {@code precision} (relative) over the series' length: a drift that the halves of a short
     * series ({@link HalfSplit}, two batches each) cannot tell apart, but that a stage judged
     * stable must not have. The intervals are taken as independent here, which overstates the
     * significance for a correlated series: that can only delay a decision, never let a drifting
     * stage pass. False with fewer than three values or a mean of 0.
     */
    public static boolean beyond(double[] series, double precision) {
        int n = series.length;
        double mean = n == 0 ? 0 : BatchMeans.mean(series);
        if (n < 3 || mean == 0) {
            return false;
        }
        double slope = slope(series);
        double xMean = (n - 1) / 2.0;
        double sxx = 0;
        double residuals = 0;
        for (int i = 0; i < n; i++) {
            double fitted = mean + slope * (i - xMean);
            residuals += (series[i] - fitted) * (series[i] - fitted);
            sxx += (i - xMean) * (i - xMean);
        }
        double se = Math.sqrt(residuals / (n - 2) / sxx);
        boolean significant = Math.abs(slope) > StudentT.critical(BatchMeans.CONFIDENCE, n - 2) * se;
        return significant && Math.abs(slope * n / mean) > precision;
    }

    /**
     * The slope as a share of the series' mean per minute (0.01 = +1 % per minute), for intervals
     * of {@code intervalSeconds}; NaN when the mean is 0.
     */
    public static double relativePerMinute(double[] series, double intervalSeconds) {
        if (!(intervalSeconds > 0)) {
            throw new IllegalArgumentException("interval must be > 0 s: " + intervalSeconds);
        }
        if (series.length == 0) {
            return 0;
        }
        double mean = BatchMeans.mean(series);
        if (mean == 0) {
            return Double.NaN;
        }
        return slope(series) / mean * (60 / intervalSeconds);
    }
}
