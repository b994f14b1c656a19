package io.objbench.core.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class HistogramEncoderTest {

    @Test
    void writesHdrHistogramsOwnCompressedFormByteForByteCallAfterCall() {
        HistogramEncoder encoder = new HistogramEncoder();
        SplittableRandom random = new SplittableRandom(7);
        for (int round = 0; round < 40; round++) {
            Histogram h = HistogramCodec.newHistogram();
            int samples = round == 0 ? 0 : random.nextInt(1, 20_000);
            // a range that grows with the round: µs latencies up to the hour the histograms track
            long highest = round < 20 ? 50_000 : HistogramCodec.HIGHEST_MICROS;
            for (int i = 0; i < samples; i++) {
                h.recordValueWithCount(random.nextLong(1, highest), random.nextInt(1, 1_000));
            }
            String ours = encoder.encode(h);
            assertThat(ours).as("round %d, %d samples", round, samples).isEqualTo(HistogramCodec.encodeFresh(h));
            assertThat(HistogramCodec.decode(ours)).isEqualTo(h);
        }
        encoder.close();
    }

    @Test
    void anOddShapedHistogramIsEncodedByHdrHistogramItself() {
        Histogram odd = new Histogram(1, 10_000, 2);
        odd.recordValue(1234);
        assertThat(new HistogramEncoder().encode(odd)).isEqualTo(HistogramCodec.encodeFresh(odd));
    }
}
