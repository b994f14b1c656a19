package io.objbench.controller.plan;

import java.util.List;

/**
 * A dry run: a workload's stages in order over a set of drivers, as the controller would send
 * them, with the warnings about what would go wrong although the workload is valid.
 *
 * @param workload the workload's name
 * @param drivers  the drivers planned over, in configuration order
 * @param stages   the stages
 * @param seconds  the sum of the stages' durations; a lower bound unless {@code timed}
 * @param timed    false when some stage's duration is not known in advance
 * @param warnings what would make the run fail or mislead, each a full sentence
 * @param estimate the workload's total time from its limits: exact, at most, or unknown with a
 *                 lower bound ({@link TimeEstimate})
 */
public record SchedulePlan(String workload, List<String> drivers, List<StagePlan> stages, long seconds,
                           boolean timed, List<String> warnings, TimeEstimate estimate) {

    public SchedulePlan {
        drivers = List.copyOf(drivers);
        stages = List.copyOf(stages);
        warnings = List.copyOf(warnings);
    }
}
