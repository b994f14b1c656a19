package io.objbench.controller.run;

import io.objbench.core.workload.Stage;
import java.time.Instant;
import java.util.List;

/**
 * How a stage ended and what it measured.
 *
 * @param stage    the stage
 * @param state    its final state
 * @param history  its state changes
 * @param works    per work, the in-window results (empty when the stage never ran)
 * @param timeline the merged interval rows
 * @param missions every mission's end, for the log
 * @param message  why it failed or terminated; empty otherwise
 * @param recovered when its results were collected from the drivers by a controller restarted
 *                 after a crash cut the stage short (the missions' final reports); null otherwise
 * @param clientNetwork the drivers' own network during the stage (link shares, "client
 *                 network-bound"); null when no driver reported network figures
 */
public record StageResult(Stage stage, StageState state, List<StateChange<StageState>> history,
                          List<WorkResult> works, List<TimelineRow> timeline, List<MissionLog> missions,
                          String message, Instant recovered, ClientNetwork clientNetwork) {

    /** A stage result without network figures. */
    public StageResult(Stage stage, StageState state, List<StateChange<StageState>> history,
                       List<WorkResult> works, List<TimelineRow> timeline, List<MissionLog> missions,
                       String message, Instant recovered) {
        this(stage, state, history, works, timeline, missions, message, recovered, null);
    }

    public StageResult {
        history = List.copyOf(history);
        works = List.copyOf(works);
        timeline = List.copyOf(timeline);
        missions = List.copyOf(missions);
        message = message == null ? "" : message;
    }

    /** A stage result measured by the controller that ran it (not recovered). */
    public StageResult(Stage stage, StageState state, List<StateChange<StageState>> history,
                       List<WorkResult> works, List<TimelineRow> timeline, List<MissionLog> missions,
                       String message) {
        this(stage, state, history, works, timeline, missions, message, null);
    }

    /**
     * True when a mission's results were built from the snapshots received before its driver
     * was lost (no final report): the stage's counts are what the timeline received, not more.
     */
    public boolean partial() {
        return missions.stream().anyMatch(MissionLog::partial);
    }
}
