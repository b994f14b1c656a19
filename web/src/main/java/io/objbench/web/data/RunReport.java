package io.objbench.web.data;

import io.objbench.controller.archive.MissionBreakdown;
import java.util.List;

/**
 * A finished run's report: what {@code /ui/data/workloads/{id}/report} serves and the report page renders.
 *
 * @param id       run id
 * @param name     workload name
 * @param state    final state (lower case, as archived)
 * @param startedAt ISO-8601
 * @param stoppedAt ISO-8601
 * @param stages   the stages in order
 * @param files    the archived files' names
 */
public record RunReport(String id, String name, String state, String startedAt, String stoppedAt,
                        List<StageReport> stages, List<String> files) {

    /**
     * One stage.
     *
     * @param id       stage id
     * @param state    final state
     * @param message  why it failed, empty otherwise
     * @param workers  total workers of the stage's works
     * @param ops      per operation
     * @param missions the stage's missions (driver, state, window)
     */
    public record StageReport(String id, String state, String message, int workers, List<OpReport> ops,
                              List<MissionBreakdown.MissionJson> missions) {
    }
}
