package io.objbench.web.pages.editor;

import java.util.List;

/**
 * How the main stage picks containers, objects and sizes, and how it shares them among its
 * workers (docs/workload-reference.md, "Selectors" and "Division of ranges among workers").
 *
 * @param container     {@code u} (uniform), {@code r} (round robin per worker) or {@code s}
 *                      (one sequence per driver) over the containers
 * @param object        the same over the objects
 * @param size          {@code c} (the one size), {@code u} (uniform from the size to {@code sizeMax})
 *                      or {@code h} (weighted buckets, {@code histogram})
 * @param sizeMax       upper bound of {@code u} sizes, in the size's unit
 * @param histogram     {@code h} buckets {@code lo|hi|weight,…}, in the size's unit
 * @param division      {@code none}, {@code container} or {@code object}
 */
public record Selectors(String container, String object, String size, long sizeMax, String histogram,
                        String division) {

    /** Range selectors offered for containers and objects. */
    public static final List<String> RANGES = List.of("u", "r", "s");
    /** Size selectors offered. */
    public static final List<String> SIZES = List.of("c", "u", "h");
    /** Divisions offered. */
    public static final List<String> DIVISIONS = List.of("none", "container", "object");

    /** The editor's defaults: uniform containers and objects, one size, no division. */
    public static Selectors defaults() {
        return new Selectors("u", "u", "c", 0, "", "none");
    }
}
