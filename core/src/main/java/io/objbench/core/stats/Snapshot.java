package io.objbench.core.stats;

import java.util.List;

/**
 * What one mission measured during one interval: every operation, in or out of the measured
 * window (the time series shows everything).
 *
 * @param sequence       1-based, increasing per mission
 * @param startMicros    epoch µs when the interval began
 * @param endMicros      epoch µs when the interval ended (when the snapshot was taken)
 * @param activeWorkers  workers still running at the end of the interval
 * @param ops            per-operation measurements of this interval only (not cumulative)
 */
public record Snapshot(long sequence, long startMicros, long endMicros, int activeWorkers, List<OpStats> ops) {

    public Snapshot {
        ops = List.copyOf(ops);
    }

    /** Interval length in seconds. */
    public double seconds() {
        return (endMicros - startMicros) / 1e6;
    }
}
