package io.objbench.controller.search;

import io.objbench.core.workload.Search;
import java.util.List;

/**
 * Where a plateau search goes next (docs/capacity.md, "The plateau search"): from {@code from}
 * the workers double (capped at {@code to}) until two raising steps in a row each grew the
 * throughput by less than the threshold X; then the plateau is the highest throughput measured,
 * P, and the knee is the fewest workers whose throughput is at least (1 − X)·P. The knee is
 * bisected between the most workers below it that fell short of (1 − X)·P (0 workers when none
 * did: they do nothing) and the fewest that reached it, until they are adjacent or
 * (high − low) / low &le; precision. Pure, like {@link Bisection}: the same steps give the same answer.
 */
public final class Plateau {

    /** A step tried: its workers and its throughput, ops/s (0 when it measured nothing). */
    public record Point(double load, double throughput) {
    }

    private Plateau() {
    }

    /** The next workers to try after {@code tried} (in order), or NaN when the search is over. */
    public static double next(Search search, List<Point> tried) {
        if (tried.isEmpty()) {
            return search.from();
        }
        int raising = raisingSteps(search, tried);
        if (raising < 0) {
            double last = tried.getLast().load();
            return last >= search.to() ? Double.NaN : Math.min(last * 2, search.to());
        }
        if (!(plateau(tried) > 0)) {
            return Double.NaN; // nothing succeeded: there is no curve to find a knee on
        }
        double high = knee(search, tried);
        double low = belowKnee(search, tried);
        if (low > 0 && (high - low) / low <= search.precision()) {
            return Double.NaN;
        }
        double mid = Math.floor((low + high) / 2);
        return mid <= low ? Double.NaN : mid;
    }

    /**
     * FOUND, NEVER_PLATEAUED (raised to {@code to} without a plateau), NO_THROUGHPUT (no step had a
     * success) or STOPPED (not over yet).
     */
    public static Bisection.Outcome outcome(Search search, List<Point> tried) {
        if (tried.isEmpty() || !Double.isNaN(next(search, tried))) {
            return Bisection.Outcome.STOPPED;
        }
        if (!(plateau(tried) > 0)) {
            return Bisection.Outcome.NO_THROUGHPUT;
        }
        return raisingSteps(search, tried) < 0 ? Bisection.Outcome.NEVER_PLATEAUED : Bisection.Outcome.FOUND;
    }

    /**
     * How many of the first steps raised the workers until the plateau showed (the rest narrow the
     * knee), or -1 when the steps have not plateaued: the raising steps are the doublings from
     * {@code from}, and the plateau shows at the first one that grew by less than X after one that
     * also grew by less than X.
     */
    public static int raisingSteps(Search search, List<Point> tried) {
        for (int k = 2; k < tried.size(); k++) {
            if (!grew(search, tried.get(k - 2), tried.get(k - 1)) && !grew(search, tried.get(k - 1), tried.get(k))) {
                return k + 1;
            }
        }
        return -1;
    }

    /** True when {@code b} grew the throughput of {@code a} by the threshold or more. */
    public static boolean grew(Search search, Point a, Point b) {
        return b.throughput() > 0 && b.throughput() >= (1 + search.plateau()) * a.throughput();
    }

    /** The plateau's throughput: the highest measured (NaN without steps). */
    public static double plateau(List<Point> tried) {
        return tried.stream().mapToDouble(Point::throughput).max().orElse(Double.NaN);
    }

    /** True when {@code p} is within the threshold of the plateau: on the plateau. */
    public static boolean onPlateau(Search search, List<Point> tried, Point p) {
        return p.throughput() > 0 && p.throughput() >= (1 - search.plateau()) * plateau(tried);
    }

    /** The knee as measured so far: the fewest workers tried on the plateau (NaN without steps). */
    public static double knee(Search search, List<Point> tried) {
        return tried.stream().filter(p -> onPlateau(search, tried, p)).mapToDouble(Point::load).min()
                .orElse(Double.NaN);
    }

    /** The most workers tried below the knee (none of them on the plateau), 0 when none. */
    public static double belowKnee(Search search, List<Point> tried) {
        double knee = knee(search, tried);
        return tried.stream().filter(p -> p.load() < knee).mapToDouble(Point::load).max().orElse(0);
    }
}
