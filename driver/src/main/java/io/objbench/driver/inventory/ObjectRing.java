package io.objbench.driver.inventory;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.List;

/**
 * The FIFO behind an {@link Inventory}: an unbounded multi-producer multi-consumer queue of object
 * entries (container, name, size, flags) kept field by field in arrays of fixed-size chunks, in
 * order (a flags byte per slot says when it is written). Why not a queue of objects: at the
 * harness ceiling an ssbench mix lets the population random-walk to thousands of objects, and
 * the oldest entry, taken on every read, update and delete, is by definition the one touched
 * longest ago; as a heap object of its own (with a queue node) it is a cache miss per turn, while
 * a slot of these arrays is next to the one taken before it, so the hardware prefetches it. No allocation per turn (one chunk per {@value #CHUNK}
 * entries added), one atomic update per side.
 *
 * <p>An entry's index is claimed by a fetch-and-add on the tail and published by a release store
 * of its slot's flags once its fields are written; a taker claims the head by a compare-and-set
 * only once the slot is published, so the order is the order of the claims and nothing is taken
 * half-written. Slots are used once (chunks are not recycled), so a claimed slot is never written
 * again.
 */
final class ObjectRing {

    static final int CHUNK = 1024;
    private static final int MASK = CHUNK - 1;
    private static final VarHandle HEAD;
    private static final VarHandle TAIL;
    private static final VarHandle HEAD_CHUNK;
    private static final VarHandle TAIL_CHUNK;
    private static final VarHandle NEXT;
    private static final VarHandle FLAGS = MethodHandles.arrayElementVarHandle(byte[].class);
    /** In an entry's flags byte: the slot is written (set last, with release). */
    private static final byte PUBLISHED = 0x40;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            HEAD = l.findVarHandle(ObjectRing.class, "head", long.class);
            TAIL = l.findVarHandle(ObjectRing.class, "tail", long.class);
            HEAD_CHUNK = l.findVarHandle(ObjectRing.class, "headChunk", Chunk.class);
            TAIL_CHUNK = l.findVarHandle(ObjectRing.class, "tailChunk", Chunk.class);
            NEXT = l.findVarHandle(Chunk.class, "next", Chunk.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** {@value #CHUNK} consecutive entries, from index {@link #base}. */
    private static final class Chunk {
        final long base;
        final String[] containers = new String[CHUNK];
        final String[] names = new String[CHUNK];
        final long[] sizes = new long[CHUNK];
        final byte[] flags = new byte[CHUNK];
        volatile Chunk next;

        Chunk(long base) {
            this.base = base;
        }
    }

    // head and tail apart from each other and from the hints: takers and adders on different cores
    @SuppressWarnings("unused")
    private long p0, p1, p2, p3, p4, p5, p6, p7;
    private volatile long head;
    @SuppressWarnings("unused")
    private long q0, q1, q2, q3, q4, q5, q6, q7;
    private volatile long tail;
    @SuppressWarnings("unused")
    private long r0, r1, r2, r3, r4, r5, r6, r7;
    // hints: a chunk at or before the head's / the tail's (only ever moved forward)
    private volatile Chunk headChunk;
    private volatile Chunk tailChunk;

    ObjectRing() {
        Chunk first = new Chunk(0);
        headChunk = first;
        tailChunk = first;
    }

    /** Adds an entry as the newest. */
    void add(String container, String name, long size, byte flags) {
        long t = (long) TAIL.getAndAdd(this, 1L);
        Chunk c = tailChunk;
        if (c.base > t) {
            c = headChunk; // an adder that claimed earlier and ran late: the head is at or before t
        }
        c = reach(c, t);
        int i = (int) (t & MASK);
        c.containers[i] = container;
        c.names[i] = name;
        c.sizes[i] = size;
        FLAGS.setRelease(c.flags, i, (byte) (flags | PUBLISHED));
        Chunk hint = tailChunk;
        if (hint.base < c.base) {
            TAIL_CHUNK.compareAndSet(this, hint, c);
        }
    }

    /** Takes the oldest entry into {@code into}; false when there is none (every entry taken). */
    boolean take(InventoryObject into) {
        int spins = 0;
        while (true) {
            long h = head;
            Chunk c = headChunk;
            if (c.base > h) {
                continue; // another taker moved on since h was read
            }
            while (c.base + CHUNK <= h) {
                Chunk n = c.next;
                if (n == null) {
                    break; // its adder has not linked the chunk yet
                }
                c = n;
            }
            int i = (int) (h & MASK);
            byte f;
            if (c.base + CHUNK <= h || ((f = (byte) FLAGS.getAcquire(c.flags, i)) & PUBLISHED) == 0) {
                if (tail <= h) {
                    return false;
                }
                // claimed by an adder that is still writing it: the order says wait, briefly
                if (++spins % 64 == 0) {
                    Thread.yield();
                } else {
                    Thread.onSpinWait();
                }
                continue;
            }
            if (HEAD.compareAndSet(this, h, h + 1)) {
                into.fill(c.containers[i], c.names[i], c.sizes[i], f);
                // the slot is not cleared: a chunk goes whole once the head has passed it
                Chunk hint = headChunk;
                if (hint.base < c.base) {
                    HEAD_CHUNK.compareAndSet(this, hint, c);
                }
                return true;
            }
        }
    }

    /** Entries in the ring now; exact when nothing is being added or taken. */
    int size() {
        return (int) Math.max(0, tail - head);
    }

    /**
     * Copies of the entries, oldest first; for tests and diagnostics. Exact when nothing is being
     * added or taken; meanwhile it skips what is not yet published and never fails.
     */
    List<InventoryObject> snapshot() {
        long h = head;
        long t = tail;
        List<InventoryObject> out = new ArrayList<>((int) Math.max(0, t - h));
        Chunk c = headChunk;
        for (long k = Math.max(h, c.base); k < t; k++) {
            while (c.base + CHUNK <= k) {
                Chunk n = c.next;
                if (n == null) {
                    return out; // claimed by an adder that has not linked its chunk yet: not there
                }
                c = n;
            }
            int i = (int) (k & MASK);
            byte f = (byte) FLAGS.getAcquire(c.flags, i);
            if ((f & PUBLISHED) != 0) {
                InventoryObject o = new InventoryObject();
                o.fill(c.containers[i], c.names[i], c.sizes[i], f);
                out.add(o);
            }
        }
        return out;
    }

    /** The chunk holding index {@code k}, from {@code c} (at or before it), linking new chunks as needed. */
    private static Chunk reach(Chunk c, long k) {
        while (c.base + CHUNK <= k) {
            Chunk n = c.next;
            if (n == null) {
                Chunk made = new Chunk(c.base + CHUNK);
                n = NEXT.compareAndSet(c, null, made) ? made : c.next;
            }
            c = n;
        }
        return c;
    }
}
