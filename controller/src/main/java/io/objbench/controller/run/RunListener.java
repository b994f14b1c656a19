package io.objbench.controller.run;

import io.objbench.core.workload.Stage;

/**
 * Live progress of a workload run, for the command line and the web UI. Called on the runner's
 * thread; implementations must return quickly and must not throw.
 */
public interface RunListener {

    /** A listener that ignores everything. */
    RunListener NONE = new RunListener() {
    };

    /** The run started processing. */
    default void workloadStarted(String workloadId, io.objbench.core.workload.Workload workload) {
    }

    /** A stage began (state WAITING). */
    default void stageStarted(String workloadId, Stage stage) {
    }

    /** Every mission of the stage was submitted to its driver (before login and launch). */
    default void missionsSent(String workloadId, Stage stage, java.util.List<SentMission> missions) {
    }

    /** A stage entered a new state. */
    default void stageState(String workloadId, Stage stage, StageState state) {
    }

    /** A merged interval row of the running stage. */
    default void timelineRow(String workloadId, Stage stage, TimelineRow row) {
    }

    /** New driver telemetry rows of the running stage (docs/metrics.md, "Driver telemetry"). */
    default void telemetry(String workloadId, Stage stage, java.util.List<TelemetryRow> rows) {
    }

    /** A driver missed a poll, came back, paused or was lost during a running stage. */
    default void driverEvent(String workloadId, Stage stage, DriverEvent event) {
    }

    /** A stage ended (also for stages that never ran: ABORTED, CANCELLED). */
    default void stageEnded(String workloadId, StageResult result) {
    }

    /** The run ended. */
    default void workloadEnded(WorkloadResult result) {
    }
}
