package io.objbench.controller.queue;

import io.objbench.controller.archive.Archive;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.StageState;
import io.objbench.controller.run.StateChange;
import io.objbench.controller.run.TimelineRow;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.controller.run.WorkloadState;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Workload;
import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Writes a running workload into its archive directory as it goes, so a controller crash keeps
 * what was measured: each timeline row appended to its stage's CSV as it arrives, and after each
 * stage the run's summary, JSON and stage files with the stages ended so far (the others WAITING);
 * drivers' missed polls, pauses and losses to {@code driver-events.csv}.
 * A write that fails (a full disk) is logged once and the run goes on; the archive written at
 * the end says whether the run was archived. Called from the run's thread only.
 */
final class RunRecorder {

    /** Records nothing (a run without an archive, in tests). */
    static final RunRecorder NONE = new RunRecorder(null, null, null, null, null);

    private static final System.Logger LOG = System.getLogger(RunRecorder.class.getName());

    private final Archive archive;
    private final String id;
    private final Workload workload;
    private final Instant submitted;
    private final Supplier<Instant> started;
    private final List<StageResult> ended = new ArrayList<>();
    private boolean warned;

    RunRecorder(Archive archive, String id, Workload workload, Instant submitted, Supplier<Instant> started) {
        this.archive = archive;
        this.id = id;
        this.workload = workload;
        this.submitted = submitted;
        this.started = started;
    }

    void timelineRow(Stage stage, TimelineRow row) {
        if (archive == null) {
            return;
        }
        try {
            archive.appendTimelineRow(id, workload.name(), stage, row);
        } catch (IOException | RuntimeException e) {
            failed(e);
        }
    }

    void driverEvent(Stage stage, io.objbench.controller.run.DriverEvent event) {
        if (archive == null) {
            return;
        }
        try {
            archive.appendDriverEvent(id, workload.name(), stage, event);
        } catch (IOException | RuntimeException e) {
            failed(e);
        }
    }

    void stageEnded(StageResult result) {
        if (archive == null) {
            return;
        }
        ended.add(result);
        Instant now = Instant.now();
        List<StageResult> stages = new ArrayList<>(ended);
        java.util.Set<String> endedIds = new java.util.HashSet<>();
        ended.forEach(r -> endedIds.add(r.stage().id()));
        for (Stage s : workload.plannedStages().stream().filter(p -> !endedIds.contains(p.id())).toList()) {
            stages.add(new StageResult(s, StageState.WAITING, List.of(new StateChange<>(StageState.WAITING, now)),
                    List.of(), List.of(), List.of(), ""));
        }
        Instant start = started.get();
        List<StateChange<WorkloadState>> history = new ArrayList<>();
        history.add(new StateChange<>(WorkloadState.QUEUING, submitted));
        history.add(new StateChange<>(WorkloadState.PROCESSING, start == null ? now : start));
        try {
            archive.writeFiles(new WorkloadResult(id, workload, WorkloadState.PROCESSING, history, submitted,
                    start == null ? now : start, now, stages));
        } catch (IOException | RuntimeException e) {
            failed(e);
        }
    }

    private void failed(Exception e) {
        if (!warned) {
            warned = true;
            LOG.log(System.Logger.Level.ERROR, "cannot write the progress of workload " + id + " into the archive"
                    + " (later failures of this run are not logged): " + e);
        }
    }
}
