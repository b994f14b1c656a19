package io.objbench.controller.run;

import io.objbench.core.workload.Stage;
import io.objbench.core.stats.Exemplar;
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
 * @param steady   objbench's until="stable" verdict of the stage; null for a stage without such works
 * @param span     when its operations ran on the drivers (for the overhead between stages); null
 *                 when none was seen
 * @param window   where the steady window began (detected warm-up, docs/metrics.md); null when
 *                 not known (no mission ran, or a result read back without it)
 * @param whole    per work, COSBench's window (from rampup on) when the steady window was cut
 *                 later; the same as {@code works} otherwise
 * @param clientNetwork the drivers' own network during the stage (link shares, "client
 *                 network-bound"); null when no driver reported network figures
 * @param slowest  the stage's slowest in-window requests, at most each operation's
 *                 {@code exemplars} key per operation, slowest first, with the driver that
 *                 measured each (docs/metrics.md, "Slowest requests"); empty when none was kept
 * @param telemetry every driver's own telemetry per interval (one mission's rows per driver: its
 *                 missions share the JVM); empty when no driver reported any
 * @param verdict  whether the stage's figures can be trusted (docs/metrics.md, "Stage verdict");
 *                 null for a stage that measured nothing (never ran, delay only)
 */
public record StageResult(Stage stage, StageState state, List<StateChange<StageState>> history,
                          List<WorkResult> works, List<TimelineRow> timeline, List<MissionLog> missions,
                          String message, Instant recovered, SteadyVerdict steady, StageSpan span,
                          SteadyWindow window, List<WorkResult> whole, ClientNetwork clientNetwork,
                          List<Exemplar> slowest, List<TelemetryRow> telemetry, StageVerdict verdict) {

    /** A stage result without telemetry or verdict. */
    public StageResult(Stage stage, StageState state, List<StateChange<StageState>> history,
                       List<WorkResult> works, List<TimelineRow> timeline, List<MissionLog> missions,
                       String message, Instant recovered, SteadyVerdict steady, StageSpan span,
                       SteadyWindow window, List<WorkResult> whole, ClientNetwork clientNetwork, List<Exemplar> slowest) {
        this(stage, state, history, works, timeline, missions, message, recovered, steady, span, window, whole,
                clientNetwork, slowest, List.of(), null);
    }

    /** A stage result without slowest requests, telemetry or verdict. */
    public StageResult(Stage stage, StageState state, List<StateChange<StageState>> history,
                       List<WorkResult> works, List<TimelineRow> timeline, List<MissionLog> missions,
                       String message, Instant recovered, SteadyVerdict steady, StageSpan span,
                       SteadyWindow window, List<WorkResult> whole, ClientNetwork clientNetwork) {
        this(stage, state, history, works, timeline, missions, message, recovered, steady, span, window, whole,
                clientNetwork, List.of(), List.of(), null);
    }

    /** A stage result with network figures only. */
    public StageResult(Stage stage, StageState state, List<StateChange<StageState>> history,
                       List<WorkResult> works, List<TimelineRow> timeline, List<MissionLog> missions,
                       String message, Instant recovered, ClientNetwork clientNetwork) {
        this(stage, state, history, works, timeline, missions, message, recovered, null, null, null, null,
                clientNetwork);
    }

    /** A stage result without network figures. */
    public StageResult(Stage stage, StageState state, List<StateChange<StageState>> history,
                       List<WorkResult> works, List<TimelineRow> timeline, List<MissionLog> missions,
                       String message, Instant recovered, SteadyVerdict steady, StageSpan span,
                       SteadyWindow window, List<WorkResult> whole) {
        this(stage, state, history, works, timeline, missions, message, recovered, steady, span, window, whole, null);
    }

    public StageResult {
        history = List.copyOf(history);
        works = List.copyOf(works);
        timeline = List.copyOf(timeline);
        missions = List.copyOf(missions);
        message = message == null ? "" : message;
        whole = whole == null ? works : List.copyOf(whole);
        slowest = slowest == null ? List.of() : List.copyOf(slowest);
        telemetry = telemetry == null ? List.of() : List.copyOf(telemetry);
    }

    /** A result with a detected warm-up, without an until="stable" verdict or a span. */
    public StageResult(Stage stage, StageState state, List<StateChange<StageState>> history,
                       List<WorkResult> works, List<TimelineRow> timeline, List<MissionLog> missions,
                       String message, Instant recovered, SteadyWindow window, List<WorkResult> whole) {
        this(stage, state, history, works, timeline, missions, message, recovered, null, null, window, whole);
    }

    /** A stage result with an until="stable" verdict and no span of operations. */
    public StageResult(Stage stage, StageState state, List<StateChange<StageState>> history,
                       List<WorkResult> works, List<TimelineRow> timeline, List<MissionLog> missions,
                       String message, Instant recovered, SteadyVerdict steady) {
        this(stage, state, history, works, timeline, missions, message, recovered, steady, null, null, null);
    }

    /** A stage result with a span of operations and no until="stable" verdict. */
    public StageResult(Stage stage, StageState state, List<StateChange<StageState>> history,
                       List<WorkResult> works, List<TimelineRow> timeline, List<MissionLog> missions,
                       String message, Instant recovered, StageSpan span) {
        this(stage, state, history, works, timeline, missions, message, recovered, null, span, null, null);
    }

    /** A stage result without an until="stable" verdict or a span. */
    public StageResult(Stage stage, StageState state, List<StateChange<StageState>> history,
                       List<WorkResult> works, List<TimelineRow> timeline, List<MissionLog> missions,
                       String message, Instant recovered) {
        this(stage, state, history, works, timeline, missions, message, recovered, null, null, null, null);
    }

    /** A stage result measured by the controller that ran it (not recovered). */
    public StageResult(Stage stage, StageState state, List<StateChange<StageState>> history,
                       List<WorkResult> works, List<TimelineRow> timeline, List<MissionLog> missions,
                       String message) {
        this(stage, state, history, works, timeline, missions, message, null, null, null, null, null);
    }

    /**
     * True when a mission's results were built from the snapshots received before its driver
     * was lost (no final report): the stage's counts are what the timeline received, not more.
     */
    public boolean partial() {
        return missions.stream().anyMatch(MissionLog::partial);
    }
}
