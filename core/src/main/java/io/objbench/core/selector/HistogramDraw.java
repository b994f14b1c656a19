package io.objbench.core.selector;

import java.util.SplittableRandom;

/**
 * One worker's generator for {@code h(lo|hi|w,…)}: a bucket picked with probability
 * weight/Σweights (without COSBench's off-by-one bias toward the first bucket), then a value
 * uniform in it. It remembers which bucket its last draw came from ({@link #lastBucket}), so the
 * worker can record the sample under that size class without allocating anything. One worker
 * only: not thread-safe.
 */
public final class HistogramDraw implements ValueGenerator {

    private final long[] cumulative;
    private final long[] lows;
    private final long[] spans;
    private final long total;
    private int lastBucket = -1;

    /** The generator of {@code h}. */
    public HistogramDraw(Selector.Histogram h) {
        int n = h.buckets().size();
        cumulative = new long[n];
        lows = new long[n];
        spans = new long[n];
        long sum = 0;
        for (int i = 0; i < n; i++) {
            Selector.Bucket b = h.buckets().get(i);
            sum += b.weight();
            cumulative[i] = sum;
            lows[i] = b.lo();
            spans[i] = b.hi() - b.lo() + 1;
        }
        total = sum;
    }

    @Override
    public long next(SplittableRandom random) {
        long pick = random.nextLong(total);
        int i = 0;
        while (pick >= cumulative[i]) {
            i++;
        }
        lastBucket = i;
        return lows[i] + random.nextLong(spans[i]);
    }

    /** The index (in the selector's order) of the bucket the last {@link #next} drew from; −1 before any. */
    public int lastBucket() {
        return lastBucket;
    }

    /** The number of buckets. */
    public int buckets() {
        return lows.length;
    }
}
