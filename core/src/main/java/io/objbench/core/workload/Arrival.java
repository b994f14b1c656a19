package io.objbench.core.workload;

import java.util.Locale;

/**
 * How an open-loop work spaces its intended starts (objbench extension, attribute
 * {@code arrival}).
 */
public enum Arrival {
    /** Evenly spaced: one intended start every {@code 1/rate} seconds (the default). */
    FIXED,
    /** Exponential gaps of mean {@code 1/rate} seconds drawn from a seeded random: repeatable. */
    POISSON;

    /** The workload's spelling, e.g. {@code poisson}. */
    public String xmlName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The arrival spelt {@code text} in a workload (exact, lower case), or {@code null}. */
    public static Arrival fromXml(String text) {
        for (Arrival a : values()) {
            if (a.xmlName().equals(text)) {
                return a;
            }
        }
        return null;
    }
}
