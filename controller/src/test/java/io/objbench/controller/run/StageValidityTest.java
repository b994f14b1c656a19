package io.objbench.controller.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.OpStats;
import io.objbench.core.telemetry.DriverTelemetry;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.WorkloadReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * Each rule of the stage verdict just below and just above its limit (docs/metrics.md, "Stage
 * verdict"): a 100 s window of 10 intervals of 10 s, 100 operations of 10 ms, 4 workers.
 */
class StageValidityTest {

    private static final long START = 1_700_000_000_000_000L;
    private static final long SECOND = 1_000_000L;
    private static final ValidityThresholds T = ValidityThresholds.DEFAULTS;

    @Test
    void aQuietStageIsValid() {
        StageVerdict v = judge(result(0, 100), rows(0.5, 0.5, 0, 0), Map.of("driver1", 500L));
        assertThat(v.valid()).as(v.describe().toString()).isTrue();
        assertThat(v.label()).isEqualTo("valid");
    }

    @Test
    void processCpuAbove90PercentForMoreThanTenPercentOfTheWindow() {
        // one busy interval of ten: exactly 10 %, not more
        assertThat(judge(result(0, 100), busy(1, 0.95, false), Map.of()).codes()).doesNotContain("client-cpu");
        // 90 % itself is not "above 90 %"
        assertThat(judge(result(0, 100), busy(10, 0.90, false), Map.of()).codes()).doesNotContain("client-cpu");
        StageVerdict two = judge(result(0, 100), busy(2, 0.91, false), Map.of());
        assertThat(two.codes()).containsExactly("client-cpu");
        assertThat(two.label()).isEqualTo("suspect: client CPU");
        assertThat(two.reasons().getFirst().measured()).isEqualTo(0.2);
        assertThat(two.reasons().getFirst().threshold()).isEqualTo(0.1);
    }

    @Test
    void hostCpuIsJudgedApartFromTheProcess() {
        assertThat(judge(result(0, 100), busy(1, 0.99, true), Map.of()).codes()).isEmpty();
        StageVerdict host = judge(result(0, 100), busy(2, 0.99, true), Map.of());
        assertThat(host.codes()).containsExactly("client-host-cpu");
        assertThat(host.label()).isEqualTo("suspect: client CPU");
    }

    @Test
    void gcPausesAboveOnePercentOfTheWindow() {
        // 1 s of pauses in 100 s: exactly 1 %; 1.01 s is more (each pause 1 ms, shorter than the p99)
        assertThat(judge(result(0, 100), gc(1_000_000, 1_000), Map.of()).codes()).doesNotContain("gc-time");
        StageVerdict v = judge(result(0, 100), gc(1_010_000, 1_000), Map.of());
        assertThat(v.codes()).containsExactly("gc-time");
        assertThat(v.label()).isEqualTo("suspect: GC");
    }

    @Test
    void aPauseLongerThanTheStagesP99() {
        long p99 = p99(result(0, 100));
        assertThat(judge(result(0, 100), gc(p99, p99), Map.of()).codes()).doesNotContain("gc-pause");
        assertThat(judge(result(0, 100), gc(p99 + 1_000, p99 + 1_000), Map.of()).codes()).containsExactly("gc-pause");
    }

    @Test
    void clockSkewAboveTheInterval() {
        assertThat(judge(result(0, 100), List.of(), Map.of("driver1", -10_000L)).codes()).isEmpty();
        StageVerdict v = judge(result(0, 100), List.of(), Map.of("driver1", -10_001L));
        assertThat(v.codes()).containsExactly("clock-skew");
        assertThat(v.reasons().getFirst().subject()).isEqualTo("driver1");
    }

    @Test
    void errorRatioAboveTheWorksAfr() {
        // afr 10000 ppm = 1 %: 1 failure of 100 is not above it, 2 are
        assertThat(judge(result(1, 100), List.of(), Map.of()).codes()).isEmpty();
        assertThat(judge(result(2, 100), List.of(), Map.of()).codes()).containsExactly("error-ratio");
    }

    @Test
    void fewerOperationsThanWorkers() {
        assertThat(judge(result(0, 4), List.of(), Map.of()).codes()).isEmpty();
        assertThat(judge(result(0, 3), List.of(), Map.of()).codes()).containsExactly("few-ops");
    }

    @Test
    void aWindowShorterThanTenIntervals() {
        assertThat(judge(window(100 * SECOND), List.of(), Map.of()).codes()).isEmpty();
        StageVerdict v = judge(window(100 * SECOND - 1), List.of(), Map.of());
        assertThat(v.codes()).containsExactly("short-window");
        assertThat(v.label()).isEqualTo("suspect: short window");
    }

    @Test
    void aPreparationWorkIsNotJudgedByItsCountOrWindow() throws Exception {
        Work prepare = WorkloadReader.read("""
            <workload name="w"><storage type="none"/><workflow><workstage name="s">
            <work type="prepare" workers="4" config="containers=r(1,1);objects=r(1,2);sizes=c(1)KB"/>
            </workstage></workflow></workload>""", "w.xml").stages().getFirst().works().getFirst();
        WorkResult r = result(0, 2);
        // 2 objects by 4 workers in a fraction of one interval: what a prepare is asked to do
        WorkResult prep = new WorkResult(1, prepare, r.ops(), START, START + SECOND / 10);
        assertThat(judge(prep, List.of(), Map.of()).codes()).isEmpty();
        // the same figures from a normal work are suspect on both counts
        assertThat(judge(new WorkResult(1, r.work(), r.ops(), START, START + SECOND / 10), List.of(), Map.of()).codes())
                .containsExactlyInAnyOrder("few-ops", "short-window");
    }

    @Test
    void scheduleLagInOpenLoop() {
        Work open = work("rate=\"10\" lagLimit=\"5ms\"");
        Histogram lag = HistogramCodec.newHistogram();
        Histogram response = HistogramCodec.newHistogram();
        for (int i = 0; i < 1000; i++) {
            response.recordValue(10_000);
            lag.recordValue(i < 980 ? 1_000 : 50_000); // p99 50 ms, above the 5 ms limit
        }
        OpStats op = new OpStats("op1", "read", "read", "read", 1000, 0, 0, 0, 0, Map.of(), response, START,
                START + 100 * SECOND, response.copy(), lag);
        WorkResult r = new WorkResult(1, open, List.of(op), START, START + 100 * SECOND, 1);
        assertThat(judge(r, List.of(), Map.of()).codes()).containsExactly("schedule-lag");
    }

    @Test
    void everyReasonThatAppliesIsListed() {
        StageVerdict v = judge(result(2, 3), busy(10, 1.0, false), Map.of("driver1", 60_000L));
        assertThat(v.codes()).containsExactly("client-cpu", "clock-skew", "error-ratio", "few-ops");
        assertThat(v.label()).isEqualTo("suspect: client CPU, clock skew, errors, few operations");
    }

    @Test
    void withoutTelemetryTheDriverRulesAreNotJudged() {
        assertThat(judge(result(0, 100), List.of(), Map.of()).valid()).isTrue();
    }

    private static StageVerdict judge(WorkResult r, List<TelemetryRow> rows, Map<String, Long> skew) {
        return StageValidity.judge(List.of(r), rows, skew, T);
    }

    private static Work work(String extra) {
        try {
            return WorkloadReader.read("""
                <workload name="w"><storage type="none"/><workflow><workstage name="s">
                <work name="main" workers="4" interval="10" runtime="100" afr="10000" %s>
                <operation type="read" config="containers=c(1);objects=c(1)"/></work>
                </workstage></workflow></workload>""".formatted(extra), "w.xml").stages().getFirst()
                .works().getFirst();
        } catch (io.objbench.core.workload.WorkloadException e) {
            throw new IllegalStateException(e);
        }
    }

    /** 100 s of one read operation: {@code ops} attempts, {@code failures} of them failed, 10 ms each. */
    private static WorkResult result(long failures, long ops) {
        Histogram h = HistogramCodec.newHistogram();
        for (long i = 0; i < ops - failures; i++) {
            h.recordValue(10_000 + i);
        }
        OpStats op = new OpStats("op1", "read", "read", "read", ops - failures, failures, 0, 0, 0, Map.of(), h, START,
                START + 100 * SECOND);
        return new WorkResult(1, work(""), List.of(op), START, START + 100 * SECOND);
    }

    private static WorkResult window(long micros) {
        WorkResult r = result(0, 100);
        return new WorkResult(1, r.work(), r.ops(), START, START + micros);
    }

    private static long p99(WorkResult r) {
        Histogram h = r.ops().getFirst().responseHistogram();
        return h.highestEquivalentValue(h.getValueAtPercentile(99));
    }

    /** Ten 10 s intervals with the same CPU and GC figures. */
    private static List<TelemetryRow> rows(double process, double host, long pauseMicros, long maxPauseMicros) {
        List<TelemetryRow> rows = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            rows.add(row(i, process, host, pauseMicros, maxPauseMicros));
        }
        return rows;
    }

    private static TelemetryRow row(int i, double process, double host, long pauseMicros, long maxPauseMicros) {
        return new TelemetryRow("driver1", START + i * 10 * SECOND, START + (i + 1) * 10 * SECOND, 4, null,
                new DriverTelemetry(10 * SECOND, process, host, 2, pauseMicros > 0 ? 1 : 0, pauseMicros,
                        maxPauseMicros, 1 << 20, 100, null));
    }

    /** {@code n} of the ten intervals at {@code share} CPU (the process's, or the host's), the rest at 10 %. */
    private static List<TelemetryRow> busy(int n, double share, boolean host) {
        List<TelemetryRow> rows = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            double s = i < n ? share : 0.1;
            rows.add(row(i, host ? 0.1 : s, host ? s : 0.1, 0, 0));
        }
        return rows;
    }

    /** {@code totalMicros} of GC pauses in the first interval, the longest {@code maxMicros}. */
    private static List<TelemetryRow> gc(long totalMicros, long maxMicros) {
        List<TelemetryRow> rows = rows(0.1, 0.1, 0, 0);
        rows.set(0, row(0, 0.1, 0.1, totalMicros, maxMicros));
        return rows;
    }
}
