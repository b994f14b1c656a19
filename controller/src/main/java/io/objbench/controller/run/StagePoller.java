package io.objbench.controller.run;

import io.objbench.controller.driver.DriverException;
import io.objbench.core.mission.MissionState;
import io.objbench.core.mission.MissionStatus;
import io.objbench.core.stats.Snapshot;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Polls a stage's running missions until all are final: states every check period, snapshots
 * merged into one timeline row per tick (the stage's minimum work interval). A mission that
 * terminates, or a driver that misses several polls in a row, stops the polling with a reason.
 */
final class StagePoller {

    private static final int LOST_AFTER_FAILED_POLLS = 3;

    private final List<MissionHandle> handles;
    private final RunSettings settings;
    private final Consumer<TimelineRow> rows;
    private final TimelineMerger merger;
    private final Duration tick;

    StagePoller(Stage stage, List<MissionHandle> handles, RunSettings settings, Consumer<TimelineRow> rows) {
        this.handles = handles;
        this.settings = settings;
        this.rows = rows;
        this.merger = new TimelineMerger(StageOps.of(stage));
        this.tick = settings.tick() != null ? settings.tick() : Duration.ofSeconds(minInterval(stage));
    }

    /** Polls until every mission is final, {@code cancelled} says so, or a problem goes to {@code stop}. */
    void poll(BooleanSupplier cancelled, Consumer<String> stop) throws InterruptedException {
        Instant nextTick = settings.clock().instant().plus(tick);
        while (true) {
            Duration untilTick = Duration.between(settings.clock().instant(), nextTick);
            settings.sleeper().sleep(untilTick.compareTo(settings.checkPeriod()) < 0 && !untilTick.isNegative()
                    ? untilTick : settings.checkPeriod());
            if (cancelled.getAsBoolean()) {
                return;
            }
            boolean allFinal = true;
            String problem = null;
            for (MissionHandle h : handles) {
                if (!h.state.isFinal()) {
                    problem = problem != null ? problem : pollOne(h);
                }
                allFinal &= h.state.isFinal();
            }
            Instant now = settings.clock().instant();
            if (allFinal || problem != null || !now.isBefore(nextTick)) {
                TimelineRow row = merger.flush(now);
                if (row != null) {
                    rows.accept(row);
                }
                while (!now.isBefore(nextTick)) {
                    nextTick = nextTick.plus(tick);
                }
            }
            if (problem != null) {
                stop.accept(problem);
                return;
            }
            if (allFinal) {
                return;
            }
        }
    }

    /** One status poll; returns why the stage must stop, or null. */
    private String pollOne(MissionHandle h) {
        try {
            MissionStatus s = h.client.status(h.id, h.lastSequence);
            h.failedPolls = 0;
            merger.add(h.id, s.snapshots());
            for (Snapshot snap : s.snapshots()) {
                h.lastSequence = Math.max(h.lastSequence, snap.sequence());
            }
            h.state = s.state();
            if (s.state() == MissionState.TERMINATED || s.state() == MissionState.ABORTED) {
                return "mission " + h.id + " on " + h.assignment.driverName() + " " + s.state().name().toLowerCase(java.util.Locale.ROOT)
                        + (s.message().isEmpty() ? "" : ": " + s.message());
            }
            return null;
        } catch (DriverException | RuntimeException e) {
            // COSBench ignores a failed query; a driver silent several polls in a row is lost
            return ++h.failedPolls >= LOST_AFTER_FAILED_POLLS
                    ? "driver " + h.assignment.driverName() + " lost: " + e.getMessage() : null;
        }
    }

    private static int minInterval(Stage stage) {
        int min = Integer.MAX_VALUE;
        for (Work w : stage.works()) {
            min = Math.min(min, Math.max(1, w.interval()));
        }
        return min == Integer.MAX_VALUE ? 5 : min;
    }
}
