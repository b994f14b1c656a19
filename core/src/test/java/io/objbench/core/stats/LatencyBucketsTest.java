package io.objbench.core.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class LatencyBucketsTest {

    @Test
    void boundsAreSecondsOneTwoFivePerDecadeThenInfinity() {
        double[] b = LatencyBuckets.upperBoundsSeconds();
        assertThat(b).hasSize(LatencyBuckets.size()).startsWith(0.0001, 0.0002, 0.0005, 0.001);
        assertThat(b[b.length - 2]).isEqualTo(100.0);
        assertThat(b[b.length - 1]).isEqualTo(Double.POSITIVE_INFINITY);
    }

    @Test
    void countsEachValueOnceInTheFirstBucketWhoseBoundHoldsIt() {
        Histogram h = HistogramCodec.newHistogram();
        h.recordValue(1);        // ≤ 100 µs
        h.recordValue(100);      // at the bound: ≤ 100 µs
        h.recordValue(101);      // (100, 200]
        h.recordValue(3_000);    // (2 ms, 5 ms]
        h.recordValueWithCount(1_500_000, 4); // (1 s, 2 s]
        h.recordValue(200_000_000);           // above 100 s: +Inf
        long[] counts = new long[LatencyBuckets.size()];
        LatencyBuckets.addTo(h, counts);
        assertThat(counts[0]).isEqualTo(2);
        assertThat(counts[1]).isEqualTo(1);
        assertThat(counts[5]).isEqualTo(1);
        assertThat(counts[13]).isEqualTo(4);
        assertThat(counts[counts.length - 1]).isEqualTo(1);
        assertThat(java.util.Arrays.stream(counts).sum()).isEqualTo(h.getTotalCount());
    }

    @Test
    void addingTwoHistogramsEqualsTheBucketsOfTheirMerge() {
        Histogram a = HistogramCodec.newHistogram();
        Histogram b = HistogramCodec.newHistogram();
        java.util.Random r = new java.util.Random(7);
        for (int i = 0; i < 5000; i++) {
            a.recordValue(1 + r.nextInt(3_000_000));
            b.recordValue(1 + r.nextInt(30_000));
        }
        long[] sum = new long[LatencyBuckets.size()];
        LatencyBuckets.addTo(a, sum);
        LatencyBuckets.addTo(b, sum);
        Histogram merged = a.copy();
        merged.add(b);
        long[] whole = new long[LatencyBuckets.size()];
        LatencyBuckets.addTo(merged, whole);
        assertThat(sum).isEqualTo(whole);
    }

    @Test
    void eachCumulativeCountIsTheHistogramsCountUpToTheBound() {
        Histogram h = HistogramCodec.newHistogram();
        java.util.Random r = new java.util.Random(11);
        for (int i = 0; i < 20_000; i++) {
            // log-uniform from 1 µs to about 500 s: every bucket, and values right at the bounds
            h.recordValue((long) Math.exp(r.nextDouble() * Math.log(5e8)));
        }
        for (long b : new long[] {100, 200, 500, 1_000, 2_000, 5_000, 1_000_000, 100_000_000}) {
            h.recordValue(b);
            h.recordValue(b + 1);
        }
        long[] counts = new long[LatencyBuckets.size()];
        LatencyBuckets.addTo(h, counts);
        double[] bounds = LatencyBuckets.upperBoundsSeconds();
        long cumulative = 0;
        for (int i = 0; i < bounds.length - 1; i++) {
            cumulative += counts[i];
            long boundMicros = Math.round(bounds[i] * 1e6);
            assertThat(cumulative).as("values at or below %d µs", boundMicros)
                    .isEqualTo(h.getCountBetweenValues(0, boundMicros));
        }
        assertThat(cumulative + counts[counts.length - 1]).isEqualTo(h.getTotalCount());
    }

    @Test
    void refusesCountsOfAnotherSize() {
        assertThatThrownBy(() -> LatencyBuckets.addTo(HistogramCodec.newHistogram(), new long[3]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("3 slots");
    }
}
