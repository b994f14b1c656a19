package io.objbench.controller.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionState;
import io.objbench.core.selector.SelectorParser;
import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.HistogramEncoder;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.OpStatsSum;
import io.objbench.core.stats.SizeClass;
import io.objbench.core.stats.Snapshot;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * The steady window of an operation with size classes: its intervals' parts keep their classes
 * through the compressed {@link IntervalPart} and sum exactly from the cut on, and a window with
 * nothing in it still carries the (empty) classes.
 */
class SteadyWindowsClassesTest {

    private static final List<SizeClass> CLASSES = SizeClass.of(SelectorParser.parseSize("h(1|4|50,8|16|50)KB"));

    private static OpStats interval(SplittableRandom random, int samples) {
        OpStatsSum op = new OpStatsSum("op1", "write", "write", "write").withClasses(CLASSES);
        for (int i = 0; i < samples; i++) {
            int c = random.nextInt(2);
            long micros = random.nextLong(100, 100_000);
            Histogram h = HistogramCodec.newHistogram();
            h.recordValue(micros);
            long bytes = random.nextLong(CLASSES.get(c).lowBytes(), CLASSES.get(c).highBytes() + 1);
            op.add(1, 0, bytes, micros * 1000, 0, h, 1, 2);
            op.classSum(c).add(1, 0, bytes, micros * 1000, 0, h, 1, 2);
        }
        return op.toOpStats();
    }

    @Test
    void theClassesOfTheStepsFromTheCutSumExactly() {
        SplittableRandom random = new SplittableRandom(11);
        HistogramEncoder encoder = new HistogramEncoder();
        List<OpStats> intervals = new ArrayList<>();
        List<IntervalPart> parts = new ArrayList<>();
        for (int k = 0; k < 6; k++) {
            OpStats s = interval(random, 200 + 50 * k);
            intervals.add(s);
            IntervalPart part = IntervalPart.of(new Snapshot(k + 1, k * 1_000_000L, (k + 1) * 1_000_000L, 2, List.of(s)),
                    encoder);
            assertThat(part.window().getFirst().unpack()).as("packing keeps the classes").isEqualTo(s);
            parts.add(part);
        }
        OpStats whole = OpStats.empty("op1", "write", "write", "write");
        for (OpStats s : intervals) {
            whole = whole.plus(s);
        }
        MissionReport report = new MissionReport("m1", MissionState.ACCOMPLISHED, List.of(whole), 0, 6_000_000, "",
                List.of());

        OpStats expected = OpStats.empty("op1", "write", "write", "write");
        for (int k = 2; k < 6; k++) {
            expected = expected.plus(intervals.get(k));
        }
        OpStats steady = SteadyWindows.from(report, parts, 2).ops().getFirst();
        assertThat(steady).isEqualTo(expected);
        assertThat(steady.classes().get(1).stats().responseHistogram())
                .isEqualTo(expected.classes().get(1).stats().responseHistogram());

        OpStats nothing = SteadyWindows.from(report, parts, 6).ops().getFirst();
        assertThat(nothing.hasClasses()).isTrue();
        assertThat(nothing.classes()).allMatch(c -> c.stats().isEmpty());
    }
}
