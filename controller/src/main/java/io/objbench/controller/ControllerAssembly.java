package io.objbench.controller;

import io.objbench.controller.archive.Archive;
import io.objbench.controller.driver.DriverPool;
import io.objbench.controller.history.History;
import io.objbench.controller.history.RecoveredReports;
import io.objbench.controller.queue.ArchiveUnavailableException;
import io.objbench.controller.queue.WorkloadQueue;
import io.objbench.controller.run.DriverEvent;
import io.objbench.controller.run.RunListener;
import io.objbench.controller.run.RunSettings;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.StageState;
import io.objbench.controller.run.TimelineRow;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.controller.run.WorkloadRunner;
import io.objbench.controller.schedule.WorkloadAdmission;
import io.objbench.controller.schedule.WorkloadRejectedException;
import io.objbench.controller.server.ControllerServer;
import io.objbench.controller.server.ServerSettings;
import io.objbench.core.protocol.DriverView;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Workload;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneId;
import java.util.Objects;
import java.util.concurrent.ExecutionException;

/**
 * One controller, whatever starts it: the history over the archive, the driver pool, the workload
 * queue and, when asked, the HTTP server (REST, COSBench CLI, web UI). {@code objbench run}
 * (plain or {@code --web}) and {@code objbench controller} all build one, so every run goes
 * through the queue and the history: it has an in-flight marker from its acceptance, and a run
 * cut short by a hard kill is found INTERRUPTED at the next start. Callers {@link #submit} a
 * workload, {@link #await} its end (a completion signal, no polling) and {@link #close()}.
 */
public final class ControllerAssembly implements AutoCloseable {

    /** How long {@link #close()} waits for cancelled runs to be archived. */
    public static final Duration STOP_WAIT = Duration.ofSeconds(60);

    private final History history;
    private final DriverPool pool;
    private final WorkloadQueue queue;
    private ControllerServer server;
    private boolean closed;

    private ControllerAssembly(History history, DriverPool pool, WorkloadQueue queue) {
        this.history = history;
        this.pool = pool;
        this.queue = queue;
    }

    /**
     * The embedded controller of {@code objbench run}: one workload at a time over {@code pool}
     * (the in-process driver), every run's progress also going to {@code progress}.
     *
     * @throws IOException when the archive's history cannot be read
     */
    public static ControllerAssembly embedded(Path archiveDir, ZoneId zone, Clock clock, DriverPool pool,
                                              RunSettings settings, RunListener progress) throws IOException {
        History history = History.load(new Archive(archiveDir, zone), zone, clock);
        WorkloadQueue queue = new WorkloadQueue(history, 1,
                listener -> new WorkloadRunner(pool::driverSet, settings, new Both(listener, progress)), clock);
        return new ControllerAssembly(history, pool, queue);
    }

    /**
     * The standing controller of {@code objbench controller}: {@code concurrency} workloads at
     * once over the remote drivers of {@code pool}; a workload no live driver can run is refused
     * at submit, queued runs wait while every driver is down, and what the drivers still hold of a
     * run the last controller's crash cut short goes into that run's archive. Call
     * {@link #startDrivers()} before serving.
     *
     * @throws IOException when the archive's history cannot be read
     */
    public static ControllerAssembly distributed(Path archiveDir, ZoneId zone, Clock clock, DriverPool pool,
                                                 int concurrency) throws IOException {
        return distributed(archiveDir, zone, clock, pool, concurrency,
                io.objbench.controller.run.ValidityThresholds.DEFAULTS);
    }

    /** As {@link #distributed(Path, ZoneId, Clock, DriverPool, int)} with the stage verdict's limits. */
    public static ControllerAssembly distributed(Path archiveDir, ZoneId zone, Clock clock, DriverPool pool,
                                                 int concurrency, io.objbench.controller.run.ValidityThresholds validity)
            throws IOException {
        History history = History.load(new Archive(archiveDir, zone), zone, clock);
        pool.onOrphanReport(new RecoveredReports(history, zone, clock));
        WorkloadQueue queue = new WorkloadQueue(history, concurrency,
                listener -> new WorkloadRunner(pool::driverSet, RunSettings.distributed().withValidity(validity), listener), clock,
                workload -> WorkloadAdmission.check(workload, pool.views()))
                .holdWhile(() -> pool.views().stream().noneMatch(DriverView::alive));
        return new ControllerAssembly(history, pool, queue);
    }

    /**
     * Starts polling the drivers, waits for their first answers, then queues again the runs the
     * last controller accepted but never started.
     */
    public void startDrivers() {
        pool.start();
        pool.pollNow(); // the drivers' state before runs queued at the last stop start again
        queue.requeueFromLastStop();
    }

    /**
     * Builds the HTTP server in front of this controller (not started: the caller starts it once
     * the drivers are polled); {@link #close()} stops it.
     *
     * @param usersFile the web UI's users (null: none)
     * @throws IllegalArgumentException when bound beyond loopback without a token, or the web UI
     *                                  refuses its settings
     */
    public synchronized ControllerServer server(ServerSettings settings, Path usersFile) {
        if (server != null) {
            throw new IllegalStateException("already has a server at " + server.uri());
        }
        server = ControllerServer.newServer(settings, queue, history, pool, usersFile);
        return server;
    }

    /** Queues a workload read already; see {@link WorkloadQueue#accept}. */
    public WorkloadQueue.Accepted submit(Workload workload, String fileName)
            throws WorkloadRejectedException, ArchiveUnavailableException {
        return queue.accept(workload, fileName);
    }

    /** Waits for the end of an accepted run: its result and where it was archived. */
    public WorkloadQueue.RunEnd await(WorkloadQueue.Accepted run) throws InterruptedException {
        try {
            return run.ended().get();
        } catch (ExecutionException e) {
            throw new IllegalStateException("run " + run.view().id() + " ended without a result", e.getCause());
        }
    }

    /** The runs of this controller's archive. */
    public History history() {
        return history;
    }

    /** The queue of this controller. */
    public WorkloadQueue queue() {
        return queue;
    }

    /** The drivers of this controller. */
    public DriverPool pool() {
        return pool;
    }

    /**
     * Stops the server, cancels queued and running runs and waits up to {@link #STOP_WAIT} for
     * them to be archived, then stops the drivers' polling. Idempotent; a second caller waits for
     * the first to finish.
     */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            if (server != null) {
                server.stop();
            }
        } catch (Exception e) {
            // stopping anyway: the runs must still be cancelled and archived
        }
        try {
            queue.shutdown(STOP_WAIT);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            pool.close();
        }
    }

    /** The queue's own listener, then the caller's (progress on the console), for each event. */
    private record Both(RunListener first, RunListener second) implements RunListener {
        Both {
            Objects.requireNonNull(first, "first");
            Objects.requireNonNull(second, "second");
        }

        @Override
        public void workloadStarted(String id, Workload w) {
            first.workloadStarted(id, w);
            second.workloadStarted(id, w);
        }

        @Override
        public void stageStarted(String id, Stage s) {
            first.stageStarted(id, s);
            second.stageStarted(id, s);
        }

        @Override
        public void missionsSent(String id, Stage s, java.util.List<io.objbench.controller.run.SentMission> missions) {
            first.missionsSent(id, s, missions);
            second.missionsSent(id, s, missions);
        }

        @Override
        public void stageState(String id, Stage s, StageState state) {
            first.stageState(id, s, state);
            second.stageState(id, s, state);
        }

        @Override
        public void timelineRow(String id, Stage s, TimelineRow row) {
            first.timelineRow(id, s, row);
            second.timelineRow(id, s, row);
        }

        @Override
        public void telemetry(String id, Stage s, java.util.List<io.objbench.controller.run.TelemetryRow> rows) {
            first.telemetry(id, s, rows);
            second.telemetry(id, s, rows);
        }

        @Override
        public void driverEvent(String id, Stage s, DriverEvent event) {
            first.driverEvent(id, s, event);
            second.driverEvent(id, s, event);
        }

        @Override
        public void stageEnded(String id, StageResult result) {
            first.stageEnded(id, result);
            second.stageEnded(id, result);
        }

        @Override
        public void workloadEnded(WorkloadResult result) {
            first.workloadEnded(result);
            second.workloadEnded(result);
        }
    }
}
