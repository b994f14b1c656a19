package io.objbench.controller.run;

import static io.objbench.controller.Fixtures.op;
import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.ErrorKind;
import io.objbench.controller.Fixtures;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionState;
import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.Snapshot;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Work;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class MergersTest {

    private static final Operation READ = op("op1", "read", 50, "");
    private static final Operation WRITE = op("op2", "write", 50, "");

    private static OpStats stats(Operation o, long ok, long failed, long bytes, long micros, long start, long end) {
        Histogram h = HistogramCodec.newHistogram();
        h.recordValueWithCount(micros, ok);
        return new OpStats(o.id(), o.name(), o.type(), o.sampleType(), ok, failed, bytes, ok * micros * 1000,
                ok * micros * 500, failed == 0 ? Map.of() : Map.of(ErrorKind.TIMEOUT, failed), h, start, end);
    }

    @Test
    void timelineRowMergesExactlyAndSumsPerMissionRates() {
        TimelineMerger m = new TimelineMerger(List.of(READ, WRITE));
        // mission a: two 1 s snapshots (10 + 30 reads); mission b: one 4 s snapshot (40 reads, 2 failures)
        m.add("a", List.of(new Snapshot(1, 0, 1_000_000, 1, List.of(stats(READ, 10, 0, 1000, 1000, 0, 1_000_000))),
                new Snapshot(2, 1_000_000, 2_000_000, 1, List.of(stats(READ, 30, 0, 3000, 3000, 1_000_000, 2_000_000)))));
        m.add("b", List.of(new Snapshot(7, 0, 4_000_000, 1, List.of(stats(READ, 40, 2, 4000, 2000, 0, 4_000_000)))));
        TimelineRow row = m.flush(Instant.EPOCH);
        TimelineRow.RowOp read = row.ops().get(0);
        assertThat(read.successes()).isEqualTo(80);
        assertThat(read.failures()).isEqualTo(2);
        assertThat(read.histogram().getTotalCount()).isEqualTo(80);
        assertThat(read.errors()).containsEntry(ErrorKind.TIMEOUT, 2L);
        // a: 40 ops / 2 s = 20/s; b: 40 ops / 4 s = 10/s → 30/s, not 80 ops / 4 s
        assertThat(read.throughput()).isEqualTo(30.0);
        assertThat(read.bandwidth()).isEqualTo(3000.0);
        assertThat(row.ops().get(1).total()).isZero();
        assertThat(row.minVersion()).isEqualTo(1);
        assertThat(row.maxVersion()).isEqualTo(7);
        assertThat(row.version()).isEqualTo(1);
        assertThat(row.startMicros()).isZero();
        assertThat(row.endMicros()).isEqualTo(4_000_000);
        assertThat(m.hasPending()).isFalse();
        assertThat(m.flush(Instant.EPOCH)).isNull();
    }

    @Test
    void workMergeAddsReportsAndTakesTheUnionOfWindows() {
        Work w = Fixtures.work("main", 4, null, READ, WRITE);
        MissionReport a = new MissionReport("a", MissionState.ACCOMPLISHED,
                List.of(stats(READ, 10, 1, 100, 1000, 1_000_000, 3_000_000)), 1_000_000, 3_000_000, "", List.of());
        MissionReport b = new MissionReport("b", MissionState.ACCOMPLISHED,
                List.of(stats(READ, 5, 0, 50, 2000, 2_000_000, 6_000_000), stats(WRITE, 4, 0, 40, 1000, 2_000_000, 6_000_000)),
                2_000_000, 6_000_000, "", List.of());
        WorkResult r = WorkMerger.merge(1, w, List.of(a, b));
        assertThat(r.ops()).extracting(OpStats::successes).containsExactly(15L, 4L);
        assertThat(r.ops().get(0).bytes()).isEqualTo(150);
        assertThat(r.windowSeconds()).isEqualTo(5.0);
        assertThat(r.failureRatio()).isEqualTo(1.0 / 20);
        assertThat(r.afrExceeded()).isFalse();
        assertThat(WorkMerger.merge(1, w, List.of()).windowSeconds()).isZero();
    }

    @Test
    void afrIsExceededOnlyAboveTheRate() {
        Work strict = Fixtures.work("s", io.objbench.core.workload.WorkType.NORMAL, 1, 50_000, READ);
        WorkResult atRate = new WorkResult(1, strict, List.of(stats(READ, 19, 1, 0, 1000, 0, 1)), 0, 1);
        WorkResult above = new WorkResult(1, strict, List.of(stats(READ, 18, 2, 0, 1000, 0, 1)), 0, 1);
        assertThat(atRate.afrExceeded()).isFalse();
        assertThat(above.afrExceeded()).isTrue();
    }
}
