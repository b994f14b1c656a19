package io.objbench.core.workload;

import java.util.List;
import java.util.Objects;

/**
 * The outcome of checking one workload file with {@link WorkloadReader#check}: the workload when
 * the file is valid, else every problem found, in the order the reader met them, each located
 * {@code file:line:column}.
 *
 * @param file     the file name used in the messages
 * @param workload the workload, or {@code null} when there is at least one error
 * @param errors   every error found (empty exactly when {@code workload} is set)
 */
public record WorkloadCheck(String file, Workload workload, List<WorkloadException> errors) {

    public WorkloadCheck {
        Objects.requireNonNull(file, "file");
        errors = List.copyOf(errors);
        if ((workload == null) == errors.isEmpty()) {
            throw new IllegalArgumentException("a check has either a workload or errors");
        }
    }

    /** True when the file is a valid workload. */
    public boolean valid() {
        return workload != null;
    }
}
