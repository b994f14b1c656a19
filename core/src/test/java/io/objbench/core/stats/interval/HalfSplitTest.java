package io.objbench.core.stats.interval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class HalfSplitTest {

    @Test
    void aSlowDriftWithANarrowIntervalIsCaught() {
        SplittableRandom random = new SplittableRandom(17);
        int caught = 0;
        int narrow = 0;
        for (int t = 0; t < 100; t++) {
            // 60 intervals of 1 s, throughput falling 10 % per minute, 0.5 % noise
            double[] x = new double[60];
            for (int i = 0; i < x.length; i++) {
                x[i] = 1000 * (1 - 0.1 * i / 60.0) * (1 + 0.005 * BatchMeansTest.gaussian(random));
            }
            narrow += BatchMeans.estimate(x).relativeHalfWidth() <= 0.05 ? 1 : 0;
            caught += HalfSplit.drifts(x, 0.02) ? 1 : 0;
        }
        // the batch-means interval alone would call most of these stable at 5 %
        assertThat(narrow).isGreaterThan(50);
        assertThat(caught).isEqualTo(100);
    }

    @Test
    void aSteadySeriesIsRarelyFlagged() {
        SplittableRandom random = new SplittableRandom(23);
        int flagged = 0;
        for (int t = 0; t < 400; t++) {
            double[] x = BatchMeansTest.ar1(random, 60, 0.5, 1000);
            flagged += HalfSplit.drifts(x, 0.002) ? 1 : 0;
        }
        // significant at 5 % and beyond the precision: at most the test's own false-positive rate
        assertThat(flagged).isLessThanOrEqualTo(25);
    }

    @Test
    void tooFewBatchesNeverFlag() {
        assertThat(HalfSplit.drifts(new double[] {1, 2, 3, 4, 5, 6, 7, 8}, 0.01)).isFalse();
    }
}
