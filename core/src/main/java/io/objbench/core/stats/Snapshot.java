package io.objbench.core.stats;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.objbench.core.net.NetworkSample;
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
 * @param maxInFlight    open loop only (objbench extension): the most operations the mission had
 *                       in flight at once during the interval (at most its workers); {@code null}
 *                       for closed loop or when the driver does not count it, and then absent
 *                       from the JSON. The controller reads "all workers busy" from it
 *                       (docs/metrics.md, "Generator saturated")
 * @param network        objbench extension: what the driver host's network interfaces carried
 *                       during the interval (loopback included, flagged) and the span of the
 *                       counters' readings; {@code null} when the
 *                       driver does not measure it (no {@code /proc/net/dev}, or an older driver),
 *                       and then absent from the JSON (docs/distributed.md, "Client network")
 */
public record Snapshot(long sequence, long startMicros, long endMicros, int activeWorkers, List<OpStats> ops,
                       @JsonInclude(JsonInclude.Include.NON_NULL) Integer maxInFlight,
                       @JsonInclude(JsonInclude.Include.NON_NULL) NetworkSample network) {

    public Snapshot {
        ops = List.copyOf(ops);
    }

    /** A snapshot without network counters. */
    public Snapshot(long sequence, long startMicros, long endMicros, int activeWorkers, List<OpStats> ops,
                    Integer maxInFlight) {
        this(sequence, startMicros, endMicros, activeWorkers, ops, maxInFlight, null);
    }

    /** A snapshot without an in-flight count (closed loop). */
    public Snapshot(long sequence, long startMicros, long endMicros, int activeWorkers, List<OpStats> ops) {
        this(sequence, startMicros, endMicros, activeWorkers, ops, null, null);
    }

    /** Interval length in seconds. */
    public double seconds() {
        return (endMicros - startMicros) / 1e6;
    }
}
