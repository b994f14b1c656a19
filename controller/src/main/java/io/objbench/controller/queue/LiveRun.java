package io.objbench.controller.queue;

import io.objbench.controller.history.RunViews;
import io.objbench.controller.run.RunListener;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.StageState;
import io.objbench.controller.run.TimelineRow;
import io.objbench.controller.run.WorkloadRunner;
import io.objbench.controller.run.WorkloadState;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.core.protocol.WorkloadView.StageView;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Workload;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A workload the queue holds (queued or running) and what is known of it so far. It listens to
 * its own run: stage states and the latest timeline row of each operation, then the final
 * report. Guarded by its own monitor; listener calls return at once.
 */
final class LiveRun implements RunListener {

    final String id;
    final Workload workload;
    final Instant submitted;
    final String fileName;
    /** Completed once the run ended and its archive was written or refused (waiters need no polling). */
    final java.util.concurrent.CompletableFuture<WorkloadQueue.RunEnd> ended = new java.util.concurrent.CompletableFuture<>();
    private RunRecorder recorder = RunRecorder.NONE;
    /** The run's totals for /metrics; set before the run starts. */
    private volatile io.objbench.controller.metrics.RunTally tally;
    /** Where the driver pages read each driver's missions and intervals; set before the run starts. */
    private volatile DriverActivity activity;
    private volatile java.time.Clock clock = java.time.Clock.systemUTC();
    private WorkloadState state = WorkloadState.QUEUING;
    private Instant started;
    private String currentStage = "";
    /** Index of the running stage (or the next one between stages), and when it started. */
    private int stageIndex;
    private Instant stageStart;
    private final Map<String, StageView> stages = new LinkedHashMap<>();
    private boolean cancelled;
    private WorkloadRunner runner;
    // the last rows of each stage for the web UI's live charts; bounded so a long run stays small
    private final Map<String, java.util.ArrayDeque<TimelineRow>> rows = new LinkedHashMap<>();
    // the last driver telemetry rows of each stage, for the live page's driver charts
    private final Map<String, java.util.ArrayDeque<io.objbench.controller.run.TelemetryRow>> telemetry =
            new LinkedHashMap<>();
    /** How many telemetry rows a stage keeps for live views (over all its drivers). */
    static final int KEPT_TELEMETRY = 240;

    // each stage's start and driver events, for the live page's stage clock and lost-driver marks
    private final Map<String, Instant> stageStarts = new LinkedHashMap<>();
    private final Map<String, List<io.objbench.controller.run.DriverEvent>> events = new LinkedHashMap<>();
    /** How many driver events a stage keeps for live views (a flapping driver must not grow it without end). */
    static final int KEPT_EVENTS = 200;

    /** How many timeline rows a stage keeps for live views (one per second: an hour). */
    static final int KEPT_ROWS = 3600;

    LiveRun(String id, Workload workload, String fileName, Instant submitted) {
        this.fileName = fileName;
        this.id = id;
        this.workload = workload;
        this.submitted = submitted;
        for (Stage s : workload.plannedStages()) {
            stages.put(s.id(), new StageView(s.id(), StageState.WAITING.name(), List.of()));
        }
    }

    /** Writes the run's progress into {@code archive} as it goes (timeline rows, each ended stage). */
    void recordTo(io.objbench.controller.archive.Archive archive) {
        recorder = new RunRecorder(archive, id, workload, submitted, this::startedAt);
    }

    /** Adds the run's timeline rows to {@code t} as they arrive (the controller's /metrics). */
    void tallyTo(io.objbench.controller.metrics.RunTally t) {
        tally = t;
    }

    /** Tells {@code a} this run's missions, per-driver intervals and telemetry as they come. */
    void activityTo(DriverActivity a, java.time.Clock c) {
        activity = a;
        clock = c;
    }

    @Override
    public void missionsSent(String workloadId, Stage stage, List<io.objbench.controller.run.SentMission> missions) {
        DriverActivity a = activity;
        if (a != null) {
            a.sent(id, workload.name(), stage.id(), missions, clock.millis());
        }
    }

    /** Waits until the run's progress is in the archive (before its final archive is written). */
    void recorded() {
        recorder.finish();
    }

    /** Moves a queued run to PROCESSING; false when it was cancelled meanwhile. */
    synchronized boolean start(Instant at) {
        if (cancelled) {
            return false;
        }
        state = WorkloadState.PROCESSING;
        started = at;
        return true;
    }

    /** Attaches the runner; cancels it at once if the run was cancelled meanwhile. */
    synchronized void attach(WorkloadRunner r) {
        runner = r;
        if (cancelled) {
            r.cancel();
        }
    }

    /** Marks the run cancelled; returns the state it had (QUEUING: the caller archives it at once). */
    synchronized WorkloadState cancel() {
        if (!cancelled && !state.isFinal()) {
            cancelled = true;
            if (runner != null) {
                runner.cancel();
            }
        }
        return state;
    }

    synchronized boolean cancelled() {
        return cancelled;
    }

    synchronized Instant startedAt() {
        return started;
    }

    synchronized WorkloadView view() {
        return new WorkloadView(id, workload.name(), state.name(), submitted.toEpochMilli(),
                started == null ? 0 : started.toEpochMilli(), 0, currentStage, new ArrayList<>(stages.values()), "");
    }

    /** The kept timeline rows of a stage with a version above {@code afterVersion}, oldest first. */
    synchronized List<TimelineRow> timeline(String stageId, long afterVersion) {
        java.util.ArrayDeque<TimelineRow> kept = rows.get(stageId);
        if (kept == null) {
            return List.of();
        }
        return kept.stream().filter(r -> r.version() > afterVersion).toList();
    }

    @Override
    public synchronized void stageStarted(String workloadId, Stage stage) {
        currentStage = stage.id();
        stageIndex = Math.max(0, workload.stages().indexOf(stage));
        stageStart = Instant.now();
        stageStarts.put(stage.id(), stageStart);
    }

    /** The stage's start and driver events so far. */
    synchronized LiveStage stage(String stageId) {
        List<io.objbench.controller.run.DriverEvent> seen = events.get(stageId);
        return new LiveStage(stageStarts.get(stageId), seen == null ? List.of() : seen);
    }

    /** The run's time left at {@code now}: the running stage's rest, then the later stages whole. */
    synchronized io.objbench.controller.plan.TimeEstimate timeLeft(Instant now) {
        if (state.isFinal()) {
            return io.objbench.controller.plan.TimeEstimate.ZERO;
        }
        long elapsed = stageStart == null ? 0 : Math.max(0, java.time.Duration.between(stageStart, now).toSeconds());
        return io.objbench.controller.plan.TimeEstimate.left(workload.stages(), stageIndex, elapsed);
    }

    @Override
    public synchronized void stageState(String workloadId, Stage stage, StageState s) {
        StageView old = stages.get(stage.id());
        stages.put(stage.id(), new StageView(stage.id(), s.name(), old == null ? List.of() : old.ops()));
    }

    @Override
    public void timelineRow(String workloadId, Stage stage, TimelineRow row) {
        List<WorkloadView.OpView> ops = RunViews.row(stage, row); // decoded outside the lock
        synchronized (this) {
            StageView old = stages.get(stage.id());
            stages.put(stage.id(), new StageView(stage.id(), old == null ? StageState.RUNNING.name() : old.state(), ops));
            java.util.ArrayDeque<TimelineRow> kept = rows.computeIfAbsent(stage.id(), k -> new java.util.ArrayDeque<>());
            if (kept.size() == KEPT_ROWS) {
                kept.removeFirst();
            }
            kept.addLast(row);
        }
        recorder.timelineRow(stage, row);
        DriverActivity a = activity;
        if (a != null) {
            a.interval(id, stage, row);
        }
        io.objbench.controller.metrics.RunTally t = tally;
        if (t != null) {
            t.add(stage, row);
        }
    }

    @Override
    public synchronized void telemetry(String workloadId, Stage stage, List<io.objbench.controller.run.TelemetryRow> rows) {
        DriverActivity a = activity;
        if (a != null) {
            a.telemetry(rows);
        }
        var kept = telemetry.computeIfAbsent(stage.id(), k -> new java.util.ArrayDeque<>());
        for (var r : rows) {
            if (kept.size() == KEPT_TELEMETRY) {
                kept.removeFirst();
            }
            kept.addLast(r);
        }
    }

    /** The kept driver telemetry rows of a stage, oldest first. */
    synchronized List<io.objbench.controller.run.TelemetryRow> telemetry(String stageId) {
        var kept = telemetry.get(stageId);
        return kept == null ? List.of() : List.copyOf(kept);
    }

    @Override
    public void driverEvent(String workloadId, Stage stage, io.objbench.controller.run.DriverEvent event) {
        synchronized (this) {
            List<io.objbench.controller.run.DriverEvent> seen = events.computeIfAbsent(stage.id(), k -> new ArrayList<>());
            // the loss itself is always kept: it is what the live page marks
            if (seen.size() < KEPT_EVENTS || event.kind() == io.objbench.controller.run.DriverEvent.Kind.LOST) {
                seen.add(event);
            }
        }
        recorder.driverEvent(stage, event);
    }

    @Override
    public void stageEnded(String workloadId, StageResult result) {
        StageView view = RunViews.stage(result);
        synchronized (this) {
            stages.put(view.id(), view);
            if (currentStage.equals(view.id())) {
                currentStage = "";
                stageIndex = workload.stages().indexOf(result.stage()) + 1; // the next stage, not started yet
                stageStart = null;
            }
        }
        recorder.stageEnded(result);
        DriverActivity a = activity;
        if (a != null) {
            a.ended(id, result.stage().id(), result.missions(), result.state().name());
        }
        io.objbench.controller.metrics.RunTally t = tally;
        if (t != null && result.verdict() != null) {
            t.verdict(result.stage().id(), List.copyOf(result.verdict().codes()));
        }
    }
}
