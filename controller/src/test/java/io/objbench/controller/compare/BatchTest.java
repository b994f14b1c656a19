package io.objbench.controller.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.interval.BatchMeans;
import io.objbench.core.stats.interval.BatchPlan;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** Grouping interval histograms into batches: which intervals, merged how. */
class BatchTest {

    /** Interval {@code i} (1 s long) holding {@code count} values of {@code valueMicros} µs, throughput {@code count}/s. */
    static Interval interval(int i, int count, long valueMicros) {
        Histogram h = HistogramCodec.newHistogram();
        h.recordValueWithCount(valueMicros, count);
        return new Interval(1000L * i, 1000L * (i + 1), h, count);
    }

    @Test
    void batchesSkipTheOldestLeftoverAndMergeTheirIntervalsBucketByBucket() {
        List<Interval> intervals = new ArrayList<>();
        for (int i = 0; i < 11; i++) {
            intervals.add(interval(i, 10 * (i + 1), 1000L * (i + 1))); // interval i: 10(i+1) values of (i+1) ms
        }
        BatchPlan plan = BatchMeans.plan(11); // ceil(sqrt(11)) = 4: 2 batches, the first 3 intervals left out
        assertThat(plan).isEqualTo(new BatchPlan(3, 2, 4));
        List<Batch> batches = Batch.group(intervals, plan);
        assertThat(batches).hasSize(2);
        Batch first = batches.get(0); // intervals 3..6: 40+50+60+70 values of 4, 5, 6, 7 ms
        assertThat(first.successes()).isEqualTo(220);
        assertThat(first.seconds()).isEqualTo(4.0);
        assertThat(first.throughput()).isEqualTo((40 + 50 + 60 + 70) / 4.0);
        // the batch's own percentiles: 40 of 220 at 4 ms, so p10 is 4 ms and the median is 6 ms (cumulative 150 ≥ 110)
        assertThat(first.percentileMs(10)).isCloseTo(4.0, org.assertj.core.data.Offset.offset(0.01));
        assertThat(first.percentileMs(50)).isCloseTo(6.0, org.assertj.core.data.Offset.offset(0.01));
        assertThat(first.percentileMs(100)).isCloseTo(7.0, org.assertj.core.data.Offset.offset(0.01));
        assertThat(first.meanMs()).isCloseTo((40 * 4 + 50 * 5 + 60 * 6 + 70 * 7) / 220.0,
                org.assertj.core.data.Offset.offset(0.01));
        Batch second = batches.get(1); // intervals 7..10
        assertThat(second.successes()).isEqualTo(80 + 90 + 100 + 110);
        assertThat(second.percentileMs(100)).isCloseTo(11.0, org.assertj.core.data.Offset.offset(0.02));
        // the intervals' histograms are left as they were
        assertThat(intervals.get(3).histogram().getTotalCount()).isEqualTo(40);
    }

    @Test
    void withoutTimelineRatesABatchThroughputIsItsSuccessesOverItsSeconds() {
        List<Interval> intervals = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            Interval in = interval(i, 30, 2000);
            intervals.add(new Interval(in.startMs(), in.startMs() + 500, in.histogram(), Double.NaN));
        }
        List<Batch> batches = Batch.group(intervals, BatchMeans.plan(4));
        assertThat(batches).hasSize(2);
        assertThat(batches.get(0).throughput()).isEqualTo(60 / 1.0);
    }

    @Test
    void aBatchWithoutSuccessesHasNoLatencyAndIsLeftOutOfThatMetric() {
        List<Interval> intervals = List.of(interval(0, 0, 1000), interval(1, 5, 1000), interval(2, 5, 1000),
                interval(3, 5, 1000));
        List<Batch> batches = Batch.group(intervals, new BatchPlan(0, 4, 1));
        assertThat(batches.get(0).percentileMs(99)).isNaN();
        assertThat(batches.get(0).meanMs()).isNaN();
        assertThat(RunComparer.values(batches, Metric.P50)).hasSize(3);
        // 5 successes are too few for a p99 (it would be each batch's max): left out as well
        assertThat(RunComparer.values(batches, Metric.P99)).isEmpty();
        assertThat(RunComparer.values(batches, Metric.THROUGHPUT)).containsExactly(0, 5, 5, 5);
    }

    @Test
    void aPlanLongerThanTheIntervalsIsRefused() {
        assertThatThrownBy(() -> Batch.group(List.of(interval(0, 1, 1)), new BatchPlan(0, 2, 1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("does not fit 1 intervals");
    }
}
