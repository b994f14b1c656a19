package io.objbench.driver.inventory;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The inventory's FIFO: order, fields and flags across chunks, and no loss or duplicate under concurrency. */
class ObjectRingTest {

    @Test
    void entriesComeOutInOrderWithTheirFieldsAcrossChunks() {
        ObjectRing ring = new ObjectRing();
        int n = ObjectRing.CHUNK * 3 + 17;
        for (int k = 0; k < n; k++) {
            ring.add("c" + (k % 3), "o" + k, k, (byte) (k % 2 == 0 ? InventoryObject.CREATED : InventoryObject.PREPARED));
        }
        assertThat(ring.size()).isEqualTo(n);
        assertThat(ring.snapshot()).hasSize(n).first().extracting(InventoryObject::name).isEqualTo("o0");
        InventoryObject o = new InventoryObject();
        for (int k = 0; k < n; k++) {
            assertThat(ring.take(o)).isTrue();
            assertThat(o.name()).isEqualTo("o" + k);
            assertThat(o.container()).isEqualTo("c" + (k % 3));
            assertThat(o.size()).isEqualTo(k);
            assertThat(o.created()).isEqualTo(k % 2 == 0);
            assertThat(o.prepared()).isEqualTo(k % 2 != 0);
        }
        assertThat(ring.take(o)).isFalse();
        assertThat(o.name()).as("a failed take leaves the holder as it was").isEqualTo("o" + (n - 1));
        assertThat(ring.size()).isZero();
        assertThat(ring.snapshot()).isEmpty();
    }

    @Test
    void aRotationPutsTheTakenEntryBehindTheOthers() {
        ObjectRing ring = new ObjectRing();
        for (int k = 0; k < 5; k++) {
            ring.add("c", "o" + k, 1, InventoryObject.CREATED);
        }
        InventoryObject o = new InventoryObject();
        int turns = 5 * (3 * ObjectRing.CHUNK / 5 + 1); // three chunks and more, whole rounds of the five
        for (int turn = 0; turn < turns; turn++) {
            assertThat(ring.take(o)).isTrue();
            assertThat(o.name()).isEqualTo("o" + (turn % 5));
            o.resized(turn);
            ring.add(o.container(), o.name(), o.size(), o.flags());
        }
        assertThat(ring.snapshot()).extracting(InventoryObject::name).containsExactly("o0", "o1", "o2", "o3", "o4");
        assertThat(ring.snapshot()).extracting(InventoryObject::size)
                .containsExactly((long) turns - 5, (long) turns - 4, (long) turns - 3, (long) turns - 2, (long) turns - 1);
    }

    /**
     * Threads that add fresh entries, rotate and drop, as an ssbench mix does: at the end every
     * entry added and not dropped is there once, and each thread saw every other thread's fresh
     * entries in the order they were added (FIFO per adder).
     */
    @Test
    void concurrentAddersAndTakersLoseAndDuplicateNothing() throws Exception {
        ObjectRing ring = new ObjectRing();
        int threads = 4;
        int turns = 200_000;
        for (int k = 0; k < 100; k++) {
            ring.add("c", "seed-" + k, 0, InventoryObject.CREATED);
        }
        AtomicInteger dropped = new AtomicInteger();
        AtomicInteger added = new AtomicInteger(100);
        ConcurrentHashMap<String, Boolean> droppedNames = new ConcurrentHashMap<>();
        List<String> orderViolations = java.util.Collections.synchronizedList(new ArrayList<>());
        CountDownLatch go = new CountDownLatch(1);
        List<Thread> started = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int me = t;
            started.add(Thread.ofPlatform().start(() -> {
                InventoryObject o = new InventoryObject();
                long[] lastSeen = new long[threads];
                java.util.Arrays.fill(lastSeen, -1);
                long made = 0;
                java.util.SplittableRandom random = new java.util.SplittableRandom(me);
                try {
                    go.await();
                } catch (InterruptedException e) {
                    return;
                }
                for (int turn = 0; turn < turns; turn++) {
                    int dice = random.nextInt(10);
                    if (dice < 2) {
                        ring.add("c", "t" + me + "-" + made++, 0, InventoryObject.CREATED);
                        added.incrementAndGet();
                    } else if (ring.take(o)) {
                        String name = o.name();
                        if (name.startsWith("t")) {
                            int dash = name.indexOf('-');
                            int by = Integer.parseInt(name.substring(1, dash));
                            long seq = Long.parseLong(name.substring(dash + 1));
                            // a fresh entry first seen by this thread must be newer than the last fresh one it saw of that adder
                            if (o.size() == 0 && seq <= lastSeen[by]) {
                                orderViolations.add(name + " after t" + by + "-" + lastSeen[by]);
                            }
                            if (o.size() == 0) {
                                lastSeen[by] = seq;
                            }
                        }
                        if (dice < 4) {
                            dropped.incrementAndGet();
                            droppedNames.put(name, true);
                        } else {
                            o.resized(1); // rotated: no longer fresh
                            ring.add(o.container(), o.name(), o.size(), o.flags());
                        }
                    }
                }
            }));
        }
        // diagnostics while it runs: a snapshot may be inexact then, but never fails
        java.util.concurrent.atomic.AtomicBoolean running = new java.util.concurrent.atomic.AtomicBoolean(true);
        List<Throwable> snapshotFailures = java.util.Collections.synchronizedList(new ArrayList<>());
        Thread watcher = Thread.ofPlatform().start(() -> {
            while (running.get()) {
                try {
                    ring.snapshot();
                } catch (RuntimeException e) {
                    snapshotFailures.add(e);
                }
            }
        });
        go.countDown();
        for (Thread t : started) {
            t.join();
        }
        running.set(false);
        watcher.join();
        assertThat(snapshotFailures).isEmpty();
        List<InventoryObject> left = ring.snapshot();
        assertThat(left).hasSize(added.get() - dropped.get());
        assertThat(ring.size()).isEqualTo(left.size());
        assertThat(left).extracting(InventoryObject::name).doesNotHaveDuplicates()
                .noneMatch(droppedNames::containsKey);
        assertThat(orderViolations).isEmpty();
    }
}
