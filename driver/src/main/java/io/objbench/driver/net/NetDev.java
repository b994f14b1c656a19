package io.objbench.driver.net;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Parses Linux's {@code /proc/net/dev}: two header lines, then one line per interface,
 * {@code name: rx-bytes rx-packets … (8 receive fields) tx-bytes …}. Only the byte counters are
 * kept. The counters are the host's (its network namespace's), not the process's: every program
 * on the host adds to them, which is what the link carries.
 */
public final class NetDev {

    /** One interface's cumulative byte counters. */
    public record Counters(long receivedBytes, long sentBytes) {
    }

    private NetDev() {
    }

    /**
     * The counters of every interface in {@code text}, in file order.
     *
     * @throws IllegalArgumentException naming the line when a line after the headers is not an
     *                                  interface line of at least 9 numeric fields
     */
    public static Map<String, Counters> parse(String text) {
        Map<String, Counters> out = new LinkedHashMap<>();
        String[] lines = text.split("\n");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            int colon = line.indexOf(':');
            if (i < 2 || line.isBlank()) {
                continue; // the two header lines ("Inter-|   Receive …" and " face |bytes …")
            }
            if (colon <= 0) {
                throw new IllegalArgumentException("/proc/net/dev:" + (i + 1) + ": no 'name:' in " + line.strip());
            }
            String name = line.substring(0, colon).strip();
            String[] f = line.substring(colon + 1).strip().split("\\s+");
            if (name.isEmpty() || f.length < 9) {
                throw new IllegalArgumentException("/proc/net/dev:" + (i + 1) + ": expected a name and 16 counters, got "
                        + line.strip());
            }
            try {
                out.put(name, new Counters(Long.parseUnsignedLong(f[0]), Long.parseUnsignedLong(f[8])));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("/proc/net/dev:" + (i + 1) + ": a byte counter is not a number in "
                        + line.strip(), e);
            }
        }
        return out;
    }

    /**
     * Bytes counted between two readings of one counter; 0 when the counter went back (the
     * interface was removed and made again, or a 32-bit counter wrapped): better nothing than a
     * made-up figure.
     */
    public static long delta(long before, long after) {
        return after >= before ? after - before : 0;
    }
}
