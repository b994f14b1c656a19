package io.objbench.core.stats.interval;

/**
 * The end of a series' initial transient by the MSER rule (Marginal Standard Error Rule,
 * White 1997; MSER-5 with batches of five, Franklin and White 2008).
 * <p>
 * For each candidate cut {@code d} (in batches) it computes the squared standard error of the
 * mean of what remains, {@code sum((Y_i - mean_d)^2) / (n - d)^2}, and cuts where that is
 * smallest: dropping transient values lowers the spread faster than losing values raises it, and
 * once the transient is gone the loss of values dominates. Only cuts in the first half of the
 * series are considered (the rule is unreliable beyond, where few values remain). It needs no
 * parameter guessed per system, which is why objbench uses it.
 */
public final class Mser {

    /** MSER-5's batch size. */
    public static final int MSER5_BATCH = 5;

    private Mser() {
    }

    /** MSER-5: the index of the first steady value of {@code series} (0 = no transient found). */
    public static int truncation(double[] series) {
        return truncation(series, MSER5_BATCH);
    }

    /**
     * MSER with batches of {@code batchSize} values (1 = plain MSER): the index of the first steady
     * value, a multiple of {@code batchSize}; 0 when the series is too short (fewer than 4 batches)
     * or has no transient.
     */
    public static int truncation(double[] series, int batchSize) {
        if (batchSize < 1) {
            throw new IllegalArgumentException("batch size must be >= 1: " + batchSize);
        }
        int n = series.length / batchSize;
        if (n < 4) {
            return 0;
        }
        double[] y = new double[n];
        for (int b = 0; b < n; b++) {
            double sum = 0;
            for (int i = b * batchSize; i < (b + 1) * batchSize; i++) {
                sum += series[i];
            }
            y[b] = sum / batchSize;
        }
        // suffix sums give each candidate's mean and spread in one pass from the end
        double sum = 0;
        double sumSq = 0;
        double[] stat = new double[n];
        for (int d = n - 1; d >= 0; d--) {
            sum += y[d];
            sumSq += y[d] * y[d];
            int k = n - d;
            double ss = Math.max(0, sumSq - sum * sum / k);
            stat[d] = ss / ((double) k * k);
        }
        int best = 0;
        for (int d = 1; d <= n / 2; d++) {
            if (stat[d] < stat[best]) {
                best = d;
            }
        }
        return best * batchSize;
    }
}
