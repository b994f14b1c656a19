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
    void timelineRowBreaksTheIntervalDownPerDriver() {
        TimelineMerger m = new TimelineMerger(List.of(READ, WRITE));
        // d1 runs missions a and c, d2 runs b
        m.add("a", "d1", List.of(new Snapshot(1, 0, 1_000_000, 1, List.of(stats(READ, 10, 0, 1000, 1000, 0, 1_000_000)))));
        m.add("c", "d1", List.of(new Snapshot(1, 0, 2_000_000, 1, List.of(stats(READ, 20, 1, 2000, 3000, 0, 2_000_000)))));
        m.add("b", "d2", List.of(new Snapshot(1, 0, 4_000_000, 1, List.of(stats(READ, 40, 0, 4000, 2000, 0, 4_000_000)))));
        TimelineRow row = m.flush(Instant.EPOCH);
        assertThat(row.drivers()).extracting(TimelineRow.DriverOp::driver).containsExactly("d1", "d2");
        TimelineRow.DriverOp d1 = row.drivers().get(0);
        assertThat(d1.opId()).isEqualTo("op1");
        assertThat(d1.successes()).isEqualTo(30);
        assertThat(d1.failures()).isEqualTo(1);
        assertThat(d1.throughput()).isEqualTo(10.0 / 1 + 20.0 / 2); // per mission, then summed
        // the union of d1's samples (p99 falls in c's 3000 µs, whose highest equivalent value is 3001 µs), not an average
        assertThat(d1.p99Ms()).isEqualTo(3.001);
        TimelineRow.DriverOp d2 = row.drivers().get(1);
        assertThat(d2.successes()).isEqualTo(40);
        assertThat(d2.throughput()).isEqualTo(10.0);
        assertThat(d2.p99Ms()).isEqualTo(2.0);
        // the drivers' parts add up to the merged row
        assertThat(d1.successes() + d2.successes()).isEqualTo(row.ops().get(0).successes());
        assertThat(d1.throughput() + d2.throughput()).isEqualTo(row.ops().get(0).throughput());
    }

    @Test
    void aDriverWithOneSnapshotIsItsOwnPartAndTwoSnapshotsAreAdded() {
        TimelineMerger m = new TimelineMerger(List.of(READ, WRITE));
        // d1: one mission, one snapshot of both operations; d2: one mission that caught up with two snapshots
        m.add("a", "d1", List.of(new Snapshot(1, 0, 2_000_000, 1, List.of(stats(READ, 10, 1, 1000, 1000, 0, 2_000_000),
                stats(WRITE, 4, 0, 400, 5000, 0, 2_000_000)))));
        m.add("b", "d2", List.of(new Snapshot(1, 0, 1_000_000, 1, List.of(stats(READ, 30, 0, 3000, 2000, 0, 1_000_000))),
                new Snapshot(2, 1_000_000, 2_000_000, 1, List.of(stats(READ, 1, 0, 100, 9000, 1_000_000, 2_000_000)))));
        TimelineRow row = m.flush(Instant.EPOCH);
        assertThat(row.drivers()).extracting(d -> d.driver() + "/" + d.opId()).containsExactly("d1/op1", "d1/op2", "d2/op1");
        TimelineRow.DriverOp d1Read = row.drivers().get(0);
        assertThat(d1Read.successes()).isEqualTo(10);
        assertThat(d1Read.failures()).isEqualTo(1);
        assertThat(d1Read.throughput()).isEqualTo(5.0);
        assertThat(d1Read.bandwidth()).isEqualTo(500.0);
        assertThat(d1Read.p99Ms()).isEqualTo(1.0);
        assertThat(row.drivers().get(1).p99Ms()).isEqualTo(5.003); // 5000 µs: highest equivalent value 5003 µs
        TimelineRow.DriverOp d2Read = row.drivers().get(2);
        assertThat(d2Read.successes()).isEqualTo(31);
        assertThat(d2Read.throughput()).isEqualTo(31.0 / 2);
        // 31 samples: the p99 is the slowest one, of the second snapshot (9000 µs, highest equivalent 9007 µs)
        assertThat(d2Read.p99Ms()).isEqualTo(9.007);
        // a second row reuses nothing of the first
        m.add("a", "d1", List.of(new Snapshot(2, 2_000_000, 3_000_000, 1, List.of(stats(READ, 2, 0, 200, 3000, 2_000_000, 3_000_000)))));
        TimelineRow next = m.flush(Instant.EPOCH);
        assertThat(next.drivers()).extracting(TimelineRow.DriverOp::successes).containsExactly(2L);
        assertThat(next.drivers().get(0).p99Ms()).isEqualTo(3.001);
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
