package io.objbench.core.selector;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@code h(…)} draws that tell their bucket ({@link HistogramDraw}), for the per-size-class results. */
class HistogramDrawTest {

    private static HistogramDraw draw(String expression) {
        return (HistogramDraw) Generators.of(SelectorParser.parse(expression), null, null);
    }

    @Test
    void eachValueLiesInTheBucketItSaysAndBucketsFollowTheirWeights() {
        Selector.Histogram h = (Selector.Histogram) SelectorParser.parse("h(1|4|50,8|16|30,64|64|15,100|200|5)");
        HistogramDraw g = draw(h.text());
        assertThat(g.lastBucket()).as("before any draw").isEqualTo(-1);
        assertThat(g.buckets()).isEqualTo(4);
        SplittableRandom random = new SplittableRandom(42);
        long[] perBucket = new long[4];
        for (int i = 0; i < 200_000; i++) {
            long v = g.next(random);
            Selector.Bucket b = h.buckets().get(g.lastBucket());
            assertThat(v).isBetween(b.lo(), b.hi());
            perBucket[g.lastBucket()]++;
        }
        ChiSquare.Result r = ChiSquare.test(perBucket, new double[] {0.50, 0.30, 0.15, 0.05});
        assertThat(r.fits()).as(r.toString()).isTrue();
    }

    @Test
    void drawsTheSameValuesAsTheSelectorAlwaysDid() {
        // the same random calls in the same order as before the bucket was kept: a seeded run's sizes do not change
        HistogramDraw g = draw("h(1|4|50,8|16|50)");
        SplittableRandom a = new SplittableRandom(3);
        SplittableRandom b = new SplittableRandom(3);
        long[] cumulative = {50, 100};
        long[] lows = {1, 8};
        long[] spans = {4, 9};
        for (int n = 0; n < 10_000; n++) {
            long pick = b.nextLong(100);
            int i = pick >= cumulative[0] ? 1 : 0;
            assertThat(g.next(a)).isEqualTo(lows[i] + b.nextLong(spans[i]));
            assertThat(g.lastBucket()).isEqualTo(i);
        }
    }

    @Test
    void aDrawAllocatesNothing() {
        HistogramDraw g = draw("h(1|4|50,8|16|30,64|64|20)");
        SplittableRandom random = new SplittableRandom(1);
        var threads = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        long sink = 0;
        for (int i = 0; i < 200_000; i++) {
            sink += g.next(random) + g.lastBucket();
        }
        long before = threads.getCurrentThreadAllocatedBytes();
        for (int i = 0; i < 1_000_000; i++) {
            sink += g.next(random) + g.lastBucket();
        }
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        // one object per draw would be ≥ 16 MB; allow a few KB of noise (the MXBean's own)
        assertThat(allocated).as("bytes allocated by 1M draws (sink %d)", sink).isLessThan(64 * 1024);
    }
}
