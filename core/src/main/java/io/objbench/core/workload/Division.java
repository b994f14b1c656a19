package io.objbench.core.workload;

import java.util.Locale;

/** How a work's ranges are split among its workers (cosbench-format.md §2.5). */
public enum Division {
    /** Every worker draws from the whole range. */
    NONE,
    /** Each worker gets its own slice of the container range. */
    CONTAINER,
    /** Each worker gets its own slice of the object range. */
    OBJECT;

    /** The name used in XML. */
    public String xmlName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The division named {@code text} in XML, or {@code null}. */
    public static Division fromXml(String text) {
        for (Division d : values()) {
            if (d.xmlName().equals(text)) {
                return d;
            }
        }
        return null;
    }
}
