package io.objbench.controller.run;

import io.objbench.core.telemetry.DriverTelemetry;

/**
 * One driver's own telemetry for one snapshot interval of a stage (docs/metrics.md, "Driver
 * telemetry"), beside what its mission was doing then.
 *
 * @param driver        the driver's name
 * @param startMicros   epoch µs when the interval began (the driver's clock)
 * @param endMicros     epoch µs when it ended
 * @param activeWorkers the mission's workers still running at the end of the interval
 * @param maxInFlight   open loop: the most operations in flight at once in the interval; null
 *                      for closed loop (every running worker has one operation in flight)
 * @param telemetry     the driver JVM's and host's figures
 */
public record TelemetryRow(String driver, long startMicros, long endMicros, int activeWorkers, Integer maxInFlight,
                           DriverTelemetry telemetry) {

    /** µs of this interval inside [{@code fromMicros}, {@code toMicros}], 0 when none. */
    long overlapMicros(long fromMicros, long toMicros) {
        return Math.max(0, Math.min(endMicros, toMicros) - Math.max(startMicros, fromMicros));
    }
}
