package io.objbench.web.data;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A capacity search's summary as archived: {@code <runDir>/search.json} and the key
 * {@code "search"} of the run's JSON summary, field for field (the shape the search engine
 * writes, see docs/capacity.md). Read leniently: fields this version does not know are skipped,
 * absent ones are null.
 *
 * @param work        the work that was varied
 * @param vary        {@code rate} (open loop, op/s over all drivers) or {@code workers}
 * @param precision   the stated precision, a fraction ((high - low) / low at the end)
 * @param from        the first load tried
 * @param to          the highest load the search may try
 * @param stepSeconds each step's measured time
 * @param slos        the service-level objectives every step is judged by
 * @param steps       the steps in the order they ran
 * @param outcome     {@code found}, {@code no-passing-load} or {@code never-failed}
 * @param answer      the highest passing load; null unless found
 * @param bracket     the highest passing and lowest failing loads (plateau search: the most workers
 *                    below the knee and the knee); null when not both exist
 * @param mode        {@code slo}, or {@code plateau} for a plateau search (untilPlateau); null before it existed
 * @param threshold   plateau search: the growth threshold, a fraction
 * @param plateau     plateau search: the plateau's throughput, op/s
 */
public record SearchReport(String work, String vary, Double precision, Double from, Double to, Double stepSeconds,
                           List<Slo> slos, List<Step> steps, String outcome, Answer answer, Bracket bracket,
                           String mode, Double threshold, Double plateau) {

    /** An SLO search's summary (no mode, as archived before plateau searches). */
    public SearchReport(String work, String vary, Double precision, Double from, Double to, Double stepSeconds,
                        List<Slo> slos, List<Step> steps, String outcome, Answer answer, Bracket bracket) {
        this(work, vary, precision, from, to, stepSeconds, slos, steps, outcome, answer, bracket, null, null, null);
    }

    public SearchReport {
        slos = slos == null ? List.of() : List.copyOf(slos);
        steps = steps == null ? List.of() : List.copyOf(steps);
    }

    /** An objective as written, e.g. {@code read.p99<=20ms}. */
    public record Slo(String text) {
    }

    /**
     * One step: a stage run at one load.
     *
     * @param stage         its stage id in the run
     * @param load          the offered load (rate in op/s, or workers)
     * @param throughput    the achieved throughput, op/s
     * @param percentilesMs response-time percentiles of the varied work, ms
     * @param errorRatio    failed / all operations
     * @param slos          each objective's value at this step and whether it held
     * @param pass          true when every objective held
     */
    public record Step(String stage, Double load, Double throughput, Map<String, Double> percentilesMs,
                       Double errorRatio, List<SloValue> slos, boolean pass) {

        public Step {
            // keeps the archived order (p50, p90, ...) for the table's columns
            percentilesMs = percentilesMs == null ? Map.of()
                    : Collections.unmodifiableMap(new LinkedHashMap<>(percentilesMs));
            slos = slos == null ? List.of() : List.copyOf(slos);
        }
    }

    /** An objective's measured value at a step (ms for latencies) and its verdict. */
    public record SloValue(String text, Double value, boolean pass) {
    }

    /** The answer: the highest load that met every objective, what it achieved, and its stage. */
    public record Answer(Double load, Double throughput, String stage) {
    }

    /** The highest passing ({@code low}) and the lowest failing ({@code high}) load. */
    public record Bracket(Double low, Double high) {
    }
}
