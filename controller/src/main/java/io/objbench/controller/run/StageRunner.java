package io.objbench.controller.run;

import io.objbench.core.concurrent.ControlThreads;
import io.objbench.core.driver.DriverClient;
import io.objbench.core.driver.DriverException;
import io.objbench.controller.driver.DriverSet;
import io.objbench.controller.schedule.Assignment;
import io.objbench.controller.schedule.Scheduler;
import io.objbench.controller.schedule.SchedulingException;
import io.objbench.core.mission.Mission;
import io.objbench.core.protocol.MissionIds;
import io.objbench.core.mission.MissionState;
import io.objbench.core.mission.MissionStatus;
import io.objbench.core.stats.Exemplar;
import io.objbench.core.stats.Exemplars;
import io.objbench.core.workload.Stage;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;

/**
 * Runs one stage: schedule → submit all → login all → launch all → poll (timeline) → close all,
 * aborting everything as soon as a driver fails, a mission terminates or the user cancels. Only
 * the drivers live at the stage's start get work; a driver lost while running gets no more calls
 * (its missions end TERMINATED) and the other missions are aborted in parallel, or, with
 * {@code onDriverLoss="continue"}, go on (the loss then makes the verdict suspect).
 * {@link StageOutcome} then decides the final state from the reports.
 */
final class StageRunner {

    /**
     * How long one abort may take before the mission's report is given up (a synthetic one is
     * kept): a driver stops its workers within this on its own; an unresponsive one must not
     * hold the stage longer.
     */
    static final Duration ABORT_TIMEOUT = Duration.ofSeconds(10);

    private static final System.Logger LOG = System.getLogger(StageRunner.class.getName());

    private final String workloadId;
    private final Stage stage;
    private final DriverSet drivers;
    private final RunSettings settings;
    private final RunListener listener;
    private final StateHistory<StageState> history;
    private final List<MissionHandle> handles = new CopyOnWriteArrayList<>();
    private final List<TimelineRow> timeline = new ArrayList<>();
    private volatile boolean cancelled;
    /** Counted down by a cancel: the poller's wait ends at once. */
    private final CountDownLatch wake = new CountDownLatch(1);
    private boolean scheduled;
    private String problem;
    private StableWatch watch;
    /** The running stage's poller (null before it runs): the drivers it lost and went on without. */
    private StagePoller poller;
    // how many telemetry rows the listener was given (live views)
    private int telemetrySent;

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
        releaseAll();
        // an until="stable" stage's figures start where its judged series did: one cut for both
        StageOutcome outcome = new StageOutcome(stage, handles, cancelled, problem, scheduled,
                drivers.clockSkewMillis(), watch == null ? null : watch.warmupEnd());
        move(outcome.state());
        afterWork.run(); // the stage's trigger stops here, before the closure delay (COSBench)
        boolean ran = outcome.state() == StageState.COMPLETED || outcome.state() == StageState.FAILED;
        if (ran && !stage.delayOnly() && stage.closureDelay() > 0) {
            // as COSBench: "sleeping @" then the end again in the Detailed Status (COSBench then
            // always writes completed; objbench keeps a failed stage failed)
            move(StageState.SLEEPING);
            try {
                sleep(stage.closureDelay());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            move(outcome.state());
        }
        List<TelemetryRow> telemetry = telemetry();
        StageVerdict verdict = null;
        if (!stage.delayOnly() && !outcome.works().isEmpty()) {
            verdict = StageValidity.judge(outcome.works(), telemetry, skews(), settings.validity())
                    .with(lossReasons());
            // a result, not a fault of the controller: INFO either way (the CLI prints it in its summary)
            LOG.log(System.Logger.Level.INFO,
                    "stage " + stage.id() + " of " + workloadId + ": " + String.join("; ", verdict.describe()));
        }
        return new StageResult(stage, outcome.state(), history.changes(), outcome.works(), timeline,
                outcome.missionLogs(), outcome.message(), null, steady(outcome), span(), outcome.steady(),
                outcome.whole(), ClientNetwork.of(handles), slowest(handles), telemetry, verdict);
    }

    /**
     * The stage's slowest requests: the k slowest per operation (its {@code exemplars} key) of
     * every mission's, each with its driver's name. Exact: each mission kept its own k slowest.
     */
    static List<Exemplar> slowest(List<MissionHandle> handles) {
        List<Exemplar> all = new ArrayList<>();
        Map<String, Integer> keep = new HashMap<>();
        for (MissionHandle h : handles) {
            for (Exemplar e : h.slowest()) {
                all.add(e);
                keep.putIfAbsent(e.opId(), h.exemplarsKept(e.opId()));
            }
        }
        return Exemplars.slowest(all, op -> keep.getOrDefault(op, Exemplars.DEFAULT_KEEP));
    }

    /** Each driver's telemetry rows: its first mission's (the missions of one driver share its JVM). */
    private List<TelemetryRow> telemetry() {
        java.util.Set<String> seen = new java.util.HashSet<>();
        List<TelemetryRow> rows = new ArrayList<>();
        for (MissionHandle h : handles) {
            List<TelemetryRow> own = h.telemetry();
            if (!own.isEmpty() && seen.add(h.assignment.driverName())) {
                rows.addAll(own);
            }
        }
        return rows;
    }

    /** One verdict reason per driver the stage lost and went on without (onDriverLoss="continue"). */
    private List<StageVerdict.Reason> lossReasons() {
        if (poller == null) {
            return List.of();
        }
        return poller.losses().stream().map(l -> l.reason(settings.clock().getZone())).toList();
    }

    /** The measured clock skew of every driver that ran a mission of the stage. */
    private java.util.Map<String, Long> skews() {
        java.util.Map<String, Long> skews = new java.util.LinkedHashMap<>();
        for (MissionHandle h : handles) {
            Long skew = drivers.clockSkewMillis().get(h.assignment.driverName());
            if (skew != null) {
                skews.put(h.assignment.driverName(), skew);
            }
        }
        return skews;
    }

    /** When the stage's operations ran, from the snapshots its missions delivered; null when none ran. */
    private StageSpan span() {
        long first = Long.MAX_VALUE;
        long last = Long.MIN_VALUE;
        for (MissionHandle h : handles) {
            first = Math.min(first, h.firstOpMicros());
            last = Math.max(last, h.lastOpMicros());
        }
        return first <= last ? new StageSpan(first, last) : null;
    }

    /**
     * Stops the stage and returns at once: the poller wakes now, and every mission is aborted
     * (also unblocking a login) in parallel on other threads, each call bounded by
     * {@link #ABORT_TIMEOUT}, so one unresponsive driver delays neither the caller nor the
     * others. Partial results are kept; the runner thread ends the stage.
     */
    void cancel() {
        cancelled = true;
        wake.countDown();
        List<MissionHandle> open = new ArrayList<>();
        for (MissionHandle h : handles) {
            if (h.submitted() && !h.lost && h.report() == null) {
                open.add(h);
            }
        }
        if (!open.isEmpty()) {
            ControlThreads.start("cancel-" + workloadId + "-" + stage.id(), () -> {
                try {
                    Parallel.forEach(open, h -> h.reportIfAbsent(h.client.abort(h.id, ABORT_TIMEOUT)));
                } catch (InterruptedException e) {
                    // nothing waits for this thread
                }
            });
        }
    }

    private void execute() throws InterruptedException {
        move(StageState.BOOTING); // COSBench's boot phase: the drivers checked, the works scheduled
        if (!submitAll()) {
            return;
        }
        if (!phase(StageState.AUTHING, h -> h.afterLogin = h.client.loginStatus(h.id))
                || !loggedIn()
                || !phase(StageState.LAUNCHING, h -> h.client.launch(h.id))) {
            return;
        }
        move(StageState.RUNNING);
        watch = StableWatch.of(stage, handles);
        poller = new StagePoller(stage, handles, settings, drivers.missedPollsToLose(), row -> {
            timeline.add(row);
            listener.timelineRow(workloadId, stage, row);
            List<TelemetryRow> all = telemetry();
            if (all.size() > telemetrySent) {
                listener.telemetry(workloadId, stage, List.copyOf(all.subList(telemetrySent, all.size())));
                telemetrySent = all.size();
            }
        }, e -> listener.driverEvent(workloadId, stage, e), workloadId + " " + stage.id());
        poller.watch(watch).poll(() -> cancelled, this::lost, wake, drivers.link());
        if (problem != null || cancelled) {
            abortAll();
            return;
        }
        move(StageState.CLOSING);
        closeAll();
    }

    /**
     * Schedules the stage over the live drivers and submits every mission. A driver that refuses
     * the connection is certainly down: it is reported to the pool (no further run goes to it)
     * and the stage is scheduled again without it, the missions already submitted aborted, so a
     * run is not lost to a driver that died since the last liveness poll. A work pinned to it
     * cannot move: the stage then ends as for any pin on a driver that is not alive.
     *
     * @return true when every mission was submitted
     */
    private boolean submitAll() throws InterruptedException {
        DriverSet set = drivers;
        for (int attempt = 0; ; attempt++) {
            List<Assignment> assignments;
            try {
                assignments = Scheduler.schedule(stage.works(), List.copyOf(set.live().keySet()), set.configured());
            } catch (SchedulingException e) {
                problem = problem == null ? e.getMessage() : problem + "; " + e.getMessage();
                return false;
            }
            scheduled = true;
            for (Assignment a : assignments) {
                // a retry gets new ids: the aborted first missions are still held by their drivers
                String id = MissionIds.of(workloadId, stage.id(), a.workIndex(), a.driverName())
                        + (attempt == 0 ? "" : "-r" + attempt);
                Mission m = new Mission(id, workloadId, stage.id(), a.work(), a.workers(), a.workerOffset(),
                        settings.seedOf(stage.index(), a.workIndex()));
                drivers.link().own(id);
                handles.add(new MissionHandle(a, m, set.live().get(a.driverName())));
            }
            Map<String, String> refused = new ConcurrentHashMap<>();
            move(StageState.SUBMITTING);
            if (!cancelled) {
                problem = Parallel.forEach(handles, h -> {
                    try {
                        h.id = h.client.submit(h.mission);
                    } catch (DriverException e) {
                        if (e.refused()) {
                            refused.putIfAbsent(h.assignment.driverName(), e.getMessage());
                        }
                        throw e;
                    }
                });
            }
            refused.forEach(drivers.link()::down);
            if (problem != null && !cancelled && !refused.isEmpty() && attempt < drivers.configured().size()) {
                LOG.log(System.Logger.Level.WARNING, "stage " + stage.id() + " of " + workloadId + ": driver(s) "
                        + refused.keySet() + " refused the connection; scheduling again on the others");
                abortAll();
                releaseAll();
                handles.clear();
                problem = "driver(s) " + refused.keySet() + " down at submit: " + String.join("; ", refused.values());
                set = set.without(refused.keySet());
                continue;
            }
            if (problem != null || cancelled) {
                abortAll();
                return false;
            }
            problem = null;
            listener.missionsSent(workloadId, stage, handles.stream().map(h -> new SentMission(h.id,
                    h.assignment.driverName(), h.assignment.work().name(), h.assignment.workerOffset() + 1,
                    h.assignment.workerOffset() + h.assignment.workers())).toList());
            return true;
        }
    }

    private boolean phase(StageState state, Parallel.Call call) throws InterruptedException {
        move(state);
        if (!cancelled) {
            problem = Parallel.forEach(handles, call, () -> cancelled, ABORT_TIMEOUT);
        }
        if (problem != null || cancelled) {
            abortAll();
            return false;
        }
        return true;
    }

    /**
     * After login every mission must be AUTHED; a TERMINATED one (login failure) ends the stage.
     * The state is the one the login answered (no further call).
     */
    private boolean loggedIn() {
        for (MissionHandle h : handles) {
            MissionStatus s = h.afterLogin;
            if (s == null) {
                problem = "mission " + h.id + " on " + h.assignment.driverName() + " gave no state after login";
                continue;
            }
            h.state = s.state();
            if (s.state() != MissionState.AUTHED) {
                problem = "mission " + h.id + " on " + h.assignment.driverName() + " is " + s.state()
                        + " after login" + (s.message().isEmpty() ? "" : ": " + s.message());
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
                    h.reportIfAbsent(h.client.abort(h.id, ABORT_TIMEOUT));
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

    /** The stage is done with its missions: a driver still running one later gets it aborted by the pool. */
    private void releaseAll() {
        for (MissionHandle h : handles) {
            drivers.link().release(h.mission.id());
        }
    }

    /** Collects every final report, all drivers at once. */
    private void closeAll() throws InterruptedException {
        List<MissionHandle> open = handles.stream().filter(h -> h.report() == null).toList();
        if (open.isEmpty()) {
            return;
        }
        Map<MissionHandle, String> failures = new ConcurrentHashMap<>();
        Parallel.forEach(open, h -> {
            try {
                h.reportIfAbsent(h.client.close(h.id));
            } catch (DriverException | RuntimeException e) {
                failures.put(h, String.valueOf(e.getMessage()));
                h.reportIfAbsent(h.syntheticReport(MissionState.TERMINATED, "close failed: " + e.getMessage()));
            }
        });
        for (MissionHandle h : open) { // the first failure in mission order, as the loop before
            String failure = failures.get(h);
            if (failure != null && problem == null) {
                problem = failure;
            }
        }
    }

    /**
     * The until="stable" verdict, or null for a stage without such works. Not stable: what ended
     * the works, their runtime unless a budget ended them sooner, else the stage's end state.
     */
    private SteadyVerdict steady(StageOutcome outcome) {
        if (watch == null) {
            // never launched (failed before running): not judged, with the precision it asked for
            double target = stage.works().stream().filter(w -> w.stability() != null)
                    .mapToDouble(w -> w.stability().precision()).min().orElse(Double.NaN);
            return Double.isNaN(target) ? null : new SteadyVerdict(null, Double.NaN, target, Double.NaN,
                    outcome.state().name().toLowerCase(java.util.Locale.ROOT), 0, 0, 0, 0, Double.NaN, null, List.of());
        }
        boolean completed = outcome.state() == StageState.COMPLETED || outcome.state() == StageState.FAILED;
        String endedBy = completed ? "runtime" : outcome.state().name().toLowerCase(java.util.Locale.ROOT);
        if (completed) {
            for (WorkResult w : outcome.works()) {
                var work = w.work();
                if (work.stability() != null && w.windowSeconds() + work.interval() < work.runtime()
                        && (work.totalOps() > 0 || work.totalBytes() > 0)) {
                    endedBy = work.totalOps() > 0 ? "totalOps" : "totalBytes";
                }
            }
        }
        return watch.verdict(completed, endedBy);
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

    private Runnable afterWork = () -> { };

    /** Runs {@code action} once the stage's missions ended, before its closure delay. */
    void afterWork(Runnable action) {
        this.afterWork = action;
    }
}
