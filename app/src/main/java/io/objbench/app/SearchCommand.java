package io.objbench.app;

import io.objbench.controller.run.WorkloadResult;
import io.objbench.controller.run.WorkloadState;
import io.objbench.controller.search.SearchReport;
import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadCheck;
import io.objbench.core.workload.WorkloadException;
import io.objbench.core.workload.WorkloadReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code objbench search w.xml --slo …} or {@code --until-plateau 2%}: runs the workload like
 * {@code objbench run} with its main work as a capacity search (docs/capacity.md), prints the
 * steps and the answer (the highest load meeting the SLOs, or the knee of the throughput curve),
 * and exits 0 when an answer was found, 8 when no load passed, none failed within {@code --to} or
 * the throughput never plateaued within {@code --to}, else as
 * {@code run} (1 failed, 2 bad input, 3 stopped, 5 no archive). The options are written into the
 * workload as its {@code <search>}; a workload with its own {@code <search>} needs none.
 * {@code run}'s {@code --repeat} and {@code --baseline} (with {@code --fail-on-regression} and
 * {@code --min-change}) are refused: see {@link #NOT_FOR_SEARCH}.
 */
@Command(name = "search", mixinStandardHelpOptions = true,
        description = "Find the highest load meeting every SLO (--slo), or the knee of the throughput curve"
                + " (--until-plateau): run the workload's main work at increasing load in this process, bracket"
                + " the answer and bisect to the precision.",
        footer = {"Exit: 0 answer found, 1 failed, 2 bad input, 3 stopped, 5 no archive,",
                "8 inconclusive (no passing load, never failed or never plateaued within --to).",
                "--repeat, --baseline, --fail-on-regression and --min-change do not apply to a search."})
public final class SearchCommand extends RunCommand {

    /**
     * Why the comparison options are refused: a search's steps are stages named after their load,
     * so a baseline's stages would rarely match and "slower" would mean "another load"; repeating a
     * search gives several answers, which the repetitions table of per-stage means cannot show.
     */
    public static final String NOT_FOR_SEARCH = "--repeat, --baseline, --fail-on-regression and --min-change do not"
            + " apply to a search (its steps are stages at different loads; compare the answers, or a run of"
            + " the workload at the answer's load with objbench run --baseline)";

    @CommandLine.Mixin
    SearchOptions search;

    @Override
    public Integer call() {
        if (repeat != 1 || baseline != null || failOnRegression != null || minChange != null) {
            spec.commandLine().getErr().println("objbench search: " + NOT_FOR_SEARCH);
            return ExitCodes.BAD_INPUT;
        }
        return super.call();
    }

    @Override
    Workload read() throws WorkloadException {
        Workload w = WorkloadReader.read(text(), input().fileName());
        if (input().origin() != null) {
            w = w.withOrigin(input().origin());
        }
        if (w.search() == null) {
            throw new IllegalArgumentException(fileName() + " has no <search>: give at least one --slo, or"
                    + " --until-plateau");
        }
        return w;
    }

    @Override
    WorkloadCheck check() {
        return WorkloadReader.check(text(), input().fileName());
    }

    /** The file's text with the search options as its {@code <search>} (unchanged without options). */
    private String text() {
        String xml = input().text();
        return search.unset() ? xml : search.applyTo(xml);
    }

    @Override
    int exitCode(WorkloadResult result, PrintWriter out) {
        SearchReport report = SearchReport.of(result);
        out.println();
        out.print(SearchTable.render(report));
        out.flush();
        return exit(result.state(), report);
    }

    /** 8 for a finished search without an answer bracketed, else the run's code. */
    static int exit(WorkloadState state, SearchReport report) {
        if (state == WorkloadState.FINISHED && report != null && !report.outcome().equals("found")) {
            return ExitCodes.SEARCH_INCONCLUSIVE;
        }
        return ExitCodes.of(state);
    }
}
