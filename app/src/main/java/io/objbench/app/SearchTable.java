package io.objbench.app;

import io.objbench.controller.search.SearchReport;
import io.objbench.core.workload.Steps;
import java.util.List;
import java.util.Locale;

/**
 * The capacity search's table on the terminal (objbench search, submit --search --wait): each
 * step's offered load, achieved throughput, response-time percentiles, error ratio and verdict
 * per SLO, then the outcome with the answer and its bracket.
 */
public final class SearchTable {

    private static final String ROW = "%-28s %10s %11s %9s %9s %9s %9s %8s  %s%n";

    private SearchTable() {
    }

    /** The table's text; a line saying so for a run without a search. */
    public static String render(SearchReport report) {
        if (report == null) {
            return "no search in this run\n";
        }
        if ("plateau".equals(report.mode())) {
            return plateau(report);
        }
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "search over work '%s', vary %s from %s to %s, precision %s, steps of %d s"
                        + " after %d s warm-up%n", report.work(), report.vary(), Steps.format(report.from()),
                Steps.format(report.to()), pct(report.precision()), report.stepSeconds(), report.warmupSeconds()));
        sb.append(String.format(Locale.ROOT, ROW, "step", report.vary().equals("rate") ? "offered/s" : "workers",
                "achieved/s", "p50 ms", "p90 ms", "p99 ms", "p99.9 ms", "errors", "SLOs"));
        for (SearchReport.StepJson s : report.steps()) {
            sb.append(String.format(Locale.ROOT, ROW, s.stage(), Steps.format(s.load()), num(s.throughput()),
                    num(s.percentilesMs().get("p50")), num(s.percentilesMs().get("p90")),
                    num(s.percentilesMs().get("p99")), num(s.percentilesMs().get("p99.9")),
                    s.errorRatio() == null ? "-" : pct(s.errorRatio()), verdicts(s)));
        }
        sb.append(answer(report));
        if (report.steps().stream().anyMatch(s -> io.objbench.controller.run.GeneratorVerdict.DRIVER_CPU
                .equals(s.generator()))) {
            sb.append("warning: the generator fell behind for want of driver CPU in some step: those steps measured"
                    + " the client's limit, not the storage's (add drivers, or fewer other loads on them)\n");
        }
        return sb.toString();
    }

    private static final String CURVE = "%-28s %8s %11s %10s %9s %9s %8s  %s%n";

    /**
     * A plateau search: the curve by increasing workers (throughput, its share of the plateau's,
     * p50, p99, errors; the knee marked), then the knee.
     */
    static String plateau(SearchReport report) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "plateau search over work '%s', workers from %s to %s, threshold %s,"
                        + " precision %s, steps of %d s after %d s warm-up%n", report.work(), Steps.format(report.from()),
                Steps.format(report.to()), pct(report.threshold()), pct(report.precision()), report.stepSeconds(),
                report.warmupSeconds()));
        sb.append(String.format(Locale.ROOT, CURVE, "step", "workers", "achieved/s", "of plateau", "p50 ms", "p99 ms",
                "errors", "").stripTrailing()).append('\n');
        List<SearchReport.StepJson> byLoad = report.steps().stream()
                .sorted(java.util.Comparator.comparingDouble(SearchReport.StepJson::load)).toList();
        for (SearchReport.StepJson s : byLoad) {
            String share = s.throughput() == null || report.plateau() == null || report.plateau() == 0 ? "-"
                    : String.format(Locale.ROOT, "%.1f%%", 100 * s.throughput() / report.plateau());
            String mark = report.answer() != null && s.stage().equals(report.answer().stage()) ? "knee"
                    : s.state().equals("completed") ? "" : "[stage " + s.state() + "]";
            sb.append(String.format(Locale.ROOT, CURVE, s.stage(), Steps.format(s.load()), num(s.throughput()), share,
                    num(s.percentilesMs().get("p50")), num(s.percentilesMs().get("p99")),
                    s.errorRatio() == null ? "-" : pct(s.errorRatio()), mark).stripTrailing()).append('\n');
        }
        sb.append(answer(report));
        return sb.toString();
    }

    /** The outcome in one line: the answer with its bracket, or why there is none. */
    public static String answer(SearchReport report) {
        String unit = report.vary().equals("rate") ? " ops/s" : " workers";
        if ("plateau".equals(report.mode())) {
            return plateauAnswer(report);
        }
        return switch (report.outcome()) {
            case "found" -> String.format(Locale.ROOT, "answer: %s%s meets every SLO (achieved %s ops/s in %s);"
                            + " bracket %s .. %s (the lowest failing), within %s%n",
                    Steps.format(report.answer().load()), unit, num(report.answer().throughput()),
                    report.answer().stage(), Steps.format(report.bracket().low()), Steps.format(report.bracket().high()),
                    pct(report.precision()));
            case "no-passing-load" -> String.format(Locale.ROOT, "no answer: no passing load, even the first step at"
                    + " %s%s failed an SLO; try a lower --from%n", Steps.format(report.from()), unit);
            case "never-failed" -> String.format(Locale.ROOT, "no answer: never failed, every load up to %s%s met"
                    + " every SLO (highest passing %s%s); try a higher --to%n", Steps.format(report.to()), unit,
                    Steps.format(report.answer().load()), unit);
            default -> "no answer: the search stopped before it concluded"
                    + (report.answer() == null ? "" : " (highest passing so far "
                    + Steps.format(report.answer().load()) + unit + ")") + "\n";
        };
    }

    private static String plateauAnswer(SearchReport report) {
        return switch (report.outcome()) {
            case "found" -> String.format(Locale.ROOT, "knee: %s workers (achieved %s ops/s in %s, within %s of the"
                            + " plateau's %s ops/s); %s%n", Steps.format(report.answer().load()),
                    num(report.answer().throughput()), report.answer().stage(), pct(report.threshold()),
                    num(report.plateau()), report.bracket().low() == 0 ? "no fewer workers tried"
                            : Steps.format(report.bracket().low()) + " workers, the most below it, got less");
            case "never-plateaued" -> String.format(Locale.ROOT, "no knee: the throughput still grew by %s or more"
                    + " within %s workers (highest %s ops/s); try a higher --to%n", pct(report.threshold()),
                    Steps.format(report.to()), num(report.plateau()));
            case "no-throughput" -> "no knee: no step had a successful operation (see the errors); fix the workload"
                    + " or the storage first\n";
            default -> "no knee: the search stopped before it concluded\n";
        };
    }

    private static String verdicts(SearchReport.StepJson s) {
        StringBuilder sb = new StringBuilder(s.pass() ? "pass" : "FAIL");
        List<SearchReport.SloResultJson> slos = s.slos();
        for (SearchReport.SloResultJson slo : slos) {
            sb.append("  ").append(slo.text()).append(' ').append(slo.pass() ? "ok" : "no");
            if (slo.reason() != null) {
                sb.append(" (").append(slo.reason()).append(')');
            }
        }
        if (s.generator() != null) {
            sb.append("  [generator saturated: ").append(s.generator()).append(']');
        }
        if (!s.state().equals("completed")) {
            sb.append("  [stage ").append(s.state()).append(']');
        }
        return sb.toString();
    }

    private static String num(Double v) {
        return v == null ? "-" : String.format(Locale.ROOT, "%.2f", v);
    }

    private static String pct(double ratio) {
        String s = String.format(Locale.ROOT, "%.3f", ratio * 100).replaceAll("0+$", "").replaceAll("\\.$", "");
        return s + "%";
    }
}
