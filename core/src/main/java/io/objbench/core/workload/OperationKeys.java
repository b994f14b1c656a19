package io.objbench.core.workload;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The operation config keys objbench itself reads (cosbench-format.md §2.6), which of them each
 * operation type requires, and the boolean ones. Any other key passes through to the adaptor.
 */
final class OperationKeys {

    /** Keys read by objbench; a key differing from one of these only by case is an error. */
    static final List<String> KNOWN = List.of("containers", "objects", "sizes", "cprefix", "csuffix",
            "oprefix", "osuffix", "chunked", "content", "hashCheck", "createContainer", "deleteContainer",
            "fileselection", "files", "name", "histogram", "cdigits", "coffset", "odigits", "ooffset",
            "inventory", "update", "headFirst", "spread", "exemplars");

    /** Keys whose value must be a boolean. */
    static final List<String> BOOLEANS = List.of("hashCheck", "chunked", "createContainer", "deleteContainer",
            "histogram", "update", "headFirst", "spread");

    /** Operation types that may name a confirmed-object inventory (objbench extension). */
    static final List<String> INVENTORY_TYPES = List.of("write", "read", "delete", "prepare", "cleanup");

    /** Operation types a user may write in a normal work. */
    static final List<String> USER_TYPES = List.of("read", "write", "delete", "list", "head", "filewrite",
            "init", "prepare", "cleanup", "dispose");

    private static final Map<String, List<String>> REQUIRED = Map.ofEntries(
            Map.entry("read", List.of("containers", "objects")),
            Map.entry("write", List.of("containers", "objects", "sizes")),
            Map.entry("delete", List.of("containers", "objects")),
            Map.entry("head", List.of("containers", "objects")),
            Map.entry("list", List.of()),
            Map.entry("filewrite", List.of("containers", "files", "fileselection")),
            Map.entry("init", List.of("containers")),
            Map.entry("prepare", List.of("containers", "objects", "sizes")),
            Map.entry("cleanup", List.of("containers", "objects")),
            Map.entry("dispose", List.of("containers")),
            Map.entry("delay", List.of()));

    private static final Set<String> TRUE = Set.of("true", "yes", "on");
    private static final Set<String> FALSE = Set.of("false", "no", "off");

    private OperationKeys() {
    }

    /**
     * The keys an init/prepare/cleanup/dispose operation needs inside a normal work, where nothing
     * is injected: those its COSBench operator reads without a default.
     */
    static List<String> requiredInNormalWork(String type) {
        return switch (type) {
            case "init", "prepare" -> List.of("containers", "objects", "sizes");
            case "cleanup", "dispose" -> List.of("containers", "objects");
            default -> required(type);
        };
    }

    /** The keys an operation of {@code type} cannot run without. */
    static List<String> required(String type) {
        return REQUIRED.getOrDefault(type, List.of());
    }

    /**
     * The keys an operation of {@code type} drawing its objects from an inventory cannot run
     * without: a create needs where and how big, an update how big, a prepare what it always
     * needs; a read, delete or cleanup takes everything from the inventory.
     */
    static List<String> requiredWithInventory(String type, boolean update) {
        return switch (type) {
            case "write" -> update ? List.of("sizes") : List.of("containers", "sizes");
            case "prepare" -> List.of("containers", "objects", "sizes");
            default -> List.of();
        };
    }

    /** The known key {@code key} is a wrong-case spelling of, or {@code null}. */
    static String caseTrap(String key) {
        for (String known : KNOWN) {
            if (!known.equals(key) && known.equalsIgnoreCase(key)) {
                return known;
            }
        }
        return null;
    }

    /**
     * {@code "true"} or {@code "false"} for COSBench's boolean spellings (true/false, yes/no,
     * on/off, any case), or {@code null} when the value is none of them.
     */
    static String canonicalBoolean(String value) {
        String v = value.trim().toLowerCase(Locale.ROOT);
        if (TRUE.contains(v)) {
            return "true";
        }
        return FALSE.contains(v) ? "false" : null;
    }
}
