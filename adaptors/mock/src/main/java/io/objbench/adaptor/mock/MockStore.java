package io.objbench.adaptor.mock;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The objects of storage {@code mock} with {@code store=true}, kept in memory. One store per
 * process ({@link #shared()}), so what a prepare stage writes is there for the next stage's reads
 * on the same driver, as on a real storage. Thread-safe; container deletion and writes into it are
 * atomic with each other.
 */
final class MockStore {

    private static final MockStore SHARED = new MockStore();

    /** What the store holds of one object: its length and its bytes. */
    record StoredObject(long length, byte[] data) {
    }

    /** Outcome of {@link #deleteContainer}. */
    enum DeleteOutcome { DELETED, MISSING, NOT_EMPTY }

    private final Map<String, Map<String, StoredObject>> containers = new ConcurrentHashMap<>();

    /** The process-wide store every {@code mock} adaptor uses. */
    static MockStore shared() {
        return SHARED;
    }

    /** Creates the container if absent; true if it was created now. */
    boolean createContainer(String container) {
        return containers.putIfAbsent(container, new ConcurrentHashMap<>()) == null;
    }

    boolean containerExists(String container) {
        return containers.containsKey(container);
    }

    /** Deletes the container only when it is empty. */
    DeleteOutcome deleteContainer(String container) {
        DeleteOutcome[] outcome = {DeleteOutcome.MISSING};
        containers.computeIfPresent(container, (name, objects) -> {
            outcome[0] = objects.isEmpty() ? DeleteOutcome.DELETED : DeleteOutcome.NOT_EMPTY;
            return objects.isEmpty() ? null : objects;
        });
        return outcome[0];
    }

    /** Stores the object; false when the container does not exist. */
    boolean put(String container, String object, StoredObject stored) {
        // inside computeIfPresent so a concurrent deleteContainer cannot drop the object silently
        return containers.computeIfPresent(container, (name, objects) -> {
            objects.put(object, stored);
            return objects;
        }) != null;
    }

    /** The object, or null when it or its container does not exist. */
    StoredObject get(String container, String object) {
        Map<String, StoredObject> objects = containers.get(container);
        return objects == null ? null : objects.get(object);
    }

    /** Removes the object; false when it or its container does not exist. */
    boolean delete(String container, String object) {
        Map<String, StoredObject> objects = containers.get(container);
        return objects != null && objects.remove(object) != null;
    }

    /** The container's object names starting with {@code prefix}, sorted, with their lengths; null if it does not exist. */
    List<Map.Entry<String, Long>> list(String container, String prefix) {
        Map<String, StoredObject> objects = containers.get(container);
        if (objects == null) {
            return null;
        }
        List<Map.Entry<String, Long>> entries = new ArrayList<>();
        objects.forEach((name, stored) -> {
            if (name.startsWith(prefix)) {
                entries.add(Map.entry(name, stored.length()));
            }
        });
        entries.sort(Map.Entry.comparingByKey());
        return entries;
    }

    /** The container names, sorted. */
    List<String> containers() {
        return containers.keySet().stream().sorted().toList();
    }

    /** Forgets everything (tests). */
    void clear() {
        containers.clear();
    }
}
