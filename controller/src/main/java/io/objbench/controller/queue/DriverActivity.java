package io.objbench.controller.queue;

import io.objbench.controller.run.MissionLog;
import io.objbench.controller.run.SentMission;
import io.objbench.controller.run.TelemetryRow;
import io.objbench.controller.run.TimelineRow;
import io.objbench.core.workload.Stage;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What each driver did lately, over every run of this controller: its missions (the last
 * {@link #KEPT_MISSIONS} of the whole fleet), its per-operation rows of the last
 * {@link #KEPT_INTERVALS} timeline intervals and its last telemetry rows. Fed by the live runs,
 * read by the web UI's driver pages; only memory, gone at a restart (the archive keeps the runs).
 * Thread-safe: one monitor, each call short.
 */
public final class DriverActivity {

    /** Missions kept over all drivers. */
    public static final int KEPT_MISSIONS = 200;
    /** Timeline intervals (and telemetry rows) kept per driver. */
    public static final int KEPT_INTERVALS = 12;

    /**
     * One mission as the driver pages show it.
     *
     * @param workloadId   the run
     * @param workloadName its workload's name
     * @param stageId      the stage
     * @param mission      the mission
     * @param sentMillis   when it was submitted (controller clock)
     * @param state        RUNNING until its stage ended, then its final state
     */
    public record MissionRow(String workloadId, String workloadName, String stageId, SentMission mission,
                             long sentMillis, String state) {
    }

    /**
     * One driver's share of one timeline interval.
     *
     * @param workloadId the run
     * @param stageId    the stage
     * @param atMillis   when the controller merged the interval
     * @param ops        the driver's rows of that interval, one per operation
     */
    public record Interval(String workloadId, String stageId, long atMillis, List<TimelineRow.DriverOp> ops,
                           Map<String, String> opNames) {

        /** The operation's display name ({@code read}, {@code 2-write}…), its id when unknown. */
        public String name(TimelineRow.DriverOp op) {
            return opNames.getOrDefault(op.opId(), op.opId());
        }
    }

    private final ArrayDeque<MissionRow> missions = new ArrayDeque<>();
    private final Map<String, ArrayDeque<Interval>> intervals = new HashMap<>();
    private final Map<String, ArrayDeque<TelemetryRow>> telemetry = new HashMap<>();

    synchronized void sent(String workloadId, String workloadName, String stageId, List<SentMission> sent,
                           long nowMillis) {
        for (SentMission m : sent) {
            if (missions.size() == KEPT_MISSIONS) {
                missions.removeFirst();
            }
            missions.addLast(new MissionRow(workloadId, workloadName, stageId, m, nowMillis, "RUNNING"));
        }
    }

    /** The stage's missions take the states their reports gave (the stage's own when a log is missing). */
    synchronized void ended(String workloadId, String stageId, List<MissionLog> logs, String stageState) {
        Map<String, String> states = new HashMap<>();
        logs.forEach(l -> states.put(l.report().missionId(), l.report().state().name()));
        List<MissionRow> updated = new ArrayList<>(missions.size());
        for (MissionRow r : missions) {
            if (r.workloadId().equals(workloadId) && r.stageId().equals(stageId) && r.state().equals("RUNNING")) {
                r = new MissionRow(r.workloadId(), r.workloadName(), r.stageId(), r.mission(), r.sentMillis(),
                        states.getOrDefault(r.mission().missionId(), stageState));
            }
            updated.add(r);
        }
        missions.clear();
        missions.addAll(updated);
    }

    synchronized void interval(String workloadId, Stage stage, TimelineRow row) {
        Map<String, String> names = new HashMap<>();
        stage.works().forEach(w -> w.operations().forEach(o -> names.put(o.id(), o.name())));
        Map<String, List<TimelineRow.DriverOp>> per = new HashMap<>();
        row.drivers().forEach(d -> per.computeIfAbsent(d.driver(), k -> new ArrayList<>()).add(d));
        per.forEach((driver, ops) -> keep(intervals, driver,
                new Interval(workloadId, stage.id(), row.at().toEpochMilli(), List.copyOf(ops), Map.copyOf(names))));
    }

    synchronized void telemetry(List<TelemetryRow> rows) {
        for (TelemetryRow r : rows) {
            ArrayDeque<TelemetryRow> kept = telemetry.get(r.driver());
            // a driver's missions share its JVM: an interval already kept (another mission's) is not repeated
            if (kept == null || kept.isEmpty() || r.endMicros() > kept.getLast().endMicros()) {
                keep(telemetry, r.driver(), r);
            }
        }
    }

    private static <T> void keep(Map<String, ArrayDeque<T>> map, String driver, T item) {
        ArrayDeque<T> kept = map.computeIfAbsent(driver, k -> new ArrayDeque<>());
        if (kept.size() == KEPT_INTERVALS) {
            kept.removeFirst();
        }
        kept.addLast(item);
    }

    /** The driver's kept missions, newest first. */
    public synchronized List<MissionRow> missions(String driver) {
        List<MissionRow> out = new ArrayList<>();
        missions.descendingIterator().forEachRemaining(r -> {
            if (r.mission().driver().equals(driver)) {
                out.add(r);
            }
        });
        return out;
    }

    /** The driver's kept intervals, newest first. */
    public synchronized List<Interval> intervals(String driver) {
        return newestFirst(intervals.get(driver));
    }

    /** The driver's kept telemetry rows, newest first. */
    public synchronized List<TelemetryRow> telemetry(String driver) {
        return newestFirst(telemetry.get(driver));
    }

    private static <T> List<T> newestFirst(ArrayDeque<T> kept) {
        List<T> out = new ArrayList<>();
        if (kept != null) {
            kept.descendingIterator().forEachRemaining(out::add);
        }
        return out;
    }
}
