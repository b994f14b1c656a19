package io.objbench.adaptor.mock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class LatencyTest {

    private static double[] samplesMs(Latency latency, int n) {
        SplittableRandom random = new SplittableRandom(42);
        double[] out = new double[n];
        for (int i = 0; i < n; i++) {
            out[i] = latency.nextNanos(random) / 1e6;
        }
        Arrays.sort(out);
        return out;
    }

    @Test
    void parsesEveryForm() throws Exception {
        assertThat(Latency.parse("fixed(2.5)")).isEqualTo(new Latency.Fixed(2.5));
        assertThat(Latency.parse(" uniform(1, 9) ")).isEqualTo(new Latency.Uniform(1, 9));
        assertThat(Latency.parse("exp(4)")).isEqualTo(new Latency.Exponential(4));
        assertThat(Latency.parse("lognormal(3,0.5)")).isEqualTo(new Latency.LogNormal(3, 0.5));
    }

    @Test
    void rejectsMalformedValues() {
        for (String bad : new String[] {"5", "fixed()", "fixed(1,2)", "uniform(5,1)", "exp(-1)", "exp(x)", "zipf(1)", "fixed(NaN)"}) {
            assertThatThrownBy(() -> Latency.parse(bad)).as(bad).hasMessageContaining("latency");
        }
    }

    @Test
    void fixedIsExact() {
        assertThat(new Latency.Fixed(1.25).nextNanos(new SplittableRandom(1))).isEqualTo(1_250_000L);
    }

    @Test
    void uniformStaysInItsBoundsWithTheRightMean() {
        double[] s = samplesMs(new Latency.Uniform(2, 6), 100_000);
        assertThat(s[0]).isGreaterThanOrEqualTo(2);
        assertThat(s[s.length - 1]).isLessThanOrEqualTo(6);
        assertThat(Arrays.stream(s).average().orElseThrow()).isCloseTo(4, within(0.05));
    }

    @Test
    void exponentialHasItsMeanAndMedian() {
        double[] s = samplesMs(new Latency.Exponential(5), 200_000);
        assertThat(Arrays.stream(s).average().orElseThrow()).isCloseTo(5, within(0.1));
        assertThat(s[s.length / 2]).isCloseTo(5 * Math.log(2), within(0.1));
    }

    @Test
    void logNormalHasItsMedianAndSpread() {
        double[] s = samplesMs(new Latency.LogNormal(3, 0.5), 200_000);
        assertThat(s[s.length / 2]).isCloseTo(3, within(0.05));
        // the 84.13th percentile of a log-normal is median * e^sigma
        assertThat(s[(int) (s.length * 0.8413)]).isCloseTo(3 * Math.exp(0.5), within(0.1));
    }
}
