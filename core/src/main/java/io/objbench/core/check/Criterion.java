package io.objbench.core.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A check on a run's figures, written {@code [stage.][op.]metric cmp value[unit]}: the one
 * grammar of {@code --assert}, the workload's {@code <assert>} and the search's {@code --slo}.
 *
 * <ul>
 *   <li>{@code metric}: {@code pNN} / {@code pNN.N} (response-time percentile), {@code avg},
 *       {@code max}, {@code throughput}, {@code bandwidth}, {@code errors} (failures / attempts),
 *       {@code success} (successes / attempts).</li>
 *   <li>{@code cmp}: {@code < <= > >=}, or the words {@code lt le gt ge} (surrounded by spaces).</li>
 *   <li>{@code unit}: times {@code us µs ms s} (none: ms); throughput {@code ops/s} (none: ops/s);
 *       bandwidth {@code B KB MB GB TB KiB MiB GiB TiB}, each optionally {@code /s} (decimal KB as
 *       everywhere in objbench; none: B/s); ratios {@code %} or a bare ratio ({@code errors<0.001}
 *       is 0.1 %).</li>
 *   <li>With two names before the metric the first is a stage and the second an operation; with
 *       one name it is an operation (its name, type or id) in every stage; {@code *} stands for
 *       any ({@code main.*.throughput}: every operation of stage {@code main}). Names cannot
 *       contain dots or spaces.</li>
 * </ul>
 * How several matched operations and stages are taken together is {@link #evaluate}'s.
 *
 * @param stage      the stage named, empty for every stage
 * @param op         the operation named, empty for every operation
 * @param metric     what is compared
 * @param comparison how
 * @param limit      the limit in the metric's base unit (ms, ops/s, B/s or a ratio)
 * @param unit       the unit the limit was written in ({@code ""} when none), used to show values
 * @param text       the criterion as written (trimmed)
 */
public record Criterion(Optional<String> stage, Optional<String> op, Metric metric, Comparison comparison,
                        double limit, String unit, String text) {

    private static final Pattern NAME = Pattern.compile("[^.\\s<>=!]+");
    private static final Pattern NUMBER = Pattern.compile("\\d+(\\.\\d+)?([eE][+-]?\\d+)?|\\.\\d+");
    private static final String METRICS = "a metric (pNN, pNN.N, avg, max, throughput, bandwidth, errors, success)";
    private static final String COMPARATORS = "a comparison (<, <=, >, >=, lt, le, gt, ge)";

    public Criterion {
        Objects.requireNonNull(stage, "stage");
        Objects.requireNonNull(op, "op");
        Objects.requireNonNull(metric, "metric");
        Objects.requireNonNull(comparison, "comparison");
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(text, "text");
    }

    /**
     * Reads a criterion; leading and trailing white space is ignored and columns count from the
     * first other character.
     *
     * @throws CriterionException naming the criterion, what was expected and the column
     */
    public static Criterion parse(String text) {
        Objects.requireNonNull(text, "text");
        // columns count in the stripped text: a caller with surrounding text (XML) adds its own offset
        return new Parser(text.strip()).parse();
    }

    /**
     * Evaluates this criterion against a run's stages. The stages named (all with {@link #stage}
     * empty; several stages may share a name) and in each the operations named (all with
     * {@link #op} empty) are taken together: the operations of one stage with
     * {@link Figures#parallel} (counts summed, histograms merged, so a percentile is over all
     * their operations and throughput is their sum), then the stages with
     * {@link Figures#sequential} (their windows added: throughput over several stages is the
     * average rate over the measured time of those stages). A stage or operation that is not in
     * the run, or a value that cannot be computed (no successes for a time, no attempts for a
     * ratio), is a failure with a reason, never a pass.
     */
    public Verdict evaluate(List<StageFigures> run) {
        List<StageFigures> stages = run.stream().filter(s -> stage.isEmpty() || stage.get().equals(s.name())).toList();
        if (stages.isEmpty()) {
            return failed("no stage named '" + stage.orElseThrow() + "' in the run (stages: "
                    + String.join(", ", run.stream().map(StageFigures::name).distinct().toList()) + ")");
        }
        List<Figures> perStage = new ArrayList<>();
        for (StageFigures s : stages) {
            List<Figures> ops = s.ops().stream().filter(o -> op.isEmpty() || o.isCalled(op.get()))
                    .map(OpFigures::figures).toList();
            if (!ops.isEmpty()) {
                perStage.add(Figures.parallel(ops));
            }
        }
        if (perStage.isEmpty()) {
            if (op.isEmpty()) {
                return failed("no operation measured in " + where());
            }
            String hint = stage.isEmpty() && run.stream().anyMatch(s -> s.name().equals(op.get()))
                    ? "; '" + op.get() + "' is a stage: write " + op.get() + ".*." + metric.name()
                    : "";
            return failed("no operation '" + op.get() + "' in " + where() + hint);
        }
        Figures f = Figures.sequential(perStage);
        double value = metric.valueOf(f);
        if (Double.isNaN(value)) {
            String why = switch (metric.kind().dimension()) {
                case TIME -> "no successful operation";
                case RATIO -> "no operation attempted";
                case RATE, BANDWIDTH -> "no measured time";
            };
            return failed(why + " in " + where());
        }
        return new Verdict(this, value, comparison.holds(value, limit), null);
    }

    private String where() {
        return stage.map(s -> "stage '" + s + "'").orElse("the run");
    }

    private Verdict failed(String reason) {
        return new Verdict(this, Double.NaN, false, reason);
    }

    /** A value in the base unit shown in the unit the limit was written in ({@code 12.3ms}, {@code 0.05%}). */
    public String show(double baseValue) {
        Double factor = Units.factor(metric.kind().dimension(), unit);
        double v = baseValue / factor;
        String number = String.format(Locale.ROOT, "%.4g", v);
        if (number.contains(".") && !number.contains("e")) {
            number = number.replaceAll("0+$", "").replaceAll("\\.$", "");
        }
        String u = unit.isEmpty() ? switch (metric.kind().dimension()) {
            case TIME -> "ms";
            case RATE -> " ops/s";
            case BANDWIDTH -> " B/s";
            case RATIO -> "";
        } : unit.equals("%") || metric.kind().dimension() == Metric.Dimension.TIME ? unit : " " + unit;
        return number + u;
    }

    /** The stage name, {@code *} for every stage. */
    public String stageLabel() {
        return stage.orElse("*");
    }

    /** The operation name, {@code *} for every operation. */
    public String opLabel() {
        return op.orElse("*");
    }

    @Override
    public String toString() {
        return text;
    }

    /** A hand-written scanner, so every error can say the column. */
    private static final class Parser {
        private final String text;
        private int pos;

        Parser(String text) {
            this.text = text;
        }

        Criterion parse() {
            if (text.isBlank()) {
                throw error(1, "expected [stage.][op.]metric cmp value[unit], found nothing");
            }
            // path: names separated by dots; a percentile's own dot (p99.9) belongs to the metric
            int pathStart = pos;
            List<String> parts = new ArrayList<>();
            List<Integer> columns = new ArrayList<>();
            while (true) {
                Matcher m = NAME.matcher(text).region(pos, text.length());
                if (!m.lookingAt()) {
                    throw error(pos + 1, "expected " + (parts.isEmpty() ? METRICS : "a name or " + METRICS)
                            + ", found " + found());
                }
                parts.add(m.group());
                columns.add(pos + 1);
                pos = m.end();
                if (pos < text.length() && text.charAt(pos) == '.') {
                    pos++;
                } else {
                    break;
                }
            }
            // rejoin "p99" "9" into the metric p99.9
            if (parts.size() >= 2 && parts.get(parts.size() - 1).matches("\\d+")
                    && parts.get(parts.size() - 2).matches("[pP]\\d{1,2}")) {
                int last = parts.size() - 1;
                parts.set(last - 1, parts.get(last - 1) + "." + parts.remove(last));
                columns.remove(last);
            }
            int metricIndex = parts.size() - 1;
            Metric metric = Metric.named(parts.get(metricIndex));
            if (metric == null) {
                throw error(columns.get(metricIndex), "expected " + METRICS + ", found '" + parts.get(metricIndex) + "'");
            }
            if (parts.size() > 3) {
                throw error(pathStart + 1, "expected at most stage.op.metric, found " + parts.size() + " names");
            }
            Optional<String> stage = Optional.empty();
            Optional<String> op = Optional.empty();
            if (parts.size() == 3) {
                stage = any(parts.get(0));
                op = any(parts.get(1));
            } else if (parts.size() == 2) {
                op = any(parts.get(0));
            }
            skipSpaces();
            Comparison cmp = comparison();
            skipSpaces();
            Matcher num = NUMBER.matcher(text).region(pos, text.length());
            if (!num.lookingAt()) {
                throw error(pos + 1, "expected a number, found " + found());
            }
            double value = Double.parseDouble(num.group());
            pos = num.end();
            skipSpaces();
            int unitColumn = pos + 1;
            String unit = text.substring(pos);
            Double factor = Units.factor(metric.kind().dimension(), unit);
            if (factor == null) {
                throw error(unitColumn, "expected a unit of " + metric.name() + ": "
                        + Units.list(metric.kind().dimension()) + ", found '" + unit + "'");
            }
            return new Criterion(stage, op, metric, cmp, value * factor, unit, text);
        }

        private Comparison comparison() {
            int column = pos + 1;
            if (text.startsWith("<=", pos)) {
                pos += 2;
                return Comparison.LE;
            }
            if (text.startsWith(">=", pos)) {
                pos += 2;
                return Comparison.GE;
            }
            if (text.startsWith("<", pos)) {
                pos += 1;
                return Comparison.LT;
            }
            if (text.startsWith(">", pos)) {
                pos += 1;
                return Comparison.GT;
            }
            for (Comparison c : Comparison.values()) {
                // a word needs a space before it (already skipped) and after it
                if (pos > 0 && Character.isWhitespace(text.charAt(pos - 1))
                        && text.regionMatches(true, pos, c.word(), 0, 2)
                        && pos + 2 < text.length() && Character.isWhitespace(text.charAt(pos + 2))) {
                    pos += 2;
                    return c;
                }
            }
            throw error(column, "expected " + COMPARATORS + ", found " + found());
        }

        private static Optional<String> any(String name) {
            return name.equals("*") ? Optional.empty() : Optional.of(name);
        }

        private void skipSpaces() {
            while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
                pos++;
            }
        }

        private String found() {
            if (pos >= text.length()) {
                return "the end";
            }
            int end = pos;
            while (end < text.length() && !Character.isWhitespace(text.charAt(end)) && end - pos < 12) {
                end++;
            }
            return "'" + text.substring(pos, Math.max(end, pos + 1)) + "'";
        }

        private CriterionException error(int column, String detail) {
            return new CriterionException(text, column, detail);
        }
    }
}
