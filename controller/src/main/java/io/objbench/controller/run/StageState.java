package io.objbench.controller.run;

import java.util.Locale;

/**
 * A stage's life, COSBench's stage states (cosbench-format.md §4.8): waiting, booting (drivers
 * checked and the works scheduled), submitting, authing, launching, running, closing, then its
 * end; sleeping during a closuredelay (after the end, which is then recorded again).
 */
public enum StageState {
    WAITING, SLEEPING, BOOTING, SUBMITTING, AUTHING, LAUNCHING, RUNNING, CLOSING,
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
