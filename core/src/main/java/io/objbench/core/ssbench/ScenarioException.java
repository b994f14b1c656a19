package io.objbench.core.ssbench;

import io.objbench.core.workload.WorkloadException;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A scenario file that cannot run: every problem found, each located ({@code file:line:col:
 * key: rule}), so one pass lists them all. Warnings of a file that also has errors are not here:
 * errors first.
 */
public final class ScenarioException extends Exception {

    private static final long serialVersionUID = 1L;

    private final transient List<WorkloadException> problems;

    ScenarioException(List<WorkloadException> problems) {
        super(problems.stream().map(WorkloadException::getMessage).collect(Collectors.joining("\n")));
        this.problems = List.copyOf(problems);
    }

    /** The problems in file order of discovery, each with its location. */
    public List<WorkloadException> problems() {
        return problems;
    }
}
