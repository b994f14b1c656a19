package io.objbench.app;

import io.objbench.controller.ControllerAssembly;
import io.objbench.controller.conf.ConfException;
import io.objbench.controller.conf.ControllerConf;
import io.objbench.controller.driver.DriverPool;
import io.objbench.controller.server.ControllerServer;
import io.objbench.controller.server.ServerSettings;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneId;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code objbench controller}: reads controller.conf, polls the configured drivers, reloads the
 * history from the archive, and serves the REST API and COSBench's CLI endpoints until
 * interrupted (Ctrl-C, SIGTERM); then it cancels running workloads, archives them and stops.
 */
@Command(name = "controller", mixinStandardHelpOptions = true,
        description = "Serve the controller API: queue workloads and run them on the drivers of controller.conf.")
public final class ControllerCommand implements Callable<Integer> {

    /** How often each driver's liveness is polled. */
    static final Duration DRIVER_POLL = Duration.ofSeconds(5);

    @Option(names = "--conf", paramLabel = "FILE",
            description = "controller.conf (default: -Dcosbench.controller.config, ./controller.conf,"
                    + " conf/controller.conf, /etc/cosbench/controller.conf)")
    Path confFile;

    @Option(names = "--port", paramLabel = "PORT", description = "API port (overrides port in the conf; default 19088)")
    Integer port;

    @Option(names = "--host", paramLabel = "ADDRESS", description = "bind address (overrides host; default 127.0.0.1)")
    String host;

    @Option(names = "--token", paramLabel = "TOKEN",
            description = "shared API token (overrides token; the environment variable OBJBENCH_TOKEN also works)")
    String token;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    private final CountDownLatch stop = new CountDownLatch(1);
    private final CountDownLatch stopped = new CountDownLatch(1);

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ControllerConf conf;
        try {
            conf = conf();
        } catch (ConfException | IOException | IllegalStateException e) {
            err.println("objbench controller: " + e.getMessage());
            return ExitCodes.BAD_INPUT;
        }
        // log_level and log_file of [controller], as COSBench: fault events (lost drivers, terminated
        // and cancelled runs, archive failures) go there
        String logWarning = io.objbench.driver.cli.DriverLogging.apply(conf.logLevel(), conf.logFile());
        if (logWarning != null) {
            err.println("objbench controller: " + logWarning);
        }
        ZoneId zone = ZoneId.systemDefault();
        ServerSettings settings = new ServerSettings(conf.host(), conf.port(), conf.token(), zone, conf.tls(), conf.serverNames());
        try {
            settings.checkSafe();
        } catch (IllegalArgumentException e) {
            err.println("objbench controller: " + e.getMessage());
            return ExitCodes.BAD_INPUT;
        }
        DriverPool pool = DriverPool.http(conf.drivers(), conf.token(), conf.missedPolls(), DRIVER_POLL, conf.tls());
        // self-registering drivers (objbench driver --controller URL) join beside the configured ones
        pool.acceptRegistrations(conf.heartbeat().interval(), conf.heartbeat().missed());
        ControllerAssembly controller;
        try {
            controller = ControllerAssembly.distributed(conf.archiveDir(), zone, Clock.systemDefaultZone(), pool,
                    conf.concurrency(), conf.validity());
        } catch (IOException e) {
            pool.close();
            throw e;
        }
        try (controller) {
            ControllerServer server;
            try {
                server = controller.server(settings, conf.usersFile());
            } catch (IllegalArgumentException e) {
                err.println("objbench controller: " + e.getMessage());
                return ExitCodes.BAD_INPUT;
            }
            controller.startDrivers();
            server.start();
            // the JVM exits once the hooks return: wait until the running workloads are archived
            Thread hook = new Thread(() -> {
                stop.countDown();
                awaitQuietly(stopped, Duration.ofSeconds(70));
            }, "objbench-controller-stop");
            Runtime.getRuntime().addShutdownHook(hook);
            out.println("objbench controller listening on " + server.uri() + ", " + conf.drivers().size() + " drivers"
                    + " configured; drivers may register (heartbeat every " + conf.heartbeat().interval().toSeconds()
                    + " s, dropped after " + conf.heartbeat().limit().toSeconds() + " s without one)");
            if (server.hasUi()) {
                out.println("web UI: " + server.uri() + "/ui/");
            }
            out.flush();
            try {
                stop.await();
            } finally {
                out.println("objbench controller stopping: cancelling running workloads");
                out.flush();
                controller.close();
                stopped.countDown();
                removeHook(hook);
            }
        }
        return 0;
    }

    /** Stops a running {@link #call()} as Ctrl-C would (tests). */
    void requestStop() {
        stop.countDown();
    }

    private ControllerConf conf() throws ConfException, IOException {
        Optional<Path> file = confFile != null ? Optional.of(confFile) : ControllerConf.locate();
        if (file.isEmpty()) {
            throw new IllegalStateException("no controller.conf found (looked at -Dcosbench.controller.config,"
                    + " ./controller.conf, conf/controller.conf, /etc/cosbench/controller.conf); pass --conf FILE");
        }
        String effectiveToken = token != null ? token : System.getenv("OBJBENCH_TOKEN");
        ControllerConf conf = ControllerConf.read(file.get());
        return conf.with(host, port, effectiveToken == null || effectiveToken.isBlank() ? null : effectiveToken);
    }

    private static void awaitQuietly(CountDownLatch latch, Duration timeout) {
        try {
            latch.await(timeout.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void removeHook(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // already shutting down: the hook ran and released us
        }
    }
}
