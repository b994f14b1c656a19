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
 * @param search      objbench extension: the SLO capacity search the run performs over its main
 *                    work ({@code <search>}), or {@code null} for an ordinary run
 */
public record Workload(String name, String description, Trigger trigger, List<Stage> stages, String source,
                       Search search) {

    public Workload {
        Objects.requireNonNull(name, "name");
        description = description == null ? "" : description;
        stages = List.copyOf(stages);
        Objects.requireNonNull(source, "source");
    }

    /**
     * The stages known before the run starts: all of them, or with a search all but the main
     * work's stage, whose steps the search chooses as it runs.
     */
    public List<Stage> plannedStages() {
        return search == null ? stages : stages.stream().filter(s -> s.index() != search.stageIndex()).toList();
    }

    /** An ordinary workload, without a search. */
    public Workload(String name, String description, Trigger trigger, List<Stage> stages, String source) {
        this(name, description, trigger, stages, source, null);
    }
}
