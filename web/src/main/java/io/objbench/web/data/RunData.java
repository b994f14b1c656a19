package io.objbench.web.data;

import io.objbench.controller.archive.ArchiveReader;
import io.objbench.controller.history.History;
import io.objbench.controller.history.PastRun;
import io.objbench.controller.queue.WorkloadQueue;
import io.objbench.controller.run.TimelineRow;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Workload;
import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * The data behind the live and report pages for one run id, whether the run is still in the
 * queue (series from the rows the queue keeps) or in the history (series from its archive).
 */
public final class RunData {

    private final WorkloadQueue queue;
    private final History history;
    private final ReportCache reports = new ReportCache();

    private final java.time.ZoneId zone;

    /** {@code zone}: the archive's (its CSV timestamps are written in it). */
    public RunData(WorkloadQueue queue, History history, java.time.ZoneId zone) {
        this.queue = queue;
        this.history = history;
        this.zone = zone;
    }

    /** The run's view, empty when the id is unknown. */
    public Optional<WorkloadView> view(String id) {
        return queue.view(id);
    }

    /** True while the run is queued or running (not yet in the history). */
    public boolean active(String id) {
        return history.get(id).isEmpty() && queue.workload(id).isPresent();
    }

    /**
     * The live update of run {@code id}: states, and the points of {@code stageId} (the running
     * stage when null or empty) after version {@code after}. Empty when the id is unknown.
     */
    public Optional<LiveUpdate> update(String id, String stageId, long after) throws IOException {
        Optional<WorkloadView> view = queue.view(id);
        if (view.isEmpty()) {
            return Optional.empty();
        }
        WorkloadView v = view.get();
        String stage = stageId == null || stageId.isEmpty() ? v.currentStage() : stageId;
        Optional<PastRun> past = history.get(id);
        if (past.isPresent()) {
            return Optional.of(LiveUpdate.of(v, false, archived(past.get(), stage, after))
                    .withProgress(stage.isEmpty() ? null : StageProgress.position(v, stage,
                            past.get().directory().isEmpty() ? List.of()
                                    : ArchivedEvents.read(past.get().dir(), stage, zone))));
        }
        Optional<Workload> workload = queue.workload(id);
        Optional<List<TimelineRow>> rows = queue.timeline(id, stage, after);
        StageSeries series = null;
        StageProgress progress = null;
        Optional<io.objbench.controller.plan.TimeEstimate> timeLeft = queue.timeLeft(id);
        if (workload.isPresent() && rows.isPresent()) {
            Optional<Stage> s = stage(workload.get(), stage);
            if (s.isPresent()) {
                series = LiveSeries.of(id, v.state(), s.get(), rows.get(), after);
                Optional<io.objbench.controller.queue.LiveStage> live = queue.liveStage(id, stage);
                if (live.isPresent()) {
                    progress = StageProgress.of(v, s.get(), live.get(), timeLeft.orElse(null));
                }
            }
        }
        String left = timeLeft.map(io.objbench.controller.plan.TimeEstimate::brief).orElse("");
        return Optional.of(LiveUpdate.of(v, workload.isPresent(), series, left,
                queue.telemetry(id, stage).orElse(List.of())).withProgress(progress));
    }

    /** The archived report of a past run; empty when unknown, active or not archived. */
    public Optional<RunReport> report(String id) throws IOException {
        Optional<PastRun> past = history.get(id);
        return past.isEmpty() ? Optional.empty() : reports.read(past.get(), true).map(ReportReader.WithWorkload::report);
    }

    /**
     * The archived report of a past run with its archived workload, for an HTML page: without the
     * latency distributions (the pages' scripts load them as JSON); empty as {@link #report}.
     */
    public Optional<ReportReader.WithWorkload> reportWithWorkload(String id) throws IOException {
        Optional<PastRun> past = history.get(id);
        return past.isEmpty() ? Optional.empty() : reports.read(past.get(), false);
    }

    private static StageSeries archived(PastRun run, String stageId, long after) throws IOException {
        if (run.directory().isEmpty() || stageId.isEmpty()) {
            return null;
        }
        Optional<Stage> stage = ArchiveReader.workload(run.dir()).flatMap(w -> stage(w, stageId));
        if (stage.isEmpty()) {
            return null;
        }
        StageSeries all = ArchivedSeries.read(run.view().id(), run.view().state(), run.dir(), stage.get());
        if (after <= 0) {
            return all;
        }
        List<StageSeries.OpSeries> ops = all.ops().stream().map(o -> new StageSeries.OpSeries(o.opId(), o.label(), o.work(),
                o.points().stream().filter(p -> p.version() > after).toList())).toList();
        return new StageSeries(all.workloadId(), all.stage(), all.state(), Math.max(after, all.lastVersion()), ops);
    }

    private static Optional<Stage> stage(Workload w, String id) {
        return w.stages().stream().filter(s -> s.id().equals(id)).findFirst();
    }
}
