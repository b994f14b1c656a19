package io.objbench.driver.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.OpResult;
import io.objbench.core.mission.MissionState;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.Snapshot;
import io.objbench.core.workload.Arrival;
import io.objbench.driver.support.FakeClock;
import io.objbench.driver.support.Missions;
import io.objbench.driver.support.Runs;
import io.objbench.driver.support.ScriptedStorage;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;
import org.junit.jupiter.api.Test;

/**
 * Open loop through the real worker path (issue 10) on a fake clock: the worker takes intended
 * starts from the mission's schedule, the clock's wait moves time to them, the scripted storage
 * takes programmed durations, and the three latencies come out exactly.
 */
class OpenLoopRunTest {

    private final FakeClock clock = new FakeClock();

    @Test
    void aScriptedSequenceGivesTheThreeHistogramsExactly() throws Exception {
        // rate 1000/s: intended starts every 1 ms from the launch; one worker; durations in µs
        long[] durations = {3_000, 500, 500, 500, 200};
        List<Long> starts = new CopyOnWriteArrayList<>();
        AtomicInteger call = new AtomicInteger();
        ScriptedStorage storage = new ScriptedStorage(c -> {
            starts.add(clock.nanoTime());
            clock.advanceMicros(durations[call.getAndIncrement()]);
            return OpResult.OK;
        }, false);
        var mission = Missions.work().totalOps(5).openLoop(1000, Arrival.FIXED)
                .op("delete", 100, "containers=c(1);objects=c(1)").mission("ol");

        Runs.Result result = new Runs(clock, storage).run(mission);

        assertThat(result.report().state()).isEqualTo(MissionState.ACCOMPLISHED);
        long launch = starts.getFirst(); // intended start 0 had a free worker: it started on time
        // one worker: each operation starts at max(intended, previous completion)
        // intended 0,1,2,3,4 ms; actual 0,3,3.5,4,4.5 ms; completion 3,3.5,4,4.5,4.7 ms
        assertThat(starts).containsExactly(launch, launch + 3_000_000L, launch + 3_500_000L, launch + 4_000_000L,
                launch + 4_500_000L);
        OpStats op = result.op("op1");
        assertThat(op.openLoop()).isTrue();
        assertThat(op.successes()).isEqualTo(5);
        assertThat(values(op.responseHistogram())).containsExactly(700L, 1_500L, 2_000L, 2_500L, 3_000L);
        assertThat(values(op.serviceHistogram())).containsExactly(200L, 500L, 500L, 500L, 3_000L);
        assertThat(values(op.lagHistogram())).containsExactly(0L, 500L, 1_000L, 1_500L, 2_000L);
        // the sum behind the COSBench average response time is from the intended starts too
        assertThat(op.responseNanosSum()).isEqualTo((700L + 1_500 + 2_000 + 2_500 + 3_000) * 1_000);
        // the span starts at the first intended start
        assertThat(op.firstStartMicros()).isEqualTo(clock.epochOf(launch));
        assertThat(result.report().maxInFlight()).isEqualTo(1);
        // the timeline has the same three histograms (every sample was in the untimed window)
        OpStats timeline = result.timeline("op1");
        assertThat(values(timeline.lagHistogram())).isEqualTo(values(op.lagHistogram()));
        assertThat(values(timeline.serviceHistogram())).isEqualTo(values(op.serviceHistogram()));
        assertThat(result.snapshots()).allSatisfy(s -> assertThat(s.maxInFlight()).isNotNull());
    }

    @Test
    void theWindowGoesByTheIntendedStartForAllThreeLatencies() throws Exception {
        // rate 2/s, rampup 1 s, runtime 2 s, rampdown 0: intended 0, .5, 1.0, 1.5, 2.0, 2.5 (3.0 = stop: not started)
        // the op intended at 0.5 takes 0.7 s: it starts on time, ends at 1.2 (straddles begin: out);
        // the op intended at 1.0 starts late (1.2) but was meant for the window: it counts
        List<Long> starts = new CopyOnWriteArrayList<>();
        ScriptedStorage storage = new ScriptedStorage(c -> {
            starts.add(clock.nanoTime());
            clock.advanceMicros(starts.size() == 2 ? 700_000 : 100_000);
            return OpResult.OK;
        }, false);
        var mission = Missions.work().runtime(1, 2, 0).openLoop(2, Arrival.FIXED)
                .op("delete", 100, "containers=c(1);objects=c(1)").mission("w");

        Runs.Result result = new Runs(clock, storage).run(mission);

        long launch = starts.getFirst();
        assertThat(starts).containsExactly(launch, launch + 500_000_000L, launch + 1_200_000_000L,
                launch + 1_500_000_000L, launch + 2_000_000_000L, launch + 2_500_000_000L);
        OpStats in = result.op("op1");
        assertThat(in.successes()).isEqualTo(4);
        assertThat(values(in.lagHistogram())).containsExactly(0L, 0L, 0L, bucket(200_000));
        assertThat(values(in.responseHistogram())).containsExactly(bucket(100_000), bucket(100_000), bucket(100_000), bucket(300_000));
        assertThat(in.serviceHistogram().getTotalCount()).isEqualTo(4);
        assertThat(in.firstStartMicros()).isEqualTo(clock.epochOf(launch + 1_000_000_000L));
        assertThat(result.timeline("op1").lagHistogram().getTotalCount()).isEqualTo(6);
    }

    @Test
    void thinkTimeSpacesAClosedLoopWorkersOperations() throws Exception {
        List<Long> starts = new CopyOnWriteArrayList<>();
        ScriptedStorage storage = new ScriptedStorage(c -> {
            starts.add(clock.nanoTime());
            clock.advanceMicros(1_000);
            return OpResult.OK;
        }, false);
        var mission = Missions.work().totalOps(3).thinkTime("fixed(2)")
                .op("delete", 100, "containers=c(1);objects=c(1)").mission("t");

        Runs.Result result = new Runs(clock, storage).run(mission);

        long first = starts.getFirst();
        assertThat(starts).containsExactly(first, first + 3_000_000L, first + 6_000_000L);
        OpStats op = result.op("op1");
        assertThat(op.openLoop()).isFalse();
        assertThat(result.report().maxInFlight()).isNull();
        assertThat(result.snapshots()).extracting(Snapshot::maxInFlight).containsOnlyNulls();
    }

    /** The value a histogram of the reports' precision stores for {@code micros}. */
    static long bucket(long micros) {
        return io.objbench.core.stats.HistogramCodec.newHistogram().lowestEquivalentValue(micros);
    }

    /** Each recorded value (its bucket's lowest equivalent value), once per count, ascending. */
    static List<Long> values(Histogram h) {
        List<Long> all = new ArrayList<>();
        for (HistogramIterationValue v : h.recordedValues()) {
            for (long i = 0; i < v.getCountAtValueIteratedTo(); i++) {
                all.add(h.lowestEquivalentValue(v.getValueIteratedTo()));
            }
        }
        return all;
    }
}
