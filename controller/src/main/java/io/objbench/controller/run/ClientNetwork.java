package io.objbench.controller.run;

import io.objbench.core.net.LinkShare;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The clients' own network during a stage (issue 21, docs/metrics.md "Client network-bound"): per
 * driver, what its host's interfaces carried and the highest share of a link it ran at in any
 * snapshot interval. Drivers are never summed: each has its own link. The stage is
 * {@code networkBound} when any driver ran at {@value LinkShare#BOUND} × 100 % or more of a link,
 * sent or received.
 *
 * @param drivers      per driver that reported network figures, in the order of the stage's missions
 * @param networkBound true when a driver's peak share reached {@link LinkShare#BOUND}
 */
public record ClientNetwork(List<DriverLink> drivers, boolean networkBound) {

    public ClientNetwork {
        drivers = List.copyOf(drivers);
    }

    /**
     * One driver's host.
     *
     * @param driver            the driver's name
     * @param linkBitsPerSecond the summed link speeds of the non-loopback interfaces that carried
     *                          bytes (each known speed once); null when none of them has a known speed
     * @param sentBytes         bytes sent over the non-loopback interfaces during the stage
     * @param receivedBytes     bytes received over them
     * @param peakShare         the highest share of one interface's link in one interval (0..1,
     *                          above 1 when the declared speed is too low); null when no
     *                          interface that carried bytes has a known speed
     * @param loopbackBytes     bytes over loopback (storage on 127.0.0.1: no link, no share)
     * @param interfaces        every interface reported, loopback included
     */
    public record DriverLink(String driver, Long linkBitsPerSecond, long sentBytes, long receivedBytes,
                             Double peakShare, long loopbackBytes, List<InterfaceLink> interfaces) {

        public DriverLink {
            interfaces = List.copyOf(interfaces);
        }

        /** True when this driver ran at {@link LinkShare#BOUND} or more of a link. */
        public boolean bound() {
            return peakShare != null && LinkShare.bound(peakShare);
        }
    }

    /**
     * One interface of a driver's host over the stage.
     *
     * @param name              the interface
     * @param loopback          the loopback interface (no link)
     * @param linkBitsPerSecond its link speed (declared or the kernel's); null when unknown
     * @param sentBytes         bytes sent during the stage
     * @param receivedBytes     bytes received
     * @param peakShare         the highest share of its link in one interval; null when unknown
     */
    public record InterfaceLink(String name, boolean loopback, Long linkBitsPerSecond, long sentBytes,
                                long receivedBytes, Double peakShare) {
    }

    /**
     * The stage's figures from its missions' tallies, merged per driver. Several missions of one
     * driver (several works) saw the same host counters over overlapping intervals, so per
     * interface the largest counts and the highest share are kept, not their sum. Null when no
     * mission reported network figures (an older driver, or no {@code /proc/net/dev}).
     */
    static ClientNetwork of(List<MissionHandle> handles) {
        List<Map.Entry<String, LinkTally>> tallies = new ArrayList<>();
        for (MissionHandle h : handles) {
            tallies.add(Map.entry(h.assignment.driverName(), h.linkTally()));
        }
        return of(tallies);
    }

    /** As {@link #of(List)}, from each mission's driver name and tally, in mission order. */
    static ClientNetwork of(Iterable<Map.Entry<String, LinkTally>> missions) {
        Map<String, Map<String, LinkTally.Iface>> perDriver = new LinkedHashMap<>();
        for (Map.Entry<String, LinkTally> mission : missions) {
            LinkTally tally = mission.getValue();
            if (!tally.measured()) {
                continue;
            }
            Map<String, LinkTally.Iface> merged = perDriver.computeIfAbsent(mission.getKey(),
                    d -> new LinkedHashMap<>());
            for (LinkTally.Iface i : tally.interfaces().values()) {
                LinkTally.Iface m = merged.computeIfAbsent(i.name, n -> new LinkTally.Iface(n, i.loopback));
                m.sentBytes = Math.max(m.sentBytes, i.sentBytes);
                m.receivedBytes = Math.max(m.receivedBytes, i.receivedBytes);
                m.linkBitsPerSecond = i.linkBitsPerSecond != null ? i.linkBitsPerSecond : m.linkBitsPerSecond;
                if (!Double.isNaN(i.peakShare) && (Double.isNaN(m.peakShare) || i.peakShare > m.peakShare)) {
                    m.peakShare = i.peakShare;
                }
            }
        }
        if (perDriver.isEmpty()) {
            return null;
        }
        List<DriverLink> drivers = new ArrayList<>();
        boolean bound = false;
        for (Map.Entry<String, Map<String, LinkTally.Iface>> d : perDriver.entrySet()) {
            DriverLink link = driver(d.getKey(), d.getValue().values());
            bound |= link.bound();
            drivers.add(link);
        }
        return new ClientNetwork(drivers, bound);
    }

    private static DriverLink driver(String name, Iterable<LinkTally.Iface> interfaces) {
        long sent = 0;
        long received = 0;
        long loopback = 0;
        Long speed = null;
        double peak = Double.NaN;
        List<InterfaceLink> list = new ArrayList<>();
        for (LinkTally.Iface i : interfaces) {
            list.add(new InterfaceLink(i.name, i.loopback, i.linkBitsPerSecond, i.sentBytes, i.receivedBytes,
                    Double.isNaN(i.peakShare) ? null : i.peakShare));
            if (i.loopback) {
                loopback += i.sentBytes;
                continue;
            }
            sent += i.sentBytes;
            received += i.receivedBytes;
            boolean carried = i.sentBytes + i.receivedBytes > 0;
            if (carried && i.linkBitsPerSecond != null) {
                speed = (speed == null ? 0 : speed) + i.linkBitsPerSecond;
            }
            if (carried && !Double.isNaN(i.peakShare) && (Double.isNaN(peak) || i.peakShare > peak)) {
                peak = i.peakShare;
            }
        }
        return new DriverLink(name, speed, sent, received, Double.isNaN(peak) ? null : peak, loopback, list);
    }

    /** The mark every report shows beside the other verdicts, or {@code ""}. */
    public String mark() {
        if (!networkBound) {
            return "";
        }
        List<String> who = new ArrayList<>();
        for (DriverLink d : drivers) {
            if (d.bound()) {
                who.add(String.format(Locale.ROOT, "%s at %.0f %% of its link", d.driver(), d.peakShare() * 100));
            }
        }
        return "client network-bound: " + String.join(", ", who);
    }

    /** One line per driver for the CLI and the logs: bandwidth as a share of its link. */
    public List<String> describe() {
        List<String> lines = new ArrayList<>();
        for (DriverLink d : drivers) {
            StringBuilder sb = new StringBuilder("client network ").append(d.driver()).append(": ");
            sb.append(String.format(Locale.ROOT, "sent %s, received %s", bytes(d.sentBytes()), bytes(d.receivedBytes())));
            if (d.peakShare() != null) {
                sb.append(String.format(Locale.ROOT, ", link %s, peak %.1f %% of it in an interval",
                        bits(d.linkBitsPerSecond()), d.peakShare() * 100));
            } else if (d.sentBytes() + d.receivedBytes() > 0) {
                sb.append(", link speed unknown (declare link_speed in driver.conf): no share");
            }
            if (d.loopbackBytes() > 0) {
                sb.append(", loopback ").append(bytes(d.loopbackBytes())).append(" (no link: no share)");
            }
            lines.add(sb.toString());
        }
        return lines;
    }

    private static String bytes(long b) {
        return b >= 1_000_000 ? String.format(Locale.ROOT, "%.1f MB", b / 1e6) : b + " B";
    }

    /** A link speed, bits per second, in the largest unit that keeps it readable. */
    public static String bits(Long bps) {
        if (bps == null) {
            return "unknown";
        }
        if (bps >= 1_000_000_000L) {
            return String.format(Locale.ROOT, "%.3g Gbit/s", bps / 1e9);
        }
        return bps >= 1_000_000L ? String.format(Locale.ROOT, "%.3g Mbit/s", bps / 1e6)
                : String.format(Locale.ROOT, "%.3g kbit/s", bps / 1e3);
    }
}
