package io.objbench.web.data;

import io.objbench.controller.run.TelemetryRow;
import io.objbench.core.telemetry.DriverTelemetry;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One driver's telemetry over a stage in brief, for the report's table (docs/metrics.md, "Driver
 * telemetry"): the highest process and host CPU of an interval, GC pauses summed and the longest,
 * the most heap and the worst scheduling lag. Shares are 0..1; null when never measured.
 *
 * @param driver          the driver
 * @param intervals       intervals reported
 * @param maxProcessCpu   the highest process CPU of an interval
 * @param maxHostCpu      the highest host CPU of an interval
 * @param gcPauses        GC pauses over the stage
 * @param gcPauseMs       their summed length, ms
 * @param gcMaxPauseMs    the longest, ms
 * @param maxHeapMb       the most heap in use at a reading, MB
 * @param maxLagMs        the scheduling-lag probe's worst lateness, ms
 */
public record DriverHealth(String driver, int intervals, Double maxProcessCpu, Double maxHostCpu, long gcPauses,
                           double gcPauseMs, double gcMaxPauseMs, double maxHeapMb, double maxLagMs) {

    /** One per driver, in the rows' order. */
    public static List<DriverHealth> of(List<TelemetryRow> rows) {
        Map<String, List<DriverTelemetry>> per = new LinkedHashMap<>();
        rows.forEach(r -> per.computeIfAbsent(r.driver(), d -> new ArrayList<>()).add(r.telemetry()));
        List<DriverHealth> out = new ArrayList<>();
        per.forEach((driver, ts) -> {
            Double process = null;
            Double host = null;
            long pauses = 0;
            long pauseMicros = 0;
            long maxPause = 0;
            long heap = 0;
            long lag = 0;
            for (DriverTelemetry t : ts) {
                process = max(process, t.processCpu());
                host = max(host, t.hostCpu());
                pauses += t.gcPauses();
                pauseMicros += t.gcPauseMicros();
                maxPause = Math.max(maxPause, t.gcMaxPauseMicros());
                heap = Math.max(heap, t.heapUsedBytes());
                lag = Math.max(lag, t.lagMaxMicros());
            }
            out.add(new DriverHealth(driver, ts.size(), process, host, pauses, pauseMicros / 1e3, maxPause / 1e3,
                    heap / 1e6, lag / 1e3));
        });
        return out;
    }

    // not a ternary: "b == null ? a : … Math.max(a, b)" is typed double and unboxes a null a
    private static Double max(Double a, Double b) {
        if (b == null) {
            return a;
        }
        if (a == null) {
            return b;
        }
        return Math.max(a, b);
    }
}
