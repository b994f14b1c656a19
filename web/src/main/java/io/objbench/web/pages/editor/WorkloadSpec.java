package io.objbench.web.pages.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What the editor's form describes: one workload over {@code containers} containers of
 * {@code objects} objects of one size, with the usual COSBench stages (each can be left out).
 * The main stage mixes reads, writes, deletes and lists by ratio; reads use the first half of the
 * objects (never deleted, so every read finds its object) when deletes are mixed in, writes and
 * deletes the second half.
 *
 * @param name        workload name (3–50 characters)
 * @param sizeValue   object size, in {@code sizeUnit}
 * @param sizeUnit    B, KB, MB, GB, KiB, MiB or GiB
 * @param runtime     main stage seconds (0: use totalOps)
 * @param totalOps    main stage operation budget (0: use runtime)
 * @param stageWorkers workers of each special stage (the editor sets them one by one; the matrix
 *                    gives every one {@code specialWorkers})
 * @param selectors   how the main stage picks containers, objects and sizes, and its division
 * @param delays      delay stages after init, prepare, main and cleanup
 */
public record WorkloadSpec(String name, String description, String storageType, String storageConfig,
                           String authType, String authConfig, String prefix, int containers, int objects,
                           long sizeValue, String sizeUnit, int specialWorkers, int workers, int rampup,
                           int runtime, long totalOps, int readRatio, int writeRatio, int deleteRatio,
                           int listRatio, boolean init, boolean prepare, boolean main, boolean cleanup,
                           boolean dispose, StageWorkers stageWorkers, Selectors selectors, Delays delays) {

    /** Accepted size units. */
    public static final List<String> UNITS = List.of("B", "KB", "MB", "GB", "KiB", "MiB", "GiB");

    /** The spec a form describes; missing fields take the editor's defaults. */
    public static WorkloadSpec of(Map<String, String> f) {
        return new WorkloadSpec(text(f, "name", "my-workload"), text(f, "description", ""),
                text(f, "storageType", "mock"), text(f, "storageConfig", ""), text(f, "authType", ""),
                text(f, "authConfig", ""), text(f, "prefix", "bench"), integer(f, "containers", 2),
                integer(f, "objects", 100), number(f, "sizeValue", 64), text(f, "sizeUnit", "KB"),
                integer(f, "specialWorkers", 4), integer(f, "workers", 8), integer(f, "rampup", 0),
                integer(f, "runtime", 30), number(f, "totalOps", 0), integer(f, "readRatio", 80),
                integer(f, "writeRatio", 20), integer(f, "deleteRatio", 0), integer(f, "listRatio", 0),
                flag(f, "init"), flag(f, "prepare"), flag(f, "main"), flag(f, "cleanup"), flag(f, "dispose"),
                stageWorkers(f), new Selectors(text(f, "containerSelector", "u"), text(f, "objectSelector", "u"),
                        text(f, "sizeSelector", "c"), number(f, "sizeMax", 0), text(f, "sizeHistogram", ""),
                        text(f, "division", "none")),
                new Delays(integer(f, "delayAfterInit", 0), integer(f, "delayAfterPrepare", 0),
                        integer(f, "delayAfterMain", 0), integer(f, "delayAfterCleanup", 0)));
    }

    // a stage's own count when the form has one, else the special workers of the matrix's form
    private static StageWorkers stageWorkers(Map<String, String> f) {
        int special = integer(f, "specialWorkers", 4);
        return new StageWorkers(integer(f, "initWorkers", special), integer(f, "prepareWorkers", special),
                integer(f, "cleanupWorkers", special), integer(f, "disposeWorkers", special));
    }

    /** What is wrong with the spec, in words for the form; empty when the XML can be generated. */
    public List<String> problems() {
        List<String> p = new ArrayList<>();
        if (name.length() < 3 || name.length() > 50) {
            p.add("The name must have 3 to 50 characters.");
        }
        if (storageType.isBlank()) {
            p.add("Choose a storage type.");
        }
        if (!prefix.matches("[A-Za-z0-9._-]+")) {
            p.add("The container prefix may use letters, digits, '.', '_' and '-' only.");
        }
        if (containers < 1 || objects < 1) {
            p.add("Containers and objects must be at least 1.");
        }
        if (sizeValue < 0 || !UNITS.contains(sizeUnit)) {
            p.add("The object size must be a number ≥ 0 with a unit of " + UNITS + ".");
        }
        if (workers < 1 || specialWorkers < 1 || !stageWorkers.valid()) {
            p.add("Workers must be at least 1.");
        }
        if (!delays.valid()) {
            p.add("Delays must be 0 (none) or more seconds.");
        }
        if (!Selectors.RANGES.contains(selectors.container()) || !Selectors.RANGES.contains(selectors.object())) {
            p.add("The container and object selectors are u, r or s.");
        }
        if (!Selectors.DIVISIONS.contains(selectors.division())) {
            p.add("The division is none, container or object.");
        }
        switch (selectors.size()) {
            case "c" -> { }
            case "u" -> {
                if (selectors.sizeMax() < sizeValue) {
                    p.add("Uniform sizes need a largest size of at least " + sizeValue + " " + sizeUnit + ".");
                }
            }
            case "h" -> {
                // kept to digits, '|' and ',' so it cannot break out of the config string
                if (!selectors.histogram().matches("\\d+\\|\\d*\\|\\d+(,\\s*\\d+\\|\\d*\\|\\d+)*")) {
                    p.add("Size buckets are lo|hi|weight, comma-separated, e.g. 1|4|60,4|64|40 (in " + sizeUnit + ").");
                }
            }
            default -> p.add("The size selector is c, u or h.");
        }
        if (main) {
            if (readRatio < 0 || writeRatio < 0 || deleteRatio < 0 || listRatio < 0
                    || readRatio + writeRatio + deleteRatio + listRatio != 100) {
                p.add("The read, write, delete and list ratios must add up to 100 (now "
                        + (readRatio + writeRatio + deleteRatio + listRatio) + ").");
            }
            if (runtime <= 0 && totalOps <= 0) {
                p.add("Give the main stage a runtime or a total number of operations.");
            }
            if (totalOps > 0 && totalOps < workers) {
                p.add("Total operations below the number of workers would never end: use at least " + workers + ".");
            }
            if (deleteRatio > 0 && objects < 2) {
                p.add("Deleting needs at least 2 objects (reads keep the first half).");
            }
        }
        if (!init && !prepare && !main && !cleanup && !dispose) {
            p.add("Choose at least one stage.");
        }
        return p;
    }

    /** This spec with another name, size, containers, main workers and read/write/delete mix (the matrix). */
    public WorkloadSpec vary(String newName, long newSize, String newUnit, int newContainers, int newWorkers,
                             int read, int write, int delete) {
        return vary(newName, newSize, newUnit, newContainers, objects, newWorkers, read, write, delete);
    }

    /** {@link #vary} with another object count too (the matrix's objects dimension). */
    public WorkloadSpec vary(String newName, long newSize, String newUnit, int newContainers, int newObjects,
                             int newWorkers, int read, int write, int delete) {
        return new WorkloadSpec(newName, description, storageType, storageConfig, authType, authConfig, prefix,
                newContainers, newObjects, newSize, newUnit, specialWorkers, newWorkers, rampup, runtime, totalOps,
                read, write, delete, 0, init, prepare, main, cleanup, dispose, stageWorkers, selectors, delays);
    }

    /** The size selector, e.g. {@code c(64)KB}, {@code u(4,64)KB} or {@code h(1|4|60,4|64|40)KB}. */
    public String sizes() {
        return switch (selectors.size()) {
            case "u" -> "u(" + sizeValue + "," + selectors.sizeMax() + ")" + sizeUnit;
            case "h" -> "h(" + selectors.histogram().replace(" ", "") + ")" + sizeUnit;
            default -> "c(" + sizeValue + ")" + sizeUnit;
        };
    }

    /** A short label of the size, e.g. {@code 64KB}. */
    public String sizeLabel() {
        return (sizeValue + sizeUnit).toLowerCase(Locale.ROOT);
    }

    private static String text(Map<String, String> f, String key, String dflt) {
        String v = f.get(key);
        return v == null ? dflt : v.strip();
    }

    private static int integer(Map<String, String> f, String key, int dflt) {
        return (int) Math.min(Integer.MAX_VALUE, number(f, key, dflt));
    }

    private static long number(Map<String, String> f, String key, long dflt) {
        String v = f.get(key);
        if (v == null || v.isBlank()) {
            return dflt;
        }
        try {
            return Long.parseLong(v.strip());
        } catch (NumberFormatException e) {
            return -1; // reported by problems() as out of range
        }
    }

    // unchecked checkboxes are absent from a form: "on"/"true" means checked
    private static boolean flag(Map<String, String> f, String key) {
        String v = f.get(key);
        return v != null && (v.equals("on") || v.equals("true"));
    }
}
