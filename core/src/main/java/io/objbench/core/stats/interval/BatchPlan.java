package io.objbench.core.stats.interval;

/**
 * How a series of {@code n} intervals is cut into non-overlapping batches: the first
 * {@code offset} values are left out (the oldest, closest to any transient), then {@code batches}
 * batches of {@code size} consecutive values.
 *
 * @param offset  values skipped at the start
 * @param batches number of batches (0 for an empty series)
 * @param size    values per batch
 */
public record BatchPlan(int offset, int batches, int size) {

    /** The index of the first value of batch {@code b}. */
    public int start(int b) {
        return offset + b * size;
    }

    /** The index after the last value of batch {@code b}. */
    public int end(int b) {
        return start(b) + size;
    }
}
