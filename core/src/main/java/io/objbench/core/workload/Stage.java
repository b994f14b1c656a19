package io.objbench.core.workload;

import java.util.List;
import java.util.Objects;

/**
 * A resolved {@code <workstage>}.
 *
 * @param index        1-based position in the workflow
 * @param name         the stage name (no {@code ;})
 * @param closureDelay seconds to sleep after the stage
 * @param trigger      the stage's trigger, run on the drivers while the stage runs, or {@code null}
 * @param works        the works, run in parallel
 */
public record Stage(int index, String name, int closureDelay, Trigger trigger, List<Work> works) {

    public Stage {
        Objects.requireNonNull(name, "name");
        works = List.copyOf(works);
    }

    /** COSBench's stage id {@code s<index>-<name>}. */
    public String id() {
        return "s" + index + "-" + name;
    }

    /** A stage that only sleeps: named {@code delay} with a closuredelay, no missions sent. */
    public boolean delayOnly() {
        return "delay".equals(name) && closureDelay > 0;
    }
}
