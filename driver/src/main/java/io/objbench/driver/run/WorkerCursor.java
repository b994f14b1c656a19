package io.objbench.driver.run;

import io.objbench.core.selector.HistogramDraw;
import io.objbench.core.selector.ValueGenerator;
import io.objbench.driver.measure.SampleOrigin;
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
    /** Where this worker's samples of the operation come from; notes the size class drawn. */
    private SampleOrigin origin = new SampleOrigin();

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
            origin.drewSizeClass(classed.lastBucket());
        }
        return units * unit;
    }

    /**
     * Binds the cursor to its worker: the origin its samples are recorded with, which keeps the
     * size class of the size drawn since the last sample (−1 when none was drawn: sizes not from
     * {@code h(…)}, or a sample that drew no size, as a prepare's HEAD that found the object).
     *
     * @param local   the worker's index on this driver, 0-based
     * @param session the session that makes the operation's calls (what a kept sample describes)
     */
    SampleOrigin bind(int local, MeasuredSession session) {
        origin = new SampleOrigin(local, session);
        return origin;
    }

    /** The origin the cursor's samples are recorded with. */
    SampleOrigin origin() {
        return origin;
    }
}
