package io.objbench.driver.inventory;

/**
 * One confirmed object of an {@link Inventory} as an operation holds it: where it is, its size as
 * last written, and whether this run created it (only those are deleted by an inventory cleanup).
 * A holder, filled by {@link Inventory#take} and reused from turn to turn by its worker (no
 * allocation per operation); while it holds an object, no other operation sees that object.
 * {@link Inventory#objects()} gives fresh copies.
 */
public final class InventoryObject {

    /** {@link #size()} of an object found by a HEAD, whose size this run never wrote. */
    public static final long UNKNOWN_SIZE = -1;

    static final byte CREATED = 1;
    static final byte PREPARED = 2;

    private String container;
    private String name;
    private long size;
    private byte flags;

    /** An empty holder, for {@link Inventory#take}. */
    public InventoryObject() {
    }

    void fill(String container, String name, long size, byte flags) {
        this.container = container;
        this.name = name;
        this.size = size;
        this.flags = (byte) (flags & (CREATED | PREPARED));
    }

    /** A copy, for a caller that keeps the object while the holder moves on. */
    public InventoryObject copy() {
        InventoryObject o = new InventoryObject();
        o.fill(container, name, size, flags);
        return o;
    }

    byte flags() {
        return flags;
    }

    /** Whether a prepare added it (its name is then remembered until it is deleted). */
    boolean prepared() {
        return (flags & PREPARED) != 0;
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
        return (flags & CREATED) != 0;
    }

    /** Records an overwrite's new size; only by the operation holding the object. */
    public void resized(long newSize) {
        size = newSize;
    }

    @Override
    public String toString() {
        return container + "/" + name + " (" + size + " B" + (created() ? ", created" : "") + ")";
    }
}
