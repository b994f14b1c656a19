package io.objbench.core.config;

import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * One {@code [name]} section of an {@link IniFile}: its keys in file order, each with the line it
 * was on so readers can report {@code file:line:} errors about values.
 */
public final class Section {

    /** A value and the line it came from. */
    public record Entry(String key, String value, int line) {
    }

    private final String fileName;
    private final String name;
    private final int line;
    private final Map<String, Entry> entries = new LinkedHashMap<>();

    Section(String fileName, String name, int line) {
        this.fileName = fileName;
        this.name = name;
        this.line = line;
    }

    void put(String key, String value, int lineNo) throws IniException {
        Entry previous = entries.get(key);
        if (previous != null) {
            throw new IniException(fileName, lineNo, "key '" + key + "' appears twice in [" + name
                    + "] (first on line " + previous.line() + "): keep one");
        }
        entries.put(key, new Entry(key, value, lineNo));
    }

    /** The section name, without brackets. */
    public String name() {
        return name;
    }

    /** The line of the section header. */
    public int line() {
        return line;
    }

    /** The value of {@code key}, if present (possibly empty). */
    public Optional<String> get(String key) {
        Entry e = entries.get(key);
        return e == null ? Optional.empty() : Optional.of(e.value());
    }

    /** The entry of {@code key} with its line, if present. */
    public Optional<Entry> entry(String key) {
        return Optional.ofNullable(entries.get(key));
    }

    /** Every entry in file order. */
    public Collection<Entry> entries() {
        return Collections.unmodifiableCollection(entries.values());
    }

    /**
     * Rejects the first key not in {@code known}, e.g. a misspelt {@code prot=}.
     *
     * @throws IniException {@code file:line: unknown key 'prot' in [driver]; known keys: …}
     */
    public void rejectUnknownKeys(Collection<String> known) throws IniException {
        for (Entry e : entries.values()) {
            if (!known.contains(e.key())) {
                throw new IniException(fileName, e.line(), "unknown key '" + e.key() + "' in [" + name
                        + "]; known keys: " + String.join(", ", known));
            }
        }
    }

    /** An error about the value of {@code entry}, located at its line. */
    public IniException badValue(Entry entry, String expected) {
        return new IniException(fileName, entry.line(), "key '" + entry.key() + "' in [" + name + "] has value '"
                + entry.value() + "': expected " + expected);
    }
}
