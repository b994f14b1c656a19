package io.objbench.driver.inventory;

/**
 * One confirmed object of an {@link Inventory}: where it is, its size as last written, and
 * whether this run created it (only those are deleted by an inventory cleanup). While an operation
 * holds it (taken out of the inventory) no other operation sees it; the hand-over through the
 * inventory's queue publishes {@link #size} to the next holder.
 */
public final class InventoryObject {

    /** {@link #size()} of an object found by a HEAD, whose size this run never wrote. */
    public static final long UNKNOWN_SIZE = -1;

    private final String container;
    private final String name;
    private final boolean created;
    private final boolean prepared;
    private long size;

    InventoryObject(String container, String name, long size, boolean created, boolean prepared) {
        this.container = container;
        this.name = name;
        this.size = size;
        this.created = created;
        this.prepared = prepared;
    }

    /** Whether a prepare added it (its name is then remembered until it is deleted). */
    boolean prepared() {
        return prepared;
    }

    public String container() {
        return container;
    }

    public String name() {
        return name;
    }

    /** The size last written, or {@link #UNKNOWN_SIZE}. */
    public long size() {
        return size;
    }

    /** Whether this run wrote the object into existence (a create, or a prepare that wrote it). */
    public boolean created() {
        return created;
    }

    /** Records an overwrite's new size; only by the operation holding the object. */
    public void resized(long newSize) {
        size = newSize;
    }

    @Override
    public String toString() {
        return container + "/" + name + " (" + size + " B" + (created ? ", created" : "") + ")";
    }
}
