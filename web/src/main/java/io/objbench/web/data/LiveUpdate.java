package io.objbench.web.data;

import io.objbench.core.protocol.WorkloadView;
import java.util.List;

/**
 * What the live page polls every second: the run's state, its stages' states, and the new
 * points of one stage's series (null when no stage is asked for or running).
 *
 * @param id            run id
 * @param name          workload name
 * @param state         run state
 * @param active        true while queued or running
 * @param startedMillis epoch ms, 0 while queued
 * @param stoppedMillis epoch ms, 0 while not ended
 * @param currentStage  the running stage, empty when none
 * @param stages        each stage's id and state
 * @param message       why it failed, empty otherwise
 * @param series        the new points of the stage asked for
 * @param timeLeft      the run's time left from its stages' limits (the running stage's rest, then
 *                      the later stages), e.g. {@code 5 min 3 s}, {@code <= 5 min}, {@code ?};
 *                      empty once the run ended
 * @param telemetry     the running stage's last driver telemetry rows (CPU, GC, scheduling lag per
 *                      driver and interval, docs/metrics.md "Driver telemetry"); empty when none
 * @param progress      where the stage asked for stands (stage n of m, its clock and limits, ramps,
 *                      driver events); null when no stage is shown
 */
public record LiveUpdate(String id, String name, String state, boolean active, long startedMillis,
                         long stoppedMillis, String currentStage, List<StageState> stages, String message,
                         StageSeries series, String timeLeft,
                         List<io.objbench.controller.run.TelemetryRow> telemetry, StageProgress progress) {

    public LiveUpdate {
        telemetry = telemetry == null ? List.of() : List.copyOf(telemetry);
    }

    /** A stage's id and state. */
    public record StageState(String id, String state) {
    }

    /** The update for {@code view} with {@code series}. */
    public static LiveUpdate of(WorkloadView view, boolean active, StageSeries series) {
        return of(view, active, series, "");
    }

    /** This update with {@code p} as its stage's progress. */
    public LiveUpdate withProgress(StageProgress p) {
        return new LiveUpdate(id, name, state, active, startedMillis, stoppedMillis, currentStage, stages, message,
                series, timeLeft, telemetry, p);
    }

    /** The update for {@code view} with {@code series} and the run's {@code timeLeft}. */
    public static LiveUpdate of(WorkloadView view, boolean active, StageSeries series, String timeLeft) {
        return of(view, active, series, timeLeft, List.of());
    }

    /** The same with the running stage's driver telemetry rows. */
    public static LiveUpdate of(WorkloadView view, boolean active, StageSeries series, String timeLeft,
                                List<io.objbench.controller.run.TelemetryRow> telemetry) {
        List<StageState> stages = view.stages().stream().map(s -> new StageState(s.id(), s.state())).toList();
        return new LiveUpdate(view.id(), view.name(), view.state(), active, view.startedMillis(),
                view.stoppedMillis(), view.currentStage(), stages, view.message(), series,
                timeLeft == null ? "" : timeLeft, telemetry, null);
    }
}
