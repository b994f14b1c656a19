package io.objbench.web.data;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.objbench.api.ErrorKind;
import io.objbench.controller.run.TimelineRow;
import io.objbench.core.json.Json;
import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.OpStats;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadReader;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class LiveSeriesTest {

    private static TimelineRow row(long version, long[] micros, long failures) {
        Histogram h = HistogramCodec.newHistogram();
        for (long v : micros) {
            h.recordValue(v);
        }
        OpStats s = new OpStats("op1", "write", "write", "write", micros.length, failures, micros.length * 1000L,
                micros.length * 2_000_000L, micros.length * 1_000_000L,
                failures == 0 ? Map.of() : Map.of(ErrorKind.TIMEOUT, failures), h, 0, 1);
        return new TimelineRow(Instant.ofEpochSecond(version), version * 1_000_000, (version + 1) * 1_000_000,
                List.of(TimelineRow.RowOp.of(s, micros.length, micros.length * 1000.0)), version, version, version);
    }

    @Test
    void pointsCarryTheRowsExactNumbers() throws Exception {
        Workload w = WorkloadReader.read(RunFixture.workload("live", 2, "c(1)KB"), "t.xml");
        Stage main = w.stages().get(1);
        long[] first = new long[100];
        for (int i = 0; i < 100; i++) {
            first[i] = (i + 1) * 10L; // 10 µs … 1000 µs
        }
        StageSeries s = LiveSeries.of("w1", "PROCESSING", main, List.of(row(3, first, 2), row(4, new long[0], 0)), 2);
        assertThat(s.lastVersion()).isEqualTo(4);
        assertThat(s.ops()).singleElement().satisfies(op -> assertThat(op.label()).isEqualTo("write"));
        List<SeriesPoint> points = s.ops().get(0).points();
        SeriesPoint p = points.get(0);
        assertThat(p.version()).isEqualTo(3);
        assertThat(p.atMillis()).isEqualTo(4000);
        assertThat(p.successes()).isEqualTo(100);
        assertThat(p.failures()).isEqualTo(2);
        assertThat(p.throughput()).isEqualTo(100.0);
        assertThat(p.bandwidth()).isEqualTo(100_000.0);
        assertThat(p.avgMs()).isEqualTo(2.0);
        assertThat(p.p50Ms()).isEqualTo(0.5);
        assertThat(p.p99Ms()).isEqualTo(0.99);
        assertThat(p.maxMs()).isEqualTo(1.0);
        assertThat(p.errors()).containsExactly(Map.entry("TIMEOUT", 2L));
        assertThat(p.failedPercent()).isEqualTo(100.0 * 2 / 102);
        // an interval without successes has no latency: null, never NaN; without any operation no failure share
        assertThat(points.get(1).p99Ms()).isNull();
        assertThat(points.get(1).failedPercent()).isNull();
        assertThat(points.get(1).avgMs()).isNull();
        String json = Json.mapper().writeValueAsString(s);
        assertThat(json).doesNotContain("NaN");
        new ObjectMapper().readTree(json); // strict JSON, as browsers parse it
    }

    @Test
    void anOpenLoopPointCarriesTargetAchievedServiceAndLag() throws Exception {
        var stage = io.objbench.controller.archive.OpenLoopRun.run(2, 2, 2).stages().getFirst();
        StageSeries s = LiveSeries.of("w7", "PROCESSING", stage.stage(), stage.timeline(), 0);
        List<SeriesPoint> points = s.ops().getFirst().points();
        assertThat(points).hasSize(2);
        TimelineRow.RowOp second = stage.timeline().get(1).ops().getFirst();
        SeriesPoint p = points.get(1);
        assertThat(p.targetRate()).isEqualTo(300.0);
        assertThat(p.achievedRate()).isEqualTo(second.achievedRate());
        assertThat(p.lagP99Ms()).isEqualTo(second.lagHistogram().getValueAtPercentile(99.0) / 1000.0);
        assertThat(p.serviceP99Ms()).isEqualTo(second.serviceHistogram().getValueAtPercentile(99.0) / 1000.0);
        assertThat(p.p99Ms()).isEqualTo(second.histogram().getValueAtPercentile(99.0) / 1000.0);
        assertThat(p.lagP99Ms()).isGreaterThan(400.0); // the late operations of the second row
        // a closed-loop point has none of them
        Workload w = WorkloadReader.read(RunFixture.workload("live", 2, "c(1)KB"), "t.xml");
        SeriesPoint closed = LiveSeries.of("w1", "PROCESSING", w.stages().get(1), List.of(row(3, new long[] {10}, 0)), 0)
                .ops().getFirst().points().getFirst();
        assertThat(closed.targetRate()).isNull();
        assertThat(closed.lagP99Ms()).isNull();
    }

    @Test
    void theLatestRowIsBrokenDownPerDriverWithLabels() throws Exception {
        Workload w = WorkloadReader.read(RunFixture.workload("live", 2, "c(1)KB"), "t.xml");
        Stage main = w.stages().get(1);
        TimelineRow plain = row(5, new long[] {100}, 0);
        TimelineRow withDrivers = new TimelineRow(plain.at(), plain.startMicros(), plain.endMicros(), plain.ops(),
                5, 5, 5, List.of(new TimelineRow.DriverOp("d1", "op1", 7, 1, 7.0, 7000.0, 0.25),
                        new TimelineRow.DriverOp("d2", "op1", 3, 0, 3.0, 3000.0, Double.NaN)));
        StageSeries s = LiveSeries.of("w1", "PROCESSING", main, List.of(row(4, new long[] {1}, 0), withDrivers), 3);
        long at = withDrivers.endMicros() / 1000;
        assertThat(s.drivers()).containsExactly(
                new StageSeries.DriverPoint("d1", "write", 7, 1, 7.0, 7000.0, 0.25, "op1", at),
                new StageSeries.DriverPoint("d2", "write", 3, 0, 3.0, 3000.0, null, "op1", at));
        // the per-driver lines of the live charts: every row's drivers (the first row has none)
        assertThat(s.driverHistory()).isEqualTo(s.drivers());
        assertThat(s.ops().getFirst().work()).isEqualTo(main.works().getFirst().name());
        assertThat(Json.mapper().writeValueAsString(s)).doesNotContain("NaN");
    }

    @Test
    void withNoNewRowsTheVersionStaysWhereTheCallerWas() throws Exception {
        Workload w = WorkloadReader.read(RunFixture.workload("live", 2, "c(1)KB"), "t.xml");
        StageSeries s = LiveSeries.of("w1", "PROCESSING", w.stages().get(1), List.of(), 7);
        assertThat(s.lastVersion()).isEqualTo(7);
        assertThat(s.ops().get(0).points()).isEmpty();
    }
}
