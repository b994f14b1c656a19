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
 * @param onDriverLoss objbench extension: what the stage does when a driver is lost
 *                     ({@code onDriverLoss} on the stage, else on the workload; terminate by default)
 */
public record Stage(int index, String name, int closureDelay, Trigger trigger, List<Work> works,
                    boolean fixedWarmup, DriverLossPolicy onDriverLoss) {

    public Stage {
        Objects.requireNonNull(name, "name");
        works = List.copyOf(works);
        onDriverLoss = onDriverLoss == null ? DriverLossPolicy.TERMINATE : onDriverLoss;
    }

    /** A stage that terminates when a driver is lost (the default). */
    public Stage(int index, String name, int closureDelay, Trigger trigger, List<Work> works,
                 boolean fixedWarmup) {
        this(index, name, closureDelay, trigger, works, fixedWarmup, DriverLossPolicy.TERMINATE);
    }

    /** This stage with {@code policy} for a lost driver. */
    public Stage withOnDriverLoss(DriverLossPolicy policy) {
        return new Stage(index, name, closureDelay, trigger, works, fixedWarmup, policy);
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
