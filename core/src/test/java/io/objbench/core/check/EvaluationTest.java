package io.objbench.core.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.objbench.core.stats.HistogramCodec;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class EvaluationTest {

    /** {@code ok} successes with response times 1..ok ms, {@code failed} failures, 1000 B each, over {@code seconds}. */
    private static Figures figures(int ok, int failed, double seconds) {
        Histogram h = HistogramCodec.newHistogram();
        long nanos = 0;
        for (int i = 1; i <= ok; i++) {
            h.recordValue(i * 1000L);
            nanos += i * 1_000_000L;
        }
        return new Figures(ok, failed, ok * 1000L, nanos, h, seconds);
    }

    private static final List<StageFigures> RUN = List.of(
            new StageFigures("prepare", List.of(new OpFigures("op1", "prepare", "prepare", figures(100, 0, 10)))),
            new StageFigures("main", List.of(
                    new OpFigures("op1", "read", "read", figures(1000, 10, 10)),
                    new OpFigures("op2", "put", "write", figures(200, 0, 10)))));

    private static Verdict check(String text) {
        return Criterion.parse(text).evaluate(RUN);
    }

    @Test
    void oneOperationOfOneStage() {
        Verdict v = check("main.read.p99<=991ms");
        assertThat(v.value()).isCloseTo(990, within(1.0));
        assertThat(v.pass()).isTrue();
        assertThat(v.reason()).isNull();
        assertThat(check("main.read.p99<980ms").pass()).isFalse();
        assertThat(check("main.read.avg<501ms").value()).isEqualTo(500.5);
        assertThat(check("main.read.max<=1s").value()).isCloseTo(1000, within(1.0));
        assertThat(check("main.read.throughput>=100").value()).isEqualTo(100.0);
        assertThat(check("main.read.bandwidth>=100KB/s").value()).isEqualTo(100_000.0);
        assertThat(check("main.read.errors<1%").value()).isCloseTo(10.0 / 1010, within(1e-12));
        assertThat(check("main.read.success>99%").value()).isCloseTo(1000.0 / 1010, within(1e-12));
    }

    @Test
    void anOperationIsFoundByNameTypeOrId() {
        assertThat(check("main.put.throughput>0").value()).isEqualTo(20.0);
        assertThat(check("main.write.throughput>0").value()).isEqualTo(20.0);
        assertThat(check("main.op2.throughput>0").value()).isEqualTo(20.0);
    }

    @Test
    void operationsOfAStageAreTakenTogether() {
        Verdict all = check("main.*.throughput>=120");
        assertThat(all.value()).isEqualTo(120.0); // 100 + 20 ops/s, same window
        assertThat(all.pass()).isTrue();
        // the merged histogram: 1200 values, 1..1000 and 1..200 ms
        assertThat(check("main.*.p50<1s").value()).isCloseTo(expectedMedianOfBoth(), within(1.0));
        assertThat(check("main.*.errors<1%").value()).isCloseTo(10.0 / 1210, within(1e-12));
    }

    private static double expectedMedianOfBoth() {
        Histogram h = HistogramCodec.newHistogram();
        for (int i = 1; i <= 1000; i++) {
            h.recordValue(i * 1000L);
        }
        for (int i = 1; i <= 200; i++) {
            h.recordValue(i * 1000L);
        }
        return h.getValueAtPercentile(50) / 1000.0;
    }

    @Test
    void stagesAreTakenTogetherOverTheirAddedWindows() {
        // 100 + 1000 + 200 successes over 10 + 10 s
        assertThat(check("throughput>0").value()).isEqualTo(65.0);
        assertThat(check("errors<=1%").value()).isCloseTo(10.0 / 1310, within(1e-12));
        assertThat(check("errors<=1%").pass()).isTrue();
    }

    @Test
    void missingStageOrOperationFailsWithAReason() {
        Verdict stage = check("nosuch.read.p99<1s");
        assertThat(stage.pass()).isFalse();
        assertThat(stage.value()).isNaN();
        assertThat(stage.reason()).isEqualTo("no stage named 'nosuch' in the run (stages: prepare, main)");
        Verdict op = check("main.delete.p99<1s");
        assertThat(op.pass()).isFalse();
        assertThat(op.reason()).isEqualTo("no operation 'delete' in stage 'main'");
        Verdict stageAsOp = check("main.throughput>1");
        assertThat(stageAsOp.pass()).isFalse();
        assertThat(stageAsOp.reason()).isEqualTo("no operation 'main' in the run; 'main' is a stage: write main.*.throughput");
    }

    @Test
    void nothingMeasuredFailsWithAReason() {
        List<StageFigures> idle = List.of(new StageFigures("s", List.of(new OpFigures("op1", "read", "read", figures(0, 0, 0)))));
        Verdict p = Criterion.parse("p99<1s").evaluate(idle);
        assertThat(p.pass()).isFalse();
        assertThat(p.reason()).isEqualTo("no successful operation in the run");
        assertThat(Criterion.parse("errors<1%").evaluate(idle).reason()).isEqualTo("no operation attempted in the run");
        assertThat(Criterion.parse("throughput<1").evaluate(idle).reason()).isEqualTo("no measured time in the run");
        assertThat(Criterion.parse("s.*.avg<1").evaluate(List.of(new StageFigures("s", List.of()))).reason())
                .isEqualTo("no operation measured in stage 's'");
    }

    @Test
    void verdictShowsValueAndLimitInTheUserUnit() {
        Verdict v = check("main.read.errors<0.5%");
        assertThat(v.pass()).isFalse();
        assertThat(v.shownValue()).isEqualTo("0.9901%");
        assertThat(v.shownLimit()).isEqualTo("< 0.5%");
        assertThat(check("nosuch.p99<1s").shownValue()).isEqualTo("-");
    }
}
