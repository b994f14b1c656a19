package io.objbench.app.client;

import io.objbench.app.ExitCodes;
import io.objbench.app.check.CheckOptions;
import io.objbench.app.check.RunChecks;
import io.objbench.core.check.Criterion;
import io.objbench.core.check.CriterionException;
import io.objbench.core.protocol.ControllerRoutes;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadException;
import io.objbench.core.workload.WorkloadReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code objbench submit w.xml [--wait]}: sends a workload to the controller's queue and prints
 * {@code Accepted with ID: wN}. With {@code --wait} it follows the run like {@code objbench run}
 * and exits the same way: 0 finished, 1 failed, 3 terminated or cancelled; a workload the
 * controller rejects prints its {@code file:line:col: problem} and exits 2. After {@code --wait}
 * the workload's assertions and {@code --assert} are checked on the controller's report of the
 * run ({@link RunChecks}): 6 when it finished but one failed. With {@code --baseline} it is then
 * compared with that run ({@link SubmitBaseline}), each run read from {@code --archive} or else
 * fetched from the controller: 7 for a regression beyond {@code --fail-on-regression}.
 */
@Command(name = "submit", mixinStandardHelpOptions = true,
        description = "Submit a COSBench workload to a controller.",
        footer = {"Exit: 0 accepted (with --wait: finished and every assertion passed), 1 failed, 2 rejected,",
                "3 terminated or cancelled, 4 controller unreachable, 5 no archive, 6 finished but an assertion",
                "failed, 7 a significant regression beyond --fail-on-regression (--baseline), 8 (--search --wait)",
                "no answer found. Ctrl-C while waiting stops watching, not the workload."})
public final class SubmitCommand extends ClientCommand {

    @Parameters(index = "0", paramLabel = "WORKLOAD", description = "the workload XML file, or an ssbench scenario"
            + " file (recognised by its content; converted here, the scenario archived beside the XML)")
    Path workloadFile;

    @picocli.CommandLine.Mixin
    io.objbench.app.ScenarioOptions scenario;

    /** The environment the Swift credentials are read from (ST_*, OS_*); tests replace it. */
    Map<String, String> env = System.getenv();

    @Option(names = "--wait", description = "follow the run with live progress until it ends")
    boolean await;

    @Option(names = "--search", description = "run the workload's main work as a capacity search (with --slo and"
            + " the search options below, or the workload's own <search>); with --wait, print the steps and the"
            + " answer and exit 8 when the search found none")
    boolean searching;

    @picocli.CommandLine.Mixin
    io.objbench.app.SearchOptions search;

    @Option(names = "--baseline", paramLabel = "RUN", description = "with --wait: after the run, compare it with"
            + " this run (an id such as w3, or a run folder): fetched from the controller, else read from --archive;"
            + " 95 %% intervals and verdicts")
    String baseline;

    @Option(names = "--archive", paramLabel = "DIR", defaultValue = "archive", description = "with --baseline: an"
            + " archive directory read for run ids the controller does not have (default: ${DEFAULT-VALUE})")
    Path archiveDir;

    @Option(names = "--fail-on-regression", paramLabel = "PCT", description = "with --baseline: exit 7 when some"
            + " metric is significantly worse than the baseline by more than this, e.g. 5%%")
    String failOnRegression;

    @Option(names = "--min-change", paramLabel = "PCT", description = "with --baseline: the noise floor (default: 1%%)")
    String minChange;

    @picocli.CommandLine.Mixin
    CheckOptions checks;

    /** How often --wait polls; tests shorten it. */
    Duration poll = Duration.ofSeconds(1);

    @Override
    int run(ControllerClient client, PrintWriter out) throws ControllerException {
        io.objbench.app.compare.Baseline check = null;
        if (baseline != null || failOnRegression != null || minChange != null) {
            if (searching) {
                throw new ControllerException(400, "objbench submit --search: "
                        + io.objbench.app.SearchCommand.NOT_FOR_SEARCH);
            }
            try {
                if (baseline == null || !await) {
                    throw new IllegalArgumentException("--fail-on-regression and --min-change need --baseline,"
                            + " and --baseline needs --wait");
                }
                check = io.objbench.app.compare.Baseline.of(minChange, failOnRegression);
            } catch (IllegalArgumentException e) {
                throw new ControllerException(400, "objbench submit: " + e.getMessage());
            }
        }
        List<Criterion> criteria;
        try {
            criteria = checks.criteria();
        } catch (CriterionException e) {
            throw new ControllerException(400, "objbench submit: " + e.getMessage());
        }
        if (checks.any() && !await) {
            throw new ControllerException(400, "objbench submit: --assert, --junit and --json need --wait");
        }
        io.objbench.app.WorkloadInput input;
        String xml;
        try {
            input = io.objbench.app.WorkloadInput.read(workloadFile, scenario, env);
            xml = input.text();
        } catch (io.objbench.app.WorkloadInput.BadScenario e) {
            throw new ControllerException(400, e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new ControllerException(400, "objbench submit: " + e.getMessage());
        }
        input.notes().forEach(n -> spec.commandLine().getErr().println("objbench submit: note: " + n));
        if (!search.unset() && !searching) {
            throw new ControllerException(400, "the search options (--slo, --until-plateau, --vary, …) need --search");
        }
        if (searching && !search.unset()) {
            try {
                xml = search.applyTo(xml);
            } catch (IllegalArgumentException e) {
                throw new ControllerException(400, "objbench submit --search: " + e.getMessage());
            }
        }
        // the baseline is found (or fetched) before submitting: an unknown one runs nothing
        try (SubmitBaseline compared = check == null ? null
                : SubmitBaseline.open(check, baseline, archiveDir, client, spec.commandLine().getErr())) {
            return submit(client, out, input, xml, criteria, compared);
        }
    }

    /** Submits {@code xml}; with --wait follows it, checks it and compares it with the baseline (null: none). */
    private int submit(ControllerClient client, PrintWriter out, io.objbench.app.WorkloadInput input, String xml,
                       List<Criterion> criteria, SubmitBaseline compared) throws ControllerException {
        WorkloadView accepted = client.submit(xml, input.fileName(), input.origin());
        out.println("Accepted with ID: " + accepted.id());
        out.flush();
        if (!await) {
            return ExitCodes.FINISHED;
        }
        Map<String, Long> planned = new HashMap<>();
        Map<String, Long> budgets = new HashMap<>();
        plan(xml, planned, budgets);
        boolean tty = System.console() != null;
        WorkloadView end = new WorkloadWatcher(client, out, tty, Clock.systemUTC(), poll, planned, budgets,
                stages(xml)).watch(accepted.id());
        out.println();
        out.print(ViewFormat.stages(end));
        // the search's steps and answer first (8 when inconclusive), then the assertions
        int exit = checked(client, end, criteria, out,
                searching ? searchEnd(client, end, out) : exitCode(end.state()));
        out.println("workload " + end.id() + " " + end.state() + (end.message().isEmpty() ? "" : ": " + end.message()));
        out.flush();
        if (compared == null || exit != ExitCodes.FINISHED) {
            return exit; // a run that did not finish, or failed a check, keeps its own code
        }
        return compared.compare(end.id(), exit, out);
    }

    /** Prints the search's table of an ended run; 8 when it finished without an answer. */
    private static int searchEnd(ControllerClient client, WorkloadView end, PrintWriter out) throws ControllerException {
        io.objbench.controller.search.SearchReport report;
        try {
            report = client.search(end.id());
        } catch (ControllerException e) {
            if (e.status() != 404) {
                throw e;
            }
            report = null; // the run was not a search (its workload had no <search>) or never started
        }
        out.println();
        out.print(io.objbench.app.SearchTable.render(report));
        out.flush();
        if (report != null && end.state().equals("FINISHED") && !report.outcome().equals("found")) {
            return ExitCodes.SEARCH_INCONCLUSIVE;
        }
        return exitCode(end.state());
    }

    /**
     * The run's assertions checked on the controller's report of it: the workload's as the
     * controller archived them, {@code --assert}'s here; 6 when it finished but one failed.
     */
    private int checked(ControllerClient client, WorkloadView end, List<Criterion> criteria, PrintWriter out,
                        int stateExit) {
        if (stateExit == ExitCodes.NO_ARCHIVE) {
            return stateExit;
        }
        java.io.PrintWriter err = spec.commandLine().getErr();
        io.objbench.controller.archive.JsonSummary.RunJson report;
        try {
            report = client.report(end.id());
        } catch (ControllerException e) {
            if (!checks.any()) {
                return stateExit; // nothing asked for: a run without a report ends as its state says
            }
            err.println("objbench submit: cannot check the assertions: " + e.getMessage());
            err.flush();
            return stateExit == ExitCodes.FINISHED ? ExitCodes.NO_ARCHIVE : stateExit;
        }
        if (!checks.any() && report.assertions().isEmpty()) {
            return stateExit;
        }
        String archive = client.baseUrl() + ControllerRoutes.workload(end.id(), ControllerRoutes.REPORT);
        return RunChecks.finish(report, archive, stateExit, criteria, checks, out, err);
    }

    /** The stages of the local copy, for the run's time left; none when it does not read here. */
    static List<Stage> stages(String xml) {
        try {
            return WorkloadReader.read(xml, "workload.xml").stages();
        } catch (WorkloadException | RuntimeException e) {
            return List.of();
        }
    }

    /** Stage lengths for "left" in the progress line, from the local copy; none when it does not read here. */
    static void plan(String xml, Map<String, Long> planned, Map<String, Long> budgets) {
        Workload w;
        try {
            w = WorkloadReader.read(xml, "workload.xml");
        } catch (WorkloadException | RuntimeException e) {
            return; // the controller accepted it: progress just shows "? left"
        }
        for (Stage s : w.stages()) {
            long max = 0;
            long sum = 0;
            for (Work work : s.works()) {
                if (work.runtime() > 0) {
                    max = Math.max(max, (long) work.rampup() + work.runtime() + work.rampdown());
                }
                sum = work.type().special() || work.totalOps() <= 0 || sum < 0 ? -1 : sum + work.totalOps();
            }
            planned.put(s.id(), s.delayOnly() ? s.closureDelay() : max);
            budgets.put(s.id(), Math.max(0, sum));
        }
    }
}
