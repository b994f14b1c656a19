package io.objbench.controller.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.schedule.Assignment;
import io.objbench.core.mission.Mission;
import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.Snapshot;
import io.objbench.core.workload.AdaptorSpec;
import io.objbench.core.workload.Division;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Stability;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.WorkType;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SplittableRandom;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * {@link StableWatch} driven directly with synthetic interval snapshots: what it merges, when it
 * may and may not decide, and what it reports. Every expectation comes from the generator's own
 * parameters (its means, slopes and limits), never from a run of the watch.
 */
class StableWatchTest {

    private static final double MEAN = 1000; // ops/s of a stage, summed over its missions
    private static final double PRECISION = 0.02;

    /** A steady series reaches the precision, and its interval holds the true mean in most trials. */
    @Test
    void aSteadySeriesReachesThePrecisionAndCoversTheTrueMean() {
        int covered = 0;
        for (int seed = 0; seed < 50; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            Fixture f = new Fixture(List.of(work("w", "op1", 0, 300, new Stability(PRECISION, List.of("throughput"), 0))), 2);
            int decidedAt = f.feedUntilDecided(300, k -> MEAN * (1 + 0.05 * random.nextGaussian()), k -> null);
            assertThat(decidedAt).as("seed %d: decided before the limit", seed).isPositive();
            SteadyVerdict v = f.watch.verdict(true, "runtime");
            assertThat(v.stable()).isTrue();
            assertThat(v.endedBy()).isEqualTo("stable");
            assertThat(v.precision()).isLessThanOrEqualTo(PRECISION);
            assertThat(v.steadyIntervals()).isGreaterThanOrEqualTo(StableWatch.MIN_BATCHES * StableWatch.MIN_BATCHES);
            assertThat(v.warmupIntervals() + v.steadyIntervals()).isEqualTo(decidedAt);
            SteadyVerdict.Estimate tp = v.throughput();
            if (tp.low() <= MEAN && MEAN <= tp.high()) {
                covered++;
            }
        }
        // a 95 % interval, stopped at its first pass: at least 40 of 50 (the binomial's 5 % tail
        // for p = 0.95 is 44; 40 leaves room for the optional stop's small loss of coverage)
        assertThat(covered).isGreaterThanOrEqualTo(40);
    }

    /** Throughput steady but its p99 far from precise: judged on both, the stage is not stable. */
    @Test
    void aStageWhoseP99IsNotYetPreciseIsNotStable() {
        int limit = 120;
        double trueP99Ms = 55; // each interval's p99 is uniform in [10, 100] ms: batch values centre on the median
        Stability both = new Stability(PRECISION, List.of("throughput", "p99"), 0);
        Stability throughputOnly = new Stability(PRECISION, List.of("throughput"), 0);
        Fixture judgedOnBoth = new Fixture(List.of(work("w", "op1", 0, limit, both)), 1);
        Fixture judgedOnThroughput = new Fixture(List.of(work("w", "op1", 0, limit, throughputOnly)), 1);
        Random random = new Random(11);
        int decidedOnThroughput = 0;
        for (int k = 1; k <= limit; k++) {
            long n = Math.round(MEAN * (1 + 0.01 * random.nextGaussian()));
            long slowMicros = 10_000 + random.nextInt(90_001);
            Histogram h = latencies(n, 1000, Math.round(n * 0.02), slowMicros);
            Snapshot s = snapshot(k, 1, n, h, "op1");
            judgedOnBoth.add(0, s);
            judgedOnThroughput.add(0, s);
            assertThat(judgedOnBoth.decide(k)).as("interval %d: p99 not precise, never stable", k).isFalse();
            if (judgedOnThroughput.decide(k) && decidedOnThroughput == 0) {
                decidedOnThroughput = k;
            }
        }
        assertThat(decidedOnThroughput).as("the throughput alone was precise").isPositive();
        SteadyVerdict v = judgedOnBoth.watch.verdict(true, "runtime");
        assertThat(v.stable()).isFalse();
        assertThat(v.endedBy()).isEqualTo("runtime");
        SteadyVerdict.Estimate tp = v.throughput();
        SteadyVerdict.Estimate p99 = v.metrics().get(1);
        assertThat(p99.metric()).isEqualTo("p99");
        assertThat(tp.relativeHalfWidth()).isLessThanOrEqualTo(PRECISION);
        assertThat(p99.relativeHalfWidth()).isGreaterThan(PRECISION);
        assertThat(v.precision()).isEqualTo(p99.relativeHalfWidth());
        assertThat(trueP99Ms).isBetween(p99.low(), p99.high());
    }

    /** A quiet series that would pass at once is not decided before minRuntime of the window. */
    @Test
    void noDecisionBeforeMinRuntime() {
        int rampup = 5;
        int minRuntime = 40;
        SplittableRandom random = new SplittableRandom(3);
        Fixture f = new Fixture(List.of(work("w", "op1", rampup, 200, new Stability(PRECISION, List.of("throughput"),
                minRuntime))), 3);
        Fixture twin = new Fixture(List.of(work("w", "op1", rampup, 200, new Stability(PRECISION, List.of("throughput"),
                0))), 3);
        long[] counts = random.longs(200, 990, 1011).toArray(); // ±1 %: precise at the fewest batches
        int decidedAt = f.feedUntilDecided(200, k -> counts[k - 1], k -> null);
        int withoutMinRuntime = twin.feedUntilDecided(200, k -> counts[k - 1], k -> null);
        assertThat(withoutMinRuntime).as("the same series without minRuntime").isPositive()
                .isLessThan(rampup + minRuntime);
        // one-second intervals: the window's minRuntime ends with interval rampup + minRuntime
        assertThat(decidedAt).isEqualTo(rampup + minRuntime);
        assertThat(f.watch.verdict(true, "runtime").warmupIntervals()).isGreaterThanOrEqualTo(rampup);
    }

    /**
     * Three drivers whose polls bring their snapshots in different chunks, so interval k of one
     * arrives after interval k + 3 of another: the merge is by interval number, an interval is
     * complete once every mission sent it, and the series is the exact sum.
     */
    @Test
    void pollsOfSeveralDriversArrivingOutOfOrderAreMergedByIntervalNumber() {
        int drivers = 3;
        int intervals = 30;
        Random random = new Random(5);
        long[][] counts = new long[drivers][intervals];
        List<List<Snapshot>> polls = new ArrayList<>();
        List<Integer> pollDriver = new ArrayList<>();
        for (int d = 0; d < drivers; d++) {
            for (int k = 0; k < intervals; k++) {
                counts[d][k] = 100 + random.nextInt(900);
            }
            // a driver's polls: its snapshots in order, in chunks of 1 to 4
            for (int k = 0; k < intervals; ) {
                int chunk = Math.min(intervals - k, 1 + random.nextInt(4));
                List<Snapshot> poll = new ArrayList<>();
                for (int i = k; i < k + chunk; i++) {
                    poll.add(snapshot(i + 1, 2, counts[d][i], null, "op1"));
                }
                polls.add(poll);
                pollDriver.add(d);
                k += chunk;
            }
        }
        // interleave the drivers' polls at random, each driver's own order kept
        List<Integer> order = new ArrayList<>(pollDriver);
        Collections.shuffle(order, random);
        int[] nextPoll = new int[drivers];
        int[] delivered = new int[drivers];
        Fixture f = new Fixture(List.of(work("w", "op1", 0, 2 * intervals,
                new Stability(PRECISION, List.of("throughput"), 0), 2)), drivers);
        for (int d : order) {
            int index = -1;
            for (int p = 0, seen = 0; p < polls.size(); p++) {
                if (pollDriver.get(p) == d && seen++ == nextPoll[d]) {
                    index = p;
                    break;
                }
            }
            nextPoll[d]++;
            List<Snapshot> poll = polls.get(index);
            f.add(d, poll.toArray(Snapshot[]::new));
            delivered[d] = (int) poll.get(poll.size() - 1).sequence();
            int complete = Math.min(delivered[0], Math.min(delivered[1], delivered[2]));
            assertThat(f.watch.series()).as("complete intervals").hasSize(complete);
        }
        List<Double> expected = new ArrayList<>();
        for (int k = 0; k < intervals; k++) {
            expected.add((counts[0][k] + counts[1][k] + counts[2][k]) / 2.0);
        }
        assertThat(f.watch.series()).isEqualTo(expected);
    }

    /**
     * Two until="stable" works and one without: the judged missions are the two works', their
     * operations' throughput is summed (the third's left out), the strictest precision and the
     * longest minRuntime hold, and the metrics are the union.
     */
    @Test
    void severalWorksInOneStageAreJudgedTogether() {
        Work loose = work("a", "op1", 0, 200, new Stability(0.05, List.of("throughput"), 10));
        Work strict = work("b", "op2", 0, 200, new Stability(PRECISION, List.of("p99"), 30));
        Work unjudged = work("c", "op3", 0, 200, null);
        Fixture f = new Fixture(List.of(loose, strict, unjudged), 1);
        assertThat(f.watch.judged()).containsExactly(f.handles.get(0), f.handles.get(1));
        int decidedAt = 0;
        for (int k = 1; k <= 200 && decidedAt == 0; k++) {
            // quiet throughput and a fixed latency: each work alone would pass at once
            f.add(0, snapshot(k, 1, 600, latencies(600, 1000, 0, 0), "op1"));
            f.add(1, snapshot(k, 1, 400 + k % 2, latencies(400, 2000, 0, 0), "op2"));
            f.add(2, snapshot(k, 1, 5000, latencies(5000, 9000, 0, 0), "op3"));
            decidedAt = f.decide(k) ? k : 0;
            assertThat(f.watch.series()).last().isEqualTo(600 + 400 + k % 2 + 0.0);
        }
        assertThat(decidedAt).as("the longest minRuntime").isEqualTo(30);
        SteadyVerdict v = f.watch.verdict(true, "runtime");
        assertThat(v.target()).isEqualTo(PRECISION);
        assertThat(v.metrics()).extracting(SteadyVerdict.Estimate::metric).containsExactly("throughput", "p99");
        // the judged works' operations merged: op2's 2 ms are the top 40 % of their samples, so p99
        // is 2 ms; the unjudged op3 at 9 ms would have made it 9
        assertThat(v.metrics().get(1).mean()).isCloseTo(2.0, org.assertj.core.data.Offset.offset(0.01));
    }

    /**
     * A series drifting by 20 % per minute (1 % noise per interval, a stage of some 10,000 ops/s)
     * is marked not steady in every one of 50 seeded trials, with a drift close to the true
     * relative slope over the judged intervals. The halves alone (HalfSplit, two batches each at
     * 16 intervals) let 3 of these 50 pass at 16 to 26 s; the trend check catches them.
     */
    @Test
    void aSlowDriftIsNotSteadyAndItsSlopeIsReported() {
        double perMinute = 0.20;
        int limit = 120;
        for (int seed = 0; seed < 50; seed++) {
            SplittableRandom random = new SplittableRandom(1000 + seed);
            Fixture f = new Fixture(List.of(work("w", "op1", 0, limit,
                    new Stability(PRECISION, List.of("throughput"), 0))), 2);
            int decidedAt = f.feedUntilDecided(limit, k -> expectedDrifting(k, perMinute)
                    * (1 + 0.01 * random.nextGaussian()), k -> null);
            assertThat(decidedAt).as("seed %d: never stable", seed).isZero();
            SteadyVerdict v = f.watch.verdict(true, "runtime");
            assertThat(v.stable()).isFalse();
            // the true relative slope over the judged intervals: the slope over their expected mean
            double sum = 0;
            for (int k = v.warmupIntervals() + 1; k <= limit; k++) {
                sum += expectedDrifting(k, perMinute);
            }
            double truth = MEAN * perMinute / (sum / (limit - v.warmupIntervals()));
            // the least-squares slope's standard error here is under 0.01 per minute
            assertThat(v.driftPerMinute()).as("seed %d", seed).isCloseTo(truth,
                    org.assertj.core.data.Offset.offset(0.03));
        }
    }

    /** The expected throughput of interval {@code k} (1-based, one second each) of a linear drift. */
    private static double expectedDrifting(int k, double perMinute) {
        return MEAN * (1 + perMinute * (k - 0.5) / 60);
    }

    /** A stage, its missions (one per driver per work) and its watch. */
    private static final class Fixture {
        final List<MissionHandle> handles = new ArrayList<>();
        final StableWatch watch;
        private final int drivers;

        Fixture(List<Work> works, int drivers) {
            this.drivers = drivers;
            for (int w = 0; w < works.size(); w++) {
                Work work = works.get(w);
                for (int d = 0; d < drivers; d++) {
                    Mission m = new Mission("m" + w + "-" + d, "w1", "s1", work, 1, d, d);
                    handles.add(new MissionHandle(new Assignment(w + 1, work, "driver" + d, 1, d), m, null));
                }
            }
            Stage stage = new Stage(1, "main", 0, null, works, false);
            watch = StableWatch.of(stage, handles);
        }

        void add(int handle, Snapshot... snapshots) {
            watch.add(handles.get(handle), List.of(snapshots));
        }

        boolean decide(int secondsSinceLaunch) {
            return watch.decide(secondsSinceLaunch, Instant.EPOCH.plusSeconds(secondsSinceLaunch));
        }

        /**
         * Feeds one-second intervals of the first work's missions (the stage's throughput split
         * evenly over them) until decided; the interval of the decision, 0 when never.
         */
        int feedUntilDecided(int limit, java.util.function.IntToDoubleFunction throughput,
                             java.util.function.IntFunction<Histogram> histogram) {
            for (int k = 1; k <= limit; k++) {
                double perDriver = throughput.applyAsDouble(k) / drivers;
                for (int d = 0; d < drivers; d++) {
                    add(d, snapshot(k, 1, Math.round(perDriver), histogram.apply(k), "op1"));
                }
                if (decide(k)) {
                    return k;
                }
            }
            return 0;
        }
    }

    private static Work work(String name, String opId, int rampup, int runtime, Stability stability) {
        return work(name, opId, rampup, runtime, stability, 1);
    }

    private static Work work(String name, String opId, int rampup, int runtime, Stability stability, int interval) {
        Operation op = new Operation(opId, "read", 100, Division.NONE, "", Map.of(), "read", "read");
        return new Work(name, WorkType.NORMAL, 3, interval, Division.NONE, runtime, rampup, 0, 0, 0, 0, null,
                Map.of(), new AdaptorSpec("none", ""), new AdaptorSpec("mock", ""), List.of(op))
                .withStability(stability);
    }

    /** {@code fast} samples at {@code fastMicros} and {@code slow} at {@code slowMicros}. */
    private static Histogram latencies(long fast, long fastMicros, long slow, long slowMicros) {
        Histogram h = HistogramCodec.newHistogram();
        h.recordValueWithCount(fastMicros, fast);
        if (slow > 0) {
            h.recordValueWithCount(slowMicros, slow);
        }
        return h;
    }

    /** Interval {@code sequence} of {@code seconds} from the launch with {@code successes} of {@code opId}. */
    private static Snapshot snapshot(long sequence, int seconds, long successes, Histogram latencies, String opId) {
        Histogram h = latencies != null ? latencies : HistogramCodec.newHistogram();
        long start = (sequence - 1) * seconds * 1_000_000L;
        OpStats op = new OpStats(opId, "read", "read", "read", successes, 0, 0, 0, 0, Map.of(), h, start,
                start + seconds * 1_000_000L);
        return new Snapshot(sequence, start, start + seconds * 1_000_000L, 1, List.of(op));
    }
}
