package io.objbench.driver.run;

import io.objbench.api.AdaptorException;
import io.objbench.api.AuthAdaptor;
import io.objbench.api.AuthToken;
import io.objbench.api.LoginResult;
import io.objbench.api.StorageAdaptor;
import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionState;
import io.objbench.core.mission.MissionStatus;
import io.objbench.core.protocol.ApiErrorKind;
import io.objbench.driver.AdaptorRegistry;
import io.objbench.driver.MissionException;
import io.objbench.driver.measure.Clock;
import io.objbench.driver.measure.EpochMapping;
import io.objbench.driver.measure.MeasuredSession;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * One mission on this driver, from submit to its final report: login phase, workers on virtual
 * threads, the {@link Snapshotter}, abort and termination. Thread-safe; state changes are
 * serialised on this object, the workers' hot path touches only volatile flags and counters.
 */
public final class MissionRun {

    private static final Duration STOP_WAIT = Duration.ofSeconds(30);

    private final Mission mission;
    private final MissionPlan plan;
    private final Clock clock;
    private final EpochMapping epoch;
    private final MissionEvents events;
    private final Snapshotter snapshotter;
    private final CountDownLatch finished = new CountDownLatch(1);
    private final AtomicReference<String> termination = new AtomicReference<>();
    private final AtomicInteger activeWorkers = new AtomicInteger();
    private volatile MissionState state = MissionState.SUBMITTED;
    private volatile boolean stopping;
    private volatile boolean aborted;
    private AuthAdaptor auth;
    private volatile LoginPhase sessions;
    private Thread[] threads;
    private CountDownLatch workersDone;
    private MissionReport report;

    private MissionRun(Mission mission, MissionPlan plan, Clock clock) {
        this.mission = mission;
        this.plan = plan;
        this.clock = clock;
        this.epoch = clock.epochMapping();
        this.events = new MissionEvents(clock, epoch, plan.ops().size());
        this.snapshotter = new Snapshotter(this);
    }

    /** Checks a mission and accepts it (state SUBMITTED). */
    public static MissionRun submit(Mission mission, AdaptorRegistry registry, Clock clock) throws MissionException {
        MissionRun run = new MissionRun(mission, MissionPlan.of(mission, registry), clock);
        run.log("submitted: work " + mission.work().name() + ", workers " + (mission.workerOffset() + 1) + ".."
                + (mission.workerOffset() + mission.workers()) + " of " + mission.totalWorkers());
        return run;
    }

    /** Logs every worker in and opens its sessions; TERMINATED (not thrown) when any fails. */
    public void login() throws MissionException {
        synchronized (this) {
            expect(MissionState.SUBMITTED, "login");
            state = MissionState.AUTHING;
        }
        String failure;
        try {
            auth = plan.authFactory == null ? worker -> LoginResult.success(AuthToken.NONE)
                    : plan.authFactory.create(plan.authConfig);
            sessions = LoginPhase.run(this);
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
        log("logged in " + mission.workers() + " workers");
    }

    /** Starts the workers and the snapshotter; returns at once. */
    public synchronized void launch() throws MissionException {
        expect(MissionState.AUTHED, "launch");
        long launch = clock.nanoTime();
        TimeWindow window = TimeWindow.of(plan.work, launch);
        int n = mission.workers();
        workersDone = new CountDownLatch(n);
        activeWorkers.set(n);
        threads = new Thread[n];
        // a storage blocking in native code would pin the few carriers of virtual threads
        boolean platform = sessions.blocksInNativeCode();
        for (int w = 0; w < n; w++) {
            MeasuredSession[] mine = sessions.sessions(w);
            Worker worker = plan.special ? new SpecialWorker(this, w, mine, window) : new NormalWorker(this, w, mine, window);
            Thread.Builder builder = platform ? Thread.ofPlatform().daemon() : Thread.ofVirtual();
            threads[w] = builder.name("objbench-" + mission.id() + "-w" + (mission.workerOffset() + w + 1)).unstarted(worker);
        }
        state = MissionState.LAUNCHED;
        log("launched " + n + " workers on " + (platform ? "platform threads (the storage blocks in native code)"
                : "virtual threads"));
        snapshotter.start(launch, window, workersDone);
        for (Thread t : threads) {
            t.start();
        }
    }

    /** The state and the snapshots newer than {@code afterSequence}. */
    public MissionStatus status(long afterSequence) {
        MissionState s = state;
        return new MissionStatus(mission.id(), s, snapshotter.after(afterSequence), s.isFinal() ? report().message() : "");
    }

    /** The final report; CONFLICT until the mission reached a final state. */
    public MissionReport close() throws MissionException {
        if (!state.isFinal()) {
            throw new MissionException(ApiErrorKind.CONFLICT, "mission " + mission.id() + " is " + state + ", not finished");
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
        log("abort requested");
        stopAll();
        awaitFinal(STOP_WAIT);
        return state.isFinal() ? report() : snapshotter.partialReport(MissionState.ABORTED, "abort still in progress");
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

    // ---- called by workers, the login phase and the snapshotter ----

    public Mission mission() {
        return mission;
    }

    MissionPlan plan() {
        return plan;
    }

    Clock clock() {
        return clock;
    }

    EpochMapping epoch() {
        return epoch;
    }

    boolean stopping() {
        return stopping;
    }

    /** True when the stop comes from an abort or a termination (calls may fail because of it). */
    boolean interrupted() {
        return aborted || termination.get() != null;
    }

    int activeWorkers() {
        return activeWorkers.get();
    }

    LoginResult login(int globalIndex) {
        return auth.login(globalIndex);
    }

    void workerEnded() {
        activeWorkers.decrementAndGet();
        workersDone.countDown();
    }

    void terminate(String why) {
        if (termination.compareAndSet(null, why)) {
            log("terminating: " + why);
            stopAll();
        }
    }

    MissionEvents events() {
        return events;
    }

    void log(String line) {
        events.log(line);
    }

    private void stopAll() {
        stopping = true;
        Thread[] ts;
        synchronized (this) {
            ts = threads;
        }
        if (ts != null) {
            for (Thread t : ts) {
                t.interrupt();
            }
        }
        if (sessions != null) {
            sessions.abortAll();
        }
    }

    /** Called once by the snapshotter when every worker ended. */
    synchronized void workersFinished() {
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
                log("closing the auth adaptor failed: " + e);
            }
        }
        log("ended " + end + (message == null || message.isEmpty() ? "" : ": " + message));
        report = snapshotter.partialReport(end, message);
        state = end;
        finished.countDown();
    }

    private synchronized MissionReport report() {
        return report;
    }

    private void expect(MissionState expected, String action) throws MissionException {
        if (state != expected) {
            throw new MissionException(ApiErrorKind.CONFLICT,
                    "cannot " + action + " mission " + mission.id() + ": it is " + state + ", not " + expected);
        }
    }

    /** Opens the storage adaptors: package-private hook for {@link LoginPhase}. */
    StorageAdaptor openAdaptor(int index) throws AdaptorException {
        return plan.storageFactory.create(plan.storageConfigs.get(index));
    }
}
