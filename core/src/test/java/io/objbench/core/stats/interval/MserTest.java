package io.objbench.core.stats.interval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class MserTest {

    @Test
    void cutsAnInitialTransientAtItsEnd() {
        SplittableRandom random = new SplittableRandom(7);
        // 20 intervals falling linearly from 300 to 100, then steady at 100 with noise
        double[] x = new double[80];
        for (int i = 0; i < x.length; i++) {
            double level = i < 20 ? 300 - 10.0 * i : 100;
            x[i] = level + 2 * BatchMeansTest.gaussian(random);
        }
        int cut = Mser.truncation(x);
        assertThat(cut).isBetween(15, 25);
        assertThat(cut % Mser.MSER5_BATCH).isZero();
    }

    @Test
    void findsNoTransientInSteadyNoiseMostOfTheTime() {
        SplittableRandom random = new SplittableRandom(11);
        int zero = 0;
        for (int t = 0; t < 100; t++) {
            double[] x = new double[60];
            for (int i = 0; i < x.length; i++) {
                x[i] = 100 + BatchMeansTest.gaussian(random);
            }
            if (Mser.truncation(x) <= Mser.MSER5_BATCH) {
                zero++;
            }
        }
        // on pure noise MSER may trim a batch by chance; it must not invent long warm-ups
        assertThat(zero).isGreaterThanOrEqualTo(60);
    }

    @Test
    void neverCutsBeyondHalfOrOnShortSeries() {
        double[] rising = new double[40];
        for (int i = 0; i < rising.length; i++) {
            rising[i] = i;
        }
        assertThat(Mser.truncation(rising)).isLessThanOrEqualTo(20);
        assertThat(Mser.truncation(new double[] {9, 1, 1, 1, 1, 1, 1, 1, 1, 1})).isZero();
        assertThat(Mser.truncation(new double[] {9, 1, 1, 1, 1, 1}, 1)).isEqualTo(1);
    }
}
