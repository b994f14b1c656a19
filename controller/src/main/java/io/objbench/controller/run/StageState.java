package io.objbench.controller.run;

import java.util.Locale;

/** A stage's life, COSBench's stage states (cosbench-format.md §4.8). */
public enum StageState {
    WAITING, SLEEPING, SUBMITTING, AUTHING, LAUNCHING, RUNNING, CLOSING,
    COMPLETED, FAILED, TERMINATED, CANCELLED, ABORTED;

    /** True once the stage can no longer change. */
    public boolean isFinal() {
        return ordinal() >= COMPLETED.ordinal();
    }

    /** The lowercase name COSBench writes in its CSVs. */
    public String csvName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
