package io.objbench.app;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.objbench.app.check.CheckOptions;
import io.objbench.app.check.RunChecks;
import io.objbench.controller.ControllerAssembly;
import io.objbench.controller.archive.ArchiveReader;
import io.objbench.controller.archive.JsonSummary;
import io.objbench.core.check.Criterion;
import io.objbench.core.check.CriterionException;
import io.objbench.controller.driver.DriverPool;
import io.objbench.controller.queue.ArchiveUnavailableException;
import io.objbench.controller.queue.WorkloadQueue;
import io.objbench.controller.schedule.WorkloadRejectedException;
import io.objbench.driver.local.LocalDriverClient;
import io.objbench.controller.plan.PlanText;
import io.objbench.controller.plan.SchedulePlan;
import io.objbench.controller.plan.SchedulePlanner;
import io.objbench.controller.run.RunListener;
import io.objbench.controller.run.RunSettings;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.core.json.Json;
import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadCheck;
import io.objbench.core.workload.WorkloadException;
import io.objbench.core.workload.WorkloadReader;
import io.objbench.driver.MissionManager;
import io.objbench.driver.plugin.DriverPlugins;
import io.objbench.driver.trigger.TriggerScripts;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * What {@code run}, {@code search} and {@code sweep} share (the subclasses differ in the options
 * they add: {@code sweep}'s {@code --ops} is not the scenario's, so the scenario options are
 * declared by {@link RunCommand}, not here).
 *
 * <p>The run ({@code objbench run w.xml}) reads and validates the workload, runs it on an in-process driver
 * with live progress, writes the archive, prints a summary, and exits with the final state
 * (0 finished, 1 failed, 2 bad input, 3 terminated or cancelled). Ctrl-C cancels gracefully:
 * the running missions are aborted and the partial results archived. With {@code --dry-run} it
 * prints the schedule over this run's driver (or {@code --drivers N}, {@code --controller-conf})
 * and runs nothing: 0, or 2 with every error of the file. The workload's assertions and
 * {@code --assert} are checked on the archived results ({@link RunChecks}): 6 when it finished but
 * one failed. With {@code --baseline RUN} the run is
 * then compared with that run (exit 7 on a significant regression beyond
 * {@code --fail-on-regression}); with {@code --repeat N} it runs N times and prints the means over
 * the runs with their 95 % intervals, exiting with the worst run's code.
 */
public abstract class WorkloadRunCommand implements Callable<Integer> {

    /** The ssbench scenario options of this command, or an unset instance when it takes none. */
    abstract ScenarioOptions scenarioOptions();


    @Parameters(index = "0", paramLabel = "WORKLOAD", description = "the workload XML file, or an ssbench scenario"
            + " file (recognised by its content; converted as objbench convert does)")
    Path workloadFile;

    /** The environment the Swift credentials are read from (ST_*, OS_*); tests replace it. */
    Map<String, String> env = System.getenv();

    /** The file as read, once. */
    private WorkloadInput input;

    @Option(names = "--archive", paramLabel = "DIR", defaultValue = "archive",
            description = "archive directory (default: ${DEFAULT-VALUE})")
    Path archiveDir;

    @Option(names = "--driver-name", paramLabel = "NAME", defaultValue = "driver1",
            description = "name of the in-process driver, what <work driver=…> matches (default: ${DEFAULT-VALUE})")
    String driverName;

    @Option(names = "--plugins", paramLabel = "DIR",
            description = "adaptor bundles to load (default: $OBJBENCH_HOME/plugins, else ./plugins)")
    Path pluginsDir;

    @Option(names = "--scripts", paramLabel = "DIR",
            description = "directory of the trigger scripts the workload's trigger= may name (default:"
                    + " $OBJBENCH_HOME/triggers, else ./triggers)")
    Path scriptsDir;

    @Option(names = "--quiet", description = "no live progress and no summary table")
    boolean quiet;

    @Option(names = "--web", description = "also serve the web UI on 127.0.0.1 while the workload runs, and"
            + " after it ended until Ctrl-C")
    boolean web;

    @Option(names = "--web-port", paramLabel = "PORT", defaultValue = "19088",
            description = "port of the web UI with --web (default: ${DEFAULT-VALUE}; 0 for any free port)")
    int webPort;

    @Option(names = "--dry-run", description = "print the schedule (stages, works, missions per driver with"
            + " worker ranges and container/object slices, expected duration) and run nothing")
    boolean dryRun;

    @CommandLine.Mixin
    FleetOptions fleet;

    @Option(names = "--baseline", paramLabel = "RUN", description = "after the run, compare it with this run"
            + " (an id in --archive such as w3, or a run folder): changes with 95 %% intervals and verdicts")
    String baseline;

    @Option(names = "--fail-on-regression", paramLabel = "PCT", description = "with --baseline: exit 7 when some"
            + " metric is significantly worse than the baseline by more than this, e.g. 5%%")
    String failOnRegression;

    @Option(names = "--min-change", paramLabel = "PCT", description = "with --baseline: the noise floor, smaller"
            + " changes are never called (default: 1%%)")
    String minChange;

    @Option(names = "--repeat", paramLabel = "N", defaultValue = "1", description = "run the workload N times"
            + " (N archived runs), then print each figure's mean over them with its 95 %% interval; exit with"
            + " the worst run's code")
    int repeat;

    @CommandLine.Mixin
    CheckOptions checks;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /**
     * The standing controller's bookkeeping (run accepted and ended, driver alive) that this run
     * does not log: it prints its own progress. Held here: java.util.logging keeps loggers weakly.
     */
    private static final List<java.util.logging.Logger> QUIET_LOGS = List.of(
            java.util.logging.Logger.getLogger(WorkloadQueue.class.getPackageName()),
            java.util.logging.Logger.getLogger(DriverPool.class.getPackageName()),
            // each stage's verdict: the summary table prints it
            java.util.logging.Logger.getLogger("io.objbench.controller.run.StageRunner"));

    /** Settings the tests may replace (null = defaults). */
    RunSettings settings;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<Criterion> criteria;
        try {
            criteria = checks.criteria();
        } catch (CriterionException e) {
            err.println("objbench run: " + e.getMessage());
            return ExitCodes.BAD_INPUT;
        }
        if (dryRun) {
            if (checks.junit() != null) {
                err.println("objbench run: --junit does not apply to --dry-run");
                return ExitCodes.BAD_INPUT;
            }
            return dryRun(out, err);
        }
        if (!fleet.unset()) {
            err.println("objbench run: --drivers and --controller-conf apply to --dry-run only");
            return ExitCodes.BAD_INPUT;
        }
        if (web && checks.any()) {
            err.println("objbench run: --assert, --junit and --json do not apply to --web (it runs until Ctrl-C)");
            return ExitCodes.BAD_INPUT;
        }
        io.objbench.app.compare.Baseline check;
        java.nio.file.Path baselineDir;
        try {
            check = checkedComparisonOptions();
            baselineDir = baseline == null ? null : io.objbench.app.compare.RunLocator.find(baseline, archiveDir);
        } catch (IllegalArgumentException | IOException e) {
            err.println("objbench run: " + e.getMessage());
            return ExitCodes.BAD_INPUT;
        }
        Workload workload;
        try {
            workload = read();
            printNotes(err);
        } catch (WorkloadException | WorkloadInput.BadScenario e) {
            err.println(e.getMessage());
            return ExitCodes.BAD_INPUT;
        } catch (IllegalArgumentException e) {
            err.println("objbench " + spec.name() + ": " + e.getMessage());
            return ExitCodes.BAD_INPUT;
        }
        DriverPlugins plugins;
        try {
            plugins = DriverPlugins.open(pluginsDir, out, err);
        } catch (IllegalStateException e) {
            err.println("objbench: " + e.getMessage());
            return ExitCodes.STOPPED;
        }
        try (plugins) {
            if (web) {
                return new WebRun(this, out, err).run(localPool(plugins), workload);
            }
            List<java.util.logging.Level> levels = QUIET_LOGS.stream().map(java.util.logging.Logger::getLevel).toList();
            QUIET_LOGS.forEach(l -> l.setLevel(java.util.logging.Level.WARNING));
            try {
                if (repeat > 1) {
                    return repeated(workload, out, err, plugins, criteria);
                }
                int code = runEmbedded(localPool(plugins), workload, out, err, plugins, criteria);
                return baselineDir == null || lastRunDir == null ? code
                        : comparedWithBaseline(check, baselineDir, code, out, err);
            } finally {
                for (int i = 0; i < QUIET_LOGS.size(); i++) {
                    QUIET_LOGS.get(i).setLevel(levels.get(i));
                }
            }
        }
    }

    /**
     * The workload to run, read from the file ({@code objbench search} adds its options).
     *
     * @throws IllegalArgumentException when an option is invalid
     */
    Workload read() throws WorkloadException {
        return input().workload();
    }

    /** Every error of the workload file, for the dry run ({@code objbench search} adds its options). */
    WorkloadCheck check() {
        return input().check();
    }

    /**
     * The workload file: its XML, or the XML converted from an ssbench scenario with the scenario
     * options; read once.
     *
     * @throws IllegalArgumentException an unreadable file or a bad option ({@link WorkloadInput.BadScenario}
     *                                  for a scenario with errors)
     */
    WorkloadInput input() {
        if (input == null) {
            input = WorkloadInput.read(workloadFile, scenarioOptions(), env);
        }
        return input;
    }

    /** What a scenario's conversion could not keep exactly, on stderr. */
    void printNotes(PrintWriter err) {
        if (input != null) {
            input.notes().forEach(n -> err.println("objbench " + spec.name() + ": note: " + n));
            err.flush();
        }
    }

    /** The exit code of the ended run, after its summary was printed (the search adds its own). */
    int exitCode(WorkloadResult result, PrintWriter out) {
        return ExitCodes.of(result.state());
    }

    /** The archive folder of the last run {@link #runEmbedded} archived; null before. */
    private java.nio.file.Path lastRunDir;

    /**
     * The comparison options checked together: --fail-on-regression and --min-change need
     * --baseline, --repeat is at least 1 and goes without --baseline and --web.
     */
    private io.objbench.app.compare.Baseline checkedComparisonOptions() {
        if (baseline == null && (failOnRegression != null || minChange != null)) {
            throw new IllegalArgumentException("--fail-on-regression and --min-change need --baseline");
        }
        if (repeat < 1) {
            throw new IllegalArgumentException("--repeat must be at least 1, not " + repeat);
        }
        if (repeat > 1 && (baseline != null || web)) {
            throw new IllegalArgumentException("--repeat goes without --baseline and --web (compare single runs with"
                    + " objbench compare)");
        }
        if (baseline != null && web) {
            throw new IllegalArgumentException("--baseline goes without --web (the web UI's compare page compares runs)");
        }
        return io.objbench.app.compare.Baseline.of(minChange, failOnRegression);
    }

    /** After a run with --baseline: the comparison printed, exit 7 on a regression beyond the limit. */
    private int comparedWithBaseline(io.objbench.app.compare.Baseline check, java.nio.file.Path baselineDir, int code,
                                     PrintWriter out, PrintWriter err) {
        try {
            var c = check.compare(baselineDir, lastRunDir);
            out.println();
            out.print(io.objbench.app.compare.ComparisonTable.render(c));
            int compared = check.exitCode(c, code, out);
            out.flush();
            // a failed or stopped run keeps its own code: the comparison judges finished runs
            return code == ExitCodes.FINISHED ? compared : code;
        } catch (IOException | RuntimeException e) {
            err.println("objbench run: cannot compare with the baseline " + baseline + ": " + e.getMessage());
            return code == ExitCodes.FINISHED ? ExitCodes.BAD_INPUT : code;
        }
    }

    /** --repeat N: the runs one after the other, then the means over them; the worst run's code. */
    private int repeated(Workload workload, PrintWriter out, PrintWriter err, DriverPlugins plugins,
                         List<Criterion> criteria) {
        List<java.nio.file.Path> dirs = new java.util.ArrayList<>();
        int worst = ExitCodes.FINISHED;
        for (int i = 1; i <= repeat; i++) {
            out.println("objbench: repetition " + i + " of " + repeat);
            out.flush();
            lastRunDir = null;
            int code = runEmbedded(localPool(plugins), workload, out, err, plugins, criteria);
            worst = Math.max(worst, code);
            if (lastRunDir != null) {
                dirs.add(lastRunDir);
            }
            if (code == ExitCodes.STOPPED || code == ExitCodes.NO_ARCHIVE || code == ExitCodes.BAD_INPUT) {
                err.println("objbench run: repetition " + i + " ended with exit code " + code + ": no more repetitions");
                break;
            }
        }
        try {
            out.println();
            out.print(io.objbench.app.compare.RepetitionsTable.render(
                    io.objbench.controller.compare.Repetitions.of(dirs)));
            out.flush();
        } catch (IOException e) {
            err.println("objbench run: cannot read the repetitions back: " + e.getMessage());
        }
        return worst;
    }

    /** The pool of the in-process driver, with its trigger scripts. */
    private DriverPool localPool(DriverPlugins plugins) {
        return DriverPool.local(new LocalDriverClient(withTriggers(plugins.manager(driverName))));
    }

    /** Settings of this run's stages: the tests' replacement, else the defaults. */
    RunSettings settings() {
        return settings != null ? settings : RunSettings.defaults();
    }

    /** The file name the queue reports the workload under (its in-flight marker, error messages). */
    String fileName() {
        return workloadFile.getFileName().toString();
    }

    /**
     * Runs through the embedded controller (queue, history, in-flight marker), archives and
     * reports; a JVM shutdown (Ctrl-C) cancels the run and waits for the archive.
     */
    private int runEmbedded(DriverPool pool, Workload workload, PrintWriter out, PrintWriter err,
                            DriverPlugins plugins, List<Criterion> criteria) {
        RunListener progress = quiet ? RunListener.NONE
                : new ProgressPrinter(out, Terminal.isTerminal(), java.time.Clock.systemDefaultZone());
        ControllerAssembly controller;
        try {
            controller = ControllerAssembly.embedded(archiveDir, ZoneId.systemDefault(),
                    java.time.Clock.systemDefaultZone(), pool, settings(), new Announce(out, driverName, progress));
        } catch (IOException e) {
            pool.close();
            return noArchive(err, e);
        }
        CountDownLatch archived = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            controller.close(); // cancels the run and waits for its archive
            try {
                archived.await(60, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "objbench-cancel");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            WorkloadQueue.RunEnd end;
            try {
                end = controller.await(controller.submit(workload, fileName()));
            } catch (ArchiveUnavailableException e) {
                return noArchive(err, e.getCause() != null ? e.getCause() : e);
            } catch (WorkloadRejectedException e) {
                err.println("objbench: " + e.getMessage());
                return ExitCodes.BAD_INPUT;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return ExitCodes.STOPPED;
            }
            if (!end.archived()) {
                // never a success: the run's results are not on disk
                err.println("objbench: cannot write the archive " + archiveDir + ": " + end.archiveError());
                return ExitCodes.NO_ARCHIVE;
            }
            WorkloadResult result = end.result();
            lastRunDir = end.dir();
            if (!quiet) {
                out.println();
                out.print(SummaryTable.render(result));
            }
            // the search prints its steps and answer (exit 8 when inconclusive), then the assertions
            int exit = checked(end, exitCode(result, out), criteria, out, err);
            out.println("workload " + result.id() + " " + result.state().csvName() + "; archive: "
                    + end.dir().toAbsolutePath());
            out.flush();
            return exit;
        } finally {
            // before releasing the hook: once it returns the JVM may halt, and the plugin storage must go first
            controller.close();
            plugins.close();
            archived.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // shutting down already: the hook is running and waits for the latch released above
            }
        }
    }

    /**
     * The workload's assertions (as archived) and {@code --assert}'s, checked on the archived
     * summary: the table, the reports, and the exit code (6 when it finished but one failed).
     */
    private int checked(WorkloadQueue.RunEnd end, int stateExit, List<Criterion> criteria, PrintWriter out,
                        PrintWriter err) {
        if (!checks.any() && end.result().workload().assertions().isEmpty()) {
            return stateExit;
        }
        JsonSummary.RunJson summary;
        try {
            summary = ArchiveReader.summary(end.dir()).orElseThrow(() -> new IOException("no JSON summary in "
                    + end.dir()));
        } catch (IOException e) {
            err.println("objbench: cannot check the assertions: " + e.getMessage());
            return stateExit == ExitCodes.FINISHED ? ExitCodes.NO_ARCHIVE : stateExit;
        }
        return RunChecks.finish(summary, end.dir().toAbsolutePath().toString(), stateExit, criteria, checks, out, err);
    }

    private int noArchive(PrintWriter err, Throwable e) {
        err.println("objbench: cannot write the archive " + archiveDir + ": " + WorkloadQueue.describe(e));
        return ExitCodes.NO_ARCHIVE;
    }

    /**
     * Says which run started, on which driver, before its progress: the run's id is the queue's,
     * known when it starts.
     */
    private record Announce(PrintWriter out, String driverName, RunListener progress) implements RunListener {
        @Override
        public void workloadStarted(String id, Workload w) {
            out.println("objbench: running " + id + " '" + w.name() + "' (" + w.stages().size() + " stages) on driver "
                    + driverName);
            out.flush();
            progress.workloadStarted(id, w);
        }

        @Override
        public void stageStarted(String id, io.objbench.core.workload.Stage s) {
            progress.stageStarted(id, s);
        }

        @Override
        public void stageState(String id, io.objbench.core.workload.Stage s, io.objbench.controller.run.StageState st) {
            progress.stageState(id, s, st);
        }

        @Override
        public void timelineRow(String id, io.objbench.core.workload.Stage s, io.objbench.controller.run.TimelineRow r) {
            progress.timelineRow(id, s, r);
        }

        @Override
        public void driverEvent(String id, io.objbench.core.workload.Stage s, io.objbench.controller.run.DriverEvent e) {
            progress.driverEvent(id, s, e);
        }

        @Override
        public void stageEnded(String id, io.objbench.controller.run.StageResult r) {
            progress.stageEnded(id, r);
        }

        @Override
        public void workloadEnded(WorkloadResult r) {
            progress.workloadEnded(r);
        }
    }

    /** The in-process driver with its trigger scripts from {@code --scripts}, else the default directory. */
    private MissionManager withTriggers(MissionManager manager) {
        return manager.triggers(new TriggerScripts(driverName, scriptsDir != null ? scriptsDir
                : TriggerScripts.defaultDir(), TriggerScripts.DEFAULT_STOP_WAIT));
    }

    /** The dry run: every error of the file, or the schedule over the planned drivers (default: this run's one). */
    private int dryRun(PrintWriter out, PrintWriter err) {
        List<String> drivers;
        try {
            drivers = fleet.names(List.of(driverName));
        } catch (IllegalArgumentException e) {
            err.println("objbench run: " + e.getMessage());
            return ExitCodes.BAD_INPUT;
        }
        WorkloadCheck check;
        try {
            check = check();
            printNotes(err);
        } catch (WorkloadInput.BadScenario e) {
            err.println(e.getMessage());
            return ExitCodes.BAD_INPUT;
        } catch (IllegalArgumentException e) {
            err.println("objbench " + spec.name() + ": " + e.getMessage());
            return ExitCodes.BAD_INPUT;
        }
        if (!check.valid()) {
            check.errors().forEach(e -> err.println(e.getMessage()));
            return ExitCodes.BAD_INPUT;
        }
        SchedulePlan plan = SchedulePlanner.plan(check.workload(), drivers);
        if (checks.json() != null) {
            String text;
            try {
                text = Json.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(plan) + "\n";
            } catch (JsonProcessingException e) {
                throw new IllegalStateException(e);
            }
            if (CheckOptions.STDOUT.equals(checks.json())) {
                out.print(text);
            } else {
                try {
                    java.nio.file.Files.writeString(Path.of(checks.json()), text);
                } catch (IOException e) {
                    err.println("objbench run: cannot write " + checks.json() + ": " + e.getMessage());
                    return ExitCodes.BAD_INPUT;
                }
            }
        } else {
            out.print(PlanText.render(plan));
        }
        out.flush();
        return ExitCodes.FINISHED;
    }
}
