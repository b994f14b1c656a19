package io.objbench.driver.run;

import io.objbench.api.ErrorKind;
import io.objbench.api.ListSink;
import io.objbench.api.OpResult;
import io.objbench.core.selector.Selector;
import io.objbench.core.selector.Slice;
import io.objbench.core.workload.Division;
import io.objbench.driver.inventory.InventoryObject;
import java.util.ArrayList;
import java.util.List;

/**
 * One worker's walk of an init, prepare, cleanup or dispose operation, as COSBench's Preparer
 * (init is a Preparer) and Cleaner (dispose is a Cleaner) walk it (cosbench-format.md §1.3,
 * §2.5): every container of the worker's share, and in each every object of its share; a
 * dimension is shared out among workers only when it is the operation's division. Writers
 * create each container first ({@code createContainer}) and write each object; deleters delete
 * each object and then, with {@code deleteContainer}, the container. A special work runs one walk
 * per worker; a normal work runs one walk each time the operation is picked. On a confirmed-object
 * inventory a prepare adds what it writes (or, with headFirst, finds) to the inventory, and a
 * cleanup empties the inventory, deleting only what the run created.
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
    /** Calls so far, for a look at the CPU token every 256. */
    private int calls;

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
        if (op.inventory != null && op.kind == OpKind.CLEANUP) {
            return cleanInventory();
        }
        if (op.spread) {
            return spreadPrepare();
        }
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
                OpResult r;
                if (op.inventory != null) {
                    r = prepareInventory(container, o, cursor);
                } else if (writes) {
                    String object = op.objectNames.name(o);
                    r = session.put(container, object, cursor.size(worker.random), op.block, op.chunked, op.hashCheck);
                } else {
                    String object = op.objectNames.name(o);
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

    /**
     * One object of an inventory prepare, named {@code <inventory>_<6-digit number>}: with
     * headFirst a HEAD that finds it is the sample (a success; the object joins the inventory as
     * not created by this run), else the PUT is, and a written object joins as created.
     */
    private OpResult prepareInventory(String container, long number, WorkerCursor cursor) {
        String object = CreateNames.prepared(op.inventory.name(), number);
        if (op.headFirst) {
            OpResult head = session.head(container, object);
            if (head.ok()) {
                op.inventory.addPrepared(container, object, InventoryObject.UNKNOWN_SIZE, false);
                return head;
            }
            if (head.kind() != ErrorKind.NOT_FOUND) {
                return head;
            }
        }
        long size = cursor.size(worker.random);
        OpResult r = session.put(container, object, size, op.block, op.chunked, op.hashCheck);
        if (r.ok()) {
            op.inventory.addPrepared(container, object, size, true);
        }
        return r;
    }

    /**
     * An inventory prepare with {@code spread}: each object of the worker's share once, object n
     * in container {@code lo + (n - 1) mod count} of the whole container range, as ssbench places
     * its initial files round-robin. Containers are created first when asked, each by the worker
     * that writes its first object of the share.
     */
    private boolean spreadPrepare() {
        long lo = op.containers.min();
        long count = op.containers.max() - lo + 1;
        WorkerCursor cursor = worker.cursors[op.index];
        java.util.Set<Long> created = new java.util.HashSet<>();
        for (long o = objects.first(); o <= objects.last(); o++) {
            if (worker.stop.stopping()) {
                return false;
            }
            long c = lo + Math.floorMod(o - 1, count);
            String container = op.containerNames.name(c);
            if (op.createContainer && created.add(c)) {
                OpResult r = session.createContainer(container);
                if (!r.ok() && !take(r)) {
                    return false;
                }
            }
            if (!take(prepareInventory(container, o, cursor))) {
                return false;
            }
        }
        return true;
    }

    /**
     * An inventory cleanup: takes every object out of the inventory (other workers of the pass take
     * theirs at the same time) and deletes those this run created, each delete a sample; the
     * others are dropped unsent. Objects whose delete failed go back when the walk ends.
     */
    private boolean cleanInventory() {
        List<InventoryObject> failed = new ArrayList<>();
        boolean going = true;
        InventoryObject o = new InventoryObject();
        while (going && op.inventory.take(o)) {
            if (worker.stop.stopping()) {
                failed.add(o.copy());
                going = false;
                continue;
            }
            if (!o.created()) {
                op.inventory.deleted(o);
                continue;
            }
            OpResult r = worker.context.measurement().deleted(session.delete(o.container(), o.name()));
            if (r.ok()) {
                op.inventory.deleted(o);
            } else {
                failed.add(o.copy());
            }
            going = take(r);
        }
        failed.forEach(op.inventory::putBack);
        return going;
    }

    private boolean take(OpResult r) {
        if ((++calls & 255) == 0) {
            worker.betweenOperations(); // a CPU token's turn (CpuTokens)
        }
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
