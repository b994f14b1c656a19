package io.objbench.core.stats.interval;

/**
 * An estimated mean with the half-width of its confidence interval.
 *
 * @param mean      the point estimate (the mean of the batches used)
 * @param halfWidth half-width of the confidence interval; NaN when unknown (fewer than two batches)
 * @param batches   how many batches (or independent samples) the interval rests on
 * @param batchSize how many consecutive values each batch averages (1 for independent samples)
 */
public record MeanEstimate(double mean, double halfWidth, int batches, int batchSize) {

    /** True when the interval could be computed (at least two batches). */
    public boolean known() {
        return !Double.isNaN(halfWidth);
    }

    /** The lower end of the interval (NaN when unknown). */
    public double low() {
        return mean - halfWidth;
    }

    /** The upper end of the interval (NaN when unknown). */
    public double high() {
        return mean + halfWidth;
    }

    /**
     * The half-width relative to the mean (0.02 = ±2 %); +Inf when unknown or the mean is 0, so
     * that "precise enough" tests fail rather than pass on nothing.
     */
    public double relativeHalfWidth() {
        if (!known() || mean == 0) {
            return Double.POSITIVE_INFINITY;
        }
        return halfWidth / Math.abs(mean);
    }

    /** True when {@code value} lies inside the interval (never when unknown). */
    public boolean contains(double value) {
        return known() && value >= low() && value <= high();
    }
}
