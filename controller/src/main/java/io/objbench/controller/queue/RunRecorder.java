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
 * the end says whether the run was archived. Called from the run's thread only; the writing
 * itself happens in order on one background thread, so the next stage starts while the last one
 * is archived (the run's fixed cost between stages stays small), and {@link #finish} waits for it
 * before the run's final archive is written. After a stage only that stage's files are written
 * (the run's summary files whole), so the cost does not grow with the stages already ended.
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
    private volatile boolean warned;
    /** One thread, in submission order: rows, events and stage files land as they came. */
    private final java.util.concurrent.ExecutorService writer;

    RunRecorder(Archive archive, String id, Workload workload, Instant submitted, Supplier<Instant> started) {
        this.archive = archive;
        this.id = id;
        this.workload = workload;
        this.submitted = submitted;
        this.started = started;
        this.writer = archive == null ? null : java.util.concurrent.Executors.newSingleThreadExecutor(
                Thread.ofPlatform().daemon().name("archive-" + id).factory());
    }

    /** Writes in the background, in order; a failure is logged once. */
    private void write(WriteStep step) {
        try {
            writer.execute(() -> {
                try {
                    step.run();
                } catch (IOException | RuntimeException e) {
                    failed(e);
                }
            });
        } catch (java.util.concurrent.RejectedExecutionException e) {
            failed(e); // finished already: a listener call after the run's end
        }
    }

    /** One write into the archive. */
    @FunctionalInterface
    private interface WriteStep {
        void run() throws IOException;
    }

    /**
     * Waits until everything recorded so far is written, then stops the writer: the run's final
     * archive must not be overwritten by a late progress write. Idempotent.
     */
    void finish() {
        if (writer == null) {
            return;
        }
        writer.shutdown();
        try {
            if (!writer.awaitTermination(5, java.util.concurrent.TimeUnit.MINUTES)) {
                failed(new IOException("the archive's progress writes did not end within 5 minutes"));
                writer.shutdownNow();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            writer.shutdownNow();
        }
    }

    void timelineRow(Stage stage, TimelineRow row) {
        if (archive == null) {
            return;
        }
        write(() -> archive.appendTimelineRow(id, workload.name(), stage, row));
    }

    void driverEvent(Stage stage, io.objbench.controller.run.DriverEvent event) {
        if (archive == null) {
            return;
        }
        write(() -> archive.appendDriverEvent(id, workload.name(), stage, event));
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
        WorkloadResult progress = new WorkloadResult(id, workload, WorkloadState.PROCESSING, history, submitted,
                start == null ? now : start, now, stages);
        write(() -> archive.writeProgress(progress, result));
    }

    private void failed(Exception e) {
        if (!warned) {
            warned = true;
            LOG.log(System.Logger.Level.ERROR, "cannot write the progress of workload " + id + " into the archive"
                    + " (later failures of this run are not logged): " + e);
        }
    }
}
