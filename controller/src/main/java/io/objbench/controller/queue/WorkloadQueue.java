package io.objbench.controller.queue;

import io.objbench.controller.history.History;
import io.objbench.controller.history.PastRun;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.StageState;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.controller.run.WorkloadRunner;
import io.objbench.controller.run.WorkloadState;
import io.objbench.controller.schedule.WorkloadRejectedException;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadException;
import io.objbench.core.workload.WorkloadReader;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.function.BooleanSupplier;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * The controller's workload queue: validated workloads get the archive's next id and run, at most
 * {@code concurrency} at once, in submission order (a FIFO pool of that many threads). A queued
 * run cancelled is CANCELLED and archived at once (COSBench archives it too); a running one is
 * cancelled through its runner. Every run that ends is archived and handed to the {@link History}.
 */
public final class WorkloadQueue implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(WorkloadQueue.class.getName());
    /** How often an archive that could not be written is tried again. */
    public static final Duration DEFAULT_RETRY = Duration.ofSeconds(10);

    private final History history;
    private final RunnerFactory runners;
    private final Clock clock;
    private final ExecutorService pool;
    private final Map<String, LiveRun> live = new ConcurrentHashMap<>();
    /** The running totals /metrics shows: live runs and the last ones that ended. */
    private final io.objbench.controller.metrics.RunTallies tallies = new io.objbench.controller.metrics.RunTallies();
    private final DriverActivity activity = new DriverActivity();
    // queued runs in the order they will start; each pool task takes the head, so moving runs
    // here reorders the queue (one task per queued run, whatever its place)
    private final java.util.LinkedList<LiveRun> pending = new java.util.LinkedList<>();
    private final Admission admission;
    private final Map<String, Unarchived> unarchived = new java.util.LinkedHashMap<>();
    private final Duration retryPeriod;
    private final java.util.concurrent.ScheduledExecutorService retries;

    /** Decides at submit time whether the drivers can run a workload at all. */
    @FunctionalInterface
    public interface Admission {
        /** Admits everything (the drivers are checked when each stage starts). */
        Admission ANY = workload -> { };

        /** Throws, with a message saying what is missing, when {@code workload} cannot run. */
        void check(Workload workload) throws WorkloadRejectedException;
    }

    /**
     * @param history     where ended runs go; its archive numbers and stores the runs
     * @param concurrency workloads run at once (≥ 1)
     * @param runners     makes each run's runner over the drivers alive when it starts
     * @param clock       submission and cancel times
     */
    public WorkloadQueue(History history, int concurrency, RunnerFactory runners, Clock clock) {
        this(history, concurrency, runners, clock, Admission.ANY);
    }

    /**
     * @param admission refuses at submit a workload the drivers cannot run (e.g. no live driver
     *                  offers its storage type)
     */
    public WorkloadQueue(History history, int concurrency, RunnerFactory runners, Clock clock, Admission admission) {
        this(history, concurrency, runners, clock, admission, DEFAULT_RETRY);
    }

    /** @param retryPeriod how often an archive that could not be written is tried again */
    public WorkloadQueue(History history, int concurrency, RunnerFactory runners, Clock clock, Admission admission,
                         Duration retryPeriod) {
        this.admission = admission;
        this.retryPeriod = retryPeriod;
        this.retries = Executors.newSingleThreadScheduledExecutor(
                Thread.ofPlatform().daemon().name("archive-retry").factory());
        retries.scheduleWithFixedDelay(this::retryArchives, retryPeriod.toMillis(), retryPeriod.toMillis(),
                TimeUnit.MILLISECONDS);
        if (concurrency < 1) {
            throw new IllegalArgumentException("concurrency must be at least 1, got " + concurrency);
        }
        this.history = history;
        this.runners = runners;
        this.clock = clock;
        this.pool = Executors.newFixedThreadPool(concurrency, Thread.ofPlatform().name("workload-", 1).factory());
    }

    /**
     * Validates {@code xml} (named {@code fileName} in error messages), checks the drivers can run
     * it, queues it and returns its view.
     */
    public WorkloadView submit(String xml, String fileName)
            throws WorkloadException, WorkloadRejectedException, ArchiveUnavailableException {
        return submit(xml, fileName, null);
    }

    /**
     * Queues the workload {@code xml} generated from {@code origin} (an ssbench scenario, archived
     * beside it), or written as XML when {@code origin} is null.
     */
    public WorkloadView submit(String xml, String fileName, Workload.Origin origin)
            throws WorkloadException, WorkloadRejectedException, ArchiveUnavailableException {
        Workload w = WorkloadReader.read(xml, fileName);
        return accept(origin == null ? w : w.withOrigin(origin), fileName).view();
    }

    /**
     * Queues a workload read already (its {@link Workload#source()} goes into the in-flight
     * marker) and returns its view with the signal of its end, so a caller waits without polling.
     */
    public Accepted accept(Workload workload, String fileName)
            throws WorkloadRejectedException, ArchiveUnavailableException {
        admission.check(workload);
        Instant submitted = clock.instant();
        String id;
        try {
            // the run is on disk before anyone hears of it: a crash cannot lose an accepted run
            id = history.archive().nextId();
            history.queued(id, workload, fileName, submitted);
        } catch (IOException e) {
            LOG.log(System.Logger.Level.ERROR, "submission of " + fileName + " refused: cannot record it in the archive "
                    + history.archive().dir() + ": " + e);
            throw new ArchiveUnavailableException("cannot record the workload in the controller's archive "
                    + history.archive().dir() + ": " + describe(e) + "; nothing was queued", e);
        }
        LiveRun run = new LiveRun(id, workload, fileName, submitted);
        enqueue(run);
        LOG.log(System.Logger.Level.INFO, "workload " + id + " (" + printable(workload.name()) + ") accepted");
        return new Accepted(run.view(), run.ended);
    }

    /**
     * A run the queue accepted: its view then, and {@code ended}, completed once the run ended
     * and its archive was written (or could not be: see {@link RunEnd#archiveError()}).
     */
    public record Accepted(WorkloadView view, java.util.concurrent.CompletableFuture<RunEnd> ended) {
    }

    /**
     * How a run ended.
     *
     * @param dir          its archive folder, null when the archive could not be written
     * @param archiveError why the archive could not be written (it is retried and the in-flight
     *                     marker stays), null when it was
     */
    public record RunEnd(WorkloadResult result, Path dir, String archiveError) {
        /** True when the archive was written. */
        public boolean archived() {
            return dir != null;
        }
    }

    /** What each driver did lately over every run (the web UI's driver pages). */
    public DriverActivity driverActivity() {
        return activity;
    }

    /** The runs' running totals, for the controller's /metrics. */
    public io.objbench.controller.metrics.RunTallies tallies() {
        return tallies;
    }

    /**
     * Queues again, with their ids and submission times, the runs the last controller accepted
     * but never started (their markers survived it); call once the drivers are being polled.
     */
    public void requeueFromLastStop() {
        for (History.QueuedRun q : history.queuedAtLastStop()) {
            if (live.containsKey(q.id()) || history.get(q.id()).isPresent()) {
                continue;
            }
            try {
                Workload read = WorkloadReader.read(q.xml(), q.fileName());
                Workload workload = q.origin() == null ? read : read.withOrigin(q.origin());
                enqueue(new LiveRun(q.id(), workload, q.fileName(), q.submitted()));
                LOG.log(System.Logger.Level.INFO, "workload " + q.id() + " (" + printable(q.name())
                        + ") was queued when the last controller stopped: queued again");
            } catch (WorkloadException e) {
                LOG.log(System.Logger.Level.ERROR, "workload " + q.id() + " queued before the restart cannot be read"
                        + " again: " + e.getMessage());
            }
        }
    }

    private void enqueue(LiveRun run) {
        run.recordTo(history.archive());
        run.tallyTo(tallies.open(run.id, run.workload.name()));
        run.activityTo(activity, clock);
        live.put(run.id, run);
        synchronized (pending) {
            pending.addLast(run);
        }
        pool.execute(this::executeNext);
    }

    /**
     * Moves the queued run {@code id} {@code delta} places towards the head of the queue
     * (negative) or its tail (positive), clamped at the ends. False when {@code id} is not queued
     * (unknown, already running or ended).
     */
    public boolean move(String id, int delta) {
        synchronized (pending) {
            pending.removeIf(LiveRun::cancelled);
            int at = -1;
            for (int i = 0; i < pending.size(); i++) {
                if (pending.get(i).id.equals(id)) {
                    at = i;
                }
            }
            if (at < 0) {
                return false;
            }
            LiveRun run = pending.remove(at);
            pending.add(Math.max(0, Math.min(pending.size(), at + delta)), run);
            return true;
        }
    }

    /** Ids of the queued runs, in the order they will start. */
    public List<String> queuedOrder() {
        synchronized (pending) {
            return pending.stream().filter(r -> !r.cancelled()).map(r -> r.id).toList();
        }
    }

    private void executeNext() {
        LiveRun run;
        synchronized (pending) {
            run = pending.pollFirst();
        }
        if (run != null) {
            execute(run);
        }
    }

    /** A run by id: queued, running or past. */
    public Optional<WorkloadView> view(String id) {
        // an ended run is in the history before it leaves the live map: look there first
        Optional<WorkloadView> past = history.get(id).map(PastRun::view);
        if (past.isPresent()) {
            return past;
        }
        LiveRun run = live.get(id);
        return run == null ? history.get(id).map(PastRun::view) : Optional.of(run.view());
    }

    /**
     * The timeline rows a queued or running run kept for stage {@code stageId} (the last
     * {@value LiveRun#KEPT_ROWS}) with a version above {@code afterVersion}; empty when the run
     * is not active (a past run's series is in its archive).
     */
    public Optional<List<io.objbench.controller.run.TimelineRow>> timeline(String id, String stageId,
                                                                           long afterVersion) {
        LiveRun run = live.get(id);
        return run == null ? Optional.empty() : Optional.of(run.timeline(stageId, afterVersion));
    }

    /** The kept driver telemetry rows of stage {@code stageId} of an active run; empty when the run is not active. */
    public Optional<List<io.objbench.controller.run.TelemetryRow>> telemetry(String id, String stageId) {
        LiveRun run = live.get(id);
        return run == null ? Optional.empty() : Optional.of(run.telemetry(stageId));
    }

    /**
     * When stage {@code stageId} of an active run started and its driver events so far (a lost
     * driver, missed polls); empty when the run is not active.
     */
    public Optional<LiveStage> liveStage(String id, String stageId) {
        LiveRun run = live.get(id);
        return run == null ? Optional.empty() : Optional.of(run.stage(stageId));
    }

    /** The parsed workload of a queued or running run; empty when the run is not active. */
    public Optional<io.objbench.core.workload.Workload> workload(String id) {
        LiveRun run = live.get(id);
        return run == null ? Optional.empty() : Optional.of(run.workload);
    }

    /**
     * The time left of a queued or running run from its stages' limits ({@link
     * io.objbench.controller.plan.TimeEstimate#left}): the running stage's rest, then the later
     * stages; the whole workload while queued. Empty when the run is not active.
     */
    public Optional<io.objbench.controller.plan.TimeEstimate> timeLeft(String id) {
        LiveRun run = live.get(id);
        return run == null ? Optional.empty() : Optional.of(run.timeLeft(clock.instant()));
    }

    /** The queued and running workloads, in submission order. */
    public List<WorkloadView> active() {
        List<WorkloadView> views = new ArrayList<>(live.values().stream()
                .filter(r -> history.get(r.id).isEmpty()).map(LiveRun::view).toList());
        views.sort(Comparator.comparingLong(v -> number(v.id())));
        return views;
    }

    /** Every workload, past and active, by id. */
    public List<WorkloadView> list() {
        // live runs first, then the history over them: a run ending meanwhile is listed once, never lost
        Map<String, WorkloadView> byId = new java.util.HashMap<>();
        live.values().forEach(r -> byId.put(r.id, r.view()));
        history.all().forEach(p -> byId.put(p.view().id(), p.view()));
        List<WorkloadView> views = new ArrayList<>(byId.values());
        views.sort(Comparator.comparingLong(v -> number(v.id())));
        return views;
    }

    /**
     * Cancels a run: a queued one ends CANCELLED and is archived before this returns; a running
     * one aborts its missions and ends CANCELLED with its partial results. A past run is left as
     * it is. Returns the run's view, empty when the id is unknown.
     */
    public Optional<WorkloadView> cancel(String id) throws IOException {
        LiveRun run = live.get(id);
        if (run == null) {
            return view(id);
        }
        WorkloadState was = run.cancel();
        LOG.log(System.Logger.Level.INFO, "workload " + id + " cancelled while " + was);
        if (was == WorkloadState.QUEUING) {
            try {
                history.cancelledWhileQueued(run.id, run.workload, run.fileName, run.submitted);
            } catch (IOException e) {
                LOG.log(System.Logger.Level.WARNING, "cannot mark " + id + " cancelled in its in-flight marker: " + e);
            }
            WorkloadResult result = NotRunResults.of(run.id, run.workload, run.submitted, null, clock.instant(),
                    WorkloadState.CANCELLED, StageState.CANCELLED, "");
            archive(run, result, "cancelled while queued");
        }
        return view(id);
    }

    /** Cancels every run and waits up to {@code timeout} for the running ones to be archived. */
    public void shutdown(Duration timeout) throws InterruptedException {
        LOG.log(System.Logger.Level.INFO, "stopping: cancelling " + live.size() + " queued or running workloads");
        for (String id : List.copyOf(live.keySet())) {
            try {
                cancel(id);
            } catch (IOException e) {
                LOG.log(System.Logger.Level.WARNING, "cannot archive cancelled " + id + ": " + e.getMessage());
            }
        }
        pool.shutdown();
        pool.awaitTermination(timeout.toMillis(), TimeUnit.MILLISECONDS);
        retries.shutdown();
        if (retryArchives() > 0) {
            LOG.log(System.Logger.Level.ERROR, "stopping with runs not archived: their in-flight markers stay and the"
                    + " next start records them as interrupted");
        }
    }

    @Override
    public void close() throws InterruptedException {
        shutdown(Duration.ofSeconds(60));
    }

    /**
     * Holds queued runs while {@code noDriverAlive} says so (every driver down): a run started
     * then would end TERMINATED in milliseconds, so the queue waits, the runs stay QUEUING and
     * can still be cancelled, and they start when a driver is back. By default never holds.
     */
    public WorkloadQueue holdWhile(BooleanSupplier noDriverAlive) {
        this.noDriverAlive = java.util.Objects.requireNonNull(noDriverAlive, "noDriverAlive");
        return this;
    }

    /** Waits while no driver is alive, unless the run is cancelled or the queue stops. */
    private void awaitDriver(LiveRun run) {
        boolean held = false;
        while (noDriverAlive.getAsBoolean() && !run.cancelled() && !pool.isShutdown()) {
            if (!held) {
                LOG.log(System.Logger.Level.WARNING, "workload " + run.id + " held in the queue: no live driver");
                held = true;
            }
            try {
                Thread.sleep(HOLD_CHECK.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
        if (held && !run.cancelled()) {
            LOG.log(System.Logger.Level.INFO, "workload " + run.id + " leaves the queue: a driver is alive again");
        }
    }

    private static final Duration HOLD_CHECK = Duration.ofMillis(200);
    private volatile BooleanSupplier noDriverAlive = () -> false;

    private void execute(LiveRun run) {
        awaitDriver(run);
        if (!run.start(clock.instant())) {
            return; // cancelled while queued: archived by cancel()
        }
        WorkloadResult result;
        try {
            history.started(run.id, run.workload, run.fileName, run.submitted, run.startedAt());
            WorkloadRunner runner = runners.create(run);
            run.attach(runner);
            result = NotRunResults.submittedAt(runner.run(run.id, run.workload), run.submitted);
        } catch (IOException | RuntimeException e) {
            // no live driver, a runner bug, an unwritable marker: the run still ends and is archived
            LOG.log(System.Logger.Level.WARNING, "workload " + run.id + " could not run: " + e);
            result = NotRunResults.of(run.id, run.workload, run.submitted, run.startedAt(), clock.instant(),
                    run.cancelled() ? WorkloadState.CANCELLED : WorkloadState.TERMINATED,
                    run.cancelled() ? StageState.CANCELLED : StageState.ABORTED, String.valueOf(e.getMessage()));
        }
        run.recorded(); // the progress writes first: the final archive replaces them
        if (result.state() == WorkloadState.TERMINATED || result.state() == WorkloadState.FAILED) {
            LOG.log(System.Logger.Level.WARNING, "workload " + run.id + " ended " + result.state() + ": "
                    + printable(message(result)));
        } else {
            LOG.log(System.Logger.Level.INFO, "workload " + run.id + " ended " + result.state());
        }
        archive(run, result, message(result));
    }

    private void archive(LiveRun run, WorkloadResult result, String message) {
        RunEnd end = tryArchive(result, message);
        if (!end.archived()) {
            synchronized (unarchived) {
                unarchived.put(result.id(), new Unarchived(result, message));
            }
        }
        live.remove(run.id);
        tallies.ended(run.id);
        run.ended.complete(end);
    }

    /**
     * Writes a run's archive and hands it to the history; not archived when the archive could not
     * be written: the run is then listed as ARCHIVE_INCOMPLETE, keeps its marker, and is retried.
     */
    private RunEnd tryArchive(WorkloadResult result, String message) {
        Path dir;
        try {
            dir = history.archive().write(result);
        } catch (IOException | RuntimeException e) {
            LOG.log(System.Logger.Level.ERROR, "cannot archive workload " + result.id() + " (retried every "
                    + retryPeriod.toSeconds() + " s): " + e);
            history.archiveIncomplete(result, describe(e));
            return new RunEnd(result, null, describe(e));
        }
        try {
            history.ended(result, dir, message);
        } catch (IOException e) {
            // archived: the next start sees the history row and drops the marker
            LOG.log(System.Logger.Level.WARNING, "cannot clear the in-flight marker of " + result.id() + ": " + e);
        }
        return new RunEnd(result, dir, null);
    }

    /** Retries every archive that could not be written; returns how many are still missing. */
    public int retryArchives() {
        List<Unarchived> todo;
        synchronized (unarchived) {
            todo = List.copyOf(unarchived.values());
        }
        for (Unarchived u : todo) {
            if (tryArchive(u.result(), u.message()).archived()) {
                LOG.log(System.Logger.Level.INFO, "workload " + u.result().id() + " archived after an earlier failure");
                synchronized (unarchived) {
                    unarchived.remove(u.result().id());
                }
            }
        }
        synchronized (unarchived) {
            return unarchived.size();
        }
    }

    /** A run that ended but whose archive is not written yet. */
    private record Unarchived(WorkloadResult result, String message) {
    }

    /** Names and messages as a log shows them: a line break in a workload name cannot forge a log line. */
    static String printable(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        text.codePoints().forEach(c -> {
            if (Character.isISOControl(c)) {
                sb.append(String.format(java.util.Locale.ROOT, "\\u%04x", c));
            } else {
                sb.appendCodePoint(c);
            }
        });
        return sb.toString();
    }

    /** An I/O error as a reader wants it: "no space left on device" rather than a class name. */
    public static String describe(Throwable e) {
        String m = e.getMessage();
        if (e instanceof java.nio.file.FileSystemException fs && fs.getReason() != null) {
            m = fs.getReason();
        }
        if (m == null || m.isBlank()) {
            m = e.getClass().getSimpleName();
        }
        return m.toLowerCase(java.util.Locale.ROOT).startsWith("no space left") ? "no space left on device" : m;
    }

    private static String message(WorkloadResult result) {
        return result.stages().stream().map(StageResult::message).filter(m -> !m.isEmpty()).findFirst().orElse("");
    }

    private static long number(String id) {
        long n = io.objbench.core.protocol.RunIds.number(id);
        return n < 0 ? Long.MAX_VALUE : n;
    }
}
