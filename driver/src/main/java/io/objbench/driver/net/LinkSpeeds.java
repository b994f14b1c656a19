package io.objbench.driver.net;

import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code link_speed} setting of driver.conf: {@code <interface>:<speed><K|M|G>[,…]}, bits per
 * second in decimal units ({@code eth0:1000M, bond0:25G}). A declared speed wins over the one the
 * kernel reports: virtual NICs (veth, most cloud NICs) report none, and a NIC behind a slower
 * switch port or a rate limit reports its own speed, not the path's.
 */
public final class LinkSpeeds {

    private static final Pattern ONE = Pattern.compile("([A-Za-z0-9_.@-]{1,15}):([0-9]+(?:\\.[0-9]+)?)([KMG])");

    private LinkSpeeds() {
    }

    /**
     * Parses the setting's value; interface → bits per second.
     *
     * @throws IllegalArgumentException saying what is wrong with which entry
     */
    public static Map<String, Long> parse(String value) {
        Map<String, Long> out = new TreeMap<>();
        for (String part : value.split(",")) {
            String entry = part.strip();
            Matcher m = ONE.matcher(entry);
            if (!m.matches()) {
                throw new IllegalArgumentException("'" + entry + "' is not <interface>:<speed><K|M|G>"
                        + " (bits per second, e.g. eth0:1000M or eth0:10G)");
            }
            double number = Double.parseDouble(m.group(2));
            long unit = switch (m.group(3).toUpperCase(Locale.ROOT)) {
                case "K" -> 1_000L;
                case "M" -> 1_000_000L;
                default -> 1_000_000_000L;
            };
            long bits = Math.round(number * unit);
            if (bits <= 0) {
                throw new IllegalArgumentException("'" + entry + "': a link speed must be above 0");
            }
            if (out.put(m.group(1), bits) != null) {
                throw new IllegalArgumentException("interface " + m.group(1) + " is given twice");
            }
        }
        return out;
    }

    /** The kernel's {@code speed} file text (Mbit/s) as bits per second; null for none, -1 or garbage. */
    public static Long fromSysfs(String speedFileText) {
        try {
            long mbit = Long.parseLong(speedFileText.strip());
            return mbit > 0 ? mbit * 1_000_000L : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
