package io.objbench.core.workload;

import io.objbench.core.check.Criterion;
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
 * @param assertions  objbench extension: the checks of {@code <assertions>}, evaluated against the
 *                    results when the run ends; empty when none
 */
public record Workload(String name, String description, Trigger trigger, List<Stage> stages, String source,
                       List<Criterion> assertions) {

    /** A workload without assertions. */
    public Workload(String name, String description, Trigger trigger, List<Stage> stages, String source) {
        this(name, description, trigger, stages, source, List.of());
    }

    public Workload {
        Objects.requireNonNull(name, "name");
        description = description == null ? "" : description;
        stages = List.copyOf(stages);
        Objects.requireNonNull(source, "source");
        assertions = assertions == null ? List.of() : List.copyOf(assertions);
    }
}
