package io.objbench.core.workload;

import java.util.List;
import java.util.Objects;

/**
 * A parsed, validated and resolved workload: what {@link WorkloadReader} returns.
 *
 * @param name        the workload name
 * @param description free text, may be empty
 * @param trigger     the workload's trigger, run on the drivers from its first stage to its end, or {@code null}
 * @param stages      the stages in order
 * @param source      the XML text as submitted (archived unchanged)
 */
public record Workload(String name, String description, Trigger trigger, List<Stage> stages, String source) {

    public Workload {
        Objects.requireNonNull(name, "name");
        description = description == null ? "" : description;
        stages = List.copyOf(stages);
        Objects.requireNonNull(source, "source");
    }
}
