package io.objbench.core.check;

import java.util.LinkedHashMap;
import java.util.Map;

/** The units a limit may be written in, per dimension, as factors to the metric's base unit. */
final class Units {

    private static final Map<Metric.Dimension, Map<String, Double>> UNITS = Map.of(
            Metric.Dimension.TIME, ordered("ms", 1.0, "us", 0.001, "µs", 0.001, "s", 1000.0),
            Metric.Dimension.RATE, ordered("ops/s", 1.0, "op/s", 1.0),
            Metric.Dimension.BANDWIDTH, bandwidth(),
            Metric.Dimension.RATIO, ordered("%", 0.01));

    private Units() {
    }

    /** The factor that turns a number in {@code unit} into the base unit, or null if it does not fit. */
    static Double factor(Metric.Dimension dimension, String unit) {
        if (unit.isEmpty()) {
            return 1.0;
        }
        return UNITS.get(dimension).get(unit);
    }

    /** The units of {@code dimension}, for messages ({@code "ms, us, µs, s"}). */
    static String list(Metric.Dimension dimension) {
        String units = String.join(", ", UNITS.get(dimension).keySet());
        return switch (dimension) {
            case TIME -> units + " (none: ms)";
            case RATE -> units + " (none: ops/s)";
            case BANDWIDTH -> units + " (none: B/s)";
            case RATIO -> units + " (none: a ratio 0..1)";
        };
    }

    private static Map<String, Double> ordered(Object... pairs) {
        Map<String, Double> map = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put((String) pairs[i], (Double) pairs[i + 1]);
        }
        return map;
    }

    // decimal KB/MB/GB as everywhere in objbench (and COSBench), binary KiB/MiB/GiB; the "/s" may be left out
    private static Map<String, Double> bandwidth() {
        Map<String, Double> map = new LinkedHashMap<>();
        String[] decimal = {"B", "KB", "MB", "GB", "TB"};
        String[] binary = {"", "KiB", "MiB", "GiB", "TiB"};
        for (int i = 0; i < decimal.length; i++) {
            map.put(decimal[i] + "/s", Math.pow(1000, i));
        }
        for (int i = 1; i < binary.length; i++) {
            map.put(binary[i] + "/s", Math.pow(1024, i));
        }
        for (int i = 0; i < decimal.length; i++) {
            map.put(decimal[i], Math.pow(1000, i));
        }
        for (int i = 1; i < binary.length; i++) {
            map.put(binary[i], Math.pow(1024, i));
        }
        return map;
    }
}
