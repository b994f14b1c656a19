package io.objbench.core.selector;

/**
 * A worker's share of a range under division (cosbench-format.md §2.5): with R values and N
 * workers, worker idx (1-based, global) gets {@code R div N} values, one more for the first
 * {@code R mod N} workers, contiguous and in order.
 *
 * @param first the first value (inclusive)
 * @param last  the last value (inclusive); {@code last < first} when the slice is empty
 */
public record Slice(long first, long last) {

    /** The slice of worker {@code index} (1-based) of {@code workers} over [lo, hi]. */
    public static Slice of(long lo, long hi, int index, int workers) {
        if (index < 1 || index > workers) {
            throw new IllegalArgumentException("worker index " + index + " not in 1.." + workers);
        }
        long range = hi - lo + 1;
        long base = range / workers;
        long extra = range % workers;
        long size = base + (index <= extra ? 1 : 0);
        long offset = base * (index - 1) + Math.min(index - 1, extra);
        return new Slice(lo + offset, lo + offset + size - 1);
    }

    /**
     * The contiguous share of workers {@code firstIndex..lastIndex} (1-based, global) of
     * {@code workers} over [lo, hi]: the union of their slices. A driver running those workers
     * walks this share with an {@code s()} selector, so drivers never replay each other's values.
     * Empty when every one of those workers has an empty slice.
     */
    public static Slice span(long lo, long hi, int firstIndex, int lastIndex, int workers) {
        Slice first = of(lo, hi, firstIndex, workers);
        Slice last = of(lo, hi, lastIndex, workers);
        return new Slice(first.first(), last.last());
    }

    /** Number of values in the slice. */
    public long size() {
        return Math.max(0, last - first + 1);
    }

    /** True when the slice has no values. */
    public boolean isEmpty() {
        return last < first;
    }
}
