package io.objbench.app.check;

import io.objbench.app.ExitCodes;
import io.objbench.controller.archive.JsonSummary;
import io.objbench.controller.archive.RunFigures;
import io.objbench.core.check.Criterion;
import io.objbench.core.check.CriterionException;
import io.objbench.core.check.Verdict;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The end of a run checked for CI, the same for {@code run} and {@code submit --wait}: the
 * workload's assertions as the controller archived them, the {@code --assert} ones checked here
 * against the same summary, the table of assertions, the exit code (6 when the run finished but
 * an assertion failed), and the {@code --junit} and {@code --json} files.
 */
public final class RunChecks {

    private RunChecks() {
    }

    /** "id: suspect: client CPU, ..." for each stage whose verdict is suspect. */
    static List<String> suspectStages(JsonSummary.RunJson run) {
        List<String> suspect = new ArrayList<>();
        for (JsonSummary.StageJson s : run.stages()) {
            if (s.validity() != null && !"valid".equals(s.validity().verdict())) {
                suspect.add(s.id() + ": " + s.validity().label());
            }
        }
        return suspect;
    }

    /**
     * Checks {@code run} and writes what {@code options} ask for; returns the exit code.
     *
     * @param stateExit what the run's end state alone exits with ({@link ExitCodes#of})
     * @param archive   where the archive is (shown and written in the reports)
     * @param cli       the {@code --assert} criteria
     */
    public static int finish(JsonSummary.RunJson run, String archive, int stateExit, List<Criterion> cli,
                             CheckOptions options, PrintWriter out, PrintWriter err) {
        List<Checked> checked = new ArrayList<>();
        for (JsonSummary.AssertionJson a : run.assertions()) {
            checked.add(new Checked(Checked.WORKLOAD, verdict(a)));
        }
        for (Verdict v : RunFigures.check(cli, run.stages())) {
            checked.add(new Checked(Checked.COMMAND_LINE, v));
        }
        boolean failed = checked.stream().anyMatch(c -> !c.verdict().pass());
        List<String> suspect = options.strict() ? suspectStages(run) : List.of();
        int exit = stateExit != ExitCodes.FINISHED ? stateExit
                : failed ? ExitCodes.ASSERTION_FAILED
                : !suspect.isEmpty() ? ExitCodes.SUSPECT : stateExit;
        if (!suspect.isEmpty()) {
            out.println();
            suspect.forEach(s -> out.println("--strict: stage " + s));
        }
        RunOutcome outcome = new RunOutcome(run, archive, exit, checked);
        if (!checked.isEmpty()) {
            out.println();
            out.print(AssertionTable.render(checked));
        }
        try {
            if (options.junit() != null) {
                write(options.junit(), JunitReport.render(outcome));
            }
            if (CheckOptions.STDOUT.equals(options.json())) {
                out.print(SummaryFile.render(outcome));
            } else if (options.json() != null) {
                write(Path.of(options.json()), SummaryFile.render(outcome));
            }
        } catch (IOException e) {
            err.println("objbench: cannot write the report: " + e.getMessage());
            err.flush();
            out.flush();
            return exit == ExitCodes.FINISHED ? ExitCodes.BAD_INPUT : exit;
        }
        out.flush();
        return exit;
    }

    /** The controller's verdict on a workload assertion, with its criterion read back. */
    private static Verdict verdict(JsonSummary.AssertionJson a) {
        Criterion c;
        try {
            c = Criterion.parse(a.text());
        } catch (CriterionException e) {
            // archived by a version that read it differently: the archived verdict still counts
            throw new IllegalStateException("the archived assertion '" + a.text() + "' no longer reads: "
                    + e.getMessage(), e);
        }
        return new Verdict(c, a.value() == null ? Double.NaN : a.value(), a.pass(), a.reason());
    }

    private static void write(Path file, String text) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }
}
