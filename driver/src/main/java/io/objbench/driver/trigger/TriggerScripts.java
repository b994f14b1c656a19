package io.objbench.driver.trigger;

import io.objbench.core.concurrent.ControlThreads;
import io.objbench.core.protocol.ApiErrorKind;
import io.objbench.core.protocol.MissionIds;
import io.objbench.core.protocol.TriggerReport;
import io.objbench.core.protocol.TriggerStart;
import io.objbench.core.protocol.TriggerStarted;
import io.objbench.core.workload.Trigger;
import io.objbench.driver.MissionException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The trigger scripts one driver runs. A start runs {@code /bin/sh <dir>/<script> args…} (no
 * shell parses the arguments) in its own session, its stdout and stderr going to a private
 * temporary file; a stop runs {@code /bin/sh <dir>/<script> -k}, waits for it up to the stop
 * wait, kills whatever is left of both runs (descendants and process group), and returns the
 * output. Only a bare file name of the configured directory can run ({@link Trigger#scriptProblem}).
 * Thread-safe.
 */
public final class TriggerScripts implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(TriggerScripts.class.getName());

    /** The directory's default name, under the installation ({@code -Dobjbench.home}) or the working directory. */
    public static final String DEFAULT_DIR_NAME = "triggers";
    /** How long a {@code -k} run may take before it is killed. */
    public static final Duration DEFAULT_STOP_WAIT = Duration.ofSeconds(30);
    /** Triggers running at once on one driver; more are refused (409). */
    public static final int MAX_RUNNING = 64;
    /** Output kept per trigger (both runs); the rest is counted, not kept. */
    public static final int MAX_OUTPUT_BYTES = 1 << 20;

    /** The longest {@code -k} wait when the driver shuts down. */
    private static final Duration SHUTDOWN_STOP_WAIT = Duration.ofSeconds(5);
    private static final Path SHELL = Path.of("/bin/sh");
    private static final List<Path> SETSID = List.of(Path.of("/usr/bin/setsid"), Path.of("/bin/setsid"));

    private final String driverName;
    private final Path dir;
    private final Duration stopWait;
    private final ConcurrentMap<String, Running> running = new ConcurrentHashMap<>();
    private final AtomicLong ids = new AtomicLong();

    /** A trigger that runs. */
    private record Running(String id, TriggerStart request, Process process, Path output) {
    }

    /**
     * @param driverName the driver's name (messages, and {@code OBJBENCH_DRIVER} for the scripts)
     * @param dir        the scripts directory; need not exist (every start then reports the script missing)
     * @param stopWait   how long a {@code -k} run may take
     */
    public TriggerScripts(String driverName, Path dir, Duration stopWait) {
        this.driverName = Objects.requireNonNull(driverName, "driverName");
        this.dir = Objects.requireNonNull(dir, "dir").toAbsolutePath().normalize();
        this.stopWait = Objects.requireNonNull(stopWait, "stopWait");
        if (stopWait.isNegative()) {
            throw new IllegalArgumentException("stopWait must not be negative: " + stopWait);
        }
    }

    /** The default directory: {@code triggers/} of the installation when {@code objbench.home} is set, else of the working directory. */
    public static Path defaultDir() {
        String home = System.getProperty("objbench.home");
        return home == null || home.isBlank() ? Path.of(DEFAULT_DIR_NAME) : Path.of(home, DEFAULT_DIR_NAME);
    }

    /** The scripts directory (absolute). */
    public Path dir() {
        return dir;
    }

    /** How many triggers run now. */
    public int runningCount() {
        return running.size();
    }

    /**
     * Starts a trigger.
     *
     * @throws MissionException BAD_REQUEST for a bad name, arguments or ids, NOT_FOUND when the
     *                          script is not in the directory, CONFLICT when {@link #MAX_RUNNING} run
     */
    public TriggerStarted start(TriggerStart request) throws MissionException {
        Trigger trigger = validate(request);
        Path script = dir.resolve(trigger.script());
        if (!script.getParent().equals(dir) || !Files.isRegularFile(script)) {
            throw new MissionException(ApiErrorKind.NOT_FOUND, "trigger script '" + trigger.script()
                    + "' not found in the scripts directory " + dir + " of driver " + driverName
                    + " (scripts_dir in driver.conf)");
        }
        if (!Files.isExecutable(SHELL)) {
            throw new MissionException(ApiErrorKind.BAD_REQUEST, "driver " + driverName + " cannot run"
                    + " trigger scripts: they need " + SHELL + " (Linux or another Unix)");
        }
        if (running.size() >= MAX_RUNNING) {
            throw new MissionException(ApiErrorKind.CONFLICT, "driver " + driverName + " already runs "
                    + MAX_RUNNING + " triggers; stop some first");
        }
        String id = "t" + ids.incrementAndGet();
        Path output = null;
        try {
            output = Files.createTempFile("objbench-trigger-" + id + "-", ".log"); // owner-only on POSIX
            List<String> command = command(script, trigger.args());
            Process p = builder(command, request, output).start();
            running.put(id, new Running(id, request, p, output));
            LOG.log(System.Logger.Level.DEBUG, "trigger " + id + " of " + request.scope() + ": started "
                    + trigger.spec() + " as pid " + p.pid());
            return new TriggerStarted(id, p.pid());
        } catch (IOException e) {
            deleteQuietly(output);
            throw new MissionException(ApiErrorKind.BAD_REQUEST, "driver " + driverName + " cannot start"
                    + " trigger script '" + trigger.script() + "': " + e.getMessage(), e);
        }
    }

    /**
     * Stops a trigger: runs {@code script -k}, kills what is left, reports and forgets it.
     *
     * @throws MissionException NOT_FOUND when no trigger has that id (never started, or already stopped)
     */
    public TriggerReport stop(String triggerId) throws MissionException {
        Running r = triggerId == null ? null : running.remove(triggerId);
        if (r == null) {
            throw new MissionException(ApiErrorKind.NOT_FOUND, "no running trigger " + triggerId
                    + " on driver " + driverName);
        }
        return stop(r, stopWait);
    }

    /**
     * Stops every running trigger (driver shutdown), all at once, giving each {@code -k} run at most
     * 5 s so the driver's stop stays well within the 20 s {@code stop-driver.sh} allows; returns how many.
     */
    public int stopAll() {
        Duration wait = stopWait.compareTo(SHUTDOWN_STOP_WAIT) < 0 ? stopWait : SHUTDOWN_STOP_WAIT;
        int n = 0;
        try (java.util.concurrent.ExecutorService pool = ControlThreads.perTask("trigger-stop-")) {
            for (String id : List.copyOf(running.keySet())) {
                Running r = running.remove(id);
                if (r != null) {
                    pool.execute(() -> stop(r, wait));
                    n++;
                }
            }
        }
        return n;
    }

    /** Stops every running trigger. */
    @Override
    public void close() {
        stopAll();
    }

    private TriggerReport stop(Running r, Duration stopWait) {
        List<String> problems = new ArrayList<>();
        Integer exitStatus = r.process.isAlive() ? null : r.process.exitValue();
        if (exitStatus != null && exitStatus != 0) {
            problems.add(r.request.script() + " exited with status " + exitStatus);
        }
        List<Long> killed = new ArrayList<>();
        Integer stopStatus = null;
        Path script = dir.resolve(r.request.script());
        try {
            Process k = builder(command(script, List.of("-k")), r.request, r.output).start();
            boolean ended = k.waitFor(stopWait.toMillis(), TimeUnit.MILLISECONDS);
            if (ended) {
                stopStatus = k.exitValue();
                if (stopStatus != 0) {
                    problems.add(r.request.script() + " -k exited with status " + stopStatus);
                }
            } else {
                problems.add(r.request.script() + " -k did not end within " + stopWait.toSeconds() + " s: killed");
            }
            // its leftovers (a background child) go as well
            killed.addAll(ProcessTree.kill(k.toHandle(), 2_000));
        } catch (IOException e) {
            problems.add("cannot run " + r.request.script() + " -k: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            problems.add(r.request.script() + " -k interrupted: killed");
        }
        for (Long pid : ProcessTree.kill(r.process.toHandle(), 5_000)) {
            if (!killed.contains(pid)) {
                killed.add(pid);
            }
        }
        // the run is our child: reap it, so no zombie is left behind
        try {
            r.process.waitFor(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        long[] truncated = new long[1];
        String output = readOutput(r.output, truncated);
        deleteQuietly(r.output);
        String message = String.join("; ", problems);
        LOG.log(message.isEmpty() ? System.Logger.Level.DEBUG : System.Logger.Level.WARNING, "trigger " + r.id
                + " of " + r.request.scope() + ": stopped "
                + r.request.script() + (killed.isEmpty() ? "" : ", killed " + killed)
                + (message.isEmpty() ? "" : " (" + message + ")"));
        return new TriggerReport(r.id, r.process.pid(), exitStatus, stopStatus, killed, output, truncated[0], message);
    }

    private Trigger validate(TriggerStart request) throws MissionException {
        if (request == null) {
            throw new MissionException(ApiErrorKind.BAD_REQUEST, "no trigger: POST a TriggerStart");
        }
        if (!MissionIds.valid(request.runId())) {
            throw new MissionException(ApiErrorKind.BAD_REQUEST, "invalid trigger at $.runId: not a run id"
                    + " (1 to 200 of A-Z a-z 0-9 . _ -)");
        }
        String scope = request.scope();
        if (scope == null || scope.isBlank() || scope.length() > 1024 || scope.chars().anyMatch(Character::isISOControl)) {
            throw new MissionException(ApiErrorKind.BAD_REQUEST, "invalid trigger at $.scope: 1 to 1024"
                    + " printable characters (the run or stage id)");
        }
        try {
            return new Trigger(request.script(), request.args() == null ? List.of() : request.args());
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new MissionException(ApiErrorKind.BAD_REQUEST, "invalid trigger: " + e.getMessage());
        }
    }

    private static List<String> command(Path script, List<String> args) {
        List<String> command = new ArrayList<>();
        // its own session, so its process group holds everything it starts, even orphans (ProcessTree)
        for (Path setsid : SETSID) {
            if (Files.isExecutable(setsid)) {
                command.add(setsid.toString());
                break;
            }
        }
        command.add(SHELL.toString());
        command.add(script.toString());
        command.addAll(args);
        return command;
    }

    private ProcessBuilder builder(List<String> command, TriggerStart request, Path output) {
        ProcessBuilder pb = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(output.toFile()))
                .redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()));
        Map<String, String> env = pb.environment();
        env.remove("OBJBENCH_TOKEN"); // the driver's secret is not the script's business
        env.put("OBJBENCH_DRIVER", driverName);
        env.put("OBJBENCH_RUN_ID", request.runId());
        env.put("OBJBENCH_TRIGGER_SCOPE", request.scope());
        return pb;
    }

    private static String readOutput(Path file, long[] truncated) {
        try (InputStream in = Files.newInputStream(file)) {
            byte[] kept = in.readNBytes(MAX_OUTPUT_BYTES);
            truncated[0] = Math.max(0, Files.size(file) - kept.length);
            return new String(kept, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "(output unreadable: " + e.getMessage() + ")";
        }
    }

    private static void deleteQuietly(Path file) {
        if (file == null) {
            return;
        }
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "cannot delete " + file + ": " + e.getMessage());
        }
    }
}
