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

    private final History history;
    private final RunnerFactory runners;
    private final Clock clock;
    private final ExecutorService pool;
    private final Map<String, LiveRun> live = new ConcurrentHashMap<>();
    // queued runs in the order they will start; each pool task takes the head, so moving runs
    // here reorders the queue (one task per queued run, whatever its place)
    private final java.util.LinkedList<LiveRun> pending = new java.util.LinkedList<>();
    private final Admission admission;

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
        this.admission = admission;
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
            throws WorkloadException, WorkloadRejectedException, IOException {
        Workload workload = WorkloadReader.read(xml, fileName);
        admission.check(workload);
        String id = history.archive().nextId();
        LiveRun run = new LiveRun(id, workload, clock.instant());
        live.put(id, run);
        synchronized (pending) {
            pending.addLast(run);
        }
        pool.execute(this::executeNext);
        return run.view();
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

    /** The parsed workload of a queued or running run; empty when the run is not active. */
    public Optional<io.objbench.core.workload.Workload> workload(String id) {
        LiveRun run = live.get(id);
        return run == null ? Optional.empty() : Optional.of(run.workload);
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
        if (run.cancel() == WorkloadState.QUEUING) {
            WorkloadResult result = NotRunResults.of(run.id, run.workload, run.submitted, null, clock.instant(),
                    WorkloadState.CANCELLED, StageState.CANCELLED, "");
            archive(run, result, "cancelled while queued");
        }
        return view(id);
    }

    /** Cancels every run and waits up to {@code timeout} for the running ones to be archived. */
    public void shutdown(Duration timeout) throws InterruptedException {
        for (String id : List.copyOf(live.keySet())) {
            try {
                cancel(id);
            } catch (IOException e) {
                LOG.log(System.Logger.Level.WARNING, "cannot archive cancelled " + id + ": " + e.getMessage());
            }
        }
        pool.shutdown();
        pool.awaitTermination(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    @Override
    public void close() throws InterruptedException {
        shutdown(Duration.ofSeconds(60));
    }

    private void execute(LiveRun run) {
        if (!run.start(clock.instant())) {
            return; // cancelled while queued: archived by cancel()
        }
        WorkloadResult result;
        try {
            history.started(run.id, run.workload, run.submitted, run.startedAt());
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
        archive(run, result, message(result));
    }

    private void archive(LiveRun run, WorkloadResult result, String message) {
        Path dir = null;
        try {
            dir = history.archive().write(result);
        } catch (IOException | RuntimeException e) {
            LOG.log(System.Logger.Level.ERROR, "cannot archive workload " + run.id + ": " + e);
        }
        try {
            history.ended(result, dir, message);
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "cannot clear the in-flight marker of " + run.id + ": " + e);
        }
        live.remove(run.id);
    }

    private static String message(WorkloadResult result) {
        return result.stages().stream().map(StageResult::message).filter(m -> !m.isEmpty()).findFirst().orElse("");
    }

    private static long number(String id) {
        long n = io.objbench.core.protocol.RunIds.number(id);
        return n < 0 ? Long.MAX_VALUE : n;
    }
}
