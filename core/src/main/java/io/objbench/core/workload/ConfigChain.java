package io.objbench.core.workload;

import io.objbench.core.config.KeyValueConfig;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The inherited {@code config} of one level of the tree (cosbench-format.md §1.5): the config
 * strings workload;workflow;workstage;work;operation concatenated parent-first, last key wins.
 * Each key remembers the element whose {@code config} attribute set it, so that a bad value is
 * reported where it is written. Immutable: {@link #with} returns a new chain.
 */
final class ConfigChain {

    /** Where a key's winning value comes from. */
    record Origin(String value, XmlElement element, String attribute) {
    }

    static final ConfigChain EMPTY = new ConfigChain(Map.of(), "");

    private final Map<String, Origin> entries;
    // the config strings as written, joined parent-first with ';' (COSBench's merged config)
    private final String raw;

    private ConfigChain(Map<String, Origin> entries, String raw) {
        this.entries = entries;
        this.raw = raw;
    }

    /** COSBench's inheritance of config strings: {@code parent;child}, an empty side left out. */
    static String inherit(String parent, String child) {
        String p = parent == null ? "" : parent;
        String c = child == null ? "" : child;
        return p.isEmpty() ? c : c.isEmpty() ? p : p + ";" + c;
    }

    /** The config strings of every level as written, joined parent-first as COSBench merges them. */
    String raw() {
        return raw;
    }

    /**
     * This chain followed by the {@code config} attribute of {@code element}: the entry grammar
     * is checked (§2.1) and keys that differ only by case from a known key are rejected.
     */
    ConfigChain with(XmlElement element, Problems problems) throws WorkloadException {
        String text = element.attribute("config");
        Map<String, String> parsed = parse(text, element, problems);
        for (String key : parsed.keySet()) {
            String known = OperationKeys.caseTrap(key);
            if (known != null) {
                throw problems.at(element, "config", "config key '" + key + "' is not known: did you mean '"
                        + known + "'? (config keys are case-sensitive; '" + key + "' would be passed to the"
                        + " adaptor and ignored)");
            }
        }
        return plus(parsed, element, "config", inherit(raw, text));
    }

    /** This chain followed by generated entries (special works), attributed to {@code element}. */
    ConfigChain withGenerated(String text, XmlElement element) {
        return plus(KeyValueConfig.parse(text), element, null, inherit(raw, text));
    }

    /**
     * Generated entries followed by this chain (init/dispose: COSBench builds
     * {@code objects=r(0,0);sizes=c(0)B;<work config>}, so keys the user set win), attributed to
     * {@code element}.
     */
    ConfigChain underGenerated(String text, XmlElement element) {
        ConfigChain generated = EMPTY.plus(KeyValueConfig.parse(text), element, null, text);
        Map<String, Origin> out = new LinkedHashMap<>(generated.entries);
        entries.forEach((k, o) -> {
            out.remove(k);
            out.put(k, o);
        });
        return new ConfigChain(Collections.unmodifiableMap(out), inherit(text, raw));
    }

    /** Checks the grammar of a config string that is not part of the chain (auth, storage). */
    static Map<String, String> parse(String text, XmlElement element, Problems problems) throws WorkloadException {
        try {
            return KeyValueConfig.parse(text);
        } catch (IllegalArgumentException e) {
            throw problems.at(element, "config", "config of <" + element.name() + ">: " + e.getMessage());
        }
    }

    private ConfigChain plus(Map<String, String> parsed, XmlElement element, String attribute, String newRaw) {
        if (parsed.isEmpty()) {
            return raw.equals(newRaw) ? this : new ConfigChain(entries, newRaw);
        }
        Map<String, Origin> out = new LinkedHashMap<>(entries);
        parsed.forEach((k, v) -> {
            out.remove(k); // keep the order of last occurrence, as KeyValueConfig does
            out.put(k, new Origin(v, element, attribute));
        });
        return new ConfigChain(Collections.unmodifiableMap(out), newRaw);
    }

    /** True when some level sets {@code key}. */
    boolean has(String key) {
        return entries.containsKey(key);
    }

    /** The winning value of {@code key}, or {@code null}. */
    String value(String key) {
        Origin o = entries.get(key);
        return o == null ? null : o.value();
    }

    /** Where {@code key} was set, or {@code null}. */
    Origin origin(String key) {
        return entries.get(key);
    }

    /** The resolved key/value map, in order of last occurrence. */
    Map<String, String> values() {
        Map<String, String> out = new LinkedHashMap<>();
        entries.forEach((k, o) -> out.put(k, o.value()));
        return out;
    }
}
