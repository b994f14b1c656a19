package io.objbench.adaptor.testkit;

import io.objbench.api.ListSink;
import java.util.Map;
import java.util.TreeMap;

/** A {@link ListSink} that keeps every entry: name to size (-1 when the listing gives none). */
public final class RecordingListSink implements ListSink {

    private final Map<String, Long> entries = new TreeMap<>();

    @Override
    public synchronized void entry(String name, long size) {
        entries.put(name, size);
    }

    /** The entries received, sorted by name. */
    public synchronized Map<String, Long> entries() {
        return new TreeMap<>(entries);
    }
}
