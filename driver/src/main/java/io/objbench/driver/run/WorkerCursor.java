package io.objbench.driver.run;

import io.objbench.core.selector.ValueGenerator;
import java.util.SplittableRandom;

/** One worker's generators for one operation: container, object and size draws. */
final class WorkerCursor {

    private final OpPlan plan;
    private final ValueGenerator containers;
    private final ValueGenerator objects;
    private final ValueGenerator sizes;
    private final long unit;
    private long lastObject;

    WorkerCursor(OpPlan plan, ValueGenerator containers, ValueGenerator objects, ValueGenerator sizes) {
        this.plan = plan;
        this.containers = containers;
        this.objects = objects;
        this.sizes = sizes;
        this.unit = plan.sizes == null ? 0 : plan.sizes.unit().bytes();
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

    /** The next object size in bytes. */
    long size(SplittableRandom random) {
        return sizes.next(random) * unit;
    }
}
