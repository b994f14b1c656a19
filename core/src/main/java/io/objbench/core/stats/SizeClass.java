package io.objbench.core.stats;

import io.objbench.api.ByteSize;
import io.objbench.core.selector.Selector;
import io.objbench.core.selector.SizeSelector;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One size class of an operation whose sizes come from a histogram selector {@code h(lo|hi|w,…)}:
 * one bucket of it (docs/metrics.md, "Results per size class").
 *
 * @param label     the bucket's bounds with the selector's unit, {@code 1-4KiB} ({@code 4KiB} when
 *                  lo = hi)
 * @param lowBytes  the smallest size of the class, bytes
 * @param highBytes the largest size of the class, bytes (inclusive)
 * @param weight    the bucket's weight (its share of draws is weight / Σ weights)
 */
public record SizeClass(String label, long lowBytes, long highBytes, long weight) {

    public SizeClass {
        Objects.requireNonNull(label, "label");
        if (lowBytes > highBytes || weight < 0) {
            throw new IllegalArgumentException("size class " + label + ": bounds " + lowBytes + ".." + highBytes
                    + " and weight " + weight + " do not make a class");
        }
    }

    /**
     * The classes of {@code sizes}, one per bucket in the selector's order, or {@code null} when
     * its selector is not {@code h(…)} (then an operation keeps no per-class results).
     */
    public static List<SizeClass> of(SizeSelector sizes) {
        if (sizes == null || !(sizes.selector() instanceof Selector.Histogram h)) {
            return null;
        }
        ByteSize unit = sizes.unit();
        List<SizeClass> out = new ArrayList<>(h.buckets().size());
        for (Selector.Bucket b : h.buckets()) {
            String label = (b.lo() == b.hi() ? "" : b.lo() + "-") + b.hi() + unit.symbol();
            out.add(new SizeClass(label, Math.multiplyExact(b.lo(), unit.bytes()),
                    Math.multiplyExact(b.hi(), unit.bytes()), b.weight()));
        }
        return List.copyOf(out);
    }
}
