package io.objbench.core.workload;

/**
 * Reads typed attribute values of one element, with errors located at the attribute that is
 * wrong and saying what is expected.
 */
final class AttributeReader {

    private final XmlElement element;
    private final Problems problems;

    AttributeReader(XmlElement element, Problems problems) {
        this.element = element;
        this.problems = problems;
    }

    /** The value, trimmed, or {@code null} when absent. */
    String text(String name) {
        String v = element.attribute(name);
        return v == null ? null : v.trim();
    }

    /** The value, or {@code fallback} when absent. */
    String text(String name, String fallback) {
        String v = text(name);
        return v == null ? fallback : v;
    }

    /** A present, non-empty value, else an error naming what the attribute is for. */
    String required(String name, String meaning) throws WorkloadException {
        String v = text(name);
        if (v == null) {
            throw problems.at(element, "<" + element.name() + "> is missing the required attribute '" + name
                    + "' (" + meaning + ")");
        }
        if (v.isEmpty()) {
            throw problems.at(element, name, name + " must not be empty (" + meaning + ")");
        }
        return v;
    }

    /** An integer in {@code [min, max]}, or {@code fallback} when absent. */
    int integer(String name, int fallback, int min, int max) throws WorkloadException {
        return (int) number(name, fallback, min, max);
    }

    /**
     * A long in {@code [min, max]}, or {@code fallback} when absent; a bad value is reported
     * (see {@link Problems#report}) and, when collecting, read as {@code fallback}.
     */
    long number(String name, long fallback, long min, long max) throws WorkloadException {
        String v = text(name);
        if (v == null) {
            return fallback;
        }
        long value;
        try {
            if (!v.matches("-?[0-9]{1,19}")) { // ASCII digits only, no '+', no other scripts' digits
                throw new NumberFormatException(v);
            }
            value = Long.parseLong(v);
        } catch (NumberFormatException e) {
            problems.report(problems.at(element, name, name + "='" + v + "' is not a whole number: expected "
                    + expectation(min, max)));
            return fallback; // only when collecting: the caller abandons what it builds
        }
        if (value < 0 && min >= 0) {
            problems.report(problems.at(element, name, name + " must not be negative, found " + value));
            return fallback;
        }
        if (value < min || value > max) {
            problems.report(problems.at(element, name, name + " must be " + expectation(min, max) + ", found "
                    + value));
            return fallback;
        }
        return value;
    }

    private static String expectation(long min, long max) {
        if (max == Integer.MAX_VALUE || max == Long.MAX_VALUE) {
            return "a whole number ≥ " + min;
        }
        return "a whole number between " + min + " and " + max;
    }
}
