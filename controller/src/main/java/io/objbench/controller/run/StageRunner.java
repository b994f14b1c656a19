package io.objbench.controller.run;

import io.objbench.controller.driver.DriverClient;
import io.objbench.controller.driver.DriverException;
import io.objbench.controller.driver.DriverSet;
import io.objbench.controller.schedule.Assignment;
import io.objbench.controller.schedule.Scheduler;
import io.objbench.controller.schedule.SchedulingException;
import io.objbench.core.mission.Mission;
import io.objbench.core.protocol.MissionIds;
import io.objbench.core.mission.MissionState;
import io.objbench.core.mission.MissionStatus;
import io.objbench.core.workload.Stage;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Runs one stage: schedule → submit all → login all → launch all → poll (timeline) → close all,
 * aborting everything as soon as a driver fails, a mission terminates or the user cancels. Only
 * the drivers live at the stage's start get work; a driver lost while running gets no more calls
 * (its missions end TERMINATED) and the other missions are aborted in parallel.
 * {@link StageOutcome} then decides the final state from the reports.
 */
final class StageRunner {

    private final String workloadId;
    private final Stage stage;
    private final DriverSet drivers;
    private final RunSettings settings;
    private final RunListener listener;
    private final StateHistory<StageState> history;
    private final List<MissionHandle> handles = new CopyOnWriteArrayList<>();
    private final List<TimelineRow> timeline = new ArrayList<>();
    private volatile boolean cancelled;
    private boolean scheduled;
    private String problem;

    StageRunner(String workloadId, Stage stage, DriverSet drivers, RunSettings settings,
                RunListener listener) {
        this.workloadId = workloadId;
        this.stage = stage;
        this.drivers = drivers;
        this.settings = settings;
        this.listener = listener;
        this.history = new StateHistory<>(settings.clock(), StageState.WAITING);
    }

    /** Runs the stage to its end and returns how it ended. */
    StageResult run() {
        listener.stageStarted(workloadId, stage);
        try {
            if (stage.delayOnly()) {
                move(StageState.SLEEPING);
                sleep(stage.closureDelay());
            } else {
                execute();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            cancelled = true;
            abortAll();
        }
        StageOutcome outcome = new StageOutcome(stage, handles, cancelled, problem, scheduled,
                drivers.clockSkewMillis());
        move(outcome.state());
        boolean ran = outcome.state() == StageState.COMPLETED || outcome.state() == StageState.FAILED;
        if (ran && !stage.delayOnly()) {
            try {
                sleep(stage.closureDelay());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        return new StageResult(stage, outcome.state(), history.changes(), outcome.works(), timeline,
                outcome.missionLogs(), outcome.message());
    }

    /** Stops the stage: aborts every mission now (also unblocks a login); partial results are kept. */
    void cancel() {
        cancelled = true;
        for (MissionHandle h : handles) {
            if (h.submitted() && !h.lost && h.report() == null) {
                try {
                    h.reportIfAbsent(h.client.abort(h.id));
                } catch (DriverException | RuntimeException e) {
                    // the runner thread retries when it sees the flag
                }
            }
        }
    }

    private void execute() throws InterruptedException {
        List<Assignment> assignments;
        try {
            assignments = Scheduler.schedule(stage.works(), List.copyOf(drivers.live().keySet()), drivers.configured());
        } catch (SchedulingException e) {
            problem = e.getMessage();
            return;
        }
        scheduled = true;
        for (Assignment a : assignments) {
            Mission m = new Mission(MissionIds.of(workloadId, stage.id(), a.workIndex(), a.driverName()),
                    workloadId, stage.id(), a.work(), a.workers(), a.workerOffset(),
                    settings.seedOf(stage.index(), a.workIndex()));
            handles.add(new MissionHandle(a, m, drivers.live().get(a.driverName())));
        }
        if (!phase(StageState.SUBMITTING, h -> h.id = h.client.submit(h.mission))
                || !phase(StageState.AUTHING, h -> h.client.login(h.id))
                || !loggedIn()
                || !phase(StageState.LAUNCHING, h -> h.client.launch(h.id))) {
            return;
        }
        move(StageState.RUNNING);
        new StagePoller(stage, handles, settings, drivers.missedPollsToLose(), row -> {
            timeline.add(row);
            listener.timelineRow(workloadId, stage, row);
        }, e -> listener.driverEvent(workloadId, stage, e), workloadId + " " + stage.id())
                .poll(() -> cancelled, this::lost);
        if (problem != null || cancelled) {
            abortAll();
            return;
        }
        move(StageState.CLOSING);
        closeAll();
    }

    private boolean phase(StageState state, Parallel.Call call) throws InterruptedException {
        move(state);
        if (!cancelled) {
            problem = Parallel.forEach(handles, call);
        }
        if (problem != null || cancelled) {
            abortAll();
            return false;
        }
        return true;
    }

    /** After login every mission must be AUTHED; a TERMINATED one (login failure) ends the stage. */
    private boolean loggedIn() {
        for (MissionHandle h : handles) {
            try {
                MissionStatus s = h.client.status(h.id, 0);
                h.state = s.state();
                if (s.state() != MissionState.AUTHED) {
                    problem = "mission " + h.id + " on " + h.assignment.driverName() + " is " + s.state()
                            + " after login" + (s.message().isEmpty() ? "" : ": " + s.message());
                }
            } catch (DriverException | RuntimeException e) {
                problem = e.getMessage();
            }
        }
        if (problem != null) {
            abortAll();
            return false;
        }
        return true;
    }

    private void lost(String why) {
        problem = why;
    }

    /** Aborts every mission still without a report, all drivers at once; a lost driver's get no call. */
    private void abortAll() {
        List<MissionHandle> open = new ArrayList<>();
        for (MissionHandle h : handles) {
            if (h.report() != null) {
                continue;
            }
            if (h.lost) {
                h.reportIfAbsent(h.syntheticReport(MissionState.TERMINATED, problem != null ? problem
                        : "driver " + h.assignment.driverName() + " lost"));
            } else if (h.submitted()) {
                open.add(h);
            }
        }
        if (open.isEmpty()) {
            return;
        }
        // aborts must go out even when the stage was interrupted: clear the flag, restore it after
        boolean interrupted = Thread.interrupted();
        try {
            Parallel.forEach(open, h -> {
                try {
                    h.reportIfAbsent(h.client.abort(h.id));
                } catch (DriverException | RuntimeException e) {
                    h.reportIfAbsent(h.syntheticReport(MissionState.TERMINATED, "abort failed: " + e.getMessage()));
                }
            });
        } catch (InterruptedException e) {
            interrupted = true;
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void closeAll() {
        for (MissionHandle h : handles) {
            if (h.report() == null) {
                try {
                    h.reportIfAbsent(h.client.close(h.id));
                } catch (DriverException | RuntimeException e) {
                    problem = problem == null ? e.getMessage() : problem;
                    h.reportIfAbsent(h.syntheticReport(MissionState.TERMINATED, "close failed: " + e.getMessage()));
                }
            }
        }
    }

    /** Sleeps in short steps so a cancel ends the sleep promptly. */
    private void sleep(int seconds) throws InterruptedException {
        long end = settings.clock().millis() + seconds * 1000L;
        long step = Math.max(1, settings.sleepStep().toMillis());
        for (long left = end - settings.clock().millis(); left > 0 && !cancelled;
             left = end - settings.clock().millis()) {
            settings.sleeper().sleep(Duration.ofMillis(Math.min(step, left)));
        }
    }

    private void move(StageState state) {
        if (history.current() != state) {
            history.move(state);
            listener.stageState(workloadId, stage, state);
        }
    }

    /** The stage's state now. */
    StageState state() {
        return history.current();
    }
}
