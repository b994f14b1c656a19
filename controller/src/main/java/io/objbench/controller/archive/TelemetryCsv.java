package io.objbench.controller.archive;

import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.TelemetryRow;
import io.objbench.core.telemetry.DriverTelemetry;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * objbench's per-driver, per-interval telemetry file {@code <stage part>-telemetry.csv}
 * (docs/metrics.md, "Driver telemetry"), written for a stage whose drivers reported any: one line
 * per driver and snapshot interval with the driver process's and host's CPU, GC pauses, heap,
 * the scheduling-lag probe, the mission's workers and operations in flight, and its storage
 * clients' retries and connects where the adaptor counts them (N/A where it cannot).
 */
public final class TelemetryCsv {

    /** The header line. */
    public static final String HEADER = "Timestamp,Driver,Interval-s,Process-CPU-%,Host-CPU-%,Cores,GC-Pauses,"
            + "GC-Pause-ms,GC-Max-Pause-ms,Heap-Used-MB,Lag-Max-ms,Active-Workers,Max-In-Flight,Connections,Retries,"
            + "Connections-Opened\n";

    private TelemetryCsv() {
    }

    /** True when a driver of the stage reported telemetry (the file is written only then). */
    public static boolean applies(StageResult stage) {
        return !stage.telemetry().isEmpty();
    }

    /** The file's text: the header and one line per driver and interval. */
    public static String render(StageResult stage, CsvFormat f) {
        StringBuilder sb = new StringBuilder(HEADER);
        for (TelemetryRow row : stage.telemetry()) {
            DriverTelemetry t = row.telemetry();
            List<String> cells = new ArrayList<>();
            cells.add(f.time(Instant.ofEpochMilli(row.endMicros() / 1_000L)));
            cells.add(row.driver());
            cells.add(f.decimal(t.seconds()));
            cells.add(t.processCpu() == null ? CsvFormat.NA : f.decimal(t.processCpu() * 100));
            cells.add(t.hostCpu() == null ? CsvFormat.NA : f.decimal(t.hostCpu() * 100));
            cells.add(Integer.toString(t.cores()));
            cells.add(Long.toString(t.gcPauses()));
            cells.add(f.millis(t.gcPauseMicros() / 1e3));
            cells.add(f.millis(t.gcMaxPauseMicros() / 1e3));
            cells.add(f.decimal(t.heapUsedBytes() / 1e6));
            cells.add(f.millis(t.lagMaxMicros() / 1e3));
            cells.add(Integer.toString(row.activeWorkers()));
            cells.add(row.maxInFlight() == null ? CsvFormat.NA : row.maxInFlight().toString());
            cells.add(t.connections() == null ? CsvFormat.NA : t.connections().toString());
            cells.add(t.retries() == null ? CsvFormat.NA : t.retries().toString());
            cells.add(t.connectionsOpened() == null ? CsvFormat.NA : t.connectionsOpened().toString());
            sb.append(CsvFormat.line(cells));
        }
        return sb.toString();
    }
}
