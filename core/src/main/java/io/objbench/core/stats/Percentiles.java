package io.objbench.core.stats;

import java.util.List;

/** The percentiles objbench reports, in order; {@code 100} is the maximum. */
public final class Percentiles {

    /** 50, 60, 80, 90, 95, 99, 99.9, 99.99 and 100 (max). */
    public static final List<Double> REPORTED = List.of(50.0, 60.0, 80.0, 90.0, 95.0, 99.0, 99.9, 99.99, 100.0);

    private Percentiles() {
    }

    /** A label such as {@code p99.9} or {@code max}. */
    public static String label(double percentile) {
        if (percentile >= 100.0) {
            return "max";
        }
        String s = Double.toString(percentile);
        return "p" + (s.endsWith(".0") ? s.substring(0, s.length() - 2) : s);
    }
}
