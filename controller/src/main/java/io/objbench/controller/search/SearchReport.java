package io.objbench.controller.search;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.StageState;
import io.objbench.controller.run.WorkResult;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.core.check.Figures;
import io.objbench.core.check.Verdict;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.Percentiles;
import io.objbench.core.workload.Search;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Steps;
import io.objbench.core.workload.Workload;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A capacity search's summary ({@code search.json} and key {@code "search"} of the run's JSON
 * summary; docs/capacity.md): the search's settings, every step with its offered load, achieved
 * throughput, response-time percentiles, error ratio and SLO verdicts, the outcome, the answer
 * and its bracket, and the curve. Computed from the run's stages alone, so the live search and the
 * archive agree.
 *
 * @param work         the main work's name
 * @param vary         {@code rate} or {@code workers}
 * @param precision    the requested relative width of the bracket
 * @param from         the first load
 * @param to           the highest load allowed
 * @param stepSeconds  each step's measured window
 * @param warmupSeconds each step's warm-up, excluded
 * @param slos         the SLOs as written (none in a plateau search)
 * @param steps        every step run, in order
 * @param outcome      {@code found}, {@code no-passing-load}, {@code never-failed}, {@code never-plateaued},
 *                     {@code no-throughput} or {@code stopped}
 * @param answer       SLO search: the highest passing load below the lowest failing one, null when none
 *                     passed; plateau search: the knee, null unless found
 * @param bracket      SLO search: highest passing and lowest failing load; plateau search: the most
 *                     workers tried below the knee (0 when none) and the knee; null unless found
 * @param mode         {@code slo} or {@code plateau}
 * @param threshold    plateau search: the growth threshold X (a fraction); absent in an SLO search
 * @param plateau      plateau search: the plateau's throughput, the highest measured, ops/s; absent in
 *                     an SLO search or before any step
 * @param curve        the measured steps by increasing load: throughput, p50 and p99
 */
public record SearchReport(String work, String vary, double precision, double from, double to, int stepSeconds,
                           int warmupSeconds, List<SloJson> slos, List<StepJson> steps, String outcome,
                           AnswerJson answer, BracketJson bracket, String mode,
                           @JsonInclude(JsonInclude.Include.NON_NULL) Double threshold,
                           @JsonInclude(JsonInclude.Include.NON_NULL) Double plateau, List<CurvePoint> curve) {

    /**
     * One point of the curve: a step's load, the main work's throughput (ops/s) and p50/p99 (ms),
     * and the step's stage id.
     */
    public record CurvePoint(double load, Double throughput, Double p50Ms, Double p99Ms, String stage) {
    }

    /** An SLO as written. */
    public record SloJson(String text) {
    }

    /**
     * One step.
     *
     * @param stage         the step's stage id
     * @param load          offered load: ops/s over all drivers (rate) or workers
     * @param throughput    achieved successful operations per second of the main work; null when nothing was measured
     * @param percentilesMs the main work's response-time percentiles (from the intended start in open loop)
     * @param errorRatio    the main work's failures / attempts; null without attempts
     * @param slos          each SLO's value and verdict
     * @param pass          SLO search: completed and every SLO met; plateau search: on the plateau
     *                      (its throughput within the threshold of the plateau's)
     * @param state         the stage's end state
     * @param generator     open loop: why the main work's generator was saturated ({@code driver CPU}:
     *                      the client, not the storage, fell behind; {@code all workers busy}), absent
     *                      when it kept its schedule or the work is closed loop
     */
    public record StepJson(String stage, double load, Double throughput, Map<String, Double> percentilesMs,
                           Double errorRatio, List<SloResultJson> slos, boolean pass, String state,
                           @JsonInclude(JsonInclude.Include.NON_NULL) String generator) {
    }

    /**
     * One SLO on one step: the value in the metric's base unit (ms, ops/s, B/s or a ratio), null
     * when there was nothing to measure (then {@code reason} says why).
     */
    public record SloResultJson(String text, Double value, boolean pass,
                                @JsonInclude(JsonInclude.Include.NON_NULL) String reason) {
    }

    /** The answer: the highest passing load, what it achieved and its step's stage id. */
    public record AnswerJson(double load, Double throughput, String stage) {
    }

    /** The bracket: highest passing and lowest failing load. */
    public record BracketJson(double low, double high) {
    }

    /** The search summary of {@code run}, or null when its workload has no search. */
    public static SearchReport of(WorkloadResult run) {
        return of(run.workload(), run.stages());
    }

    /** The search summary of the stages ended so far of {@code workload}, or null without a search. */
    public static SearchReport of(Workload workload, List<StageResult> stages) {
        Search search = workload.search();
        if (search == null) {
            return null;
        }
        Stage main = workload.stages().get(search.stageIndex() - 1);
        SloCheck check = new SloCheck(search.slos());
        List<StepJson> steps = new ArrayList<>();
        List<StageResult> judged = new ArrayList<>();
        for (StageResult s : stages) {
            if (!isStep(s, main)) {
                continue;
            }
            steps.add(step(s, main.name(), search, check));
            if (judged(s)) {
                judged.add(s);
            }
        }
        String work = main.works().get(search.workIndex() - 1).name();
        List<CurvePoint> curve = steps.stream().filter(s -> s.throughput() != null)
                .sorted(java.util.Comparator.comparingDouble(StepJson::load))
                .map(s -> new CurvePoint(s.load(), s.throughput(), s.percentilesMs().get("p50"),
                        s.percentilesMs().get("p99"), s.stage())).toList();
        List<SloJson> slos = search.slos().stream().map(SloJson::new).toList();
        if (search.untilPlateau()) {
            return plateau(search, work, slos, steps, points(judged, search), curve);
        }
        List<Bisection.Tried> tried = tried(judged, search, check, main.name());
        Bisection.Outcome outcome = Bisection.outcome(search, tried);
        double low = Bisection.highestPass(tried, Bisection.lowestFail(tried));
        double high = Bisection.lowestFail(tried);
        AnswerJson answer = null;
        if (!Double.isNaN(low)) {
            StepJson best = steps.stream().filter(s -> s.pass() && s.load() == low).findFirst().orElseThrow();
            answer = new AnswerJson(low, best.throughput(), best.stage());
        }
        BracketJson bracket = Double.isNaN(low) || Double.isNaN(high) ? null : new BracketJson(low, high);
        return new SearchReport(work, search.vary().xmlName(), search.precision(), search.from(), search.to(),
                search.stepSeconds(), search.warmupSeconds(), slos, steps, outcome.text(), answer, bracket,
                search.mode(), null, null, curve);
    }

    /** A plateau search's summary: each step passes when on the plateau; the answer is the knee. */
    private static SearchReport plateau(Search search, String work, List<SloJson> slos, List<StepJson> steps,
                                        List<Plateau.Point> points, List<CurvePoint> curve) {
        Bisection.Outcome outcome = Plateau.outcome(search, points);
        List<StepJson> judged = new ArrayList<>();
        for (StepJson s : steps) {
            boolean on = Plateau.onPlateau(search, points, new Plateau.Point(s.load(),
                    s.throughput() == null ? 0 : s.throughput()));
            judged.add(new StepJson(s.stage(), s.load(), s.throughput(), s.percentilesMs(), s.errorRatio(), s.slos(),
                    on, s.state(), s.generator()));
        }
        AnswerJson answer = null;
        BracketJson bracket = null;
        if (outcome == Bisection.Outcome.FOUND) {
            double knee = Plateau.knee(search, points);
            StepJson at = judged.stream().filter(s -> s.pass() && s.load() == knee).findFirst().orElseThrow();
            answer = new AnswerJson(knee, at.throughput(), at.stage());
            bracket = new BracketJson(Plateau.belowKnee(search, points), knee);
        }
        double top = Plateau.plateau(points);
        return new SearchReport(work, search.vary().xmlName(), search.precision(), search.from(), search.to(),
                search.stepSeconds(), search.warmupSeconds(), slos, judged, outcome.text(), answer, bracket,
                search.mode(), search.plateau(), Double.isNaN(top) ? null : top, curve);
    }

    /** Each judged step's load and whether it met every SLO, in order. */
    static List<Bisection.Tried> tried(List<StageResult> judged, Search search, SloCheck check, String stageName) {
        return judged.stream().map(r -> new Bisection.Tried(load(r.stage(), search),
                SloCheck.passes(r, check.verdicts(r, stageName)))).toList();
    }

    /** Each judged step's load and the main work's throughput (0 when it measured nothing), in order. */
    static List<Plateau.Point> points(List<StageResult> judged, Search search) {
        return judged.stream().map(r -> {
            Figures f = mainFigures(r, search);
            Double t = f == null ? null : num(f.throughput());
            return new Plateau.Point(load(r.stage(), search), t == null ? 0 : t);
        }).toList();
    }

    /** True when the search judged the step: it ran to its end (completed, or failed by its errors). */
    static boolean judged(StageResult s) {
        return s.state() == StageState.COMPLETED || s.state() == StageState.FAILED;
    }

    /** A step of this search: the main stage's place and a step's name. */
    static boolean isStep(StageResult s, Stage main) {
        return s.stage().index() == main.index() && Steps.isStep(s.stage());
    }

    /** The load a step offered: its main work's rate or workers. */
    static double load(Stage step, Search search) {
        var work = step.works().get(search.workIndex() - 1);
        return search.vary() == Search.Vary.RATE ? work.openLoop().rate() : work.workers();
    }

    private static StepJson step(StageResult s, String stageName, Search search, SloCheck check) {
        double load = load(s.stage(), search);
        Figures f = mainFigures(s, search);
        Map<String, Double> pct = new LinkedHashMap<>();
        for (double p : Percentiles.REPORTED) {
            pct.put(Percentiles.label(p), f == null ? null : num(f.percentileMs(p)));
        }
        List<Verdict> verdicts = check.verdicts(s, stageName);
        List<SloResultJson> slos = verdicts.stream().map(v -> new SloResultJson(v.criterion().text(), num(v.value()),
                v.pass(), v.reason())).toList();
        return new StepJson(s.stage().id(), load, f == null ? null : num(f.throughput()), pct,
                f == null ? null : num(f.errorRatio()), slos, SloCheck.passes(s, verdicts), s.state().csvName(),
                generator(s, search));
    }

    /** The main work's generator saturation cause, null when it kept its schedule or is closed loop. */
    private static String generator(StageResult s, Search search) {
        for (WorkResult w : s.works()) {
            if (w.workIndex() == search.workIndex()) {
                io.objbench.controller.run.GeneratorVerdict v = w.verdict();
                return v != null && v.saturated() ? v.cause() : null;
            }
        }
        return null;
    }

    /** The main work's operations taken together, null when the step measured nothing. */
    private static Figures mainFigures(StageResult s, Search search) {
        for (WorkResult w : s.works()) {
            if (w.workIndex() == search.workIndex()) {
                List<Figures> ops = new ArrayList<>();
                for (OpStats o : w.ops()) {
                    ops.add(Figures.of(o, w.windowSeconds()));
                }
                return ops.isEmpty() ? null : Figures.parallel(ops);
            }
        }
        return null;
    }

    private static Double num(double v) {
        return Double.isNaN(v) || Double.isInfinite(v) ? null : v;
    }
}
