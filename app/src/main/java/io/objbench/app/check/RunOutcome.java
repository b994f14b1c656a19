package io.objbench.app.check;

import io.objbench.controller.archive.JsonSummary;
import java.util.List;

/**
 * A finished run as the CI reports show it.
 *
 * @param run        the run's JSON summary (from the archive, or from the controller's report)
 * @param archive    where its archive is: a directory, or the controller's report URL
 * @param exitCode   what the command exits with
 * @param assertions every verdict: the workload's first, then the command line's
 */
public record RunOutcome(JsonSummary.RunJson run, String archive, int exitCode, List<Checked> assertions) {

    public RunOutcome {
        assertions = List.copyOf(assertions);
    }

    /** How many assertions failed. */
    public long failed() {
        return assertions.stream().filter(c -> !c.verdict().pass()).count();
    }

    /** True when the run finished and every assertion passed. */
    public boolean passed() {
        return "FINISHED".equals(run.state().toUpperCase(java.util.Locale.ROOT)) && failed() == 0;
    }
}
