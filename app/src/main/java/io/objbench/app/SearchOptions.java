package io.objbench.app;

import io.objbench.core.check.Criterion;
import io.objbench.core.check.CriterionException;
import io.objbench.core.workload.Steps;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The capacity search's options of {@code objbench search} and {@code objbench submit --search}.
 * They become a {@code <search>} element written into the workload's XML before its closing tag,
 * so the controller that runs the workload runs the search (and the archived workload shows it).
 */
public final class SearchOptions {

    @Option(names = "--slo", paramLabel = "CRITERION", description = "an SLO every passing step meets,"
            + " [stage.][op.]metric cmp value[unit], e.g. 'read.p99<=20ms', 'errors<0.1%%' (repeatable)")
    List<String> slos = new ArrayList<>();

    @Option(names = "--work", paramLabel = "NAME", description = "the work to vary (default: the normal work"
            + " of the stage with the longest runtime)")
    String work;

    @Option(names = "--vary", paramLabel = "rate|workers", description = "open-loop rate (default) or"
            + " closed-loop workers")
    String vary;

    @Option(names = "--from", paramLabel = "N", description = "the first step's load (default: the work's rate"
            + " or workers)")
    String from;

    @Option(names = "--to", paramLabel = "M", description = "the highest load tried (default: 1024 × from)")
    String to;

    @Option(names = "--step-time", paramLabel = "DURATION", description = "each step's measured time"
            + " (default: 30s)")
    String stepTime;

    @Option(names = "--warmup", paramLabel = "DURATION", description = "each step's warm-up, excluded"
            + " (COSBench rampup; default: 5s)")
    String warmup;

    @Option(names = "--precision", paramLabel = "PERCENT", description = "stop when the bracket is this"
            + " narrow relative to its low end (default: 5%%)")
    String precision;

    @Option(names = "--until-plateau", paramLabel = "PERCENT", description = "instead of SLOs, raise the workers"
            + " until two steps in a row grow the throughput by less than this, then narrow the knee: the fewest"
            + " workers within this of the plateau's throughput, e.g. 2%%")
    String untilPlateau;

    /** True when no search option is given. */
    public boolean unset() {
        return slos.isEmpty() && untilPlateau == null && work == null && vary == null && from == null && to == null && stepTime == null
                && warmup == null && precision == null;
    }

    /**
     * The workload text with these options as its {@code <search>}.
     *
     * @throws IllegalArgumentException naming the option when one is invalid, no {@code --slo} is
     *         given, or the workload has its own {@code <search>} already
     */
    public String applyTo(String xml) {
        if (untilPlateau != null) {
            double v = Steps.parsePrecision(untilPlateau);
            if (!(v < 1)) {
                throw new IllegalArgumentException("--until-plateau " + untilPlateau + ": expected a percentage above 0"
                        + " and below 100, e.g. 2%");
            }
            if (!slos.isEmpty()) {
                throw new IllegalArgumentException("--until-plateau and --slo are exclusive: the plateau search finds"
                        + " the knee of the throughput curve, the SLO search the highest load meeting SLOs; run"
                        + " one, then check the other's question at its answer");
            }
            if (vary != null && !vary.equals("workers")) {
                throw new IllegalArgumentException("--until-plateau raises the workers: --vary " + vary
                        + " does not apply (expected workers, the default with --until-plateau)");
            }
        } else if (slos.isEmpty()) {
            throw new IllegalArgumentException("a search needs at least one --slo, e.g. --slo 'p99<=20ms', or"
                    + " --until-plateau 2%");
        }
        for (String slo : slos) {
            try {
                Criterion.parse(slo);
            } catch (CriterionException e) {
                throw new IllegalArgumentException("--slo '" + slo + "': " + e.detail() + " at column " + e.column()
                        + " (expected [stage.][op.]metric cmp value[unit], e.g. read.p99<=20ms)");
            }
        }
        if (vary != null && !List.of("rate", "workers").contains(vary)) {
            throw new IllegalArgumentException("--vary " + vary + ": expected rate or workers");
        }
        number("--from", from);
        number("--to", to);
        if (stepTime != null && Steps.parseSeconds(stepTime) < 1) {
            throw new IllegalArgumentException("--step-time " + stepTime + ": expected whole seconds >= 1, e.g. 30s or 2m");
        }
        if (warmup != null && Steps.parseSeconds(warmup) < 0) {
            throw new IllegalArgumentException("--warmup " + warmup + ": expected whole seconds, e.g. 5s");
        }
        if (precision != null && Double.isNaN(Steps.parsePrecision(precision))) {
            throw new IllegalArgumentException("--precision " + precision + ": expected a percentage above 0 and at"
                    + " most 100, e.g. 5%");
        }
        if (xml.contains("<search")) {
            throw new IllegalArgumentException("the workload has its own <search> already: edit it, or give no search"
                    + " options");
        }
        int end = xml.lastIndexOf("</workload>");
        if (end < 0) {
            throw new IllegalArgumentException("the workload has no </workload> to add the search before");
        }
        StringBuilder e = new StringBuilder("<search");
        attribute(e, "work", work);
        attribute(e, "vary", vary);
        attribute(e, "from", from);
        attribute(e, "to", to);
        attribute(e, "stepTime", stepTime);
        attribute(e, "warmup", warmup);
        attribute(e, "precision", precision);
        attribute(e, "untilPlateau", untilPlateau);
        if (slos.isEmpty()) {
            return xml.substring(0, end) + "  " + e.append("/>\n") + xml.substring(end);
        }
        e.append(">\n");
        for (String slo : slos) {
            e.append("    <slo check=\"").append(escape(slo)).append("\"/>\n");
        }
        e.append("  </search>\n");
        return xml.substring(0, end) + "  " + e + xml.substring(end);
    }

    private static void number(String option, String value) {
        if (value == null) {
            return;
        }
        try {
            double v = Double.parseDouble(value);
            if (v > 0 && !Double.isInfinite(v)) {
                return;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(option + " " + value + ": expected a load > 0 (ops/s, or workers)");
    }

    private static void attribute(StringBuilder e, String name, String value) {
        if (value != null) {
            e.append(' ').append(name).append("=\"").append(escape(value.trim())).append('"');
        }
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
