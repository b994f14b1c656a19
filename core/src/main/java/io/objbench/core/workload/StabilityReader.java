package io.objbench.core.workload;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Reads objbench's {@code until="stable"} and its companions {@code precision}, {@code stableOn}
 * and {@code minRuntime} ({@link Stability}) of a normal {@code <work>}, each taken from the work
 * or, when the work does not set it, from its {@code <workstage>}. Each bad value or combination
 * is reported at the attribute (of whichever element carries it).
 */
final class StabilityReader {

    /** Attributes this reader owns, on {@code <work>} and {@code <workstage>}. */
    static final List<String> ATTRIBUTES = List.of("until", "precision", "stableOn", "minRuntime");

    private static final Pattern PERCENT = Pattern.compile("([0-9]{1,2}(?:\\.[0-9]{1,4})?)%");

    private final Problems problems;

    StabilityReader(Problems problems) {
        this.problems = problems;
    }

    /**
     * The stability of {@code work}, read from {@code element} with {@code stage} as the default;
     * null when neither says {@code until="stable"} (or the work is a special one and the stage
     * said it).
     */
    Stability read(XmlElement element, XmlElement stage, Work work) throws WorkloadException {
        XmlElement untilAt = element.has("until") ? element : stage.has("until") ? stage : null;
        if (work.type() != WorkType.NORMAL) {
            for (String attribute : ATTRIBUTES) {
                if (element.has(attribute)) {
                    problems.report(problems.at(element, attribute, attribute + " applies to normal works only, not"
                            + " to a " + work.type().xmlName() + " work (which runs one fixed pass per worker)"));
                }
            }
            return null; // a stage's until="stable" is for its normal works
        }
        if (untilAt == null) {
            for (XmlElement e : new XmlElement[] {element, stage}) {
                for (String attribute : ATTRIBUTES.subList(1, ATTRIBUTES.size())) {
                    if (e.has(attribute)) {
                        problems.report(problems.at(e, attribute, attribute + " applies only with until=\"stable\""
                                + " (on the <work> or its <workstage>)"));
                    }
                }
            }
            return null;
        }
        String until = untilAt.attribute("until").trim();
        if (!until.equals("stable")) {
            problems.report(problems.at(untilAt, "until", "until='" + until + "' is not known: expected stable (end"
                    + " the work once its precision is reached; leave until out to run to the limits)"));
            return null;
        }
        if (work.runtime() <= 0) {
            problems.report(problems.at(untilAt, "until", "until=\"stable\" needs the work's runtime as its limit:"
                    + " work '" + work.name() + "' has no runtime"));
            return null;
        }
        double precision = precision(element, stage);
        List<String> on = stableOn(element, stage);
        XmlElement minAt = element.has("minRuntime") ? element : stage;
        int minRuntime = new AttributeReader(minAt, problems).integer("minRuntime", 0, 0, Integer.MAX_VALUE);
        if (minRuntime > work.runtime()) {
            problems.report(problems.at(minAt, "minRuntime", "minRuntime=" + minRuntime + " is longer than work '"
                    + work.name() + "''s runtime of " + work.runtime() + " s (its limit)"));
            return null;
        }
        if (!(precision > 0) || on.isEmpty()) {
            return null; // reported: only when collecting
        }
        return new Stability(precision, on, minRuntime);
    }

    private double precision(XmlElement element, XmlElement stage) throws WorkloadException {
        XmlElement at = element.has("precision") ? element : stage.has("precision") ? stage : null;
        if (at == null) {
            return Stability.DEFAULT_PRECISION;
        }
        String text = at.attribute("precision").trim();
        var m = PERCENT.matcher(text);
        double percent = m.matches() ? Double.parseDouble(m.group(1)) : 0;
        if (!(percent > 0)) {
            problems.report(problems.at(at, "precision", "precision='" + text + "' is not a percentage > 0: expected"
                    + " the 95 % confidence interval's half-width relative to the mean, such as 2% or 0.5%"));
            return 0;
        }
        return percent / 100;
    }

    private List<String> stableOn(XmlElement element, XmlElement stage) throws WorkloadException {
        XmlElement at = element.has("stableOn") ? element : stage.has("stableOn") ? stage : null;
        if (at == null) {
            return Stability.DEFAULT_ON;
        }
        String text = at.attribute("stableOn").trim();
        List<String> on = new ArrayList<>();
        for (String part : text.split(",", -1)) {
            String metric = part.trim().toLowerCase(Locale.ROOT);
            if (!Stability.isThroughput(metric) && Double.isNaN(Stability.percentile(metric))) {
                problems.report(problems.at(at, "stableOn", "stableOn='" + text + "': '" + part.trim() + "' is not a"
                        + " metric: expected throughput and/or latency percentiles such as p99 or p99.9, comma-separated"));
                return List.of();
            }
            if (on.contains(metric)) {
                problems.report(problems.at(at, "stableOn", "stableOn='" + text + "' names " + metric + " twice"));
                return List.of();
            }
            on.add(metric);
        }
        return on;
    }
}
