package io.objbench.web.data;

import io.objbench.controller.archive.JsonSummary;
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
     * @param generator each open-loop work's generator verdict (saturated or not, with the
     *                  reason); empty for a closed-loop stage
     * @param steady    where the steady window began (detected warm-up); null when not archived
     */
    public record StageReport(String id, String state, String message, int workers, List<OpReport> ops,
                              List<MissionBreakdown.MissionJson> missions, List<JsonSummary.GeneratorJson> generator,
                              JsonSummary.SteadyJson steady) {

        public StageReport {
            generator = generator == null ? List.of() : List.copyOf(generator);
        }

        /** A stage's report without a steady window. */
        public StageReport(String id, String state, String message, int workers, List<OpReport> ops,
                           List<MissionBreakdown.MissionJson> missions, List<JsonSummary.GeneratorJson> generator) {
            this(id, state, message, workers, ops, missions, generator, null);
        }

        /** True when a warm-up was detected: the stage's figures start after it. */
        public boolean warmupCut() {
            return steady != null && "MSER-5".equals(steady.method()) && steady.warmupIntervals() > 0
                    && steady.warmupEndsAt() != null;
        }

        /** A closed-loop stage's report. */
        public StageReport(String id, String state, String message, int workers, List<OpReport> ops,
                           List<MissionBreakdown.MissionJson> missions) {
            this(id, state, message, workers, ops, missions, List.of(), null);
        }

        /** True when an open-loop work of the stage is marked "generator saturated". */
        public boolean saturated() {
            return generator.stream().anyMatch(JsonSummary.GeneratorJson::saturated);
        }
    }
}
