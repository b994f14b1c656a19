package io.objbench.testsupport;

import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.commons.statistics.distribution.ChiSquaredDistribution;

/**
 * Pearson's chi-square goodness-of-fit of observed counts per category against expected shares:
 * the statistic {@code Σ (O − E)² / E} over the categories, {@code k − 1} degrees of freedom, and
 * the p-value from the chi-square distribution's survival function (Apache Commons Statistics).
 * Used to show that the mix of operations a run executed is the mix it was asked for.
 *
 * @param statistic        Σ (O − E)² / E
 * @param degreesOfFreedom categories − 1
 * @param pValue           P(χ² ≥ statistic) under the expected shares; 1 with a single category
 * @param observed         the counts, per category (every expected category, 0 when absent)
 * @param expected         the expected counts, per category
 */
public record ChiSquareFit(double statistic, int degreesOfFreedom, double pValue, Map<String, Long> observed,
                           Map<String, Double> expected) {

    /** The smallest expected count per category for the chi-square approximation to hold (Cochran). */
    public static final double MIN_EXPECTED = 5;

    public ChiSquareFit {
        observed = Map.copyOf(observed);
        expected = Map.copyOf(expected);
    }

    /**
     * The fit of {@code observed} to {@code shares}.
     *
     * @param observed counts per category; a category absent from {@code shares} is an error
     * @param shares   expected share (0..1] per category, summing to 1
     * @throws IllegalArgumentException when a category was observed that is not expected, the
     *                                  shares do not sum to 1, nothing was observed, or some
     *                                  expected count is below {@link #MIN_EXPECTED} (the test
     *                                  would not be valid: run more operations)
     */
    public static ChiSquareFit of(Map<String, Long> observed, Map<String, Double> shares) {
        for (Map.Entry<String, Long> o : observed.entrySet()) {
            if (!shares.containsKey(o.getKey()) && o.getValue() != 0) {
                throw new IllegalArgumentException("observed " + o.getValue() + " of '" + o.getKey()
                        + "', which is not expected at all (expected: " + shares.keySet() + ")");
            }
        }
        double sum = shares.values().stream().mapToDouble(Double::doubleValue).sum();
        if (Math.abs(sum - 1) > 1e-9) {
            throw new IllegalArgumentException("the expected shares sum to " + sum + ", not 1: " + shares);
        }
        long n = observed.values().stream().mapToLong(Long::longValue).sum();
        if (n == 0) {
            throw new IllegalArgumentException("nothing observed");
        }
        Map<String, Long> obs = new LinkedHashMap<>();
        Map<String, Double> exp = new LinkedHashMap<>();
        double statistic = 0;
        for (Map.Entry<String, Double> e : shares.entrySet()) {
            double expectedCount = e.getValue() * n;
            if (expectedCount < MIN_EXPECTED) {
                throw new IllegalArgumentException("expected count of '" + e.getKey() + "' is " + expectedCount
                        + " (share " + e.getValue() + " of " + n + "): below " + MIN_EXPECTED
                        + ", the chi-square test is not valid; observe more");
            }
            long o = observed.getOrDefault(e.getKey(), 0L);
            obs.put(e.getKey(), o);
            exp.put(e.getKey(), expectedCount);
            statistic += (o - expectedCount) * (o - expectedCount) / expectedCount;
        }
        int df = shares.size() - 1;
        double p = df == 0 ? 1 : ChiSquaredDistribution.of(df).survivalProbability(statistic);
        return new ChiSquareFit(statistic, df, p, obs, exp);
    }

    /** True when the fit is rejected at level {@code alpha}: the counts do not come from the shares. */
    public boolean rejects(double alpha) {
        return pValue < alpha;
    }

    @Override
    public String toString() {
        return String.format(java.util.Locale.ROOT, "chi2=%.3f df=%d p=%.4g observed=%s expected=%s", statistic,
                degreesOfFreedom, pValue, observed, expected);
    }
}
