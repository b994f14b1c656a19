package io.objbench.controller.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.ErrorKind;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionState;
import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.HistogramEncoder;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.interval.WarmupEnd;
import io.objbench.core.stats.Snapshot;
import io.objbench.core.workload.AdaptorSpec;
import io.objbench.core.workload.Division;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.WorkType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * The warm-up rule on simulated closed-loop series (seeded, so each bound below is a fixed
 * outcome, chosen with the margin the simulation showed), and the steady window's exact sum.
 */
class SteadyWindowsTest {

    private static final int WORKERS = 8;
    private static final double BASE_MS = 2;
    private static final int INTERVALS = 40;

    /**
     * A stage without warm-up: 8 workers on exponential 2 ms service times, 40 one-second
     * intervals. MSER-5 alone cuts such a series by chance in about half the trials (the minimum
     * of five noisy statistics; 103 of these 200 are uncut); with the steady-looking intervals
     * given back the cut is 0 in 195 of these 200, and in about 92 % of 3,000 normal series of
     * this length simulated apart. The bound, 170 of 200, is 3.7 standard deviations below 92 %
     * (184 ± 3.8), so a change of seed or of the shared statistics does not make it fail by chance.
     */
    @Test
    void aStageWithoutWarmupGetsNoWarmupIntervalsInMostTrials() {
        SplittableRandom random = new SplittableRandom(20261125);
        int zero = 0;
        int mserAlone = 0;
        for (int trial = 0; trial < 200; trial++) {
            double[] series = closedLoop(random, 0, 1);
            if (WarmupEnd.of(series) == 0) {
                zero++;
            }
            if (io.objbench.core.stats.interval.Mser.truncation(series) == 0) {
                mserAlone++;
            }
        }
        assertThat(zero).as("trials of 200 with no warm-up found (MSER-5 alone: " + mserAlone + ")")
                .isGreaterThanOrEqualTo(170);
        assertThat(mserAlone).as("the give-back matters").isLessThan(zero);
    }

    /**
     * The warm-up (18 ms extra falling to 0, here over 10 s): the transient ends at
     * interval 10 (the first whose expected throughput is within two standard deviations of the
     * steady one, {@link WarmupDetectionTest}); the cut is within one interval of it in at least
     * 185 of 200 trials (198 of these 200; about 96 % on 3,000 normal series simulated apart:
     * 192 ± 2.8).
     */
    @Test
    void aWarmupIsFoundWithinOneIntervalOfTheModelsEnd() {
        SplittableRandom random = new SplittableRandom(7);
        int within = 0;
        for (int trial = 0; trial < 200; trial++) {
            int cut = WarmupEnd.of(closedLoop(random, 18, 10));
            if (Math.abs(cut - 10) <= 1) {
                within++;
            }
        }
        assertThat(within).isGreaterThanOrEqualTo(185);
    }

    /**
     * Completions per one-second interval of {@code WORKERS} closed-loop workers whose service
     * time is exponential with mean {@code BASE_MS} plus an extra falling linearly from
     * {@code extraMs} to 0 over {@code warmupSeconds} (evaluated at each call's start, as the mock).
     */
    private static double[] closedLoop(SplittableRandom random, double extraMs, double warmupSeconds) {
        double[] counts = new double[INTERVALS];
        for (int w = 0; w < WORKERS; w++) {
            double t = 0;
            while (true) {
                double extra = t < warmupSeconds ? extraMs * (1 - t / warmupSeconds) : 0;
                t += (extra - BASE_MS * Math.log(1 - random.nextDouble())) / 1000;
                if (t >= INTERVALS) {
                    break;
                }
                counts[(int) t]++;
            }
        }
        return counts;
    }

    @Test
    void theSteadyWindowIsTheExactSumOfTheInWindowPartsFromTheCut() {
        Stage stage = stage(false, 0);
        double[] rates = new double[INTERVALS];
        List<Snapshot> snaps = new ArrayList<>();
        for (int k = 0; k < INTERVALS; k++) {
            long n = k < 10 ? 100 + 30L * k : 1000 + (k % 3) * 10; // a clear warm-up of 10 intervals
            rates[k] = n;
            OpStats all = stats(n, 1 + k % 5, 1000 + k);
            // the last interval straddles the window's end: only part of it counts
            snaps.add(new Snapshot(k + 1, micros(k), micros(k + 1), WORKERS, List.of(all), null,
                    k == INTERVALS - 1 ? List.of(stats(n / 2, 0, 1000 + k)) : null));
        }
        List<IntervalPart> parts = new ArrayList<>();
        HistogramEncoder encoder = new HistogramEncoder();
        for (Snapshot s : snaps) {
            parts.add(IntervalPart.of(s, encoder));
        }
        OpStats whole = OpStats.empty("op1", "read", "read", "read");
        for (Snapshot s : snaps) {
            whole = whole.plus(s.inWindow("op1"));
        }
        MissionReport report = new MissionReport("m1", MissionState.ACCOMPLISHED, List.of(whole), micros(0),
                micros(INTERVALS), "", List.of());
        List<MissionLog> logs = List.of(new MissionLog("driver1", 1, report));

        SteadyWindows.Found found = SteadyWindows.find(stage, logs, List.of(parts), null);

        int cut = found.steady().warmupIntervals();
        assertThat(cut).isEqualTo(WarmupEnd.of(rates)).isEqualTo(10);
        assertThat(found.steady().warmupEndsAt()).isEqualTo(10.0);
        OpStats expected = OpStats.empty("op1", "read", "read", "read");
        for (int k = cut; k < INTERVALS; k++) {
            expected = expected.plus(snaps.get(k).inWindow("op1"));
        }
        MissionReport steady = found.logs().get(0).report();
        assertThat(steady.ops()).containsExactly(expected);
        assertThat(steady.windowStartMicros()).isEqualTo(micros(cut));
        assertThat(steady.windowEndMicros()).isEqualTo(micros(INTERVALS));
    }

    @Test
    void rampupIsAMinimumAndFixedKeepsCosbenchsWindow() {
        List<IntervalPart> parts = new ArrayList<>();
        HistogramEncoder encoder = new HistogramEncoder();
        for (int k = 0; k < INTERVALS; k++) {
            long n = k < 10 ? 100 + 30L * k : 1000 + (k % 3) * 10;
            parts.add(IntervalPart.of(new Snapshot(k + 1, micros(k), micros(k + 1), WORKERS,
                    List.of(stats(n, 0, 1000)), null, k < 12 ? List.of() : null), encoder));
        }
        MissionReport report = new MissionReport("m1", MissionState.ACCOMPLISHED, List.of(stats(1, 0, 1000)),
                micros(12), micros(INTERVALS), "", List.of());
        List<MissionLog> logs = List.of(new MissionLog("driver1", 1, report));

        SteadyWindows.Found later = SteadyWindows.find(stage(false, 12), logs, List.of(parts), null);
        assertThat(later.logs()).as("the warm-up ended within rampup: COSBench's window as it is").isSameAs(logs);
        assertThat(later.steady().warmupIntervals()).isEqualTo(10);
        assertThat(later.steady().warmupEndsAt()).isEqualTo(12.0);

        SteadyWindows.Found fixed = SteadyWindows.find(stage(true, 0), logs, List.of(parts), null);
        assertThat(fixed.logs()).isSameAs(logs);
        assertThat(fixed.steady().method()).isEqualTo(SteadyWindow.FIXED);
        assertThat(fixed.steady().warmupEndsAt()).isEqualTo(0.0);
    }

    @Test
    void aMissionWithGapsInItsSnapshotsKeepsCosbenchsWindow() {
        HistogramEncoder encoder = new HistogramEncoder();
        List<IntervalPart> parts = List.of(
                IntervalPart.of(new Snapshot(1, micros(0), micros(1), 1, List.of(stats(5, 0, 10))), encoder),
                IntervalPart.of(new Snapshot(3, micros(2), micros(3), 1, List.of(stats(5, 0, 10))), encoder));
        MissionReport report = new MissionReport("m1", MissionState.ACCOMPLISHED, List.of(stats(10, 0, 10)),
                micros(0), micros(3), "", List.of());
        List<MissionLog> logs = List.of(new MissionLog("driver1", 1, report));
        SteadyWindows.Found found = SteadyWindows.find(stage(false, 0), logs, List.of(parts), null);
        assertThat(found.logs()).isSameAs(logs);
        assertThat(found.steady().method()).isEqualTo(SteadyWindow.NONE);
        assertThat(found.steady().note()).contains("gaps");
    }

    private static Stage stage(boolean fixed, int rampup) {
        Operation read = new Operation("op1", "read", 100, Division.NONE, "", Map.of(), "read", "read");
        Work work = new Work("main", WorkType.NORMAL, WORKERS, 1, Division.NONE, INTERVALS - rampup, rampup, 0, 0, 0,
                0, null, Map.of(), new AdaptorSpec("none", ""), new AdaptorSpec("mock", ""), List.of(read));
        return new Stage(1, "main", 0, null, List.of(work), fixed);
    }

    private static long micros(int second) {
        return 1_700_000_000_000_000L + second * 1_000_000L;
    }

    private static OpStats stats(long successes, long failures, long latencyMicros) {
        Histogram h = HistogramCodec.newHistogram();
        h.recordValueWithCount(latencyMicros, Math.max(1, successes));
        return new OpStats("op1", "read", "read", "read", successes, failures, successes * 4096,
                successes * latencyMicros * 1000, successes * latencyMicros * 500,
                failures == 0 ? Map.of() : Map.of(ErrorKind.TIMEOUT, failures), h, micros(0), micros(1));
    }
}
