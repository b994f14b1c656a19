package io.objbench.web.data;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.stats.HistogramCodec;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class LatencyDistributionTest {

    private static Histogram known() {
        Histogram h = HistogramCodec.newHistogram();
        h.recordValueWithCount(100, 10);   // 0.1 ms
        h.recordValueWithCount(1000, 10);  // 1 ms
        return h;
    }

    @Test
    void bucketsAreLogarithmicTrimmedAndCountEveryValue() {
        LatencyDistribution d = LatencyDistribution.of(known());
        assertThat(d.count()).isEqualTo(20);
        assertThat(d.buckets()).first().isEqualTo(new LatencyDistribution.Bucket(0.064, 0.128, 10));
        assertThat(d.buckets()).last().isEqualTo(new LatencyDistribution.Bucket(0.512, 1.024, 10));
        assertThat(d.buckets()).hasSize(4); // [64,128) [128,256) [256,512) [512,1024) µs
        assertThat(d.buckets().stream().mapToLong(LatencyDistribution.Bucket::count).sum()).isEqualTo(20);
        for (int i = 1; i < d.buckets().size(); i++) {
            assertThat(d.buckets().get(i).toMs()).isEqualTo(d.buckets().get(i - 1).toMs() * 2);
        }
    }

    @Test
    void cdfRisesTo100AtTheMaximum() {
        List<LatencyDistribution.CdfPoint> cdf = LatencyDistribution.of(known()).cdf();
        assertThat(cdf.get(0).ms()).isEqualTo(0.1);
        assertThat(cdf).last().isEqualTo(new LatencyDistribution.CdfPoint(1.0, 100.0));
        // half the values are 0.1 ms: every point below 50 % is at 0.1 ms, every point above at 1 ms
        assertThat(cdf).filteredOn(p -> p.percentile() <= 50.0).allMatch(p -> p.ms() == 0.1);
        assertThat(cdf).filteredOn(p -> p.percentile() > 50.0).allMatch(p -> p.ms() == 1.0);
        for (int i = 1; i < cdf.size(); i++) {
            assertThat(cdf.get(i).percentile()).isGreaterThanOrEqualTo(cdf.get(i - 1).percentile());
        }
    }

    @Test
    void anEmptyHistogramHasNoShape() {
        assertThat(LatencyDistribution.of(HistogramCodec.newHistogram()).buckets()).isEmpty();
        assertThat(LatencyDistribution.of(null).cdf()).isEmpty();
    }
}
