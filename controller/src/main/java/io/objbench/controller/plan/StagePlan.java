package io.objbench.controller.plan;

import java.util.List;

/**
 * One stage of the dry run.
 *
 * @param id           the stage id {@code s<n>-<name>}
 * @param closureDelay seconds slept after the stage
 * @param delayOnly    true for a stage that only sleeps
 * @param problem      why the stage could not be scheduled on these drivers, empty when it can
 * @param works        the works, in order
 * @param seconds      the longest timed work plus the closure delay: the stage's duration when
 *                     {@code timed}, else a lower bound
 * @param timed        false when a work ends on ops, bytes or one pass rather than on time
 * @param estimate     the stage's time from its limits, closure delay included ({@link TimeEstimate})
 */
public record StagePlan(String id, int closureDelay, boolean delayOnly, String problem, List<WorkPlan> works,
                        long seconds, boolean timed, TimeEstimate estimate) {

    public StagePlan {
        works = List.copyOf(works);
    }
}
