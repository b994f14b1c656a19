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
 * @param steady   where the steady window began (detected warm-up, docs/metrics.md); null when
 *                 not known (no mission ran, or a result read back without it)
 * @param whole    per work, COSBench's window (from rampup on) when the steady window was cut
 *                 later; the same as {@code works} otherwise
 */
public record StageResult(Stage stage, StageState state, List<StateChange<StageState>> history,
                          List<WorkResult> works, List<TimelineRow> timeline, List<MissionLog> missions,
                          String message, Instant recovered, SteadyWindow steady, List<WorkResult> whole) {

    public StageResult {
        history = List.copyOf(history);
        works = List.copyOf(works);
        timeline = List.copyOf(timeline);
        missions = List.copyOf(missions);
        message = message == null ? "" : message;
        whole = whole == null ? works : List.copyOf(whole);
    }

    /** A result without a detected warm-up: its window is COSBench's. */
    public StageResult(Stage stage, StageState state, List<StateChange<StageState>> history,
                       List<WorkResult> works, List<TimelineRow> timeline, List<MissionLog> missions,
                       String message, Instant recovered) {
        this(stage, state, history, works, timeline, missions, message, recovered, null, null);
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
