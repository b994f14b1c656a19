package io.objbench.web.data;

import io.objbench.controller.plan.TimeEstimate;
import io.objbench.controller.queue.LiveStage;
import io.objbench.controller.run.DriverEvent;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.WorkType;
import java.util.ArrayList;
import java.util.List;

/**
 * Where the live page's stage stands: "stage n of m", its clock against its limits, the run's
 * time left, its works' ramp-up and ramp-down (shaded on the time charts) and its drivers'
 * events (a lost driver is marked on the charts and kept in the per-driver table).
 *
 * @param index          1-based position of the stage among the run's stages; 0 when not among them
 * @param count          how many stages the run has
 * @param startedMillis  epoch ms the stage started on the controller; 0 when unknown (not started,
 *                       or an ended run read from its archive)
 * @param minSeconds     the stage lasts at least this long by its limits (0 when unknown)
 * @param maxSeconds     at most this long; -1 when no limit bounds it (it ends on operations, bytes…)
 * @param leftMinSeconds the run's time left, at least (the stage's rest, then the later stages); -1 once ended
 * @param leftMaxSeconds at most; -1 when unbounded or ended
 * @param ramps          the works' ramp-up and ramp-down as seconds since the stage started
 * @param events         the stage's driver events so far (live runs only)
 */
public record StageProgress(int index, int count, long startedMillis, long minSeconds, long maxSeconds,
                           long leftMinSeconds, long leftMaxSeconds, List<Ramp> ramps, List<Event> events) {

    public StageProgress {
        ramps = List.copyOf(ramps);
        events = List.copyOf(events);
    }

    /**
     * A ramp of one or more works.
     *
     * @param kind        {@code ramp-up} or {@code ramp-down}
     * @param fromSeconds start, seconds since the stage started
     * @param toSeconds   end, likewise
     */
    public record Ramp(String kind, long fromSeconds, long toSeconds) {
    }

    /**
     * A driver event as the page shows it.
     *
     * @param driver   the driver
     * @param kind     {@code LOST}, {@code MISSED_POLL}, {@code RESUMED}, {@code LONG_INTERVAL}
     * @param atMillis epoch ms the controller saw it
     * @param detail   the error, or the snapshot's length
     */
    public record Event(String driver, String kind, long atMillis, String detail) {
    }

    /** The position of {@code stageId} in {@code view} and its archived driver {@code events} (an ended run). */
    public static StageProgress position(WorkloadView view, String stageId, List<Event> events) {
        return new StageProgress(index(view, stageId), view.stages().size(), 0, 0, -1, -1, -1, List.of(), events);
    }

    /** The progress of {@code stage} of an active run, with the run's time {@code left}. */
    public static StageProgress of(WorkloadView view, Stage stage, LiveStage live, TimeEstimate left) {
        TimeEstimate limits = TimeEstimate.of(stage);
        List<Event> events = live.events().stream().map(StageProgress::event).toList();
        return new StageProgress(index(view, stage.id()), view.stages().size(),
                live.started() == null ? 0 : live.started().toEpochMilli(), limits.minSeconds(), limits.maxSeconds(),
                left == null ? -1 : left.minSeconds(), left == null ? -1 : left.maxSeconds(), ramps(stage), events);
    }

    /** Each timed work's ramp-up and ramp-down, counted from the stage's start, the same ones once. */
    static List<Ramp> ramps(Stage stage) {
        List<Ramp> out = new ArrayList<>();
        for (Work w : stage.works()) {
            if (w.type() != WorkType.NORMAL || w.runtime() <= 0) {
                continue;
            }
            long end = (long) w.rampup() + w.runtime();
            add(out, w.rampup() > 0 ? new Ramp("ramp-up", 0, w.rampup()) : null);
            add(out, w.rampdown() > 0 ? new Ramp("ramp-down", end, end + w.rampdown()) : null);
        }
        return out;
    }

    private static void add(List<Ramp> out, Ramp r) {
        if (r != null && !out.contains(r)) {
            out.add(r);
        }
    }

    private static int index(WorkloadView view, String stageId) {
        for (int i = 0; i < view.stages().size(); i++) {
            if (view.stages().get(i).id().equals(stageId)) {
                return i + 1;
            }
        }
        return 0;
    }

    private static Event event(DriverEvent e) {
        return new Event(e.driver(), e.kind().name(), e.at().toEpochMilli(), e.detail() == null ? "" : e.detail());
    }
}
