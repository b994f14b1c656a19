package io.objbench.driver.measure;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.stats.HistogramCodec;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.HdrHistogram.AtomicHistogram;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class ConcurrentBucketsTest {

    @Test
    void everyValueKeepsItsHistogramBucket() {
        Histogram reference = HistogramCodec.newHistogram();
        List<Long> values = new ArrayList<>();
        for (long v = 0; v < 5_000; v++) {
            values.add(v);
        }
        for (int shift = 12; shift < 32; shift++) {
            long base = 1L << shift;
            for (long d = -3; d <= 3; d++) {
                values.add(base + d);
            }
        }
        values.add(HistogramCodec.HIGHEST_MICROS);
        for (long v : values) {
            long kept = ConcurrentBuckets.valueAt(ConcurrentBuckets.index(v));
            assertThat(reference.lowestEquivalentValue(kept)).as("value %d", v)
                    .isEqualTo(reference.lowestEquivalentValue(v));
            assertThat(ConcurrentBuckets.index(kept)).as("value %d", v).isEqualTo(ConcurrentBuckets.index(v));
        }
        assertThat(ConcurrentBuckets.index(HistogramCodec.HIGHEST_MICROS)).isEqualTo(ConcurrentBuckets.LENGTH - 1);
        // the layout derived from the codec's digits is HdrHistogram's, not a finer one (which would
        // also be exact, at more memory): 2047 is alone in its bucket, 2048 and 2049 share one
        assertThat(reference.sizeOfEquivalentValueRange(2048)).isEqualTo(2);
        assertThat(ConcurrentBuckets.index(2049)).isEqualTo(ConcurrentBuckets.index(2048));
        assertThat(ConcurrentBuckets.index(2047)).isEqualTo(ConcurrentBuckets.index(2048) - 1);
    }

    @Test
    void drainedHistogramEqualsAnAtomicHistogramFedTheSameValues() {
        SplittableRandom random = new SplittableRandom(7);
        AtomicHistogram reference = new AtomicHistogram(1, HistogramCodec.HIGHEST_MICROS, HistogramCodec.SIGNIFICANT_DIGITS);
        ConcurrentBuckets buckets = new ConcurrentBuckets();
        for (int i = 0; i < 200_000; i++) {
            // log-uniform over the whole range, 0 and the highest value included
            long v = i == 0 ? 0 : i == 1 ? HistogramCodec.HIGHEST_MICROS
                    : (long) Math.min(HistogramCodec.HIGHEST_MICROS, Math.exp(random.nextDouble(Math.log(3.6e9))));
            reference.recordValue(v);
            buckets.record(v);
        }
        Histogram drained = HistogramCodec.newHistogram();
        assertThat(buckets.drainInto(drained)).isEqualTo(reference.getTotalCount());
        assertThat(drained.getTotalCount()).isEqualTo(reference.getTotalCount());
        assertThat(drained.getMaxValue()).isEqualTo(reference.getMaxValue());
        assertThat(drained.getMinValue()).isEqualTo(reference.getMinValue());
        assertThat(drained.getMinNonZeroValue()).isEqualTo(reference.getMinNonZeroValue());
        assertThat(drained.getMean()).isEqualTo(reference.getMean());
        for (double p : new double[] {1, 50, 90, 99, 99.9, 99.99, 100}) {
            assertThat(drained.getValueAtPercentile(p)).as("p%s", p).isEqualTo(reference.getValueAtPercentile(p));
        }
        Histogram copy = HistogramCodec.newHistogram();
        copy.add(reference);
        assertThat(drained).isEqualTo(copy);
        assertThat(HistogramCodec.encode(drained)).isEqualTo(HistogramCodec.encode(copy));
        // drained: empty for the next interval
        Histogram again = HistogramCodec.newHistogram();
        assertThat(buckets.drainInto(again)).isZero();
        assertThat(again.getTotalCount()).isZero();
    }

    @Test
    void concurrentWritersLoseNoCount() throws InterruptedException {
        ConcurrentBuckets buckets = new ConcurrentBuckets();
        Thread[] writers = new Thread[4];
        for (int t = 0; t < writers.length; t++) {
            writers[t] = new Thread(() -> {
                for (int i = 0; i < 250_000; i++) {
                    buckets.record(i % 3);
                }
            });
            writers[t].start();
        }
        for (Thread w : writers) {
            w.join();
        }
        Histogram drained = HistogramCodec.newHistogram();
        assertThat(buckets.drainInto(drained)).isEqualTo(1_000_000);
        assertThat(drained.getCountAtValue(0)).isEqualTo(83_334L * 4); // i % 3 == 0 for 83,334 of 250,000
    }
}
