package io.objbench.core.workload;

import io.objbench.api.DelayDistribution;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads objbench's pacing attributes of a {@code <work>}: {@code rate}, {@code arrival} and
 * {@code lagLimit} (open loop, {@link OpenLoop}) and {@code thinktime} (closed loop). Each bad
 * value or bad combination is reported at its attribute; absent attributes leave the work as
 * COSBench runs it.
 */
final class PacingReader {

    /** The highest work rate accepted: 1,000 drivers at 100,000 ops/s; more is a typing mistake. */
    static final double MAX_RATE = 100_000_000;

    private static final Pattern DECIMAL = Pattern.compile("[0-9]{1,12}(\\.[0-9]{1,9})?");
    private static final Pattern DURATION = Pattern.compile("([0-9]{1,9}(?:\\.[0-9]{1,6})?)(us|ms|s)");

    /** What was read: either may be null. */
    record Pacing(OpenLoop openLoop, String thinkTime) {
        static final Pacing NONE = new Pacing(null, null);
    }

    private final XmlElement element;
    private final AttributeReader attributes;
    private final Problems problems;

    PacingReader(XmlElement element, AttributeReader attributes, Problems problems) {
        this.element = element;
        this.attributes = attributes;
        this.problems = problems;
    }

    /**
     * Reads and checks the pacing of a work.
     *
     * @param type     the work's type: pacing is for normal works only
     * @param workers  the work's workers (0 when already found wrong)
     * @param totalOps the work's op budget (0 = none)
     */
    Pacing read(WorkType type, int workers, long totalOps) throws WorkloadException {
        String rateText = attributes.text("rate");
        String thinkText = attributes.text("thinktime");
        if (type != WorkType.NORMAL) {
            for (String attribute : new String[] {"rate", "arrival", "lagLimit", "thinktime"}) {
                if (element.has(attribute)) {
                    problems.report(problems.at(element, attribute, attribute + " applies to normal works only, not to a "
                            + type.xmlName() + " work (which runs one fixed pass per worker)"));
                }
            }
            return Pacing.NONE;
        }
        if (rateText == null) {
            for (String attribute : new String[] {"arrival", "lagLimit"}) {
                if (element.has(attribute)) {
                    problems.report(problems.at(element, attribute, attribute + " applies to open-loop works only: set"
                            + " rate (operations per second) too"));
                }
            }
            return new Pacing(null, thinkText == null ? null : thinkTime(thinkText));
        }
        double rate = rate(rateText);
        Arrival arrival = arrival();
        long lagLimit = lagLimit();
        if (thinkText != null) {
            problems.report(problems.at(element, "thinktime", "thinktime is for closed-loop works: with rate, the"
                    + " schedule decides when each operation starts (remove one of the two)"));
        }
        if (rate > 0 && totalOps > 0 && totalOps < workers) {
            problems.report(problems.at(element, "rate", "an open-loop work (rate) needs totalOps ≥ workers, found totalOps="
                    + totalOps + " and workers=" + workers + " (the op budget is shared out per worker)"));
            return Pacing.NONE;
        }
        return rate > 0 && arrival != null && lagLimit > 0 ? new Pacing(new OpenLoop(rate, arrival, lagLimit), null)
                : Pacing.NONE; // only when collecting: the work is abandoned
    }

    private double rate(String text) throws WorkloadException {
        if (!DECIMAL.matcher(text).matches()) {
            problems.report(problems.at(element, "rate", "rate='" + text + "' is not a number of operations per second:"
                    + " expected a number > 0 such as 2000 or 0.5"));
            return 0;
        }
        double rate = Double.parseDouble(text);
        if (!(rate > 0) || rate > MAX_RATE) {
            problems.report(problems.at(element, "rate", "rate must be > 0 and at most 100000000 operations per"
                    + " second, found " + text));
            return 0;
        }
        return rate;
    }

    private Arrival arrival() throws WorkloadException {
        String text = attributes.text("arrival", Arrival.FIXED.xmlName());
        Arrival arrival = Arrival.fromXml(text);
        if (arrival == null) {
            problems.report(problems.at(element, "arrival", "unknown arrival '" + text + "': expected fixed (evenly"
                    + " spaced) or poisson (exponential gaps)"));
        }
        return arrival;
    }

    private long lagLimit() throws WorkloadException {
        String text = attributes.text("lagLimit");
        if (text == null) {
            return OpenLoop.DEFAULT_LAG_LIMIT_MICROS;
        }
        Matcher m = DURATION.matcher(text);
        long micros = 0;
        if (m.matches()) {
            double unit = switch (m.group(2)) {
                case "us" -> 1;
                case "ms" -> 1_000;
                default -> 1_000_000;
            };
            micros = Math.round(Double.parseDouble(m.group(1)) * unit);
        }
        if (micros <= 0) {
            problems.report(problems.at(element, "lagLimit", "lagLimit='" + text + "' is not a duration > 0: expected"
                    + " a number with a unit us, ms or s, such as 1ms or 500us (whole microseconds)"));
        }
        return micros;
    }

    private String thinkTime(String text) throws WorkloadException {
        try {
            DelayDistribution.parse("thinktime", text);
            return text;
        } catch (IllegalArgumentException e) {
            problems.report(problems.at(element, "thinktime", e.getMessage()));
            return null;
        }
    }
}
