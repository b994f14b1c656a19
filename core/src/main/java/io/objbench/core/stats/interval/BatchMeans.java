package io.objbench.core.stats.interval;

/**
 * Confidence intervals of a mean from an autocorrelated series by non-overlapping batch means.
 * <p>
 * The series is cut into {@code b} batches of {@code ceil(sqrt(n))} consecutive values (the
 * square-root rule: batches grow with the series, so they outgrow its correlation, while their
 * number grows too); the oldest leftover values are dropped. The batch averages are then treated
 * as independent and normal, and the interval is Student's t with {@code b - 1} degrees of freedom.
 * With few intervals this gives few batches and therefore a wide, honest interval rather than a
 * narrow wrong one.
 */
public final class BatchMeans {

    /** The confidence level used throughout objbench's reports. */
    public static final double CONFIDENCE = 0.95;

    private BatchMeans() {
    }

    /** How {@code n} values are batched: batch size {@code ceil(sqrt(n))}, leftover dropped at the start. */
    public static BatchPlan plan(int n) {
        if (n < 0) {
            throw new IllegalArgumentException("negative length " + n);
        }
        if (n == 0) {
            return new BatchPlan(0, 0, 1);
        }
        int size = (int) Math.ceil(Math.sqrt(n));
        int batches = n / size;
        return new BatchPlan(n - batches * size, batches, size);
    }

    /** The 95 % interval of the mean of {@code series}. */
    public static MeanEstimate estimate(double[] series) {
        return estimate(series, CONFIDENCE);
    }

    /** The {@code confidence} interval of the mean of {@code series} (batch means). */
    public static MeanEstimate estimate(double[] series, double confidence) {
        BatchPlan plan = plan(series.length);
        return iid(batchValues(series, plan), confidence, plan.size());
    }

    /** The averages of the batches of {@code series} under {@code plan}. */
    public static double[] batchValues(double[] series, BatchPlan plan) {
        double[] means = new double[plan.batches()];
        for (int b = 0; b < plan.batches(); b++) {
            double sum = 0;
            for (int i = plan.start(b); i < plan.end(b); i++) {
                sum += series[i];
            }
            means[b] = sum / plan.size();
        }
        return means;
    }

    /**
     * The Student-t interval of the mean of independent {@code samples} (e.g. one value per
     * repetition of a run). Unknown (NaN half-width) with fewer than two samples.
     */
    public static MeanEstimate iid(double[] samples, double confidence) {
        return iid(samples, confidence, 1);
    }

    private static MeanEstimate iid(double[] samples, double confidence, int batchSize) {
        int n = samples.length;
        if (n == 0) {
            return new MeanEstimate(Double.NaN, Double.NaN, 0, batchSize);
        }
        double mean = mean(samples);
        if (n < 2) {
            return new MeanEstimate(mean, Double.NaN, n, batchSize);
        }
        double sd = Math.sqrt(variance(samples, mean));
        double half = StudentT.critical(confidence, n - 1) * sd / Math.sqrt(n);
        return new MeanEstimate(mean, half, n, batchSize);
    }

    static double mean(double[] x) {
        double sum = 0;
        for (double v : x) {
            sum += v;
        }
        return sum / x.length;
    }

    /** The sample variance (n - 1 denominator). */
    static double variance(double[] x, double mean) {
        double ss = 0;
        for (double v : x) {
            ss += (v - mean) * (v - mean);
        }
        return ss / (x.length - 1);
    }
}
