package io.objbench.web.data;

import io.objbench.controller.archive.JsonSummary;
import io.objbench.controller.archive.MissionBreakdown;
import io.objbench.controller.run.ClientNetwork;
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
     * @param generator each open-loop work's generator verdict (saturated or not, with the
     *                  reason); empty for a closed-loop stage
     * @param clientNetwork the drivers' share of their own network links and whether the stage was
     *                  "client network-bound"; null when the drivers did not measure it
     */
    public record StageReport(String id, String state, String message, int workers, List<OpReport> ops,
                              List<MissionBreakdown.MissionJson> missions, List<JsonSummary.GeneratorJson> generator,
                              ClientNetwork clientNetwork) {

        public StageReport {
            generator = generator == null ? List.of() : List.copyOf(generator);
        }

        /** A stage's report without network figures. */
        public StageReport(String id, String state, String message, int workers, List<OpReport> ops,
                           List<MissionBreakdown.MissionJson> missions, List<JsonSummary.GeneratorJson> generator) {
            this(id, state, message, workers, ops, missions, generator, null);
        }

        /** True when a driver ran at 90 % or more of its link during the stage. */
        public boolean networkBound() {
            return clientNetwork != null && clientNetwork.networkBound();
        }

        /** A closed-loop stage's report. */
        public StageReport(String id, String state, String message, int workers, List<OpReport> ops,
                           List<MissionBreakdown.MissionJson> missions) {
            this(id, state, message, workers, ops, missions, List.of());
        }

        /** True when an open-loop work of the stage is marked "generator saturated". */
        public boolean saturated() {
            return generator.stream().anyMatch(JsonSummary.GeneratorJson::saturated);
        }
    }
}
