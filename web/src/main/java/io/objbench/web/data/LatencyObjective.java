package io.objbench.web.data;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the search chart needs from a latency objective's text: the metric drawn on the y axis and
 * the limit in ms for the horizontal line. Display only: the objective was checked by the run's
 * own criteria parser before the run started, so a text this cannot read (a throughput or error
 * objective) simply has no latency curve.
 *
 * @param metric  the latency metric as written, e.g. {@code read.p99}
 * @param limitMs the limit, ms
 */
public record LatencyObjective(String metric, double limitMs) {

    // [stage.][op.]metric cmp value[unit], the metric a latency (pNN(.N), avg, max)
    private static final Pattern LATENCY = Pattern.compile(
            "\\s*((?:[A-Za-z0-9_-]+\\.){0,2}(?:p\\d+(?:\\.\\d+)?|avg|max))\\s*(?:<=|<|>=|>)\\s*"
                    + "(\\d+(?:\\.\\d+)?)\\s*(us|ms|s)?\\s*");

    /** The latency objective written in {@code text}; empty when it is not one. */
    public static Optional<LatencyObjective> of(String text) {
        if (text == null) {
            return Optional.empty();
        }
        Matcher m = LATENCY.matcher(text);
        if (!m.matches()) {
            return Optional.empty();
        }
        double value = Double.parseDouble(m.group(2));
        String unit = m.group(3) == null ? "ms" : m.group(3).toLowerCase(Locale.ROOT);
        double ms = switch (unit) {
            case "us" -> value / 1000.0;
            case "s" -> value * 1000.0;
            default -> value;
        };
        return Optional.of(new LatencyObjective(m.group(1), ms));
    }
}
