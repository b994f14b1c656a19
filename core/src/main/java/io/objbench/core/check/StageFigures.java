package io.objbench.core.check;

import java.util.List;
import java.util.Objects;

/**
 * One stage of a run and the figures of each of its operations, in the stage's order.
 *
 * @param name the stage's name as in the workload
 * @param ops  its operations (all works of the stage)
 */
public record StageFigures(String name, List<OpFigures> ops) {

    public StageFigures {
        Objects.requireNonNull(name, "name");
        ops = List.copyOf(ops);
    }
}
