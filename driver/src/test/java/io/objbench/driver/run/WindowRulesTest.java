package io.objbench.driver.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.OpResult;
import io.objbench.core.mission.MissionState;
import io.objbench.core.stats.OpMetrics;
import io.objbench.core.stats.OpStats;
import io.objbench.driver.support.FakeClock;
import io.objbench.driver.support.Missions;
import io.objbench.driver.support.Runs;
import io.objbench.driver.support.ScriptedStorage;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** The rampup / runtime / rampdown rules of cosbench-format.md §1.4, on a fake clock. */
class WindowRulesTest {

    private final FakeClock clock = new FakeClock();

    @Test
    void onlySamplesInsideTheWindowCountInTheReportButAllAreInTheTimeline() throws Exception {
        List<Long> starts = new CopyOnWriteArrayList<>();
        // every op takes 300 ms: starts 0, .3, .6, .9 (ends 1.2, straddles begin=1.0), 1.2 … 2.7 (ends 3.0 = end, counts),
        // 3.0 (starts at end: out), 3.3, 3.6, 3.9 (ends 4.2 ≥ stop=4.0: the worker stops)
        ScriptedStorage storage = new ScriptedStorage(call -> {
            starts.add(clock.nanoTime());
            clock.advanceMicros(300_000);
            return OpResult.OK;
        }, false);
        var mission = Missions.work().runtime(1, 2, 1).op("delete", 100, "containers=c(1);objects=c(1)").mission("w");

        Runs.Result result = new Runs(clock, storage).run(mission);

        long launch = starts.getFirst();
        assertThat(starts).hasSize(14);
        assertThat(starts.getLast() - launch).isEqualTo(3_900_000_000L);
        assertThat(result.report().state()).isEqualTo(MissionState.ACCOMPLISHED);
        OpStats inWindow = result.op("op1");
        assertThat(inWindow.successes()).isEqualTo(6);
        assertThat(inWindow.firstStartMicros()).isEqualTo(clock.epochOf(launch + 1_200_000_000L));
        assertThat(inWindow.lastEndMicros()).isEqualTo(clock.epochOf(launch + 3_000_000_000L));
        assertThat(result.timeline("op1").successes()).isEqualTo(14);
        // window = [launch+rampup, min(end, last completion)]
        assertThat(result.report().windowStartMicros()).isEqualTo(clock.epochOf(launch + 1_000_000_000L));
        assertThat(result.report().windowEndMicros()).isEqualTo(clock.epochOf(launch + 3_000_000_000L));
        assertThat(OpMetrics.of(inWindow, result.report().windowSeconds()).throughput()).isEqualTo(3.0);

        // each snapshot says which of its samples count (Snapshot.window): their sum is the report's,
        // so the controller can sum the window from any interval on (detected warm-up)
        OpStats counted = OpStats.empty("op1", inWindow.opName(), inWindow.opType(), inWindow.sampleType());
        for (var snap : result.snapshots()) {
            OpStats part = snap.inWindow("op1");
            if (part != null) {
                counted = counted.plus(part);
            }
            if (snap.window() != null && !snap.window().isEmpty()) {
                assertThat(snap.window().getFirst().total()).as("a straddling interval's part")
                        .isLessThan(snap.ops().getFirst().total());
            }
        }
        assertThat(counted).isEqualTo(inWindow);
        assertThat(result.snapshots()).as("rampup and rampdown intervals are flagged")
                .anyMatch(s -> s.window() != null);
    }

    @Test
    void aSampleEndingExactlyAtBeginIsOutAndOneStartingAtBeginIsIn() {
        TimeWindow w = new TimeWindow(true, 1_000, 2_000, 3_000);
        assertThat(w.contains(500, 1_000)).isFalse();
        assertThat(w.contains(1_000, 1_001)).isTrue();
        assertThat(w.contains(1_999, 2_000)).isTrue();
        assertThat(w.contains(1_999, 2_001)).isFalse();
        assertThat(w.contains(2_000, 2_000)).isFalse();
        assertThat(new TimeWindow(false, 0, Long.MAX_VALUE, Long.MAX_VALUE).contains(-5, Long.MAX_VALUE)).isTrue();
    }

    @Test
    void budgetsCountInWindowSamplesOnly() throws Exception {
        List<Long> starts = new CopyOnWriteArrayList<>();
        ScriptedStorage storage = new ScriptedStorage(call -> {
            starts.add(clock.nanoTime());
            clock.advanceMicros(400_000);
            return OpResult.OK;
        }, false);
        // rampup 1 s: ops at 0, .4 (end .8) and .8 (ends 1.2, straddles) do not count; then 3 in-window ops
        var mission = Missions.work().runtime(1, 100, 0).totalOps(3)
                .op("delete", 100, "containers=c(1);objects=c(1)").mission("b");

        Runs.Result result = new Runs(clock, storage).run(mission);

        assertThat(starts).hasSize(6);
        assertThat(result.op("op1").successes()).isEqualTo(3);
        assertThat(result.timeline("op1").successes()).isEqualTo(6);
    }
}
