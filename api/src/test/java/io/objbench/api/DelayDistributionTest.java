package io.objbench.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class DelayDistributionTest {

    private static double[] samplesMs(DelayDistribution latency, int n) {
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
        assertThat(DelayDistribution.parse("latency", "fixed(2.5)")).isEqualTo(new DelayDistribution.Fixed(2.5));
        assertThat(DelayDistribution.parse("latency", " uniform(1, 9) ")).isEqualTo(new DelayDistribution.Uniform(1, 9));
        assertThat(DelayDistribution.parse("latency", "exp(4)")).isEqualTo(new DelayDistribution.Exponential(4));
        assertThat(DelayDistribution.parse("latency", "lognormal(3,0.5)")).isEqualTo(new DelayDistribution.LogNormal(3, 0.5));
    }

    @Test
    void rejectsMalformedValues() {
        for (String bad : new String[] {"5", "fixed()", "fixed(1,2)", "uniform(5,1)", "exp(-1)", "exp(x)", "zipf(1)", "fixed(NaN)"}) {
            assertThatThrownBy(() -> DelayDistribution.parse("thinktime", bad)).as(bad)
                    .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("thinktime='" + bad + "': ");
        }
    }

    @Test
    void fixedIsExact() {
        assertThat(new DelayDistribution.Fixed(1.25).nextNanos(new SplittableRandom(1))).isEqualTo(1_250_000L);
    }

    @Test
    void uniformStaysInItsBoundsWithTheRightMean() {
        double[] s = samplesMs(new DelayDistribution.Uniform(2, 6), 100_000);
        assertThat(s[0]).isGreaterThanOrEqualTo(2);
        assertThat(s[s.length - 1]).isLessThanOrEqualTo(6);
        assertThat(Arrays.stream(s).average().orElseThrow()).isCloseTo(4, within(0.05));
    }

    @Test
    void exponentialHasItsMeanAndMedian() {
        double[] s = samplesMs(new DelayDistribution.Exponential(5), 200_000);
        assertThat(Arrays.stream(s).average().orElseThrow()).isCloseTo(5, within(0.1));
        assertThat(s[s.length / 2]).isCloseTo(5 * Math.log(2), within(0.1));
    }

    @Test
    void logNormalHasItsMedianAndSpread() {
        double[] s = samplesMs(new DelayDistribution.LogNormal(3, 0.5), 200_000);
        assertThat(s[s.length / 2]).isCloseTo(3, within(0.05));
        // the 84.13th percentile of a log-normal is median * e^sigma
        assertThat(s[(int) (s.length * 0.8413)]).isCloseTo(3 * Math.exp(0.5), within(0.1));
    }
}
