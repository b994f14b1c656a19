package io.objbench.web.data;

import io.objbench.core.check.Criterion;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A capacity search as the report page shows it: the archived summary, the outcome said in one
 * sentence, the percentile columns of the steps table, and one latency–throughput curve per
 * latency objective (what report.js draws).
 *
 * @param search         the archived summary; null when it could not be read
 * @param problem        why the archived summary could not be read; empty otherwise
 * @param loadUnit       the unit of a step's load: {@code op/s} (rate) or {@code workers}
 * @param outcomeText    the outcome in plain words
 * @param found          true when the search found an answer
 * @param percentileKeys the percentiles the steps report, in their archived order
 * @param rows           the steps table: per step each objective's value and verdict
 * @param curves         per latency objective, achieved throughput against its value at each step
 */
public record SearchView(SearchReport search, String problem, String loadUnit, String outcomeText, boolean found,
                         List<String> percentileKeys, List<Row> rows, List<Curve> curves) {

    /**
     * A step's row of the steps table.
     *
     * @param step   the step
     * @param chosen whether it is the answer
     * @param cells  one per objective of the search, in their order
     */
    public record Row(SearchReport.Step step, boolean chosen, List<Cell> cells) {
    }

    /**
     * An objective's value at a step.
     *
     * @param present whether the step reports it
     * @param shown   the value in the unit the limit was written in ({@code 12.3ms}, {@code 0.05%})
     * @param pass    whether it held
     */
    public record Cell(boolean present, String shown, boolean pass) {
    }

    /**
     * A latency objective's curve.
     *
     * @param slo     the objective as written
     * @param metric  the latency metric, e.g. {@code read.p99}
     * @param limitMs the objective's limit, ms (the chart's horizontal line)
     * @param points  one per step with a throughput and a value, in the order the steps ran
     */
    public record Curve(String slo, String metric, double limitMs, List<Point> points) {
    }

    /**
     * A step on a curve.
     *
     * @param stage      the step's stage
     * @param load       its offered load
     * @param throughput its achieved throughput, op/s (x)
     * @param valueMs    the objective's value at the step, ms (y)
     * @param pass       whether the step met every objective
     * @param chosen     whether it is the answer
     */
    public record Point(String stage, Double load, double throughput, double valueMs, boolean pass, boolean chosen) {
    }

    /** The view of a search whose archived summary could not be read. */
    public static SearchView unreadable(String problem) {
        return new SearchView(null, problem, "", "The search summary could not be read: " + problem, false,
                List.of(), List.of(), List.of());
    }

    /** The view of an archived search summary. */
    public static SearchView of(SearchReport s) {
        String unit = "workers".equals(s.vary()) ? "workers" : "op/s";
        Set<String> keys = new LinkedHashSet<>();
        s.steps().forEach(step -> keys.addAll(step.percentilesMs().keySet()));
        boolean found = "found".equals(s.outcome()) && s.answer() != null;
        return new SearchView(s, "", unit, outcome(s, unit), found, List.copyOf(keys), rows(s, found), curves(s));
    }

    private static List<Row> rows(SearchReport s, boolean found) {
        List<Optional<Criterion>> criteria = s.slos().stream().map(o -> LatencyObjective.criterion(o.text())).toList();
        List<Row> rows = new ArrayList<>();
        for (SearchReport.Step step : s.steps()) {
            List<Cell> cells = new ArrayList<>();
            for (int i = 0; i < s.slos().size(); i++) {
                SearchReport.SloValue v = value(step, s.slos().get(i).text(), i);
                if (v == null) {
                    cells.add(new Cell(false, "–", false));
                } else {
                    String shown = v.value() == null || v.value().isNaN() ? "–"
                            : criteria.get(i).map(c -> c.show(v.value())).orElse(num(v.value()));
                    cells.add(new Cell(true, shown, v.pass()));
                }
            }
            boolean chosen = found && step.stage() != null && step.stage().equals(s.answer().stage());
            rows.add(new Row(step, chosen, cells));
        }
        return rows;
    }

    private static List<Curve> curves(SearchReport s) {
        String chosen = s.answer() == null ? null : s.answer().stage();
        List<Curve> curves = new ArrayList<>();
        for (int i = 0; i < s.slos().size(); i++) {
            String text = s.slos().get(i).text();
            Optional<LatencyObjective> latency = LatencyObjective.of(text);
            if (latency.isEmpty()) {
                continue;
            }
            List<Point> points = new ArrayList<>();
            for (SearchReport.Step step : s.steps()) {
                SearchReport.SloValue v = value(step, text, i);
                if (v == null || v.value() == null || step.throughput() == null) {
                    continue; // a step cut short before it measured anything has no place on the curve
                }
                points.add(new Point(step.stage(), step.load(), step.throughput(), v.value(), step.pass(),
                        step.stage() != null && step.stage().equals(chosen)));
            }
            curves.add(new Curve(text, latency.get().metric(), latency.get().limitMs(), points));
        }
        return curves;
    }

    /** The step's value of objective {@code text}: by its text, else at its position when that entry names none. */
    static SearchReport.SloValue value(SearchReport.Step step, String text, int index) {
        for (SearchReport.SloValue v : step.slos()) {
            if (Objects.equals(v.text(), text)) {
                return v;
            }
        }
        return index < step.slos().size() && step.slos().get(index).text() == null ? step.slos().get(index) : null;
    }

    private static String outcome(SearchReport s, String unit) {
        String outcome = s.outcome() == null ? "" : s.outcome();
        if ("plateau".equals(s.mode())) {
            return switch (outcome) {
                case "found" -> s.answer() == null ? "Found, but the summary names no knee."
                        : "Knee: " + num(s.answer().load()) + " workers, the fewest whose throughput"
                        + (s.answer().throughput() == null ? "" : " (" + num(s.answer().throughput()) + " op/s)")
                        + " is within " + (s.threshold() == null ? "the threshold" : num(s.threshold() * 100) + " %")
                        + " of the plateau's" + (s.plateau() == null ? "." : " " + num(s.plateau()) + " op/s.");
                case "never-plateaued" -> "Never plateaued: the throughput still grew at"
                        + (s.to() == null ? " the limit" : " " + num(s.to()) + " workers")
                        + "; search again with a higher limit (to).";
                case "no-throughput" -> "No throughput: no step had a successful operation, so there is no curve.";
                default -> "Outcome \"" + outcome + "\" is not one this version knows (found, never-plateaued,"
                        + " no-throughput).";
            };
        }
        return switch (outcome) {
            case "found" -> s.answer() == null ? "Found, but the summary names no answer."
                    : "Capacity: " + num(s.answer().load()) + " " + unit + " is the highest load that met every SLO"
                    + (s.answer().throughput() == null ? "" : " (achieved " + num(s.answer().throughput()) + " op/s)")
                    + (s.bracket() == null ? "." : "; it passed at " + num(s.bracket().low()) + " and failed at "
                    + num(s.bracket().high()) + " " + unit + (s.precision() == null ? "."
                    : ", within the stated precision of " + num(s.precision() * 100) + " %."));
            case "no-passing-load" -> "No passing load: even the lowest load tried"
                    + (s.from() == null ? "" : " (" + num(s.from()) + " " + unit + ")")
                    + " broke an SLO, so the capacity under these SLOs is below it, if the SLOs can be met at all.";
            case "never-failed" -> "Never failed: every load tried up to"
                    + (s.to() == null ? " the limit" : " " + num(s.to()) + " " + unit)
                    + " met every SLO, so the capacity is above it; search again with a higher limit (to).";
            default -> "Outcome \"" + outcome + "\" is not one this version knows (found, no-passing-load, never-failed).";
        };
    }

    /** A load or rate for a sentence: at most two decimals, no grouping. */
    static String num(Double v) {
        if (v == null || v.isNaN()) {
            return "–";
        }
        return new DecimalFormat("0.##", DecimalFormatSymbols.getInstance(Locale.ROOT)).format(v);
    }
}
