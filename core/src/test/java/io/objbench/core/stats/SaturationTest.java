package io.objbench.core.stats;

import static org.assertj.core.api.Assertions.assertThat;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class SaturationTest {

    private static Histogram lags(long micros, int count, long tailMicros, int tailCount) {
        Histogram h = HistogramCodec.newHistogram();
        h.recordValueWithCount(micros, count);
        if (tailCount > 0) {
            h.recordValueWithCount(tailMicros, tailCount);
        }
        return h;
    }

    @Test
    void onScheduleIsNotSaturated() {
        Saturation s = Saturation.judge(1000, 20_000, 20, lags(5, 19_900, 900, 100), 1_000);
        assertThat(s.saturated()).isFalse();
        assertThat(s.reason()).isEmpty();
        assertThat(s.achievedRate()).isEqualTo(1000.0);
        assertThat(s.lagP99Micros()).isEqualTo(5); // 0.5 % of lags at 900 µs: the p99 is 5 µs
    }

    @Test
    void aLagP99AboveTheLimitIsSaturation() {
        Saturation s = Saturation.judge(1000, 20_000, 20, lags(5, 19_700, 1_500, 300), 1_000);
        assertThat(s.saturated()).isTrue();
        assertThat(s.lagP99Micros()).isEqualTo(1_500);
        assertThat(s.reason()).isEqualTo("schedule lag p99 1.500 ms above the limit 1.000 ms");
    }

    @Test
    void moreThanOnePercentBelowTheTargetIsSaturationExactlyOnePercentIsNot() {
        assertThat(Saturation.judge(1000, 19_800, 20, lags(5, 10, 0, 0), 1_000).saturated()).isFalse();
        assertThat(Saturation.judge(1000, 19_799, 20, lags(5, 10, 0, 0), 1_000).saturated()).isTrue();
        Saturation s = Saturation.judge(1000, 19_700, 20, lags(5, 10, 0, 0), 1_000);
        assertThat(s.saturated()).isTrue();
        assertThat(s.reason()).isEqualTo("achieved 985.0 ops/s, 1.50 % below the target 1000.0 ops/s");
        Saturation both = Saturation.judge(1000, 10_000, 20, lags(2_000, 10, 0, 0), 1_000);
        assertThat(both.reason()).contains("schedule lag p99 2.000 ms").contains("; achieved 500.0 ops/s, 50.00 %");
    }
}
