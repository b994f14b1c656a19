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
