package io.objbench.controller.plan;

import java.util.List;

/**
 * One work of a stage in the dry run.
 *
 * @param index      1-based position in its stage
 * @param name       the work's name
 * @param type       its type ({@code normal}, {@code prepare}, …)
 * @param workers    total workers over all drivers
 * @param storage    the storage type, with {@code store=true} shown when a mock keeps objects
 * @param seconds    ramp-up + runtime + ramp-down, or -1 when the work ends on something else
 * @param ending     what ends it, e.g. {@code runtime 30 s}, {@code until 1000 ops},
 *                   {@code one pass: writes 4000 objects}
 * @param operations per operation, what all the work's workers address together
 * @param missions   the missions, in driver order; empty when the stage cannot be scheduled
 */
public record WorkPlan(int index, String name, String type, int workers, String storage, long seconds,
                       String ending, List<OperationShare> operations, List<MissionPlan> missions) {

    public WorkPlan {
        operations = List.copyOf(operations);
        missions = List.copyOf(missions);
    }

    /** True when the duration is known. */
    public boolean timed() {
        return seconds >= 0;
    }
}
