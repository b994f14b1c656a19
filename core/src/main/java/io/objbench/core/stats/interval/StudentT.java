package io.objbench.core.stats.interval;

import org.apache.commons.statistics.distribution.TDistribution;

/** Quantiles and tail probabilities of Student's t distribution (Apache Commons Statistics). */
final class StudentT {

    private StudentT() {
    }

    /** The two-sided critical value for {@code confidence} (e.g. 0.95) at {@code dof} degrees of freedom. */
    static double critical(double confidence, double dof) {
        if (!(confidence > 0 && confidence < 1)) {
            throw new IllegalArgumentException("confidence must be between 0 and 1: " + confidence);
        }
        return TDistribution.of(dof).inverseCumulativeProbability(1 - (1 - confidence) / 2);
    }

    /** The two-sided p-value of statistic {@code t} at {@code dof} degrees of freedom. */
    static double twoSidedP(double t, double dof) {
        if (Double.isNaN(t)) {
            return 1;
        }
        return 2 * TDistribution.of(dof).survivalProbability(Math.abs(t));
    }
}
