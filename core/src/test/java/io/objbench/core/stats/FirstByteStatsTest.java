package io.objbench.core.stats;

import static io.objbench.core.stats.OpenLoopStatsTest.histogram;
import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.json.Json;
import io.objbench.core.json.LenientJson;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * The first-byte histogram of a read ({@link OpStats#firstByteHistogram}): merged exactly like
 * the response one, by {@link OpStats#plus} and {@link OpStatsSum} alike, on the wire only when
 * present, and a measurement without it (any other operation, or an older driver) reads as before.
 */
class FirstByteStatsTest {

    /** A read of the given first-byte times (µs); its response times are 10 µs later. */
    static OpStats read(long... firstByteMicros) {
        long[] responses = new long[firstByteMicros.length];
        long processingNanos = 0;
        for (int i = 0; i < firstByteMicros.length; i++) {
            responses[i] = firstByteMicros[i] + 10;
            processingNanos += firstByteMicros[i] * 1_000;
        }
        return new OpStats("op1", "read", "read", "read", firstByteMicros.length, 0, 0, 0, processingNanos, Map.of(),
                histogram(responses), 1, 2).withFirstByte(histogram(firstByteMicros));
    }

    @Test
    void plusAndTheRunningSumGiveTheHistogramOfAllSamples() {
        // several missions' reads: their union must be the histogram of every sample
        SplittableRandom random = new SplittableRandom(19);
        List<OpStats> missions = new ArrayList<>();
        Histogram all = HistogramCodec.newHistogram();
        long processing = 0;
        for (int m = 0; m < 7; m++) {
            long[] samples = new long[random.nextInt(0, 5_000)];
            for (int i = 0; i < samples.length; i++) {
                samples[i] = random.nextLong(1, 3_600_000_000L);
                all.recordValue(samples[i]);
                processing += samples[i] * 1_000;
            }
            missions.add(read(samples));
        }
        OpStats plus = OpStats.empty("op1", "read", "read", "read");
        OpStatsSum sum = OpStatsSum.like(missions.getFirst());
        for (OpStats s : missions) {
            plus = plus.plus(s);
            sum.add(s);
        }
        OpStats summed = sum.toOpStats();
        for (OpStats merged : List.of(plus, summed)) {
            assertThat(merged.firstByteHistogram()).isEqualTo(all);
            assertThat(merged.firstByteHistogram().getTotalCount()).isEqualTo(merged.successes());
            assertThat(merged.processingNanosSum()).isEqualTo(processing);
            for (double p : Percentiles.REPORTED) {
                assertThat(merged.firstByteHistogram().getValueAtPercentile(p)).isEqualTo(all.getValueAtPercentile(p));
            }
        }
        assertThat(HistogramCodec.encode(summed.firstByteHistogram())).isEqualTo(HistogramCodec.encode(all));
    }

    @Test
    void aMeasurementWithoutFirstByteMergesAsEmptyAndTheSumForgetsItOnReset() {
        OpStats a = read(100, 200, 300);
        OpStats empty = OpStats.empty("op1", "read", "read", "read");
        assertThat(empty.plus(a).firstByteHistogram()).isEqualTo(a.firstByteHistogram());
        assertThat(a.plus(empty).firstByteHistogram()).isEqualTo(a.firstByteHistogram());
        assertThat(empty.plus(empty).hasFirstByte()).isFalse();

        OpStatsSum sum = OpStatsSum.like(a);
        sum.add(a);
        assertThat(sum.hasFirstByte()).isTrue();
        sum.reset();
        assertThat(sum.hasFirstByte()).isFalse();
        assertThat(sum.firstByteHistogram()).isNull();
        sum.add(empty);
        assertThat(sum.toOpStats().firstByteHistogram()).isNull();
        OpStats b = read(7);
        sum.add(b);
        assertThat(sum.toOpStats().firstByteHistogram()).isEqualTo(b.firstByteHistogram()); // nothing left from before
    }

    @Test
    void firstByteJsonRoundTripsAndIsAbsentWithoutIt() throws Exception {
        OpStats a = read(850, 1_200, 45_000);
        String text = Json.mapper().writeValueAsString(a);
        assertThat(text).contains("\"firstByteHistogram\"");
        OpStats back = Json.mapper().readValue(text, OpStats.class);
        assertThat(back).isEqualTo(a);
        assertThat(back.firstByteHistogram()).isEqualTo(a.firstByteHistogram());

        OpStats withoutIt = a.withFirstByte(null);
        String old = Json.mapper().writeValueAsString(withoutIt);
        assertThat(old).doesNotContain("firstByte");
        // what an older driver sends, or any operation but a read: read as no first byte
        assertThat(Json.mapper().readValue(old, OpStats.class).hasFirstByte()).isFalse();
        assertThat(LenientJson.mapper().readValue(old, OpStats.class).firstByteHistogram()).isNull();
    }
}
