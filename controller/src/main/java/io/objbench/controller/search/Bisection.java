package io.objbench.controller.search;

import io.objbench.core.workload.Search;
import java.util.List;

/**
 * Where a capacity search goes next: from {@code from}, the load doubles (capped at {@code to})
 * until a step fails, then the interval between the highest passing load below the lowest
 * failing one and that failing load is halved until {@code (high − low) / low <= precision}
 * (for workers also until no whole number lies between them). Pure: the same steps give the
 * same answer, so the archive's summary is recomputed from the steps alone.
 */
public final class Bisection {

    /** A step tried: its load and whether it met every SLO. */
    public record Tried(double load, boolean pass) {
    }

    /** How a search ended. */
    public enum Outcome {
        /** A passing and a failing load bracket the answer to the precision. */
        FOUND("found"),
        /** Even the first load failed. */
        NO_PASSING_LOAD("no-passing-load"),
        /** Every load up to {@code to} passed. */
        NEVER_FAILED("never-failed"),
        /** A plateau search raised the workers to {@code to} and the throughput still grew. */
        NEVER_PLATEAUED("never-plateaued"),
        /** A plateau search whose steps all measured no successful operation: no curve. */
        NO_THROUGHPUT("no-throughput"),
        /** The run stopped before the search concluded (cancelled, a driver lost). */
        STOPPED("stopped");

        private final String text;

        Outcome(String text) {
            this.text = text;
        }

        /** As the JSON and the table write it. */
        public String text() {
            return text;
        }
    }

    private Bisection() {
    }

    /** The next load to try after {@code tried} (in order), or NaN when the search is over. */
    public static double next(Search search, List<Tried> tried) {
        if (tried.isEmpty()) {
            return search.from();
        }
        double lowestFail = lowestFail(tried);
        double highestPass = highestPass(tried, lowestFail);
        if (Double.isNaN(highestPass)) {
            return Double.NaN; // nothing passed (the first step failed)
        }
        if (Double.isNaN(lowestFail)) {
            return highestPass >= search.to() ? Double.NaN : Math.min(highestPass * 2, search.to());
        }
        if ((lowestFail - highestPass) / highestPass <= search.precision()) {
            return Double.NaN;
        }
        double mid = (highestPass + lowestFail) / 2;
        if (search.vary() == Search.Vary.WORKERS) {
            mid = Math.floor(mid);
            if (mid <= highestPass) {
                return Double.NaN; // adjacent whole numbers: as precise as workers can be
            }
        }
        return mid;
    }

    /** The outcome of {@code tried} when {@link #next} has nothing more, else {@link Outcome#STOPPED}. */
    public static Outcome outcome(Search search, List<Tried> tried) {
        if (tried.isEmpty() || !Double.isNaN(next(search, tried))) {
            return Outcome.STOPPED;
        }
        if (Double.isNaN(highestPass(tried, lowestFail(tried)))) {
            return Outcome.NO_PASSING_LOAD;
        }
        return Double.isNaN(lowestFail(tried)) ? Outcome.NEVER_FAILED : Outcome.FOUND;
    }

    /** The lowest failing load, NaN when none failed. */
    public static double lowestFail(List<Tried> tried) {
        double low = Double.NaN;
        for (Tried t : tried) {
            if (!t.pass && (Double.isNaN(low) || t.load < low)) {
                low = t.load;
            }
        }
        return low;
    }

    /**
     * The highest passing load below {@code lowestFail} (any when NaN), NaN when none: a pass
     * above a failure (noise near the knee) does not move the bracket up.
     */
    public static double highestPass(List<Tried> tried, double lowestFail) {
        double high = Double.NaN;
        for (Tried t : tried) {
            if (t.pass && (Double.isNaN(lowestFail) || t.load < lowestFail) && (Double.isNaN(high) || t.load > high)) {
                high = t.load;
            }
        }
        return high;
    }
}
