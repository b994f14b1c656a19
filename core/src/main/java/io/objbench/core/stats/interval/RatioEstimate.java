package io.objbench.core.stats.interval;

/**
 * The ratio of a statistic in run B to run A (1.05 = B is 5 % higher) with its confidence
 * interval and the p-value of "no difference".
 *
 * @param ratio  the point estimate, B over A
 * @param low    lower end of the interval (NaN when unknown)
 * @param high   upper end of the interval (NaN when unknown)
 * @param pValue two-sided p-value of ratio = 1 (NaN when unknown)
 */
public record RatioEstimate(double ratio, double low, double high, double pValue) {

    /** True when there were enough batches on both sides to compute an interval. */
    public boolean known() {
        return !Double.isNaN(low) && !Double.isNaN(high) && !Double.isNaN(pValue);
    }

    /** The relative change B vs A (0.05 = +5 %). */
    public double change() {
        return ratio - 1;
    }

    /** True when the interval excludes "no difference" (ratio 1). */
    public boolean excludesOne() {
        return known() && (low > 1 || high < 1);
    }
}
