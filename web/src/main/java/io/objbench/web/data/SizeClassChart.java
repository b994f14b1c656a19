package io.objbench.web.data;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A stage's figures per size class and operation kind, for the report page's two charts of
 * the Swift operators' method (ops/s and MB/s against object size): from operations named
 * {@code <kind>-<class>} ({@code create-tiny}, as a converted ssbench scenario names them; kind
 * create, read, update or delete, matching the operation's type). Each point is one operation's
 * own throughput and bandwidth from the report, nothing re-estimated. A stage without such names
 * draws instead from the size classes of operations whose sizes come from {@code h(…)}
 * ({@link OpReport#classes}): one line per such operation (its label), one point per class.
 *
 * @param classes the size classes, smallest first (by the midpoint of their writes' sizes;
 *                classes without a write after them, in report order)
 * @param labels  axis label per class: the name, and the mean size where known
 * @param series  per kind, in create, read, update, delete order: one value per class (null
 *                where the stage has no such operation)
 */
public record SizeClassChart(List<String> classes, List<String> labels, List<Series> series) {

    private static final Pattern NAMED = Pattern.compile("(create|read|update|delete)-(.+)");
    private static final List<String> KINDS = List.of("create", "read", "update", "delete");

    /**
     * One operation kind's line.
     *
     * @param kind         create, read, update or delete
     * @param opsPerSecond successes per second of window, per class
     * @param mbPerSecond  bandwidth in MB/s (decimal), per class
     */
    public record Series(String kind, List<Double> opsPerSecond, List<Double> mbPerSecond) {
    }

    /** The chart of {@code ops}; {@code null} unless at least two size classes are named. */
    public static SizeClassChart of(List<OpReport> ops) {
        Map<String, Map<String, OpReport>> byClass = new LinkedHashMap<>();
        Map<String, Long> sizes = new LinkedHashMap<>();
        for (OpReport o : ops) {
            String name = o.label().endsWith("-" + o.type())
                    ? o.label().substring(0, o.label().length() - o.type().length() - 1) : o.label();
            Matcher m = NAMED.matcher(name);
            if (!m.matches() || !type(m.group(1)).equals(o.type())) {
                continue;
            }
            byClass.computeIfAbsent(m.group(2), k -> new LinkedHashMap<>()).put(m.group(1), o);
            if (o.sizeBytes() != null) {
                sizes.putIfAbsent(m.group(2), o.sizeBytes());
            }
        }
        if (byClass.size() < 2) {
            return ofClasses(ops);
        }
        List<String> classes = new ArrayList<>(byClass.keySet());
        // smallest first; classes of unknown size keep their order after the others
        classes.sort((a, b) -> Long.compare(sizes.getOrDefault(a, Long.MAX_VALUE), sizes.getOrDefault(b, Long.MAX_VALUE)));
        List<String> labels = classes.stream().map(c -> sizes.containsKey(c)
                ? c + " (" + bytes(sizes.get(c)) + ")" : c).toList();
        List<Series> series = new ArrayList<>();
        for (String kind : KINDS) {
            List<Double> ops2 = new ArrayList<>();
            List<Double> mb = new ArrayList<>();
            boolean any = false;
            for (String c : classes) {
                OpReport o = byClass.get(c).get(kind);
                any |= o != null;
                ops2.add(o == null ? null : o.throughput());
                mb.add(o == null || o.bandwidth() == null ? null : o.bandwidth() / 1e6);
            }
            if (any) {
                series.add(new Series(kind, ops2, mb));
            }
        }
        return new SizeClassChart(classes, labels, series);
    }

    /**
     * The chart of the size classes of {@code ops}' {@code h(…)} operations: the classes of all of
     * them, smallest first (by lower, then upper bound); null unless there are at least two.
     */
    static SizeClassChart ofClasses(List<OpReport> ops) {
        Map<String, long[]> bounds = new LinkedHashMap<>();
        for (OpReport o : ops) {
            if (o.classes() != null) {
                o.classes().forEach(c -> bounds.putIfAbsent(c.label(), new long[] {c.lowBytes(), c.highBytes()}));
            }
        }
        if (bounds.size() < 2) {
            return null;
        }
        List<String> classes = new ArrayList<>(bounds.keySet());
        classes.sort(java.util.Comparator.<String>comparingLong(c -> bounds.get(c)[0]).thenComparingLong(c -> bounds.get(c)[1]));
        List<Series> series = new ArrayList<>();
        for (OpReport o : ops) {
            if (o.classes() == null) {
                continue;
            }
            List<Double> perSecond = new ArrayList<>();
            List<Double> mb = new ArrayList<>();
            for (String c : classes) {
                OpReport.ClassPart part = o.classes().stream().filter(p -> p.label().equals(c)).findFirst().orElse(null);
                perSecond.add(part == null ? null : part.throughput());
                mb.add(part == null || part.bandwidth() == null ? null : part.bandwidth() / 1e6);
            }
            series.add(new Series(o.label(), perSecond, mb));
        }
        return new SizeClassChart(classes, classes, series);
    }

    /** The chart as JSON, for the page's data attribute. */
    public String json() {
        try {
            return io.objbench.core.json.Json.mapper().writeValueAsString(this);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("cannot write the size-class chart", e);
        }
    }

    private static String type(String kind) {
        return switch (kind) {
            case "create", "update" -> "write";
            case "read" -> "read";
            default -> "delete";
        };
    }

    /** A mean size in decimal units: {@code 8.5 kB}. */
    static String bytes(long b) {
        String[] units = {"B", "kB", "MB", "GB", "TB"};
        double v = b;
        int i = 0;
        while (v >= 1000 && i < units.length - 1) {
            v /= 1000;
            i++;
        }
        return String.format(Locale.ROOT, v < 10 && i > 0 ? "%.1f %s" : "%.0f %s", v, units[i]);
    }
}
