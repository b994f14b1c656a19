package io.objbench.driver.net;

import io.objbench.core.net.InterfaceTraffic;
import io.objbench.core.net.NetworkSample;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A driver's view of its host's network interfaces (docs/distributed.md, "Client network"): each
 * mission's snapshot thread takes a {@link Cursor} at launch and, once per snapshot interval, the
 * bytes every interface carried since the previous one. One read of {@code /proc/net/dev} (and
 * of the small {@code /sys/class/net} files) per interval per mission, never on the operation
 * path.
 *
 * <p>Which interfaces are reported: every interface that is up ({@code operstate} "up") or that
 * carried bytes during the interval, plus loopback, flagged as such. Loopback has no link: storage
 * on 127.0.0.1 (an embedded run against a local server) is never network-bound, and the report
 * says its traffic went over loopback instead of computing a share.
 */
public final class NetworkMeter {

    /** A meter that measures nothing (snapshots carry no network figures). */
    public static final NetworkMeter NONE = new NetworkMeter(null, null, Map.of());

    private static final String LOOPBACK_TYPE = "772"; // ARPHRD_LOOPBACK in /sys/class/net/<if>/type

    private final Path procNetDev;
    private final Path sysClassNet;
    private final Map<String, Long> declared;

    /**
     * @param procNetDev  the counters file ({@code /proc/net/dev}); null measures nothing
     * @param sysClassNet the interfaces' directory ({@code /sys/class/net}) for speed, state and type
     * @param declared    link speeds declared in driver.conf, bits per second, winning over the kernel's
     */
    public NetworkMeter(Path procNetDev, Path sysClassNet, Map<String, Long> declared) {
        this.procNetDev = procNetDev;
        this.sysClassNet = sysClassNet;
        this.declared = Map.copyOf(Objects.requireNonNull(declared, "declared"));
    }

    /** The host's interfaces, with the speeds declared in driver.conf ({@code link_speed}). */
    public static NetworkMeter system(Map<String, Long> declared) {
        return new NetworkMeter(Path.of("/proc/net/dev"), Path.of("/sys/class/net"), declared);
    }

    /** The declared link speeds, interface → bits per second. */
    public Map<String, Long> declared() {
        return declared;
    }

    /** A cursor whose first {@link Cursor#take} counts from now; one per mission. */
    public Cursor start() {
        Cursor c = new Cursor();
        c.baselineNanos = System.nanoTime();
        c.baseline = read();
        return c;
    }

    private Map<String, NetDev.Counters> read() {
        if (procNetDev == null) {
            return null;
        }
        try {
            return NetDev.parse(Files.readString(procNetDev));
        } catch (IOException | IllegalArgumentException e) {
            return null; // not Linux, or no procfs: the snapshots say "not measured" (null)
        }
    }

    private String sys(String iface, String file) {
        try {
            return Files.readString(sysClassNet.resolve(iface).resolve(file)).strip();
        } catch (IOException | RuntimeException e) {
            return ""; // virtual NICs refuse to read "speed" (EINVAL); a missing file is "unknown"
        }
    }

    /** The bytes carried since the previous take, per interface. Not thread-safe: one snapshot thread. */
    public final class Cursor {

        private Map<String, NetDev.Counters> baseline;
        private long baselineNanos;

        private Cursor() {
        }

        /**
         * Every reported interface's bytes since the previous call (or {@link #start}) and the time
         * between the two readings; null when
         * the counters cannot be read (then nothing is claimed about the network).
         */
        public NetworkSample take() {
            // the span is the readings' own (read right after the clock), not the snapshot's
            long nowNanos = System.nanoTime();
            Map<String, NetDev.Counters> now = read();
            Map<String, NetDev.Counters> before = baseline;
            long micros = (nowNanos - baselineNanos) / 1_000L;
            baseline = now;
            baselineNanos = nowNanos;
            if (now == null) {
                return null;
            }
            List<InterfaceTraffic> out = new ArrayList<>(now.size());
            Map<String, NetDev.Counters> prior = before == null ? new HashMap<>() : before;
            for (Map.Entry<String, NetDev.Counters> e : now.entrySet()) {
                String name = e.getKey();
                NetDev.Counters was = prior.getOrDefault(name, e.getValue());
                long sent = NetDev.delta(was.sentBytes(), e.getValue().sentBytes());
                long received = NetDev.delta(was.receivedBytes(), e.getValue().receivedBytes());
                boolean loopback = LOOPBACK_TYPE.equals(sys(name, "type")) || "lo".equals(name);
                boolean up = "up".equals(sys(name, "operstate"));
                if (!loopback && !up && sent == 0 && received == 0 && !declared.containsKey(name)) {
                    continue; // down and idle: not part of any path to the storage
                }
                Long speed = loopback ? null : declared.getOrDefault(name, LinkSpeeds.fromSysfs(sys(name, "speed")));
                out.add(new InterfaceTraffic(name, loopback, speed, sent, received));
            }
            return new NetworkSample(micros, out);
        }
    }
}
