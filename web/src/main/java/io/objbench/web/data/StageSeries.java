package io.objbench.web.data;

import java.util.List;

/**
 * A stage's time series, per operation: what {@code /ui/data/workloads/{id}/timeline} serves.
 *
 * @param workloadId  the run
 * @param stage       stage id
 * @param state       the run's state (the page stops polling once it is final)
 * @param lastVersion the highest row version in {@code ops} (or the {@code after} asked for when none)
 * @param ops         per operation, in op order
 * @param drivers     the latest interval per driver and operation (live runs only; empty otherwise)
 * @param driverHistory every interval of {@code ops} per driver and operation, in row order (live
 *                    runs only, the per-driver lines of the live charts; empty otherwise)
 */
public record StageSeries(String workloadId, String stage, String state, long lastVersion, List<OpSeries> ops,
                          List<DriverPoint> drivers, List<DriverPoint> driverHistory) {

    public StageSeries {
        ops = List.copyOf(ops);
        drivers = List.copyOf(drivers);
        driverHistory = driverHistory == null ? List.of() : List.copyOf(driverHistory);
    }

    /** A series without a per-driver breakdown (archived runs). */
    public StageSeries(String workloadId, String stage, String state, long lastVersion, List<OpSeries> ops) {
        this(workloadId, stage, state, lastVersion, ops, List.of(), List.of());
    }

    /** The work name of each operation of {@code stage}, by op id. */
    public static java.util.Map<String, String> workNames(io.objbench.core.workload.Stage stage) {
        java.util.Map<String, String> names = new java.util.HashMap<>();
        stage.works().forEach(w -> w.operations().forEach(o -> names.put(o.id(), w.name())));
        return names;
    }

    /**
     * One operation on one driver in the latest interval (null where undefined).
     *
     * @param driver     driver name
     * @param label      the operation's label
     * @param successes  successful operations in the interval
     * @param failures   failed operations in the interval
     * @param throughput op/s
     * @param bandwidth  bytes/s
     * @param p99Ms      99th percentile response time
     * @param opId       the operation's stage-wide id (two works may have operations of one label)
     * @param atMillis   epoch ms the interval ended
     */
    public record DriverPoint(String driver, String label, long successes, long failures, Double throughput,
                              Double bandwidth, Double p99Ms, String opId, long atMillis) {
    }

    /**
     * One operation's points.
     *
     * @param opId   stage-wide op id
     * @param label  the operation's label
     * @param work   the name of the work it belongs to (two works of one type in a stage have
     *               operations of the same label)
     * @param points its points in row order
     */
    public record OpSeries(String opId, String label, String work, List<SeriesPoint> points) {
    }
}
