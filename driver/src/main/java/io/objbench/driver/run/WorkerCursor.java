package io.objbench.driver.run;

import io.objbench.core.selector.HistogramDraw;
import io.objbench.core.selector.ValueGenerator;
import java.util.SplittableRandom;

/** One worker's generators for one operation: container, object and size draws. */
final class WorkerCursor {

    private final OpPlan plan;
    private final ValueGenerator containers;
    private final ValueGenerator objects;
    private final ValueGenerator sizes;
    private final long unit;
    /** The size generator when it is {@code h(…)}: its draws carry a size class; else null. */
    private final HistogramDraw classed;
    private long lastObject;
    /** The size class of the size drawn since the last sample, −1 for none. */
    private int sizeClass = -1;

    WorkerCursor(OpPlan plan, ValueGenerator containers, ValueGenerator objects, ValueGenerator sizes) {
        this.plan = plan;
        this.containers = containers;
        this.objects = objects;
        this.sizes = sizes;
        this.unit = plan.sizes == null ? 0 : plan.sizes.unit().bytes();
        this.classed = sizes instanceof HistogramDraw h ? h : null;
    }

    /** The next container name, or {@code null} when the operation has no containers. */
    String container(SplittableRandom random) {
        return containers == null ? null : plan.containerNames.name(containers.next(random));
    }

    /** The next object name, or {@code null} when the operation has no objects. */
    String object(SplittableRandom random) {
        if (objects == null) {
            return null;
        }
        lastObject = objects.next(random);
        return plan.objectNames.name(lastObject);
    }

    /** The number of the object drawn last by {@link #object}. */
    long lastObject() {
        return lastObject;
    }

    /** The next object number (filewrite: the next file, 1-based). */
    long objectNumber(SplittableRandom random) {
        return objects.next(random);
    }

    /** The next object size in bytes; with {@code h(…)} sizes, also notes its size class. */
    long size(SplittableRandom random) {
        long units = sizes.next(random);
        if (classed != null) {
            sizeClass = classed.lastBucket();
        }
        return units * unit;
    }

    /**
     * The size class (bucket index) of the size drawn since the last call, −1 when none was drawn
     * (sizes not from {@code h(…)}, or a sample that drew no size, as a prepare's HEAD that found
     * the object); resets it, so each drawn size's class goes to one sample only.
     */
    int takeSizeClass() {
        int c = sizeClass;
        sizeClass = -1;
        return c;
    }
}
