package io.objbench.driver.measure;

import io.objbench.core.stats.HistogramCodec;
import java.util.concurrent.atomic.AtomicLongArray;
import org.HdrHistogram.Histogram;

/**
 * The bucket counts of a latency histogram (µs, 0 to {@link HistogramCodec#HIGHEST_MICROS}, the
 * buckets of {@link HistogramCodec#newHistogram()}: 3 significant digits), incremented by any number
 * of writers with one atomic add each, and moved into a {@link Histogram} by the reader.
 *
 * <p>What an {@code AtomicHistogram} records costs two atomic instructions (the bucket, then its
 * total count) and a compare-and-set for a new minimum or maximum. Here a value costs the bucket's
 * add alone: the total and the extremes are found from the buckets when the reader moves them
 * (docs/performance.md, "Recording with fewer atomic instructions"). A bucket keeps what the
 * histogram would keep of a value (its bucket), so the moved histogram is the one an
 * {@code AtomicHistogram} fed the same values would have been: counts, percentiles, mean, minimum
 * and maximum alike ({@code ConcurrentBucketsTest}).
 */
final class ConcurrentBuckets {

    // HdrHistogram's layout for lowest 1 (HistogramCodec's): 2^(m+1) sub-buckets, m derived from the
    // significant digits as HdrHistogram derives it (3 digits: 2048), the first bucket whole, each
    // further bucket its upper half (2^m slots) at twice the previous unit
    private static final int HALF_MAGNITUDE = halfMagnitude(HistogramCodec.SIGNIFICANT_DIGITS);
    private static final int HALF_COUNT = 1 << HALF_MAGNITUDE;
    private static final long SUB_BUCKET_MASK = (2L * HALF_COUNT) - 1;
    private static final int LEADING_ZERO_BASE = 64 - HALF_MAGNITUDE - 1;
    /** Slots for every value up to the highest trackable one. */
    static final int LENGTH = index(HistogramCodec.HIGHEST_MICROS) + 1;

    private final AtomicLongArray counts = new AtomicLongArray(LENGTH);

    // log2 of half the sub-buckets that resolve 2 × 10^digits values one unit apart
    private static int halfMagnitude(int digits) {
        long singleUnitResolution = 2 * (long) Math.pow(10, digits);
        int magnitude = 64 - Long.numberOfLeadingZeros(singleUnitResolution - 1); // ceil(log2)
        return Math.max(magnitude, 1) - 1;
    }

    /** Counts one value, 0 to {@link HistogramCodec#HIGHEST_MICROS} (callers clamp). */
    void record(long micros) {
        counts.getAndIncrement(index(micros));
    }

    /** The slot of a value: HdrHistogram's counts index for it. */
    static int index(long value) {
        int bucket = LEADING_ZERO_BASE - Long.numberOfLeadingZeros(value | SUB_BUCKET_MASK);
        int subBucket = (int) (value >>> bucket);
        return ((bucket + 1) << HALF_MAGNITUDE) + (subBucket - HALF_COUNT);
    }

    /** The lowest value of a slot's bucket (every value of the bucket has {@link #index} {@code slot}). */
    static long valueAt(int slot) {
        int bucket = (slot >> HALF_MAGNITUDE) - 1;
        int subBucket = (slot & (HALF_COUNT - 1)) + HALF_COUNT;
        if (bucket < 0) {
            subBucket -= HALF_COUNT;
            bucket = 0;
        }
        return (long) subBucket << bucket;
    }

    /**
     * Adds the counts to {@code target} (a histogram of {@link HistogramCodec#newHistogram()}'s
     * range and precision) and clears them; call only when no writer is active.
     *
     * @return the number of values moved
     */
    long drainInto(Histogram target) {
        long total = 0;
        for (int i = 0; i < LENGTH; i++) {
            long n = counts.getPlain(i);
            if (n != 0) {
                target.recordValueWithCount(valueAt(i), n);
                counts.setPlain(i, 0);
                total += n;
            }
        }
        return total;
    }
}
