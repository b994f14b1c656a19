package io.objbench.controller.cli;

import io.objbench.controller.archive.Archive;
import io.objbench.controller.driver.DriverPool;
import io.objbench.controller.history.History;
import io.objbench.controller.queue.WorkloadQueue;
import io.objbench.controller.run.RunListener;
import io.objbench.controller.run.RunSettings;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.controller.run.WorkloadRunner;
import io.objbench.controller.server.ControllerServer;
import io.objbench.controller.server.ServerSettings;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.driver.MissionManager;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneId;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;

/**
 * {@code objbench run --web}: the embedded run goes through a one-slot workload queue with the
 * controller's server (REST and web UI, loopback, no token) in front, so the browser shows it live
 * and its report afterwards. The server keeps serving after the run ended until Ctrl-C; Ctrl-C
 * during the run cancels it (partial results archived) and stops.
 */
final class WebRun {

    private final RunCommand cmd;
    private final PrintWriter out;
    private final PrintWriter err;

    WebRun(RunCommand cmd, PrintWriter out, PrintWriter err) {
        this.cmd = cmd;
        this.out = out;
        this.err = err;
    }

    int run(MissionManager manager) throws IOException {
        ZoneId zone = ZoneId.systemDefault();
        Clock clock = Clock.systemDefaultZone();
        History history = History.load(new Archive(cmd.archiveDir, zone), zone, clock);
        AtomicReference<WorkloadResult> ended = new AtomicReference<>();
        RunListener progress = cmd.quiet ? RunListener.NONE
                : new ProgressPrinter(out, Terminal.isTerminal(), clock);
        RunSettings settings = cmd.settings != null ? cmd.settings : RunSettings.defaults();
        try (DriverPool pool = DriverPool.local(manager)) {
            WorkloadQueue queue = new WorkloadQueue(history, 1,
                    l -> new WorkloadRunner(pool::driverSet, settings, both(l, progress, ended)), clock);
            ControllerServer server;
            try {
                server = ControllerServer.newServer(new ServerSettings("127.0.0.1", cmd.webPort, "", zone), queue,
                        history, pool, null);
                server.start();
            } catch (Exception e) {
                err.println("objbench: cannot serve the web UI on port " + cmd.webPort + ": " + e.getMessage());
                shutdown(queue);
                return ExitCodes.STOPPED;
            }
            CountDownLatch stop = new CountDownLatch(1);
            CountDownLatch stopped = new CountDownLatch(1);
            Thread hook = new Thread(() -> {
                stop.countDown();
                try {
                    queue.shutdown(Duration.ofSeconds(60)); // cancels and archives a running workload
                    if (!stopped.await(70, java.util.concurrent.TimeUnit.SECONDS)) {
                        return; // not archived in time: the JVM exits all the same
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }, "objbench-web-stop");
            Runtime.getRuntime().addShutdownHook(hook);
            try {
                WorkloadView v;
                try {
                    v = queue.submit(Files.readString(cmd.workloadFile, StandardCharsets.UTF_8),
                            cmd.workloadFile.getFileName().toString());
                } catch (Exception e) {
                    err.println("objbench: " + e.getMessage());
                    return ExitCodes.BAD_INPUT;
                }
                out.println("objbench: running " + v.id() + " '" + v.name() + "'; web UI at " + server.uri()
                        + "/ui/workloads/" + v.id());
                out.flush();
                while (history.get(v.id()).isEmpty() && stop.getCount() > 0) {
                    Thread.sleep(100);
                }
                WorkloadResult result = ended.get();
                if (result != null && !cmd.quiet) {
                    out.println();
                    out.print(SummaryTable.render(result));
                }
                WorkloadView done = history.get(v.id()).map(p -> p.view()).orElse(v);
                out.println("workload " + v.id() + " " + done.state() + "; report: " + server.uri() + "/ui/workloads/"
                        + v.id() + "/report");
                out.println("objbench: the web UI stays up at " + server.uri() + "/ui/ until Ctrl-C");
                out.flush();
                stop.await();
                return result == null ? ExitCodes.STOPPED : ExitCodes.of(result.state());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return ExitCodes.STOPPED;
            } finally {
                stopServer(server);
                shutdown(queue);
                stopped.countDown();
                try {
                    Runtime.getRuntime().removeShutdownHook(hook);
                } catch (IllegalStateException e) {
                    // shutting down: the hook runs and waits for stopped
                }
            }
        }
    }

    private static void shutdown(WorkloadQueue queue) {
        try {
            queue.shutdown(Duration.ofSeconds(60));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void stopServer(ControllerServer server) {
        try {
            server.stop();
        } catch (Exception e) {
            // stopping anyway
        }
    }

    /** The queue's own listener, the progress printer and the capture of the result, in turn. */
    private static RunListener both(RunListener queue, RunListener progress, AtomicReference<WorkloadResult> ended) {
        return new RunListener() {
            @Override
            public void workloadStarted(String id, io.objbench.core.workload.Workload w) {
                queue.workloadStarted(id, w);
                progress.workloadStarted(id, w);
            }

            @Override
            public void stageStarted(String id, io.objbench.core.workload.Stage s) {
                queue.stageStarted(id, s);
                progress.stageStarted(id, s);
            }

            @Override
            public void stageState(String id, io.objbench.core.workload.Stage s, io.objbench.controller.run.StageState st) {
                queue.stageState(id, s, st);
                progress.stageState(id, s, st);
            }

            @Override
            public void timelineRow(String id, io.objbench.core.workload.Stage s, io.objbench.controller.run.TimelineRow r) {
                queue.timelineRow(id, s, r);
                progress.timelineRow(id, s, r);
            }

            @Override
            public void stageEnded(String id, io.objbench.controller.run.StageResult r) {
                queue.stageEnded(id, r);
                progress.stageEnded(id, r);
            }

            @Override
            public void workloadEnded(WorkloadResult r) {
                ended.set(r);
                queue.workloadEnded(r);
                progress.workloadEnded(r);
            }
        };
    }
}
