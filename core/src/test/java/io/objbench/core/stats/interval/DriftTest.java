package io.objbench.core.stats.interval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

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

    @Test
    void flatAndDegenerateSeries() {
        assertThat(Drift.slope(new double[] {3, 3, 3})).isZero();
        assertThat(Drift.slope(new double[] {3})).isZero();
        assertThat(Drift.relativePerMinute(new double[] {0, 0}, 1)).isNaN();
    }
}
