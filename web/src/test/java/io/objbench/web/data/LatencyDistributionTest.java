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
    void bucketsSpanTheDataWithSeveralPerOctaveAndCountEveryValue() {
        LatencyDistribution d = LatencyDistribution.of(known());
        assertThat(d.count()).isEqualTo(20);
        assertThat(d.buckets().stream().mapToLong(LatencyDistribution.Bucket::count).sum()).isEqualTo(20);
        assertThat(d.buckets().getFirst()).isEqualTo(new LatencyDistribution.Bucket(0.1, d.buckets().get(0).toMs(), 10));
        assertThat(d.buckets().getLast().count()).isEqualTo(10);
        assertThat(d.buckets().getLast().fromMs()).isLessThanOrEqualTo(1.0);
        assertThat(d.buckets().getLast().toMs()).isGreaterThan(1.0);
        // 0.1 .. 1 ms is 3.3 octaves: about 40 bars, each the same ratio wider than the last (≤ ×2^(1/4))
        assertThat(d.buckets()).hasSizeBetween(30, 50);
        for (int i = 1; i < d.buckets().size(); i++) {
            LatencyDistribution.Bucket b = d.buckets().get(i);
            assertThat(b.fromMs()).isEqualTo(d.buckets().get(i - 1).toMs());
            assertThat(b.toMs() / b.fromMs()).isBetween(1.0, Math.pow(2, 0.25) * 1.001);
        }
    }

    @Test
    void aTenToTwentyMillisecondSpreadIsManyBarsNotOne() {
        Histogram h = HistogramCodec.newHistogram();
        for (long us = 10_000; us <= 20_000; us += 7) {
            h.recordValue(us);
        }
        LatencyDistribution d = LatencyDistribution.of(h);
        assertThat(d.buckets().stream().filter(b -> b.count() > 0).count()).isGreaterThanOrEqualTo(20);
        assertThat(d.buckets().stream().mapToLong(LatencyDistribution.Bucket::count).sum()).isEqualTo(h.getTotalCount());
        // the CDF below p90 in steps of at most a few percent, not 10-percentile steps
        List<LatencyDistribution.CdfPoint> cdf = d.cdf();
        for (int i = 1; i < cdf.size(); i++) {
            assertThat(cdf.get(i).percentile() - cdf.get(i - 1).percentile()).isLessThan(2.0);
            assertThat(cdf.get(i).ms()).isGreaterThanOrEqualTo(cdf.get(i - 1).ms());
        }
        assertThat(cdf.getFirst().percentile()).isLessThan(2.0);
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
