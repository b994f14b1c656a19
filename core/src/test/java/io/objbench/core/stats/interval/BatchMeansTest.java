package io.objbench.core.stats.interval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class BatchMeansTest {

    @Test
    void plansSquareRootBatchesAndDropsTheOldestLeftover() {
        assertThat(BatchMeans.plan(0)).isEqualTo(new BatchPlan(0, 0, 1));
        assertThat(BatchMeans.plan(1)).isEqualTo(new BatchPlan(0, 1, 1));
        assertThat(BatchMeans.plan(10)).isEqualTo(new BatchPlan(2, 2, 4));
        assertThat(BatchMeans.plan(100)).isEqualTo(new BatchPlan(0, 10, 10));
        BatchPlan p = BatchMeans.plan(30);
        assertThat(p.size()).isEqualTo(6);
        assertThat(p.end(p.batches() - 1)).isEqualTo(30);
    }

    @Test
    void independentSamplesGiveTheStudentInterval() {
        MeanEstimate e = BatchMeans.iid(new double[] {1, 2, 3, 4, 5}, 0.95);
        assertThat(e.mean()).isEqualTo(3);
        // t(0.975, 4) = 2.7764, sd = sqrt(2.5)
        assertThat(e.halfWidth()).isCloseTo(2.7764 * Math.sqrt(2.5) / Math.sqrt(5), within(1e-3));
        assertThat(e.contains(1.1)).isTrue();
        assertThat(e.contains(0.9)).isFalse();
    }

    @Test
    void tooFewBatchesIsUnknownNeverPrecise() {
        MeanEstimate one = BatchMeans.estimate(new double[] {5, 5, 5});
        assertThat(one.batches()).isEqualTo(1);
        assertThat(one.known()).isFalse();
        assertThat(one.relativeHalfWidth()).isInfinite();
        assertThat(one.contains(5)).isFalse();
        assertThat(BatchMeans.estimate(new double[0]).known()).isFalse();
    }

    /** Autocorrelated AR(1) data: batch means keep ~95 % coverage where a naive interval would not. */
    @Test
    void coversTheTrueMeanOfAnAutocorrelatedSeries() {
        SplittableRandom random = new SplittableRandom(42);
        int trials = 400;
        int covered = 0;
        int naiveCovered = 0;
        for (int t = 0; t < trials; t++) {
            double[] x = ar1(random, 400, 0.7, 100);
            if (BatchMeans.estimate(x).contains(100)) {
                covered++;
            }
            if (BatchMeans.iid(x, 0.95).contains(100)) {
                naiveCovered++;
            }
        }
        assertThat(covered).isGreaterThanOrEqualTo((int) (0.90 * trials));
        // the naive i.i.d. interval is far too narrow for such data: the reason for batching
        assertThat(naiveCovered).isLessThan((int) (0.80 * trials));
    }

    static double[] ar1(SplittableRandom random, int n, double phi, double mean) {
        double[] x = new double[n];
        double e = 0;
        for (int i = 0; i < n; i++) {
            e = phi * e + gaussian(random);
            x[i] = mean + e;
        }
        return x;
    }

    static double gaussian(SplittableRandom random) {
        // Box-Muller: SplittableRandom has no nextGaussian before Java 17's RandomGenerator default
        double u = 1 - random.nextDouble();
        double v = random.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    }
}
