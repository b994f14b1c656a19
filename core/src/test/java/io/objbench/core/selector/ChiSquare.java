package io.objbench.core.selector;

/**
 * Pearson's chi-square goodness-of-fit test for the selector distribution tests: observed counts
 * per value against the exact probabilities of the definition. Neighbouring values are merged
 * until each merged bin expects at least 5 draws (the usual validity condition).
 */
final class ChiSquare {

    /** z for an upper tail of 0.001: a correct sampler fails a given seed one time in a thousand. */
    private static final double Z_999 = 3.090232306167813;

    /** The statistic and its degrees of freedom. */
    record Result(double statistic, int degreesOfFreedom) {

        /** The 0.999 quantile of chi-square(dof), by the Wilson–Hilferty cube approximation. */
        double criticalValue() {
            double k = degreesOfFreedom;
            double c = 1 - 2 / (9 * k) + Z_999 * Math.sqrt(2 / (9 * k));
            return k * c * c * c;
        }

        /** True when the draws fit the definition at the 0.001 level. */
        boolean fits() {
            return statistic <= criticalValue();
        }

        @Override
        public String toString() {
            return "chi2=" + statistic + " dof=" + degreesOfFreedom + " critical(0.999)=" + criticalValue();
        }
    }

    private ChiSquare() {
    }

    /**
     * The test of {@code observed[i]} draws of value i against probability {@code p[i]}.
     *
     * @throws AssertionError when a value of probability 0 was drawn (the definition excludes it)
     */
    static Result test(long[] observed, double[] p) {
        long n = 0;
        for (long o : observed) {
            n += o;
        }
        double statistic = 0;
        int bins = 0;
        double expected = 0;
        long seen = 0;
        for (int i = 0; i < p.length; i++) {
            if (p[i] == 0 && observed[i] > 0) {
                throw new AssertionError("value index " + i + " has probability 0 but was drawn " + observed[i] + " times");
            }
            expected += p[i] * n;
            seen += observed[i];
            if (expected >= 5) {
                statistic += (seen - expected) * (seen - expected) / expected;
                bins++;
                expected = 0;
                seen = 0;
            }
        }
        if (expected > 0 || seen > 0) { // the remainder joins as one more bin (expected may be < 5)
            statistic += expected == 0 ? Double.POSITIVE_INFINITY : (seen - expected) * (seen - expected) / expected;
            bins++;
        }
        return new Result(statistic, bins - 1);
    }
}
