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
 */
public record StageSeries(String workloadId, String stage, String state, long lastVersion, List<OpSeries> ops,
                          List<DriverPoint> drivers) {

    public StageSeries {
        ops = List.copyOf(ops);
        drivers = List.copyOf(drivers);
    }

    /** A series without a per-driver breakdown (archived runs). */
    public StageSeries(String workloadId, String stage, String state, long lastVersion, List<OpSeries> ops) {
        this(workloadId, stage, state, lastVersion, ops, List.of());
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
     */
    public record DriverPoint(String driver, String label, long successes, long failures, Double throughput,
                              Double bandwidth, Double p99Ms) {
    }

    /** One operation's points. */
    public record OpSeries(String opId, String label, List<SeriesPoint> points) {
    }
}
