package io.objbench.controller.run;

import java.util.Locale;

/** A workload run's life, COSBench's workload states (cosbench-format.md §4.8). */
public enum WorkloadState {
    QUEUING, PROCESSING, FINISHED, FAILED, TERMINATED, CANCELLED;

    /** True once the run can no longer change. */
    public boolean isFinal() {
        return ordinal() >= FINISHED.ordinal();
    }

    /** The lowercase name COSBench writes in its CSVs. */
    public String csvName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
