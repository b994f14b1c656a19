package io.objbench.core.workload;

import java.util.Locale;

/** The {@code type} of a {@code <work>} (cosbench-format.md §1.3). */
public enum WorkType {
    /** User operations picked by ratio until an ending condition. */
    NORMAL,
    /** Creates the containers of the worker's container slice. */
    INIT,
    /** Writes every object of the worker's object slice in every container. */
    PREPARE,
    /** Deletes every object of the worker's object slice in every container. */
    CLEANUP,
    /** Deletes the containers of the worker's container slice. */
    DISPOSE,
    /** Sleeps (only meaningful in a stage named {@code delay} with a closuredelay). */
    DELAY;

    /** The name used in XML, labels and op names ({@code prepare}). */
    public String xmlName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** True for init/prepare/cleanup/dispose: fixed iteration over slices, afr 0 by default. */
    public boolean special() {
        return this != NORMAL && this != DELAY;
    }

    /** The sample type reported for the generated operation: write for init/prepare, delete for cleanup/dispose. */
    public String sampleType() {
        return switch (this) {
            case INIT, PREPARE -> "write";
            case CLEANUP, DISPOSE -> "delete";
            case NORMAL, DELAY -> xmlName();
        };
    }

    /** The type named {@code text} in XML, or {@code null}. */
    public static WorkType fromXml(String text) {
        for (WorkType t : values()) {
            if (t.xmlName().equals(text)) {
                return t;
            }
        }
        return null;
    }
}
