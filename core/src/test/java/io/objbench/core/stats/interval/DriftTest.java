package io.objbench.core.stats.interval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class DriftTest {

    @Test
    void slopeOfALineIsExact() {
        double[] x = new double[30];
        for (int i = 0; i < x.length; i++) {
            x[i] = 50 + 0.5 * i;
        }
        assertThat(Drift.slope(x)).isCloseTo(0.5, within(1e-12));
        // mean 57.25; 0.5 per 2 s interval = 15 per minute
        assertThat(Drift.relativePerMinute(x, 2)).isCloseTo(15 / 57.25, within(1e-12));
    }

    /**
     * 16 one-second intervals with 1 % noise: a 20 %/min drift (5 % over the series) is beyond a
     * 2 % precision in nearly every trial, a flat series (whose trend is noise, its significance
     * 5 % at most) rarely. Seeded; the bounds are the binomial's with a wide margin.
     */
    @Test
    void aTrendBeyondThePrecisionIsTold() {
        SplittableRandom random = new SplittableRandom(42);
        int drifting = 0;
        int flat = 0;
        for (int trial = 0; trial < 200; trial++) {
            double[] d = new double[16];
            double[] f = new double[16];
            for (int i = 0; i < d.length; i++) {
                d[i] = 1000 * (1 + 0.2 * (i + 0.5) / 60) * (1 + 0.01 * random.nextGaussian());
                f[i] = 1000 * (1 + 0.01 * random.nextGaussian());
            }
            drifting += Drift.beyond(d, 0.02) ? 1 : 0;
            flat += Drift.beyond(f, 0.02) ? 1 : 0;
        }
        assertThat(drifting).isGreaterThanOrEqualTo(190);
        assertThat(flat).isLessThanOrEqualTo(10);
        assertThat(Drift.beyond(new double[] {1, 2}, 0.02)).as("too short").isFalse();
    }

    @Test
    void flatAndDegenerateSeries() {
        assertThat(Drift.slope(new double[] {3, 3, 3})).isZero();
        assertThat(Drift.slope(new double[] {3})).isZero();
        assertThat(Drift.relativePerMinute(new double[] {0, 0}, 1)).isNaN();
    }
}
