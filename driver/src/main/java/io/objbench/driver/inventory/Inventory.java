package io.objbench.driver.inventory;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A confirmed-object inventory of one run on this driver (objbench extension, the
 * {@code inventory=NAME} operation key): the objects whose write was confirmed, oldest first.
 * An operation {@link #take}s the oldest object out, so no concurrent operation can see it (a
 * read never meets an object being deleted), and {@link #putBack}s it at the back when done; a
 * create or prepare {@link #add}s a new object at the back. Lock-free and allocation-free per turn
 * (an {@link ObjectRing}); shared by every worker of every mission of the run on this driver.
 */
public final class Inventory {

    private final String name;
    private final ObjectRing confirmed = new ObjectRing();
    // container + '/' + name of every object a prepare added, so a second prepare of a name adds no duplicate
    private final Set<String> prepared = ConcurrentHashMap.newKeySet();

    Inventory(String name) {
        this.name = name;
    }

    /** The inventory's name (the {@code inventory} key). */
    public String name() {
        return name;
    }

    /**
     * Takes the oldest confirmed object out into {@code into}.
     *
     * @return false when there is none (or all are taken); {@code into} is then unchanged
     */
    public boolean take(InventoryObject into) {
        return confirmed.take(into);
    }

    /** Puts an object taken by {@link #take} back, as the newest (its size as the holder has it now). */
    public void putBack(InventoryObject o) {
        confirmed.add(o.container(), o.name(), o.size(), o.flags());
    }

    /** Adds a newly confirmed object as the newest. */
    public void add(String container, String object, long bytes, boolean created) {
        confirmed.add(container, object, bytes, created ? InventoryObject.CREATED : 0);
    }

    /**
     * Adds an object a prepare confirmed, unless a prepare of this run already added that name
     * (a second prepare over the same names must not make two entries of one object).
     *
     * @return false when the name was already added
     */
    public boolean addPrepared(String container, String object, long bytes, boolean created) {
        if (!prepared.add(container + "/" + object)) {
            return false;
        }
        confirmed.add(container, object, bytes, (byte) (InventoryObject.PREPARED | (created ? InventoryObject.CREATED : 0)));
        return true;
    }

    /** Objects in the inventory now (not counting those taken); exact when no operation is under way. */
    public int size() {
        return confirmed.size();
    }

    /** Copies of the objects in the inventory, oldest first; for tests and diagnostics, when no operation is under way. */
    public List<InventoryObject> objects() {
        return confirmed.snapshot();
    }

    /**
     * Notes that a taken object was deleted (it is not put back): a later prepare of the run may
     * add its name again.
     */
    public void deleted(InventoryObject o) {
        if (o.prepared()) {
            prepared.remove(o.container() + "/" + o.name());
        }
    }
}
