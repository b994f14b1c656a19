package io.objbench.core.stats.interval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class TwoSamplesTest {

    @Test
    void sameDistributionIsRarelySignificant() {
        SplittableRandom random = new SplittableRandom(3);
        int significant = 0;
        int covered = 0;
        for (int t = 0; t < 400; t++) {
            RatioEstimate r = TwoSamples.ratio(sample(random, 10, 100), sample(random, 10, 100), 0.95);
            significant += r.pValue() < 0.05 ? 1 : 0;
            covered += r.low() <= 1 && r.high() >= 1 ? 1 : 0;
        }
        assertThat(significant).isBetween(5, 40); // nominal 20 of 400
        assertThat(covered).isGreaterThanOrEqualTo(360);
    }

    @Test
    void tenPercentIsFoundWithItsInterval() {
        SplittableRandom random = new SplittableRandom(5);
        RatioEstimate r = TwoSamples.ratio(sample(random, 10, 100), sample(random, 10, 110), 0.95);
        assertThat(r.excludesOne()).isTrue();
        assertThat(r.low()).isLessThan(1.1);
        assertThat(r.high()).isGreaterThan(1.1);
        assertThat(r.change()).isCloseTo(0.1, within(0.02));
    }

    @Test
    void exactAndUnknownCases() {
        RatioEstimate same = TwoSamples.ratio(new double[] {2, 2, 2}, new double[] {2, 2, 2}, 0.95);
        assertThat(same.ratio()).isEqualTo(1);
        assertThat(same.pValue()).isEqualTo(1);
        RatioEstimate one = TwoSamples.ratio(new double[] {2}, new double[] {3, 3}, 0.95);
        assertThat(one.known()).isFalse();
        assertThat(one.ratio()).isCloseTo(1.5, within(1e-12));
        // a zero forces the linear scale
        RatioEstimate linear = TwoSamples.ratio(new double[] {0, 2, 4}, new double[] {1, 3, 5}, 0.95);
        assertThat(linear.ratio()).isCloseTo(1.5, within(1e-12));
        assertThat(linear.known()).isTrue();
    }

    @Test
    void holmRejectsInOrderAndStops() {
        boolean[] s = TwoSamples.holm(new double[] {0.01, 0.04, 0.03, 0.005, Double.NaN}, 0.05);
        // sorted: 0.005 <= 0.05/5, 0.01 <= 0.05/4, 0.03 > 0.05/3: stop
        assertThat(s).containsExactly(true, false, false, true, false);
    }

    private static double[] sample(SplittableRandom random, int n, double mean) {
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = mean * (1 + 0.03 * BatchMeansTest.gaussian(random));
        }
        return x;
    }
}
