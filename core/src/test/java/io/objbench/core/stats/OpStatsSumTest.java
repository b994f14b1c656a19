package io.objbench.core.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.api.ErrorKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** A running sum gives exactly what the chain of {@link OpStats#plus} gives, and its histogram is reusable. */
class OpStatsSumTest {

    private static OpStats random(SplittableRandom r, String opId) {
        Histogram h = HistogramCodec.newHistogram();
        int n = r.nextInt(0, 500);
        long nanos = 0;
        for (int i = 0; i < n; i++) {
            long micros = 1 + r.nextLong(r.nextBoolean() ? 2_000 : 5_000_000);
            h.recordValue(micros);
            nanos += micros * 1000;
        }
        long failed = r.nextInt(0, 3);
        return new OpStats(opId, "read", "read", "read", n, failed, n * 100L, nanos, nanos / 3,
                failed == 0 ? Map.of() : Map.of(r.nextBoolean() ? ErrorKind.TIMEOUT : ErrorKind.NOT_FOUND, failed), h,
                n == 0 ? Long.MAX_VALUE : r.nextLong(1_000, 2_000), n == 0 ? Long.MIN_VALUE : r.nextLong(5_000, 9_000));
    }

    @Test
    void sumEqualsThePlusChainAcrossResets() {
        SplittableRandom r = new SplittableRandom(11);
        OpStatsSum sum = new OpStatsSum("op1", "read", "read", "read");
        for (int period = 0; period < 20; period++) {
            sum.reset();
            assertThat(sum.added()).isFalse();
            OpStats expected = OpStats.empty("op1", "read", "read", "read");
            List<OpStats> parts = new ArrayList<>();
            for (int i = 0; i < 1 + period % 5; i++) {
                parts.add(random(r, "op1"));
            }
            for (OpStats part : parts) {
                sum.add(part);
                expected = expected.plus(part);
            }
            assertThat(sum.added()).isTrue();
            OpStats actual = sum.toOpStats();
            assertThat(actual).usingRecursiveComparison().ignoringFields("responseHistogram").isEqualTo(expected);
            assertThat(actual.responseHistogram()).isEqualTo(expected.responseHistogram());
            assertThat(sum.histogram().getValueAtPercentile(99)).isEqualTo(expected.responseHistogram().getValueAtPercentile(99));
            // the parts are left unchanged, and the result does not move with the sum
            sum.add(random(r, "op1"));
            assertThat(actual.responseHistogram()).isEqualTo(expected.responseHistogram());
        }
    }

    @Test
    void refusesAnotherOperation() {
        OpStatsSum sum = new OpStatsSum("op1", "read", "read", "read");
        assertThatThrownBy(() -> sum.add(OpStats.empty("op2", "write", "write", "write")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("op1").hasMessageContaining("op2");
    }

    @Test
    void encoderWritesExactlyWhatAFreshEncodingWrites() {
        SplittableRandom r = new SplittableRandom(5);
        HistogramEncoder encoder = new HistogramEncoder();
        for (int i = 0; i < 30; i++) {
            Histogram h = random(r, "op1").responseHistogram();
            String text = encoder.encode(h);
            assertThat(text).isEqualTo(HistogramCodec.encodeFresh(h));
            assertThat(HistogramCodec.encode(h)).isEqualTo(text);
            assertThat(HistogramCodec.decode(text)).isEqualTo(h);
        }
        // another shape is encoded as it is, not squeezed into ours
        Histogram odd = new Histogram(1, 10_000_000_000L, 2);
        odd.recordValue(9_000_000_000L);
        assertThat(encoder.encode(odd)).isEqualTo(HistogramCodec.encodeFresh(odd));
        assertThat(HistogramCodec.decode(encoder.encode(odd)).getMaxValue()).isEqualTo(odd.getMaxValue());
    }
}
