package io.objbench.app;

import io.objbench.controller.ControllerAssembly;
import io.objbench.controller.driver.DriverPool;
import io.objbench.controller.queue.WorkloadQueue;
import io.objbench.controller.run.RunListener;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.controller.server.ControllerServer;
import io.objbench.controller.server.ServerSettings;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.core.workload.Workload;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Clock;
import java.time.ZoneId;
import java.util.concurrent.CountDownLatch;

/**
 * {@code objbench run --web}: the embedded controller with its server (REST and web UI, loopback,
 * no token) in front, so the browser shows the run live and its report afterwards. The server
 * keeps serving after the run ended until Ctrl-C; Ctrl-C during the run cancels it (partial
 * results archived) and stops.
 */
final class WebRun {

    private final WorkloadRunCommand cmd;
    private final PrintWriter out;
    private final PrintWriter err;

    WebRun(WorkloadRunCommand cmd, PrintWriter out, PrintWriter err) {
        this.cmd = cmd;
        this.out = out;
        this.err = err;
    }

    int run(DriverPool pool, Workload workload) {
        ZoneId zone = ZoneId.systemDefault();
        Clock clock = Clock.systemDefaultZone();
        RunListener progress = cmd.quiet ? RunListener.NONE
                : new ProgressPrinter(out, Terminal.isTerminal(), clock);
        ControllerAssembly controller;
        try {
            controller = ControllerAssembly.embedded(cmd.archiveDir, zone, clock, pool, cmd.settings(), progress);
        } catch (IOException e) {
            pool.close();
            err.println("objbench: " + e.getMessage());
            return ExitCodes.STOPPED;
        }
        ControllerServer server;
        try {
            server = controller.server(new ServerSettings("127.0.0.1", cmd.webPort, "", zone), null);
            server.start();
        } catch (Exception e) {
            err.println("objbench: cannot serve the web UI on port " + cmd.webPort + ": " + e.getMessage());
            controller.close();
            return ExitCodes.STOPPED;
        }
        CountDownLatch stop = new CountDownLatch(1);
        CountDownLatch stopped = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            stop.countDown();
            controller.close(); // cancels and archives a running workload
            try {
                if (!stopped.await(70, java.util.concurrent.TimeUnit.SECONDS)) {
                    return; // not archived in time: the JVM exits all the same
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "objbench-web-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            WorkloadQueue.Accepted accepted;
            try {
                accepted = controller.submit(workload, cmd.fileName());
            } catch (Exception e) {
                err.println("objbench: " + e.getMessage());
                return ExitCodes.BAD_INPUT;
            }
            WorkloadView v = accepted.view();
            out.println("objbench: running " + v.id() + " '" + v.name() + "'; web UI at " + server.uri()
                    + "/ui/workloads/" + v.id());
            out.flush();
            WorkloadQueue.RunEnd end = controller.await(accepted);
            WorkloadResult result = end.result();
            if (!cmd.quiet) {
                out.println();
                out.print(SummaryTable.render(result));
            }
            WorkloadView done = controller.history().get(v.id()).map(p -> p.view()).orElse(v);
            out.println("workload " + v.id() + " " + done.state() + "; report: " + server.uri() + "/ui/workloads/"
                    + v.id() + "/report");
            out.println("objbench: the web UI stays up at " + server.uri() + "/ui/ until Ctrl-C");
            out.flush();
            stop.await();
            return ExitCodes.of(result.state());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return ExitCodes.STOPPED;
        } finally {
            controller.close();
            stopped.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // shutting down: the hook runs and waits for stopped
            }
        }
    }
}
