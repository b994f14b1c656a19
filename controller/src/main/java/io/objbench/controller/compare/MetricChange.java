package io.objbench.controller.compare;

/**
 * One metric of one operation compared: B against A.
 *
 * @param metric    the metric
 * @param a         A's value: the mean of its batch values
 * @param b         B's value likewise
 * @param ratio     B / A (from the batches' logarithms when all are positive)
 * @param low       the ratio's lower 95 % bound; NaN when unknown
 * @param high      its upper bound; NaN when unknown
 * @param pValue    Welch's two-sided p-value; NaN when unknown
 * @param batchesA  A's batch count
 * @param batchesB  B's batch count
 * @param significant whether Holm–Bonferroni over the whole comparison rejects "no change"
 * @param verdict   faster, slower, no significant difference, or not enough intervals
 */
public record MetricChange(Metric metric, double a, double b, double ratio, double low, double high, double pValue,
                           int batchesA, int batchesB, boolean significant, Verdict verdict) {

    /** The relative change B / A - 1 (0.05 = +5 %). */
    public double change() {
        return ratio - 1;
    }

    /**
     * How much worse B is, relative (0.05 = 5 % worse): the latency's rise or the throughput's
     * fall; negative when B is better.
     */
    public double worsening() {
        return metric.higherIsFaster() ? 1 - ratio : ratio - 1;
    }
}
