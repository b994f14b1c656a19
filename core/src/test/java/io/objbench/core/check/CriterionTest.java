package io.objbench.core.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CriterionTest {

    @Test
    void readsStageOperationMetricComparisonAndLimit() {
        Criterion c = Criterion.parse("main.read.p99 < 20ms");
        assertThat(c.stage()).contains("main");
        assertThat(c.op()).contains("read");
        assertThat(c.metric()).isEqualTo(new Metric(Metric.Kind.PERCENTILE, 99));
        assertThat(c.comparison()).isEqualTo(Comparison.LT);
        assertThat(c.limit()).isEqualTo(20.0);
        assertThat(c.unit()).isEqualTo("ms");
        assertThat(c.text()).isEqualTo("main.read.p99 < 20ms");
    }

    @Test
    void oneNameIsAnOperationAndNoneIsTheWholeRun() {
        Criterion op = Criterion.parse("read.p99<=20ms");
        assertThat(op.stage()).isEmpty();
        assertThat(op.op()).contains("read");
        Criterion run = Criterion.parse("errors<0.1%");
        assertThat(run.stage()).isEmpty();
        assertThat(run.op()).isEmpty();
        Criterion stage = Criterion.parse("main.*.throughput>=500");
        assertThat(stage.stage()).contains("main");
        assertThat(stage.op()).isEmpty();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "p50<1ms          | PERCENTILE | 50    | 1",
            "p99.9<1ms        | PERCENTILE | 99.9  | 1",
            "main.read.p99.99<2s | PERCENTILE | 99.99 | 2000",
            "avg<=250us       | AVG        | NaN   | 0.25",
            "avg<=250µs       | AVG        | NaN   | 0.25",
            "max<3            | MAX        | NaN   | 3",
            "throughput>=500  | THROUGHPUT | NaN   | 500",
            "throughput>=500 ops/s | THROUGHPUT | NaN | 500",
            "throughput>1.5e3op/s | THROUGHPUT | NaN | 1500",
            "bandwidth>=20MB/s | BANDWIDTH | NaN   | 20000000",
            "bandwidth>=2KiB/s | BANDWIDTH | NaN   | 2048",
            "bandwidth>=1GB   | BANDWIDTH  | NaN   | 1000000000",
            "bandwidth>=7     | BANDWIDTH  | NaN   | 7",
            "errors<0.1%      | ERRORS     | NaN   | 0.001",
            "errors<0.002     | ERRORS     | NaN   | 0.002",
            "success>=99.5%   | SUCCESS    | NaN   | 0.995",
    })
    void everyMetricAndUnit(String text, Metric.Kind kind, double percentile, double limit) {
        Criterion c = Criterion.parse(text);
        assertThat(c.metric().kind()).isEqualTo(kind);
        if (kind == Metric.Kind.PERCENTILE) {
            assertThat(c.metric().percentile()).isEqualTo(percentile);
        }
        assertThat(c.limit()).isCloseTo(limit, within(limit * 1e-12));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "avg < 1   | LT", "avg <= 1 | LE", "avg > 1 | GT", "avg >= 1 | GE",
            "avg lt 1  | LT", "avg le 1 | LE", "avg gt 1 | GT", "avg GE 1 | GE",
    })
    void everyComparisonAsSymbolOrWord(String text, Comparison cmp) {
        assertThat(Criterion.parse(text).comparison()).isEqualTo(cmp);
    }

    @Test
    void comparisonsHoldAsWrittenAndNaNNeverHolds() {
        assertThat(Comparison.LT.holds(1, 2)).isTrue();
        assertThat(Comparison.LT.holds(2, 2)).isFalse();
        assertThat(Comparison.LE.holds(2, 2)).isTrue();
        assertThat(Comparison.GT.holds(2, 2)).isFalse();
        assertThat(Comparison.GE.holds(2, 2)).isTrue();
        for (Comparison c : Comparison.values()) {
            assertThat(c.holds(Double.NaN, 1)).isFalse();
        }
    }

    @Test
    void surroundingSpaceIsIgnoredAndColumnsCountFromTheText() {
        Criterion c = Criterion.parse("  read.p99 <= 20 ms \n");
        assertThat(c.text()).isEqualTo("read.p99 <= 20 ms");
        assertThat(c.limit()).isEqualTo(20.0);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "''                      | 1  | found nothing",
            "read.p99 = 20ms         | 10 | expected a comparison (<, <=, >, >=, lt, le, gt, ge), found '='",
            "read.p99 == 20ms        | 10 | expected a comparison",
            "read.p99                | 9  | expected a comparison (<, <=, >, >=, lt, le, gt, ge), found the end",
            "read.latency<20ms       | 6  | expected a metric (pNN, pNN.N, avg, max, throughput, bandwidth, errors, success), found 'latency'",
            "read.p100<20ms          | 6  | found 'p100'",
            "read.p0<20ms            | 6  | found 'p0'",
            "a.b.c.p99<20ms          | 1  | expected at most stage.op.metric, found 4 names",
            "read..p99<20ms          | 6  | expected a name or a metric",
            "read.p99<fast           | 10 | expected a number, found 'fast'",
            "read.p99<-1ms           | 10 | expected a number",
            "read.p99<20MB/s         | 12 | expected a unit of p99: ms, us, µs, s (none: ms), found 'MB/s'",
            "throughput>5ms          | 13 | expected a unit of throughput: ops/s, op/s (none: ops/s), found 'ms'",
            "errors<1 ms             | 10 | expected a unit of errors: % (none: a ratio 0..1), found 'ms'",
            "bandwidth>5mb/s         | 12 | found 'mb/s'",
            "p99 ltx 3               | 5  | expected a comparison",
    })
    void badSyntaxSaysWhatWasExpectedAndTheColumn(String text, int column, String detail) {
        assertThatThrownBy(() -> Criterion.parse(text))
                .isInstanceOfSatisfying(CriterionException.class, e -> {
                    assertThat(e.column()).isEqualTo(column);
                    assertThat(e.detail()).contains(detail);
                    assertThat(e.getMessage()).startsWith("assertion '" + text.strip() + "': ")
                            .endsWith(" at column " + column);
                });
    }

    @Test
    void showsValuesInTheUnitTheLimitWasWrittenIn() {
        assertThat(Criterion.parse("read.p99<20ms").show(12.34)).isEqualTo("12.34ms");
        assertThat(Criterion.parse("read.p99<2s").show(1500)).isEqualTo("1.5s");
        assertThat(Criterion.parse("errors<0.1%").show(0.0005)).isEqualTo("0.05%");
        assertThat(Criterion.parse("bandwidth>20MB/s").show(25_000_000)).isEqualTo("25 MB/s");
        assertThat(Criterion.parse("throughput>20").show(523.0)).isEqualTo("523 ops/s");
        assertThat(Criterion.parse("p99.9<5").metric().name()).isEqualTo("p99.9");
        assertThat(Criterion.parse("p99<5").stageLabel()).isEqualTo("*");
        assertThat(new Criterion(Optional.of("s"), Optional.empty(), Metric.of(Metric.Kind.AVG), Comparison.LT,
                1, "", "s.*.avg<1").opLabel()).isEqualTo("*");
    }
}
