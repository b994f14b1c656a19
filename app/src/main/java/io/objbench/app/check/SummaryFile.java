package io.objbench.app.check;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.objbench.controller.archive.JsonSummary;
import io.objbench.core.check.Verdict;
import io.objbench.core.json.Json;
import java.util.List;
import java.util.Map;

/**
 * The {@code --json} file: a run's outcome for scripts (docs/ci.md, "The --json summary"):
 * state, exit code, per stage and operation the main figures, and every assertion's verdict.
 * Times in ms, rates per second, ratios 0..1; a figure that cannot be computed is null.
 */
public final class SummaryFile {

    /**
     * The file's content.
     *
     * @param id         the run id ({@code w12})
     * @param name       the workload's name
     * @param state      its end state ({@code FINISHED}, {@code FAILED}, {@code TERMINATED}, {@code CANCELLED})
     * @param exitCode   what objbench exited with
     * @param passed     true when the run finished and every assertion passed (exit code 0)
     * @param archive    the archive directory, or the controller's report URL
     * @param startedAt  ISO-8601 instant, null when it never started
     * @param stoppedAt  ISO-8601 instant
     * @param stages     per stage its operations' figures
     * @param assertions the verdicts, the workload's first
     */
    public record RunSummary(String id, String name, String state, int exitCode, boolean passed, String archive,
                             String startedAt, String stoppedAt, List<StageSummary> stages,
                             List<AssertionSummary> assertions) {
    }

    /**
     * A stage.
     *
     * @param id    {@code s<index>-<name>}
     * @param name  the stage's name (what an assertion names)
     * @param state its end state ({@code completed}, {@code failed}, …)
     * @param ops   its operations, in order
     */
    public record StageSummary(String id, String name, String state, List<OpSummary> ops) {
    }

    /**
     * An operation's in-window figures, as in the archive's JSON summary.
     *
     * @param id            stage-wide id ({@code op1})
     * @param label         COSBench's label
     * @param type          the operation type
     * @param ops           successes
     * @param failures      failures
     * @param bytes         bytes of successes
     * @param throughput    successes per second of window
     * @param bandwidth     bytes per second of window
     * @param successRatio  successes / attempts
     * @param avgMs         mean response time of successes
     * @param percentilesMs p50 … p99.99 and max, ms
     */
    public record OpSummary(String id, String label, String type, long ops, long failures, long bytes,
                            Double throughput, Double bandwidth, Double successRatio, Double avgMs,
                            Map<String, Double> percentilesMs) {
    }

    /**
     * An assertion's verdict: the archive's fields ({@link JsonSummary.AssertionJson}) and where it was written.
     *
     * @param source {@code workload} or {@code command line}
     */
    public record AssertionSummary(String source, String text, String stage, String op, String metric, Double value,
                                   double limit, String unit, String cmp, boolean pass,
                                   @com.fasterxml.jackson.annotation.JsonInclude(
                                           com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
                                   String reason) {
    }

    private SummaryFile() {
    }

    /** The summary of {@code outcome}. */
    public static RunSummary of(RunOutcome outcome) {
        JsonSummary.RunJson run = outcome.run();
        List<StageSummary> stages = run.stages().stream().map(s -> new StageSummary(s.id(),
                s.id().replaceFirst("^s\\d+-", ""), s.state(), s.ops().stream().map(o -> new OpSummary(o.opId(),
                        o.label(), o.type(), o.opCount(), o.failures(), o.byteCount(), o.throughput(), o.bandwidth(),
                        o.successRatio(), o.avgResTimeMs(), o.percentilesMs())).toList())).toList();
        List<AssertionSummary> assertions = outcome.assertions().stream().map(c -> {
            Verdict v = c.verdict();
            JsonSummary.AssertionJson a = JsonSummary.AssertionJson.of(v);
            return new AssertionSummary(c.source(), a.text(), a.stage(), a.op(), a.metric(), a.value(), a.limit(),
                    a.unit(), a.cmp(), a.pass(), a.reason());
        }).toList();
        return new RunSummary(run.id(), run.name(), run.state().toUpperCase(java.util.Locale.ROOT),
                outcome.exitCode(), outcome.exitCode() == 0, outcome.archive(), run.startedAt(), run.stoppedAt(),
                stages, assertions);
    }

    /** The file's text (indented JSON). */
    public static String render(RunOutcome outcome) {
        try {
            return Json.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(of(outcome)) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the JSON summary", e);
        }
    }
}
