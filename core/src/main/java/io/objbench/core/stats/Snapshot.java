package io.objbench.core.stats;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.objbench.core.net.NetworkSample;
import io.objbench.core.telemetry.DriverTelemetry;
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
 * @param window         objbench extension: the part of {@code ops} that counts in the measured
 *                       window (COSBench's rampup and rampdown excluded), present only when some
 *                       of the interval's samples fall outside it: an empty list when none counts
 *                       (a rampup interval), else one entry per operation. {@code null} (absent
 *                       from the JSON, as from older drivers) when every sample counts. The
 *                       controller sums the window exactly from the end of the detected warm-up
 *                       with it (docs/metrics.md)
 * @param network        objbench extension: what the driver host's network interfaces carried
 *                       during the interval (loopback included, flagged) and the span of the
 *                       counters' readings; {@code null} when the
 *                       driver does not measure it (no {@code /proc/net/dev}, or an older driver),
 *                       and then absent from the JSON (docs/distributed.md, "Client network")
 * @param exemplars      objbench extension: the interval's slowest in-window requests, at most
 *                       {@code exemplars} (the work's key) per operation, slowest first
 *                       ({@link Exemplars#slowest}); {@code null} (absent from the JSON, as from
 *                       older drivers) when none was kept (docs/metrics.md, "Slowest requests")
 * @param telemetry      objbench extension: the driver's own CPU, GC, heap and scheduling lag
 *                       during the interval; {@code null} (absent from the JSON) from an older
 *                       driver (docs/metrics.md, "Driver telemetry")
 */
public record Snapshot(long sequence, long startMicros, long endMicros, int activeWorkers, List<OpStats> ops,
                       @JsonInclude(JsonInclude.Include.NON_NULL) Integer maxInFlight,
                       @JsonInclude(JsonInclude.Include.NON_NULL) List<OpStats> window,
                       @JsonInclude(JsonInclude.Include.NON_NULL) NetworkSample network,
                       @JsonInclude(JsonInclude.Include.NON_NULL) List<Exemplar> exemplars,
                       @JsonInclude(JsonInclude.Include.NON_NULL) DriverTelemetry telemetry) {

    public Snapshot {
        ops = List.copyOf(ops);
        window = window == null ? null : List.copyOf(window);
        exemplars = exemplars == null || exemplars.isEmpty() ? null : List.copyOf(exemplars);
    }

    /** A snapshot without exemplars and driver telemetry. */
    public Snapshot(long sequence, long startMicros, long endMicros, int activeWorkers, List<OpStats> ops,
                    Integer maxInFlight, List<OpStats> window, NetworkSample network) {
        this(sequence, startMicros, endMicros, activeWorkers, ops, maxInFlight, window, network, null, null);
    }

    /** A snapshot without driver telemetry. */
    public Snapshot(long sequence, long startMicros, long endMicros, int activeWorkers, List<OpStats> ops,
                    Integer maxInFlight, List<OpStats> window, NetworkSample network, List<Exemplar> exemplars) {
        this(sequence, startMicros, endMicros, activeWorkers, ops, maxInFlight, window, network, exemplars, null);
    }

    /** A snapshot without exemplars. */
    public Snapshot(long sequence, long startMicros, long endMicros, int activeWorkers, List<OpStats> ops,
                    Integer maxInFlight, List<OpStats> window, NetworkSample network, DriverTelemetry telemetry) {
        this(sequence, startMicros, endMicros, activeWorkers, ops, maxInFlight, window, network, null, telemetry);
    }

    /** A snapshot whose samples all count in the window, without network counters. */
    public Snapshot(long sequence, long startMicros, long endMicros, int activeWorkers, List<OpStats> ops,
                    Integer maxInFlight) {
        this(sequence, startMicros, endMicros, activeWorkers, ops, maxInFlight, null, null, null, null);
    }

    /** A snapshot without network counters. */
    public Snapshot(long sequence, long startMicros, long endMicros, int activeWorkers, List<OpStats> ops,
                    Integer maxInFlight, List<OpStats> window) {
        this(sequence, startMicros, endMicros, activeWorkers, ops, maxInFlight, window, null, null, null);
    }

    /** A snapshot whose samples all count in the window. */
    public Snapshot(long sequence, long startMicros, long endMicros, int activeWorkers, List<OpStats> ops,
                    Integer maxInFlight, NetworkSample network) {
        this(sequence, startMicros, endMicros, activeWorkers, ops, maxInFlight, null, network, null, null);
    }

    /** A snapshot without an in-flight count (closed loop). */
    public Snapshot(long sequence, long startMicros, long endMicros, int activeWorkers, List<OpStats> ops) {
        this(sequence, startMicros, endMicros, activeWorkers, ops, null, null, null, null, null);
    }

    /**
     * The in-window part of operation {@code opId} in this interval: all of it when
     * {@link #window} is null, nothing when the window part does not list it.
     */
    public OpStats inWindow(String opId) {
        for (OpStats o : window == null ? ops : window) {
            if (o.opId().equals(opId)) {
                return o;
            }
        }
        return null;
    }

    /** Interval length in seconds. */
    public double seconds() {
        return (endMicros - startMicros) / 1e6;
    }
}
