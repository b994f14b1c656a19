package io.objbench.web.data;

import io.objbench.controller.archive.JsonSummary;
import io.objbench.controller.archive.MissionBreakdown;
import io.objbench.controller.run.ClientNetwork;
import io.objbench.controller.run.TelemetryRow;
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
 * @param search   the capacity search of the run; null when the run is not one
 */
public record RunReport(String id, String name, String state, String startedAt, String stoppedAt,
                        List<StageReport> stages, List<String> files, SearchView search) {

    /** The report of a run that is not a capacity search. */
    public RunReport(String id, String name, String state, String startedAt, String stoppedAt,
                     List<StageReport> stages, List<String> files) {
        this(id, name, state, startedAt, stoppedAt, stages, files, null);
    }

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
     * @param steady   the steady state: where the steady window began (detected warm-up) and, for a
     *                 stage with until="stable" works, the verdict; null when not archived
     * @param clientNetwork the drivers' share of their own network links and whether the stage was
     *                  "client network-bound"; null when the drivers did not measure it
     * @param validity the stage verdict (valid, or suspect with reasons); null when not archived
     * @param telemetry each driver's own CPU, GC and scheduling lag per interval; empty when not archived
     * @param slowest  the stage's slowest requests, per operation slowest first (the summary's
     *                  {@code slowest}); empty when none was kept or the archive predates them
     */
    public record StageReport(String id, String state, String message, int workers, List<OpReport> ops,
                              List<MissionBreakdown.MissionJson> missions, List<JsonSummary.GeneratorJson> generator,
                              JsonSummary.SteadyJson steady, ClientNetwork clientNetwork,
                              JsonSummary.ValidityJson validity, List<TelemetryRow> telemetry, List<SlowRequest> slowest) {

        public StageReport {
            generator = generator == null ? List.of() : List.copyOf(generator);
            telemetry = telemetry == null ? List.of() : List.copyOf(telemetry);
            slowest = slowest == null ? List.of() : List.copyOf(slowest);
        }

        /** A stage's report without verdict, telemetry or slowest requests. */
        public StageReport(String id, String state, String message, int workers, List<OpReport> ops,
                           List<MissionBreakdown.MissionJson> missions, List<JsonSummary.GeneratorJson> generator,
                           JsonSummary.SteadyJson steady, ClientNetwork clientNetwork) {
            this(id, state, message, workers, ops, missions, generator, steady, clientNetwork, null, null, null);
        }

        /** True when the stage has a verdict and it is suspect. */
        public boolean suspect() {
            return validity != null && !"valid".equals(validity.verdict());
        }

        /** Per driver, the stage's telemetry in brief: peaks and sums over its intervals. */
        public List<DriverHealth> driverHealth() {
            return DriverHealth.of(telemetry);
        }

        /**
         * The archived {@code -slowest.csv} of this stage among {@code files}; empty when the archive
         * has none (the page then names no file).
         */
        public String slowestFile(List<String> files) {
            String name = io.objbench.controller.archive.ArchiveLayout.slowest(java.nio.file.Path.of("."), id)
                    .getFileName().toString();
            return files.contains(name) ? name : "";
        }

        /** True when some slowest request carries the server's request id (the table then shows the column). */
        public boolean slowestHaveRequestIds() {
            return slowest.stream().anyMatch(r -> !r.requestId().isEmpty());
        }

        /** A stage's report without a steady window. */
        public StageReport(String id, String state, String message, int workers, List<OpReport> ops,
                           List<MissionBreakdown.MissionJson> missions, List<JsonSummary.GeneratorJson> generator) {
            this(id, state, message, workers, ops, missions, generator, null, null);
        }

        /** A stage's report without network figures. */
        public StageReport(String id, String state, String message, int workers, List<OpReport> ops,
                           List<MissionBreakdown.MissionJson> missions, List<JsonSummary.GeneratorJson> generator,
                           JsonSummary.SteadyJson steady) {
            this(id, state, message, workers, ops, missions, generator, steady, null);
        }

        /** A stage's report without a steady window. */
        public StageReport(String id, String state, String message, int workers, List<OpReport> ops,
                           List<MissionBreakdown.MissionJson> missions, List<JsonSummary.GeneratorJson> generator,
                           ClientNetwork clientNetwork) {
            this(id, state, message, workers, ops, missions, generator, null, clientNetwork);
        }

        /** True when a warm-up was detected: the stage's figures start after it. */
        public boolean warmupCut() {
            return steady != null && "MSER-5".equals(steady.method()) && steady.warmupIntervals() != null
                    && steady.warmupIntervals() > 0
                    && steady.warmupEndsAt() != null;
        }

        /**
         * ops/s and MB/s per size class and operation kind (the report page's size-class charts);
         * null unless the stage's operations name at least two classes, or its {@code h(…)} operations have
         * at least two ({@link SizeClassChart}).
         */
        public SizeClassChart sizeClasses() {
            return SizeClassChart.of(ops);
        }

        /** True when a driver ran at 90 % or more of its link during the stage. */
        public boolean networkBound() {
            return clientNetwork != null && clientNetwork.networkBound();
        }

        /** A closed-loop stage's report. */
        public StageReport(String id, String state, String message, int workers, List<OpReport> ops,
                           List<MissionBreakdown.MissionJson> missions) {
            this(id, state, message, workers, ops, missions, List.of(), null, null);
        }

        /** The badge of the until="stable" verdict: Stable, Not steady or Not judged; empty without one. */
        public String steadyBadge() {
            if (steady == null || steady.target() == null) {
                return ""; // no until="stable" works: the warm-up note says the rest
            }
            return steady.stable() == null ? "Not judged" : steady.stable() ? "Stable" : "Not steady";
        }

        /** The verdict's line beside the badge: when it ended, precision, drift, warm-up. */
        public String steadyLine() {
            if (steady == null || steady.target() == null) {
                return "";
            }
            StringBuilder sb = new StringBuilder();
            if (Boolean.TRUE.equals(steady.stable()) && steady.decidedAfterSeconds() != null) {
                sb.append(String.format(java.util.Locale.ROOT, "ended after %.0f s", steady.decidedAfterSeconds()));
            } else {
                sb.append("ran to its ").append(steady.endedBy());
            }
            sb.append(String.format(java.util.Locale.ROOT, "; precision %s of %.1f %%", percent(steady.precision()),
                    steady.target() * 100));
            for (JsonSummary.SteadyMetricJson m : steady.metrics()) {
                sb.append("; ").append(m.metric()).append(' ')
                        .append(m.mean() == null ? "–" : String.format(java.util.Locale.ROOT, "%.4g", m.mean()))
                        .append(" ± ").append(percent(m.relativeHalfWidth()));
            }
            if (steady.driftPerMinute() != null) {
                sb.append(String.format(java.util.Locale.ROOT, "; drift %+.1f %%/min", steady.driftPerMinute() * 100));
            }
            if (steady.warmupEndsAt() != null) {
                sb.append(String.format(java.util.Locale.ROOT, "; warm-up %.0f s (%s)", steady.warmupEndsAt(),
                        steady.method()));
            }
            return sb.toString();
        }

        private static String percent(Double v) {
            return v == null ? "unknown" : String.format(java.util.Locale.ROOT, "%.1f %%", v * 100);
        }

        /** True when an open-loop work of the stage is marked "generator saturated". */
        public boolean saturated() {
            return generator.stream().anyMatch(JsonSummary.GeneratorJson::saturated);
        }
    }
}
