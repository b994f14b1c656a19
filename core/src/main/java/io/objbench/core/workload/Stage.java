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
 * @param fixedWarmup  objbench extension: true when {@code warmup="fixed"} is on the stage or
 *                     one of its works: the window is COSBench's (from rampup on), no warm-up
 *                     detection (docs/workload-reference.md)
 */
public record Stage(int index, String name, int closureDelay, Trigger trigger, List<Work> works,
                    boolean fixedWarmup) {

    public Stage {
        Objects.requireNonNull(name, "name");
        works = List.copyOf(works);
    }

    /** A stage whose warm-up is detected (the default). */
    public Stage(int index, String name, int closureDelay, Trigger trigger, List<Work> works) {
        this(index, name, closureDelay, trigger, works, false);
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
