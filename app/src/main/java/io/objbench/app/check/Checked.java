package io.objbench.app.check;

import io.objbench.core.check.Verdict;

/**
 * A verdict with where its criterion was written.
 *
 * @param source  {@code workload} (its {@code <assertions>}) or {@code command line} ({@code --assert})
 * @param verdict the outcome
 */
public record Checked(String source, Verdict verdict) {

    /** Source of the workload's own assertions. */
    public static final String WORKLOAD = "workload";
    /** Source of {@code --assert}. */
    public static final String COMMAND_LINE = "command line";
}
