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
 * @param search      objbench extension: the SLO capacity search the run performs over its main
 *                    work ({@code <search>}), or {@code null} for an ordinary run
 * @param assertions  objbench extension: the checks of {@code <assertions>}, evaluated against the
 *                    results when the run ends; empty when none
 * @param origin      the file the XML was generated from (an ssbench scenario), archived beside
 *                    it; {@code null} for a workload written as XML
 */
public record Workload(String name, String description, Trigger trigger, List<Stage> stages, String source,
                       Search search, List<Criterion> assertions, Origin origin) {

    /**
     * The file a generated workload came from.
     *
     * @param fileName its name as submitted
     * @param text     its content, archived unchanged
     */
    public record Origin(String fileName, String text) {
        public Origin {
            Objects.requireNonNull(fileName, "fileName");
            Objects.requireNonNull(text, "text");
        }
    }

    /** A workload written as XML (no origin). */
    public Workload(String name, String description, Trigger trigger, List<Stage> stages, String source,
                    Search search, List<Criterion> assertions) {
        this(name, description, trigger, stages, source, search, assertions, null);
    }

    /** This workload, generated from {@code origin}. */
    public Workload withOrigin(Origin origin) {
        return new Workload(name, description, trigger, stages, source, search, assertions, origin);
    }

    /** A workload without assertions. */
    public Workload(String name, String description, Trigger trigger, List<Stage> stages, String source,
                    Search search) {
        this(name, description, trigger, stages, source, search, List.of());
    }

    /** A workload without a search. */
    public Workload(String name, String description, Trigger trigger, List<Stage> stages, String source,
                    List<Criterion> assertions) {
        this(name, description, trigger, stages, source, null, assertions);
    }

    public Workload {
        Objects.requireNonNull(name, "name");
        description = description == null ? "" : description;
        stages = List.copyOf(stages);
        Objects.requireNonNull(source, "source");
        assertions = assertions == null ? List.of() : List.copyOf(assertions);
    }

    /**
     * The stages known before the run starts: all of them, or with a search all but the main
     * work's stage, whose steps the search chooses as it runs.
     */
    public List<Stage> plannedStages() {
        return search == null ? stages : stages.stream().filter(s -> s.index() != search.stageIndex()).toList();
    }

    /** An ordinary workload, without a search or assertions. */
    public Workload(String name, String description, Trigger trigger, List<Stage> stages, String source) {
        this(name, description, trigger, stages, source, null, List.of());
    }
}
