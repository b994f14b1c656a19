package io.objbench.controller.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** The comparison's matching, verdicts, noise floor and the too-few-intervals case, on synthetic interval series. */
class RunComparerTest {

    /** {@code n} one-second intervals of an operation: ~{@code rate} ops/s of exponential latency with mean {@code meanMs}. */
    static OpIntervals op(String stage, String key, int n, double rate, double meanMs, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Interval> intervals = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Histogram h = io.objbench.core.stats.HistogramCodec.newHistogram();
            int count = (int) Math.round(rate * (0.97 + 0.06 * random.nextDouble()));
            for (int k = 0; k < count; k++) {
                h.recordValue(Math.max(1, (long) (-Math.log(1 - random.nextDouble()) * meanMs * 1000)));
            }
            intervals.add(new Interval(1000L * i, 1000L * (i + 1), h, count));
        }
        return new OpIntervals(stage, key, intervals, 0);
    }

    static RunIntervals run(String id, RunIntervals.StageIntervals... stages) {
        return new RunIntervals(id, "w", Path.of(id), List.of(stages));
    }

    static RunIntervals.StageIntervals stage(String id, OpIntervals... ops) {
        return new RunIntervals.StageIntervals(id, List.of(ops));
    }

    @Test
    void unmatchedStagesAndOperationsAreListedNotDropped() {
        RunIntervals a = run("w1", stage("s1-init"), stage("s2-main", op("s2-main", "read", 16, 500, 5, 1),
                op("s2-main", "write", 16, 100, 8, 2)));
        RunIntervals b = run("w2", stage("s2-main", op("s2-main", "read", 16, 500, 5, 3),
                op("s2-main", "delete", 16, 100, 8, 4)), stage("s3-cleanup"));
        RunComparison c = RunComparer.compare(a, b);
        assertThat(c.ops()).extracting(OpComparison::op).containsExactly("read");
        assertThat(c.unmatched()).extracting(Unmatched::describe).containsExactly(
                "stage s1-init only in w1",
                "operation write of stage s2-main only in w1",
                "operation delete of stage s2-main only in w2",
                "stage s3-cleanup only in w2");
    }

    @Test
    void fewerThanTwoBatchesOnASideGivesNoVerdictNeverOne() {
        // 3 intervals: batch size 2, one batch: no interval can be computed (6000/s: enough for p99.99)
        RunIntervals a = run("w1", stage("s", op("s", "read", 3, 6000, 5, 1)));
        RunIntervals b = run("w2", stage("s", op("s", "read", 40, 6000, 50, 2))); // ten times slower
        RunComparison c = RunComparer.compare(a, b);
        assertThat(c.ops().get(0).metrics()).allSatisfy(m -> {
            assertThat(m.verdict()).isEqualTo(Verdict.NOT_ENOUGH_INTERVALS);
            assertThat(m.significant()).isFalse();
            assertThat(m.batchesA()).isEqualTo(1);
        });
        assertThat(c.regressionsBeyond(0.05)).isEmpty();
        assertThat(c.worstRegression()).isEmpty();
    }

    @Test
    void aPercentileIsReadOnlyFromBatchesWithAboutOneSampleAboveIt() {
        assertThat(Metric.minSuccesses(50)).isEqualTo(2);
        assertThat(Metric.minSuccesses(99)).isEqualTo(100);
        assertThat(Metric.minSuccesses(99.9)).isEqualTo(1000);
        assertThat(Metric.minSuccesses(99.99)).isEqualTo(10_000);
        // 16 intervals of ~200 successes: 4 batches of ~800, enough for p99 but not for p99.9 (each
        // batch's p99.9 would be its max); B's latency is ten times A's, which p99 finds and p99.9 must not claim
        RunIntervals a = run("w1", stage("s", op("s", "read", 16, 200, 5, 1)));
        RunIntervals b = run("w2", stage("s", op("s", "read", 16, 200, 50, 2)));
        List<MetricChange> metrics = RunComparer.compare(a, b).ops().get(0).metrics();
        assertThat(metrics).extracting(MetricChange::metric).containsExactly(Metric.values());
        for (MetricChange m : metrics.subList(1, metrics.size())) { // the latencies; throughput is alike
            boolean tail = m.metric() == Metric.P999 || m.metric() == Metric.P9999;
            assertThat(m.batchesA()).as(m.metric().label()).isEqualTo(tail ? 0 : 4);
            assertThat(m.verdict()).as(m.metric().label())
                    .isEqualTo(tail ? Verdict.NOT_ENOUGH_INTERVALS : Verdict.SLOWER);
        }
    }

    @Test
    void aClearSlowdownIsCalledSlowerOnLatencyAndThroughputAndCountsAsARegression() {
        RunIntervals a = run("w1", stage("s", op("s", "read", 36, 2000, 5, 1)));
        RunIntervals b = run("w2", stage("s", op("s", "read", 36, 1600, 6, 2))); // +20 % latency, -20 % throughput
        RunComparison c = RunComparer.compare(a, b);
        MetricChange throughput = c.ops().get(0).metrics().get(0);
        assertThat(throughput.metric()).isEqualTo(Metric.THROUGHPUT);
        assertThat(throughput.verdict()).isEqualTo(Verdict.SLOWER);
        assertThat(throughput.ratio()).isBetween(0.75, 0.85);
        assertThat(throughput.low()).isLessThan(throughput.ratio());
        assertThat(throughput.high()).isGreaterThan(throughput.ratio());
        assertThat(c.ops().get(0).metrics().stream().filter(m -> m.metric() == Metric.AVG).findFirst().orElseThrow()
                .verdict()).isEqualTo(Verdict.SLOWER);
        assertThat(c.regressionsBeyond(0.05)).contains("s read throughput", "s read avg");
        assertThat(c.regressionsBeyond(0.5)).isEmpty();
        // the other way round it is faster, and no regression
        RunComparison back = RunComparer.compare(b, a);
        assertThat(back.ops().get(0).metrics().get(0).verdict()).isEqualTo(Verdict.FASTER);
        assertThat(back.regressionsBeyond(0.0)).isEmpty();
    }

    @Test
    void aSignificantChangeBelowTheNoiseFloorIsNotCalled() {
        // fixed latency and rate: a 0.5 % change is exact (zero variance), significant, but below the 1 % floor
        RunIntervals a = run("w1", stage("s", fixed("s", "read", 16, 1000, 10_000)));
        RunIntervals b = run("w2", stage("s", fixed("s", "read", 16, 1000, 10_050)));
        MetricChange avg = RunComparer.compare(a, b).ops().get(0).metrics().get(1);
        assertThat(avg.metric()).isEqualTo(Metric.AVG);
        assertThat(avg.significant()).isTrue();
        assertThat(avg.verdict()).isEqualTo(Verdict.NO_DIFFERENCE);
        MetricChange withLowerFloor = RunComparer.compare(a, b, 0.001, op -> true).ops().get(0).metrics().get(1);
        assertThat(withLowerFloor.verdict()).isEqualTo(Verdict.SLOWER);
    }

    @Test
    void holmSpansTheWholeComparisonAndTheFilterNarrowsIt() {
        RunIntervals a = run("w1", stage("s", op("s", "read", 25, 500, 5, 1), op("s", "write", 25, 500, 5, 2)));
        RunIntervals b = run("w2", stage("s", op("s", "read", 25, 500, 5, 3), op("s", "write", 25, 500, 5, 4)));
        assertThat(RunComparer.compare(a, b).ops()).hasSize(2);
        assertThat(RunComparer.compare(a, b, 0.01, o -> o.key().equals("write")).ops())
                .extracting(OpComparison::op).containsExactly("write");
        assertThatThrownBy(() -> RunComparer.compare(a, b, -0.01, o -> true))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private static OpIntervals fixed(String stage, String key, int n, int count, long micros) {
        List<Interval> intervals = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Histogram h = io.objbench.core.stats.HistogramCodec.newHistogram();
            h.recordValueWithCount(micros, count);
            intervals.add(new Interval(1000L * i, 1000L * (i + 1), h, count));
        }
        return new OpIntervals(stage, key, intervals, 0);
    }
}
