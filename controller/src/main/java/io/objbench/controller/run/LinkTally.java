package io.objbench.controller.run;

import io.objbench.core.net.InterfaceTraffic;
import io.objbench.core.net.LinkShare;
import io.objbench.core.stats.Snapshot;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What one mission's snapshots said about its driver host's network interfaces, summed over the
 * intervals received: bytes per interface, the last link speed reported and the highest share of
 * the link in any interval ({@link LinkShare#peak}). Touched by the stage's runner thread only.
 */
final class LinkTally {

    /** One interface's sums. */
    static final class Iface {
        final String name;
        final boolean loopback;
        Long linkBitsPerSecond;
        long sentBytes;
        long receivedBytes;
        double peakShare = Double.NaN;

        Iface(String name, boolean loopback) {
            this.name = name;
            this.loopback = loopback;
        }
    }

    private final Map<String, Iface> interfaces = new LinkedHashMap<>();
    private boolean measured;

    /** Adds one interval; a snapshot without network figures (not measured) adds nothing. */
    void add(Snapshot snap) {
        if (snap.network() == null) {
            return;
        }
        measured = true;
        double seconds = snap.network().seconds();
        for (InterfaceTraffic t : snap.network().interfaces()) {
            Iface i = interfaces.computeIfAbsent(t.name(), n -> new Iface(n, t.loopback()));
            i.sentBytes += t.sentBytes();
            i.receivedBytes += t.receivedBytes();
            if (t.linkBitsPerSecond() != null) {
                i.linkBitsPerSecond = t.linkBitsPerSecond();
            }
            double share = seconds >= LinkShare.MIN_SECONDS ? t.share(seconds) : Double.NaN;
            if (!Double.isNaN(share) && (Double.isNaN(i.peakShare) || share > i.peakShare)) {
                i.peakShare = share;
            }
        }
    }

    /** True once a snapshot carried network figures. */
    boolean measured() {
        return measured;
    }

    Map<String, Iface> interfaces() {
        return interfaces;
    }
}
