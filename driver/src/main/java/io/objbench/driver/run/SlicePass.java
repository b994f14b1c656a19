package io.objbench.driver.run;

import io.objbench.api.ErrorKind;
import io.objbench.api.ListSink;
import io.objbench.api.OpResult;
import io.objbench.core.selector.Selector;
import io.objbench.core.selector.Slice;
import io.objbench.core.workload.Division;
import java.util.ArrayList;
import java.util.List;

/**
 * One worker's walk of an init, prepare, cleanup or dispose operation, as COSBench's Preparer
 * (init is a Preparer) and Cleaner (dispose is a Cleaner) walk it (cosbench-format.md §1.3,
 * §2.5): every container of the worker's share, and in each every object of its share; a
 * dimension is shared out among workers only when it is the operation's division. Writers
 * create each container first ({@code createContainer}) and write each object; deleters delete
 * each object and then, with {@code deleteContainer}, the container. A special work runs one walk
 * per worker; a normal work runs one walk each time the operation is picked.
 */
final class SlicePass {

    /** Takes every sample of the walk (timed by the walk); false stops the walk. */
    interface Sampler {
        boolean take(OpResult result, long start, long end, long processing, long bytes);
    }

    private static final int CONFLICT = 409;
    private static final Slice NONE = new Slice(1, 0);

    private final Worker worker;
    private final OpPlan op;
    private final MeasuredSession session;
    private final Sampler sampler;
    private final Slice containers;
    private final Slice objects;
    private final boolean writes;

    SlicePass(Worker worker, OpPlan op, MeasuredSession session, Sampler sampler) {
        this.worker = worker;
        this.op = op;
        this.session = session;
        this.sampler = sampler;
        Division division = op.operation.division();
        this.containers = share(op.containers, division == Division.CONTAINER);
        this.objects = share(op.objects, division == Division.OBJECT);
        this.writes = op.kind == OpKind.INIT || op.kind == OpKind.PREPARE;
    }

    private Slice share(Selector range, boolean divided) {
        if (range == null || range.min() < 1) {
            return NONE; // r(0,0): nothing
        }
        return divided ? Slice.of(range.min(), range.max(), worker.globalIndex, worker.context.mission().totalWorkers())
                : new Slice(range.min(), range.max());
    }

    /** Walks once; returns false when the sampler or the mission stopped it. */
    boolean run() {
        WorkerCursor cursor = worker.cursors[op.index];
        for (long c = containers.first(); c <= containers.last(); c++) {
            if (worker.stop.stopping()) {
                return false;
            }
            String container = op.containerNames.name(c);
            if (writes && op.createContainer) {
                OpResult created = session.createContainer(container);
                // init samples each creation (its init-write); prepare only a creation that failed
                if ((op.kind == OpKind.INIT || !created.ok()) && !take(created)) {
                    return false;
                }
            }
            for (long o = objects.first(); o <= objects.last(); o++) {
                if (worker.stop.stopping()) {
                    return false;
                }
                String object = op.objectNames.name(o);
                OpResult r;
                if (writes) {
                    r = session.put(container, object, cursor.size(worker.random), op.block, op.chunked, op.hashCheck);
                } else {
                    r = worker.context.measurement().deleted(session.delete(container, object));
                }
                if (!take(r)) {
                    return false;
                }
            }
            if (op.kind == OpKind.DISPOSE && op.deleteContainer && !disposeSample(container)) {
                return false;
            }
        }
        if (op.kind == OpKind.CLEANUP && op.deleteContainer) {
            return deleteContainers();
        }
        return true;
    }

    private boolean take(OpResult r) {
        return sampler.take(r, session.startNanos(), session.endNanos(), session.processingNanos(), session.bytes());
    }

    // cleanup's deleteContainer: every worker tries every container of the range after its walk, so
    // races are expected and only a container that still cannot be deleted is a (failed) sample
    private boolean deleteContainers() {
        for (long c = Math.max(1, op.containers.min()); c <= op.containers.max(); c++) {
            if (worker.stop.stopping()) {
                return false;
            }
            OpResult r = deleteContainer(op.containerNames.name(c));
            if (!r.ok() && r.kind() != ErrorKind.NOT_FOUND && !take(r)) {
                return false;
            }
        }
        return true;
    }

    private boolean disposeSample(String container) {
        long start = worker.clock.nanoTime();
        OpResult r = deleteContainer(container);
        if (!r.ok()) {
            return take(r);
        }
        long end = session.endNanos();
        return sampler.take(r, start, end, end - start, 0);
    }

    /** Deletes a container; on 409 (not empty) deletes what it lists and retries once. */
    private OpResult deleteContainer(String container) {
        OpResult r = session.deleteContainer(container);
        if (r.ok() || r.code() != CONFLICT) {
            return r;
        }
        List<String> names = new ArrayList<>();
        ListSink collect = (name, size) -> names.add(name);
        session.listInto(container, collect);
        for (String name : names) {
            session.delete(container, name);
        }
        return session.deleteContainer(container);
    }
}
