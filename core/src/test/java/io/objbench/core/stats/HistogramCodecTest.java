package io.objbench.core.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class HistogramCodecTest {

    @Test
    void roundTripIsExact() {
        Histogram h = HistogramCodec.newHistogram();
        for (int i = 1; i <= 100_000; i += 37) {
            h.recordValue(i);
        }
        h.recordValue(HistogramCodec.HIGHEST_MICROS);
        Histogram back = HistogramCodec.decode(HistogramCodec.encode(h));
        assertThat(back).isEqualTo(h);
        assertThat(back.getValueAtPercentile(99.99)).isEqualTo(h.getValueAtPercentile(99.99));
    }

    @Test
    void emptyHistogramRoundTrips() {
        Histogram h = HistogramCodec.newHistogram();
        assertThat(HistogramCodec.decode(HistogramCodec.encode(h)).getTotalCount()).isZero();
    }

    @Test
    void garbageIsRejectedWithAMessage() {
        assertThatThrownBy(() -> HistogramCodec.decode("not base64!"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not an encoded latency histogram");
    }

    @Test
    void percentileLabels() {
        assertThat(Percentiles.label(99.9)).isEqualTo("p99.9");
        assertThat(Percentiles.label(50.0)).isEqualTo("p50");
        assertThat(Percentiles.label(100.0)).isEqualTo("max");
    }
}
