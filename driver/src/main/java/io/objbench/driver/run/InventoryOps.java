package io.objbench.driver.run;

import io.objbench.api.ErrorKind;
import io.objbench.api.OpResult;
import io.objbench.driver.inventory.Inventory;
import io.objbench.driver.inventory.InventoryObject;

/**
 * One worker's operations on confirmed-object inventories (objbench extension, {@code
 * inventory=NAME}), ssbench's semantics: a create writes a new name and adds it; an update
 * overwrites the oldest object with a new size, a read reads it, each then putting it back as the
 * newest; a delete deletes the oldest and drops it. An object is taken out of the inventory for
 * the call, so no concurrent operation names it. When there is no object, nothing is sent: the
 * call returns {@link #UNAVAILABLE}.
 */
final class InventoryOps {

    /** The result of a turn that found its inventory empty (compared by identity, never recorded). */
    static final OpResult UNAVAILABLE = OpResult.failure(ErrorKind.CLIENT_ERROR, 0, "inventory empty");

    private final Worker worker;
    /** Per op index: the names this worker creates; null for the other operations. */
    private final CreateNames[] creates;
    /** The object this worker holds during a turn (reused: no allocation per turn). */
    private final InventoryObject held = new InventoryObject();

    InventoryOps(Worker worker) {
        this.worker = worker;
        creates = new CreateNames[worker.plan.ops().size()];
        for (OpPlan op : worker.plan.ops()) {
            if (op.inventory != null && op.kind == OpKind.WRITE && !op.update) {
                creates[op.index] = new CreateNames(op.inventory.name(), op.createTag, worker.globalIndex);
            }
        }
    }

    /** Runs one turn of an inventory read, write or delete. */
    OpResult execute(OpPlan op, WorkerCursor cursor, MeasuredSession session) {
        Inventory inventory = op.inventory;
        if (op.kind == OpKind.WRITE && !op.update) {
            String container = cursor.container(worker.random);
            String object = creates[op.index].next();
            long size = cursor.size(worker.random);
            OpResult r = session.put(container, object, size, op.block, op.chunked, op.hashCheck);
            if (r.ok()) {
                inventory.add(container, object, size, true);
            }
            return r;
        }
        InventoryObject o = held;
        if (!inventory.take(o)) {
            return UNAVAILABLE;
        }
        return switch (op.kind) {
            case WRITE -> {
                long size = cursor.size(worker.random);
                OpResult r = session.put(o.container(), o.name(), size, op.block, op.chunked, op.hashCheck);
                if (r.ok()) {
                    o.resized(size);
                }
                inventory.putBack(o); // a failed overwrite leaves the object as it was
                yield r;
            }
            case READ -> {
                OpResult r = session.get(o.container(), o.name(), op.hashCheck);
                if (r.kind() == ErrorKind.NOT_FOUND) {
                    inventory.deleted(o); // gone behind the run's back: no longer confirmed
                } else {
                    inventory.putBack(o);
                }
                yield r;
            }
            case DELETE -> {
                OpResult r = worker.context.measurement().deleted(session.delete(o.container(), o.name()));
                if (r.ok()) {
                    inventory.deleted(o);
                } else {
                    inventory.putBack(o); // still there as far as we know: a later delete or cleanup retries
                }
                yield r;
            }
            default -> throw new IllegalStateException(op.describe() + " cannot run on an inventory");
        };
    }
}
