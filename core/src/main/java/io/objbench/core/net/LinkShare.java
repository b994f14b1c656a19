package io.objbench.core.net;

import java.util.List;

/**
 * The network-bound rule (docs/metrics.md, "Client network-bound"): a driver whose interface ran
 * at {@value #BOUND} or more of its link's speed in any snapshot interval, in either direction,
 * was limited by its own link, not (only) by the storage.
 */
public final class LinkShare {

    /** The share of a link from which an interval counts as network-bound. */
    public static final double BOUND = 0.9;
    /**
     * Intervals shorter than this (the final snapshot's tail, taken when the workers ended) give
     * no share: over a few milliseconds one burst of a socket buffer reads as a full link.
     */
    public static final double MIN_SECONDS = 0.5;

    private LinkShare() {
    }

    /**
     * The highest share of a link over {@code interfaces} in one interval of {@code seconds};
     * NaN when no interface has a known link speed or the interval is too short to judge.
     */
    public static double peak(List<InterfaceTraffic> interfaces, double seconds) {
        if (interfaces == null || seconds < MIN_SECONDS) {
            return Double.NaN;
        }
        double peak = Double.NaN;
        for (InterfaceTraffic t : interfaces) {
            double s = t.share(seconds);
            if (!Double.isNaN(s) && (Double.isNaN(peak) || s > peak)) {
                peak = s;
            }
        }
        return peak;
    }

    /** Whether a peak share counts as network-bound. */
    public static boolean bound(double peakShare) {
        return !Double.isNaN(peakShare) && peakShare >= BOUND;
    }
}
