package io.objbench.core.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What was measured for one size class of an operation ({@link SizeClass}): the samples whose
 * size was drawn from that class, with the same figures as the operation's own (its
 * {@link OpStats#classes} is {@code null}). Merges exactly as the operation does.
 *
 * @param sizeClass the class
 * @param stats     its samples' measurement, under the operation's id and name
 */
public record SizeClassStats(SizeClass sizeClass, OpStats stats) {

    public SizeClassStats {
        Objects.requireNonNull(sizeClass, "sizeClass");
        Objects.requireNonNull(stats, "stats");
        if (stats.classes() != null) {
            throw new IllegalArgumentException(stats.opId() + " " + sizeClass.label() + ": a class has no classes");
        }
    }

    /**
     * The exact merge of two per-class lists of the same operation, class by class ({@code null}
     * on one side: the other side's list, as with an identity that carries none).
     *
     * @throws IllegalArgumentException when both carry classes that differ
     */
    public static List<SizeClassStats> merge(List<SizeClassStats> a, List<SizeClassStats> b) {
        if (a == null) {
            return b;
        }
        if (b == null) {
            return a;
        }
        if (a.size() != b.size()) {
            throw new IllegalArgumentException("cannot merge " + a.size() + " size classes with " + b.size());
        }
        List<SizeClassStats> out = new ArrayList<>(a.size());
        for (int i = 0; i < a.size(); i++) {
            SizeClassStats x = a.get(i);
            SizeClassStats y = b.get(i);
            if (!x.sizeClass.equals(y.sizeClass)) {
                throw new IllegalArgumentException("cannot merge size class " + x.sizeClass + " with " + y.sizeClass);
            }
            out.add(new SizeClassStats(x.sizeClass, x.stats.plus(y.stats)));
        }
        return List.copyOf(out);
    }
}
