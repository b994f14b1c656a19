package io.objbench.core.telemetry;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * What a driver's own JVM and host did during one snapshot interval (docs/metrics.md, "Driver
 * telemetry"): the harness's health beside the storage's figures, so a run can say whether the
 * client was the bottleneck. Taken on the snapshot thread, never on the operation path. An
 * embedded run's driver shares the controller's JVM: its figures are then that JVM's.
 *
 * @param micros          microseconds between this reading and the previous one
 * @param processCpu      the driver process's CPU time over the span, as a share of all the host's
 *                        cores (0..1); null when the JVM does not report it
 * @param hostCpu         the whole host's busy share over the span (0..1, every process; from
 *                        {@code /proc/stat}); null when not measured
 * @param cores           the cores the JVM may use
 * @param gcPauses        stop-the-world GC pauses that ended during the span
 * @param gcPauseMicros   their summed length (the JVM reports whole milliseconds)
 * @param gcMaxPauseMicros the longest of them, 0 when none
 * @param heapUsedBytes   heap in use at the reading
 * @param lagMaxMicros    the scheduling-lag probe: how late, at most, a platform thread that
 *                        sleeps a fixed period woke during the span (CPU starvation shows here)
 * @param connections     open connections to the storage when the adaptor says; null otherwise
 *                        (absent from the JSON)
 * @param retries         the mission's storage clients' retries during the span: requests they
 *                        sent again inside one measured call ({@code StorageAdaptor.retries()});
 *                        null when an adaptor of the mission cannot know them (absent from the JSON)
 * @param connectionsOpened connects the mission's storage clients started during the span
 *                        ({@code StorageAdaptor.connectionsOpened()}): reconnects show here, not
 *                        in {@code retries}; null when unknown (absent from the JSON)
 */
public record DriverTelemetry(long micros, Double processCpu, Double hostCpu, int cores, long gcPauses,
                              long gcPauseMicros, long gcMaxPauseMicros, long heapUsedBytes, long lagMaxMicros,
                              @JsonInclude(JsonInclude.Include.NON_NULL) Integer connections,
                              @JsonInclude(JsonInclude.Include.NON_NULL) Long retries,
                              @JsonInclude(JsonInclude.Include.NON_NULL) Long connectionsOpened) {

    /** The JVM's and host's figures alone: the adaptors' counts not (yet) known. */
    public DriverTelemetry(long micros, Double processCpu, Double hostCpu, int cores, long gcPauses,
                           long gcPauseMicros, long gcMaxPauseMicros, long heapUsedBytes, long lagMaxMicros,
                           Integer connections) {
        this(micros, processCpu, hostCpu, cores, gcPauses, gcPauseMicros, gcMaxPauseMicros, heapUsedBytes,
                lagMaxMicros, connections, null, null);
    }

    /** These figures with the adaptors' {@code retries} and {@code connectionsOpened} of the span (null: unknown). */
    public DriverTelemetry withAdaptorCounts(Long retries, Long connectionsOpened) {
        return new DriverTelemetry(micros, processCpu, hostCpu, cores, gcPauses, gcPauseMicros, gcMaxPauseMicros,
                heapUsedBytes, lagMaxMicros, connections, retries, connectionsOpened);
    }

    /** The span in seconds. */
    public double seconds() {
        return micros / 1e6;
    }
}
