package io.objbench.core.net;

import java.util.List;

/**
 * What a driver host's network interfaces carried between two readings of their counters, and
 * how long apart the readings were. The counters' own span is kept (not the snapshot's): a
 * snapshot thread held up under load reads them late, and dividing those bytes by the
 * snapshot's interval would show a link fuller than it can be.
 *
 * @param micros     microseconds between the two readings
 * @param interfaces each reported interface's bytes (loopback included, flagged)
 */
public record NetworkSample(long micros, List<InterfaceTraffic> interfaces) {

    public NetworkSample {
        interfaces = List.copyOf(interfaces);
    }

    /** The span in seconds. */
    public double seconds() {
        return micros / 1e6;
    }

    /** The highest share of a link over the interfaces ({@link LinkShare#peak}). */
    public double peakShare() {
        return LinkShare.peak(interfaces, seconds());
    }
}
