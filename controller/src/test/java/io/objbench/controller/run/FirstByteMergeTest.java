package io.objbench.controller.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.archive.FirstByteRun;
import io.objbench.controller.schedule.Assignment;
import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionState;
import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.HistogramEncoder;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.Snapshot;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * The controller's running sums keep a read's first-byte histogram exactly: a mission's received
 * snapshots ({@link MissionHandle}, the partial report of a lost driver) and the steady window
 * summed from intervals ({@link SteadyWindows}).
 */
class FirstByteMergeTest {

    private static final long[] FIRST_BYTES = FirstByteRun.FIRST_BYTES.get(2);

    /** Ten snapshots of 1 s, each holding a tenth of the driver's reads and 5 writes. */
    private static List<Snapshot> snapshots() {
        List<Snapshot> out = new ArrayList<>();
        int per = FIRST_BYTES.length / 10;
        for (int k = 0; k < 10; k++) {
            long[] part = Arrays.copyOfRange(FIRST_BYTES, k * per, k == 9 ? FIRST_BYTES.length : (k + 1) * per);
            out.add(new Snapshot(k + 1, FirstByteRun.T0_MICROS + k * 1_000_000L,
                    FirstByteRun.T0_MICROS + (k + 1) * 1_000_000L, 2,
                    List.of(FirstByteRun.reads(part, k, k + 1), FirstByteRun.writes(5, k, k + 1))));
        }
        return out;
    }

    private static Histogram histogramOf(long[] micros) {
        Histogram h = HistogramCodec.newHistogram();
        for (long m : micros) {
            h.recordValue(m);
        }
        return h;
    }

    @Test
    void aPartialReportSumsTheReceivedFirstBytesExactly() {
        Mission mission = new Mission("m1", "w1", "s1-fb", FirstByteRun.WORK, 6, 0, 1);
        MissionHandle handle = new MissionHandle(new Assignment(1, FirstByteRun.WORK, "driver1", 6, 0), mission, null);
        handle.received(snapshots());
        MissionReport partial = handle.syntheticReport(MissionState.FAILED, "lost");
        OpStats read = partial.ops().get(0);
        assertThat(read.successes()).isEqualTo(FIRST_BYTES.length);
        assertThat(read.firstByteHistogram()).isEqualTo(histogramOf(FIRST_BYTES));
        assertThat(partial.ops().get(1).hasFirstByte()).isFalse();
    }

    /**
     * The partial report is summed when asked for, from the packed intervals: it holds the whole
     * of each snapshot (rampup included), not its in-window part, and asking twice, with more
     * snapshots received between, counts each snapshot once.
     */
    @Test
    void aPartialReportSumsWholeSnapshotsOnceEachWhenAskedTwice() {
        Mission mission = new Mission("m1", "w1", "s1-fb", FirstByteRun.WORK, 6, 0, 1);
        MissionHandle handle = new MissionHandle(new Assignment(1, FirstByteRun.WORK, "driver1", 6, 0), mission, null);
        List<Snapshot> all = snapshots();
        // the first two intervals are rampup: nothing of them counts in the window
        List<Snapshot> edged = new ArrayList<>();
        for (Snapshot s : all) {
            edged.add(s.sequence() > 2 ? s : new Snapshot(s.sequence(), s.startMicros(), s.endMicros(), 2, s.ops(),
                    null, List.of(), null));
        }
        handle.received(edged.subList(0, 5));
        MissionReport first = handle.syntheticReport(MissionState.TERMINATED, "lost");
        int per = FIRST_BYTES.length / 10;
        assertThat(first.ops().get(0).successes()).isEqualTo(5L * per);
        handle.received(edged.subList(5, 10));
        MissionReport second = handle.syntheticReport(MissionState.TERMINATED, "lost");
        assertThat(second.ops().get(0).successes()).isEqualTo(FIRST_BYTES.length);
        assertThat(second.ops().get(0).firstByteHistogram()).isEqualTo(histogramOf(FIRST_BYTES));
        assertThat(second.ops().get(1).successes()).isEqualTo(50);
    }

    @Test
    void theSteadyWindowSumsTheFirstBytesOfItsIntervalsAndKeepsAnEmptyOne() {
        List<Snapshot> snapshots = snapshots();
        HistogramEncoder encoder = new HistogramEncoder();
        List<IntervalPart> parts = snapshots.stream().map(s -> IntervalPart.of(s, encoder)).toList();
        MissionReport report = FirstByteRun.reports().get(2);
        MissionReport steady = SteadyWindows.from(report, parts, 4);
        int per = FIRST_BYTES.length / 10;
        assertThat(steady.ops().get(0).firstByteHistogram())
                .isEqualTo(histogramOf(Arrays.copyOfRange(FIRST_BYTES, 4 * per, FIRST_BYTES.length)));
        assertThat(steady.ops().get(1).hasFirstByte()).isFalse();
        // cut after every interval: nothing left, the read still carries an (empty) first-byte histogram
        MissionReport empty = SteadyWindows.from(report, parts, parts.size());
        assertThat(empty.ops().get(0).hasFirstByte()).isTrue();
        assertThat(empty.ops().get(0).firstByteHistogram().getTotalCount()).isZero();
        assertThat(empty.ops().get(1).hasFirstByte()).isFalse();
    }
}
