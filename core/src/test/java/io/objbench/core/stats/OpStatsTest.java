package io.objbench.core.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.objbench.api.ErrorKind;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class OpStatsTest {

    private static OpStats stats(long first, long count, long step, Map<ErrorKind, Long> errors, long start, long end) {
        Histogram h = HistogramCodec.newHistogram();
        long sum = 0;
        for (long i = 0; i < count; i++) {
            long v = first + i * step;
            h.recordValue(v);
            sum += v * 1000;
        }
        long failures = errors.values().stream().mapToLong(Long::longValue).sum();
        return new OpStats("op1", "read", "read", "read", count, failures, count * 100, sum, sum / 2, errors, h, start, end);
    }

    @Test
    void emptyIsTheIdentity() {
        OpStats a = stats(1, 10, 1, Map.of(ErrorKind.TIMEOUT, 2L), 100, 200);
        OpStats e = OpStats.empty("op1", "read", "read", "read");
        assertThat(e.plus(a)).usingRecursiveComparison().ignoringFields("responseHistogram").isEqualTo(a);
        assertThat(a.plus(e)).usingRecursiveComparison().ignoringFields("responseHistogram").isEqualTo(a);
        assertThat(e.plus(a).responseHistogram()).isEqualTo(a.responseHistogram());
        assertThat(a.plus(e).responseHistogram()).isEqualTo(a.responseHistogram());
        assertThat(e.isEmpty()).isTrue();
    }

    @Test
    void mergeIsExactAndLeavesOperandsUnchanged() {
        OpStats a = stats(1, 500, 1, Map.of(ErrorKind.TIMEOUT, 2L), 100, 200);        // 1..500 µs
        OpStats b = stats(501, 500, 1, Map.of(ErrorKind.TIMEOUT, 1L, ErrorKind.AUTH, 4L), 50, 300); // 501..1000 µs
        OpStats m = a.plus(b);
        assertThat(m.successes()).isEqualTo(1000);
        assertThat(m.failures()).isEqualTo(7);
        assertThat(m.bytes()).isEqualTo(100_000);
        assertThat(m.errors()).containsExactlyInAnyOrderEntriesOf(Map.of(ErrorKind.TIMEOUT, 3L, ErrorKind.AUTH, 4L));
        assertThat(m.firstStartMicros()).isEqualTo(50);
        assertThat(m.lastEndMicros()).isEqualTo(300);
        // the union of 1..1000: the median is 500 exactly (values < 2048 are exact at 3 digits)
        assertThat(m.responseHistogram().getValueAtPercentile(50)).isEqualTo(500);
        assertThat(m.responseHistogram().getValueAtPercentile(99)).isEqualTo(990);
        assertThat(m.responseHistogram().getMaxValue()).isEqualTo(1000);
        assertThat(a.responseHistogram().getTotalCount()).isEqualTo(500);
        assertThat(b.responseHistogram().getTotalCount()).isEqualTo(500);
        // averaging the two medians would say 250.5 + 750.5 / 2 = 500.5: the merge does not average
        OpMetrics metrics = OpMetrics.of(m, 10.0);
        assertThat(metrics.avgResponseMs()).isEqualTo(0.5005);
        assertThat(metrics.throughput()).isEqualTo(100.0);
        assertThat(metrics.successRatio()).isEqualTo(1000.0 / 1007.0);
        assertThat(metrics.percentileMs(100.0)).isEqualTo(1.0);
    }

    @Test
    void differentOperationsDoNotMerge() {
        OpStats a = OpStats.empty("op1", "read", "read", "read");
        OpStats b = OpStats.empty("op2", "write", "write", "write");
        assertThatThrownBy(() -> a.plus(b)).hasMessageContaining("op1").hasMessageContaining("op2");
    }

    @Test
    void jsonRoundTripKeepsTheHistogram() throws Exception {
        OpStats a = stats(3, 1000, 7, Map.of(ErrorKind.NOT_FOUND, 5L), 1, 2);
        ObjectMapper json = new ObjectMapper();
        String text = json.writeValueAsString(a);
        OpStats back = json.readValue(text, OpStats.class);
        assertThat(back.responseHistogram()).isEqualTo(a.responseHistogram());
        assertThat(back.errors()).isEqualTo(a.errors());
        assertThat(back.successes()).isEqualTo(a.successes());
        assertThat(text).doesNotContain("counts"); // compressed, not a bucket dump
    }

    @Test
    void metricsOfNothingAreUndefinedNotZero() {
        OpMetrics m = OpMetrics.of(OpStats.empty("op1", "read", "read", "read"), 5);
        assertThat(m.avgResponseMs()).isNaN();
        assertThat(m.successRatio()).isNaN();
        assertThat(m.percentileMs(99.0)).isNaN();
        assertThat(m.throughput()).isZero();
    }
}
