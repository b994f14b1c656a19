package io.objbench.driver.run;

import io.objbench.api.AdaptorException;
import io.objbench.api.AuthAdaptor;
import io.objbench.api.AuthAdaptorFactory;
import io.objbench.api.AuthToken;
import io.objbench.api.LoginResult;
import io.objbench.api.StorageAdaptorFactory;
import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionState;
import io.objbench.core.mission.MissionStatus;
import io.objbench.driver.inventory.Inventories;
import io.objbench.driver.load.ArrivalSchedule;
import io.objbench.driver.measure.Clock;
import io.objbench.driver.net.NetworkMeter;
import io.objbench.driver.measure.EpochMapping;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * One mission on this driver, from submit to its final report: its state machine (login, launch,
 * abort, termination, the end). The login is a {@link LoginPhase}, the workers run in a {@link
 * WorkerPool} that ends the mission when the last worker returns, the workers see it only through
 * a {@link MissionContext}, and the {@link Snapshotter} only reads intervals. Thread-safe; state
 * changes are serialised on this object, the workers' hot path touches only volatile flags and
 * counters.
 */
public final class MissionRun {

    private static final Duration STOP_WAIT = Duration.ofSeconds(30);

    private final Mission mission;
    private final MissionPlan plan;
    private final Clock clock;
    private final WorkerBinding binding;
    private final MissionEvents events;
    private final Snapshotter snapshotter;
    private final StopSignal stop = new StopSignal();
    private final CountDownLatch finished = new CountDownLatch(1);
    private final AtomicReference<String> termination = new AtomicReference<>();
    private volatile MissionState state = MissionState.SUBMITTED;
    private volatile boolean aborted;
    private volatile WorkerPool pool;
    private volatile TimeWindow window;
    private AuthAdaptor auth;
    private volatile LoginPhase sessions;
    private MissionReport report;

    private MissionRun(Mission mission, MissionPlan plan, WorkerBinding binding, Clock clock, NetworkMeter network) {
        this.mission = mission;
        this.plan = plan;
        this.clock = clock;
        this.binding = binding;
        EpochMapping epoch = clock.epochMapping();
        this.events = new MissionEvents(clock, epoch, plan.ops().size());
        this.snapshotter = new Snapshotter(mission.id(), plan, clock, epoch, this::activeWorkers, network);
    }

    /**
     * Checks a mission and accepts it (state SUBMITTED).
     *
     * @param storage the storage adaptor factory of the mission's storage type
     * @param auth    the auth adaptor factory of its auth type; {@code null} for {@code none}
     *                when no adaptor provides it (every login yields no token)
     * @param binding what each worker thread binds before its first call
     * @throws RunRefused INVALID when the mission cannot run (selectors, ratios, ending)
     */
    public static MissionRun submit(Mission mission, StorageAdaptorFactory storage, AuthAdaptorFactory auth,
                                    WorkerBinding binding, Clock clock) throws RunRefused {
        return submit(mission, storage, auth, binding, clock, NetworkMeter.NONE);
    }

    /**
     * As {@link #submit(Mission, StorageAdaptorFactory, AuthAdaptorFactory, WorkerBinding, Clock)},
     * with the host's network interfaces measured per snapshot by {@code network}.
     */
    public static MissionRun submit(Mission mission, StorageAdaptorFactory storage, AuthAdaptorFactory auth,
                                    WorkerBinding binding, Clock clock, NetworkMeter network) throws RunRefused {
        return submit(mission, storage, auth, binding, clock, network, new Inventories());
    }

    /**
     * As {@link #submit(Mission, StorageAdaptorFactory, AuthAdaptorFactory, WorkerBinding, Clock,
     * NetworkMeter)}, the operations with {@code inventory=NAME} using the driver's
     * {@code inventories} (kept across the run's missions).
     */
    public static MissionRun submit(Mission mission, StorageAdaptorFactory storage, AuthAdaptorFactory auth,
                                    WorkerBinding binding, Clock clock, NetworkMeter network, Inventories inventories)
            throws RunRefused {
        MissionRun run = new MissionRun(mission, MissionPlan.of(mission, storage, auth, inventories), binding, clock,
                network);
        run.events.log("submitted: work " + mission.work().name() + ", workers " + (mission.workerOffset() + 1) + ".."
                + (mission.workerOffset() + mission.workers()) + " of " + mission.totalWorkers());
        return run;
    }

    /** Logs every worker in and opens its sessions; TERMINATED (not thrown) when any fails. */
    public void login() throws RunRefused {
        synchronized (this) {
            expect(MissionState.SUBMITTED, "login");
            state = MissionState.AUTHING;
        }
        String failure;
        try {
            auth = plan.authFactory == null ? worker -> LoginResult.success(AuthToken.NONE)
                    : plan.authFactory.create(plan.authConfig);
            sessions = LoginPhase.run(mission, plan, auth, clock);
            failure = sessions.failure();
        } catch (AdaptorException | RuntimeException e) {
            failure = "adaptor setup failed: " + e.getMessage();
        }
        synchronized (this) {
            if (failure != null || aborted) {
                termination.compareAndSet(null, failure);
                finish(aborted ? MissionState.ABORTED : MissionState.TERMINATED, aborted ? "aborted" : failure);
                return;
            }
            state = MissionState.AUTHED;
        }
        events.log("logged in " + mission.workers() + " workers");
    }

    /** Starts the workers and the snapshotter; returns at once. */
    public synchronized void launch() throws RunRefused {
        expect(MissionState.AUTHED, "launch");
        long launch = clock.nanoTime();
        TimeWindow window = TimeWindow.of(plan.work, launch);
        this.window = window;
        // open loop: one schedule for the whole mission, from the launch (rampup included)
        OpenLoopPace pace = mission.openLoopRate() > 0 && !plan.special
                ? new OpenLoopPace(ArrivalSchedule.forMission(mission, launch), window) : null;
        MissionContext context = new MissionContext(mission, plan, clock, new Measurement(window, events, stop),
                events, stop, binding, global -> auth.login(global), this::terminate, pace);
        int n = mission.workers();
        Worker[] workers = new Worker[n];
        String[] names = new String[n];
        for (int w = 0; w < n; w++) {
            MeasuredSession[] mine = sessions.sessions(w);
            workers[w] = plan.special ? new SpecialWorker(context, w, mine) : new NormalWorker(context, w, mine);
            names[w] = "objbench-" + mission.id() + "-w" + (mission.workerOffset() + w + 1);
        }
        // a storage blocking in native code would pin the few carriers of virtual threads; workers
        // that never block would keep every other virtual thread waiting (StorageAdaptor.neverBlocks).
        // Paced or thinking workers wait between calls: they keep virtual threads (a token held
        // through a wait would idle a CPU that a waiting worker could use)
        boolean nativeBlocking = sessions.blocksInNativeCode();
        boolean cpuBound = !nativeBlocking && sessions.neverBlocks() && pace == null && plan.work.thinkTime() == null;
        boolean platform = nativeBlocking || cpuBound;
        if (cpuBound) {
            for (Worker w : workers) {
                w.cpuTokens = CpuTokens.DRIVER;
            }
        }
        pool = new WorkerPool(names, workers, platform, this::workersEnded);
        state = MissionState.LAUNCHED;
        events.log("launched " + n + " workers on " + (nativeBlocking ? "platform threads (the storage blocks in native code)"
                : cpuBound ? "platform threads taking turns on the " + Runtime.getRuntime().availableProcessors()
                        + " CPUs (the storage never blocks)"
                : "virtual threads") + (pace == null ? "" : String.format(java.util.Locale.ROOT,
                ", open loop at %.3f ops/s (%s arrivals)", pace.schedule().rate(), mission.work().openLoop().arrival())));
        snapshotter.start(launch, window, pace, sessions.counters());
        pool.start(this::terminate);
    }

    /** The state and the snapshots newer than {@code afterSequence}; reading changes nothing. */
    public MissionStatus status(long afterSequence) {
        MissionState s = state;
        return new MissionStatus(mission.id(), s, snapshotter.after(afterSequence), s.isFinal() ? report().message() : "");
    }

    /** The poller holds every snapshot up to {@code sequence}: the driver may drop them. */
    public void ack(long sequence) {
        snapshotter.ack(sequence);
    }

    /** The final report; WRONG_STATE until the mission reached a final state. */
    public MissionReport close() throws RunRefused {
        if (!state.isFinal()) {
            throw new RunRefused(RunRefused.Reason.WRONG_STATE, "mission " + mission.id() + " is " + state + ", not finished");
        }
        return report();
    }

    /** Stops every worker promptly, keeps partial results; a finished mission just reports. */
    public MissionReport abort() {
        synchronized (this) {
            if (state.isFinal()) {
                return report;
            }
            aborted = true;
            if (state == MissionState.SUBMITTED || state == MissionState.AUTHED) {
                finish(MissionState.ABORTED, "aborted");
                return report;
            }
        }
        events.log("abort requested");
        stopAll();
        awaitFinal(STOP_WAIT);
        return state.isFinal() ? report()
                : snapshotter.partialReport(MissionState.ABORTED, "abort still in progress", events.lines());
    }

    /**
     * Ends the measured window now, as if the runtime ended here (objbench's {@code until="stable"}:
     * the controller has its answer): the rampdown follows, the workers stop as at the end of the
     * runtime and the mission ends as usual, ACCOMPLISHED (or FAILED), its report covering the
     * shortened window. A mission already final is left as it is.
     *
     * @throws RunRefused WRONG_STATE before the launch; INVALID for a work without a runtime
     */
    public synchronized void finish() throws RunRefused {
        if (state.isFinal()) {
            return;
        }
        expect(MissionState.LAUNCHED, "finish");
        long now = clock.nanoTime();
        if (!window.endAt(now)) {
            throw new RunRefused(RunRefused.Reason.INVALID, "cannot finish mission " + mission.id()
                    + " early: its work has no runtime (the window ends with its budgets)");
        }
        events.log(String.format(java.util.Locale.ROOT, "window ended by the controller %.3f s after its start"
                + " (until=\"stable\": the precision was reached)", Math.max(0, now - window.begin()) / 1e9));
    }

    /** Waits until the mission is final or {@code timeout} elapsed. */
    public void awaitFinal(Duration timeout) {
        try {
            finished.await(timeout.toNanos(), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Current state. */
    public MissionState state() {
        return state;
    }

    /**
     * What each operation did since the launch (every interval taken so far, rampup included),
     * in the plan's order; all zero before the launch. For the driver's {@code /metrics}.
     */
    public java.util.Map<io.objbench.core.workload.Operation, io.objbench.core.stats.OpTotals> totals() {
        java.util.List<io.objbench.core.stats.OpTotals> totals = snapshotter.totals();
        java.util.Map<io.objbench.core.workload.Operation, io.objbench.core.stats.OpTotals> byOp =
                new java.util.LinkedHashMap<>();
        for (OpPlan op : plan.ops()) {
            byOp.put(op.operation, totals.get(op.index));
        }
        return byOp;
    }

    /** The mission. */
    public Mission mission() {
        return mission;
    }

    private int activeWorkers() {
        WorkerPool p = pool;
        return p == null ? 0 : p.active();
    }

    /** A worker failed: the mission ends TERMINATED. */
    private void terminate(String why) {
        if (termination.compareAndSet(null, why)) {
            events.log("terminating: " + why);
            stopAll();
        }
    }

    private void stopAll() {
        stop.stop(true);
        WorkerPool p = pool;
        if (p != null) {
            p.interruptAll();
        }
        if (sessions != null) {
            sessions.abortAll();
        }
    }

    /** Runs once, on the last worker's thread, when every worker returned. */
    private synchronized void workersEnded() {
        snapshotter.takeFinal();
        events.summarize();
        if (aborted) {
            finish(MissionState.ABORTED, "aborted");
        } else if (termination.get() != null) {
            finish(MissionState.TERMINATED, termination.get());
        } else {
            String failed = snapshotter.failedOperation();
            finish(failed == null ? MissionState.ACCOMPLISHED : MissionState.FAILED, failed);
        }
    }

    private void finish(MissionState end, String message) {
        if (sessions != null) {
            sessions.closeAll();
        }
        if (auth != null) {
            try {
                auth.close();
            } catch (RuntimeException e) {
                events.log("closing the auth adaptor failed: " + e);
            }
        }
        events.log("ended " + end + (message == null || message.isEmpty() ? "" : ": " + message));
        report = snapshotter.partialReport(end, message, events.lines());
        state = end;
        finished.countDown();
    }

    private synchronized MissionReport report() {
        return report;
    }

    private void expect(MissionState expected, String action) throws RunRefused {
        if (state != expected) {
            throw new RunRefused(RunRefused.Reason.WRONG_STATE,
                    "cannot " + action + " mission " + mission.id() + ": it is " + state + ", not " + expected);
        }
    }
}
